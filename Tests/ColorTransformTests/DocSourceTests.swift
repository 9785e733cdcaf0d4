import Foundation
import Testing

// One source per guide (Docs/README.md, "One source for guides and articles"): the guide is the
// Markdown file in Docs/, which GitHub renders and the tests check and rewrite. A DocC catalog
// that shows the guide as an article holds a relative symbolic link to it,
// `Sources/<Module>/<Module>.docc/<Guide>.md -> ../../../Docs/<Guide>.md`, which DocC follows;
// `Scripts/docs.sh` stages the catalog with the guide's links rewritten for DocC. These tests
// fail when a catalog holds a copy instead of the link, and when a link GitHub follows leads
// nowhere.

/// Articles written for a catalog alone: each module's landing page. Any other Markdown file in
/// a catalog must be a link to its guide in Docs/.
let doccOnlyArticles: Set<String> = [
    "Sources/ColorTransform/ColorTransform.docc/ColorTransform.md",
    "Sources/ConfigState/ConfigState.docc/ConfigState.md",
    "Sources/ConfigStateTesting/ConfigStateTesting.docc/ConfigStateTesting.md",
]

/// Every Markdown file in a catalog (`Sources/*/*.docc/**`), relative to the package root.
let catalogArticles: [String] = {
    let manager = FileManager.default
    let sources = packageRoot.appendingPathComponent("Sources")
    var articles: [String] = []
    for module in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
        let moduleDirectory = sources.appendingPathComponent(module)
        for catalog in (try? manager.contentsOfDirectory(atPath: moduleDirectory.path)) ?? []
        where catalog.hasSuffix(".docc") {
            let directory = moduleDirectory.appendingPathComponent(catalog)
            guard let enumerator = manager.enumerator(atPath: directory.path) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".md") {
                articles.append("Sources/\(module)/\(catalog)/\(path)")
            }
        }
    }
    return articles.sorted()
}()

/// The Markdown files GitHub shows with their links: the README and the guides.
let githubDocuments: [String] = {
    let docs = packageRoot.appendingPathComponent("Docs")
    let guides = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + guides.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
}()

/// Reading Markdown as GitHub renders it, for links and headings.
enum GitHubMarkdown {
    /// The lines of `markdown` outside fenced code blocks.
    static func proseLines(of markdown: String) -> [Substring] {
        var lines: [Substring] = []
        var fence: Substring?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    /// The anchors GitHub gives the headings of `markdown`: lower case, spaces to hyphens,
    /// punctuation other than `-` and `_` dropped, and `-1`, `-2`, … after a repeated anchor
    /// (the rules of github-slugger, https://github.com/Flet/github-slugger).
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var uses: [String: Int] = [:]
        for line in proseLines(of: markdown) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = String(
                title.trimmingCharacters(in: .whitespaces).lowercased().compactMap {
                    character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-"
                        || character == "_" ? character : nil
                })
            let count = uses[slug, default: 0]
            uses[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The targets of the inline links `[text](target)` in `markdown`'s prose.
    static func linkTargets(in markdown: String) -> [Substring] {
        var targets: [Substring] = []
        for line in proseLines(of: markdown) {
            var rest = line
            while let open = rest.range(of: "]("),
                let close = rest[open.upperBound...].firstIndex(of: ")")
            {
                targets.append(rest[open.upperBound..<close])
                rest = rest[close...]
            }
        }
        return targets
    }
}

@Suite("One source for the guides")
struct DocSourceTests {
    @Test(arguments: catalogArticles)
    func aCatalogArticleLinksToItsGuideOrIsWrittenForTheCatalogAlone(article: String) {
        let manager = FileManager.default
        let url = packageRoot.appendingPathComponent(article)
        let name = url.lastPathComponent
        let guide = "Docs/\(name)"
        let isGuide = manager.fileExists(atPath: packageRoot.appendingPathComponent(guide).path)
        let destination = try? manager.destinationOfSymbolicLink(atPath: url.path)
        if doccOnlyArticles.contains(article) {
            #expect(destination == nil, "\(article) is listed as DocC-only but is a link")
            #expect(!isGuide, "\(guide) exists too: link \(article) to it instead")
            return
        }
        // The link is relative, so that it holds in every checkout.
        let depth = article.split(separator: "/").count - 1
        let expected = String(repeating: "../", count: depth) + guide
        guard let destination else {
            Issue.record(
                """
                \(article) is a file, not a link to its guide: edit \(guide) and replace the \
                copy by `ln -sf \(expected) \(article)`, or, for an article written for the \
                catalog alone, list it in doccOnlyArticles (DocSourceTests.swift).
                """)
            return
        }
        #expect(destination == expected, "\(article) links to \(destination)")
        #expect(isGuide, "\(article) links to \(destination), which does not exist")
    }

    @Test func everyDoccOnlyArticleIsInACatalog() {
        #expect(doccOnlyArticles.isSubset(of: catalogArticles))
        // Without linked guides, the test above would check the landing pages alone.
        #expect(catalogArticles.contains("Sources/ConfigState/ConfigState.docc/GettingStarted.md"))
        #expect(catalogArticles.count > doccOnlyArticles.count)
    }

    /// A relative link in a document GitHub renders names a file that exists and, after `#`,
    /// a heading of that file. (`Scripts/docs.sh` checks the same links as DocC resolves them.)
    @Test(arguments: githubDocuments)
    func relativeLinksReachTheirFileAndHeading(document: String) throws {
        let url = packageRoot.appendingPathComponent(document)
        let markdown = try String(contentsOf: url, encoding: .utf8)
        for target in GitHubMarkdown.linkTargets(in: markdown) where !target.contains(":") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? url : url.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
            guard FileManager.default.fileExists(atPath: file.path) else {
                Issue.record("\(document): the link (\(target)) names no file")
                continue
            }
            guard parts.count == 2 else { continue }
            let anchors = GitHubMarkdown.anchors(in: try String(contentsOf: file, encoding: .utf8))
            #expect(
                anchors.contains(String(parts[1])),
                "\(document): the link (\(target)) names no heading of \(file.lastPathComponent)")
        }
    }

    @Test func githubAnchorsFollowGitHubsRules() {
        let markdown = """
            # Colour transformers and the colour maths
            ## What a state costs
            ```swift
            # not a heading
            ```
            ### The `configstate` command: audit, gallery
            ## What a state costs
            #hashtag
            """
        #expect(
            GitHubMarkdown.anchors(in: markdown) == [
                "colour-transformers-and-the-colour-maths", "what-a-state-costs",
                "the-configstate-command-audit-gallery", "what-a-state-costs-1",
            ])
        #expect(
            GitHubMarkdown.linkTargets(
                in: "See [a](A.md#x) and [b](https://b.org).\n```\n[c](C.md)\n```")
                == ["A.md#x", "https://b.org"])
        #expect(githubDocuments.contains("Docs/GettingStarted.md"))
    }
}
