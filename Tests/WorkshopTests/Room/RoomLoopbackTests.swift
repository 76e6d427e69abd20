import Foundation
import TestSupport
import Testing

@testable import WorkshopGrader
@testable import WorkshopRoom
@testable import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RoomWithGitTests {
    /// A real room on loopback: `workshop room serve` (the built program, whose hook checks every push) with
    /// `git daemon` on 127.0.0.1, three attendees' kits that join and grade, the instructor's table, what the
    /// room refuses, and a room that goes down and comes back.
    ///
    /// It needs the built `workshop` beside this test program and git's daemon, so it runs only with
    /// `WORKSHOP_CHECK_ROOM=1` (CI sets it, after `swift build --product workshop`).
    @Suite("The room on loopback")
    struct RoomLoopbackTests {
        /// The built `workshop`, beside this test program.
        static let workshop = BuildProducts.workshop

        /// A port nobody listens on now, on 127.0.0.1.
        static func freePort() throws -> Int {
            let (socket, port) = try bound(on: 0)
            close(socket)
            return port
        }

        /// A socket bound to 127.0.0.1 and `port` (0: any free one), and its port.
        static func bound(on port: Int) throws -> (socket: Int32, port: Int) {
            let socket = StreamSocket.make()
            var reuse: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = loopback(port)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
                }
            }
            guard bound else {
                close(socket)
                throw RoomProgress.Refusal("port \(port) cannot be bound")
            }
            return (socket, Int(UInt16(bigEndian: address.sin_port)))
        }

        /// 127.0.0.1 and `port` (0: any free one), as the socket calls take them.
        static func loopback(_ port: Int) -> sockaddr_in {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            return address
        }

        /// A socket connected to 127.0.0.1 and `port`.
        /// - Throws: A refusal when nothing takes the connection.
        static func connection(to port: Int) throws -> Int32 {
            let socket = StreamSocket.make()
            var address = loopback(port)
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                close(socket)
                throw RoomProgress.Refusal("nothing takes a connection on port \(port)")
            }
            return socket
        }

        /// `workshop room serve` on `port`, started and waited for until the room answers.
        final class Served {
            let process = Process()
            let ended: ProcessExit
            let url: String

            /// Starts the room; `ignoringStops`: from a shell that ignores Ctrl-C and SIGTERM, as a script's
            /// background does, which the room and what it starts would otherwise keep.
            init(room: URL, port: Int, ignoringStops: Bool = false) throws {
                url = "git://127.0.0.1:\(port)/room.git"
                let serve = ["room", "serve", room.path, "--port", "\(port)", "--listen", "127.0.0.1"]
                if ignoringStops {
                    process.executableURL = URL(fileURLWithPath: "/bin/sh")
                    process.arguments =
                        ["-c", #"trap '' INT TERM; exec "$0" "$@""#, RoomLoopbackTests.workshop.path] + serve
                } else {
                    process.executableURL = RoomLoopbackTests.workshop
                    process.arguments = serve
                }
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                process.standardInput = FileHandle.nullDevice
                ended = ProcessExit(process)
                try process.run()
                let deadline = Date().addingTimeInterval(10)
                while !RoomServer.answers(url) {
                    guard Date() < deadline else {
                        stop()
                        throw RoomProgress.Refusal("the room did not open on port \(port)")
                    }
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }

            /// Closes the room as Ctrl-C does, and waits for it to end; does nothing when it has ended.
            ///
            /// A room still open 20 s later fails the test, and is killed with its git daemon, so that nothing
            /// waits for it or is left running.
            func stop() {
                guard !ended.wait(seconds: 0) else { return }
                process.interrupt()
                guard !ended.wait(seconds: 20) else { return }
                Issue.record("The room was still open 20 s after Ctrl-C")
                ProgramRun.kill(process.processIdentifier)
                ended.wait()
            }
        }

        /// Runs the built `workshop` with `arguments`, killing it (failing the test) after `limit` seconds.
        static func run(_ arguments: [String], limit: Double = 60) throws -> ProgramRun {
            try ProgramRun(workshop, arguments, limit: limit)
        }

        /// Grades exercise `number` of `kit` in-process, as `workshop grade NN` does, its tests scripted
        /// (`failing` names those of `a`, `b`, `c` that fail), publishing to the room the kit joined.
        static func grade(_ kit: RoomKit, _ number: String, failing: Set<String> = []) async -> WorkshopRun {
            let root = kit.root
            let environment = GradeCommand.Environment(
                kitRoot: { root },
                grade: { exercise, _, whileHeld in
                    whileHeld {
                        (try? kit.grade(exercise.name, failing: failing))
                            ?? ExerciseGrade(exercise: exercise, testsDidNotRun: "?")
                    }
                },
                useColor: false, sleep: { _ in }, keepWatching: { false }, toolchainVersion: { nil },
                room: { RoomPublisher.link(kitRoot: $0) })
            return await WorkshopRun(capturing: { console in
                await GradeCommand.run([number], console: console, environment: environment)
            })
        }

        /// `workshop room join URL --name NAME` in `kit`, run in-process.
        @discardableResult
        static func join(_ kit: RoomKit, as name: String, url: String) async throws -> WorkshopRun {
            let name = try RoomName(name)
            return await WorkshopRun(capturing: { console in
                RoomJoin(url: url, name: name).join(kitRoot: kit.root, console: console)
            })
        }

        /// What `workshop room FOLDER --json` prints, read.
        static func table(_ room: URL) throws -> [String: [String: Any]] {
            let object = try JSONSerialization.jsonObject(with: try run(["room", room.path, "--json"]).output)
            let rows = (object as? [String: Any])?["attendees"] as? [[String: Any]] ?? []
            return Dictionary(
                uniqueKeysWithValues: rows.compactMap { row in
                    (row["name"] as? String).map { ($0, row) }
                })
        }

        /// The points `name` has for exercise `number` in `table`.
        static func points(_ table: [String: [String: Any]], _ name: String, _ number: String) -> Int? {
            ((table[name]?["exercises"] as? [String: Any])?[number] as? [String: Any])?["points"] as? Int
        }

        @Test("Three attendees join and grade; the table lists each with the right points at once")
        func threeAttendees() async throws {
            #expect(
                FileManager.default.isExecutableFile(atPath: Self.workshop.path),
                "Build it first: swift build --product workshop")
            let folder = try TemporaryFolder("room-loopback")
            let room = folder.url.appendingPathComponent("room")
            let served = try Served(room: room, port: try Self.freePort())
            defer { served.stop() }
            let kits = try ["ana", "ben", "cy"].map { try RoomKit("kit-\($0)") }
            for (kit, name) in zip(kits, ["ana", "ben", "cy"]) {
                let joined = try await Self.join(kit, as: name, url: served.url)
                #expect(joined.status == 0, "\(name): \(joined.error)")
            }
            let grades: [(kit: RoomKit, name: String, number: String, failing: Set<String>, points: Int)] = [
                (kits[0], "ana", "01", [], 100), (kits[1], "ben", "02", ["b"], 70), (kits[2], "cy", "01", ["c"], 30),
            ]
            for grade in grades {
                let run = await Self.grade(grade.kit, grade.number, failing: grade.failing)
                let graded = Date()
                #expect(!run.error.contains("Room:"), "\(grade.name): \(run.error)")
                let table = try Self.table(room)
                #expect(Date().timeIntervalSince(graded) < 5, "Listed within 5 s of the grade")
                #expect(Self.points(table, grade.name, grade.number) == grade.points, "\(grade.name): \(table)")
            }
            #expect(try Self.table(room).keys.sorted() == ["ana", "ben", "cy"])
            // The instructor's page of this room, laid out by a browser when one is installed (CI installs it).
            let page = folder.url.appendingPathComponent("room.html")
            #expect(try Self.run(["room", room.path, "--html", page.path]).status == 0)
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.components(separatedBy: "<tbody>").last?.components(separatedBy: "<tr").count == 4)
            if CompareHTMLBrowserTests.Chromium.executable != nil {
                let probed = folder.url.appendingPathComponent("probed.html")
                try html.replacingOccurrences(of: "</body>", with: RoomPageBrowserTests.probe + "\n</body>").write(
                    to: probed, atomically: true, encoding: .utf8)
                let dom = try CompareHTMLBrowserTests.Chromium.dumpDOM(
                    of: probed, size: "1280,800", profile: folder.url.appendingPathComponent("profile"))
                #expect(dom.contains("data-rows=\"3\""), "One row per attendee in the browser")
            }
            let listed = Git(folder: folder.url).run(["ls-remote", served.url])
            #expect(
                listed?.status != 0 && listed?.output.isEmpty == true
                    && listed?.error.contains("service not enabled") == true,
                "No attendee's ref is listed: \(listed?.output ?? "") \(listed?.error ?? "")")
            // Not even by its object id, which a push lists.
            let anas =
                Git(folder: room.appendingPathComponent("room.git")).run(["rev-parse", "refs/room/ana"])?.output
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let reader = folder.url.appendingPathComponent("reader")
            _ = Git(folder: folder.url).run(["init", "--quiet", reader.path])
            let fetched = Git(folder: reader).run(["fetch", served.url, anas], timeout: 20)
            #expect(
                fetched?.status != 0 && anas.count == 40, "ana's progress fetched by its id: \(fetched?.error ?? "")")
        }

        @Test("Refused, each with its reason, and nothing in the room changed")
        func refusals() async throws {
            let folder = try TemporaryFolder("room-refusals")
            let room = folder.url.appendingPathComponent("room")
            let served = try Served(room: room, port: try Self.freePort())
            defer { served.stop() }
            let ana = try RoomKit("kit-ana")
            try await Self.join(ana, as: "ana", url: served.url)
            let roomGit = Git(folder: room.appendingPathComponent("room.git"))
            let before = roomGit.run(["for-each-ref"])?.output
            // A stranger's repository, committing by hand what it pushes.
            let stranger = Git(folder: folder.url.appendingPathComponent("stranger"))
            _ = Git(folder: folder.url).run(["init", "--quiet", "stranger"])
            let identity = ["-c", "user.name=s", "-c", "user.email=s@s"]
            func commit(_ files: [String: Data]) -> String {
                for (name, data) in files {
                    try? data.write(to: folder.url.appendingPathComponent("stranger/\(name)"))
                }
                _ = stranger.run(["add", "-A"])
                _ = stranger.run(identity + ["commit", "--quiet", "-m", "x"])
                return stranger.run(["rev-parse", "HEAD"])?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            }
            func push(_ refspecs: String...) -> String {
                // Tried again when git loses to SIGPIPE, as the publisher does (the room may close first).
                var pushed = stranger.run(["push", "--porcelain", served.url] + refspecs, timeout: 20)
                for _ in 0..<3 where pushed?.signal == SIGPIPE {
                    pushed = stranger.run(["push", "--porcelain", served.url] + refspecs, timeout: 20)
                }
                #expect(pushed?.status != 0, "\(refspecs) should be refused")
                return (pushed?.output ?? "") + (pushed?.error ?? "")
            }
            let zedKey = RoomProgress.makeKey()
            let zedHash = RoomProgress.hash(ofKey: zedKey)
            let own = commit(["progress.json": RoomProgress(name: "zed", keyHash: zedHash).data])
            #expect(push("\(own):refs/room/ana").contains("rejected"), "Another attendee's name, once claimed")
            #expect(push("\(own):refs/heads/main").contains("refs/room/<name> only"), "A ref outside refs/room/")
            #expect(push(":refs/room/ana").contains("rejected"), "A deletion")
            let notKit = commit(["progress.json": Data(#"{"x": 1}"#.utf8)])
            #expect(push("\(notKit):refs/room/zed").contains("not the kit's progress JSON"))
            #expect(
                push("\(own):refs/room/zed", "\(own):refs/room/zoe").contains("changes 2 names at once"),
                "Two names in one push")
            #expect(roomGit.run(["for-each-ref"])?.output == before, "Nothing in the room changed")
            // Claimed by the stranger, then forced over.
            _ = stranger.run(["reset", "--quiet", "--hard", own])
            let claimed = stranger.run(
                ["push", "--porcelain", "--push-option=key=\(zedKey)", served.url, "\(own):refs/room/zed"], timeout: 20)
            #expect(claimed?.status == 0, "\(claimed?.error ?? "")")
            let claimedRoom = roomGit.run(["for-each-ref"])?.output
            _ = stranger.run(["checkout", "--quiet", "--orphan", "other"])
            // A valid progress file of that name, on a history of its own: only the rewrite is wrong.
            var rewritten = RoomProgress(name: "zed", keyHash: zedHash)
            rewritten.exercises["01-RefactorToMVVM"] = RoomProgress.Exercise(
                points: 100, maxPoints: 100, firstTried: Date(), lastGraded: Date(), problem: nil, tasks: [:])
            let unrelated = commit(["progress.json": rewritten.data])
            #expect(push("+\(unrelated):refs/room/zed").contains("a name, once claimed, only grows"), "A force push")
            let big = commit(["progress.json": Data(count: 10_000_000)])
            #expect(push("\(big):refs/room/big").contains("more than the room's"), "A 10 MB file")
            #expect(roomGit.run(["cat-file", "-e", big])?.status != 0, "A refused push leaves none of its objects")
            #expect(roomGit.run(["for-each-ref"])?.output == claimedRoom, "Nothing in the room changed")
        }

        @Test("A laptop that builds on a name's last progress without its key is told the name is another's")
        func keyRefusedToThePublisher() async throws {
            let folder = try TemporaryFolder("room-key")
            let room = folder.url.appendingPathComponent("room")
            let served = try Served(room: room, port: try Self.freePort())
            defer { served.stop() }
            let ana = try RoomKit("kit-ana")
            try await Self.join(ana, as: "ana", url: served.url)
            // Another laptop with a copy of ana's history (so its next commit builds on ana's last), but a key
            // of its own: what a hand-made pack on top of ana's listed commit id amounts to.
            let copy = try RoomKit("kit-copy")
            try FileManager.default.copyItem(
                at: ana.root.appendingPathComponent(RoomMembership.historyName),
                to: copy.root.appendingPathComponent(RoomMembership.historyName))
            let history = Git(folder: copy.root.appendingPathComponent(RoomMembership.historyName))
            _ = history.run(["config", "room.ana.key", RoomProgress.makeKey()])
            let roomGit = Git(folder: room.appendingPathComponent("room.git"))
            let before = roomGit.run(["rev-parse", "refs/room/ana"])?.output
            var publisher = RoomPublisher(kitRoot: copy.root, membership: RoomMembership(url: served.url, name: "ana"))
            publisher.timeout = 20
            let outcome = publisher.publish([try copy.grade("01-Demo")], at: Date())
            guard case .refused(let reason) = outcome else {
                Issue.record("A push without ana's key is refused by the room's hook: \(outcome)")
                return
            }
            #expect(reason.hasPrefix("ana is claimed in this room by another laptop"), "\(reason)")
            #expect(reason.contains("swift run workshop room join \(served.url) --name OTHER"), "\(reason)")
            #expect(roomGit.run(["rev-parse", "refs/room/ana"])?.output == before, "ana's progress is as it was")
        }

        @Test("Joining again under the same name, as after the room's address changed, says joined, every time")
        func joinAgain() async throws {
            let folder = try TemporaryFolder("room-join-again")
            let served = try Served(room: folder.url.appendingPathComponent("room"), port: try Self.freePort())
            defer { served.stop() }
            let ana = try RoomKit("kit-ana")
            // Each join again pushes a history the room has already: git then writes its push options after the
            // room hung up, and said `unable to write flush packet` in 9 of 50 such pushes.
            for _ in 0..<12 {
                let joined = try await Self.join(ana, as: "ana", url: served.url)
                #expect(joined.status == 0 && joined.output.hasPrefix("Joined the room"), "\(joined.error)")
                #expect(!joined.output.contains("could not be reached"), "\(joined.output)")
            }
        }

        @Test("With the room down a grade takes no longer, says so once, and its result reaches the room after")
        func roomDown() async throws {
            let folder = try TemporaryFolder("room-down")
            let room = folder.url.appendingPathComponent("room")
            let port = try Self.freePort()
            var served = try Served(room: room, port: port)
            let ana = try RoomKit("kit-ana")
            let alone = try RoomKit("kit-alone")
            try await Self.join(ana, as: "ana", url: served.url)
            served.stop()
            let clock = ContinuousClock()
            for _ in 0..<3 {
                let started = clock.now
                _ = await Self.grade(alone, "01")
                let withoutRoom = clock.now - started
                let downStarted = clock.now
                let down = await Self.grade(ana, "02", failing: ["a"])
                let withRoomDown = clock.now - downStarted
                let said = down.error.components(separatedBy: "\n").filter { $0.hasPrefix("Room: could not reach") }
                #expect(said.count == 1, "Said once: \(down.error)")
                #expect(
                    withRoomDown - withoutRoom < .seconds(1),
                    "A grade with the room down took \(withRoomDown), without a room \(withoutRoom)")
            }
            served = try Served(room: room, port: port)
            defer { served.stop() }
            let back = await Self.grade(ana, "01")
            #expect(!back.error.contains("Room:"), "\(back.error)")
            let table = try Self.table(room)
            #expect(Self.points(table, "ana", "02") == 70, "The grade made while the room was down reached it")
            #expect(Self.points(table, "ana", "01") == 100)
        }

        @Test(
            "Ctrl-C closes the room while a laptop's connection hangs, before or after it asks to push, and when the room was started ignoring Ctrl-C",
            arguments: [(false, false), (true, false), (false, true)])
        func closesWhileAConnectionHangs(asksToPush: Bool, ignoringStops: Bool) throws {
            let folder = try TemporaryFolder("room-close")
            let port = try Self.freePort()
            let served = try Served(
                room: folder.url.appendingPathComponent("room"), port: port, ignoringStops: ignoringStops)
            defer { served.stop() }
            let connection = try Self.connection(to: port)
            defer { close(connection) }
            if asksToPush {
                // A push's first line, as git sends it; the room answers with its refs, then waits for the
                // push in a child that ignores SIGTERM from then on.
                let request = "git-receive-pack /room.git\0host=127.0.0.1\0"
                let line = Array((String(format: "%04x", request.utf8.count + 4) + request).utf8)
                try #require(send(connection, line, line.count, 0) == line.count)
                var wait = timeval(tv_sec: 10, tv_usec: 0)
                setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
                var answer = [UInt8](repeating: 0, count: 4)
                try #require(recv(connection, &answer, answer.count, 0) > 0, "The room answers the push")
            } else {
                // git daemon serves each connection in a child of its own, which waits for the request.
                let daemon = try #require(ProgramRun.children(of: served.process.processIdentifier).first)
                let deadline = Date().addingTimeInterval(10)
                while ProgramRun.children(of: daemon).isEmpty, Date() < deadline {
                    Thread.sleep(forTimeInterval: 0.05)
                }
                try #require(!ProgramRun.children(of: daemon).isEmpty, "git daemon serves the connection")
            }
            served.stop()
            #expect(served.process.terminationReason == .exit, "The room ends itself on Ctrl-C")
        }

        @Test("A room that takes the connection and never answers holds a grade no longer than the push's 3 s limit")
        func roomSilent() async throws {
            let folder = try TemporaryFolder("room-silent")
            let port = try Self.freePort()
            let served = try Served(room: folder.url.appendingPathComponent("room"), port: port)
            let ana = try RoomKit("kit-ana")
            let alone = try RoomKit("kit-alone")
            try await Self.join(ana, as: "ana", url: served.url)
            served.stop()
            // The kernel takes connections on a listening socket that nobody accepts, and nothing answers them.
            let (silent, _) = try Self.bound(on: port)
            defer { close(silent) }
            #expect(listen(silent, 16) == 0)
            let clock = ContinuousClock()
            let started = clock.now
            _ = await Self.grade(alone, "01")
            let withoutRoom = clock.now - started
            let silentStarted = clock.now
            let graded = await Self.grade(ana, "01")
            let withRoomSilent = clock.now - silentStarted
            #expect(graded.error.contains("Room: could not reach"), "\(graded.error)")
            #expect(
                withRoomSilent - withoutRoom < .seconds(3 + 2),
                "A grade with a silent room took \(withRoomSilent), without a room \(withoutRoom)")
        }

        @Test(
            "serve on a port in use, or an address not this machine's, says which before it says the room is open",
            arguments: [(nil, "is in use"), ("192.0.2.1", "192.0.2.1 is not an address of this machine")])
        func serveRefused(listen: String?, reason: String) throws {
            let folder = try TemporaryFolder("room-serve-refused")
            let (taken, port) = try Self.bound(on: 0)
            defer { close(taken) }
            #expect(StreamSocket.listen(taken, backlog: 1) == 0)
            let refused = try Self.run(
                ["room", "serve", folder.url.appendingPathComponent("room").path, "--port", "\(port)"]
                    + (listen.map { ["--listen", $0] } ?? ["--listen", "127.0.0.1"]))
            #expect(refused.status == 1)
            #expect(refused.error.contains(reason), "\(refused.error)")
            #expect(!String(decoding: refused.output, as: UTF8.self).contains("The room is open"))
        }
    }
}
