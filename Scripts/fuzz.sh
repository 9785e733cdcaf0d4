#!/usr/bin/env bash
# Fuzzes ConfigState's hex parser, JSON decoders and programs of operations on a CollectionView
# and its diffable data source with libFuzzer.
#
#   Scripts/fuzz.sh list              # the targets
#   Scripts/fuzz.sh TARGET SECONDS    # build, then fuzz TARGET for SECONDS
#   Scripts/fuzz.sh all SECONDS       # every target in turn, SECONDS each
#   Scripts/fuzz.sh check             # build, then run every target once over its seed
#                                     # corpus (the regression inputs included): for CI
#
# Builds the separate package in Fuzz/ (release, `-sanitize=fuzzer,address`; the root package
# never builds it), copies the target's seed corpus Fuzz/Corpus/NAME/ into a working corpus
# under Fuzz/.build/corpus/NAME/ (kept between runs, so later runs continue where earlier ones
# stopped; the committed seeds are never written to), runs under `nice -n 10`, and prints the
# executions and findings. A crashing, leaking or slow input is saved in Fuzz/Findings/NAME/
# and the script exits 1: turn it into a regression test in Tests/ (see Docs/Reliability.md),
# fix the bug, then delete the file.
#
# One libFuzzer process at a time (the machines have two cores, shared). FUZZ_ARGS adds
# libFuzzer flags, for example FUZZ_ARGS="-max_len=65536"; ASAN_OPTIONS passes through.
set -euo pipefail
cd "$(dirname "$0")/.."

# name → executable target.
TARGETS=(
    "hex FuzzHex"
    "color FuzzColor"
    "transformer FuzzTransformer"
    "traits FuzzTraitCollection"
    "view-state FuzzViewState"
    "cell-state FuzzCellState"
    "list-content FuzzListContent"
    "background FuzzBackground"
    "accessory FuzzAccessory"
    "state-aware-value FuzzStateAwareValue"
    "font FuzzFont"
    "color-program FuzzColorProgram"
    "collectionview FuzzCollectionView"
)

usage() {
    echo "usage: Scripts/fuzz.sh list | check | TARGET SECONDS | all SECONDS" >&2
    exit 2
}

list() {
    echo "Fuzz targets (Scripts/fuzz.sh TARGET SECONDS):"
    for entry in "${TARGETS[@]}"; do
        set -- $entry
        printf '  %-18s %-20s corpus Fuzz/Corpus/%s (%s seeds)\n' "$1" "$2" "$1" \
            "$(find "Fuzz/Corpus/$1" -type f 2>/dev/null | wc -l | tr -d ' ')"
    done
}

executable_for() {
    for entry in "${TARGETS[@]}"; do
        set -- $entry
        if [ "$1" = "$NAME" ]; then echo "$2"; return 0; fi
    done
    return 1
}

build() {
    echo "== building Fuzz/ (release, -sanitize=fuzzer,address)"
    local log status
    log=$(mktemp)
    set +e
    nice -n 10 swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address \
        >"$log" 2>&1
    status=$?
    set -e
    # ld.gold warns about an ASan symbol on every link; the warning is harmless.
    grep -v -e "Cannot export local symbol '__asan_extra_spill_area'" -e "^\[" "$log" || true
    rm -f "$log"
    return $status
}

run() {
    local name=$1 seconds=$2 executable
    NAME=$name
    executable=$(executable_for) || { echo "unknown target '$name'" >&2; list >&2; exit 2; }
    local binary="Fuzz/.build/release/$executable"
    local work="Fuzz/.build/corpus/$name"
    local findings="Fuzz/Findings/$name"
    local dictionary="Fuzz/Dictionaries/json.dict"
    [ "$name" = "hex" ] && dictionary="Fuzz/Dictionaries/hex.dict"
    # The collection view target reads bytes as operations, not text: no dictionary.
    local dictionary_flag="-dict=$dictionary"
    [ "$name" = "collectionview" ] && dictionary_flag="-use_value_profile=1"
    mkdir -p "$work" "$findings"
    cp -n "Fuzz/Corpus/$name"/* "$work"/ 2>/dev/null || true
    local before log status marker
    before=$(find "$findings" -type f | wc -l)
    log=$(mktemp)
    marker=$(mktemp)
    echo "== fuzzing $name ($executable) for ${seconds}s on $(find "$work" -type f | wc -l | tr -d ' ') inputs"
    set +e
    # detect_leaks: LeakSanitizer runs at exit and after crashes; -timeout flags any input that
    # takes over 10 s (quadratic decoding, say) as a finding.
    # SWIFT_BACKTRACE: the Swift runtime's crash backtracer reads memory ASan reports as an
    # overflow after a crash; the fuzzer's own stack trace is enough.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" nice -n 10 "$binary" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=8192 \
        "$dictionary_flag" -artifact_prefix="$findings/" -print_final_stats=1 \
        ${FUZZ_ARGS:-} "$work" >"$log" 2>&1
    status=$?
    set -e
    local runs rate units new_findings
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    rate=$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}')
    units=$(grep -E '^stat::new_units_added' "$log" | awk '{print $2}')
    new_findings=$(($(find "$findings" -type f | wc -l) - before))
    echo "   executions: ${runs:-?} (${rate:-?}/s), new corpus units: ${units:-?}, exit status: $status"
    if [ "$new_findings" -gt 0 ] || [ "$status" -ne 0 ]; then
        echo "   FINDINGS: $new_findings new file(s) in $findings/"
        find "$findings" -type f -newer "$marker" | sort | sed 's/^/     /'
        grep -E "^==[0-9]+==ERROR|fuzz invariant failed|Fatal error|SUMMARY|deadly signal|timeout" "$log" |
            head -20 | sed 's/^/     /'
        cp "$log" "$findings/last-run.log"
        echo "   full log: $findings/last-run.log"
        rm -f "$log" "$marker"
        return 1
    fi
    echo "   findings: none"
    rm -f "$log" "$marker"
}

# Runs every target once over its committed seeds, without fuzzing.
check() {
    local failed=0 name executable count
    for entry in "${TARGETS[@]}"; do
        set -- $entry
        name=$1
        executable=$2
        count=$(find "Fuzz/Corpus/$name" -type f | wc -l | tr -d ' ')
        if SWIFT_BACKTRACE=enable=no nice -n 10 "Fuzz/.build/release/$executable" -runs=0 \
            "Fuzz/Corpus/$name" >/dev/null 2>&1; then
            echo "   $name: $count seeds pass"
        else
            echo "   $name: FAILED on its seeds; rerun: Fuzz/.build/release/$executable -runs=0 Fuzz/Corpus/$name"
            failed=1
        fi
    done
    return $failed
}

case "${1:-}" in
list) list ;;
check)
    [ $# -eq 1 ] || usage
    build
    check
    ;;
all)
    [ $# -eq 2 ] || usage
    seconds=$2
    build
    failed=0
    for entry in "${TARGETS[@]}"; do
        set -- $entry
        run "$1" "$seconds" || failed=1
    done
    exit $failed
    ;;
"") usage ;;
*)
    [ $# -eq 2 ] || usage
    NAME=$1
    executable_for >/dev/null || { echo "unknown target '$1'" >&2; list >&2; exit 2; }
    build
    run "$1" "$2"
    ;;
esac
