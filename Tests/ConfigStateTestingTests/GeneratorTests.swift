import ConfigStateTesting
import Testing

/// Samples `count` values from `generator`, one per case seed of master seed 1.
private func samples<Value>(_ generator: Gen<Value>, count: Int = 2_000) throws -> [Value] {
    try (0..<count).map { index in
        try generator.value(seed: PropertyConfiguration.caseSeed(masterSeed: 1, caseIndex: index))
    }
}

@Suite struct IntegerGeneratorTests {
    @Test(arguments: [0...0, 0...1, -5...5, 3...9, -9 ... -3, Int.min...Int.max, -1...1_000])
    func valuesStayInTheirRange(range: ClosedRange<Int>) throws {
        for value in try samples(Gen.int(in: range)) {
            #expect(range.contains(value))
        }
    }

    @Test func boundsAndZeroAreDrawnInRandomMode() throws {
        let values = Set(try samples(Gen.int(in: -1_000_000...1_000_000)))
        #expect(values.contains(0))
        #expect(values.contains(-1_000_000))
        #expect(values.contains(1_000_000))
    }

    @Test func choicesCountOutwardsFromZeroAlternatingSigns() throws {
        let generator = Gen.int(in: -3...5)
        let values = try (0...8).map { try generator.value(replaying: [$0]) }
        #expect(values == [0, 1, -1, 2, -2, 3, -3, 4, 5])
    }

    @Test func rangeAwayFromZeroShrinksTowardsItsBoundNearestZero() throws {
        #expect(try Gen.int(in: 10...20).value(replaying: [0]) == 10)
        #expect(try Gen.int(in: -20 ... -10).value(replaying: [0]) == -10)
    }

    @Test func everyValueOfASmallRangeHasExactlyOneChoice() throws {
        for lower in -4...4 {
            for upper in lower...5 {
                let generator = Gen.int(in: lower...upper)
                let values = try (0...UInt64(upper - lower)).map {
                    try generator.value(replaying: [$0])
                }
                #expect(values.sorted() == Array(lower...upper))
            }
        }
    }

    @Test func halfOpenRangesExcludeTheirUpperBound() throws {
        let values = Set(try samples(Gen.int(in: 0..<4)))
        #expect(values == [0, 1, 2, 3])
    }

    @Test func narrowTypesUseTheirOwnRanges() throws {
        for value in try samples(Gen.int(in: Int8.min...Int8.max)) {
            #expect((-128...127).contains(Int(value)))
        }
        #expect(try Gen.int(in: UInt8(200)...255).value(replaying: [0]) == 200)
        #expect(try Gen.int(in: UInt64.min...UInt64.max).value(replaying: [UInt64.max]) == .max)
    }
}

@Suite struct DoubleGeneratorTests {
    @Test func valuesAreFiniteAndInTheirRange() throws {
        for value in try samples(Gen.double(in: -2.5...7)) {
            #expect(value.isFinite)
            #expect((-2.5...7).contains(value))
        }
    }

    @Test func specialChoicesAreZeroAndTheBounds() throws {
        let generator = Gen.double(in: -2.5...7)
        #expect(try generator.value(replaying: [0]) == 0)
        #expect(try generator.value(replaying: [1]) == -2.5)
        #expect(try generator.value(replaying: [2]) == 7)
    }

    @Test func zeroAndBoundsAreDrawnInRandomMode() throws {
        let values = Set(try samples(Gen.double(in: -1...1)))
        #expect(values.isSuperset(of: [0, -1, 1]))
    }

    @Test func smallerChoicesAreCloserToZero() throws {
        let generator = Gen.double(in: -100...100)
        let near = try generator.value(replaying: [3 + 10])
        let far = try generator.value(replaying: [3 + 1_000_000])
        #expect(abs(near) < abs(far))
    }

    @Test func nonFiniteGeneratorYieldsNaNAndInfinities() throws {
        let values = try samples(Gen.doubleIncludingNonFinite(in: -1...1))
        #expect(values.contains { $0.isNaN })
        #expect(values.contains(.infinity))
        #expect(values.contains(-.infinity))
        #expect(values.contains { $0.isFinite && (-1...1).contains($0) })
    }
}

@Suite struct CombinatorTests {
    @Test func mapTransformsValuesAndReplaysThem() throws {
        let generator = Gen.int(in: 0...9).map { $0 * 10 }
        #expect(try generator.value(replaying: [7]) == 70)
    }

