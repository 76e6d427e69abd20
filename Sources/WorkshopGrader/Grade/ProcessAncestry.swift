import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process and those that started it, up to the first: which commands are waiting for it.
///
/// On Linux the chain is read from `/proc/PID/stat` (``ProcessStat``); elsewhere it is this process and its
/// parent only.
package struct ProcessAncestry {
    /// Process ids, this process first, then its parent, and so on.
    package let processIDs: [Int32]

    /// This process's chain, read now.
    package static var current: ProcessAncestry {
        var chain = [getpid()]
        #if os(Linux)
            while let last = chain.last, last > 1, chain.count < 64, let parent = parent(of: last) {
                chain.append(parent)
            }
        #else
            chain.append(getppid())
        #endif
        return ProcessAncestry(processIDs: chain)
    }

    /// Whether `processID` is this process or one that started it.
    package func contains(_ processID: Int32) -> Bool {
        processIDs.contains(processID)
    }

    /// The parent of `processID` from `/proc`; `nil` when it is gone or unreadable.
    private static func parent(of processID: Int32) -> Int32? {
        guard let fields = ProcessStat.fields(of: processID), fields.count > 1 else { return nil }
        return Int32(fields[1])
    }
}
