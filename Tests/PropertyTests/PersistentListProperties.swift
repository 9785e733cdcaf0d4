import ConfigStateTesting
import Testing

@testable import ColorTransform

// A transformer composed step by step (`t = t.then(step)`, 40 000 times) took 10.5 s because each
// `then` copied every step so far (issue 18). Steps now live in a `PersistentList`, which shares
// the list it extends. Sharing is where such a structure goes wrong — an append that writes into
// storage another version still reads, a leaf pushed into the wrong slot when the tree grows a
// level, an iterator that skips the tail — so the properties below grow many versions from
// one another, across the 32- and 1 024-element boundaries where the tree changes shape, and
// compare each with an `Array` built the obvious way.

/// One step of a list's history: append `count` numbers to the version at `base` (taken modulo
/// the number of versions so far), making a new version.
private struct Growth: Hashable, Sendable, CustomStringConvertible {
    var base: Int
    var count: Int

    var description: String { "Growth(base: \(base), count: \(count))" }
}

/// Histories whose versions branch (several grown from one) and whose lengths straddle the
/// tree's boundaries: mostly short appends, now and then a long one.
private let histories = Gen.array(
    of: Gen.zip(
        Gen.int(in: 0...20),
        Gen.oneOf(Gen.int(in: 0...40), Gen.int(in: 0...40), Gen.int(in: 200...1_200))
    ).map { Growth(base: $0, count: $1) },
    count: 1...12)

@Suite("Persistent lists: the shared storage behind transformer steps")
struct PersistentListProperties {
    /// Catches an append that writes into storage an earlier version still reads, a leaf pushed
    /// into the wrong slot, a tree that loses a level when the root overflows, and an iterator
    /// or subscript that misreads the tail: every version must read back as its `Array` model.
    @Test func everyVersionReadsBackAsItsModel() {
        var longest = 0
        let held = checkProperty(
            "every version of a list grown from others holds exactly the elements appended to "
                + "it, by iteration and by index, and equals and hashes as a list built at once",
            using: histories,
            configuration: PropertyConfiguration(cases: 60)
        ) { history in
            var versions: [PersistentList<Int>] = [PersistentList()]
            var models: [[Int]] = [[]]
            var next = 0
            for growth in history {
                let base = growth.base % versions.count
                let added = Array(next..<(next + growth.count))
                next += growth.count
                versions.append(versions[base].appending(contentsOf: added))
                models.append(models[base] + added)
            }
            longest = max(longest, models.map(\.count).max() ?? 0)
            for (version, model) in zip(versions, models) {
                try requireEqual(version.count, model.count, "count")
                try requireEqual(Array(version), model, "elements, iterated")
                for index in Set([0, 31, 32, 33, 1_023, 1_024, 1_025, model.count - 1])
                where model.indices.contains(index) {
                    try requireEqual(version[index], model[index], "element \(index)")
                }
                let rebuilt = PersistentList(model)
                try require(
                    version == rebuilt, "a version differs from the same list built at once")
                try require(version.hashValue == rebuilt.hashValue, "equal lists hash differently")
            }
            for (first, second) in zip(models.indices, models.indices.dropFirst()) {
                try requireEqual(
                    versions[first] == versions[second], models[first] == models[second],
                    "equality of versions \(first) and \(second)")
            }
            return true
        }
        // Past 32 + 1 024 elements the tree has grown a level: the shape where sharing is hardest.
        #expect(!held || longest > 1_056, "no version reached a tree of two levels")
    }

    /// Long compositions are where the list's tree is used; catches grouping or sharing bugs
    /// that the short transformers of the other laws (at most 9 steps) never reach.
    @Test func longCompositionsAreAssociativeAndApplyEveryStep() {
        let steps = Gen.element(of: [
            ConfigurationColorTransformer.lightened(by: 0.01), .darkened(by: 0.02),
            .multiplyingAlpha(by: 0.99), .saturated(by: 0.05), .inverted,
        ])
        var longest = 0
        let held = checkProperty(
            "a transformer composed step by step, in pairs and in two halves is one "
                + "value, and applies its steps in order",
            using: Gen.zip(
                Gen.oneOf(
                    Gen.array(of: steps, count: 0...40), Gen.array(of: steps, count: 1_000...1_200)),
                Gen.int(in: 0...1_100), lawColors),
            configuration: PropertyConfiguration(cases: 40)
        ) { parts, split, color in
            longest = max(longest, parts.count)
            let leftFold = parts.reduce(ConfigurationColorTransformer.identity) { $0.then($1) }
            /// Composed in pairs, then pairs of pairs: the grouping shares nothing with the fold.
            func pairwise(_ parts: ArraySlice<ConfigurationColorTransformer>)
                -> ConfigurationColorTransformer
            {
                if parts.count <= 1 { return parts.first ?? .identity }
                let middle = parts.startIndex + parts.count / 2
                return pairwise(parts[..<middle]).then(pairwise(parts[middle...]))
            }
            let tree = pairwise(parts[...])
            let middle = min(split, parts.count)
            let halves = parts[..<middle].reduce(ConfigurationColorTransformer.identity) {
                $0.then($1)
            }.then(parts[middle...].reduce(.identity) { $0.then($1) })
            try requireEqual(leftFold, tree, "step by step and in pairs")
            try requireEqual(leftFold, halves, "step by step and in two halves")
            try require(leftFold.hashValue == halves.hashValue, "equal composites hash differently")
            let environment = ColorEnvironment()
            let stepwise = parts.reduce(color) { $1.apply(to: $0, in: environment) }
            try requireEqual(leftFold.apply(to: color, in: environment), stepwise, "applied")
            return true
        }
        #expect(!held || longest > 1_056, "no composition reached a tree of two levels")
    }
}
