import ConfigStateTesting
import Foundation
import Testing

// The examples of Docs/PropertyTesting.md, "Generators for ConfigState's values", compiled and
// run. Each Swift block of that section appears below verbatim, and GeneratorGuideMirrorTests
// fails when the two drift apart. The badge they test is the guide's complete example, copied
// here because that example is compiled in another test target.

/// The guide's badge: the app's own content configuration.
struct BadgeConfiguration: Hashable {
    var count = 0
    var text = ""
    var alpha = 1.0
    var isEmphasized = false

    func updated(for state: CellConfigurationState) -> BadgeConfiguration {
        var updated = self
        updated.text = count > 99 ? "99+" : String(count)
        updated.alpha = state.isDisabled ? 0.5 : 1
        updated.isEmphasized = state.isHighlighted || state.isSelected
        return updated
    }
}

/// The guide's badge generators.
enum BadgeGenerators {
    /// Badges with counts from zero to well past the "99+" cut-off.
    static let badge = Gen.int(in: 0...1_000).map { BadgeConfiguration(count: $0) }
}

extension CustomStateKey where Value == Bool {
    /// The app's own custom state.
    static let isMuted = CustomStateKey("com.my-app.isMuted", defaultValue: false)
}

/// CollectionViewCell states as the app's cells see them: any built-in flags, any traits, and the app's
/// custom state.
let appCellStates = Gen.cellConfigurationState(customStates: [.flag(.isMuted)])

@Suite struct BadgeStateProperties {
    @Test func updatingTwiceChangesNothingInAnyState() {
        checkProperty(
            "updated(for:) is idempotent in every state",
            using: Gen.zip(BadgeGenerators.badge, appCellStates)
        ) { badge, state in
            let once = badge.updated(for: state)
            return once.updated(for: state) == once
        }
    }

    @Test func everyBuiltInStateIsIdempotent() {
        checkEveryCombination(
            "updated(for:) is idempotent in all 4 608 flag, drag and drop combinations",
            of: .everyBuiltInCellState("state", traits: TraitCollection(userInterfaceStyle: .dark))
        ) { state in
            let once = BadgeConfiguration(count: 3).updated(for: state)
            return once.updated(for: state) == once
        }
    }

    @Test func customisedTextColorSurvivesEveryState() {
        checkProperty(
            "a customised text colour is kept in every state",
            using: Gen.zip(Gen.listContentConfiguration, Gen.color, appCellStates)
        ) { content, color, state in
            var content = content
            content.textProperties.color = color
            return content.updated(for: state).textProperties.color == color
        }
    }
}

/// Docs/PropertyTesting.md promises that its examples compile; the blocks of its section on
/// ConfigState's generators compile because each is also in this file.
@Suite struct GeneratorGuideMirrorTests {
    static let thisFile = URL(fileURLWithPath: #filePath)
    static let guide = thisFile.deletingLastPathComponent()
        .appendingPathComponent("../../Docs/PropertyTesting.md")

    /// The fenced Swift blocks whose marker names this file.
    static func mirroredBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]? = nil
        var previous: Substring = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift", previous.contains("GeneratorGuideExamples.swift")
            {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
            previous = line
        }
        return blocks
    }

    @Test func everyBlockOfTheGeneratorSectionIsCompiledHere() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        let source = try String(contentsOf: Self.thisFile, encoding: .utf8)
        let blocks = Self.mirroredBlocks(of: guide)
        #expect(blocks.count == 2)
        for block in blocks {
            #expect(source.contains(block), "not compiled in this file:\n\(block)")
        }
    }
}
