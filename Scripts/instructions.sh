#!/usr/bin/env bash
# Counts instructions per operation of the workloads in Benchmarks/InstructionCounts under
# valgrind's callgrind — deterministic on shared machines, where wall-clock time is not.
# Each workload runs at the two iteration counts it names (1 and 3 for the large ones, 1 000
# and 2 000 for a single scroll); the difference divided by the extra iterations is the cost
# of one operation, with set-up, warm-up and process start cancelled out.
#
#   bash Scripts/instructions.sh                 # every workload
#   bash Scripts/instructions.sh NAME [NAME...]  # only these
#
# Installs valgrind (a Debian package) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null; then
    echo "== installing valgrind"
    if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && apt-get install -y -qq valgrind; else
        sudo apt-get update -qq && sudo apt-get install -y -qq valgrind; fi
fi

echo "== swift build -c release --product instruction-counts (Benchmarks/)"
log=$(mktemp)
if ! swift build --package-path Benchmarks -c release --product instruction-counts >"$log" 2>&1; then
    cat "$log"
    exit 1
fi
rm -f "$log"
binary="Benchmarks/.build/release/instruction-counts"

# "NAME LOW HIGH" per workload, from the binary's usage.
mapfile -t listed < <("$binary" 2>/dev/null | sed -n 's/^  \([^:]*\):.*/\1/p' || true)
rows=()
for row in "${listed[@]}"; do
    if [[ $# -eq 0 ]] || [[ " $* " == *" ${row%% *} "* ]]; then rows+=("$row"); fi
done

# Instructions of one run: callgrind's total "Ir" (instructions read).
count() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" "$1" "$2" >/dev/null 2>&1
    grep -E '^(summary|totals):' "$out" | head -n 1 | awk '{print $2}'
    rm -f "$out"
}

printf '%-32s %18s\n' "workload" "instructions/op"
for row in "${rows[@]}"; do
    read -r name low high <<<"$row"
    a=$(count "$name" "$low")
    b=$(count "$name" "$high")
    printf '%-32s %18d\n' "$name" $(((b - a) / (high - low)))
done
