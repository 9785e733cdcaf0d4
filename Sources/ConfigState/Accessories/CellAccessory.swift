/// An accessory shown beside a list cell's content: `UICellAccessory` without the `UI`.
///
/// Create accessories with UIKit's factories and argument labels —
/// ``disclosureIndicator(displayed:options:)``, ``checkmark(displayed:options:)``,
/// ``delete(displayed:options:actionHandler:)``, ``insert(displayed:options:actionHandler:)``,
/// ``reorder(displayed:options:)``, ``multiselect(displayed:options:)``,
/// ``outlineDisclosure(displayed:options:actionHandler:)``, ``label(text:displayed:options:)``,
/// ``detail(displayed:options:actionHandler:)``,
/// ``popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`` and
/// ``customView(configuration:)`` — and ask ``layout(_:for:)`` which of them a cell shows in a
/// state, in what order, and how each looks:
///
/// <!-- snippet: SymbolDocs/DocCellAccessory -->
/// ```swift
/// let accessories: [CellAccessory] = [
///     .disclosureIndicator(),
///     .label(text: "12"),
///     .delete(),
///     .customView(configuration: .init(customView: CustomView("badge"), placement: .trailing())),
/// ]
/// var state = CellConfigurationState()
/// for item in try CellAccessory.layout(accessories, for: state).trailing {
///     print(item)
/// }
/// state.isEditing = true
/// print(try CellAccessory.layout(accessories, for: state).leading)
///
/// // Prints:
/// // customView(badge, tint: tintColor)
/// // label("12", tint: secondaryLabel, font: body)
/// // disclosureIndicator(tint: tertiaryLabel)
/// // [delete(tint: systemRed)]
/// ```
///
/// ## System accessories: edges, order and defaults
///
/// System accessories have a system-defined edge and order; their order in the array does not
/// matter ("The order of system accessories in the array doesn't affect their placement",
/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4).
/// The rows below run in the order the accessories appear across a cell, leading edge first,
/// then the content, then the trailing edge:
///
/// | Accessory           | Edge     | displayed   | reservedLayoutWidth | default tint   |
/// |---------------------|----------|-------------|---------------------|----------------|
/// | delete              | leading  | whenEditing | standard            | systemRed      |
/// | insert              | leading  | whenEditing | standard            | systemGreen    |
/// | multiselect         | leading  | whenEditing | standard            | tertiaryLabel¹ |
/// | label               | trailing | always      | actual              | secondaryLabel |
/// | checkmark           | trailing | always      | standard            | tintColor      |
/// | detail              | trailing | always      | standard            | tintColor      |
/// | popUpMenu           | trailing | always      | actual              | tertiaryLabel  |
/// | disclosureIndicator | trailing | always      | actual              | tertiaryLabel  |
/// | outlineDisclosure   | trailing | always      | actual              | tintColor      |
/// | reorder             | trailing | whenEditing | standard            | tertiaryLabel  |
/// | customView          | placed   | placed      | standard            | tintColor      |
///
/// ¹ `tintColor` while checked. An explicit `tintColor` option always wins.
///
/// The edges are Apple's documentation (a page per accessory class, for example
/// https://developer.apple.com/documentation/uikit/uicellaccessoryreorder); the order within an
/// edge, the widths and the tints are UIKit's implementation.
/// `CellAccessory+SystemAccessories.swift` holds this table and the evidence for every entry.
///
/// Custom accessories are placed by their ``Placement`` among the system accessories of their
/// edge, in array order (UIKit evaluates trailing custom accessories last-to-first so that the
/// default positions keep array order on both edges). Two system accessories of the same kind
/// that could be displayed together are an error, ``CellAccessoryError``, as they are an
/// exception in UIKit; any number of custom accessories is fine.
///
/// ## Handlers
///
/// Action handlers are closures. They take part in equality by identity — copies of one
/// accessory are equal, two accessories made with separately created closures are not — and
/// they are not part of the appearance: encoding skips them, so a decoded accessory has none.
public struct CellAccessory: Hashable, Sendable {
    /// A handler the system calls when the user taps the accessory: UIKit's `ActionHandler`.
    ///
    /// It runs on the main actor, as UIKit's does, so a view controller's
    /// `{ [weak self] in self?.delete() }` compiles in Swift 6 mode; a main-actor closure is
    /// `Sendable`, so accessories stay `Sendable` values.
    public typealias ActionHandler = @MainActor @Sendable () -> Void

    /// A handler the system calls, on the main actor, with the menu when the user picks a
    /// pop-up menu element: UIKit's `MenuSelectedElementDidChangeHandler`.
    public typealias MenuSelectedElementDidChangeHandler = @MainActor @Sendable (Menu) -> Void

