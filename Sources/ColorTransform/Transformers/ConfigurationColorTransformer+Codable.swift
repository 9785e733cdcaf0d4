extension ConfigurationColorTransformer: Codable {
    private enum ParameterKeys: String, CodingKey {
        case color, opacity, fraction, against, minimum, metric
    }

    static let parameterlessNames = ["grayscale", "preferredTint", "monochromeTint", "inverted"]
    static let parameterNames = [
        "multiplyingAlpha", "settingAlpha", "lightened", "darkened", "saturated", "desaturated",
        "blended", "mixed", "ensuringContrast",
    ]

    /// Encodes the steps as a JSON array; ``identity`` is `[]`.
    ///
    /// Parameterless steps are strings (`"grayscale"`); the others are single-key objects:
    /// `{"multiplyingAlpha": 0.5}`, `{"blended": {"color": …, "opacity": 0.1}}`,
    /// `{"ensuringContrast": {"against": …, "minimum": 4.5, "metric": "wcag2"}}`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a closure transformer, which has no
    ///   portable form.
    /// - Complexity: O(*s*) for *s* steps, plus encoding the colours they refer to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for step in stepList {
            switch step {
            case .grayscale: try container.encode("grayscale")
            case .preferredTint: try container.encode("preferredTint")
            case .monochromeTint: try container.encode("monochromeTint")
            case .invert: try container.encode("inverted")
            case .multiplyAlpha(let factor):
                try Self.encodeStep(factor, as: "multiplyingAlpha", in: &container)
            case .setAlpha(let alpha):
                try Self.encodeStep(alpha, as: "settingAlpha", in: &container)
            case .adjustLightness(let amount):
                try Self.encodeStep(
                    abs(amount), as: amount.sign == .minus ? "darkened" : "lightened",
                    in: &container)
            case .adjustChroma(let amount):
                try Self.encodeStep(
                    abs(amount), as: amount.sign == .minus ? "desaturated" : "saturated",
                    in: &container)
            case .blend(let color, let opacity):
                var parameters = Self.parameters(of: "blended", in: &container)
                try parameters.encode(color, forKey: .color)
                try parameters.encode(opacity, forKey: .opacity)
            case .mix(let color, let fraction):
                var parameters = Self.parameters(of: "mixed", in: &container)
                try parameters.encode(color, forKey: .color)
                try parameters.encode(fraction, forKey: .fraction)
            case .contrast(let background, let minimum, let metric):
                var parameters = Self.parameters(of: "ensuringContrast", in: &container)
                try parameters.encode(background, forKey: .against)
                try parameters.encode(minimum, forKey: .minimum)
                try parameters.encode(metric, forKey: .metric)
            case .closure:
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription:
                            "a closure transformer cannot be encoded; build it from named operations (grayscale, blended(with:opacity:), …) to make it Codable"
                    ))
            }
        }
    }

    /// Writes `{name: value}`, the form of a step with one number.
    private static func encodeStep(
        _ value: Double, as name: String, in container: inout any UnkeyedEncodingContainer
    ) throws {
        var object = container.nestedContainer(keyedBy: StringCodingKey.self)
        try object.encode(value, forKey: StringCodingKey(name))
    }

    /// Starts `{name: {…}}`, the form of a step with named parameters, and returns the inner
    /// object for the parameters.
    private static func parameters(
        of name: String, in container: inout any UnkeyedEncodingContainer
    ) -> KeyedEncodingContainer<ParameterKeys> {
        var object = container.nestedContainer(keyedBy: StringCodingKey.self)
        return object.nestedContainer(keyedBy: ParameterKeys.self, forKey: StringCodingKey(name))
    }

    /// Decodes the array form ``encode(to:)`` writes.
    ///
    /// Strict where the factories clamp: an unknown step name, a step object with more or
    /// fewer than one key, a parameter object with a key the step does not take, or a
    /// parameter that is not finite or is out of the factory's range is a `DecodingError`
    /// naming the step and its position.
    ///
    /// - Complexity: O(*s*) for *s* steps, plus decoding the colours they refer to.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var steps: [Step] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            if let name = try? container.decode(String.self) {
                switch name {
                case "grayscale": steps.append(.grayscale)
                case "preferredTint": steps.append(.preferredTint)
                case "monochromeTint": steps.append(.monochromeTint)
                case "inverted": steps.append(.invert)
                default:
                    throw Self.corruptionError(
                        container.codingPath,
                        "step \(index): unknown transformer step \"\(quotedForMessage(name))\"; expected one of \((Self.parameterlessNames + Self.parameterNames).joined(separator: ", "))"
                    )
                }
                continue
            }
            let object = try container.nestedContainer(keyedBy: StringCodingKey.self)
            guard object.allKeys.count == 1, let key = object.allKeys.first else {
                throw Self.corruptionError(
                    object.codingPath,
                    "step \(index): a transformer step is a name or an object with exactly one key; found \(object.allKeys.count) keys\(object.allKeys.isEmpty ? "" : ": ")\(listedForMessage(object.allKeys.map { quotedForMessage($0.stringValue) }.sorted()))"
                )
            }
            func number(_ range: ClosedRange<Double>) throws -> Double {
                let value = try object.decodeNumber(Double.self, forKey: key)
                try Self.check(
                    value, in: range, step: key.stringValue, index: index, path: object.codingPath)
                return value
            }
            switch key.stringValue {
            case "multiplyingAlpha": steps.append(.multiplyAlpha(try number(0...1)))
            case "settingAlpha": steps.append(.setAlpha(try number(0...1)))
            case "lightened": steps.append(.adjustLightness(try number(0...1)))
            case "darkened": steps.append(.adjustLightness(-(try number(0...1))))
            case "saturated": steps.append(.adjustChroma(try number(0...10)))
            case "desaturated": steps.append(.adjustChroma(-(try number(0...1))))
            case "blended", "mixed":
                let amountKey: ParameterKeys = key.stringValue == "blended" ? .opacity : .fraction
                let parameters = try object.superDecoder(forKey: key).checkedContainer(
                    keyedBy: ParameterKeys.self, allowed: [.color, amountKey],
                    what: "a \(key.stringValue) step")
                let color = try parameters.decode(Color.self, forKey: .color)
                let amount = try parameters.decodeNumber(Double.self, forKey: amountKey)
                try Self.check(
                    amount, in: 0...1, step: key.stringValue, index: index,
                    path: parameters.codingPath)
                steps.append(
                    key.stringValue == "blended"
                        ? .blend(color, opacity: amount) : .mix(color, fraction: amount))
            case "ensuringContrast":
                let parameters = try object.superDecoder(forKey: key).checkedContainer(
                    keyedBy: ParameterKeys.self, allowed: [.against, .minimum, .metric],
                    what: "an ensuringContrast step")
                let background = try parameters.decode(Color.self, forKey: .against)
                let metric =
                    try parameters.decodeIfPresent(ContrastMetric.self, forKey: .metric) ?? .wcag2
                let minimum = try parameters.decodeNumber(Double.self, forKey: .minimum)
                let range: ClosedRange<Double> = metric == .wcag2 ? 1...21 : 0...110
                try Self.check(
                    minimum, in: range, step: key.stringValue, index: index,
                    path: parameters.codingPath)
                steps.append(.contrast(background, minimum: minimum, metric: metric))
            default:
                throw Self.corruptionError(
                    object.codingPath,
                    "step \(index): unknown transformer step \"\(quotedForMessage(key.stringValue))\"; expected one of \((Self.parameterlessNames + Self.parameterNames).joined(separator: ", "))"
                )
            }
        }
        self.init(stepArray: steps)
    }

    private static func check(
        _ value: Double, in range: ClosedRange<Double>, step: String, index: Int,
        path: [any CodingKey]
    ) throws {
        guard value.isFinite, range.contains(value) else {
            throw corruptionError(
                path,
                "step \(index) (\(step)): \(value) is outside \(formatShort(range.lowerBound))...\(formatShort(range.upperBound))"
            )
        }
    }

    private static func corruptionError(_ path: [any CodingKey], _ message: String) -> DecodingError
    {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: path, debugDescription: message))
    }
}

