import ConfigState

/// The state gallery as one self-contained HTML document: inline CSS and inline SVG glyphs,
/// no scripts, no network.
///
/// The page is grouped by style context; each group is a grid with one row per state and one
/// column per appearance. Every swatch is drawn from its ``ViewRender`` — the list's
/// background, the view's fill, corner radius, insets, stroke and shadow, the content's
/// margins, texts (colour, size, weight) and tinted symbol, and the visible accessories in
/// order — with the primary text's WCAG ratio and APCA |Lc| below it.
///
/// The page's own chrome follows the reader's light or dark setting; `#light` and `#dark` at
/// the end of the address force one (CSS `:target`, no script).
struct GalleryHTML {
    /// The gallery to draw.
    var gallery: Gallery

    /// The whole document.
    var document: String {
        var html = Self.documentStart(
            title: "ConfigState state gallery", css: Self.css, colorSchemes: "light dark")
        html += "<span id=\"light\"></span><span id=\"dark\"></span>\n"
        html += Self.glyphDefinitions + "\n"
        html += header
        html += "<main>\n"
        for group in gallery.groups { html += section(group) }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    // MARK: Summary

    private var header: String {
        let counts = gallery.counts
        let rows = gallery.groups.map(\.rows.count).reduce(0, +)
        let threshold = formatShort(Gallery.threshold)
        var html = """
            <header class="top">
            <h1>ConfigState state gallery</h1>
            <p class="lede">Every system content and background style in every meaningful state, \
            in light, dark and both high-contrast appearances, as ConfigState \
            \(ConfigStateCommand.version) resolves and renders them. Each swatch is drawn from \
            the render: the list&#8217;s background, the view&#8217;s fill, corner radius, insets, \
            stroke and shadow, the text, secondary text and symbol colours, and the accessories \
            that show, in UIKit&#8217;s order. Below it: the primary text&#8217;s WCAG 2 contrast \
            ratio and APCA |Lc| against the fill composited over the list&#8217;s background.</p>
            <dl class="stats">
            <div><dt>style contexts</dt><dd>\(gallery.groups.count)</dd></div>
            <div><dt>states</dt><dd>\(rows)</dd></div>
            <div><dt>swatches</dt><dd>\(counts.swatches)</dd></div>
            <div class="ok"><dt>text at \(threshold):1 or more</dt><dd>\(counts.passing)</dd></div>
            <div class="fid"><dt>UIKit fidelity (documented)</dt><dd>\(counts.fidelity)</dd></div>
            <div class="fail"><dt>real failures</dt><dd>\(counts.failures)</dd></div>
            </dl>
            <p class="legend"><span class="b ok">AA</span> primary text at \(threshold):1 or more \
            (<span class="b ok">AAA</span> at 7:1) &#183; <span class="b fid">UIKit</span> below \
            \(threshold):1 where ConfigState follows UIKit on purpose \u{2014} \
            \(FidelityCase.allCases.map { Self.escape($0.summary) }.joined(separator: ", ")) \
            (listed with figures in Docs/Configurations.md) &#183; <span class="b fail">fails</span> \
            below \(threshold):1 and not a documented case. Hover a swatch for the \
            <code>configstate resolve</code> command that prints it as JSON.</p>
            <p class="views">Page colours: <a href="#light">light</a> &#183; <a href="#dark">dark</a> \
            &#183; <a href="#top-of-page">follow the system</a></p>
            <nav class="toc" id="top-of-page">

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
                "<a href=\"#\(Self.escape(group.context.identifier))\">\(Self.escape(Self.shortTitle(group.context)))\(marks)</a>\n"
        }
        html += "</nav>\n</header>\n"
        return html
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
            <section class="ctx" id="\(Self.escape(context.identifier))">
            <h2>\(Self.escape(context.contentStyle.rawValue))() <span>on \
            \(Self.escape(context.backgroundStyle.rawValue))() in \
            \(Self.escape(StyleContext.describe(context.environment)))</span></h2>
            <p class="meta">list background: \
            \(Self.escape(context.environment.backgroundColor.description)) &#183; \
            \(Self.escape(accessoryText))</p>
            <div class="grid">
            <div class="hd"></div>
            """
        for appearance in Appearance.all {
            html += "<div class=\"hd\">\(Self.escape(appearance.label))</div>"
        }
        html += "\n"
        for row in group.rows {
            html +=
                "<div class=\"st\"><b>\(Self.escape(row.state.name))</b><small>\(Self.escape(row.state.summary))</small></div>\n"
            for (appearance, swatch) in zip(Appearance.all, row.swatches) {
                html += self.swatch(swatch, state: row.state, appearance: appearance)
            }
        }
        html += "</div>\n</section>\n"
        return html
    }

    // MARK: Swatches

    private func swatch(_ swatch: Swatch, state: NamedState, appearance: Appearance) -> String {
        let verdict = swatch.verdict(threshold: Gallery.threshold)
        let command = ResolveCommand.commandLine(
            context: swatch.context, stateName: state.name, appearance: appearance)
        var html =
            "<figure class=\"sw\" data-context=\"\(Self.escape(swatch.context.identifier))\" data-state=\"\(Self.escape(state.name))\" data-appearance=\"\(appearance.name)\" data-verdict=\"\(verdict.kind)\" title=\"\(Self.escape(command))\">"
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
        html += "<figcaption>\(caption(swatch, verdict: verdict))</figcaption></figure>\n"
        return html
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
        body{margin:0;background:var(--page);color:var(--ink);\
        font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",\
        "Helvetica Neue",Arial,sans-serif}
        a{color:var(--link)}
        code{font:12px ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .top{padding:24px 32px 12px;max-width:1500px;margin:0 auto}
        h1{font-size:28px;margin:0 0 8px}
        .lede,.legend,.views{max-width:1100px;margin:6px 0;color:var(--muted)}
        .stats{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0}
        .stats div{background:var(--card);border:1px solid var(--rule);border-radius:10px;\
        padding:8px 14px;min-width:120px}
        .stats dt{font-size:12px;color:var(--muted)}
        .stats dd{margin:0;font-size:22px;font-weight:700}
        .stats .ok dd{color:var(--ok)}
        .stats .fid dd{color:var(--fid)}
        .stats .fail dd{color:var(--fail)}
        .toc{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:2px 16px;\
        margin:12px 0;font-size:13px}
        .toc a{text-decoration:none;padding:2px 0}
        main{max-width:1500px;margin:0 auto;padding:0 32px 48px}
        .ctx{background:var(--card);border:1px solid var(--rule);border-radius:14px;\
        padding:14px 16px 16px;margin:18px 0}
        h2{font-size:19px;margin:0}
        h2 span{font-weight:400;color:var(--muted);font-size:15px}
        .meta{margin:2px 0 10px;color:var(--muted);font-size:12px}
        .grid{display:grid;grid-template-columns:9.5rem repeat(4,minmax(15.5rem,1fr));gap:8px 10px;\
        align-items:start}
        .hd{font-weight:600;font-size:12px;text-transform:uppercase;letter-spacing:.04em;\
        color:var(--muted);border-bottom:1px solid var(--rule);padding-bottom:2px}
        .st{padding-top:10px}
        .st b{display:block;font-size:13px}
        .st small{color:var(--muted);font-size:11px}
        .sw{margin:0}
        .list{position:relative;padding:6px 8px;border-radius:8px;border:1px solid var(--rule);\
        overflow:hidden}
        .bg{position:absolute;margin:6px 8px}
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
        .b{display:inline-block;border-radius:5px;padding:0 5px;font-size:11px;font-weight:600;\
        line-height:16px}
        .b.ok{background:var(--okbg);color:var(--ok)}
        .b.fid{background:var(--fidbg);color:var(--fid)}
        .b.fail{background:var(--failbg);color:var(--fail)}
        [data-verdict=failure] .list{outline:2px solid var(--fail);outline-offset:1px}
        """
}
