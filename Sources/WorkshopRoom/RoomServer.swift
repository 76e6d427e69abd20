import Foundation
import Synchronization
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `git daemon` serving a room's repository, so that attendees push to `git://ADDRESS:PORT/room.git`.
///
/// Only pushes are served (`receive-pack`): fetches are refused (`--disable=upload-pack`, which no
/// repository's setting can undo), so nobody reads another attendee's progress, not even by its object id.
package struct RoomServer {
    /// The room served.
    package let room: RoomRepository
    /// The port to listen on (git's is 9418).
    package var port = 9418
    /// The address to listen on; `nil`: every address of this machine.
    package var listen: String?

    /// The arguments of `git daemon` for this room.
    package var daemonArguments: [String] {
        [
            "daemon", "--reuseaddr", "--informative-errors", "--enable=receive-pack", "--disable=upload-pack",
            "--forbid-override=upload-pack", "--port=\(port)",
            "--base-path=\(room.folder.path)",
        ] + (listen.map { ["--listen=\($0)"] } ?? []) + [room.repository.path]
    }

    /// Whether a room answers at `url`: it refuses every fetch (`service not enabled`), which says it is
    /// there; `false` when nothing answers within 2 s or the connection is refused.
    package static func answers(_ url: String) -> Bool {
        guard let listed = Git(folder: URL(fileURLWithPath: "/")).run(["ls-remote", url], timeout: 2) else {
            return false
        }
        return listed.status == 0 || listed.error.contains("service not enabled")
    }

    /// The address attendees use from another machine: `git://ADDRESS:PORT/room.git`.
    package func url(host: String) -> String {
        // An IPv6 address goes in brackets, as in any URL: `git://[::1]:9418/room.git`.
        "git://\(host.contains(":") ? "[\(host)]" : host):\(port)/room.git"
    }

    /// This machine's IPv4 addresses other than loopback, which attendees can reach; the loopback
    /// address alone when it has no other.
    package static func addresses() -> [String] {
        var found: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return ["127.0.0.1"] }
        defer { freeifaddrs(list) }
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(MemoryLayout<sockaddr_in>.size)
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else {
                continue
            }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !text.hasPrefix("127."), !found.contains(text) { found.append(text) }
        }
        return found.isEmpty ? ["127.0.0.1"] : found
    }

    /// Why git daemon could not listen on ``listen`` and ``port``, found by binding them first, or `nil`
    /// when they are free (or ``listen`` is not an IPv4 address, which git daemon then judges itself).
    package func listeningProblem() -> String? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        if let listen {
            guard inet_pton(AF_INET, listen, &address.sin_addr) == 1 else { return nil }
        }
        let socket = StreamSocket.make()
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound != 0 else { return nil }
        switch errno {
        case EADDRINUSE: return "port \(port) is in use (another room, or another program): try another with --port"
        case EADDRNOTAVAIL:
            return
                "\(listen ?? "") is not an address of this machine: try one of \(Self.addresses().joined(separator: ", "))"
        case EACCES: return "port \(port) is kept for the system: try one above 1023 with --port"
        default: return "port \(port) cannot be listened on (\(String(cString: strerror(errno))))"
        }
    }

    /// Runs `git daemon` until it ends or the person presses Ctrl-C, which stops it and the pushes it serves.
    ///
    /// Ctrl-C, `kill` or the terminal closing stops git daemon at once; a push it is serving is given
    /// 2 s (``stopGrace``) to end, then killed.
    /// - Parameter started: Called once it runs, to say how to join.
    /// - Returns: Whether it was stopped (Ctrl-C, or this program told to stop) rather than ending by itself
    ///   (a port in use, say), and git daemon's exit status; `nil` when git could not be started.
    package func run(started: () -> Void) -> (wasStopped: Bool, status: Int32)? {
        guard let daemon = Self.daemon() else { return nil }
        let process = Process()
        process.executableURL = daemon.executable
        process.arguments = daemon.leading + daemonArguments.dropFirst()
        process.standardInput = FileHandle.nullDevice
        let ended = ProcessExit(process)
        // This thread may have been started with signals blocked (a thread of Dispatch's pool, a test's), and
        // git daemon would keep that mask: then no stop would reach it, nor the end of its children. All are
        // unblocked here: the stops reach this thread, and git daemon starts with none blocked.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        // Caught before git daemon starts: a program starts with the signals its parent catches at their
        // defaults, but keeps those it ignores, and this program may have been started ignoring them (in the
        // background of a script). A stop that comes before git daemon runs stops it as soon as it does.
        Self.stopAsked.store(false, ordering: .relaxed)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { _ in
                RoomServer.stopAsked.store(true, ordering: .relaxed)
                RoomServer.signalDaemon(SIGTERM)
            }
        }
        defer {
            Self.daemonID.store(0, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            signal(SIGHUP, SIG_DFL)
        }
        do { try process.run() } catch { return nil }
        Self.daemonID.store(process.processIdentifier, ordering: .relaxed)
        if Self.stopAsked.load(ordering: .relaxed) { Self.signalDaemon(SIGTERM) }
        started()
        // git daemon ends on SIGTERM, but the child serving a push ignores it once the client has asked for
        // something, and git daemon counts as ended only once every child has (they hold what Foundation
        // watches): a push that hung would keep the room open.
        var stopSeen: ContinuousClock.Instant?
        while !ended.wait(seconds: 0.2) {
            guard Self.stopAsked.load(ordering: .relaxed) else { continue }
            let seen = stopSeen ?? .now
            stopSeen = seen
            if ContinuousClock.now - seen > Self.stopGrace { Self.signalDaemon(SIGKILL) }
        }
        let stopped = process.terminationReason == .uncaughtSignal
        return (stopped, process.terminationStatus)
    }

    /// How long a push being served has to end after a stop, before it is killed.
    private static let stopGrace = Duration.seconds(2)

    /// Sends `number` to git daemon and every connection it serves; nothing when none runs.
    ///
    /// To its process group (`Process` starts it as the leader of one, and each connection's child is in it),
    /// or to git daemon alone when that fails. Safe in a signal handler: it reads an atomic and calls `kill`.
    private static func signalDaemon(_ number: Int32) {
        let daemon = daemonID.load(ordering: .relaxed)
        if daemon > 0, kill(-daemon, number) != 0 { kill(daemon, number) }
    }

    /// The process id of the git daemon running, for the signal handler; 0 when none is.
    private static let daemonID = Atomic<Int32>(0)
    /// Whether a stop (Ctrl-C, SIGTERM, SIGHUP) has reached this program since git daemon was started.
    private static let stopAsked = Atomic<Bool>(false)

    /// git's own `git-daemon` program, run directly so that stopping it stops the server (through
    /// `git daemon`, a signal would stop only the `git` in front of it); `git daemon` when it is elsewhere.
    private static func daemon() -> (executable: URL, leading: [String])? {
        guard let git = Git.onPath() else { return nil }
        let execPath = Git(executable: git, folder: URL(fileURLWithPath: "/")).run(["--exec-path"])?.output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if let execPath {
            let direct = URL(fileURLWithPath: execPath).appendingPathComponent("git-daemon")
            if FileManager.default.isExecutableFile(atPath: direct.path) { return (direct, []) }
        }
        return (git, ["daemon"])
    }
}
