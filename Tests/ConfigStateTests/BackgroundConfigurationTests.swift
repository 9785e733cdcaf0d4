import ConfigState
import Foundation
import Testing

/// Named states used by the style tables' pins.
enum PinnedState: String, CaseIterable, Sendable {
    case normal, highlighted, selected, disabled, focused, editing, swiped, expanded, reordering
    case dragLifting, dragging, dropNotTargeted, dropTargeted, pinned
    case highlightedDropTargeted, selectedEditing, selectedHighlighted, selectedDisabled
    case selectedDropNotTargeted, disabledSwiped

    func state(_ environment: ListEnvironment = .none, style: UserInterfaceStyle = .light)
        -> CellConfigurationState
    {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(
                userInterfaceStyle: style, listEnvironment: environment))
        switch self {
        case .normal: break
        case .highlighted: state.isHighlighted = true
        case .selected: state.isSelected = true
        case .disabled: state.isDisabled = true
        case .focused: state.isFocused = true
        case .editing: state.isEditing = true
        case .swiped: state.isSwiped = true
        case .expanded: state.isExpanded = true
        case .reordering: state.isReordering = true
        case .dragLifting: state.cellDragState = .lifting
        case .dragging: state.cellDragState = .dragging
        case .dropNotTargeted: state.cellDropState = .notTargeted
        case .dropTargeted: state.cellDropState = .targeted
        case .pinned: state.isPinned = true
        case .highlightedDropTargeted:
            state.isHighlighted = true
            state.cellDropState = .targeted
        case .selectedEditing:
            state.isSelected = true
            state.isEditing = true
        case .selectedHighlighted:
            state.isSelected = true
            state.isHighlighted = true
        case .selectedDisabled:
            state.isSelected = true
            state.isDisabled = true
        case .selectedDropNotTargeted:
            state.isSelected = true
            state.cellDropState = .notTargeted
        case .disabledSwiped:
            state.isDisabled = true
            state.isSwiped = true
        }
        return state
    }
}

/// What a background looks like in one state (colours as descriptions; `tintColor (inherited)`
/// for nil).
struct BackgroundLook: Equatable, CustomStringConvertible {
    var color: String
    var transformer: String = "nil"
    var cornerRadius: Double = 0
    var insets: String = "{0, 0, 0, 0}"
    var effect: String = "nil"
    var shadow: String = "none"

    init(
        _ color: String, transformer: String = "nil", cornerRadius: Double = 0,
        insets: String = "{0, 0, 0, 0}", effect: String = "nil", shadow: String = "none"
    ) {
        self.color = color
        self.transformer = transformer
        self.cornerRadius = cornerRadius
        self.insets = insets
        self.effect = effect
        self.shadow = shadow
    }

    init(_ configuration: BackgroundConfiguration) {
        color = configuration.backgroundColor.map(\.description) ?? "tint"
        transformer = configuration.backgroundColorTransformer.map(\.description) ?? "nil"
        cornerRadius = configuration.cornerRadius
        insets = configuration.backgroundInsets.description
        effect = configuration.visualEffect.map(\.description) ?? "nil"
        shadow = configuration.shadowProperties.description
    }

    var description: String {
        "\(color) \(transformer) r\(cornerRadius) \(insets) \(effect) \(shadow)"
    }
}

let lifted = "shadow(#000000 @0.2, radius 8, offset {0, 2})"
let reorderBlur = "blur(radius: 4)"
let swipedGray =
    "dynamic(light: #E5E5EA, dark: #2C2C2E, highContrastLight: #D8D8DC, highContrastDark: #363638, elevatedDark: #3A3A3C, highContrastElevatedDark: #444446)"

/// The expected table of a plain or grouped list cell, written out independently of the
/// library's `+Styles.swift` (reference notes §7.2).
func tableCellLooks(_ normal: String, cornerRadius: Double) -> [PinnedState: BackgroundLook] {
    func look(
        _ color: String, transformer: String = "nil", effect: String = "nil",
        shadow: String = "none"
    ) -> BackgroundLook {
        BackgroundLook(
            color, transformer: transformer, cornerRadius: cornerRadius, effect: effect,
            shadow: shadow)
    }
    return [
        .normal: look(normal), .highlighted: look("systemGray4"), .selected: look("systemGray4"),
        .disabled: look(normal), .focused: look("tint"), .editing: look(normal),
        .swiped: look(normal),
        .expanded: look(normal),
        .reordering: look(
            normal, transformer: "multiplyingAlpha(by: 0.8)", effect: reorderBlur, shadow: lifted),
        .dragLifting: look(normal, shadow: lifted), .dragging: look(normal),
        .dropNotTargeted: look(normal),
        .dropTargeted: look("systemGray4"), .highlightedDropTargeted: look("systemGray2"),
        .selectedEditing: look("systemGray4"), .selectedHighlighted: look("systemGray4"),
        .selectedDisabled: look("systemGray4"), .selectedDropNotTargeted: look("systemGray4"),
        .disabledSwiped: look(normal), .pinned: look(normal),
    ]
}

