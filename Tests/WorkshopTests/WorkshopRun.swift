import Foundation
import Workshop
import WorkshopSupport

/// The result of running `workshop` in-process: exit status and everything it wrote.
///
/// It runs where its caller runs (`#isolation`): from a test that is not on the main actor, a command
/// that needs no screen (grade, copies, reset, compare's reading) starts off the main queue, beside the
/// tests driving screens there, instead of taking turns with them.
struct WorkshopRun {
    let status: Int32
    let output: String
    let error: String

    /// Runs `workshop` with `arguments`, feeding `input` as standard input.
    /// - Parameters:
    ///   - arguments: The words after `workshop`.
    ///   - input: Standard input.
    ///   - columns: How wide standard output is, as a terminal's width; `nil` as for a pipe.
    ///   - isolation: Where it runs: the caller's actor, or none.
    init(
        _ arguments: [String], input: String = "", columns: Int? = nil, isolation: isolated (any Actor)? = #isolation
    ) async {
        await self.init(arguments, bytes: Data(input.utf8), columns: columns)
    }

    /// Runs `workshop` with `arguments`, feeding raw `input` bytes as standard input.
    static func bytes(
        _ arguments: [String], input: Data, isolation: isolated (any Actor)? = #isolation
    ) async -> WorkshopRun {
        await WorkshopRun(arguments, bytes: input)
    }

    private init(
        _ arguments: [String], bytes input: Data, columns: Int? = nil, isolation: isolated (any Actor)? = #isolation
    ) async {
        await self.init(capturingStatus: { await Workshop.run(arguments, console: $0) }, input: input, columns: columns)
    }

    fileprivate init(
        capturingStatus body: (Console) async -> Int32, input: Data = Data(), columns: Int? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let output = Buffer()
        let error = Buffer()
        status = await body(
            Console(
                write: output.append, writeError: error.append, readInput: { input }, isInteractive: { false },
                columns: { columns }))
        self.output = output.text
        self.error = error.text
    }

    /// Collects text written from any thread.
    private final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = ""

        var text: String { lock.withLock { storage } }

        func append(_ text: String) {
            lock.withLock { storage += text }
        }
    }
}

/// Files the tests read: the shared cases (copied in as resources) and the repository's examples.
enum TestFiles {
    /// The folder of `.play` and `.json` cases copied from `../shared/cases`.
    static let cases: URL =
        Bundle.module.url(forResource: "Cases", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("Cases")

    /// The repository's root, found from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files in `folder` ending in `.extension`, sorted by name.
    static func files(in folder: URL, extension pathExtension: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension WorkshopRun {
    /// Runs `body` with a console whose output is captured, as for `workshop` itself.
    init(capturing body: (Console) async -> Int32, isolation: isolated (any Actor)? = #isolation) async {
        await self.init(capturingStatus: body)
    }
}
