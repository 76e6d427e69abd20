import Foundation
import WorkshopSupport

/// Runs independent jobs a few at a time on their own threads, keeping the results in the jobs' order.
///
/// Chaff runs each start a test program and wait for it; two at a time keep a 2-core machine busy
/// without making each run slower.
package enum ParallelRuns {
    /// `transform` of each of `items`, at most `width` at once.
    /// - Parameters:
    ///   - items: The jobs.
    ///   - width: How many run at once; at least 1.
    ///   - transform: Does one job; it is given the job and how many jobs had finished when it started.
    /// - Returns: The results, in the order of `items`.
    package static func map<Item, Output>(
        _ items: [Item], width: Int, _ transform: (Item, Int) -> Output
    ) -> [Output] {
        let state = State<Output>(count: items.count)
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedWork(run: { index, finished in transform(items[index], finished) })
            DispatchQueue.concurrentPerform(iterations: max(1, min(width, items.count))) { _ in
                while let (index, finished) = state.next() {
                    state.store(work.run(index, finished), at: index)
                }
            }
        }
        return state.results()
    }

    /// The jobs taken and the results kept, shared by the threads under a lock.
    private final class State<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var taken = 0
        private var finished = 0
        private var outputs: [Output?]

        init(count: Int) {
            outputs = Array(repeating: nil, count: count)
        }

        func next() -> (index: Int, finished: Int)? {
            lock.withLock {
                guard taken < outputs.count else { return nil }
                taken += 1
                return (taken - 1, finished)
            }
        }

        func store(_ output: Output, at index: Int) {
            lock.withLock {
                outputs[index] = output
                finished += 1
            }
        }

        func results() -> [Output] { outputs.compactMap { $0 } }
    }

    /// The caller's closure, handed to the worker threads; the caller waits for them all.
    private struct UncheckedWork<Output>: @unchecked Sendable {
        let run: (Int, Int) -> Output
    }
}
