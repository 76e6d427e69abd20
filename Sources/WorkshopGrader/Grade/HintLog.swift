import Foundation
import ThreatKit

/// Which hints' first step an attendee has read, so that asking again shows the code: the task ids, in
/// `.workshop-hints.json` at the kit's root (git ignores it), as `{"shown": ["01.2"]}`.
///
/// A file that cannot be read counts as none read (the first step again), and one that cannot be written
/// is not said: a hint is never refused for it.
package struct HintLog {
    /// The file's name at the kit's root.
    package static let fileName = ".workshop-hints.json"

    /// The file.
    package let url: URL

    /// The log of the kit at `kitRoot`.
    package init(kitRoot: URL) {
        url = kitRoot.appendingPathComponent(Self.fileName)
    }

    private struct Contents: Codable {
        var shown: [String]
    }

    /// The task ids whose first step was shown; empty when the file is missing or unreadable.
    package var shown: Set<String> {
        guard let data = FileManager.default.contents(atPath: url.path),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return [] }
        return Set(contents.shown)
    }

    /// Notes that the first step of `id`'s hint was shown.
    package func noteShown(_ id: String) {
        let contents = Contents(shown: (shown.union([id])).sorted())
        guard let data = try? JSONEncoder().encode(contents) else { return }
        try? AtomicFile().write(data, to: url)
    }
}
