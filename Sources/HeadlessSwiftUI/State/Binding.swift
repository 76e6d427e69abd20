/// A way to read and write a value that someone else owns: SwiftUI's `Binding`, on the main actor, where
/// every view and view model of the kit lives.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes; writes are dropped.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$value` passes it on).
    public var projectedValue: Binding<Value> { self }

    /// The binding `projectedValue`: what lets a closure take a binding as `$item in`, as SwiftUI's does.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
