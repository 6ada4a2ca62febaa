/// A small, fast, deterministic pseudo-random number generator (SplitMix64).
///
/// The same seed always produces the same sequence on every platform and Swift version,
/// because the helpers below (`int(below:)`, `unit()`, …) are implemented here rather than
/// relying on the standard library's sampling algorithms, which are not guaranteed to be stable.
///
/// The generator is not cryptographically secure; it is meant for reproducible test data.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    /// The internal 64-bit state, advanced by a fixed odd increment on every draw.
    public private(set) var state: UInt64

    /// Creates a generator whose sequence is fully determined by `seed`.
    ///
    /// - Parameter seed: Any 64-bit value; nearby seeds still give unrelated sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 uniformly distributed random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a bijective scrambling of 64 bits.
    ///
    /// Also useful on its own to derive independent seeds from structured values (for example a seed and an id).
    ///
    /// - Parameter value: The bits to scramble.
    /// - Returns: Scrambled bits; different inputs always give different outputs.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns a random integer in `0..<bound` (multiply-high reduction; the bias is below 2⁻³² for small bounds).
    ///
    /// - Parameter bound: The exclusive upper bound; must be positive.
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// Returns a random integer in the closed range.
    ///
    /// - Parameter range: The values to choose from.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// Returns a random `Double` in `0..<1` with 53 bits of precision.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Returns `true` with the given probability.
    ///
    /// - Parameter probability: A value in `0...1`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// Returns a random element of a non-empty array.
    ///
    /// - Parameter elements: The candidates; must not be empty.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(below: elements.count)]
    }
}
