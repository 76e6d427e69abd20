import Foundation
import Synchronization
import TestSupport
import Testing

@testable import WorkshopGrader
@testable import WorkshopRoom
@testable import WorkshopSupport

extension RoomWithGitTests {
    /// Publishing from a laptop: a commit of the progress in its own history, pushed to the room; here to a
    /// room reached by its path (no daemon, no hook: `RoomLoopbackTests` has both), with git's settings.
    ///
    /// They run git many times, so they run with `WORKSHOP_CHECK_ROOM=1` (CI sets it), as the loopback tests do.
    @Suite("The room: publishing grades")
    struct RoomPublisherTests {
        let kit: RoomKit
        let room: TemporaryFolder
        let start = Date(timeIntervalSince1970: 1_796_000_000)

        init() throws {
            kit = try RoomKit()
            room = try TemporaryFolder("room")
            let git = Git(folder: room.url)
            _ = git.run(["init", "--quiet", "--bare", "."])
            _ = git.run(["config", "receive.denyNonFastForwards", "true"])
            _ = git.run(["config", "uploadpack.hideRefs", "refs/room"])
            _ = git.run(["config", "receive.advertisePushOptions", "true"])
        }

        /// A publisher of `name`; its pushes may take 30 s, so that a loaded machine does not make a slow push
        /// read as an unreachable room (the 3 s limit is checked on loopback, in ``RoomLoopbackTests``).
        func publisher(_ name: String, url: String? = nil, kit: RoomKit? = nil) -> RoomPublisher {
            var publisher = RoomPublisher(
                kitRoot: (kit ?? self.kit).root, membership: RoomMembership(url: url ?? room.url.path, name: name))
            publisher.timeout = 30
            return publisher
        }

        @Test("Each grade is published on top of the last; the room reads the latest")
        func publishes() throws {
            let ana = publisher("ana")
            #expect(ana.publish([try kit.grade("01-Demo", failing: ["b"])], at: start) == .published)
            #expect(ana.publish([try kit.grade("02-Other")], at: start.addingTimeInterval(60)) == .published)
            let latest = Git(folder: room.url).run(["cat-file", "blob", "refs/room/ana:progress.json"])
            let progress = try RoomProgress(checking: Data((latest?.output ?? "").utf8))
            #expect(progress.exercises["01-Demo"]?.points == 70 && progress.exercises["02-Other"]?.points == 100)
            #expect(ana.latest() == progress, "The laptop's history and the room agree")
        }

        @Test("A room that cannot be reached: said at once, and the grade goes with the next push")
        func unreachable() throws {
            let down = publisher("ana", url: "git://127.0.0.1:1/room.git")
            guard case .unreachable = down.publish([try kit.grade("01-Demo")], at: start) else {
                Issue.record("A room that is down is unreachable")
                return
            }
            let up = publisher("ana")
            #expect(up.publish([try kit.grade("02-Other")], at: start.addingTimeInterval(60)) == .published)
            let log = Git(folder: room.url).run(["rev-list", "--count", "refs/room/ana"])?.output ?? ""
            #expect(log.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "Both grades reached the room")
        }

        @Test("Grades of the same kit published at once all reach the room, one commit each")
        func concurrent() throws {
            let grades = [try kit.grade("01-Demo"), try kit.grade("02-Other")]
            let outcomes = Mutex<[RoomPublisher.Outcome]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                let outcome = publisher("ana").publish([grades[index % 2]], at: start.addingTimeInterval(Double(index)))
                outcomes.withLock { $0.append(outcome) }
            }
            #expect(outcomes.withLock { $0 } == Array(repeating: .published, count: 4))
            let log = Git(folder: room.url).run(["rev-list", "--count", "refs/room/ana"])?.output ?? ""
            #expect(log.trimmingCharacters(in: .whitespacesAndNewlines) == "4", "No grade lost")
        }

