import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigStateCLI

/// A fresh, empty directory for one test.
func makeTemporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "configstate-command-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// The `<figure>` of one swatch in a gallery document, up to its closing tag.
func swatchMarkup(_ html: String, context: String, state: String, appearance: String) -> String? {
    let opening =
        "<figure class=\"sw\" data-context=\"\(context)\" data-state=\"\(state)\" data-appearance=\"\(appearance)\""
    guard let start = html.range(of: opening),
        let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.lowerBound..<end.upperBound])
}

/// What a browser shows of an HTML fragment without elements: its text, tags left out and the
/// gallery's entities decoded.
func visibleText(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
        switch character {
        case "<": inTag = true
        case ">": inTag = false
        default: if !inTag { text.append(character) }
        }
    }
    return text.replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
}

func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

@MainActor
@Suite("configstate gallery")
struct CommandGalleryTests {
    /// The default run: the gallery in the current directory, a swatch for every context ×
    /// state × appearance, verdict counts equal to an independent computation with the
    /// library, and a summary that says so.
    @Test func noArgumentsWritesTheFullGalleryToTheCurrentDirectory() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand([], directory: directory)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let path = directory + "/configstate-gallery.html"
        #expect(result.output.contains("wrote \(path)\n"))
        let html = try String(contentsOfFile: path, encoding: .utf8)

        // Self-contained: inline CSS, no scripts, nothing fetched.
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>"))
        for forbidden in ["<script", "http://", "https://", " src=", "@import", "url(", "<link"] {
            #expect(!html.contains(forbidden), "found \(forbidden)")
        }

