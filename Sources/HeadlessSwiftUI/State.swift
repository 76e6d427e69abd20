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

/// The value of a ``State``, kept by the view's node; observable, so that a body that read it is told.
@Observable
final class StateBox<Value> {
    private(set) var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Sets the value, unless it is known to be the same (a body that read it is then not evaluated again).
    @MainActor
    func set(_ newValue: Value) {
        guard !isKnownSame(newValue, value as Any) else { return }
        value = newValue
        StateWrites.count += 1
    }
}

/// How many times any ``State`` has been written: a body that writes the state it evaluates is told apart
/// by it, since observation tracking does not see a change made while it tracks.
@MainActor
enum StateWrites {
    static var count = 0
}
