/// A generator of values of type `Value`, built from the choices of a ``ChoiceSource``.
///
/// Generators compose: build the values your property needs from the built-in ones with
/// ``map(_:)``, ``flatMap(_:)``, ``filter(_:maximumAttempts:_:)`` and ``zip(_:)``. Every
/// generator built this way shrinks, because shrinking edits the recorded choices rather than
/// the values.
///
///     struct Badge: Equatable { var count: Int; var isMuted: Bool }
///
///     let badges = Gen.zip(Gen.int(in: 0...99), Gen.bool).map { count, isMuted in
///         Badge(count: count, isMuted: isMuted)
///     }
///
/// `Gen` is `Sendable`, so generators can be stored in `static let` properties and shared by
/// tests; the closures passed to its combinators must therefore be `@Sendable`.
public struct Gen<Value>: Sendable {
    private let body: @Sendable (inout ChoiceSource) throws -> Value

    /// Creates a generator from a function of a choice source.
    ///
    /// Draw every random decision from `source`, mapping choice `0` to the simplest value, so
    /// that the shrinker's smaller choices mean simpler values.
    ///
    /// - Parameter body: Builds one value from the choices it draws.
    public init(_ body: @escaping @Sendable (inout ChoiceSource) throws -> Value) {
        self.body = body
    }

    /// Builds one value, drawing its choices from `source`.
    ///
    /// - Parameter source: The source to draw from, random or replaying.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationRejection`` when the choices do not describe a value.
    public func generate(from source: inout ChoiceSource) throws -> Value {
        try body(&source)
    }

    /// Generates the value that a case seed describes, exactly as the property runner would.
    ///
    /// - Parameter seed: A case seed, for example ``PropertyFailure/caseSeed``.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationRejection`` when the generator gives up.
    public func value(seed: UInt64) throws -> Value {
        var source = ChoiceSource(seed: seed)
        return try body(&source)
    }

    /// Generates the value that a recorded choice sequence describes.
    ///
    /// Use it to turn ``PropertyFailure/shrunkChoices`` back into a typed value.
    ///
    /// - Parameter choices: A recorded choice sequence.
    /// - Returns: The generated value.
    /// - Throws: ``GenerationRejection`` when the choices do not describe a value.
    public func value(replaying choices: [UInt64]) throws -> Value {
        var source = ChoiceSource(replaying: choices)
        return try body(&source)
    }
}

extension Gen {
    /// A generator that applies `transform` to every generated value.
    ///
    /// - Parameter transform: A pure function of the generated value.
    /// - Returns: The transformed generator; it shrinks as this one does.
    public func map<NewValue>(
        _ transform: @escaping @Sendable (Value) throws -> NewValue
    ) -> Gen<NewValue> {
        Gen<NewValue> { source in try transform(self.body(&source)) }
    }

    /// A generator whose next generator depends on the value this one generated.
    ///
    ///     let rows = Gen.int(in: 1...5).flatMap { count in
    ///         Gen.array(of: Gen.bool, count: count...count)
    ///     }
    ///
    /// - Parameter transform: Chooses the generator to draw from next.
    /// - Returns: The combined generator; both stages shrink.
    public func flatMap<NewValue>(
        _ transform: @escaping @Sendable (Value) throws -> Gen<NewValue>
    ) -> Gen<NewValue> {
        Gen<NewValue> { source in try transform(self.body(&source)).body(&source) }
    }

    /// A generator of the values that satisfy `isIncluded`, retrying a bounded number of times.
    ///
    /// Rejected attempts are forgotten, so the recorded choices describe only the accepted
    /// value. When `maximumAttempts` values in a row are rejected, generation stops with
    /// ``GenerationRejection/filterGaveUp(_:attempts:)`` and the property reports that the
    /// generator gave up — a filter that rejects most values wastes the case budget, so build
    /// valid values directly with ``map(_:)`` where you can.
    ///
    /// - Parameters:
    ///   - name: Names the predicate in the "gave up" message.
    ///   - maximumAttempts: How many values to try before giving up.
    ///   - isIncluded: The predicate generated values must satisfy.
    /// - Returns: The filtered generator.
    /// - Complexity: Generating a value runs this generator and `isIncluded` up to
    ///   `maximumAttempts` times in random mode, once in replay mode.
    public func filter(
        _ name: String = "filter",
        maximumAttempts: Int = 100,
        _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen<Value> {
        Gen { source in
            for _ in 0..<max(1, maximumAttempts) {
                let start = source.choices.count
                let value = try self.body(&source)
                if isIncluded(value) { return value }
                if source.isReplaying { throw GenerationRejection.filterRejected(name) }
                source.forgetChoices(after: start)
            }
            throw GenerationRejection.filterGaveUp(name, attempts: max(1, maximumAttempts))
        }
    }

    /// A generator that combines several generators into one generator of tuples.
    ///
    ///     let pairs = Gen.zip(Gen.int(in: 0...9), Gen.bool)  // Gen<(Int, Bool)>
    ///
    /// - Parameter generators: The generators to draw from, in order.
    /// - Returns: A generator of tuples; each component shrinks independently.
    public static func zip<each Component>(
        _ generators: repeat Gen<each Component>
    ) -> Gen<(repeat each Component)> where Value == (repeat each Component) {
        Gen<(repeat each Component)> { source in
            (repeat try (each generators).body(&source))
        }
    }

    /// A generator that draws from one of `generators`, shrinking towards the first.
    ///
    /// - Parameter generators: The alternatives; at least one.
    /// - Returns: The combined generator.
    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
        oneOf(generators)
    }

    /// A generator that draws from one of `generators`, shrinking towards the first.
    ///
    /// - Parameter generators: The alternatives; at least one.
    /// - Returns: The combined generator.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        return Gen { source in
            let index = try source.choose(upTo: UInt64(generators.count - 1))
            return try generators[Int(index)].body(&source)
        }
    }
}

extension Gen where Value: Sendable {
    /// A generator that always produces `value` and draws no choices.
    ///
    /// - Parameter value: The value to produce.
    /// - Returns: The constant generator.
    public static func always(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }

    /// A generator of the elements of `elements`, shrinking towards the first.
    ///
    ///     let styles = Gen.element(of: ["plain", "grouped", "sidebar"])
    ///
    /// - Parameter elements: The elements to choose from; at least one.
    /// - Returns: The generator.
    /// - Complexity: O(*n*) to create, for *n* elements, which are copied into an array; O(1) per
    ///   generated value.
    public static func element(of elements: some Collection<Value>) -> Gen<Value> {
        let elements = Array(elements)
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        return Gen { source in
            elements[Int(try source.choose(upTo: UInt64(elements.count - 1)))]
        }
    }
}

extension Gen where Value: CaseIterable & Sendable {
    /// A generator of every case of a `CaseIterable` type, shrinking towards the first case.
    ///
    ///     let styles = Gen<UserInterfaceStyle>.anyCase
    /// - Complexity: O(*n*) on each access, for *n* cases (see ``element(of:)``); O(1) per
    ///   generated value.
    public static var anyCase: Gen<Value> {
        element(of: Value.allCases)
    }
}

extension Gen where Value == Bool {
    /// A generator of `false` and `true`, each half the time, shrinking towards `false`.
    public static var bool: Gen<Bool> {
        Gen { source in try source.chooseBool() }
    }
}
