import WorkshopSupport

/// How long a test may run before the grader stops it, in seconds of wall-clock time.
///
/// Every test first gets the exercise's limit (`secondsPerTest` in `exercise.json`). Once one test has
/// been found spinning in the attendee's code, the others need not each cost that much: a test still
/// running after ``check`` seconds is looked at, and stopped if it spins in the same place. A test that
/// turns out to be busy elsewhere is ``exempt`` and runs again with the full limit.
package struct TestTimeLimits: Equatable {
    /// The exercise's limit for one test (one case of a parameterized test), in seconds.
    package var seconds: Double
    /// When a hang is known, how long other tests run before they are looked at, in seconds; `nil` before.
    package var check: Double?
    /// Test ids that get the full limit even when ``check`` is set.
    package var exempt: Set<String> = []

    /// How long `testID` may run before it is stopped (`nil`: between tests, where the full limit holds).
    package func limit(for testID: String?) -> Double {
        guard let check, let testID, !exempt.contains(testID) else { return seconds }
        return min(check, seconds)
    }

    /// How long tests run before a look, once a hang is known: far more than a test on virtual time
    /// takes (milliseconds), far less than the limit.
    package static let checkSeconds = 0.5
}
