/// A function from text attributes to text attributes, applied to a button's title or
/// subtitle before display: `UIConfigurationTextAttributesTransformer` without the `UI`.
///
/// UIKit's transformer maps Foundation's `AttributeContainer`; the attributes a headless
/// button can show are the font and the foreground colour, so this one maps
/// ``Attributes``, which has those two. UIKit code that sets `font` and `foregroundColor`
/// ports by deleting `UI`:
///
/// <!-- snippet: SymbolDocs/DocConfigurationTextAttributesTransformer -->
/// ```swift
/// var configuration = Button.Configuration.filled()
/// configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer {
///     incoming in
///     var outgoing = incoming
///     outgoing.font = Font.preferredFont(forTextStyle: .headline)
///     return outgoing
/// }
/// ```
///
/// Like a closure `ConfigurationColorTransformer`, it compares by identity: copies are
/// equal, two separately created transformers are not. It has no portable form, so a button
/// configuration holding one cannot be encoded.
public struct ConfigurationTextAttributesTransformer: Hashable, Sendable {
    /// The text attributes a transformer receives and returns.
    public struct Attributes: Hashable, Sendable {
        /// The font; `nil` leaves the button's font.
        public var font: Font?
        /// The text colour; `nil` leaves the button's foreground colour.
        public var foregroundColor: Color?

        /// Creates attributes.
        ///
        /// - Parameters:
        ///   - font: The font; `nil` leaves the button's font.
        ///   - foregroundColor: The text colour; `nil` leaves the button's colour.
        public init(font: Font? = nil, foregroundColor: Color? = nil) {
            self.font = font
            self.foregroundColor = foregroundColor
        }
    }

    /// Holds the closure, so that copies share an identity.
    final class Box: Sendable {
        let transform: @Sendable (Attributes) -> Attributes
        init(_ transform: @escaping @Sendable (Attributes) -> Attributes) {
            self.transform = transform
        }
    }

    let box: Box

    /// Creates a transformer from a closure, as UIKit's `init(_:)` does.
    ///
    /// - Parameter transform: The function to apply.
    public init(_ transform: @escaping @Sendable (Attributes) -> Attributes) {
        box = Box(transform)
    }

    /// Applies the transformer, as UIKit's `callAsFunction(_:)` does.
    ///
    /// - Parameter attributes: The attributes the button would use.
    /// - Returns: The attributes to use instead.
    public func callAsFunction(_ attributes: Attributes) -> Attributes {
        box.transform(attributes)
    }

    /// Whether two transformers are the same one (copies of one created transformer).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(box))
    }
}
