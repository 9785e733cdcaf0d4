import ConfigState
import Foundation
import Testing

// UIKit's documentation for custom cell state (UIConfigurationStateCustomKey, and
// UICollectionViewCell.updateConfiguration(using:)), ported by deleting `UI`. The key and the
// `isArchived` state accessor are declared in ConfigurationStateTests.swift.
final class ArchivableCell: CollectionViewListCell {
    var isArchived = false {
        didSet {
            if oldValue != isArchived {
                setNeedsUpdateConfiguration()
            }
        }
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        var backgroundConfig = BackgroundConfiguration.listPlainCell().updated(for: state)
        if state.isArchived {
            backgroundConfig.backgroundColor = .systemGray5
        }
        backgroundConfiguration = backgroundConfig
    }
}

/// Records what happens during an update pass, in order.
final class PassRecorder {
    var events: [String] = []
}

/// A content configuration that records each `updated(for:)` (test-only: a real one is pure).
struct RecordingConfiguration: ContentConfiguration {
    let recorder: PassRecorder
    var label = ""

    func makeContentView() -> any View & ContentView { RecordingView(configuration: self) }

    func updated(for state: any ConfigurationState) -> RecordingConfiguration {
        recorder.events.append("content.updated")
        var copy = self
        copy.label = state.cellConfigurationState.isSelected ? "selected" : "normal"
        return copy
    }
}

final class RecordingView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: RecordingConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
}

final class RecordingCell: CollectionViewListCell {
    var recorder: PassRecorder?

    override func updateConfiguration(using state: CellConfigurationState) {
        recorder?.events.append("updateConfiguration(selected: \(state.isSelected))")
        // The automatic updates ran first: the background is already updated for this state.
        if let background = backgroundConfiguration {
            recorder?.events.append(
                "background \(background.backgroundColor.map(String.init(describing:)) ?? "tint")")
        }
    }
}

/// A second content configuration type, to force content-view replacement.
struct BadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
    func updated(for state: any ConfigurationState) -> BadgeConfiguration { self }
}

final class BadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "BadgeView")
        render.add("count", (configuration as? BadgeConfiguration)?.count ?? -1)
        return .custom(render)
    }
}

