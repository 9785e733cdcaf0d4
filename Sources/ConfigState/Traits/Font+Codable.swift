extension Font.TextStyle: Codable {
    /// Decodes a text style from its name (`"body"`).
    ///
    /// An unknown name is a `DecodingError.dataCorrupted` that lists the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "text style")
    }

    /// Encodes the text style as its name.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeName(self)
    }
}

extension Font.Weight: Codable {
    /// Decodes a weight from its name (`"semibold"`).
    ///
    /// An unknown name is a `DecodingError.dataCorrupted` that lists the valid ones.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "font weight")
    }

    /// Encodes the weight as its name.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeName(self)
    }
}

extension Font: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
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
    /// style or weight names, a missing or doubled `textStyle`/`size`, `emphasized` on a
    /// fixed-size font, and any other key are errors too.
    public init(from decoder: any Decoder) throws {
        // The first call words a value that is not an object; the second refuses unknown keys.
        _ = try decoder.container(
            keyedBy: CodingKeys.self, decoding: Font.self,
            expected: "expected a font object: {\"textStyle\": …} or {\"size\": …, \"weight\": …}")
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "a font")
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
                self = Font.preferredFont(forTextStyle: style).withWeight(
                    weight ?? style.standardWeight)
            }
        case (false, true):
            if isEmphasized {
                throw DecodingError.dataCorruptedError(
                    forKey: .emphasized, in: container,
                    debugDescription:
                        "\"emphasized\" applies only to text styles; give a fixed-size font a weight instead"
                )
            }
            let size = try container.checkFigure(
                container.decodeNumber(Double.self, forKey: .size), forKey: .size,
                in: Font.pointSizeLimits,
                "font size must be a finite number of points from 0 to 1000")
            self = Font.systemFont(ofSize: size, weight: weight ?? .regular)
        case (true, true):
            throw decoder.dataCorruptedError(
                "a font has either \"textStyle\" (Dynamic Type) or \"size\" (fixed), not both")
        case (false, false):
            throw decoder.dataCorruptedError(
                "a font needs \"textStyle\" (one of: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))) or \"size\" in points"
            )
        }
    }

    /// Encodes a text style as `{"textStyle": "body"}`, adding `"emphasized": true` or a
    /// `"weight"` only when the font has one, and a fixed-size font as
    /// `{"size": 14, "weight": "semibold"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
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

extension KeyedDecodingContainer {
    /// `figure`, decoded under `key`, when it is finite and within `range`; otherwise a
    /// `DecodingError.dataCorrupted` at the key: `requirement`, then the figure found.
    ///
    /// Decoding is strict where ``Font/systemFont(ofSize:weight:)`` clamps, so that a document
    /// with a nonsensical size says so instead of showing a different font.
    fileprivate func checkFigure(
        _ figure: Double, forKey key: Key, in range: ClosedRange<Double>, _ requirement: String
    ) throws -> Double {
        guard figure.isFinite, range.contains(figure) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(requirement); found \(figure)")
        }
        return figure
    }
}

extension Font.Resolved: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case pointSize, weight, textStyle, lineHeight
    }

    /// Decodes `{"pointSize": 17, "weight": "regular", "textStyle": "body", "lineHeight": 22}`
    /// (`textStyle` and `lineHeight` optional).
    ///
    /// A point size that is not a finite number from 0 to 1 000, or a line height that is not a
    /// finite number of at least 0, is a `DecodingError.dataCorrupted` that says so.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a resolved font")
        let pointSize = try container.checkFigure(
            container.decodeNumber(Double.self, forKey: .pointSize), forKey: .pointSize,
            in: Font.pointSizeLimits, "font point size must be a finite number from 0 to 1000")
        let lineHeight = try container.decodeNumberIfPresent(Double.self, forKey: .lineHeight).map {
            try container.checkFigure(
                $0, forKey: .lineHeight, in: 0...Double.infinity,
                "font line height must be a finite number of at least 0")
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
