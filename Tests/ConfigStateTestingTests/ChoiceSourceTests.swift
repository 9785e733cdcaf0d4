import ConfigStateTesting
import Testing

@Suite struct ChoiceSourceTests {
    @Test func randomModeRecordsEveryChoiceWithinItsBound() throws {
        var source = ChoiceSource(seed: 3)
        var drawn: [UInt64] = []
        for bound in [0, 1, 5, 100, UInt64.max] as [UInt64] {
            let choice = try source.choose(upTo: bound)
            #expect(choice <= bound)
            drawn.append(choice)
        }
        #expect(source.choices == drawn)
        #expect(!source.isReplaying)
    }

    @Test func sameSeedDrawsSameChoices() throws {
        var first = ChoiceSource(seed: 11)
        var second = ChoiceSource(seed: 11)
        for _ in 0..<50 {
            #expect(try first.choose(upTo: 1_000) == second.choose(upTo: 1_000))
        }
    }

    @Test func replayModeReadsTheRecordedChoicesBack() throws {
        var source = ChoiceSource(replaying: [4, 0, 9])
        #expect(source.isReplaying)
        #expect(try source.choose(upTo: 10) == 4)
        #expect(try source.choose(upTo: 10) == 0)
        #expect(try source.choose(upTo: 10) == 9)
        #expect(source.choices == [4, 0, 9])
    }

    @Test func replayedChoiceAboveItsBoundIsReadAsTheBound() throws {
        var source = ChoiceSource(replaying: [70])
        #expect(try source.choose(upTo: 5) == 5)
        #expect(source.choices == [5])
    }

    @Test func replayPastTheEndIsRejected() throws {
        var source = ChoiceSource(replaying: [1])
        _ = try source.choose(upTo: 1)
        #expect(throws: GenerationRejection.choicesExhausted) {
            try source.choose(upTo: 1)
        }
    }

    @Test func drawingMoreThanTheCapIsRejected() throws {
        var source = ChoiceSource(seed: 1, maximumChoiceCount: 3)
        for _ in 0..<3 { _ = try source.choose(upTo: 9) }
        #expect(throws: GenerationRejection.tooManyChoices(limit: 3)) {
            try source.choose(upTo: 9)
        }
    }

    @Test func boolWithProbabilityOneIsAlwaysTrueAndZeroAlwaysFalse() throws {
        var source = ChoiceSource(seed: 5)
        for _ in 0..<100 {
            #expect(try source.chooseBool(probability: 1))
            #expect(try !source.chooseBool(probability: 0))
        }
    }

    @Test func customRandomDrawDecidesTheChoiceInRandomModeOnly() throws {
        var random = ChoiceSource(seed: 5)
        #expect(try random.choose(upTo: 10) { _ in 7 } == 7)
        var replay = ChoiceSource(replaying: [2])
        #expect(try replay.choose(upTo: 10) { _ in 7 } == 2)
    }
}
