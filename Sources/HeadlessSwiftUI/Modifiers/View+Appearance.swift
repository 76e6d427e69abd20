import Foundation

extension View {
    // The modifiers of how a view looks, which the text screen cannot show: each is accepted, draws the
    // view as it is, and changes nothing else (DESIGN.md, "The headless SwiftUI").

    /// Pads the view's every edge by the system's amount (not drawn).
    public func padding() -> Self { self }

    /// Pads the view's every edge by `length` points (not drawn).
    public func padding(_ length: CGFloat) -> Self { self }

    /// Pads the view's `edges` by `length` points, or the system's amount (not drawn).
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Self { self }

    /// Sets the text inside in `font` (not drawn).
    public func font(_ font: Font?) -> Self { self }

    /// Sets the text inside bold, or not (not drawn).
    public func bold(_ isActive: Bool = true) -> Self { self }

    /// Fills the text and shapes inside with `style` (not drawn).
    public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> Self { self }

    /// Tints the controls inside with `tint` (not drawn).
    public func tint<Style: ShapeStyle>(_ tint: Style?) -> Self { self }

    /// Gives the view a fixed size, either side left free when `nil` (not drawn).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Self { self }

    /// Gives the view bounds on its size, each side left free when `nil` (not drawn).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> Self { self }

    /// Shows the view at `opacity` (0 to 1; not drawn).
    public func opacity(_ opacity: Double) -> Self { self }

    /// How a screen's title shows in its navigation bar (not drawn: the frame's top line shows it).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
}
