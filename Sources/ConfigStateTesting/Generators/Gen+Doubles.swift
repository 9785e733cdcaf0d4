extension Gen where Value == Double {
    /// A generator of finite doubles in `range`, shrinking towards the value in `range`
    /// closest to zero.
    ///
    /// Choice 0 is that target, choices 1 and 2 are the lower and upper bounds, and larger
    /// choices step away from the target on either side in 2⁵² increments of each side's
    /// width, so shrinking moves a counterexample towards zero and towards the bounds. In
    /// random mode the target and both bounds are drawn more often than a uniform draw would.
    ///
    /// - Parameter range: The values to draw from; both bounds must be finite.
    /// - Returns: The generator.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        precondition(
            range.lowerBound.isFinite && range.upperBound.isFinite,
            "Gen.double(in:) needs finite bounds; "
                + "use Gen.doubleIncludingNonFinite(in:) for NaN and infinities"
        )
        let layout = DoubleChoiceLayout(range: range)
        return Gen { source in
            let choice = try source.choose(upTo: DoubleChoiceLayout.largestChoice) { generator in
                DoubleChoiceLayout.randomChoice(using: &generator)
            }
            return layout.value(forChoice: choice)
        }
    }

    /// The values ``doubleIncludingNonFinite(in:)`` adds to a finite range, simplest first.
    public static let nonFiniteAndExtremeValues: [Double] = [
        .nan, .infinity, -.infinity, -0.0,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, -.leastNormalMagnitude,
    ]

    /// A generator for bad-input tests: finite doubles in `range`, plus NaN, ±∞, −0 and the
    /// extreme magnitudes about a fifth of the time.
    ///
    /// Shrinks towards the finite values, so a counterexample is NaN or infinite only when
    /// that is what fails.
    ///
    /// - Parameter range: The finite values to draw from; both bounds must be finite.
    /// - Returns: The generator.
    public static func doubleIncludingNonFinite(
        in range: ClosedRange<Double> = -1_000_000...1_000_000
    ) -> Gen<Double> {
        let finite = double(in: range)
        let special = element(of: nonFiniteAndExtremeValues)
        return Gen { source in
            try source.chooseBool(probability: 0.2)
                ? special.generate(from: &source) : finite.generate(from: &source)
        }
    }
}

/// Maps choices onto a finite `Double` range; see ``Gen/double(in:)`` for the order.
struct DoubleChoiceLayout: Sendable {
    static let stepsPerSide: UInt64 = 1 << 52
    static let firstSteppedChoice: UInt64 = 3
    static let largestChoice: UInt64 = firstSteppedChoice + 2 * stepsPerSide - 1

    let lower: Double
    let upper: Double
    let target: Double

    init(range: ClosedRange<Double>) {
        lower = range.lowerBound
        upper = range.upperBound
        target = min(max(0, lower), upper)
    }

    func value(forChoice choice: UInt64) -> Double {
        switch choice {
        case 0: return target
        case 1: return lower
        case 2: return upper
        default: break
        }
        let step = choice - Self.firstSteppedChoice
        let widthAbove = upper - target
        let widthBelow = target - lower
        // With the target at a bound every step goes the one way there is room for.
        if widthBelow == 0 || widthAbove == 0 {
            let fraction = Double(step + 1) / Double(2 * Self.stepsPerSide)
            let value =
                widthAbove == 0 ? target - fraction * widthBelow : target + fraction * widthAbove
            return min(max(value, lower), upper)
        }
        let fraction = Double(step / 2 + 1) / Double(Self.stepsPerSide)
        let value = step % 2 == 0 ? target + fraction * widthAbove : target - fraction * widthBelow
        return min(max(value, lower), upper)
    }

    static func randomChoice(using generator: inout Xoshiro256StarStar) -> UInt64 {
        switch generator.uniformValue(upTo: 15) {
        case 0: return 0
        case 1: return 1
        case 2: return 2
        default: return firstSteppedChoice + generator.uniformValue(upTo: 2 * stepsPerSide - 1)
        }
    }
}
