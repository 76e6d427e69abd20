import Foundation

/// The calls that led to a point of a program, as places in its own executable, innermost first.
///
/// A test's note of where something was started (a task, which its own resume points cannot say once
/// it runs elsewhere), read only if a message needs it. Only the program's own code is kept (see
/// ``ProgramImage``), so on a system where that is unknown the stack is empty.
public struct CallStack: Hashable, Sendable {
    /// Offsets into the program's executable (from where it is loaded) of each call, innermost first.
    public let offsets: [UInt]

    /// The calls that led here, this function's caller first.
    public static func current() -> CallStack {
        // A return address is just after its call: one byte back is still in the call's line.
        let addresses = Thread.callStackReturnAddresses.dropFirst().map { $0.uintValue &- 1 }
        return CallStack(offsets: addresses.compactMap(ProgramImage.current.offset(of:)))
    }

    /// The places of the calls, innermost first, leaving out code with no line (the compiler's thunks);
    /// empty when the symbolizer cannot be run here.
    public var places: [SourceSymbolizer.Place] {
        SourceSymbolizer.shared?.places(of: offsets) ?? []
    }
}
