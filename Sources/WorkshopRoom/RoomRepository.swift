import Foundation
import WorkshopSupport

/// The room's data on the instructor's laptop: a bare git repository, `room.git` in the room's folder,
/// holding one ref per attendee (`refs/room/ana`), each a history of `progress.json` files.
///
/// What it accepts is set with git's own settings and a pre-receive hook (``RoomPushCheck``), so that
/// `git daemon` can serve it to the room with nothing else in front:
/// - `receive.denyDeletes`, `receive.denyNonFastForwards`: git applies these to `refs/heads/` only, so
///   they do not protect `refs/room/`: the hook refuses a deletion, and a push whose old commit is not an
///   ancestor of its new one (a force push);
/// - `uploadpack.hideRefs refs/room`: should a fetch ever be served, no attendee's ref is listed by it
///   (``RoomServer`` serves none: a push lists the names and their commits, and nothing can fetch them);
/// - `receive.maxInputSize`: a push over 32 MiB is cut off before anything is stored (a smaller one that is
///   not a progress file is refused by the hook, in words);
/// - `receive.fsckObjects`: malformed objects are refused;
/// - `receive.advertisePushOptions`: a push sends the name's key as an option, which git hands the hook and
///   never stores.
package struct RoomRepository {
    /// The room's folder (its repository is ``repository``).
    package let folder: URL

    /// `room.git`, inside ``folder``.
    package var repository: URL { folder.appendingPathComponent("room.git") }

    /// git, run in ``repository``.
    package var git: Git { Git(folder: repository) }

    /// The room's repository at `folder`.
    package init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// Makes the repository if there is none, and sets what it accepts, the hook that runs
    /// `checker room check-push` included (made again each time, so that it names this kit's program).
    /// - Throws: ``RoomProgress/Refusal`` saying what failed (git missing, a folder that cannot be written).
    package func prepare(checker: URL) throws(RoomProgress.Refusal) {
        guard Git.onPath() != nil else {
            throw RoomProgress.Refusal("git is not installed (the room is a git repository)")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RoomProgress.Refusal("cannot make the room's folder \(folder.path): \(error.localizedDescription)")
        }
        if !FileManager.default.fileExists(atPath: repository.appendingPathComponent("HEAD").path) {
            guard Git(folder: folder).run(["init", "--quiet", "--bare", repository.path])?.status == 0 else {
                throw RoomProgress.Refusal("cannot make a git repository in \(repository.path)")
            }
        }
        let settings = [
            ("receive.denyDeletes", "true"), ("receive.denyNonFastForwards", "true"),
            ("uploadpack.hideRefs", "refs/room"), ("receive.maxInputSize", "33554432"),
            ("receive.fsckObjects", "true"), ("daemon.receivepack", "true"), ("gc.auto", "0"),
            ("receive.advertisePushOptions", "true"),
        ]
        for (key, value) in settings where git.run(["config", key, value])?.status != 0 {
            throw RoomProgress.Refusal("cannot set \(key) in \(repository.path)")
        }
        // Before anything is kept: git holds a push's objects aside until this hook passes, so a refused
        // push leaves nothing in the room.
        let hook = repository.appendingPathComponent("hooks/pre-receive")
        try? FileManager.default.removeItem(at: repository.appendingPathComponent("hooks/update"))
        let script = """
            #!/bin/sh
            # Made by `workshop room serve`: the kit checks every ref a push to the room would change.
            exec \(Self.shellQuoted(checker.path)) room check-push

            """
        do {
            try FileManager.default.createDirectory(
                at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(script.utf8).write(to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
            // `git daemon` serves only repositories that say they may be served.
            try Data().write(to: repository.appendingPathComponent("git-daemon-export-ok"))
        } catch {
            throw RoomProgress.Refusal("cannot write the room's hook in \(hook.path): \(error.localizedDescription)")
        }
    }

    /// Every attendee's latest progress, by name; a file that cannot be read is left out.
    ///
    /// One `for-each-ref` and one `cat-file --batch`, however many attendees.
    package func attendees() -> [RoomProgress] {
        guard let refs = git.run(["for-each-ref", "--format=%(refname)", "refs/room/"]), refs.status == 0 else {
            return []
        }
        let names = refs.output.split(separator: "\n").map { String($0) }
        guard !names.isEmpty else { return [] }
        let request = names.map { "\($0):progress.json\n" }.joined()
        guard let batch = git.run(["cat-file", "--batch"], input: Data(request.utf8)), batch.status == 0 else {
            return []
        }
        return Self.blobs(inBatchOutput: Data(batch.output.utf8)).compactMap { try? RoomProgress(checking: $0) }
    }

    /// The contents of the objects in `cat-file --batch` output: `<sha> blob <size>\n<bytes>\n` each, or
    /// `<name> missing\n`.
    static func blobs(inBatchOutput output: Data) -> [Data] {
        var blobs: [Data] = []
        var index = output.startIndex
        while index < output.endIndex {
            guard let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            index = output.index(after: newline)
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
                output.distance(from: index, to: output.endIndex) >= size
            else { continue }
            let end = output.index(index, offsetBy: size)
            blobs.append(output[index..<end])
            index = min(output.endIndex, output.index(after: end))
        }
        return blobs
    }

    /// `text` in single quotes for `sh`.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
