import Foundation

/// Where a running program's own executable is loaded: its path and the address ranges of its code.
///
/// Read from `/proc/PID/maps` (Linux). Elsewhere it knows nothing, and no address is its own.
public struct ProgramImage: Sendable {
    /// The executable's path; `nil` when unknown.
    public let path: String?
    /// The lowest address it is mapped at: debug information counts addresses from there (for a
    /// position-independent program); 0 when unknown.
    public let base: UInt
    /// The ranges where its executable code is mapped; empty when unknown.
    public let code: [Range<UInt>]

    /// This program, read once.
    static let current = ProgramImage(process: "self")

    /// Reads where the executable of process `process` is mapped now.
    /// - Parameter process: A process id, or `self` for this program.
    public init(process: String) {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/exe"),
            let maps = try? String(contentsOfFile: "/proc/\(process)/maps", encoding: .utf8)
        else {
            (path, base, code) = (nil, 0, [])
            return
        }
        // Each line: `START-END PERMISSIONS OFFSET DEVICE INODE PATH`.
        let mappings = maps.split(separator: "\n").compactMap { line -> (Range<UInt>, Bool)? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5...].joined(separator: " ") == executable else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, bounds[0] < bounds[1] else { return nil }
            return (bounds[0]..<bounds[1], fields[1].contains("x"))
        }
        path = executable
        base = mappings.map(\.0.lowerBound).min() ?? 0
        code = mappings.filter(\.1).map(\.0)
    }

    /// `address` as an offset from ``base``, if it is in the program's code; `nil` otherwise (a
    /// library's code, or not code at all).
    public func offset(of address: UInt) -> UInt? {
        code.contains { $0.contains(address) } ? address - base : nil
    }
}
