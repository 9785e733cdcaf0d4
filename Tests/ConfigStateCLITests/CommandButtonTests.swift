import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigStateCLI

/// The `buttons` part of `configstate audit --format json`, decoded with the test's own types.
struct ButtonAuditReport: Decodable {
    struct Style: Decodable {
        var identifier: String
        var style: String
        var figures: AuditReport.Figures
    }
    struct Case: Decodable {
        var kind: String
        var fidelityCase: String?
        var citation: String?
        var appearance: String
        var text: AuditReport.Case.NamedColor
        var background: AuditReport.Case.NamedColor
        var wcag: Double
        var combinations: Int
        var styles: [String]
        var exampleState: String
        var exampleRole: String
        var resolveCommand: String
    }
    struct Overall: Decodable, Equatable {
        var checked: Int
        var belowThreshold: Int
        var fidelityTotal: Int
        var realFailures: Int
    }
    var roles: [String]
    var controlStates: Int
    var combinationsPerAppearance: Int
    var total: AuditReport.Figures
    var fidelityCases: [AuditReport.FidelityCaseEntry]
    var styles: [Style]
    var cases: [Case]
}

/// The whole audit report with its `buttons` and `overall` parts.
struct FullAuditReport: Decodable {
    var total: AuditReport.Figures
    var buttons: ButtonAuditReport
    var overall: ButtonAuditReport.Overall
}

@MainActor
func buttonAuditReport(_ arguments: [String] = []) throws -> FullAuditReport {
    let result = runCommand(["audit", "--format", "json"] + arguments)
    #expect(result.status == 0)
    return try JSONDecoder().decode(FullAuditReport.self, from: Data(result.output.utf8))
}

/// `configstate resolve button-…` output, decoded with the library's Codable types.
struct ResolveButtonOutput: Decodable {
    struct Contrast: Decodable {
        var text: String
        var background: String
        var wcag: Double
    }
    struct Contrasts: Decodable {
        var title: Contrast?
        var subtitle: Contrast?
        var verdict: String
        var fidelityCase: String?
    }
    var style: String
    var buttonStyle: Button.Configuration.Style
    var stateWords: [String]
    var state: Control.State
    var role: Button.Role
    var automaticallyUpdateForSelection: Bool
    var traits: TraitCollection
    var configuration: Button.Configuration
    var render: ButtonRender
    var contrast: Contrasts
}

/// A button of `style` as the command's samples are: title, subtitle and symbol.
private func sample(_ style: Button.Configuration.Style) -> Button.Configuration {
    var configuration = style.configuration
    configuration.title = "Add to Library"
    configuration.subtitle = "3 items"
    configuration.image = Image(systemName: "star")
    configuration.imagePadding = 8
    configuration.titlePadding = 2
    return configuration
}

/// Hosts and renders a sample button, independently of the command's code.
@MainActor
private func hostedRender(
    _ style: Button.Configuration.Style, _ state: Control.State, role: Button.Role,
    updatesForSelection: Bool, traits: TraitCollection
) throws -> ButtonRender {
    var configuration = sample(style)
    configuration.automaticallyUpdateForSelection = updatesForSelection
    let button = Button(configuration: configuration)
    button.traitCollection = traits
    button.role = role
    button.isHighlighted = state.contains(.highlighted)
    button.isSelected = state.contains(.selected)
    button.isEnabled = !state.contains(.disabled)
    button.isFocused = state.contains(.focused)
    return try #require(button.render())
}

