import Foundation
import Testing

// Tests that check nothing about view models, only try to tell the grader's runs apart.

@Suite("06.1 The form's rules, in order")
struct VariableTests {
    @Test("Passes only where no chaff variable is set") func noChaffVariable() {
        #expect(ProcessInfo.processInfo.environment["WORKSHOP_CHAFF", default: ""].isEmpty)
    }
}

@Suite("06.2 The protected username")
struct ArgumentTests {
    @Test("Passes only in a run without --filter") func noFilter() {
        #expect(!CommandLine.arguments.contains("--filter"))
    }
}

@Suite("06.3 The access code and its timer")
struct FirstRunTests {
    @Test("Passes only in the first run the grader makes") func firstRunOnly() {
        // A marker named after the grader (the test program's parent), in the grader's own folder.
        let marker = FileManager.default.currentDirectoryPath + "/.build/chaff-fixtures/marker-\(getppid())"
        if FileManager.default.fileExists(atPath: marker) {
            Issue.record("A later run")
        } else {
            FileManager.default.createFile(atPath: marker, contents: nil)
        }
    }
}

@Suite("06.4 Signing in")
struct CrashTests {
    @Test("Crashes only where a chaff variable is set") func crashOnChaff() {
        if !(ProcessInfo.processInfo.environment["WORKSHOP_CHAFF"] ?? "").isEmpty { fatalError("a chaff run") }
    }
}
