/// One section of a compositional layout: `NSCollectionLayoutSection` without the `NS`.
///
/// A section provider returns one per section; ``list(using:layoutEnvironment:)`` makes a list
/// section, the kind this library lays out. (Sections of items and groups — grids, orthogonal
/// scrolling — are not provided; the layout keeps a place for them beside the list.)
///
/// <!-- snippet: SymbolDocs/DocCollectionLayoutSection -->
/// ```swift
/// let layout = CollectionViewCompositionalLayout { sectionIndex, environment in
///     var configuration = CollectionLayoutListConfiguration(
///         appearance: sectionIndex == 0 ? .insetGrouped : .plain)
///     configuration.headerMode = .supplementary
///     return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
/// }
/// ```
@MainActor
public final class CollectionLayoutSection {
    /// What the section lays out.
    enum Kind {
        /// A list: one full-width row per item.
        case list(CollectionLayoutListConfiguration)
    }

    let kind: Kind

    /// Space around the section's content, added to what its kind puts there (for a list,
    /// the inset grouped appearance's side insets). Default zero; negative values become 0.
    public var contentInsets = DirectionalEdgeInsets.zero {
        didSet { contentInsets = contentInsets.nonNegative }
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// A list section laid out with `configuration` in `layoutEnvironment`.
    public static func list(
        using configuration: CollectionLayoutListConfiguration,
        layoutEnvironment: any CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        CollectionLayoutSection(kind: .list(configuration))
    }

    /// The list configuration, for a list section.
    var listConfiguration: CollectionLayoutListConfiguration? {
        switch kind {
        case .list(let configuration): return configuration
        }
    }
}

/// What a section provider knows about where its sections go:
/// `NSCollectionLayoutEnvironment` without the `NS`.
@MainActor
public protocol CollectionLayoutEnvironment {
    /// The collection view's size and insets.
    var container: any CollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// The size and insets a layout fills: `NSCollectionLayoutContainer` without the `NS`.
@MainActor
public protocol CollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets of the content.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The content insets, with those the system adds.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The environment a compositional layout gives its section provider.
struct LayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
    var contentSize: CGSize
    var traitCollection: TraitCollection

    var container: any CollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentInsets: DirectionalEdgeInsets { .zero }
}
