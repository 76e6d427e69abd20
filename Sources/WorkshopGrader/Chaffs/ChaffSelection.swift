import Foundation
import WorkshopSupport

/// How the grader tells a run of a woven test program which chaff to turn on, so that no test can tell.
///
/// Each launch writes its choice to a one-shot file named by a fresh UUID in ``folder``, a folder nobody
/// can list (mode `0300`: a file there can be made and opened by its name, not found), and names the file
/// in `WORKSHOP_CHAFF`, which only that program's environment holds. The woven modules read it, one after
/// the other, as the program loads, before any test starts (``ChaffWeaver/switchSource``): `COUNT CHAFF`,
/// `COUNT` the woven modules still to read it, `CHAFF` empty for none; the last removes it. So a test that
/// lists the grader's folders, as a breaker's did when the files could be listed, finds no run's choice,
/// and its own is gone before it starts.
///
/// The environment and the file system pass through `swift test` unchanged (SwiftPM's
/// `TestingSupport.constructTestEnvironment` starts from the parent's environment), so the means is the
/// same on Linux, where the grader runs the test program itself, and on macOS, where SwiftPM does;
/// standard input does not pass (SwiftPM gives the test program a pipe whose other end it drops).
/// A test finds `WORKSHOP_CHAFF` naming a file that no longer exists, in every run alike: what it can still
/// observe, and why it cannot use it: DESIGN.md, "A run cannot tell what it tests".
package struct ChaffSelection: Sendable {
    /// The woven modules (``WovenPackage/modules``): each reads the choice once.
    package let modules: [String]
    /// Where the one-shot files go, made anew, unlistable, by ``init(modules:folder:)``.
    package let folder: URL

    /// A selection for the modules `modules`, its files in `folder`, which is made anew (what an earlier
    /// grade stopped before its end left there goes) with mode `0300`.
    package init(modules: [String], folder: URL) {
        self.modules = modules
        self.folder = folder
        Self.remove(folder)
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o300])
    }

    /// What one launch that turns `chaff` on (`nil`: none) is given: its environment, and the one-shot file
    /// to remove once the run has ended (its program may not have loaded far enough to remove it).
    package func launch(turningOn chaff: String?) -> TestProcess.Launch {
        let file = folder.appendingPathComponent(UUID().uuidString)
        // Written in place, not beside and renamed: the folder cannot be listed, only written in. A file
        // that cannot be written leaves the choice unread: the run is then the correct one, which the
        // decoys' check catches as a test that fails without a chaff.
        try? Data("\(modules.count) \(chaff ?? "")".utf8).write(to: file)
        return TestProcess.Launch(environment: ["WORKSHOP_CHAFF": file.path], oneShotFile: file)
    }

    /// Removes the folder and what is left in it, once every run has ended: an unlistable folder that is
    /// not empty would stop `rm -rf .build`.
    package func finish() {
        Self.remove(folder)
    }

    private static func remove(_ folder: URL) {
        let manager = FileManager.default
        try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        try? manager.removeItem(at: folder)
    }
}
