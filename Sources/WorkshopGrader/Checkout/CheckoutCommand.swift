import Foundation
import WorkshopSupport

/// `workshop reset NN`, `workshop solve NN[.T]` and `workshop restore [N]`: an exercise back to its starter,
/// given its finished code, or put back as it was before one of those, for an attendee who wants to start
/// over, to join the next step, or their own work back.
///
/// Each moves the attendee's files aside into a dated ``SavedFolder`` before changing anything, never
/// deleting one, with a record of what it changes, and prints the folder and the files it changed. `reset` reads the starter from git's
/// last commit (`git checkout HEAD -- Exercises/NN-Name`), so it needs a git checkout of the kit; `solve`
/// copies from `Solutions/NN-Name`, and needs no git.
package enum CheckoutCommand {
    /// Which command runs.
    package enum Action: String {
        /// `workshop reset`: back to the starter.
        case reset
        /// `workshop solve`: the finished code.
        case solve
        /// `workshop restore`: files set aside put back.
        case restore
    }

    /// What the commands need from the outside world; tests give their own kit, git and clock.
    package struct Environment: Sendable {
        /// The kit's root folder.
        package var kitRoot: @Sendable () throws -> URL
        /// The git program, or `nil` when git is not installed.
        package var git: URL?
        /// The time that names the saved folder.
        package var now: @Sendable () -> Date
    }

    /// Why nothing was changed: a bad argument or a kit that cannot do what was asked.
    package struct Problem: Error, CustomStringConvertible {
        /// What happened and what to try.
        package let description: String
    }

    /// The real world: the kit around the current folder, the git on `PATH`, the clock.
    package static var standardEnvironment: Environment {
        Environment(kitRoot: { try SourceTree.locate().root }, git: Git.onPath(), now: { Date() })
    }

    /// Runs `workshop reset` or `workshop solve` with `arguments` (after the command's name) in
    /// `environment`, read as ``ResetCommand`` or ``SolveCommand`` reads them.
    /// - Returns: 0 when done (or nothing needed doing), 1 when a file could not be changed, 2 for a bad
    ///   argument or a kit that cannot do it (nothing changed then).
    package static func run(
        _ action: Action, _ arguments: [String], console: Console, environment: Environment
    ) async -> Int32 {
        switch action {
        case .reset:
            await ResetCommand.main(arguments, console: console) {
                await run(.reset, $0.reference, console: console, environment: environment)
            }
        case .solve:
            await SolveCommand.main(arguments, console: console) {
                await run(.solve, $0.reference, console: console, environment: environment)
            }
        case .restore:
            await RestoreCommand.main(arguments, console: console) { command in
                await WorkerThread.run { restore(command.version, console: console, environment: environment) }
            }
        }
    }

    /// `workshop restore [N]`: with no `version`, lists the saved folders, numbered, newest first; with one,
    /// puts that folder's files back, setting aside what they replace first.
    /// - Returns: 0 when done (or nothing to do), 1 when a file could not be changed, 2 for a number that
    ///   names no saved folder.
    private static func restore(_ version: Int?, console: Console, environment: Environment) -> Int32 {
        let kitRoot: URL
        do { kitRoot = try environment.kitRoot() } catch {
            console.writeError("workshop restore: \(error)\n")
            return ExitStatus.usage
        }
        let saved = SavedFolder.all(kitRoot: kitRoot)
        guard let version else {
            guard !saved.isEmpty else {
                console.write(
                    "Nothing is set aside yet: `workshop reset` and `workshop solve` save your files in"
                        + " \(SavedFolder.parentName)/ before they change them, and list them here.\n")
                return ExitStatus.success
            }
            console.write("What reset, solve and restore set aside, newest first:\n")
            for (index, folder) in saved.enumerated() {
                let command = folder.record?.command ?? "reset or solve"
                console.write(
                    "  \(index + 1)  \(SavedFolder.dayAndTime(folder.date))  \(folder.exercise), before `workshop"
                        + " \(command)`  (\(folder.path))\n")
            }
            console.write(
                "Put one back with `swift run workshop restore 1`; the files it replaces are set aside first.\n")
            return ExitStatus.success
        }
        guard saved.indices.contains(version - 1) else {
            let known = saved.isEmpty ? "nothing is set aside yet" : "they are numbered 1 to \(saved.count)"
            console.writeError(
                "workshop restore: there is no saved version \(version) (\(known)); `swift run workshop restore`"
                    + " lists them.\n")
            return ExitStatus.usage
        }
        return perform(
            .restore, Checkout.restore(saved[version - 1], kitRoot: kitRoot), kitRoot: kitRoot,
            console: console, environment: environment)
    }

    /// Puts the exercise or task `reference` names back to its starter (`reset`) or gives it its finished
    /// code (`solve`), in `environment`.
    /// - Returns: 0 when done (or nothing needed doing), 1 when a file could not be changed, 2 when the
    ///   kit cannot do it (nothing changed then).
    ///
    /// It runs on a ``WorkerThread``: it only waits for git and the disk, and tests running side by side
    /// need the main actor for the app's screens.
    package static func run(
        _ action: Action, _ reference: String, console: Console, environment: Environment
    ) async -> Int32 {
        await WorkerThread.run { perform(action, reference, console: console, environment: environment) }
    }

    private static func perform(
        _ action: Action, _ reference: String, console: Console, environment: Environment
    ) -> Int32 {
        let command = "workshop \(action.rawValue)"
        let kitRoot: URL
        let checkout: Checkout
        do {
            kitRoot = try environment.kitRoot()
            switch action {
            case .reset:
                checkout = try Checkout.reset(
                    reference, kitRoot: kitRoot, git: Git(executable: environment.git, folder: kitRoot))
            case .solve:
                checkout = try Checkout.solve(reference, kitRoot: kitRoot)
            case .restore:
                return restore(Int(reference), console: console, environment: environment)
            }
        } catch {
            console.writeError("\(command): \(error)\n")
            return ExitStatus.usage
        }
        return perform(action, checkout, kitRoot: kitRoot, console: console, environment: environment)
    }

    /// Sets aside the files `checkout` changes, with a record of what it does, then applies it.
    /// - Returns: 0 when done (or nothing needed doing), 1 when a file could not be changed.
    private static func perform(
        _ action: Action, _ checkout: Checkout, kitRoot: URL, console: Console, environment: Environment
    ) -> Int32 {
        let command = "workshop \(action.rawValue)"
        guard !checkout.plan.changes.isEmpty else {
            console.write("\(checkout.exercisePath) \(checkout.already); nothing was changed.\n")
            return ExitStatus.success
        }
        var saved: SavedFolder?
        do {
            // Made even when nothing is moved: its record says which files this adds, for `workshop restore`.
            let folder = try SavedFolder.make(kitRoot: kitRoot, exercise: checkout.name, at: environment.now())
            let changes = Dictionary(uniqueKeysWithValues: checkout.plan.changes.map { ($0.path, $0.kind.rawValue) })
            try folder.write(
                SavedFolder.Record(
                    command: action.rawValue, changes: changes,
                    staged: checkout.staged.isEmpty ? nil : checkout.staged.keys.sorted()))
            try folder.write(staged: checkout.staged)
            try folder.moveAside(checkout.plan.saved, from: checkout.folder)
            if !checkout.plan.saved.isEmpty || !checkout.staged.isEmpty { saved = folder }
        } catch {
            console.writeError(
                "\(command): could not move your files aside into \(SavedFolder.parentName)/ (\(error.localizedDescription));"
                    + " nothing was changed. Check that the kit's folder is writable, then try again.\n")
            return ExitStatus.failure
        }
        if let saved {
            console.write("Saved your files of \(checkout.exercisePath), as they were, in \(saved.path)\n")
            for path in checkout.staged.keys.sorted() {
                console.write("  and what you had staged (git add) of \(path), as \(saved.path)\(path).staged\n")
            }
        }
        do {
            try checkout.apply()
        } catch {
            let safe = saved.map { " Your files are safe in \($0.path)." } ?? ""
            console.writeError("\(command): \(error)\(safe)\n")
            return ExitStatus.failure
        }
        console.write("\(checkout.exercisePath) \(checkout.done):\n" + checkout.plan.text)
        forgetGrade(of: checkout, kitRoot: kitRoot, console: console)
        console.write("Grade it with `swift run workshop grade \(checkout.number)`.\n")
        return ExitStatus.success
    }

    /// Drops the exercise's last grade from `.workshop-progress.json`: it graded files that are gone, so
    /// until the exercise is graded again, the progress line and `workshop grade` (which grades the first
    /// exercise not complete) count it as not graded.
    private static func forgetGrade(of checkout: Checkout, kitRoot: URL, console: Console) {
        let file = GradeProgressFile(kitRoot: kitRoot)
        var progress = file.load(note: { console.writeError("Note: " + $0) })
        guard let forgotten = progress.forget(checkout.name, tree: "Exercises") else { return }
        if file.save(progress, note: { console.writeError("Note: " + $0) }) {
            console.write(
                "Its last grade, \(forgotten.points)/\(forgotten.maxPoints), was for the files set aside: your progress"
                    + " counts it as not graded until you grade it again.\n")
        }
    }
}
