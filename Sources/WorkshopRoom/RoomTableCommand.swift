import Foundation
import WorkshopSupport

/// `workshop room [FOLDER]`: the table of the room in a folder, once or as grades arrive.
struct RoomTableCommand {
    let command: RoomCommand
    let folder: URL

    func run(console: Console) -> Int32 {
        let room = RoomRepository(folder: folder)
        guard FileManager.default.fileExists(atPath: room.repository.appendingPathComponent("HEAD").path) else {
            console.writeError(
                "workshop room: there is no room in \(folder.path); open one with `swift run workshop room serve"
                    + " \(folder.path)`, or name the room's folder: `swift run workshop room FOLDER`.\n")
            return ExitStatus.usage
        }
        var shown = ""
        while true {
            let attendees = room.attendees()
            let now = Date()
            if let html = command.html {
                do {
                    try Data(RoomPage(table: command.table).html(attendees, at: now).utf8).write(
                        to: URL(fileURLWithPath: html), options: .atomic)
                } catch {
                    console.writeError("workshop room: cannot write \(html): \(error.localizedDescription)\n")
                    return ExitStatus.usage
                }
            }
            if command.json {
                console.write(String(decoding: command.table.json(attendees, at: now), as: UTF8.self) + "\n")
                return ExitStatus.success
            }
            let text = command.table.text(attendees, at: now)
            guard command.watch else {
                console.write(text)
                return ExitStatus.success
            }
            if text != shown {
                // Cleared and drawn again from the top, as `watch` does.
                console.write("\u{1B}[H\u{1B}[2J" + text + "\nDrawn again as grades arrive; Ctrl-C stops.\n")
                shown = text
            }
            Thread.sleep(forTimeInterval: 1)
        }
    }
}
