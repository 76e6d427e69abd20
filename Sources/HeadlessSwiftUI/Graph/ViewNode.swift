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
    /// What an `.onSubmit` and a `.focused` above the view set for the fields inside it, and the
    /// environment `.environment` set above (`nil` for the defaults).
    private var inherited: (onSubmit: (@MainActor () -> Void)?, focus: FocusTie?, environment: EnvironmentValues?) =
        (nil, nil, nil)
    /// The boxes of the view's ``State`` properties, in their order in the view.
    private var boxes: [AnyObject] = []
    /// The names of those properties, `View.property`, in the same order.
    private var stateNames: [String] = []
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
    ///
    /// Its ``State``s are left out of the comparison, as SwiftUI leaves them: a new view value brings new
    /// state storage and initial values, which the place does not take.
    func offer<Content: View>(_ view: Content, isDisabled: Bool) {
        let same = isDisabled == self.isDisabled && isKnownSame(view, value, ignoring: stateBytes)
        value = view
        self.isDisabled = isDisabled
        if !same { isStale = true }
    }

    /// Takes what the modifiers above the view set for it; a change of a focus tie's state (which field its
    /// state names) or of the environment makes the body evaluate again, a new closure alone does not.
    func inherit(onSubmit: (@MainActor () -> Void)?, focus: FocusTie?, environment: EnvironmentValues?) {
        if focus?.isFocused != inherited.focus?.isFocused || (focus == nil) != (inherited.focus == nil)
            || (onSubmit == nil) != (inherited.onSubmit == nil) || !Self.isSame(environment, inherited.environment)
        {
            isStale = true
        }
        inherited = (onSubmit, focus, environment)
    }

    private static func isSame(_ environment: EnvironmentValues?, _ other: EnvironmentValues?) -> Bool {
        switch (environment, other) {
        case (nil, nil): true
        case (let environment?, let other?): environment.isSame(as: other)
        default: false
        }
    }

    /// Evaluates the body if it must, then the bodies of the views it holds that must.
    func update() {
        if isStale { evaluateBody(self) }
        for child in childNodes { child.update() }
    }

    /// The nodes of the composite views the body holds, in order: found once a body is evaluated.
    private(set) var childNodes: [ViewNode] = []

    /// The nodes of the composite views in ``template``, in order.
    private var templateNodes: [ViewNode] {
        var nodes = ChildNodes()
        ResolvedItem.walk(template, with: &nodes)
        return nodes.nodes
    }

    /// What a ``State`` keeps of a body that read it: the node, weakly, and how many times its body has
    /// been evaluated (a state read only by an earlier evaluation does not make the body evaluate again).
    final class Token {
        weak var node: ViewNode?
        fileprivate(set) var evaluations = 0

        init(_ node: ViewNode) {
            self.node = node
        }
    }

    /// The token of the node whose body is being evaluated now, if any: the reader a ``State`` notes.
    private(set) static var evaluating: Token?
    private lazy var token = Token(self)

    private func evaluate<Content: View>(_ view: Content) {
        var view = view
        bindState(of: &view)
        for case let box as EnvironmentBox in boxes {
            var environment = inherited.environment ?? EnvironmentValues()
            environment.isEnabled = !isDisabled
            box.values = environment
        }
        token.evaluations += 1
        let outer = Self.evaluating
        Self.evaluating = token
        defer { Self.evaluating = outer }
        graph.countEvaluation(of: Content.self)
        var items: [ResolvedItem] = []
        var context = ResolveContext(graph: graph, path: path + "/b", isDisabled: isDisabled)
        context.inherit(onSubmit: inherited.onSubmit, focus: inherited.focus, environment: inherited.environment)
        let writesBefore = StateWrites.count
        let nodesBefore = graph.nodesResolved
        withObservationTracking {
            view.body.resolveView(into: &items, context: context)
        } onChange: { [weak self] in
            // Told on the thread that made the change, before it lands; the body is evaluated again at the
            // next update, once it has. On the main queue (the main actor's, in this app) the node is told at
            // once, with no task to make; a change made elsewhere must not trap here, so it is told later.
            if MainQueue.isCurrent {
                // A constant: the closure below captures it as it is, where the weak `self` needed a box.
                let node = self
                MainActor.assumeIsolated { node?.invalidate() }
            } else {
                Task { @MainActor in self?.invalidate() }
            }
        }
        template = items
        let children = graph.nodesResolved == nodesBefore ? [] : templateNodes
        if !children.elementsEqual(childNodes, by: ===) {
            childNodes = children
            graph.treeChanged()
        }
        isStale = false
        // A body that wrote a state while it was evaluated (which tracking cannot see) is evaluated again.
        if StateWrites.count != writesBefore { invalidate() }
    }

    /// Marks the body to be evaluated at the next update, and asks for one.
    func invalidate() {
        guard !isStale else { return }
        isStale = true
        graph.setNeedsUpdate()
    }

    /// The values the view's ``State`` properties keep here, each named `View.property`; none for a view of
    /// the kit's own (a `NavigationStack`'s path is SwiftUI's, not the app's), but those of a
    /// ``ViewModifier`` of the app's.
    var keptStates: [(name: String, value: Any)] {
        guard !isKitView else { return [] }
        return zip(stateNames, boxes).compactMap { name, box in (box as? any KeptValue).map { (name, $0.keptValue) } }
    }

    /// Whether the view is one the kit declares (``NavigationStack``), whose state is the framework's.
    private var isKitView = false

    /// Where the view's states keep their locations among a view value's bytes (its type's layout is fixed),
    /// and the location bound to this place's box for each; `nil` until the states are first bound.
    private var stateSlots: [(word: Int, location: AnyObject)]?
    /// The bytes of a view value its states take, found as they are first bound; empty before that.
    private var stateBytes: [Range<Int>] = []

    /// Gives each ``State`` of `view` a location bound to this place's box, made from its initial value
    /// the first time.
    ///
    /// A view value is a struct, which the graph cannot assign into by name; so the state's location object
    /// is found among the struct's bytes and replaced by one bound to this node's box. A view value
    /// placed twice therefore keeps two states, as in SwiftUI (a shared location would make the second
    /// place's state the first's). The first time, the states are found by reflection; after that, at the
    /// same places among the bytes, since a type's layout does not change (reflection on every evaluation
    /// was a tenth of the time spent drawing).
    private func bindState<Content: View>(of view: inout Content) {
        if let slots = stateSlots, slots.allSatisfy({ Self.replaceWord($0.word, with: $0.location, in: &view) }) {
            return
        }
        var ordinal = 0
        var slots: [(word: Int, location: AnyObject)] = []
        stateBytes = []
        // The view's own states, and those inside its other dynamic properties (a property wrapper of the
        // app's own that holds a `@State`), in order.
        func states(in value: Any) -> [(name: String, state: any StateProperty)] {
            Mirror(reflecting: value).children.flatMap { child -> [(name: String, state: any StateProperty)] in
                let name = String((child.label ?? "").drop { $0 == "_" })
                if let state = child.value as? any StateProperty { return [(name, state)] }
                return child.value is any DynamicProperty ? states(in: child.value) : []
            }
        }
        for (name, state) in states(in: view) {
            if ordinal == boxes.count {
                boxes.append(state.makeBox())
                stateNames.append("\(Content.self).\(name)")
                isKitView = Content.self is any KitView.Type
            }
            let bound = state.makeLocation(bound: boxes[ordinal])
            if let word = Self.replace(state.locationObject, with: bound, in: &view) {
                slots.append((word, bound))
                let start = word * MemoryLayout<UInt>.stride - state.layout.locationOffset
                stateBytes.append(start..<start + state.layout.size)
            }
            ordinal += 1
        }
        stateSlots = slots
    }

    /// Replaces the one reference to `old` stored in `value`'s bytes with a reference to `new`, keeping
    /// the reference counts right; does nothing if `old` is not stored there exactly once.
    /// - Returns: The index of the word replaced, or `nil` for none.
    private static func replace<Value>(_ old: AnyObject, with new: AnyObject, in value: inout Value) -> Int? {
        let oldBits = UInt(bitPattern: Unmanaged.passUnretained(old).toOpaque())
        return withUnsafeMutableBytes(of: &value) { bytes in
            let words = bytes.count / MemoryLayout<UInt>.stride
            let matches = (0..<words).filter {
                bytes.load(fromByteOffset: $0 * MemoryLayout<UInt>.stride, as: UInt.self) == oldBits
            }
            guard matches.count == 1, let word = matches.first else { return nil }
            store(new, atWord: word, replacing: old, in: bytes)
            return word
        }
    }

    /// Replaces the reference stored at `word` of `value`'s bytes with `new`, if it is a reference to an
    /// object of `new`'s class (the location the view value was made with).
    /// - Returns: Whether it did.
    private static func replaceWord<Value>(_ word: Int, with new: AnyObject, in value: inout Value) -> Bool {
        withUnsafeMutableBytes(of: &value) { bytes in
            let offset = word * MemoryLayout<UInt>.stride
            guard offset + MemoryLayout<UInt>.stride <= bytes.count,
                let pointer = UnsafeRawPointer(bitPattern: bytes.load(fromByteOffset: offset, as: UInt.self))
            else { return false }
            let old = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
            guard old !== new, Swift.type(of: old) == Swift.type(of: new) else { return old === new }
            store(new, atWord: word, replacing: old, in: bytes)
            return true
        }
    }

    private static func store(
        _ new: AnyObject, atWord word: Int, replacing old: AnyObject, in bytes: UnsafeMutableRawBufferPointer
    ) {
        let newBits = UInt(bitPattern: Unmanaged.passRetained(new).toOpaque())
        bytes.storeBytes(of: newBits, toByteOffset: word * MemoryLayout<UInt>.stride, as: UInt.self)
        Unmanaged.passUnretained(old).release()
    }
}

/// A walk that finds the nodes of the composite views among a body's items, without going into them: the
/// views inside a widget, a row, what a modifier attaches to, and the items a modifier attaches (a toolbar).
@MainActor
private struct ChildNodes: ItemVisitor {
    var nodes: [ViewNode] = []

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        ResolvedItem.walk(spec.children, with: &self)
    }

    mutating func visit(_ node: ViewNode, identifier: String?) {
        nodes.append(node)
    }

    mutating func visit(_ attachment: Attachment) {
        for items in attachment.items { ResolvedItem.walk(items, with: &self) }
    }
}
