// UIKit's members of Foundation's `IndexPath` for collection and table views. Foundation on
// Linux has `IndexPath` without them; UIKit adds them in its overlay (documented at
// https://developer.apple.com/documentation/foundation/indexpath, "Using index paths with
// collection and table views").

extension IndexPath {
    /// An index path for the item at `item` in section `section`: `[section, item]`.
    ///
    /// Built from one index and an append, which Foundation stores inline as a pair: going
    /// through an array literal would allocate the array for every index path, and collection
    /// views make one for every visible row they look at.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// An index path for the row at `row` in section `section`: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The index of the section: the first index.
    ///
    /// UIKit traps when the path has fewer than two indexes; here a missing index reads as 0
    /// and setting one on a shorter path extends it.
    public var section: Int {
        // `endIndex`, not `count`: Foundation's `count` calls `endIndex`, and neither is
        // inlined here (a list reads index paths' parts for every cell it shows).
        get { endIndex > 0 ? self[0] : 0 }
        set { setIndex(0, to: newValue) }
    }

    /// The index of the item in its section: the second index.
    ///
    /// A missing index reads as 0, as for ``section``.
    public var item: Int {
        get { endIndex > 1 ? self[1] : 0 }
        set { setIndex(1, to: newValue) }
    }

    /// The index of the row in its section: the second index, as ``item``.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    private mutating func setIndex(_ position: Int, to value: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
