/// The names given to the identities at one place in a ``ViewGraph``: `0`, `1`, … in the order first seen.
@MainActor
final class PlaceNames<ID: Hashable> {
    private var names: [ID: String] = [:]

    /// The name of `id`, given now if it has none yet.
    func name(of id: ID) -> String {
        if let known = names[id] { return known }
        let name = String(names.count)
        names[id] = name
        return name
    }
}
