import HeadlessUI

extension HostingController {
    /// Draws the tree under `root` into the controller's view in one walk, reusing each place's widget, and
    /// keeps what the walk found of what the modifiers attach.
    func draw(_ root: ViewNode) {
        found.removeAll()
        updates += 1
        // The widget table is walked as a local value, unshared (no copy as it changes), and without the
        // run-time exclusivity checks each use of a controller's property has; what is found goes in the
        // arrays the last update's took (emptied, their room kept).
        var drawing = Drawing(widgets: widgets, update: updates, container: view, found: Found())
        widgets = [:]
        swap(&drawing.found, &found)
        ResolvedItem.walk(CollectionOfOne(.node(root)), with: &drawing)
        drawing.removeSubviews(of: view, from: drawing.index)
        swap(&drawing.found, &found)
        // Each place drawn has its widget, so only when there are more widgets have some places gone.
        if drawing.widgets.count != drawing.drawn {
            let latest = updates
            drawing.widgets = drawing.widgets.filter { $0.value.drawnAt == latest }
        }
        widgets = drawing.widgets
    }
}
