import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes running now, with their parents and process groups: what a program started, and what
/// those started, however they grouped themselves.
///
/// Read from `ps -A -o pid=,ppid=,pgid=`, which Linux's procps and macOS's BSD `ps` both take with the
/// same meaning (procps `ps(1)`; macOS `ps(1)`, "-A" and the `pid`, `ppid` and `pgid` keywords), so the
/// code a Mac runs is the code CI runs. Linux's `/proc` would be faster, but a Mac has none.
package struct ProcessTree: Sendable {
    /// One process.
    package struct Entry: Equatable, Sendable {
        /// Its id.
        package let pid: pid_t
        /// Its parent's id.
        package let parent: pid_t
        /// Its process group's id (its own id when it leads the group).
        package let group: pid_t
    }

    /// Every process seen, in `ps`'s order.
    package let entries: [Entry]

    /// The processes running now; empty when `ps` cannot be run.
    package static func now() -> ProcessTree {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", "pid=,ppid=,pgid="]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = ProcessExit(process)
        guard (try? process.run()) != nil else { return ProcessTree(entries: []) }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        ended.wait()
        return ProcessTree(psOutput: String(decoding: text, as: UTF8.self))
    }

    /// The tree `ps -A -o pid=,ppid=,pgid=` printed as `psOutput`; a line that is not three numbers is left out.
    package init(psOutput: String) {
        entries = psOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).compactMap { pid_t($0) }
            return fields.count == 3 ? Entry(pid: fields[0], parent: fields[1], group: fields[2]) : nil
        }
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// The processes `pid` started, and those they started, nearest first (children, then theirs).
    package func descendants(of pid: pid_t) -> [Entry] {
        var found: [Entry] = []
        var parents: Set<pid_t> = [pid]
        while true {
            let next = entries.filter { parents.contains($0.parent) && !found.contains($0) && $0.pid != pid }
            guard !next.isEmpty else { return found }
            found += next
            parents = Set(next.map(\.pid))
        }
    }

    /// The nearest process below `pid` that leads a process group of its own, other than `pid`'s: the
    /// program a launcher such as `swift test` started apart (SwiftPM starts each test program in a new
    /// group); `nil` when there is none yet.
    package func groupLeader(below pid: pid_t) -> pid_t? {
        let own = entries.first { $0.pid == pid }?.group
        return descendants(of: pid).first { $0.group == $0.pid && $0.group != own }?.pid
    }

    /// Kills `pid` and every process below it.
    ///
    /// All are stopped first (`SIGSTOP`, so that none starts another meanwhile), then killed (`SIGKILL`),
    /// those below first. A process already gone is passed over.
    package static func kill(_ pid: pid_t, andBelowIn tree: ProcessTree) {
        let all = tree.descendants(of: pid).map(\.pid).reversed() + [pid]
        for process in all { _ = sendSignal(SIGSTOP, to: process) }
        for process in all { _ = sendSignal(SIGKILL, to: process) }
    }

    /// `kill(2)`, named apart from ``kill(_:andBelowIn:)``.
    private static func sendSignal(_ signal: Int32, to pid: pid_t) -> Int32 {
        #if canImport(Glibc)
            return Glibc.kill(pid, signal)
        #elseif canImport(Darwin)
            return Darwin.kill(pid, signal)
        #endif
    }
}
