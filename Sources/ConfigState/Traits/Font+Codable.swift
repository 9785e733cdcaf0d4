extension Font.TextStyle: Codable {
    /// Decodes a text style from its name (`"body"`).
    ///
    /// An unknown name is a `DecodingError.dataCorrupted` that lists the valid ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let style = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "unknown text style \"\(name.prefix(60))\"; expected one of: \(Self.allCases.map(\.rawValue).joined(separator: ", "))"
                ))
        }
        self = style
    }

    /// Encodes the text style as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Font.Weight: Codable {
    /// Decodes a weight from its name (`"semibold"`).
    ///
    /// An unknown name is a `DecodingError.dataCorrupted` that lists the valid ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let weight = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "unknown font weight \"\(name.prefix(60))\"; expected one of: \(Self.allCases.map(\.rawValue).joined(separator: ", "))"
                ))
        }
        self = weight
    }

    /// Encodes the weight as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Font: Codable {
    private enum CodingKeys: String, CodingKey {
        case textStyle, emphasized, weight, size
    }

    /// Decodes the forms ``encode(to:)`` writes.
    ///
    /// - `{"textStyle": "body"}`, optionally with `"emphasized": true` or a `"weight"` (not
    ///   both); `"emphasized": false` and the style's own weight are accepted and mean the
    ///   plain style.
    /// - `{"size": 14, "weight": "semibold"}` — a fixed-size system font; the weight is
    ///   optional (regular).
    ///
    /// Unlike ``systemFont(ofSize:weight:)``, decoding does not clamp: a size that is not a
    /// finite number from 0 to 1 000 is a `DecodingError.dataCorrupted` that says so. Unknown
    /// style or weight names, a missing or doubled `textStyle`/`size`, and `emphasized` on a
    /// fixed-size font are errors too.
    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(
                Font.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a font object: {\"textStyle\": …} or {\"size\": …, \"weight\": …}",
                    underlyingError: error))
        }
        let weight = try container.decodeIfPresent(Weight.self, forKey: .weight)
        let isEmphasized = try container.decodeIfPresent(Bool.self, forKey: .emphasized) ?? false
        switch (container.contains(.textStyle), container.contains(.size)) {
        case (true, false):
            let style = try container.decode(TextStyle.self, forKey: .textStyle)
            if isEmphasized {
                guard weight == nil else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .emphasized, in: container,
                        debugDescription:
                            "a text-style font is either emphasized or has a weight, not both")
                }
                self = Font.preferredFont(forTextStyle: style).emphasized()
            } else {
                self = Font.preferredFont(forTextStyle: style).withWeight(weight ?? style._weight)
            }
        case (false, true):
            if isEmphasized {
                throw DecodingError.dataCorruptedError(
                    forKey: .emphasized, in: container,
                    debugDescription:
                        "\"emphasized\" applies only to text styles; give a fixed-size font a weight instead"
                )
            }
            let size = try container._decodeNumber(Double.self, forKey: .size)
            guard size.isFinite, Font._pointSizeLimits.contains(size) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .size, in: container,
                    debugDescription:
                        "font size must be a finite number of points from 0 to 1000; found \(size)")
            }
            self = Font.systemFont(ofSize: size, weight: weight ?? .regular)
        case (true, true):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a font has either \"textStyle\" (Dynamic Type) or \"size\" (fixed), not both"
                ))
        case (false, false):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a font needs \"textStyle\" (one of: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))) or \"size\" in points"
                ))
        }
    }

    /// Encodes a text style as `{"textStyle": "body"}`, adding `"emphasized": true` or a
    /// `"weight"` only when the font has one, and a fixed-size font as
    /// `{"size": 14, "weight": "semibold"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch _kind {
        case .textStyle(let style, let choice):
            try container.encode(style, forKey: .textStyle)
            switch choice {
            case .standard: break
            case .emphasized: try container.encode(true, forKey: .emphasized)
            case .explicit(let weight): try container.encode(weight, forKey: .weight)
            }
        case .system(let size, let weight):
            try container.encode(size, forKey: .size)
            try container.encode(weight, forKey: .weight)
        }
    }
}

extension Font.Resolved: Codable {
    private enum CodingKeys: String, CodingKey {
        case pointSize, weight, textStyle, lineHeight
    }

    /// Decodes `{"pointSize": 17, "weight": "regular", "textStyle": "body", "lineHeight": 22}`
    /// (`textStyle` and `lineHeight` optional).
    ///
    /// A point size that is not a finite number from 0 to 1 000, or a line height that is not a
    /// finite number of at least 0, is a `DecodingError.dataCorrupted` that says so.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pointSize = try container._decodeNumber(Double.self, forKey: .pointSize)
        guard pointSize.isFinite, Font._pointSizeLimits.contains(pointSize) else {
            throw DecodingError.dataCorruptedError(
                forKey: .pointSize, in: container,
                debugDescription:
                    "font point size must be a finite number from 0 to 1000; found \(pointSize)")
        }
        let lineHeight = try container._decodeNumberIfPresent(Double.self, forKey: .lineHeight)
        if let lineHeight, !(lineHeight.isFinite && lineHeight >= 0) {
            throw DecodingError.dataCorruptedError(
                forKey: .lineHeight, in: container,
                debugDescription:
                    "font line height must be a finite number of at least 0; found \(lineHeight)")
        }
        // Adding +0 turns a decoded −0 into +0, so that equal values encode alike.
        self.init(
            pointSize: pointSize + 0,
            weight: try container.decode(Font.Weight.self, forKey: .weight),
            textStyle: try container.decodeIfPresent(Font.TextStyle.self, forKey: .textStyle),
            lineHeight: lineHeight.map { $0 + 0 })
    }

    /// Encodes the resolved figures as an object, leaving out a missing text style and line
    /// height.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(weight, forKey: .weight)
        try container.encodeIfPresent(textStyle, forKey: .textStyle)
        try container.encodeIfPresent(lineHeight, forKey: .lineHeight)
    }
}
