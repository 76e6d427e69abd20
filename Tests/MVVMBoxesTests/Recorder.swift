@testable import MVVMBoxes

/// Records every value a box emits, starting with the one `bind` delivers at once.
///
/// Tests assert the whole ordered history, not only the last value.
@MainActor
final class Recorder<Value> {
    /// Every value the box has emitted, oldest first.
    private(set) var values: [Value] = []

    /// Binds to `box`, so the recorder is its one listener from now on.
    init(_ box: Box<Value>) {
        box.bind { [weak self] in self?.values.append($0) }
    }
}
