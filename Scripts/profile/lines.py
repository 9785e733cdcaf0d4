"""Per-operation self cost by source line of the functions matching REGEX, from two callgrind
runs made with --dump-instr=yes (Scripts/profile.sh ... --lines).

    python3 lines.py BINARY LOW.cg HIGH.cg OPERATIONS REGEX

Each instruction is attributed to the innermost inlined frame's file and line, as
llvm-symbolizer (from the Swift toolchain) reports it.
"""

import collections
import re
import shutil
import subprocess
import sys

from callgrind import Profile


def main():
    binary, pattern = sys.argv[1], sys.argv[5]
    low = Profile(sys.argv[2], keep_addresses_of=pattern)
    high = Profile(sys.argv[3], keep_addresses_of=pattern)
    operations = float(sys.argv[4])
    addresses = sorted(set(low.address_cost) | set(high.address_cost))
    symbolizer = shutil.which("llvm-symbolizer") or "/opt/swift/usr/bin/llvm-symbolizer"
    output = subprocess.run(
        [symbolizer, "--inlining", "--no-demangle", "--obj=" + binary],
        input="\n".join(hex(address) for address in addresses),
        capture_output=True, text=True, check=True).stdout
    by_line = collections.Counter()
    for address, block in zip(addresses, output.strip().split("\n\n")):
        frames = block.strip().split("\n")
        if len(frames) < 2:
            continue
        location = re.sub(r"^/work/[^/]+/", "", frames[1])
        location = re.sub(r":\d+$", "", location)
        cost = (high.address_cost[address] - low.address_cost[address]) / operations
        by_line[(location, frames[0][:60])] += cost
    print("total %.0f instructions an operation" % sum(by_line.values()))
    for (location, function), cost in sorted(by_line.items(), key=lambda item: -item[1]):
        if abs(cost) >= 2:
            print("%7.1f  %-70s %s" % (cost, location, function))


main()
