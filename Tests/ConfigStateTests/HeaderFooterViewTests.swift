import ConfigState
import Foundation
import Testing

// `HeaderFooterView`'s public behaviour, test by test beside what CellTests.swift checks for
// `CollectionViewCell`: the update pass and its order, coalescing, the update-loop cut-off, content-view
// replacement, the background against the legacy properties, custom states, reuse, the defaults
// by role, the render, and the tint-background hint. `Docs/Hosts.md`, "Header and footer
// views", describes it.

/// Records the update pass like `RecordingCell` (CellTests.swift), for a header/footer view.
final class RecordingHeaderFooterView: HeaderFooterView {
    var recorder: PassRecorder?

    override func updateConfiguration(using state: ViewConfigurationState) {
        recorder?.events.append("updateConfiguration(pinned: \(state.isPinned))")
        // The automatic updates ran first: the background is already updated for this state.
        if let background = backgroundConfiguration {
            recorder?.events.append(
                "background \(background.backgroundColor.map(String.init(describing:)) ?? "tint")")
        }
    }
}

/// UIKit's custom-state pattern on a header: a stored property whose `didSet` requests an
/// update, an overridden `configurationState`, and `updateConfiguration(using:)` reading it.
final class ArchivableHeaderView: HeaderFooterView {
    var isArchived = false {
        didSet {
            if oldValue != isArchived {
                setNeedsUpdateConfiguration()
            }
        }
    }

    override var configurationState: ViewConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }

    override func updateConfiguration(using state: ViewConfigurationState) {
        var background = BackgroundConfiguration.listPlainHeaderFooter().updated(for: state)
        if state[.isArchived] as? Bool == true {
            background.backgroundColor = .systemGray5
        }
        backgroundConfiguration = background
    }
}

/// One change to a state-bearing property of a header/footer view, and how the state shows it.
struct HeaderFooterStateChange: Sendable, CustomTestStringConvertible {
    var name: String
    var apply: @MainActor @Sendable (HeaderFooterView) -> Void
    var isVisible: @Sendable (ViewConfigurationState) -> Bool

    var testDescription: String { name }

    static let all: [HeaderFooterStateChange] = [
        .init(
            name: "isHighlighted", apply: { $0.isHighlighted = true }, isVisible: \.isHighlighted),
        .init(name: "isSelected", apply: { $0.isSelected = true }, isVisible: \.isSelected),
        .init(name: "isFocused", apply: { $0.isFocused = true }, isVisible: \.isFocused),
        .init(name: "isPinned", apply: { $0.isPinned = true }, isVisible: \.isPinned),
        .init(
            name: "isUserInteractionEnabled", apply: { $0.isUserInteractionEnabled = false },
            isVisible: \.isDisabled),
        .init(
            name: "traitCollection",
            apply: { $0.traitCollection = TraitCollection(userInterfaceStyle: .dark) },
            isVisible: { $0.traitCollection.userInterfaceStyle == .dark }),
        .init(
            name: "typed custom state", apply: { $0[customState: .archived] = true },
            isVisible: { $0[.archived] }),
    ]
}

/// The content text of a render, when the content is a list content view's.
private func listText(_ render: ViewRender) -> TextRender? {
    guard case .list(let list) = render.content else { return nil }
    return list.text
}

/// The primary text colour a view's list content configuration has after its last update.
@MainActor
private func textColor(_ view: HeaderFooterView) -> Color? {
    (view.contentConfiguration as? ListContentConfiguration)?.textProperties.color
}

@MainActor
@Suite("HeaderFooterView")
struct HeaderFooterViewTests {
    // MARK: The update pass

