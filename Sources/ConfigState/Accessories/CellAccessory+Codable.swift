// JSON for accessories, their options and placements (layouts: `CellAccessoryLayout+Codable`).
//
//   {"type": "checkmark", "displayed": "always", "options": {"tintColor": "systemRed"}}
//   {"type": "label", "text": "12", "displayed": "always"}
//   {"type": "popUpMenu", "menu": {"children": ["A", "B"]}, "displayed": "always"}
//   {"type": "customView",
//    "configuration": {"customView": {"identifier": "badge"},
//                      "placement": {"edge": "trailing", "displayed": "always", "at": "first"}}}
//
// Encoding writes only options that differ from the defaults; decoding fills the defaults in,
// so a value round-trips exactly — except for action handlers, which are closures and are
// never encoded: a decoded accessory has none. Unknown names and keys, and values the
// initializers would clamp, are `DecodingError`s that say what was expected.

extension CellAccessory.DisplayedState: Codable {
    /// Decodes `"always"`, `"whenEditing"` or `"whenNotEditing"`; another name is a
    /// `DecodingError` listing these.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "displayed state")
    }
}

extension CellAccessory.OutlineDisclosureOptions.Style: Codable {
    /// Decodes `"automatic"`, `"header"` or `"cell"`; another name is a `DecodingError`
    /// listing these.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "outline disclosure style")
    }
}

extension CellAccessory.LayoutDimension: Codable {
    /// Decodes `"actual"`, `"standard"`, or a number of points for ``custom(_:)``.
    ///
    /// Unlike the options' setters, decoding does not clamp: a number that is not positive is
    /// a `DecodingError.dataCorrupted` that says so (use `"actual"` for the actual width).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let width = try? container.decode(Double.self) {
            guard width.isFinite, width > 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "a custom reserved layout width must be a positive number of points, not \(width); use \"actual\" for the accessory's own width"
                )
            }
            self = .custom(width)
            return
        }
        let name: String
        do {
            name = try container.decode(String.self)
        } catch {
            throw DecodingError.typeMismatch(
                CellAccessory.LayoutDimension.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a layout dimension: \"actual\", \"standard\" or a positive number of points",
                    underlyingError: error))
        }
        self = try decoder.value(
            named: name, in: ["actual": .actual, "standard": .standard], what: "layout dimension",
            expected: #""actual", "standard" or a positive number of points"#)
    }

    /// Encodes `"actual"`, `"standard"`, or the custom width as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .actual: try container.encode("actual")
        case .standard: try container.encode("standard")
        case .custom(let width): try container.encode(width)
        }
    }
}

extension CellAccessory.AccessoryType: Codable {
    private enum CodingKeys: String, CodingKey {
        case customView
    }

    /// The names of the system kinds, as JSON spells them.
    static let systemNames: [String] = CellAccessory.AccessoryType.systemTypes.map(\.name)

    /// The kind's name: `"checkmark"`, `"customView"`, ….
    var name: String {
        switch self {
        case .disclosureIndicator: return "disclosureIndicator"
        case .outlineDisclosure: return "outlineDisclosure"
        case .checkmark: return "checkmark"
        case .delete: return "delete"
        case .insert: return "insert"
        case .reorder: return "reorder"
        case .multiselect: return "multiselect"
        case .label: return "label"
        case .detail: return "detail"
        case .popUpMenu: return "popUpMenu"
        case .customView: return "customView"
        }
    }

    /// The system kind called `name`, if there is one.
    static func systemType(named name: String) -> Self? {
        systemTypes.first { $0.name == name }
    }

    /// Decodes a system kind by name (`"checkmark"`) or a custom view as
    /// `{"customView": {"identifier": …}}`; an unknown name is a `DecodingError` listing the
    /// valid ones.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(),
            let name = try? single.decode(String.self)
        {
            guard let type = Self.systemType(named: name) else {
                throw decoder.dataCorruptedError(
                    unknownNameDescription(
                        "accessory type", name,
                        expected:
                            #"one of: \#(Self.systemNames.joined(separator: ", ")), or {"customView": {"identifier": …}}"#
                    ))
            }
            self = type
            return
        }
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, allowed: [.customView], what: "an accessory type")
        self = .customView(try container.decode(CustomView.self, forKey: .customView))
    }

    /// Encodes a system kind as its name and a custom view as `{"customView": …}`.
    public func encode(to encoder: any Encoder) throws {
        if case .customView(let view) = self {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(view, forKey: .customView)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }
}

extension CellAccessory.Placement.Position: Codable {
    private enum CodingKeys: String, CodingKey {
        case before, after, index
    }

    /// Decodes `"first"`, `"last"`, `{"before": type}`, `{"after": type}` or `{"index": n}`,
    /// where a type is as ``CellAccessory/AccessoryType`` decodes it.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(),
            let name = try? single.decode(String.self)
        {
            self = try decoder.value(
                named: name, in: ["first": .first, "last": .last], what: "position",
                expected: #""first", "last", {"before": type}, {"after": type} or {"index": n}"#)
            return
        }
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, allowed: [.before, .after, .index], what: "a position")
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a position object has exactly one key: before, after or index"))
        }
        switch key {
        case .before:
            self = .before(try container.decode(CellAccessory.AccessoryType.self, forKey: .before))
        case .after:
            self = .after(try container.decode(CellAccessory.AccessoryType.self, forKey: .after))
        case .index: self = .index(try container.decodeNumber(Int.self, forKey: .index))
        }
    }

    /// Encodes `"first"`, `"last"`, or a one-key object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .first, .last:
            var container = encoder.singleValueContainer()
            try container.encode(self == .first ? "first" : "last")
        case .before(let type):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .before)
        case .after(let type):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .after)
        case .index(let index):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
        }
    }
}

