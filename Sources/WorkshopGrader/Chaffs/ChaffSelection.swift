import Foundation
import WorkshopSupport

/// How the grader tells a run of a woven test program which chaff to turn on, so that no test can tell.
///
/// The choice goes down a pipe on the program's standard input, which only that program holds, and which
/// the woven modules read, one after the other, as the program loads, before any test starts
/// (``ChaffWeaver/switchSource``): `COUNT CHAFF`, `COUNT` the woven modules, `CHAFF` empty for none. Every
/// run, correct, decoy or broken, also gets `WORKSHOP_CHAFF` set to a fresh UUID, the same kind of value
/// in every run, so a test that reads it fails in the correct run. What a test can still observe, and why
/// it cannot use it: DESIGN.md, "A run cannot tell what it tests".
package struct ChaffSelection: Sendable {
    /// The woven modules (``WovenPackage/modules``): each reads the choice once.
    package let modules: [String]

    /// What one launch that turns `chaff` on (`nil`: none) is given: its standard input and environment.
    package func launch(turningOn chaff: String?) -> TestProcess.Launch {
        TestProcess.Launch(
            input: Data("\(modules.count) \(chaff ?? "")".utf8), environment: ["WORKSHOP_CHAFF": UUID().uuidString])
    }
}
