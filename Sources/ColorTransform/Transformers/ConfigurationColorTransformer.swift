/// A function from colour to colour, applied to a configuration's colour before display.
///
/// This is `UIConfigurationColorTransformer` with the `UI` dropped: create one from a closure
/// with ``init(_:)`` and call it like a function, or use the built-ins ``grayscale``,
/// ``preferredTint`` and ``monochromeTint``.
///
/// Beyond UIKit, transformers built from named operations are **values**: they compare equal
/// when they do the same thing, hash, encode to JSON, print readably, and compose with
/// ``then(_:)``:
///
/// <!-- snippet: SymbolDocs/DocConfigurationColorTransformer -->
/// ```swift
/// let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
///     .then(.multiplyingAlpha(by: 0.8))
/// print(pressed)
/// let color = pressed(.systemBlue)  // resolves per environment
///
/// // Prints:
/// // blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)
/// ```
///
/// A closure transformer compares by identity: copies of it are equal, two separately created
/// closures are not, and it cannot be encoded.
///
/// Every operation's exact maths is given on its factory. Operations that work in OKLCH
/// return colours inside the sRGB gamut (see ``OKLCH/gamutMapped``); the others keep extended
/// values. Parameters outside their documented range are clamped, never trapped on.
public struct ConfigurationColorTransformer: Hashable, Sendable {
    enum Step: Hashable, Sendable {
        case grayscale
        case preferredTint
        case monochromeTint
        case invert
        case multiplyAlpha(Double)
        case setAlpha(Double)
        /// Added to OKLCH lightness: positive lightens, negative darkens.
        case adjustLightness(Double)
        /// Chroma is multiplied by `1 + amount`: positive saturates, negative desaturates.
        case adjustChroma(Double)
        indirect case blend(Color, opacity: Double)
        indirect case mix(Color, fraction: Double)
        indirect case contrast(Color, minimum: Double, metric: ContrastMetric)
        case closure(ClosureBox)
    }

    enum Steps: Hashable, Sendable {
        case identity
        case one(Step)
        /// Two or more steps, never nested. A persistent list, so that appending steps to a
        /// transformer that is still in use shares its steps instead of copying them.
        case many(PersistentList<Step>)
    }

    let steps: Steps

    init(steps: Steps) { self.steps = steps }

    init(_ step: Step) { self.init(steps: .one(step)) }

