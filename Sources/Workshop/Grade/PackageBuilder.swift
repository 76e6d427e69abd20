import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds an exercise's package and its tests, alone, with `swift build`.
///
/// Each exercise is its own package, so a compile error in one never touches the kit or another
/// exercise. All exercises share one build folder, so the kit they depend on is compiled once.
struct PackageBuilder {
    /// The shared build folder (`.build/grade` in the kit).
    let scratchFolder: URL
    /// Makes an absolute path relative to the kit.
    let relativePath: (String) -> String
    /// Called at least every quarter second while building, with the last step SwiftPM announced
    /// (`[42/343] Compiling Demo A.swift`, or `Planning` before the first) and the seconds since it began.
    var onStep: (String, Double) -> Void = { _, _ in }
    /// Whether the tests are built too (`--build-tests`), as grading needs; an exercise's app needs none.
    var buildsTests = true

    /// How a build went.
    enum Outcome: Equatable {
        /// It built.
        case built
        /// It did not compile: the first errors.
        case failed(CompilerDiagnostics)
    }

    /// Builds the package in `folder`, tests included.
    ///
    /// A file saved while the compiler reads it (with `--watch`, a second save) fails the build with
    /// "was modified during the build": that build is simply run again, once.
    func build(_ folder: URL) -> Outcome {
        let first = buildOnce(folder)
        guard case .failed(let diagnostics) = first,
            diagnostics.errors.contains(where: { $0.contains("was modified during the build") })
        else { return first }
        return buildOnce(folder)
    }

    private func buildOnce(_ folder: URL) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The scratch folder is shared, and SwiftPM would reuse the build plan it cached there for
        // another package of the same name (an exercise and its solution): plan anew each time.
        // An exercise that imports a kit module its Package.swift does not declare builds only when
        // another exercise happened to build that module first: SwiftPM's check makes it fail every time.
        process.arguments =
            ["swift", "build"] + (buildsTests ? ["--build-tests"] : []) + [
                "--package-path", folder.path, "--scratch-path", scratchFolder.path,
                "--disable-build-manifest-caching", "--explicit-target-dependency-import-check=error",
            ]
        // The compiler driver leaves a folder in the temporary folder each time it runs: keep them in
        // the build folder, and clear them after the build.
        let temporary = scratchFolder.appendingPathComponent("tmp")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
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
        // Read as it comes, so a long log never fills the pipe and stalls the build, and say what it is
        // doing at least every quarter second, even while one step takes long.
        let reader = output.fileHandleForReading
        var data = Data()
        var step = "Planning"
        let started = Date()
        var waiting = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            if poll(&waiting, 1, 250) > 0 {
                let chunk = reader.availableData
                if chunk.isEmpty { break }  // The build closed its output: it is done.
                data += chunk
                step = Self.lastStep(in: chunk) ?? step
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
        return .built
    }

    /// The last `[N/M] …` step line in a piece of SwiftPM's output, if any.
    static func lastStep(in chunk: Data) -> String? {
        String(decoding: chunk, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("[") }.map(String.init)
    }
}
