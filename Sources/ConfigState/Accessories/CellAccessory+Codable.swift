// JSON for accessories, their options and placements, and layouts.
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

/// A coding key for any string, to list and check the keys an object holds.
struct _AccessoryCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Checks that the object being decoded holds only `allowed` keys, then returns its
/// container.
///
/// - Throws: `DecodingError.typeMismatch` when the value is not an object;
///   `DecodingError.dataCorrupted` naming an unknown key and listing the allowed ones.
func _checkedContainer<Key: CodingKey>(
    _ decoder: any Decoder, keyedBy: Key.Type, allowed: [Key], what: String
) throws -> KeyedDecodingContainer<Key> {
    let names = allowed.map(\.stringValue)
    let all: KeyedDecodingContainer<_AccessoryCodingKey>
    do {
        all = try decoder.container(keyedBy: _AccessoryCodingKey.self)
    } catch {
        throw DecodingError.typeMismatch(
            [String: Any].self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "expected \(what) as an object with keys from: \(names.joined(separator: ", "))",
                underlyingError: error))
    }
    for key in all.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !names.contains(key.stringValue) {
        throw DecodingError.dataCorruptedError(
            forKey: key, in: all,
            debugDescription:
                "unknown key \"\(key.stringValue.prefix(60))\" in \(what); expected keys from: \(names.joined(separator: ", "))"
        )
    }
    return try decoder.container(keyedBy: Key.self)
}

/// Decodes a string-backed enumeration by name, listing the valid names when it is unknown.
func _decodeName<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, what: String, from decoder: any Decoder
) throws -> Value where Value.RawValue == String {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription:
                "unknown \(what) \"\(name.prefix(60))\"; expected one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
    return value
}

extension CellAccessory.DisplayedState: Codable {
    /// Decodes `"always"`, `"whenEditing"` or `"whenNotEditing"`; another name is a
    /// `DecodingError` listing these.
    public init(from decoder: any Decoder) throws {
        self = try _decodeName(Self.self, what: "displayed state", from: decoder)
    }

    /// Encodes the state's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension CellAccessory.OutlineDisclosureOptions.Style: Codable {
    /// Decodes `"automatic"`, `"header"` or `"cell"`; another name is a `DecodingError`
    /// listing these.
    public init(from decoder: any Decoder) throws {
        self = try _decodeName(Self.self, what: "outline disclosure style", from: decoder)
    }

    /// Encodes the style's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension CellAccessoryLayout.Edge: Codable {
    /// Decodes `"leading"` or `"trailing"`; another name is a `DecodingError` listing these.
    public init(from decoder: any Decoder) throws {
        self = try _decodeName(Self.self, what: "edge", from: decoder)
    }

    /// Encodes the edge's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
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
        switch name {
        case "actual": self = .actual
        case "standard": self = .standard
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "unknown layout dimension \"\(name.prefix(60))\"; expected \"actual\", \"standard\" or a positive number of points"
            )
        }
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
    static let _systemNames: [String] = CellAccessory.AccessoryType.systemTypes.map(\._name)

    /// The kind's name: `"checkmark"`, `"customView"`, ….
    var _name: String {
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
    static func _system(named name: String) -> Self? {
        systemTypes.first { $0._name == name }
    }

    /// Decodes a system kind by name (`"checkmark"`) or a custom view as
    /// `{"customView": {"identifier": …}}`; an unknown name is a `DecodingError` listing the
    /// valid ones.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(),
            let name = try? single.decode(String.self)
        {
            guard let type = Self._system(named: name) else {
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription:
                        "unknown accessory type \"\(name.prefix(60))\"; expected one of: \(Self._systemNames.joined(separator: ", ")), or {\"customView\": {\"identifier\": …}}"
                )
            }
            self = type
            return
        }
        let container = try _checkedContainer(
            decoder, keyedBy: CodingKeys.self, allowed: [.customView], what: "an accessory type")
        self = .customView(try container.decode(CustomView.self, forKey: .customView))
    }

    /// Encodes a system kind as its name and a custom view as `{"customView": …}`.
    public func encode(to encoder: any Encoder) throws {
        if case .customView(let view) = self {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(view, forKey: .customView)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(_name)
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
            switch name {
            case "first": self = .first
            case "last": self = .last
            default:
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription:
                        "unknown position \"\(name.prefix(60))\"; expected \"first\", \"last\", {\"before\": type}, {\"after\": type} or {\"index\": n}"
                )
            }
            return
        }
        let container = try _checkedContainer(
            decoder, keyedBy: CodingKeys.self, allowed: [.before, .after, .index],
            what: "a position")
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
        case .index: self = .index(try container._decodeNumber(Int.self, forKey: .index))
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
        let container = try _checkedContainer(
            decoder, keyedBy: CodingKeys.self, allowed: [.edge, .displayed, .at],
            what: "a placement")
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

// MARK: - Options

/// The keys of every options struct; each struct accepts its own subset.
enum _OptionKey: String, CodingKey {
    case style, isHidden, reservedLayoutWidth, tintColor, backgroundColor, showsVerticalSeparator
    case font, adjustsFontForContentSizeCategory
    case customView, placement, maintainsFixedSize

