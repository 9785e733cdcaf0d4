#!/usr/bin/env bash
# Builds the API documentation of every library module with the toolchain's `docc` — no
# plugin, no package dependency — and fails on any DocC warning or any undocumented public
# symbol.
#
#   bash Scripts/docs.sh                     # every module in MODULES below
#   bash Scripts/docs.sh ColorTransform      # only the named modules
#
# Steps, per run:
#   1. `swift package dump-symbol-graph` (public symbols, extension blocks, synthesized
#      members: swift-docc-plugin's defaults) into the scratch path .build-docs, so that the
#      normal .build is never touched;
#   2. per module, copy only <Module>.symbols.json and <Module>@*.symbols.json (docc would
#      merge any other module's graph into the archive);
#   3. documentation coverage: every public symbol *declared in the module's sources* must
#      have a doc comment of its own (a member that only inherits its protocol's comment, such
#      as an undocumented `description`, counts as undocumented). Synthesized members with no
#      source location (`!=`, `hashValue`, `init(rawValue:)`, Codable's defaults) and
#      extension blocks are not counted: they cannot carry a comment here;
#   4. the module's catalog (Sources/<Module>/<Module>.docc, optional) is staged into
#      .build-docs/docs/catalogs: its symbolic links to the guides in Docs/ are followed, and
#      each guide's relative Markdown links — which GitHub follows — become links DocC
#      resolves: `[text](States.md#typed-keys)` to `[text](<doc:States#Typed-keys>)` when
#      States is an article of the same catalog, anything else to the file's page in the
#      repository (REPOSITORY_BLOB_URL);
#   5. `docc convert` with the staged catalog and --warnings-as-errors, so a broken
#      ``Symbol`` link, or a guide's link to a missing article or heading, fails the run.
#
# Archives: .build-docs/docs/<Module>.doccarchive (static-hosting layout; preview one with
# `docc preview .build-docs/docs/catalogs/<Module>.docc --additional-symbol-graph-dir
# .build-docs/docs/symbol-graphs/<Module>`).
#
# Links to another module's symbols cannot be resolved in a per-module archive: in
# ConfigState's docs write `Color` (code voice), not ``Color``.
set -euo pipefail
cd "$(dirname "$0")/.."

# The documented library modules. To add one, append its name; a catalog is optional.
MODULES=(ColorTransform ConfigState ConfigStateTesting)
if [[ $# -gt 0 ]]; then MODULES=("$@"); fi

SCRATCH=.build-docs
OUT="$SCRATCH/docs"
BUNDLE_PREFIX=org.configstate
# Where a guide's link to a file outside its catalog points in the archive: the repository the
# README's `.package(url:)` names, at its main branch.
REPOSITORY_BLOB_URL=${REPOSITORY_BLOB_URL:-https://github.com/configstate/ConfigState/blob/main}

# The toolchain's docc: beside `swift`, else on PATH (or DOCC=/path/to/docc).
if [[ -z "${DOCC:-}" ]]; then
    swift_path=$(command -v swift)
    swift_real=$(readlink -f "$swift_path" 2>/dev/null || echo "$swift_path")
    DOCC="$(dirname "$swift_real")/docc"
    if [[ ! -x "$DOCC" ]]; then
        DOCC=$(command -v docc || xcrun --find docc 2>/dev/null || true)
    fi
fi
if [[ -z "$DOCC" || ! -x "$DOCC" ]]; then
    echo "error: the toolchain's docc was not found (set DOCC=/path/to/docc)" >&2
    exit 1
fi

mkdir -p "$OUT"

# --- The coverage counter: a small Swift program, compiled once per change to its source. ---
coverage_source=$(
    cat <<'SWIFT'
import Foundation

// Usage: doc-coverage <Module> <package-root> <symbol-graph.json>...
// Prints the coverage line and each undocumented symbol; exits 1 below 100 %.
let arguments = CommandLine.arguments
let module = arguments[1]
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path + "/"
var total = 0
var missing: [String] = []
for path in arguments.dropFirst(3) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        continue
    }
    for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
        // No location: synthesized or inherited, documented (or not) where it is declared.
        guard let location = symbol["location"] as? [String: Any] else { continue }
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        if kind == "swift.extension" { continue }
        total += 1
        let uri = location["uri"] as? String ?? ""
        var documented = false
        if let comment = symbol["docComment"] as? [String: Any] {
            let owner = comment["module"] as? String
            let isOwn = owner == module || (owner == nil && comment["uri"] as? String == uri)
            let lines = comment["lines"] as? [[String: Any]] ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined()
            documented = isOwn && !text.allSatisfy(\.isWhitespace)
        }
        if documented { continue }
        var file = URL(string: uri)?.path ?? uri
        if file.hasPrefix(root) { file.removeFirst(root.count) }
        let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? -1) + 1
        let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        let title = (symbol["kind"] as? [String: Any])?["displayName"] as? String ?? kind
        missing.append("  \(file):\(line): \(module).\(name) (\(title)) has no doc comment")
    }
}
let documented = total - missing.count
// Rounded down, so that 99.96 % never prints as 100.0 %.
let tenths = total == 0 ? 1000 : documented * 1000 / total
print("\(module): \(tenths / 10).\(tenths % 10)% of public symbols documented (\(documented)/\(total))")
for entry in missing.sorted() { print(entry) }
exit(missing.isEmpty ? 0 : 1)
SWIFT
)
# --- The catalog stager: a small Swift program too (step 4 above). ---
stage_source=$(
    cat <<'SWIFT'
import Foundation

// Usage: stage-catalog <package-root> <catalog> <destination> <repository-blob-url>
// Copies <catalog> to <destination>, following symbolic links, and rewrites the relative
// Markdown links of its articles (outside code blocks) for DocC.
let arguments = CommandLine.arguments
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL.resolvingSymlinksInPath()
let catalog = URL(fileURLWithPath: arguments[2], relativeTo: root).absoluteURL.standardizedFileURL
let destination = URL(fileURLWithPath: arguments[3], relativeTo: root).absoluteURL
    .standardizedFileURL
let repository = arguments[4]
let manager = FileManager.default

/// GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped.
func githubAnchor(_ heading: String) -> String {
    String(
        heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
                ? character : nil
        })
}

