import Observation

/// What the views below a place read with `@Environment`: SwiftUI's `EnvironmentValues`, values by
/// ``EnvironmentKey`` and `@Observable` objects by their type, set by `.environment` on a view above.
@MainActor
public struct EnvironmentValues {
    /// A value and how to tell whether another is the same (a changed value makes its readers evaluate
    /// again).
    private struct Entry {
        let value: Any
        let isSame: @MainActor (Any) -> Bool
    }

    private var values: [ObjectIdentifier: Entry] = [:]

    /// No value set: each key reads its default.
    public init() {}

    /// The value for `key`, or its default when none is set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = Entry(value: newValue) { isKnownSame(newValue, $0) } }
    }

    /// The object of type `type` set with `.environment(_:)`; `nil` when none is.
    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        values[ObjectIdentifier(type)]?.value as? Object
    }

    /// Sets `object` as the one of its type.
    mutating func setObject<Object: AnyObject & Observable>(_ object: Object) {
        values[ObjectIdentifier(Object.self)] = Entry(value: object) { ($0 as AnyObject) === object }
    }

    /// Whether `other` holds the same values, by the same keys.
    func isSame(as other: EnvironmentValues) -> Bool {
        values.count == other.values.count
            && values.allSatisfy { key, entry in other.values[key].map { entry.isSame($0.value) } ?? false }
    }
}

/// A key of ``EnvironmentValues``, with the value it reads when none is set: SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The type of its value.
    associatedtype Value

    /// What it reads when no view above sets it.
    static var defaultValue: Value { get }
}
