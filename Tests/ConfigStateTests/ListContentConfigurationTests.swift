import ConfigState
import Foundation
import Testing

/// What list content looks like in one state.
struct ContentLook: Equatable, CustomStringConvertible {
    var text: String
    var secondary: String
    var image: String

    init(_ text: String, _ secondary: String, _ image: String) {
        self.text = text
        self.secondary = secondary
        self.image = image
    }

    init(_ configuration: ListContentConfiguration) {
        text = configuration.textProperties.color.description
        secondary = configuration.secondaryTextProperties.color.description
        image = configuration.imageProperties.tintColor?.description ?? "inherited"
    }

    var description: String { "\(text) / \(secondary) / \(image)" }
}

let whiteEighty = "#FFFFFFCC"
/// ConfigState's footer colour (secondaryLabel's at 0.75 alpha in light mode).
let footerGray = "dynamic(light: #3C3C43BF, dark: secondaryLabel)"

func cellContentLooks(secondary: String, disabledSecondary: String) -> [PinnedState: ContentLook] {
    let normal = ContentLook("label", secondary, "inherited")
    let disabled = ContentLook("tertiaryLabel", disabledSecondary, "tertiaryLabel")
    let onTint = ContentLook("#FFFFFF", "#FFFFFF", "#FFFFFF")
    var looks: [PinnedState: ContentLook] = [:]
    for state in PinnedState.allCases { looks[state] = normal }
    looks[.disabled] = disabled
    looks[.selectedDisabled] = disabled
    looks[.focused] = onTint
    return looks
}

func sidebarContentLooks(accompanied: Bool, plainSidebar: Bool = false) -> [PinnedState:
    ContentLook]
{
    let normal = ContentLook("label", "secondaryLabel", "inherited")
    let disabled = ContentLook("quaternaryLabel", "quaternaryLabel", "quaternaryLabel")
    let onTint = ContentLook("#FFFFFF", whiteEighty, "#FFFFFF")
    let selected = accompanied ? normal : onTint
    var looks: [PinnedState: ContentLook] = [:]
    for state in PinnedState.allCases { looks[state] = normal }
    looks[.disabled] = disabled
    looks[.selectedDisabled] = disabled
    looks[.focused] = onTint
    looks[.selected] = selected
    looks[.selectedHighlighted] = selected
    looks[.dropTargeted] = selected
    looks[.highlightedDropTargeted] = selected
    looks[.selectedEditing] = plainSidebar ? selected : normal
    looks[.disabledSwiped] = disabled
    return looks
}

/// Plain and grouped headers and footers keep their text colour when disabled and dim only
/// their image (ConfigState's choice, keeping 4.5:1); prominent and sidebar headers dim both.
func headerContentLooks(
    text: String, secondary: String, disabled: String, dimsText: Bool = true
) -> [PinnedState: ContentLook] {
    var looks: [PinnedState: ContentLook] = [:]
    for state in PinnedState.allCases { looks[state] = ContentLook(text, secondary, "inherited") }
    looks[.disabled] =
        dimsText
        ? ContentLook(disabled, disabled, disabled) : ContentLook(text, secondary, disabled)
    looks[.selectedDisabled] = looks[.disabled]
    looks[.disabledSwiped] = looks[.disabled]
    looks[.focused] = ContentLook("#FFFFFF", "#FFFFFF", "#FFFFFF")
    return looks
}

