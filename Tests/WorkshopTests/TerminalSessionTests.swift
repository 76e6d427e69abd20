import AppHost
import Foundation
import HeadlessUI
import TestSupport
import Testing
import ThreatKit
import Variants

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

/// `workshop run`'s screen loop, driven by keys on virtual time: what a person at the keyboard sees.
@MainActor
@Suite("workshop run: the screen loop", .settlesItsOwnTasks)
struct TerminalSessionTests {
    let test = TestEnvironment()

    private func session(_ variant: String = "mvc") throws -> TerminalSession {
        let variant = try #require(Variant.named(variant))
        return TerminalSession(variant: variant, environment: test.environment)
    }

    /// `session.handle(key)`.
    private func handle(_ key: Key, in session: TerminalSession) -> TerminalSession.Outcome {
        session.handle(key)
    }

    /// Moves virtual time as the run loop would.
    private func advance(by seconds: Double) async {
        await test.scheduler.advanceSettling(by: seconds)
    }

    /// The frame after the run loop has turned (as the real one does between events).
    private func frame(_ session: TerminalSession) async -> [String] {
        await advance(by: 0)
        return session.frame(width: 80, height: 40)
    }

    /// Types `text`, one key at a time; the run loop turns after each, as it does between key presses.
    private func type(_ text: String, into session: TerminalSession) async {
        for character in text {
            _ = handle(.character(character), in: session)
            await advance(by: 0)
        }
    }

