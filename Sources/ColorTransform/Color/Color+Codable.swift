extension Color.Resolved: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case red, green, blue, alpha
    }

    /// Decodes `{"red": r, "green": g, "blue": b, "alpha": a}` (alpha optional, default 1).
    ///
    /// Unlike the initializers, decoding does not clamp: a non-finite or out-of-range value is
    /// a `DecodingError.dataCorrupted` naming the component (see ``ColorComponentError``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a fixed colour")
        let red = try container.decodeNumber(Double.self, forKey: .red)
        let green = try container.decodeNumber(Double.self, forKey: .green)
        let blue = try container.decodeNumber(Double.self, forKey: .blue)
        let alpha = try container.decodeNumberIfPresent(Double.self, forKey: .alpha) ?? 1
        do {
            try self.init(validatingRed: red, green: green, blue: blue, alpha: alpha)
        } catch {
            throw decoder.dataCorruptedError(error.description, underlyingError: error)
        }
    }

    /// Encodes the four components as an object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}

/// How many colours enclose the one being decoded, on this task or thread.
enum ColorDecodingDepth {
    @TaskLocal static var current = 0
}

extension Color: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, alpha
        case light, dark, highContrastLight, highContrastDark, elevatedLight, elevatedDark
        case highContrastElevatedLight, highContrastElevatedDark
        case base, transformer
    }

    /// Decodes any of the forms ``encode(to:)`` writes, and also a hex string such as
    /// `"#0A84FF"`.
    ///
    /// - A string: a ``SystemColor`` name (`"systemBlue"`), `"tintColor"`, or a hex colour.
    /// - `{"red", "green", "blue", "alpha"}`: a fixed colour.
    /// - `{"light", "dark", …}`: a dynamic colour (``Variants``).
    /// - `{"base", "transformer"}`: a transformed colour.
    ///
    /// Anything else is a `DecodingError` that names what was expected, and so is a key that
    /// does not belong to the form (`{"light": …, "base": …}`).
    ///
    /// Colours may nest — a dynamic colour's variants, a transformed colour's base and the
    /// colours inside its transformer's steps are colours too — but at most
    /// 32 levels deep (``maximumNestingDepth``): a colour nested deeper is a
    /// `DecodingError.dataCorrupted` at its coding path, as is one holding more than
    /// ``maximumNestedColorCount`` colours counted as written. Decoding recurses once per level, so without a limit a hostile document could
    /// exhaust a small thread stack (512 KiB) before the decoder's own nesting limit (512
    /// levels for Foundation's `JSONDecoder`) is reached.
    ///
    /// - Complexity: O(*n*), where *n* is the size of the document: the colours and transformer
    ///   steps it describes, nested ones included.
    public init(from decoder: any Decoder) throws {
        let depth = ColorDecodingDepth.current
        guard depth < Color.maximumNestingDepth else {
            throw decoder.dataCorruptedError(
                "colours nest more than \(Color.maximumNestingDepth) levels deep here (variants, bases and transformer-step colours each count one level)"
            )
        }
        self = try ColorDecodingDepth.$current.withValue(depth + 1) {
            try Color(oneLevelFrom: decoder)
        }
    }

    /// A colour with `storage` decoded from `decoder`: a document may hold no more colours
    /// than code may build (``maximumNestedColorCount``); one that holds more is refused, not
    /// cut as code's would be.
    private init(decodedStorage storage: Storage, from decoder: any Decoder) throws {
        guard Color.isWithinNestingLimits(storage) else {
            throw decoder.dataCorruptedError(
                "the colour holds more than \(Color.maximumNestedColorCount) colours, counted as written (variants, bases and transformer-step colours each count one)"
            )
        }
        self.init(uncheckedStorage: storage)
    }

    /// Decodes one level; ``init(from:)`` counts the levels.
    private init(oneLevelFrom decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(),
            let text = try? single.decode(String.self)
        {
            if text == "tintColor" {
                self = .tintColor
            } else if let systemColor = SystemColor(rawValue: text) {
                self.init(systemColor)
            } else if text.hasPrefix("#") {
                do {
                    self.init(try Resolved(hex: text))
                } catch {
                    throw decoder.dataCorruptedError(error.description, underlyingError: error)
                }
            } else {
                throw decoder.dataCorruptedError(
                    "unknown colour name \"\(quotedForMessage(text))\"; expected tintColor, a hex string such as #0A84FF, or one of: \(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return
        }
        let container = try decoder.container(
            keyedBy: CodingKeys.self, decoding: Color.self,
            expected:
                "expected a colour: a name or hex string, or an object with red/green/blue, light/dark… or base/transformer"
        )
        if container.contains(.red) || container.contains(.green) || container.contains(.blue) {
            self.init(try Resolved(from: decoder))
        } else if container.contains(.light) {
            try self.init(decodedStorage: .dynamic(try Variants(from: decoder)), from: decoder)
        } else if container.contains(.base) {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, allowed: [.base, .transformer],
                what: "a transformed colour")
            let base = try container.decode(Color.self, forKey: .base)
            let transformer = try container.decode(
                ConfigurationColorTransformer.self, forKey: .transformer)
            try self.init(
                decodedStorage: transformer.isIdentity
                    ? base.storage : .transformed(base, transformer), from: decoder)
        } else {
            let keys = (try? decoder.container(keyedBy: StringCodingKey.self).allKeys) ?? []
            throw decoder.dataCorruptedError(
                "a colour object needs red/green/blue (fixed), light (dynamic) or base and transformer (transformed); found keys: \(listedForMessage(keys.map(\.stringValue).sorted().map { quotedForMessage($0) }))"
            )
        }
    }

    /// Encodes a system colour as its name (`"systemBlue"`), the tint colour as `"tintColor"`,
    /// a fixed colour as its components, a dynamic colour as its variants and a transformed
    /// colour as `{"base": …, "transformer": …}`.
    ///
    /// - Throws: `EncodingError` when a transformer contains a closure.
    /// - Complexity: O(*n*), where *n* is the number of colours and transformer steps in the
    ///   description, nested ones included.
    public func encode(to encoder: any Encoder) throws {
        switch storage {
        case .system(let systemColor):
            try encoder.encodeName(systemColor)
        case .tint:
            var container = encoder.singleValueContainer()
            try container.encode("tintColor")
        case .fixed(let resolved):
            try resolved.encode(to: encoder)
        case .dynamic(let variants):
            try variants.encode(to: encoder)
        case .transformed(let base, let transformer):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(base, forKey: .base)
            try container.encode(transformer, forKey: .transformer)
        }
    }
}
