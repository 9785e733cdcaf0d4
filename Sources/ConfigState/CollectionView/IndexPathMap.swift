/// Values by index path, in index-path order: a sorted array rather than a dictionary, for
/// what a viewport holds (the visible cells, the index paths a layout pass wants or has
/// refreshed). A viewport holds tens of them and the layout pass looks them up many times a
/// scroll: two `Int` comparisons per step of a binary search cost far less than hashing a
/// Foundation `IndexPath`, and callers want them in order anyway.
///
/// - Complexity: Look-ups O(log *n*); inserting and removing O(*n*), O(1) at the end.
struct IndexPathMap<Value>: Sequence {
    /// An entry: the index path, its section and item (or `Int.min` for an index path that is
    /// not two long), and the value.
    fileprivate struct Entry {
        var section: Int
        var item: Int
        var indexPath: IndexPath
        var value: Value
    }

    private var entries: [Entry] = []

    /// Counts changes to the entries: offsets taken at one version stay valid while it does.
    private(set) var version = 0

    /// The section and item `indexPath` sorts by (`Int.min` twice for an index path that is
    /// not two long). Foundation's `IndexPath` accessors are calls, not inlined: a caller
    /// that looks one index path up several times takes its key once and passes it.
    static func key(_ indexPath: IndexPath) -> Key {
        indexPath.count == 2 ? Key(indexPath[0], indexPath[1]) : Key(Int.min, Int.min)
    }

    /// The section and item an index path sorts by.
    typealias Key = (section: Int, item: Int)

