import Foundation
import WorkshopGrader
import WorkshopSupport

/// Publishes an attendee's progress to the room they joined: a commit of `progress.json` on top of the
/// last one, in the laptop's history (``RoomMembership/historyName``), then a push of that history.
///
/// It never fails a grade and never makes one wait long: the push has ``timeout`` seconds, and when the
/// room cannot be reached the commit stays in the history and goes with the next push, so nothing is lost.
package struct RoomPublisher {
    /// The kit's root folder.
    package let kitRoot: URL
    /// The room joined.
    package let membership: RoomMembership
    /// Seconds a push may take before it is given up (the room is then reported unreachable).
    package var timeout = 3.0
    /// The git program every run uses: the first on `PATH`, or `nil` when git is not installed.
    package var git = Git.onPath()
    /// The history as ``prepared()`` read it, before the grade's tests ran; `nil` when not prepared.
    package private(set) var before: Snapshot?

    /// What the history held when a grade began: the next commit is made from it, not from what the graded
    /// code may have written into the history since.
    package struct Snapshot: Sendable {
        /// This name's key on this laptop.
        package let key: String
        /// The branch's last commit; `nil` before the first.
        package let head: String?
        /// The progress of that commit.
        package let latest: RoomProgress
    }

    /// The publisher of the kit at `kitRoot`, which joined the room of `membership`.
    package init(kitRoot: URL, membership: RoomMembership) {
        self.kitRoot = kitRoot
        self.membership = membership
    }

    /// What came of a push.
    package enum Outcome: Equatable {
        /// The room has everything this laptop published.
        case published
        /// The room could not be reached; the progress goes with the next push.
        case unreachable(String)
        /// The room refused the push, saying why.
        case refused(String)
    }

    /// The local history: a bare repository at the kit's root.
    private var history: Git {
        Git(executable: git, folder: kitRoot.appendingPathComponent(RoomMembership.historyName))
    }
    /// The branch of this name in the history: one per name, so that joining under another name starts afresh.
    private var branch: String { "refs/heads/\(membership.name)" }

    /// Whether this name has published here before.
    package var hasHistory: Bool {
        history.run(["rev-parse", "--verify", "--quiet", branch])?.status == 0
    }

    /// The progress published last, or an empty one of this name when there is none.
    package func latest() -> RoomProgress {
        guard let blob = history.run(["cat-file", "blob", "\(branch):progress.json"]), blob.status == 0,
            var progress = try? RoomProgress(checking: Data(blob.output.utf8))
        else { return RoomProgress(name: membership.name) }
        progress.name = membership.name
        return progress
    }

    /// Records `grades` (made at `now`) on top of the latest progress, commits it, and pushes.
    ///
    /// Two grades of the same kit at once (`grade --watch` beside another `grade`) each commit on top of the
    /// other: a commit moves the branch only from the one it was made on, and is made again otherwise.
    ///
    /// When ``prepared()`` read the history, the first commit is made on what it read; a branch moved since
    /// (another grade of this kit committed) is then read again.
    package func publish(_ grades: [ExerciseGrade], at now: Date) -> Outcome {
        var snapshot = before
        for _ in 0..<5 {
            var progress = snapshot?.latest ?? latest()
            for grade in grades { progress.record(grade, at: now) }
            let problem = commit(progress, at: now, on: snapshot)
            snapshot = nil
            if problem == Self.movedMeanwhile { continue }
            if let problem { return .refused(problem) }
            return push()
        }
        return .refused("other grades kept committing to \(RoomMembership.historyName) at the same time")
    }

    /// This name's key on this laptop (``RoomProgress/keyHash``), kept in the history's settings
    /// (`room.NAME.key`), which never leave it; `nil` before the first commit.
    package var key: String? {
        guard let read = history.run(["config", "--get", "room.\(membership.name).key"]), read.status == 0 else {
            return nil
        }
        return read.output.trimmed.isEmpty ? nil : read.output.trimmed
    }

    /// Makes and keeps this name's key when it has none.
    /// - Returns: The key kept, or `nil` when it cannot be written.
    private func makeKey() -> String? {
        if key == nil { _ = history.run(["config", "room.\(membership.name).key", RoomProgress.makeKey()]) }
        return key
    }

    /// What ``commit(_:at:)`` says when the branch moved while it committed.
    private static let movedMeanwhile = "the history moved meanwhile"

    /// This publisher with the history read now, which ``publish(_:at:)`` then builds on.
    ///
    /// The history is made first if need be, with this name's key. Itself unchanged when the history
    /// cannot be made.
    package func prepared() -> RoomPublisher {
        guard makeHistory() == nil, let key = key ?? makeKey() else { return self }
        var prepared = self
        let head = history.run(["rev-parse", "--verify", "--quiet", branch])
        prepared.before = Snapshot(
            key: key, head: head?.status == 0 ? head?.output.trimmed : nil, latest: latest())
        return prepared
    }

    /// Makes the history when there is none yet.
    /// - Returns: Why it could not, or `nil` when it is there.
    private func makeHistory() -> String? {
        let folder = kitRoot.appendingPathComponent(RoomMembership.historyName)
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("HEAD").path) {
            // Made aside, then moved into place whole: another grade of this kit may make it at the same
            // moment, and then the first one there is the history of both.
            let aside = kitRoot.appendingPathComponent(".workshop-room-\(UUID().uuidString).git")
            defer { try? FileManager.default.removeItem(at: aside) }
            guard Git(executable: git, folder: kitRoot).run(["init", "--quiet", "--bare", aside.path])?.status == 0
            else {
                return "git could not make \(RoomMembership.historyName) in \(kitRoot.path)"
            }
            try? FileManager.default.moveItem(at: aside, to: folder)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("HEAD").path) else {
                return "git could not make \(RoomMembership.historyName) in \(kitRoot.path)"
            }
        }
        return nil
    }

    /// Commits `progress` on top of the branch, making the history first if need be; on top of
    /// `snapshot`'s commit, with its key, when given.
    /// - Returns: Why it could not, or `nil` when it did.
    package func commit(_ progress: RoomProgress, at now: Date, on snapshot: Snapshot? = nil) -> String? {
        if let problem = makeHistory() { return problem }
        guard let key = snapshot?.key ?? key ?? makeKey(), let keyHash = RoomProgress.hash(ofKey: key) else {
            return "git could not keep this name's key in \(RoomMembership.historyName)"
        }
        var progress = progress
        progress.keyHash = keyHash
        let identity = [
            "GIT_AUTHOR_NAME": membership.name, "GIT_AUTHOR_EMAIL": "\(membership.name)@room",
            "GIT_COMMITTER_NAME": membership.name, "GIT_COMMITTER_EMAIL": "\(membership.name)@room",
            "GIT_AUTHOR_DATE": "\(Int(now.timeIntervalSince1970)) +0000",
            "GIT_COMMITTER_DATE": "\(Int(now.timeIntervalSince1970)) +0000",
        ]
        guard let blob = history.run(["hash-object", "-w", "--stdin"], input: progress.data), blob.status == 0,
            let tree = history.run(
                ["mktree"], input: Data("100644 blob \(blob.output.trimmed)\tprogress.json\n".utf8)),
            tree.status == 0
        else { return "git could not store the progress in \(RoomMembership.historyName)" }
        let parentID: String?
        if let snapshot {
            parentID = snapshot.head
        } else {
            let parent = history.run(["rev-parse", "--verify", "--quiet", branch])
            parentID = parent?.status == 0 ? parent?.output.trimmed : nil
        }
        guard
            let commit = history.run(
                ["commit-tree", tree.output.trimmed] + (parentID.map { ["-p", $0] } ?? [])
                    + ["-m", "progress of \(membership.name)"],
                environment: identity), commit.status == 0
        else { return "git could not commit the progress in \(RoomMembership.historyName)" }
        // Moved only from the commit it was made on (none: the branch must not exist yet).
        let expected = parentID ?? String(repeating: "0", count: commit.output.trimmed.count)
        guard history.run(["update-ref", branch, commit.output.trimmed, expected])?.status == 0 else {
            return Self.movedMeanwhile
        }
        return nil
    }

    /// Pushes the history to the room.
    ///
    /// A push that lost a race is tried again, three times at most: one that read the branch before another
    /// grade of this kit pushed a later commit (refused as a rewind), one that arrived while the other held
    /// the room's ref (`cannot lock ref`), and one whose ref changed between git's two looks at it.
    package func push() -> Outcome {
        var outcome = pushOnce()
        for _ in 0..<3 where isLostRace(outcome) {
            Thread.sleep(forTimeInterval: 0.05)
            outcome = pushOnce()
        }
        return outcome
    }

    private func isLostRace(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .refused(let reason): reason.hasPrefix("the name ") || reason.contains("cannot lock ref")
        case .unreachable(let reason): reason == Self.closedEarly
        case .published: false
        }
    }

    /// What a push says when the room hung up before git had written all it sends (see ``pushOnce()``), and
    /// a second look could not tell why.
    private static let closedEarly = "the room closed the connection before git had finished"

    /// The push's refspec: this name's branch to the room's ref of the name.
    private var refspec: String { "\(branch):refs/room/\(membership.name)" }

    /// Runs `git push --porcelain` of ``refspec`` to the room with `options` (flags before the URL), within
    /// ``timeout`` seconds; `nil` when git is not installed.
    private func runPush(_ options: [String]) -> Git.Output? {
        history.run(
            ["push", "--porcelain"] + options + [membership.url, refspec],
            environment: ["GIT_TERMINAL_PROMPT": "0"], timeout: timeout)
    }

    private func pushOnce() -> Outcome {
        let outcome = outcome(of: runPush(["--quiet"] + (key.map { ["--push-option=key=\($0)"] } ?? [])))
        guard outcome == .unreachable(Self.closedEarly) else { return outcome }
        // When a push with push options has no ref to update (the room has this name's last commit already,
        // or progress this laptop did not make), git writes the options after the room has hung up: to a
        // local room it then dies of SIGPIPE, saying nothing (13 of 800 such pushes beside two busy cores;
        // 0 of 800 without options), over git:// it says `unable to write flush packet`. The same push as a
        // dry run, without them, says which, and sends nothing.
        let probe = runPush(["--dry-run"])
        guard let probe, probe.status == 0, !probe.timedOut else { return self.outcome(of: probe) }
        // `=` is git's porcelain flag for a ref already up to date; otherwise there is something to send now.
        let upToDate = probe.output.split(separator: "\n").contains { $0.hasPrefix("=\t") }
        return upToDate ? .published : .unreachable(Self.closedEarly)
    }

    /// What came of a run of `git push`, from what it printed and how it ended.
    private func outcome(of pushed: Git.Output?) -> Outcome {
        guard let pushed else { return .unreachable("git is not installed") }
        if pushed.timedOut { return .unreachable("no answer in \(Int(timeout)) s") }
        if pushed.status == 0 { return .published }
        let said = pushed.output + pushed.error
        if pushed.signal == SIGPIPE || said.contains("unable to write") { return .unreachable(Self.closedEarly) }
        if said.contains("[rejected]") || said.contains("non-fast-forward") || said.contains("fetch first") {
            return .refused(
                "the name \(membership.name) is taken in this room by another laptop (only the laptop that first"
                    + " published under a name can add to it); join with another name:"
                    + " `swift run workshop room join \(membership.url) --name OTHER`")
        }
        // The hook's reason, which git prints as `remote: workshop room: refused: …`.
        if let reason = said.split(separator: "\n").first(where: { $0.contains("workshop room: refused") }) {
            if reason.contains("'s key: only the laptop") {
                return .refused(
                    "\(membership.name) is claimed in this room by another laptop (only the laptop that first"
                        + " published under a name can add to it); join with another name:"
                        + " `swift run workshop room join \(membership.url) --name OTHER`")
            }
            return .refused(String(reason.split(separator: "refused: ", maxSplits: 1).last ?? reason))
        }
        if said.contains("[remote rejected]") {
            // What the room said, if anything, then git's line.
            let remote = said.split(separator: "\n").filter { $0.hasPrefix("remote:") }.map(String.init)
            if let last = remote.last { return .refused(last) }
            return .refused(
                said.split(separator: "\n").first { $0.contains("[remote rejected]") }.map(String.init) ?? said)
        }
        // git's reason is after `errno=` when it cannot connect (`Connection refused`).
        let lines = said.split(separator: "\n")
        let reason = lines.first { $0.contains("errno=") }.flatMap { $0.split(separator: "errno=").last }
        let firstLine = reason ?? lines.first { $0.hasPrefix("fatal:") } ?? lines.first
        let silent =
            pushed.signal.map { "git push was stopped by signal \($0), saying nothing" }
            ?? "git push ended with status \(pushed.status), saying nothing"
        return .unreachable(firstLine.map { String($0.replacingOccurrences(of: "fatal: ", with: "")) } ?? silent)
    }
}

extension String {
    /// Without the whitespace and newlines around it.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension RoomPublisher {
    /// The room the kit at `kitRoot` joined, read now, before a grade's tests run.
    ///
    /// It names the attendee, and publishes their grades of `Exercises` from the history as it is now.
    /// ``RoomLink/none`` when the kit joined no room.
    package static func link(kitRoot: URL) -> RoomLink {
        guard let membership = RoomMembership.load(kitRoot: kitRoot) else { return .none }
        let publisher = RoomPublisher(kitRoot: kitRoot, membership: membership).prepared()
        return RoomLink(attendee: membership.name) { grades, tree, console in
            guard tree == "Exercises", !grades.isEmpty else { return }
            publisher.report(grades, console: console)
        }
    }

    /// Publishes `grades`, saying in one line what came of it when it did not reach the room.
    private func report(_ grades: [ExerciseGrade], console: Console) {
        switch publish(grades, at: Date()) {
        case .published: break
        case .unreachable(let why):
            console.writeError(
                "Room: could not reach \(membership.url) (\(why)); your progress goes with your next grade.\n")
        case .refused(let why):
            console.writeError("Room: the room refused your progress: \(why)\n")
        }
    }
}
