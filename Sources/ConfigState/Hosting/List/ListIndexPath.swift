/// The position of an item in a ``ListView``: its section and its index in the section.
///
/// UIKit uses Foundation's `IndexPath`; ConfigState's core needs no Foundation and must not
/// define a type Foundation already names, hence this distinct, minimal type with UIKit's
/// `section` and `item` names.
public struct ListIndexPath: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The index of the item within its section.
    public var item: Int
    /// The index of the section.
    public var section: Int

    /// Creates a path, as `IndexPath(item:section:)` does.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then item.
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(item)]" }
}
