import AppHost
import Conformance
import Foundation
import Testing

/// The refactor is done when the controller only forwards and shows, and the screen behaves exactly
/// as before: the kit's own scenarios for signing in, run on this exercise's app.
@MainActor
@Suite("01.4 The view controller forwards and shows")
struct ScreenTests {
    /// What may no longer appear in `LoginViewController.swift`, with where it belongs now.
    static let rules: [(text: String, advice: String)] = [
        ("minimumUsernameLength", "the length rules belong in LoginViewModel"),
        ("minimumPasswordLength", "the length rules belong in LoginViewModel"),
        ("visibleUsernameSuffix", "protecting the username belongs in LoginViewModel"),
        ("String(repeating:", "protecting the username belongs in LoginViewModel"),
        ("trimmingCharacters", "trimming the username belongs in LoginViewModel"),
        ("Username and password are required.", "validation messages belong in LoginViewModel"),
        ("Invalid credentials.", "the sign-in's outcome belongs in LoginViewModel"),
        ("logIn(", "call viewModel.authenticateTapped(completion:) instead of the login service"),
        ("credentials", "the form as typed belongs in LoginViewModel"),
    ]

    @Test("LoginViewController.swift holds no rule: it forwards events to its view model")
    func noRulesLeft() throws {
        // This file is Tests/RefactorToMVVMTests/ScreenTests.swift; the controller is in Sources/.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RefactorToMVVM/LoginViewController.swift")
        // Comments may say anything; only code counts.
        let text = try String(contentsOf: source, encoding: .utf8).replacing(/\/\/[^\n]*/, with: "")
        let leftovers = Self.rules.filter { text.contains($0.text) }
        if let first = leftovers.first {
            // Name every leftover, so one run shows all that is left to move.
            let others = leftovers.dropFirst().map { "\"\($0.text)\"" }
            let more = others.isEmpty ? "" : " (and \(others.count) more: \(others.joined(separator: ", ")))"
            Issue.record("LoginViewController.swift still contains \"\(first.text)\": \(first.advice)\(more)")
        }
        #expect(text.contains("viewModel."), "LoginViewController should call its LoginViewModel")
    }

    @Test(
        "The sign-in screen behaves as before",
        .showsScenarioSteps,
        arguments: Scenario.all(in: .login) + Scenario.all(in: .signIn) + Scenario.all(in: .accessCode)
    )
    func behavesAsBefore(scenario: Scenario) async throws {
        try await scenario.run(on: .exercise)
    }
}
