/// The nodes of one screen's views, by place, and what it takes to draw them again.
@MainActor
final class ViewGraph {
    private var nodes: [String: ViewNode] = [:]
    /// Called when a node's body must be evaluated again: the host schedules an update.
    var onNeedsUpdate: @MainActor () -> Void = {}
    /// How many times each view type's body has been evaluated, by the type's name.
    var evaluations: [String: Int] {
        Dictionary(counts.values.map { ($0.name, $0.count) }, uniquingKeysWith: +)
    }
    /// The same counts by type, named once: a type's name is slow to make, and bodies are evaluated often.
    private var counts: [ObjectIdentifier: (name: String, count: Int)] = [:]

    /// The node at `path` for `view`: the one there if it holds a view of the same type (offered `view`),
    /// else a new one with new state.
    func node<Content: View>(for view: Content, at path: String, disabled: Bool) -> ViewNode {
        nodesResolved += 1
        if let node = nodes[path], node.type == ObjectIdentifier(Content.self) {
            node.offer(view, isDisabled: disabled)
            return node
        }
        let node = ViewNode(view, at: path, isDisabled: disabled, graph: self)
        nodes[path] = node
        isTreeChanged = true
        return node
    }

    /// How many times a body resolved to a node: a body that resolved to none, and held none before,
    /// need not be walked for the nodes it holds.
    private(set) var nodesResolved = 0
    /// Whether a node was made, or a body holds other nodes than before, since the last ``update(_:)``:
    /// only then can a node have left the tree.
    private var isTreeChanged = true

    /// Notes that a node's body now holds other nodes than before.
    func treeChanged() {
        isTreeChanged = true
    }

    /// What the views' states keep, the views in the order of their places.
    var keptStates: [(name: String, value: Any)] {
        nodes.sorted { $0.key < $1.key }.flatMap(\.value.keptStates)
    }

    /// Brings `root` and what it holds up to date, then forgets the nodes no longer in its tree.
    func update(_ root: ViewNode) {
        root.update()
        guard isTreeChanged || root !== lastRoot else { return }
        (isTreeChanged, lastRoot) = (false, root)
        var alive: Set<String> = []
        func visit(_ node: ViewNode) {
            alive.insert(node.path)
            for child in node.childNodes { visit(child) }
        }
        visit(root)
        nodes = nodes.filter { alive.contains($0.key) }
    }

    /// The name of identity `id` among the identities given at `place` (a `ForEach`'s elements, an
    /// `.id`): a number kept for it as long as the graph lives, so that two ids that print the same are
    /// still two places, and no id reads as a place's separators.
    func placeName(of id: some Hashable, at place: String) -> String {
        placeNames(of: AnyHashable.self, at: place).name(of: AnyHashable(id))
    }

    /// The names of the identities of type `ID` given at `place`, to name many at once.
    ///
    /// A ``ForEach`` names its elements so: one lookup of the place, then one of each id by its own type.
    /// A place given ids of another type than before names them afresh, from `0`.
    func placeNames<ID: Hashable>(of type: ID.Type, at place: String) -> PlaceNames<ID> {
        if let names = identities[place] as? PlaceNames<ID> { return names }
        let names = PlaceNames<ID>()
        identities[place] = names
        return names
    }

    private var identities: [String: AnyObject] = [:]

    /// How many times the value given at `place` has changed (by `==`) while the graph lives, counting
    /// this one: a `task(id:)` starts again at each change, to an earlier value too, as SwiftUI's does.
    func generation<ID: Equatable>(of id: ID, at place: String) -> Int {
        if let last = generations[place], let value = last.value as? ID, value == id { return last.generation }
        let generation = (generations[place]?.generation ?? -1) + 1
        generations[place] = (id, generation)
        return generation
    }

    private var generations: [String: (value: Any, generation: Int)] = [:]
    /// The root the nodes were last swept from.
    private weak var lastRoot: ViewNode?

    func setNeedsUpdate() {
        onNeedsUpdate()
    }

    func countEvaluation<Content: View>(of type: Content.Type) {
        // Named only the first time: `default:` made the name at every count in profiles of the suite.
        let key = ObjectIdentifier(type)
        if let index = counts.index(forKey: key) {
            counts.values[index].count += 1
        } else {
            counts[key] = (String(describing: type), 1)
        }
    }
}
