/// A spinning wheel for work going on: SwiftUI's `ProgressView`, drawn as an `ActivityIndicatorView`.
///
/// A label, when it has one, is drawn under the wheel, as SwiftUI draws it.
public struct ProgressView: View {
    let title: String?
    /// The share done, from 0 to 1, for a bar; `nil` for a wheel, or a bar whose value is not known.
    var fraction: Double?
    /// Whether it shows how much is done (a bar) rather than that work goes on (a wheel).
    var isDeterminate = false

    /// A wheel with no label.
    public init() {
        title = nil
        fraction = nil
    }

    /// A wheel over the label `title` (`ProgressView("Loading…")`).
    public init(_ title: String) {
        self.title = title
        fraction = nil
    }

    /// How much of a task is done: `value` of `total` (SwiftUI's `init(value:total:)`), drawn as the share
    /// done, such as `40%`, rather than a wheel.
    public init(value: Double?, total: Double = 1) {
        title = nil
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
        isDeterminate = true
    }
}

extension ProgressView: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        guard !isDeterminate else {
            let done = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "–%"
            items.append(.widget(WidgetSpec(path: context.path, kind: .text(done), isDisabled: context.isDisabled)))
            return
        }
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
