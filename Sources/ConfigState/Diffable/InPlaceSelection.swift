/// Chooses which of the items present before and after an update stay where they are; the
/// others are reported as moves.
///
/// The diff hands over the old positions of the surviving items in their new order. Any
/// increasing run of old positions can stay in place — those items keep their relative
/// order — so the fewest moves come from keeping a *longest* increasing subsequence, which
/// ``LongestIncreasingSubsequence`` does. The protocol exists so that tests can hand the diff
/// a deliberately worse choice and check that the properties notice.
protocol InPlaceSelection {
    /// Marks, in `isInPlace[range]`, the entries of `oldPositions[range]` that stay in
    /// place: they must form an increasing subsequence.
    ///
    /// - Parameters:
    ///   - oldPositions: Old positions, distinct within `range`, in new order.
    ///   - range: The part of `oldPositions` to choose from (one section's items).
    ///   - isInPlace: Receives the choice for each entry of `range`; entries outside it are
    ///     left alone.
    mutating func select(
        in oldPositions: [Int], _ range: Range<Int>, into isInPlace: inout [Bool])
}

/// Keeps a longest increasing subsequence in place, so that moving *k* items reports at most
/// *k* moves.
///
/// Patience sorting with links to predecessors: each value extends the longest run whose
/// smallest possible tail is below it, found by binary search — except that a value larger
/// than the current longest run's tail extends it in constant time, which is every value of
/// an unchanged stretch. So the selection is O(*m*) for *m* values in order and
/// O(*m* log *m*) at worst (a full shuffle).
struct LongestIncreasingSubsequence: InPlaceSelection {
    /// Scratch storage kept between calls: the index of the smallest tail of a run of each
    /// length, and each entry's predecessor in its run.
    private var tails: [Int] = []
    private var predecessors: [Int] = []

    mutating func select(
        in oldPositions: [Int], _ range: Range<Int>, into isInPlace: inout [Bool]
    ) {
        guard !range.isEmpty else { return }
        // Nothing moved, the usual case: every value stays, and there is no run to build.
        var index = range.lowerBound + 1
        while index < range.upperBound, oldPositions[index - 1] < oldPositions[index] {
            index += 1
        }
        if index >= range.upperBound {
            for index in range { isInPlace[index] = true }
            return
        }
        tails.removeAll(keepingCapacity: true)
        if predecessors.count < oldPositions.count {
            predecessors = [Int](repeating: -1, count: oldPositions.count)
        }
        for index in range {
            let value = oldPositions[index]
            isInPlace[index] = false
            if let last = tails.last {
                if oldPositions[last] < value {
                    predecessors[index] = last
                    tails.append(index)
                    continue
                }
            } else {
                predecessors[index] = -1
                tails.append(index)
                continue
            }
            // The first run whose tail is not below the value: the value replaces that tail.
            var low = 0
            var high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if oldPositions[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            predecessors[index] = low > 0 ? tails[low - 1] : -1
            tails[low] = index
        }
        index = tails[tails.count - 1]
        while index >= 0 {
            isInPlace[index] = true
            index = predecessors[index]
        }
    }
}
