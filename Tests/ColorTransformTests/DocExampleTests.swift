import Foundation
import Testing

// The compiled-examples mechanism (Docs/README.md, "Compiled examples"):
//
// * every example is a SwiftPM snippet, `Snippets/<Group>/<Name>.swift`, which `swift build`
//   (and therefore `swift test`) compiles as an executable linking the package's libraries;
// * every ```swift block in `README.md`, `Docs/**/*.md` and the DocC catalogs
//   (`Sources/*/*.docc`) sits directly under `<!-- snippet: <Group>/<Name> -->` and must equal
//   that snippet's visible code, or under `<!-- uncompiled: <reason> -->` for the rare fragment
//   that cannot be a program;
// * so does every ```swift block in a `///` doc comment in `Sources/**/*.swift`, read as the
//   comment's Markdown (each line without its indentation, `///` and one space), the marker
//   on the comment line above the fence;
// * a snippet that ends with a `// Prints:` comment block is run, and what it prints must equal
//   the block.
//
// `CONFIGSTATE_UPDATE_DOC_SNIPPETS=1 swift test --filter DocExampleTests` rewrites the code
// blocks from the snippets (never the expected output, which a person must check).

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Markdown files that may hold code examples, relative to the package root: each file once,
/// at its source. A catalog's symbolic link to a guide is skipped — the guide is checked (and
/// rewritten) in Docs/, and DocSourceTests checks that the link leads there.
private let documentationFiles: [String] = {
    var files: [String] = ["README.md"]
    let manager = FileManager.default
    var roots = ["Docs"]
    let sources = packageRoot.appendingPathComponent("Sources")
    for module in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
        let moduleDirectory = sources.appendingPathComponent(module)
        for entry in (try? manager.contentsOfDirectory(atPath: moduleDirectory.path)) ?? []
        where entry.hasSuffix(".docc") {
            roots.append("Sources/\(module)/\(entry)")
        }
    }
    for root in roots {
        let directory = packageRoot.appendingPathComponent(root)
        guard let enumerator = manager.enumerator(atPath: directory.path) else { continue }
        for case let path as String in enumerator where path.hasSuffix(".md") {
            let file = "\(root)/\(path)"
            let isLink =
                (try? manager.destinationOfSymbolicLink(
                    atPath: packageRoot.appendingPathComponent(file).path)) != nil
            if !isLink { files.append(file) }
        }
    }
    return files.sorted()
}()

/// Swift sources, relative to the package root, whose doc comments hold a fenced Swift block.
private let docCommentFiles: [String] = {
    let sources = packageRoot.appendingPathComponent("Sources")
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var files: [String] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
        guard
            let source = try? String(
                contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        else { continue }
        let hasSwiftBlock = DocComment.all(in: source).contains { comment in
            MarkdownCodeBlock.all(in: comment.markdown).contains { $0.language == "swift" }
        }
        if hasSwiftBlock { files.append("Sources/\(path)") }
    }
    return files.sorted()
}()

/// One `///` doc comment of a Swift source file, as the Markdown it holds.
private struct DocComment: Equatable {
    /// The comment's lines without their indentation, `///` and one following space.
    var markdown: String
    /// The index (from 0) in the file of the comment's first line.
    var firstLine: Int
    /// What precedes `///` on the comment's first line (its indentation).
    var indentation: String

    /// Every run of consecutive `///` lines in `source`.
    static func all(in source: String) -> [DocComment] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var comments: [DocComment] = []
        var index = 0
        while index < lines.count {
            let indentation = lines[index].prefix(while: { $0 == " " })
            let body = lines[index].dropFirst(indentation.count)
            guard body.hasPrefix("///"), !body.hasPrefix("////") else {
                index += 1
                continue
            }
            let first = index
            var markdown: [Substring] = []
            while index < lines.count {
                let body = lines[index].drop(while: { $0 == " " })
                guard body.hasPrefix("///"), !body.hasPrefix("////") else { break }
                let text = body.dropFirst(3)
                markdown.append(text.hasPrefix(" ") ? text.dropFirst() : text)
                index += 1
            }
            comments.append(
                DocComment(
                    markdown: markdown.joined(separator: "\n"), firstLine: first,
                    indentation: String(indentation)))
        }
        return comments
    }

    /// `code` as lines of this comment: each behind the indentation and `/// ` (an empty line,
    /// `///` alone).
    func commentLines(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? indentation + "///" : indentation + "/// " + line
        }.joined(separator: "\n")
    }
}

