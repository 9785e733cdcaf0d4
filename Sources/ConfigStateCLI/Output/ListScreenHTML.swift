import ConfigState

/// One screen of a collection view as a self-contained HTML page: what the viewport shows,
/// drawn from the collection view's render at the frames its layout gave — headers and footers,
/// rows with their backgrounds (rounded at the ends of an inset grouped section), texts,
/// symbols and accessories, separators, and the buttons of a row swiped open — inside a phone
/// frame of the collection view's size. No scripts, no network.
///
/// The browser wraps the texts in the boxes the library measured, so a line may break at
/// another word than the library's model chose; the boxes, colours and order are the
/// library's.
struct ListScreenHTML {
    /// What the viewport shows.
    var render: CollectionViewRender
    /// The viewport: the collection view's bounds in its content.
    var viewport: CGRect
    /// The list's background.
    var listBackground: Color.Resolved
    /// The corner radius of an inset grouped section's ends, and how many items each section
    /// has (to know its last row); 0 for lists whose sections are not rounded.
    var sectionCornerRadius: Double
    var itemCounts: [Int]
    /// The page's title and the caption under the phone.
    var title: String
    var caption: String

    /// The whole document.
    var document: String {
        var html = GalleryHTML.documentStart(title: title, css: Self.css)
        html += """
            \(GalleryHTML.glyphDefinitions)
            <h1>\(GalleryHTML.escape(title))</h1>
            <div class="phone" style="width:\(px(viewport.width));height:\(px(viewport.height));background:\(listBackground.hexString)">

            """
        for view in render.supplementaryViews {
            html += element(view.render, frame: view.frame, corners: nil)
        }
        for row in render.rows {
            html += element(row.render, frame: row.frame, corners: corners(of: row.indexPath))
        }
        html += """
            </div>
            <p class="caption">\(GalleryHTML.escape(caption))</p>
            </body>
            </html>

            """
        return html
    }

    /// Which corners an inset grouped section rounds on the row at `indexPath`.
    private func corners(of indexPath: IndexPath) -> (top: Bool, bottom: Bool)? {
        guard sectionCornerRadius > 0, itemCounts.indices.contains(indexPath.section) else {
            return nil
        }
        return (indexPath.item == 0, indexPath.item == itemCounts[indexPath.section] - 1)
    }

    /// One row, header or footer, positioned in the viewport.
    private func element(
        _ render: ViewRender, frame: CGRect, corners: (top: Bool, bottom: Bool)?
    ) -> String {
        let top = frame.minY - viewport.minY
        var style =
            "left:\(px(frame.minX));top:\(px(top));width:\(px(frame.width));height:\(px(frame.height))"
        if let corners {
            let radius = px(sectionCornerRadius)
            style +=
                ";border-radius:\(corners.top ? radius : "0") \(corners.top ? radius : "0") \(corners.bottom ? radius : "0") \(corners.bottom ? radius : "0")"
        }
        var html = "<div class=\"el\" style=\"\(style)\">"
        // A row swiped open slides left (or right) by its buttons' width; the buttons fill
        // the space it leaves.
        let buttons = render.swipeActions.map(Self.buttonWidths) ?? []
        let slide = buttons.reduce(0, +)
        let isLeading = render.swipeActions?.edge == .leading
        let shift = render.swipeActions == nil ? 0 : (isLeading ? slide : -slide)
        html += "<div class=\"slide\" style=\"left:\(px(shift))\">"
        if let background = render.background {
            // In an inset grouped section the section's ends are rounded (above), as UIKit
            // masks them, not every row.
            let radius = corners == nil ? px(background.cornerRadius) : "0"
            html +=
                "<div class=\"bg\" style=\"background:\(background.color.hexString);border-radius:\(radius)\"></div>"
        }
        if let frames = render.frames {
            if case .list(let content)? = render.content {
                html += texts(content, frames: frames)
            }
            for (accessory, frame) in zip(render.leadingAccessories, frames.leadingAccessories) {
                html += self.accessory(accessory, frame: frame)
            }
            for (accessory, frame) in zip(render.trailingAccessories, frames.trailingAccessories) {
                html += self.accessory(accessory, frame: frame)
            }
        }
        for separator in [render.topSeparator, render.bottomSeparator].compactMap({ $0 }) {
            guard let frame = separator.frame else { continue }
            // A hairline one CSS pixel tall, kept inside the row (a 3× display's third of a
            // point would vanish at one pixel per point).
            let top = min(
                frame.minY, max(frame.height == 0 ? 0 : Double(frameHeight(render)) - 1, 0))
            html +=
                "<div class=\"sep\" style=\"left:\(px(frame.minX));top:\(px(top));width:\(px(frame.width));background:\(separator.color.hexString)\"></div>"
        }
        html += "</div>"
        if let actions = render.swipeActions {
            var x = isLeading ? 0 : frame.width - slide
            for (action, width) in zip(actions.actions, buttons) {
                html +=
                    "<div class=\"btn\" style=\"left:\(px(x));width:\(px(width));background:\(action.backgroundColor.hexString)\">\(GalleryHTML.escape(action.title ?? ""))</div>"
                x += width
            }
        }
        return html + "</div>\n"
    }

