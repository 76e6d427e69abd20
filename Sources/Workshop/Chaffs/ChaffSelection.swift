import Foundation

/// How the grader tells a run of a woven test program which chaff to turn on, so that no test can tell.
///
/// Every run, correct, decoy or broken, gets `WORKSHOP_CHAFF` set to a fresh token (a UUID, the same
/// length every time), and for each woven module a file `TOKEN-MODULE` in ``folder`` holds the chaff's
/// id, or nothing. Each woven module reads its file and deletes it as the program loads
/// (``ChaffWeaver/switchSource(selections:module:)``), before any test starts. What a test can still
/// observe, and why it cannot use it: DESIGN.md, "A run cannot tell what it tests".
struct ChaffSelection: Sendable {
    /// Where the selections wait for their runs.
    let folder: URL
    /// The woven modules (``WovenPackage/modules``): each reads a selection of its own.
    let modules: [String]

    /// The environment for one launch that turns `chaff` on (`nil`: none), its selection written.
    ///
    /// Call it for each launch: the program deletes its selection as it loads, and a run the supervisor
    /// starts again (after a crash or a hang) needs its own.
    func environment(turningOn chaff: String?) -> [String: String] {
        let token = UUID().uuidString
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in modules {
            try? Data((chaff ?? "").utf8).write(to: folder.appendingPathComponent("\(token)-\(module)"))
        }
        return ["WORKSHOP_CHAFF": token]
    }

    /// Removes selections no program read (one that did not start).
    func removeLeftovers() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
