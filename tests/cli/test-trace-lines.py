#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-trace-lines.py CLI: knights-queens-cli --trace=lines checked against the
meaning of the lessons' arrays at every step, for every listing.

Queens: row i holds a queen (x[i] = j) while its frame is below the top, or
on top from its place to its unmark; the rows marked are those below the
top, and the top from its mark to its unmark; a / b / c (true = free) and
ok_col / ok_plus / ok_minus (true = taken) say exactly which columns and
diagonals they take. Knight: h holds the start and the square of each frame
below the top, and the top's from its place to its unmark; lesson 004's
board is h - 1 counted from 0. Rooks (lesson 001's permutations) are the
queens with a only: their solutions are the n! permutations in
lexicographic order. Every op is on one line of the listing, and that line
is in the text that --print-listing prints. The stack and the sentence speak
the listing's code: its procedure's name (the one its call line names), its
parameters' values in a call, its squares counted from its board's first
index."""

import itertools
import re

import json
import subprocess
import sys

CLI = sys.argv[1]
failures = []


def run(*args, status=0):
    result = subprocess.run([CLI, *args], capture_output=True, text=True)
    if result.returncode != status:
        sys.exit(f"{args}: exit {result.returncode}, stderr {result.stderr!r}")
    return result.stdout


def check(condition, where, what):
    if not condition:
        failures.append(f"{where}: {what}")
        if len(failures) > 20:
            sys.exit("\n".join(failures))


def listings(problem):
    return [line.split("\t")[0] for line in run(problem, "--listings").splitlines()]


def array_free(name, values, expected_taken, where):
    """values from the listing: a/b/c true = free, ok_* true = taken."""
    taken_means_true = name.startswith("ok_")
    for index, value in enumerate(values):
        taken = index in expected_taken
        check(value == (taken if taken_means_true else not taken), where,
              f"{name}[{index}] is {value}")


def check_queens_step(obj, n, mark_every, where):
    frames, x, op = obj["frames"], obj["x"], obj["op"]
    depth = len(frames)
    for level, frame in enumerate(frames):
        check(frame["i"] == level + 1, where, "frames are rows 1, 2, …")
    top = frames[-1] if frames else None
    holding = {f["i"]: f["j"] for f in frames[:-1]}
    marked = dict(holding)
    if top is not None and op in ("place", "mark", "recurse", "solution"):
        holding[top["i"]] = top["j"]
    if top is not None and (op in ("mark", "recurse") or (op == "solution" and mark_every)):
        marked[top["i"]] = top["j"]
    check(x == [holding.get(i, 0) for i in range(1, n + 1)], where, f"x {x}")
    if op == "solution":
        check(top["i"] == n, where, "a solution has n queens")
    arrays = obj["arrays"]
    for name, array in arrays.items():
        values, start = array["values"], array["from"]
        if name in ("a", "ok_col"):
            cells = {j - start for j in marked.values()}
        elif name == "b":
            cells = {i + j - start for i, j in marked.items()}
        elif name == "ok_plus":
            cells = {i + j - 1 - start for i, j in marked.items()}
        elif name == "c":
            cells = {i - j - start for i, j in marked.items()}
        elif name == "ok_minus":
            cells = {i - j + n - start for i, j in marked.items()}
        else:
            check(False, where, f"unknown array {name}")
            continue
        array_free(name, values, cells, where)
    return depth


def check_knight_step(obj, n, start, where):
    frames, op = obj["frames"], obj["op"]
    visited = {start: 1}
    for level, frame in enumerate(frames):
        check(frame["i"] == level + 2, where, "frames are moves 2, 3, …")
        if level > 0:
            before = frames[level - 1]
            check((frame["x"], frame["y"]) == (before["u"], before["v"]), where,
                  "a frame starts where its caller moved")
        if level < len(frames) - 1 or op in ("place", "recurse", "solution"):
            visited[(frame["u"], frame["v"])] = frame["i"]
        # u and v follow k from its move on (the loop line sets k first).
        if level < len(frames) - 1 or op not in ("call", "loop"):
            check((frame["u"] - frame["x"], frame["v"] - frame["y"]) ==
                  ([2, 1, -1, -2, -2, -1, 1, 2][frame["k"]], [1, 2, 2, 1, -1, -2, -2, -1][frame["k"]]),
                  where, "u = x + a[k]; v = y + b[k]")
    arrays = obj["arrays"]
    board = arrays.get("h") or arrays.get("board")
    offset = 0 if "h" in arrays else -1
    check(board["from"] == (1 if "h" in arrays else 0), where, "h from 1, board from 0")
    for r, row in enumerate(board["rows"]):
        for c, value in enumerate(row):
            expected = visited.get((r + 1, c + 1), 0) + offset
            check(value == expected, where, f"h[{r + 1}][{c + 1}] = {value}, not {expected}")
    if op == "solution":
        check(len(visited) == n * n, where, "a tour visits every square")


def check_words(obj, text, start, where):
    """The stack and the sentence in the listing's names and index base."""
    stack, sentence, op = obj["stack"], obj.get("sentence", ""), obj["op"]
    check(len(stack) == len(obj["frames"]), where, "a stack row a frame")
    if not stack or op == "harm":
        return
    name = stack[-1].split("(")[0]
    check(all(row.startswith(name + "(") for row in stack), where, f"stack {stack}")
    check(name + "(" in text[obj["line"] - 1] or op != "recurse", where,
          f"{op} line does not name {name}")
    if name != "Try":
        check("Try(" not in sentence, where, f"sentence {sentence!r} speaks of Try")
    if op == "call":
        parameters = re.match(r"[^(]*\((.*?)\)", stack[-1]).group(1)
        values = ", ".join(part.split(" = ")[1] for part in parameters.split(", "))
        check(sentence.startswith(f"{name}({values})"), where,
              f"sentence {sentence!r}, stack {stack[-1]!r}")
        if start is not None and len(stack) == 1:
            base = obj["arrays"]["board"]["from"] if "board" in obj["arrays"] else 1
            square = f"from ({start[0] - 1 + base}, {start[1] - 1 + base})"
            check(square in sentence, where, f"sentence {sentence!r}: not {square}")


def check_listing(problem, listing, args, mark_every=False, start=None, expect_end=None):
    text = run(problem, "--listing", listing, "--print-listing").splitlines()
    out = run(problem, *args, "--trace=lines", "--listing", listing,
              status=1 if expect_end == "none" else 0)
    lines_of = {}
    solutions = []
    step = 0
    last = None
    n = int(args[0])
    for raw in out.splitlines():
        obj = json.loads(raw)
        step += 1
        where = f"{problem} {' '.join(args)} --listing {listing}: step {step}"
        check(obj["step"] == step, where, "steps count 1, 2, …")
        check(1 <= obj["line"] <= len(text), where, f"line {obj['line']} not in the listing")
        op = obj["op"]
        if op != "harm":
            lines_of.setdefault(op, set()).add(obj["line"])
        check_words(obj, text, start, where)
        if problem in ("queens", "rooks"):
            check_queens_step(obj, n, mark_every, where)
            if op == "solution":
                solutions.append(tuple(obj["x"]))
        else:
            check_knight_step(obj, n, start, where)
        last = obj
    for op, lines in lines_of.items():
        check(len(lines) == 1, f"{listing}", f"op {op} on lines {sorted(lines)}")
    return last, lines_of, solutions


for listing in listings("queens"):
    for n in range(1, 7):
        last, ops, _ = check_listing("queens", listing, [str(n)],
                                     mark_every="003" in listing)
        check(last["op"] == "return" and len(last["frames"]) == 1, listing,
              "the enumeration ends with Try(1)'s return")
    check(set(ops) == {"call", "loop", "test", "place", "mark", "solution", "recurse", "unmark",
                       "return"}, listing, f"ops {sorted(ops)}")

rooks = listings("rooks")
check(rooks == ["rooks-001-pascal", "rooks-001-c"], "rooks", f"listings {rooks}")
for listing in rooks:
    for n in range(1, 6):
        last, ops, solutions = check_listing("rooks", listing, [str(n)])
        check(solutions == list(itertools.permutations(range(1, n + 1))), listing,
              f"n = {n}: the permutations in lexicographic order")
        check(last["op"] == "return" and len(last["frames"]) == 1, listing,
              "the enumeration ends with Try(1)'s return")
        check(set(last["arrays"]) == {"a"}, listing, "the one marking array a")
    check(set(ops) == {"call", "loop", "test", "place", "mark", "solution", "recurse", "unmark",
                       "return"}, listing, f"ops {sorted(ops)}")

for listing in listings("tour"):
    method = "warnsdorff" if "warnsdorff" in listing else "classic"
    if listing.endswith("-as-printed"):
        last, _, _ = check_listing("tour", listing, ["5", "1", "1", "--method=classic"],
                                   start=(1, 1))
        check(last["op"] == "harm" and "harm" in last, listing, "as printed it ends at a harm")
        continue
    # The first 20,000 lines of the classic search (a first tour takes 256,019).
    check_listing("tour", listing, ["5", "1", "1", "--method=" + method, "--max-steps", "20000"],
                  start=(1, 1))
    # 6 × 6 from (3, 4) to its first tour, and 4 × 4, which has none: all tried.
    if method == "warnsdorff":
        last, _, _ = check_listing("tour", listing, ["6", "3", "4", "--method=" + method],
                                   start=(3, 4))
        check(last["op"] == "solution", listing, "a tour ends the run")
    last, ops, _ = check_listing("tour", listing, ["4", "1", "1", "--method=" + method],
                                 start=(1, 1), expect_end="none")
    check(last["op"] == "return" and len(last["frames"]) == 1, listing, "no tour: all tried")

if failures:
    sys.exit("\n".join(failures))
print("ok")
