/// A value that tells its listener whenever it is assigned: the binding primitive of the talk.
///
/// ``bind(_:)`` calls the listener at once with the current value, then again on every assignment
/// to ``value``, even when the new value equals the old one (a `Box` does not compare: that is what
/// `distinctUntilChanged` adds in the streams variant).
///
/// Rules, each tested in `BoxTests`:
/// - **One listener**, as in the talk: binding again replaces the previous listener, and ``unbind()``
///   removes it. One screen shows one view model, so one listener is enough, and "who updates this
///   label?" always has one answer.
/// - **No feedback loop**: a listener that assigns to its own box stores the new value, but is not called
///   again for it: it made the change, so it already knows. Later assignments are announced as usual.
/// - **Lifetime**: the box keeps its listener strongly. A listener that uses its view controller must
///   capture it weakly (`[weak self]`), or controller → view model → box → listener → controller is a cycle.
@MainActor
final class Box<Value> {
    /// A function that shows a value, typically by setting a widget.
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
        notify()
    }

    /// Removes the listener; later assignments are stored silently.
    func unbind() {
        listener = nil
    }

    private func notify() {
        guard let listener, !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        listener(value)
    }
}
