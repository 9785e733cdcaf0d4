#!/usr/bin/env bash
# Counts instructions and allocations (calls to `malloc`) per operation of the workloads in
# Benchmarks/InstructionCounts under valgrind's callgrind — deterministic on shared machines,
# where wall-clock time is not.
# Each workload runs at the two iteration counts it names (1 and 3 for the large ones, 1 000
# and 2 000 for a single scroll); the difference divided by the extra iterations is the cost
# of one operation, with set-up, warm-up and process start cancelled out.
#
#   bash Scripts/instructions.sh                 # every workload
#   bash Scripts/instructions.sh NAME [NAME...]  # only these
#   bash Scripts/instructions.sh --docs          # the budget tables, written into
#                                                # Docs/Performance.md (about 15 minutes)
#
# With --docs it counts the library beside its baselines — `updated(for:)` of every style
# beside the app-owned baseline and a real copy of the configuration; the collection view's
# scroll, jump and apply beside a hand-written list — and writes the tables between the
# `<!-- generated: instructions -->` markers of Docs/Performance.md, each ratio against its
# budget (SPEC §11). It exits non-zero when a budget is missed, after writing the tables.
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
docs=false
if [[ ${1:-} == --docs ]]; then
    docs=true
    shift
    content_styles=$(printf '%s\n' "${listed[@]}" | sed -n 's/^update-content-\([^ ]*\) .*/\1/p')
    background_styles=$(printf '%s\n' "${listed[@]}" | sed -n 's/^update-background-\([^ ]*\) .*/\1/p')
    button_styles=$(printf '%s\n' "${listed[@]}" | sed -n 's/^update-button-\([^ ]*\) .*/\1/p')
    list_names="list-scroll-100k-by-one-row handlist-scroll-100k-by-one-row
        handlist-config-scroll-100k-by-one-row handlist-views-scroll-100k-by-one-row
        list-jump-100k-by-20-rows handlist-jump-100k-by-20-rows
        handlist-config-jump-100k-by-20-rows handlist-views-jump-100k-by-20-rows
        list-apply-1M-one-selected handlist-apply-1M-one-selected set-1M-twice
        list-scroll-10k-by-one-row list-scroll-1M-by-one-row list-scroll-10M-by-one-row"
    wanted=$list_names
    for style in $content_styles; do
        wanted+=" update-content-$style app-content-$style copy-content-$style"
    done
    for style in $background_styles; do
        wanted+=" update-background-$style app-background-$style copy-background-$style"
    done
    for style in $button_styles; do
        wanted+=" update-button-$style app-button-$style copy-button-$style"
    done
    set -- $wanted
