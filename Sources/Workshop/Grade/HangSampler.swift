import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds where a hung test program is spinning, with the Swift runtime's own backtracer.
///
/// A test that never ends is either computing (a loop that never stops) or waiting (for a completion
/// that never comes). To tell which, the sampler reads each thread's CPU time from `/proc` twice; a
/// thread that ran for most of the interval is the loop. It then sends that one thread `SIGTRAP`: the
/// backtracer, which catches it like any crash, prints that thread's stack as the "crashed" one (with
/// files and lines) and ends the program. `SIGQUIT`, the usual "show me your stack" signal, would not
/// do: the runtime's worker threads block it, and the backtracer would show only the idle main thread.
///
/// A trap that lands while the thread is inside a library (`round` in libm, a retain in the runtime)
/// can make the unwinder skip the attendee's frame that called it, so the sampler first stops the
/// program (`SIGSTOP`) until the thread's program counter, read from `/proc`, is in the test program's
/// own code, and sends the trap before letting it go on: the trap is taken at that very instruction.
///
/// Where there is no `/proc` (macOS), the sampler finds nothing and the hang is reported without a place.
enum HangSampler {
    /// The thread of process `pid` that used the most CPU during the next `interval` seconds, if it used
    /// at least half of that time; `nil` when every thread was mostly idle (waiting) or threads cannot
    /// be read here.
    static func busiestThread(of pid: Int32, over interval: Double) -> Int32? {
        let before = cpuTicks(of: pid)
        guard !before.isEmpty else { return nil }
        Thread.sleep(forTimeInterval: interval)
        let after = cpuTicks(of: pid)
        let used = after.map { (thread: $0.key, ticks: $0.value - (before[$0.key] ?? 0)) }
        guard let busiest = used.max(by: { $0.ticks < $1.ticks }) else { return nil }
        // /proc counts CPU time in clock ticks (100 a second on Linux).
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        return Double(busiest.ticks) >= interval * ticksPerSecond / 2 ? busiest.thread : nil
    }

    /// Sends `SIGTRAP` to `thread` of process `pid` at a moment it runs the program's own code, looking
    /// up to `attempts` times (a few milliseconds each), then regardless.
    /// - Returns: Whether the signal was sent.
    static func trapInOwnCode(thread: Int32, of pid: Int32, attempts: Int = 50) -> Bool {
        let ownCode = executableRanges(of: pid)
        for _ in 0..<attempts where !ownCode.isEmpty {
            guard kill(pid, SIGSTOP) == 0 else { break }
            let counter = programCounter(of: thread, in: pid)
            if let counter, ownCode.contains(where: { $0.contains(counter) }) {
                // Sent while stopped, the trap is taken at this instruction as soon as the program goes on.
                let sent = trap(thread: thread, of: pid)
                kill(pid, SIGCONT)
                return sent
            }
            kill(pid, SIGCONT)
            usleep(2_000)
        }
        return trap(thread: thread, of: pid)
    }

    /// The program counter of `thread` of `pid` once it has stopped, if it stopped outside a system
    /// call within 50 ms (`/proc/PID/task/TID/syscall` then reads `-1 SP PC`, proc(5)).
    static func programCounter(of thread: Int32, in pid: Int32) -> UInt? {
        let task = "/proc/\(pid)/task/\(thread)"
        for _ in 0..<50 {
            if let stat = try? String(contentsOfFile: task + "/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")"),
                stat[stat.index(after: nameEnd)...].split(separator: " ").first == "T"
            {
                guard let text = try? String(contentsOfFile: task + "/syscall", encoding: .utf8) else { return nil }
                let fields = text.split(whereSeparator: \.isWhitespace)
                guard fields.count == 3, fields[0] == "-1" else { return nil }
                return UInt(fields[2].dropFirst(2), radix: 16)
            }
            usleep(1_000)
        }
        return nil
    }

    /// The address ranges where the program's own executable code is mapped (`/proc/PID/maps`).
    static func executableRanges(of pid: Int32) -> [Range<UInt>] {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
            let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        else { return [] }
        // Each line: `START-END PERMISSIONS OFFSET DEVICE INODE PATH`.
        return maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1].contains("x"), fields[5...].joined(separator: " ") == executable
            else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            return bounds.count == 2 && bounds[0] < bounds[1] ? bounds[0]..<bounds[1] : nil
        }
    }

    /// Sends `SIGTRAP` to one thread of process `pid`, so that the backtracer prints that thread's stack.
    /// - Returns: Whether the signal was sent.
    static func trap(thread: Int32, of pid: Int32) -> Bool {
        #if os(Linux)
            // glibc has `tgkill` (signal one thread of one process), but Swift's Glibc module does not
            // import it, so it is looked up by name.
            typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
            guard let symbol = dlsym(nil, "tgkill") else { return false }
            let threadKill = unsafeBitCast(symbol, to: ThreadKill.self)
            return threadKill(pid, thread, SIGTRAP) == 0
        #else
            return false
        #endif
    }

    /// The CPU time used so far by each thread of `pid`, in clock ticks; empty when it cannot be read.
    static func cpuTicks(of pid: Int32) -> [Int32: Int] {
        let tasks = "/proc/\(pid)/task"
        var ticks: [Int32: Int] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? [] {
            guard let thread = Int32(name),
                let stat = try? String(contentsOfFile: "\(tasks)/\(name)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { continue }
            // After `pid (name)`, field 3 is the state; utime and stime are fields 14 and 15 (proc(5)).
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            ticks[thread] = user + system
        }
        return ticks
    }
}
