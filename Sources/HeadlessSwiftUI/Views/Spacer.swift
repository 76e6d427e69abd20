import Foundation

/// Room between views that grows to fill the space: SwiftUI's `Spacer`.
///
/// The text screen has no room to share out, so it is accepted and draws nothing.
public struct Spacer: View {
    /// A spacer at least `minLength` points long (not drawn).
    public init(minLength: CGFloat? = nil) {}
}

extension Spacer: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {}
}

extension Spacer {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
