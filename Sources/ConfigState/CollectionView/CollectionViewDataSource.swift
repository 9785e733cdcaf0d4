/// What a collection view asks for its data: `UICollectionViewDataSource` without the `UI`.
///
/// A ``CollectionViewDiffableDataSource`` is one, and sets itself as the collection view's
/// data source; most code never implements this protocol itself. As in UIKit, the collection
/// view holds its data source weakly: keep a strong reference to it.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int

    /// The cell for the item at `indexPath`, usually from
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell

    /// Whether the item at `indexPath` can be moved by the user. Default `false`.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool

    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data, after the
    /// user moved it. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)

    /// The supplementary view — a header or footer — of `kind` at `indexPath`, usually from
    /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``; asked for when the
    /// layout shows supplementary views. The default reports the missing implementation (UIKit
    /// raises an exception) and returns a placeholder.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No item can be moved.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    { false }

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// Reports that the data source makes no supplementary views and returns a placeholder.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.reportMisuse(
            "the layout shows a \(SupplementaryKey(kind: kind, indexPath: indexPath)) but the data source provides no supplementary views; a placeholder shows it",
            at: indexPath)
        return collectionView.placeholderSupplementary(
            at: SupplementaryKey(kind: kind, indexPath: indexPath)
        ).view
    }
}

/// What a collection view tells, and asks, about the user's interactions:
/// `UICollectionViewDelegate` without the `UI`.
///
/// Every method is optional, as in UIKit: the defaults allow every highlight and selection and
/// do nothing on the notifications. The collection view holds its delegate weakly.
///
/// A tap (``CollectionView/tapItem(at:)``, beyond UIKit) asks and tells in UIKit's order:
/// `shouldHighlightItemAt`, then `didHighlightItemAt` — then, on release, `shouldSelectItemAt`
/// (or `shouldDeselectItemAt` for a selected item in multiple selection), `didUnhighlightItemAt`,
/// `didDeselectItemAt` for the item a single selection gives up, and `didSelectItemAt` (or
/// `didDeselectItemAt`), then `performPrimaryActionForItemAt`. Selecting in code
/// (``CollectionView/selectItem(at:animated:scrollPosition:)``) calls none of them, as in UIKit.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether the item at `indexPath` may be highlighted when touched. Default `true`;
    /// `false` skips the whole selection process.
    func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    /// The item at `indexPath` was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item at `indexPath` is no longer highlighted.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be selected. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    /// Whether the item at `indexPath` may be deselected. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    /// The item at `indexPath` was selected by the user.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item at `indexPath` was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The user triggered the primary action of the item at `indexPath` (iOS 16).
    func collectionView(
        _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// `cell` is about to show the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// `cell` stopped showing the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// `view` is about to show the supplementary element of `elementKind` at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// `view` stopped showing the supplementary element of `elementKind` at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Allows the highlight.
    public func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    /// Allows the selection.
    public func collectionView(
        _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Allows the deselection.
    public func collectionView(
        _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}
