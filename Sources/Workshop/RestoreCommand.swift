import Foundation
import ThreatKit

/// `workshop restore-dismissed`: brings back every threat dismissed with swipe-to-delete.
enum RestoreCommand {
    @MainActor
    static func run(_ arguments: [String], console: Console) -> Int32 {
        var folder: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                console.write(HelpText.restore)
                return ExitStatus.success
            case "--data-dir":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    console.writeError("workshop restore-dismissed: --data-dir needs a folder\n")
                    return ExitStatus.usage
                }
                folder = value
            default:
                console.writeError(
                    "workshop restore-dismissed: unknown argument \"\(argument)\"\nRun `workshop restore-dismissed --help` for usage.\n"
                )
                return ExitStatus.usage
            }
        }
        let directory = folder.map { URL(fileURLWithPath: $0) } ?? DismissedThreatsStore.defaultDirectory()
        let store = DismissedThreatsStore(directory: directory)
        for problem in store.problems { console.writeError("workshop restore-dismissed: note: \(problem)\n") }
        let path = store.fileURL?.path ?? directory.path
        let problemsBefore = store.problems.count
        let count = store.restoreAll()
        if let failure = store.problems.dropFirst(problemsBefore).first {
            console.writeError("workshop restore-dismissed: \(failure)\n")
            return ExitStatus.failure
        }
        console.write(
            count == 0
                ? "No threat was dismissed (\(path)).\n"
                : "Restored \(count) dismissed threat\(count == 1 ? "" : "s") (\(path)).\n"
        )
        return ExitStatus.success
    }
}
