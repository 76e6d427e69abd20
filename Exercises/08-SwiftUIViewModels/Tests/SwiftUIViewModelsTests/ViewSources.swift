import Foundation

/// The attendee's view files, read as text: what may no longer appear in them once the rules have moved.
enum ViewSources {
    static let loginView = "Sources/SwiftUIViewModels/LoginView.swift"
    static let loginViewModel = "Sources/SwiftUIViewModels/LoginViewModel.swift"
    static let threatsView = "Sources/SwiftUIViewModels/ThreatsView.swift"
    static let threatsViewModel = "Sources/SwiftUIViewModels/ThreatsViewModel.swift"

    /// What may appear only in the view models' files, with where it belongs.
    static let rules: [(text: String, advice: String)] = [
        ("loginService", "the login service is LoginView.ViewModel's to call (08.2)"),
        ("makeAccessCode", "the access code belongs in LoginView.ViewModel.showAccessCodes() (08.2)"),
        ("timer(", "the ticks belong in LoginView.ViewModel.showAccessCodes() (08.2)"),
        ("Task", "work in flight belongs in the view models (08.2, 08.3)"),
        ("minimumUsernameLength", "the length rules belong in LoginView.ViewModel (08.1)"),
        ("minimumPasswordLength", "the length rules belong in LoginView.ViewModel (08.1)"),
        ("String(repeating:", "protecting the username belongs in LoginView.ViewModel (08.1)"),
        ("trimmingCharacters", "trimming the username belongs in LoginView.ViewModel (08.1)"),
        ("Username and password are required.", "validation messages belong in LoginView.ViewModel (08.1)"),
        ("Invalid credentials.", "the sign-in's outcome belongs in LoginView.ViewModel (08.2)"),
        ("threatService", "the threat service is ThreatsView.ViewModel's to call (08.3)"),
        ("dismissThreat", "deleting belongs in ThreatsView.ViewModel.rowsDeleted(at:) (08.3)"),
        ("No threats nearby.", "the empty message is ThreatsView.ViewModel's output (08.3)"),
        ("ThreatCellViewModel(", "the rows are ThreatsView.ViewModel's output, rows (08.3)"),
        ("ThreatDetailViewModel(", "a row's detail comes from ThreatsView.ViewModel.detailViewModel(for:) (08.3)"),
    ]

    /// The `@State` properties each view may keep: its view model, and what only says what is shown.
    static let allowedStates: [String: Set<String>] = [
        loginView: ["viewModel"], threatsView: ["viewModel", "selectedThreat"],
    ]

    /// What each screen may keep in its views' state, by the names `View.property` the headless SwiftUI
    /// gives them: the `@State`s above, and the sign-in screen's focus (a `@FocusState`).
    static let allowedKeptStates: Set<String> = Set(
        allowedStates.flatMap { file, names in
            let view = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return names.map { "\(view).\($0)" }
        }
    ).union(["LoginView.focusedField"])

    /// Every rule still outside the view models, as a sentence naming the file; empty when the views only
    /// lay out.
    /// - Throws: When a file of `Sources/SwiftUIViewModels` cannot be read.
    static func leftovers() throws -> [String] {
        var leftovers: [String] = []
        let sources = package.appendingPathComponent("Sources/SwiftUIViewModels")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { "Sources/SwiftUIViewModels/\($0)" }
        for file in files {
            // Comments may say anything; only code counts.
            let code = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
                .replacing(/\/\/[^\n]*/, with: "")
            if [loginViewModel, threatsViewModel].contains(file) {
                if let ui = code.firstMatch(of: /import (HeadlessSwiftUI|HeadlessUI)\b/) {
                    leftovers.append("\(file) imports \(ui.output.1): a view model knows no view; its view imports it")
                }
                continue
            }
            // `@State`, however it is spelled before the `var` it marks.
            for match in code.matches(of: /@(?:HeadlessSwiftUI\.)?State\b[\s\S]{0,80}?\bvar\s+(\w+)/) {
                let name = String(match.output.1)
                if allowedStates[file]?.contains(name) != true {
                    leftovers.append("\(file) keeps \(name) in @State: the state belongs in its view model")
                }
            }
            for rule in rules where code.contains(rule.text) {
                leftovers.append("\(file) still contains \"\(rule.text)\": \(rule.advice)")
            }
            if allowedStates[file] != nil, !code.contains("viewModel.") {
                leftovers.append("\(file) should read its view model (viewModel.…) and call its inputs")
            }
        }
        return leftovers
    }

    /// The exercise's folder: this file is `Tests/SwiftUIViewModelsTests/ViewSources.swift`.
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
