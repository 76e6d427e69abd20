import Testing

@testable import MVC

/// The MVC threats screen's formatting rules.
///
/// In MVC, a formatting rule is a static helper on a view controller: testable alone only because it
/// happens not to touch the screen. Compare with the view-model tests of the MVVM variants.
@MainActor
@Suite("MVC: formatting in ThreatsViewController")
struct ThreatsViewControllerTests {
    @Test(
        "Distances round to the nearest 10 m, then read in metres or kilometres",
        arguments: [
            (0.0, "0 m"), (4, "0 m"), (5, "10 m"), (350, "350 m"), (994, "990 m"), (995, "1.0 km"),
            (1_044, "1.0 km"), (1_049, "1.1 km"), (1_250, "1.3 km"), (9_999, "10.0 km"), (12_345, "12.4 km"),
            (20_037_509, "20037.5 km"),
        ]
    )
    func distance(meters: Double, text: String) {
        #expect(ThreatsViewController.distanceText(meters: meters) == text)
    }

    @Test("Levels read in capitals")
    func levels() {
        #expect(ThreatsViewController.levelText(.moderate) == "MODERATE")
    }
}
