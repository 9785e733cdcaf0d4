import ConfigStateTesting
import Foundation

@testable import ConfigState

// Shared by the property files of invariants 2–5 (SPEC §8): case counts, the app-like custom
// states the generated states carry, JSON round trips, tolerances, and the tables that read a
// configuration's styled properties by name.

/// How often a property took each of its interesting branches. A check inside a branch that
/// no generated case reaches checks nothing, so a property with such branches counts them and
/// ends by expecting ``untakenBranches`` empty: the test then fails if the generators stop
/// reaching a branch, instead of passing vacuously. The expectation is skipped when the
/// property failed (`#expect(!held || tally.untakenBranches == [])`, `held` being what
/// `checkProperty` returned): the failure is the report, and the cases a replay and its
/// shrinking run promise no branch.
struct BranchTally {
    private var counts: [String: Int] = [:]
    private var order: [String] = []
    /// Cases the property ran (shrinking attempts included).
    private(set) var cases = 0

    /// Declares the branches up front, so that one never taken is reported.
    init(_ branches: String...) { self.init(branches: branches) }

    /// Declares the branches up front from a table's entries, so that one never taken is
    /// reported.
    init(branches: [String]) {
        for branch in branches { counts[branch] = 0 }
        order = branches
    }

    /// Counts one case; call once per run of the property.
    mutating func countCase() { cases += 1 }

    /// Counts `branch` as taken when `taken` is true.
    mutating func take(_ branch: String, if taken: Bool = true) {
        guard taken else { return }
        if counts[branch] == nil { order.append(branch) }
        counts[branch, default: 0] += 1
    }

    /// How often `branch` was taken.
    subscript(branch: String) -> Int { counts[branch, default: 0] }

    /// The declared branches no case took; a test ends with
    /// `#expect(!held || tally.untakenBranches == [])`. The rarest branch tallied here (`clear()` among
    /// generated backgrounds) comes up in about 8 % of cases, so 150 cases miss it with odds of
    /// about 4 in a million; a run shortened below 150 cases (`CONFIGSTATE_PROPERTY_CASES`) is
    /// too short to promise any branch and reports none.
    var untakenBranches: [String] {
        guard cases >= 150 else { return [] }
        return order.filter { self[$0] == 0 }
    }
}

/// Default case counts. The harness multiplies them by 100 in long mode
/// (`CONFIGSTATE_LONG_TESTS=1`); `CONFIGSTATE_PROPERTY_CASES` overrides them.
enum Cases {
    /// Properties of cheap values (colour maths, transformer values, predicates).
    static let cheap = PropertyConfiguration(cases: 500)
    /// Properties that update or resolve configurations, or encode small values.
    static let standard = PropertyConfiguration(cases: 300)
    /// Properties that encode whole configurations or search for contrast.
    static let expensive = PropertyConfiguration(cases: 150)
}

// MARK: - Custom states, as an app declares them

/// Why an item is archived: an app's own custom-state value type, `Codable` so that states
/// holding it encode once the type is registered.
enum ArchiveReason: String, CustomStateCodable, CaseIterable {
    case spam, old, duplicate
}

extension CustomStateKey where Value == Bool {
    /// A typed Boolean custom state.
    static let isArchived = CustomStateKey("com.example.isArchived", defaultValue: false)
}

extension CustomStateKey where Value == Int {
    /// A typed integer custom state.
    static let unreadCount = CustomStateKey("com.example.unreadCount", defaultValue: 0)
}

extension CustomStateKey where Value == ArchiveReason? {
    /// A typed optional custom state of the app's own type.
    static let archiveReason = CustomStateKey("com.example.archiveReason", defaultValue: nil)
}

extension ConfigurationStateCustomKey {
    /// An untyped key that shares its storage with ``CustomStateKey/isArchived``.
    static let isArchivedUntyped = ConfigurationStateCustomKey("com.example.isArchived")
    /// An untyped key holding strings.
    static let label = ConfigurationStateCustomKey("com.example.label")
    /// An untyped key holding doubles.
    static let progress = ConfigurationStateCustomKey("com.example.progress")
}

