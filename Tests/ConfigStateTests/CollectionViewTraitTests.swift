import ConfigState
import Testing

// Cells are the collection view's subviews: they inherit its traits — with a list layout's
// appearance as their `listEnvironment` — and its tint colour, unless they set their own.
@MainActor
@Suite("CollectionView traits")
struct CollectionViewTraitTests {
    static let appearances: [(CollectionLayoutListConfiguration.Appearance, ListEnvironment)] = [
        (.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped),
        (.sidebar, .sidebar), (.sidebarPlain, .sidebarPlain),
    ]

    @Test func theListAppearanceReachesEveryCellAsItsListEnvironment() {
        for (appearance, environment) in Self.appearances {
            let list = makeNumberList(items: 5, rows: 5, appearance: appearance)
            #expect(list.collectionView.traitCollection.listEnvironment == environment)
            for cell in list.collectionView.visibleCells {
                #expect(cell.traitCollection.listEnvironment == environment, "\(appearance)")
                #expect(cell.configurationState.traitCollection.listEnvironment == environment)
                // The list cell's default background follows the environment.
                var expected = BackgroundConfiguration.listCell()
                expected = expected.updated(for: cell.configurationState)
                #expect(cell.backgroundConfiguration == expected, "\(appearance)")
            }
        }
    }

    @Test func theLayoutsAppearanceWinsOverTheAssignedTraitsAndFollowsANewLayout() {
        let list = makeNumberList(items: 5, rows: 5, appearance: .plain)
        let collectionView = list.collectionView
        collectionView.traitCollection = TraitCollection(
            userInterfaceStyle: .dark, listEnvironment: .sidebar)
        #expect(list.cell(for: 1)?.traitCollection.listEnvironment == .plain)
        #expect(list.cell(for: 1)?.traitCollection.userInterfaceStyle == .dark)
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let render = collectionView.render()
        #expect(render.rows.count == 5)
        for row in render.rows {
            #expect(row.render.background?.cornerRadius == 10, "inset grouped now")
            #expect(
                row.render.background?.color
                    == SystemColor.secondarySystemGroupedBackground.resolve(
                        in: ColorEnvironment(colorScheme: .dark)))
        }
        #expect(list.cell(for: 1)?.traitCollection.userInterfaceStyle == .dark, "kept")
    }

    @Test func aTintSetOnACellInTheRegistrationIsNotOverwritten() throws {
        let list = ListHarness<Int, Int>(rows: 5) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
            cell.accessories = [.checkmark()]
            cell.tintColor = item == 2 ? Color(.systemPink) : nil
        }
        let collectionView = list.collectionView
        list.apply([0: [1, 2, 3]])
        collectionView.tintColor = Color(.systemGreen)
        list.select(2)
        collectionView.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        collectionView.isEditing = true
        collectionView.isEditing = false
        let pink = try #require(list.cell(for: 2))
        #expect(pink.tintColor == Color(.systemPink))
        #expect(pink.isSelected && pink.traitCollection.userInterfaceStyle == .dark)
        #expect(list.cell(for: 1)?.tintColor == Color(.systemGreen), "the others inherit it")
        let environment = ColorEnvironment(colorScheme: .dark)
        let checkmarks = collectionView.render().rows.map {
            $0.render.trailingAccessories.first?.tintColor
        }
        #expect(
            checkmarks == [
                Color(.systemGreen).resolve(in: environment),
                Color(.systemPink).resolve(in: environment),
                Color(.systemGreen).resolve(in: environment),
            ])
    }
}
