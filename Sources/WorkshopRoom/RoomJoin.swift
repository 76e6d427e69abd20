import Foundation
import WorkshopSupport

/// `workshop room join` and `leave`, on the attendee's laptop.
package struct RoomJoin {
    /// The room's address, `git://HOST:PORT/room.git`.
    package let url: String
    /// The name to join under.
    package let name: RoomName

    /// Joining the room at `url` as `name`.
    package init(url: String, name: RoomName) {
        self.url = url
        self.name = name
    }

    /// Joins from the kit around the current folder.
    func run(console: Console) -> Int32 {
        do {
            return join(kitRoot: try SourceTree.locate().root, console: console)
        } catch {
            console.writeError("workshop room join: \(error)\n")
            return ExitStatus.usage
        }
    }

    /// Joins the kit at `kitRoot`: claims the name with a first push, and remembers the room unless the
    /// room refused the name.
    /// - Returns: 0 joined (also when the room cannot be reached now), 1 refused or not written.
    package func join(kitRoot: URL, console: Console) -> Int32 {
        let membership = RoomMembership(url: url, name: name.description)
        let publisher = RoomPublisher(kitRoot: kitRoot, membership: membership)
        let now = Date()
        if !publisher.hasHistory,
            let problem = publisher.commit(RoomProgress(name: membership.name, joined: now), at: now)
        {
            console.writeError("workshop room join: \(problem)\n")
            return ExitStatus.failure
        }
        let outcome = publisher.push()
        if case .refused(let reason) = outcome {
            console.writeError("workshop room join: the room refused: \(reason)\n")
            return ExitStatus.failure
        }
        do {
            try membership.save(kitRoot: kitRoot)
        } catch {
            console.writeError(
                "workshop room join: cannot write \(RoomMembership.fileName) in \(kitRoot.path): \(error.localizedDescription)\n"
            )
            return ExitStatus.failure
        }
        var text = "Joined the room at \(url) as \(name). Every `workshop grade` now publishes your progress there"
        text +=
            " (points, which tasks pass, the failing test's name; never your code). `workshop room leave` stops it.\n"
        if case .unreachable(let why) = outcome {
            text += "The room could not be reached now (\(why)); your progress goes with your next grade.\n"
        }
        console.write(text)
        return ExitStatus.success
    }

    /// Leaves the room the kit around the current folder joined, keeping what was published.
    static func leave(console: Console) -> Int32 {
        guard let kitRoot = try? SourceTree.locate().root else {
            console.write("This laptop is in no room: nothing to leave.\n")
            return ExitStatus.success
        }
        return leave(kitRoot: kitRoot, console: console)
    }

    /// Leaves the room the kit at `kitRoot` joined, keeping what was published.
    package static func leave(kitRoot: URL, console: Console) -> Int32 {
        guard let membership = RoomMembership.remove(kitRoot: kitRoot) else {
            console.write("This laptop is in no room: nothing to leave.\n")
            return ExitStatus.success
        }
        console.write(
            "Left the room at \(membership.url): grades are no longer published. What you published stays in"
                + " \(RoomMembership.historyName), so joining again as \(membership.name) goes on from it.\n")
        return ExitStatus.success
    }
}
