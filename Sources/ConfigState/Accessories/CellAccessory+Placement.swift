extension CellAccessory {
    /// Where a custom accessory goes: `UICellAccessory.Placement`.
    ///
    /// The edge, the editing states in which the accessory shows, and its position among the
    /// accessories already on that edge. UIKit's defaults put a custom accessory closest to the
    /// cell's content: at the end of the leading edge, at the start of the trailing edge.
    ///
    /// <!-- snippet: SymbolDocs/DocCellAccessoryPlacement -->
    /// ```swift
    /// // Just after the label, or first on the trailing edge if there is no label:
    /// let badge = CellAccessory.customView(
    ///     configuration: .init(
    ///         customView: CustomView("badge"), placement: .trailing(at: .after(.label))))
    /// // UIKit's spelling works too:
    /// let position = CellAccessory.Placement.position(after: .label(text: "3"))
    /// print(position)
    ///
    /// // Prints:
    /// // after(label)
    /// ```
    public enum Placement: Hashable, Sendable {
        /// On the leading edge; by default always displayed, after the accessories already
        /// there (UIKit: `at: { $0.count }`).
        case leading(displayed: DisplayedState = .always, at: Position = .last)
        /// On the trailing edge; by default always displayed, before the accessories already
        /// there (UIKit: `at: { _ in 0 }`).
        case trailing(displayed: DisplayedState = .always, at: Position = .first)

        /// Where on its edge an accessory goes: UIKit's `Placement.Position`, a value here.
        ///
        /// UIKit's position is a closure from the edge's current accessories, leading to
        /// trailing, to an insertion index. These cases are the closures UIKit provides and
        /// documents, as values that compare, hash and encode. Call a position like UIKit's
        /// closure: `position(accessories)`.
        public enum Position: Hashable, Sendable {
            /// Before every accessory on the edge (index 0).
            case first
            /// After every accessory on the edge (index `count`).
            case last
            /// Before the first accessory of the given type, or first if there is none
            /// (UIKit's `position(before:)`).
            case before(AccessoryType)
            /// After the last accessory of the given type, or last if there is none (UIKit's
            /// `position(after:)`).
            case after(AccessoryType)
            /// At an index into the edge's accessories. Clamped: a negative index means first,
            /// an index past the end means last. (UIKit raises an exception for an index past
            /// the end.)
            case index(Int)

            /// The insertion index for this position among `accessories`, the accessories
            /// already on the edge from leading to trailing, as UIKit's position closure
            /// returns it.
            ///
            /// - Parameter accessories: The accessories on the edge, leading to trailing.
            /// - Returns: An index in `0...accessories.count`.
            /// - Complexity: O(*n*), where *n* is the number of accessories.
            public func callAsFunction(_ accessories: [CellAccessory]) -> Int {
                insertionIndex(in: accessories.map(\.accessoryType))
            }

            /// The insertion index among accessories of the given types.
            func insertionIndex(in types: [AccessoryType]) -> Int {
                switch self {
                case .first:
                    return 0
                case .last:
                    return types.count
                case .before(let type):
                    // UICellAccessoryPositionBeforeAccessoryOfClass: the first match, else the
                    // start ("or at the beginning if not found", UICellAccessory.h).
                    return types.firstIndex(of: type) ?? 0
                case .after(let type):
                    // UICellAccessoryPositionAfterAccessoryOfClass: just after the last match,
                    // else the end ("or at the end if not found", UICellAccessory.h).
                    return types.lastIndex(of: type).map { $0 + 1 } ?? types.count
                case .index(let index):
                    return min(max(index, 0), types.count)
                }
            }
        }

        /// A position before the accessory of `accessory`'s type, or at the start if there is
        /// none: UIKit's `position(before:)`.
        ///
        /// - Parameter accessory: An accessory of the type to go before; only its type counts.
        /// - Returns: ``Position/before(_:)`` with the accessory's type.
        public static func position(before accessory: CellAccessory) -> Position {
            .before(accessory.accessoryType)
        }

        /// A position after the accessory of `accessory`'s type, or at the end if there is
        /// none: UIKit's `position(after:)`.
        ///
        /// - Parameter accessory: An accessory of the type to go after; only its type counts.
        /// - Returns: ``Position/after(_:)`` with the accessory's type.
        public static func position(after accessory: CellAccessory) -> Position {
            .after(accessory.accessoryType)
        }

        /// The editing states in which the accessory shows.
        public var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): return displayed
            }
        }

        /// The accessory's position on its edge.
        public var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): return position
            }
        }

        /// The edge the accessory goes on.
        public var edge: CellAccessoryLayout.Edge {
            switch self {
            case .leading: return .leading
            case .trailing: return .trailing
            }
        }
    }
}
