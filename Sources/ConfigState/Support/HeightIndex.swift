/// The heights of a run of elements laid out one after another, with the position of each
/// and the element at any position in O(log *n*): a Fenwick (binary indexed) tree of heights.
///
/// Positions are exact when every height is a multiple of a power-of-two fraction of a point
/// (the list layout rounds heights to quarter points), so the bottom of one element is the
/// top of the next to the bit, whatever the number of elements.
struct HeightIndex {
    /// `tree[i]` (1-based) holds the sum of the `i & -i` heights ending at element `i - 1`.
    private var tree: [Double]

    /// The number of elements.
    var count: Int { tree.count - 1 }

    /// An index of elements with `heights`, in order.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    init(heights: [Double]) {
        var tree = [Double]()
        tree.reserveCapacity(heights.count + 1)
        tree.append(0)
        tree.append(contentsOf: heights)
        let count = heights.count
        var node = 1
        while node <= count {
            let parent = node + (node & -node)
            if parent <= count { tree[parent] += tree[node] }
            node += 1
        }
        self.tree = tree
    }

    /// The sum of the heights of the elements before `element`: its top.
    ///
    /// - Complexity: O(log *n*).
    func position(of element: Int) -> Double {
        var node = Swift.min(Swift.max(element, 0), count)
        var sum = 0.0
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The sum of every height.
    var total: Double { position(of: count) }

    /// The height of `element`.
    ///
    /// - Complexity: O(log *n*).
    func height(of element: Int) -> Double {
        position(of: element + 1) - position(of: element)
    }

    /// Changes the height of `element` by `delta`.
    ///
    /// - Complexity: O(log *n*).
    mutating func add(_ delta: Double, toElement element: Int) {
        // Through the buffer: the array checks that it is not shared once, not at each of
        // the O(log n) nodes (about 200 instructions a measured row).
        guard element >= 0 else { return }
        tree.withUnsafeMutableBufferPointer { tree in
            var node = element + 1
            while node < tree.count {
                tree[node] += delta
                node += node & -node
            }
        }
    }

    /// The first element whose bottom is below `position` — the element that covers it, or
    /// the first after it — or `count` when every element ends at or above it.
    ///
    /// - Complexity: O(log *n*).
    func firstElement(endingBelow position: Double) -> Int {
        var element = 0
        var remaining = position
        // The largest power of two not above `count` (1 for an empty index).
        var step = count > 0 ? 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount) : 1
        while step > 0 {
            let next = element + step
            if next <= count, tree[next] <= remaining {
                element = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return element
    }
}
