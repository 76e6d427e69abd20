#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket calls the kit makes (the room's port check, its tests' connections), with each system's
/// spelling side by side: the one place that knows how they differ.
package enum StreamSocket {
    /// A new IPv4 TCP socket's descriptor; -1 (with `errno` set) when none can be made.
    package static func make() -> Int32 {
        #if canImport(Glibc)
            // Glibc imports the socket types as an enum, `__socket_type`, whose raw value the call takes.
            return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Darwin)
            // Darwin's `SOCK_STREAM` is a plain `Int32` macro.
            return socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    /// Listens on `socket` with a queue of `backlog` connections; 0, or -1 with `errno` set.
    ///
    /// Named apart from `listen(2)` so that a caller with its own `listen` (a property, a variable) still
    /// reaches the system's on either system without naming its module.
    package static func listen(_ socket: Int32, backlog: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.listen(socket, backlog)
        #elseif canImport(Darwin)
            return Darwin.listen(socket, backlog)
        #endif
    }
}
