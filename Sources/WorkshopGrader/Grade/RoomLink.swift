import WorkshopSupport

/// The room a kit joined, as a grade sees it: read before any test runs, so that the code being graded
/// cannot change where the grade goes or under which name, and used once the report is printed.
package struct RoomLink: Sendable {
    /// The name the kit joined the room under, for `--json`; `nil` when it joined none.
    package var attendee: String?
    /// Publishes the attendee's grades of a tree (given its path, `Exercises`) once the report is printed,
    /// saying on the console what came of it when it did not reach the room; it never fails a grade.
    package var publish: @Sendable ([ExerciseGrade], String, Console) -> Void

    /// A kit that joined no room: nothing to name, nothing published.
    package static let none = RoomLink(attendee: nil) { _, _, _ in }

    /// A link of `attendee` that publishes with `publish`.
    package init(attendee: String?, publish: @escaping @Sendable ([ExerciseGrade], String, Console) -> Void) {
        self.attendee = attendee
        self.publish = publish
    }
}