    /// The editing states in which an accessory is displayed: `UICellAccessory.DisplayedState`.
    public enum DisplayedState: String, Hashable, Sendable, CaseIterable {
        /// The accessory is always displayed.
        case always
        /// The accessory is displayed only while the cell is editing.
        case whenEditing
        /// The accessory is displayed only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows when the cell's editing flag is
        /// `isEditing`.
        ///
        /// - Parameter isEditing: Whether the cell is editing.
        /// - Returns: `true` for ``always``, and for the state matching `isEditing`.
        public func isDisplayed(isEditing: Bool) -> Bool {
            switch self {
            case .always: return true
            case .whenEditing: return isEditing
            case .whenNotEditing: return !isEditing
            }
        }
    }

    /// How much width the cell reserves for an accessory, which is centred in it:
    /// `UICellAccessory.LayoutDimension`.
    ///
    /// The reserved width changes only the space around an accessory, never its size. Use it to
    /// line up accessories of different widths across cells.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories (`UICellAccessoryStandardDimension`).
        case standard
        /// A width in points.
        ///
        /// Options clamp the value: a width that is NaN, infinite, zero or negative becomes
        /// ``actual`` — UIKit itself reads a reserved width of 0 as "use the actual width"
        /// (`UICellAccessory.h`, `reservedLayoutWidth`).
        case custom(CGFloat)

        /// The dimension with an unusable custom width (NaN, ±∞, zero, negative) replaced by
        /// ``actual``.
        var clamped: LayoutDimension {
            if case .custom(let width) = self, !(width.isFinite && width > 0) { return .actual }
            return self
        }
    }

    /// The kind of an accessory: `UICellAccessory.AccessoryType`.
    ///
    /// Every kind but ``customView(_:)`` is a *system* accessory, of which a cell shows at most
    /// one of each kind at a time. UIKit added ``detail`` in iOS 15.4 and ``popUpMenu`` in
    /// iOS 16.
    public enum AccessoryType: Hashable, Sendable {
        /// A chevron pointing to the trailing side.
        case disclosureIndicator
        /// A chevron for outlines that turns to point down while the cell is expanded.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// A delete control: a minus sign in a circle.
        case delete
        /// An insert control: a plus sign in a circle.
        case insert
        /// A reorder control: three horizontal lines.
        case reorder
        /// A selection circle that is checked while the cell is selected.
        case multiselect
        /// A short text, such as a count.
        case label
        /// A detail (info) button.
        case detail
        /// A pair of chevrons that opens a pop-up menu.
        case popUpMenu
        /// An accessory showing an app-supplied view, identified by its stand-in.
        case customView(CustomView)

        /// Every system kind, in the order of UIKit's `AccessoryType` declaration.
        public static let systemTypes: [AccessoryType] = [
            .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
            .multiselect, .label, .detail, .popUpMenu,
        ]

        /// Whether this is a system accessory (every kind but ``customView(_:)``).
        public var isSystem: Bool {
            if case .customView = self { return false }
            return true
        }
    }

    /// The kind of an accessory together with its options, for hosts that draw accessories.
    public enum Options: Hashable, Sendable {
        /// A disclosure indicator.
        case disclosureIndicator(DisclosureIndicatorOptions)
        /// A checkmark.
        case checkmark(CheckmarkOptions)
        /// A delete control.
        case delete(DeleteOptions)
        /// An insert control.
        case insert(InsertOptions)
        /// A reorder control.
        case reorder(ReorderOptions)
        /// A multiselect circle.
        case multiselect(MultiselectOptions)
        /// An outline disclosure chevron.
        case outlineDisclosure(OutlineDisclosureOptions)
        /// A label and its text.
        case label(text: String, options: LabelOptions)
        /// A custom view.
        case customView(CustomViewConfiguration)
        /// A detail button.
        case detail(DetailOptions)
        /// A pop-up menu and the menu it opens.
        case popUpMenu(Menu, options: PopUpMenuOptions)

        /// The kind these options belong to.
        public var accessoryType: AccessoryType {
            switch self {
            case .disclosureIndicator: return .disclosureIndicator
            case .checkmark: return .checkmark
            case .delete: return .delete
            case .insert: return .insert
            case .reorder: return .reorder
            case .multiselect: return .multiselect
            case .outlineDisclosure: return .outlineDisclosure
            case .label: return .label
            case .customView(let configuration): return .customView(configuration.customView)
            case .detail: return .detail
            case .popUpMenu: return .popUpMenu
            }
        }
    }

    init(
        _ options: Options, displayed: DisplayedState,
        actionHandler: ActionHandler? = nil,
        menuHandler: MenuSelectedElementDidChangeHandler? = nil
    ) {
        self.options = options
        if case .customView(let configuration) = options {
            self.displayed = configuration.placement.displayed
        } else {
            self.displayed = displayed
        }
        self.actionHandlerBox = actionHandler.map(IdentityBox.init)
        self.menuHandlerBox = menuHandler.map(IdentityBox.init)
    }

    // MARK: Reading an accessory

    /// The kind of the accessory, as UIKit's `accessoryType`.
    public var accessoryType: AccessoryType { options.accessoryType }

    /// The editing states in which the accessory is displayed; for a custom view, its
    /// placement's.
    public private(set) var displayed: DisplayedState

    /// The accessory's kind and options.
    public private(set) var options: Options

    // The handlers, boxed so that the accessory can compare them by identity.
    let actionHandlerBox: IdentityBox<ActionHandler>?
    let menuHandlerBox: IdentityBox<MenuSelectedElementDidChangeHandler>?

    /// The handler UIKit calls when the user taps a delete, insert, outline disclosure or
    /// detail accessory; `nil` for other kinds, when none was given, and after decoding.
    public var actionHandler: ActionHandler? { actionHandlerBox?.value }

    /// The handler UIKit calls when the user picks an element of a pop-up menu accessory;
    /// `nil` for other kinds, when none was given, and after decoding.
    public var selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? {
        menuHandlerBox?.value
    }

    /// Whether the accessory is hidden: it keeps its place in the layout but is not drawn and
    /// does not respond (UIKit, `UICellAccessory.h`, `hidden`).
    public var isHidden: Bool { options.common.isHidden }

    /// The width the cell reserves for the accessory.
    public var reservedLayoutWidth: LayoutDimension { options.common.reservedLayoutWidth }

    /// The tint colour set on the accessory; `nil` means the system default for its kind
    /// (see the table above).
    public var tintColor: Color? { options.common.tintColor }

    /// The background colour set on a delete, insert or multiselect accessory; `nil` for
    /// other kinds and when none is set.
    public var backgroundColor: Color? {
        switch options {
        case .delete(let options): return options.backgroundColor
        case .insert(let options): return options.backgroundColor
        case .multiselect(let options): return options.backgroundColor
        default: return nil
        }
    }
}

