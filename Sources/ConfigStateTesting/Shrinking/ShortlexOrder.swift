/// Shortlex order on choice sequences: shorter is simpler, and among sequences of one length
/// the lexicographically smaller is simpler.
///
/// This is Hypothesis's `sort_key` (`hypothesis/internal/conjecture/shrinker.py`) and
/// minithesis's: the order the shrinker only ever moves down in, which is what makes it
/// terminate.
///
/// - Parameters:
///   - lhs: A choice sequence.
///   - rhs: Another choice sequence.
/// - Returns: Whether `lhs` is strictly simpler than `rhs`.
/// - Complexity: O(1) when the lengths differ; otherwise O(*n*) for sequences of length *n*.
public func isShortlexSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    return lhs.lexicographicallyPrecedes(rhs)
}
