import Foundation
import ThreatKit
import WorkshopSupport

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
/// When no thread computes, the sampler looks for one held in a wait that has no end
/// (``ThreadStack/heldThread(of:)``), and reads its stack for the attendee's line that waits
/// (``heldStack(of:in:)``: a semaphore on the main actor).
///
/// Where there is no `/proc` (macOS), the sampler finds nothing and the hang is reported without a place.
package enum HangSampler {
    /// The thread of process `pid` that was computing during the next `interval` seconds: running or
    /// waiting only for a core (state `R`) in most of ten looks, the one that used the most CPU among
    /// such; `nil` when every thread was asleep (waiting for something) or threads cannot be read here.
    ///
    /// The state, not the CPU time, decides: on a busy machine a loop may get little of a core, but it
    /// is never asleep.
    package static func busiestThread(of pid: Int32, over interval: Double) -> Int32? {
        let looks = 10
        var running: [Int32: Int] = [:]
        var first: [Int32: Int] = [:]
        var last: [Int32: Int] = [:]
        for look in 0..<looks {
            if look > 0 { Thread.sleep(forTimeInterval: interval / Double(looks - 1)) }
            for (thread, stat) in threadStats(of: pid) {
                if stat.state == "R" { running[thread, default: 0] += 1 }
                if first[thread] == nil { first[thread] = stat.ticks }
                last[thread] = stat.ticks
            }
        }
        func used(_ thread: Int32) -> Int { last[thread, default: 0] - first[thread, default: 0] }
        return running.filter { $0.value * 2 >= looks }.keys.max { used($0) < used($1) }
    }

    /// Where the stack of `thread` of `pid`, held in a system call, runs through the program's own code: the
    /// source places of the addresses in that code found on it, innermost first, as frames.
    ///
    /// The backtracer cannot say it: from inside the C library's wait it finds no frame to go on from. So
    /// the stack itself is read (``ThreadStack/codeAddresses(onStackOf:in:within:)``), and every word that is
    /// an address in the program's code is taken as a return address (a stale one now and then) and
    /// symbolized just before it, at its call. Empty when it cannot be read.
    package static func heldStack(of thread: Int32, in pid: Int32) -> [BacktraceText.Frame] {
        let image = ProgramImage(process: "\(pid)")
        let found = ThreadStack.codeAddresses(onStackOf: thread, in: pid, within: image.code)
        guard let path = image.path, !found.isEmpty, let lines = SourceSymbolizer(executable: path) else { return [] }
        return lines.places(of: found.map { $0 - image.base - 1 }).map {
            BacktraceText.Frame(function: "", path: $0.path, line: $0.line)
        }
    }

    /// Sends `SIGTRAP` to `thread` of process `pid` at a moment it runs the program's own code, at an
    /// instruction with a source line (see `SourceSymbolizer`), looking up to `attempts` times (a few
    /// milliseconds each; the second half of them without asking for a line), then regardless.
    /// - Returns: Whether the signal was sent.
    package static func trapInOwnCode(thread: Int32, of pid: Int32, attempts: Int = 50) -> Bool {
        let image = ProgramImage(process: "\(pid)")
        let ownCode = image.code
        let base = image.base
        let lines = image.path.flatMap(SourceSymbolizer.init(executable:))
        for attempt in 0..<attempts where !ownCode.isEmpty {
            guard kill(pid, SIGSTOP) == 0 else { break }
            if let counter = programCounter(of: thread, in: pid), ownCode.contains(where: { $0.contains(counter) }),
                attempt >= attempts / 2 || lines?.hasLine(counter - base) ?? true
            {
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
    package static func programCounter(of thread: Int32, in pid: Int32) -> UInt? {
        for _ in 0..<50 {
            if threadStats(of: pid)[thread]?.state == "T" {
                let path = "/proc/\(pid)/task/\(thread)/syscall"
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
                let fields = text.split(whereSeparator: \.isWhitespace)
                guard fields.count == 3, fields[0] == "-1" else { return nil }
                return UInt(fields[2].dropFirst(2), radix: 16)
            }
            usleep(1_000)
        }
        return nil
    }

    /// Sends `SIGTRAP` to one thread of process `pid`, so that the backtracer prints that thread's stack.
    /// - Returns: Whether the signal was sent.
    package static func trap(thread: Int32, of pid: Int32) -> Bool {
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

    /// Each thread of `pid`: its state (`R` running or runnable, `S` asleep, `T` stopped, …) and the CPU
    /// time it has used, in clock ticks; empty when threads cannot be read here.
    package static func threadStats(of pid: Int32) -> [Int32: (state: Character, ticks: Int)] {
        let tasks = "/proc/\(pid)/task"
        var stats: [Int32: (state: Character, ticks: Int)] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? [] {
            // The state, then (proc(5)'s fields 14 and 15) utime and stime.
            guard let thread = Int32(name), let fields = ProcessStat.fields(at: "\(tasks)/\(name)/stat"),
                fields.count > 12, let state = fields[0].first, let user = Int(fields[11]),
                let system = Int(fields[12])
            else { continue }
            stats[thread] = (state, user + system)
        }
        return stats
    }
}