    @Test("It starts on the sign-in screen, focus in the username field, with the keys shown", arguments: Variant.all)
    func launch(variant: Variant) async throws {
        let session = try session(variant.id)
        let lines = await frame(session)
        #expect(lines.first == "Threat Watch · \(variant.name)")
        #expect(lines.contains("▸ username      [▏]"), "The username field has the focus and is being edited")
        #expect(
            lines.suffix(TerminalSession.keyHelp.count) == ArraySlice(TerminalSession.keyHelp),
            "The keys are shown under the screen")
    }

    @Test("Typing, Tab, Return: sign in and see the list after 3 s", arguments: Variant.all)
    func signIn(variant: Variant) async throws {
        let session = try session(variant.id)
        await type("analyst", into: session)
        #expect(handle(.tab, in: session) == .keepRunning)
        #expect(await frame(session).contains("│ username      [****yst]"), "Leaving the field ends editing")
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        #expect(await frame(session).contains("│ activity      ⟳ busy"))
        await advance(by: 3)
        let lines = await frame(session)
        #expect(lines.contains("│ threats       10 rows"))
        #expect(lines.contains { $0.hasPrefix("▸") && $0.contains("Agent, 01") }, "The list takes the focus")
    }

    @Test("Backspace deletes; q types into a field and quits elsewhere")
    func backspaceAndQuit() async throws {
        let session = try session()
        await type("abq", into: session)
        _ = handle(.backspace, in: session)
        #expect(await frame(session).contains("▸ username      [ab▏]"))
        _ = handle(.tab, in: session)
        _ = handle(.tab, in: session)
        #expect(await frame(session).contains("▸ authenticate  [ Authenticate ]"))
        #expect(handle(.character("q"), in: session) == .quit)
        #expect(handle(.quit, in: session) == .quit)
    }

    @Test("In the list: arrows move the row, Return opens it, Esc comes back to the same row, d then Return deletes it")
    func list() async throws {
        let session = try session()
        await type("analyst", into: session)
        _ = handle(.enter, in: session)
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        await advance(by: 3)
        _ = handle(.down, in: session)
        _ = handle(.down, in: session)
        _ = handle(.enter, in: session)
        #expect(await frame(session).contains("│ name          03 Agent"))
        _ = handle(.escape, in: session)
        #expect(await frame(session).contains { $0.hasPrefix("▸") && $0.contains("Agent, 03") })
        _ = handle(.character("d"), in: session)
        _ = handle(.enter, in: session)
        let lines = await frame(session)
        #expect(lines.contains("│ threats       9 rows"))
        #expect(!lines.contains { $0.contains("Agent, 03") })
    }

    /// Signs in and waits for the first page of the list.
    private func signedIn(_ variant: String = "mvc") async throws -> TerminalSession {
        let session = try session(variant)
        await type("analyst", into: session)
        // The run loop turns between key presses: a SwiftUI view moves its focus in the turn after Return.
        _ = handle(.enter, in: session)
        await advance(by: 0)
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        await advance(by: 3)
        return session
    }

    /// The focused line of the frame.
    private func focusedLine(_ session: TerminalSession) async -> String? {
        await frame(session).first { $0.hasPrefix("▸") }
    }

    @Test(
        "Return in the password field signs in and leaves the focus there: the username stays protected",
        arguments: Variant.all)
    func returnSignsInAndKeepsTheUsernameProtected(variant: Variant) async throws {
        let session = try session(variant.id)
        await type("analyst", into: session)
        _ = handle(.enter, in: session)
        await advance(by: 0)
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        await advance(by: 1)  // Signing in: the answer comes at 2 s.
        let lines = await frame(session)
        #expect(lines.contains { $0.contains("username") && $0.contains("[****yst]") }, "\(lines)")
        #expect(await focusedLine(session)?.contains("password") == true, "The focus stays on the password field")
    }

    @Test("↑ from Load More goes to the last row", arguments: Variant.all)
    func upFromLoadMoreGoesToLastRow(variant: Variant) async throws {
        let session = try await signedIn(variant.id)
        _ = handle(.tab, in: session)
        #expect(await focusedLine(session) == "▸ loadMore      [ Load More ]")
        _ = handle(.up, in: session)
        let focused = await focusedLine(session)
        #expect(focused?.contains("Agent, 10") == true, "\(focused ?? "no focus")")
    }

    @Test("↑ from the first row goes to Log Out and stops there: it does not wrap", arguments: Variant.all)
    func upFromFirstRowStopsAtLogOut(variant: Variant) async throws {
        let session = try await signedIn(variant.id)
        #expect(await focusedLine(session)?.contains("Agent, 01") == true)
        _ = handle(.up, in: session)
        #expect(await focusedLine(session) == "▸ logout        [ Log Out ]")
        _ = handle(.up, in: session)
        #expect(await focusedLine(session) == "▸ logout        [ Log Out ]", "↑ at the top stays on Log Out")
        _ = handle(.down, in: session)
        #expect(await focusedLine(session)?.contains("Agent, 01") == true, "↓ from Log Out enters the list at its top")
    }

    @Test("Esc on the sign-in screen goes back to the variant picker, and the screen's timers stop")
    func escapeOnSignInGoesBackToPicker() async throws {
        let session = try session()
        await type("ana", into: session)
        #expect(handle(.escape, in: session) == .backToPicker)
        session.close()
        await advance(by: 10)
        #expect(test.scheduler.pendingCount == 0, "The access code stops ticking once the app is closed")
        let picker = VariantPicker(variants: Variant.all, selectedID: "mvvm-boxes")
        #expect(picker.frame(width: 80).contains("▸ 2  \(try #require(Variant.named("mvvm-boxes")).name)"))
    }

    @Test("When the main actor stops answering, the app ends saying where it is held, or what to look for")
    func watchdogMessage() {
        let place = SourceSymbolizer.Place(
            path: "/kit/Exercises/07-SwiftConcurrency/Sources/SwiftConcurrency/LoginViewModel.swift", line: 101)
        let held = MainThreadWatchdog.message(heldAt: place, from: "/kit", seconds: 5)
        #expect(
            held
                == "workshop run: the app stopped answering for 5 s: the main actor is held in a wait at"
                + " Exercises/07-SwiftConcurrency/Sources/SwiftConcurrency/LoginViewModel.swift:101"
                + " (DispatchSemaphore.wait(), a lock) for work that needs the main actor. Await that work instead."
                + " The app was ended.")
        #expect(held.count < 300)
        let unknown = MainThreadWatchdog.message(heldAt: nil, from: "/kit", seconds: 5)
        #expect(unknown.hasPrefix("workshop run: the app stopped answering for 5 s: its main actor is busy"))
    }

    @Test("Esc on the sign-in screen of an exercise's app stays there, and says how to quit")
    func escapeInExercise() async throws {
        let variant = try #require(Variant.named("mvvm-async"))
        let session = TerminalSession(variant: variant, environment: test.environment, hasPicker: false)
        await type("ana", into: session)
        #expect(handle(.escape, in: session) == .keepRunning)
        let frame = session.frame(width: 80, height: 40).joined(separator: " ")
        #expect(frame.contains("This is your exercise's app: Esc has no variant list"), "\(frame)")
        #expect(frame.contains("ana"), "The sign-in screen as it was")
        #expect(handle(.character("q"), in: session) == .keepRunning, "q in the field types")
    }

    @Test("Esc on the list does not leave the app: the list stays")
    func escapeElsewhere() async throws {
        let session = try await signedIn()
        #expect(handle(.escape, in: session) == .keepRunning)
        #expect(await frame(session).contains("│ threats       10 rows"))
    }

    @Test("d reveals a Delete action on the row, as a swipe does, and Return confirms it")
    func deleteRevealsThenReturnConfirms() async throws {
        let session = try await signedIn()
        _ = handle(.down, in: session)
        _ = handle(.character("d"), in: session)
        let revealed = await focusedLine(session) ?? ""
        #expect(revealed.contains("Agent, 02") && revealed.hasSuffix("▸[ Delete ]"), "\(revealed)")
        #expect(await frame(session).contains("│ threats       10 rows"), "Nothing is deleted before Return")
        _ = handle(.enter, in: session)
        let lines = await frame(session)
        #expect(lines.contains("│ threats       9 rows"))
        #expect(!lines.contains { $0.contains("Agent, 02") })
        #expect(!lines.contains { $0.contains("[ Delete ]") }, "The action goes away with its row")
    }

    @Test("Esc cancels a revealed Delete: the row stays, and Esc does nothing else")
    func escapeCancelsDelete() async throws {
        let session = try await signedIn()
        _ = handle(.delete, in: session)
        #expect(await focusedLine(session)?.hasSuffix("▸[ Delete ]") == true)
        #expect(handle(.escape, in: session) == .keepRunning)
        let lines = await frame(session)
        #expect(lines.contains("│ threats       10 rows"))
        #expect(!lines.contains { $0.contains("[ Delete ]") })
        #expect(await focusedLine(session)?.contains("Agent, 01") == true, "The focus stays on the row")
        _ = handle(.enter, in: session)
        #expect(await frame(session).contains("│ name          01 Agent"), "Return opens the row again, as before")
    }

    @Test("The help line says how to delete: d shows Delete, Return confirms, Esc cancels")
    func helpLineSaysHowToDelete() throws {
        let help = TerminalSession.keyHelp.joined(separator: " ")
        #expect(help.contains("d or ⌦ on a row: Delete (Return confirms, Esc cancels)"))
        #expect(TerminalSession.keyHelp.allSatisfy { $0.terminalColumns <= 80 }, "Each help line fits 80 columns")
    }

    /// Signs in on `mvc`, with the threat requests `failing` failing, on an environment of its own, and
    /// waits for the first page.
    private func signedIn(failing: Set<Int>) async throws -> (session: TerminalSession, test: TestEnvironment) {
        let test = TestEnvironment(failingThreatRequests: failing)
        let session = TerminalSession(variant: try #require(Variant.named("mvc")), environment: test.environment)
        await type("analyst", into: session)
        _ = handle(.enter, in: session)
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        await test.scheduler.advanceSettling(by: 3)
        return (session, test)
    }

    @Test("While an alert is up, only its actions take the focus")
    func alert() async throws {
        let (session, test) = try await signedIn(failing: [1])
        #expect(await frame(session).contains("▸ └ ▸[ Retry ]  [ Cancel ]"))
        _ = handle(.tab, in: session)
        #expect(await frame(session).contains("▸ └ [ Retry ]  ▸[ Cancel ]"))
        _ = handle(.shiftTab, in: session)
        _ = handle(.enter, in: session)
        await test.scheduler.advanceSettling(by: 1)
        #expect(await frame(session).contains("│ threats       10 rows"), "Retry loaded the list")
    }

    @Test("While an alert is up, Esc and ← do not go back under it")
    func alertBlocksBack() async throws {
        let (session, test) = try await signedIn(failing: [2])
        _ = handle(.tab, in: session)  // Load More: the page fails in 1 s.
        _ = handle(.enter, in: session)
        _ = handle(.shiftTab, in: session)  // A row's detail, meanwhile.
        _ = handle(.enter, in: session)
        await test.scheduler.advanceSettling(by: 1)
        let before = await frame(session)
        #expect(before.contains { $0.hasPrefix("╭─ Threat ") } && before.contains { $0.contains("Could not load") })
        for key in [Key.escape, .left] {
            #expect(handle(key, in: session) == .keepRunning)
            let lines = await frame(session)
            #expect(lines.contains { $0.hasPrefix("╭─ Threat ") }, "\(key) went back under the alert")
            #expect(lines.contains { $0.contains("Could not load") })
        }
    }

    @Test("A screen taller than the terminal scrolls to keep the focus in view")
    func scrolling() async throws {
        let session = try session()
        await type("analyst", into: session)
        _ = handle(.enter, in: session)
        await type("Swift", into: session)
        _ = handle(.enter, in: session)
        await advance(by: 3)
        for _ in 0..<9 { _ = handle(.down, in: session) }
        let lines = session.frame(width: 60, height: 12)
        #expect(lines.count <= 12)
        #expect(lines.contains { $0.hasPrefix("▸") && $0.contains("Agent, 10") })
        #expect(lines.allSatisfy { $0.count <= 60 })
    }

    @Test("Lines are cut to the terminal's width in columns, wide characters counting 2; a notice wraps whole")
    func cutInColumns() throws {
        let session = try session()
        session.addNotice("脅威ファイルを読めませんでした。名前を変えて保存しました。")
        let lines = session.frame(width: 30, height: 40)
        #expect(lines.allSatisfy { $0.terminalColumns <= 30 }, "\(lines.filter { $0.terminalColumns > 30 })")
        #expect(lines.contains { $0.hasSuffix("…") }, "The key help is cut: \(lines)")
        let notice = lines.drop { !$0.hasPrefix("! ") }.prefix { !$0.isEmpty }
        #expect(notice.first == "! 脅威ファイルを読めませんでし", "\(lines)")
        #expect(
            notice.map { $0.dropFirst(2) }.joined()
                == "脅威ファイルを読めませんでした。名前を変えて保存しました。", "Nothing of the notice is lost: \(lines)")
    }

    @Test("A task that never waits is named at its file and line, from the kit's folder, until the next key")
    func spinningTaskNotice() async throws {
        let session = try session("mvvm-async")
        let kit = try TemporaryFolder("spinning-kit")
        let file = kit.url.appendingPathComponent(
            "Exercises/07-SwiftConcurrency/Sources/SwiftConcurrency/LoginViewModel.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let source = Array(repeating: "\n", count: 112).joined() + "            await Task.yield()\n"
        try Data(source.utf8).write(to: file)
        let place = SourceSymbolizer.Place(path: file.path, line: 113)
        session.noteSpinningTask(at: place, from: kit.url.path)
        session.noteSpinningTask(at: place, from: kit.url.path)
        session.noteSpinningTask(at: nil, from: kit.url.path)  // A settling beside the first, which knew no place.
        let lines = session.frame(width: 80, height: 40)
        let notice = lines.drop { !$0.hasPrefix("! ") }.prefix { !$0.isEmpty }
        #expect(notice.allSatisfy { $0.terminalColumns <= 80 }, "\(notice)")
        #expect(notice.filter { $0.hasPrefix("! ") }.count == 1, "Said once, however often it spins: \(notice)")
        let path = "Exercises/07-SwiftConcurrency/Sources/SwiftConcurrency/LoginViewModel.swift:113"
        #expect(notice.contains(path + ":"), "The path and line whole, on a line of their own: \(notice)")
        #expect(
            notice.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == "! A task never waits, so the app only runs between its turns. It spins at \(path): a loop that"
                + " only awaits Task.yield() never ends. Await the clock or loop over an async sequence instead.")
        let narrow = session.frame(width: 40, height: 40)
        #expect(narrow.allSatisfy { $0.terminalColumns <= 40 }, "\(narrow)")
        #expect(
            narrow.contains("  Exercises/07-SwiftConcurrency/Sources/") && narrow.contains("  SwiftConcurrency/")
                && narrow.contains { $0.hasPrefix("  LoginViewModel.swift:113") },
            "On a narrow terminal the path breaks after its folders: \(narrow)")
        _ = handle(.tab, in: session)
        #expect(!session.frame(width: 80, height: 40).contains { $0.hasPrefix("! ") }, "Gone after a key")

        session.noteSpinningTask(at: nil, from: kit.url.path)
        let unknown = session.frame(width: 80, height: 40).drop { !$0.hasPrefix("! ") }.prefix { !$0.isEmpty }
        #expect(
            unknown.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                == "! A task never waits, so the app only runs between its turns: look for a loop that only awaits"
                + " Task.yield(), and await the clock or loop over an async sequence instead.")
    }
}

@MainActor
@Suite("workshop run: speed", .settlesItsOwnTasks)
struct TerminalSpeedTests {
    @Test("A keystroke is handled and its frame drawn in well under a 16 ms frame, even in a debug build")
    func keystrokeLatency() throws {
        let test = TestEnvironment()
        let session = TerminalSession(
            variant: try #require(Variant.named("mvvm-streams")), environment: test.environment)
        var writer = FrameWriter()
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for character in String(repeating: "analyst", count: 3) {
            let duration = clock.measure {
                _ = session.handle(.character(character))
                _ = writer.update(to: session.frame(width: 100, height: 40))
            }
            durations.append(duration)
        }
        let median = durations.sorted()[durations.count / 2]
        #expect(median < .milliseconds(4), "Median keystroke to frame: \(median)")
    }
}
