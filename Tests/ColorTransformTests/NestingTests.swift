import ColorTransform
import ConfigStateTestsSupport
import Foundation
import Testing

// Colours built from colours, level by level in code (issue 18): nested 10 000 deep, every
// recursive algorithm overflowed the stack; a colour reusing itself doubled its printed size
// at every level (26 levels took over 20 s to hash; 20 printed 35 MB). The policy
// (`Color.maximumNestingDepth`, `Color.maximumNestedColorCount`): the initializer that would
// exceed a limit gives the fixed colour its result resolves to in the default environment, so
// every colour stays within both, and whatever encodes decodes.

@Suite("Deep colours: nesting and size limits")
struct NestingTests {
    let environments = [
        ColorEnvironment(), ColorEnvironment(colorScheme: .dark),
        ColorEnvironment(colorScheme: .dark, contrast: .high, level: .elevated),
    ]

    /// Requires everything the library does with `color` to work and its JSON to decode to it.
    private func requireUsable(_ color: Color) throws {
        #expect(color == color)
        var hasher = Hasher()
        hasher.combine(color)
        _ = hasher.finalize()
        #expect(color.description.count < 200_000)
        for environment in environments { _ = color.resolve(in: environment) }
        let decoded = try JSONDecoder().decode(Color.self, from: try JSONEncoder().encode(color))
        #expect(decoded == color)
    }

    @Test func aColourNestedTenThousandLevelsDeepStaysWithinTheDepth() throws {
        var color = Color.systemRed
        for level in 0..<10_000 {
            color =
                level.isMultiple(of: 2) ? Color(light: color) : Color(light: .white, dark: color)
        }
        try requireUsable(color)
        let found = try colorShape(of: color)
        #expect(found.depth <= Color.maximumNestingDepth)
    }

    @Test func transformedAndDynamicLevelsAlternatingStayWithinTheDepth() throws {
        var color = Color.systemBlue
        for level in 0..<5_000 {
            color =
                level.isMultiple(of: 2)
                ? Color(light: color, dark: .black)
                : ConfigurationColorTransformer.blended(with: color, opacity: 0.5)(.systemGreen)
        }
        try requireUsable(color)
        #expect(try colorShape(of: color).depth <= Color.maximumNestingDepth)
    }

    @Test func aColourThatReusesItselfStaysWithinTheCount() throws {
        var dynamic = Color.systemTeal
        var blended = Color.systemPink
        for _ in 0..<26 {
            dynamic = Color(light: dynamic, dark: dynamic)
            blended = ConfigurationColorTransformer.blended(with: blended, opacity: 0.3)(blended)
        }
        for color in [dynamic, blended] {
            try requireUsable(color)
            #expect(try colorShape(of: color).count <= Color.maximumNestedColorCount)
        }
    }

    @Test func releasingAHundredThousandLevelsDoesNotOverflow() {
        var color = Color.systemRed
        for _ in 0..<100_000 { color = Color(light: color, dark: .black) }
        #expect(
            color.resolve(in: ColorEnvironment()) == Color.systemRed.resolve(in: ColorEnvironment())
        )
        color = .clear
        #expect(color == .clear)
    }

    /// The cut keeps the appearance in the default environment: the level that would be one
    /// too deep becomes the fixed colour the whole would resolve to there.
    @Test func theLevelThatWouldBeTooDeepIsItsDefaultAppearance() throws {
        var color = Color.systemIndigo
        for _ in 1..<Color.maximumNestingDepth { color = Color(light: color, dark: .black) }
        #expect(try colorShape(of: color).depth == Color.maximumNestingDepth)
        #expect(!color.isFixed)
        let deeper = Color(light: color, dark: .white)
        #expect(deeper.isFixed)
        #expect(deeper.resolve(in: ColorEnvironment()) == color.resolve(in: ColorEnvironment()))
        // Within the limit nothing is cut: the dark variant still shows.
        #expect(
            color.resolve(in: ColorEnvironment(colorScheme: .dark))
                == Color.black.resolve(in: ColorEnvironment()))
    }

    @Test func aDocumentHoldingMoreColoursThanTheCountIsRefused() throws {
        // Eleven levels of a colour whose two variants are the level below: 2 047 colours,
        // 12 levels deep (within the depth).
        var json = "\"systemRed\""
        for _ in 0..<11 { json = "{\"light\": \(json), \"dark\": \(json)}" }
        #expect {
            _ = try JSONDecoder().decode(Color.self, from: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains("more than 1024 colours")
        }
        // Ten levels, 1 023 colours: decoded.
        var within = "\"systemRed\""
        for _ in 0..<9 { within = "{\"light\": \(within), \"dark\": \(within)}" }
        #expect(throws: Never.self) {
            _ = try JSONDecoder().decode(Color.self, from: Data(within.utf8))
        }
    }

    /// Composition step by step (issue 18): 40 000 `then`s took 10.5 s, each copying every step
    /// so far. The steps are now shared with the transformer they extend; the result is the same
    /// value as the one decoded from the same 40 000 steps, and applies every one of them.
    @Test func composingFortyThousandStepsOneByOneGivesTheDecodedTransformer() throws {
        let count = 40_000
        var composed = ConfigurationColorTransformer.identity
        var early = composed
        for index in 0..<count {
            composed = composed.then(index.isMultiple(of: 2) ? .lightened(by: 0.01) : .inverted)
            if index == 2 { early = composed }
        }
        // The early version shares its steps with the later ones and is untouched by them.
        #expect(early.description == "lightened(by: 0.01) -> inverted -> lightened(by: 0.01)")
        let json =
            "["
            + (0..<count).map { $0.isMultiple(of: 2) ? "{\"lightened\": 0.01}" : "\"inverted\"" }
            .joined(separator: ",") + "]"
        let decoded = try JSONDecoder().decode(
            ConfigurationColorTransformer.self, from: Data(json.utf8))
        #expect(composed == decoded)
        #expect(composed.hashValue == decoded.hashValue)
        #expect(
            try JSONDecoder().decode(
                ConfigurationColorTransformer.self, from: JSONEncoder().encode(composed))
                == composed)
        let start = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let environment = ColorEnvironment()
        var stepwise = start
        for index in 0..<count {
            let step: ConfigurationColorTransformer =
                index.isMultiple(of: 2) ? .lightened(by: 0.01) : .inverted
            stepwise = step.apply(to: stepwise, in: environment)
        }
        #expect(composed.apply(to: start, in: environment) == stepwise)
    }
}
