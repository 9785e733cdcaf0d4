/// A type whose values may be custom states and be decoded by name (beyond the built-in
/// `Bool`, integer, floating-point and `String` values).
///
/// Encoding a custom state writes its value with a type tag: `Bool`, `Int`, `Double`, `String`
/// and the other standard integer and floating-point types by name, any other `Encodable`
/// value under `String(reflecting: type)` (for example `"MyApp.ArchiveReason"`). Decoding a
/// tag that is not built in needs the type listed in the decoder's `userInfo` under
/// `CodingUserInfoKey.configurationStateCustomValueTypes`:
///
/// <!-- snippet: SymbolDocs/DocCustomStateCodable -->
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo[.configurationStateCustomValueTypes] =
///     [ArchiveReason.self] as [any CustomStateCodable.Type]
/// ```
///
/// A custom value whose type is not `Encodable` makes encoding throw an `EncodingError`
/// naming the key and the type; an unknown tag makes decoding throw a `DecodingError` naming
/// the tag and how to register it; a `Double` or `Float` custom value that is NaN (possible
/// only with a decoder set to accept non-conforming floats) is a `DecodingError` too, because
/// a NaN is not equal to itself.
public typealias CustomStateCodable = Codable & Hashable & Sendable

extension CodingUserInfoKey {
    /// The `userInfo` key under which a decoder finds `[any CustomStateCodable.Type]`: the
    /// custom-state value types it may decode by name.
    public static let configurationStateCustomValueTypes = CodingUserInfoKey(
        rawValue: "ConfigState.configurationStateCustomValueTypes")!
}

/// Encodes and decodes the custom-state dictionary as `{ key: {"type": tag, "value": v} }`.
///
/// The dictionary's keys are data — the custom states' names — so any name decodes; each
/// entry is an object whose keys are checked.
enum CustomStateCoding {
    private enum ValueKeys: String, CodingKey, CaseIterable { case type, value }

    static func encode(
        _ states: CustomStates, to container: inout KeyedEncodingContainer<StringCodingKey>
    ) throws {
        for key in states.keys.sorted() {
            let value = states[key]!.value.base
            var entry = container.nestedContainer(
                keyedBy: ValueKeys.self, forKey: StringCodingKey(key.rawValue))
            // The built-in value types are written under their own names.
            func write<Value: Encodable>(_ value: Value, as tag: String) throws {
                try entry.encode(tag, forKey: .type)
                try entry.encode(value, forKey: .value)
            }
            switch value {
            case let value as Bool: try write(value, as: "Bool")
            case let value as Int: try write(value, as: "Int")
            case let value as Double: try write(value, as: "Double")
            case let value as String: try write(value, as: "String")
            case let value as Int8: try write(value, as: "Int8")
            case let value as Int16: try write(value, as: "Int16")
            case let value as Int32: try write(value, as: "Int32")
            case let value as Int64: try write(value, as: "Int64")
            case let value as UInt: try write(value, as: "UInt")
            case let value as UInt8: try write(value, as: "UInt8")
            case let value as UInt16: try write(value, as: "UInt16")
            case let value as UInt32: try write(value, as: "UInt32")
            case let value as UInt64: try write(value, as: "UInt64")
            case let value as Float: try write(value, as: "Float")
            case let value as any Encodable:
                try write(value, as: String(reflecting: type(of: value)))
            default:
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: entry.codingPath,
                        debugDescription:
                            "custom state \"\(quotedForMessage(key.rawValue))\" holds a \(String(reflecting: type(of: value))), which is not Encodable; make the type Codable (and list it under CodingUserInfoKey.configurationStateCustomValueTypes when decoding) or remove the custom state before encoding"
                    ))
            }
        }
    }

    static func decode(
        from container: KeyedDecodingContainer<StringCodingKey>, userInfo: [CodingUserInfoKey: Any]
    ) throws -> CustomStates {
        var states: CustomStates = [:]
        let registered =
            userInfo[.configurationStateCustomValueTypes] as? [any CustomStateCodable.Type] ?? []
        for key in container.allKeys {
            let entry = try container.superDecoder(forKey: key).checkedContainer(
                keyedBy: ValueKeys.self, what: "a custom state")
            let tag = try entry.decode(String.self, forKey: .type)
            let value: AnyHashable
            switch tag {
            case "Bool": value = try entry.decode(Bool.self, forKey: .value)
            case "Int": value = try entry.decodeNumber(Int.self, forKey: .value)
            case "Double": value = try entry.decodeNumber(Double.self, forKey: .value)
            case "String": value = try entry.decode(String.self, forKey: .value)
            case "Int8": value = try entry.decodeNumber(Int8.self, forKey: .value)
            case "Int16": value = try entry.decodeNumber(Int16.self, forKey: .value)
            case "Int32": value = try entry.decodeNumber(Int32.self, forKey: .value)
            case "Int64": value = try entry.decodeNumber(Int64.self, forKey: .value)
            case "UInt": value = try entry.decodeNumber(UInt.self, forKey: .value)
            case "UInt8": value = try entry.decodeNumber(UInt8.self, forKey: .value)
            case "UInt16": value = try entry.decodeNumber(UInt16.self, forKey: .value)
            case "UInt32": value = try entry.decodeNumber(UInt32.self, forKey: .value)
            case "UInt64": value = try entry.decodeNumber(UInt64.self, forKey: .value)
            case "Float": value = try entry.decodeNumber(Float.self, forKey: .value)
            default:
                guard let type = registered.first(where: { String(reflecting: $0) == tag }) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .type, in: entry,
                        debugDescription:
                            "custom state \"\(quotedForMessage(key.stringValue))\" has a value of type \(quotedForMessage(tag)), which this decoder does not know; list the type in decoder.userInfo[.configurationStateCustomValueTypes]"
                    )
                }
                value = try decodeValue(type, from: entry, forKey: .value)
            }
            // A NaN is not equal to itself, so a state holding one would not equal itself.
            if let number = value.base as? Double, number.isNaN {
                throw Self.notANumber(key, entry)
            }
            if let number = value.base as? Float, number.isNaN {
                throw Self.notANumber(key, entry)
            }
            states[ConfigurationStateCustomKey(key.stringValue)] = CustomStateValue(value: value)
        }
        return states
    }

    private static func notANumber(
        _ key: StringCodingKey, _ entry: KeyedDecodingContainer<ValueKeys>
    ) -> DecodingError {
        DecodingError.dataCorruptedError(
            forKey: .value, in: entry,
            debugDescription:
                "custom state \"\(quotedForMessage(key.stringValue))\" is NaN, which is not equal to itself and would make the state unequal to itself; use a number or remove the custom state"
        )
    }

    private static func decodeValue<T: CustomStateCodable>(
        _ type: T.Type, from container: KeyedDecodingContainer<ValueKeys>, forKey key: ValueKeys
    ) throws -> AnyHashable {
        AnyHashable(try container.decode(T.self, forKey: key))
    }
}

