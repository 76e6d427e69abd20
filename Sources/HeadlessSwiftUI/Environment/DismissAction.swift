/// What closes the screen a view is on: SwiftUI's `DismissAction`, read as `@Environment(\.dismiss)` and
/// called as `dismiss()`.
///
/// On a screen pushed for a navigation destination, it goes back (the destination's item is set to `nil`,
/// its binding set back); on the first screen, it does nothing, as SwiftUI's does where nothing is
/// presented.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Closes the screen.
    public func callAsFunction() {
        action()
    }
}

/// The key of ``EnvironmentValues/dismiss``.
private enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// What closes the screen the view is on: SwiftUI's `dismiss`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
