import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds an exercise's package and its tests, alone, with `swift build`.
///
/// Each exercise is its own package, so a compile error in one never touches the kit or another
/// exercise. All exercises build in the kit's own build folder, so the kit they depend on is compiled
/// once, for itself and for them.
///
/// SwiftPM lets one of its commands at a time use a build folder, and the others wait. `swift run` lets
/// go of it before it starts `workshop`, but `swift test` holds it while the tests run: a test that grades
/// for real (`WORKSHOP_CHECK_EXERCISES=1 swift test`) would wait for itself for ever, and a grade would
/// wait for ever for such a `swift test`, whose tests wait for the grade's lock. When SwiftPM says it
/// waits for this process or one that started it, or has waited ``longestWait`` seconds, the build is
/// stopped and made again in ``fallbackFolder``, where the kit is compiled once more.
package struct PackageBuilder {
    /// The build folder (the kit's `.build`), SwiftPM's scratch path.
    package let buildFolder: URL
    /// Where to build when ``buildFolder`` is held by this process or one that started it.
    package let fallbackFolder: URL
    /// Makes an absolute path relative to the kit.
    package let relativePath: (String) -> String
    /// Called at least every quarter second while building, with the last step SwiftPM announced
    /// (`[42/343] Compiling Demo A.swift`, or `Planning` before the first) and the seconds since it began.
    package var onStep: (String, Double) -> Void = { _, _ in }
    /// Whether the tests are built too (`--build-tests`), as grading needs; an exercise's app needs none.
    package var buildsTests = true
    /// The product this build must make itself, such as `DemoPackageTests.xctest`: removed from the build
    /// folder's `debug` before each build, so that one an earlier build made (the exercise's solution, of
    /// the same name) is never taken for it; `nil` to remove nothing.
    package var product: String?
    /// How long a build waits for another SwiftPM command to let go of ``buildFolder`` before it is made in
    /// ``fallbackFolder`` instead, in seconds.
    package static let longestWait: Double = 30
    /// Called once when SwiftPM starts waiting for another of its commands to let go of ``buildFolder``.
    package var onWaitingForFolder: () -> Void = {}

    /// How a build went.
    package enum Outcome: Equatable {
        /// It built; its products are in `products` (the build folder's `debug`).
        case built(products: URL)
        /// It did not compile: the first errors.
        case failed(CompilerDiagnostics)
    }

    /// Builds the package in `folder`, tests included.
    ///
    /// A file saved while the compiler reads it (with `--watch`, a second save) fails the build with
    /// "was modified during the build": that build is simply run again, once.
    package func build(_ folder: URL) -> Outcome {
        var scratch = buildFolder
        var outcome = buildOnce(folder, in: scratch)
        if outcome == nil {
            scratch = fallbackFolder
            outcome = buildOnce(folder, in: scratch)
        }
        guard case .failed(let diagnostics) = outcome,
            diagnostics.errors.contains(where: { $0.contains("was modified during the build") })
        else { return outcome ?? Self.heldForEver(scratch) }
        return buildOnce(folder, in: scratch) ?? Self.heldForEver(scratch)
    }

    /// The outcome of a build whose folder stayed held by the caller, which should not happen.
    private static func heldForEver(_ scratch: URL) -> Outcome {
        .failed(CompilerDiagnostics(errors: ["swift build waits for this program to let go of \(scratch.path)"]))
    }

    /// Builds the package in `folder` with `scratch` as the build folder; `nil` when SwiftPM waits for
    /// this process or one that started it, which would never end.
    private func buildOnce(_ folder: URL, in scratch: URL) -> Outcome? {
        if let product { try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug/\(product)")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The build folder is shared, and SwiftPM would reuse the build plan it cached there for
        // another package (the kit itself, or an exercise and its solution, which have the same name):
        // plan anew each time.
        // An exercise that imports a kit module its Package.swift does not declare builds only when
        // another exercise happened to build that module first: SwiftPM's check makes it fail every time.
        process.arguments =
            ["swift", "build"] + (buildsTests ? ["--build-tests"] : []) + [
                "--package-path", folder.path, "--scratch-path", scratch.path,
                "--disable-build-manifest-caching", "--explicit-target-dependency-import-check=error",
            ]
        // The temporary folder is left as it is: SwiftPM keeps its build folders' locks there, so a
        // build of the kit's own takes turns with this one only when both see the same folder.
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let ended = ProcessExit(process)
        do {
            try process.run()
        } catch {
            return .failed(CompilerDiagnostics(errors: ["cannot run swift build: \(error.localizedDescription)"]))
        }
        // Stopped with the grader, as its test programs are: an orphaned build would hold the folder.
        let guarded = TestProgramGuard.watch(process.processIdentifier, interrupting: true)
        defer { TestProgramGuard.release(guarded) }
        // Read as it comes, so a long log never fills the pipe and stalls the build, and say what it is
        // doing at least every quarter second, even while one step takes long.
        let reader = output.fileHandleForReading
        var data = Data()
        var step = "Planning"
        let started = Date()
        var waitingSince: Date?
        var waiting = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            if poll(&waiting, 1, 250) > 0 {
                let chunk = reader.availableData
                if chunk.isEmpty { break }  // The build closed its output: it is done.
                data += chunk
                step = Self.lastStep(in: chunk) ?? step
                // SwiftPM says it waits before it plans; the line may come in pieces.
                if step == "Planning" || step == Self.waitingStep, let holder = Self.waitedForProcess(in: data) {
                    if waitingSince == nil { onWaitingForFolder() }
                    waitingSince = waitingSince ?? Date()
                    if ProcessAncestry.current.contains(holder) { return stop(process, ended) }
                }
            }
            if let since = waitingSince, step == "Planning" || step == Self.waitingStep,
                Date().timeIntervalSince(since) > Self.longestWait
            {
                return stop(process, ended)
            }
            onStep(step, Date().timeIntervalSince(started))
        }
        let log = String(decoding: data, as: UTF8.self)
        ended.wait()
        guard process.terminationStatus == 0 else {
            var diagnostics = CompilerDiagnostics(output: log, relativePath: relativePath)
            if diagnostics.errors.isEmpty {
                let tail = log.split(separator: "\n").suffix(5).joined(separator: "\n")
                diagnostics = CompilerDiagnostics(errors: ["swift build failed:\n" + tail])
            }
            return .failed(diagnostics)
        }
        return .built(products: scratch.appendingPathComponent("debug"))
    }

    /// Stops a build that waits for the build folder; `nil`, so that it is made in the fallback folder.
    private func stop(_ process: Process, _ ended: ProcessExit) -> Outcome? {
        process.terminate()
        ended.wait()
        return nil
    }

    /// The process SwiftPM says it waits for in a piece of its output (`Another instance of SwiftPM (PID:
    /// 4242) is already running using '…/.build', waiting…`), if it says so.
    package static func waitedForProcess(in chunk: Data) -> Int32? {
        let text = String(decoding: chunk, as: UTF8.self)
        guard text.contains(waitingForAnotherBuild), let match = text.firstMatch(of: /\(PID: ([0-9]+)\)/) else {
            return nil
        }
        return Int32(match.output.1)
    }

    /// The last `[N/M] …` step line in a piece of SwiftPM's output, or that it waits for another SwiftPM
    /// using the build folder (a `swift test` of the kit); `nil` if neither.
    package static func lastStep(in chunk: Data) -> String? {
        let line = String(decoding: chunk, as: UTF8.self).split(separator: "\n").last { line in
            line.hasPrefix("[") || line.contains(waitingForAnotherBuild)
        }
        guard let line else { return nil }
        guard let marker = line.range(of: waitingForAnotherBuild) else { return String(line) }
        // Once the wait is over, SwiftPM goes on on the same line: `…finished execution...[0/1] Planning build`.
        if let next = line[marker.upperBound...].firstIndex(of: "[") { return String(line[next...]) }
        return waitingStep
    }

    /// What SwiftPM writes while another of its commands holds the build folder.
    package static let waitingForAnotherBuild = "is already running using"

    /// The step shown meanwhile.
    package static let waitingStep = "waiting for another swift build or swift test of the kit to finish"

}
