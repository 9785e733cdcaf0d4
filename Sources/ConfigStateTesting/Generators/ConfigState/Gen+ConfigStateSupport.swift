// Internal building blocks shared by the ConfigState generators. Nothing here is public: the
// public generators are in `Gen+Colors.swift`, `Gen+Traits.swift`, `Gen+States.swift`,
// `Gen+Configurations.swift` and `Gen+Accessories.swift`.

extension Gen where Value: Sendable & Equatable {
    /// The elements of `values` with `preferred` first, so that it is the simplest value.
    ///
    /// Trait enumerations list `unspecified` first; generators of ConfigState values shrink
    /// towards the value `init()` uses instead, so that a shrunk counterexample reads as
    /// "the default, except …".
    static func preferring(_ preferred: Value, among values: some Collection<Value>) -> Gen<Value> {
        element(of: [preferred] + values.filter { $0 != preferred })
    }
}

extension Gen where Value: Sendable {
    /// `preferred` (the simplest value) with probability `1 − probabilityOfOther` in random
    /// mode, otherwise a value of `other`; one choice decides which.
    static func usually(
        _ preferred: Value, otherwise other: Gen<Value>, probabilityOfOther: Double
    ) -> Gen<Value> {
        Gen { source in
            try source.chooseBool(probability: probabilityOfOther)
                ? try other.generate(from: &source) : preferred
        }
    }
}

extension Gen where Value == CGFloat {
    /// `CGFloat`s in `range`, drawn and shrunk as ``Gen/double(in:)`` draws `Double`s: for
    /// the lengths UIKit declares as `CGFloat`, where a generic `Gen<Double>` would not convert.
    static func cgFloat(in range: ClosedRange<CGFloat>) -> Gen<CGFloat> {
        Gen<Double>.double(in: Double(range.lowerBound)...Double(range.upperBound)).map {
            CGFloat($0)
        }
    }
}

/// Generators that are values rather than functions, built once.
///
/// `Gen` is generic, so its extensions cannot hold stored static properties; these live here.
enum ConfigStateGenerators {
    /// Letters, digits, punctuation and non-ASCII characters whose case mapping is unusual
    /// (`ß` uppercases to `SS`), so that text transforms meet more than ASCII.
    static let textCharacters: [Character] = [
        "a", "b", "Z", "0", "7", " ", "-", "é", "ß", "ü", "中", "🙂", "İ", "'",
    ]

    /// Short strings, shrinking towards the empty string.
    static let shortText: Gen<String> = Gen<[Character]>.array(
        of: Gen<Character>.element(of: textCharacters), count: 0...12
    ).map { String($0) }

    /// Short names for images, custom views and menu items: never empty.
    static let name: Gen<String> = Gen<[Character]>.array(
        of: Gen<Character>.element(of: ["a", "b", "c", "x", ".", "1"]), count: 1...8
    ).map { String($0) }

    /// Finite lengths in points, shrinking towards 0; bounds and 0 come up often.
    static let length = Gen<CGFloat>.cgFloat(in: 0...64)

    /// Sizes with lengths in 0…64 points.
    static let size: Gen<CGSize> = Gen.zip(length, length).map { CGSize(width: $0, height: $1) }

    /// Insets with each edge in −8…40 points (negative values exercise the setters' clamps).
    static let insets: Gen<DirectionalEdgeInsets> = {
        let edge = Gen<CGFloat>.cgFloat(in: -8...40)
        return Gen.zip(edge, edge, edge, edge).map {
            DirectionalEdgeInsets(top: $0, leading: $1, bottom: $2, trailing: $3)
        }
    }()
}
