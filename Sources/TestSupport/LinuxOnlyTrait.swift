import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only on Linux, and says why elsewhere: `reason` names what it reads or needs that
    /// macOS lacks (`/proc`, the subreaper), as the test list shows for a skipped test.
    public static func linuxOnly(_ reason: Comment) -> Self {
        #if os(Linux)
            .enabled(if: true, reason)
        #else
            .enabled(if: false, reason)
        #endif
    }
}
