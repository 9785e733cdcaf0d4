// JSON for layouts: what `CellAccessory.layout(_:for:)` computed, for golden files and for
// hosts that draw in another process.
//
//   {"leading": [], "trailing": [{"accessoryType": "checkmark", "edge": "trailing",
//     "sourceIndex": 0, "reservedLayoutWidth": "standard", "tintColor": "tintColor",
//     "systemImageName": "checkmark"}]}

extension CellAccessoryLayout.Edge: Codable {
    /// Decodes `"leading"` or `"trailing"`; another name is a `DecodingError` listing these.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "edge")
    }
}

extension CellAccessoryLayout.Item: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case accessoryType, edge, sourceIndex, isHidden, reservedLayoutWidth, tintColor
        case backgroundColor, systemImageName, text, font, adjustsFontForContentSizeCategory
        case isChecked, isExpanded, outlineDisclosureStyle, verticalSeparatorColor, customView
        case maintainsFixedSize, menu
    }

    /// Decodes the object ``encode(to:)`` writes; flags that are missing are `false`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "an accessory layout item")
        let sourceIndex = try c.decodeNumber(Int.self, forKey: .sourceIndex)
        guard sourceIndex >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .sourceIndex, in: c,
                debugDescription:
                    "sourceIndex is an index into the accessories: 0 or more, not \(sourceIndex)")
        }
        self.init(
            accessoryType: try c.decode(CellAccessory.AccessoryType.self, forKey: .accessoryType),
            edge: try c.decode(CellAccessoryLayout.Edge.self, forKey: .edge),
            sourceIndex: sourceIndex,
            isHidden: try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            reservedLayoutWidth: try c.decode(
                CellAccessory.LayoutDimension.self, forKey: .reservedLayoutWidth),
            tintColor: try c.decode(Color.self, forKey: .tintColor),
            backgroundColor: try c.decodeIfPresent(Color.self, forKey: .backgroundColor),
            systemImageName: try c.decodeIfPresent(String.self, forKey: .systemImageName),
            text: try c.decodeIfPresent(String.self, forKey: .text),
            font: try c.decodeIfPresent(Font.self, forKey: .font),
            adjustsFontForContentSizeCategory: try c.decodeIfPresent(
                Bool.self, forKey: .adjustsFontForContentSizeCategory) ?? false,
            isChecked: try c.decodeIfPresent(Bool.self, forKey: .isChecked) ?? false,
            isExpanded: try c.decodeIfPresent(Bool.self, forKey: .isExpanded) ?? false,
            outlineDisclosureStyle: try c.decodeIfPresent(
                CellAccessory.OutlineDisclosureOptions.Style.self, forKey: .outlineDisclosureStyle),
            verticalSeparatorColor: try c.decodeIfPresent(
                Color.self, forKey: .verticalSeparatorColor),
            customView: try c.decodeIfPresent(CustomView.self, forKey: .customView),
            maintainsFixedSize: try c.decodeIfPresent(Bool.self, forKey: .maintainsFixedSize)
                ?? false,
            menu: try c.decodeIfPresent(Menu.self, forKey: .menu))
    }

    /// Encodes the kind, edge, source index, reserved width and tint, and the other properties
    /// that are set (`true` flags, non-`nil` values).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(accessoryType, forKey: .accessoryType)
        try c.encode(edge, forKey: .edge)
        try c.encode(sourceIndex, forKey: .sourceIndex)
        if isHidden { try c.encode(true, forKey: .isHidden) }
        try c.encode(reservedLayoutWidth, forKey: .reservedLayoutWidth)
        try c.encode(tintColor, forKey: .tintColor)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try c.encodeIfPresent(systemImageName, forKey: .systemImageName)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(font, forKey: .font)
        if adjustsFontForContentSizeCategory {
            try c.encode(true, forKey: .adjustsFontForContentSizeCategory)
        }
        if isChecked { try c.encode(true, forKey: .isChecked) }
        if isExpanded { try c.encode(true, forKey: .isExpanded) }
        try c.encodeIfPresent(outlineDisclosureStyle, forKey: .outlineDisclosureStyle)
        try c.encodeIfPresent(verticalSeparatorColor, forKey: .verticalSeparatorColor)
        try c.encodeIfPresent(customView, forKey: .customView)
        if maintainsFixedSize { try c.encode(true, forKey: .maintainsFixedSize) }
        try c.encodeIfPresent(menu, forKey: .menu)
    }
}

extension CellAccessoryLayout: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case leading, trailing
    }

    /// Decodes `{"leading": […], "trailing": […]}`; a missing edge is empty.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "an accessory layout")
        self.init(
            leading: try c.decodeIfPresent([Item].self, forKey: .leading) ?? [],
            trailing: try c.decodeIfPresent([Item].self, forKey: .trailing) ?? [])
    }

    /// Encodes both edges.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(leading, forKey: .leading)
        try c.encode(trailing, forKey: .trailing)
    }
}
