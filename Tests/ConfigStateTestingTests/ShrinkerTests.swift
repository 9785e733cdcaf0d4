import ConfigStateTesting
import Testing

/// Shrinks `failing` with `passes`, where a candidate fails when `fails` holds for it.
///
/// The replay records exactly the candidate, as a generator that reads every choice would.
private func shrink(
    _ failing: [UInt64],
    passes: [Shrinker.Pass] = Shrinker.Pass.allCases,
    maximumAttempts: Int = 5_000,
    where fails: @escaping ([UInt64]) -> Bool
) -> Shrinker {
    var shrinker = Shrinker(failing: failing, maximumAttempts: maximumAttempts) { candidate in
        fails(candidate) ? .failed(recorded: candidate) : .notFailed
    }
    shrinker.shrink(passes: passes)
    return shrinker
}

@Suite struct ShortlexOrderTests {
    @Test func shorterSequencesAreSimpler() {
        #expect(isShortlexSimpler([9, 9], than: [0, 0, 0]))
        #expect(!isShortlexSimpler([0, 0, 0], than: [9, 9]))
    }

    @Test func sameLengthSequencesCompareLexicographically() {
        #expect(isShortlexSimpler([1, 9], than: [2, 0]))
        #expect(!isShortlexSimpler([2, 0], than: [1, 9]))
        #expect(!isShortlexSimpler([3, 3], than: [3, 3]))
    }
}

@Suite struct ShrinkerPassTests {
    @Test func deleteChunksRemovesEverythingTheFailureDoesNotNeed() {
        let shrinker = shrink([3, 1, 4, 1, 5, 9, 2, 6, 5, 3], passes: [.deleteChunks]) {
            $0.contains(9)
        }
        #expect(shrinker.best == [9])
    }

    @Test func deleteChunksAlsoTriesDecrementingTheChoiceBeforeTheChunk() {
        // A length-prefixed list: the first choice says how many elements follow. Deleting an
        // element alone breaks the prefix; deleting it and decrementing the prefix works.
        let shrinker = shrink([2, 5, 8], passes: [.deleteChunks]) { candidate in
            guard let count = candidate.first, Int(count) == candidate.count - 1 else {
                return false
            }
            return candidate.dropFirst().contains(8)
        }
        #expect(shrinker.best == [1, 8])
    }

    @Test func zeroChunksClearsRunsOfChoices() {
        let shrinker = shrink([5, 6, 7, 8, 1], passes: [.zeroChunks]) { $0.last == 1 }
        #expect(shrinker.best == [0, 0, 0, 0, 1])
    }

    @Test func minimizeChoicesBinarySearchesEachChoiceDown() {
        let shrinker = shrink([1_000_000, 77], passes: [.minimizeChoices]) {
            $0[0] >= 12_345 && $0[1] >= 3
        }
        #expect(shrinker.best == [12_345, 3])
    }

    @Test func sortRangesPutsChoicesInAscendingOrder() {
        let shrinker = shrink([9, 4, 7, 1], passes: [.sortRanges]) {
            $0.sorted() == [1, 4, 7, 9]
        }
        #expect(shrinker.best == [1, 4, 7, 9])
    }

    @Test func redistributePairsMovesValueFromTheFirstChoiceToTheSecond() {
        let shrinker = shrink([60, 40], passes: [.redistributePairs]) { $0[0] + $0[1] >= 100 }
        #expect(shrinker.best == [0, 100])
    }

    @Test func redistributePairsReachesChoicesSeveralApart() {
        let shrinker = shrink([1, 5, 5, 0], passes: [.redistributePairs]) { candidate in
            candidate[1] == 5 && candidate[2] == 5 && candidate[0] + candidate[3] >= 1
        }
        #expect(shrinker.best == [0, 5, 5, 1])
    }

    @Test func allPassesTogetherReachTheShortlexMinimum() {
        let shrinker = shrink([7, 300, 2, 900, 4, 5]) { candidate in
            candidate.reduce(0, +) >= 1_000
        }
        #expect(shrinker.best == [1_000])
        #expect(shrinker.improvements > 0)
    }
}

@Suite struct ShrinkerBookkeepingTests {
    @Test func shrinkingIsDeterministic() {
        let fails: ([UInt64]) -> Bool = { $0.filter { $0 > 10 }.count >= 2 }
        let first = shrink([50, 3, 99, 12, 7, 400], where: fails)
        let second = shrink([50, 3, 99, 12, 7, 400], where: fails)
        #expect(first.best == second.best)
        #expect(first.attempts == second.attempts)
        #expect(first.best == [11, 11])
    }

    @Test func repeatedCandidatesAreNotRunAgain() {
        var runs: [[UInt64]: Int] = [:]
        var shrinker = Shrinker(failing: [40, 40, 40]) { candidate in
            runs[candidate, default: 0] += 1
            return candidate.reduce(0, +) >= 50 ? .failed(recorded: candidate) : .notFailed
        }
        shrinker.shrink()
        #expect(shrinker.improvements > 0, "the shrinker tried and kept candidates")
        #expect(runs.values.allSatisfy { $0 == 1 })
        #expect(shrinker.attempts == runs.count)
    }

    @Test func attemptLimitStopsShrinkingAndIsReported() {
        let shrinker = shrink(Array(repeating: 1_000, count: 50), maximumAttempts: 10) {
            $0.reduce(0, +) >= 25_000
        }
        #expect(shrinker.attempts == 10)
        #expect(shrinker.reachedAttemptLimit)
    }

    @Test func recordedSequenceReplacesTheCandidateWhenSimpler() {
        // The "generator" reads only the first two choices, so the replay records two.
        var shrinker = Shrinker(failing: [5, 5, 5, 5]) { candidate in
            candidate.count >= 2 && candidate[0] >= 1
                ? .failed(recorded: Array(candidate.prefix(2))) : .notFailed
        }
        shrinker.shrink()
        #expect(shrinker.best == [1, 0])
    }
}