    static let common: [_OptionKey] = [.isHidden, .reservedLayoutWidth, .tintColor]
}

extension KeyedDecodingContainer where Key == _OptionKey {
    func _isHidden() throws -> Bool? { try decodeIfPresent(Bool.self, forKey: .isHidden) }
    func _width() throws -> CellAccessory.LayoutDimension? {
        try decodeIfPresent(CellAccessory.LayoutDimension.self, forKey: .reservedLayoutWidth)
    }
    func _color(_ key: _OptionKey) throws -> Color? { try decodeIfPresent(Color.self, forKey: key) }
}

extension KeyedEncodingContainer where Key == _OptionKey {
    /// Encodes the three options every accessory has, skipping default values.
    mutating func _encodeCommon(
        isHidden: Bool, reservedLayoutWidth: CellAccessory.LayoutDimension,
        defaultWidth: CellAccessory.LayoutDimension, tintColor: Color?
    ) throws {
        if isHidden { try encode(true, forKey: .isHidden) }
        if reservedLayoutWidth != defaultWidth {
            try encode(reservedLayoutWidth, forKey: .reservedLayoutWidth)
        }
        try encodeIfPresent(tintColor, forKey: .tintColor)
    }
}

extension CellAccessory.DisclosureIndicatorOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common,
            what: "disclosure indicator options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
    }
}

extension CellAccessory.CheckmarkOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common,
            what: "checkmark options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
    }
}

extension CellAccessory.DeleteOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common + [.backgroundColor],
            what: "delete options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor), backgroundColor: try c._color(.backgroundColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    }
}

extension CellAccessory.InsertOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common + [.backgroundColor],
            what: "insert options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor), backgroundColor: try c._color(.backgroundColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    }
}

extension CellAccessory.ReorderOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self,
            allowed: _OptionKey.common + [.showsVerticalSeparator], what: "reorder options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor),
            showsVerticalSeparator: try c.decodeIfPresent(
                Bool.self, forKey: .showsVerticalSeparator))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
        if !showsVerticalSeparator { try c.encode(false, forKey: .showsVerticalSeparator) }
    }
}

extension CellAccessory.MultiselectOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common + [.backgroundColor],
            what: "multiselect options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor), backgroundColor: try c._color(.backgroundColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    }
}

extension CellAccessory.OutlineDisclosureOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: [.style] + _OptionKey.common,
            what: "outline disclosure options")
        self.init(
            style: try c.decodeIfPresent(Style.self, forKey: .style), isHidden: try c._isHidden(),
            reservedLayoutWidth: try c._width(), tintColor: try c._color(.tintColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        if style != .automatic { try c.encode(style, forKey: .style) }
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
    }
}

extension CellAccessory.LabelOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self,
            allowed: _OptionKey.common + [.font, .adjustsFontForContentSizeCategory],
            what: "label options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor),
            font: try c.decodeIfPresent(Font.self, forKey: .font),
            adjustsFontForContentSizeCategory: try c.decodeIfPresent(
                Bool.self, forKey: .adjustsFontForContentSizeCategory))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
        if font != .body { try c.encode(font, forKey: .font) }
        if !adjustsFontForContentSizeCategory {
            try c.encode(false, forKey: .adjustsFontForContentSizeCategory)
        }
    }
}

extension CellAccessory.DetailOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common, what: "detail options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
    }
}

extension CellAccessory.PopUpMenuOptions: Codable {
    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self, allowed: _OptionKey.common,
            what: "pop-up menu options")
        self.init(
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor))
    }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: Self().reservedLayoutWidth, tintColor: tintColor)
    }
}

