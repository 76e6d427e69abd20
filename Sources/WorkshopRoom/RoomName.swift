/// An attendee's name in a room: what `room join --name` takes and the ref `refs/room/<name>` is made of.
///
/// Plain and short, so that it is a valid ref and reads well in the instructor's table: 1 to 32 lowercase
/// letters, digits and dashes, starting with a letter or a digit (`ana`, `team-3`).
package struct RoomName: Equatable, Sendable, CustomStringConvertible {
    /// The name.
    package let description: String

    /// The ref the attendee's progress is pushed to: `refs/room/ana`.
    package var ref: String { "refs/room/\(description)" }

    /// `text` as a name.
    /// - Throws: ``RoomProgress/Refusal`` saying what a name may hold, when `text` is not one.
    package init(_ text: String) throws(RoomProgress.Refusal) {
        let allowed = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
        guard allowed, (1...32).contains(text.utf8.count), text.first != "-" else {
            throw RoomProgress.Refusal(
                "\"\(text.prefix(40))\" is not a room name: use 1 to 32 lowercase letters, digits and dashes,"
                    + " starting with a letter or a digit, such as ana or team-3")
        }
        description = text
    }

    /// The name in `ref`, which must be `refs/room/<name>`.
    /// - Throws: ``RoomProgress/Refusal`` when it is not.
    package init(ref: String) throws(RoomProgress.Refusal) {
        let prefix = "refs/room/"
        guard ref.hasPrefix(prefix) else {
            throw RoomProgress.Refusal("the room takes pushes to refs/room/<name> only, not to \(ref.prefix(80))")
        }
        try self.init(String(ref.dropFirst(prefix.count)))
    }
}
