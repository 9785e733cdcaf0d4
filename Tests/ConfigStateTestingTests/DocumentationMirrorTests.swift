import Foundation
import Testing

/// Docs/PropertyTesting.md promises that its examples compile; they compile because each of its
/// Swift blocks is also in a file of this target. This suite fails when the two drift apart.
@Suite struct DocumentationMirrorTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let guide = testsDirectory.appendingPathComponent("../../Docs/PropertyTesting.md")
    static let mirrors = ["DocumentationExampleTests.swift", "DocumentationXCTestAdapter.swift"]

    /// The contents of every fenced Swift block of a Markdown document.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everySwiftBlockOfTheGuideIsCompiledInThisTarget() throws {
        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        let compiled = try Self.mirrors.map {
            try String(contentsOf: Self.testsDirectory.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        let blocks = Self.swiftBlocks(of: guide)
        #expect(blocks.count >= 5)
        for block in blocks {
            #expect(compiled.contains(block), "not compiled in this target:\n\(block)")
        }
    }
}
