@testable import MVVMBoxes

/// Records every value a box emits, starting with the one `bind` delivers at once.
///
/// Tests assert the whole ordered history, not only the last value.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    init(_ box: Box<Value>) {
        box.bind { [weak self] in self?.values.append($0) }
    }

    /// The last value emitted.
    var last: Value? { values.last }
}
