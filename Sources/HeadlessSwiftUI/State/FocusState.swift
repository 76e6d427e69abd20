/// Which field is being edited, kept as a view's state: SwiftUI's `FocusState`.
///
/// `.focused($focus, equals: value)` ties a text field to it: tapping the field sets it to `value`,
/// editing another field or ending editing sets it back (to `nil`, or `false`), and setting it moves the
/// editing to that field, or ends it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// A focus state for one field: `true` while it is edited.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// A focus state for several fields: the one edited, or `nil`.
    public init<Field: Hashable>() where Value == Field? {
        state = State(wrappedValue: nil)
    }

    /// The field edited, or `nil` (`false`) when none is.
    @MainActor
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// What `.focused` is given (`$focus`).
    @MainActor
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension FocusState: StateProperty {
    func makeBox() -> AnyObject { state.makeBox() }
    var locationObject: AnyObject { state.locationObject }
    func makeLocation(bound box: AnyObject) -> AnyObject { state.makeLocation(bound: box) }
    var layout: (locationOffset: Int, size: Int) {
        // swift-format-ignore: NeverForceUnwrap
        (MemoryLayout<Self>.offset(of: \Self.state)! + state.layout.locationOffset, MemoryLayout<Self>.size)
    }
}

/// A text field's tie to a ``FocusState``: whether it is the one focused, and how to say it is or is not.
@MainActor
struct FocusTie {
    /// Read as the body was evaluated.
    let isFocused: Bool
    let set: @MainActor (Bool) -> Void
}

extension View {
    /// Ties the text field inside to `binding`: it is focused while `binding` reads `value`.
    /// - Returns: The view, tied.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> ModifiedContent<Self> {
        let tie = FocusTie(
            isFocused: binding.wrappedValue == value,
            set: { isFocused in
                if isFocused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            })
        return ModifiedContent(content: self, modifier: .focus(tie))
    }

    /// Ties the text field inside to `binding`: it is focused while `binding` reads `true`.
    /// - Returns: The view, tied.
    public func focused(_ binding: Binding<Bool>) -> ModifiedContent<Self> {
        let tie = FocusTie(isFocused: binding.wrappedValue, set: { binding.wrappedValue = $0 })
        return ModifiedContent(content: self, modifier: .focus(tie))
    }

    /// Runs `action` with the old and the new value when `value` changes from one update to the next, and,
    /// if `initial`, once as the view first appears (with the value as both): SwiftUI's
    /// `onChange(of:initial:_:)`.
    /// - Returns: The view, watching `value`.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .change(ValueWatch(value: value, initial: initial, action: action)))
    }

    /// Runs `action` with the new value when `value` changes from one update to the next: SwiftUI's
    /// `onChange(of:perform:)`, deprecated there for the two-parameter form, and still widely written.
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping @MainActor (Value) -> Void)
        -> ModifiedContent<Self>
    {
        ModifiedContent(content: self, modifier: .change(ValueWatch(value: value) { _, new in action(new) }))
    }

    /// Runs `action` when `value` changes from one update to the next, and, if `initial`, once as the view
    /// first appears: SwiftUI's zero-parameter `onChange(of:initial:_:)`.
    /// - Returns: The view, watching `value`.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self> {
        ModifiedContent(
            content: self, modifier: .change(ValueWatch(value: value, initial: initial) { _, _ in action() }))
    }
}

/// An `onChange` as the hosting controller keeps it: the value now, and what to run when it changed.
@MainActor
protocol ChangeWatch: AnyObject {
    /// Runs the action if `older`, the watch the last update found at the same place, saw another value
    /// (a watch of another type's values is not this one's older self: nothing runs).
    func fire(ifChangedFrom older: any ChangeWatch)
    /// Runs the action as the watch is first seen at its place, if it was asked to (`initial: true`).
    func fireIfInitial()
}

/// The ``ChangeWatch`` of a value of type `Value`: one object per `onChange` and update (two closures over
/// the value and its box were three).
@MainActor
final class ValueWatch<Value: Equatable>: ChangeWatch {
    let value: Value
    let initial: Bool
    let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

    init(
        value: Value, initial: Bool = false, action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    func fireIfInitial() {
        if initial { action(value, value) }
    }

    func fire(ifChangedFrom older: any ChangeWatch) {
        guard let older = older as? ValueWatch<Value>, older.value != value else { return }
        action(older.value, value)
    }
}
