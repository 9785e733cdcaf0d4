/// Reads a fuzz input a byte at a time, for targets that read their input as a program; past
/// the end every read is 0.
public struct ByteReader {
    /// The input.
    public let bytes: [UInt8]
    /// The next byte's position.
    public var offset = 0

    /// Reads `bytes` from the start.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, 0…255; 0 past the end.
    public mutating func next() -> Int {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset])
    }
}
