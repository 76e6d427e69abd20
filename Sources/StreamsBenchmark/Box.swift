/// The kit's `Box` (`Sources/MVVMBoxes/Box.swift`), copied here so that it is measured as the app gets it.
///
/// Inside `MVVMBoxes` the compiler specializes `Box` for each value type it holds. Imported from
/// another module, a plain class would be called through its generic entry points instead, and the
/// benchmark would measure that. A copy in this module is specialized for `Int` as the app's is for
/// its values, so the comparison with the streams chain is fair; the lesson's `Box` stays a plain class.
///
/// Keep its behaviour the same as the kit's: one listener, called at once on `bind`, then on every
/// assignment, and never while it runs.
@MainActor
final class Box<Value> {
    /// A function that shows a value.
    typealias Listener = @MainActor (Value) -> Void

    private var listener: Listener?
    private var isNotifying = false

    /// The current value; assigning it calls the listener.
    var value: Value {
        didSet { notify() }
    }

    /// Creates a box holding `value`, with no listener.
    init(_ value: Value) {
        self.value = value
    }

    /// Makes `listener` the box's one listener and calls it at once with the current value.
    func bind(_ listener: @escaping Listener) {
        self.listener = listener
        let wasNotifying = isNotifying
        isNotifying = true
        defer { isNotifying = wasNotifying }
        listener(value)
    }

    private func notify() {
        guard let listener, !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        listener(value)
    }
}
