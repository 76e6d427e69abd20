import Foundation

/// The room as a self-contained web page for a projector.
///
/// A bar per exercise (how many are done), a row per attendee, who looks stuck; it reloads itself every
/// ``refreshSeconds`` seconds. No script, no outside asset: it works offline, from a file.
package struct RoomPage {
    /// Seconds between two reloads of the page.
    package static let refreshSeconds = 10

    /// The table it shows.
    package let table: RoomTable

    /// The page for `attendees` at `now`.
    package func html(_ attendees: [RoomProgress], at now: Date) -> String {
        let (rows, totals) = table.rows(attendees, at: now)
        let time = ISO8601DateFormatter().string(from: now)
        var body = "<h1>The room</h1>\n<p class=\"time\">\(rows.count) attendees · updated \(escape(time))</p>\n"
        body += "<section class=\"bars\">\n"
        for total in totals {
            let share = total.attendees == 0 ? 0 : 100 * total.done / total.attendees
            body += """
                <div class="bar"><span class="label">\(escape(total.exercise))</span>\
                <span class="track"><span class="fill" style="width: \(share)%"></span></span>\
                <span class="count">\(total.done) of \(total.attendees) done</span></div>\n
                """
        }
        body += "</section>\n<table>\n<colgroup><col class=\"name\"/>"
        body +=
            String(repeating: "<col/>", count: totals.count)
            + "<col class=\"last\"/><col class=\"stuck\"/></colgroup>\n"
        body += "<thead><tr><th>attendee</th>"
        body +=
            totals.map { "<th>\(escape($0.exercise))</th>" }.joined()
            + "<th>last grade</th><th></th></tr></thead>\n<tbody>\n"
        for row in rows {
            body += "<tr\(row.stuck == nil ? "" : " class=\"stuck\"")><td>\(escape(row.name))</td>"
            for total in totals {
                guard let cell = row.exercises[total.exercise] else {
                    body += "<td class=\"none\">–</td>"
                    continue
                }
                let marks = cell.tasks.map { $0.isDone ? "<b class=\"done\">✔</b>" : "<b class=\"todo\">✘</b>" }
                    .joined()
                let title = cell.failingTest.map { " title=\"\(escape($0))\"" } ?? ""
                body += "<td\(title)>\(cell.points) \(marks)</td>"
            }
            body +=
                "<td>\(row.exercises.isEmpty ? "joined " : "")\(row.minutesSinceGrade) min ago</td><td>\(row.stuck.map { "⚠ " + escape($0) } ?? "")</td></tr>\n"
        }
        body += "</tbody>\n</table>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="refresh" content="\(Self.refreshSeconds)"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>The room</title>
            <style>
            body { font: 16px/1.4 system-ui, sans-serif; margin: 16px; color: #111; background: #fff; }
            h1 { font-size: 22px; margin: 0 0 4px; }
            .time { color: #555; margin: 0 0 12px; }
            .bars { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 6px 16px; margin-bottom: 14px; }
            .bar { display: flex; align-items: center; gap: 8px; }
            .label { width: 2.2em; font-weight: bold; }
            .track { flex: 1; height: 14px; background: #e4e4e4; border-radius: 7px; overflow: hidden; }
            .fill { display: block; height: 100%; background: #2f8f46; }
            .count { width: 7.5em; text-align: right; font-variant-numeric: tabular-nums; }
            table { border-collapse: collapse; width: 100%; table-layout: fixed; }
            th, td { padding: 4px 6px; border-bottom: 1px solid #ddd; text-align: left; white-space: nowrap;
                     overflow: hidden; text-overflow: ellipsis; font-variant-numeric: tabular-nums; }
            th { background: #f2f2f2; }
            col.name { width: 11em; }
            col.last { width: 7em; }
            col.stuck { width: 15em; }
            tr.stuck td { background: #fff3cd; }
            .done { color: #2f8f46; font-weight: normal; }
            .todo { color: #b3261e; font-weight: normal; }
            .none { color: #999; }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