/// Custom states of every shape: typed and untyped, Boolean, integer, string, floating-point
/// and the app's own `Codable` type, with two keys sharing one storage name.
let appCustomStates: [CustomStateGenerator] = [
    .flag(.isArchived),
    CustomStateGenerator(.unreadCount, values: Gen.int(in: 0...3)),
    CustomStateGenerator(
        .archiveReason, values: Gen.optional(of: Gen<ArchiveReason>.anyCase)),
    CustomStateGenerator(.isArchivedUntyped, values: Gen.bool),
    CustomStateGenerator(.label, values: Gen.element(of: ["", "a", "ß"])),
    CustomStateGenerator(.progress, values: Gen.double(in: 0...1)),
]

/// CollectionViewCell states with every flag, random traits and the app's custom states.
let cellStates = Gen.cellConfigurationState(customStates: appCustomStates)

/// View states with every flag, random traits and the app's custom states.
let viewStates = Gen.viewConfigurationState(customStates: appCustomStates)

/// Sets `state`'s flags, drag and drop states, user interaction (from `isDisabled`) and the
/// app's custom states on `cell`, as an app or a list would, one property at a time; not its
/// traits, which a caller sets as its test needs.
@MainActor
func apply(_ state: CellConfigurationState, to cell: CollectionViewCell) {
    cell.isHighlighted = state.isHighlighted
    cell.isSelected = state.isSelected
    cell.isFocused = state.isFocused
    cell.isEditing = state.isEditing
    cell.isSwiped = state.isSwiped
    cell.isExpanded = state.isExpanded
    cell.isReordering = state.isReordering
    cell.cellDragState = state.cellDragState
    cell.cellDropState = state.cellDropState
    cell.isUserInteractionEnabled = !state.isDisabled
    for generator in appCustomStates {
        cell[customState: generator.key] = state[generator.key]
    }
}

/// Sets `state`'s view flags (highlighted, selected, focused, pinned), user interaction (from
/// `isDisabled`) and the app's typed custom states on `view`, one property at a time; not its
/// traits.
@MainActor
func apply(_ state: CellConfigurationState, to view: HeaderFooterView) {
    view.isHighlighted = state.isHighlighted
    view.isSelected = state.isSelected
    view.isFocused = state.isFocused
    view.isPinned = state.isPinned
    view.isUserInteractionEnabled = !state.isDisabled
    // A header or footer view has only the typed subscript.
    view[customState: .isArchived] = state[.isArchived]
    view[customState: .unreadCount] = state[.unreadCount]
    view[customState: .archiveReason] = state[.archiveReason]
}

/// The `userInfo` that lets a decoder read the app's custom-state values.
let customStateUserInfo: [CodingUserInfoKey: any Sendable] = [
    .configurationStateCustomValueTypes: [ArchiveReason.self] as [any CustomStateCodable.Type]
]

// MARK: - JSON

/// Encodes `value` with sorted keys and decodes it again.
///
/// - Returns: The decoded value and the encoding, so that callers can check that encoding
///   the decoded value gives the same bytes.
func jsonRoundTrip<Value: Codable>(
    _ value: Value, userInfo: [CodingUserInfoKey: any Sendable] = customStateUserInfo
) throws -> (decoded: Value, data: Data) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return (try decoder.decode(Value.self, from: data), data)
}

/// Requires that `value` survives a JSON round trip unchanged and that its encoding is stable
/// (the decoded value encodes to the same bytes).
func requireJSONRoundTrip<Value: Codable & Equatable>(
    _ value: Value, fileID: String = #fileID, line: Int = #line
) throws {
    let (decoded, data) = try jsonRoundTrip(value)
    try requireEqual(decoded, value, "JSON round trip", fileID: fileID, line: line)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let again = try encoder.encode(decoded)
    try require(
        again == data,
        "encoding is not stable: \(String(decoding: data, as: UTF8.self)) then "
            + String(decoding: again, as: UTF8.self), fileID: fileID, line: line)
}

// MARK: - Numbers

/// Requires `|actual − expected| ≤ tolerance`, naming both values and the difference.
func requireClose(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ what: String,
    fileID: String = #fileID, line: Int = #line
) throws {
    let difference = abs(actual - expected)
    try require(
        actual.isFinite && expected.isFinite && difference <= tolerance,
        "\(what): \(actual) vs \(expected), difference \(difference) > \(tolerance)",
        fileID: fileID, line: line)
}