    /// Creates a transformer from a closure, as UIKit's `init(_:)` does.
    ///
    /// The closure receives the colour *description* (so it may compare it with
    /// `.systemBlue`, say) when the transformer is called on a ``Color``, and a fixed colour
    /// holding the resolved values when applied during resolution
    /// (``apply(to:in:)``). It compares by identity and cannot be encoded.
    ///
    /// - Parameter transform: The function to apply.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        self.init(.closure(ClosureBox(transform)))
    }

    /// The transformer that returns its input.
    public static let identity = ConfigurationColorTransformer(steps: .identity)

    /// Whether this transformer is ``identity``.
    public var isIdentity: Bool { steps == .identity }

    /// A transformer that applies this one, then `next`.
    ///
    /// Composition is associative and ``identity`` is neutral on both sides:
    /// `a.then(b).then(c) == a.then(b.then(c))`, `identity.then(a) == a`.
    ///
    /// - Parameter next: The transformer to apply to this one's output.
    /// - Returns: The composite transformer.
    /// - Complexity: O(*t* log *s*), where *s* and *t* are the numbers of steps of this transformer
    ///   and of `next`: this transformer's steps are shared, not copied, so building a
    ///   transformer step by step (`t = t.then(step)`, *n* times) takes O(*n* log *n*) in all.
    ///   O(1) when either is ``identity``.
    public func then(_ next: ConfigurationColorTransformer) -> ConfigurationColorTransformer {
        switch (steps, next.steps) {
        case (.identity, _): return next
        case (_, .identity): return self
        default:
            return ConfigurationColorTransformer(
                steps: .many(stepList.appending(contentsOf: next.stepList)))
        }
    }

    /// The steps, in order.
    var stepList: PersistentList<Step> {
        switch steps {
        case .identity: return PersistentList()
        case .one(let step): return PersistentList(CollectionOfOne(step))
        case .many(let steps): return steps
        }
    }

    /// Applies the transformer to a colour description, as UIKit's `callAsFunction(_:)` does.
    ///
    /// Closure steps run at once on the description. Value operations on a fixed colour are
    /// computed at once when they do not depend on the environment; otherwise the result is a
    /// colour that applies them whenever it is resolved.
    ///
    /// - Parameter color: The colour to transform.
    /// - Returns: The transformed colour.
    /// - Complexity: O(*s* + *t*), where *s* is the number of steps and *t* the number of steps of
    ///   `color`'s own transformer, which these are appended to. On a fixed colour, steps that do
    ///   not depend on the environment are applied at once instead, as ``apply(to:in:)`` does. Plus
    ///   the cost of any closure steps, and of appending later steps to the colours they return.
    public func callAsFunction(_ color: Color) -> Color {
        switch steps {
        case .identity:
            return color
        case .one(.closure(let box)):
            return box.transform(color)
        case .one:
            return Self.applyValueSteps(self, to: color)
        case .many(let steps):
            guard steps.contains(where: \.isClosure) else {
                return Self.applyValueSteps(self, to: color)
            }
            var current = color
            var pending: [Step] = []
            for step in steps {
                if case .closure(let box) = step {
                    current = Self.applyValueSteps(Self(stepArray: pending), to: current)
                    pending.removeAll()
                    current = box.transform(current)
                } else {
                    pending.append(step)
                }
            }
            return Self.applyValueSteps(Self(stepArray: pending), to: current)
        }
    }

    init(stepArray steps: [Step]) {
        switch steps.count {
        case 0: self.init(steps: .identity)
        case 1: self.init(steps: .one(steps[0]))
        default: self.init(steps: .many(PersistentList(steps)))
        }
    }

    static func applyValueSteps(_ transformer: Self, to color: Color) -> Color {
        if transformer.isIdentity { return color }
        switch color.storage {
        case .fixed(let resolved) where !transformer.dependsOnEnvironment:
            return Color(transformer.apply(to: resolved, in: ColorEnvironment()))
        case .transformed(let base, let earlier):
            return Color(storage: .transformed(base, earlier.then(transformer)))
        default:
            return Color(storage: .transformed(color, transformer))
        }
    }

    /// Whether the output can differ between environments for the same resolved input.
    var dependsOnEnvironment: Bool {
        switch steps {
        case .identity: return false
        case .one(let step): return step.dependsOnEnvironment
        case .many(let steps): return steps.contains(where: \.dependsOnEnvironment)
        }
    }

    /// Applies the transformer to resolved values.
    ///
    /// This is the function resolution runs; it never allocates for transformers built from
    /// named operations.
    ///
    /// - Parameters:
    ///   - color: The resolved input.
    ///   - environment: The environment, for ``preferredTint`` and colours that operations
    ///     refer to.
    /// - Returns: The transformed values.
    /// - Complexity: O(*s*) for *s* steps, plus resolving the colours that steps refer to
    ///   (blending, mixing and contrast steps, and the environment's accent colour for
    ///   ``preferredTint``) and the cost of any closure steps. Each contrast step runs
    ///   ``Color/Resolved/adjustedForContrast(against:minimum:metric:)``, which is O(1) but costly.
    public func apply(to color: Color.Resolved, in environment: ColorEnvironment) -> Color.Resolved
    {
        switch steps {
        case .identity:
            return color
        case .one(let step):
            return step.apply(to: color, in: environment)
        case .many(let steps):
            var current = color
            for step in steps { current = step.apply(to: current, in: environment) }
            return current
        }
    }

    /// The outcome of every contrast guarantee in this transformer when applied to `color`,
    /// in order, so that a caller can tell whether each reached its target.
    ///
    /// - Parameters:
    ///   - color: The resolved input.
    ///   - environment: The environment to resolve in.
    /// - Returns: One ``ContrastAdjustment`` per ``ensuringContrast(against:minimum:metric:)``
    ///   step; empty when there is none.
    /// - Complexity: As ``apply(to:in:)``, which it follows step by step.
    public func contrastAdjustments(
        applyingTo color: Color.Resolved, in environment: ColorEnvironment
    ) -> [ContrastAdjustment] {
        var current = color
        var results: [ContrastAdjustment] = []
        for step in stepList {
            if case .contrast(let background, let minimum, let metric) = step {
                let adjustment = current.adjustedForContrast(
                    against: background.resolve(in: environment), minimum: minimum,
                    metric: metric)
                results.append(adjustment)
                current = adjustment.color
            } else {
                current = step.apply(to: current, in: environment)
            }
        }
        return results
    }
}

/// Holds a transformer closure; equality is identity, so copies of one transformer compare
/// equal and separately created closures do not.
final class ClosureBox: Hashable, Sendable {
    let transform: @Sendable (Color) -> Color

    init(_ transform: @escaping @Sendable (Color) -> Color) { self.transform = transform }

    static func == (lhs: ClosureBox, rhs: ClosureBox) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