extension CellAccessory.Placement: Codable {
    private enum CodingKeys: String, CodingKey {
        case edge, displayed, at
    }

    /// Decodes `{"edge": "leading" | "trailing", "displayed": …, "at": …}`; `displayed` and
    /// `at` are optional and default as UIKit's (always; last on the leading edge, first on
    /// the trailing edge).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, allowed: [.edge, .displayed, .at], what: "a placement")
        let edge = try container.decode(CellAccessoryLayout.Edge.self, forKey: .edge)
        let displayed =
            try container.decodeIfPresent(CellAccessory.DisplayedState.self, forKey: .displayed)
            ?? .always
        let position = try container.decodeIfPresent(Position.self, forKey: .at)
        switch edge {
        case .leading: self = .leading(displayed: displayed, at: position ?? .last)
        case .trailing: self = .trailing(displayed: displayed, at: position ?? .first)
        }
    }

    /// Encodes the edge, the displayed state and the position.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(edge, forKey: .edge)
        try container.encode(displayed, forKey: .displayed)
        try container.encode(position, forKey: .at)
    }
}
// MARK: - Accessories

extension CellAccessory: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, text, menu, displayed, options, configuration
    }

    /// Decodes the object ``encode(to:)`` writes.
    ///
    /// `type` names the kind (a `DecodingError` lists the valid names when it is unknown);
    /// `displayed` and `options` are optional and default as the UIKit factory's; a label needs
    /// `text`, a pop-up menu `menu`, a custom view `configuration` (its displayed state is its
    /// placement's). Keys that do not belong to the kind are a `DecodingError`. A decoded
    /// accessory has no handlers: they are closures and are never encoded.
    public init(from decoder: any Decoder) throws {
        let all = try decoder.checkedContainer(
            keyedBy: CodingKeys.self,
            allowed: [.type, .text, .menu, .displayed, .options, .configuration],
            what: "an accessory")
        let name = try all.decode(String.self, forKey: .type)
        if name == "customView" {
            let c = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, allowed: [.type, .configuration],
                what: "a customView accessory (its displayed state is in configuration.placement)")
            self = .customView(
                configuration: try c.decode(CustomViewConfiguration.self, forKey: .configuration))
            return
        }
        guard let type = AccessoryType.systemType(named: name), let system = type.systemTraits
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: all,
                debugDescription: unknownNameDescription(
                    "accessory type", name, expected: AccessoryType.systemNames + ["customView"]))
        }
        var allowed: [CodingKeys] = [.type, .displayed, .options]
        if type == .label { allowed.append(.text) }
        if type == .popUpMenu { allowed.append(.menu) }
        let c = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, allowed: allowed, what: "a \(name) accessory")
        let displayed =
            try c.decodeIfPresent(DisplayedState.self, forKey: .displayed)
            ?? system.defaultDisplayed
        func decoded<Value: SystemAccessoryOptions>() throws -> Value {
            try c.decodeIfPresent(Value.self, forKey: .options) ?? Value.defaults
        }
        let options: Options
        switch type {
        case .disclosureIndicator: options = .disclosureIndicator(try decoded())
        case .checkmark: options = .checkmark(try decoded())
        case .delete: options = .delete(try decoded())
        case .insert: options = .insert(try decoded())
        case .reorder: options = .reorder(try decoded())
        case .multiselect: options = .multiselect(try decoded())
        case .outlineDisclosure: options = .outlineDisclosure(try decoded())
        case .label:
            options = .label(text: try c.decode(String.self, forKey: .text), options: try decoded())
        case .detail: options = .detail(try decoded())
        case .popUpMenu:
            options = .popUpMenu(try c.decode(Menu.self, forKey: .menu), options: try decoded())
        case .customView:
            // `systemType(named:)` never returns a custom view; they are decoded above.
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c, debugDescription: "a customView accessory needs configuration"
            )
        }
        self.init(options, displayed: displayed)
    }

    /// Encodes `{"type": …, "displayed": …, "options": {…}}` — with `text` for a label,
    /// `menu` for a pop-up menu, and `{"type": "customView", "configuration": {…}}` for a
    /// custom view.
    /// Options at their defaults are left out. Handlers are not encoded and never make encoding
    /// fail.
    ///
    /// - Throws: `EncodingError` only when a colour holds a closure transformer (see `Color`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(accessoryType.name, forKey: .type)
        func encodeOptions<Value: SystemAccessoryOptions>(_ options: Value) throws {
            try c.encode(displayed, forKey: .displayed)
            if options != Value.defaults { try c.encode(options, forKey: .options) }
        }
        switch options {
        case .disclosureIndicator(let options): try encodeOptions(options)
        case .checkmark(let options): try encodeOptions(options)
        case .delete(let options): try encodeOptions(options)
        case .insert(let options): try encodeOptions(options)
        case .reorder(let options): try encodeOptions(options)
        case .multiselect(let options): try encodeOptions(options)
        case .outlineDisclosure(let options): try encodeOptions(options)
        case .label(let text, let options):
            try c.encode(text, forKey: .text)
            try encodeOptions(options)
        case .customView(let configuration):
            try c.encode(configuration, forKey: .configuration)
        case .detail(let options): try encodeOptions(options)
        case .popUpMenu(let menu, let options):
            try c.encode(menu, forKey: .menu)
            try encodeOptions(options)
        }
    }
}
