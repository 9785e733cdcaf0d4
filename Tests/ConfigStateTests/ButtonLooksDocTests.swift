import Foundation
import Testing

@testable import ConfigState

// Renders the button looks — every style family in every state the table distinguishes,
// resolved in light, dark and both high-contrast appearances, with each title's contrast —
// and checks that `Docs/Buttons.md` carries exactly that text between
// `<!-- generated: button-looks -->` and `<!-- end generated: button-looks -->`.
// `CONFIGSTATE_UPDATE_DOCS=1 swift test --filter ButtonLooksDocTests` rewrites the section.

enum ButtonLooksMarkdown {
    /// One style of each family (the others share its look).
    static let families: [(String, Button.Configuration.Style)] = [
        ("plain, borderless", .plain), ("gray, bordered", .gray),
        ("tinted, borderedTinted", .tinted), ("filled, borderedProminent", .filled),
    ]

    /// The states whose looks differ; focused adds a stroke to the state's look.
    static let states: [(String, Control.State, Button.Role)] = [
        ("normal", .normal, .normal), ("highlighted", .highlighted, .normal),
        ("selected", .selected, .normal), ("disabled", .disabled, .normal),
        ("normal, destructive", .normal, .destructive),
    ]

    /// The background colour behind the title, opaque: the button's background over the
    /// system background (a clear button shows the view behind it).
    static func opaqueBackground(
        _ configuration: Button.Configuration, in environment: ColorEnvironment
    )
        -> Color.Resolved
    {
        (configuration.background.backgroundColor ?? .tintColor).resolve(in: environment)
            .composited(over: Color.systemBackground.resolve(in: environment))
    }

    /// "`#title` on `#background`, 4.61:1" for one look in one appearance.
    static func cell(_ configuration: Button.Configuration, in environment: ColorEnvironment)
        -> String
    {
        let background = opaqueBackground(configuration, in: environment)
        let title = configuration.resolvedForegroundColor.resolve(in: environment)
        let backgroundName =
            configuration.background.backgroundColor == .clear
            ? "clear" : "`\(background.hexString)`"
        return
            "`\(title.hexString)` on \(backgroundName), \(fixed2(title.contrastRatio(against: background))):1"
    }

    static func render() -> String {
        var lines = [
            "| Style | State | " + documentedAppearances.map(\.0).joined(separator: " | ") + " |",
            "|---|---|" + String(repeating: "---|", count: documentedAppearances.count),
        ]
        for (name, style) in families {
            for (stateName, state, role) in states {
                let configuration = Button.Configuration(style: style).updated(
                    for: state, role: role)
                let cells = documentedAppearances.map { cell(configuration, in: $0.1) }
                lines.append(
                    "| \(name) | \(stateName) | " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

@Suite("Button looks in Docs")
struct ButtonLooksDocTests {
    @Test func docsReproduceTheButtonLooks() throws {
        try expectGeneratedSection(
            "button-looks", in: "Docs/Buttons.md", equals: ButtonLooksMarkdown.render(),
            regenerate: "ButtonLooksDocTests")
    }

    /// Every chosen look reaches 4.5:1 in every appearance; only UIKit's own normal looks of
    /// plain and filled (tint-coloured text; white on the tint) may fall below, as documented.
    @Test func chosenLooksReachAA() {
        var below: [String] = []
        for (name, style) in ButtonLooksMarkdown.families {
            for (stateName, state, role) in ButtonLooksMarkdown.states {
                let configuration = Button.Configuration(style: style).updated(
                    for: state, role: role)
                for (appearance, environment) in documentedAppearances {
                    let background = ButtonLooksMarkdown.opaqueBackground(
                        configuration, in: environment)
                    let ratio = configuration.resolvedForegroundColor.resolve(in: environment)
                        .contrastRatio(against: background)
                    let uikits =
                        state == .normal && role == .normal
                        && (style == .plain || style == .filled)
                    if ratio < 4.5 && !uikits { below.append("\(name) \(stateName) \(appearance)") }
                }
            }
        }
        #expect(below == [])
    }
}
