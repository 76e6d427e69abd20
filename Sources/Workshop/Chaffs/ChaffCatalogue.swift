/// Every chaff, in one place: exercise 06 grades an attendee's tests with them, and CI checks that the
/// kit's own suite catches each one in every variant it applies to (`Scripts/check-chaffs.sh`).
///
/// A chaff is one realistic slip, written as exact edits of a variant's correct source. When that source
/// changes, an edit's `find` text may no longer be there: weaving then fails loudly, naming the chaff and
/// the file (``ChaffWeaver/Drift``), and the chaff is updated here.
enum ChaffCatalogue {
    /// Every chaff: the sign-in screen's, then the threats screen's.
    static let all: [Chaff] = login + threats

    /// The chaffs of the task `taskID`, in the catalogue's order.
    static func chaffs(of taskID: String) -> [Chaff] {
        all.filter { $0.taskID == taskID }
    }

    /// The variants whose view models share a chaff's lines word for word: the boxes variant's, whose view
    /// models exercise 06 hands out, and, where their code is the same, delegation's and Observation's.
    static let boxesDelegationObservation = ["MVVMBoxes", "MVVMDelegation", "MVVMObservation"]
    /// The same three and the async variant, whose form rules and protected username read the same.
    static let boxesDelegationObservationAsync = boxesDelegationObservation + ["MVVMAsync"]
    /// The boxes and delegation variants.
    static let boxesDelegation = ["MVVMBoxes", "MVVMDelegation"]
    /// The delegation and Observation variants, whose outputs are plain properties (`message = ""`).
    static let delegationObservation = ["MVVMDelegation", "MVVMObservation"]
    /// The boxes, streams and async variants, where a method's body is the same in all three.
    static let boxesStreamsAsync = ["MVVMBoxes", "MVVMStreams", "MVVMAsync"]

    /// How one chaff's slip reads in some variants: the same edit of the chaff's file in each of them.
    ///
    /// A slip the variant's mechanism rules out has no version there; its catalogue entry says why in a
    /// comment.
    struct Version {
        /// Source folders, such as `MVVMStreams`.
        let variants: [String]
        /// Whole lines of the variant's correct source, found exactly once in the file.
        let find: String
        /// What the slip wrote instead: whole lines, possibly none.
        let replace: String

        init(_ variants: [String], find: String, replace: String) {
            self.variants = variants
            self.find = find
            self.replace = replace
        }

        init(_ variant: String, find: String, replace: String) {
            self.init([variant], find: find, replace: replace)
        }
    }

    /// A chaff made of one edit of `file`, the same in each of `variants` (source folders, such as `MVVMBoxes`).
    static func chaff(
        _ id: String, task taskID: String, _ sentence: String, in file: String, variants: [String] = ["MVVMBoxes"],
        find: String, replace: String
    ) -> Chaff {
        chaff(id, task: taskID, sentence, in: file, Version(variants, find: find, replace: replace))
    }

    /// A chaff whose slip reads differently from one variant to another: one edit of `file` per version.
    ///
    /// A variant may be in one version only.
    static func chaff(_ id: String, task taskID: String, _ sentence: String, in file: String, _ versions: Version...)
        -> Chaff
    {
        let edits = versions.flatMap { version in
            version.variants.map { ($0, [Chaff.Edit(file: file, find: version.find, replace: version.replace)]) }
        }
        return Chaff(id: id, taskID: taskID, sentence: sentence, edits: Dictionary(uniqueKeysWithValues: edits))
    }
}
