import HeadlessUI
import ThreatKit

/// One way of writing the app (MVC, MVVM with boxes, …), as the tools and tests see it.
///
/// Tools never look inside a variant: they build its first screen from an environment and then
/// act on widgets, so the same scripts and scenarios hold every variant to the same contract. What
/// the tools and the architecture tests need to know about a variant's files is declared here, in
/// the registry (`Variant.all`), and nowhere else.
public struct Variant: Identifiable, Sendable, CustomStringConvertible {
    /// Who turns model data into what a screen shows.
    public enum Presenter: Sendable {
        /// The view controllers do it themselves (MVC): the variant has no view models.
        case viewController
        /// View models do it, and the view controllers only bind them to widgets (MVVM). The variant has
        /// the view-model roles (``Variant/viewModelFiles``) and the files every MVVM variant shares
        /// byte for byte (``Variant/sharedMVVMFiles``).
        case viewModel
    }

    /// What the screens are written as.
    public enum Views: Sendable {
        /// View controllers, UIKit's shape (on HeadlessUI): the roles are ``Variant/viewControllerFiles``.
        case viewControllers
        /// View structs with a `body`, SwiftUI's shape (on HeadlessSwiftUI): the roles are
        /// ``Variant/swiftUIViewFiles``.
        case swiftUI
    }

    /// What users type after `--variant`, such as `mvc` or `mvvm-boxes`.
    public let id: String
    /// The pattern's name for people, such as "MVC" or "MVVM with boxes".
    public let name: String
    /// The variant's source folder under `Sources/`, such as `MVC`.
    public let sourceFolder: String
    /// Who presents: the view controllers (MVC) or view models (MVVM).
    public let presenter: Presenter
    /// What the screens are written as: view controllers or SwiftUI views.
    public let views: Views
    /// The files in ``sourceFolder`` that carry changes from view model to view: the binding mechanism.
    ///
    /// Such as `Box.swift`; empty for a variant without one. `workshop compare` counts their lines and
    /// the architecture tests check that each exists.
    public let bindingFiles: [String]
    /// The id of the variant the handout shows this one against, or `nil` for the first variant taught.
    ///
    /// The handout (`workshop compare --html`) shows the two as diffs of same-role files, in the order of
    /// `Variant.all`, which is the order the workshop teaches.
    public let comparedWith: String?
    /// Whether the screens change in tasks (Swift concurrency: a `for await` over an output) rather than
    /// within the call that changed them.
    ///
    /// ``AppDriver`` then lets the main actor turn after every event (each keystroke, each moment of a
    /// wait), as a run loop would, before it looks (``VirtualScheduler/advanceSettling(by:)``); for the
    /// other variants those turns would change nothing and only cost time.
    public let changesScreensInTasks: Bool
    /// Builds the window's root view controller for one run of the app.
    public let makeRootViewController: @MainActor @Sendable (AppEnvironment) -> ViewController

    /// Describes a variant.
    ///
    /// The defaults of `presenter`, `views`, `bindingFiles` and `comparedWith` suit an app built outside the
    /// registry (an exercise's), which no tool measures or compares; `changesScreensInTasks` defaults to
    /// `true`, the way that drives any app right.
    public init(
        id: String,
        name: String,
        sourceFolder: String,
        presenter: Presenter = .viewModel,
        views: Views = .viewControllers,
        bindingFiles: [String] = [],
        comparedWith: String? = nil,
        changesScreensInTasks: Bool = true,
        makeRootViewController: @escaping @MainActor @Sendable (AppEnvironment) -> ViewController
    ) {
        self.id = id
        self.name = name
        self.sourceFolder = sourceFolder
        self.presenter = presenter
        self.views = views
        self.bindingFiles = bindingFiles
        self.comparedWith = comparedWith
        self.changesScreensInTasks = changesScreensInTasks
        self.makeRootViewController = makeRootViewController
    }

    /// The id, which is how test reports and messages name a variant.
    public var description: String { id }

    /// The roles every variant has, one file each: the three screens' controllers and the entry point.
    public static let viewControllerFiles = [
        "LoginViewController.swift", "ThreatsViewController.swift", "ThreatDetailViewController.swift",
        "ThreatWatchApp.swift",
    ]

    /// The roles a variant whose screens are SwiftUI views has instead: the three screens' views and the app.
    public static let swiftUIViewFiles = [
        "LoginView.swift", "ThreatsView.swift", "ThreatDetailView.swift", "ThreatWatchApp.swift",
    ]

    /// The roles an MVVM variant adds: its view models and the formatting they share.
    public static let viewModelFiles = [
        "LoginViewModel.swift", "ThreatsViewModel.swift", "ThreatCellViewModel.swift",
        "ThreatDetailViewModel.swift", "ThreatFormatting.swift",
    ]

    /// The files that are the same, byte for byte, in every MVVM variant that has their role.
    ///
    /// What a row and the detail screen show does not depend on the binding, so the patterns differ only
    /// in the other files. They are the first MVVM variant's: `workshop copies --write` writes them in the
    /// others, and CI checks them, so testing one copy tests them all.
    public static let sharedMVVMFiles = [
        "ThreatFormatting.swift", "ThreatCellViewModel.swift", "ThreatDetailViewModel.swift",
        "ThreatDetailViewController.swift",
    ]

    /// The files of its screens and its entry point: ``viewControllerFiles`` or ``swiftUIViewFiles``.
    public var viewFiles: [String] {
        switch views {
        case .viewControllers: Self.viewControllerFiles
        case .swiftUI: Self.swiftUIViewFiles
        }
    }

    /// This variant's file with the role `file` has in `other`: `LoginView.swift` for `other`'s
    /// `LoginViewController.swift` when one has SwiftUI views and the other view controllers; else `file`.
    public func file(withRoleOf file: String, in other: Variant) -> String {
        guard let index = other.viewFiles.firstIndex(of: file) else { return file }
        return viewFiles[index]
    }

    /// The UI modules a variant's screens may import, and nothing else of it may.
    public static let uiModules = ["HeadlessUI", "HeadlessSwiftUI"]

    /// The roles this variant has a file for: its views, and its view models if it has them.
    public var roleFiles: [String] {
        switch presenter {
        case .viewController: viewFiles
        case .viewModel: viewFiles + Self.viewModelFiles
        }
    }
}
