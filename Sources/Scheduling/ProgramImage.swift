import Foundation

/// Where the running program's own executable is loaded: its path and the address ranges of its code.
///
/// Read once from `/proc/self/maps` (Linux). Elsewhere it knows nothing, and no address is its own.
struct ProgramImage: Sendable {
    /// The executable's path; `nil` when unknown.
    let path: String?
    /// The lowest address it is mapped at: debug information counts addresses from there.
    let base: UInt
    /// The ranges where its executable code is mapped.
    let code: [Range<UInt>]

    /// The program running now.
    static let current = ProgramImage()

    private init() {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
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
    func offset(of address: UInt) -> UInt? {
        code.contains { $0.contains(address) } ? address - base : nil
    }
}
