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

    /// A chaff of the MVVM-with-boxes variant (`Sources/MVVMBoxes`), whose view models exercise 06 hands out.
    static func boxes(
        _ id: String, task taskID: String, _ sentence: String, in file: String, find: String, replace: String
    ) -> Chaff {
        Chaff(
            id: id, taskID: taskID, sentence: sentence,
            edits: ["MVVMBoxes": [Chaff.Edit(file: file, find: find, replace: replace)]])
    }
}
