// Generators for cell accessories.

extension Gen where Value == CellAccessory {
    /// CollectionViewCell accessories of every kind — disclosure indicator, outline disclosure, checkmark,
    /// delete, insert, reorder, multiselect, label, detail, pop-up menu and custom view — with
    /// random displayed states, options, tints, reserved widths and placements.
    ///
    /// Accessories are generated without action handlers: handlers compare by identity and
    /// are never encoded, so every generated accessory equals its own `Codable` round trip.
    /// Shrinks towards `CellAccessory.disclosureIndicator()`.
    ///
    /// Arrays of these often hold two system accessories of one kind, which
    /// `CellAccessory.layout(_:for:)` rejects; that is deliberate, so that properties meet the
    /// error too.
    public static var cellAccessory: Gen<CellAccessory> { ConfigStateGenerators.cellAccessory }
}

extension ConfigStateGenerators {
    static let cellAccessory: Gen<CellAccessory> = {
        typealias Accessory = CellAccessory
        let displayed = Gen<Accessory.DisplayedState>.anyCase
        let hidden = Gen.usually(false, otherwise: Gen.always(true), probabilityOfOther: 0.2)
        let dimension = Gen<Accessory.LayoutDimension>.oneOf(
            Gen.always(.actual), Gen.always(.standard), Gen.cgFloat(in: -4...60).map { .custom($0) }
        )
        let width = Gen.optional(of: dimension, probabilityOfSome: 0.3)
        let tint = Gen.optional(of: color(depth: 0), probabilityOfSome: 0.3)
        let type = Gen<Accessory.AccessoryType>.oneOf(
            Gen.element(of: Accessory.AccessoryType.systemTypes),
            name.map { .customView(CustomView($0)) })
        let position = Gen<Accessory.Placement.Position>.oneOf(
            Gen.always(.first), Gen.always(.last), type.map { .before($0) },
            type.map { .after($0) }, Gen.int(in: -1...6).map { .index($0) })
        let children = Gen.array(of: name, count: 0...4)
        let selection = Gen.optional(of: Gen.int(in: -1...4))
        let optionalBool = Gen.optional(of: Gen.bool)
        let optionalFont = Gen.optional(of: font)
        let outlineStyle = Gen<Accessory.OutlineDisclosureOptions.Style>.anyCase
        return Gen { source in
            // The kind first, so that shrinking the first choice simplifies the kind.
            let kind = try source.choose(upTo: 10)
            let shown = try displayed.generate(from: &source)
            let isHidden = try hidden.generate(from: &source)
            let reserved = try width.generate(from: &source)
            let tintColor = try tint.generate(from: &source)
            // The three options every accessory has, drawn above; the background colour, for
            // the accessories that have one, is drawn here, after them.
            func plain<Options: PlainAccessoryOptions>() -> Options {
                Options(isHidden: isHidden, reservedLayoutWidth: reserved, tintColor: tintColor)
            }
            func withBackground<Options: BackgroundAccessoryOptions>() throws -> Options {
                Options(
                    isHidden: isHidden, reservedLayoutWidth: reserved, tintColor: tintColor,
                    backgroundColor: try tint.generate(from: &source))
            }
            switch kind {
            case 0: return .disclosureIndicator(displayed: shown, options: plain())
            case 1:
                return .outlineDisclosure(
                    displayed: shown,
                    options: .init(
                        style: try outlineStyle.generate(from: &source), isHidden: isHidden,
                        reservedLayoutWidth: reserved, tintColor: tintColor))
            case 2: return .checkmark(displayed: shown, options: plain())
            case 3: return .delete(displayed: shown, options: try withBackground())
            case 4: return .insert(displayed: shown, options: try withBackground())
            case 5:
                return .reorder(
                    displayed: shown,
                    options: .init(
                        isHidden: isHidden, reservedLayoutWidth: reserved, tintColor: tintColor,
                        showsVerticalSeparator: try optionalBool.generate(from: &source)))
            case 6: return .multiselect(displayed: shown, options: try withBackground())
            case 7:
                return .label(
                    text: try shortText.generate(from: &source), displayed: shown,
                    options: .init(
                        isHidden: isHidden, reservedLayoutWidth: reserved, tintColor: tintColor,
                        font: try optionalFont.generate(from: &source),
                        adjustsFontForContentSizeCategory: try optionalBool.generate(
                            from: &source)))
            case 8: return .detail(displayed: shown, options: plain())
            case 9:
                let menu = Menu(
                    title: try shortText.generate(from: &source),
                    children: try children.generate(from: &source),
                    selectedIndex: try selection.generate(from: &source))
                return .popUpMenu(menu, displayed: shown, options: plain())
            default:
                let view = CustomView(try name.generate(from: &source))
                let at = try position.generate(from: &source)
                let placement: Accessory.Placement =
                    try source.chooseBool()
                    ? .leading(displayed: shown, at: at) : .trailing(displayed: shown, at: at)
                return .customView(
                    configuration: .init(
                        customView: view, placement: placement, isHidden: isHidden,
                        reservedLayoutWidth: reserved, tintColor: tintColor,
                        maintainsFixedSize: try optionalBool.generate(from: &source)))
            }
        }
    }()
}

/// The options types whose initializer takes just the three options every accessory has, so
/// that the generator builds them in one place.
protocol PlainAccessoryOptions {
    init(isHidden: Bool?, reservedLayoutWidth: CellAccessory.LayoutDimension?, tintColor: Color?)
}

extension CellAccessory.DisclosureIndicatorOptions: PlainAccessoryOptions {}
extension CellAccessory.CheckmarkOptions: PlainAccessoryOptions {}
extension CellAccessory.DetailOptions: PlainAccessoryOptions {}
extension CellAccessory.PopUpMenuOptions: PlainAccessoryOptions {}

/// The options types whose initializer takes the three options and a background colour.
protocol BackgroundAccessoryOptions {
    init(
        isHidden: Bool?, reservedLayoutWidth: CellAccessory.LayoutDimension?, tintColor: Color?,
        backgroundColor: Color?)
}

extension CellAccessory.DeleteOptions: BackgroundAccessoryOptions {}
extension CellAccessory.InsertOptions: BackgroundAccessoryOptions {}
extension CellAccessory.MultiselectOptions: BackgroundAccessoryOptions {}
