// Generators for content and background configurations with random customisations, state
// predicates and state-aware values.

extension Gen where Value == ListContentConfiguration {
    /// List content configurations of every style; see ``listContentConfiguration(styles:)``.
    public static var listContentConfiguration: Gen<ListContentConfiguration> {
        ConfigStateGenerators.listContent(styles: ListContentConfiguration.Style.allCases)
    }

    /// List content configurations of the given styles, with random content and random
    /// customisations.
    ///
    /// Each value starts from a style's factory, is now and then updated for a random earlier
    /// state (as a cell's `defaultContentConfiguration()` is), gets random text, secondary
    /// text, attributed text and image, and then a random subset of its styled properties —
    /// the configuration's own and every property of its text, secondary text and image
    /// properties — set to random values, some of them handed back with `resetToStyle(_:)`.
    /// Values include ones the setters clamp (negative paddings, alphas above 1). Read which
    /// properties ended up customised with `customizedProperties`.
    ///
    /// Shrinks towards the first style's plain factory configuration: no content, nothing
    /// customised.
    ///
    /// - Parameter styles: The styles to start from; at least one.
    /// - Returns: The generator.
    public static func listContentConfiguration(
        styles: [ListContentConfiguration.Style]
    ) -> Gen<ListContentConfiguration> {
        ConfigStateGenerators.listContent(styles: styles)
    }
}

extension Gen where Value == BackgroundConfiguration {
    /// Background configurations of every style; see ``backgroundConfiguration(styles:)``.
    public static var backgroundConfiguration: Gen<BackgroundConfiguration> {
        ConfigStateGenerators.background(styles: BackgroundConfiguration.Style.allCases)
    }

    /// Background configurations of the given styles with random customisations.
    ///
    /// Each value starts from a style's factory, is now and then updated for a random earlier
    /// state, and then a random subset of its properties is set to random values (including
    /// `nil` colours, which mean the tint colour), some of them handed back with
    /// `resetToStyle(_:)`. Read which properties ended up customised with
    /// `customizedProperties`. Shrinks towards the first style's factory configuration.
    ///
    /// - Parameter styles: The styles to start from; at least one.
    /// - Returns: The generator.
    public static func backgroundConfiguration(
        styles: [BackgroundConfiguration.Style]
    ) -> Gen<BackgroundConfiguration> {
        ConfigStateGenerators.background(styles: styles)
    }
}

extension Gen where Value == StatePredicate {
    /// State predicates: the built-in conditions (flags, drag and drop states, appearance),
    /// custom-state conditions on a few keys (`custom.a`, `custom.b`, `custom.c`), `always`
    /// and `never`, combined with `&&`, `||` and `!` up to two levels deep. Shrinks towards
    /// `StatePredicate.always`.
    public static var statePredicate: Gen<StatePredicate> {
        ConfigStateGenerators.statePredicate(depth: 2)
    }
}

extension Gen {
    /// State-aware values with defaults and rule values from `values`, and up to four rules
    /// whose predicates come from ``Gen/statePredicate``; shrinks towards no rules and the
    /// simplest default.
    ///
    ///     let textColors = Gen.stateAwareValue(of: Gen.color(depth: 0))
    ///
    /// - Parameter values: The generator of the default and the rules' values.
    /// - Returns: The generator.
    public static func stateAwareValue<Element>(
        of values: Gen<Element>
    ) -> Gen<StateAwareValue<Element>> where Value == StateAwareValue<Element> {
        let rule = Gen<StateAwareValue<Element>.Rule> { source in
            StateAwareValue<Element>.Rule(
                try ConfigStateGenerators.statePredicate(depth: 2).generate(from: &source),
                try values.generate(from: &source))
        }
        let rules = Gen<[StateAwareValue<Element>.Rule]>.array(of: rule, count: 0...4)
        return Gen<StateAwareValue<Element>> { source in
            StateAwareValue(
                try values.generate(from: &source), rules: try rules.generate(from: &source))
        }
    }
}

extension ConfigStateGenerators {
    /// What to do with one styled property.
    enum Customisation {
        /// Leave it to the style.
        case leave
        /// Set it to a random value.
        case set
        /// Set it, then hand it back with `resetToStyle(_:)`.
        case setThenReset
    }

    /// Leave (about 70%), set (about 22%), or set and reset (about 8%); shrinks to leave.
    static let customisation = Gen<Customisation> { source in
        let choice = try source.choose(upTo: 2) { generator in
            let draw = generator.uniformValue(upTo: 99)
            return draw < 70 ? 0 : (draw < 92 ? 1 : 2)
        }
        switch choice {
        case 0: return .leave
        case 1: return .set
        default: return .setThenReset
        }
    }