/// DocC's fragment for a heading: its words joined by hyphens, code voice unmarked.
func doccFragment(_ heading: String) -> String {
    heading.replacingOccurrences(of: "`", with: "").split(whereSeparator: \.isWhitespace)
        .joined(separator: "-")
}

/// The Markdown headings of `text`, outside fenced code blocks.
func headings(_ text: String) -> [String] {
    var result: [String] = []
    var fence: Substring?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if let open = fence {
            if trimmed.hasPrefix(open) { fence = nil }
        } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            fence = trimmed.prefix { $0 == trimmed.first }
        } else if trimmed.hasPrefix("#") {
            let title = trimmed.drop { $0 == "#" }
            if title.first == " " { result.append(title.trimmingCharacters(in: .whitespaces)) }
        }
    }
    return result
}

// The articles, by name, and the path of the file each really is.
var articles: [String: String] = [:]
let entries = (manager.enumerator(atPath: catalog.path)?.allObjects as? [String] ?? []).sorted()
for entry in entries where entry.hasSuffix(".md") {
    let name = String((entry as NSString).lastPathComponent.dropLast(3))
    articles[name] = catalog.appendingPathComponent(entry).resolvingSymlinksInPath().path
}

/// `target`, a link in the file at `source`, as DocC should see it; `nil` leaves it alone.
func rewritten(_ target: Substring, in source: URL) -> String? {
    if target.isEmpty || target.hasPrefix("#") || target.hasPrefix("/") || target.hasPrefix("<")
        || target.contains(":")
    {
        return nil  // an anchor on the page, an absolute path, a doc: link or a URL
    }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = URL(fileURLWithPath: String(parts[0]), relativeTo: source.deletingLastPathComponent())
        .absoluteURL.standardizedFileURL.resolvingSymlinksInPath()
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    let name = file.deletingPathExtension().lastPathComponent
    if file.pathExtension == "md", articles[name] == file.path {
        guard let anchor else { return "<doc:\(name)>" }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // An anchor that names no heading is passed on as written, for docc to report.
        let heading = headings(text).first { githubAnchor($0) == anchor }
        return "<doc:\(name)#\(heading.map(doccFragment) ?? anchor)>"
    }
    guard file.path.hasPrefix(root.path + "/") else { return nil }
    let relative = file.path.dropFirst(root.path.count + 1)
    return "\(repository)/\(relative)" + (anchor.map { "#\($0)" } ?? "")
}

/// `text` with every inline link `](target)` outside fenced code blocks rewritten.
func rewrittenLinks(_ text: String, in source: URL) -> String {
    var lines: [String] = []
    var fence: Substring?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if let open = fence {
            if trimmed.hasPrefix(open) { fence = nil }
            lines.append(String(line))
            continue
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            fence = trimmed.prefix { $0 == trimmed.first }
            lines.append(String(line))
            continue
        }
        var output = ""
        var rest = line[...]
        while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")")
        {
            output += rest[..<open.upperBound]
            let target = rest[open.upperBound..<close]
            output += rewritten(target, in: source) ?? String(target)
            rest = rest[close...]
        }
        lines.append(output + rest)
    }
    return lines.joined(separator: "\n")
}

