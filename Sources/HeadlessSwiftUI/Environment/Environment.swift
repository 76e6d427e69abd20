import Observation

/// A value of the environment a view reads: SwiftUI's `Environment`, as `@Environment(\.dismiss)` or
/// `@Environment(Model.self)`.
///
/// The graph gives it the environment of its view's place before the body is evaluated, and again when
/// what is set above changes; read in an action (a button's), it reads the environment as it was then.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: @MainActor (EnvironmentValues) -> Value
    let location: EnvironmentLocation

    /// The value at `keyPath` of the environment (`@Environment(\.dismiss) private var dismiss`).
    @MainActor
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        location = EnvironmentLocation(box: nil)
    }

    /// The `@Observable` object of type `type` that a view above set with `.environment(_:)`
    /// (`@Environment(Model.self) private var model`); reading it where none is set stops the app, as
    /// SwiftUI does, saying which `.environment` is missing.
    @MainActor
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(type) else {
                fatalError(
                    "No \(type) in the environment: a view above should set one with .environment(\(type)(…)).")
            }
            return object
        }
        location = EnvironmentLocation(box: nil)
    }

    /// The value, as the environment of the view's place has it.
    @MainActor
    public var wrappedValue: Value {
        read(location.box?.values ?? EnvironmentValues())
    }
}

/// Where an ``Environment`` finds the environment: set by the graph when its view takes its place.
final class EnvironmentLocation {
    let box: EnvironmentBox?

    init(box: EnvironmentBox?) {
        self.box = box
    }
}

/// The environment of a view's place, kept by its node, which sets it before each evaluation.
@MainActor
final class EnvironmentBox {
    var values = EnvironmentValues()
}

extension Environment: StateProperty {
    func makeBox() -> AnyObject { EnvironmentBox() }
    var locationObject: AnyObject { location }

    func makeLocation(bound box: AnyObject) -> AnyObject {
        EnvironmentLocation(box: box as? EnvironmentBox)
    }

    var layout: (locationOffset: Int, size: Int) {
        // swift-format-ignore: NeverForceUnwrap
        (MemoryLayout<Self>.offset(of: \Self.location)!, MemoryLayout<Self>.size)
    }
}

extension View {
    /// Sets the value at `keyPath` of the environment for the views inside: SwiftUI's `environment(_:_:)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self>
    {
        ModifiedContent(content: self, modifier: .environment { $0[keyPath: keyPath] = value })
    }

    /// Sets `object` as the environment's `@Observable` object of its type for the views inside:
    /// SwiftUI's `environment(_:)`, read with `@Environment(Object.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: .environment { if let object { $0.setObject(object) } })
    }
}
