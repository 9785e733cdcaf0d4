"""Reading callgrind's output files, for Scripts/profile.sh.

A callgrind file lists, per function (`fn=`), cost lines `POSITION COST` for the function's
own instructions, and after each `calls=COUNT TARGET` line one cost line with the inclusive
cost of those calls to the callee named by the last `cfn=`. Names are compressed: `(ID) NAME`
the first time, `(ID)` after. Positions are instruction addresses (`--dump-instr=yes`) or
line numbers, absolute or relative (`+N`, `-N`, `*`).
"""

import collections
import re

_COMPRESSED = re.compile(r"\((\d+)\)(?: (.*))?")


class Profile:
    """Self costs, callee costs and call counts per function of one callgrind run."""

    def __init__(self, path, keep_addresses_of=None):
        self.self_cost = collections.Counter()
        self.callee_cost = collections.defaultdict(collections.Counter)
        self.calls = collections.defaultdict(collections.Counter)
        # Per instruction address, the self cost of functions matching `keep_addresses_of`.
        self.address_cost = collections.Counter()
        names = {}

        def name(text):
            match = _COMPRESSED.match(text)
            if not match:
                return text
            if match.group(2):
                names[match.group(1)] = match.group(2)
            return names.get(match.group(1), "?")

        function = callee = None
        pending_calls = None
        address = 0
        with open(path) as lines:
            for line in lines:
                if line.startswith("fn="):
                    function = name(line[3:].strip())
                elif line.startswith("cfn="):
                    callee = name(line[4:].strip())
                elif line.startswith("calls="):
                    pending_calls = int(line[6:].split()[0])
                elif line[:1].isdigit() or line[:1] in "+-*":
                    parts = line.split()
                    if len(parts) < 2:
                        continue
                    position = parts[0]
                    if position.startswith("0x"):
                        address = int(position, 16)
                    elif position[0] == "+":
                        address += int(position[1:])
                    elif position[0] == "-":
                        address -= int(position[1:])
                    cost = int(parts[1])
                    if pending_calls is not None:
                        self.callee_cost[function][callee] += cost
                        self.calls[function][callee] += pending_calls
                        pending_calls = None
                    else:
                        self.self_cost[function] += cost
                        if keep_addresses_of and re.search(keep_addresses_of, function or ""):
                            self.address_cost[address] += cost

    def inclusive(self, function):
        return self.self_cost[function] + sum(self.callee_cost[function].values())


def short(name):
    """A mangled name shortened for a table."""
    return re.sub(r"^\$s11ConfigState", "CS.", name)[:150]
