import ConfigStateCLI
import Foundation
import Testing

// `Docs/CommandLine.md` shows usage texts and sample outputs in blocks like
//
//     <!-- output: demo --items 30 --viewport 4 -->
//     ```text
//     …
//     ```
//     <!-- end output -->
//
// This test runs each command and checks the block carries exactly its output, so that the
// guide cannot drift from the command. `CONFIGSTATE_UPDATE_DOCS=1 swift test --filter
// CommandLineDocTests` rewrites the blocks.

/// One generated block: the arguments and the text between the fences.
private struct OutputBlock {
    var arguments: [String]
    /// The range of the block's body: from after the opening comment to the closing one.
    var range: Range<String.Index>
    var current: String
}

private func outputBlocks(in document: String) throws -> [OutputBlock] {
    var blocks: [OutputBlock] = []
    var searchStart = document.startIndex
    while let open = document.range(of: "<!-- output: ", range: searchStart..<document.endIndex) {
        let closeComment = try #require(
            document.range(of: " -->\n", range: open.upperBound..<document.endIndex))
        let arguments = document[open.upperBound..<closeComment.lowerBound].split(separator: " ")
            .map(String.init)
        let end = try #require(
            document.range(
                of: "<!-- end output -->", range: closeComment.upperBound..<document.endIndex),
            "unterminated output block for \(arguments)")
        blocks.append(
            OutputBlock(
                arguments: arguments, range: closeComment.upperBound..<end.lowerBound,
                current: String(document[closeComment.upperBound..<end.lowerBound])))
        searchStart = end.upperBound
    }
    return blocks
}

/// The package's root directory, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@MainActor
@Suite("configstate in Docs/CommandLine.md")
struct CommandLineDocTests {
    @Test func theGuideShowsEachCommandsRealOutput() throws {
        let url = packageRoot.appendingPathComponent("Docs/CommandLine.md")
        var document = try String(contentsOf: url, encoding: .utf8)
        let blocks = try outputBlocks(in: document)
        #expect(blocks.count >= 8)
        // Every subcommand's usage is shown.
        for name in ["gallery", "audit", "resolve", "demo", "palette"] {
            #expect(blocks.contains { $0.arguments == [name, "--help"] }, "\(name) --help")
        }
        var stale: [String] = []
        for block in blocks.reversed() {
            let result = runCommand(block.arguments)
            #expect(result.status == 0, "configstate \(block.arguments.joined(separator: " "))")
            let expected = "```text\n" + result.output + "```\n"
            if block.current != expected {
                stale.append(block.arguments.joined(separator: " "))
                document.replaceSubrange(block.range, with: expected)
            }
        }
        if !stale.isEmpty && ProcessInfo.processInfo.environment["CONFIGSTATE_UPDATE_DOCS"] == "1" {
            try document.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(
            stale.isEmpty,
            "Docs/CommandLine.md shows stale output for: \(stale.joined(separator: "; ")); run CONFIGSTATE_UPDATE_DOCS=1 swift test --filter CommandLineDocTests"
        )
    }
}
