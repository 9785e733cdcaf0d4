// JSON for accessory options, written once for every kind: each kind lists its options as
// `AccessoryOptionField`s, and the functions below check the keys against that list, read the
// options in its order, and write, in the same order, those that differ from the defaults.
//
//   {}                                            every option at its default
//   {"isHidden": true, "tintColor": "systemRed"}  checkmark options
//   {"style": "header"}                           outline disclosure options
//
// Missing keys take the defaults and unknown keys are a `DecodingError` that lists the valid
// ones, so a misspelt option never silently takes its default.

/// The keys of every options struct; each struct accepts its own subset.
///
/// Keeps its name: a missing required key's `DecodingError.keyNotFound` message quotes the
/// key's type (`_OptionKey(stringValue: "customView", …)`).
enum _OptionKey: String, CodingKey {
    case style, isHidden, reservedLayoutWidth, tintColor, backgroundColor, showsVerticalSeparator
    case font, adjustsFontForContentSizeCategory
    case customView, placement, maintainsFixedSize
}

/// One option as JSON holds it: its key, how to read it into the options, and how to write it
/// from them.
///
/// A list of these is a kind's whole JSON format; closures stand in for the option's type so
/// that one list can hold options of different types. Only coding runs them, never layout.
struct AccessoryOptionField<Options>: Sendable {
    /// The option's key, which is also its property's name.
    let key: _OptionKey
    /// Reads the option when the object holds its key; a missing key leaves it as it is.
    let decode: @Sendable (KeyedDecodingContainer<_OptionKey>, inout Options) throws -> Void
    /// Writes the option when it differs from the one in the second argument, the defaults.
    let encode:
        @Sendable (Options, Options, inout KeyedEncodingContainer<_OptionKey>) throws -> Void

    /// An option that JSON leaves out while it equals the default.
    ///
    /// An optional option — a colour that defaults to the kind's own — defaults to `nil`, so
    /// JSON holds it only when set, and a `null` in JSON leaves it `nil`.
    init<Value: Codable & Equatable & Sendable>(
        _ key: _OptionKey, _ path: WritableKeyPath<Options, Value> & Sendable
    ) {
        self.key = key
        decode = { container, options in
            if let value = try container.decodeIfPresent(Value.self, forKey: key) {
                options[keyPath: path] = value
            }
        }
        encode = { options, defaults, container in
            let value = options[keyPath: path]
            if value != defaults[keyPath: path] { try container.encode(value, forKey: key) }
        }
    }
}

extension AccessoryOptions {
    /// The options every kind has, in the order every kind lists them.
    static var commonCodingFields: [AccessoryOptionField<Self>] {
        [
            AccessoryOptionField(.isHidden, \.isHidden),
            AccessoryOptionField(.reservedLayoutWidth, \.reservedLayoutWidth),
            AccessoryOptionField(.tintColor, \.tintColor),
        ]
    }

    /// The object being decoded, checked to hold only `requiredKeys` and the keys of
    /// ``codingFields``, which errors list in that order.
    static func checkedContainer(_ decoder: any Decoder, requiredKeys: [_OptionKey] = [])
        throws -> KeyedDecodingContainer<_OptionKey>
    {
        try decoder.checkedContainer(
            keyedBy: _OptionKey.self, allowed: requiredKeys + codingFields.map(\.key),
            what: codingName)
    }

    /// Reads the options `container` holds, in the order of ``codingFields``, so that of two
    /// bad options the error names the one listed first.
    mutating func decodeFields(from container: KeyedDecodingContainer<_OptionKey>) throws {
        for field in Self.codingFields { try field.decode(container, &self) }
    }

    /// Writes the options that differ from `defaults`, in the order of ``codingFields``.
    func encodeFields(to container: inout KeyedEncodingContainer<_OptionKey>, defaults: Self)
        throws
    {
        for field in Self.codingFields { try field.encode(self, defaults, &container) }
    }
}

extension SystemAccessoryOptions {
    /// Decodes the object ``encodeOptions(to:)`` writes: the defaults with the options the
    /// object holds.
    init(decodingOptionsFrom decoder: any Decoder) throws {
        let container = try Self.checkedContainer(decoder)
        self = Self.defaults
        try decodeFields(from: container)
    }

