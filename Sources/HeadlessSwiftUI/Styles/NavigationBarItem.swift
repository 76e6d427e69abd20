/// What a navigation bar shows of a screen: SwiftUI's `NavigationBarItem`, for how its title is set.
public enum NavigationBarItem {
    /// How a screen's title shows in the bar: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    ///
    /// The text screen prints every title on the frame's top line, so it is accepted and not drawn.
    public enum TitleDisplayMode: Sendable {
        /// As the screen before it, or large on the first.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}