/// Snippet names (`Group/Name`) whose file ends with a `// Prints:` block.
private let printingSnippets: [String] = {
    let directory = packageRoot.appendingPathComponent("Snippets")
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var names: [String] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
        let name = String(path.dropLast(".swift".count))
        if let source = try? Snippet.source(named: name), Snippet.expectedOutput(of: source) != nil
        {
            names.append(name)
        }
    }
    return names.sorted()
}()

/// Reading snippets the way SwiftPM and DocC present them.
private enum Snippet {
    /// The text of `Snippets/<name>.swift`.
    static func source(named name: String) throws -> String {
        try String(
            contentsOf: packageRoot.appendingPathComponent("Snippets/\(name).swift"),
            encoding: .utf8)
    }

    /// The code a reader sees: without the leading description comment, without
    /// `// snippet.hide` … `// snippet.show` regions, and without surrounding blank lines.
    static func visibleCode(of source: String) -> String {
        var lines: [Substring] = []
        var isHidden = false
        var isInDescription = true
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isInDescription {
                if trimmed.hasPrefix("//") { continue }
                isInDescription = false
            }
            if trimmed == "// snippet.hide" {
                isHidden = true
            } else if trimmed == "// snippet.show" {
                isHidden = false
            } else if !isHidden {
                lines.append(line)
            }
        }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The lines of the trailing `// Prints:` block, or `nil` when the snippet has none.
    static func expectedOutput(of source: String) -> [String]? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard let marker = lines.lastIndex(where: { $0 == "// Prints:" }) else { return nil }
        return lines[(marker + 1)...].map { line in
            if line == "//" { return "" }
            return line.hasPrefix("// ") ? String(line.dropFirst(3)) : String(line)
        }
    }
}

/// One fenced code block in a Markdown file.
private struct MarkdownCodeBlock: Equatable {
    /// How the block is tied to compiled code.
    enum Marker: Equatable {
        /// `<!-- snippet: Group/Name -->`.
        case snippet(String)
        /// `<!-- uncompiled: reason -->`.
        case uncompiled(String)
        /// No marker on the line above the fence.
        case none
    }

    /// The fence's info string's first word (`swift`, `sh`, empty).
    var language: String
    /// The line above the opening fence, interpreted.
    var marker: Marker
    /// The lines between the fences.
    var code: String
    /// The indices (from 0) of the code lines: the range `rewritten(_:replacing:)` replaces.
    var lines: Range<Int>
    /// The 1-based line number of the opening fence, for messages.
    var fenceLine: Int

    /// Every fenced block in `markdown` (``` and ~~~ fences, CommonMark style).
    static func all(in markdown: String) -> [MarkdownCodeBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [MarkdownCodeBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix(while: { $0 == " " }).count
            let body = line.dropFirst(indentation)
            guard indentation <= 3, let fenceCharacter = body.first,
                fenceCharacter == "`" || fenceCharacter == "~"
            else {
                index += 1
                continue
            }
            let fence = body.prefix(while: { $0 == fenceCharacter })
            guard fence.count >= 3 else {
                index += 1
                continue
            }
            let info = body.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            let language = String(info.split(separator: " ").first ?? "")
            let marker = index > 0 ? Self.marker(in: lines[index - 1]) : .none
            var end = index + 1
            while end < lines.count {
                let closing = lines[end].trimmingCharacters(in: .whitespaces)
                if closing.count >= fence.count, closing.allSatisfy({ $0 == fenceCharacter }) {
                    break
                }
                end += 1
            }
            blocks.append(
                MarkdownCodeBlock(
                    language: language, marker: marker,
                    code: lines[min(index + 1, end)..<end].joined(separator: "\n"),
                    lines: (index + 1)..<end, fenceLine: index + 1))
            index = end + 1
        }
        return blocks
    }

