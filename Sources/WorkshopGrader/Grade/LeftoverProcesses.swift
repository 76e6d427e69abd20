import Foundation
import ThreatKit
import WorkshopSupport

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
package enum LeftoverProcesses {
    /// Whether this process adopts what its test programs leave behind.
    nonisolated(unsafe) private(set) static var isAdopting = false
    /// Held while a test program is started and watched, and while leftovers are ended.
    private static let lock = NSLock()

    /// Runs `start`, which starts a test program and has ``TestProgramGuard`` watch it, so that no
    /// ``end()`` beside it sees the program between the two.
    package static func spawning<Result>(_ start: () -> Result) -> Result {
        lock.withLock(start)
    }

    /// Makes this process the subreaper of its descendants, once; call it before the first test program
    /// starts.
    package static func adopt() {
        #if os(Linux)
            // Swift's Glibc module does not import `prctl`, which is variadic, so it is looked up by name.
            guard !isAdopting, let symbol = dlsym(nil, "prctl") else { return }
            typealias Control = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, linux/prctl.h
            isAdopting = unsafeBitCast(symbol, to: Control.self)(setChildSubreaper, 1, 0, 0, 0) == 0
        #endif
        // macOS has no subreaper: there a hung program's tree is still ended (`ProcessTree`), but a process a
        // test detached from it (`setsid`, a double fork) is not found.
    }

    /// Kills every process a test left behind, and everything it started.
    ///
    /// A leftover is a child of this process that is neither a test program still running nor a symbolizer
    /// this program started. It and all its descendants are stopped first, so that none can fork a
    /// successor, then killed; then it looks again, until none is left (at most 20 rounds). Does nothing
    /// unless ``adopt()`` worked.
    package static func end() {
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

    /// The children of `pid`, live or not, from `/proc/PID/task/*/children`; where the kernel has no such
    /// file, from every process's parent in `/proc/*/stat` (slower).
    private static func descendants(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let lists = tasks.compactMap {
            try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/children", encoding: .utf8)
        }
        guard lists.isEmpty, !tasks.isEmpty else {
            return lists.flatMap { $0.split(separator: " ").compactMap { pid_t($0) } }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let child = pid_t(name), let fields = ProcessStat.fields(of: child), fields.count > 1 else {
                return nil
            }
            return pid_t(fields[1]) == pid ? child : nil
        }
    }

    /// The live children of process `parent`.
    ///
    /// From `/proc/PID/task/*/children` (a child is listed under the thread that started it, or that
    /// adopted it), then `/proc/CHILD/stat` for its state: one that has ended (`Z`) is left alone, since it
    /// may be a test program its `Process` reaps.
    package static func children(of parent: pid_t) -> [pid_t] {
        descendants(of: parent).filter { child in
            guard let state = ProcessStat.fields(of: child)?.first else { return false }
            return state != "Z"
        }
    }
}
