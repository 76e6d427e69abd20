extension HostingController {
    /// Starts what appeared (its `onAppear`s, its `.task`s) and stops what left (its tasks cancelled, its
    /// `onDisappear`s run): a view appears once it is found on a screen that is on screen.
    func startAndStopLifecycles() {
        let onScreen = isOnScreen ? found.lifecycles : []
        // Each place still on screen is stamped with this update; only when fewer than all are have some gone.
        var stillOn = 0
        for (path, _) in onScreen {
            if let index = running.index(forKey: path), running.values[index].foundAt != updates {
                running.values[index].foundAt = updates
                stillOn += 1
            }
        }
        let latest = updates
        let gone = stillOn == running.count ? [] : running.filter { $0.value.foundAt != latest }
        // The new first, then the gone, as SwiftUI does when a view is replaced (an `.id` that changes:
        // the new view's `onAppear` runs before the old one's `onDisappear`).
        for (path, lifecycle) in onScreen where running[path] == nil {
            for action in lifecycle.onAppear { action() }
            running[path] = (
                lifecycle, lifecycle.tasks.map { action in Task(priority: lifecycle.priority) { await action() } },
                updates
            )
        }
        for (path, shown) in gone {
            for task in shown.tasks { task.cancel() }
            running[path] = nil
            for action in shown.lifecycle.onDisappear { action() }
        }
    }
}
