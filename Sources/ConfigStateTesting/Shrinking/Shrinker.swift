/// Shrinks a failing choice sequence to a simpler one that still fails.
///
/// A port of minithesis's `TestingState.shrink`
/// (<https://github.com/DRMacIver/minithesis>, `minithesis.py`). The shrinker knows nothing
/// about values: it edits the recorded choices, replays them through the generator and the
/// property, and keeps an edit when the property still fails and the sequence the replay
/// recorded is shortlex-simpler (``isShortlexSimpler(_:than:)``). The passes run, in order,
/// until none of them improves the sequence:
///
/// 1. ``Pass/deleteChunks``: delete runs of k = 8, 7, …, 1 choices (dropping array elements and
///    state-machine steps), also trying to decrement the choice before the run.
/// 2. ``Pass/zeroChunks``: set runs of k = 8, 4, 2 choices to zero.
/// 3. ``Pass/minimizeChoices``: binary-search each choice down towards zero.
/// 4. ``Pass/sortRanges``: sort runs of k = 8, …, 2 choices into ascending order.
/// 5. ``Pass/redistributePairs``: for choices up to eight apart, swap them when out of order and
///    move value from the first to the second (for pairs such as `(a, b)` whose relation, not
///    their size, is what fails, and for the arguments of two state-machine steps). Minithesis
///    stops at two apart; a step of a state machine is often three or more choices long.
///
/// Every attempt is memoised, so a candidate seen twice costs nothing, and the number of
/// property runs is capped by `maximumAttempts`. Everything is deterministic: the same failing
/// sequence and the same property always shrink to the same result.
public struct Shrinker {
    /// One of the shrinker's passes, in the order they run.
    public enum Pass: String, CaseIterable, Sendable {
        /// Delete runs of choices.
        case deleteChunks
        /// Set runs of choices to zero.
        case zeroChunks
        /// Binary-search each choice down.
        case minimizeChoices
        /// Sort runs of choices.
        case sortRanges
        /// Move value between nearby choices.
        case redistributePairs
    }

    /// The outcome of replaying a candidate sequence.
    public enum Attempt: Sendable {
        /// The property still fails; `recorded` is what the replay actually drew, which may be
        /// shorter than the candidate (unused choices) or smaller (clamped choices).
        case failed(recorded: [UInt64])
        /// The property passes, or the candidate does not describe a valid value.
        case notFailed
    }

    /// The simplest failing sequence found so far.
    public private(set) var best: [UInt64]
    /// How many times `best` was replaced by a simpler failing sequence.
    public private(set) var improvements = 0
    /// How many times the property was run (memoised repeats are not counted).
    public private(set) var attempts = 0
    /// Whether shrinking stopped because it reached `maximumAttempts`.
    public private(set) var reachedAttemptLimit = false

    private let maximumAttempts: Int
    private let replay: ([UInt64]) -> Attempt
    private var failingByCandidate: [[UInt64]: Bool] = [:]

    /// Creates a shrinker for a sequence known to fail.
    ///
    /// - Parameters:
    ///   - failing: A choice sequence on which the property fails.
    ///   - maximumAttempts: The most property runs shrinking may take.
    ///   - replay: Replays a candidate sequence through the generator and the property.
    /// - Complexity: O(*n*), where *n* is the length of `failing`, which is hashed for the memo.
    public init(
        failing: [UInt64],
        maximumAttempts: Int = 5_000,
        replay: @escaping ([UInt64]) -> Attempt
    ) {
        best = failing
        self.maximumAttempts = maximumAttempts
        self.replay = replay
        failingByCandidate[failing] = true
    }

    /// Runs every pass until none improves the sequence or the attempt limit is reached.
    ///
    /// - Returns: The simplest failing sequence found.
    /// - Complexity: At most `maximumAttempts` calls of `replay`. Besides them, each round of
    ///   passes builds O(*n*) candidates of O(*n*) choices each, for *n* choices (with binary
    ///   searches of up to 64 steps), and rounds repeat while one improves the sequence:
    ///   O((*a* + 1)·*n*²) for *a* attempts, with a large constant.
    @discardableResult
    public mutating func shrink() -> [UInt64] {
        shrink(passes: Pass.allCases)
    }

    /// Runs the given passes, in order, until none improves the sequence or the attempt limit
    /// is reached.
    ///
    /// - Parameter passes: The passes to run; tests run one at a time to check each.
    /// - Returns: The simplest failing sequence found.
    /// - Complexity: As ``shrink()``, with the given passes.
    @discardableResult
    public mutating func shrink(passes: [Pass]) -> [UInt64] {
        var previous: [UInt64]? = nil
        while previous != best, !reachedAttemptLimit {
            previous = best
            for pass in passes where !reachedAttemptLimit {
                run(pass)
            }
        }
        return best
    }

