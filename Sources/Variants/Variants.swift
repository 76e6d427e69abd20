import AppHost
import MVC

extension Variant {
    /// Every variant of the app, in the order the workshop teaches them.
    ///
    /// The tools and the conformance suite take their list from here: adding a variant is one line.
    public static let all: [Variant] = [
        Variant(
            id: "mvc", name: "MVC", sourceFolder: "MVC",
            makeRootViewController: MVC.ThreatWatchApp.makeRootViewController)
    ]

    /// The variant with this id, or `nil`.
    public static func named(_ id: String) -> Variant? {
        all.first { $0.id == id }
    }
}
