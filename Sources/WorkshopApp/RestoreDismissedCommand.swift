import Foundation
import ThreatKit
import WorkshopSupport

/// `workshop restore-dismissed`: brings back every threat dismissed with swipe-to-delete.
package struct RestoreDismissedCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "restore-dismissed",
        abstract: "bring back every threat dismissed with swipe-to-delete.",
        options: [
            .value(.dataDir, "DIR", "The data folder to restore; by default \(HelpText.defaultDataFolder).")
        ]
    )

    /// `--data-dir`: the folder to restore, or `nil` for the default one.
    package let folder: String?

    package init(_ arguments: ParsedArguments) {
        folder = arguments.value(.dataDir)
    }

    package func run(console: Console) -> Int32 {
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
