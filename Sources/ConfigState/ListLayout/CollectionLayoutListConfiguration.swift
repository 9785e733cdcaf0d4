/// How a list layout looks and behaves: `UICollectionLayoutListConfiguration` without the `UI`.
///
/// Make one, set what you need, and give it to ``CollectionViewCompositionalLayout/list(using:)``
/// — or, for a different look per section, to ``CollectionLayoutSection/list(using:layoutEnvironment:)``
/// from a section provider.
///
/// <!-- snippet: SymbolDocs/DocCollectionLayoutListConfiguration -->
/// ```swift
/// var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         done(true)
///     }
///     return SwipeActionsConfiguration(actions: [delete])
/// }
/// let layout = CollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// The appearance becomes the `listEnvironment` trait of the section's cells and
/// supplementary views, so their default content and background configurations follow it, as
/// on iOS. The metrics each appearance uses — paddings, insets, estimated heights — are listed
/// in <doc:ListLayout>.
public struct CollectionLayoutListConfiguration: Sendable {
    /// A list's overall look: `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// A plain list.
        case plain
        /// A grouped list.
        case grouped
        /// A grouped list with inset, rounded sections.
        case insetGrouped
        /// A sidebar (iPad).
        case sidebar
        /// A plain sidebar.
        case sidebarPlain

        /// The list environment this appearance gives cells.
        var listEnvironment: ListEnvironment {
            switch self {
            case .plain: return .plain
            case .grouped: return .grouped
            case .insetGrouped: return .insetGrouped
            case .sidebar: return .sidebar
            case .sidebarPlain: return .sidebarPlain
            }
        }
    }

    /// How a list shows section headers: `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Hashable, Sendable, CaseIterable {
        /// No headers.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader`` above each
        /// section, from the data source's supplementary view provider.
        case supplementary
        /// The first item of each section is its header: its cell gets the header's default
        /// content and background configurations, and an outline disclosure on it expands the
        /// section's outline.
        case firstItemInSection
    }

    /// How a list shows section footers: `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Hashable, Sendable, CaseIterable {
        /// No footers.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter`` below each
        /// section, from the data source's supplementary view provider.
        case supplementary
    }

    /// The closure type of ``itemSeparatorHandler``: it gets an item's index path and the
    /// section's separator configuration, and returns the item's.
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// The closure type of the swipe actions providers: the actions of the item at an index
    /// path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider =
        @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The list's appearance.
    public let appearance: Appearance

    /// Whether items show separators. Default `true`, except in the two sidebar appearances,
    /// which show none, as on iOS.
    public var showsSeparators: Bool

    /// The separators every item starts from; ``itemSeparatorHandler`` can change them per
    /// item. Default: the appearance's (``ListSeparatorConfiguration/init(listAppearance:)``).
    public var separatorConfiguration: ListSeparatorConfiguration

    /// Changes the separators of each item, given the section's configuration. Default `nil`.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// The list's background colour; `nil` (the default) is the appearance's:
    /// `systemBackground` for plain lists, `systemGroupedBackground` for grouped ones and
    /// `secondarySystemBackground` for sidebars.
    public var backgroundColor: Color?

    /// How sections show headers. Default ``HeaderMode/none``.
    public var headerMode: HeaderMode = .none

    /// How sections show footers. Default ``FooterMode/none``.
    public var footerMode: FooterMode = .none

    /// The space above each section header, in points; `nil` (the default) is automatic (see
    /// <doc:ListLayout>). Negative, NaN and infinite values become 0.
    public var headerTopPadding: CGFloat? {
        didSet { headerTopPadding = headerTopPadding.map(\.finiteNonNegativeOrZero) }
    }

    /// The actions a swipe from the leading edge reveals, per item. Default `nil`: none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The actions a swipe from the trailing edge reveals, per item. Default `nil`: none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance` and every other property at its default.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }
}