    /// Encodes the options that differ from the defaults as an object; `{}` for the defaults.
    func encodeOptions(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: _OptionKey.self)
        try encodeFields(to: &container, defaults: Self.defaults)
    }
}

// MARK: - The options of each kind

// Each kind's name in errors, its defaults and its options beyond the common three. The
// public `init(from:)` and `encode(to:)` only forward: a conformance to the public `Codable`
// needs public members on each type, which an internal protocol's extension cannot supply.

extension CellAccessory.DisclosureIndicatorOptions: Codable, SystemAccessoryOptions {
    static let codingName = "disclosure indicator options"
    static let defaults = Self()
    static let codingFields = commonCodingFields

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.CheckmarkOptions: Codable, SystemAccessoryOptions {
    static let codingName = "checkmark options"
    static let defaults = Self()
    static let codingFields = commonCodingFields

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.DeleteOptions: Codable, SystemAccessoryOptions {
    static let codingName = "delete options"
    static let defaults = Self()
    static let codingFields =
        commonCodingFields + [AccessoryOptionField(.backgroundColor, \.backgroundColor)]

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.InsertOptions: Codable, SystemAccessoryOptions {
    static let codingName = "insert options"
    static let defaults = Self()
    static let codingFields =
        commonCodingFields + [AccessoryOptionField(.backgroundColor, \.backgroundColor)]

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.ReorderOptions: Codable, SystemAccessoryOptions {
    static let codingName = "reorder options"
    static let defaults = Self()
    static let codingFields =
        commonCodingFields + [
            AccessoryOptionField(.showsVerticalSeparator, \.showsVerticalSeparator)
        ]

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.MultiselectOptions: Codable, SystemAccessoryOptions {
    static let codingName = "multiselect options"
    static let defaults = Self()
    static let codingFields =
        commonCodingFields + [AccessoryOptionField(.backgroundColor, \.backgroundColor)]

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.OutlineDisclosureOptions: Codable, SystemAccessoryOptions {
    static let codingName = "outline disclosure options"
    static let defaults = Self()
    static let codingFields = [AccessoryOptionField(.style, \.style)] + commonCodingFields

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.LabelOptions: Codable, SystemAccessoryOptions {
    static let codingName = "label options"
    static let defaults = Self()
    static let codingFields =
        commonCodingFields + [
            AccessoryOptionField(.font, \.font),
            AccessoryOptionField(
                .adjustsFontForContentSizeCategory, \.adjustsFontForContentSizeCategory),
        ]

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.DetailOptions: Codable, SystemAccessoryOptions {
    static let codingName = "detail options"
    static let defaults = Self()
    static let codingFields = commonCodingFields

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.PopUpMenuOptions: Codable, SystemAccessoryOptions {
    static let codingName = "pop-up menu options"
    static let defaults = Self()
    static let codingFields = commonCodingFields

    /// Decodes the options ``encode(to:)`` writes; missing keys take the defaults, unknown
    /// keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws { try self.init(decodingOptionsFrom: decoder) }

    /// Encodes the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws { try encodeOptions(to: encoder) }
}

extension CellAccessory.CustomViewConfiguration: Codable, AccessoryOptions {
    static let codingName = "a custom view configuration"
    static let codingFields =
        commonCodingFields + [AccessoryOptionField(.maintainsFixedSize, \.maintainsFixedSize)]

    /// Decodes the configuration ``encode(to:)`` writes: `customView` and `placement` are
    /// required, the options default; unknown keys are a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try Self.checkedContainer(decoder, requiredKeys: [.customView, .placement])
        self.init(
            customView: try container.decode(CustomView.self, forKey: .customView),
            placement: try container.decode(CellAccessory.Placement.self, forKey: .placement))
        try decodeFields(from: container)
    }

    /// Encodes the view, the placement and the options that differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: _OptionKey.self)
        try container.encode(customView, forKey: .customView)
        try container.encode(placement, forKey: .placement)
        try encodeFields(
            to: &container, defaults: Self(customView: customView, placement: placement))
    }
}
