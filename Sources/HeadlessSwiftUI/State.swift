import Observation

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
        location = StateLocation()
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
}

extension State: StateProperty {
    func makeBox() -> AnyObject { StateBox(initialValue) }
    var locationObject: AnyObject { location }

    func makeLocation(bound box: AnyObject) -> AnyObject {
        let location = StateLocation<Value>()
        location.box = box as? StateBox<Value>
        return location
    }
}

/// Where a ``State`` finds its value: set by the graph when its view takes its place.
final class StateLocation<Value> {
    var box: StateBox<Value>?
}

/// What a body that reads a ``State`` observes: a count of the value's changes.
///
/// Kept apart from the typed ``StateBox`` so that the key path observation records is one of a type that is
/// not generic: Swift makes a generic class's key path anew at every access, which was a tenth of the time
/// the kit spent drawing SwiftUI screens.
@Observable
class StateSignal {
    fileprivate(set) var changes = 0
}

/// The value of a ``State``, kept by the view's node; observable, so that a body that read it is told.
final class StateBox<Value>: StateSignal {
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The value; reading it in a body makes the body evaluate again when it changes.
    var value: Value {
        _ = changes
        return stored
    }

    /// Sets the value, unless it is known to be the same (a body that read it is then not evaluated again).
    @MainActor
    func set(_ newValue: Value) {
        guard !isKnownSame(newValue, stored as Any) else { return }
        stored = newValue
        changes += 1
        StateWrites.count += 1
    }
}

/// A box's value, whatever its type, for ``HostingController/keptStates``.
protocol KeptValue {
    var keptValue: Any { get }
}

extension StateBox: KeptValue {
    var keptValue: Any { value }
}

/// How many times any ``State`` has been written: a body that writes the state it evaluates is told apart
/// by it, since observation tracking does not see a change made while it tracks.
@MainActor
enum StateWrites {
    static var count = 0
}
