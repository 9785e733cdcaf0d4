import CFuzzer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Fuzz {
    /// Runs libFuzzer with the process's arguments, calling `target` for every input, and exits
    /// with libFuzzer's status.
    ///
    /// - Parameter target: The target's `LLVMFuzzerTestOneInput`.
    public static func main(
        _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, target))
    }
}