try? manager.removeItem(at: destination)
try manager.createDirectory(at: destination, withIntermediateDirectories: true)
for entry in entries {
    let source = catalog.appendingPathComponent(entry).resolvingSymlinksInPath()
    let target = destination.appendingPathComponent(entry)
    var isDirectory: ObjCBool = false
    _ = manager.fileExists(atPath: source.path, isDirectory: &isDirectory)
    if isDirectory.boolValue {
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
    } else if entry.hasSuffix(".md") {
        let text = try String(contentsOf: source, encoding: .utf8)
        try rewrittenLinks(text, in: source).write(to: target, atomically: true, encoding: .utf8)
    } else {
        try Data(contentsOf: source).write(to: target)
    }
}
SWIFT
)

# Compiles a tool's source once per change to it; prints the executable's path.
tool_dir="$OUT/tools"
build_tool() {
    local name=$1 module=$2 source=$3
    local tool
    tool="$tool_dir/$name-$(printf '%s' "$source" | cksum | cut -d' ' -f1)"
    if [[ ! -x "$tool" ]]; then
        mkdir -p "$tool_dir/$name-src"
        rm -f "$tool_dir/$name"-[0-9]*
        printf '%s\n' "$source" >"$tool_dir/$name-src/main.swift"
        swiftc -O -module-name "$module" "$tool_dir/$name-src/main.swift" -o "$tool" >&2
    fi
    echo "$tool"
}
coverage_tool=$(build_tool doc-coverage DocCoverage "$coverage_source")
stage_tool=$(build_tool stage-catalog StageCatalog "$stage_source")

# --- 1. Symbol graphs. ---
echo "== symbol graphs (swift package dump-symbol-graph, scratch path $SCRATCH)"
rm -rf "$SCRATCH"/*/symbolgraph
log="$OUT/dump-symbol-graph.log"
if ! swift package --scratch-path "$SCRATCH" dump-symbol-graph \
    --minimum-access-level public --emit-extension-block-symbols >"$log" 2>&1; then
    # On a fresh scratch path SwiftPM 6.3 also tries the synthesized test modules
    # (<Package>PackageTests, <Package>PackageDiscoveredTests), which it has not built, and
    # exits 1 after writing every library's graph. Only that failure is tolerated.
    other_errors=$(grep -E '^error:' "$log" |
        grep -vE "^error: Failed to emit symbol graph for '[A-Za-z0-9_]+Package(Discovered)?Tests'" ||
        true)
    if [[ -n "$other_errors" ]] || ! grep -q '^Files written to ' "$log"; then
        cat "$log" >&2
        echo "error: swift package dump-symbol-graph failed" >&2
        exit 1
    fi
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
if [[ -z "$graphs" || ! -d "$graphs" ]]; then
    cat "$log" >&2
    echo "error: could not find the symbol graphs dump-symbol-graph wrote" >&2
    exit 1
fi

status=0
for module in "${MODULES[@]}"; do
    echo "== $module"
    # --- 2. Only this module's graphs. ---
    module_graphs="$OUT/symbol-graphs/$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    if [[ ! -f "$graphs/$module.symbols.json" ]]; then
        echo "error: no symbol graph for $module in $graphs (is it a library target?)" >&2
        status=1
        continue
    fi
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    shopt -s nullglob
    for extension_graph in "$graphs/$module"@*.symbols.json; do
        cp "$extension_graph" "$module_graphs/"
    done
    shopt -u nullglob

    # --- 3. Coverage. ---
    if ! "$coverage_tool" "$module" "$PWD" "$module_graphs"/*.symbols.json; then
        echo "error: $module has undocumented public symbols (listed above)" >&2
        status=1
    fi

    # --- 4. The catalog, staged with its guides' links rewritten. ---
    catalog=()
    if [[ -d "Sources/$module/$module.docc" ]]; then
        staged="$OUT/catalogs/$module.docc"
        "$stage_tool" "$PWD" "Sources/$module/$module.docc" "$staged" "$REPOSITORY_BLOB_URL"
        catalog=("$staged")
    fi

    # --- 5. The archive, warnings as errors. ---
    archive="$OUT/$module.doccarchive"
    rm -rf "$archive"
    if docc_output=$("$DOCC" convert ${catalog[@]+"${catalog[@]}"} \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-dir "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$BUNDLE_PREFIX.$module" \
        --transform-for-static-hosting \
        --warnings-as-errors 2>&1); then
        if [[ -n "${docc_output//[[:space:]]/}" ]]; then echo "$docc_output"; fi
        echo "$module: DocC archive $archive, no warnings"
    else
        echo "$docc_output" >&2
        echo "error: docc reported problems in $module's documentation (above)" >&2
        status=1
    fi
done

if [[ $status -ne 0 ]]; then
    echo "docs: FAILED" >&2
    exit $status
fi
echo "docs: OK (${MODULES[*]})"
