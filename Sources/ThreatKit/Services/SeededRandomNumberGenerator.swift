/// A random number generator that gives the same numbers for the same seed, on every platform.
///
/// Used for access codes when a test or `workshop play --seed N` needs them repeatable. The
/// algorithm is SplitMix64 (Steele, Lea and Flood, 2014): tiny, fast, and good enough for codes a
/// person reads; it is not for cryptography.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
