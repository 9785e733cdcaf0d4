import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// The collection view keeps its visible cells, and the index paths a layout pass wants or has
// refreshed, in `IndexPathMap`: a sorted array with a binary search, a fast path for entries
// added past the end, and look-ups by a key taken once. The realistic bugs are an order that
// is not index-path order (item before section), a fast path that appends an entry already
// present or one that belongs earlier, and a keyed look-up that disagrees with the plain
// one, or an offset a layout pass reads cells by that is one off. The property runs random
// edits against a dictionary model and checks, after every edit, the map's order, contents,
// look-ups and offsets, and that a change moves the version on (offsets taken before it are
// then looked up again). Planted: `offset(ofKey:)` one too far past the third entry fails on
// seeds 1–3. The keyed set and the removal at an expected offset (a layout pass's, which has
// the key and the offset at hand) go through the same checks: a removal that trusts the
// offset without comparing its key fails on seeds 1–3.

@Suite("IndexPathMap agrees with a dictionary and keeps index-path order")
struct IndexPathMapProperties {
    /// One edit: set a value, insert into an index-path set, or remove.
    enum Edit {
        case set(IndexPath, Int)
        /// Sets through `setValue(_:for:key:)`, the key taken by the caller.
        case setWithKey(IndexPath, Int)
        case insertIntoSet(IndexPath)
        case remove(IndexPath)
        /// Removes through `removeValue(forKey:key:expectedAt:)`, expecting the entry `shift`
        /// away from where it is (or from 0 when it is missing).
        case removeExpectedAt(IndexPath, shift: Int)
    }

    /// Index paths of a few sections and items, mostly two long as a collection view's are,
    /// some one or three long.
    static let indexPaths: Gen<IndexPath> = Gen.oneOf(
        Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...6)).map { IndexPath(item: $1, section: $0) },
        Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...6)).map { IndexPath(item: $1, section: $0) },
        Gen.zip(Gen.int(in: 0...3), Gen.int(in: 0...6)).map { IndexPath(item: $1, section: $0) },
        Gen.int(in: 0...3).map { IndexPath(index: $0) },
        Gen.zip(Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.int(in: 0...2)).map {
            IndexPath(indexes: [$0, $1, $2])
        })

    static let edits: Gen<[Edit]> = Gen.array(
        of: Gen.oneOf(
            Gen.zip(indexPaths, Gen.int(in: 0...99)).map { Edit.set($0, $1) },
            Gen.zip(indexPaths, Gen.int(in: 0...99)).map { Edit.setWithKey($0, $1) },
            indexPaths.map { Edit.insertIntoSet($0) },
            indexPaths.map { Edit.remove($0) },
            Gen.zip(indexPaths, Gen.int(in: -1...1)).map { Edit.removeExpectedAt($0, shift: $1) }),
        count: 0...40)

    /// The order the map promises: two-long index paths by section then item, after every
    /// index path of another length, which sort among themselves by `IndexPath`'s order.
    static func precedes(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        switch (lhs.count == 2, rhs.count == 2) {
        case (true, true): return (lhs[0], lhs[1]) < (rhs[0], rhs[1])
        case (false, false): return lhs < rhs
        case (false, true): return true
        case (true, false): return false
        }
    }

    @Test func mapAgreesWithADictionary() {
        var tally = BranchTally(
            "added past the last entry", "added before the last entry",
            "removed where expected", "removed after a miss")
        let held = checkProperty(
            "after every edit the map holds the model's entries in index-path order, and plain "
                + "and keyed look-ups agree with the model",
            using: Self.edits,
            configuration: Cases.standard
        ) { edits in
            tally.countCase()
            var map = IndexPathMap<Int>()
            var set = IndexPathSet()
            var model: [IndexPath: Int] = [:]
            var setModel: Set<IndexPath> = []
            for edit in edits {
                let version = map.version
                if case .insertIntoSet(let indexPath) = edit, !setModel.contains(indexPath),
                    indexPath.count == 2
                {
                    let last = set.count > 0 ? set.key(at: set.count - 1) : nil
                    let pastTheEnd = last.map { $0 < IndexPathSet.key(indexPath) } ?? true
                    tally.take("added past the last entry", if: pastTheEnd)
                    tally.take("added before the last entry", if: !pastTheEnd)
                }
                switch edit {
                case .set(let indexPath, let value):
                    map[indexPath] = value
                    model[indexPath] = value
                    set.insert(indexPath)
                    setModel.insert(indexPath)
                case .setWithKey(let indexPath, let value):
                    map.setValue(value, for: indexPath, key: IndexPathMap<Int>.key(indexPath))
                    model[indexPath] = value
                    set.insert(indexPath)
                    setModel.insert(indexPath)
                case .insertIntoSet(let indexPath):
                    set.insert(indexPath)
                    setModel.insert(indexPath)
                case .remove(let indexPath):
                    try requireEqual(
                        map.removeValue(forKey: indexPath), model[indexPath], "removed")
                    model[indexPath] = nil
                    set[indexPath] = nil
                    setModel.remove(indexPath)
                case .removeExpectedAt(let indexPath, let shift):
                    let at = map.offset(of: indexPath)
                    if model[indexPath] != nil, indexPath.count == 2 {
                        tally.take("removed where expected", if: shift == 0)
                        tally.take("removed after a miss", if: shift != 0)
                    }
                    try requireEqual(
                        map.removeValue(
                            forKey: indexPath, key: IndexPathMap<Int>.key(indexPath),
                            expectedAt: (at ?? 0) + shift),
                        model[indexPath], "removed at an expected offset")
                    model[indexPath] = nil
                    set[indexPath] = nil
                    setModel.remove(indexPath)
                }
                // Offsets taken before a change are not trusted after it.
                switch edit {
                case .set, .setWithKey:
                    try require(map.version != version, "the version moved on after \(edit)")
                default: break
                }
                let expected = model.keys.sorted(by: Self.precedes)
                try requireEqual(map.keys, expected, "the map's order after \(edit)")
                try requireEqual(
                    set.keys, setModel.sorted(by: Self.precedes), "the set's order after \(edit)")
                for offset in 0..<map.count {
                    let indexPath = map.indexPath(at: offset)
                    try requireEqual(map[indexPath], model[indexPath], "value of \(indexPath)")
                    let key = map.key(at: offset)
                    try require(
                        key == IndexPathMap<Int>.key(indexPath), "stored key of \(indexPath)")
                    try requireEqual(map.offset(of: indexPath), offset, "offset of \(indexPath)")
                    if indexPath.count == 2 {
                        try requireEqual(
                            map.offset(ofKey: key), offset, "offset of the key of \(indexPath)")
                    }
                }
                for probe in model.keys.map({ $0 }) + [IndexPath(item: 9, section: 9)] {
                    let key = IndexPathMap<Int>.key(probe)
                    try requireEqual(
                        map.contains(probe, key: key), model[probe] != nil, "keyed \(probe)")
                    try requireEqual(map.contains(probe), model[probe] != nil, "plain \(probe)")
                    if probe.count == 2 {
                        try requireEqual(
                            map.contains(key: key), model[probe] != nil, "by key \(probe)")
                    }
                }
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
