import ConfigState
import Foundation

/// What every fuzz target checks beyond "no crash", and the values they resolve against.
///
/// A failed check stops the process with `fatalError`, which libFuzzer records as a crash and
/// saves the input that caused it.
public enum Fuzz {
    /// Stops the process, naming the invariant that failed.
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant failed: \(message)")
    }

    /// Stops the process unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    /// The input as `Data`.
    public static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The appearances colours are resolved in: light and dark at both contrasts, and an
    /// elevated dark one with an accent and a tint that are themselves not fixed.
    public static let environments: [ColorEnvironment] =
        ColorEnvironment.standardAppearances + [
            ColorEnvironment(
                colorScheme: .dark, contrast: .high, level: .elevated, accentColor: .systemPink,
                tintColor: ConfigurationColorTransformer.darkened(by: 0.2)(.systemTeal))
        ]

    /// A few states covering every flag, the drag and drop states and the adaptive list
    /// environments.
    public static let states: [CellConfigurationState] = {
        var states: [CellConfigurationState] = [CellConfigurationState()]
        var selected = CellConfigurationState(
            traitCollection: TraitCollection(listEnvironment: .sidebar))
        selected.isSelected = true
        selected.isFocused = true
        states.append(selected)
        var pressed = CellConfigurationState(
            traitCollection: TraitCollection(
                userInterfaceStyle: .dark, accessibilityContrast: .high,
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge,
                listEnvironment: .insetGrouped, accentColor: .systemOrange))
        pressed.isHighlighted = true
        pressed.isDisabled = true
        pressed.isPinned = true
        states.append(pressed)
        var editing = CellConfigurationState(
            traitCollection: TraitCollection(layoutDirection: .rightToLeft, listEnvironment: .plain)
        )
        editing.isEditing = true
        editing.isSwiped = true
        editing.isExpanded = true
        editing.isReordering = true
        editing.cellDragState = .dragging
        editing.cellDropState = .targeted
        editing[ConfigurationStateCustomKey("fuzz")] = true
        states.append(editing)
        return states
    }()

    /// Stops unless every component of `color` is finite.
    public static func checkFinite(_ color: Color.Resolved, _ what: @autoclosure () -> String) {
        check(
            color.red.isFinite && color.green.isFinite && color.blue.isFinite
                && color.alpha.isFinite && (0...1).contains(color.alpha),
            "\(what()) resolved to \(color)")
    }

    /// Stops unless `color` resolves to finite values in every environment.
    public static func checkResolves(_ color: Color, _ what: @autoclosure () -> String) {
        for environment in environments {
            let resolved = color.resolve(in: environment)
            checkFinite(resolved, "\(what()) in \(environment)")
            check(
                resolved.contrastRatio(against: .white).isFinite
                    && resolved.apcaContrast(against: .black).isFinite,
                "\(what()): contrast of \(resolved) is not finite")
        }
    }

    /// Decodes the input as `T` with a strict decoder and with one that accepts NaN and ±∞ as
    /// the strings `"nan"`, `"inf"` and `"-inf"`.
    ///
    /// A failure must be a `DecodingError` with a message. A success must survive a round
    /// trip — encode, decode, equal to the first value, with an equal hash, re-encoding to the
    /// same bytes — and then pass `check`.
    public static func decode<T: Codable & Hashable>(
        _ type: T.Type, _ data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:],
        check: (T) -> Void
    ) {
        for lenient in [false, true] {
            let decoder = JSONDecoder()
            let encoder = sortedEncoder()
            if lenient {
                decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
                encoder.nonConformingFloatEncodingStrategy = .convertToString(
                    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            }
            for (key, value) in userInfo { decoder.userInfo[key] = value }
            let value: T
            do {
                value = try decoder.decode(T.self, from: data)
            } catch let error as DecodingError {
                checkMessage(error, inputSize: data.count)
                continue
            } catch {
                fail("decoding \(T.self) threw \(error), which is not a DecodingError")
            }
            roundTrip(value, encoder: encoder, decoder: decoder)
            Fuzz.check(value == value, "\(T.self) \(value) is not equal to itself")
            Fuzz.check(!"\(value)".isEmpty, "\(T.self) has an empty description")
            check(value)
        }
    }

    /// A JSON encoder that sorts keys, so that equal values encode to equal bytes.
    public static func sortedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// Encodes, decodes and re-encodes `value`, stopping unless everything agrees.
    public static func roundTrip<T: Codable & Hashable>(
        _ value: T, encoder: JSONEncoder = sortedEncoder(), decoder: JSONDecoder = JSONDecoder()
    ) {
        let first: Data
        do {
            first = try encoder.encode(value)
        } catch {
            fail("a decoded \(T.self) does not encode: \(error)\n\(value)")
        }
        let again: T
        do {
            again = try decoder.decode(T.self, from: first)
        } catch {
            fail(
                "\(T.self) does not decode its own encoding: \(error)\n\(String(decoding: first, as: UTF8.self))"
            )
        }
        check(
            again == value,
            "\(T.self) round trip changed the value:\n\(value)\n\(again)\n\(String(decoding: first, as: UTF8.self))"
        )
        check(again.hashValue == value.hashValue, "\(T.self): equal values hash differently")
        let second = (try? encoder.encode(again)) ?? Data()
        check(
            second == first,
            "\(T.self) encodes differently after a round trip:\n\(String(decoding: first, as: UTF8.self))\n\(String(decoding: second, as: UTF8.self))"
        )
    }

    /// Stops unless a decoding error carries a message of reasonable size.
    static func checkMessage(_ error: DecodingError, inputSize: Int) {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c),
            .keyNotFound(_, let c):
            context = c
        @unknown default:
            return
        }
        check(!context.debugDescription.isEmpty, "a DecodingError without a message: \(error)")
        // Messages may quote the input (Swift's own do, once), but must not multiply it.
        check(
            context.debugDescription.utf8.count <= 16 * inputSize + 4_096,
            "a \(context.debugDescription.utf8.count)-byte message for a \(inputSize)-byte input")
    }
}