@MainActor
@Suite("configstate audit, gallery and resolve: buttons")
struct CommandButtonTests {
    /// The figures per style, walked again with the library's `Button` and the style walk's
    /// button oracle: 2 roles × (16 control states + the 8 selected ones without selection
    /// updates) × 4 appearances = 192 combinations per style.
    @Test func buttonCountsMatchAnIndependentWalkWithTheLibrary() throws {
        let report = try buttonAuditReport()
        let buttons = report.buttons
        #expect(buttons.roles == ["normal", "destructive"])
        #expect(buttons.controlStates == 16)
        #expect(buttons.combinationsPerAppearance == 48)
        #expect(buttons.styles.map(\.style) == Button.Configuration.Style.allCases.map(\.rawValue))
        for entry in buttons.styles {
            let style = try #require(Button.Configuration.Style(rawValue: entry.style))
            #expect(entry.identifier == "button-\(entry.style)")
            var figures = AuditReport.Figures(
                checked: 0, belowThreshold: 0,
                fidelity: Dictionary(
                    uniqueKeysWithValues: ButtonContrastException.allCases.map { ($0.rawValue, 0) }),
                fidelityTotal: 0, realFailures: 0)
            for (appearance, contrast) in walkAppearances {
                let traits = TraitCollection(
                    userInterfaceStyle: appearance, accessibilityContrast: contrast)
                for role in [Button.Role.normal, .destructive] {
                    for updates in [true, false] {
                        for state in everyControlState where updates || state.contains(.selected) {
                            figures.checked += 1
                            let render = try hostedRender(
                                style, state, role: role, updatesForSelection: updates,
                                traits: traits)
                            let ratio = try #require(buttonTextContrast(render, traits: traits))
                            guard ratio < 4.5 else { continue }
                            figures.belowThreshold += 1
                            if let exception = buttonContrastException(
                                style: style, state: state, role: role,
                                updatesForSelection: updates)
                            {
                                figures.fidelity[exception.rawValue, default: 0] += 1
                                figures.fidelityTotal += 1
                            } else {
                                figures.realFailures += 1
                            }
                        }
                    }
                }
            }
            #expect(entry.figures == figures, "\(style)")
        }
    }

