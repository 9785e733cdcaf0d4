import ConfigState

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `configstate gallery` (and `configstate` with no arguments): the state gallery as one
/// self-contained HTML file.
enum GalleryCommand: Subcommand {
    static let name = "gallery"
    static let summary = "Write the state gallery: every style in every state, as one HTML file."

    /// The file written when `--output` is not given, in the current directory.
    static let defaultOutput = "configstate-gallery.html"

    static let usage = """
        USAGE: configstate gallery [--styles NAMES] [--output PATH]

        Writes the state gallery as one self-contained HTML file (inline CSS, no scripts, no
        network): every system style context in every meaningful state, in light, dark and
        both high-contrast appearances. Each swatch is drawn from the render at iPhone width
        (\(swatchPoints) points) — background, corner radius, stroke, text, secondary text, image
        tint, visible accessories — with the primary text's WCAG and APCA contrast, a badge
        for UIKit-fidelity cases and real failures, and the configstate resolve command
        that prints it. Then prints a short summary and the file's absolute path.
        `configstate` with no arguments runs this.

        CONTEXTS (\(StyleContext.all.count)): each content style with its default background in its
        natural list; cell, subtitleCell, valueCell, header and footer also in grouped,
        insetGrouped, sidebar and sidebarPlain lists; cell() on listPlainCell, listGroupedCell
        and clear.

        BUTTONS (\(ButtonContext.all.count)): after the lists, each button style as a Button with a
        sample title, subtitle and symbol, drawn from its ButtonRender on systemBackground,
        in \(ButtonContext.galleryStates.map(\.name).joined(separator: ", ")), in the normal and the
        destructive role. A button style is
        named with the button- prefix:
          \(wrapList(ButtonContext.names, indent: "  ", terminator: "."))

        STATES (\(cellStateCount) for cells, \(headerStateCount) for headers and footers):
          \(wrapList(NamedState.all.map(\.name), indent: "  ", terminator: "."))

        OPTIONS:
          --styles NAMES  Only the contexts whose content or background style is one of
                          NAMES (comma-separated), e.g. sidebarCell,listPlainCell, and
                          the buttons named, e.g. button-filled (none unless named).
          --output PATH   Where to write (default: \(defaultOutput) in the current
                          directory; relative paths are relative to it). - writes the
                          HTML to standard output, without the summary (./- is a file).
          -h, --help      Show this help.

        EXIT STATUS: 0 written, 1 the file could not be written, 2 usage error.
        """

    /// The swatch width as the usage prints it: `375`.
    static let swatchPoints = formatShort(Gallery.swatchWidth)

    static let cellStateCount = NamedState.all.filter { $0.applies(toHeaderOrFooter: false) }.count
    static let headerStateCount = NamedState.all.filter { $0.applies(toHeaderOrFooter: true) }
        .count

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: [], options: ["styles", "output"])
        try parsed.expectNoPositionals()
        var contexts = StyleContext.all
        var buttons = ButtonContext.all
        if let value = parsed.options["styles"] {
            let names = Set(try ListArguments.styleNames(value, subcommand: Self.name))
            contexts = contexts.filter {
                names.contains($0.contentStyle.rawValue)
                    || names.contains($0.backgroundStyle.rawValue)
            }
            buttons = buttons.filter { names.contains($0.identifier) }
        }
        let output = parsed.options["output"] ?? defaultOutput
        if output.isEmpty {
            throw CommandLineError("option '--output' needs a file path", subcommand: Self.name)
        }
        var gallery = Gallery(contexts: contexts)
        gallery.buttons = ButtonGallery(contexts: buttons)
        let html = GalleryHTML(gallery: gallery).document
        if output == "-" {
            // By convention `-` is standard output; the summary would corrupt the HTML there.
            context.print(html, terminator: html.hasSuffix("\n") ? "" : "\n")
            return ExitStatus.success
        }
        let path = absolutePath(output, in: context.currentDirectory)
        if let problem = write(html, to: path) {
            context.printError(
                "error: cannot write the gallery to '\(quotedForMessage(path, limit: 4 * quotedTextLimit))': \(problem)"
            )
            return ExitStatus.failure
        }
        for line in summary(gallery, path: path, usesColor: context.usesColor) {
            context.print(line)
        }
        return ExitStatus.success
    }

    /// The terminal summary.
    static func summary(_ gallery: Gallery, path: String, usesColor: Bool) -> [String] {
        let style = TerminalStyle(enabled: usesColor)
        let counts = gallery.counts
        let rows = gallery.groups.map(\.rows.count).reduce(0, +)
        let below = counts.fidelity + counts.failures
        let failures = String(counts.failures)
        let listSwatches = gallery.swatches.count
        let buttonGroups = gallery.buttons.groups
        let buttonRows = buttonGroups.map { $0.rows.count }.reduce(0, +)
        var parts: [String] = []
        if !gallery.groups.isEmpty || buttonGroups.isEmpty {
            parts.append(
                "\(gallery.groups.count) style contexts, \(rows) states × \(Appearance.all.count) appearances = \(listSwatches) swatches"
            )
        }
        if !buttonGroups.isEmpty {
            parts.append(
                "\(buttonGroups.count) button styles, \(buttonRows) states and roles × \(Appearance.all.count) appearances = \(gallery.buttons.swatches.count) swatches"
            )
        }
        return [
            style.bold("configstate gallery") + ": " + parts.joined(separator: "; "),
            "  primary text below WCAG \(formatShort(Gallery.threshold)):1 in \(below) swatches: "
                + style.yellow("\(counts.fidelity) UIKit fidelity") + ", "
                + (counts.failures == 0
                    ? style.green("0 real failures") : style.red("\(failures) real failures")),
            "  wrote " + style.bold(path),
        ]
    }

    /// `path` made absolute against `directory`, with `.` and `..` removed.
    static func absolutePath(_ path: String, in directory: String) -> String {
        var base = directory
        if !base.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: 4096)
            let cwd =
                getcwd(&buffer, buffer.count) != nil
                ? String(
                    decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) },
                    as: UTF8.self) : ""
            base = cwd + "/" + base
        }
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Writes `text` to `path`; returns the system's reason on failure.
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "w") else { return String(cString: strerror(errno)) }
        var bytes = Array(text.utf8)
        let written = fwrite(&bytes, 1, bytes.count, file)
        let error = written == bytes.count ? nil : String(cString: strerror(errno))
        if fclose(file) != 0 && error == nil { return String(cString: strerror(errno)) }
        return error
    }
}
