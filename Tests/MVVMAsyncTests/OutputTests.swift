import TestSupport
import Testing
import ThreatKit

@testable import MVVMAsync

/// `Output`'s rules, as its documentation states them.
@MainActor
@Suite("MVVM with Swift concurrency: Output", .settlesItsOwnTasks)
struct OutputTests {
    /// The hook must be in place before a test starts a task, or the task's first jobs go to the global
    /// pool uncounted (a test that runs first in the program would then settle too early).
    init() {
        MainSerialExecutor.install()
    }

    @Test("bind shows the current value before it returns, then every value sent, in order")
    func bindShowsEveryValue() async {
        let output = Output("a")
        var shown: [String] = []
        let binding = output.bind { shown.append($0) }
        #expect(shown == ["a"], "The current value shows before bind returns")
        for value in ["b", "c", "d"] { output.send(value) }
        await MainSerialExecutor.settle()
        #expect(shown == ["a", "b", "c", "d"])
        binding.cancel()
    }

    @Test("Two listeners each see every value: none is split between them")
    func everyListenerSeesEveryValue() async {
        let output = Output("a")
        var first: [String] = []
        var second: [String] = []
        let bindings = [output.bind { first.append($0) }, output.bind { second.append($0) }]
        for value in ["b", "c", "d", "e"] { output.send(value) }
        await MainSerialExecutor.settle()
        #expect(first == ["a", "b", "c", "d", "e"])
        #expect(second == ["a", "b", "c", "d", "e"])
        for binding in bindings { binding.cancel() }
    }

    @Test("Once its task is cancelled, a listener is not called again, even with a value sent just before")
    func nothingAfterCancel() async {
        let output = Output(0)
        var shown: [Int] = []
        let binding = output.bind { shown.append($0) }
        output.send(1)
        binding.cancel()
        output.send(2)
        await MainSerialExecutor.settle()
        #expect(shown == [0], "A cancelled binding shows nothing more")
    }

    @Test("values starts with the current value, for each reader; the loop ends when the output is gone")
    func values() async {
        var output: Output<Int>? = Output(1)
        var read: [Int] = []
        let values = output?.values
        let reader = Task {
            guard let values else { return }
            for await value in values { read.append(value) }
        }
        output?.send(2)
        await MainSerialExecutor.settle()
        #expect(read == [1, 2])
        output = nil
        await reader.value  // Returns: the stream finished with its output.
    }
}
