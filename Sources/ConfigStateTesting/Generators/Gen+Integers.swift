extension Gen where Value: FixedWidthInteger & Sendable {
    /// A generator of integers in `range`, shrinking towards the value in `range` closest to
    /// zero.
    ///
    /// Choices are ordered by distance from that target (0, 1, −1, 2, −2, …), so a shrunk
    /// counterexample has the smallest magnitude that still fails. In random mode the bounds,
    /// the target and values near it are drawn more often than a uniform draw would, because
    /// that is where bugs live.
    ///
    ///     Gen.int(in: -10...10)         // Gen<Int>
    ///     Gen.int(in: UInt8.min...200)  // Gen<UInt8>
    ///
    /// - Parameter range: The values to draw from. Types wider than 64 bits are not supported.
    /// - Returns: The generator.
    public static func int(in range: ClosedRange<Value>) -> Gen<Value> {
        precondition(Value.bitWidth <= 64, "Gen.int(in:) supports integers of up to 64 bits")
        let layout = IntegerChoiceLayout(
            lower: range.lowerBound.orderedBits,
            upper: range.upperBound.orderedBits,
            target: min(max(0, range.lowerBound), range.upperBound).orderedBits
        )
        return Gen { source in
            let choice = try source.choose(upTo: layout.largestChoice) { generator in
                layout.randomChoice(using: &generator)
            }
            return Value(orderedBits: layout.orderedBits(forChoice: choice))
        }
    }
}

extension Gen where Value: FixedWidthInteger & Sendable {
    /// A generator of integers in a half-open `range`, shrinking towards the value in `range`
    /// closest to zero, like the closed-range `int(in:)`.
    ///
    /// - Parameter range: The values to draw from; must not be empty.
    /// - Returns: The generator.
    public static func int(in range: Range<Value>) -> Gen<Value> {
        precondition(!range.isEmpty, "Gen.int(in:) needs a non-empty range")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }
}

extension Gen where Value == Int {
    /// A generator of any `Int`, shrinking towards zero.
    public static var int: Gen<Int> { int(in: .min ... .max) }
}

extension FixedWidthInteger {
    /// The value as an unsigned 64-bit integer whose order matches the value's order.
    ///
    /// Flipping the sign bit maps `Int64.min ... Int64.max` onto `0 ... UInt64.max`
    /// monotonically, so ranges of every integer type are handled in one unsigned space
    /// without overflow.
    fileprivate var orderedBits: UInt64 {
        if Self.isSigned {
            return UInt64(bitPattern: Int64(self)) ^ (1 << 63)
        }
        return UInt64(self)
    }

    fileprivate init(orderedBits: UInt64) {
        if Self.isSigned {
            self.init(Int64(bitPattern: orderedBits ^ (1 << 63)))
        } else {
            self.init(orderedBits)
        }
    }
}

/// Maps choices `0...largestChoice` onto an integer range in order of distance from a target.
///
/// Choice 0 is the target; then the values alternate above and below it (+1, −1, +2, −2, …)
/// until one side of the range runs out, after which the remaining side continues alone. The
/// map is a bijection, so every value in the range has exactly one choice.
struct IntegerChoiceLayout: Sendable {
    let lower: UInt64
    let upper: UInt64
    let target: UInt64

    var largestChoice: UInt64 { upper - lower }
    private var countBelow: UInt64 { target - lower }
    private var countAbove: UInt64 { upper - target }
    private var alternatingDistance: UInt64 { min(countBelow, countAbove) }

    func orderedBits(forChoice choice: UInt64) -> UInt64 {
        if choice == 0 { return target }
        let shared = alternatingDistance
        // `shared` is at most half the range, so `2 * shared` cannot overflow.
        if choice <= 2 * shared {
            return choice % 2 == 1 ? target + (choice + 1) / 2 : target - choice / 2
        }
        let distance = choice - shared
        return countAbove > countBelow ? target + distance : target - distance
    }

    func choice(forOrderedBits value: UInt64) -> UInt64 {
        let shared = alternatingDistance
        if value == target { return 0 }
        if value > target {
            let distance = value - target
            return distance <= shared ? 2 * distance - 1 : distance + shared
        }
        let distance = target - value
        return distance <= shared ? 2 * distance : distance + shared
    }

    /// A random choice that favours the target, its neighbours and the bounds.
    func randomChoice(using generator: inout Xoshiro256StarStar) -> UInt64 {
        switch generator.uniformValue(upTo: 31) {
        case 0, 1:
            return 0
        case 2:
            return choice(forOrderedBits: lower)
        case 3:
            return choice(forOrderedBits: upper)
        case 4...7:
            return generator.uniformValue(upTo: min(largestChoice, 16))
        default:
            return generator.uniformValue(upTo: largestChoice)
        }
    }
}