/// The coding keys shared by the two state types.
enum StateCodingKeys: String, CodingKey, CaseIterable {
    case traitCollection
    case isHighlighted, isSelected, isDisabled, isFocused, isPinned
    case isEditing, isSwiped, isExpanded, isReordering, cellDragState, cellDropState
    case customStates, backgroundUsesTintColor

    /// The keys of a view's state: every key but the cell's own.
    static let viewKeys: [StateCodingKeys] = [
        .traitCollection, .isHighlighted, .isSelected, .isDisabled, .isFocused, .isPinned,
        .customStates, .backgroundUsesTintColor,
    ]
}

extension ViewConfigurationState: Codable {
    /// Decodes the object ``encode(to:)`` writes; missing flags are `false`.
    ///
    /// A key that is not a view state's — a misspelt flag such as `"isSelcted"`, or a cell's
    /// own `"isEditing"` — is a `DecodingError.dataCorrupted` that names it, rather than a
    /// flag silently left `false`. The names of custom states are data and may be anything.
    ///
    /// - Complexity: O(*k*·*r*) in the worst case, for *k* custom states and *r* value types listed
    ///   under `configurationStateCustomValueTypes`: a type tag that is not built in is looked up
    ///   by name among them. Plus the cost of decoding the values.
    public init(from decoder: any Decoder) throws {
        try self.init(
            from: decoder, allowed: StateCodingKeys.viewKeys, what: "a view configuration state")
    }

