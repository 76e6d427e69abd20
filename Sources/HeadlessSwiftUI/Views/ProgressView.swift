/// A spinning wheel for work going on: SwiftUI's `ProgressView`, drawn as an `ActivityIndicatorView`.
public struct ProgressView: View {
    /// A wheel with no label.
    public init() {}
}

extension ProgressView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        items.append(.widget(WidgetSpec(path: context.path, kind: .progress, isDisabled: context.isDisabled)))
    }
}

extension ProgressView {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