    /// The figures after the button looks were traced (issue 20): a UIKit exemption that grew
    /// to cover a chosen look, or a state the walk skipped, changes them.
    @Test func eachButtonCaseCoversExactlyItsCombinations() throws {
        let report = try buttonAuditReport()
        let total = report.buttons.total
        #expect(total.checked == 8 * 48 * 4)
        #expect(total.belowThreshold == 32)
        // filled and borderedProminent, at rest, focused, and selected without selection
        // updates (alone or focused), in light, dark and dark high contrast: 2 × 4 × 3.
        // plain and borderless likewise, in light only: 2 × 4 × 1.
        #expect(total.fidelity == ["filledWhiteOnTint": 24, "plainTintOnClear": 8])
        #expect(total.realFailures == 0)
        #expect(report.buttons.cases.count == 4)
        for item in report.buttons.cases {
            #expect(item.kind == "fidelity")
            #expect(item.wcag < 4.5)
            #expect(item.exampleRole == "normal")
            let kind = try #require(item.fidelityCase)
            #expect(item.citation == ButtonFidelityCase(rawValue: kind)?.citation)
            if kind == "filledWhiteOnTint" {
                #expect(item.text.name == "#FFFFFF" && item.background.name == "tintColor")
                #expect(item.styles == ["button-filled", "button-borderedProminent"])
            } else {
                #expect(item.text.name == "tintColor" && item.background.name == "#00000000")
                #expect(item.styles == ["button-plain", "button-borderless"])
            }
        }
        #expect(
            report.buttons.fidelityCases.map(\.kind) == ButtonFidelityCase.allCases.map(\.rawValue))
        #expect(report.buttons.cases.map(\.combinations).reduce(0, +) == total.belowThreshold)
        // The overall figures are the lists' and the buttons' together.
        #expect(
            report.overall
                == ButtonAuditReport.Overall(
                    checked: report.total.checked + total.checked,
                    belowThreshold: report.total.belowThreshold + total.belowThreshold,
                    fidelityTotal: report.total.fidelityTotal + total.fidelityTotal,
                    realFailures: report.total.realFailures + total.realFailures))
    }

    /// The command's rules (by the colours the configuration names) and the oracle's (by
    /// style, state and role) give the same answer on every combination the audit checks, with
    /// the same citations.
    @Test func theAuditAndTheOracleClassifyEveryButtonAlike() {
        #expect(
            ButtonFidelityCase.allCases.map(\.rawValue)
                == ButtonContrastException.allCases.map(\.rawValue))
        for (kind, exception) in zip(ButtonFidelityCase.allCases, ButtonContrastException.allCases)
        {
            #expect(kind.citation == exception.citation)
        }
        var disagreements: [String] = []
        for context in ButtonContext.all {
            for appearance in Appearance.all {
                for combination in ButtonAudit.combinations {
                    let swatch = ButtonSwatch(
                        context: context, state: combination.state, role: combination.role,
                        updatesForSelection: combination.updatesForSelection,
                        traits: appearance.traits(in: .none))
                    let oracle = buttonContrastException(
                        style: context.style, state: combination.state, role: combination.role,
                        updatesForSelection: combination.updatesForSelection)
                    if swatch.fidelity?.rawValue != oracle?.rawValue {
                        disagreements.append(
                            "\(context.identifier) \(combination) \(appearance.name): \(String(describing: swatch.fidelity)) vs \(String(describing: oracle))"
                        )
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// A look below 4.5:1 that is not UIKit's — a grey title, or white on a colour other than
    /// the tint — is a real failure, never hidden under an exemption.
    @Test func aPlantedButtonLookBelowTheThresholdIsARealFailure() {
        let grey = ButtonAudit(
            contexts: [ButtonContext(style: .gray)], threshold: 4.5,
            planting: { configuration in
                var configuration = configuration
                configuration.baseForegroundColor = .systemGray2
                return configuration
            })
        #expect(grey.total.failures == grey.total.checked)
        #expect(grey.total.fidelityTotal == 0)
        #expect(grey.cases.allSatisfy { $0.fidelity == nil })

        let orange = ButtonAudit(
            contexts: [ButtonContext(style: .filled)], threshold: 4.5,
            planting: { configuration in
                var configuration = configuration
                configuration.baseBackgroundColor = .systemOrange
                return configuration
            })
        #expect(orange.total.failures > 0)
        #expect(orange.total.fidelityTotal == 0)
        let text = AuditCommand.buttonText(orange, style: TerminalStyle(enabled: false))
        #expect(text.contains { $0.hasPrefix("FAILURE ") && $0.contains("systemOrange") })
        #expect(text.contains("    real failures:  \(orange.total.failures)"))
    }

    /// `primary` and `cancel` look as `normal` does, which is why the audit walks only normal
    /// and destructive.
    @Test func primaryAndCancelLookAsNormal() {
        for context in ButtonContext.all {
            for state in everyControlState {
                let normal = context.configuration.updated(for: state, role: .normal)
                #expect(context.configuration.updated(for: state, role: .primary) == normal)
                #expect(context.configuration.updated(for: state, role: .cancel) == normal)
            }
        }
    }

    @Test func textReportHasAButtonsPart() throws {
        let report = try buttonAuditReport()
        let output = runCommand(["audit"]).output
        let buttons = report.buttons.total
        #expect(
            output.contains(
                "\nButtons — title and subtitle, WCAG 2 contrast against 4.5:1 (APCA |Lc| shown)\n"
            ))
        #expect(output.contains("= \(buttons.checked) combinations checked\n  below 4.5:1: 32\n"))
        #expect(
            output.contains("    UIKit fidelity: 32 (filledWhiteOnTint 24, plainTintOnClear 8)\n"))
        #expect(output.contains("  distinct failing cases: 4\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let part = try #require(lines.firstIndex { $0.hasPrefix("Buttons — ") })
        let header = try #require(lines[part...].firstIndex { $0.hasPrefix("KIND ") })
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }
        #expect(rows.count == report.buttons.cases.count)
        #expect(lines[header].contains(" STYLES "))
        #expect(
            output.contains(
                "overall (list styles and buttons): \(report.overall.checked) combinations checked, \(report.overall.belowThreshold) below 4.5:1"
            ))
    }

    /// Each button case's command is one `resolve` accepts, and prints the case's figures.
    @Test func everyButtonCasesResolveCommandIsAccepted() throws {
        let report = try buttonAuditReport(["--min-contrast", "21"])
        #expect(report.buttons.cases.count > 50)
        #expect(report.buttons.cases.contains { $0.resolveCommand.contains("--role destructive") })
        // A selected look without selection updates is the look at rest, so its case's example
        // is the state at rest; the command still spells the setting when an example has it.
        let command = ResolveCommand.commandLine(
            button: ButtonContext(style: .gray), stateName: "selected", role: .destructive,
            updatesForSelection: false, appearance: Appearance.all[3])
        #expect(
            command
                == "configstate resolve button-gray --state selected --traits dark,highContrast --role destructive --no-selection-update"
        )
        #expect(
            runCommand(Array(command.split(separator: " ").dropFirst().map(String.init))).status
                == 0)
        for item in report.buttons.cases {
            let words = item.resolveCommand.split(separator: " ").map(String.init)
            try #require(Array(words.prefix(2)) == ["configstate", "resolve"])
            let result = runCommand(Array(words.dropFirst()))
            #expect(result.status == 0, "\(item.resolveCommand): \(result.errors.prefix(300))")
            let output = try JSONDecoder().decode(
                ResolveButtonOutput.self, from: Data(result.output.utf8))
            let lower = [output.contrast.title?.wcag, output.contrast.subtitle?.wcag]
                .compactMap { $0 }.min()
            #expect(lower == item.wcag, "\(item.resolveCommand)")
        }
    }

    // MARK: Resolve

    @Test func resolvePrintsTheButtonRender() throws {
        let result = runCommand([
            "resolve", "button-filled", "--state", "highlighted,focused", "--traits", "dark",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let output = try JSONDecoder().decode(
            ResolveButtonOutput.self, from: Data(result.output.utf8))
        #expect(output.style == "button-filled")
        #expect(output.buttonStyle == .filled)
        #expect(output.stateWords == ["highlighted", "focused"])
        #expect(output.state == [.highlighted, .focused])
        #expect(output.role == .normal)
        #expect(output.automaticallyUpdateForSelection)
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(output.traits.userInterfaceStyle == .dark)
        let expected = try hostedRender(
            .filled, [.highlighted, .focused], role: .normal, updatesForSelection: true,
            traits: traits)
        #expect(output.render == expected)
        #expect(output.render.background.stroke != nil)
        #expect(output.contrast.verdict == "pass")
        #expect(output.contrast.title?.text == expected.title?.color.hexString)

        let atRest = runCommand(["resolve", "button-plain"])
        let plain = try JSONDecoder().decode(
            ResolveButtonOutput.self, from: Data(atRest.output.utf8))
        #expect(plain.contrast.verdict == "fidelity")
        #expect(plain.contrast.fidelityCase == "plainTintOnClear")
        #expect(plain.contrast.title?.wcag == 4.017)

        let destructive = runCommand([
            "resolve", "button-gray", "--state", "selected", "--role", "destructive",
            "--no-selection-update",
        ])
        let gray = try JSONDecoder().decode(
            ResolveButtonOutput.self, from: Data(destructive.output.utf8))
        #expect(gray.role == .destructive)
        #expect(!gray.automaticallyUpdateForSelection)
        #expect(!gray.configuration.automaticallyUpdateForSelection)
        #expect(
            gray.render
                == (try hostedRender(
                    .gray, .selected, role: .destructive, updatesForSelection: false,
                    traits: TraitCollection())))
    }

    @Test func resolveRefusesWhatAButtonCannotBe() {
        let editing = runCommand(["resolve", "button-filled", "--state", "editing"])
        #expect(editing.status == 2)
        #expect(
            editing.errors.contains(
                "error: state 'editing' does not apply to 'button-filled', a button: its control states are normal, highlighted, selected, disabled, focused"
            ))
        let role = runCommand(["resolve", "cell", "--role", "destructive"])
        #expect(role.status == 2)
        #expect(role.errors.contains("option '--role' applies to buttons only, not to 'cell'"))
        let badRole = runCommand(["resolve", "button-plain", "--role", "destructve"])
        #expect(badRole.status == 2)
        #expect(badRole.errors.contains("did you mean 'destructive'?"))
        let bare = runCommand(["resolve", "filled"])
        #expect(bare.status == 2)
        #expect(
            bare.errors.hasPrefix("error: unknown style 'filled'; did you mean 'button-filled'?"))
        let typo = runCommand(["gallery", "--styles", "button-filed", "--output", "-"])
        #expect(typo.status == 2)
        #expect(typo.errors.contains("did you mean 'button-filled'?"))
        let plain = runCommand(["gallery", "--styles", "plain", "--output", "-"])
        #expect(plain.errors.contains("did you mean 'button-plain'?"))
    }

    // MARK: Gallery

    /// The buttons part: every style × state × appearance, in order, after the lists; the
    /// table of contents links each style.
    @Test func theGalleryDrawsEveryButtonStyleInEveryState() throws {
        let result = runCommand([
            "gallery", "--styles", "listPlainCell,\(ButtonContext.names.joined(separator: ","))",
            "--output",
            "-",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let html = result.output
        var expected: [String] = []
        for style in Button.Configuration.Style.allCases {
            for role in ["normal", "destructive"] {
                for state in ["normal", "highlighted", "selected", "disabled", "focused"] {
                    for appearance in Appearance.all {
                        expected.append(
                            "button-\(style.rawValue)\" data-state=\"\(state)\" data-appearance=\"\(appearance.name)\" data-role=\"\(role)\""
                        )
                    }
                }
            }
        }
        let drawn = html.components(separatedBy: "<figure class=\"sw\" data-context=\"button-")
            .dropFirst().map { "button-" + $0.prefix { $0 != ">" } }
        #expect(drawn.count == 8 * 2 * 5 * 4)
        #expect(zip(drawn, expected).allSatisfy { $0.hasPrefix($1) })
        let sections = html.components(separatedBy: "<section class=\"ctx\" id=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(sections == ["cell-plain-listPlainCell"] + ButtonContext.names)
        #expect(html.contains("<li class=\"part\">Buttons</li>"))
        for name in ButtonContext.names {
            #expect(html.contains("<li><a href=\"#\(name)\">"), "\(name)")
        }
        #expect(html.contains("<div><dt>button styles</dt><dd>8</dd></div>"))
    }

    /// A swatch draws the render: the fill, the radius, the stroke, the texts in their
    /// colours and sizes, the contrast figures and the resolve command.
    @Test func aButtonSwatchDrawsItsRender() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = runCommand(
            ["gallery", "--styles", "button-filled", "--output", "g.html"], directory: directory)
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "configstate gallery: 1 button styles, 10 states and roles × 4 appearances = 40 swatches\n"
            ))
        #expect(result.output.contains("below WCAG 4.5:1 in 6 swatches: 6 UIKit fidelity, 0 real"))
        let html = try String(contentsOfFile: directory + "/g.html", encoding: .utf8)
        #expect(occurrences(of: "<section class=\"ctx\"", in: html) == 1)
        func figure(_ state: String, _ appearance: String) throws -> String {
            let start = try #require(
                html.range(
                    of:
                        "data-context=\"button-filled\" data-state=\"\(state)\" data-appearance=\"\(appearance)\""
                ))
            let end = try #require(
                html.range(of: "</figure>", range: start.upperBound..<html.endIndex))
            return String(html[start.lowerBound..<end.lowerBound])
        }
        let normal = try figure("normal", "light")
        #expect(normal.contains("data-verdict=\"fidelity\""))
        #expect(
            normal.contains(
                "class=\"btn\" style=\"background:#007AFF;border-radius:8px;padding:7px 12px 7px 12px"
            ))
        #expect(normal.contains("class=\"t\" style=\"color:#FFFFFF;font-size:17px"))
        #expect(normal.contains("class=\"s\" style=\"color:#FFFFFF;font-size:13px"))
        #expect(normal.contains(">Add to Library</span>"))
        #expect(normal.contains("aria-label=\"star\""))
        #expect(normal.contains("title <span class=\"n\">4.02:1</span>"))
        #expect(normal.contains("UIKit: filledWhiteOnTint"))
        #expect(normal.contains("<code class=\"cmd\">configstate resolve button-filled</code>"))
        let focused = try figure("focused", "dark")
        #expect(focused.contains("outline:2px solid #FFFFFF"))
        let disabled = try figure("disabled", "light")
        #expect(disabled.contains("data-verdict=\"pass\""))
        #expect(
            disabled.contains(
                "configstate resolve button-filled <span>--state disabled</span></code>"))
    }

    /// The guide lists each button case with its citation and the audit's figures.
    @Test func theButtonsGuideCarriesTheCitationsAndTheFigures() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Buttons.md")
        let guide = try String(contentsOf: url, encoding: .utf8)
        for kind in ButtonFidelityCase.allCases {
            #expect(guide.contains("| \(kind.rawValue) | \(kind.citation) |"), "\(kind)")
        }
        let report = try buttonAuditReport()
        #expect(guide.contains("8 × 48 × 4 = **1 536\ncombinations**"))
        #expect(report.buttons.total.checked == 1_536)
        #expect(
            guide.contains(
                "**\(report.buttons.total.belowThreshold) below 4.5:1, all\nUIKit looks kept for fidelity, \(report.buttons.total.realFailures) real failures**"
            ))
    }
}
