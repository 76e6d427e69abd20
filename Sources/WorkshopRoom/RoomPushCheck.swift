import Foundation
import WorkshopSupport

/// What the room's pre-receive hook checks before it lets a push change a ref (`workshop room check-push`,
/// which git runs once a push, with a line for each ref it updates, inside the room's repository).
///
/// git's own settings refuse a pack over 32 MiB and malformed objects before the hook runs (see
/// ``RoomRepository``); the hook refuses the rest: a ref outside `refs/room/`, a name that is not plain, a
/// deletion, a push that does not build on the ref's last commit (a force push, which would take a claimed
/// name over), a push that does not send the name's key (``RoomProgress/keyHash``: anyone can read a
/// name's last commit id from a push, and build on it), and any commit whose tree is not exactly one `progress.json` of the kit's format and of this
/// name, at most ``RoomProgress/maximumSize`` bytes. Nothing is changed when it refuses: git keeps every ref
/// as it was, and keeps none of the push's objects.
package struct RoomPushCheck {
    /// The room's repository (git runs the hook in it).
    package let git: Git
    /// The most commits one push may bring.
    package static let maximumCommits = 1000

    /// Checks a whole push, from git's hook input and the `key` it was pushed with.
    ///
    /// The input is a line `OLD NEW REF` for each ref the push updates. A laptop publishes under one name,
    /// so a push that changes more than one is refused whole (one push claimed 200 names before).
    /// - Returns: The reasons it is refused, in words for the attendee who pushed; none when it may land.
    package func refusals(hookInput: String, key: String?) -> [String] {
        let lines = hookInput.split(separator: "\n")
        guard lines.count <= 1 else {
            return ["it changes \(lines.count) names at once; a laptop publishes under one name a push"]
        }
        return lines.compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            do throws(RoomProgress.Refusal) {
                guard words.count == 3 else { throw RoomProgress.Refusal("git's hook line cannot be read") }
                try check(ref: words[2], old: words[0], new: words[1], key: key)
                return nil
            } catch {
                return error.description
            }
        }
    }

    /// Checks the update of `ref` from `old` to `new` (object names; all zeros for none), pushed with
    /// `key` (the push option `key=…`; `nil` when none came).
    /// - Throws: ``RoomProgress/Refusal`` with the reason, in words for the attendee who pushed.
    package func check(ref: String, old: String, new: String, key: String?) throws(RoomProgress.Refusal) {
        let name = try RoomName(ref: ref)
        let none = String(repeating: "0", count: new.count)
        guard new != none else {
            throw RoomProgress.Refusal("the room keeps every attendee's progress: nothing is deleted")
        }
        if old != none, git.run(["merge-base", "--is-ancestor", old, new])?.status != 0 {
            throw RoomProgress.Refusal(
                "it does not build on \(name)'s last progress in the room: a name, once claimed, only grows")
        }
        // Every commit the push brings: from the one the ref had, or all of them for a new name.
        let range = old == none ? [new, "--not", "--all"] : ["\(old)..\(new)"]
        guard let listed = git.run(["rev-list"] + range), listed.status == 0 else {
            throw RoomProgress.Refusal("its commits cannot be read")
        }
        let commits = listed.output.split(separator: "\n").map(String.init)
        guard !commits.isEmpty else { throw RoomProgress.Refusal("it brings no new progress") }
        // A day of grades every minute is a few hundred; each commit costs the instructor's laptop git runs.
        guard commits.count <= Self.maximumCommits else {
            throw RoomProgress.Refusal(
                "it brings \(commits.count) commits, more than the room's \(Self.maximumCommits) a push")
        }
        var hashes: [String?] = []
        for commit in commits {
            hashes.append(try checkTree(of: commit, name: name).keyHash)
        }
        guard let key, let given = RoomProgress.hash(ofKey: key) else {
            throw RoomProgress.Refusal(
                "it carries no key for \(name): `swift run workshop room join` makes one, and every grade sends it")
        }
        // The name's key is the one it was claimed with: its last file's, or for a claim, the one it brings.
        let claimed = old == none ? given : try checkTree(of: old, name: name).keyHash
        guard claimed == given, hashes.allSatisfy({ $0 == given }) else {
            throw RoomProgress.Refusal(
                "it does not hold \(name)'s key: only the laptop that claimed \(name) adds to it")
        }
    }

    /// Checks that `commit`'s tree is one `progress.json` of the kit's format, made by `name`.
    /// - Returns: The progress it holds.
    @discardableResult
    private func checkTree(of commit: String, name: RoomName) throws(RoomProgress.Refusal) -> RoomProgress {
        guard let tree = git.run(["ls-tree", "-l", commit]), tree.status == 0 else {
            throw RoomProgress.Refusal("its commit \(commit.prefix(12)) cannot be read")
        }
        // `100644 blob <sha> <size>\tprogress.json`
        let entries = tree.output.split(separator: "\n")
        guard entries.count == 1, let entry = entries.first, entry.hasSuffix("\tprogress.json") else {
            throw RoomProgress.Refusal("a push to the room holds one file, progress.json, and nothing else")
        }
        let fields = entry.split(separator: "\t")[0].split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 4, fields[0] == "100644", fields[1] == "blob", let size = Int(fields[3]) else {
            throw RoomProgress.Refusal("a push to the room holds one file, progress.json, and nothing else")
        }
        guard size <= RoomProgress.maximumSize else {
            throw RoomProgress.Refusal(
                "its progress.json is \(size) bytes, more than the room's \(RoomProgress.maximumSize)")
        }
        guard let blob = git.run(["cat-file", "blob", String(fields[2])]), blob.status == 0 else {
            throw RoomProgress.Refusal("its progress.json cannot be read")
        }
        let progress = try RoomProgress(checking: Data(blob.output.utf8))
        guard progress.name == name.description else {
            throw RoomProgress.Refusal("its progress.json is \(progress.name.prefix(40))'s, pushed to \(name.ref)")
        }
        return progress
    }
}