// MARK: - Factories (UIKit's names, labels and defaults)

extension CellAccessory {
    /// A chevron pointing to the trailing side, telling the user that a tap shows more.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always,
        options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> CellAccessory {
        CellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    /// A checkmark.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> CellAccessory {
        CellAccessory(.checkmark(options), displayed: displayed)
    }

    /// A delete control: a minus sign in a red circle on the leading edge.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing, unless given.
    ///   - options: Its options.
    ///   - actionHandler: Called when the user taps it. Without one, UIKit reveals the cell's
    ///     trailing swipe actions instead (`UICellAccessory.h`).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.delete(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// An insert control: a plus sign in a green circle on the leading edge.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing, unless given.
    ///   - options: Its options.
    ///   - actionHandler: Called when the user taps it; without one, taps are ignored.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.insert(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder control: three horizontal lines at the trailing edge, which the user drags to
    /// move the cell.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing, unless given.
    ///   - options: Its options.
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> CellAccessory {
        CellAccessory(.reorder(options), displayed: displayed)
    }

    /// A selection circle on the leading edge: empty while the cell is not selected, filled
    /// with a checkmark while it is.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; while editing, unless given.
    ///   - options: Its options.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing,
        options: MultiselectOptions = MultiselectOptions()
    ) -> CellAccessory {
        CellAccessory(.multiselect(options), displayed: displayed)
    }

    /// A chevron for outlines that points down while the cell is expanded.
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    ///   - actionHandler: Called when the user taps it. Without one, UIKit toggles the item's
    ///     expansion in its section snapshot (`UICellAccessory.h`).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always,
        options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A short text on the trailing edge, such as a count.
    ///
    /// - Parameters:
    ///   - text: The text to show.
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> CellAccessory {
        CellAccessory(.label(text: text, options: options), displayed: displayed)
    }

    /// An accessory showing an app-supplied view, placed by its configuration.
    ///
    /// - Parameter configuration: The view, its placement and its options.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(.customView(configuration), displayed: configuration.placement.displayed)
    }

    /// A detail (info) button on the trailing edge (iOS 15.4).
    ///
    /// - Parameters:
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    ///   - actionHandler: Called when the user taps it; without one, taps are ignored.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.detail(options), displayed: displayed, actionHandler: actionHandler)
    }

    /// A pair of chevrons on the trailing edge telling the user that a tap anywhere in the
    /// cell opens `menu` (iOS 16).
    ///
    /// - Parameters:
    ///   - menu: The menu to open.
    ///   - displayed: When it shows; always, unless given.
    ///   - options: Its options.
    ///   - selectedElementDidChangeHandler: Called with the menu when the user picks an element.
    public static func popUpMenu(
        _ menu: Menu, displayed: DisplayedState = .always,
        options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .popUpMenu(menu, options: options), displayed: displayed,
            menuHandler: selectedElementDidChangeHandler)
    }
}

/// Holds a closure so that values holding it can be `Hashable`: equality is identity, so
/// copies of one value are equal and separately created closures are not.
struct IdentityBox<Value: Sendable>: Hashable, Sendable {
    final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    init(_ value: Value) { self.storage = Storage(value) }

    var value: Value { storage.value }

    static func == (lhs: IdentityBox, rhs: IdentityBox) -> Bool {
        lhs.storage === rhs.storage
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }
}
