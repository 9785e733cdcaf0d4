// Uniform draws that every generator and the choice source use, computed the same way on
// every toolchain so that a seed replays the same case anywhere.

extension RandomNumberGenerator {
    /// A uniform value in `0...bound`, computed the same way on every toolchain.
    ///
    /// The standard library's `next(upperBound:)` is free to change its algorithm between
    /// releases; a replayable seed needs a fixed one, so this is Lemire's nearly-divisionless
    /// method (*Fast Random Integer Generation in an Interval*, 2019) written out.
    mutating func uniformValue(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    /// A uniform `Double` in `0..<1` with 53 random bits.
    mutating func unitIntervalValue() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