    static func marker(in line: Substring) -> Marker {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return .none }
        let content = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        func argument(after prefix: String) -> String? {
            guard content.hasPrefix(prefix) else { return nil }
            return content.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }
        if let name = argument(after: "snippet:") { return .snippet(name) }
        if let reason = argument(after: "uncompiled:") { return .uncompiled(reason) }
        return .none
    }

    /// `markdown` with each block's code replaced, working from the last block back.
    static func rewritten(_ markdown: String, replacing replacements: [(Range<Int>, String)])
        -> String
    {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        for (range, code) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            lines.replaceSubrange(
                range,
                with: code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// The directory holding the built products: the test bundle's directory.
private func productsDirectory() -> URL {
    #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()
}

@Suite("Documentation examples")
struct DocExampleTests {
    @Test(
        "Every Swift block in the docs is a compiled snippet, verbatim",
        arguments: documentationFiles)
    func swiftBlocksAreSnippets(document: String) throws {
        let url = packageRoot.appendingPathComponent(document)
        let markdown = try String(contentsOf: url, encoding: .utf8)
        let replacements = checkSwiftBlocks(in: markdown) { "\(document):\($0)" }
        if !replacements.isEmpty,
            ProcessInfo.processInfo.environment["CONFIGSTATE_UPDATE_DOC_SNIPPETS"] == "1"
        {
            try MarkdownCodeBlock.rewritten(markdown, replacing: replacements)
                .write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test(
        "Every Swift block in a doc comment is a compiled snippet, verbatim",
        arguments: docCommentFiles)
    func docCommentBlocksAreSnippets(file: String) throws {
        let url = packageRoot.appendingPathComponent(file)
        let source = try String(contentsOf: url, encoding: .utf8)
        // Each block's replacement as lines of the file: the comment's lines, offset.
        var replacements: [(Range<Int>, String)] = []
        for comment in DocComment.all(in: source) {
            let first = comment.firstLine
            for (lines, code) in checkSwiftBlocks(
                in: comment.markdown, place: { "\(file):\(first + $0)" })
            {
                replacements.append(
                    (
                        (first + lines.lowerBound)..<(first + lines.upperBound),
                        comment.commentLines(code)
                    ))
            }
        }
        if !replacements.isEmpty,
            ProcessInfo.processInfo.environment["CONFIGSTATE_UPDATE_DOC_SNIPPETS"] == "1"
        {
            try MarkdownCodeBlock.rewritten(source, replacing: replacements)
                .write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Records an issue for each ```swift block of `markdown` without a marker, with an
    /// unknown snippet, or differing from its snippet's visible code, and returns the
    /// replacements that copy each differing snippet in. `place` names a fence's line (1-based
    /// in `markdown`) for messages.
    private func checkSwiftBlocks(in markdown: String, place: (Int) -> String)
        -> [(Range<Int>, String)]
    {
        var replacements: [(Range<Int>, String)] = []
        for block in MarkdownCodeBlock.all(in: markdown) where block.language == "swift" {
            let place = place(block.fenceLine)
            switch block.marker {
            case .none:
                Issue.record(
                    """
                    \(place): a ```swift block without a marker. Put the code in \
                    Snippets/<Group>/<Name>.swift and write <!-- snippet: <Group>/<Name> --> on \
                    the line above the fence (or <!-- uncompiled: reason --> for a fragment that \
                    cannot be compiled).
                    """)
            case .uncompiled(let reason):
                #expect(!reason.isEmpty, "\(place): <!-- uncompiled: --> needs a reason")
            case .snippet(let name):
                guard let source = try? Snippet.source(named: name) else {
                    Issue.record("\(place): no snippet file Snippets/\(name).swift")
                    continue
                }
                let visible = Snippet.visibleCode(of: source)
                if block.code != visible {
                    replacements.append((block.lines, visible))
                    Issue.record(
                        """
                        \(place): the code block differs from Snippets/\(name).swift. Run \
                        CONFIGSTATE_UPDATE_DOC_SNIPPETS=1 swift test --filter DocExampleTests to \
                        copy the snippet in. The snippet's visible code is:
                        \(visible)
                        """)
                }
            }
        }
        return replacements
    }

    @Test("A snippet prints what its `// Prints:` block says", arguments: printingSnippets)
    func snippetOutput(snippet: String) throws {
        let expected = try #require(Snippet.expectedOutput(of: try Snippet.source(named: snippet)))
        let name = String(snippet.split(separator: "/").last ?? Substring(snippet))
        let executable = productsDirectory().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record(
                """
                \(executable.path) does not exist: snippets are built by `swift build` and \
                `swift test`, not by `swift build --target`.
                """)
            return
        }
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Snippets/\(snippet).swift exited with failure")
        var printed = String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        #expect(
            printed == expected,
            """
            Snippets/\(snippet).swift printed
            \(printed.joined(separator: "\n"))
            """)
    }

    /// The parameterised tests above pass vacuously on empty lists: the lists must hold the
    /// files they are meant to.
    @Test func theCheckedListsAreNotEmpty() {
        #expect(documentationFiles.contains("README.md"))
        #expect(documentationFiles.contains("Docs/Configurations.md"))
        #expect(documentationFiles.contains("Sources/ConfigState/ConfigState.docc/ConfigState.md"))
        #expect(
            !documentationFiles.contains("Sources/ConfigState/ConfigState.docc/Configurations.md"),
            "a catalog's link to a guide is checked at its source in Docs/")
        #expect(printingSnippets.contains("Hosts/HeaderFooter"))
        #expect(docCommentFiles.contains("Sources/ConfigState/Buttons/Action.swift"))
        #expect(docCommentFiles.contains("Sources/ColorTransform/Color/Color.swift"))
    }

    @Test func docCommentsAreReadAsTheirMarkdown() {
        let source = """
            import ConfigState

            /// A type.
            ///
            /// <!-- snippet: Group/Name -->
            /// ```swift
            /// let a = 1
            ///
            ///     indented()
            /// ```
            struct A {
                //// not a doc comment
                /// A member.
                var b = 0
            }
            """
        let comments = DocComment.all(in: source)
        #expect(comments.map(\.firstLine) == [2, 12])
        #expect(comments.map(\.indentation) == ["", "    "])
        #expect(
            comments[0].markdown
                == "A type.\n\n<!-- snippet: Group/Name -->\n```swift\nlet a = 1\n\n    indented()\n```"
        )
        #expect(comments[1].markdown == "A member.")
        let block = MarkdownCodeBlock.all(in: comments[0].markdown)[0]
        #expect(
            block.marker == .snippet("Group/Name") && block.code == "let a = 1\n\n    indented()")
        #expect(comments[1].commentLines("x\n\ny") == "    /// x\n    ///\n    /// y")
    }

    @Test func visibleCodeDropsTheDescriptionAndHiddenRegions() {
        let source = """
            // What this snippet shows.
            import ColorTransform

            // snippet.hide
            let helper = 1
            // snippet.show
            print(helper)

            """
        #expect(Snippet.visibleCode(of: source) == "import ColorTransform\n\nprint(helper)")
        #expect(Snippet.expectedOutput(of: source) == nil)
        #expect(Snippet.expectedOutput(of: "print(1)\n\n// Prints:\n// 1\n//\n") == ["1", ""])
    }

    @Test func markdownBlocksAreFoundWithTheirMarkers() {
        let markdown = """
            # Title

            <!-- snippet: Group/Name -->
            ```swift
            let a = 1
            ```

            ```swift
            let b = 2
            ```
            <!-- uncompiled: a Package.swift fragment -->
            ~~~swift
            .package(path: "..")
            ~~~
            ```sh
            swift build
            ```
            """
        let blocks = MarkdownCodeBlock.all(in: markdown)
        #expect(blocks.map(\.language) == ["swift", "swift", "swift", "sh"])
        #expect(
            blocks.map(\.marker) == [
                .snippet("Group/Name"), .none, .uncompiled("a Package.swift fragment"), .none,
            ])
        #expect(blocks[0].code == "let a = 1" && blocks[0].fenceLine == 4)
        let rewritten = MarkdownCodeBlock.rewritten(
            markdown, replacing: [(blocks[0].lines, "let a = 10\nlet c = 3")])
        #expect(MarkdownCodeBlock.all(in: rewritten)[0].code == "let a = 10\nlet c = 3")
        #expect(MarkdownCodeBlock.all(in: rewritten)[1].code == "let b = 2")
    }
}
