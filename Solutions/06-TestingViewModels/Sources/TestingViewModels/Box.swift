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
///   again for it, so it cannot loop. The listener must then show the value it stored itself: what it
///   showed for the first value is out of date (a clamp from 42 to 10 still shows 42 unless the listener
///   says 10). Later assignments are announced as usual.
/// - **Boxes that feed each other stop where they started**: a listener is never called while it runs,
///   whichever box began the chain. If A's listener assigns to B and B's listener assigns back to A, the
///   assignment to A made inside B's listener is stored but not announced, as with a listener that sets
///   its own box; the chain ends there instead of looping.
/// - **Rebinding from a listener** (a listener that binds a new one to its own box) replaces it at once,
///   and the new listener is called at once with the current value, as every `bind` does.
/// - **Lifetime**: the box keeps its listener strongly. A listener that uses its view controller must
///   capture it weakly (`[weak self]`), or controller → view model → box → listener → controller is a cycle.
@MainActor
final class Box<Value> {
    /// A function that shows a value, typically by setting a widget.
    typealias Listener = @MainActor (Value) -> Void

    /// The one listener, kept strongly until replaced or unbound.
    private var listener: Listener?
    /// Whether the listener is running now, so that its own assignments do not call it again.
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
        // Called even from inside the previous listener: the new one has shown nothing yet. While it
        // runs, its own assignments are not announced back to it, as in `notify()`.
        let wasNotifying = isNotifying
        isNotifying = true
        defer { isNotifying = wasNotifying }
        listener(value)
    }

    /// Removes the listener; later assignments are stored silently.
    func unbind() {
        listener = nil
    }

    /// Calls the listener with the value, unless there is none or it is the one assigning.
    private func notify() {
        guard let listener, !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        listener(value)
    }
}
