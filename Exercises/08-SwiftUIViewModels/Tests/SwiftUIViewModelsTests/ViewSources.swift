import Foundation

/// The attendee's view files, read as text: what may no longer appear in them once the rules have moved.
enum ViewSources {
    static let loginView = "Sources/SwiftUIViewModels/LoginView.swift"
    static let loginViewModel = "Sources/SwiftUIViewModels/LoginViewModel.swift"
    static let threatsView = "Sources/SwiftUIViewModels/ThreatsView.swift"
    static let threatsViewModel = "Sources/SwiftUIViewModels/ThreatsViewModel.swift"

    /// What may not appear in each view's code, with where it belongs now.
    static let rules: [(file: String, text: String, advice: String)] = [
        (loginView, "loginService", "the login service is the view model's to call (08.2)"),
        (loginView, "makeAccessCode", "the access code belongs in ViewModel.showAccessCodes() (08.2)"),
        (loginView, "timer(", "the ticks belong in ViewModel.showAccessCodes() (08.2)"),
        (loginView, "Task", "work in flight belongs in the view model (08.2)"),
        (loginView, "minimumUsernameLength", "the length rules belong in LoginView.ViewModel (08.1)"),
        (loginView, "minimumPasswordLength", "the length rules belong in LoginView.ViewModel (08.1)"),
        (loginView, "String(repeating:", "protecting the username belongs in LoginView.ViewModel (08.1)"),
        (loginView, "trimmingCharacters", "trimming the username belongs in LoginView.ViewModel (08.1)"),
        (loginView, "Username and password are required.", "validation messages belong in LoginView.ViewModel (08.1)"),
        (loginView, "Invalid credentials.", "the sign-in's outcome belongs in LoginView.ViewModel (08.2)"),
        (threatsView, "threatService", "the threat service is the view model's to call (08.3)"),
        (threatsView, "dismissThreat", "deleting belongs in ViewModel.rowsDeleted(at:) (08.3)"),
        (threatsView, "Task", "the page in flight belongs in the view model (08.3)"),
        (threatsView, "No threats nearby.", "the empty message is the view model's output (08.3)"),
        (threatsView, "ThreatCellViewModel(", "the rows are the view model's output, ViewModel.rows (08.3)"),
        (threatsView, "ThreatDetailViewModel(", "a row's detail comes from ViewModel.detailViewModel(for:) (08.3)"),
    ]

    /// The `@State` properties each view may keep: its view model, and what only says what is shown.
    static let allowedStates: [String: Set<String>] = [
        loginView: ["viewModel"], threatsView: ["viewModel", "selectedThreat"],
    ]

    /// Every rule still in the views, as a sentence naming the file; empty when they only lay out.
    /// - Throws: When a view's file cannot be read.
    static func leftovers() throws -> [String] {
        var leftovers: [String] = []
        for file in [loginView, threatsView] {
            // Comments may say anything; only code counts.
            let code = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
                .replacing(/\/\/[^\n]*/, with: "")
            for match in code.matches(of: /@State\s+(?:private\s+)?var\s+(\w+)/) {
                let name = String(match.output.1)
                if allowedStates[file]?.contains(name) != true {
                    leftovers.append("\(file) keeps \(name) in @State: the state belongs in its view model")
                }
            }
            for rule in rules where rule.file == file && code.contains(rule.text) {
                leftovers.append("\(file) still contains \"\(rule.text)\": \(rule.advice)")
            }
            if !code.contains("viewModel.") {
                leftovers.append("\(file) should read its view model (viewModel.…) and call its inputs")
            }
        }
        return leftovers
    }

    /// The exercise's folder: this file is `Tests/SwiftUIViewModelsTests/ViewSources.swift`.
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
