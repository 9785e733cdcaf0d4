/// The stream of bounded integer choices every generator draws from.
///
/// This is the Hypothesis/minithesis design: a generator never sees a random number
/// generator, only a choice source, and every value it builds is a pure function of the
/// choices it drew. In random mode the source draws each choice from a seeded
/// ``Xoshiro256StarStar`` and records it; in replay mode it reads a recorded sequence back.
/// Because a failing value is a choice sequence, the shrinker can simplify any generated value
/// — including ones built with `map`, `flatMap` and `filter` — by editing integers and
/// replaying, without knowing anything about the value's type.
///
/// Write a custom generator by drawing from the source:
///
///     let evenNumber = Gen<Int> { source in
///         Int(try source.choose(upTo: 50)) * 2
///     }
///
/// Smaller choices must mean simpler values: the shrinker only ever makes choices smaller
/// (or the sequence shorter), so choice `0` should produce the simplest value.
public struct ChoiceSource: Sendable {
    /// The choices drawn so far, in order: the whole description of the value being built.
    public private(set) var choices: [UInt64] = []

    /// The number of choices after which drawing throws
    /// ``GenerationRejection/tooManyChoices(limit:)``.
    ///
    /// The cap stops a runaway recursive generator instead of letting it exhaust memory.
    public let maximumChoiceCount: Int

    private var generator: Xoshiro256StarStar?
    private let replayed: [UInt64]

    /// Creates a source that draws fresh choices from a generator seeded with `seed`.
    ///
    /// - Parameters:
    ///   - seed: The case seed; the same seed always gives the same choices.
    ///   - maximumChoiceCount: The most choices one value may draw.
    public init(seed: UInt64, maximumChoiceCount: Int = 10_000) {
        generator = Xoshiro256StarStar(seed: seed)
        replayed = []
        self.maximumChoiceCount = maximumChoiceCount
    }

    /// Creates a source that reads back a recorded choice sequence.
    ///
    /// Drawing past the end throws ``GenerationRejection/choicesExhausted``. A recorded value
    /// larger than the bound it is read with is read as the bound, so that a sequence edited by
    /// the shrinker stays usable after its structure shifts.
    ///
    /// - Parameter choices: The sequence to replay, usually ``PropertyFailure/shrunkChoices``.
    public init(replaying choices: [UInt64]) {
        generator = nil
        replayed = choices
        maximumChoiceCount = choices.count
    }

    /// Whether the source reads a recorded sequence rather than drawing fresh choices.
    public var isReplaying: Bool { generator == nil }

    /// Draws a choice in `0...bound`, uniformly in random mode.
    ///
    /// - Parameter bound: The largest choice allowed.
    /// - Returns: The choice, which has also been recorded.
    /// - Throws: ``GenerationRejection`` when the choices run out or exceed the cap.
    public mutating func choose(upTo bound: UInt64) throws -> UInt64 {
        try choose(upTo: bound) { generator in generator.uniformValue(upTo: bound) }
    }

    /// Draws a choice in `0...bound`, using `draw` to pick it in random mode.
    ///
    /// The distribution only matters for finding failures: replay and shrinking read the
    /// recorded choice whatever distribution produced it. Generators use this to draw boundary
    /// and special values more often than a uniform draw would.
    ///
    /// - Parameters:
    ///   - bound: The largest choice allowed; a larger value from `draw` is read as `bound`.
    ///   - draw: Picks the choice from the pseudo-random generator in random mode.
    /// - Returns: The choice, which has also been recorded.
    /// - Throws: ``GenerationRejection`` when the choices run out or exceed the cap.
    public mutating func choose(
        upTo bound: UInt64,
        randomly draw: (inout Xoshiro256StarStar) -> UInt64
    ) throws -> UInt64 {
        guard choices.count < maximumChoiceCount else {
            throw isReplaying
                ? GenerationRejection.choicesExhausted
                : GenerationRejection.tooManyChoices(limit: maximumChoiceCount)
        }
        let choice: UInt64
        if var generator {
            choice = min(draw(&generator), bound)
            self.generator = generator
        } else {
            choice = min(replayed[choices.count], bound)
        }
        choices.append(choice)
        return choice
    }

    /// Draws a Boolean that is `true` with the given probability in random mode.
    ///
    /// Recorded as one choice in `0...1`, `false` being the simpler value.
    ///
    /// - Parameter probability: The chance of `true` in random mode, in `0...1`.
    /// - Returns: The Boolean drawn.
    /// - Throws: ``GenerationRejection`` when the choices run out or exceed the cap.
    public mutating func chooseBool(probability: Double = 0.5) throws -> Bool {
        try choose(upTo: 1) { generator in
            generator.unitIntervalValue() < probability ? 1 : 0
        } == 1
    }

    /// Forgets the choices drawn after `count`, so that a rejected draw leaves no trace.
    ///
    /// Only meaningful in random mode; a replayed sequence must be read exactly as recorded.
    mutating func forgetChoices(after count: Int) {
        choices.removeSubrange(count...)
    }
}

/// Why a generator could not produce a value.
///
/// In random mode a rejection means the generator gave up (the run reports it as an error in
/// the generator, not as a counterexample); in replay mode it means the replayed sequence does
/// not describe a valid value, which the shrinker treats as "not simpler, try something else".
public enum GenerationRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// A replayed choice sequence ended before the generator finished.
    case choicesExhausted
    /// The generator drew more than ``ChoiceSource/maximumChoiceCount`` choices.
    case tooManyChoices(limit: Int)
    /// A replayed value failed a `filter` predicate.
    case filterRejected(String)
    /// A `filter` predicate rejected every one of `attempts` freshly generated values in a row.
    case filterGaveUp(String, attempts: Int)
    /// A replayed command failed its state machine's precondition.
    case preconditionFailed(String)
    /// A custom generator rejected its choices, with the reason it gave.
    case rejected(String)

    /// A sentence that says what went wrong and what to change.
    public var description: String {
        switch self {
        case .choicesExhausted:
            return "the replayed choice sequence ended before the generator finished"
        case .tooManyChoices(let limit):
            return
                "the generator drew more than \(limit) choices; a recursive or unbounded "
                + "generator needs a smaller size range"
        case .filterRejected(let name):
            return "a replayed value does not satisfy the filter '\(name)'"
        case .filterGaveUp(let name, let attempts):
            return
                "gave up: the filter '\(name)' rejected \(attempts) generated values in a row; "
                + "generate valid values directly (with map or flatMap) instead of filtering"
        case .preconditionFailed(let command):
            return "the command \(command) does not satisfy its precondition"
        case .rejected(let reason):
            return "the generator rejected its choices: \(reason)"
        }
    }
}
