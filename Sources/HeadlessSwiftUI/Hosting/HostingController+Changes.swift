extension HostingController {
    /// Runs each `onChange` whose value differs from the one it saw at the last update.
    func runChanges() {
        guard !found.watches.isEmpty || !watched.isEmpty else { return }
        for (path, watch) in found.watches {
            if let older = watched[path]?.watch { watch.fire(ifChangedFrom: older) } else { watch.fireIfInitial() }
        }
        // Then the values seen, each stamped with this update, in place; only when fewer places than the
        // table holds were seen have some watches gone.
        var seen = 0
        for (path, watch) in found.watches {
            if let index = watched.index(forKey: path) {
                if watched.values[index].seenAt != updates { seen += 1 }
                watched.values[index] = (watch, updates)
            } else {
                watched[path] = (watch, updates)
                seen += 1
            }
        }
        if watched.count != seen {
            let latest = updates
            watched = watched.filter { $0.value.seenAt == latest }
        }
    }
}
