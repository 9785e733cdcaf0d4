#!/usr/bin/env bash
# Runs ConfigState's benchmarks (the Benchmarks/ package, package-benchmark 1.38.1) and writes
# their figures into Docs/Performance.md, between its generated markers: each figure beside
# its hand-written baseline and floor, the ratio, allocations per operation, the machine and
# this command. Exits non-zero if a benchmark fails or a SPEC §11 budget is missed (the page
# says which).
#
# Usage: Scripts/benchmark.sh [BENCHMARK-OPTIONS...]
#   BENCHMARK-OPTIONS  passed to `swift package benchmark`, e.g. --filter 'content/.*'
#                      (rows not run then read "not measured").
# Takes about ten minutes on two cores, most of it building the benchmark package once.
set -euo pipefail
cd "$(dirname "$0")/.."

output="$(mktemp)"
trap 'rm -f "$output"' EXIT

echo "== swift package benchmark (release build of Benchmarks/, then every benchmark)"
swift package --package-path Benchmarks --disable-sandbox benchmark --target ConfigStateBenchmarks \
    --no-progress "$@" \
    | tee "$output"

echo "== writing Docs/Performance.md"
toolchain="$(swift --version 2>/dev/null | head -n 1 | sed 's/ *(.*//')"
swift run --package-path Benchmarks -c release benchmark-report \
    "$output" Docs/Performance.md "bash Scripts/benchmark.sh" "$toolchain"
