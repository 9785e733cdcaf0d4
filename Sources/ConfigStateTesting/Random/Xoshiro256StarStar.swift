/// The xoshiro256** pseudo-random number generator.
///
/// Generators draw their random choices from xoshiro256** (Blackman and Vigna, *Scrambled
/// Linear Pseudorandom Number Generators*, 2018; reference code at
/// <https://prng.di.unimi.it/xoshiro256starstar.c>). Its 256-bit state is filled from a
/// ``SplitMix64`` seeded with the case seed, as the authors recommend, so a whole case is
/// reproduced by its one 64-bit seed.
///
/// - Complexity: O(1) per draw, 32 bytes of state.
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
    // Four separate words rather than an array: no heap allocation and value semantics for free.
    private var state0: UInt64
    private var state1: UInt64
    private var state2: UInt64
    private var state3: UInt64

    /// Creates a generator whose state is the first four outputs of `SplitMix64(seed: seed)`.
    ///
    /// - Parameter seed: Any 64-bit value.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        self.init(state: (seeder.next(), seeder.next(), seeder.next(), seeder.next()))
    }

    /// Creates a generator with an explicit state, as the reference implementation's `s[4]`.
    ///
    /// The all-zero state is the one state xoshiro cannot leave, so it is replaced by the
    /// state that `init(seed: 0)` produces.
    ///
    /// - Parameter state: The four state words `s[0]` … `s[3]`.
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        var state = state
        if state == (0, 0, 0, 0) {
            var seeder = SplitMix64(seed: 0)
            state = (seeder.next(), seeder.next(), seeder.next(), seeder.next())
        }
        (state0, state1, state2, state3) = state
    }

    /// Returns the next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(state1 &* 5, by: 7) &* 9
        let shifted = state1 << 17
        state2 ^= state0
        state3 ^= state1
        state1 ^= state2
        state0 ^= state3
        state2 ^= shifted
        state3 = rotateLeft(state3, by: 45)
        return result
    }

    private func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
