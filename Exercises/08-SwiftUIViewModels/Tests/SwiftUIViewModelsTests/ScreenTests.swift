import AppHost
import Conformance
import Foundation
import HeadlessSwiftUI
import Observation
import TestSupport
import Testing
import ThreatKit

@testable import SwiftUIViewModels

/// The views are done when they only lay out, keep their view models where SwiftUI keeps state, and the
/// app behaves exactly as the kit's: its own scenarios, run on this exercise's app.
@MainActor
@Suite("08.4 Views that only lay out, and keep their view models", .settlesItsOwnTasks)
struct ScreenTests {
    @Test("LoginView.swift and ThreatsView.swift hold no rule: they read their view models and hand them events")
    func noRulesLeft() throws {
        // One issue a leftover, so that one run shows all that is left to move.
        for leftover in try ViewSources.leftovers() { Issue.record("\(leftover)") }
    }

    @Test("On screen, the views keep in @State only their view models, the focus and the detail that is up")
    func keptStates() async throws {
        let app = AppDriver(variant: .exercise, configuration: AppConfiguration(threats: TestEnvironment.threats(3)))
        await app.settle()
        var kept = Self.keptStateNames(in: app)
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        kept += Self.keptStateNames(in: app)
        for name in kept where !ViewSources.allowedKeptStates.contains(name) {
            let file = name.hasPrefix("ThreatsView.") ? ViewSources.threatsView : ViewSources.loginView
            let message =
                "\(file) keeps \(name) in its state: the state belongs in its view model (README.md, task 08.4)"
            Issue.record("\(message)")
        }
    }