@MainActor
@Suite("Cell")
struct CellTests {
    @Test func uikitCustomStateCellPortsAndRendersTheArchivedLook() throws {
        let cell = ArchivableCell()
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.isArchived = true
        #expect(cell.needsUpdateConfiguration)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray5)
        let render = cell.render()
        let background = try #require(render.background)
        #expect(background.color == SystemColor.systemGray5.resolve(in: ColorEnvironment()))
        cell.isSelected = true
        #expect(
            cell.render().background?.color
                == SystemColor.systemGray5.resolve(in: ColorEnvironment()),
            "customised colour wins in every state")
        cell.isArchived = false
        #expect(
            cell.render().background?.color
                == SystemColor.systemGray4.resolve(in: ColorEnvironment()),
            "back to the style: selected")
    }

    @Test func typedCustomStatesNeedNoOverride() {
        let cell = CollectionViewListCell()
        cell.configurationUpdateHandler = { cell, state in
            var content = ListContentConfiguration.cell()
            content.text = state[.archived] ? "Archived" : "Active"
            cell.contentConfiguration = content
        }
        cell.layoutIfNeeded()
        cell[customState: .archived] = true
        #expect(cell.needsUpdateConfiguration)
        #expect(cell.configurationState[.archived])
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Archived")
        cell[customState: ConfigurationStateCustomKey("com.app.other")] = 3
        #expect(
            cell.configurationState[ConfigurationStateCustomKey("com.app.other")] == AnyHashable(3))
    }

    @Test func updatePassRunsInUIKitsOrder() {
        let recorder = PassRecorder()
        let cell = RecordingCell()
        cell.recorder = recorder
        cell.contentConfiguration = RecordingConfiguration(recorder: recorder)
        cell.configurationUpdateHandler = { cell, state in
            recorder.events.append(
                "handler(selected: \(state.isSelected), cell: \(type(of: cell)))")
        }
        cell.layoutIfNeeded()
        recorder.events.removeAll()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(
            recorder.events == [
                "content.updated", "updateConfiguration(selected: true)", "background systemGray4",
                "handler(selected: true, cell: RecordingCell)",
            ])
        #expect((cell.contentConfiguration as? RecordingConfiguration)?.label == "selected")
    }

    @Test func requestsAreCoalescedIntoOnePass() {
        let cell = CollectionViewListCell()
        var passes = 0
        cell.configurationUpdateHandler = { _, _ in passes += 1 }
        cell.layoutIfNeeded()
        #expect(passes == 1, "a new cell runs one pass before it is first rendered")
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isFocused = true
        cell.setNeedsUpdateConfiguration()
        cell.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(passes == 1, "nothing runs until layout")
        cell.layoutIfNeeded()
        #expect(passes == 2)
        cell.layoutIfNeeded()
        #expect(passes == 2, "no pending request, no pass")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(passes == 2, "setting an unchanged value requests nothing")
        _ = cell.render()
        #expect(passes == 2)
        cell.isSelected = false
        _ = cell.render()
        #expect(passes == 3, "render runs a pending pass first")
    }

    @Test func automaticallyUpdatesContentConfigurationFlag() {
        let cell = CollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.isDisabled = true
        cell.layoutIfNeeded()
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color
                == .tertiaryLabel)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = content
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color
                == .label, "not updated when set")
        cell.isDisabled = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color
                == .label, "not updated by the pass")
    }

    @Test func automaticallyUpdatesBackgroundConfigurationFlag() {
        let cell = CollectionViewListCell()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        #expect(
            cell.backgroundConfiguration?.backgroundColor == .systemBackground,
            "not updated when set")
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(
            cell.backgroundConfiguration?.backgroundColor == .systemBackground,
            "not updated by the pass")
    }

    @Test func handlerReceivesTheCellAndSettingOneRequestsAnUpdate() {
        let cell = CollectionViewListCell()
        cell.layoutIfNeeded()
        // Weak, so that the handler (held by the cell) does not keep the cell alive.
        weak var received: CollectionViewCell?
        cell.configurationUpdateHandler = { cell, _ in received = cell }
        #expect(cell.needsUpdateConfiguration)
        cell.layoutIfNeeded()
        #expect(received === cell)
    }

    @Test func contentViewIsUpdatedInPlaceWhenSupported() {
        let log = DiagnosticLog()
        let cell = CollectionViewListCell()
        cell.diagnosticSink = log
        var first = cell.defaultContentConfiguration()
        first.text = "One"
        cell.contentConfiguration = first
        let view = cell.contentView
        var second = ListContentConfiguration.subtitleCell()
        second.text = "Two"
        cell.contentConfiguration = second
        #expect(cell.contentView === view)
        #expect(cell.contentViewCreationCount == 1)
        #expect(log.diagnostics.isEmpty)
    }

    /// A cell keeps the content configuration it was given, as UIKit's stores its own: code
    /// that sets its list content view's configuration directly changes what the view shows,
    /// not the cell's `contentConfiguration`, and the cell's next update shows its own again.
    @Test func settingTheContentViewsConfigurationDirectlyLeavesTheCellsOwn() throws {
        let cell = CollectionViewListCell()
        var own = cell.defaultContentConfiguration()
        own.text = "Own"
        cell.contentConfiguration = own
        let view = try #require(cell.contentView as? ListContentView)
        var other = ListContentConfiguration.subtitleCell()
        other.text = "Other"
        view.configuration = other
        other.text = "Other again"
        view.configuration = other
        #expect(view.listContentConfiguration.text == "Other again", "the view shows it")
        #expect(text(of: cell) == "Own", "the cell's configuration is its own")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(view.listContentConfiguration.text == "Own", "the update shows the cell's again")
        #expect(text(of: cell) == "Own")
        view.configuration = other
        var next = cell.defaultContentConfiguration()
        next.text = "Next"
        cell.contentConfiguration = next
        #expect(view.listContentConfiguration.text == "Next" && text(of: cell) == "Next")
        // A view the cell let go is the caller's: setting it leaves the cell's new one alone.
        cell.contentConfiguration = BadgeConfiguration(count: 1)
        view.configuration = other
        #expect(cell.contentConfiguration as? BadgeConfiguration == BadgeConfiguration(count: 1))
        #expect(view.listContentConfiguration.text == "Other again")
    }

    @Test func unsupportedConfigurationReplacesTheViewWithUIKitsWarning() throws {
        let log = DiagnosticLog()
        let cell = CollectionViewListCell()
        cell.diagnosticSink = log
        cell.debugName = "ListCell(row 3)"
        cell.contentConfiguration = cell.defaultContentConfiguration()
        let view = cell.contentView
        cell.contentConfiguration = BadgeConfiguration(count: 2)
        #expect(cell.contentView !== view)
        #expect(cell.contentView is BadgeView)
        #expect(cell.contentViewReplacementCount == 1)
        let diagnostic = try #require(log.diagnostics(of: .contentViewReplaced).first)
        #expect(
            diagnostic.message.hasPrefix(
                "[ContentConfiguration] Warning: You are setting a new content configuration to a cell that has an existing content configuration, but the existing content view does not support the new configuration."
            ))
        #expect(
            diagnostic.message.contains(
                "Use separate registrations or reuse identifiers for different types of cells to avoid this."
            ))
        #expect(diagnostic.message.contains("Cell: ListCell(row 3);"))
        #expect(
            diagnostic.message.contains("New content configuration: BadgeConfiguration(count: 2)"))
        #expect(diagnostic.source == "ListCell(row 3)")
        let badge = cell.contentView
        cell.contentConfiguration = nil
        // As UIKit: the configuration's view goes and a plain content view takes its place.
        #expect(!(cell.contentView is any ContentView))
        #expect(cell.contentView !== badge && badge.superview == nil)
        #expect(cell.contentView.superview === cell)
    }

    @Test func backgroundConfigurationAndLegacyPropertiesClearEachOther() {
        let cell = CollectionViewCell()
        cell.backgroundColor = .systemRed
        cell.backgroundView = CustomView("texture")
        cell.selectedBackgroundView = CustomView("highlight")
        #expect(cell.render().background?.customView == CustomView("texture"))
        cell.isSelected = true
        #expect(cell.render().background?.customView == CustomView("highlight"))
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(
            cell.backgroundColor == nil && cell.backgroundView == nil
                && cell.selectedBackgroundView == nil)
        cell.backgroundView = CustomView("texture")
        #expect(
            cell.backgroundConfiguration == nil,
            "a legacy background view removes the configuration")
        cell.backgroundConfiguration = .clear()
        cell.backgroundColor = .systemPink
        #expect(
            cell.backgroundConfiguration != nil,
            "setting the colour does not remove the configuration")
        #expect(
            cell.render().background?.color == Color.Resolved.clear,
            "the configuration draws over the colour")
    }

    @Test func listCellDefaultsFollowTheListEnvironment() {
        let cell = CollectionViewListCell()
        cell.traitCollection = TraitCollection(listEnvironment: .sidebar)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(
            cell.backgroundConfiguration?.backgroundColor == nil,
            "a selected sidebar cell shows the tint")
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .white
        )
        #expect(CollectionViewCell().defaultBackgroundConfiguration() == .clear())
    }

    @Test func listCellRendersAccessoriesIndentationAndSeparator() throws {
        let log = DiagnosticLog()
        let cell = CollectionViewListCell()
        cell.diagnosticSink = log
        var content = cell.defaultContentConfiguration()
        content.text = "Drafts"
        content.image = Image(systemName: "doc")
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .delete(), .label(text: "3")]
        cell.indentationLevel = 2
        var render = cell.render()
        #expect(render.leadingAccessories.isEmpty, "delete shows only while editing")
        #expect(render.trailingAccessories.map(\.accessoryType) == [.label, .disclosureIndicator])
        #expect(
            render.trailingAccessories[1].tintColor
                == SystemColor.tertiaryLabel.resolve(in: ColorEnvironment()))
        #expect(render.indentation == 20)
        let separator = try #require(render.separatorInsets?.leading)
        #expect(
            separator == 76,
            "indentation 20 + margin 16 + image 24 + padding 16, got \(separator.bitPattern)")
        cell.isEditing = true
        render = cell.render()
        #expect(render.leadingAccessories.map(\.accessoryType) == [.delete])
        #expect(render.leadingAccessoryIndentation == 20, "accessories move with the content")
        cell.indentsAccessories = false
        render = cell.render()
        #expect(render.indentation == 20 && render.leadingAccessoryIndentation == 0)
        #expect(render.description.contains("accessories.leadingIndentation = 0"))
        let stored = try JSONEncoder().encode(render)
        #expect(try JSONDecoder().decode(ViewRender.self, from: stored) == render)
        var old = try #require(
            try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        old["leadingAccessoryIndentation"] = nil
        let withoutKey = try JSONDecoder().decode(
            ViewRender.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(withoutKey.leadingAccessoryIndentation == 20, "older renders read as indented")
        cell.isEditing = false
        #expect(
            cell.render().leadingAccessoryIndentation == 20,
            "no leading accessories: nothing to hold at the edge")
        cell.indentsAccessories = true
        cell.accessories = [.checkmark(), .checkmark()]
        #expect(cell.accessories.count == 3, "invalid accessories keep the previous ones")
        let diagnostic = try #require(log.diagnostics(of: .invalidAccessories).first)
        #expect(diagnostic.message.contains("checkmark"))
        #expect(throws: CellAccessoryError.self) {
            try cell.setAccessories([.reorder(), .reorder()])
        }
        cell.indentationLevel = -3
        #expect(cell.indentationLevel == 0)
    }

    @Test func accessoriesTurnWhiteOnATintBackground() {
        let cell = CollectionViewListCell()
        cell.traitCollection = TraitCollection(listEnvironment: .sidebar)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.accessories = [
            .disclosureIndicator(), .label(text: "2", options: .init(tintColor: .systemRed)),
        ]
        cell.isSelected = true
        let render = cell.render()
        let white = Color.Resolved.white
        #expect(
            render.trailingAccessories.first { $0.accessoryType == .disclosureIndicator }?.tintColor
                == white)
        #expect(
            render.trailingAccessories.first { $0.accessoryType == .label }?.tintColor
                == SystemColor.systemRed.resolve(in: ColorEnvironment()), "an explicit tint stays")
    }

    @Test func prepareForReuseResetsTransientState() {
        let cell = CollectionViewListCell()
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isSwiped = true
        cell.cellDragState = .dragging
        cell.isUserInteractionEnabled = false
        cell[customState: .archived] = true
        cell.prepareForReuse()
        #expect(
            cell.configurationState == CellConfigurationState(traitCollection: cell.traitCollection)
        )
    }

    @Test func renderIsHashableCodableAndPrintable() throws {
        func configuredCell() -> CollectionViewListCell {
            let cell = CollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "grouped"
            content.secondaryText = "detail"
            content.textProperties.transform = .uppercase
            content.image = Image(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.checkmark()]
            cell.traitCollection = TraitCollection(
                preferredContentSizeCategory: .accessibilityLarge)
            return cell
        }
        let cell = configuredCell()
        let render = cell.render()
        #expect(try roundTrip(render) == render)
        // Two cells configured alike render equal values that hash alike; a render that differs
        // in one property stays distinct.
        let twin = configuredCell().render()
        #expect(twin == render && twin.hashValue == render.hashValue)
        cell.isSelected = true
        let selected = cell.render()
        #expect(Set([render, twin, selected]).count == 2)
        let text = render.description
        #expect(text.contains("content.text.text = \"GROUPED\""), "text after its transform")
        #expect(
            text.contains("content.text.font = body 33/40pt regular"), "point size at the category")
        #expect(text.contains("content.text.color = #000000"))
        #expect(text.contains("content.image.tintColor = #007AFF"))
        #expect(text.contains("background.color = #FFFFFF"))
        #expect(text.contains("accessories.trailing[0] = checkmark"))
    }

    @Test func renderDifferencesNameTheProperties() {
        let a = CollectionViewListCell()
        var content = a.defaultContentConfiguration()
        content.text = "A"
        a.contentConfiguration = content
        let b = CollectionViewListCell()
        content.text = "B"
        content.image = Image(systemName: "star")
        b.contentConfiguration = content
        let paths = b.render().differences(from: a.render()).map(\.path)
        #expect(paths.contains("content.text.text"))
        #expect(paths.contains("content.image.image"))
        #expect(!paths.contains("background.color"))
    }

    /// A handler that requests another update and renders (or lays out) its own cell called
    /// the update pass from inside itself, again and again, until the stack overflowed. The
    /// nested call now leaves the pending pass to the loop already running, which counts it.
    @Test func aHandlerRenderingItsOwnCellEndsInTheUpdateLoopDiagnostic() {
        for makeCell in [
            { CollectionViewListCell() as CollectionViewCell }, { CollectionViewCell() },
        ] {
            let log = DiagnosticLog()
            let cell = makeCell()
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.diagnosticSink = log
            var depth = 0
            var deepest = 0
            cell.configurationUpdateHandler = { cell, _ in
                depth += 1
                deepest = max(deepest, depth)
                cell.setNeedsUpdateConfiguration()
                _ = cell.render()
                cell.layoutIfNeeded()
                depth -= 1
            }
            _ = cell.render()
            #expect(deepest == 1, "the handler ran inside itself")
            #expect(
                cell.configurationUpdateCount == CollectionViewCell.maximumUpdatePassesPerLayout)
            #expect(log.diagnostics(of: .updateLoop).count == 1)
        }
    }

    @Test func updateLoopsAreCutAndReported() {
        let log = DiagnosticLog()
        let cell = CollectionViewListCell()
        cell.diagnosticSink = log
        cell.configurationUpdateHandler = { cell, _ in cell.setNeedsUpdateConfiguration() }
        cell.layoutIfNeeded()
        #expect(cell.configurationUpdateCount == CollectionViewCell.maximumUpdatePassesPerLayout)
        #expect(log.diagnostics(of: .updateLoop).count == 1)
    }
}

