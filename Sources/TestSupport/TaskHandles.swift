/// The tasks whose handles some objects keep, found with `Mirror`, by the task's address.
///
/// It looks at each object's stored properties (its superclasses' too) for a `Task` of any result and
/// error type, alone, optional, or inside a struct, enum or collection, and at the objects those
/// properties hold, one level down (a controller's view model), so that the tasks a screen owns are
/// recognised without knowing its types.
enum TaskHandles {
    /// How deep values are looked into, from an object given.
    static let depth = 4

    /// The addresses of the tasks that `roots`, or the objects they hold directly, keep a handle of.
    static func reachable(from roots: [AnyObject]) -> Set<UInt> {
        var found: Set<UInt> = []
        var held: [AnyObject] = []
        for root in roots { visit(root, depth: depth, into: &found, held: &held) }
        var visited = Set(roots.map(ObjectIdentifier.init))
        for object in held where visited.insert(ObjectIdentifier(object)).inserted {
            var deeper: [AnyObject] = []
            visit(object, depth: depth, into: &found, held: &deeper)
        }
        return found
    }

    /// Adds the tasks `value` keeps to `found`, and the objects it holds to `held`, without looking into
    /// them.
    private static func visit(_ value: Any, depth: Int, into found: inout Set<UInt>, held: inout [AnyObject]) {
        if let task = value as? any TaskAddress {
            found.insert(task.address)
            return
        }
        guard depth > 0 else { return }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                if type(of: child.value) is AnyObject.Type {
                    held.append(child.value as AnyObject)
                } else {
                    visit(child.value, depth: depth - 1, into: &found, held: &held)
                }
            }
            mirror = current.superclassMirror
        }
    }
}

/// A task handle's task, as an address.
private protocol TaskAddress {
    var address: UInt { get }
}

extension Task: TaskAddress {
    /// A `Task` is one reference to its task.
    fileprivate var address: UInt { unsafeBitCast(self, to: UInt.self) }
}
