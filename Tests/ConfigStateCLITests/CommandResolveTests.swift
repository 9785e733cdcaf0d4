import ConfigState
import Foundation
import Testing

/// `configstate resolve` output, decoded with the library's own Codable types.
struct ResolveOutput: Decodable {
    struct Context: Decodable {
        var identifier: String
        var contentStyle: ListContentConfiguration.Style
        var backgroundStyle: BackgroundConfiguration.Style
        var listEnvironment: ListEnvironment
    }
    struct Configuration: Decodable {
        var content: ListContentConfiguration
        var background: BackgroundConfiguration
        var accessories: [CellAccessory]
    }
    struct Contrast: Decodable {
        var text: String
        var background: String
        var wcag: Double
        var apca: Double
        var verdict: String
        var fidelityCase: String?
    }
    var style: String
    var context: Context
    var stateWords: [String]
    var state: CellConfigurationState
    var configuration: Configuration
    var render: ViewRender
    var contrast: Contrast?
}

@MainActor
func resolve(_ arguments: [String]) throws -> (ResolveOutput, String) {
    let result = runCommand(["resolve"] + arguments)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
    return (
        try JSONDecoder().decode(ResolveOutput.self, from: Data(result.output.utf8)), result.output
    )
}

@MainActor
@Suite("configstate resolve")
struct CommandResolveTests {
    @Test func defaultsToTheNormalStateInTheStylesNaturalListInLightMode() throws {
        let (output, text) = try resolve(["cell"])
        #expect(output.style == "cell")
        #expect(output.context.identifier == "cell-plain")
        #expect(output.context.backgroundStyle == .listCell)
        #expect(output.stateWords.isEmpty)
        #expect(
            output.state
                == CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .plain))
        )
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        content.secondaryText = "12 new"
        content.image = Image(systemName: "tray")
        #expect(output.configuration.content == content.updated(for: output.state))
        #expect(
            output.configuration.background
                == BackgroundConfiguration.listCell().updated(for: output.state))
        #expect(
            output.configuration.accessories.map(\.accessoryType) == [
                .disclosureIndicator, .delete, .multiselect, .reorder,
            ])
        #expect(output.render.trailingAccessories.map(\.accessoryType) == [.disclosureIndicator])
        #expect(output.render.leadingAccessories.isEmpty)
        #expect(output.render.background?.color.hexString == "#FFFFFF")
        #expect(output.contrast?.wcag == 21)
        #expect(output.contrast?.verdict == "pass")
        // Pretty, with sorted keys.
        let keys = [
            "\"configuration\"", "\"context\"", "\"contrast\"", "\"render\"", "\"state\"",
            "\"stateWords\"", "\"style\"",
        ]
        let positions = keys.compactMap { text.range(of: "\n  \($0) : ")?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test func rendersTheStyleInTheGivenStateAndTraits() throws {
        let (output, _) = try resolve([
            "cell", "--state", "selected,editing", "--traits", "dark,listEnvironment=sidebarPlain",
        ])
        #expect(output.context.identifier == "cell-sidebarPlain")
        #expect(output.stateWords == ["selected", "editing"])
        #expect(output.state.isSelected && output.state.isEditing && !output.state.isHighlighted)
        #expect(output.state.traitCollection.userInterfaceStyle == .dark)
        // A plain sidebar keeps the selected look while editing: the tint, white text.
        #expect(output.configuration.background.backgroundColor == nil)
        #expect(output.render.background?.color.hexString == "#0A84FF")
        #expect(output.render.background?.cornerRadius == 10)
        guard case .list(let content)? = output.render.content else {
            Issue.record("no list content")
            return
        }
        #expect(content.text?.text == "Inbox")
        #expect(content.text?.color.hexString == "#FFFFFF")
        #expect(content.secondaryText?.color.hexString == "#FFFFFFCC")
        #expect(content.image?.tintColor?.hexString == "#FFFFFF")
        // Editing shows the delete and reorder controls; accessories turn white on the tint.
        #expect(output.render.leadingAccessories.map(\.accessoryType) == [.delete])
        #expect(
            output.render.trailingAccessories.map(\.accessoryType) == [
                .outlineDisclosure, .reorder,
            ])
        #expect(
            output.render.trailingAccessories.allSatisfy { $0.tintColor.hexString == "#FFFFFF" })
        #expect(output.contrast?.verdict == "fidelity")
        #expect(output.contrast?.fidelityCase == "whiteOnTint")
        #expect(output.contrast?.text == "#FFFFFF")
    }

    @Test func backgroundStylesUseTheContentOfTheirGalleryContext() throws {
        let expectations: [(String, String, ListContentConfiguration.Style)] = [
            ("listPlainCell", "cell-plain-listPlainCell", .cell),
            ("listGroupedCell", "cell-grouped-listGroupedCell", .cell),
            ("clear", "cell-plain-clear", .cell),
            ("listCell", "cell-plain", .cell),
            ("listHeader", "header-plain", .header),
            ("listPlainHeaderFooter", "plainHeader-plain", .plainHeader),
            ("listGroupedHeaderFooter", "groupedHeader-grouped", .groupedHeader),
            (
                "listAccompaniedSidebarCell", "accompaniedSidebarCell-sidebar",
                .accompaniedSidebarCell
            ),
            ("listSidebarHeader", "sidebarHeader-sidebar", .sidebarHeader),
        ]
        for (style, identifier, content) in expectations {
            let (output, _) = try resolve([style])
            #expect(output.context.identifier == identifier)
            #expect(output.context.contentStyle == content)
            #expect(output.configuration.background.style.rawValue == style)
        }
        // Headers carry no accessories.
        let (header, _) = try resolve(["groupedHeader", "--state", "pinned"])
        #expect(header.configuration.accessories.isEmpty)
        #expect(header.state.isPinned)
    }

    @Test func everyStateWordAndTraitIsRead() throws {
        let (output, _) = try resolve([
            "valueCell",
            "--state=highlighted,selected,disabled,focused,editing,swiped,expanded,reordering,dragging,targeted",
            "--traits=dark,highContrast,elevated,rtl,bold,listEnvironment=insetGrouped,size=accessibilityLarge,idiom=pad,tint=systemPink,accent=#FF9500",
        ])
        let state = output.state
        #expect(state.isHighlighted && state.isSelected && state.isDisabled && state.isFocused)
        #expect(state.isEditing && state.isSwiped && state.isExpanded && state.isReordering)
        #expect(state.cellDragState == .dragging && state.cellDropState == .targeted)
        let traits = state.traitCollection
        #expect(traits.userInterfaceStyle == .dark && traits.accessibilityContrast == .high)
        #expect(traits.userInterfaceLevel == .elevated && traits.layoutDirection == .rightToLeft)
        #expect(traits.legibilityWeight == .bold && traits.listEnvironment == .insetGrouped)
        #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.tintColor == .systemPink)
        #expect(traits.accentColor?.resolve(in: ColorEnvironment()).hexString == "#FF9500")
        // Only a header or footer is pinned.
        let (pinned, _) = try resolve(["header", "--state", "pinned"])
        #expect(pinned.state.isPinned)
        let (lifting, _) = try resolve(["cell", "--state", "lifting,notTargeted"])
        #expect(
            lifting.state.cellDragState == .lifting && lifting.state.cellDropState == .notTargeted)
        let (normal, _) = try resolve(["cell", "--state", "normal", "--traits", "light"])
        #expect(normal.stateWords.isEmpty)
        #expect(
            normal.state
                == CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .plain))
        )
    }
}
