import ConfigStateTesting
import Testing

@testable import ConfigState

// The reuse audit finds stale state only in what `ViewRender.differences(from:)` compares: a
// comparison that leaves out one part of the render (the accessories, say) lets a cell that
// kept an earlier item's accessories pass the audit. This property checks the comparison
// against the render's documented structure — every stored property of `ViewRender`, and the
// states a cell shows through them — rather than against the comparison's own field list:
// for a random configured list cell and an identical fresh twin, changing exactly one part of
// the first must give a difference whose path is under that part.
//
// The separators and swipe actions are given to a cell by its list, through internal
// properties; the test sets them directly (hence `@testable`).

/// A random configured list cell, as a value: build it twice to get identical twins.
struct AuditCellRecipe: Sendable, CustomStringConvertible {
    var content: ListContentConfiguration?
    var background: BackgroundConfiguration?
    var accessories: [CellAccessory]
    var indentationLevel: Int
    var indentsAccessories: Bool
    var state: CellConfigurationState
    var framed: Bool
    var topSeparator: Bool
    var bottomSeparator: Bool
    var swiped: Bool

    var description: String {
        "AuditCellRecipe(content: \(String(describing: content)), background: "
            + "\(String(describing: background)), accessories: \(accessories), indentationLevel: "
            + "\(indentationLevel), indentsAccessories: \(indentsAccessories), state: \(state), "
            + "framed: \(framed), separators: \(topSeparator)/\(bottomSeparator), swiped: \(swiped))"
    }

    static let generator: Gen<AuditCellRecipe> = Gen.zip(
        Gen.optional(of: Gen.listContentConfiguration),
        Gen.optional(of: Gen.backgroundConfiguration),
        Gen.array(of: Gen.cellAccessory, count: 0...4),
        Gen.int(in: 0...3), Gen.bool, cellStates, Gen.bool, Gen.bool, Gen.bool, Gen.bool
    ).map { content, background, accessories, level, indents, state, framed, top, bottom, swiped in
        // Two accessories of one kind are invalid together; keep the first of each kind.
        var kinds: [CellAccessory.AccessoryType] = []
        var valid: [CellAccessory] = []
        for accessory in accessories where !kinds.contains(accessory.accessoryType) {
            kinds.append(accessory.accessoryType)
            valid.append(accessory)
        }
        return AuditCellRecipe(
            content: content, background: background, accessories: valid,
            indentationLevel: level, indentsAccessories: indents, state: state, framed: framed,
            topSeparator: top, bottomSeparator: bottom, swiped: swiped)
    }

    /// A new cell configured by the recipe.
    @MainActor
    func makeCell() throws -> CollectionViewListCell {
        let cell = CollectionViewListCell()
        cell.traitCollection = state.traitCollection
        if framed { cell.frame = CGRect(x: 0, y: 0, width: 390, height: 88) }
        if let content { cell.contentConfiguration = content }
        if let background { cell.backgroundConfiguration = background }
        try cell.setAccessories(accessories)
        cell.indentationLevel = indentationLevel
        cell.indentsAccessories = indentsAccessories
        apply(state, to: cell)
        var separators = ListItemSeparators()
        if topSeparator {
            separators.top = ListItemSeparators.Separator(
                leadingInset: nil, trailingInset: nil, color: .separator, visualEffect: nil)
        }
        if bottomSeparator {
            separators.bottom = ListItemSeparators.Separator(
                leadingInset: 20, trailingInset: nil, color: .separator, visualEffect: nil)
        }
        cell.listSeparators = separators
        if swiped {
            cell.listSwipeActions = RevealedSwipeActions(
                edge: .trailing,
                actions: [
                    RevealedSwipeActions.Action(
                        style: .destructive, title: "Delete", image: nil, backgroundColor: .red)
                ])
        }
        return cell
    }
}

/// One part of a render and how to change exactly that part of a cell.
struct RenderPart: Sendable {
    /// The branch name, also shown in failures.
    var name: String
    /// A difference must name a path equal to one of these or under it (`prefix.` or
    /// `prefix[`).
    var paths: [String]
    /// Applied to both twins first, so that the part exists on both (an accessory whose state
    /// the change shows, a text under which the separator starts…).
    var prepare: @MainActor @Sendable (CollectionViewListCell) throws -> Void = { _ in }
    /// Applied to the first cell only: changes the part.
    var change: @MainActor @Sendable (CollectionViewListCell) throws -> Void

    func names(_ path: String) -> Bool {
        paths.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
    }
}

@MainActor
private func content(of cell: CollectionViewListCell) -> ListContentConfiguration {
    (cell.contentConfiguration as? ListContentConfiguration) ?? cell.defaultContentConfiguration()
}

/// Ensures the cell has a list content configuration with a primary text that shows.
@MainActor
private func ensureText(_ cell: CollectionViewListCell) {
    var configuration = content(of: cell)
    // Attributed text supersedes the plain text; an empty text shows nothing.
    if (configuration.attributedText?.string ?? configuration.text ?? "").isEmpty {
        configuration.attributedText = nil
        configuration.text = "Inbox"
    }
    cell.contentConfiguration = configuration
}

