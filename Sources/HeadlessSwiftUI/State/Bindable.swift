import Observation

/// Bindings to the properties of an observable object a view holds: SwiftUI's `Bindable`
/// (`$model.name` is a binding to `model.name`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindable access to `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindable access to `value`, as in `@Bindable var model = model` inside a body.
    public init(_ value: Value) {
        self.init(wrappedValue: value)
    }

    /// Itself: `$model` makes the bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`, reading and writing it.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
