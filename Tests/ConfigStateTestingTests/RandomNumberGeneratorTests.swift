import ConfigStateTesting
import Testing

@Suite struct SplitMix64Tests {
    // Reference values of splitmix64.c (https://prng.di.unimi.it/splitmix64.c) for seed
    // 1234567, recomputed from the published algorithm with Python's arbitrary-precision
    // integers masked to 64 bits.
    @Test func firstOutputsForSeed1234567MatchTheReferenceImplementation() {
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    @Test func sameSeedGivesSameSequence() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
    }

    @Test func mixOfWeylStateIsTheNextOutput() {
        var generator = SplitMix64(seed: 7)
        let expected = SplitMix64.mix(7 &+ 0x9E37_79B9_7F4A_7C15)
        #expect(generator.next() == expected)
    }
}

@Suite struct Xoshiro256StarStarTests {
    // xoshiro256starstar.c (https://prng.di.unimi.it/xoshiro256starstar.c) from the state
    // s = {1, 2, 3, 4}; the first output is rotl(2 * 5, 7) * 9 = 11520 by hand, the rest
    // recomputed from the published algorithm.
    @Test func outputsFromStateOneTwoThreeFourMatchTheReferenceImplementation() {
        var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
        let outputs = (0..<6).map { _ in generator.next() }
        #expect(
            outputs == [
                11_520, 0, 1_509_978_240, 1_215_971_899_390_074_240,
                1_216_172_134_540_287_360, 607_988_272_756_665_600,
            ])
    }

    @Test func seedingFillsTheStateFromSplitMix64() {
        var seeder = SplitMix64(seed: 99)
        var fromState = Xoshiro256StarStar(
            state: (seeder.next(), seeder.next(), seeder.next(), seeder.next()))
        var fromSeed = Xoshiro256StarStar(seed: 99)
        #expect((0..<20).map { _ in fromSeed.next() } == (0..<20).map { _ in fromState.next() })
    }

    @Test func allZeroStateIsReplacedBecauseItNeverLeavesZero() {
        var zero = Xoshiro256StarStar(state: (0, 0, 0, 0))
        #expect(zero == Xoshiro256StarStar(seed: 0))
        #expect(zero.next() != 0)
    }
}

@Suite struct CaseSeedTests {
    @Test func firstCaseUsesTheMasterSeedItself() {
        #expect(PropertyConfiguration.caseSeed(masterSeed: 0xABCD, caseIndex: 0) == 0xABCD)
    }

    @Test func laterCasesAreTheOutputsOfSplitMix64SeededWithTheMasterSeed() {
        var generator = SplitMix64(seed: 0xABCD)
        for index in 1...10 {
            #expect(
                PropertyConfiguration.caseSeed(masterSeed: 0xABCD, caseIndex: index)
                    == generator.next())
        }
    }

    @Test func caseSeedsOfOneRunAreDistinct() {
        let seeds = (0..<10_000).map {
            PropertyConfiguration.caseSeed(masterSeed: 1, caseIndex: $0)
        }
        #expect(Set(seeds).count == seeds.count)
    }
}
