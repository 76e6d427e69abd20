import Foundation
import WorkshopSupport

/// One exercise's checkout, worked out before anything changes: which files `workshop reset` or
/// `workshop solve` will change, and how it then puts the new ones in place.
package struct Checkout {
    /// The exercise's number, such as `01`.
    package let number: String
    /// The exercise's folder name, such as `01-RefactorToMVVM`.
    package let name: String
    /// The attendee's folder of the exercise, `Exercises/NN-Name`.
    package let folder: URL
    /// The files that change.
    package let plan: CheckoutPlan
    /// Ends "Exercises/NN-Name …" when nothing needs changing, such as "is already its starter".
    package let already: String
    /// Ends "Exercises/NN-Name …" before the list of changes, such as "is back to its starter".
    package let done: String
    /// Puts the new files in place, once the attendee's are saved.
    package let apply: () throws -> Void
    /// For `reset`, what `git add` staged that differs from the file on disk, by path relative to the
    /// exercise's folder: `apply` drops it from git's index, so it is saved too (as `PATH.staged`).
    package var staged: [String: Data] = [:]

    /// The exercise's folder relative to the kit, for messages.
    package var exercisePath: String { "Exercises/\(name)" }

    private typealias Problem = CheckoutCommand.Problem

    /// `workshop reset`: the files that differ from git's last commit (HEAD) in `Exercises/NN-Name`.
    /// - Throws: ``CheckoutCommand/Problem`` when the exercise is unknown, git is not installed, the kit is
    ///   not a git checkout or git has no such folder.
    package static func reset(_ reference: String, kitRoot: URL, git: Git) throws(CheckoutCommand.Problem) -> Checkout {
        // Only a task's id (`01.2`) gets the pointer to solve; anything else (`../01`, `.`) is an unknown
        // exercise, named as such below.
        if reference.wholeMatch(of: /[0-9]+\.[0-9]+/) != nil, let dot = reference.firstIndex(of: ".") {
            throw Problem(
                description: "reset puts a whole exercise back to its starter; give its number, such as"
                    + " `workshop reset \(reference[..<dot])`. (`workshop solve \(reference)` gives one task's"
                    + " finished code.)")
        }
        let name = try folderName(reference, kitRoot: kitRoot)
        let path = "Exercises/\(name)"
        let byHand =
            "Nothing was changed. To start over by hand, copy \(path) from a fresh copy of the kit (your"
            + " instructor has one); `workshop solve \(name.prefix(2))` gives the finished code without git."
        guard let inside = git.run(["rev-parse", "--is-inside-work-tree"]) else {
            throw Problem(
                description: "git is not installed here, and reset reads the starter files from git. \(byHand)")
        }
        guard inside.status == 0 else {
            throw Problem(
                description: "the kit's folder (\(kitRoot.path)) is not a git checkout (unpacked from a zip?),"
                    + " so reset cannot read the starter files from git. \(byHand)")
        }
        guard let head = git.run(["ls-tree", "-r", "-z", "--name-only", "HEAD", "--", path]), head.status == 0,
            !head.paths.isEmpty
        else {
            throw Problem(
                description: "git has no \(path) in its last commit (HEAD), so it has no starter to go back to."
                    + " \(byHand)")
        }
        let changed = git.run(["diff", "--relative", "--name-only", "-z", "HEAD", "--", path])
        let untracked = git.run(["ls-files", "-z", "--others", "--exclude-standard", "--", path])
        guard let changed, let untracked, changed.status == 0, untracked.status == 0 else {
            let said = [changed, untracked].compactMap { $0?.error }.joined().split(separator: "\n").first ?? ""
            throw Problem(description: "git could not compare \(path) with its last commit (\(said)). \(byHand)")
        }
        // Staged (`git add`) and changed again since: git's index holds a version found nowhere else. Paths
        // relative to the kit (`--relative`, `:./`), which may be a folder of a larger repository.
        let stagedPaths = git.run(["diff", "--cached", "--relative", "--name-only", "-z", "--", path])?.paths ?? []
        let unstagedPaths = Set(git.run(["diff", "--relative", "--name-only", "-z", "--", path])?.paths ?? [])
        var staged: [String: Data] = [:]
        for full in stagedPaths where unstagedPaths.contains(full) {
            guard let version = git.run(["show", ":./" + full]), version.status == 0 else {
                throw Problem(
                    description: "git could not read what you staged of \(full) with git add, so reset would lose it."
                        + " \(byHand)")
            }
            staged[String(full.dropFirst(path.count + 1))] = version.data
        }
        let inHead = Set(head.paths)
        let changes = Set(changed.paths + untracked.paths).compactMap { full -> CheckoutPlan.Change? in
            let onDisk = FileManager.default.fileExists(atPath: kitRoot.appendingPathComponent(full).path)
            let relative = String(full.dropFirst(path.count + 1))
            switch (inHead.contains(full), onDisk) {
            case (true, true): return .init(path: relative, kind: .replaced)
            case (true, false): return .init(path: relative, kind: .added)
            case (false, true): return .init(path: relative, kind: .removed)
            case (false, false): return nil
            }
        }
        return Checkout(
            number: String(name.prefix(2)), name: name, folder: kitRoot.appendingPathComponent(path),
            plan: CheckoutPlan(changes), already: "is already its starter (git's last commit)",
            done: "is back to its starter (git's last commit)",
            apply: {
                // --no-overlay also drops from git's index a file added (`git add`) since HEAD, which was
                // moved aside; without it, git status would still show it as a new file.
                let checkout = git.run(["checkout", "--no-overlay", "HEAD", "--", path])
                guard let checkout, checkout.status == 0 else {
                    let said = checkout?.error.split(separator: "\n").first ?? "it did not start"
                    throw Problem(description: "git could not put back the starter files of \(path) (\(said)).")
                }
            }, staged: staged)
    }

    /// `workshop solve`: the files of `Solutions/NN-Name` that differ from the attendee's (for `NN`, also
    /// the attendee's own files in `Sources/` and `Tests/`, which would be compiled with them), or only
    /// one task's files (for `NN.T`) when no other task shares them.
    /// - Throws: ``CheckoutCommand/Problem`` when the exercise or the task is unknown, the kit has no
    ///   solution, or the task's files are not its own.
    package static func solve(_ reference: String, kitRoot: URL) throws(CheckoutCommand.Problem) -> Checkout {
        let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2 else {
            throw Problem(description: "\"\(reference)\" is not an exercise or a task; give 01, or 01.2 for one task.")
        }
        let name = try folderName(parts[0], kitRoot: kitRoot)
        let number = String(name.prefix(2))
        let solution = kitRoot.appendingPathComponent("Solutions/\(name)")
        guard FileManager.default.fileExists(atPath: solution.path) else {
            throw Problem(
                description: "this kit has no Solutions/\(name), so there is no finished code to give; ask your"
                    + " instructor.")
        }
        var targets = CheckoutPlan.files(in: solution)
        var already = "already holds the finished code of Solutions/\(name)"
        var done = "now holds the finished code of Solutions/\(name)"
        if parts.count == 2 {
            let task = try soloTask(parts[1], of: name, in: solution)
            targets = task.files
            already = "already holds the finished code of task \(task.id) (\(task.title))"
            done = "now holds the finished code of task \(task.id) (\(task.title)), from Solutions/\(name)"
        }
        let folder = kitRoot.appendingPathComponent("Exercises/\(name)")
        var changes: [CheckoutPlan.Change] = targets.compactMap { path in
            let current = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            guard let current else { return .init(path: path, kind: .added) }
            let finished = FileManager.default.contents(atPath: solution.appendingPathComponent(path).path)
            return current == finished ? nil : .init(path: path, kind: .replaced)
        }
        if parts.count == 1 {
            let compiled = CheckoutPlan.files(in: folder).filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") }
            changes += compiled.filter { !targets.contains($0) }.map { .init(path: $0, kind: .removed) }
        }
        let plan = CheckoutPlan(changes)
        return Checkout(
            number: number, name: name, folder: folder, plan: plan, already: already, done: done,
            apply: { try plan.copyIn(from: solution, to: folder) })
    }

    /// `workshop restore N`: the exercise's files as they were before the command that set `saved` aside.
    ///
    /// Its files are put back (replaced, or added where gone), and the files that command added are moved
    /// aside (removed). What is in `saved` stays there, so it can be restored again.
    package static func restore(_ saved: SavedFolder, kitRoot: URL) -> Checkout {
        let folder = kitRoot.appendingPathComponent("Exercises/\(saved.exercise)")
        let record = saved.record
        let all = CheckoutPlan.files(in: saved.url)
        // `PATH.staged` is what git's index held of PATH: kept in the saved folder, not put in the exercise
        // (listed in the record; an older record does not list them, and one beside its file is such a copy).
        let stagedCopies = Set((record?.staged ?? []).map { $0 + ".staged" })
        let files = all.filter {
            !stagedCopies.contains($0)
                && !($0.hasSuffix(".staged") && all.contains(String($0.dropLast(".staged".count))))
        }
        var changes: [CheckoutPlan.Change] = files.compactMap { path in
            guard let current = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                return .init(path: path, kind: .added)
            }
            let then = FileManager.default.contents(atPath: saved.url.appendingPathComponent(path).path)
            return current == then ? nil : .init(path: path, kind: .replaced)
        }
        let added = (record?.changes ?? [:]).filter { $0.value == CheckoutPlan.Kind.added.rawValue }.keys
        for path in added.sorted() where !files.contains(path) {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                changes.append(.init(path: path, kind: .removed))
            }
        }
        let plan = CheckoutPlan(changes)
        let command = "`workshop \(record?.command ?? "reset")` of \(SavedFolder.dayAndTime(saved.date))"
        // Only the files that command changed: a file changed since in none of them is left as it is.
        return Checkout(
            number: String(saved.exercise.prefix(2)), name: saved.exercise, folder: folder, plan: plan,
            already: "already has the files \(command) changed as they were before it",
            done: "has the files \(command) changed back as they were before it, from \(saved.path)",
            apply: { try plan.copyIn(from: saved.url, to: folder) })
    }

    /// The task `taskNumber` of the solution's manifest, when its files are its own.
    private static func soloTask(_ taskNumber: String, of name: String, in solution: URL) throws(Problem)
        -> ExerciseManifest.Task
    {
        let number = String(name.prefix(2))
        let exercise: Exercise?
        do {
            exercise = try Exercise.load(from: solution, path: "Solutions/\(name)")
        } catch {
            throw Problem(description: "\(error.description); ask your instructor.")
        }
        let tasks = exercise?.manifest.tasks ?? []
        guard let task = tasks.first(where: { Int(taskNumber).map { "\(number).\($0)" } == $0.id }) else {
            throw Problem(
                description: "\(name) has no task \(number).\(taskNumber); its tasks are "
                    + tasks.map(\.id).joined(separator: ", ") + ".")
        }
        let whole = "`workshop solve \(number)` gives the whole exercise's finished code (your files are saved first)."
        guard !task.files.isEmpty else {
            throw Problem(
                description: "task \(task.id) does not say which files are its own, so its part cannot be applied"
                    + " alone. \(whole)")
        }
        let sharing = tasks.filter { $0.id != task.id && !Set($0.files).isDisjoint(with: task.files) }
        guard sharing.isEmpty else {
            let shared = Set(sharing.flatMap(\.files)).intersection(task.files)
                .map { ($0 as NSString).lastPathComponent }.sorted()
            throw Problem(
                description: "task \(task.id) shares \(list(shared)) with task\(sharing.count == 1 ? "" : "s")"
                    + " \(list(sharing.map(\.id))), so its part cannot be applied alone. \(whole)")
        }
        return task
    }

    /// An exercise's folder name, `NN-Name`.
    ///
    /// Parsed once, not each time it is used as a literal is; matching changes nothing in it, so threads share it.
    private nonisolated(unsafe) static let folderNamePattern = /[0-9]{2}-[A-Za-z][A-Za-z0-9]*/

    /// The folder name, in `Exercises/` or `Solutions/`, of the exercise `reference` names (`01`, `1`,
    /// `01-Name` or `Name`): either tree will do, so a starter broken beyond reading can still be reset.
    private static func folderName(_ reference: String, kitRoot: URL) throws(Problem) -> String {
        var names: Set<String> = []
        for tree in ["Exercises", "Solutions"] {
            let entries =
                (try? FileManager.default.contentsOfDirectory(atPath: kitRoot.appendingPathComponent(tree).path)) ?? []
            names.formUnion(entries.filter { $0.wholeMatch(of: Self.folderNamePattern) != nil })
        }
        guard let name = names.sorted().first(where: { ExerciseTree.names($0, reference) }) else {
            let known = names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
            throw Problem(description: "there is no exercise \"\(reference)\"; the exercises are \(known).")
        }
        return name
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