        @Test("A name another laptop holds is refused with what to do, and nothing changes there")
        func nameTaken() throws {
            #expect(publisher("ana").publish([try kit.grade("01-Demo")], at: start) == .published)
            let other = try RoomKit("other-kit")
            let before = Git(folder: room.url).run(["rev-parse", "refs/room/ana"])?.output
            let outcome = publisher("ana", kit: other).publish([try other.grade("02-Other")], at: start)
            guard case .refused(let reason) = outcome else {
                Issue.record("A second laptop cannot add to a name the first holds: \(outcome)")
                return
            }
            #expect(reason.hasPrefix("the name ana is taken in this room by another laptop"), "\(reason)")
            #expect(reason.contains("swift run workshop room join \(room.url.path) --name OTHER"))
            #expect(Git(folder: room.url).run(["rev-parse", "refs/room/ana"])?.output == before)
        }

        @Test("A push git kills with SIGPIPE is looked at again without its key: sent, up to date, or refused")
        func pushKilledBySIGPIPE() throws {
            // git, except that a push with push options dies of SIGPIPE, saying nothing, as long as the file
            // `lose` counts more: what a real git does now and then when the room has nothing to take.
            let wrapper = try TemporaryFolder("git-wrapper")
            let lose = wrapper.url.appendingPathComponent("lose")
            let program = wrapper.url.appendingPathComponent("git")
            let real = try #require(Git.onPath())
            let script = """
                #!/bin/sh
                case "$*" in *--push-option*)
                    left=$(cat '\(lose.path)')
                    if [ "$left" -gt 0 ]; then echo $((left - 1)) > '\(lose.path)'; kill -PIPE $$; fi
                esac
                exec '\(real.path)' "$@"
                """
            try Data(script.utf8).write(to: program)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
            func losing(_ count: Int, _ publisher: RoomPublisher) throws -> RoomPublisher {
                try Data("\(count)\n".utf8).write(to: lose)
                var publisher = publisher
                publisher.git = program
                return publisher
            }
            func commits() -> String {
                let count = Git(folder: room.url).run(["rev-list", "--count", "refs/room/ana"])?.output ?? ""
                return count.trimmingCharacters(in: .whitespacesAndNewlines)
            }

            let ana = try losing(1, publisher("ana"))
            #expect(ana.publish([try kit.grade("01-Demo")], at: start) == .published, "Lost once, then sent")
            #expect(commits() == "1")
            #expect(try losing(9, ana).push() == .published, "Every push lost, but the room is up to date")
            #expect(commits() == "1")
            let other = try RoomKit("other-kit")
            let outcome = try losing(9, publisher("ana", kit: other)).publish([try other.grade("02-Other")], at: start)
            guard case .refused(let reason) = outcome else {
                Issue.record("Every push lost, and the room holds another laptop's ana: \(outcome)")
                return
            }
            #expect(reason.hasPrefix("the name ana is taken in this room by another laptop"), "\(reason)")
            #expect(commits() == "1")

            // A run that dies of a signal says which; one that exits by itself has none.
            try Data("1\n".utf8).write(to: lose)
            let dying = Git(executable: program, folder: kit.root).run(["--push-option=x", "--version"])
            #expect(dying?.signal == SIGPIPE && dying?.output == "" && dying?.error == "")
            #expect(Git(executable: program, folder: kit.root).run(["--version"])?.signal == nil)
        }

        @Test("Join remembers the room in a git-ignored file; leave forgets it and keeps the history")
        func joinAndLeave() async throws {
            let name = try RoomName("ana")
            let joined = await WorkshopRun(capturing: { console in
                RoomJoin(url: room.url.path, name: name).join(kitRoot: kit.root, console: console)
            })
            #expect(joined.status == 0, "\(joined.error)")
            #expect(joined.output.hasPrefix("Joined the room at \(room.url.path) as ana."))
            #expect(RoomMembership.load(kitRoot: kit.root) == RoomMembership(url: room.url.path, name: "ana"))
            let left = await WorkshopRun(capturing: { console in RoomJoin.leave(kitRoot: kit.root, console: console) })
            #expect(left.output.contains("Left the room at \(room.url.path)"))
            #expect(RoomMembership.load(kitRoot: kit.root) == nil)
            #expect(publisher("ana").hasHistory, "What was published stays, so the name can go on")
            let ignored = try String(
                contentsOf: TestFiles.repository.appendingPathComponent(".gitignore"), encoding: .utf8)
            #expect(ignored.contains(RoomMembership.fileName) && ignored.contains(RoomMembership.historyName))
        }

