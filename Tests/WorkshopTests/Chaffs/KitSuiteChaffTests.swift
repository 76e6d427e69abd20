import AppHost
import Foundation
import TestSupport
import Testing
import Variants

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// The kit's own suite against every chaff of the catalogue: each variant's view-model tests and the
/// conformance suite must catch every chaff that applies to the variant.
///
/// Every variant's chaffs are woven into one copy of the kit under `.build/chaff-kit`, built once; the test
/// program then runs once with no chaff (everything passes) and once per (variant, chaff), filtered to
/// `<Variant>Tests` and `ConformanceTests`, two at a time. It builds the whole kit again, which takes
/// minutes, so it runs only with `WORKSHOP_CHECK_CHAFFS=1`: `Scripts/check-chaffs.sh`, which CI calls.
@Suite(
    "The kit's suite against the chaffs",
    .runsWith("WORKSHOP_CHECK_CHAFFS", "it runs the kit's suite against every chaff, for minutes")
)
struct KitSuiteChaffTests {
    @Test("Every chaff is caught by the kit's suite in every variant it applies to")
    func everyChaffIsCaught() throws {
        let kit = TestFiles.repository
        let catalogue = try ChaffCatalogue.kit()
        let copy = kit.appendingPathComponent(".build/chaff-kit/ThreatWatchWorkshop")
        let variants = Set(catalogue.all.flatMap(\.edits.keys)).sorted()
        var woven: [String: String] = [:]
        for chaff in catalogue.all {
            for (variant, edits) in chaff.edits {
                for edit in edits { woven["Sources/\(variant)/\(edit.file)"] = variant }
            }
        }
        let package = WovenPackage(source: kit, destination: copy, woven: woven, chaffs: catalogue.all)
        do {
            try package.make()
        } catch let drift as ChaffWeaver.Drift {
            Issue.record("A chaff no longer fits the kit's source: \(drift)")
            return
        }

        let scratch = copy.appendingPathComponent(".build")
        let builder = PackageBuilder(buildFolder: scratch, fallbackFolder: scratch, relativePath: { $0 })
        if case .failed(let diagnostics) = builder.build(copy) {
            Issue.record(
                "The kit with its chaffs woven in does not build:\n\(diagnostics.errors.joined(separator: "\n"))")
            return
        }
        let program = scratch.appendingPathComponent("debug/ThreatWatchWorkshopPackageTests.xctest")
        let selection = ChaffSelection(
            modules: package.modules, folder: scratch.appendingPathComponent("chaff-selections"))
        defer { selection.finish() }
        func run(_ variant: String, chaff: String?) -> TestRunSupervisor.Result {
            var launcher = TestProcess(
                executable: program,
                arguments: [
                    "--testing-library", "swift-testing", "--filter", "^(\(variant)Tests|ConformanceTests)\\.",
                ],
                scratchFolder: scratch)
            launcher.eachLaunch = { selection.launch(turningOn: chaff) }
            return TestRunSupervisor(
                launcher: launcher, secondsPerTest: 30, exerciseFolder: copy.path, relativePath: { $0 }
            ).run()
        }

        var summary: [String] = []
        for variant in variants {
            let name = Variant.all.first { $0.sourceFolder == variant }?.id ?? variant
            let correct = run(variant, chaff: nil)
            let failing = correct.outcomes.filter { !$0.value.isPassed }.keys.sorted()
            #expect(correct.problem == nil && failing.isEmpty, "\(name): fails with no chaff: \(failing)")
            #expect(
                correct.outcomes.keys.contains { $0.hasPrefix("\(variant)Tests.") },
                "\(name): the filter should find the variant's own tests")
            let chaffs = catalogue.all.filter { $0.edits[variant] != nil }
            let caught = ParallelRuns.map(chaffs, width: Grader.chaffRunsAtOnce) { chaff, _ in
                run(variant, chaff: chaff.id).outcomes.values.contains(where: Grader.catches)
            }
            for (chaff, isCaught) in zip(chaffs, caught) where !isCaught {
                Issue.record("\(name): the kit's suite does not catch \(chaff.id): \(chaff.sentence)")
            }
            summary.append("caught \(caught.count { $0 }) of \(chaffs.count) chaffs in \(name)")
        }
        print("Kit suite: " + summary.joined(separator: ", "))
    }
}
