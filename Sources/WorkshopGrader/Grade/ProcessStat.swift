import Foundation
import WorkshopSupport

/// A process's or a thread's line of `/proc` (`/proc/PID/stat`, `/proc/PID/task/TID/stat`, proc(5)), read
/// after the program's name, which is in parentheses and may hold spaces and parentheses of its own.
package enum ProcessStat {
    /// The fields of the file at `path` after the name; `nil` when it is gone or cannot be read.
    ///
    /// Index 0 is proc(5)'s field 3, the state (`R`, `S`, `T`, `Z`, …); 1 the parent's id; 11 and 12 the
    /// user and system CPU time, in clock ticks. `nil` also means the process has ended, or this is not Linux.
    package static func fields(at path: String) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8), let endOfName = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: endOfName)...].split(separator: " ")
    }

    /// The fields of process `pid`, as ``fields(at:)`` gives them.
    package static func fields(of pid: Int32) -> [Substring]? {
        fields(at: "/proc/\(pid)/stat")
    }
}
