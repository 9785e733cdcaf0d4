// The clamps setters and decoders apply to numbers across the module: documented clamps
// rather than NaN or infinity downstream (SPEC §12). Generic so that the `CGFloat` properties
// UIKit declares and the `Double` figures of renders and colours share them.

extension BinaryFloatingPoint {
    /// 0…1, NaN → 0.
    var clampedUnit: Self { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
    /// ≥ 0 and finite; NaN, negative and −∞ → 0, +∞ → the largest finite value.
    var clampedNonNegative: Self {
        isNaN ? 0 : Swift.min(Swift.max(self, 0), .greatestFiniteMagnitude)
    }
    /// Itself when finite, else 0: what sizes, insets and a stroke outset store.
    var finiteOrZero: Self { isFinite ? self : 0 }
    /// Itself when finite and ≥ 0, else 0: what the radius, width and padding setters store.
    var finiteNonNegativeOrZero: Self { isFinite ? Swift.max(self, 0) : 0 }
}

extension CGSize {
    /// The size with each NaN or infinite component replaced by 0: what every property that
    /// holds a `CGSize` stores, since `CGSize` itself accepts anything.
    var finiteOrZero: CGSize { CGSize(width: width.finiteOrZero, height: height.finiteOrZero) }
    /// The size with each component that is negative, NaN or infinite replaced by 0.
    var finiteNonNegativeOrZero: CGSize {
        CGSize(width: width.finiteNonNegativeOrZero, height: height.finiteNonNegativeOrZero)
    }
}
