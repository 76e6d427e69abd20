import Foundation
import ThreatKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the processes a test leaves running after its test program ends.
///
/// A test can start a process of its own that outlives the run: one that reads the grader's later runs, or
/// writes `.workshop-progress.json` after the grader has. The grader makes itself the "subreaper" of
/// everything it starts (`prctl(PR_SET_CHILD_SUBREAPER)`, Linux): when a test program ends, whatever it left
/// running, however it detached (`setsid`, a double fork), becomes the grader's child, and ``end()`` kills
/// every child that is neither a test program still running (``TestProgramGuard``) nor a symbolizer the
/// grader started itself, with everything it started. Only `workshop grade` adopts (``adopt()``): inside the kit's own tests, other tests' children
/// (git) must live. Where there is no `prctl` (macOS), nothing is adopted and nothing ended.
enum LeftoverProcesses {
    /// Whether this process adopts what its test programs leave behind.
    nonisolated(unsafe) private(set) static var isAdopting = false
    /// Held while a test program is started and watched, and while leftovers are ended.
    private static let lock = NSLock()

    /// Runs `start`, which starts a test program and has ``TestProgramGuard`` watch it, so that no
    /// ``end()`` beside it sees the program between the two.
    static func spawning<Result>(_ start: () -> Result) -> Result {
        lock.withLock(start)
    }

    /// Makes this process the subreaper of its descendants, once; call it before the first test program
    /// starts.
    static func adopt() {
        guard !isAdopting, let symbol = dlsym(nil, "prctl") else { return }
        typealias Control = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, linux/prctl.h
        isAdopting = unsafeBitCast(symbol, to: Control.self)(setChildSubreaper, 1, 0, 0, 0) == 0
    }

    /// Kills every process a test left behind, and everything it started.
    ///
    /// A leftover is a child of this process that is neither a test program still running nor a symbolizer
    /// this program started. It and all its descendants are stopped first, so that none can fork a
    /// successor, then killed; then it looks again, until none is left (at most 20 rounds). Does nothing
    /// unless ``adopt()`` worked.
    static func end() {
        guard isAdopting else { return }
        lock.lock()
        defer { lock.unlock() }
        let me = getpid()
        for _ in 0..<20 {
            let spared = SourceSymbolizer.runningProcessIDs
            let leftovers = children(of: me).filter { !TestProgramGuard.isRunning($0) && !spared.contains($0) }
            guard !leftovers.isEmpty else { return }
            var stopped: [pid_t] = []
            var next = leftovers
            while let pid = next.popLast() {
                guard !stopped.contains(pid) else { continue }
                kill(pid, SIGSTOP)
                stopped.append(pid)
                next += descendants(of: pid)
            }
            for pid in stopped { kill(pid, SIGKILL) }
            for pid in leftovers {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
    }

    /// The children of `pid`, from `/proc/PID/task/*/children`.
    private static func descendants(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// The live processes whose parent is `parent`.
    ///
    /// From `/proc/PID/stat`: the state (field 3) is not `Z`, the parent is field 4. A child that has ended
    /// is left alone: it may be a test program its `Process` reaps.
    static func children(of parent: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            return fields.count > 1 && fields[0] != "Z" && pid_t(fields[1]) == parent ? pid : nil
        }
    }
}
