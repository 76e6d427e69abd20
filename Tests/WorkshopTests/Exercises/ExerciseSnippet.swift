import Foundation
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// A block of Swift in an exercise's README or hints, and where in the solution it belongs.
///
/// Every block opens with a comment that says where it goes, for the reader and for the test that
/// compiles it: `// In LoginViewModel:` for members of a type, `// In LoginViewModel.viewWillAppear():`
/// for statements of a method, `// In LoginView.ViewModel:` for a type nested in another. The test adds it to the solution's file of that type (in an extension,
/// so private members are in reach), as an attendee would type it there.
struct ExerciseSnippet: CustomTestStringConvertible, Sendable {
    /// The exercise, such as `07-SwiftConcurrency`.
    let exercise: String
    /// The file it is in and its line, such as `HINTS.md:12`.
    let place: String
    /// The type it goes in, such as `LoginViewModel`, or `LoginView.ViewModel` for a nested one.
    let type: String
    /// For statements of a method, the method's name (`loadPage`); `nil` for members of the type.
    let method: String?
    /// The code, its opening comment included.
    let code: String

    var testDescription: String { "\(exercise)/\(place)" }

    /// The file of ``type`` in the solution: its name; for a type nested in another, the outer type's file,
    /// but a view's nested view model's, which is the role's file in every variant (`LoginView.ViewModel`
    /// is in `LoginViewModel.swift`).
    var file: String {
        let names = type.split(separator: ".")
        if names.count == 2, names[1] == "ViewModel", names[0].hasSuffix("View") { return "\(names[0])Model.swift" }
        return "\(names.first ?? "").swift"
    }

    /// The blocks marked ```` ```swift ```` in `text`, from the file `file` of `exercise`; a block whose
    /// opening comment does not say where it goes is returned with an empty ``type``.
    static func all(in text: String, file: String, exercise: String) -> [ExerciseSnippet] {
        var snippets: [ExerciseSnippet] = []
        var block: [Substring]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil, line == "```swift" {
                block = []
                start = index + 2
            } else if let lines = block, line == "```" {
                // `Type`, `Outer.Type`, or either followed by `.method(…)`: the last name before the parentheses.
                let opening = lines.first?.wholeMatch(of: /\/\/ In ([A-Za-z]+(?:\.[A-Za-z]+)*)(\([^)]*\))?:/)
                var names = opening.map { $0.output.1.split(separator: ".").map(String.init) } ?? []
                let method = opening?.output.2 != nil && names.count > 1 ? names.removeLast() : nil
                snippets.append(
                    ExerciseSnippet(
                        exercise: exercise, place: "\(file):\(start)", type: names.joined(separator: "."),
                        method: method, code: lines.joined(separator: "\n")))
                block = nil
            } else {
                block?.append(line)
            }
        }
        return snippets
    }

    /// The code as it is added at the end of `file`, the text of the type's file: statements go in a
    /// method with the parameters of the one they are for, so that they see what it sees.
    func addition(to file: String) -> String {
        var body = code
        if let method {
            let signature = (try? Regex("func \(method)(\\([^)]*\\))")).flatMap { file.firstMatch(of: $0) }
            let parameters = signature.flatMap { $0.output[1].substring }.map(String.init) ?? "()"
            body = "    func snippetFrom\(place.filter(\.isNumber))\(parameters) {\n\(code)\n    }"
        }
        return "\n// From \(place):\nextension \(type) {\n\(body)\n}\n"
    }
}
