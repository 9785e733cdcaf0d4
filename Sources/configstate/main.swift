import ConfigStateCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(ConfigStateCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