    @Test func flatMapDrawsTheSecondStageFromTheFirst() throws {
        let generator = Gen.int(in: 1...3).flatMap { count in
            Gen.array(of: Gen.always(count), count: count...count)
        }
        // Choice 2 selects 3 in 1...3 (1, 2, 3 are choices 0, 1, 2).
        #expect(try generator.value(replaying: [2]) == [3, 3, 3])
    }

    @Test func zipCombinesGeneratorsInOrder() throws {
        let generator = Gen.zip(Gen.int(in: 0...9), Gen.bool, Gen.element(of: ["a", "b"]))
        let value = try generator.value(replaying: [4, 1, 1])
        #expect(value.0 == 4)
        #expect(value.1 == true)
        #expect(value.2 == "b")
    }

    @Test func oneOfShrinksTowardsTheFirstGenerator() throws {
        let generator = Gen.oneOf(Gen.always("first"), Gen.always("second"))
        #expect(try generator.value(replaying: [0]) == "first")
        #expect(try generator.value(replaying: [1]) == "second")
    }

    @Test func elementAndAnyCaseCoverEveryElement() throws {
        enum Direction: CaseIterable, Sendable { case up, down, left, right }
        #expect(Set(try samples(Gen<Direction>.anyCase, count: 200)) == Set(Direction.allCases))
        #expect(try Gen.element(of: [5, 6, 7]).value(replaying: [0]) == 5)
    }

    @Test func alwaysDrawsNoChoices() throws {
        var source = ChoiceSource(seed: 1)
        #expect(try Gen.always(42).generate(from: &source) == 42)
        #expect(source.choices.isEmpty)
    }

    @Test func boolShrinksTowardsFalse() throws {
        #expect(try Gen.bool.value(replaying: [0]) == false)
        #expect(Set(try samples(Gen.bool, count: 100)) == [false, true])
    }

    @Test func arrayLengthsStayInTheirRange() throws {
        for array in try samples(Gen.array(of: Gen.bool, count: 2...5)) {
            #expect((2...5).contains(array.count))
        }
        let lengths = Set(try samples(Gen.array(of: Gen.bool, count: 0...4)).map(\.count))
        #expect(lengths == [0, 1, 2, 3, 4])
    }

    @Test func arrayRecordsAOneMoreChoiceBeforeEachOptionalElement() throws {
        let generator = Gen.array(of: Gen.int(in: 0...9), count: 1...3)
        // One required element, then "one more" = 1, an element, "one more" = 0.
        #expect(try generator.value(replaying: [4, 1, 5, 0]) == [4, 5])
        #expect(try generator.value(replaying: [4, 0]) == [4])
    }

    @Test func optionalShrinksTowardsNil() throws {
        let generator = Gen.optional(of: Gen.int(in: 0...9))
        #expect(try generator.value(replaying: [0]) == nil)
        #expect(try generator.value(replaying: [1, 3]) == 3)
    }

    @Test func filterForgetsRejectedAttemptsSoTheRecordReplaysTheAcceptedValue() throws {
        let generator = Gen.int(in: 0...1_000).filter("even") { $0.isMultiple(of: 2) }
        for index in 0..<200 {
            var source = ChoiceSource(seed: UInt64(index))
            let value = try generator.generate(from: &source)
            #expect(value.isMultiple(of: 2))
            #expect(source.choices.count == 1)
            #expect(try generator.value(replaying: source.choices) == value)
        }
    }

    @Test func filterRejectsAReplayedValueThatFailsThePredicate() {
        let generator = Gen.int(in: 0...9).filter("even") { $0.isMultiple(of: 2) }
        #expect(throws: GenerationRejection.filterRejected("even")) {
            try generator.value(replaying: [1])
        }
    }

    @Test func filterThatRejectsEverythingGivesUpWithAClearError() throws {
        let generator = Gen.int(in: 0...9).filter("negative", maximumAttempts: 25) { $0 < 0 }
        #expect(throws: GenerationRejection.filterGaveUp("negative", attempts: 25)) {
            try generator.value(seed: 1)
        }
        let failure = try #require(
            findPropertyFailure(
                "uses an impossible filter", using: generator,
                configuration: isolatedConfiguration()
            ) { _ in true })
        #expect(failure.kind == .generatorGaveUp)
        #expect(failure.message.contains("gave up: the filter 'negative' rejected 25"))
        #expect(failure.description.contains("could not generate case 0"))
        #expect(failure.replayCommand != nil)
    }
}