        // The documented lists: 39 contexts; 15 states for cells, 7 for headers and footers.
        #expect(StyleContext.all.count == 39)
        #expect(StyleContext.all.filter(\.isHeaderOrFooter).count == 17)
        #expect(StyleContext.all.first { !$0.isHeaderOrFooter }?.states.count == 15)
        #expect(StyleContext.all.first { $0.isHeaderOrFooter }?.states.count == 7)
        let listSwatches = (22 * 15 + 17 * 7) * 4
        // Then the 8 button styles in 5 control states, in the normal and destructive roles.
        let buttonSwatches = 8 * 5 * 2 * 4
        let expectedSwatches = listSwatches + buttonSwatches
        #expect(occurrences(of: "<figure class=\"sw\"", in: html) == expectedSwatches)
        #expect(
            result.output.contains(
                "39 style contexts, 449 states × 4 appearances = 1796 swatches; 8 button styles, 80 states and roles × 4 appearances = 320 swatches"
            ))
        // One pass over the document: the identity of every swatch, in order.
        let drawn = html.components(separatedBy: "<figure class=\"sw\" data-context=\"").dropFirst()
            .map { $0.prefix { $0 != ">" } }
        var expected: [String] = []
        for context in StyleContext.all {
            for state in context.states {
                for appearance in Appearance.all {
                    expected.append(
                        "\(context.identifier)\" data-state=\"\(state.name)\" data-appearance=\"\(appearance.name)\""
                    )
                }
            }
        }
        for context in ButtonContext.all {
            for row in ButtonContext.galleryRows {
                for appearance in Appearance.all {
                    expected.append(
                        "\(context.identifier)\" data-state=\"\(row.name)\" data-appearance=\"\(appearance.name)\" data-role=\"\(row.role.rawValue)\""
                    )
                }
            }
        }
        #expect(drawn.count == expected.count)
        #expect(zip(drawn, expected).allSatisfy { $0.hasPrefix($1) })
        let sections = html.components(separatedBy: "<section class=\"ctx\" id=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(sections == StyleContext.all.map(\.identifier) + ButtonContext.names)
        // Every content style and every background style appears.
        for style in ListContentConfiguration.Style.allCases {
            #expect(StyleContext.all.contains { $0.contentStyle == style }, "\(style)")
        }
        for style in BackgroundConfiguration.Style.allCases {
            #expect(StyleContext.all.contains { $0.backgroundStyle == style }, "\(style)")
        }

        // Verdicts, computed again with the library and the style walk's classification.
        var fidelity = 0
        var failures = 0
        for context in StyleContext.all {
            var content = context.contentStyle.configuration
            content.text = "Text"
            let background = context.backgroundStyle.configuration
            for state in context.states {
                for (style, contrast) in walkAppearances {
                    let traits = TraitCollection(
                        userInterfaceStyle: style, accessibilityContrast: contrast,
                        listEnvironment: context.environment)
                    var cellState = CellConfigurationState(traitCollection: traits)
                    for word in state.words { word.apply(to: &cellState) }
                    let (updated, updatedBackground) = hostedUpdate(content, background, cellState)
                    let ratio = primaryTextContrast(updated, updatedBackground, cellState).ratio
                    guard ratio < 4.5 else { continue }
                    if contrastException(updated, updatedBackground, cellState) != nil {
                        fidelity += 1
                    } else {
                        failures += 1
                    }
                }
            }
        }
        // The buttons, computed again with the library's Button and the button oracle.
        for style in Button.Configuration.Style.allCases {
            for (_, _, state, role) in ButtonContext.galleryRows {
                for (appearance, contrast) in walkAppearances {
                    let traits = TraitCollection(
                        userInterfaceStyle: appearance, accessibilityContrast: contrast)
                    var configuration = ButtonContext(style: style).configuration
                    configuration.automaticallyUpdateForSelection = true
                    let button = Button(configuration: configuration)
                    button.traitCollection = traits
                    button.role = role
                    button.isHighlighted = state.contains(.highlighted)
                    button.isSelected = state.contains(.selected)
                    button.isEnabled = !state.contains(.disabled)
                    button.isFocused = state.contains(.focused)
                    let render = try #require(button.render())
                    let ratio = try #require(buttonTextContrast(render, traits: traits))
                    guard ratio < 4.5 else { continue }
                    if buttonContrastException(
                        style: style, state: state, role: role, updatesForSelection: true)
                        != nil
                    {
                        fidelity += 1
                    } else {
                        failures += 1
                    }
                }
            }
        }
        #expect(occurrences(of: "data-verdict=\"fidelity\"", in: html) == fidelity)
        #expect(occurrences(of: "data-verdict=\"failure\"", in: html) == failures)
        #expect(
            occurrences(of: "data-verdict=\"pass\"", in: html)
                == expectedSwatches - fidelity - failures)
        #expect(
            result.output.contains(
                "below WCAG 4.5:1 in \(fidelity + failures) swatches: \(fidelity) UIKit fidelity, \(failures) real failures"
            ))
        #expect(
            html.contains(
                "<div class=\"fid\"><dt>UIKit fidelity (documented)</dt><dd>\(fidelity)</dd>"))
        #expect(html.contains("<div class=\"fail\"><dt>real failures</dt><dd>\(failures)</dd>"))
    }

    @Test func swatchesDrawTheResolvedRender() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles", "cell,sidebarCell", "--output", "g.html"], directory: directory)
        #expect(result.status == 0)
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)

        // A focused plain cell: the tint fill, white text and image, the text's figures.
        let focused = try #require(
            swatchMarkup(html, context: "cell-plain", state: "focused", appearance: "light"))
        #expect(focused.contains("background:#007AFF"))
        #expect(
            focused.contains(
                "<span class=\"t\" style=\"color:#FFFFFF;font-size:17px;font-weight:400\">Inbox</span>"
            ))
        #expect(focused.contains("4.02:1"))
        #expect(focused.contains("UIKit: whiteOnTint"))
        #expect(focused.contains("data-verdict=\"fidelity\""))

        // A selected sidebar cell: rounded, white secondary text at 0.8 alpha, white chevron.
        let sidebar = try #require(
            swatchMarkup(
                html, context: "sidebarCell-sidebar", state: "selected", appearance: "dark"))
        #expect(sidebar.contains("border-radius:10px"))
        #expect(sidebar.contains("background:#0A84FF"))
        #expect(sidebar.contains("color:#FFFFFFCC"))
        #expect(sidebar.contains("class=\"acc trail\" style=\"color:#FFFFFF\""))

        // Accessories: only the visible ones, in UIKit's order.
        let normal = try #require(
            swatchMarkup(html, context: "cell-plain", state: "normal", appearance: "light"))
        #expect(!normal.contains("minus.circle.fill") && !normal.contains("line.horizontal.3"))
        #expect(normal.contains("aria-label=\"chevron.forward\""))
        let editing = try #require(
            swatchMarkup(
                html, context: "cell-plain", state: "selected+editing", appearance: "light"))
        let order = [
            "minus.circle.fill", "checkmark.circle.fill", "tray", "Inbox", "chevron.forward",
            "line.horizontal.3",
        ]
        let positions = order.map { editing.range(of: $0)?.lowerBound }
        #expect(!positions.contains(nil))
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())

        // An expanded sidebar cell's outline disclosure points down.
        let expanded = try #require(
            swatchMarkup(
                html, context: "sidebarCell-sidebar", state: "expanded", appearance: "light"))
        #expect(expanded.contains("transform:rotate(90deg)"))

        // cell() on clear(), focused: the background is not the tint, so the text stays label
        // (black on the list's white), as in UIKit.
        let clear = try #require(
            swatchMarkup(html, context: "cell-plain-clear", state: "focused", appearance: "light"))
        #expect(clear.contains("data-verdict=\"pass\""))
        #expect(clear.contains("21.00:1"))

        // Each swatch shows the resolve command that prints it, as text, each option wrapping
        // as a whole.
        #expect(
            html.contains(
                "<code class=\"cmd\">configstate resolve cell <span>--state selected,editing</span> <span>--traits listEnvironment=grouped</span></code>"
            ))
    }

    /// Every swatch carries its `configstate resolve` command as visible text (not a hover
    /// title), under an appearance label, in the swatch's own figure.
    @Test func everySwatchShowsItsResolveCommandAsText() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles", "valueCell,sidebarHeader,clear", "--output", "g.html"],
            directory: directory)
        #expect(result.status == 0)
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)
        let contexts = StyleContext.all.filter {
            $0.contentStyle == .valueCell || $0.contentStyle == .sidebarHeader
                || $0.backgroundStyle == .clear
        }
        #expect(contexts.count == 7)
        var checked = 0
        for context in contexts {
            for state in context.states {
                for appearance in Appearance.all {
                    let figure = try #require(
                        swatchMarkup(
                            html, context: context.identifier, state: state.name,
                            appearance: appearance.name),
                        "\(context.identifier) \(state.name) \(appearance.name)")
                    let command = ResolveCommand.commandLine(
                        context: context, stateName: state.name, appearance: appearance)
                    let code = try #require(
                        figure.components(separatedBy: "<code class=\"cmd\">").dropFirst().first?
                            .components(separatedBy: "</code>").first)
                    #expect(visibleText(code) == command)
                    #expect(figure.contains("<div class=\"ap\">\(appearance.label)</div>"))
                    checked += 1
                }
            }
        }
        #expect(checked == occurrences(of: "<figure class=\"sw\"", in: html))
        #expect(!html.contains("title=\"configstate resolve"))
        // Selectable with one click, without a script.
        #expect(GalleryHTML.css.contains("user-select:all"))
    }

    /// The table of contents links every section, every section links back to the top, and
    /// every in-page link has its target.
    @Test func navigationLinksEverySectionAndEveryLinkHasItsTarget() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles", "cell,header", "--output", "g.html"], directory: directory)
        #expect(result.status == 0)
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)
        let sections = html.components(separatedBy: "<section class=\"ctx\" id=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(
            sections
                == StyleContext.all.filter {
                    $0.contentStyle == .cell || $0.contentStyle == .header
                }
                .map(\.identifier))

        let navigation = try #require(
            html.range(of: "<nav class=\"toc\" id=\"contents\"").flatMap { start in
                html.range(of: "</nav>", range: start.upperBound..<html.endIndex).map {
                    String(html[start.lowerBound..<$0.upperBound])
                }
            })
        let listed = navigation.components(separatedBy: "<li><a href=\"#").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(listed == sections)
        #expect(navigation.contains("href=\"#contents\""))
        // Focusable link targets, which a browser focuses when it follows the link, so that the
        // keyboard then scrolls the contents.
        for section in sections {
            #expect(html.contains("<section class=\"ctx\" id=\"\(section)\" tabindex=\"-1\">"))
        }

        // Back to the top from every section, and once at the end.
        #expect(html.contains("<header class=\"top\" id=\"top\" tabindex=\"-1\">"))
        #expect(occurrences(of: "<a class=\"up\" href=\"#top\">", in: html) == sections.count)
        #expect(html.contains("<p class=\"end\"><a href=\"#top\">"))

        // Every fragment link, glyph references included, names an id in the document.
        let identifiers = Set(
            html.components(separatedBy: " id=\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            })
        let fragments = Set(
            html.components(separatedBy: "href=\"#").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            })
        #expect(fragments.count > sections.count)
        #expect(fragments.subtracting(identifiers).isEmpty, "\(fragments.subtracting(identifiers))")
        // Identifiers are unique, so every link has exactly one target.
        #expect(
            occurrences(of: " id=\"", in: html) == identifiers.count,
            "duplicate ids in the gallery")
    }

    /// Swatches are drawn at phone width, and the four appearances are two pairs that wrap
    /// rather than four columns that clip.
    @Test func swatchesArePhoneWidthAndAppearancesWrap() throws {
        #expect(Gallery.swatchWidth >= 375)
        let css = GalleryHTML.css
        let rule = try #require(
            css.components(separatedBy: "\n").first { $0.hasPrefix(".sw{") })
        #expect(rule.contains("width:\(formatShort(Gallery.swatchWidth))px"))
        #expect(rule.contains("flex:none"))
        #expect(css.contains(".appearances{display:flex;flex-wrap:wrap"))
        #expect(css.contains(".pair{display:flex;flex-wrap:wrap"))
        // Standard texts are never cut short by the page: the gallery's check script
        // (Scripts/gallery-check.sh) measures that in a browser; here, no fixed column grid.
        #expect(!css.contains("grid-template-columns:9.5rem"))

        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles", "footer", "--output", "g.html"], directory: directory)
        #expect(result.status == 0)
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)
        let rows = occurrences(of: "<div class=\"state\">", in: html)
        #expect(rows == 5 * 7)
        #expect(occurrences(of: "<div class=\"pair\">", in: html) == rows * 2)
        #expect(occurrences(of: "<figure class=\"sw\"", in: html) == rows * 4)
    }

    @Test func stylesOptionKeepsTheContextsUsingTheNamedStyles() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles=sidebarHeader,listPlainCell", "--output", "one/../g.html"],
            directory: directory)
        #expect(result.status == 0)
        #expect(result.output.contains("wrote \(directory)/g.html"))
        #expect(result.output.contains("2 style contexts, 22 states × 4 appearances = 88 swatches"))
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)
        #expect(occurrences(of: "<section class=\"ctx\"", in: html) == 2)
        #expect(
            html.contains("id=\"sidebarHeader-sidebar\"")
                && html.contains("id=\"cell-plain-listPlainCell\""))
        #expect(occurrences(of: "<figure class=\"sw\"", in: html) == 88)
    }

    /// At the gallery's swatch width the library's own layout (``RenderFrames``) keeps every
    /// context's text and secondary text on one line each, side by side where the style puts
    /// them so — with every accessory's slot taken, as hidden accessories keep their space. The
    /// page's side of the same promise, that the browser shows no ellipsis, is measured by
    /// Scripts/gallery-check.sh.
    @Test func libraryLayoutFitsEveryContextOnOneLineAtSwatchWidth() throws {
        let frame = CGRect(x: 0, y: 0, width: Gallery.swatchWidth, height: 44)
        for context in StyleContext.all {
            let traits = TraitCollection(listEnvironment: context.environment)
            let render: ViewRender
            if context.isHeaderOrFooter {
                let header = HeaderFooterView(frame: frame)
                header.traitCollection = traits
                header.contentConfiguration = context.content
                header.backgroundConfiguration = context.background
                render = header.render()
            } else {
                let cell = CollectionViewListCell(frame: frame)
                cell.traitCollection = traits
                cell.contentConfiguration = context.content
                cell.backgroundConfiguration = context.background
                cell.accessories = context.accessories
                // Editing, so that the edit-mode accessories show (hidden ones keep their
                // slots anyway).
                cell.isEditing = true
                render = cell.render()
            }
            let frames = try #require(render.frames, "\(context.identifier)")
            guard case .list(let content) = render.content else {
                Issue.record("\(context.identifier): no list content")
                continue
            }
            for (text, textFrame) in [
                (content.text, frames.text), (content.secondaryText, frames.secondaryText),
            ] {
                guard let text else { continue }
                let lineFrame = try #require(textFrame, "\(context.identifier) \(text.text)")
                let lineHeight = TextMeasurement.lineHeight(of: text.font)
                #expect(
                    lineFrame.height <= lineHeight + 0.01,
                    "\(context.identifier): '\(text.text)' wraps at \(Gallery.swatchWidth) points")
            }
            if content.layout == .sideBySide, let text = frames.text,
                let secondary = frames.secondaryText
            {
                #expect(
                    abs(text.midY - secondary.midY) < 1,
                    "\(context.identifier): the texts stack at \(Gallery.swatchWidth) points")
            }
        }
    }

    @Test func summaryIsColouredOnlyOnATerminalWithoutNoColor() {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = ["gallery", "--styles", "sidebarHeader", "--output", "g.html"]
        #expect(
            runCommand(arguments, isTerminal: true, directory: directory).output.contains("\u{1B}[")
        )
        #expect(!runCommand(arguments, directory: directory).output.contains("\u{1B}["))
        #expect(
            !runCommand(
                arguments, isTerminal: true, environment: ["NO_COLOR": ""], directory: directory
            ).output.contains("\u{1B}["))
    }

    @Test func unwritableOutputIsAClearErrorWithStatus1() {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = runCommand(
            ["gallery", "--styles", "cell", "--output", "no/such/dir/g.html"], directory: directory)
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(
            missing.errors
                == "error: cannot write the gallery to '\(directory)/no/such/dir/g.html': No such file or directory\n"
        )
        let isDirectory = runCommand(
            ["gallery", "--styles", "cell", "--output", directory], directory: directory)
        #expect(isDirectory.status == 1)
        #expect(
            isDirectory.errors.contains(
                "cannot write the gallery to '\(directory)': Is a directory"))
    }

    @Test func textIsEscapedForHTML() {
        #expect(
            GalleryHTML.escape(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(GalleryHTML.escape("plain → text") == "plain → text")
    }
}