fi
rows=()
for row in "${listed[@]}"; do
    if [[ $# -eq 0 ]] || [[ " $* " == *" ${row%% *} "* ]]; then rows+=("$row"); fi
done

# Instructions of one run — callgrind's total "Ir" (instructions read) — and its calls to
# `malloc` (every allocation, Swift's included: summed over the call edges callgrind records;
# single-threaded and deterministic, where an allocation counter in a benchmark runner also
# counts the runner's threads).
#
# Hashing is seeded the same in every run (SWIFT_DETERMINISTIC_HASHING): Swift seeds it at
# random per process, which moves a count by a few instructions per operation from one run to
# the next (measured: ±6 000 of 51.7 million for 6 400 updates; 6 with the fixed seed).
count() {
    local out
    out=$(mktemp)
    SWIFT_DETERMINISTIC_HASHING=1 \
        valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" "$1" "$2" >/dev/null 2>&1
    local instructions mallocs
    instructions=$(grep -E '^(summary|totals):' "$out" | head -n 1 | awk '{print $2}')
    mallocs=$(awk '
        /^c?fn=\(/ {
            line = $0
            isCallee = substr(line, 1, 1) == "c"
            sub(/^c?fn=\(/, "", line)
            id = line
            sub(/\).*/, "", id)
            name = line
            sub(/^[0-9]+\) ?/, "", name)
            if (name != "") names[id] = name
            if (isCallee) callee = id
            next
        }
        /^calls=/ {
            if (names[callee] == "malloc") { split($0, fields, /[= ]/); total += fields[2] }
            next
        }
        END { print total + 0 }' "$out")
    echo "$instructions $mallocs"
    rm -f "$out"
}

declare -A per_op allocations
printf '%-44s %18s %14s\n' "workload" "instructions/op" "mallocs/op"
for row in "${rows[@]}"; do
    read -r name low high <<<"$row"
    read -r a a_mallocs <<<"$(count "$name" "$low")"
    read -r b b_mallocs <<<"$(count "$name" "$high")"
    per_op[$name]=$(((b - a) / (high - low)))
    allocations[$name]=$(awk -v a="$a_mallocs" -v b="$b_mallocs" -v n="$((high - low))" \
        'BEGIN { printf "%.2f", (b - a) / n }')
    printf '%-44s %18d %14s\n' "$name" "${per_op[$name]}" "${allocations[$name]}"
done
$docs || exit 0

# The tables, as Markdown, into Docs/Performance.md.
missed=0
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
within() { awk -v r="$1" -v limit="$2" 'BEGIN { exit !(r <= limit) }'; }
# 1234567 as "1 234 567".
number() {
    awk -v n="$1" 'BEGIN {
        s = sprintf("%d", n); out = ""
        while (length(s) > 3) { out = " " substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
        print s out
    }'
}
table=$(mktemp)
{
    echo "Counted $(date -u +%Y-%m-%d) with $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//') on $(uname -m), by \`bash Scripts/instructions.sh --docs\`."
    echo
    echo "#### \`updated(for:)\`"
    echo
    echo "Instructions per update of the style's factory configuration, cycling through 64 states (flags, drag and drop, light and dark), each passed borrowed as a host passes the state it made (\`BorrowedStates\`: a state read from an array is copied for the call, about 90 instructions that no host pays). The copy is an opaque copy and destroy of the same configuration. Budget: at most 1.5× the app-owned baseline and 1.2× the copy."
    echo
    echo "| Style | Library | App-owned baseline | Ratio | Copy of the configuration | Ratio | Budget |"
    echo "|---|---:|---:|---:|---:|---:|---|"
    for kind in content background; do
        if [[ $kind == content ]]; then styles=$content_styles; else styles=$background_styles; fi
        for style in $styles; do
            library=${per_op[update-$kind-$style]}
            app=${per_op[app-$kind-$style]}
            copy=${per_op[copy-$kind-$style]}
            to_app=$(ratio "$library" "$app")
            to_copy=$(ratio "$library" "$copy")
            mark="✓"
            if ! within "$to_app" 1.5 || ! within "$to_copy" 1.2; then mark="✗"; missed=1; fi
            echo "| $kind \`$style()\` | $(number "$library") | $(number "$app") | ${to_app}× | $(number "$copy") | ${to_copy}× | $mark |"
        done
    done
    echo
    echo "#### Button updates"
    echo
    echo "Instructions per \`Button.Configuration.updated(for:)\` of the style's factory configuration (titled), cycling through the 16 control states, beside the app-owned baseline (the app's flags, a \`switch\`, its own struct of colours, stroke and corner radius from colour constants defined once; checked equal to the library's values in every state) and an opaque copy and destroy of the configuration. Allocations are calls to \`malloc\` per update, counted by callgrind in the same run. Budget: 0 allocations, at most 1.5× the app-owned baseline and 1.2× the copy."
    echo
    echo "| Style | Library | App-owned baseline | Ratio | Copy of the configuration | Ratio | Allocations per update | Budget |"
    echo "|---|---:|---:|---:|---:|---:|---:|---|"
    for style in $button_styles; do
        library=${per_op[update-button-$style]}
        app=${per_op[app-button-$style]}
        copy=${per_op[copy-button-$style]}
        to_app=$(ratio "$library" "$app")
        to_copy=$(ratio "$library" "$copy")
        mark="✓"
        if ! within "$to_app" 1.5 || ! within "$to_copy" 1.2 || ! within "${allocations[update-button-$style]}" 0; then
            mark="✗"
            missed=1
        fi
        echo "| \`$style()\` | $(number "$library") | $(number "$app") | ${to_app}× | $(number "$copy") | ${to_copy}× | ${allocations[update-button-$style]} | $mark |"
    done
    echo
    echo "#### The list"
    echo
    echo "Instructions per operation on 100 000 items (the applies: 1 000 000) through 20 visible rows. A one-row scroll brings in one row, and both the collection view and the hand-written list configure one cell for it; a jump, 20. Allocations are the collection view's calls to \`malloc\` per configured cell, counted by callgrind in the same runs. Budget: the scroll and the jump at most 5× the hand-written list and at most 1 allocation per configured cell; the apply at most 2× building a \`Set\` of the items twice."
    echo
    echo "| Operation | Collection view | Hand-written list | Ratio | Hand-written list holding the library's content configuration | Hand-written list of list content views, measuring its rows | Allocations per configured cell | Budget |"
    echo "|---|---:|---:|---:|---:|---:|---:|---|"
    for operation in scroll-100k-by-one-row jump-100k-by-20-rows; do
        library=${per_op[list-$operation]}
        hand=${per_op[handlist-$operation]}
        to_hand=$(ratio "$library" "$hand")
        cells=1
        [[ $operation == jump-* ]] && cells=20
        per_cell=$(ratio "${allocations[list-$operation]}" "$cells")
        mark="✓"
        if ! within "$to_hand" 5 || ! within "$per_cell" 1; then mark="✗"; missed=1; fi
        echo "| \`$operation\` | $(number "$library") | $(number "$hand") | ${to_hand}× | $(number "${per_op[handlist-config-$operation]}") | $(number "${per_op[handlist-views-$operation]}") | $per_cell | $mark |"
    done
    library=${per_op[list-apply-1M-one-selected]}
    unit=${per_op[set-1M-twice]}
    to_unit=$(ratio "$library" "$unit")
    mark="✓"
    if ! within "$to_unit" 2; then mark="✗"; missed=1; fi
    echo "| \`apply-1M-one-selected\` | $(number "$library") | $(number "${per_op[handlist-apply-1M-one-selected]}") | ${to_unit}× the \`Set\` unit ($(number "$unit")) | — | — | — | $mark |"
    echo
    echo "#### As the items grow"
    echo
    echo "The one-row scroll above over 10 000 to 10 000 000 items: instructions and allocations per configured cell, counted the same way. Budget: flat — at most 1.1× the count at 10 000 items, and at most 1 allocation per configured cell."
    echo
    echo "| Items | Scroll, per configured cell | Ratio to 10 000 items | Allocations per configured cell | Budget |"
    echo "|---:|---:|---:|---:|---|"
    small=${per_op[list-scroll-10k-by-one-row]}
    for size in 10k 100k 1M 10M; do
        case $size in
            10k) items=10000 ;; 100k) items=100000 ;; 1M) items=1000000 ;; 10M) items=10000000 ;;
        esac
        scroll=${per_op[list-scroll-$size-by-one-row]}
        to_small=$(ratio "$scroll" "$small")
        mark="✓"
        if ! within "$to_small" 1.1 || ! within "${allocations[list-scroll-$size-by-one-row]}" 1; then
            mark="✗"
            missed=1
        fi
        echo "| $(number "$items") | $(number "$scroll") | ${to_small}× | ${allocations[list-scroll-$size-by-one-row]} | $mark |"
    done
    echo
    echo "#### Memory per item"
    echo
    echo "The heap the collection view and its data source keep per item once the items are applied with one selected and laid out, and what a \`Set\` of the same items keeps: the allocator's bytes in use before and after, natively (\`Benchmarks/.build/release/instruction-counts --memory\`); the app's array of items is made before and kept after, so neither figure includes it. The counts are 100 000 and 8 and 128 times as many, so that every hash table and every array grown by doubling is as full at each: at round counts a table's room per item moves with where the count falls between two doublings, by more than a budget of flat could tell from growth. Budget: flat — at 800 000 and 12 800 000 items at most 1.05× the bytes per item at 100 000."
    echo
    echo "| Items | List's heap per item | Ratio to 100 000 items | \`Set\` of the items, per item | Budget |"
    echo "|---:|---:|---:|---:|---|"
    memory_base=""
    memory_output=$("$binary" --memory) || true # exits 1 when not flat; the marks say so
    memory_budget=$(awk '$1 == "memory-budget" { print $2 }' <<<"$memory_output")
    while read -r _ items list set; do
        [[ -n $memory_base ]] || memory_base=$list
        to_base=$(ratio "$list" "$memory_base")
        mark="✓"
        if ! within "$to_base" "$memory_budget"; then
            mark="✗"
            missed=1
        fi
        echo "| $(number "$items") | $list bytes | ${to_base}× | $set bytes | $mark |"
    done < <(grep '^memory ' <<<"$memory_output")
} >"$table"
awk -v table="$table" '
    /<!-- generated: instructions -->/ { print; while ((getline line < table) > 0) print line; skip = 1; next }
    /<!-- end generated: instructions -->/ { skip = 0 }
    !skip { print }
' Docs/Performance.md >"$table.doc"
mv "$table.doc" Docs/Performance.md
rm -f "$table"
echo "== wrote the tables into Docs/Performance.md"
if [[ $missed -ne 0 ]]; then
    echo "== a budget is missed (✗ in the tables)"
    exit 1
fi