extension ConfigurationColorTransformer: CustomStringConvertible {
    /// The steps joined by ` -> `, for example
    /// `blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)`; `identity` when
    /// there are none.
    ///
    /// - Complexity: O(*s*) for *s* steps, plus describing the colours they refer to.
    public var description: String {
        let steps = stepList
        if steps.isEmpty { return "identity" }
        return steps.map(\.description).joined(separator: " -> ")
    }
}

extension ConfigurationColorTransformer.Step: CustomStringConvertible {
    var description: String {
        switch self {
        case .grayscale: return "grayscale"
        case .preferredTint: return "preferredTint"
        case .monochromeTint: return "monochromeTint"
        case .invert: return "inverted"
        case .multiplyAlpha(let factor): return "multiplyingAlpha(by: \(formatShort(factor)))"
        case .setAlpha(let alpha): return "settingAlpha(to: \(formatShort(alpha)))"
        case .adjustLightness(let amount):
            return amount.sign == .minus
                ? "darkened(by: \(formatShort(-amount)))"
                : "lightened(by: \(formatShort(amount)))"
        case .adjustChroma(let amount):
            return amount.sign == .minus
                ? "desaturated(by: \(formatShort(-amount)))"
                : "saturated(by: \(formatShort(amount)))"
        case .blend(let color, let opacity):
            return "blended(with: \(color), opacity: \(formatShort(opacity)))"
        case .mix(let color, let fraction):
            return "mixed(with: \(color), fraction: \(formatShort(fraction)))"
        case .contrast(let background, let minimum, let metric):
            return
                "ensuringContrast(against: \(background), minimum: \(formatShort(minimum)), metric: \(metric.rawValue))"
        case .closure: return "closure"
        }
    }
}
