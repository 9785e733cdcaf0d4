extension Gen {
    /// A generator of arrays of `element` whose length is in `count`.
    ///
    /// Each element beyond the minimum is preceded by a "one more" choice, so the shrinker
    /// removes an element by deleting its choices and shortens the array by zeroing a "one
    /// more". In random mode lengths are geometric with their mean near the middle of `count`.
    ///
    ///     Gen.array(of: Gen.int(in: 0...9), count: 0...5)  // Gen<[Int]>
    ///
    /// - Parameters:
    ///   - element: The generator of each element.
    ///   - count: The allowed lengths; the lower bound must not be negative.
    /// - Returns: The generator.
    /// - Complexity: Generating an array of *m* elements runs `element` *m* times and draws at most
    ///   *m* + 1 further choices.
    public static func array<Element>(
        of element: Gen<Element>,
        count: ClosedRange<Int> = 0...10
    ) -> Gen<[Element]> where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a non-negative length")
        let averageExtra = Double(count.upperBound - count.lowerBound) / 2
        let probabilityOfMore = averageExtra / (averageExtra + 1)
        return Gen<[Element]> { source in
            var elements: [Element] = []
            elements.reserveCapacity(count.lowerBound)
            for _ in 0..<count.lowerBound {
                elements.append(try element.generate(from: &source))
            }
            while elements.count < count.upperBound,
                try source.chooseBool(probability: probabilityOfMore)
            {
                elements.append(try element.generate(from: &source))
            }
            return elements
        }
    }

    /// A generator of `nil` or a wrapped value, shrinking towards `nil`.
    ///
    /// - Parameters:
    ///   - wrapped: The generator of the wrapped value.
    ///   - probabilityOfSome: How often a value, rather than `nil`, is generated in random
    ///     mode.
    /// - Returns: The generator.
    public static func optional<Wrapped>(
        of wrapped: Gen<Wrapped>,
        probabilityOfSome: Double = 0.8
    ) -> Gen<Wrapped?> where Value == Wrapped? {
        Gen<Wrapped?> { source in
            try source.chooseBool(probability: probabilityOfSome)
                ? try wrapped.generate(from: &source) : nil
        }
    }
}
