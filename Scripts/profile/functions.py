"""Per-operation function costs from two callgrind runs of one workload (Scripts/profile.sh).

    python3 functions.py LOW.cg HIGH.cg OPERATIONS [REGEX]

Every cost is the high run's less the low run's, over the operations between them.
"""

import re
import sys

from callgrind import Profile, short


def main():
    low, high = Profile(sys.argv[1]), Profile(sys.argv[2])
    operations = float(sys.argv[3])
    pattern = sys.argv[4] if len(sys.argv) > 4 else None
    functions = set(high.self_cost) | set(high.callee_cost)

    def per_operation(get):
        return lambda function: (get(high, function) - get(low, function)) / operations

    self_cost = per_operation(lambda profile, f: profile.self_cost[f])
    inclusive = per_operation(lambda profile, f: profile.inclusive(f))
    if pattern is None:
        rows = sorted(functions, key=self_cost, reverse=True)
        print("total %.0f instructions an operation" % sum(self_cost(f) for f in functions))
        print("%8s %8s  function" % ("self", "incl."))
        for function in rows[:70]:
            print("%8.0f %8.0f  %s" % (self_cost(function), inclusive(function), short(function)))
        return
    for function in sorted(functions, key=inclusive, reverse=True):
        if not re.search(pattern, function) or abs(inclusive(function)) < 1:
            continue
        print("%8.0f incl. %8.0f self  %s" % (inclusive(function), self_cost(function), short(function)))
        callees = set(high.callee_cost[function]) | set(low.callee_cost[function])
        rows = []
        for callee in callees:
            cost = (high.callee_cost[function][callee] - low.callee_cost[function][callee]) / operations
            calls = (high.calls[function][callee] - low.calls[function][callee]) / operations
            if abs(cost) >= 3:
                rows.append((cost, calls, callee))
        for cost, calls, callee in sorted(rows, reverse=True):
            print("      %8.0f (%.2f calls) > %s" % (cost, calls, short(callee)))


main()
