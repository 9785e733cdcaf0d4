// The C maths library, imported per platform so that ColorTransform needs no Foundation.
#if canImport(Darwin)
    internal import Darwin
#elseif canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(WASILibc)
    internal import WASILibc
#elseif canImport(Android)
    internal import Android
#elseif canImport(ucrt)
    internal import ucrt
#endif

// The C library is imported `internal` in this file only; the rest of the module calls these
// wrappers, named apart from the C functions so that they do not shadow them.

/// `x` raised to `y`, for `x ≥ 0`.
@inline(__always)
func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// The real cube root (defined for negative numbers too).
@inline(__always)
func cubeRoot(_ x: Double) -> Double { cbrt(x) }

/// The angle of the point (x, y) in radians, in −π…π.
@inline(__always)
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

@inline(__always)
func sine(_ x: Double) -> Double { sin(x) }

@inline(__always)
func cosine(_ x: Double) -> Double { cos(x) }

extension Double {
    /// `self` limited to `range`; NaN becomes `nanReplacement`.
    @inline(__always)
    func clamped(to range: ClosedRange<Double>, nan nanReplacement: Double) -> Double {
        if isNaN { return nanReplacement }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// Formats `value` with exactly `fractionDigits` digits after the point, without Foundation.
///
/// Non-finite values print as `nan`, `inf` and `-inf`. `package`, so that the command's tables
/// format figures the same way as the library's descriptions.
package func formatFixed(_ value: Double, fractionDigits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.0e15 else { return String(value) }
    let integer = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = integer / divisor
    var fraction = String(integer % divisor)
    while fraction.count < fractionDigits { fraction = "0" + fraction }
    let sign = (value < 0 && integer != 0) ? "-" : ""
    return fractionDigits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}

/// A shortest round-tripping decimal for `value`, dropping a trailing `.0`.
package func formatShort(_ value: Double) -> String {
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
