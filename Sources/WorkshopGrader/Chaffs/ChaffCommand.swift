import AppHost
import Foundation
import Variants
import WorkshopSupport

/// `workshop chaff ID SOURCE EDITED`, for maintainers: records chaff `ID`'s slip in one variant's file from a
/// copy of the file with the slip made by hand, as that file's section of `Chaffs/ID.diff`.
package struct ChaffCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "chaff",
        abstract: "for maintainers: record a chaff's slip in a variant's file from an edited copy of the file.",
        synopsis: "ID SOURCE EDITED",
        arguments: [
            .init(name: "ID", help: "The chaff, as Chaffs/chaffs.json lists it, such as login.double-tap."),
            .init(name: "SOURCE", help: "The variant's file, such as Sources/MVVMStreams/LoginViewModel.swift."),
            .init(name: "EDITED", help: "A copy of SOURCE with the slip made in it."),
        ],
        discussion: """
            To add a chaff: list it in Chaffs/chaffs.json (its id, task and sentence), copy the file of
            each variant it applies to, make the slip in the copy, and record it:
              cp Sources/MVVMBoxes/LoginViewModel.swift ~/slip.swift    (then edit the copy)
              swift run workshop chaff login.new-slip Sources/MVVMBoxes/LoginViewModel.swift ~/slip.swift
            It writes that file's hunks in Chaffs/ID.diff and keeps the other variants'. A change goes in the
            lines other chaffs of the file change, when they hold it, so they share one switch; else in the
            body around it. Record again when a chaff no longer fits its source. Then check that it fits
            (swift test) and that the kit's suite catches it (Scripts/check-chaffs.sh).
            Exit status: 0 recorded, 1 it does not fit beside the file's other chaffs or cannot be written
            (nothing written), 2 an unknown chaff, a file that is not a variant's, or a copy with no slip.

            """
    )

    /// The chaff's id.
    package let id: String
    /// The variant's file, relative to the kit.
    package let source: String
    /// The edited copy, as given.
    package let edited: String

    package init(_ arguments: ParsedArguments) {
        (id, source, edited) = (arguments.arguments[0], arguments.arguments[1], arguments.arguments[2])
    }

    package func run(console: Console) async -> Int32 {
        await inKit(console: console) { await run(console: console, kitRoot: $0) }
    }

    /// Records the slip in the kit at `kitRoot`, on a ``WorkerThread``; `EDITED` is read from the current
    /// folder.
    /// - Returns: The exit status.
    package nonisolated func run(console: Console, kitRoot: URL) async -> Int32 {
        await WorkerThread.run { self.recording(console: console, kitRoot: kitRoot) }
    }

    private nonisolated func recording(console: Console, kitRoot: URL) -> Int32 {
        do throws(Refusal) {
            console.write(try record(kitRoot: kitRoot) + "\n")
            return ExitStatus.success
        } catch {
            console.writeError("workshop chaff: \(error.message) Nothing was written.\n")
            return error.status
        }
    }

    /// Why nothing was recorded, and the exit status that says so.
    private struct Refusal: Error {
        let message: String
        var status = ExitStatus.usage
    }

    private nonisolated func record(kitRoot: URL) throws(Refusal) -> String {
        let catalogue: ChaffCatalogue
        do {
            catalogue = try ChaffCatalogue(kitRoot: kitRoot, isRecording: true)
        } catch {
            throw Refusal(message: "\(error).")
        }
        let manifest = ChaffCatalogue.folderName + "/" + ChaffCatalogue.manifestName
        guard let chaff = catalogue.all.first(where: { $0.id == id }) else {
            throw Refusal(
                message: "chaff \(id) is not in \(manifest): add it to its list first, with its task and"
                    + #" sentence: {"id": "\#(id)", "task": "06.N", "sentence": "A view model that …"}."#)
        }
        let source = Self.pathInKit(self.source, kitRoot: kitRoot)
        let parts = source.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[0] == "Sources", Variant.all.contains(where: { $0.sourceFolder == parts[1] }),
            parts[2].hasSuffix("ViewModel.swift")
        else {
            throw Refusal(
                message: "\(source) is not a variant's view model: a chaff changes Sources/VARIANT/NAMEViewModel.swift"
                    + " (variants: \(Variant.all.map(\.sourceFolder).joined(separator: ", "))).")
        }
        guard let text = try? String(contentsOf: kitRoot.appendingPathComponent(source), encoding: .utf8) else {
            throw Refusal(message: "\(source): no such file in the kit.")
        }
        let (variant, file) = (parts[1], parts[2])
        if let reason = chaff.notApplicable[variant] {
            throw Refusal(message: "\(manifest) says chaff \(id) does not apply to \(variant): \(reason)")
        }
        guard let slip = try? String(contentsOf: URL(fileURLWithPath: edited), encoding: .utf8) else {
            throw Refusal(message: "cannot read \(edited), the edited copy of \(source).")
        }
        let others = catalogue.all.filter { $0.id != id }.flatMap { other in
            (other.edits[variant] ?? []).filter {
                $0.file == file && ChaffWeaver.occurrences(of: $0.find, in: text).count == 1
            }
            .map { (chaffID: other.id, edit: $0) }
        }
        let own = (chaff.edits[variant] ?? []).filter { $0.file == file }.map(\.find)
        let hunks: [ChaffDiff.Hunk]
        do {
            hunks = try ChaffDiff.hunks(
                from: text, to: slip, variant: variant, file: file, blocks: own + others.map(\.edit.find))
        } catch {
            throw Refusal(message: "\(source): \(error).", status: ExitStatus.failure)
        }
        guard !hunks.isEmpty else {
            throw Refusal(message: "\(edited) is the same as \(source): make the slip in the copy first.")
        }
        do {
            _ = try ChaffWeaver.weave(text, edits: others + hunks.map { (id, $0.edit) }, file: source)
        } catch {
            throw Refusal(
                message: "the slip does not fit beside the other chaffs of \(source): \(error).",
                status: ExitStatus.failure)
        }
        let url = kitRoot.appendingPathComponent("\(ChaffCatalogue.folderName)/\(id).diff")
        let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        // The loader read it already, so it parses.
        var kept = (try? ChaffDiff.hunks(in: old, name: url.lastPathComponent)) ?? []
        let place = kept.firstIndex { $0.variant == variant && $0.edit.file == file } ?? kept.count
        kept.removeAll { $0.variant == variant && $0.edit.file == file }
        kept.insert(contentsOf: hunks, at: min(place, kept.count))
        let diff = ChaffDiff.text(of: kept, notes: ChaffDiff.notes(in: old)) { path in
            try? String(contentsOf: kitRoot.appendingPathComponent(path), encoding: .utf8)
        }
        do {
            try Data(diff.utf8).write(to: url, options: .atomic)
        } catch {
            throw Refusal(
                message: "\(url.path) cannot be written (\(error.localizedDescription)).", status: ExitStatus.failure)
        }
        let lines = hunks.map { $0.edit.find.count { $0 == "\n" } }.map(String.init).joined(separator: ", ")
        let count = hunks.count == 1 ? "1 hunk" : "\(hunks.count) hunks"
        return "Recorded chaff \(id) in \(ChaffCatalogue.folderName)/\(id).diff: \(count) of \(source) (\(lines)"
            + " lines). Check it with `swift test --filter Chaff`, then Scripts/check-chaffs.sh."
    }

    /// `path` relative to the kit: as given, without a leading `./`, or made relative when it is absolute.
    private nonisolated static func pathInKit(_ path: String, kitRoot: URL) -> String {
        let root = kitRoot.standardizedFileURL.path + "/"
        if path.hasPrefix("/") {
            let full = URL(fileURLWithPath: path).standardizedFileURL.path
            return full.hasPrefix(root) ? String(full.dropFirst(root.count)) : path
        }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