/// Whether every component of a resolved colour is a finite number.
func isFinite(_ color: Color.Resolved) -> Bool {
    color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
}

/// A state equal to `state`, rebuilt field by field through public API: new trait storage, new
/// custom-state storage. Equal inputs that share nothing with the originals.
func rebuilt(_ state: CellConfigurationState) -> CellConfigurationState {
    let traits = state.traitCollection
    var copy = CellConfigurationState(
        traitCollection: TraitCollection(
            userInterfaceStyle: traits.userInterfaceStyle,
            accessibilityContrast: traits.accessibilityContrast,
            userInterfaceLevel: traits.userInterfaceLevel,
            userInterfaceIdiom: traits.userInterfaceIdiom,
            preferredContentSizeCategory: traits.preferredContentSizeCategory,
            layoutDirection: traits.layoutDirection,
            horizontalSizeClass: traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass,
            legibilityWeight: traits.legibilityWeight, displayScale: traits.displayScale,
            listEnvironment: traits.listEnvironment, accentColor: traits.accentColor,
            tintColor: traits.tintColor))
    copy.isHighlighted = state.isHighlighted
    copy.isSelected = state.isSelected
    copy.isDisabled = state.isDisabled
    copy.isFocused = state.isFocused
    copy.isPinned = state.isPinned
    copy.isEditing = state.isEditing
    copy.isSwiped = state.isSwiped
    copy.isExpanded = state.isExpanded
    copy.isReordering = state.isReordering
    copy.cellDragState = state.cellDragState
    copy.cellDropState = state.cellDropState
    for generator in appCustomStates {
        copy[generator.key] = state[generator.key]
    }
    return copy
}

// MARK: - Styled properties by name

/// The value of a configuration-level styled property.
func styledValue(
    _ property: ListContentConfiguration.Property, of configuration: ListContentConfiguration
) -> AnyHashable {
    switch property {
    case .axesPreservingSuperviewLayoutMargins:
        return configuration.axesPreservingSuperviewLayoutMargins
    case .directionalLayoutMargins: return configuration.directionalLayoutMargins
    case .prefersSideBySideTextAndSecondaryText:
        return configuration.prefersSideBySideTextAndSecondaryText
    case .imageToTextPadding: return configuration.imageToTextPadding
    case .textToSecondaryTextHorizontalPadding:
        return configuration.textToSecondaryTextHorizontalPadding
    case .textToSecondaryTextVerticalPadding:
        return configuration.textToSecondaryTextVerticalPadding
    case .alpha: return configuration.alpha
    }
}

/// The value of a text property.
func styledValue(
    _ property: ListContentConfiguration.TextProperties.Property,
    of properties: ListContentConfiguration.TextProperties
) -> AnyHashable {
    switch property {
    case .font: return properties.font
    case .color: return properties.color
    case .colorTransformer: return properties.colorTransformer
    case .alignment: return properties.alignment
    case .lineBreakMode: return properties.lineBreakMode
    case .numberOfLines: return properties.numberOfLines
    case .adjustsFontSizeToFitWidth: return properties.adjustsFontSizeToFitWidth
    case .minimumScaleFactor: return properties.minimumScaleFactor
    case .allowsDefaultTighteningForTruncation:
        return properties.allowsDefaultTighteningForTruncation
    case .adjustsFontForContentSizeCategory: return properties.adjustsFontForContentSizeCategory
    case .showsExpansionTextWhenTruncated: return properties.showsExpansionTextWhenTruncated
    case .transform: return properties.transform
    }
}

/// The value of an image property.
func styledValue(
    _ property: ListContentConfiguration.ImageProperties.Property,
    of properties: ListContentConfiguration.ImageProperties
) -> AnyHashable {
    switch property {
    case .preferredSymbolConfiguration: return properties.preferredSymbolConfiguration
    case .tintColor: return properties.tintColor
    case .tintColorTransformer: return properties.tintColorTransformer
    case .cornerRadius: return properties.cornerRadius
    case .maximumSize: return properties.maximumSize
    case .reservedLayoutSize: return properties.reservedLayoutSize
    case .accessibilityIgnoresInvertColors: return properties.accessibilityIgnoresInvertColors
    case .strokeColor: return properties.strokeColor
    case .strokeColorTransformer: return properties.strokeColorTransformer
    case .strokeWidth: return properties.strokeWidth
    }
}

