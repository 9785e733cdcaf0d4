// The depth and size policy for colours built from colours (issue 18): a dynamic colour's
// variants, a transformed colour's base and the colours its transformer's steps refer to are
// colours too, and a description built level by level in code could otherwise nest without
// bound — overflowing the stack in every recursive algorithm at a few thousand levels — or,
// reusing itself (`c = Color(light: c, dark: c)`), double its printed size at every level.

extension Color {
    /// How deep colours may nest: 32 levels, counting the colour itself, each variant, base and
    /// step colour one level further in — the same limit decoding enforces.
    ///
    /// A colour is built deeper than this only in code, level by level. The initializer that
    /// would exceed it (``init(variants:)``, or a transformer called on a colour) gives instead
    /// the fixed colour its result resolves to in the default ``ColorEnvironment`` (light,
    /// normal contrast, base level, `systemBlue` tint): the nesting is cut there, and
    /// everything the library does with the colour — comparing, hashing, printing, encoding,
    /// resolving, releasing — stays shallow. Decoding a deeper document is an error instead.
    public static let maximumNestingDepth = 32

    /// How many colours one colour's description may hold, counted as printed — a colour
    /// that appears twice counts twice: 1 024.
    ///
    /// A colour that reuses itself (`c = Color(light: c, dark: c)`, or `c` blended with `c`)
    /// doubles its printed size at every level, so twenty levels would print tens of megabytes
    /// and resolve a million times. The initializer that would exceed the count gives the fixed
    /// colour its result resolves to in the default ``ColorEnvironment``, as for
    /// ``maximumNestingDepth``; decoding a larger document is an error.
    public static let maximumNestedColorCount = 1_024

    /// Whether a colour with `storage` keeps within ``maximumNestingDepth`` and
    /// ``maximumNestedColorCount``.
    ///
    /// - Complexity: O(min(*n*, ``maximumNestedColorCount``)) for a description of *n* colours
    ///   counted as printed: the walk stops at the first level or colour too many. Its parts
    ///   keep within the limits themselves, so the walk recurses at most 33 levels.
    static func isWithinNestingLimits(_ storage: Storage) -> Bool {
        var budget = maximumNestedColorCount
        return fits(storage, level: 1, budget: &budget)
    }

    private static func fits(_ storage: Storage, level: Int, budget: inout Int) -> Bool {
        guard level <= maximumNestingDepth, budget > 0 else { return false }
        budget -= 1
        switch storage {
        case .fixed, .system, .tint:
            return true
        case .dynamic(let variants):
            // One at a time, not gathered in an array: checking allocates nothing.
            func fitsVariant(_ variant: Color?) -> Bool {
                guard let variant else { return true }
                return fits(variant.storage, level: level + 1, budget: &budget)
            }
            return fitsVariant(variants.light) && fitsVariant(variants.dark)
                && fitsVariant(variants.highContrastLight)
                && fitsVariant(variants.highContrastDark) && fitsVariant(variants.elevatedLight)
                && fitsVariant(variants.elevatedDark)
                && fitsVariant(variants.highContrastElevatedLight)
                && fitsVariant(variants.highContrastElevatedDark)
        case .transformed(let base, let transformer):
            guard fits(base.storage, level: level + 1, budget: &budget) else { return false }
            var fitting = true
            transformer.forEachReferencedColor { color in
                if fitting { fitting = fits(color.storage, level: level + 1, budget: &budget) }
            }
            return fitting
        }
    }

    /// A colour with `storage`, or — when it would exceed the nesting limits — the fixed colour
    /// it resolves to in the default environment.
    static func limited(_ storage: Storage) -> Color {
        switch storage {
        case .fixed, .system, .tint:
            return Color(uncheckedStorage: storage)
        case .dynamic, .transformed:
            guard !isWithinNestingLimits(storage) else { return Color(uncheckedStorage: storage) }
            // Its parts keep within the limits, so this resolution is shallow and bounded.
            return Color(
                uncheckedStorage: .fixed(
                    Color(uncheckedStorage: storage).resolve(in: ColorEnvironment())))
        }
    }
}

extension ConfigurationColorTransformer {
    /// Calls `body` with each colour a step refers to (blends, mixes, contrast backgrounds),
    /// in step order.
    func forEachReferencedColor(_ body: (Color) -> Void) {
        func visit(_ step: Step) {
            switch step {
            case .blend(let color, _), .mix(let color, _), .contrast(let color, _, _): body(color)
            default: break
            }
        }
        switch steps {
        case .identity: break
        case .one(let step): visit(step)
        case .many(let steps): for step in steps { visit(step) }
        }
    }
}