    /// The height of a render's view.
    private func frameHeight(_ render: ViewRender) -> CGFloat {
        render.frames?.size.height ?? 0
    }

    /// The text, secondary text and image at their frames.
    private func texts(_ content: ListContentRender, frames: RenderFrames) -> String {
        var html = ""
        if let image = content.image, let frame = frames.image {
            let color = image.tintColor?.hexString ?? "currentColor"
            html +=
                "<span class=\"part\" style=\"\(box(frame, in: frames));color:\(color)\">\(GalleryHTML.glyph(image.image.name, width: frame.width, height: frame.height))</span>"
        }
        for (text, frame) in [
            (content.text, frames.text), (content.secondaryText, frames.secondaryText),
        ] {
            guard let text, let frame else { continue }
            let lineHeight = text.font.lineHeight ?? text.font.pointSize * 1.2
            html +=
                "<span class=\"part txt\" style=\"\(box(frame, in: frames));color:\(text.color.hexString);font-size:\(px(text.font.pointSize));line-height:\(px(lineHeight));font-weight:\(GalleryHTML.cssWeight(text.font.weight));text-align:\(alignment(text))\">\(GalleryHTML.escape(text.text))</span>"
        }
        return html
    }

    private func alignment(_ text: TextRender) -> String {
        switch text.alignment {
        case .center: return "center"
        case .justified: return "justify"
        case .natural: return "left"
        }
    }

    /// A part's frame, in the content view's frame, as CSS.
    private func box(_ frame: CGRect, in frames: RenderFrames) -> String {
        let x = frames.content.minX + frame.minX
        let y = frames.content.minY + frame.minY
        return
            "left:\(px(x));top:\(px(y));width:\(px(frame.width));height:\(px(frame.height))"
    }

    private func accessory(_ accessory: AccessoryRender, frame: CGRect) -> String {
        let color = accessory.tintColor.hexString
        let style =
            "left:\(px(frame.minX));top:\(px(frame.minY));width:\(px(frame.width));height:\(px(frame.height));color:\(color)"
        if let name = accessory.systemImageName {
            let rotation = accessory.isExpanded ? ";transform:rotate(90deg)" : ""
            return
                "<span class=\"part\" style=\"\(style)\(rotation)\">\(GalleryHTML.glyph(name, width: frame.width, height: frame.height))</span>"
        }
        let size = accessory.font.map { ";font-size:\(px($0.pointSize))" } ?? ""
        return
            "<span class=\"part txt\" style=\"\(style)\(size)\">\(GalleryHTML.escape(accessory.text ?? ""))</span>"
    }

    /// Each button's width: its title in 15-point text, with 15 points either side, and at
    /// least 74 points, as UIKit's swipe buttons are.
    static func buttonWidths(_ actions: SwipeActionsRender) -> [Double] {
        actions.actions.map { action in
            let title = TextMeasurement.width(
                of: action.title ?? "",
                font: Font.systemFont(ofSize: 15, weight: .medium).resolved(for: .large))
            return max(74, Double(title) + 30)
        }
    }

    private func px(_ value: Double) -> String { GalleryHTML.px(value) }
    private func px(_ value: CGFloat) -> String { GalleryHTML.px(Double(value)) }

    static let css = """
        body { font-family: -apple-system, "SF Pro Text", "Helvetica Neue", Arial, sans-serif;
               margin: 24px; background: #E5E5EA; color: #000; }
        h1 { font-size: 17px; font-weight: 600; margin: 0 0 12px; }
        .phone { position: relative; overflow: hidden; border: 10px solid #1C1C1E;
                 border-radius: 36px; box-sizing: content-box; }
        .el { position: absolute; overflow: hidden; }
        .slide { position: absolute; top: 0; width: 100%; height: 100%; }
        .bg { position: absolute; inset: 0; }
        .part { position: absolute; display: flex; align-items: center; justify-content: center; }
        .part.txt { display: block; overflow: hidden; white-space: pre-wrap;
                    overflow-wrap: anywhere; justify-content: flex-start; }
        .part svg { display: block; }
        .sep { position: absolute; height: 1px; }
        .btn { position: absolute; top: 0; height: 100%; display: flex; align-items: center;
               justify-content: center; color: #FFF; font-size: 15px; font-weight: 500; }
        .caption { max-width: 420px; font-size: 13px; color: #3C3C43; }
        """
}
