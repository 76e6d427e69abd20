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

/// The key of ``EnvironmentValues/isEnabled``.
private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the view takes part in interaction: `false` under a `.disabled(true)`, as SwiftUI's
    /// `isEnabled` is.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// What closes the screen the view is on: SwiftUI's `dismiss`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
