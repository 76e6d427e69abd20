import ThreatKit

extension TaskProbe {
    /// A task that has not finished, named after where it is kept, with where it waits.
    public struct RunningTask: CustomStringConvertible {
        /// Where the task is kept, as `Type.property`: `ThreatsViewController.bindings`.
        public let name: String
        /// Whether it was cancelled (and goes on regardless).
        public let isCancelled: Bool
        /// Where it was suspended when found: its `await`, and its callers'.
        public let waitingAt: ResumePoints

        /// The name, then what is known: `Owner.task (cancelled, still running, waiting at Module/File.swift:50)`.
        ///
        /// Where it waits is looked up (with the toolchain's symbolizer) only as the description is made, as
        /// a failure's message is.
        public var description: String {
            let notes = [
                isCancelled ? "cancelled, still running" : nil,
                waitingAt.callerLocation.map { "waiting at \($0)" },
            ]
            let known = notes.compactMap { $0 }
            return known.isEmpty ? name : "\(name) (\(known.joined(separator: ", ")))"
        }
    }

    /// The tasks a probe found unfinished, in the order it found them.
    ///
    /// Its description says each different task once, with how many there are: six bindings waiting at one
    /// line read `ThreatsViewController.bindings (waiting at SwiftConcurrency/Output.swift:50) ×6`.
    public struct RunningTasks: RandomAccessCollection, CustomStringConvertible {
        private let tasks: [RunningTask]

        init(_ tasks: [RunningTask]) {
            self.tasks = tasks
        }

        /// The first task's position, 0.
        public var startIndex: Int { tasks.startIndex }
        /// The position after the last task: how many there are.
        public var endIndex: Int { tasks.endIndex }
        /// The task at `position`, counted from 0 in the order the probe found them.
        public subscript(position: Int) -> RunningTask { tasks[position] }

        /// The tasks, each different one once with `×N` after it when there are N; `none` when empty.
        public var description: String {
            var said: [(text: String, count: Int)] = []
            for text in tasks.map(\.description) {
                if let index = said.firstIndex(where: { $0.text == text }) {
                    said[index].count += 1
                } else {
                    said.append((text, 1))
                }
            }
            guard !said.isEmpty else { return "none" }
            return said.map { $0.count == 1 ? $0.text : "\($0.text) ×\($0.count)" }.joined(separator: "; ")
        }
    }
}
