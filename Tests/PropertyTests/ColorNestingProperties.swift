import ConfigState
import ConfigStateTesting
import ConfigStateTestsSupport
import Foundation
import Testing

// The depth and size policy for colours built from colours (issue 18, `Color.maximumNestingDepth`
// and `Color.maximumNestedColorCount`): every way of building a colour from colours keeps within
// both — the initializer that would exceed one gives the fixed colour the result resolves to in
// the default environment — nothing within them is cut, and whatever encodes decodes. The bug
// this catches is the realistic one: a new or changed initializer that builds its storage
// without the check (the transformer path, say), or a limit off by one.

/// One way an app builds a colour from colours it already has (`a`, `b`: how far back among
/// the colours built so far, 0 the latest, taken modulo their number — recent colours are
/// the deepest, so building on them is what reaches the limits).
enum ColorBuild: Hashable, Sendable, CustomStringConvertible {
    case variants(Int, Int)
    case allVariants(Int, Int)
    case blended(Int, Int)
    case contrast(Int, Int)
    case alpha(Int)
    /// `c = Color(light: c, dark: c)` `times` times: doubles the printed size each time.
    case wrappedInItself(Int, times: Int)
    /// `c = Color(light: c)` `times` times: one level deeper each time.
    case wrappedDeeper(Int, times: Int)
    /// `c = blended(with: c)(c)` `times` times.
    case blendedWithItself(Int, times: Int)

    var description: String {
        switch self {
        case .variants(let a, let b): ".variants(\(a), \(b))"
        case .allVariants(let a, let b): ".allVariants(\(a), \(b))"
        case .blended(let a, let b): ".blended(\(a), \(b))"
        case .contrast(let a, let b): ".contrast(\(a), \(b))"
        case .alpha(let a): ".alpha(\(a))"
        case .wrappedInItself(let a, let times): ".wrappedInItself(\(a), times: \(times))"
        case .wrappedDeeper(let a, let times): ".wrappedDeeper(\(a), times: \(times))"
        case .blendedWithItself(let a, let times): ".blendedWithItself(\(a), times: \(times))"
        }
    }

    /// Whether `build(from:)` knows the shape exactly: colours with variants keep their parts
    /// as they are, while a transformer may apply at once to a fixed colour (leaving one fixed
    /// colour) or join the steps of an already transformed one.
    var isShapeExact: Bool {
        switch self {
        case .variants, .allVariants, .wrappedInItself, .wrappedDeeper: true
        case .blended, .contrast, .alpha, .blendedWithItself: false
        }
    }

    /// Builds the colour from `pool`, and says what its shape would be were nothing cut: one
    /// level above its deepest part, one colour more than its parts (as printed). Exact only
    /// when ``isShapeExact``; otherwise an upper bound.
    func build(from pool: [(color: Color, depth: Int, count: Int)]) -> (
        color: Color, depth: Int, count: Int
    ) {
        func at(_ index: Int) -> (color: Color, depth: Int, count: Int) {
            pool[pool.count - 1 - index % pool.count]
        }
        func combined(_ color: Color, _ parts: [(color: Color, depth: Int, count: Int)]) -> (
            color: Color, depth: Int, count: Int
        ) {
            (color, 1 + (parts.map(\.depth).max() ?? 0), 1 + parts.map(\.count).reduce(0, +))
        }
        switch self {
        case .variants(let a, let b):
            return combined(Color(light: at(a).color, dark: at(b).color), [at(a), at(b)])
        case .allVariants(let a, let b):
            let (x, y) = (at(a).color, at(b).color)
            return combined(
                Color(
                    light: x, dark: y, highContrastLight: x, highContrastDark: y,
                    elevatedLight: x, elevatedDark: y, highContrastElevatedLight: x,
                    highContrastElevatedDark: y),
                [at(a), at(b), at(a), at(b), at(a), at(b), at(a), at(b)])
        case .blended(let a, let b):
            return combined(
                ConfigurationColorTransformer.blended(with: at(b).color, opacity: 0.3)(at(a).color),
                [at(a), at(b)])
        case .contrast(let a, let b):
            return combined(
                ConfigurationColorTransformer.ensuringContrast(against: at(b).color, minimum: 3)(
                    at(a).color), [at(a), at(b)])
        case .alpha(let a):
            return combined(at(a).color.withAlphaComponent(0.5), [at(a)])
        case .wrappedInItself(let a, let times):
            var built = at(a)
            for _ in 0..<times {
                built = combined(Color(light: built.color, dark: built.color), [built, built])
            }
            return built
        case .wrappedDeeper(let a, let times):
            var built = at(a)
            for _ in 0..<times { built = combined(Color(light: built.color), [built]) }
            return built
        case .blendedWithItself(let a, let times):
            var built = at(a)
            for _ in 0..<times {
                built = combined(
                    ConfigurationColorTransformer.blended(with: built.color, opacity: 0.5)(
                        built.color), [built, built])
            }
            return built
        }
    }
}

