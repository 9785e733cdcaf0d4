import ConfigState
import ConfigStateTestsSupport
import Testing

@Suite("Every style in every state")
struct StyleWalkTests {
    /// For one content style: every combination of the built-in flags and drag/drop states,
    /// in four colour environments — no crash, idempotent, customised properties kept, and
    /// primary text at WCAG 4.5:1 or better against its background unless the case is one of
    /// the listed UIKit-fidelity exceptions.
    @Test(arguments: contentContexts)
    func contentStyleInEveryStateAndAppearance(context: ContentContext) {
        // Customise properties that do not take part in the primary text's contrast, so that
        // one update serves both the customisation check and the contrast check.
        var content = context.style.configuration
        content.text = "Title"
        content.secondaryText = "Detail"
        content.textProperties.font = .caption2
        content.secondaryTextProperties.color = .systemPink
        content.imageProperties.tintColor = .systemMint
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 1, leading: 2, bottom: 3, trailing: 4)
        let background = context.style.defaultBackgroundStyle.configuration
        var failures: [String] = []
        var checked = 0
        for (style, contrast) in walkAppearances {
            let traits = TraitCollection(
                userInterfaceStyle: style, accessibilityContrast: contrast,
                listEnvironment: context.environment)
            for state in everyBuiltInState(traits: traits) {
                checked += 1
                let updated = content.updated(for: state)
                if updated.updated(for: state) != updated {
                    failures.append("not idempotent: \(state)")
                }
                if updated.textProperties.font != .caption2
                    || updated.secondaryTextProperties.color != .systemPink
                    || updated.imageProperties.tintColor != .systemMint
                    || updated.directionalLayoutMargins.leading != 2
                    || updated.text != "Title" || updated.secondaryText != "Detail"
                {
                    failures.append("customised property changed: \(state)")
                }
                let updatedBackground = background.updated(for: state)
                let (ratio, text, behind) = primaryTextContrast(updated, updatedBackground, state)
                if ratio < 4.5 {
                    if let exception = contrastException(updated, updatedBackground, state) {
                        // A listed case: it must not be worse than the worst figure Docs lists.
                        let floor = documentedMinimum(exception, traits.colorEnvironment)
                        if !isDisabledText(exception) && ratio < floor - 1e-9 {
                            failures.append(
                                "\(exception) at \((ratio * 100).rounded() / 100), below the documented \((floor * 100).rounded() / 100): \(state)"
                            )
                        }
                    } else {
                        failures.append(
                            "contrast \((ratio * 100).rounded() / 100): \(updated.textProperties.color) \(text.hexString) on \(behind.hexString), \(state)"
                        )
                    }
                }
            }
        }
        #expect(checked == 4 * 4_608)
        #expect(
            failures.isEmpty,
            "\(context): \(failures.count) failures, e.g. \(failures.prefix(5).joined(separator: "; "))"
        )
    }

    /// For every background style in every list environment: no crash, idempotent, and
    /// customised properties kept, in every state and appearance.
    @Test(arguments: BackgroundConfiguration.Style.allCases)
    func backgroundStyleInEveryState(style: BackgroundConfiguration.Style) {
        let background = style.configuration
        var customized = background
        customized.cornerRadius = 3
        customized.strokeWidth = 1
        customized.backgroundColor = .systemTeal
        var failures: [String] = []
        // Only the adaptive styles read the list environment.
        let adaptive: [BackgroundConfiguration.Style] = [.listCell, .listHeader, .listFooter]
        let environments: [ListEnvironment] =
            adaptive.contains(style)
            ? [.none, .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] : [.none]
        for environment in environments {
            for (appearance, contrast) in walkAppearances {
                let traits = TraitCollection(
                    userInterfaceStyle: appearance, accessibilityContrast: contrast,
                    listEnvironment: environment)
                for state in everyBuiltInState(traits: traits) {
                    let updated = background.updated(for: state)
                    if updated.updated(for: state) != updated {
                        failures.append("not idempotent: \(state)")
                    }
                    let custom = customized.updated(for: state)
                    if custom.cornerRadius != 3 || custom.strokeWidth != 1
                        || custom.backgroundColor != .systemTeal
                    {
                        failures.append("customised property changed: \(state)")
                    }
                    let resolved = updated.resolvedBackgroundColor(for: traits.tintColor).resolve(
                        in: traits.colorEnvironment)
                    if resolved.red.isNaN || resolved.alpha.isNaN {
                        failures.append("NaN: \(state)")
                    }
                }
            }
        }
        #expect(
            failures.isEmpty,
            "\(style): \(failures.count) failures, e.g. \(failures.prefix(5).joined(separator: "; "))"
        )
    }
}