    /// The position of `indexPath`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    private func position(of indexPath: IndexPath) -> (index: Int, found: Bool) {
        position(of: indexPath, key: Self.key(indexPath))
    }

    /// The position of `indexPath`, whose key is `key`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*); O(1) past the last entry.
    private func position(of indexPath: IndexPath, key: Key) -> (index: Int, found: Bool) {
        let (section, item) = key
        // Maps are mostly filled in order: past the last entry needs no search.
        if let last = entries.last, section != Int.min,
            last.section < section || (last.section == section && last.item < item)
        {
            return (entries.count, false)
        }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            // Fields, not the entry: copying an entry would retain its cell.
            let (entrySection, entryItem) = (entries[middle].section, entries[middle].item)
            let before =
                entrySection != section
                ? entrySection < section
                : entryItem != item
                    ? entryItem < item
                    : (section == Int.min && entries[middle].indexPath < indexPath)
            if before { low = middle + 1 } else { high = middle }
        }
        let found =
            low < entries.count && entries[low].section == section && entries[low].item == item
            && (section != Int.min || entries[low].indexPath == indexPath)
        return (low, found)
    }

    /// The value for `indexPath`; setting `nil` removes it.
    subscript(indexPath: IndexPath) -> Value? {
        get {
            let (index, found) = position(of: indexPath)
            return found ? entries[index].value : nil
        }
        set {
            version &+= 1
            let (index, found) = position(of: indexPath)
            switch (newValue, found) {
            case (let value?, true): entries[index].value = value
            case (let value?, false):
                let (section, item) = Self.key(indexPath)
                let entry = Entry(section: section, item: item, indexPath: indexPath, value: value)
                // Maps are mostly filled in order: appended, where `insert(_:at:)` takes the
                // general path of replacing a range.
                if index == entries.count {
                    entries.append(entry)
                } else {
                    entries.insert(entry, at: index)
                }
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Sets the value for `indexPath`, whose key (``key(_:)``) the caller has at hand: without
    /// reading the index path's parts again (Foundation's accessors are calls).
    mutating func setValue(_ value: Value, for indexPath: IndexPath, key: Key) {
        version &+= 1
        let (index, found) = position(of: indexPath, key: key)
        if found {
            entries[index].value = value
            return
        }
        let entry = Entry(section: key.section, item: key.item, indexPath: indexPath, value: value)
        if index == entries.count {
            entries.append(entry)
        } else {
            entries.insert(entry, at: index)
        }
    }

    /// Removes and returns the value for `indexPath`.
    @discardableResult
    mutating func removeValue(forKey indexPath: IndexPath) -> Value? {
        version &+= 1
        let (index, found) = position(of: indexPath)
        return found ? entries.remove(at: index).value : nil
    }

    /// Removes and returns the value for `indexPath`, whose key is `key`, looking first at
    /// `offset`, where the caller saw it: without a search while it is still there.
    @discardableResult
    mutating func removeValue(forKey indexPath: IndexPath, key: Key, expectedAt offset: Int)
        -> Value?
    {
        guard key.section != Int.min, offset >= 0, offset < entries.count,
            entries[offset].section == key.section, entries[offset].item == key.item
        else { return removeValue(forKey: indexPath) }
        version &+= 1
        return entries.remove(at: offset).value
    }

    /// The index paths, in order.
    var keys: [IndexPath] { entries.map(\.indexPath) }

    /// Removes every entry, keeping the room.
    mutating func removeAll() {
        version &+= 1
        // One at a time, keeping the room: a layout pass empties maps of a few entries, where
        // `removeAll(keepingCapacity:)` takes the general path of replacing a range (about
        // 150 instructions).
        while !entries.isEmpty { entries.removeLast() }
    }

    /// Whether the map has a value for `indexPath`.
    func contains(_ indexPath: IndexPath) -> Bool { position(of: indexPath).found }

    /// Whether the map has a value for `indexPath`, whose key is `key` (``key(_:)``).
    func contains(_ indexPath: IndexPath, key: Key) -> Bool {
        position(of: indexPath, key: key).found
    }

    /// The position of the two-long index path whose key is `key`, or where it would be
    /// inserted.
    ///
    /// - Complexity: O(log *n*).
    private func position(ofPlainKey key: Key) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if (entries[middle].section, entries[middle].item) < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let found =
            low < entries.count && entries[low].section == key.section
            && entries[low].item == key.item
        return (low, found)
    }

    /// The offset of `indexPath`'s entry, in index-path order.
    func offset(of indexPath: IndexPath) -> Int? {
        let (index, found) = position(of: indexPath)
        return found ? index : nil
    }

    /// The offset of the entry of the two-long index path whose key is `key`.
    func offset(ofKey key: Key) -> Int? {
        let (index, found) = position(ofPlainKey: key)
        return found ? index : nil
    }

    /// Whether the map has a value for the two-long index path whose key is `key`.
    func contains(key: Key) -> Bool { position(ofPlainKey: key).found }

    /// The key of the entry at `offset`, in index-path order (0 ..< ``count``).
    func key(at offset: Int) -> Key { (entries[offset].section, entries[offset].item) }

    /// The index path of the entry at `offset`, in index-path order.
    func indexPath(at offset: Int) -> IndexPath { entries[offset].indexPath }

    /// The value of the entry at `offset`, in index-path order.
    func value(at offset: Int) -> Value { entries[offset].value }

    var isEmpty: Bool { entries.isEmpty }

    var count: Int { entries.count }

    /// Each index path and its value, in index-path order.
    func makeIterator() -> Iterator { Iterator(entries: entries) }

    /// Iterates the map in index-path order.
    struct Iterator: IteratorProtocol {
        fileprivate let entries: [Entry]
        private var index = 0

        fileprivate init(entries: [Entry]) { self.entries = entries }

        mutating func next() -> (key: IndexPath, value: Value)? {
            guard index < entries.count else { return nil }
            defer { index += 1 }
            return (entries[index].indexPath, entries[index].value)
        }
    }
}

/// The visible cells by index path.
typealias VisibleCells = IndexPathMap<VisibleCell>

/// A set of index paths, in order.
typealias IndexPathSet = IndexPathMap<Void>

extension IndexPathMap where Value == Void {
    /// Adds `indexPath`.
    mutating func insert(_ indexPath: IndexPath) { self[indexPath] = () }
}
