import HeadlessUI
import Scheduling

/// A window showing `content`: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window whose view is what `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A ``HostingController`` showing the content, at the root of a navigation controller when the content
    /// is a ``NavigationStack`` (whose screens it pushes).
    public func makeRootViewController(scheduler: any Scheduler) -> ViewController {
        let hosting = HostingController(rootView: content, scheduler: scheduler)
        return content is any ScreenStack ? NavigationController(rootViewController: hosting) : hosting
    }
}
