import ConfigState
import Testing

/// Records what a view is told about its traits.
private final class TraitRecordingView: View {
    var traitChanges: [TraitCollection?] = []
    var tintChanges = 0
    var moves = 0

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(previousTraitCollection)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        moves += 1
    }
}

@MainActor
@Suite("View")
struct ViewTests {
    @Test func initialisersGiveUIKitsDefaults() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 300, height: 44))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(view.alpha == 1 && !view.isHidden && view.isUserInteractionEnabled)
        #expect(view.backgroundColor == nil)
        #expect(
            view.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.tintColor == .systemBlue)
        #expect(View().frame == .zero)
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func subviewsMoveBetweenSuperviewsAndNeverFormACycle() {
        let root = View()
        let a = View()
        let b = View()
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        a.addSubview(b)
        #expect(root.subviews.count == 1 && a.subviews.first === b && b.superview === a)
        root.insertSubview(b, at: 0)
        #expect(root.subviews.first === b && a.subviews.isEmpty)
        // A view cannot contain an ancestor of itself, nor itself.
        b.addSubview(root)
        b.addSubview(b)
        #expect(b.subviews.isEmpty && root.superview == nil)
        b.removeFromSuperview()
        #expect(
            b.superview == nil && root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(
            b.isDescendant(of: b) && !b.isDescendant(of: root)
                && a.isDescendant(of: root))
    }

    @Test func traitsAndTintAreInheritedDownTheTree() {
        let root = View()
        let child = View()
        let grandchild = View()
        child.addSubview(grandchild)
        root.addSubview(child)
        root.traitCollection = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .sidebar)
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        #expect(grandchild.traitCollection.listEnvironment == .sidebar)
        child.tintColor = .systemPink
        #expect(grandchild.tintColor == .systemPink && root.tintColor == .systemBlue)
        #expect(grandchild.traitCollection.tintColor == .systemPink)
        // A view's own traits win over its superview's; its own tint over both.
        grandchild.traitCollection = TraitCollection(userInterfaceStyle: .light)
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)
        #expect(grandchild.tintColor == .systemBlue)
        grandchild.tintColor = .systemGreen
        #expect(grandchild.traitCollection.tintColor == .systemGreen)
        // Setting nil returns to the inherited tint.
        child.tintColor = nil
        #expect(child.tintColor == .systemBlue)
    }

    @Test func viewsAreToldWhenTheirEffectiveTraitsChangeAndOnlyThen() {
        let root = View()
        let child = TraitRecordingView()
        root.addSubview(child)
        #expect(child.traitChanges.isEmpty && child.moves == 1)
        root.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(child.traitChanges.count == 1)
        #expect(child.traitChanges.first??.userInterfaceStyle == .light)
        root.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(child.traitChanges.count == 1, "equal traits are no change")
        root.tintColor = .systemOrange
        #expect(child.traitChanges.count == 2 && child.tintChanges == 1)
        child.removeFromSuperview()
        #expect(child.traitChanges.count == 3 && child.moves == 2)
        #expect(child.traitCollection == TraitCollection())
    }

    @Test func aCellsTraitsComeFromItsSuperviewAndRequestAnUpdate() {
        let list = View()
        let cell = CollectionViewListCell()
        cell.layoutIfNeeded()
        #expect(!cell.needsUpdateConfiguration)
        list.addSubview(cell)
        #expect(!cell.needsUpdateConfiguration, "the same default traits are no change")
        list.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(cell.needsUpdateConfiguration)
        #expect(cell.configurationState.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aTintSetOnACellColoursItsTintBackground() {
        // UIKit's sidebar cells take the tint colour as their selected background; a tint set
        // on the cell (say in a registration) is the one that shows.
        let list = View()
        list.traitCollection = TraitCollection(listEnvironment: .sidebar)
        let cell = CollectionViewListCell()
        list.addSubview(cell)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.tintColor = .systemPink
        cell.isSelected = true
        let expected = Color.systemPink.resolve(in: cell.traitCollection.colorEnvironment)
        #expect(cell.render().background?.color == expected)
    }

    @Test func contentViewsAddedToTheContentViewAppearInTheRender() {
        // Apple's custom-cell pattern: a list content view added to the cell's content view,
        // configured in updateConfiguration(using:).
        final class CustomListCell: CollectionViewListCell {
            let listContentView = ListContentView(configuration: .subtitleCell())

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(listContentView)
            }

            required init?(coder: NSCoder) { return nil }

            override func updateConfiguration(using state: CellConfigurationState) {
                super.updateConfiguration(using: state)
                var content = ListContentConfiguration.subtitleCell().updated(for: state)
                content.text = state.isSelected ? "Selected" : "Not selected"
                listContentView.configuration = content
            }
        }
        let cell = CustomListCell()
        #expect(cell.render().content == nil)
        guard case .list(let list)? = cell.render().nestedContents.first else {
            Issue.record("the nested list content view is not in the render")
            return
        }
        #expect(list.text?.text == "Not selected")
        cell.isSelected = true
        guard case .list(let selected)? = cell.render().nestedContents.first else {
            Issue.record("the nested list content view is not in the render")
            return
        }
        #expect(selected.text?.text == "Selected")
        #expect(cell.render().fields.contains { $0.path == "nestedContents[0].text.text" })
        cell.listContentView.isHidden = true
        #expect(cell.render().nestedContents.isEmpty, "hidden views show nothing")
    }

    @Test func aContentConfigurationsViewBecomesTheContentView() {
        let cell = CollectionViewListCell()
        let plain = cell.contentView
        #expect(!(plain is any ContentView) && plain.superview === cell)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(cell.contentView is ListContentView)
        #expect(cell.contentView.superview === cell && plain.superview == nil)
        #expect(cell.subviews.filter { $0 === cell.contentView }.count == 1)
    }
}