func sidebarLooks(accompanied: Bool, plainSidebar: Bool = false) -> [PinnedState: BackgroundLook] {
    func look(
        _ color: String, transformer: String = "nil", insets: String = "{0, 0, 0, 0}",
        effect: String = "nil", shadow: String = "none"
    ) -> BackgroundLook {
        BackgroundLook(
            color, transformer: transformer, cornerRadius: 10, insets: insets, effect: effect,
            shadow: shadow)
    }
    let selected = accompanied ? "secondarySystemFill" : "tint"
    return [
        .normal: look("#00000000"), .highlighted: look("systemGray5"), .selected: look(selected),
        .disabled: look("#00000000"), .focused: look("tint"), .editing: look("#00000000"),
        .swiped: look(swipedGray), .expanded: look("#00000000"),
        .reordering: look("secondarySystemBackground", effect: reorderBlur, shadow: lifted),
        .dragLifting: look("#00000000", shadow: lifted), .dragging: look("#00000000"),
        .dropNotTargeted: look("#00000000"), .dropTargeted: look(selected, insets: "{1, 0, 1, 0}"),
        .highlightedDropTargeted: look(
            selected, transformer: "blended(with: #000000, opacity: 0.25)", insets: "{1, 0, 1, 0}"),
        .selectedEditing: plainSidebar ? look(selected) : look("#00000000"),
        .selectedHighlighted: look(selected, transformer: "blended(with: #000000, opacity: 0.25)"),
        .selectedDisabled: look("quaternarySystemFill"),
        .selectedDropNotTargeted: look("systemGray", transformer: "multiplyingAlpha(by: 0.5)"),
        .disabledSwiped: look(swipedGray), .pinned: look("#00000000"),
    ]
}

func headerLooks(cornerRadius: Double, pinned: String? = nil) -> [PinnedState: BackgroundLook] {
    var looks: [PinnedState: BackgroundLook] = [:]
    for state in PinnedState.allCases {
        looks[state] = BackgroundLook("#00000000", cornerRadius: cornerRadius)
    }
    looks[.focused] = BackgroundLook("tint", cornerRadius: cornerRadius)
    if let pinned { looks[.pinned] = BackgroundLook(pinned, cornerRadius: cornerRadius) }
    return looks
}

/// Every background style, in the list environment whose table the pins describe.
let backgroundPins:
    [(String, BackgroundConfiguration, ListEnvironment, [PinnedState: BackgroundLook])] = [
        (
            "listPlainCell", .listPlainCell(), .none,
            tableCellLooks("systemBackground", cornerRadius: 0)
        ),
        (
            "listCell plain", .listCell(), .plain,
            tableCellLooks("systemBackground", cornerRadius: 0)
        ),
        (
            "listGroupedCell", .listGroupedCell(), .none,
            tableCellLooks("secondarySystemGroupedBackground", cornerRadius: 0)
        ),
        (
            "listCell grouped", .listCell(), .grouped,
            tableCellLooks("secondarySystemGroupedBackground", cornerRadius: 0)
        ),
        (
            "listCell insetGrouped", .listCell(), .insetGrouped,
            tableCellLooks("secondarySystemGroupedBackground", cornerRadius: 10)
        ),
        ("listSidebarCell", .listSidebarCell(), .none, sidebarLooks(accompanied: false)),
        ("listCell sidebar", .listCell(), .sidebar, sidebarLooks(accompanied: false)),
        (
            "listCell sidebarPlain", .listCell(), .sidebarPlain,
            sidebarLooks(accompanied: false, plainSidebar: true)
        ),
        (
            "listAccompaniedSidebarCell", .listAccompaniedSidebarCell(), .sidebar,
            sidebarLooks(accompanied: true)
        ),
        (
            "listPlainHeaderFooter", .listPlainHeaderFooter(), .none,
            headerLooks(cornerRadius: 0, pinned: "systemBackground")
        ),
        (
            "listHeader plain", .listHeader(), .plain,
            headerLooks(cornerRadius: 0, pinned: "systemBackground")
        ),
        (
            "listFooter plain", .listFooter(), .plain,
            headerLooks(cornerRadius: 0, pinned: "systemBackground")
        ),
        (
            "listGroupedHeaderFooter", .listGroupedHeaderFooter(), .none,
            headerLooks(cornerRadius: 10)
        ),
        ("listHeader insetGrouped", .listHeader(), .insetGrouped, headerLooks(cornerRadius: 10)),
        ("listFooter grouped", .listFooter(), .grouped, headerLooks(cornerRadius: 10)),
        ("listSidebarHeader", .listSidebarHeader(), .none, headerLooks(cornerRadius: 0)),
        ("listHeader sidebar", .listHeader(), .sidebar, headerLooks(cornerRadius: 0)),
    ]

