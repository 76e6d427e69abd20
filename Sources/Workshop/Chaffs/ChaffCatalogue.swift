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
    /// The boxes and delegation variants.
    static let boxesDelegation = ["MVVMBoxes", "MVVMDelegation"]

    /// A chaff made of one edit of `file`, the same in each of `variants` (source folders, such as `MVVMBoxes`).
    static func chaff(
        _ id: String, task taskID: String, _ sentence: String, in file: String, variants: [String] = ["MVVMBoxes"],
        find: String, replace: String
    ) -> Chaff {
        let edit = Chaff.Edit(file: file, find: find, replace: replace)
        return Chaff(
            id: id, taskID: taskID, sentence: sentence,
            edits: Dictionary(uniqueKeysWithValues: variants.map { ($0, [edit]) }))
    }
}
