import ConfigState

/// The state gallery as one self-contained HTML document: inline CSS and inline SVG glyphs,
/// no scripts, no network.
///
/// The page is grouped by style context; each group has one block per state with one swatch
/// per appearance. Every swatch is drawn from its ``ViewRender`` — the list's background, the
/// view's fill, corner radius, insets, stroke and shadow, the content's margins, texts (colour,
/// size, weight) and tinted symbol, and the visible accessories in order — at
/// ``Gallery/swatchWidth`` points, iPhone width, with the primary text's WCAG ratio and APCA
/// |Lc| below it and the `configstate resolve` command that prints it as selectable text.
///
/// ## Layout
///
/// The page reads from 390 to 1920 CSS pixels wide. A swatch never shrinks: the four
/// appearances are two pairs (light and dark, then the high-contrast pair) that wrap — four
/// across on a wide screen, two by two on a laptop, one column on a phone. The table of
/// contents is a sidebar from ``sidebarBreakpoint`` pixels up and a bar with a *Contents*
/// menu below it (CSS `:target`, no script); every section links back to the top.
///
/// The contents scroll inside `<main>`, not the document: headless Chromium's `--screenshot`
/// draws the document from its top while it has only rastered the tiles around the scroll
/// position, so a page that scrolls as a whole to `#section` screenshots as a blank page. An
/// inner scroller is rastered where it is scrolled, so `#section` addresses screenshot as they
/// read. Printing lays the page out as one long document again. So that the keyboard scrolls
/// the contents, `<main>` takes the focus on load and every link target (the top and each
/// section) is focusable, which browsers focus when they follow the link.
///
/// The page's own chrome follows the reader's light or dark setting; `#light` and `#dark` at
/// the end of the address force one (CSS `:target`, no script).
struct GalleryHTML {
    /// The gallery to draw.
    var gallery: Gallery

    /// The narrowest window, in CSS pixels, that shows the table of contents as a sidebar;
    /// narrower windows show a bar with a *Contents* menu. At this width the content column
    /// still holds two swatches side by side.
    static let sidebarBreakpoint = 1200

