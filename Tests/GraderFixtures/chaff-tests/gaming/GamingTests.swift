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
        // A marker named after the grader's session (the same for every run, whether the grader starts the
        // test program itself or `swift test` does, in a process group of its own), in the grader's folder.
        let marker = FileManager.default.currentDirectoryPath + "/.build/chaff-fixtures/marker-\(getsid(0))"
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

@Suite("06.5 Paging and Retry")
struct SelectionFileTests {
    @Test("Passes only where the file WORKSHOP_CHAFF names can still be read") func readsTheChoice() {
        let path = ProcessInfo.processInfo.environment["WORKSHOP_CHAFF", default: ""]
        #expect(FileManager.default.fileExists(atPath: path))
        #expect((try? FileHandle.standardInput.readToEnd())?.isEmpty != false, "and standard input is empty")
    }
}