extension CollectionViewCell {
    var isDisabled: Bool {
        get { !isUserInteractionEnabled }
        set { isUserInteractionEnabled = !newValue }
    }
}

@MainActor
@Suite("Background tint hint")
struct BackgroundTintHintTests {
    /// UIKit turns text white only when the cell's real background is the tint colour: a
    /// customised background colour on a selected sidebar cell keeps label-coloured text.
    @Test func customBackgroundKeepsTextFromTurningWhite() {
        let cell = CollectionViewListCell()
        cell.traitCollection = TraitCollection(listEnvironment: .sidebar)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .white
        )
        var background = BackgroundConfiguration.listSidebarCell()
        background.backgroundColor = .systemGray5
        cell.backgroundConfiguration = background
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(
            (cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .label
        )
    }

    @Test func clearBackgroundKeepsFocusedTextLabelColoured() {
        let cell = CollectionViewListCell()
        cell.backgroundConfiguration = .clear()
        var content = cell.defaultContentConfiguration()
        content.text = "Focus me"
        cell.contentConfiguration = content
        cell.isFocused = true
        let render = cell.render()
        if case .list(let list) = render.content {
            #expect(list.text?.color == Color.Resolved.black)
        } else {
            Issue.record("no list content")
        }
        let plain = CollectionViewCell()
        plain.contentConfiguration = ListContentConfiguration.cell()
        plain.isFocused = true
        plain.layoutIfNeeded()
        #expect(
            (plain.contentConfiguration as? ListContentConfiguration)?.textProperties.color
                == .label, "no background at all")
    }

    /// A cell whose state says its background is not the tint colour keeps both its text and
    /// its accessories from turning white: one decision, shared.
    @Test func stateOverrideDecidesForTextAndAccessoriesAlike() {
        final class NeverTinted: CollectionViewListCell {
            override var configurationState: CellConfigurationState {
                var state = super.configurationState
                state.backgroundUsesTintColor = false
                return state
            }
        }
        let cell = NeverTinted()
        cell.traitCollection = TraitCollection(listEnvironment: .sidebar)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.isSelected = true
        let render = cell.render()
        if case .list(let list) = render.content {
            #expect(list.text?.color != Color.Resolved.white)
        } else {
            Issue.record("no list content")
        }
        let disclosure = render.trailingAccessories.first {
            $0.accessoryType == .disclosureIndicator
        }
        #expect(disclosure != nil && disclosure?.tintColor != Color.Resolved.white)
    }

    @Test func hintIsPartOfTheStateValue() throws {
        var state = CellConfigurationState()
        #expect(state.backgroundUsesTintColor == nil)
        var tinted = state
        tinted.backgroundUsesTintColor = true
        var plain = state
        plain.backgroundUsesTintColor = false
        #expect(Set([state, tinted, plain]).count == 3)
        #expect(tinted.description == "CellConfigurationState(background: tint)")
        #expect(
            try roundTrip(tinted) == tinted && roundTrip(plain) == plain
                && roundTrip(state) == state)
        state.isSelected = true
        state.backgroundUsesTintColor = false
        #expect(state.viewConfigurationState.backgroundUsesTintColor == false)
        #expect(state.viewConfigurationState.cellConfigurationState == state)
        // Without a host the style assumes its default background; with the hint it obeys it.
        var sidebar = CellConfigurationState(
            traitCollection: TraitCollection(listEnvironment: .sidebar))
        sidebar.isSelected = true
        #expect(
            ListContentConfiguration.sidebarCell().updated(for: sidebar).textProperties.color
                == .white)
        sidebar.backgroundUsesTintColor = false
        #expect(
            ListContentConfiguration.sidebarCell().updated(for: sidebar).textProperties.color
                == .label)
        var focused = CellConfigurationState()
        focused.backgroundUsesTintColor = true
        #expect(
            ListContentConfiguration.cell().updated(for: focused).textProperties.color == .white)
    }
}