    /// The whole document.
    var document: String {
        var html = Self.documentStart(
            title: "ConfigState state gallery", css: Self.css, colorSchemes: "light dark")
        html += "<span id=\"light\"></span><span id=\"dark\"></span>\n"
        html += Self.glyphDefinitions + "\n"
        html += contents
        // Focused on load so that the keyboard scrolls the contents, which scroll inside
        // `<main>` rather than the document (see the type's discussion).
        html += "<main id=\"main\" tabindex=\"-1\" autofocus>\n"
        html += header
        for group in gallery.groups { html += section(group) }
        for group in gallery.buttons.groups { html += buttonSection(group) }
        html += "<p class=\"end\"><a href=\"#top\">\u{2191} Back to top</a></p>\n"
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: Navigation

    /// The table of contents: a sidebar on a wide window; on a narrow one a bar whose
    /// *Contents* link opens the list (`#contents` is then the target) and whose links close
    /// it again by targeting something else.
    private var contents: String {
        var html = """
            <nav class="toc" id="contents" aria-label="Contents">
            <p class="bar"><a class="home" href="#top">State gallery</a> \
            <a class="open" href="#contents">Contents</a>\
            <a class="close" href="#main">Close</a></p>
            <ol>

            """
        for group in gallery.groups {
            let groupCounts = Gallery.counts(group.swatches)
            var marks = ""
            if groupCounts.fidelity > 0 {
                marks += " <span class=\"b fid\">\(groupCounts.fidelity)</span>"
            }
            if groupCounts.failures > 0 {
                marks += " <span class=\"b fail\">\(groupCounts.failures)</span>"
            }
            html +=
                "<li><a href=\"#\(Self.escape(group.context.identifier))\">\(Self.escape(Self.shortTitle(group.context)))\(marks)</a></li>\n"
        }
        if !gallery.buttons.groups.isEmpty {
            html += "<li class=\"part\">Buttons</li>\n"
        }
        for group in gallery.buttons.groups {
            let groupCounts = ButtonGallery.counts(group.swatches)
            var marks = ""
            if groupCounts.fidelity > 0 {
                marks += " <span class=\"b fid\">\(groupCounts.fidelity)</span>"
            }
            if groupCounts.failures > 0 {
                marks += " <span class=\"b fail\">\(groupCounts.failures)</span>"
            }
            html +=
                "<li><a href=\"#\(Self.escape(group.context.identifier))\">\(Self.escape(group.context.style.rawValue))() \u{B7} button\(marks)</a></li>\n"
        }
        html += "</ol>\n</nav>\n"
        return html
    }

    // MARK: Summary

    private var header: String {
        let counts = gallery.counts
        let listRows: Int = gallery.groups.map(\.rows.count).reduce(0, +)
        let buttonRows: Int = gallery.buttons.groups.map(\.rows.count).reduce(0, +)
        let rows = listRows + buttonRows
        let threshold = formatShort(Gallery.threshold)
        let buttonStats =
            gallery.buttons.groups.isEmpty
            ? ""
            : "<div><dt>button styles</dt><dd>\(gallery.buttons.groups.count)</dd></div>\n"
        let buttonLede =
            gallery.buttons.groups.isEmpty
            ? ""
            : " After the lists, the button styles: a <code>Button</code> with a sample title, "
                + "subtitle and symbol in each control state, drawn from its render on "
                + "systemBackground, with the lower of the title&#8217;s and subtitle&#8217;s "
                + "contrast against the fill over systemBackground."
        var fidelitySummaries: [String] = FidelityCase.allCases.map { Self.escape($0.summary) }
        if !gallery.buttons.groups.isEmpty {
            fidelitySummaries += ButtonFidelityCase.allCases.map { Self.escape($0.summary) }
        }
        return """
            <header class="top" id="top" tabindex="-1">
            <h1>ConfigState state gallery</h1>
            <p class="lede">Every system content and background style in every meaningful state, \
            in light, dark and both high-contrast appearances, as ConfigState \
            \(ConfigStateCommand.version) resolves and renders them. Each swatch is drawn from \
            the render at \(formatShort(Gallery.swatchWidth)) points wide, iPhone width: the \
            list&#8217;s background, the view&#8217;s fill, corner radius, insets, stroke and \
            shadow, the text, secondary text and symbol colours, and the accessories that show, in \
            UIKit&#8217;s order. Below it: the primary text&#8217;s WCAG 2 contrast ratio and APCA \
            |Lc| against the fill composited over the list&#8217;s background, and the \
            <code>configstate resolve</code> command that prints the swatch as JSON.\(buttonLede)</p>
            <dl class="stats">
            <div><dt>style contexts</dt><dd>\(gallery.groups.count)</dd></div>
            <div><dt>states</dt><dd>\(rows)</dd></div>
            \(buttonStats)<div><dt>swatches</dt><dd>\(counts.swatches)</dd></div>
            <div class="ok"><dt>text at \(threshold):1 or more</dt><dd>\(counts.passing)</dd></div>
            <div class="fid"><dt>UIKit fidelity (documented)</dt><dd>\(counts.fidelity)</dd></div>
            <div class="fail"><dt>real failures</dt><dd>\(counts.failures)</dd></div>
            </dl>
            <p class="legend"><span class="b ok">AA</span> primary text at \(threshold):1 or more \
            (<span class="b ok">AAA</span> at 7:1) &#183; <span class="b fid">UIKit</span> below \
            \(threshold):1 where ConfigState follows UIKit on purpose \u{2014} \
            \(fidelitySummaries.joined(separator: ", ")) \
            (listed with figures in Docs/Configurations.md and Docs/Buttons.md) &#183; <span class="b fail">fails</span> \
            below \(threshold):1 and not a documented case. Click a \
            <code>configstate resolve</code> line to select the whole command.</p>
            <p class="views">Page colours: <a href="#light">light</a> &#183; <a href="#dark">dark</a> \
            &#183; <a href="#top">follow the system</a></p>
            </header>

            """
    }

    /// `cell() · grouped`, `cell() on clear() · plain`.
    static func shortTitle(_ context: StyleContext) -> String {
        let background = context.usesDefaultBackground ? "" : " on \(context.backgroundStyle)()"
        return "\(context.contentStyle)()\(background) \u{B7} \(context.environment)"
    }

    // MARK: Groups

    private func section(_ group: Gallery.Group) -> String {
        let context = group.context
        let accessories = context.accessories.map { "\($0.accessoryType)" }
        let accessoryText =
            accessories.isEmpty
            ? "no accessories"
            : "accessories: \(accessories.joined(separator: ", ")) (those that show in each state)"
        var html = """
            <section class="ctx" id="\(Self.escape(context.identifier))" tabindex="-1">
            <div class="head"><h2>\(Self.escape(context.contentStyle.rawValue))() <span>on \
            \(Self.escape(context.backgroundStyle.rawValue))() in \
            \(Self.escape(StyleContext.describe(context.environment)))</span></h2>\
            <a class="up" href="#top">\u{2191} Top</a></div>
            <p class="meta">list background: \
            \(Self.escape(context.environment.backgroundColor.description)) &#183; \
            \(Self.escape(accessoryText))</p>

            """
        for row in group.rows {
            html +=
                "<div class=\"state\"><h3>\(Self.escape(row.state.name)) <small>\(Self.escape(row.state.summary))</small></h3>\n<div class=\"appearances\">"
            // Two pairs, light and dark then the high-contrast pair, so that the four wrap as
            // 4 × 1, 2 × 2 or 1 × 4 and never as 3 + 1.
            let swatches = Array(zip(Appearance.all, row.swatches))
            for pair in stride(from: 0, to: swatches.count, by: 2) {
                html += "<div class=\"pair\">\n"
                for (appearance, swatch) in swatches[pair..<min(pair + 2, swatches.count)] {
                    html += self.swatch(swatch, state: row.state, appearance: appearance)
                }
                html += "</div>"
            }
            html += "</div></div>\n"
        }
        html += "</section>\n"
        return html
    }

    // MARK: Swatches

    private func swatch(_ swatch: Swatch, state: NamedState, appearance: Appearance) -> String {
        let verdict = swatch.verdict(threshold: Gallery.threshold)
        let command = ResolveCommand.commandLine(
            context: swatch.context, stateName: state.name, appearance: appearance)
        var html =
            "<figure class=\"sw\" data-context=\"\(Self.escape(swatch.context.identifier))\" data-state=\"\(Self.escape(state.name))\" data-appearance=\"\(appearance.name)\" data-verdict=\"\(verdict.kind)\">"
        html += "<div class=\"ap\">\(Self.escape(appearance.label))</div>"
        html += "<div class=\"list\" style=\"background:\(swatch.listBackground.hexString)\">"
        if let background = swatch.render.background { html += Self.backgroundLayer(background) }
        html += "<div class=\"row\""
        if let content = swatch.listContent {
            let margins = content.margins
            html +=
                " style=\"padding:\(Self.px(margins.top)) \(Self.px(margins.trailing)) \(Self.px(margins.bottom)) \(Self.px(margins.leading));opacity:\(formatShort(content.alpha))\""
        }
        html += ">"
        for accessory in swatch.render.leadingAccessories {
            html += Self.accessory(accessory, leading: true)
        }
        if let content = swatch.listContent { html += Self.content(content) }
        for accessory in swatch.render.trailingAccessories {
            html += Self.accessory(accessory, leading: false)
        }
        html += "</div></div>"
        html += "<figcaption>\(caption(swatch, verdict: verdict))"
        html += "\(Self.commandMarkup(command))</figcaption></figure>\n"
        return html
    }

    /// `command` as a `<code class="cmd">` line, each option and its value in a `<span>` that
    /// wraps as a whole when it can (never at the hyphens of `--traits`). The text, as
    /// selected and copied, is `command` itself.
    static func commandMarkup(_ command: String) -> String {
        let parts = command.components(separatedBy: " --")
        var html = "<code class=\"cmd\">" + escape(parts[0])
        for option in parts.dropFirst() { html += " <span>--\(escape(option))</span>" }
        return html + "</code>"
    }

    private func caption(_ swatch: Swatch, verdict: ContrastVerdict) -> String {
        guard let measurement = swatch.measurement else { return "no text" }
        var html =
            "<span class=\"n\">\(formatFixed(measurement.wcag, fractionDigits: 2)):1</span> &#183; Lc \(formatFixed(measurement.apca, fractionDigits: 1)) "
        switch verdict {
        case .pass:
            html +=
                measurement.wcag >= 7
                ? "<span class=\"b ok\">AAA</span>" : "<span class=\"b ok\">AA</span>"
        case .fidelity(let kind):
            html +=
                "<span class=\"b fid\" title=\"UIKit fidelity: \(Self.escape(kind.summary))\">UIKit: \(Self.escape(kind.rawValue))</span>"
        case .buttonFidelity(let kind):
            html += Self.buttonFidelityBadge(kind)
        case .failure:
            html += "<span class=\"b fail\">fails \(formatShort(Gallery.threshold))</span>"
        }
        var details = [
            "\(measurement.text.hexString) on \(measurement.background.hexString)"
        ]
        if let background = swatch.render.background {
            if background.cornerRadius > 0 {
                details.append("radius \(formatShort(background.cornerRadius))")
            }
            if background.insets != .zero { details.append("insets \(background.insets)") }
            if let effect = background.visualEffect { details.append("\(effect)") }
            if background.shadow != nil { details.append("shadow") }
            if let stroke = background.stroke {
                details.append("stroke \(stroke.color.hexString) \(formatShort(stroke.width))")
            }
        }
        html += "<small>\(Self.escape(details.joined(separator: " \u{B7} ")))</small>"
        return html
    }

    private static func backgroundLayer(_ background: BackgroundRender) -> String {
        let insets = background.insets
        var style =
            "background:\(background.color.hexString);border-radius:\(px(background.cornerRadius));top:\(px(insets.top));bottom:\(px(insets.bottom));left:\(px(insets.leading));right:\(px(insets.trailing))"
        if let shadow = background.shadow {
            let color = shadow.color.withAlphaComponent(shadow.color.alpha * shadow.opacity)
            style +=
                ";box-shadow:\(px(shadow.offset.width)) \(px(shadow.offset.height)) \(px(shadow.radius)) \(color.hexString)"
        }
        if let stroke = background.stroke {
            style +=
                ";outline:\(px(stroke.width)) solid \(stroke.color.hexString);outline-offset:\(px(stroke.outset - stroke.width))"
        }
        return "<div class=\"bg\" style=\"\(style)\"></div>"
    }

    private static func content(_ content: ListContentRender) -> String {
        var html = ""
        if let image = content.image {
            let color = image.tintColor?.hexString ?? "currentColor"
            let gap =
                content.text != nil || content.secondaryText != nil ? content.imageToTextPadding : 0
            html +=
                "<span class=\"img\" style=\"color:\(color);width:\(px(image.reservedSize.width));margin-right:\(px(gap))\">\(glyph(image.image.name, width: image.size.width, height: image.size.height))</span>"
        }
        let layout = content.layout == .sideBySide ? "side" : "stack"
        html +=
            "<span class=\"txt \(layout)\" style=\"gap:\(px(content.textToSecondaryTextPadding))\">"
        if let text = content.text { html += Self.text(text, className: "t") }
        if let secondary = content.secondaryText { html += Self.text(secondary, className: "s") }
        html += "</span>"
        return html
    }

    private static func text(_ text: TextRender, className: String) -> String {
        "<span class=\"\(className)\" style=\"color:\(text.color.hexString);font-size:\(px(text.font.pointSize));font-weight:\(cssWeight(text.font.weight))\">\(escape(text.text))</span>"
    }

    private static func accessory(_ accessory: AccessoryRender, leading: Bool) -> String {
        let color = accessory.tintColor.hexString
        let side = leading ? "lead" : "trail"
        if let name = accessory.systemImageName {
            let rotation = accessory.isExpanded ? ";transform:rotate(90deg)" : ""
            let size = name.hasPrefix("chevron") ? 15.0 : 22.0
            return
                "<span class=\"acc \(side)\" style=\"color:\(color)\(rotation)\" title=\"\(escape("\(accessory.accessoryType)"))\">\(glyph(name, width: size, height: size))</span>"
        }
        let label = accessory.text ?? "\(accessory.accessoryType)"
        let size = accessory.font.map { ";font-size:\(px($0.pointSize))" } ?? ""
        return
            "<span class=\"acc \(side) label\" style=\"color:\(color)\(size)\">\(escape(label))</span>"
    }

    // MARK: Buttons

    private func buttonSection(_ group: ButtonGallery.Group) -> String {
        let context = group.context
        var html = """
            <section class="ctx" id="\(Self.escape(context.identifier))" tabindex="-1">
            <div class="head"><h2>\(Self.escape(context.style.rawValue))() <span>a button on \
            systemBackground</span></h2><a class="up" href="#top">\u{2191} Top</a></div>
            <p class="meta">Button.Configuration.\(Self.escape(context.style.rawValue))() with a title, \
            a subtitle and a symbol, in the normal role and then the destructive role; \
            automaticallyUpdateForSelection on</p>

            """
        for row in group.rows {
            html +=
                "<div class=\"state\"><h3>\(Self.escape(row.name)) <small>\(Self.escape(row.summary)), role \(row.role.rawValue)</small></h3>\n<div class=\"appearances\">"
            let swatches = Array(zip(Appearance.all, row.swatches))
            for pair in stride(from: 0, to: swatches.count, by: 2) {
                html += "<div class=\"pair\">\n"
                for (appearance, swatch) in swatches[pair..<min(pair + 2, swatches.count)] {
                    html += buttonSwatch(swatch, stateName: row.name, appearance: appearance)
                }
                html += "</div>"
            }
            html += "</div></div>\n"
        }
        html += "</section>\n"
        return html
    }

    private func buttonSwatch(_ swatch: ButtonSwatch, stateName: String, appearance: Appearance)
        -> String
    {
        let verdict = swatch.verdict(threshold: Gallery.threshold)
        let render = swatch.render
        var html =
            "<figure class=\"sw\" data-context=\"\(Self.escape(swatch.context.identifier))\" data-state=\"\(Self.escape(stateName))\" data-appearance=\"\(appearance.name)\" data-role=\"\(swatch.role.rawValue)\" data-verdict=\"\(verdict.kind)\">"
        html += "<div class=\"ap\">\(Self.escape(appearance.label))</div>"
        html += "<div class=\"list\" style=\"background:\(swatch.surface.hexString)\">"
        html += "<div class=\"brow\">\(Self.button(render))</div></div>"
        html += "<figcaption>\(buttonCaption(swatch, verdict: verdict))"
        html += "\(Self.commandMarkup(swatch.resolveCommand))</figcaption></figure>\n"
        return html
    }

    /// The button as its render draws it: the fill, corner radius and stroke; the content
    /// insets; the image (or activity indicator) on its side of the text, at its padding; the
    /// title and subtitle in their colours and fonts; the pop-up indicator.
    static func button(_ render: ButtonRender) -> String {
        let background = render.background
        let insets = render.contentInsets
        var style =
            "background:\(background.color.hexString);border-radius:\(px(background.cornerRadius));padding:\(px(insets.top)) \(px(insets.trailing)) \(px(insets.bottom)) \(px(insets.leading))"
        if let stroke = background.stroke {
            style +=
                ";outline:\(px(stroke.width)) solid \(stroke.color.hexString);outline-offset:\(px(stroke.outset - stroke.width))"
        }
        let direction: String
        switch render.imagePlacement {
        case .top: direction = "column"
        case .bottom: direction = "column-reverse"
        case .trailing: direction = "row-reverse"
        default: direction = "row"
        }
        style += ";flex-direction:\(direction);gap:\(px(render.imagePadding))"
        var html = "<div class=\"btn\" style=\"\(style)\">"
        let glyphSize = (render.title?.font.pointSize ?? 17) * 1.2
        if render.showsActivityIndicator {
            let color = render.activityIndicatorColor?.hexString ?? "currentColor"
            html +=
                "<span class=\"img spin\" style=\"color:\(color)\" title=\"activity indicator\">\(glyph("activity", width: glyphSize, height: glyphSize))</span>"
        } else if let image = render.image {
            let color = render.imageTintColor?.hexString ?? "currentColor"
            html +=
                "<span class=\"img\" style=\"color:\(color)\">\(glyph(image.name, width: glyphSize, height: glyphSize))</span>"
        }
        if render.title != nil || render.subtitle != nil {
            let align: String
            switch render.titleAlignment {
            case .center: align = "center"
            case .trailing: align = "flex-end"
            default: align = "flex-start"
            }
            html +=
                "<span class=\"txt stack\" style=\"gap:\(px(render.titlePadding));align-items:\(align)\">"
            if let title = render.title { html += text(title, className: "t") }
            if let subtitle = render.subtitle { html += text(subtitle, className: "s") }
            html += "</span>"
        }
        if render.indicator == .popup {
            let color = render.indicatorColor?.hexString ?? "currentColor"
            html +=
                "<span class=\"img\" style=\"color:\(color)\" title=\"pop-up indicator\">\(glyph("chevron.up.chevron.down", width: 15, height: 15))</span>"
        }
        return html + "</div>"
    }

    private func buttonCaption(_ swatch: ButtonSwatch, verdict: ContrastVerdict) -> String {
        guard let measurement = swatch.measurement else { return "no text" }
        var figures: [String] = []
        if let title = swatch.title {
            figures.append(
                "title <span class=\"n\">\(formatFixed(title.wcag, fractionDigits: 2)):1</span>")
        }
        if let subtitle = swatch.subtitle {
            figures.append(
                "subtitle <span class=\"n\">\(formatFixed(subtitle.wcag, fractionDigits: 2)):1</span>"
            )
        }
        var html =
            figures.joined(separator: " &#183; ")
            + " &#183; Lc \(formatFixed(measurement.apca, fractionDigits: 1)) "
        switch verdict {
        case .pass:
            html +=
                measurement.wcag >= 7
                ? "<span class=\"b ok\">AAA</span>" : "<span class=\"b ok\">AA</span>"
        case .buttonFidelity(let kind):
            html += Self.buttonFidelityBadge(kind)
        case .fidelity, .failure:
            html += "<span class=\"b fail\">fails \(formatShort(Gallery.threshold))</span>"
        }
        let background = swatch.render.background
        var details = ["\(measurement.text.hexString) on \(measurement.background.hexString)"]
        if background.cornerRadius > 0 {
            details.append("radius \(formatShort(background.cornerRadius))")
        }
        if let stroke = background.stroke {
            details.append("stroke \(stroke.color.hexString) \(formatShort(stroke.width))")
        }
        html += "<small>\(Self.escape(details.joined(separator: " \u{B7} ")))</small>"
        return html
    }

    static func buttonFidelityBadge(_ kind: ButtonFidelityCase) -> String {
        "<span class=\"b fid\" title=\"UIKit fidelity: \(escape(kind.summary))\">UIKit: \(escape(kind.rawValue))</span>"
    }

    // MARK: Glyphs

    /// The SF Symbols the gallery draws, as simple 24-point outlines (stand-ins, not Apple's
    /// artwork): the sample images and the system accessories' symbols.
    static let glyphs: [(name: String, svg: String)] = [
        (
            "chevron.forward",
            #"<path d="M9 4.5l7.5 7.5L9 19.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>"#
        ),
        (
            "checkmark",
            #"<path d="M4.5 12.5l5 5L19.5 6.5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>"#
        ),
        (
            "minus.circle.fill",
            #"<circle cx="12" cy="12" r="10" fill="currentColor"/><path d="M7 12h10" stroke="white" stroke-width="2.4" stroke-linecap="round"/>"#
        ),
        (
            "plus.circle.fill",
            #"<circle cx="12" cy="12" r="10" fill="currentColor"/><path d="M7 12h10M12 7v10" stroke="white" stroke-width="2.4" stroke-linecap="round"/>"#
        ),
        (
            "line.horizontal.3",
            #"<path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>"#
        ),
        (
            "circle",
            #"<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="1.8"/>"#
        ),
        (
            "checkmark.circle.fill",
            #"<circle cx="12" cy="12" r="10" fill="currentColor"/><path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="white" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>"#
        ),
        (
            "info.circle",
            #"<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M12 11v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="7.5" r="1.4" fill="currentColor"/>"#
        ),
        (
            "chevron.up.chevron.down",
            #"<path d="M8 9.5l4-4 4 4M8 14.5l4 4 4-4" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>"#
        ),
        (
            "tray",
            #"<path d="M3 13l2.5-8h13L21 13v6H3z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><path d="M3 13h5a4 4 0 0 0 8 0h5" fill="none" stroke="currentColor" stroke-width="1.8"/>"#
        ),
        (
            "wifi",
            #"<path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="19" r="1.6" fill="currentColor"/>"#
        ),
        (
            "folder",
            #"<path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h5l2 2.5h8A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>"#
        ),
        (
            "clock",
            #"<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M12 6.5V12l3.5 2.5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>"#
        ),
        (
            "star",
            #"<path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linejoin="round"/>"#
        ),
        (
            "activity",
            #"<path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>"#
        ),
        (
            "questionmark.square.dashed",
            #"<rect x="3.5" y="3.5" width="17" height="17" rx="3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-dasharray="3 2.5"/>"#
        ),
    ]

    /// The glyph definitions, once per document, referenced by `<use>`.
    static var glyphDefinitions: String {
        var html =
            "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
        for (name, svg) in glyphs {
            html += "<symbol id=\"\(glyphIdentifier(name))\" viewBox=\"0 0 24 24\">\(svg)</symbol>"
        }
        return html + "</defs></svg>"
    }

    static func glyphIdentifier(_ name: String) -> String {
        "g-" + name.replacingOccurrences(of: ".", with: "-")
    }

    /// An inline SVG showing the symbol `name` (a dashed square for symbols it does not draw).
    static func glyph(_ name: String, width: Double, height: Double) -> String {
        let known = glyphs.contains { $0.name == name } ? name : "questionmark.square.dashed"
        return
            "<svg class=\"g\" viewBox=\"0 0 24 24\" width=\"\(formatShort(width))\" height=\"\(formatShort(height))\" role=\"img\" aria-label=\"\(escape(name))\"><use href=\"#\(glyphIdentifier(known))\"/></svg>"
    }

    // MARK: Helpers

    /// A self-contained document's start, up to and including `<body>`: the character set,
    /// the viewport, the colour schemes it follows, the generator, `title` and `css`.
    static func documentStart(title: String, css: String, colorSchemes: String = "light")
        -> String
    {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="\(colorSchemes)">
        <meta name="generator" content="configstate \(ConfigStateCommand.version)">
        <title>\(escape(title))</title>
        <style>
        \(css)
        </style>
        </head>
        <body>

        """
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in text and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static func px(_ value: Double) -> String {
        value == 0 ? "0" : "\(formatShort(rounded(value, 2)))px"
    }

    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    // MARK: Style sheet

    /// The page's style sheet.
    ///
    /// Its widths, in CSS pixels: a swatch is ``Gallery/swatchWidth`` wide and never shrinks.
    /// Below ``sidebarBreakpoint`` the table of contents is a bar; at 520 and below (phones)
    /// sections run edge to edge with 7-pixel sides, so that a 375-pixel swatch fits a
    /// 390-pixel screen. A section between 960 and 1 543 pixels wide — room for the state's
    /// name (11.5rem) beside a pair of swatches, but not for all four in a row — puts the name
    /// to the left (a container query); otherwise it goes above.
    static let css = """
        :root{color-scheme:light;--page:#f2f2f7;--card:#ffffff;--ink:#1c1c1e;--muted:#636366;\
        --rule:#d1d1d6;--fid:#7a4b00;--fidbg:#ffe9b8;--fail:#a4161a;--failbg:#ffd9d9;\
        --ok:#14632d;--okbg:#d5f2dc;--link:#0057b7}
        @media (prefers-color-scheme:dark){:root:not(:has(#light:target)){color-scheme:dark;\
        --page:#000000;--card:#1c1c1e;--ink:#f2f2f7;--muted:#aeaeb2;--rule:#38383a;\
        --fid:#ffd479;--fidbg:#4a3500;--fail:#ffb3b0;--failbg:#5c0f12;--ok:#9be3ae;\
        --okbg:#0f3d1e;--link:#64a8ff}}
        :root:has(#dark:target){color-scheme:dark;--page:#000000;--card:#1c1c1e;--ink:#f2f2f7;\
        --muted:#aeaeb2;--rule:#38383a;--fid:#ffd479;--fidbg:#4a3500;--fail:#ffb3b0;\
        --failbg:#5c0f12;--ok:#9be3ae;--okbg:#0f3d1e;--link:#64a8ff}
        *{box-sizing:border-box}
        html,body{height:100%;overflow:hidden}
        body{margin:0;background:var(--page);color:var(--ink);\
        font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",\
        "Helvetica Neue",Arial,sans-serif;display:grid;\
        grid-template-columns:18rem minmax(0,1fr)}
        a{color:var(--link)}
        code{font:12px ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .toc{overflow:auto;background:var(--card);border-right:1px solid var(--rule);\
        padding:14px 10px 24px;font-size:13px}
        .toc .bar{margin:0 0 8px 6px;font-weight:600;font-size:14px}
        .toc .bar a{text-decoration:none}
        .toc .open,.toc .close{display:none}
        .toc ol{list-style:none;margin:0;padding:0}
        .toc li{break-inside:avoid}
        .toc li a{display:block;padding:3px 6px;border-radius:6px;text-decoration:none;\
        overflow-wrap:anywhere}
        .toc li a:hover{background:var(--page)}
        main{overflow:auto;padding:0 24px 48px}
        main,.top,.ctx{outline:none}
        .top{padding:22px 0 8px;max-width:1100px}
        h1{font-size:28px;margin:0 0 8px}
        .lede,.legend,.views{margin:6px 0;color:var(--muted)}
        .stats{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0}
        .stats div{background:var(--card);border:1px solid var(--rule);border-radius:10px;\
        padding:8px 14px;min-width:120px}
        .stats dt{font-size:12px;color:var(--muted)}
        .stats dd{margin:0;font-size:22px;font-weight:700}
        .stats .ok dd{color:var(--ok)}
        .stats .fid dd{color:var(--fid)}
        .stats .fail dd{color:var(--fail)}
        .ctx{background:var(--card);border:1px solid var(--rule);border-radius:14px;\
        padding:12px 14px 14px;margin:16px 0;scroll-margin-top:12px;container-type:inline-size}
        .head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px}
        h2{font-size:19px;margin:0;flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
        h2 span{font-weight:400;color:var(--muted);font-size:15px}
        .up{font-size:13px;text-decoration:none;white-space:nowrap}
        .meta{margin:2px 0 4px;color:var(--muted);font-size:12px}
        .state{margin:10px 0 0;padding-top:8px;border-top:1px solid var(--rule)}
        h3{font-size:14px;margin:0 0 6px;overflow-wrap:anywhere}
        h3 small{font-weight:400;color:var(--muted);font-size:12px}
        .appearances{display:flex;flex-wrap:wrap;gap:14px 20px}
        .pair{display:flex;flex-wrap:wrap;gap:14px 12px;min-width:0}
        .sw{margin:0;width:\(formatShort(Gallery.swatchWidth))px;max-width:100%;flex:none}
        .ap{font-weight:600;font-size:11px;text-transform:uppercase;letter-spacing:.04em;\
        color:var(--muted);margin-bottom:2px}
        .list{position:relative;padding:6px 0;border-radius:8px;box-shadow:0 0 0 1px var(--rule);\
        overflow:hidden}
        .bg{position:absolute;margin:6px 0}
        .row{position:relative;display:flex;align-items:center;min-height:44px;\
        font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;\
        line-height:1.2}
        .g{display:block;flex:none}
        .img{display:flex;justify-content:center;flex:none}
        .acc{display:flex;align-items:center;flex:none}
        .acc.lead{margin-right:10px}
        .acc.trail{margin-left:10px}
        .acc.label{font-size:17px}
        .txt{display:flex;flex:1;min-width:0}
        .txt.stack{flex-direction:column}
        .txt.side{flex-direction:row;justify-content:space-between;align-items:baseline}
        .t,.s{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        figcaption{font-size:12px;margin-top:3px;color:var(--ink)}
        figcaption .n{font-weight:700;font-variant-numeric:tabular-nums}
        figcaption small{display:block;color:var(--muted);font-size:10.5px}
        .cmd{display:block;margin-top:4px;padding:2px 6px;border-radius:5px;\
        background:var(--page);font-size:11px;line-height:1.45;overflow-wrap:anywhere;\
        user-select:all;-webkit-user-select:all}
        .cmd span{display:inline-block;max-width:100%}
        .b{display:inline-block;border-radius:5px;padding:0 5px;font-size:11px;font-weight:600;\
        line-height:16px}
        .b.ok{background:var(--okbg);color:var(--ok)}
        .b.fid{background:var(--fidbg);color:var(--fid)}
        .b.fail{background:var(--failbg);color:var(--fail)}
        .toc li.part{margin:10px 6px 2px;font-weight:600;color:var(--muted);font-size:12px;\
        text-transform:uppercase;letter-spacing:.04em}
        .brow{display:flex;justify-content:center;align-items:center;min-height:72px;padding:8px 12px}
        .btn{display:inline-flex;align-items:center;max-width:100%;min-width:0;\
        font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;\
        line-height:1.2}
        [data-verdict=failure] .list{outline:2px solid var(--fail);outline-offset:1px}
        .end{margin:20px 0 0}
        @container (min-width:960px) and (max-width:1543px){\
        .state{display:grid;grid-template-columns:11.5rem minmax(0,1fr);column-gap:16px}\
        .state h3 small{display:block}}
        @media (max-width:\(sidebarBreakpoint - 1)px){\
        body{grid-template-columns:minmax(0,1fr);grid-template-rows:auto minmax(0,1fr)}\
        main{padding:0 16px 40px}\
        .toc{position:relative;overflow:visible;border-right:0;border-bottom:1px solid var(--rule);\
        padding:8px 16px}\
        .toc .bar{display:flex;gap:16px;align-items:baseline;margin:0}\
        .toc .home{margin-right:auto}\
        .toc .open{display:inline}\
        .toc ol{display:none;position:absolute;z-index:2;left:0;right:0;top:100%;max-height:70vh;\
        overflow:auto;columns:16rem;column-gap:12px;padding:8px 10px 12px;background:var(--card);\
        border-bottom:1px solid var(--rule);box-shadow:0 10px 24px #0000002e}\
        .toc:target ol{display:block}\
        .toc:target .open{display:none}\
        .toc:target .close{display:inline}}
        @media (max-width:520px){main{padding:0 0 32px}.top,.end{padding-left:12px;padding-right:12px}\
        .ctx{border-radius:0;border-left:0;border-right:0;padding:12px 7px 14px;margin:12px 0}}
        @media print{html,body{height:auto;overflow:visible}body{display:block}\
        main{overflow:visible}.toc,.up,.end{display:none}}
        """
}
