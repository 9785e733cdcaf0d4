import ConfigStateTesting
import Foundation
import Testing

// Properties that failed against the library when they were written, kept as regression
// properties now that the library is fixed. Each says what it found.

/// Numbers a caller might pass: NaN or ±∞ in about half the cases, else any double in
/// -100...100 or an extreme value.
let hostileNumbers = Gen.oneOf(
    Gen.element(of: [Double.nan, .infinity, -.infinity]),
    Gen.doubleIncludingNonFinite(in: -100...100))

/// Insets and sizes set field by field, as `var insets = .zero; insets.top = x` does: their
/// initializers clamp, their stored properties do not.
let hostileInsets = Gen.zip(hostileNumbers, hostileNumbers).map { top, trailing in
    var insets = DirectionalEdgeInsets.zero
    insets.top = top
    insets.trailing = trailing
    return insets
}

let hostileSizes = Gen.zip(hostileNumbers, hostileNumbers).map { width, height in
    var size = CGSize.zero
    size.width = width
    size.height = height
    return size
}

@Suite("Regressions found by the property suite")
struct RegressionProperties {
    // FIXED (was a library bug): `BackgroundConfiguration.backgroundInsets` and `ShadowProperties.offset`
    // store NaN and ±∞ they receive through the public stored properties of
    // `DirectionalEdgeInsets` and `Size` (whose initializers clamp but whose `var`s do not;
    // `Size` has since given way to Foundation's `CGSize`, and the offset clamps it),
    // and `Image.SymbolConfiguration.pointSize`, a public `var`, stores any number (negative,
    // NaN, ±∞) though its initializer clamps and decoding rejects such sizes. A configuration
    // holding NaN is not equal to itself (so hosts and the reuse audit see a change on every
    // pass); one holding ±∞ cannot be encoded to JSON; one holding a negative symbol size
    // encodes but does not decode. SPEC §12: "a clear, typed error (or a documented clamp) —
    // never a silent NaN downstream". Shrunk counterexamples:
    // `BackgroundConfiguration(listCell; backgroundInsets*: {0, 0, 0, nan})` is not equal to
    // itself; `ListContentConfiguration.cell()` with a symbol configuration of point size −100
    // fails to decode ("symbol pointSize -100.0 must be a finite number of points ≥ 0").
    @Test func configurationsStayValuesWhateverTheirSettersReceive() {
        var tally = BranchTally("a NaN or ±∞ number set")
        let held = checkProperty(
            "a background configuration given any numbers, NaN and ±∞ included, equals itself "
                + "and survives a JSON round trip",
            using: Gen.zip(
                Gen.backgroundConfiguration, hostileInsets, hostileSizes, hostileNumbers,
                Gen<Int>.int(in: 0...3)),
            configuration: Cases.standard
        ) { configuration, insets, size, number, which in
            tally.countCase()
            tally.take("a NaN or ±∞ number set", if: which >= 2 && !number.isFinite)
            var configuration = configuration
            switch which {
            case 0: configuration.backgroundInsets = insets
            case 1: configuration.shadowProperties.offset = size
            case 2: configuration.visualEffect = .blurRadius(number)
            default:
                configuration.cornerRadius = number
                configuration.strokeWidth = number
                configuration.strokeOutset = number
            }
            try require(configuration == configuration, "not equal to itself: \(configuration)")
            try requireJSONRoundTrip(configuration)
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func listContentStaysAValueWhateverItsSettersReceive() {
        var tally = BranchTally("a NaN or ±∞ number set")
        let held = checkProperty(
            "a list content configuration given any numbers, NaN and ±∞ included, equals "
                + "itself and survives a JSON round trip",
            using: Gen.zip(
                Gen.listContentConfiguration, hostileInsets, hostileSizes, hostileNumbers,
                Gen<Int>.int(in: 0...3)),
            configuration: Cases.standard
        ) { configuration, insets, size, number, which in
            tally.countCase()
            tally.take("a NaN or ±∞ number set", if: which >= 2 && !number.isFinite)
            var configuration = configuration
            switch which {
            case 0: configuration.directionalLayoutMargins = insets
            case 1:
                configuration.imageProperties.maximumSize = size
                configuration.image = Image(systemName: "star", size: size)
            case 2:
                var symbol = Image.SymbolConfiguration(scale: .large)
                symbol.pointSize = number
                configuration.imageProperties.preferredSymbolConfiguration = symbol
            default:
                configuration.alpha = number
                configuration.imageToTextPadding = number
                configuration.textProperties.minimumScaleFactor = number
                configuration.imageProperties.cornerRadius = number
            }
            try require(configuration == configuration, "not equal to itself: \(configuration)")
            try requireJSONRoundTrip(configuration)
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    // FIXED (was a library bug): custom-state equality goes through `AnyHashable`, which treats `1 as Int`
    // and `1 as Int8` (and `0.5 as Double` and `0.5 as Float`) as equal, but the typed
    // subscript reads with `as? Value`, which does not convert: two equal states give
    // different typed values (shrunk: `state[.unreadCount] = 1` vs the untyped key set to
    // `Int8(1)`; the states are equal, the typed reads are 1 and 0). A host that skips an
    // update because the state did not change would show a stale value. The fix makes
    // values of different types different states, so the property checks both halves.
    /// The tally behind the branch expectations above: a property whose generator never
    /// reaches a branch is reported, by name, instead of passing vacuously.
    @Test func aBranchNoCaseReachesIsReported() {
        var tally = BranchTally("non-negative", "negative")
        let held = checkProperty(
            "counts from 0...9 are never negative", using: Gen.int(in: 0...9),
            configuration: Cases.standard
        ) { count in
            tally.countCase()
            tally.take(count < 0 ? "negative" : "non-negative")
            return count >= 0
        }
        #expect(held)
        if tally.cases >= 150 {
            #expect(tally.untakenBranches == ["negative"])
            #expect(tally["non-negative"] == tally.cases)
        } else {
            #expect(tally.untakenBranches == [], "a shortened run promises nothing")
        }
    }

    @Test func equalStatesReadEqualTypedCustomStates() {
        var tally = BranchTally("equal states", "Int8 against Int: unequal states")
        let held = checkProperty(
            "equal cell states read the same typed custom state; a custom state set to a number "
                + "through the typed key and through the untyped key makes equal states exactly "
                + "when the untyped value is an Int too (or the typed key was given its default, "
                + "which it stores as absence, and the untyped key was not set)",
            using: Gen.zip(cellStates, Gen.int(in: Int8(0)...3), Gen.bool),
            configuration: Cases.cheap
        ) { state, count, sameType in
            tally.countCase()
            let key = ConfigurationStateCustomKey("com.example.unreadCount")
            var typed = state
            typed[.unreadCount] = Int(count)
            var untyped = state
            untyped[key] = nil
            if count != 0 || !sameType {
                untyped[key] = sameType ? AnyHashable(Int(count)) : AnyHashable(count)
            }
            try requireEqual(
                typed == untyped, sameType,
                "equality of \(typed) and \(untyped): values of different types are different states"
            )
            if typed == untyped {
                tally.take("equal states")
                try requireEqual(
                    untyped[.unreadCount], typed[.unreadCount],
                    "typed read of equal states \(typed) and \(untyped)")
            } else {
                tally.take("Int8 against Int: unequal states")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    // FIXED (was a library bug), found by "Every visible cell renders like a fresh cell" on a
    // random seed: `swipeItem(at:)` on the item whose swipe actions were revealed dropped the
    // actions but, the swiped item being the same, asked no refresh — the cell kept showing
    // the actions a fresh cell in that state does not. The shrunk counterexample, replayed.
    @Test @MainActor func swipingTheRevealedItemAgainHidesItsActions() throws {
        try CollectionViewMachine().execute([
            .scroll(halfRows: 25), .revealSwipe(14, leading: false), .swipe(14),
        ])
    }
}
