/// The result of adjusting a colour's lightness to reach a contrast target.
///
/// Returned by ``Color/Resolved/adjustedForContrast(against:minimum:metric:)``; when
/// ``reachedTarget`` is `false`, ``color`` is the attainable colour with the most contrast.
public struct ContrastAdjustment: Hashable, Sendable {
    /// The adjusted colour (the input itself when it already met the target).
    public var color: Color.Resolved
    /// The contrast ``color`` achieves, measured with ``metric``.
    public var contrast: Double
    /// The contrast that was asked for.
    public var target: Double
    /// How contrast was measured.
    public var metric: ContrastMetric
    /// Whether ``contrast`` is at least ``target``.
    public var reachedTarget: Bool
    /// Whether ``color`` differs from the input.
    public var wasAdjusted: Bool

    /// Creates a result.
    public init(
        color: Color.Resolved, contrast: Double, target: Double, metric: ContrastMetric,
        reachedTarget: Bool, wasAdjusted: Bool
    ) {
        self.color = color
        self.contrast = contrast
        self.target = target
        self.metric = metric
        self.reachedTarget = reachedTarget
        self.wasAdjusted = wasAdjusted
    }
}

extension Color.Resolved {
    /// Changes this colour's OKLCH lightness as little as possible so that, as text, it has at
    /// least `minimum` contrast against `background`.
    ///
    /// Algorithm: if the colour already meets the target it is returned unchanged. Otherwise
    /// both directions are tried — lighter (lightness up to 1, which is white) and darker (down
    /// to 0, black) — keeping hue, reducing chroma only as the sRGB gamut requires
    /// (``OKLCH/gamutMapped``). For each direction whose extreme reaches the target, a
    /// 40-step bisection finds the smallest lightness change that still reaches it; the
    /// direction needing the smaller change wins. If neither extreme reaches the target, the
    /// extreme with more contrast is returned with ``ContrastAdjustment/reachedTarget`` false
    /// (for example 7:1 against mid gray, whose best is about 5.3:1 with black).
    ///
    /// Alpha is kept; translucent colours are measured composited over the background.
    ///
    /// - Parameters:
    ///   - background: The colour behind; treated as opaque.
    ///   - minimum: The target: a WCAG ratio or an APCA |Lc|.
    ///   - metric: How to measure contrast. Defaults to ``ContrastMetric/wcag2``.
    /// - Returns: The adjusted colour and what it achieves.
    /// - Complexity: O(1), with a large constant: besides the input, at most 82 candidate colours
    ///   are measured (two directions, each its extreme and 40 bisection steps), and each candidate
    ///   is gamut-mapped with up to 25 conversions (``OKLCH/gamutMapped``).
    public func adjustedForContrast(
        against background: Color.Resolved, minimum: Double, metric: ContrastMetric = .wcag2
    ) -> ContrastAdjustment {
        let target = minimum.isNaN ? 0 : minimum
        func measure(_ color: Color.Resolved) -> Double {
            metric.measure(text: color, background: background)
        }
        let original = measure(self)
        if original >= target {
            return ContrastAdjustment(
                color: self, contrast: original, target: target, metric: metric,
                reachedTarget: true, wasAdjusted: false)
        }
        let start = oklch
        func candidate(_ lightness: Double) -> Color.Resolved {
            var lch = start
            lch.lightness = lightness
            var color = lch.gamutMapped
            color.alpha = alpha
            return color
        }
        var best: (color: Color.Resolved, contrast: Double, change: Double)?
        var fallback: (color: Color.Resolved, contrast: Double)?
        // Two directions, written as a nested function so that no array is allocated.
        func search(towards end: Double) {
            let extreme = candidate(end)
            let extremeContrast = measure(extreme)
            if extremeContrast < target {
                if fallback == nil || extremeContrast > fallback!.contrast {
                    fallback = (extreme, extremeContrast)
                }
                return
            }
            var failing = min(max(start.lightness, 0), 1)
            var passing = end
            var passingColor = extreme
            var passingContrast = extremeContrast
            for _ in 0..<40 {
                let middle = (failing + passing) / 2
                let color = candidate(middle)
                let contrast = measure(color)
                if contrast >= target {
                    passing = middle
                    passingColor = color
                    passingContrast = contrast
                } else {
                    failing = middle
                }
            }
            let change = abs(passing - start.lightness)
            if best == nil || change < best!.change {
                best = (passingColor, passingContrast, change)
            }
        }
        search(towards: 1)
        search(towards: 0)
        if let best {
            return ContrastAdjustment(
                color: best.color, contrast: best.contrast, target: target, metric: metric,
                reachedTarget: true, wasAdjusted: true)
        }
        let chosen = fallback ?? (self, original)
        return ContrastAdjustment(
            color: chosen.color, contrast: chosen.contrast, target: target, metric: metric,
            reachedTarget: false, wasAdjusted: chosen.color != self)
    }
}
