import ConfigStateTesting
import Testing

// The customisation record of every configuration type, held to its model: the properties the
// caller has set and not handed back. `PurityProperties` checks `updated(for:)` against the
// record the configuration reports (`isCustomized`), so a setter that marks the wrong property,
// two properties sharing one bit, or a `resetToStyle(_:)` that clears the wrong one would pass
// there: the record and the update agree with each other, just not with the caller. Here each
// property of `BackgroundConfiguration`, `ListContentConfiguration` and of its text, secondary
// text and image properties is set (to the value it already has, so that only the record
// changes) and handed back, and the record must change by exactly that property.

@Suite(
    "Customisation: setting a property customises exactly it, and resetToStyle hands back exactly it"
)
struct CustomisationMaskProperties {
    @Test func everyBackgroundPropertyOwnsItsCustomisation() {
        var tally = BranchTally("a styled background")
        let held = checkProperty(
            "setting any background property customises it and nothing else, resetToStyle(_:) "
                + "hands back it and nothing else, and updated(for:) keeps it while it is "
                + "customised and gives it the style's value once handed back",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            tally.countCase()
            let style = configuration.style.configuration.updated(for: state)
            for property in BackgroundConfiguration.Property.allCases {
                let (set, reset) = try requireCustomisationRecord(
                    of: property, in: configuration, \.customizedProperties,
                    set: { touch($0, of: &$1) }, reset: { $1.resetToStyle($0) })
                try requireEqual(
                    styledValue(property, of: set.updated(for: state)),
                    styledValue(property, of: set), "customised \(property) after an update")
                // `clear()` is never updated, so only the other styles hand a value back.
                guard configuration.style != .clear else { continue }
                tally.take("a styled background")
                try requireEqual(
                    styledValue(property, of: reset.updated(for: state)),
                    styledValue(property, of: style), "handed-back \(property) after an update")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func everyListContentPropertyOwnsItsCustomisation() {
        checkProperty(
            "setting any list content property (of the configuration, its text, secondary "
                + "text or image properties) customises it and nothing else, resetToStyle(_:) "
                + "hands back it and nothing else, and updated(for:) keeps it while it is "
                + "customised and gives it the style's value once handed back",
            using: Gen.zip(Gen.listContentConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let style = configuration.style.configuration.updated(for: state)
            for property in ListContentConfiguration.Property.allCases {
                let (set, reset) = try requireCustomisationRecord(
                    of: property, in: configuration, \.customizedProperties,
                    set: { touch($0, of: &$1) }, reset: { $1.resetToStyle($0) })
                try requireEqual(
                    styledValue(property, of: set.updated(for: state)),
                    styledValue(property, of: set), "customised \(property) after an update")
                try requireEqual(
                    styledValue(property, of: reset.updated(for: state)),
                    styledValue(property, of: style), "handed-back \(property) after an update")
            }
            for (name, text) in [
                ("textProperties", \ListContentConfiguration.textProperties),
                ("secondaryTextProperties", \.secondaryTextProperties),
            ] {
                for property in ListContentConfiguration.TextProperties.Property.allCases {
                    let (set, reset) = try requireCustomisationRecord(
                        of: property, in: configuration,
                        text.appending(path: \.customizedProperties),
                        set: { touch($0, of: &$1[keyPath: text]) },
                        reset: { $1[keyPath: text].resetToStyle($0) })
                    try requireEqual(
                        styledValue(property, of: set.updated(for: state)[keyPath: text]),
                        styledValue(property, of: set[keyPath: text]),
                        "customised \(name).\(property) after an update")
                    try requireEqual(
                        styledValue(property, of: reset.updated(for: state)[keyPath: text]),
                        styledValue(property, of: style[keyPath: text]),
                        "handed-back \(name).\(property) after an update")
                }
            }
            for property in ListContentConfiguration.ImageProperties.Property.allCases {
                let (set, reset) = try requireCustomisationRecord(
                    of: property, in: configuration, \.imageProperties.customizedProperties,
                    set: { touch($0, of: &$1.imageProperties) },
                    reset: { $1.imageProperties.resetToStyle($0) })
                try requireEqual(
                    styledValue(property, of: set.updated(for: state).imageProperties),
                    styledValue(property, of: set.imageProperties),
                    "customised imageProperties.\(property) after an update")
                try requireEqual(
                    styledValue(property, of: reset.updated(for: state).imageProperties),
                    styledValue(property, of: style.imageProperties),
                    "handed-back imageProperties.\(property) after an update")
            }
            return true
        }
    }
}

/// Sets `property` of `value` and hands it back, requiring that the customised properties
/// gain exactly it and then lose exactly it, in declaration order.
///
/// - Returns: The value with `property` set, and that value with it handed back.
private func requireCustomisationRecord<Value, Property: CaseIterable & Hashable>(
    of property: Property, in value: Value, _ customizedProperties: KeyPath<Value, [Property]>,
    set: (Property, inout Value) -> Void, reset: (Property, inout Value) -> Void
) throws -> (set: Value, reset: Value) {
    let before = Set(value[keyPath: customizedProperties])
    var setValue = value
    set(property, &setValue)
    try requireEqual(
        setValue[keyPath: customizedProperties],
        Property.allCases.filter { before.contains($0) || $0 == property },
        "setting \(property) customises it and nothing else")
    var resetValue = setValue
    reset(property, &resetValue)
    try requireEqual(
        resetValue[keyPath: customizedProperties],
        Property.allCases.filter { before.contains($0) && $0 != property },
        "resetToStyle(.\(property)) hands back it and nothing else")
    return (setValue, resetValue)
}

// MARK: - Setting a property to the value it has
//
// Each value is read from a copy: the properties are stored (with observers), and Swift
// rejects `x.p = x.p` for a stored property ("assigning a property to itself").

/// Sets `property` to its own value: only the customisation record changes.
private func touch(
    _ property: BackgroundConfiguration.Property, of configuration: inout BackgroundConfiguration
) {
    let current = configuration
    switch property {
    case .customView: configuration.customView = current.customView
    case .cornerRadius: configuration.cornerRadius = current.cornerRadius
    case .backgroundInsets: configuration.backgroundInsets = current.backgroundInsets
    case .edgesAddingLayoutMarginsToBackgroundInsets:
        configuration.edgesAddingLayoutMarginsToBackgroundInsets =
            current.edgesAddingLayoutMarginsToBackgroundInsets
    case .backgroundColor: configuration.backgroundColor = current.backgroundColor
    case .backgroundColorTransformer:
        configuration.backgroundColorTransformer = current.backgroundColorTransformer
    case .visualEffect: configuration.visualEffect = current.visualEffect
    case .image: configuration.image = current.image
    case .imageContentMode: configuration.imageContentMode = current.imageContentMode
    case .strokeColor: configuration.strokeColor = current.strokeColor
    case .strokeColorTransformer:
        configuration.strokeColorTransformer = current.strokeColorTransformer
    case .strokeWidth: configuration.strokeWidth = current.strokeWidth
    case .strokeOutset: configuration.strokeOutset = current.strokeOutset
    case .shadowProperties: configuration.shadowProperties = current.shadowProperties
    }
}

/// Sets `property` to its own value: only the customisation record changes.
private func touch(
    _ property: ListContentConfiguration.Property,
    of configuration: inout ListContentConfiguration
) {
    let current = configuration
    switch property {
    case .axesPreservingSuperviewLayoutMargins:
        configuration.axesPreservingSuperviewLayoutMargins =
            current.axesPreservingSuperviewLayoutMargins
    case .directionalLayoutMargins:
        configuration.directionalLayoutMargins = current.directionalLayoutMargins
    case .prefersSideBySideTextAndSecondaryText:
        configuration.prefersSideBySideTextAndSecondaryText =
            current.prefersSideBySideTextAndSecondaryText
    case .imageToTextPadding: configuration.imageToTextPadding = current.imageToTextPadding
    case .textToSecondaryTextHorizontalPadding:
        configuration.textToSecondaryTextHorizontalPadding =
            current.textToSecondaryTextHorizontalPadding
    case .textToSecondaryTextVerticalPadding:
        configuration.textToSecondaryTextVerticalPadding =
            current.textToSecondaryTextVerticalPadding
    case .alpha: configuration.alpha = current.alpha
    }
}

/// Sets `property` to its own value: only the customisation record changes.
private func touch(
    _ property: ListContentConfiguration.TextProperties.Property,
    of properties: inout ListContentConfiguration.TextProperties
) {
    let current = properties
    switch property {
    case .font: properties.font = current.font
    case .color: properties.color = current.color
    case .colorTransformer: properties.colorTransformer = current.colorTransformer
    case .alignment: properties.alignment = current.alignment
    case .lineBreakMode: properties.lineBreakMode = current.lineBreakMode
    case .numberOfLines: properties.numberOfLines = current.numberOfLines
    case .adjustsFontSizeToFitWidth:
        properties.adjustsFontSizeToFitWidth = current.adjustsFontSizeToFitWidth
    case .minimumScaleFactor: properties.minimumScaleFactor = current.minimumScaleFactor
    case .allowsDefaultTighteningForTruncation:
        properties.allowsDefaultTighteningForTruncation =
            current.allowsDefaultTighteningForTruncation
    case .adjustsFontForContentSizeCategory:
        properties.adjustsFontForContentSizeCategory = current.adjustsFontForContentSizeCategory
    case .showsExpansionTextWhenTruncated:
        properties.showsExpansionTextWhenTruncated = current.showsExpansionTextWhenTruncated
    case .transform: properties.transform = current.transform
    }
}

/// Sets `property` to its own value: only the customisation record changes.
private func touch(
    _ property: ListContentConfiguration.ImageProperties.Property,
    of properties: inout ListContentConfiguration.ImageProperties
) {
    let current = properties
    switch property {
    case .preferredSymbolConfiguration:
        properties.preferredSymbolConfiguration = current.preferredSymbolConfiguration
    case .tintColor: properties.tintColor = current.tintColor
    case .tintColorTransformer: properties.tintColorTransformer = current.tintColorTransformer
    case .cornerRadius: properties.cornerRadius = current.cornerRadius
    case .maximumSize: properties.maximumSize = current.maximumSize
    case .reservedLayoutSize: properties.reservedLayoutSize = current.reservedLayoutSize
    case .accessibilityIgnoresInvertColors:
        properties.accessibilityIgnoresInvertColors = current.accessibilityIgnoresInvertColors
    case .strokeColor: properties.strokeColor = current.strokeColor
    case .strokeColorTransformer:
        properties.strokeColorTransformer = current.strokeColorTransformer
    case .strokeWidth: properties.strokeWidth = current.strokeWidth
    }
}
