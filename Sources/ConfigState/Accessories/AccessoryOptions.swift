// What the options of every accessory kind share. UIKit declares `isHidden`,
// `reservedLayoutWidth` and `tintColor` once, on `UICellAccessory`; here each kind's options
// struct holds its own copy (they are UIKit's distinct `*Options` types), and this protocol
// lets one piece of code read and code them whatever the kind.

/// The options of one accessory kind: the ten system options structs and the custom-view
/// configuration.
///
/// Conforming types list their options for JSON in ``codingFields``; `AccessoryOptions+Codable`
/// turns that list into `init(from:)` and `encode(to:)`, so that the keys a type accepts, the
/// order it reads them in and the order it writes them in cannot drift apart.
protocol AccessoryOptions: Codable, Hashable, Sendable {
    /// Whether the accessory is hidden.
    var isHidden: Bool { get set }
    /// The width the cell reserves for the accessory.
    var reservedLayoutWidth: CellAccessory.LayoutDimension { get set }
    /// The tint colour; `nil` means the kind's default.
    var tintColor: Color? { get set }

    /// What decoding errors call these options: `"checkmark options"`.
    static var codingName: String { get }

    /// The options JSON may hold, in the order errors list them and coding reads and writes
    /// them: ``commonCodingFields`` and the kind's own. A stored list, built once.
    static var codingFields: [AccessoryOptionField<Self>] { get }
}

/// The options of a system accessory, every one of which has a default.
protocol SystemAccessoryOptions: AccessoryOptions {
    /// The options as UIKit's `init()` makes them: every option at its default. JSON leaves out
    /// what equals these, and decoding starts from them.
    static var defaults: Self { get }
}

/// The options every accessory kind has, copied out of whichever options struct holds them.
///
/// ``CellAccessory/Options/common`` returns this rather than `any AccessoryOptions`: the options
/// structs are too large for an existential's inline buffer, so each read through an
/// existential would allocate, and layout reads these for every accessory of every cell.
struct CommonAccessoryOptions {
    var isHidden: Bool
    var reservedLayoutWidth: CellAccessory.LayoutDimension
    var tintColor: Color?

    init(_ options: some AccessoryOptions) {
        isHidden = options.isHidden
        reservedLayoutWidth = options.reservedLayoutWidth
        tintColor = options.tintColor
    }
}

extension CellAccessory.Options {
    /// The options every kind has: the one switch behind ``CellAccessory/isHidden``,
    /// ``CellAccessory/reservedLayoutWidth`` and ``CellAccessory/tintColor``.
    var common: CommonAccessoryOptions {
        switch self {
        case .disclosureIndicator(let options): return CommonAccessoryOptions(options)
        case .checkmark(let options): return CommonAccessoryOptions(options)
        case .delete(let options): return CommonAccessoryOptions(options)
        case .insert(let options): return CommonAccessoryOptions(options)
        case .reorder(let options): return CommonAccessoryOptions(options)
        case .multiselect(let options): return CommonAccessoryOptions(options)
        case .outlineDisclosure(let options): return CommonAccessoryOptions(options)
        case .label(_, let options): return CommonAccessoryOptions(options)
        case .customView(let configuration): return CommonAccessoryOptions(configuration)
        case .detail(let options): return CommonAccessoryOptions(options)
        case .popUpMenu(_, let options): return CommonAccessoryOptions(options)
        }
    }
}