/// Replaces any accessory of `accessory`'s kind by `accessory`.
@MainActor
private func install(_ accessory: CellAccessory, on cell: CollectionViewListCell) throws {
    var accessories = cell.accessories.filter { $0.accessoryType != accessory.accessoryType }
    accessories.append(accessory)
    try cell.setAccessories(accessories)
}

/// A handler that shows the state's flags and a custom state in the secondary text.
@MainActor
private func showStateInSecondaryText(_ cell: CollectionViewListCell) {
    ensureText(cell)
    cell.configurationUpdateHandler = { cell, state in
        guard let cell = cell as? CollectionViewListCell else { return }
        var configuration = content(of: cell)
        configuration.secondaryAttributedText = nil
        configuration.secondaryText =
            "h\(state.isHighlighted) f\(state.isFocused) d\(state.isDisabled) "
            + "a\(state[.isArchived])"
        cell.contentConfiguration = configuration
    }
}

private let frame = CGRect(x: 0, y: 0, width: 390, height: 88)

/// Every part of a `ViewRender` (its stored properties, and the text, image and properties of
/// its content), and states a list cell shows.
let renderParts: [RenderPart] = [
    RenderPart(name: "content.text", paths: ["content.text"]) { cell in
        var configuration = content(of: cell)
        let text = configuration.attributedText?.string ?? configuration.text
        configuration.attributedText = nil
        configuration.text = (text ?? "") + "•"
        cell.contentConfiguration = configuration
    },
    RenderPart(name: "content.secondaryText", paths: ["content.secondaryText"]) { cell in
        var configuration = content(of: cell)
        let text =
            configuration.secondaryAttributedText?.string
            ?? configuration.secondaryText
        configuration.secondaryAttributedText = nil
        configuration.secondaryText = (text ?? "") + "•"
        cell.contentConfiguration = configuration
    },
    RenderPart(name: "content.image", paths: ["content.image"]) { cell in
        var configuration = content(of: cell)
        let star = Image(named: "audit.star", size: CGSize(width: 24, height: 24))
        configuration.image =
            configuration.image == star
            ? Image(named: "audit.heart", size: CGSize(width: 24, height: 24)) : star
        cell.contentConfiguration = configuration
    },
    RenderPart(
        name: "content.textProperties", paths: ["content.text"], prepare: { ensureText($0) },
        change: { cell in
            var configuration = content(of: cell)
            let lines = configuration.textProperties.numberOfLines
            configuration.textProperties.numberOfLines = lines == 3 ? 4 : 3
            cell.contentConfiguration = configuration
        }
    ),
    RenderPart(
        name: "content.imageProperties", paths: ["content.image"],
        prepare: { cell in
            var configuration = content(of: cell)
            if configuration.image == nil {
                configuration.image = Image(
                    named: "audit.image", size: CGSize(width: 24, height: 24))
            }
            cell.contentConfiguration = configuration
        },
        change: { cell in
            var configuration = content(of: cell)
            let radius = configuration.imageProperties.cornerRadius
            configuration.imageProperties.cornerRadius = radius == 3 ? 4 : 3
            cell.contentConfiguration = configuration
        }
    ),
    RenderPart(name: "content.margins", paths: ["content.margins"]) { cell in
        var configuration = content(of: cell)
        var margins = configuration.directionalLayoutMargins
        margins.top = margins.top == 3 ? 4 : 3
        configuration.directionalLayoutMargins = margins
        cell.contentConfiguration = configuration
    },
    RenderPart(
        name: "nestedContents", paths: ["nestedContents"], prepare: { ensureText($0) },
        change: { cell in
            var nested = ListContentConfiguration.cell()
            nested.text = "Nested"
            cell.contentView.addSubview(ListContentView(configuration: nested))
        }
    ),
    RenderPart(name: "background", paths: ["background"]) { cell in
        var background = cell.backgroundConfiguration ?? .listCell()
        background.cornerRadius = background.cornerRadius == 5 ? 6 : 5
        cell.backgroundConfiguration = background
    },
    RenderPart(name: "leadingAccessories", paths: ["accessories.leading"]) { cell in
        try cell.setAccessories(
            cell.accessories + [
                .customView(
                    configuration: CellAccessory.CustomViewConfiguration(
                        customView: CustomView("audit.leading"), placement: .leading()))
            ])
    },
    RenderPart(name: "trailingAccessories", paths: ["accessories.trailing"]) { cell in
        try cell.setAccessories(
            cell.accessories + [
                .customView(
                    configuration: CellAccessory.CustomViewConfiguration(
                        customView: CustomView("audit.trailing"), placement: .trailing()))
            ])
    },
    RenderPart(name: "indentation", paths: ["indentation"]) { cell in
        cell.indentationLevel += 1
    },
    RenderPart(
        name: "leadingAccessoryIndentation", paths: ["accessories.leadingIndentation"],
        prepare: { cell in
            try install(
                .customView(
                    configuration: CellAccessory.CustomViewConfiguration(
                        customView: CustomView("audit.indented"), placement: .leading())),
                on: cell)
            cell.indentationLevel = max(cell.indentationLevel, 1)
        },
        change: { cell in
            cell.indentsAccessories.toggle()
        }
    ),
    // The separator starts under the text; with accessories or an image that leave the text no
    // room, the text (and so the separator) is pinned whatever the margins, so they go.
    RenderPart(
        name: "separatorInsets", paths: ["separatorInsets"],
        prepare: { cell in
            ensureText(cell)
            var configuration = content(of: cell)
            configuration.image = nil
            cell.contentConfiguration = configuration
            try cell.setAccessories([])
        },
        change: { cell in
            var configuration = content(of: cell)
            var margins = configuration.directionalLayoutMargins
            margins.leading = margins.leading == 30 ? 31 : 30
            configuration.directionalLayoutMargins = margins
            cell.contentConfiguration = configuration
        }
    ),
    RenderPart(name: "frames", paths: ["frames"]) { cell in
        cell.frame = cell.frame == frame ? CGRect(x: 0, y: 0, width: 300, height: 60) : frame
    },
    RenderPart(name: "topSeparator", paths: ["separators.top"]) { cell in
        var separators = cell.listSeparators
        // The trailing inset: a leading one may equal where the separator starts anyway.
        separators.top = ListItemSeparators.Separator(
            leadingInset: separators.top?.leadingInset,
            trailingInset: separators.top?.trailingInset == 3 ? 4 : 3, color: .separator,
            visualEffect: nil)
        cell.listSeparators = separators
    },
    RenderPart(name: "bottomSeparator", paths: ["separators.bottom"]) { cell in
        var separators = cell.listSeparators
        // The trailing inset: a leading one may equal where the separator starts anyway.
        separators.bottom = ListItemSeparators.Separator(
            leadingInset: separators.bottom?.leadingInset,
            trailingInset: separators.bottom?.trailingInset == 3 ? 4 : 3, color: .separator,
            visualEffect: nil)
        cell.listSeparators = separators
    },
    RenderPart(name: "swipeActions", paths: ["swipeActions"]) { cell in
        let title = cell.listSwipeActions?.actions.first?.title == "Flag" ? "Pin" : "Flag"
        cell.listSwipeActions = RevealedSwipeActions(
            edge: .leading,
            actions: [
                RevealedSwipeActions.Action(
                    style: .normal, title: title, image: nil, backgroundColor: .orange)
            ])
    },
    // States that show, each through the part that shows it.
    RenderPart(
        name: "state.selected", paths: ["accessories.leading"],
        prepare: { try install(.multiselect(displayed: .always), on: $0) },
        change: { cell in
            cell.isSelected.toggle()
        }
    ),
    RenderPart(
        name: "state.expanded", paths: ["accessories"],
        prepare: { try install(.outlineDisclosure(), on: $0) },
        change: { cell in
            cell.isExpanded.toggle()
        }
    ),
    RenderPart(
        name: "state.editing", paths: ["accessories.leading"],
        prepare: { try install(.delete(displayed: .whenEditing), on: $0) },
        change: { cell in
            cell.isEditing.toggle()
        }
    ),
    RenderPart(
        name: "state.highlighted", paths: ["content.secondaryText"],
        prepare: { showStateInSecondaryText($0) },
        change: { cell in
            cell.isHighlighted.toggle()
        }
    ),
    RenderPart(
        name: "state.focused", paths: ["content.secondaryText"],
        prepare: { showStateInSecondaryText($0) },
        change: { cell in
            cell.isFocused.toggle()
        }
    ),
    RenderPart(
        name: "state.disabled", paths: ["content.secondaryText"],
        prepare: { showStateInSecondaryText($0) },
        change: { cell in
            cell.isUserInteractionEnabled.toggle()
        }
    ),
    RenderPart(
        name: "state.custom", paths: ["content.secondaryText"],
        prepare: { showStateInSecondaryText($0) },
        change: { cell in
            cell[customState: .isArchived].toggle()
        }
    ),

]

@MainActor
@Suite("The reuse audit's comparison covers every part of a render")
struct AuditCoverageProperties {
    @Test func changingOnePartIsReportedUnderThatPart() {
        var tally = BranchTally(branches: renderParts.map(\.name))
        let generator = Gen.zip(AuditCellRecipe.generator, Gen.int(in: 0...(renderParts.count - 1)))
        let held = checkProperty(
            "changing one part of a cell makes the audit's comparison name that part",
            using: generator, configuration: Cases.standard
        ) { recipe, index in
            tally.countCase()
            let part = renderParts[index]
            tally.take(part.name)
            let cell = try recipe.makeCell()
            let twin = try recipe.makeCell()
            try part.prepare(cell)
            try part.prepare(twin)
            try requireEqual(
                cell.render().differences(from: twin.render()), [],
                "the twins differ before the change to \(part.name)")
            try part.change(cell)
            let differences = cell.render().differences(from: twin.render())
            try require(
                differences.contains { part.names($0.path) },
                "changing \(part.name) gave no difference under \(part.paths): "
                    + "\(differences.map(\.description))")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
