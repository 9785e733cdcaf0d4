#!/usr/bin/env bash
# Where one instruction-count workload's instructions go, per operation: runs the workload
# under callgrind at two iteration counts and subtracts, so that set-up and process start
# cancel out, as Scripts/instructions.sh does for the totals.
#
#   bash Scripts/profile.sh WORKLOAD                # the 70 functions with the most self cost
#   bash Scripts/profile.sh WORKLOAD REGEX          # each matching function: inclusive and
#                                                   # self cost, and its callees with their
#                                                   # cost and calls per operation
#   bash Scripts/profile.sh WORKLOAD REGEX --lines  # the matching functions' self cost by
#                                                   # source line (inlined code at its own line)
#
# REGEX is a Python regular expression searched in the mangled names, e.g.
# 'layOutRowsScrolledDown|provideCell' (the tables print `$s11ConfigState` as `CS.`; search
# for the rest of the name). The iteration counts are the workload's own (its usage line).
# Installs valgrind when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
workload=${1:?usage: Scripts/profile.sh WORKLOAD [REGEX [--lines]]}
pattern=${2:-}
mode=${3:-}
usage="usage: Scripts/profile.sh WORKLOAD [REGEX [--lines]]"
if [[ -n $mode && $mode != --lines ]] || [[ $# -gt 3 ]]; then
    echo "$usage (unknown argument: ${mode:-$4})" >&2
    exit 2
fi
if [[ $mode == --lines && -z $pattern ]]; then
    echo "$usage (--lines needs a REGEX naming the functions)" >&2
    exit 2
fi
if [[ -n $pattern ]] && ! python3 -c 'import re, sys; re.compile(sys.argv[1])' "$pattern" 2>/dev/null
then
    echo "not a Python regular expression: $pattern" >&2
    exit 2
fi

if ! command -v valgrind >/dev/null; then
    echo "== installing valgrind"
    if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && apt-get install -y -qq valgrind; else
        sudo apt-get update -qq && sudo apt-get install -y -qq valgrind; fi
fi
swift build --package-path Benchmarks -c release --product instruction-counts >/dev/null
binary="Benchmarks/.build/release/instruction-counts"
# The workload's line, matched as a whole name (not as a pattern).
read -r low high < <("$binary" 2>/dev/null | awk -v name="$workload" \
    '$1 == name && $2 ~ /^[0-9]+$/ { sub(":", "", $3); print $2, $3 }' || true) || true
if [[ -z ${low:-} ]]; then
    echo "no workload $workload; run $binary for the list" >&2
    exit 2
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
options=()
[[ $mode == --lines ]] && options=(--dump-instr=yes --dump-line=no)
for n in "$low" "$high"; do
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind "${options[@]}" \
        --callgrind-out-file="$out/$n.cg" "$binary" "$workload" "$n" >/dev/null 2>&1
done
if [[ $mode == --lines ]]; then
    python3 Scripts/profile/lines.py "$binary" "$out/$low.cg" "$out/$high.cg" \
        "$((high - low))" "$pattern"
else
    python3 Scripts/profile/functions.py "$out/$low.cg" "$out/$high.cg" "$((high - low))" \
        ${pattern:+"$pattern"}
fi
