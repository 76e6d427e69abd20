import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a process's threads are waiting in, read through Linux's `/proc` (proc(5)).
///
/// The one place that knows how. Where there is no `/proc` (macOS), no thread is found and no stack is read.
package enum ThreadStack {
    /// The thread of process `pid` held in a wait with no end, if one is.
    ///
    /// Held means in a `futex` call with no timeout (``isHeld(syscall:)``), which is where
    /// `DispatchSemaphore.wait()` and a contended lock wait; Dispatch's idle workers wait with a timeout,
    /// and the main thread in `sigsuspend`, so neither is taken. `nil` when no thread is held so, or
    /// threads cannot be read here. Threads are looked at in the order of their ids.
    package static func heldThread(of pid: Int32) -> Int32? {
        let tasks = "/proc/\(pid)/task"
        let threads = ((try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []).compactMap { Int32($0) }
        return threads.sorted().first { thread in
            (try? String(contentsOfFile: "\(tasks)/\(thread)/syscall", encoding: .utf8)).map(isHeld(syscall:)) ?? false
        }
    }

    /// The number of the `futex` system call on this processor (Linux's syscall tables); `nil` elsewhere.
    package static var futexCall: String? {
        #if arch(x86_64)
            "202"
        #elseif arch(arm64)
            "98"
        #else
            nil
        #endif
    }

    /// Whether a thread whose `/proc/PID/task/TID/syscall` reads `syscall` waits with no end.
    ///
    /// That is a `futex` call with no timeout (its fourth argument 0). The line is the call's number, its
    /// six arguments, then the stack pointer and the program counter.
    package static func isHeld(syscall: String) -> Bool {
        let fields = syscall.split(whereSeparator: \.isWhitespace)
        return fields.count == 9 && fields[0] == futexCall?[...] && fields[4] == "0x0"
    }

    /// The words on the stack of `thread` of `pid`, stopped in a system call, that are addresses in `code`
    /// (address ranges): the return addresses of the calls that led to the wait, innermost first, and now
    /// and then a stale one; each once, at most 32.
    ///
    /// Read from `/proc/PID/mem`, from the stack pointer in `/proc/PID/task/TID/syscall`, up to 256 KB.
    /// Empty when it cannot be read.
    package static func codeAddresses(onStackOf thread: Int32, in pid: Int32, within code: [Range<UInt>]) -> [UInt] {
        guard !code.isEmpty,
            let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/syscall", encoding: .utf8)
        else { return [] }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 9, let stackPointer = UInt(fields[7].dropFirst(2), radix: 16) else { return [] }
        let memory = open("/proc/\(pid)/mem", O_RDONLY)
        guard memory >= 0 else { return [] }
        defer { close(memory) }
        var found: [UInt] = []
        var words = [UInt](repeating: 0, count: 512)
        var address = stackPointer & ~UInt(7)
        while address < stackPointer + (256 << 10), found.count < 32 {
            let read = words.withUnsafeMutableBytes {
                pread(memory, $0.baseAddress, $0.count, off_t(Int64(bitPattern: UInt64(address))))
            }
            guard read > 0 else { break }
            for word in words.prefix(read / 8) where code.contains(where: { $0.contains(word) }) {
                if !found.contains(word) { found.append(word) }
            }
            address += UInt(read)
        }
        return found
    }
}
