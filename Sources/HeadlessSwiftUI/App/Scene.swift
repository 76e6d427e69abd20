import HeadlessUI
import Scheduling

/// Part of an app's interface that the system shows, such as a window: SwiftUI's `Scene`.
///
/// The kit shows one kind, ``WindowGroup``.
@MainActor
public protocol Scene {
    /// The root view controller of a window showing this scene, updating on `scheduler`'s turns.
    ///
    /// SwiftUI has no such requirement (it shows scenes itself); the kit's ``WindowGroup`` meets it, and an
    /// app's code never calls it.
    func makeRootViewController(scheduler: any Scheduler) -> ViewController
}
