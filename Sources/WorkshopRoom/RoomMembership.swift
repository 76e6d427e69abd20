import Foundation
import WorkshopSupport

/// The room an attendee's laptop has joined: `.workshop-room.json` at the kit's root (git-ignored), with
/// the history of what it published beside it, `.workshop-room.git`.
///
/// The history stays when the attendee leaves: it is what lets the same name be published again, since
/// the room only accepts additions to it.
package struct RoomMembership: Codable, Equatable, Sendable {
    /// The file's name, at the kit's root.
    package static let fileName = ".workshop-room.json"
    /// The local repository's name, at the kit's root.
    package static let historyName = ".workshop-room.git"

    /// The room's address, such as `git://192.168.1.20:9418/room.git`.
    package var url: String
    /// The attendee's name in it.
    package var name: String

    /// The room at `url`, joined as `name`.
    package init(url: String, name: String) {
        self.url = url
        self.name = name
    }

    /// The membership saved at `kitRoot`, or `nil` when the laptop has joined no room (or the file is not
    /// one: it is then ignored, and joining again writes a new one).
    package static func load(kitRoot: URL) -> RoomMembership? {
        guard let data = FileManager.default.contents(atPath: file(kitRoot: kitRoot).path) else { return nil }
        return try? JSONDecoder().decode(RoomMembership.self, from: data)
    }

    /// Writes it at `kitRoot`.
    /// - Throws: When the file cannot be written.
    package func save(kitRoot: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: Self.file(kitRoot: kitRoot), options: .atomic)
    }

    /// Forgets the room at `kitRoot`, keeping the history.
    /// - Returns: The membership forgotten, or `nil` when there was none.
    @discardableResult
    package static func remove(kitRoot: URL) -> RoomMembership? {
        let membership = load(kitRoot: kitRoot)
        try? FileManager.default.removeItem(at: file(kitRoot: kitRoot))
        return membership
    }

    /// The file at `kitRoot`.
    package static func file(kitRoot: URL) -> URL { kitRoot.appendingPathComponent(fileName) }
}
