// Generators for traits and fonts.

extension Gen where Value == TraitCollection {
    /// Trait collections that vary every trait: appearance, contrast, level, idiom, all twelve
    /// content size categories (and `unspecified`), layout direction, size classes, legibility
    /// weight, display scale, every list environment, accent and tint colour.
    ///
    /// Shrinks towards `TraitCollection()`: one choice keeps the default traits, and each trait
    /// shrinks towards its default value rather than towards `unspecified`, so a shrunk
    /// counterexample reads as "the defaults, except dark" (`traits: [dark]` in a state's
    /// description). About one case in five uses the default traits outright.
    ///
    /// To fix one trait, map the generated value:
    ///
    ///     let sidebarTraits = Gen.traitCollection.map { traits in
    ///         var traits = traits
    ///         traits.listEnvironment = .sidebar
    ///         return traits
    ///     }
    public static var traitCollection: Gen<TraitCollection> {
        ConfigStateGenerators.traitCollection
    }
}

extension Gen where Value == Font {
    /// Fonts: every Dynamic Type text style in its own, emphasized or another weight, and fixed
    /// system fonts of 0…100 points in every weight. Shrinks towards `Font.body`.
    public static var font: Gen<Font> { ConfigStateGenerators.font }
}

extension ConfigStateGenerators {
    static let traitCollection: Gen<TraitCollection> = {
        let style = Gen.preferring(UserInterfaceStyle.light, among: UserInterfaceStyle.allCases)
        let contrast = Gen.preferring(
            AccessibilityContrast.normal, among: AccessibilityContrast.allCases)
        let level = Gen.preferring(UserInterfaceLevel.base, among: UserInterfaceLevel.allCases)
        let idiom = Gen.preferring(UserInterfaceIdiom.phone, among: UserInterfaceIdiom.allCases)
        let size = Gen.preferring(ContentSizeCategory.large, among: ContentSizeCategory.allCases)
        let direction = Gen.preferring(
            LayoutDirection.leftToRight, among: LayoutDirection.allCases)
        let horizontal = Gen.preferring(
            UserInterfaceSizeClass.compact, among: UserInterfaceSizeClass.allCases)
        let vertical = Gen.preferring(
            UserInterfaceSizeClass.regular, among: UserInterfaceSizeClass.allCases)
        let weight = Gen.preferring(LegibilityWeight.regular, among: LegibilityWeight.allCases)
        // The common scales first; any scale in 1…10 now and then.
        let scale = Gen.oneOf(Gen.element(of: [3.0, 2, 1]), Gen.double(in: 1...10))
        let list = Gen.preferring(ListEnvironment.none, among: ListEnvironment.allCases)
        let accent = Gen.optional(of: color(depth: 1), probabilityOfSome: 0.25)
        let tint = Gen.usually(
            Color.systemBlue,
            otherwise: Gen.oneOf(
                Gen.element(of: [Color.systemRed, .systemGreen, .systemPurple, .systemOrange]),
                color(depth: 1)),
            probabilityOfOther: 0.25)
        return Gen { source in
            guard try source.chooseBool(probability: 0.8) else { return TraitCollection() }
            return TraitCollection(
                userInterfaceStyle: try style.generate(from: &source),
                accessibilityContrast: try contrast.generate(from: &source),
                userInterfaceLevel: try level.generate(from: &source),
                userInterfaceIdiom: try idiom.generate(from: &source),
                preferredContentSizeCategory: try size.generate(from: &source),
                layoutDirection: try direction.generate(from: &source),
                horizontalSizeClass: try horizontal.generate(from: &source),
                verticalSizeClass: try vertical.generate(from: &source),
                legibilityWeight: try weight.generate(from: &source),
                displayScale: try scale.generate(from: &source),
                listEnvironment: try list.generate(from: &source),
                accentColor: try accent.generate(from: &source),
                tintColor: try tint.generate(from: &source))
        }
    }()

    static let font: Gen<Font> = {
        let style = Gen.preferring(Font.TextStyle.body, among: Font.TextStyle.allCases)
        let weight = Gen.preferring(Font.Weight.regular, among: Font.Weight.allCases)
        let styled = Gen.zip(style, Gen.int(in: 0...2), weight).map { style, variant, weight in
            let font = Font.preferredFont(forTextStyle: style)
            switch variant {
            case 0: return font
            case 1: return font.emphasized()
            default: return font.withWeight(weight)
            }
        }
        let fixed = Gen.zip(Gen.cgFloat(in: 0...100), weight).map { size, weight in
            Font.systemFont(ofSize: size, weight: weight)
        }
        return Gen.oneOf(styled, fixed)
    }()
}
