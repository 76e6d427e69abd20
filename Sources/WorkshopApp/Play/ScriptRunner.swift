import AppHost
import Foundation
import WorkshopSupport

/// Runs a parsed script against a running app and says how it ended.
@MainActor
package struct ScriptRunner {
    /// How a run ended.
    package enum Outcome: Equatable {
        /// Every line ran and every expectation held.
        case passed
        /// An expectation failed, or the app broke a rule: exit status 1.
        case failed(line: Int, message: String)
        /// A line asked for something the screen does not have: exit status 2.
        case badLine(line: Int, message: String)
    }

    package let driver: AppDriver
    /// Receives the screen, and the script line that asked for it, each time a `screen` line runs.
    package let printScreen: (_ line: Int, _ screen: String) -> Void

    /// A widget's text, and the same text as shown (a password as dots), for messages.
    private struct Reading {
        let text: String
        let shown: String
    }

    private var notes: [String: Reading] = [:]

    package init(driver: AppDriver, printScreen: @escaping (_ line: Int, _ screen: String) -> Void) {
        self.driver = driver
        self.printScreen = printScreen
    }

    /// Runs the lines in order, stopping at the first that fails.
    package mutating func run(_ script: Script) async -> Outcome {
        for line in script.lines {
            do {
                if case .screen = line.command {
                    printScreen(line.number, driver.screen())
                } else if let failure = try await perform(line.command) {
                    return .failed(line: line.number, message: failure)
                }
            } catch {
                switch error.kind {
                case .badRequest: return .badLine(line: line.number, message: error.message)
                case .appFailure: return .failed(line: line.number, message: error.message)
                }
            }
        }
        return .passed
    }

    /// Performs one command; returns why an expectation failed, or `nil`.
    private mutating func perform(_ command: ScriptCommand) async throws(DriverError) -> String? {
        switch command {
        case .type(let field, let text): try await driver.type(text, into: field)
        case .clear(let field): try await driver.clear(field)
        case .pressReturn: try await driver.pressReturn()
        case .tap(let name): try await driver.tap(name)
        case .wait(let seconds): try await driver.wait(seconds)
        case .select(let row): try await driver.selectRow(row - 1)
        case .delete(let row): try await driver.deleteRow(row - 1)
        case .back: try await driver.goBack()
        case .screen: break  // printed by `run`, which knows the line
        case .expect(let text):
            if !screenShows(text) { return "expected the screen to show \"\(text)\"" }
        case .expectNot(let text):
            if screenShows(text) { return "expected the screen not to show \"\(text)\"" }
        case .expectRows(let expected):
            let count = try driver.rows().count
            if count != expected { return "expected \(expected) rows, but the table has \(count)" }
        case .note(let identifier):
            notes[identifier] = try reading(identifier)
        case .expectChanged(let identifier):
            let (noted, now) = try notedAndCurrent(identifier)
            if noted.text == now.text { return "expected \(identifier) to change, but it still shows \"\(now.shown)\"" }
        case .expectUnchanged(let identifier):
            let (noted, now) = try notedAndCurrent(identifier)
            if noted.text != now.text {
                return "expected \(identifier) to stay \"\(noted.shown)\", but it shows \"\(now.shown)\""
            }
        }
        return nil
    }

    /// Whether the screen contains `text`, comparing `Character`s as a person reads them: an `é`
    /// typed as one code point matches one shown as `e` plus an accent, and `e` alone does not.
    private func screenShows(_ text: String) -> Bool {
        driver.screen().firstRange(of: text) != nil
    }

    private func reading(_ identifier: String) throws(DriverError) -> Reading {
        Reading(text: try driver.text(of: identifier), shown: try driver.shownText(of: identifier))
    }

    private func notedAndCurrent(_ identifier: String) throws(DriverError) -> (Reading, Reading) {
        guard let noted = notes[identifier] else {
            throw DriverError(.badRequest, "nothing was noted for \"\(identifier)\"; add `note \(identifier)` before")
        }
        return (noted, try reading(identifier))
    }
}
