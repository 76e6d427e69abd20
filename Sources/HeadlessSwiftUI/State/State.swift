/// A value a view owns and changes, kept with the view's identity: SwiftUI's `State`.
///
/// Its initial value is evaluated each time the view value is made (a parent's body evaluated again makes
/// a new one); only the first, from when the view first took its place, is kept, and the rest are
/// dropped. The value lives as long as the view keeps its place in the tree. Reading it in `body` makes
/// the view evaluate its body again when it changes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let location: StateLocation<Value>

    /// A state whose first value is `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        location = StateLocation(box: nil)
    }

    /// A state whose first value is `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The value kept at the view's place; before the view has a place, its initial value.
    @MainActor
    public var wrappedValue: Value {
        get { location.box?.value ?? initialValue }
        nonmutating set { location.box?.set(newValue) }
    }

    /// A binding to the value, for a control that edits it (`$name`).
    @MainActor
    public var projectedValue: Binding<Value> {
        let location = location
        let initialValue = initialValue
        return Binding(get: { location.box?.value ?? initialValue }, set: { location.box?.set($0) })
    }
}

/// A property of a view that the graph binds to the view's place before evaluating its body.
public protocol DynamicProperty {}

/// The graph's side of a ``State``: where the value is kept, bound when the view takes its place.
@MainActor
protocol StateProperty {
    /// A new box holding the initial value.
    func makeBox() -> AnyObject
    /// The location object this value holds now.
    var locationObject: AnyObject { get }
    /// A new location bound to `box`.
    func makeLocation(bound box: AnyObject) -> AnyObject
    /// Where the location object sits among the state's bytes, and how many bytes the state takes.
    var layout: (locationOffset: Int, size: Int) { get }
}

extension State: StateProperty {
    func makeBox() -> AnyObject { StateBox(initialValue) }
    var locationObject: AnyObject { location }

    func makeLocation(bound box: AnyObject) -> AnyObject {
        StateLocation(box: box as? StateBox<Value>)
    }

    var layout: (locationOffset: Int, size: Int) {
        // swift-format-ignore: NeverForceUnwrap
        (MemoryLayout<Self>.offset(of: \Self.location)!, MemoryLayout<Self>.size)
    }
}

/// Where a ``State`` finds its value: set by the graph when its view takes its place.
final class StateLocation<Value> {
    /// A constant, so that reading it needs no run-time exclusivity check: the graph puts a new location in
    /// the view value rather than changing this one.
    let box: StateBox<Value>?

    init(box: StateBox<Value>?) {
        self.box = box
    }
}

/// The views that read a ``State`` as their bodies were evaluated, told when its value changes.
///
/// A state notes its readers itself, as SwiftUI's does, rather than through Observation: a read is a
/// look at the few views that read it before, where Observation's costs a hash of a key path and a
/// registration per evaluation. Kept apart from the typed ``StateBox`` so that it is not generic.
@MainActor
class StateSignal {
    /// The bodies that read the state: each node's token, and the evaluation of it that read it (a node's
    /// later evaluation replaces its earlier one, which no longer counts).
    private var readers: [(token: ViewNode.Token, evaluation: Int)] = []
    /// How many readers there may be before those whose node has gone are dropped.
    private var pruneAt = 8

    /// Notes the body being evaluated, if any, as a reader.
    final func noteRead() {
        guard let token = ViewNode.evaluating else { return }
        let evaluation = token.evaluations
        if let last = readers.last, last.token === token {
            // Read again by the same body, the most common case: nothing to write.
            if last.evaluation != evaluation { readers[readers.count - 1].evaluation = evaluation }
        } else if let index = readers.firstIndex(where: { $0.token === token }) {
            readers[index].evaluation = evaluation
        } else {
            if readers.count >= pruneAt {
                readers.removeAll { $0.token.node == nil }
                pruneAt = max(8, readers.count * 2)
            }
            readers.append((token, evaluation))
        }
    }

    /// Tells the readers whose latest evaluation read the state that it changed; they read it again, if
    /// they still do, as they are evaluated again.
    final func changed() {
        let told = readers
        readers = []
        for (token, evaluation) in told where token.evaluations == evaluation {
            token.node?.invalidate()
        }
    }
}

/// The value of a ``State``, kept by the view's node; a body that reads it is evaluated again when it
/// changes.
final class StateBox<Value>: StateSignal {
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The value; reading it in a body makes the body evaluate again when it changes.
    var value: Value {
        noteRead()
        return stored
    }

    /// Sets the value, unless it is known to be the same (a body that read it is then not evaluated again).
    func set(_ newValue: Value) {
        guard !isKnownSame(newValue, stored as Any) else { return }
        stored = newValue
        StateWrites.count += 1
        changed()
    }
}

/// A box's value, whatever its type, for ``HostingController/keptStates``.
@MainActor
protocol KeptValue {
    var keptValue: Any { get }
}

extension StateBox: KeptValue {
    var keptValue: Any { stored }
}

/// How many times any ``State`` has been written: a body that writes the state it evaluates is told apart
/// by it, since observation tracking does not see a change made while it tracks.
@MainActor
enum StateWrites {
    static var count = 0
}