    /// Decodes the keys a view's state and a cell's share, refusing keys outside `allowed`.
    init(from decoder: any Decoder, allowed: [StateCodingKeys], what: String) throws {
        let container = try decoder.checkedContainer(
            keyedBy: StateCodingKeys.self, allowed: allowed, what: what)
        self.init(
            traitCollection: try container.decodeIfPresent(
                TraitCollection.self, forKey: .traitCollection) ?? TraitCollection())
        isHighlighted = try container.decodeIfPresent(Bool.self, forKey: .isHighlighted) ?? false
        isSelected = try container.decodeIfPresent(Bool.self, forKey: .isSelected) ?? false
        isDisabled = try container.decodeIfPresent(Bool.self, forKey: .isDisabled) ?? false
        isFocused = try container.decodeIfPresent(Bool.self, forKey: .isFocused) ?? false
        isPinned = try container.decodeIfPresent(Bool.self, forKey: .isPinned) ?? false
        backgroundUsesTintColor = try container.decodeIfPresent(
            Bool.self, forKey: .backgroundUsesTintColor)
        if container.contains(.customStates) {
            let custom = try container.nestedContainer(
                keyedBy: StringCodingKey.self, forKey: .customStates)
            customStates = try CustomStateCoding.decode(from: custom, userInfo: decoder.userInfo)
        }
    }

    /// Encodes the traits, the flags that are set, and the custom states (see
    /// ``CustomStateCodable`` for how custom values are written and when encoding throws).
    ///
    /// - Complexity: O(*k* log *k*) for *k* custom states, which are written sorted by key, plus
    ///   the cost of encoding their values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StateCodingKeys.self)
        try container.encode(traitCollection, forKey: .traitCollection)
        if isHighlighted { try container.encode(true, forKey: .isHighlighted) }
        if isSelected { try container.encode(true, forKey: .isSelected) }
        if isDisabled { try container.encode(true, forKey: .isDisabled) }
        if isFocused { try container.encode(true, forKey: .isFocused) }
        if isPinned { try container.encode(true, forKey: .isPinned) }
        try container.encodeIfPresent(backgroundUsesTintColor, forKey: .backgroundUsesTintColor)
        if !customStates.isEmpty {
            var custom = container.nestedContainer(
                keyedBy: StringCodingKey.self, forKey: .customStates)
            try CustomStateCoding.encode(customStates, to: &custom)
        }
    }
}

extension CellConfigurationState: Codable {
    /// Decodes the object ``encode(to:)`` writes; missing flags are `false`, missing drag and
    /// drop states `none`.
    ///
    /// A key that is not a cell state's — a misspelt flag such as `"isSelcted"` — is a
    /// `DecodingError.dataCorrupted` that names it and lists the valid keys, rather than a
    /// flag silently left `false`. The names of custom states are data and may be anything.
    ///
    /// - Complexity: O(*k*·*r*) in the worst case, for *k* custom states and *r* value types listed
    ///   under `configurationStateCustomValueTypes`: a type tag that is not built in is looked up
    ///   by name among them. Plus the cost of decoding the values.
    public init(from decoder: any Decoder) throws {
        let view = try ViewConfigurationState(
            from: decoder, allowed: StateCodingKeys.allCases, what: "a cell configuration state")
        self = view.cellConfigurationState
        let container = try decoder.container(keyedBy: StateCodingKeys.self)
        isEditing = try container.decodeIfPresent(Bool.self, forKey: .isEditing) ?? false
        isSwiped = try container.decodeIfPresent(Bool.self, forKey: .isSwiped) ?? false
        isExpanded = try container.decodeIfPresent(Bool.self, forKey: .isExpanded) ?? false
        isReordering = try container.decodeIfPresent(Bool.self, forKey: .isReordering) ?? false
        cellDragState =
            try container.decodeIfPresent(DragState.self, forKey: .cellDragState) ?? .none
        cellDropState =
            try container.decodeIfPresent(DropState.self, forKey: .cellDropState) ?? .none
    }

    /// Encodes the traits, the flags that are set, the drag and drop states when not `none`,
    /// and the custom states (see ``CustomStateCodable``).
    ///
    /// - Complexity: O(*k* log *k*) for *k* custom states, which are written sorted by key, plus
    ///   the cost of encoding their values.
    public func encode(to encoder: any Encoder) throws {
        try viewConfigurationState.encode(to: encoder)
        var container = encoder.container(keyedBy: StateCodingKeys.self)
        if isEditing { try container.encode(true, forKey: .isEditing) }
        if isSwiped { try container.encode(true, forKey: .isSwiped) }
        if isExpanded { try container.encode(true, forKey: .isExpanded) }
        if isReordering { try container.encode(true, forKey: .isReordering) }
        if cellDragState != .none { try container.encode(cellDragState, forKey: .cellDragState) }
        if cellDropState != .none { try container.encode(cellDropState, forKey: .cellDropState) }
    }
}

// The drag and drop states code as their names (`"lifting"`): the standard library's coding of
// a `String`-backed enumeration.

extension CellConfigurationState.DragState: Codable {}

extension CellConfigurationState.DropState: Codable {}
