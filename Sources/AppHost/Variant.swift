import HeadlessUI
import ThreatKit

/// One way of writing the app (MVC, MVVM with boxes, …), as the tools and tests see it.
///
/// Tools never look inside a variant: they build its first screen from an environment and then
/// act on widgets, so the same scripts and scenarios hold every variant to the same contract.
public struct Variant: Identifiable, Sendable, CustomStringConvertible {
    /// What users type after `--variant`, such as `mvc` or `mvvm-boxes`.
    public let id: String
    /// The pattern's name for people, such as "MVC" or "MVVM with boxes".
    public let name: String
    /// The variant's source folder under `Sources/`, such as `MVC`.
    public let sourceFolder: String
    /// Builds the window's root view controller for one run of the app.
    public let makeRootViewController: @MainActor @Sendable (AppEnvironment) -> ViewController

    /// Describes a variant.
    public init(
        id: String,
        name: String,
        sourceFolder: String,
        makeRootViewController: @escaping @MainActor @Sendable (AppEnvironment) -> ViewController
    ) {
        self.id = id
        self.name = name
        self.sourceFolder = sourceFolder
        self.makeRootViewController = makeRootViewController
    }

    /// The id, which is how test reports and messages name a variant.
    public var description: String { id }
}