    /// Customises some of `value`'s styled properties: for each property in declaration order,
    /// draws a ``Customisation``, then leaves the property to the style, sets it with `set`, or
    /// sets it and hands it back with `resetToStyle(_:)`.
    static func customiseSome<Value: StyledProperties>(
        of value: inout Value, from source: inout ChoiceSource,
        setting set: (Value.Property, inout Value, inout ChoiceSource) throws -> Void
    ) throws {
        for property in Value.Property.allCases {
            let action = try customisation.generate(from: &source)
            if action == .leave { continue }
            try set(property, &value, &source)
            if action == .setThenReset { value.resetToStyle(property) }
        }
    }

    static let image: Gen<Image> = Gen.zip(Gen.bool, name, size).map { isNamed, name, size in
        // A symbol name's parts are joined by single dots; the generated name's empty parts
        // are dropped so that `Image(systemName:)` accepts it.
        let symbolName = name.split(separator: ".").joined(separator: ".")
        return isNamed
            ? Image(named: name, size: size)
            : Image(systemName: symbolName.isEmpty ? "a" : symbolName, size: size)
                ?? Image(named: name, size: size)
    }

    static let symbolConfiguration: Gen<Image.SymbolConfiguration> = {
        let scale = Gen<Image.SymbolConfiguration.Scale>.anyCase
        return Gen.oneOf(
            scale.map { Image.SymbolConfiguration(scale: $0) },
            Gen.zip(Gen<Font.TextStyle>.anyCase, scale).map {
                Image.SymbolConfiguration(textStyle: $0, scale: $1)
            },
            Gen.zip(Gen.cgFloat(in: -4...60), Gen<Font.Weight>.anyCase, scale).map {
                Image.SymbolConfiguration(pointSize: $0, weight: $1, scale: $2)
            })
    }()

    static let attributedText: Gen<AttributedText> = {
        let run = Gen.zip(
            shortText, Gen.optional(of: font, probabilityOfSome: 0.3),
            Gen.optional(of: color(depth: 0), probabilityOfSome: 0.3)
        ).map { AttributedText.Run($0, font: $1, foregroundColor: $2) }
        return Gen.array(of: run, count: 1...3).map { AttributedText($0) }
    }()

    /// Colours for properties: depth 1, so that dynamic and transformed colours appear.
    static let propertyColor = color(depth: 1)

    static let propertyTransformer = colorTransformer(steps: 1...2, colors: color(depth: 0))

    /// Colours and transformers for the properties that may be `nil`.
    static let optionalPropertyColor = Gen.optional(of: propertyColor)
    static let optionalPropertyTransformer = Gen.optional(of: propertyTransformer)

    /// Sizes including UIKit's "standard dimension" (−1) and negative values the setters clamp.
    static let dimension: Gen<CGSize> = Gen.oneOf(
        size,
        Gen.always(
            CGSize(
                width: ListContentConfiguration.ImageProperties.standardDimension,
                height: ListContentConfiguration.ImageProperties.standardDimension)),
        Gen.zip(Gen.cgFloat(in: -8...8), Gen.cgFloat(in: -8...8)).map {
            CGSize(width: $0, height: $1)
        })

    static func listContent(styles: [ListContentConfiguration.Style]) -> Gen<
        ListContentConfiguration
    > {
        let style = Gen.element(of: styles)
        let earlierState = cellState(traits: traitCollection, customStates: [])
        let optionalText = Gen.optional(of: shortText, probabilityOfSome: 0.7)
        let optionalImage = Gen.optional(of: image, probabilityOfSome: 0.4)
        let optionalAttributed = Gen.optional(of: attributedText, probabilityOfSome: 0.1)
        return Gen { source in
            var configuration = try style.generate(from: &source).configuration
            if try source.chooseBool(probability: 0.3) {
                configuration = configuration.updated(for: try earlierState.generate(from: &source))
            }
            configuration.text = try optionalText.generate(from: &source)
            configuration.secondaryText = try optionalText.generate(from: &source)
            configuration.image = try optionalImage.generate(from: &source)
            configuration.attributedText = try optionalAttributed.generate(from: &source)
            configuration.secondaryAttributedText = try optionalAttributed.generate(from: &source)
            try customiseSome(of: &configuration, from: &source, setting: customise)
            try customiseSome(of: &configuration.textProperties, from: &source, setting: customise)
            try customiseSome(
                of: &configuration.secondaryTextProperties, from: &source, setting: customise)
            try customiseSome(of: &configuration.imageProperties, from: &source, setting: customise)
            return configuration
        }
    }