@Suite("BackgroundConfiguration")
struct BackgroundConfigurationTests {
    @Test(arguments: backgroundPins.map(\.0))
    func pinnedAppearanceInEveryState(name: String) throws {
        let (_, configuration, environment, looks) = try #require(
            backgroundPins.first { $0.0 == name })
        #expect(Set(looks.keys) == Set(PinnedState.allCases), "the pin covers every state")
        for (pinned, expected) in looks {
            for style in [UserInterfaceStyle.light, .dark] {
                let updated = configuration.updated(for: pinned.state(environment, style: style))
                #expect(BackgroundLook(updated) == expected, "\(name) \(pinned) \(style)")
            }
        }
    }

    @Test func clearIsUnchangedByUpdates() {
        let clear = BackgroundConfiguration.clear()
        #expect(clear.backgroundColor == .clear && clear.strokeColor == .clear)
        for pinned in PinnedState.allCases {
            #expect(clear.updated(for: pinned.state()) == clear)
        }
    }

    @Test func factoriesAreTheNormalState() {
        for style in BackgroundConfiguration.Style.allCases {
            let configuration = style.configuration
            #expect(configuration.style == style)
            #expect(configuration.customizedProperties.isEmpty)
            if style != .clear {
                #expect(
                    configuration.updated(for: PinnedState.normal.state()) == configuration,
                    "\(style)")
            }
        }
    }

    @Test func nilColorsMeanTheTintColor() {
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = nil
        background.strokeColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        #expect(background.resolvedStrokeColor(for: .systemPink) == .systemPink)
        background.backgroundColorTransformer = .grayscale
        #expect(
            background.resolvedBackgroundColor(for: .systemPink)
                == ConfigurationColorTransformer.grayscale(.systemPink))
        background.backgroundColor = .systemTeal
        #expect(
            background.resolvedBackgroundColor(for: .systemPink)
                == ConfigurationColorTransformer.grayscale(.systemTeal))
    }

    @Test func customisedPropertiesKeepTheirValueInEveryState() {
        var background = BackgroundConfiguration.listSidebarCell()
        background.backgroundColor = .systemIndigo
        background.cornerRadius = 4
        background.shadowProperties = ShadowProperties(opacity: 0.5)
        #expect(
            background.customizedProperties == [.cornerRadius, .backgroundColor, .shadowProperties])
        for pinned in PinnedState.allCases {
            let updated = background.updated(for: pinned.state(.sidebar))
            #expect(updated.backgroundColor == .systemIndigo)
            #expect(updated.cornerRadius == 4)
            #expect(updated.shadowProperties.opacity == 0.5)
        }
        // Uncustomised properties still follow the style.
        #expect(
            background.updated(for: PinnedState.reordering.state()).visualEffect == .blurRadius(4))
    }

    @Test func resetToStyleHandsAPropertyBack() {
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemIndigo
        background.resetToStyle(.backgroundColor)
        #expect(!background.isCustomized(.backgroundColor))
        #expect(
            background.updated(for: PinnedState.selected.state()).backgroundColor == .systemGray4)
        background.cornerRadius = 3
        background.strokeWidth = 1
        background.resetAllToStyle()
        #expect(background.customizedProperties.isEmpty)
        #expect(background.updated(for: PinnedState.normal.state()).cornerRadius == 0)
    }

    @Test func numbersAreClamped() {
        var background = BackgroundConfiguration.clear()
        background.cornerRadius = -5
        #expect(background.cornerRadius == 0)
        background.cornerRadius = .nan
        #expect(background.cornerRadius == 0)
        background.strokeWidth = -.infinity
        #expect(background.strokeWidth == 0)
        background.strokeOutset = .nan
        #expect(background.strokeOutset == 0)
        background.strokeOutset = -2
        #expect(background.strokeOutset == -2, "outsets may be negative")
        background.backgroundInsets = DirectionalEdgeInsets(
            top: .nan, leading: -3, bottom: .infinity, trailing: 1)
        #expect(
            background.backgroundInsets
                == DirectionalEdgeInsets(top: 0, leading: -3, bottom: 0, trailing: 1))
        background.shadowProperties = ShadowProperties(opacity: 3, radius: -1)
        #expect(background.shadowProperties.opacity == 1 && background.shadowProperties.radius == 0)
    }

    @Test func everyPropertyCanBeCustomisedAndReset() {
        for property in BackgroundConfiguration.Property.allCases {
            var background = BackgroundConfiguration.listCell()
            switch property {
            case .customView: background.customView = CustomView("gradient")
            case .cornerRadius: background.cornerRadius = 7
            case .backgroundInsets:
                background.backgroundInsets = DirectionalEdgeInsets(
                    top: 1, leading: 2, bottom: 3, trailing: 4)
            case .edgesAddingLayoutMarginsToBackgroundInsets:
                background.edgesAddingLayoutMarginsToBackgroundInsets = .all
            case .backgroundColor: background.backgroundColor = .systemMint
            case .backgroundColorTransformer: background.backgroundColorTransformer = .inverted
            case .visualEffect: background.visualEffect = .blur(.systemMaterial)
            case .image:
                background.image = Image(named: "paper", size: CGSize(width: 10, height: 10))
            case .imageContentMode: background.imageContentMode = .center
            case .strokeColor: background.strokeColor = .systemRed
            case .strokeColorTransformer: background.strokeColorTransformer = .grayscale
            case .strokeWidth: background.strokeWidth = 2
            case .strokeOutset: background.strokeOutset = 1
            case .shadowProperties: background.shadowProperties = ShadowProperties(opacity: 0.3)
            }
            #expect(background.customizedProperties == [property])
            let selected = PinnedState.selectedHighlighted.state()
            let updated = background.updated(for: selected)
            #expect(updated.customizedProperties == [property])
            #expect(updated.updated(for: selected) == updated, "idempotent")
            var reset = background
            reset.resetToStyle(property)
            #expect(
                reset.updated(for: selected)
                    == BackgroundConfiguration.listCell().updated(for: selected),
                "\(property) reset")
        }
    }

    @Test func codableRoundTripsAndKeepsCustomisation() throws {
        var background = BackgroundConfiguration.listSidebarCell()
        background.backgroundColor = nil
        background.strokeWidth = 2
        background.customView = CustomView("glow")
        background.backgroundColorTransformer = .blended(with: .black, opacity: 0.2)
        let decoded = try roundTrip(background)
        #expect(decoded == background)
        #expect(
            decoded.updated(for: PinnedState.selected.state())
                == background.updated(for: PinnedState.selected.state()))
        for style in BackgroundConfiguration.Style.allCases {
            #expect(try roundTrip(style.configuration) == style.configuration)
        }
        let minimal = try JSONDecoder().decode(
            BackgroundConfiguration.self, from: Data("{\"style\":\"listGroupedCell\"}".utf8))
        #expect(minimal == .listGroupedCell())
        let outset = try JSONDecoder().decode(
            BackgroundConfiguration.self,
            from: Data("{\"style\":\"clear\",\"strokeOutset\":-2}".utf8))
        #expect(outset.strokeOutset == -2, "an outset may be negative (an inset)")
    }

    @Test func decodingRejectsBadInput() {
        #expect(
            decodingMessage(BackgroundConfiguration.self, "{\"style\":\"listFancyCell\"}")
                != "decoded")
        #expect(
            decodingMessage(
                BackgroundConfiguration.self, "{\"style\":\"clear\",\"cornerRadius\":-1}"
            ).contains("cornerRadius -1.0 must be a finite number ≥ 0"))
        #expect(
            decodingMessage(
                BackgroundConfiguration.self, "{\"style\":\"clear\",\"customized\":[\"sparkle\"]}")
                != "decoded")
        #expect(decodingMessage(BackgroundConfiguration.self, "{}") != "decoded")
        #expect(
            decodingMessage(
                BackgroundConfiguration.self, "{\"style\":\"clear\",\"strokeWidth\":1e400}")
                != "decoded")
    }

    @Test func descriptions() {
        #expect(
            BackgroundConfiguration.listPlainCell().description
                == "BackgroundConfiguration(listPlainCell)")
        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = 8
        let selected = background.updated(for: PinnedState.selected.state())
        #expect(
            selected.description
                == "BackgroundConfiguration(listPlainCell; cornerRadius*: 8, backgroundColor: systemGray4)"
        )
        let focused = BackgroundConfiguration.listPlainCell().updated(
            for: PinnedState.focused.state())
        #expect(focused.description.contains("backgroundColor: tintColor (inherited)"))
    }

    @Test func listEnvironmentBackgrounds() {
        #expect(ListEnvironment.plain.backgroundColor == .systemBackground)
        #expect(ListEnvironment.insetGrouped.backgroundColor == .systemGroupedBackground)
        #expect(ListEnvironment.sidebar.backgroundColor == .secondarySystemBackground)
    }
}
