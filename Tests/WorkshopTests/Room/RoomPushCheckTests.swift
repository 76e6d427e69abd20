import Foundation
import TestSupport
import Testing

@testable import WorkshopRoom
@testable import WorkshopSupport

extension RoomWithGitTests {
    /// The room's pre-receive hook, checked in-process on a repository made for each test: what a push to the
    /// room may bring, and the reason for each refusal.
    ///
    /// They run git a few dozen times, which is a second of a `swift test` that must stay quick, so they run
    /// with `WORKSHOP_CHECK_ROOM=1` (CI sets it), beside ``RoomLoopbackTests``.
    @Suite("The room: what a push may bring")
    struct RoomPushCheckTests {
        let folder: TemporaryFolder
        let git: Git
        let zero = String(repeating: "0", count: 40)

        init() throws {
            folder = try TemporaryFolder("room-check")
            git = Git(folder: folder.url)
            _ = git.run(["init", "--quiet", "--bare", "."])
        }

        /// A commit of `files` (name → bytes) on top of `parent`, stored in the repository.
        func commit(_ files: [String: Data], parent: String? = nil) throws -> String {
            var entries = ""
            for (name, data) in files.sorted(by: { $0.key < $1.key }) {
                let blob = try #require(git.run(["hash-object", "-w", "--stdin"], input: data)).output
                entries += "100644 blob \(blob.trimmingCharacters(in: .whitespacesAndNewlines))\t\(name)\n"
            }
            let tree = try #require(git.run(["mktree"], input: Data(entries.utf8))).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let identity = [
                "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@t",
            ]
            let commit = try #require(
                git.run(
                    ["commit-tree", tree] + (parent.map { ["-p", $0] } ?? []) + ["-m", "m"], environment: identity))
            return commit.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The key these tests push with, as `room join` would make it, and its hash as the files hold it.
        let key = "0123456789abcdef0123456789abcdef"
        var keyHash: String { RoomProgress.hash(ofKey: key) ?? "" }

        func progress(_ name: String, keyHash: String? = nil) -> [String: Data] {
            ["progress.json": RoomProgress(name: name, keyHash: keyHash ?? self.keyHash).data]
        }

        func refusal(_ ref: String, _ old: String, _ new: String, key: String? = "0123456789abcdef0123456789abcdef")
            -> String?
        {
            do {
                try RoomPushCheck(git: git).check(ref: ref, old: old, new: new, key: key)
                return nil
            } catch {
                return error.description
            }
        }

        @Test("A first push of a name, then one on top of it, pass")
        func accepted() throws {
            let first = try commit(progress("ana"))
            #expect(refusal("refs/room/ana", zero, first) == nil)
            _ = git.run(["update-ref", "refs/room/ana", first])
            let second = try commit(progress("ana"), parent: first)
            #expect(refusal("refs/room/ana", first, second) == nil)
        }

        @Test("Refused, each with its reason: outside refs/room/, a bad name, a deletion, another's file")
        func refusals() throws {
            let ana = try commit(progress("ana"))
            #expect(refusal("refs/heads/main", zero, ana)?.contains("refs/room/<name> only") == true)
            #expect(refusal("refs/room/Ana", zero, ana)?.contains("is not a room name") == true)
            #expect(refusal("refs/room/ana", ana, zero)?.contains("nothing is deleted") == true)
            #expect(refusal("refs/room/ben", zero, ana) == "its progress.json is ana's, pushed to refs/room/ben")
        }

