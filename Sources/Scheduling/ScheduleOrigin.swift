/// The line of code that scheduled an action, kept so that a leaked timer can name its source.
public struct ScheduleOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`MVC/LoginViewController.swift`).
    public let fileID: String
    /// The line within that file.
    public let line: Int

    /// Creates an origin; callers normally let the defaults of `Scheduler.schedule` fill it in.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `MVC/LoginViewController.swift:42`.
    public var description: String { "\(fileID):\(line)" }
}
