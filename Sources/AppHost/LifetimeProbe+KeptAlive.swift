import ThreatKit

extension LifetimeProbe {
    /// What is still alive once the screen went, and the tasks that keep it, for a failure's message.
    public struct KeptAlive: CustomStringConvertible {
        /// The type names of the watched objects that were alive, the controller first.
        public let survivors: [String]
        /// The unfinished tasks whose end released some of them.
        public let keepers: [TaskProbe.Keeper]

        /// Whether everything watched had gone.
        public var isEmpty: Bool { survivors.isEmpty }

        /// What is alive and why, such as `ThreatsViewController and ThreatsViewModel are still alive: the
        /// task started at SwiftConcurrency/ThreatsViewController.swift:53 keeps them, as its closure holds
        /// self strongly. Capture [weak self] there, …`; `nothing is alive` when empty.
        ///
        /// A task is placed where it was started in the file of the first type its end released (the line
        /// that wrote its closure, as `rows.bind { … }`), or else in another survivor's file; without such a
        /// place (the task was started elsewhere, or on macOS, where no start is known) it is named by where
        /// it is kept and where it waits, and the survivors' files follow. With no keeper, it says what
        /// ``LifetimeProbe/survivorsNote`` says.
        public var description: String {
            guard !survivors.isEmpty else { return "nothing is alive" }
            guard !keepers.isEmpty else { return LifetimeProbe.note(survivors) }
            var placed = true
            let causes = keepers.map { keeper in
                let them = keeper.released.count == 1 ? "keeps \(keeper.released[0])" : "keeps them"
                if let start = place(in: keeper.released, of: keeper) ?? place(in: survivors, of: keeper) {
                    return "the task started at \(start) \(them)"
                }
                placed = false
                let waits = keeper.waitingAt.callerLocation.map { " (it waits at \($0))" } ?? ""
                return "the task in \(keeper.name) \(them)\(waits)"
            }
            let cause =
                keepers.count == 1
                ? "as its closure holds self strongly. Capture [weak self] there, with no guard let self before an await"
                : "as their closures hold self strongly. Capture [weak self] there, with no guard let self before an"
                    + " await"
            return "\(LifetimeProbe.subject(survivors)) still alive: \(causes.joined(separator: "; ")), \(cause)"
                + "\(placed ? "" : LifetimeProbe.look(survivors))."
        }

        /// The innermost place in ``TaskProbe/Keeper/startedAt`` in the file of the first of `names` that has one.
        private func place(in names: [String], of keeper: TaskProbe.Keeper) -> String? {
            for name in names {
                let file = "/" + LifetimeProbe.file(of: name) + ":"
                if let place = keeper.startedAt.first(where: { $0.contains(file) }) { return place }
            }
            return nil
        }
    }

    /// What is still alive now, and which of the watched tasks keep it (see ``TaskProbe/keepers(of:startedAt:)``).
    ///
    /// When something is alive, the tasks are cancelled one at a time to find the keepers, so take it only
    /// where the screen should be gone, as a test's last look.
    /// - Parameter startedAt: Where a task was started from, innermost first, as a test's `TaskCensus`
    ///   tells (`{ census.startLocations(of: $0) }`); leave the default where nothing is known.
    /// - Returns: The survivors and their keepers; empty when nothing watched is alive.
    public func keptAlive(startedAt: (Task<Void, Never>) -> [String] = { _ in [] }) async -> KeptAlive {
        await tasks.keptAlive(watched, startedAt: startedAt)
    }
}
