/// An image a configuration shows: a stand-in for `UIImage`, naming a system symbol or an asset.
///
/// Headless hosts do not draw pixels; an image is identified by its name and has a natural
/// size, which is what layout and renders need.
///
/// <!-- snippet: SymbolDocs/DocImage -->
/// ```swift
/// let star = Image(systemName: "star.fill")
/// let avatar = Image(named: "avatar", size: CGSize(width: 40, height: 40))
/// ```
public struct Image: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where an image comes from.
    public enum Source: Hashable, Sendable, Codable {
        /// An SF Symbol, by name (`UIImage(systemName:)`).
        case system(String)
        /// An asset, by name (`UIImage(named:)`).
        case named(String)
    }

    /// The image's source.
    public var source: Source {
        get { isSymbol ? .system(storedName) : .named(storedName) }
        set { (storedName, isSymbol) = Self.stored(newValue) }
    }

    /// The name and kind `source` is kept as.
    private static func stored(_ source: Source) -> (name: String, isSymbol: Bool) {
        switch source {
        case .system(let name): return (name, true)
        case .named(let name): return (name, false)
        }
    }

    // The source kept as its name and kind, not as the enum: a copy of the enum (two cases
    // with a string each) goes through the runtime's value witnesses, in an optional image
    // about 100 instructions, where a string and a flag copy inline.
    private var storedName: String
    private var isSymbol: Bool
    /// The image's natural size in points. Symbols default to 24 × 24 (a body-sized symbol
    /// at the default content size); negative, NaN and infinite components become 0.
    public var size: CGSize {
        didSet { size = size.finiteNonNegativeOrZero }
    }

    /// A system symbol image, like `UIImage(systemName:)`, or `nil` when `systemName` cannot
    /// name a symbol.
    ///
    /// UIKit returns `nil` for any name that is not in its symbol catalogue; a headless host
    /// has no catalogue, so it accepts every well-formed name — one or more parts of lowercase
    /// letters and digits joined by dots, such as `star.fill` or `1.circle` — and returns
    /// `nil` for the rest: an empty name, spaces, capitals, other characters, or an empty part.
    /// Negative, NaN and infinite components of `size` become 0.
    public init?(systemName: String, size: CGSize = CGSize(width: 24, height: 24)) {
        guard Self.isWellFormedSymbolName(systemName) else { return nil }
        storedName = systemName
        isSymbol = true
        self.size = size.finiteNonNegativeOrZero
    }

    /// Whether `name` has the form of an SF Symbol name: parts of lowercase ASCII letters and
    /// digits, joined by single dots.
    ///
    /// - Complexity: O(*n*) for a name of *n* characters.
    ///   One pass over the scalars, allocating nothing: a registration makes images for the
    ///   rows it configures.
    static func isWellFormedSymbolName(_ name: String) -> Bool {
        var partIsEmpty = true
        for scalar in name.unicodeScalars {
            if scalar == "." {
                if partIsEmpty { return false }
                partIsEmpty = true
            } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                partIsEmpty = false
            } else {
                return false
            }
        }
        return !partIsEmpty
    }

    /// An asset image, like `UIImage(named:)`, with its natural size (an asset's size comes
    /// from its file, which a headless host does not read). Negative, NaN and infinite
    /// components of `size` become 0.
    public init(named name: String, size: CGSize) {
        storedName = name
        isSymbol = false
        self.size = size.finiteNonNegativeOrZero
    }

    /// Whether the image is an SF Symbol (`UIImage.isSymbolImage`).
    public var isSymbolImage: Bool { isSymbol }

    /// The name of the symbol or asset.
    public var name: String { storedName }

    /// `symbol(star.fill)` or `asset(avatar 40×40)`.
    public var description: String {
        isSymbol
            ? "symbol(\(storedName))"
            : "asset(\(storedName) \(formatNumber(size.width))×\(formatNumber(size.height)))"
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case source, size }

    /// Decodes `{"source": {"system": {"_0": name}} | {"named": {"_0": name}}, "size": {…}}`.
    ///
    /// Unlike the initializers, decoding does not clamp: a negative or non-finite size
    /// component is a `DecodingError.dataCorrupted` naming it, and so is a symbol name that
    /// ``init(systemName:size:)`` would refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "an image")
        (storedName, isSymbol) = Self.stored(
            try container.decode(Source.self, forKey: .source))
        if isSymbol, !Self.isWellFormedSymbolName(storedName) {
            let name = storedName
            throw DecodingError.dataCorruptedError(
                forKey: .source, in: container,
                debugDescription:
                    "symbol name \"\(quotedForMessage(name))\" is not well formed: lowercase letters and digits in parts joined by dots, such as \"star.fill\""
            )
        }
        size = try container.decodeSize(forKey: .size)
        guard size.width >= 0, size.height >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: container,
                debugDescription: "image size \(formatSize(size)) must not be negative")
        }
    }

    /// Encodes the source and the size.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encodeSize(size, forKey: .size)
    }
}

extension Image.Source {
    private enum CodingKeys: String, CodingKey, CaseIterable { case system, named }

    /// Decodes the form Swift's synthesized coding writes: `{"system": {"_0": name}}` or
    /// `{"named": {"_0": name}}`.
    ///
    /// An object without exactly one of those keys, or with any other key, is a
    /// `DecodingError` naming what is wrong.
    public init(from decoder: any Decoder) throws {
        let (key, payload) = try decoder.decodeCase(
            keyedBy: CodingKeys.self, article: "an", noun: "image source")
        let name = try payload.decode(String.self, forKey: .payload)
        switch key {
        case .system: self = .system(name)
        case .named: self = .named(name)
        }
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .system(let symbol): try encoder.encodeCase(CodingKeys.system, payload: symbol)
        case .named(let asset): try encoder.encodeCase(CodingKeys.named, payload: asset)
        }
    }
}

/// A view supplied by the app, which a headless host cannot draw: a stand-in for the `UIView`
/// in `customView` properties, identified by name.
///
/// Renders show the identifier; two custom views are the same when their identifiers are.
public struct CustomView: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name that identifies the view.
    public var identifier: String

    /// Creates a stand-in for the view named `identifier`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// `customView(identifier)`.
    public var description: String { "customView(\(identifier))" }

    private enum CodingKeys: String, CodingKey, CaseIterable { case identifier }

    /// Decodes `{"identifier": …}`; any other key is a `DecodingError.dataCorrupted` that
    /// names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a custom view")
        identifier = try container.decode(String.self, forKey: .identifier)
    }
}
