/// The line of code that scheduled an action, kept so that a leaked timer can name its source.
public struct ScheduleOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`MVC/LoginViewController.swift`).
    public let fileID: String
    /// The line within that file.
    public let line: Int
    /// For the sleep of an async task, where the task waits (see ``ResumePoints``); `nil` for a callback.
    public let awaitedAt: ResumePoints?

    /// Creates an origin; callers normally let the defaults of `Scheduler.schedule` fill it in.
    /// - Parameters:
    ///   - fileID: The file that scheduled the action, as `#fileID` gives it.
    ///   - line: Its line.
    ///   - awaitedAt: For a sleep, the waiting task's resume points, named instead of the line that
    ///     scheduled it (which is inside the clock).
    public init(fileID: String, line: Int, awaitedAt: ResumePoints? = nil) {
        self.fileID = fileID
        self.line = line
        self.awaitedAt = awaitedAt
    }

    /// `MVC/LoginViewController.swift:42`; for a sleep, the line that awaits it, where it is known:
    /// `SwiftConcurrency/LoginViewModel.swift:113`.
    public var description: String { awaitedAt?.callerLocation ?? "\(fileID):\(line)" }
}