/// Content styles with the list environment the pin describes, their expected fonts
/// (text, secondary) and per-state colours — written independently of `+Styles.swift`.
let contentPins:
    [(
        String, ListContentConfiguration, ListEnvironment, (String, String),
        [PinnedState: ContentLook]
    )] = [
        (
            "cell", .cell(), .plain, ("body", "caption1"),
            cellContentLooks(secondary: "label", disabledSecondary: "tertiaryLabel")
        ),
        (
            "cell grouped", .cell(), .grouped, ("body", "caption1"),
            cellContentLooks(secondary: "label", disabledSecondary: "tertiaryLabel")
        ),
        (
            "subtitleCell", .subtitleCell(), .insetGrouped, ("body", "caption1"),
            cellContentLooks(secondary: "label", disabledSecondary: "tertiaryLabel")
        ),
        (
            "valueCell", .valueCell(), .plain, ("body", "body"),
            cellContentLooks(secondary: "secondaryLabel", disabledSecondary: "quaternaryLabel")
        ),
        (
            "cell sidebar", .cell(), .sidebar, ("body", "subheadline"),
            sidebarContentLooks(accompanied: false)
        ),
        (
            "cell sidebarPlain", .cell(), .sidebarPlain, ("body", "subheadline"),
            sidebarContentLooks(accompanied: false, plainSidebar: true)
        ),
        (
            "sidebarCell", .sidebarCell(), .sidebar, ("body", "subheadline"),
            sidebarContentLooks(accompanied: false)
        ),
        (
            "sidebarSubtitleCell", .sidebarSubtitleCell(), .sidebar, ("body", "subheadline"),
            sidebarContentLooks(accompanied: false)
        ),
        (
            "valueCell sidebar", .valueCell(), .sidebar, ("body", "body"),
            sidebarContentLooks(accompanied: false)
        ),
        (
            "accompaniedSidebarCell", .accompaniedSidebarCell(), .sidebar, ("body", "subheadline"),
            sidebarContentLooks(accompanied: true)
        ),
        (
            "accompaniedSidebarSubtitleCell", .accompaniedSidebarSubtitleCell(), .sidebar,
            ("body", "subheadline"), sidebarContentLooks(accompanied: true)
        ),
        (
            "plainHeader", .plainHeader(), .plain, ("subheadline (emphasized)", "footnote"),
            headerContentLooks(
                text: "secondaryLabel", secondary: "secondaryLabel", disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "header plain", .header(), .plain, ("subheadline (emphasized)", "footnote"),
            headerContentLooks(
                text: "secondaryLabel", secondary: "secondaryLabel", disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "plainFooter", .plainFooter(), .plain, ("footnote", "footnote"),
            headerContentLooks(
                text: footerGray, secondary: footerGray, disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "footer plain", .footer(), .plain, ("footnote", "footnote"),
            headerContentLooks(
                text: footerGray, secondary: footerGray, disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "groupedHeader", .groupedHeader(), .grouped, ("footnote", "footnote"),
            headerContentLooks(
                text: "secondaryLabel", secondary: "secondaryLabel", disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "header insetGrouped", .header(), .insetGrouped, ("footnote", "footnote"),
            headerContentLooks(
                text: "secondaryLabel", secondary: "secondaryLabel", disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "groupedFooter", .groupedFooter(), .grouped, ("footnote", "footnote"),
            headerContentLooks(
                text: footerGray, secondary: footerGray, disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "footer grouped", .footer(), .grouped, ("footnote", "footnote"),
            headerContentLooks(
                text: footerGray, secondary: footerGray, disabled: "tertiaryLabel",
                dimsText: false)
        ),
        (
            "prominentInsetGroupedHeader", .prominentInsetGroupedHeader(), .insetGrouped,
            ("title3 (emphasized)", "subheadline"),
            headerContentLooks(
                text: "label", secondary: "secondaryLabel", disabled: "quaternaryLabel")
        ),
        (
            "extraProminentInsetGroupedHeader", .extraProminentInsetGroupedHeader(), .insetGrouped,
            ("title2 (emphasized)", "subheadline"),
            headerContentLooks(
                text: "label", secondary: "secondaryLabel", disabled: "quaternaryLabel")
        ),
        (
            "sidebarHeader", .sidebarHeader(), .sidebar, ("title3 (emphasized)", "subheadline"),
            {
                var looks = headerContentLooks(
                    text: "label", secondary: "secondaryLabel", disabled: "quaternaryLabel")
                looks[.focused] = ContentLook("#FFFFFF", whiteEighty, "#FFFFFF")
                looks[.disabled] = ContentLook(
                    "quaternaryLabel", "quaternaryLabel", "quaternaryLabel")
                looks[.selectedDisabled] = looks[.disabled]
                looks[.disabledSwiped] = looks[.disabled]
                return looks
            }()
        ),
        (
            "header sidebar", .header(), .sidebar, ("title3 (emphasized)", "subheadline"),
            {
                var looks = headerContentLooks(
                    text: "label", secondary: "secondaryLabel", disabled: "quaternaryLabel")
                looks[.focused] = ContentLook("#FFFFFF", whiteEighty, "#FFFFFF")
                looks[.disabled] = ContentLook(
                    "quaternaryLabel", "quaternaryLabel", "quaternaryLabel")
                looks[.selectedDisabled] = looks[.disabled]
                looks[.disabledSwiped] = looks[.disabled]
                return looks
            }()
        ),
    ]

@MainActor
@Suite("ListContentConfiguration")
struct ListContentConfigurationTests {
    @Test(arguments: contentPins.map(\.0))
    func pinnedAppearanceInEveryState(name: String) throws {
        let (_, configuration, environment, fonts, looks) = try #require(
            contentPins.first { $0.0 == name })
        #expect(Set(looks.keys) == Set(PinnedState.allCases))
        for (pinned, expected) in looks {
            for style in [UserInterfaceStyle.light, .dark] {
                let updated = configuration.updated(for: pinned.state(environment, style: style))
                #expect(ContentLook(updated) == expected, "\(name) \(pinned) \(style)")
                #expect(updated.textProperties.font.description == fonts.0, "\(name) text font")
                #expect(
                    updated.secondaryTextProperties.font.description == fonts.1,
                    "\(name) secondary font")
            }
        }
    }

    @Test func headerMetrics() {
        let grouped = ListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(
            grouped.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
        let prominent = ListContentConfiguration.prominentInsetGroupedHeader()
        #expect(
            prominent.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
        let extra = ListContentConfiguration.extraProminentInsetGroupedHeader()
        #expect(
            extra.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
        // An inset grouped header() is uppercased too; a plain header() is not.
        let insetHeader = ListContentConfiguration.header().updated(
            for: PinnedState.normal.state(.insetGrouped))
        #expect(insetHeader.textProperties.transform == .uppercase)
        #expect(
            ListContentConfiguration.header().textProperties.transform == TextTransformAlias.none)
    }

    @Test func cellMetricsFollowUIKitsLog() {
        let cell = ListContentConfiguration.cell()
        #expect(
            cell.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(cell.imageToTextPadding == 16)
        #expect(cell.textToSecondaryTextVerticalPadding == 3)
        #expect(ListContentConfiguration.subtitleCell().textToSecondaryTextVerticalPadding == 0)
        #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(ListContentConfiguration.sidebarCell().imageToTextPadding == 10)
        #expect(cell.alpha == 1)
        #expect(cell.textProperties.numberOfLines == 0)
    }

    @Test func sidebarTextIsOneLineExceptAtAccessibilitySizes() {
        let sidebar = ListContentConfiguration.sidebarCell()
        #expect(sidebar.textProperties.numberOfLines == 1)
        #expect(sidebar.textProperties.minimumScaleFactor == 0.9)
        #expect(sidebar.textProperties.allowsDefaultTighteningForTruncation)
        var state = PinnedState.normal.state(.sidebar)
        state.traitCollection.preferredContentSizeCategory = .accessibilityExtraLarge
        let large = sidebar.updated(for: state)
        #expect(large.textProperties.numberOfLines == 0)
        #expect(large.textProperties.minimumScaleFactor == 0)
        #expect(!large.textProperties.allowsDefaultTighteningForTruncation)
    }

    @Test func adaptiveStylesFollowTheListEnvironment() {
        let cell = ListContentConfiguration.cell()
        let inSidebar = cell.updated(for: PinnedState.normal.state(.sidebar))
        #expect(inSidebar.imageToTextPadding == 10)
        #expect(inSidebar.textProperties.numberOfLines == 1)
        let backInPlain = inSidebar.updated(for: PinnedState.normal.state(.plain))
        #expect(backInPlain == cell, "adaptation is a pure function of the state")
        #expect(
            ListContentConfiguration.Style.allCases.filter(\.isAdaptive) == [
                .cell, .subtitleCell, .valueCell, .header, .footer,
            ])
    }

    @Test func contentIsNeverChangedByUpdates() {
        var content = ListContentConfiguration.sidebarSubtitleCell()
        content.text = "Inbox"
        content.secondaryText = "3"
        content.image = Image(systemName: "tray")
        content.attributedText = AttributedText([
            .init("In"), .init("box", foregroundColor: .systemRed),
        ])
        for pinned in PinnedState.allCases {
            let updated = content.updated(for: pinned.state(.sidebar))
            #expect(updated.text == "Inbox" && updated.secondaryText == "3")
            #expect(updated.image == Image(systemName: "tray"))
            #expect(updated.attributedText?.string == "Inbox")
        }
    }

    @Test func customisedTextPropertiesKeepTheirValue() {
        var content = ListContentConfiguration.sidebarCell()
        content.textProperties.color = .systemOrange
        content.imageProperties.tintColor = .systemGreen
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(content.textProperties.customizedProperties == [.color])
        #expect(content.imageProperties.customizedProperties == [.tintColor])
        #expect(content.customizedProperties == [.directionalLayoutMargins])
        for pinned in PinnedState.allCases {
            let updated = content.updated(for: pinned.state(.sidebar))
            #expect(updated.textProperties.color == .systemOrange)
            #expect(updated.imageProperties.tintColor == .systemGreen)
            #expect(updated.directionalLayoutMargins.leading == 2)
        }
        // The secondary text, not customised, still turns white on the tint.
        #expect(
            content.updated(for: PinnedState.selected.state(.sidebar)).secondaryTextProperties.color
                == Color.white.withAlphaComponent(0.8))
    }

    @Test func resetToStyleHandsPropertiesBack() {
        var content = ListContentConfiguration.cell()
        content.textProperties.color = .systemOrange
        content.textProperties.resetToStyle(.color)
        #expect(
            content.updated(for: PinnedState.disabled.state()).textProperties.color
                == .tertiaryLabel)
        content.imageProperties.cornerRadius = 4
        content.secondaryTextProperties.font = .largeTitle
        content.alpha = 0.5
        content.resetAllToStyle()
        #expect(content.customizedProperties.isEmpty)
        #expect(content.updated(for: PinnedState.normal.state()) == ListContentConfiguration.cell())
    }

    @Test(arguments: ListContentConfiguration.TextProperties.Property.allCases)
    func everyTextPropertyCanBeCustomised(
        property: ListContentConfiguration.TextProperties.Property
    ) {
        var content = ListContentConfiguration.sidebarCell()
        switch property {
        case .font: content.textProperties.font = .caption2
        case .color: content.textProperties.color = .systemPink
        case .colorTransformer: content.textProperties.colorTransformer = .grayscale
        case .alignment: content.textProperties.alignment = .center
        case .lineBreakMode: content.textProperties.lineBreakMode = .byWordWrapping
        case .numberOfLines: content.textProperties.numberOfLines = 3
        case .adjustsFontSizeToFitWidth: content.textProperties.adjustsFontSizeToFitWidth = true
        case .minimumScaleFactor: content.textProperties.minimumScaleFactor = 0.5
        case .allowsDefaultTighteningForTruncation:
            content.textProperties.allowsDefaultTighteningForTruncation = false
        case .adjustsFontForContentSizeCategory:
            content.textProperties.adjustsFontForContentSizeCategory = false
        case .showsExpansionTextWhenTruncated:
            content.textProperties.showsExpansionTextWhenTruncated = true
        case .transform: content.textProperties.transform = .lowercase
        }
        #expect(content.textProperties.customizedProperties == [property])
        let before = content.textProperties
        for pinned in PinnedState.allCases {
            var state = pinned.state(.sidebar)
            state.traitCollection.preferredContentSizeCategory = .accessibilityMedium
            let updated = content.updated(for: state)
            #expect(updated.textProperties.isCustomized(property))
            switch property {
            case .font: #expect(updated.textProperties.font == before.font)
            case .color: #expect(updated.textProperties.color == before.color)
            case .colorTransformer:
                #expect(updated.textProperties.colorTransformer == before.colorTransformer)
            case .alignment: #expect(updated.textProperties.alignment == before.alignment)
            case .lineBreakMode:
                #expect(updated.textProperties.lineBreakMode == before.lineBreakMode)
            case .numberOfLines:
                #expect(updated.textProperties.numberOfLines == before.numberOfLines)
            case .adjustsFontSizeToFitWidth:
                #expect(
                    updated.textProperties.adjustsFontSizeToFitWidth
                        == before.adjustsFontSizeToFitWidth)
            case .minimumScaleFactor:
                #expect(updated.textProperties.minimumScaleFactor == before.minimumScaleFactor)
            case .allowsDefaultTighteningForTruncation:
                #expect(
                    updated.textProperties.allowsDefaultTighteningForTruncation
                        == before.allowsDefaultTighteningForTruncation)
            case .adjustsFontForContentSizeCategory:
                #expect(
                    updated.textProperties.adjustsFontForContentSizeCategory
                        == before.adjustsFontForContentSizeCategory)
            case .showsExpansionTextWhenTruncated:
                #expect(
                    updated.textProperties.showsExpansionTextWhenTruncated
                        == before.showsExpansionTextWhenTruncated)
            case .transform: #expect(updated.textProperties.transform == before.transform)
            }
        }
    }

    @Test func resolvedColorsApplyTransformers() {
        var content = ListContentConfiguration.cell()
        content.textProperties.colorTransformer = .multiplyingAlpha(by: 0.5)
        #expect(
            content.textProperties.resolvedColor()
                == ConfigurationColorTransformer.multiplyingAlpha(by: 0.5)(.label))
        #expect(content.imageProperties.resolvedTintColor(for: .systemPurple) == .systemPurple)
        content.imageProperties.tintColor = .systemRed
        content.imageProperties.tintColorTransformer = .grayscale
        #expect(
            content.imageProperties.resolvedTintColor(for: .systemPurple)
                == ConfigurationColorTransformer.grayscale(.systemRed))
        content.imageProperties.strokeWidth = 2
        #expect(content.imageProperties.resolvedStrokeColor(for: .systemPurple) == .systemPurple)
    }

    @Test func numbersAreClamped() {
        var content = ListContentConfiguration.cell()
        content.alpha = 2
        #expect(content.alpha == 1)
        content.alpha = .nan
        #expect(content.alpha == 0)
        content.imageToTextPadding = -4
        #expect(content.imageToTextPadding == 0)
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: -1, leading: .nan, bottom: 2, trailing: -.infinity)
        #expect(
            content.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0))
        content.textProperties.numberOfLines = -2
        #expect(content.textProperties.numberOfLines == 0)
        content.textProperties.minimumScaleFactor = 1.5
        #expect(content.textProperties.minimumScaleFactor == 1)
        content.imageProperties.maximumSize = CGSize(
            width: -3, height: ListContentConfiguration.ImageProperties.standardDimension)
        #expect(content.imageProperties.maximumSize == CGSize(width: 0, height: -1))
        content.imageProperties.cornerRadius = .infinity
        #expect(content.imageProperties.cornerRadius == 0)
    }

    @Test func textTransforms() {
        typealias T = ListContentConfiguration.TextProperties.TextTransform
        #expect(T.uppercase.apply(to: "Recent items") == "RECENT ITEMS")
        #expect(T.lowercase.apply(to: "Recent ITEMS") == "recent items")
        #expect(T.capitalized.apply(to: "recent ITEMS-here 2day") == "Recent Items-Here 2day")
        #expect(T.none.apply(to: "x") == "x")
    }

    @Test func codableRoundTrips() throws {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.image = Image(systemName: "wifi")
        content.secondaryAttributedText = AttributedText([
            .init("Ho", font: .headline), .init("me", foregroundColor: .systemBlue),
        ])
        content.textProperties.color = .systemBlue
        content.imageProperties.tintColor = nil
        content.imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(
            textStyle: .body, scale: .large)
        content.imageProperties.reservedLayoutSize = CGSize(
            width: ListContentConfiguration.ImageProperties.standardDimension, height: 30)
        content.alpha = 0.5
        #expect(try roundTrip(content) == content)
        for style in ListContentConfiguration.Style.allCases {
            let configuration = style.configuration
            #expect(try roundTrip(configuration) == configuration)
        }
        let minimal = try JSONDecoder().decode(
            ListContentConfiguration.self,
            from: Data("{\"style\":\"sidebarHeader\",\"text\":\"Library\"}".utf8))
        var expected = ListContentConfiguration.sidebarHeader()
        expected.text = "Library"
        #expect(minimal == expected)
    }

    @Test func decodingRejectsBadInput() {
        #expect(
            decodingMessage(ListContentConfiguration.self, "{\"style\":\"tableCell\"}") != "decoded"
        )
        #expect(
            decodingMessage(ListContentConfiguration.self, "{\"style\":\"cell\",\"alpha\":1.5}")
                .contains("alpha 1.5 must be a finite number ≥ 0 and ≤ 1"))
        #expect(
            decodingMessage(
                ListContentConfiguration.self, "{\"style\":\"cell\",\"imageToTextPadding\":-3}"
            ).contains("must be a finite number ≥ 0"))
        #expect(
            decodingMessage(
                ListContentConfiguration.self,
                "{\"style\":\"cell\",\"directionalLayoutMargins\":{\"top\":-1,\"leading\":0,\"bottom\":0,\"trailing\":0}}"
            ).contains("must not be negative"))
        let text =
            "{\"style\":\"cell\",\"textProperties\":{\"customized\":[],\"font\":{\"textStyle\":\"body\"},\"color\":\"label\",\"alignment\":\"natural\",\"lineBreakMode\":\"byTruncatingTail\",\"numberOfLines\":-1,\"adjustsFontSizeToFitWidth\":false,\"minimumScaleFactor\":0,\"allowsDefaultTighteningForTruncation\":false,\"adjustsFontForContentSizeCategory\":true,\"showsExpansionTextWhenTruncated\":false,\"transform\":\"none\"}}"
        #expect(
            decodingMessage(ListContentConfiguration.self, text).contains(
                "numberOfLines -1 must be 0 (unlimited) or more"))
    }

    @Test func descriptions() {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        #expect(content.description == "ListContentConfiguration(cell; text: \"Inbox\")")
        let disabled = content.updated(for: PinnedState.disabled.state())
        #expect(disabled.description.contains("textProperties.color: tertiaryLabel"))
        content.textProperties.color = .systemRed
        #expect(content.description.contains("textProperties.color*: systemRed"))
    }

    @Test func listContentViewHoldsOnlyItsConfiguration() {
        var first = ListContentConfiguration.cell()
        first.text = "One"
        first.image = Image(systemName: "1.circle")
        let view = ListContentView(configuration: first)
        #expect(view.supports(ListContentConfiguration.sidebarCell()))
        // Another type is not supported, and setting it changes nothing (a host replaces the
        // view instead): the view compares the opened configuration's type.
        #expect(!view.supports(BadgeConfiguration(count: 7)))
        view.configuration = BadgeConfiguration(count: 7)
        #expect(view.listContentConfiguration == first)
        let boxed: any ContentConfiguration = ListContentConfiguration.valueCell()
        #expect(view.supports(boxed))
        var second = ListContentConfiguration.cell()
        second.text = "Two"
        view.configuration = second
        #expect(view.listContentConfiguration == second)
        #expect(
            view.listContentConfiguration.image == nil,
            "nothing of the first configuration survives")
        let made = second.makeContentView()
        #expect(made is ListContentView)
        #expect((made.configuration as? ListContentConfiguration) == second)
    }
}

typealias TextTransformAlias = ListContentConfiguration.TextProperties.TextTransform