    @Test func updatePassRunsInUIKitsOrder() {
        let recorder = PassRecorder()
        let view = RecordingHeaderFooterView()
        view.recorder = recorder
        view.contentConfiguration = RecordingConfiguration(recorder: recorder)
        view.backgroundConfiguration = .listPlainHeaderFooter()
        view.configurationUpdateHandler = { view, state in
            recorder.events.append("handler(pinned: \(state.isPinned), view: \(type(of: view)))")
        }
        view.layoutIfNeeded()
        recorder.events.removeAll()
        view.isPinned = true
        view.isSelected = true
        view.layoutIfNeeded()
        #expect(
            recorder.events == [
                "content.updated", "updateConfiguration(pinned: true)",
                "background systemBackground",
                "handler(pinned: true, view: RecordingHeaderFooterView)",
            ])
        #expect((view.contentConfiguration as? RecordingConfiguration)?.label == "selected")
    }

    @Test func theHandlerGetsTheViewAndItsState() throws {
        let header = HeaderFooterView()
        var content = header.defaultContentConfiguration()
        content.text = "Recent"
        header.contentConfiguration = content
        header.isPinned = true
        header.isFocused = true
        var states: [ViewConfigurationState] = []
        // Weak, so that the handler (held by the view) does not keep the view alive.
        weak var received: HeaderFooterView?
        header.configurationUpdateHandler = { view, state in
            received = view
            states.append(state)
        }
        #expect(header.needsUpdateConfiguration, "setting a handler requests an update")
        header.layoutIfNeeded()
        #expect(received === header)
        #expect(states == [header.configurationState])
        let state = try #require(states.last)
        #expect(state.isPinned && state.isFocused && !state.isSelected)
    }

    @Test func requestsAreCoalescedIntoOnePass() {
        let view = HeaderFooterView()
        var passes = 0
        view.configurationUpdateHandler = { _, _ in passes += 1 }
        #expect(view.needsUpdateConfiguration)
        view.layoutIfNeeded()
        #expect(passes == 1, "a new view runs one pass before it is first rendered")
        view.isHighlighted = true
        view.isSelected = true
        view.isFocused = true
        view.isPinned = true
        view.isUserInteractionEnabled = false
        view.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        view[customState: .archived] = true
        view.setNeedsUpdateConfiguration()
        #expect(passes == 1, "nothing runs until layout")
        view.layoutIfNeeded()
        #expect(passes == 2)
        view.layoutIfNeeded()
        #expect(passes == 2, "no pending request, no pass")
        _ = view.render()
        #expect(passes == 2, "render runs no pass when none is pending")
        view.isPinned = false
        _ = view.render()
        #expect(passes == 3, "render runs a pending pass first")
        #expect(view.configurationUpdateCount == 3)
        #expect(!view.needsUpdateConfiguration)
    }

    @Test(arguments: HeaderFooterStateChange.all)
    func aStateChangeRequestsOneUpdateAndShowsInTheState(change: HeaderFooterStateChange) {
        let view = HeaderFooterView()
        view.layoutIfNeeded()
        #expect(!change.isVisible(view.configurationState))
        change.apply(view)
        #expect(view.needsUpdateConfiguration)
        #expect(change.isVisible(view.configurationState))
        view.layoutIfNeeded()
        #expect(view.configurationUpdateCount == 2)
        change.apply(view)
        #expect(!view.needsUpdateConfiguration, "setting an unchanged value requests nothing")
    }

    /// As a cell's: a handler rendering its own view does not recurse.
    @Test func aHandlerRenderingItsOwnViewEndsInTheUpdateLoopDiagnostic() {
        let log = DiagnosticLog()
        let view = HeaderFooterView()
        view.diagnosticSink = log
        var depth = 0
        var deepest = 0
        view.configurationUpdateHandler = { view, _ in
            depth += 1
            deepest = max(deepest, depth)
            view.setNeedsUpdateConfiguration()
            _ = view.render()
            depth -= 1
        }
        _ = view.render()
        #expect(deepest == 1)
        #expect(log.diagnostics(of: .updateLoop).count == 1)
    }

    @Test func updateLoopsAreCutAndReported() throws {
        let log = DiagnosticLog()
        let view = HeaderFooterView()
        view.diagnosticSink = log
        view.configurationUpdateHandler = { view, _ in view.setNeedsUpdateConfiguration() }
        view.layoutIfNeeded()
        #expect(view.configurationUpdateCount == CollectionViewCell.maximumUpdatePassesPerLayout)
        let loops = log.diagnostics(of: .updateLoop)
        #expect(loops.count == 1)
        let loop = try #require(loops.first)
        #expect(
            loop.message
                == "configuration updates of HeaderFooterView kept requesting more updates; stopped after 8 passes in one layout"
        )
        #expect(loop.source == "HeaderFooterView")
        #expect(view.needsUpdateConfiguration, "the request the cut-off refused stays pending")
        view.layoutIfNeeded()
        #expect(
            view.configurationUpdateCount == 2 * CollectionViewCell.maximumUpdatePassesPerLayout)
        #expect(log.diagnostics(of: .updateLoop).count == 2)
    }

    @Test func diagnosticsNameTheViewByDebugNameOrType() throws {
        let log = DiagnosticLog()
        let named = HeaderFooterView()
        named.diagnosticSink = log
        named.debugName = "header(section 2)"
        named.configurationUpdateHandler = { view, _ in view.setNeedsUpdateConfiguration() }
        named.layoutIfNeeded()
        let subclass = RecordingHeaderFooterView()
        subclass.diagnosticSink = log
        subclass.configurationUpdateHandler = { view, _ in view.setNeedsUpdateConfiguration() }
        subclass.layoutIfNeeded()
        #expect(
            log.diagnostics.map(\.source) == ["header(section 2)", "RecordingHeaderFooterView"])
        #expect(
            log.diagnostics[0].message.hasPrefix("configuration updates of header(section 2) kept"))
        #expect(
            log.diagnostics[1].message.hasPrefix(
                "configuration updates of RecordingHeaderFooterView kept"))
        #expect(log.diagnostics.allSatisfy { $0.properties.isEmpty })
    }

    @Test func automaticallyUpdatesContentConfigurationFlag() {
        let view = HeaderFooterView()
        var content = view.defaultContentConfiguration()
        content.text = "Section"
        view.contentConfiguration = content
        // Disabled headers keep their text colour; focus on a system background is the tint,
        // which turns the text white.
        view.backgroundConfiguration = .listPlainHeaderFooter()
        view.isFocused = true
        view.layoutIfNeeded()
        #expect(textColor(view) == .white, "focused header text, on the tint")
        view.automaticallyUpdatesContentConfiguration = false
        view.contentConfiguration = content
        #expect(textColor(view) == .secondaryLabel, "not updated when set")
        view.isFocused = false
        view.layoutIfNeeded()
        view.isFocused = true
        view.layoutIfNeeded()
        #expect(textColor(view) == .secondaryLabel, "not updated by the pass")
    }

    @Test func automaticallyUpdatesBackgroundConfigurationFlag() {
        let view = HeaderFooterView()
        view.isPinned = true
        view.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(view.backgroundConfiguration?.backgroundColor == .systemBackground)
        view.automaticallyUpdatesBackgroundConfiguration = false
        view.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(view.backgroundConfiguration?.backgroundColor == .clear, "not updated when set")
        view.isHighlighted = true
        view.layoutIfNeeded()
        #expect(view.backgroundConfiguration?.backgroundColor == .clear, "not updated by the pass")
    }

    // MARK: Content

    @Test func contentViewIsUpdatedInPlaceWhenSupported() throws {
        let log = DiagnosticLog()
        let view = HeaderFooterView()
        view.diagnosticSink = log
        var header = view.defaultContentConfiguration()
        header.text = "One"
        view.contentConfiguration = header
        let contentView = view.contentView
        var footer = ListContentConfiguration.footer()
        footer.text = "Two"
        view.contentConfiguration = footer
        #expect(view.contentView === contentView)
        #expect(view.contentViewCreationCount == 1)
        #expect(view.contentViewReplacementCount == 0)
        #expect(log.diagnostics.isEmpty)
        #expect(listText(view.render())?.text == "Two")
    }

    @Test func unsupportedConfigurationReplacesTheViewWithUIKitsWarning() throws {
        let log = DiagnosticLog()
        let view = HeaderFooterView()
        view.diagnosticSink = log
        view.debugName = "header(section 0)"
        view.contentConfiguration = view.defaultContentConfiguration()
        let previousView = view.contentView
        let existing = String(describing: try #require(view.contentConfiguration))
        view.contentConfiguration = BadgeConfiguration(count: 2)
        #expect(view.contentView !== previousView)
        #expect(view.contentView is BadgeView)
        #expect(view.contentViewReplacementCount == 1)
        #expect(view.contentViewCreationCount == 2)
        let warnings = log.diagnostics(of: .contentViewReplaced)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        // UIKit's `UIContentConfigurationAlertForReplacedContentView`, in its header/footer
        // wording, with the view and both configurations.
        #expect(
            warning.message == """
                [ContentConfiguration] Warning: You are setting a new content configuration to a \
                header/footer view that has an existing content configuration, but the existing \
                content view does not support the new configuration. This means the existing \
                content view must be replaced with a new content view created from the new \
                configuration, instead of updating the existing content view directly, which is \
                expensive. Use separate reuse identifiers for different types of header/footer \
                views to avoid this.
                Header/footer view: header(section 0);
                Existing content configuration: \(existing);
                New content configuration: BadgeConfiguration(count: 2)
                """)
        #expect(warning.source == "header(section 0)")
        #expect(
            view.render().content
                == BadgeView(configuration: .init(count: 2)).render(
                    in: view.traitCollection))
    }

    @Test func removingTheContentRemovesTheViewAndANewOneIsNoReplacement() {
        let log = DiagnosticLog()
        let view = HeaderFooterView()
        view.diagnosticSink = log
        view.contentConfiguration = view.defaultContentConfiguration()
        view.contentConfiguration = nil
        #expect(view.contentConfiguration == nil)
        #expect(!(view.contentView is any ContentView))
        #expect(view.render().content == nil)
        view.contentConfiguration = BadgeConfiguration(count: 1)
        #expect(view.contentView is BadgeView)
        #expect(view.contentViewCreationCount == 2)
        #expect(view.contentViewReplacementCount == 0)
        #expect(log.diagnostics.isEmpty)
    }

    // MARK: Background

    @Test func legacyBackgroundRendersInTheViewsTraits() {
        let view = HeaderFooterView()
        #expect(view.render().background == nil, "no background at all")
        view.backgroundColor = .systemRed
        #expect(
            view.render().background
                == BackgroundRender(color: SystemColor.systemRed.resolve(in: ColorEnvironment())))
        view.backgroundView = CustomView("texture")
        view.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(
            view.render().background
                == BackgroundRender(
                    color: SystemColor.systemRed.resolve(in: ColorEnvironment(colorScheme: .dark)),
                    customView: CustomView("texture")))
        view.isSelected = true
        #expect(
            view.render().background?.customView == CustomView("texture"),
            "no selected background view: the same view while selected")
        view.backgroundColor = nil
        #expect(
            view.render().background
                == BackgroundRender(color: .clear, customView: CustomView("texture")),
            "a view without a colour draws on clear")
    }

    @Test func backgroundConfigurationAndLegacyPropertiesClearEachOther() {
        let view = HeaderFooterView()
        view.backgroundColor = .systemRed
        view.backgroundView = CustomView("texture")
        view.backgroundConfiguration = .listGroupedHeaderFooter()
        #expect(view.backgroundColor == nil && view.backgroundView == nil)
        view.backgroundView = CustomView("texture")
        #expect(
            view.backgroundConfiguration == nil,
            "a legacy background view removes the configuration")
        view.backgroundConfiguration = .clear()
        view.backgroundColor = .systemPink
        view.backgroundView = nil
        #expect(
            view.backgroundConfiguration != nil,
            "setting the colour, or no view, does not remove the configuration")
        #expect(
            view.render().background == BackgroundRender(color: .clear),
            "the configuration draws over the colour")
        view.backgroundConfiguration = nil
        #expect(view.backgroundColor == .systemPink, "removing a configuration resets nothing")
        #expect(
            view.render().background
                == BackgroundRender(color: SystemColor.systemPink.resolve(in: ColorEnvironment())))
    }

    // MARK: Custom states

    @Test func typedCustomStatesNeedNoOverride() {
        let view = HeaderFooterView()
        view.configurationUpdateHandler = { view, state in
            var content = ListContentConfiguration.header()
            content.text = state[.archived] ? "Archived" : "Active"
            view.contentConfiguration = content
        }
        view.layoutIfNeeded()
        #expect(listText(view.render())?.text == "Active")
        view[customState: .archived] = true
        #expect(view.needsUpdateConfiguration)
        #expect(view[customState: .archived])
        #expect(view.configurationState[.archived])
        #expect(view.configurationState[.isArchived] == AnyHashable(true), "the untyped view")
        view.layoutIfNeeded()
        #expect(listText(view.render())?.text == "Archived")
        view[customState: .archived] = true
        #expect(!view.needsUpdateConfiguration, "an unchanged custom state requests nothing")
        view[customState: .unreadCount] = 4
        #expect(view.configurationState[.unreadCount] == 4)
        #expect(view.configurationState[.archived], "setting one key keeps the others")
    }

    @Test func uikitCustomStatePatternPortsToHeaders() throws {
        let view = ArchivableHeaderView()
        view.isPinned = true
        view.layoutIfNeeded()
        #expect(view.backgroundConfiguration?.backgroundColor == .systemBackground)
        view.isArchived = true
        #expect(view.needsUpdateConfiguration)
        view.layoutIfNeeded()
        #expect(view.backgroundConfiguration?.backgroundColor == .systemGray5)
        let background = try #require(view.render().background)
        #expect(background.color == SystemColor.systemGray5.resolve(in: ColorEnvironment()))
        view.isArchived = false
        #expect(
            view.render().background?.color
                == SystemColor.systemBackground.resolve(in: ColorEnvironment()),
            "back to the style: pinned")
    }

    // MARK: Reuse

    @Test func prepareForReuseResetsTransientState() throws {
        let view = HeaderFooterView(role: .footer)
        view.traitCollection = TraitCollection(listEnvironment: .grouped)
        var content = view.defaultContentConfiguration()
        content.text = "Footnote"
        view.contentConfiguration = content
        view.backgroundConfiguration = view.defaultBackgroundConfiguration()
        view.isHighlighted = true
        view.isSelected = true
        view.isFocused = true
        view.isPinned = true
        view.isUserInteractionEnabled = false
        view[customState: .archived] = true
        view.layoutIfNeeded()
        view.prepareForReuse()
        #expect(view.needsUpdateConfiguration)
        #expect(
            view.configurationState == ViewConfigurationState(traitCollection: view.traitCollection)
        )
        #expect(!view[customState: .archived])
        #expect(view.traitCollection.listEnvironment == .grouped, "traits are the list's, kept")
        #expect(view.role == .footer)
        // Content and background are the registration's to set again, as for cells.
        #expect(
            (view.contentConfiguration as? ListContentConfiguration)?.text == "Footnote")
        #expect(view.backgroundConfiguration != nil)
    }

    @Test func prepareForReuseOfAnUnchangedViewRequestsNothing() {
        let view = HeaderFooterView()
        view.traitCollection = TraitCollection(listEnvironment: .sidebar)
        view.layoutIfNeeded()
        view.prepareForReuse()
        #expect(!view.needsUpdateConfiguration)
    }

    // MARK: Defaults by role

    @Test func aNewViewIsAHeaderWithNoConfigurations() {
        let view = HeaderFooterView()
        #expect(view.role == .header)
        #expect(view.contentConfiguration == nil && !(view.contentView is any ContentView))
        #expect(view.backgroundConfiguration == nil)
        #expect(view.backgroundColor == nil && view.backgroundView == nil)
        #expect(view.automaticallyUpdatesContentConfiguration)
        #expect(view.automaticallyUpdatesBackgroundConfiguration)
        #expect(view.configurationState == ViewConfigurationState())
        #expect(view.configurationUpdateCount == 0)
        #expect(view.render() == ViewRender())
        #expect(view.configurationUpdateCount == 1)
    }

    @Test(arguments: [HeaderFooterView.Role.header, .footer])
    func defaultsFollowTheRole(role: HeaderFooterView.Role) {
        let view = HeaderFooterView(role: role)
        #expect(view.role == role)
        let content = view.defaultContentConfiguration()
        let background = view.defaultBackgroundConfiguration()
        switch role {
        case .header:
            #expect(content == .header())
            #expect(background == .listHeader())
        case .footer:
            #expect(content == .footer())
            #expect(background == .listFooter())
        }
        let changed = HeaderFooterView()
        changed.role = role
        #expect(changed.defaultContentConfiguration() == content, "the role decides, however set")
        #expect(changed.defaultBackgroundConfiguration() == background)
    }

    @Test func defaultsAdaptToTheListEnvironment() throws {
        func rendered(_ role: HeaderFooterView.Role, in environment: ListEnvironment) -> ViewRender
        {
            let view = HeaderFooterView(role: role)
            view.traitCollection = TraitCollection(listEnvironment: environment)
            var content = view.defaultContentConfiguration()
            content.text = "Recent"
            view.contentConfiguration = content
            view.backgroundConfiguration = view.defaultBackgroundConfiguration()
            return view.render()
        }
        let plain = try #require(listText(rendered(.header, in: .plain)))
        #expect(plain.text == "Recent")
        let grouped = try #require(listText(rendered(.header, in: .grouped)))
        #expect(grouped.text == "RECENT", "grouped headers are uppercased")
        let footer = try #require(listText(rendered(.footer, in: .grouped)))
        #expect(footer.text == "Recent", "grouped footers are not")
        let sidebar = try #require(listText(rendered(.header, in: .sidebar)))
        #expect(sidebar.color == SystemColor.label.resolve(in: ColorEnvironment()))
        #expect(plain.color == SystemColor.secondaryLabel.resolve(in: ColorEnvironment()))
        #expect(
            rendered(.header, in: .grouped).background?.cornerRadius == 10,
            "the grouped header/footer background")
    }

    // MARK: Render

    @Test func renderShowsTheUpdatedContentAndBackgroundInTheViewsTraits() {
        let view = HeaderFooterView()
        let traits = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .plain)
        view.traitCollection = traits
        var content = view.defaultContentConfiguration()
        content.text = "Recent"
        content.image = Image(systemName: "clock")
        view.contentConfiguration = content
        view.backgroundConfiguration = view.defaultBackgroundConfiguration()
        view.isPinned = true
        view.isUserInteractionEnabled = false
        let render = view.render()
        // The same configurations updated and rendered by hand, as a host would.
        var state = ViewConfigurationState(traitCollection: traits)
        state.isPinned = true
        state.isDisabled = true
        let background = BackgroundConfiguration.listHeader().updated(for: state)
        var contentState = state
        contentState.backgroundUsesTintColor = background.backgroundColor == nil
        let expected = ViewRender(
            content: ListContentView(configuration: content.updated(for: contentState)).render(
                in: traits),
            background: BackgroundRender(background, traits: traits))
        #expect(render == expected)
        #expect(
            render.background?.color
                == SystemColor.systemBackground.resolve(
                    in: ColorEnvironment(colorScheme: .dark)), "a pinned plain header is opaque")
        // A disabled plain header keeps UIKit's secondaryLabel (ConfigState dims only its image).
        #expect(
            listText(render)?.color
                == SystemColor.secondaryLabel.resolve(in: ColorEnvironment(colorScheme: .dark)))
        // Header and footer views have no accessories, indentation or separator.
        #expect(render.leadingAccessories.isEmpty && render.trailingAccessories.isEmpty)
        #expect(render.indentation == 0 && render.leadingAccessoryIndentation == 0)
        #expect(render.separatorInsets == nil)
    }

    @Test func renderFollowsEachChangeAndDiffersByProperty() {
        let view = HeaderFooterView()
        var content = view.defaultContentConfiguration()
        content.text = "Recent"
        view.contentConfiguration = content
        view.backgroundConfiguration = view.defaultBackgroundConfiguration()
        let before = view.render()
        #expect(view.render() == before, "rendering twice without a change is stable")
        view.isPinned = true
        let pinned = view.render()
        #expect(pinned != before)
        #expect(pinned.differences(from: before).map(\.path) == ["background.color"])
        view.traitCollection = TraitCollection(listEnvironment: .grouped)
        let paths = view.render().differences(from: pinned).map(\.path)
        #expect(paths.contains("content.text.text"), "uppercased in a grouped list")
        #expect(paths.contains("background.color"), "a grouped header is not opaque when pinned")
    }

    // MARK: Tint background

    /// As for cells: header text turns white only when the view's real background is the tint
    /// colour (focused, with the default background), not on a customised colour, without a
    /// background, or when the state says otherwise.
    @Test func contentTurnsWhiteOnlyOnARealTintBackground() {
        func focusedHeader(_ setUp: (HeaderFooterView) -> Void) -> HeaderFooterView {
            let view = HeaderFooterView()
            setUp(view)
            view.contentConfiguration = view.defaultContentConfiguration()
            view.isFocused = true
            view.layoutIfNeeded()
            return view
        }
        let tinted = focusedHeader {
            $0.backgroundConfiguration = $0.defaultBackgroundConfiguration()
        }
        #expect(tinted.backgroundConfiguration?.backgroundColor == nil, "the tint colour")
        #expect(textColor(tinted) == .white)
        let customised = focusedHeader {
            var background = $0.defaultBackgroundConfiguration()
            background.backgroundColor = .systemGray5
            $0.backgroundConfiguration = background
        }
        #expect(textColor(customised) == .secondaryLabel)
        let bare = focusedHeader { _ in }
        #expect(textColor(bare) == .secondaryLabel, "no background at all")
        let frozen = focusedHeader {
            $0.automaticallyUpdatesBackgroundConfiguration = false
            $0.backgroundConfiguration = $0.defaultBackgroundConfiguration()
        }
        #expect(
            textColor(frozen) == .secondaryLabel, "a background not updated for focus stays clear")
        final class NeverTinted: HeaderFooterView {
            override var configurationState: ViewConfigurationState {
                var state = super.configurationState
                state.backgroundUsesTintColor = false
                return state
            }
        }
        let overridden = NeverTinted()
        overridden.backgroundConfiguration = overridden.defaultBackgroundConfiguration()
        overridden.contentConfiguration = overridden.defaultContentConfiguration()
        overridden.isFocused = true
        overridden.layoutIfNeeded()
        #expect(overridden.backgroundConfiguration?.backgroundColor == nil)
        #expect(textColor(overridden) == .secondaryLabel, "the state's own answer is obeyed")
    }
}
