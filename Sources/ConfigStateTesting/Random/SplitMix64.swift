/// The SplitMix64 pseudo-random number generator.
///
/// SplitMix64 is the generator the harness uses to turn one 64-bit seed into many: each
/// property case's seed and the state of every ``Xoshiro256StarStar`` come from it. It is the
/// algorithm of Java 8's `SplittableRandom` (Steele, Lea and Flood, *Fast Splittable
/// Pseudorandom Number Generators*, OOPSLA 2014) as published by Sebastiano Vigna at
/// <https://prng.di.unimi.it/splitmix64.c>; its outputs are stable across platforms and
/// toolchains, which is what makes a printed seed replayable anywhere.
///
///     var generator = SplitMix64(seed: 1_234_567)
///     generator.next()  // 6457827717110365317
///
/// - Complexity: O(1) per draw, 8 bytes of state.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: a Weyl sequence advanced by the golden-ratio increment.
    public private(set) var state: UInt64

    /// Creates a generator whose first output is ``SplitMix64/mix(_:)`` of
    /// `seed + 0x9E3779B97F4A7C15`.
    ///
    /// - Parameter seed: Any 64-bit value; every seed, including zero, is a good one.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// The Weyl-sequence increment, 2⁶⁴ divided by the golden ratio (Vigna's constant).
    static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// SplitMix64's output function: a bijective 64-bit finaliser (Stafford's "Mix13").
    ///
    /// Neighbouring inputs give unrelated outputs, so `mix(seed &+ k * increment)` is the
    /// `k`-th output of a generator seeded with `seed` without running the first `k - 1`.
    ///
    /// - Parameter value: The value to scramble.
    /// - Returns: The scrambled value.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
