import Observation

/// A composite view at its place in the tree: its current value, the ``State`` values kept there, and the
/// items its body resolved to last.
///
/// Its body is evaluated inside observation tracking, when the node is new, when something the body read
/// changed, or when its parent offers it a value that differs from the last (by `==` for an `Equatable`
/// view; any new value otherwise). Only the body's own reads count: the views it contains evaluate their
/// bodies afterwards, each tracked apart, so a change makes only the views that read it evaluate again.
@MainActor
final class ViewNode {
    /// The place, such as `/b.1/b`.
    let path: String
    /// The view's type, which a place keeps: another type at the same place is a new view.
    let type: ObjectIdentifier
    private(set) var value: any View
    /// Whether the body must be evaluated before the node is drawn again.
    private(set) var isStale = true
    /// What a `.disabled` above the view says; a change makes the body evaluate again.
    private(set) var isDisabled: Bool
    /// The items the body resolved to.
    private(set) var template: [ResolvedItem] = []
    /// An `.accessibilityIdentifier` put on the view from outside: its first widget takes it.
    var identifier: String?
    /// The boxes of the view's ``State`` properties, in their order in the view.
    private var boxes: [AnyObject] = []
    private unowned let graph: ViewGraph
    private let evaluateBody: @MainActor (ViewNode) -> Void

    init<Content: View>(_ view: Content, at path: String, isDisabled: Bool, graph: ViewGraph) {
        self.path = path
        type = ObjectIdentifier(Content.self)
        value = view
        self.isDisabled = isDisabled
        self.graph = graph
        evaluateBody = { node in
            // swift-format-ignore: NeverForceUnwrap
            node.evaluate(node.value as! Content)
        }
    }

    /// Takes the value the parent's body made now; the body evaluates again unless it is the same.
    func offer<Content: View>(_ view: Content, isDisabled: Bool) {
        let same = isDisabled == self.isDisabled && isKnownSame(view, value)
        value = view
        self.isDisabled = isDisabled
        if !same { isStale = true }
    }

    /// Evaluates the body if it must, then the bodies of the views it holds that must.
    func update() {
        if isStale { evaluateBody(self) }
        for child in childNodes { child.update() }
    }

    /// The nodes of the composite views the body holds, in order.
    var childNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        func collect(_ items: [ResolvedItem]) {
            for item in items {
                switch item {
                case .node(let node): nodes.append(node)
                case .widget(let spec): collect(spec.children)
                case .attached(.screen(.toolbar(let buttons)), let content): collect(buttons + content)
                case .row(_, let content, _), .attached(_, let content): collect(content)
                }
            }
        }
        collect(template)
        return nodes
    }

    private func evaluate<Content: View>(_ view: Content) {
        var view = view
        bindState(of: &view)
        graph.countEvaluation(of: Content.self)
        var items: [ResolvedItem] = []
        let context = ResolveContext(graph: graph, path: path + "/b", isDisabled: isDisabled)
        let writesBefore = StateWrites.count
        withObservationTracking {
            view.body.resolveView(into: &items, context: context)
        } onChange: { [weak self] in
            // Told on the thread that made the change, before it lands: the main actor in this app, but a
            // change made elsewhere must not trap here, so the node is told on the main actor in any case.
            Task { @MainActor in self?.invalidate() }
        }
        template = items
        isStale = false
        // A body that wrote a state while it was evaluated (which tracking cannot see) is evaluated again.
        if StateWrites.count != writesBefore { invalidate() }
    }

    private func invalidate() {
        guard !isStale else { return }
        isStale = true
        graph.setNeedsUpdate()
    }

    /// Gives each ``State`` of `view` a location bound to this place's box, made from its initial value
    /// the first time.
    ///
    /// A view value is a struct, which the graph cannot assign into by name; so the state's location object
    /// is found among the struct's bytes and replaced by a new one bound to this node's box. A view value
    /// placed twice therefore keeps two states, as in SwiftUI (a shared location would make the second
    /// place's state the first's).
    private func bindState<Content: View>(of view: inout Content) {
        var ordinal = 0
        // The view's own states, and those inside its other dynamic properties (a property wrapper of the
        // app's own that holds a `@State`), in order.
        func states(in value: Any) -> [any StateProperty] {
            Mirror(reflecting: value).children.flatMap { child -> [any StateProperty] in
                if let state = child.value as? any StateProperty { return [state] }
                return child.value is any DynamicProperty ? states(in: child.value) : []
            }
        }
        for state in states(in: view) {
            if ordinal == boxes.count { boxes.append(state.makeBox()) }
            let fresh = state.makeLocation(bound: boxes[ordinal])
            Self.replace(state.locationObject, with: fresh, in: &view)
            ordinal += 1
        }
    }

    /// Replaces the one reference to `old` stored in `value`'s bytes with a reference to `new`, keeping
    /// the reference counts right; does nothing if `old` is not stored there exactly once.
    private static func replace<Value>(_ old: AnyObject, with new: AnyObject, in value: inout Value) {
        let oldBits = UInt(bitPattern: Unmanaged.passUnretained(old).toOpaque())
        withUnsafeMutableBytes(of: &value) { bytes in
            let words = bytes.count / MemoryLayout<UInt>.stride
            let matches = (0..<words).filter {
                bytes.load(fromByteOffset: $0 * MemoryLayout<UInt>.stride, as: UInt.self) == oldBits
            }
            guard matches.count == 1, let word = matches.first else { return }
            let newBits = UInt(bitPattern: Unmanaged.passRetained(new).toOpaque())
            bytes.storeBytes(of: newBits, toByteOffset: word * MemoryLayout<UInt>.stride, as: UInt.self)
            Unmanaged.passUnretained(old).release()
        }
    }
}