    static func customise(
        _ property: ListContentConfiguration.Property,
        of configuration: inout ListContentConfiguration, from source: inout ChoiceSource
    ) throws {
        let padding = Gen.double(in: -4...40)
        switch property {
        case .axesPreservingSuperviewLayoutMargins:
            configuration.axesPreservingSuperviewLayoutMargins = Axis(
                rawValue: try Gen.int(in: 0...3).generate(from: &source))
        case .directionalLayoutMargins:
            configuration.directionalLayoutMargins = try insets.generate(from: &source)
        case .prefersSideBySideTextAndSecondaryText:
            configuration.prefersSideBySideTextAndSecondaryText = try source.chooseBool()
        case .imageToTextPadding:
            configuration.imageToTextPadding = try padding.generate(from: &source)
        case .textToSecondaryTextHorizontalPadding:
            configuration.textToSecondaryTextHorizontalPadding = try padding.generate(from: &source)
        case .textToSecondaryTextVerticalPadding:
            configuration.textToSecondaryTextVerticalPadding = try padding.generate(from: &source)
        case .alpha:
            configuration.alpha = try Gen.double(in: -0.25...1.25).generate(from: &source)
        }
    }

    static func customise(
        _ property: ListContentConfiguration.TextProperties.Property,
        of properties: inout ListContentConfiguration.TextProperties,
        from source: inout ChoiceSource
    ) throws {
        switch property {
        case .font: properties.font = try font.generate(from: &source)
        case .color: properties.color = try propertyColor.generate(from: &source)
        case .colorTransformer:
            properties.colorTransformer = try optionalPropertyTransformer.generate(from: &source)
        case .alignment:
            properties.alignment = try Gen<
                ListContentConfiguration.TextProperties.TextAlignment
            >.anyCase.generate(from: &source)
        case .lineBreakMode:
            properties.lineBreakMode = try Gen<LineBreakMode>.anyCase.generate(from: &source)
        case .numberOfLines:
            properties.numberOfLines = try Gen.int(in: -2...6).generate(from: &source)
        case .adjustsFontSizeToFitWidth:
            properties.adjustsFontSizeToFitWidth = try source.chooseBool()
        case .minimumScaleFactor:
            properties.minimumScaleFactor = try Gen.double(in: -0.25...1.25)
                .generate(from: &source)
        case .allowsDefaultTighteningForTruncation:
            properties.allowsDefaultTighteningForTruncation = try source.chooseBool()
        case .adjustsFontForContentSizeCategory:
            properties.adjustsFontForContentSizeCategory = try source.chooseBool()
        case .showsExpansionTextWhenTruncated:
            properties.showsExpansionTextWhenTruncated = try source.chooseBool()
        case .transform:
            properties.transform = try Gen<
                ListContentConfiguration.TextProperties.TextTransform
            >.anyCase.generate(from: &source)
        }
    }

    static func customise(
        _ property: ListContentConfiguration.ImageProperties.Property,
        of properties: inout ListContentConfiguration.ImageProperties,
        from source: inout ChoiceSource
    ) throws {
        switch property {
        case .preferredSymbolConfiguration:
            properties.preferredSymbolConfiguration = try Gen.optional(
                of: symbolConfiguration
            ).generate(from: &source)
        case .tintColor: properties.tintColor = try optionalPropertyColor.generate(from: &source)
        case .tintColorTransformer:
            properties.tintColorTransformer = try optionalPropertyTransformer.generate(
                from: &source)
        case .cornerRadius:
            properties.cornerRadius = try Gen.double(in: -4...30).generate(from: &source)
        case .maximumSize: properties.maximumSize = try dimension.generate(from: &source)
        case .reservedLayoutSize:
            properties.reservedLayoutSize = try dimension.generate(from: &source)
        case .accessibilityIgnoresInvertColors:
            properties.accessibilityIgnoresInvertColors = try source.chooseBool()
        case .strokeColor:
            properties.strokeColor = try optionalPropertyColor.generate(from: &source)
        case .strokeColorTransformer:
            properties.strokeColorTransformer = try optionalPropertyTransformer.generate(
                from: &source)
        case .strokeWidth:
            properties.strokeWidth = try Gen.double(in: -2...8).generate(from: &source)
        }
    }

    static let visualEffect: Gen<VisualEffect> = Gen.oneOf(
        Gen<VisualEffect.BlurStyle>.anyCase.map { .blur($0) },
        Gen.cgFloat(in: 0...30).map { .blurRadius($0) },
        Gen<VisualEffect.BlurStyle>.anyCase.map { .vibrancy($0) })

