/// How the separators of a list's items look: `UIListSeparatorConfiguration` without the `UI`.
///
/// A list configuration's ``CollectionLayoutListConfiguration/separatorConfiguration`` is the
/// baseline for its items; ``CollectionLayoutListConfiguration/itemSeparatorHandler`` can change
/// it per item. Visibilities left ``Visibility/automatic`` and insets left at
/// ``automaticInsets`` are resolved by the list (see <doc:ListLayout>):
///
/// * a list shows a separator below every item but the last of its section, and none above;
/// * next to a highlighted or selected item the automatic separator hides, as iOS hides the
///   line that would cross the item's highlight;
/// * the automatic leading inset lines the separator up with the item's primary text (the
///   cell's `separatorLayoutGuide`), the trailing inset is 0.
///
/// <!-- snippet: SymbolDocs/DocListSeparatorConfiguration -->
/// ```swift
/// var list = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// list.separatorConfiguration.color = .systemRed
/// list.separatorConfiguration.bottomSeparatorInsets.leading = 60
/// ```
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows: `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Hashable, Sendable, CaseIterable {
        /// The list decides (see ``ListSeparatorConfiguration``).
        case automatic
        /// The separator shows.
        case visible
        /// The separator does not show.
        case hidden
    }

    /// The insets whose edges tell the list to choose that edge's inset itself: its leading
    /// edge under the primary text, its trailing edge 0. Compare an edge with this value's edge
    /// to see whether it is automatic.
    public static let automaticInsets = DirectionalEdgeInsets(
        top: automaticInset, leading: automaticInset, bottom: automaticInset,
        trailing: automaticInset)

    /// The value of an automatic edge: the largest finite `CGFloat`, which no real inset is.
    static let automaticInset = CGFloat.greatestFiniteMagnitude

    /// Whether the separator above the item shows. Default ``Visibility/automatic``.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the item shows. Default ``Visibility/automatic``.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above the item: only the leading and trailing edges
    /// count. Default ``automaticInsets``.
    public var topSeparatorInsets = automaticInsets
    /// The insets of the separator below the item: only the leading and trailing edges count.
    /// Default ``automaticInsets``.
    public var bottomSeparatorInsets = automaticInsets
    /// The separators' colour. Default `separator`.
    public var color: Color = .separator
    /// The colour of separators between items of a multiple selection. Default `separator`.
    public var multipleSelectionColor: Color = .separator
    /// The separators' visual effect, if any. Default `nil`.
    public var visualEffect: VisualEffect?

    /// A configuration with the defaults of a list of `listAppearance`: automatic visibility
    /// and insets, the `separator` colour, for every appearance.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}
