/// A view a collection view reuses: `UICollectionReusableView` without the `UI` — the base of
/// cells and of headers and footers (supplementary views).
///
/// A collection view keeps views it no longer shows in reuse pools and calls
/// ``prepareForReuse()`` before it shows one again.
@MainActor
open class CollectionReusableView: View {
    /// Creates a reusable view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a reusable view from an archive: a headless view decodes nothing (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a reusable view with a zero frame: what a registration calls to make one.
    ///
    /// Subclasses that override every designated initializer (``init(frame:)`` and
    /// ``init(coder:)``, as UIKit subclasses do) inherit it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is reused; override to reset what your subclass added, and call
    /// `super`. The base class does nothing.
    open func prepareForReuse() {}

    /// The part a list layout gives the view: an item, a header or a footer. A list cell's
    /// default configurations follow it. (UIKit keeps it in its private layout attributes.)
    var listRole = ListRole.item

    /// Whether the collection view made this view to stand in for one its data source could
    /// not give.
    var isPlaceholder = false
}

/// The part a list layout gives a view.
enum ListRole: Hashable, Sendable {
    /// An ordinary item.
    case item
    /// A section header: a supplementary header, or the first item of a section whose list
    /// configuration's header mode is `firstItemInSection`.
    case header
    /// A section footer.
    case footer
}