@Suite("Deep colours: every way of building one keeps within the limits")
struct ColorNestingProperties {
    /// Programs of builds, each on colours built before: index choices are small, so colours
    /// are reused, and the repeated builds go from a few levels to past both limits.
    static let programs = {
        // How far back to reach: the latest colour half the time.
        let recent = Gen.oneOf(Gen.always(0), Gen.int(in: 0...5))
        return Gen.array(
            of: Gen.oneOf(
                Gen.zip(recent, recent).map { ColorBuild.variants($0, $1) },
                Gen.zip(recent, recent).map { ColorBuild.allVariants($0, $1) },
                Gen.zip(recent, recent).map { ColorBuild.blended($0, $1) },
                Gen.zip(recent, recent).map { ColorBuild.contrast($0, $1) },
                recent.map { ColorBuild.alpha($0) },
                Gen.zip(recent, Gen.int(in: 1...14)).map {
                    ColorBuild.wrappedInItself($0, times: $1)
                },
                Gen.zip(recent, Gen.int(in: 1...40)).map {
                    ColorBuild.wrappedDeeper($0, times: $1)
                },
                Gen.zip(recent, Gen.int(in: 1...14)).map {
                    ColorBuild.blendedWithItself($0, times: $1)
                }),
            count: 1...16)
    }()

    /// Catches an initializer that skips the limit check (its colour then nests deeper or
    /// holds more colours than allowed, and its JSON no longer decodes) and a limit applied one
    /// level or colour too early (a colour within both limits comes out cut, so its JSON has a
    /// different shape from the one worked out here).
    @Test func everyBuiltColourKeepsWithinTheLimitsAndRoundTrips() {
        let depth = Color.maximumNestingDepth
        let count = Color.maximumNestedColorCount
        var tally = BranchTally("cut at a limit", "exactly as built", "through a transformer")
        let held = checkProperty(
            "a colour built from colours nests at most \(depth) deep and holds at most \(count) "
                + "colours; within both it is not cut; it decodes from its JSON",
            using: Self.programs,
            configuration: PropertyConfiguration(cases: 150)
        ) { program in
            tally.countCase()
            var pool: [(color: Color, depth: Int, count: Int)] = [
                (.systemRed, 1, 1), (.tintColor, 1, 1),
                (Color(red: 0.2, green: 0.4, blue: 0.6), 1, 1),
                (.label, 1, 1),
            ]
            for build in program {
                let built = build.build(from: pool)
                let shape = try colorShape(of: built.color)
                let withinLimits = built.depth <= depth && built.count <= count
                tally.take("cut at a limit", if: !withinLimits)
                tally.take("exactly as built", if: build.isShapeExact && withinLimits)
                tally.take("through a transformer", if: !build.isShapeExact)
                if build.isShapeExact && withinLimits {
                    try require(
                        shape == (built.depth, built.count),
                        "\(build): within the limits (\(built.depth) deep, \(built.count) "
                            + "colours) yet its JSON is \(shape.depth) deep with \(shape.count)")
                } else {
                    try require(
                        shape.depth <= depth && shape.count <= count,
                        "\(build): \(shape.depth) deep with \(shape.count) colours")
                }
                let decoded = try JSONDecoder().decode(
                    Color.self, from: try JSONEncoder().encode(built.color))
                try requireEqual(decoded, built.color, "\(build): decoded from its JSON")
                // What the model knows after a cut or a transformer: the shape as measured.
                pool.append(
                    build.isShapeExact && withinLimits
                        ? built : (built.color, shape.depth, shape.count))
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
