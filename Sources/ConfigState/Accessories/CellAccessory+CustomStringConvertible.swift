// Readable descriptions. Each prints what differs from the defaults, so that a default
// accessory prints as little as `checkmark(displayed: always)`.

extension CellAccessory.DisplayedState: CustomStringConvertible {
    /// The state's name: `always`, `whenEditing`, `whenNotEditing`.
    public var description: String { rawValue }
}

extension CellAccessory.LayoutDimension: CustomStringConvertible {
    /// `actual`, `standard`, or `custom(44)`.
    public var description: String {
        switch self {
        case .actual: return "actual"
        case .standard: return "standard"
        case .custom(let width): return "custom(\(formatNumber(width)))"
        }
    }
}

extension CellAccessory.AccessoryType: CustomStringConvertible {
    /// The kind's name, `checkmark`, or `customView(badge)` with the view's identifier.
    public var description: String {
        if case .customView(let view) = self { return "customView(\(view.identifier))" }
        return name
    }
}

extension CellAccessory.OutlineDisclosureOptions.Style: CustomStringConvertible {
    /// The style's name: `automatic`, `header`, `cell`.
    public var description: String { rawValue }
}

extension CellAccessoryLayout.Edge: CustomStringConvertible {
    /// The edge's name: `leading`, `trailing`.
    public var description: String { rawValue }
}

extension CellAccessory.Placement.Position: CustomStringConvertible {
    /// `first`, `last`, `before(checkmark)`, `after(label)` or `index(2)`.
    public var description: String {
        switch self {
        case .first: return "first"
        case .last: return "last"
        case .before(let type): return "before(\(type))"
        case .after(let type): return "after(\(type))"
        case .index(let index): return "index(\(index))"
        }
    }
}

extension CellAccessory.Placement: CustomStringConvertible {
    /// `leading(displayed: always, at: last)` or `trailing(displayed: whenEditing, at: first)`.
    public var description: String {
        "\(edge)(displayed: \(displayed), at: \(position))"
    }
}

extension CellAccessory {
    /// The options that differ from the defaults, as description parts.
    var optionParts: [String] {
        let common = options.common
        var parts: [String] = []
        if common.isHidden { parts.append("hidden") }
        if common.reservedLayoutWidth != accessoryType.defaultReservedLayoutWidth {
            parts.append("reservedLayoutWidth: \(common.reservedLayoutWidth)")
        }
        if let tintColor = common.tintColor { parts.append("tintColor: \(tintColor)") }
        if let backgroundColor { parts.append("backgroundColor: \(backgroundColor)") }
        switch options {
        case .reorder(let options) where !options.showsVerticalSeparator:
            parts.append("showsVerticalSeparator: false")
        case .outlineDisclosure(let options) where options.style != .automatic:
            parts.append("style: \(options.style)")
        case .label(_, let options):
            if options.font != .body { parts.append("font: \(options.font)") }
            if !options.adjustsFontForContentSizeCategory {
                parts.append("adjustsFontForContentSizeCategory: false")
            }
        case .customView(let configuration) where configuration.maintainsFixedSize:
            parts.append("maintainsFixedSize: true")
        default:
            break
        }
        return parts
    }
}

extension CellAccessory: CustomStringConvertible {
    /// The kind and what is set on it: `checkmark(displayed: always)`,
    /// `label("12", displayed: always, font: headline)`,
    /// `delete(displayed: whenEditing, tintColor: systemPink, actionHandler)`,
    /// `customView(badge, trailing(displayed: always, at: first))`.
    public var description: String {
        var parts: [String]
        switch options {
        case .label(let text, _):
            parts = [String(reflecting: text), "displayed: \(displayed)"]
        case .popUpMenu(let menu, _):
            parts = [menu.description, "displayed: \(displayed)"]
        case .customView(let configuration):
            parts = [configuration.customView.identifier, configuration.placement.description]
        default:
            parts = ["displayed: \(displayed)"]
        }
        parts += optionParts
        if actionHandlerBox != nil { parts.append("actionHandler") }
        if menuHandlerBox != nil { parts.append("selectedElementDidChangeHandler") }
        return "\(accessoryType.name)(\(parts.joined(separator: ", ")))"
    }
}

extension CellAccessoryLayout.Item: CustomStringConvertible {
    /// The kind and its resolved appearance: `checkmark(tint: tintColor)`,
    /// `multiselect(checked, tint: tintColor)`, `label("12", tint: secondaryLabel, font: body)`,
    /// `reorder(tint: tertiaryLabel, separator: separator)`, `delete(hidden, tint: systemRed)`,
    /// `customView(badge, tint: tintColor)`.
    public var description: String {
        var parts: [String] = []
        if let customView { parts.append(customView.identifier) }
        if let text { parts.append(String(reflecting: text)) }
        if let menu { parts.append(menu.description) }
        if isHidden { parts.append("hidden") }
        if isChecked { parts.append("checked") }
        if isExpanded { parts.append("expanded") }
        if let outlineDisclosureStyle, outlineDisclosureStyle != .automatic {
            parts.append("style: \(outlineDisclosureStyle)")
        }
        parts.append("tint: \(tintColor)")
        if let backgroundColor { parts.append("background: \(backgroundColor)") }
        if let font { parts.append("font: \(font)") }
        if case .custom = reservedLayoutWidth { parts.append("width: \(reservedLayoutWidth)") }
        if let verticalSeparatorColor { parts.append("separator: \(verticalSeparatorColor)") }
        if maintainsFixedSize { parts.append("fixed size") }
        return "\(accessoryType.name)(\(parts.joined(separator: ", ")))"
    }
}

extension CellAccessoryLayout: CustomStringConvertible {
    /// The edges that hold items, each leading to trailing — for example
    /// `CellAccessoryLayout(leading: [delete(tint: systemRed)],
    /// trailing: [checkmark(tint: tintColor)])` — or `CellAccessoryLayout(empty)`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    public var description: String {
        var parts: [String] = []
        if !leading.isEmpty {
            parts.append("leading: [\(leading.map(\.description).joined(separator: ", "))]")
        }
        if !trailing.isEmpty {
            parts.append("trailing: [\(trailing.map(\.description).joined(separator: ", "))]")
        }
        return "CellAccessoryLayout(\(parts.isEmpty ? "empty" : parts.joined(separator: ", ")))"
    }
}
