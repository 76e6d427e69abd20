import HeadlessUI
import Scheduling

/// An app, described by the scene its `body` shows: SwiftUI's `App`.
///
/// SwiftUI makes an app with `init()` and starts it from `@main`; here the kit makes it with what it is given
/// (a variant's environment, say) and shows it in a window with ``makeRootViewController(scheduler:)``.
@MainActor
public protocol App {
    /// The type of scene the app shows.
    associatedtype Body: Scene

    /// What the app shows: a ``WindowGroup``.
    var body: Body { get }
}

extension App {
    /// The root view controller of a window showing this app: the scene's view in a ``HostingController``
    /// that updates on `scheduler`'s turns (virtual time in tests), inside a HeadlessUI `NavigationController`
    /// when that view is a ``NavigationStack``, as a `UIHostingController` sits in a
    /// `UINavigationController`.
    ///
    /// SwiftUI does this itself when it starts an app; the kit does it where it starts one.
    public func makeRootViewController(scheduler: any Scheduler) -> ViewController {
        body.makeRootViewController(scheduler: scheduler)
    }
}
