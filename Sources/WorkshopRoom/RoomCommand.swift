import Foundation
import WorkshopSupport

/// `workshop room`: the room, every attendee's progress on the instructor's screen, over git, offline.
///
/// The instructor serves a room (`room serve`); each attendee joins it once (`room join URL --name NAME`),
/// and from then on every `workshop grade` publishes their progress (``RoomPublisher``); `workshop room`
/// shows the table (``RoomTable``).
package struct RoomCommand: WorkshopCommand {
    package static let signature = CommandSignature(
        name: "room",
        abstract: "see every attendee's progress in one table, over git, with no internet.",
        synopsis: "[FOLDER] | serve [FOLDER] | join URL --name NAME | leave",
        arguments: [
            .init(
                name: "ACTION",
                help: "Nothing or FOLDER: the instructor's table of the room in FOLDER.\nserve [FOLDER]: open the"
                    + " room in FOLDER (the instructor), for attendees to join.\njoin URL --name NAME: join the"
                    + " room at URL (an attendee); every grade then\npublishes your progress.\nleave: stop"
                    + " publishing.\nFOLDER is ~/workshop-room unless given.",
                isOptional: true, repeats: true)
        ],
        options: [
            .value(.port, "N", "serve: the port to listen on (git's own, 9418, by default)."),
            .value(.listen, "ADDRESS", "serve: listen on this address only, such as 127.0.0.1 (all by default)."),
            .value(.name, "NAME", "join: your name in the room: lowercase letters, digits and dashes."),
            .flag(.json, "The table as JSON, for tools."),
            .value(.html, "FILE", "Also write the table as a page that reloads itself, for a projector."),
            .flag(.watch, "Draw the table again as grades arrive (Ctrl-C stops)."),
            .value(.stuckAfter, "MIN", "Minutes a task may fail before its attendee looks stuck (10)."),
            .value(.idleAfter, "MIN", "Minutes without a grade before an attendee looks stuck (15)."),
        ],
        discussion: """
            The room is a git repository on the instructor's laptop, served by git daemon: attendees'
            laptops push their progress to it (points, task status, the failing test's name and times, never
            code), and nobody can read or change another's. Only progress files of the kit's format are
            accepted. A room that cannot be reached never stops a grade: what was not sent goes with the next.
            Exit status: 0 done, 1 the room refused or failed, 2 a usage error.

            """
    )

    /// What to do.
    package enum Action: Equatable {
        /// Show the table of the room in the folder.
        case table(folder: URL)
        /// Serve the room in the folder.
        case serve(folder: URL)
        /// Join the room at the URL under the name.
        case join(url: String, name: RoomName)
        /// Stop publishing.
        case leave
        /// The room's pre-receive hook: check each ref a push updates (git's `OLD NEW REF` lines on standard input).
        case checkPush
    }

    /// What was asked for.
    package let action: Action
    /// `serve`'s port (9418 unless `--port`).
    package let port: Int
    /// `serve`'s address to listen on; `nil`: every address.
    package let listen: String?
    /// Whether the table is printed as JSON.
    package let json: Bool
    /// Where the table's page is written, or `nil` for none.
    package let html: String?
    /// Whether the table is drawn again as grades arrive.
    package let watch: Bool
    /// The table, with its thresholds (`--stuck-after`, `--idle-after`, in minutes).
    package let table: RoomTable

    /// The room's folder when none is given: `~/workshop-room`, outside the kit, so it outlives it.
    package static var defaultFolder: URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("workshop-room")
    }

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        let words = arguments.arguments
        func folder(_ index: Int) -> URL {
            words.count > index ? URL(fileURLWithPath: words[index]) : Self.defaultFolder
        }
        func only(_ allowed: Set<OptionName>, for action: String) throws(UsageError) {
            let given: [OptionName] = [.port, .listen, .name, .json, .html, .watch, .stuckAfter, .idleAfter]
            if let stray = given.first(where: { arguments.has($0) && !allowed.contains($0) }) {
                throw UsageError("\(stray) does not go with \(action)")
            }
        }
        switch words.first {
        case "serve":
            try only([.port, .listen], for: "serve")
            guard words.count <= 2 else { throw UsageError("serve takes one FOLDER at most") }
            action = .serve(folder: folder(1))
        case "join":
            try only([.name], for: "join")
            guard words.count == 2, let name = arguments.value(.name) else {
                throw UsageError("join needs the room's URL and your name: `workshop room join URL --name NAME`")
            }
            do throws(RoomProgress.Refusal) {
                action = .join(url: words[1], name: try RoomName(name))
            } catch {
                throw UsageError("--name: \(error)")
            }
        case "leave":
            try only([], for: "leave")
            guard words.count == 1 else { throw UsageError("leave takes nothing more") }
            action = .leave
        case "check-push":
            guard words.count == 1 else { throw UsageError("check-push reads git's pre-receive lines, OLD NEW REF") }
            action = .checkPush
        default:
            try only([.json, .html, .watch, .stuckAfter, .idleAfter], for: "the table")
            guard words.count <= 1 else { throw UsageError("the table takes one FOLDER at most") }
            action = .table(folder: folder(0))
        }
        port = try Self.number(arguments.value(.port), of: .port, default: 9418, in: 1...65535)
        listen = arguments.value(.listen)
        json = arguments.has(.json)
        html = arguments.value(.html)
        watch = arguments.has(.watch)
        var table = RoomTable()
        table.stuckAfter = Double(
            try Self.number(arguments.value(.stuckAfter), of: .stuckAfter, default: 10, in: 1...600))
        table.idleAfter = Double(try Self.number(arguments.value(.idleAfter), of: .idleAfter, default: 15, in: 1...600))
        self.table = table
        if json, watch { throw UsageError("--json and --watch do not go together") }
    }

    private static func number(_ text: String?, of option: OptionName, default value: Int, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let text else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\"")
        }
        return number
    }

    package func run(console: Console) async -> Int32 {
        await WorkerThread.run { self.perform(console: console) }
    }

    private nonisolated func perform(console: Console) -> Int32 {
        switch action {
        case .table(let folder): return RoomTableCommand(command: self, folder: folder).run(console: console)
        case .serve(let folder): return serve(folder, console: console)
        case .join(let url, let name): return RoomJoin(url: url, name: name).run(console: console)
        case .leave: return RoomJoin.leave(console: console)
        case .checkPush:
            let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let lines = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            let check = RoomPushCheck(git: Git(folder: folder))
            // git hands the hook the push's options as GIT_PUSH_OPTION_0… (never stored).
            let environment = ProcessInfo.processInfo.environment
            let options = (0..<(Int(environment["GIT_PUSH_OPTION_COUNT"] ?? "") ?? 0)).compactMap {
                environment["GIT_PUSH_OPTION_\($0)"]
            }
            let key = options.last { $0.hasPrefix("key=") }.map { String($0.dropFirst("key=".count)) }
            let refusals = check.refusals(hookInput: lines, key: key)
            for reason in refusals {
                // git shows it to the attendee who pushed, as `remote: workshop room: refused: …`.
                console.writeError("workshop room: refused: \(reason)\n")
            }
            return refusals.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
    }

    private nonisolated func serve(_ folder: URL, console: Console) -> Int32 {
        let room = RoomRepository(folder: folder)
        do throws(RoomProgress.Refusal) {
            try room.prepare(checker: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        } catch {
            console.writeError("workshop room serve: \(error)\n")
            return ExitStatus.failure
        }
        var server = RoomServer(room: room)
        server.port = port
        server.listen = listen
        if let problem = server.listeningProblem() {
            console.writeError("workshop room serve: \(problem).\n")
            return ExitStatus.failure
        }
        let hosts = listen.map { [$0] } ?? RoomServer.addresses()
        let status = server.run {
            console.write(
                """
                The room is open. Attendees type, in the kit's folder:
                    swift run workshop room join \(server.url(host: hosts[0])) --name THEIR-NAME
                \(hosts.count > 1 ? "(this laptop's other addresses: \(hosts.dropFirst().joined(separator: ", ")))\n" : "")\
                See the room in another terminal: swift run workshop room \(folder.path) --watch
                Ctrl-C closes it; what attendees publish stays in \(room.repository.path).

                """)
        }
        guard let status else {
            console.writeError("workshop room serve: git could not be started; install git and try again.\n")
            return ExitStatus.failure
        }
        guard status.wasStopped else {
            console.writeError(
                "workshop room serve: git daemon stopped by itself (status \(status.status)); its reason is above."
                    + " The room is closed.\n")
            return ExitStatus.failure
        }
        console.write("\nThe room is closed. Its data stays in \(room.repository.path); serve it again to reopen it.\n")
        return ExitStatus.success
    }
}
