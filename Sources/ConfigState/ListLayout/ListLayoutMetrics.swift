// The numbers a list layout uses, per appearance. UIKit documents none of them; they are
// chosen to match iOS 15–18 on an iPhone and are listed in Docs/ListLayout.md, whose table a
// test (ListLayoutDocTests) measures on live layouts.

extension CollectionLayoutListConfiguration.Appearance {
    /// The height a list assumes for an item, header or footer it has not measured yet:
    /// UIKit's list sections estimate 44 points.
    static let estimatedHeight: CGFloat = 44

    /// The space above a section whose header mode and padding leave it to the list.
    ///
    /// Plain lists put 22 points above each supplementary header (iOS 15's section header
    /// top padding) and nothing above a section without one; grouped and inset grouped lists
    /// put 35 points above each section, 17 when a header follows (the header brings its own
    /// top margin); a sidebar separates sections by 10 points (none above the first); a plain
    /// sidebar by none.
    func automaticTopPadding(hasHeader: Bool, isFirstSection: Bool) -> CGFloat {
        switch self {
        case .plain: return hasHeader ? 22 : 0
        case .grouped, .insetGrouped: return hasHeader ? 17 : 35
        case .sidebar: return isFirstSection ? 0 : 10
        case .sidebarPlain: return 0
        }
    }

    /// The space below the last section: grouped and inset grouped lists end with 35 points.
    var bottomPadding: CGFloat {
        switch self {
        case .grouped, .insetGrouped: return 35
        case .plain, .sidebar, .sidebarPlain: return 0
        }
    }

    /// The inset of the section's rows from each side of the list: 20 points for inset
    /// grouped lists (an iPhone's layout margin), 0 otherwise.
    var sideInset: CGFloat {
        self == .insetGrouped ? 20 : 0
    }
}
