/// Yields each set bit of `mask` as a one-bit mask, lowest first.
func singleBits(of mask: UInt32) -> [UInt32] {
    var result: [UInt32] = []
    var remaining = mask
    while remaining != 0 {
        let lowest = remaining & (~remaining &+ 1)
        result.append(lowest)
        remaining &= ~lowest
    }
    return result
}

/// The 32-bit word predicates test: the thirteen `StateFlag` bits (the nine flags, then the
/// drag and drop states one-hot), then trait bits.