    static let shadow: Gen<ShadowProperties> = Gen.zip(
        color(depth: 0), Gen.cgFloat(in: -0.25...1.25), Gen.cgFloat(in: -4...30), size
    ).map { ShadowProperties(color: $0, opacity: $1, radius: $2, offset: $3) }

    static func background(styles: [BackgroundConfiguration.Style]) -> Gen<BackgroundConfiguration>
    {
        let style = Gen.element(of: styles)
        let earlierState = cellState(traits: traitCollection, customStates: [])
        return Gen { source in
            var configuration = try style.generate(from: &source).configuration
            if try source.chooseBool(probability: 0.3) {
                configuration = configuration.updated(for: try earlierState.generate(from: &source))
            }
            try customiseSome(of: &configuration, from: &source, setting: customise)
            return configuration
        }
    }

    static func customise(
        _ property: BackgroundConfiguration.Property,
        of configuration: inout BackgroundConfiguration, from source: inout ChoiceSource
    ) throws {
        switch property {
        case .customView:
            configuration.customView = try Gen.optional(of: name.map { CustomView($0) })
                .generate(from: &source)
        case .cornerRadius:
            configuration.cornerRadius = try Gen.double(in: -4...30).generate(from: &source)
        case .backgroundInsets:
            configuration.backgroundInsets = try insets.generate(from: &source)
        case .edgesAddingLayoutMarginsToBackgroundInsets:
            configuration.edgesAddingLayoutMarginsToBackgroundInsets = DirectionalRectEdge(
                rawValue: try Gen.int(in: 0...15).generate(from: &source))
        case .backgroundColor:
            configuration.backgroundColor = try optionalPropertyColor.generate(from: &source)
        case .backgroundColorTransformer:
            configuration.backgroundColorTransformer = try optionalPropertyTransformer.generate(
                from: &source)
        case .visualEffect:
            configuration.visualEffect = try Gen.optional(of: visualEffect).generate(from: &source)
        case .image:
            configuration.image = try Gen.optional(of: image).generate(from: &source)
        case .imageContentMode:
            configuration.imageContentMode = try Gen<ContentMode>.anyCase.generate(from: &source)
        case .strokeColor:
            configuration.strokeColor = try optionalPropertyColor.generate(from: &source)
        case .strokeColorTransformer:
            configuration.strokeColorTransformer = try optionalPropertyTransformer.generate(
                from: &source)
        case .strokeWidth:
            configuration.strokeWidth = try Gen.double(in: -2...8).generate(from: &source)
        case .strokeOutset:
            configuration.strokeOutset = try Gen.double(in: -4...4).generate(from: &source)
        case .shadowProperties:
            configuration.shadowProperties = try shadow.generate(from: &source)
        }
    }

    /// The custom-state keys predicates refer to.
    static let predicateKeys = ["custom.a", "custom.b", "custom.c"].map {
        ConfigurationStateCustomKey($0)
    }

    static let builtInPredicates: [StatePredicate] = [
        .always, .highlighted, .selected, .disabled, .focused, .pinned, .editing, .swiped,
        .expanded, .reordering, .dragLifting, .dragging, .dropNotTargeted, .dropTargeted, .dark,
        .highContrast, .elevated, .accessibilityContentSize, .rightToLeft, .never,
    ]

    static func statePredicate(depth: Int) -> Gen<StatePredicate> {
        let atom = Gen.oneOf(
            Gen.element(of: builtInPredicates),
            Gen.element(of: predicateKeys).map { StatePredicate.custom($0) },
            Gen.element(of: predicateKeys).map {
                StatePredicate.custom(CustomStateKey($0, defaultValue: true))
            })
        guard depth > 0 else { return atom }
        let inner = statePredicate(depth: depth - 1)
        return Gen.oneOf(
            atom,
            Gen.zip(inner, inner).map { $0 && $1 },
            Gen.zip(inner, inner).map { $0 || $1 },
            inner.map { !$0 })
    }
}

/// A configuration or properties value whose styled properties the generators customise and
/// hand back (see `ConfigStateGenerators.customiseSome(of:from:setting:)`).
protocol StyledProperties {
    associatedtype Property: CaseIterable
    mutating func resetToStyle(_ property: Property)
}

extension ListContentConfiguration: StyledProperties {}
extension ListContentConfiguration.TextProperties: StyledProperties {}
extension ListContentConfiguration.ImageProperties: StyledProperties {}
extension BackgroundConfiguration: StyledProperties {}
