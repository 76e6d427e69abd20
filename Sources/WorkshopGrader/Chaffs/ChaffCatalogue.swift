import Foundation
import WorkshopSupport

/// Every chaff, as the kit keeps them in `Chaffs/`: exercise 06 grades an attendee's tests with them, and CI
/// checks that the kit's own suite catches each one in every variant it applies to
/// (`Scripts/check-chaffs.sh`).
///
/// The folder holds data, no code: `chaffs.json` lists each chaff in order, with its id, task and sentence,
/// and the variants it does not apply to with the reason:
///
///     {"chaffs": [{"id": "login.double-tap", "task": "06.4",
///                  "sentence": "A view model that signs in twice when Authenticate is tapped twice"}]}
///
/// and `ID.diff` is its slip, a unified diff of the variants' sources (``ChaffDiff``). When a source
/// changes, a hunk may no longer fit: weaving then fails, naming the chaff, the file and the hunk
/// (``ChaffWeaver/Drift``), and `workshop chaff` records it again from an edited copy of the source.
package struct ChaffCatalogue: Sendable {
    /// Why the folder cannot be read: the file (and line) and what is wrong, in words.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The folder's path in the kit.
    package static let folderName = "Chaffs"
    /// The manifest's name in the folder.
    package static let manifestName = "chaffs.json"

    /// Every chaff, in the manifest's order.
    package let all: [Chaff]

    /// One entry of the manifest.
    private struct Entry: Decodable {
        let id: String
        let task: String
        let sentence: String
        let notApplicable: [String: String]?
    }

    private struct Manifest: Decodable {
        let chaffs: [Entry]
    }

    /// Reads the kit's chaffs, from `Chaffs/` in `kitRoot`; `isRecording` as for ``init(folder:isRecording:)``.
    /// - Throws: ``Problem`` when the manifest or a diff cannot be read or does not fit the other.
    package init(kitRoot: URL, isRecording: Bool = false) throws(Problem) {
        try self.init(folder: kitRoot.appendingPathComponent(Self.folderName), isRecording: isRecording)
    }

    /// Reads the chaffs in `folder`, named `Chaffs/` in messages.
    /// - Parameters:
    ///   - folder: The folder.
    ///   - isRecording: Whether chaffs are being recorded (`workshop chaff`): a chaff listed with no diff yet
    ///     then has no edits, rather than being refused.
    /// - Throws: ``Problem`` naming the file: the manifest missing or not in its format, an id listed twice
    ///   or not a plain name, a chaff with no diff or a diff no chaff lists, a diff that does not parse or
    ///   changes nothing, one that changes a variant the manifest says the chaff does not apply to, or a
    ///   chaff with no slip in a variant other chaffs are made in and no reason why (unless recording).
    package init(folder: URL, isRecording: Bool = false) throws(Problem) {
        let name = Self.folderName + "/"
        let manifestPath = name + Self.manifestName
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(Self.manifestName).path)
        else { throw Problem(description: "\(manifestPath): missing; it lists the chaffs") }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw Problem(description: manifestPath + Self.whatIsWrong(with: data, decoding: error))
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let listed = Set(manifest.chaffs.map(\.id))
        if let stray = files.sorted().first(where: { $0.hasSuffix(".diff") && !listed.contains(String($0.dropLast(5))) }
        ) {
            throw Problem(
                description: "\(name)\(stray): no chaff in \(Self.manifestName) has its id; list it or remove it")
        }
        var chaffs: [Chaff] = []
        for entry in manifest.chaffs {
            guard !entry.id.isEmpty, entry.id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
            else {
                throw Problem(
                    description: "\(manifestPath): \"\(entry.id)\" is not a chaff id (letters, digits, . and -)")
            }
            guard !chaffs.contains(where: { $0.id == entry.id }) else {
                throw Problem(description: "\(manifestPath): chaff \(entry.id) is listed twice")
            }
            let diffPath = name + entry.id + ".diff"
            let diff = try? String(contentsOf: folder.appendingPathComponent(entry.id + ".diff"), encoding: .utf8)
            guard diff != nil || isRecording else {
                throw Problem(description: "\(diffPath): missing; \(Self.manifestName) lists chaff \(entry.id)")
            }
            let hunks = try ChaffDiff.hunks(in: diff ?? "", name: diffPath)
            guard !hunks.isEmpty || isRecording else {
                throw Problem(description: "\(diffPath): changes nothing")
            }
            let notApplicable = entry.notApplicable ?? [:]
            if let variant = hunks.map(\.variant).first(where: { notApplicable[$0] != nil }) {
                throw Problem(
                    description: "\(diffPath): changes \(variant), which \(Self.manifestName) says chaff \(entry.id)"
                        + " does not apply to")
            }
            chaffs.append(
                Chaff(
                    id: entry.id, taskID: entry.task, sentence: entry.sentence,
                    edits: Dictionary(grouping: hunks, by: \.variant).mapValues { $0.map(\.edit) },
                    notApplicable: notApplicable))
        }
        // Each chaff is made in every variant any chaff is made in, or says why it cannot be.
        let variants = Set(chaffs.flatMap(\.edits.keys))
        for chaff in chaffs where !isRecording {
            let missing = variants.subtracting(chaff.edits.keys).subtracting(chaff.notApplicable.keys).sorted()
            guard let first = missing.first else { continue }
            throw Problem(
                description: "\(name)\(chaff.id).diff: has no slip in \(missing.joined(separator: ", ")), and"
                    + " \(Self.manifestName) does not say why: record it there with `swift run workshop chaff`, or add"
                    + " \"notApplicable\": {\"\(first)\": \"why the slip cannot be made there\"} to chaff \(chaff.id)")
        }
        all = chaffs
    }

    /// Where and how `data` is not a manifest: `:LINE:COLUMN: not JSON …` for a syntax error (as
    /// `JSONSerialization` places it), else what is missing or of the wrong type, by its place.
    private static func whatIsWrong(with data: Data, decoding error: any Error) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let (line, column) = Self.place(ofSyntaxError: said, in: data) else { return ": not JSON (\(said))" }
            return ":\(line):\(column): not JSON (\(said)); a list reads {\"chaffs\": [{\"id\": …}, …]}"
        }
        func place(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return
                ": \(place(context.codingPath).isEmpty ? "the file" : place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return ": \(place(context.codingPath)) is not what a chaff has there (\(context.debugDescription))"
        default:
            return ": not a list of chaffs (\(error))"
        }
    }

    /// Where `JSONSerialization`'s message `said` places a syntax error in `data`: its line and column, from 1;
    /// `nil` when the message names no place.
    ///
    /// Darwin's Foundation says the line and column ("… around line 3, column 5."), Linux's the offset of
    /// the byte ("… around character 41.").
    package static func place(ofSyntaxError said: String, in data: Data) -> (line: Int, column: Int)? {
        if let place = said.firstMatch(of: /line ([0-9]+), column ([0-9]+)/),
            let line = Int(place.output.1), let column = Int(place.output.2)
        {
            return (line, column)
        }
        guard let offset = said.firstMatch(of: /character ([0-9]+)/).flatMap({ Int($0.output.1) }) else { return nil }
        let before = data.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        return (line, offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1)
    }

    /// The chaffs of the task `taskID`, in the manifest's order.
    package func chaffs(of taskID: String) -> [Chaff] {
        all.filter { $0.taskID == taskID }
    }
}