    @Test("LoginView keeps one view model, made once, when its parent's body is evaluated again")
    func loginViewKeepsItsViewModel() async throws {
        let parent = Parent()
        let app = AppDriver(variant: .exercise(under: parent), configuration: AppConfiguration(threats: []))
        let reference = AppDriver(variant: .exercise, configuration: AppConfiguration(threats: []))
        await app.settle()
        await reference.settle()
        let first = Self.viewModel(of: "LoginView", in: app)
        try await app.type("analyst", into: "username")
        try await reference.type("analyst", into: "username")
        parent.redraw()
        await app.settle()
        guard (try? app.text(of: "username")) == "analyst" else {
            Issue.record(
                """
                \(ViewSources.loginView): LoginView's parent ran its body again, making a new LoginView, and the \
                typed username is gone: it shows a new view model. Keep it in @State, set once in init: \
                _viewModel = State(initialValue: …) (README.md, task 08.4)
                """)
            return
        }
        Self.expectKept(first, by: "LoginView", in: app)
        try await app.wait(5)
        try await reference.wait(5)
        #expect(
            try app.text(of: "accessCode") == reference.text(of: "accessCode"),
            """
            \(ViewSources.loginViewModel): 5 s later the access code differs from the app's without the redraw: \
            the view model made and dropped drew codes. Its init must start nothing; the view's .task calls \
            showAccessCodes() (README.md, task 08.4)
            """)
    }

    @Test("ThreatsView keeps one view model, made once, when the screen under it is drawn again")
    func threatsViewKeepsItsViewModel() async throws {
        let parent = Parent()
        let app = AppDriver(
            variant: .exercise(under: parent), configuration: AppConfiguration(threats: TestEnvironment.threats(25)))
        await app.settle()
        try await app.type("analyst", into: "username")
        try await app.type("Swift", into: "password")
        try await app.tap("authenticate")
        try await app.wait(3)
        guard app.topViewController?.title == "Nearby Threats", (try? app.rows().count) == 10 else {
            let message = "Signing in (analyst, Swift, 3 s) should show the list's first 10 rows; the screen showed:\n"
            Issue.record("\(message)\(app.screen())")
            return
        }
        let first = Self.viewModel(of: "ThreatsView", in: app)
        let login = app.navigationStack.first.flatMap { ($0 as? any ViewHosting)?.keptStates }
        let loginViewModel = login?.first { $0.name == "LoginView.viewModel" }.map {
            ObjectIdentifier($0.value as AnyObject)
        }
        parent.redraw()
        await app.settle()
        let loginAfter = app.navigationStack.first.flatMap { ($0 as? any ViewHosting)?.keptStates }
        let loginKept =
            loginViewModel != nil
            && loginAfter?.first { $0.name == "LoginView.viewModel" }.map { ObjectIdentifier($0.value as AnyObject) }
                == loginViewModel
        guard (try? app.rows().count) == 10 else {
            Issue.record(
                """
                \(loginKept ? ViewSources.threatsView : ViewSources.loginView): the list lost its rows when the sign-in \
                screen under it was drawn again (\(app.topViewController?.title ?? "no screen") is on top): \
                \(loginKept ? "ThreatsView" : "LoginView")'s view model is not kept in @State, so a new one is shown. \
                Set it once in init: _viewModel = State(initialValue: …) (README.md, task 08.4)
                """)
            return
        }
        Self.expectKept(first, by: "ThreatsView", in: app)
        #expect(
            app.environment.threatService.requestCount == 1,
            """
            \(ViewSources.threatsViewModel): the first page was asked for again when a view model was made and \
            dropped; its init must start nothing, the view's .task calls loadFirstPage() (README.md, task 08.4)
            """)
        try await app.tap("loadMore")
        try await app.wait(1)
        #expect(try app.rows().count == 20, "The view model kept is the one on screen: Load More adds its page")
    }

    @Test(
        "With its rules in the view models, the app behaves as the kit's",
        .showsScenarioSteps,
        arguments: Scenario.all
    )
    func behavesAsTheKits(scenario: Scenario) async throws {
        // A refactor keeps behaviour: these run once the views hold no rule (the first test of this task).
        try #require(
            try ViewSources.leftovers().isEmpty,
            "The app's scenarios run once LoginView.swift and ThreatsView.swift hold no rule (see the test above)")
        try await scenario.run(on: .exercise)
    }

    /// The names of the states kept on the screen on top, `View.property` each.
    private static func keptStateNames(in app: AppDriver) -> [String] {
        ((app.topViewController as? any ViewHosting)?.keptStates ?? []).map(\.name)
    }

    /// The identity of the view model `view` keeps in its `@State private var viewModel`, on the screen on
    /// top; `nil` when it keeps none there.
    private static func viewModel(of view: String, in app: AppDriver) -> ObjectIdentifier? {
        let states = (app.topViewController as? any ViewHosting)?.keptStates ?? []
        return states.first { $0.name == "\(view).viewModel" }.map { ObjectIdentifier($0.value as AnyObject) }
    }

    /// Expects `view`, on the screen on top, to keep the view model it kept before, `first`, in `@State`.
    private static func expectKept(_ first: ObjectIdentifier?, by view: String, in app: AppDriver) {
        let file = view == "LoginView" ? ViewSources.loginView : ViewSources.threatsView
        guard let first else {
            let states = (app.topViewController as? any ViewHosting)?.keptStates ?? []
            let kept = states.map(\.name).filter { $0.hasPrefix(view + ".") }.prefix(3)
            Issue.record(
                """
                \(file): \(view) keeps no view model in @State (it keeps \
                \(kept.isEmpty ? "nothing" : kept.joined(separator: ", ") + (kept.count == 3 ? "…" : ""))): it should hold \
                @State private var viewModel: ViewModel (README.md, task 08.4)
                """)
            return
        }
        #expect(
            viewModel(of: view, in: app) == first,
            "\(file): after its parent's body ran again, \(view) holds another view model (README.md, task 08.4)")
    }
}

/// What makes the sign-in screen's parent evaluate its body again, as a real app's root view is whenever the
/// state it reads changes: a count its body reads.
@Observable
@MainActor
final class Parent {
    private(set) var redraws = 0

    /// Makes the parent's body run again, once.
    func redraw() {
        redraws += 1
    }
}

/// `LoginView` inside a parent whose body a test evaluates again: each time, `LoginView(environment:)` is
/// made again, as SwiftUI makes a child view again whenever its parent's body runs.
struct RedrawnParent: View {
    let parent: Parent
    let environment: AppEnvironment

    var body: some View {
        let _ = parent.redraws
        LoginView(environment: environment)
    }
}

extension Variant {
    /// This exercise's app, its sign-in screen inside `parent`'s view.
    static func exercise(under parent: Parent) -> Variant {
        Variant(
            id: "exercise-08-redrawn",
            name: "Exercise 08, inside a parent that redraws",
            sourceFolder: "SwiftUIViewModels",
            views: .swiftUI,
            makeRootViewController: { environment in
                WindowGroup { NavigationStack { RedrawnParent(parent: parent, environment: environment) } }
                    .makeRootViewController(scheduler: environment.scheduler)
            }
        )
    }
}
