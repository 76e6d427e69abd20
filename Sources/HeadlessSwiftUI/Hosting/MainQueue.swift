import Dispatch

/// Whether code runs on the main queue, where the main actor's work runs (in the app and in the kit's tests,
/// whose serial executor runs it there too), told without trapping, from any thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue, once; a hosting controller does it as it is made.
    @MainActor static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main queue (once ``marked``).
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
