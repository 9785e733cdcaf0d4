// The clamps setters and decoders apply to numbers across the module: documented clamps
// rather than NaN or infinity downstream (SPEC §12).

extension Double {
    /// 0…1, NaN → 0.
    var clampedUnit: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
    /// ≥ 0 and finite; NaN, negative and −∞ → 0, +∞ → the largest finite value.
    var clampedNonNegative: Double {
        isNaN ? 0 : Swift.min(Swift.max(self, 0), .greatestFiniteMagnitude)
    }
    /// Itself when finite, else 0: what sizes, insets and a stroke outset store.
    var finiteOrZero: Double { isFinite ? self : 0 }
    /// Itself when finite and ≥ 0, else 0: what the radius, width and padding setters store.
    var finiteNonNegativeOrZero: Double { isFinite ? Swift.max(self, 0) : 0 }
}