        @Test("A push that changes more than one name is refused whole; one bad line is refused with its reason")
        func oneNameAPush() throws {
            let ana = try commit(progress("ana"))
            let ben = try commit(progress("ben"))
            let check = RoomPushCheck(git: git)
            #expect(check.refusals(hookInput: "\(zero) \(ana) refs/room/ana\n", key: key).isEmpty)
            let two = "\(zero) \(ana) refs/room/ana\n\(zero) \(ben) refs/room/ben\n"
            #expect(
                check.refusals(hookInput: two, key: key) == [
                    "it changes 2 names at once; a laptop publishes under one name a push"
                ])
            #expect(check.refusals(hookInput: "\(zero) \(ana)\n", key: key) == ["git's hook line cannot be read"])
        }

        @Test("Refused: a push without the name's key, or with another's, however it builds on the name")
        func keys() throws {
            let first = try commit(progress("ana"))
            #expect(refusal("refs/room/ana", zero, first, key: nil)?.contains("carries no key for ana") == true)
            _ = git.run(["update-ref", "refs/room/ana", first])
            // Anyone reads a name's last commit id from a push, and can build on it: without the key, refused.
            let theirs = "it does not hold ana's key: only the laptop that claimed ana adds to it"
            let other = String(repeating: "f", count: 32)
            let second = try commit(progress("ana"), parent: first)
            #expect(refusal("refs/room/ana", first, second, key: other) == theirs, "The right hash, another key")
            let forged = try commit(progress("ana", keyHash: RoomProgress.hash(ofKey: other)), parent: first)
            #expect(refusal("refs/room/ana", first, forged, key: other) == theirs, "Another key and its hash")
            #expect(refusal("refs/room/ana", first, forged) == theirs, "The key, and a file of another's")
            #expect(refusal("refs/room/ana", first, second) == nil)
            // The key itself is in no object of the room: only its hash.
            #expect(git.run(["grep", key, second])?.status != 0 && keyHash.count == 40)
        }

        @Test("Refused: a push that does not build on the name's last commit (a force push takes no name over)")
        func rewrite() throws {
            let first = try commit(progress("ana"))
            _ = git.run(["update-ref", "refs/room/ana", first])
            var other = RoomProgress(name: "ana", keyHash: keyHash)
            other.exercises["01-RefactorToMVVM"] = RoomProgress.Exercise(
                points: 10, maxPoints: 100, firstTried: Date(), lastGraded: Date(), problem: nil, tasks: [:])
            let unrelated = try commit(["progress.json": other.data])
            #expect(
                refusal("refs/room/ana", first, unrelated)
                    == "it does not build on ana's last progress in the room: a name, once claimed, only grows")
        }

        @Test("Refused: anything but one progress.json of the kit's format, at most 64 KiB, in every commit pushed")
        func contents() throws {
            let other = try commit(["progress.json": Data(#"{"x": 1}"#.utf8)])
            #expect(refusal("refs/room/ana", zero, other) == "its progress file is not the kit's progress JSON")
            let two = try commit(progress("ana").merging(["notes.txt": Data("hi".utf8)]) { $1 })
            #expect(refusal("refs/room/ana", zero, two)?.contains("holds one file, progress.json") == true)
            let big = try commit(["progress.json": Data(count: 10_000_000)])
            #expect(
                refusal("refs/room/ana", zero, big) == "its progress.json is 10000000 bytes, more than the room's 65536"
            )
            // A bad file hidden under a good one is found too.
            let hidden = try commit(progress("ana"), parent: big)
            #expect(refusal("refs/room/ana", zero, hidden)?.contains("10000000 bytes") == true)
        }

        @Test("Refused: more commits in one push than the room checks")
        func tooManyCommits() throws {
            // One fast-import of a long history of good progress files, each commit on the one before.
            let file = RoomProgress(name: "ana", keyHash: keyHash).data
            var stream = Data()
            for _ in 0...RoomPushCheck.maximumCommits {
                stream += Data("commit refs/heads/long\ncommitter t <t@t> 0 +0000\ndata 1\nm\n".utf8)
                stream += Data("M 100644 inline progress.json\ndata \(file.count)\n".utf8) + file + Data("\n".utf8)
            }
            #expect(git.run(["fast-import", "--quiet"], input: stream)?.status == 0)
            let tip = try #require(git.run(["rev-parse", "refs/heads/long"])).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
            _ = git.run(["update-ref", "-d", "refs/heads/long"])  // As a push's commits are: on no ref yet.
            #expect(refusal("refs/room/ana", zero, tip) == "it brings 1001 commits, more than the room's 1000 a push")
        }
    }
}