extension CellAccessory.CustomViewConfiguration: Codable {
    /// Decodes the configuration ``encode(to:)`` writes: `customView` and `placement` are
    /// required, the options default; unknown keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let c = try _checkedContainer(
            decoder, keyedBy: _OptionKey.self,
            allowed: [.customView, .placement] + _OptionKey.common + [.maintainsFixedSize],
            what: "a custom view configuration")
        self.init(
            customView: try c.decode(CustomView.self, forKey: .customView),
            placement: try c.decode(CellAccessory.Placement.self, forKey: .placement),
            isHidden: try c._isHidden(), reservedLayoutWidth: try c._width(),
            tintColor: try c._color(.tintColor),
            maintainsFixedSize: try c.decodeIfPresent(Bool.self, forKey: .maintainsFixedSize))
    }

    /// Encodes the view, the placement and the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: _OptionKey.self)
        try c.encode(customView, forKey: .customView)
        try c.encode(placement, forKey: .placement)
        try c._encodeCommon(
            isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth,
            defaultWidth: CellAccessory.AccessoryType.customView(customView)
                ._defaultReservedLayoutWidth,
            tintColor: tintColor)
        if maintainsFixedSize { try c.encode(true, forKey: .maintainsFixedSize) }
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
        let all = try _checkedContainer(
            decoder, keyedBy: CodingKeys.self,
            allowed: [.type, .text, .menu, .displayed, .options, .configuration],
            what: "an accessory")
        let name = try all.decode(String.self, forKey: .type)
        if name == "customView" {
            let c = try _checkedContainer(
                decoder, keyedBy: CodingKeys.self, allowed: [.type, .configuration],
                what: "a customView accessory (its displayed state is in configuration.placement)")
            self = .customView(
                configuration: try c.decode(CustomViewConfiguration.self, forKey: .configuration))
            return
        }
        guard let type = AccessoryType._system(named: name), let system = type._system else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: all,
                debugDescription:
                    "unknown accessory type \"\(name.prefix(60))\"; expected one of: \((AccessoryType._systemNames + ["customView"]).joined(separator: ", "))"
            )
        }
        var allowed: [CodingKeys] = [.type, .displayed, .options]
        if type == .label { allowed.append(.text) }
        if type == .popUpMenu { allowed.append(.menu) }
        let c = try _checkedContainer(
            decoder, keyedBy: CodingKeys.self, allowed: allowed, what: "a \(name) accessory")
        let displayed =
            try c.decodeIfPresent(DisplayedState.self, forKey: .displayed)
            ?? system.defaultDisplayed
        func options<Value: Decodable>(_ type: Value.Type, _ fallback: Value) throws -> Value {
            try c.decodeIfPresent(type, forKey: .options) ?? fallback
        }
        switch type {
        case .disclosureIndicator:
            self = .disclosureIndicator(
                displayed: displayed, options: try options(DisclosureIndicatorOptions.self, .init())
            )
        case .checkmark:
            self = .checkmark(
                displayed: displayed, options: try options(CheckmarkOptions.self, .init()))
        case .delete:
            self = .delete(displayed: displayed, options: try options(DeleteOptions.self, .init()))
        case .insert:
            self = .insert(displayed: displayed, options: try options(InsertOptions.self, .init()))
        case .reorder:
            self = .reorder(
                displayed: displayed, options: try options(ReorderOptions.self, .init()))
        case .multiselect:
            self = .multiselect(
                displayed: displayed, options: try options(MultiselectOptions.self, .init()))
        case .outlineDisclosure:
            self = .outlineDisclosure(
                displayed: displayed, options: try options(OutlineDisclosureOptions.self, .init()))
        case .label:
            self = .label(
                text: try c.decode(String.self, forKey: .text), displayed: displayed,
                options: try options(LabelOptions.self, .init()))
        case .detail:
            self = .detail(displayed: displayed, options: try options(DetailOptions.self, .init()))
        case .popUpMenu:
            self = .popUpMenu(
                try c.decode(Menu.self, forKey: .menu), displayed: displayed,
                options: try options(PopUpMenuOptions.self, .init()))
        case .customView:
            // `_system(named:)` never returns a custom view; they are decoded above.
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c, debugDescription: "a customView accessory needs configuration"
            )
        }
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
        try c.encode(accessoryType._name, forKey: .type)
        func encodeOptions<Value: Encodable & Equatable>(_ options: Value, default: Value)
            throws
        {
            try c.encode(displayed, forKey: .displayed)
            if options != `default` { try c.encode(options, forKey: .options) }
        }
        switch _options {
        case .disclosureIndicator(let options): try encodeOptions(options, default: .init())
        case .checkmark(let options): try encodeOptions(options, default: .init())
        case .delete(let options): try encodeOptions(options, default: .init())
        case .insert(let options): try encodeOptions(options, default: .init())
        case .reorder(let options): try encodeOptions(options, default: .init())
        case .multiselect(let options): try encodeOptions(options, default: .init())
        case .outlineDisclosure(let options): try encodeOptions(options, default: .init())
        case .label(let text, let options):
            try c.encode(text, forKey: .text)
            try encodeOptions(options, default: .init())
        case .customView(let configuration):
            try c.encode(configuration, forKey: .configuration)
        case .detail(let options): try encodeOptions(options, default: .init())
        case .popUpMenu(let menu, let options):
            try c.encode(menu, forKey: .menu)
            try encodeOptions(options, default: .init())
        }
    }
}

// MARK: - Layouts

extension CellAccessoryLayout.Item: Codable {
    private enum CodingKeys: String, CodingKey {
        case accessoryType, edge, sourceIndex, isHidden, reservedLayoutWidth, tintColor
        case backgroundColor, systemImageName, text, font, adjustsFontForContentSizeCategory
        case isChecked, isExpanded, outlineDisclosureStyle, verticalSeparatorColor, customView
        case maintainsFixedSize, menu
    }

    /// Decodes the object ``encode(to:)`` writes; flags that are missing are `false`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let sourceIndex = try c._decodeNumber(Int.self, forKey: .sourceIndex)
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
    private enum CodingKeys: String, CodingKey {
        case leading, trailing
    }

    /// Decodes `{"leading": […], "trailing": […]}`; a missing edge is empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            leading: try c.decodeIfPresent([Item].self, forKey: .leading) ?? [],
            trailing: try c.decodeIfPresent([Item].self, forKey: .trailing) ?? [])
    }

    /// Encodes both edges.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(leading, forKey: .leading)
        try c.encode(trailing, forKey: .trailing)
    }
}
