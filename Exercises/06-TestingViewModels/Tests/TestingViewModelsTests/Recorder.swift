@testable import TestingViewModels

/// Records every value a box emits, starting with the one `bind` delivers at once, as a screen would
/// see them.
///
/// Assert the whole ordered history (`values`), not only the last value: a box that emits too often,
/// too early or in the wrong order shows it there.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    init(_ box: Box<Value>) {
        box.bind { [weak self] in self?.values.append($0) }
    }

    /// The last value emitted.
    var last: Value? { values.last }
}
