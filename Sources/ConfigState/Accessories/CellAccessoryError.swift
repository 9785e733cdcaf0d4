/// Why a list of accessories cannot be laid out.
///
/// <!-- snippet: SymbolDocs/DocCellAccessoryError -->
/// ```swift
/// do {
///     _ = try CellAccessory.layout([.checkmark(), .label(text: "2"), .checkmark()], for: state)
/// } catch {
///     print(error)
///     // the accessories hold 2 checkmark accessories that would be displayed together, at
///     // positions 0 and 2; …
/// }
/// ```
public enum CellAccessoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two or more system accessories of one kind would be displayed together.
    ///
    /// UIKit throws an exception here ("Accessories array contains more than one system
    /// accessory of the same type", `-[UICollectionViewListCell
    /// _applyCellAccessoriesToNormalConfiguration:editingConfiguration:]`; documented under
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4).
    /// As in UIKit's implementation, two accessories of a kind whose displayed states never
    /// overlap (`.whenEditing` and `.whenNotEditing`) are allowed: they are never shown
    /// together.
    ///
    /// - Parameters:
    ///   - type: The kind that appears more than once.
    ///   - positions: The indices in the accessories array of the accessories of that kind that
    ///     would be displayed together, in ascending order.
    case duplicateSystemAccessory(CellAccessory.AccessoryType, positions: [Int])

    /// A message naming the kind, its positions in the array, and how to fix it.
    ///
    /// However many accessories collide, the message lists the first few positions and how
    /// many more there are (see `listedForMessage(_:shownAtMost:lastSeparator:)`), so that it
    /// stays short.
    ///
    /// - Complexity: O(1): a few positions are shown whatever their number.
    public var description: String {
        switch self {
        case .duplicateSystemAccessory(let type, let positions):
            return
                "the accessories hold \(positions.count) \(type) accessories that would be displayed together, at positions \(listedForMessage(positions.lazy.map(String.init), lastSeparator: " and ")); a cell shows each system accessory at most once (UIKit throws \"Accessories array contains more than one system accessory of the same type\") — keep one, give the others displayed states that never overlap (.whenEditing and .whenNotEditing), or use customView(configuration:) for a repeated accessory"
        }
    }
}
