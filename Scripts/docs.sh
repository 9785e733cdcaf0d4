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
#   4. `docc convert` with the module's catalog (Sources/<Module>/<Module>.docc, optional)
#      and --warnings-as-errors, so a broken ``Symbol`` link fails the run.
#
# Archives: .build-docs/docs/<Module>.doccarchive (static-hosting layout; preview one with
# `docc preview Sources/<Module>/<Module>.docc --additional-symbol-graph-dir
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
tool_dir="$OUT/tools"
coverage_tool="$tool_dir/doc-coverage-$(printf '%s' "$coverage_source" | cksum | cut -d' ' -f1)"
if [[ ! -x "$coverage_tool" ]]; then
    mkdir -p "$tool_dir"
    rm -f "$tool_dir"/doc-coverage-*
    printf '%s\n' "$coverage_source" >"$tool_dir/main.swift"
    swiftc -O -module-name DocCoverage "$tool_dir/main.swift" -o "$coverage_tool"
fi

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

    # --- 4. The archive, warnings as errors. ---
    catalog=()
    if [[ -d "Sources/$module/$module.docc" ]]; then catalog=("Sources/$module/$module.docc"); fi
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
