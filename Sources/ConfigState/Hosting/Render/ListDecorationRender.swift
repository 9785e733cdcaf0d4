/// A separator as a screen shows it: where it starts and ends, its resolved colour, and its
/// frame when the view has a size.
public struct SeparatorRender: Hashable, Sendable, Codable {
    /// How far the separator starts from the view's leading edge.
    public var leadingInset: Double
    /// How far the separator ends from the view's trailing edge.
    public var trailingInset: Double
    /// The resolved colour.
    public var color: Color.Resolved
    /// The visual effect, if any.
    public var visualEffect: VisualEffect?
    /// The separator's frame in the view: one pixel (1 / `displayScale` points) tall, along
    /// the view's top or bottom edge; `nil` for a view of zero size.
    public var frame: CGRect?

    /// Creates a separator render.
    public init(
        leadingInset: Double, trailingInset: Double, color: Color.Resolved,
        visualEffect: VisualEffect? = nil, frame: CGRect? = nil
    ) {
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.color = color
        self.visualEffect = visualEffect
        self.frame = frame
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case leadingInset, trailingInset, color, visualEffect, frame
    }

    /// Decodes a separator render; the frame, when present, must be finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a separator render")
        leadingInset = try container.decode(Double.self, forKey: .leadingInset)
        trailingInset = try container.decode(Double.self, forKey: .trailingInset)
        color = try container.decode(Color.Resolved.self, forKey: .color)
        visualEffect = try container.decodeIfPresent(VisualEffect.self, forKey: .visualEffect)
        frame = try container.decodeRectIfPresent(forKey: .frame)
    }

    /// Encodes the separator, its frame as `{"x", "y", "width", "height"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(leadingInset, forKey: .leadingInset)
        try container.encode(trailingInset, forKey: .trailingInset)
        try container.encode(color, forKey: .color)
        try container.encodeIfPresent(visualEffect, forKey: .visualEffect)
        try container.encodeRectIfPresent(frame, forKey: .frame)
    }

    var summary: String {
        var parts = [
            "insets \(formatNumber(leadingInset)) \(formatNumber(trailingInset))", "\(color)",
        ]
        if let visualEffect { parts.append("effect \(visualEffect)") }
        if let frame { parts.append(formatRect(frame)) }
        return parts.joined(separator: ", ")
    }
}

/// The swipe actions a swiped list cell reveals, as a screen shows them (beyond UIKit).
public struct SwipeActionsRender: Hashable, Sendable, Codable {
    /// One action's button.
    public struct Action: Hashable, Sendable, Codable {
        /// The action's style.
        public var style: ContextualAction.Style
        /// The title, if any.
        public var title: String?
        /// The image, if any.
        public var image: Image?
        /// The resolved background colour.
        public var backgroundColor: Color.Resolved

        /// Creates an action's render.
        public init(
            style: ContextualAction.Style, title: String?, image: Image?,
            backgroundColor: Color.Resolved
        ) {
            self.style = style
            self.title = title
            self.image = image
            self.backgroundColor = backgroundColor
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case style, title, image, backgroundColor
        }

        /// Decodes the style and the colour, and the title and image when present; any other
        /// key is a `DecodingError.dataCorrupted` that names it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "a swipe action render")
            style = try container.decode(ContextualAction.Style.self, forKey: .style)
            title = try container.decodeIfPresent(String.self, forKey: .title)
            image = try container.decodeIfPresent(Image.self, forKey: .image)
            backgroundColor = try container.decode(Color.Resolved.self, forKey: .backgroundColor)
        }
    }

    /// The edge the actions are revealed on.
    public var edge: CollectionView.SwipeEdge
    /// The actions, the first nearest the edge.
    public var actions: [Action]

    /// Creates a render of revealed swipe actions.
    public init(edge: CollectionView.SwipeEdge, actions: [Action]) {
        self.edge = edge
        self.actions = actions
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case edge, actions }

    /// Decodes the edge and the actions; any other key is a `DecodingError.dataCorrupted` that
    /// names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a swipe actions render")
        edge = try container.decode(CollectionView.SwipeEdge.self, forKey: .edge)
        actions = try container.decode([Action].self, forKey: .actions)
    }

    var summaries: [String] {
        actions.map { action in
            var parts = ["\(action.style)"]
            if let title = action.title { parts.append(String(reflecting: title)) }
            if let image = action.image { parts.append("image \(image)") }
            parts.append("background \(action.backgroundColor)")
            return parts.joined(separator: ", ")
        }
    }
}

extension ContextualAction.Style: Codable {}