/// The value of a background property.
func styledValue(
    _ property: BackgroundConfiguration.Property, of configuration: BackgroundConfiguration
) -> AnyHashable {
    switch property {
    case .customView: return configuration.customView
    case .cornerRadius: return configuration.cornerRadius
    case .backgroundInsets: return configuration.backgroundInsets
    case .edgesAddingLayoutMarginsToBackgroundInsets:
        return configuration.edgesAddingLayoutMarginsToBackgroundInsets
    case .backgroundColor: return configuration.backgroundColor
    case .backgroundColorTransformer: return configuration.backgroundColorTransformer
    case .visualEffect: return configuration.visualEffect
    case .image: return configuration.image
    case .imageContentMode: return configuration.imageContentMode
    case .strokeColor: return configuration.strokeColor
    case .strokeColorTransformer: return configuration.strokeColorTransformer
    case .strokeWidth: return configuration.strokeWidth
    case .strokeOutset: return configuration.strokeOutset
    case .shadowProperties: return configuration.shadowProperties
    }
}

/// One styled property of a list content configuration, at any level, with its customisation
/// flag and value.
struct StyledProperty: CustomStringConvertible {
    /// `alpha`, `textProperties.color`, `imageProperties.tintColor`, …
    var name: String
    var isCustomized: Bool
    var value: AnyHashable

    var description: String { "\(name) = \(value.base)" }
}

/// Every styled property of `configuration`, in a fixed order.
func styledProperties(of configuration: ListContentConfiguration) -> [StyledProperty] {
    typealias Text = ListContentConfiguration.TextProperties
    typealias ImageProperty = ListContentConfiguration.ImageProperties.Property
    var properties = ListContentConfiguration.Property.allCases.map {
        StyledProperty(
            name: $0.rawValue, isCustomized: configuration.isCustomized($0),
            value: styledValue($0, of: configuration))
    }
    for (prefix, text) in [
        ("textProperties", configuration.textProperties),
        ("secondaryTextProperties", configuration.secondaryTextProperties),
    ] {
        properties += Text.Property.allCases.map {
            StyledProperty(
                name: "\(prefix).\($0.rawValue)", isCustomized: text.isCustomized($0),
                value: styledValue($0, of: text))
        }
    }
    let image = configuration.imageProperties
    properties += ImageProperty.allCases.map {
        StyledProperty(
            name: "imageProperties.\($0.rawValue)", isCustomized: image.isCustomized($0),
            value: styledValue($0, of: image))
    }
    return properties
}

/// Every property of `configuration`, with its customisation flag and value.
func styledProperties(of configuration: BackgroundConfiguration) -> [StyledProperty] {
    BackgroundConfiguration.Property.allCases.map {
        StyledProperty(
            name: $0.rawValue, isCustomized: configuration.isCustomized($0),
            value: styledValue($0, of: configuration))
    }
}

/// The content of a list configuration, which `updated(for:)` never changes.
func content(of configuration: ListContentConfiguration) -> [AnyHashable?] {
    [
        configuration.text, configuration.secondaryText, configuration.image,
        configuration.attributedText, configuration.secondaryAttributedText,
    ]
}

/// The value, or a failed requirement.
func requireValue<Value>(_ value: Value?, _ message: String) throws -> Value {
    try require(value != nil, message)
    return value!
}

/// A collection view of `Int` items laid out by `layout` in a `width` × `height` viewport, with
/// a diffable data source whose registration shows each item as `text(item)` in a list cell:
/// the set-up UIKit code writes, for properties about the list around the cells.
@MainActor
func makeTextList(
    layout: CollectionViewLayout, width: CGFloat = 320, height: CGFloat,
    text: @escaping @MainActor (Int) -> String
) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = text(item)
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
    ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: item)
    }
    return (collectionView, dataSource)
}