        @Test("What the graded code writes to the kit's room files during its tests does not redirect the grade")
        func fixedBeforeTheTests() async throws {
            try RoomMembership(url: room.url.path, name: "ana").save(kitRoot: kit.root)
            #expect(publisher("ana").publish([try kit.grade("02-Other")], at: start) == .published)
            let key = try #require(publisher("ana").key)
            let elsewhere = try TemporaryFolder("other-room")
            _ = Git(folder: elsewhere.url).run(["init", "--quiet", "--bare", "."])
            let (kit, root) = (kit, kit.root)
            let environment = GradeCommand.Environment(
                kitRoot: { root },
                grade: { exercise, _, whileHeld in
                    whileHeld {
                        // The code under test, while its tests run: another room, another name, another key.
                        try? RoomMembership(url: elsewhere.url.path, name: "mallory").save(kitRoot: root)
                        _ = Git(folder: root.appendingPathComponent(RoomMembership.historyName))
                            .run(["config", "room.ana.key", RoomProgress.makeKey()])
                        return (try? kit.grade(exercise.name)) ?? ExerciseGrade(exercise: exercise, testsDidNotRun: "?")
                    }
                },
                useColor: false, sleep: { _ in }, keepWatching: { false }, toolchainVersion: { nil },
                room: { RoomPublisher.link(kitRoot: $0) })
            let graded = await WorkshopRun(capturing: { console in
                await GradeCommand.run(["01"], console: console, environment: environment)
            })
            #expect(!graded.error.contains("Room:"), "\(graded.error)")
            let published = Git(folder: room.url).run(["cat-file", "blob", "refs/room/ana:progress.json"])
            let progress = try RoomProgress(checking: published?.data ?? Data())
            #expect(progress.name == "ana" && progress.exercises["01-Demo"]?.points == 100, "To the room joined")
            #expect(progress.exercises["02-Other"]?.points == 100, "On top of what was published before")
            #expect(progress.keyHash == RoomProgress.hash(ofKey: key), "With the key kept before the tests")
            let stray = Git(folder: elsewhere.url).run(["for-each-ref"])?.output ?? "?"
            #expect(stray.isEmpty, "Nothing reached the room the code named")
        }

        @Test("A grade of another tree, or with no room joined, publishes nothing")
        func onlyTheAttendeesGrades() async throws {
            let quiet = await WorkshopRun(capturing: { console in
                RoomPublisher.link(kitRoot: kit.root).publish(
                    [try? kit.grade("01-Demo")].compactMap { $0 }, "Exercises", console)
                return 0
            })
            #expect(quiet.error.isEmpty && !publisher("ana").hasHistory)
            try RoomMembership(url: "git://127.0.0.1:1/room.git", name: "ana").save(kitRoot: kit.root)
            let solutions = await WorkshopRun(capturing: { console in
                RoomPublisher.link(kitRoot: kit.root).publish(
                    [try? kit.grade("01-Demo")].compactMap { $0 }, "Solutions", console)
                return 0
            })
            #expect(solutions.error.isEmpty && !publisher("ana").hasHistory)
            let down = await WorkshopRun(capturing: { console in
                RoomPublisher.link(kitRoot: kit.root).publish(
                    [try? kit.grade("01-Demo")].compactMap { $0 }, "Exercises", console)
                return 0
            })
            #expect(down.error.hasPrefix("Room: could not reach git://127.0.0.1:1/room.git"), "\(down.error)")
            #expect(down.error.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "Said once")
        }
    }
}
