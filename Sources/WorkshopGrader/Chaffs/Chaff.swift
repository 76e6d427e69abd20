import WorkshopSupport

/// A broken version of a kit view model: one realistic slip, kept as a diff of the correct source.
///
/// Chaffs grade tests rather than code (exercise 06, "wheats and chaffs"): a suite that passes against the
/// correct view models and fails against a chaff has caught it. The kit's own suite faces the same chaffs
/// in CI (`Scripts/check-chaffs.sh`). Every chaff is listed once, in the kit's `Chaffs/` (``ChaffCatalogue``).
package struct Chaff: Equatable, Sendable {
    /// One exact change to one file of a variant.
    package struct Edit: Equatable, Sendable {
        /// The file's name in the variant's folder, such as `LoginViewModel.swift`.
        package let file: String
        /// Whole lines of the correct source (ending with a newline), found exactly once in the file.
        package let find: String
        /// What the slip wrote instead: whole lines, possibly none.
        package let replace: String
        /// Where the edit is written, for messages: its hunk's line in the chaff's diff, such as
        /// `Chaffs/login.double-tap.diff:4`.
        package var hunk: String = ""
    }

    /// Stable and unique, such as `login.password-trimmed`; the run-time switch that turns the chaff on.
    package let id: String
    /// The task whose tests should catch it, such as `06.1`.
    package let taskID: String
    /// The behaviour it breaks, in a user's words, never its code.
    ///
    /// Such as "A view model that measures the password after trimming its spaces"; the report says it
    /// "was not caught".
    package let sentence: String
    /// Its edits, by the variant's source folder (such as `MVVMBoxes`); a variant not listed is not affected.
    package let edits: [String: [Edit]]
    /// The variants whose mechanism rules the slip out, by source folder, each with the reason.
    package var notApplicable: [String: String] = [:]
}
