/// A spinning wheel for work going on: SwiftUI's `ProgressView`, drawn as an `ActivityIndicatorView`.
///
/// A label, when it has one, is drawn under the wheel, as SwiftUI draws it.
public struct ProgressView: View {
    let title: String?

    /// A wheel with no label.
    public init() {
        title = nil
    }

    /// A wheel over the label `title` (`ProgressView("Loading…")`).
    public init(_ title: String) {
        self.title = title
    }
}

extension ProgressView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(WidgetSpec(path: context.path, kind: .progress, isDisabled: context.isDisabled)))
        if let title {
            items.append(
                .widget(WidgetSpec(path: context.path + "/t", kind: .text(title), isDisabled: context.isDisabled)))
        }
    }
}

extension ProgressView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
