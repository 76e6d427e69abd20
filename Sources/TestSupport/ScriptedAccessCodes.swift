import ThreatKit

/// A random source that makes ``LoginService/makeAccessCode()`` give the codes a test wrote down, in order.
///
/// `ScriptedAccessCodes(["111111", "111111", "222222"])` makes the login service give `111111`, then
/// `111111` again, then `222222`; after the last code the script starts over. Use it to write down
/// what a seed cannot promise, such as two equal consecutive codes (issue 11).
///
/// The login service draws each digit with `Int.random(in: 0...9, using:)`, which turns one 64-bit
/// value into a digit by its position among ten equal slices of the 64-bit range (multiply by ten,
/// keep the high word). So each ``next()`` returns the middle of the slice of the next digit in the
/// script, which no rejection step ever draws again.
public struct ScriptedAccessCodes: RandomNumberGenerator, Sendable {
    /// The scripted codes, in the order they are given.
    public let codes: [String]
    private let digits: [UInt64]
    private var position = 0

    /// Creates a source that gives `codes` in order, then starts over.
    /// - Parameter codes: At least one code; each exactly ``LoginService/accessCodeLength`` decimal digits.
    ///
    /// A code that is not ``LoginService/accessCodeLength`` decimal digits, or an empty list, is a
    /// mistake in the test and stops it with a precondition failure.
    public init(_ codes: [String]) {
        precondition(!codes.isEmpty, "Script at least one access code")
        let scripted = codes.flatMap { code in
            precondition(
                code.count == LoginService.accessCodeLength && code.allSatisfy { ("0"..."9").contains($0) },
                "An access code is \(LoginService.accessCodeLength) decimal digits, not \"\(code)\""
            )
            return code.map { UInt64($0.wholeNumberValue ?? 0) }
        }
        self.codes = codes
        digits = scripted
    }

    /// The 64 bits that `Int.random(in: 0...9, using:)` turns into the next digit of the script.
    public mutating func next() -> UInt64 {
        let digit = digits[position]
        position = (position + 1) % digits.count
        let slice = UInt64.max / 10
        return digit * slice + slice / 2
    }
}