    private mutating func run(_ pass: Pass) {
        switch pass {
        case .deleteChunks: deleteChunks()
        case .zeroChunks: zeroChunks()
        case .minimizeChoices: minimizeChoices()
        case .sortRanges: sortRanges()
        case .redistributePairs: redistributePairs()
        }
    }

    /// Replays `candidate`; returns whether it fails, adopting what it recorded when simpler.
    private mutating func consider(_ candidate: [UInt64]) -> Bool {
        if candidate == best { return true }
        if let known = failingByCandidate[candidate] { return known }
        guard attempts < maximumAttempts else {
            reachedAttemptLimit = true
            return false
        }
        attempts += 1
        let fails: Bool
        switch replay(candidate) {
        case .failed(let recorded):
            fails = true
            if isShortlexSimpler(recorded, than: best) {
                best = recorded
                improvements += 1
            }
        case .notFailed:
            fails = false
        }
        failingByCandidate[candidate] = fails
        return fails
    }

    /// Replays `best` with some choices replaced.
    private mutating func consider(replacing replacements: [Int: UInt64]) -> Bool {
        var candidate = best
        for (index, value) in replacements {
            guard index < candidate.count else { return false }
            candidate[index] = value
        }
        return consider(candidate)
    }

    private mutating func deleteChunks() {
        for size in stride(from: 8, through: 1, by: -1) {
            var start = best.count - size
            while start >= 0 {
                guard start + size <= best.count else {
                    start -= 1
                    continue
                }
                var candidate = best
                candidate.removeSubrange(start..<(start + size))
                // Deleting an element often needs the length-like choice before it lowered too
                // (minithesis's trick); try that before giving up on this chunk.
                if !consider(candidate), start > 0, candidate[start - 1] > 0 {
                    candidate[start - 1] -= 1
                    if consider(candidate) {
                        start += 1
                    }
                }
                start -= 1
            }
        }
    }

    private mutating func zeroChunks() {
        var size = 8
        while size > 1 {
            var start = best.count - size
            while start >= 0 {
                guard start < best.count else {
                    start -= 1
                    continue
                }
                let chunk = start..<min(start + size, best.count)
                var candidate = best
                for index in chunk { candidate[index] = 0 }
                if candidate != best, consider(candidate) {
                    start -= size
                } else {
                    start -= 1
                }
            }
            size /= 2
        }
    }

    private mutating func minimizeChoices() {
        var index = best.count - 1
        while index >= 0 {
            if index < best.count, best[index] > 0 {
                let position = index
                binarySearchDown(from: best[index]) { shrinker, value in
                    shrinker.consider(replacing: [position: value])
                }
            }
            index -= 1
        }
    }

    private mutating func sortRanges() {
        for size in stride(from: 8, through: 2, by: -1) {
            var start = best.count - size
            while start >= 0 {
                if start + size <= best.count {
                    var candidate = best
                    candidate[start..<(start + size)].sort()
                    if candidate != best { _ = consider(candidate) }
                }
                start -= 1
            }
        }
    }

    private mutating func redistributePairs() {
        for gap in stride(from: 8, through: 1, by: -1) {
            var first = best.count - 1 - gap
            while first >= 0 {
                let second = first + gap
                if second < best.count, best[first] > best[second] {
                    var swapped = best
                    swapped.swapAt(first, second)
                    _ = consider(swapped)
                }
                if second < best.count, best[first] > 0 {
                    let firstValue = best[first]
                    let secondValue = best[second]
                    binarySearchDown(from: firstValue) { shrinker, value in
                        let (raised, overflow) = secondValue.addingReportingOverflow(
                            firstValue - value)
                        if overflow { return false }
                        return shrinker.consider(replacing: [first: value, second: raised])
                    }
                }
                first -= 1
            }
        }
    }

    /// Finds (assuming monotonicity) the smallest value in `0...high` for which `fails` holds,
    /// given that it holds for `high`; tries zero first, the simplest value of all.
    private mutating func binarySearchDown(
        from high: UInt64,
        _ fails: (inout Shrinker, UInt64) -> Bool
    ) {
        var low: UInt64 = 0
        var high = high
        if fails(&self, low) { return }
        while low + 1 < high, !reachedAttemptLimit {
            let middle = low + (high - low) / 2
            if fails(&self, middle) {
                high = middle
            } else {
                low = middle
            }
        }
    }
}
