#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-game-listings.py CLI: the knight game's listings (issue 43: its tree as
the lessons' backtracking) are real programs. Each one --print-listing prints
is compiled (C with cc, Pascal with fpc) or run (Python) on small boards and
must print the map `knights-queens-cli game M N` prints, W where the player who
puts the knight down wins; and its --trace=lines from every start square ends
on the line that gives the same answer (a win returned by the first call: the
player who moves first wins, L; its loss: W). A compiler that is absent is
left out; with none, the test is skipped (77)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
BOARDS = [(3, 3), (3, 4), (4, 3), (4, 4), (3, 5)]
failures = []


def run(args, status=0, stdin=None):
    result = subprocess.run(args, capture_output=True, text=True, input=stdin, timeout=120)
    if result.returncode != status:
        sys.exit(f"{args}: exit {result.returncode}, stderr {result.stderr!r}")
    return result.stdout


def check(condition, where, what):
    if not condition:
        failures.append(f"{where}: {what}")


def build(language, source, folder):
    """The command that runs the listing, or None when its compiler is absent."""
    if language == "python":
        path = os.path.join(folder, "game.py")
        with open(path, "w", encoding="utf-8") as out:
            out.write(source)
        return [sys.executable, path]
    compiler = {"c": shutil.which("cc") or shutil.which("gcc"), "pascal": shutil.which("fpc")}
    if compiler[language] is None:
        print(f"# {language}: no compiler, left out")
        return None
    program = os.path.join(folder, f"game-{language}")
    if language == "c":
        path = program + ".c"
        command = [compiler["c"], "-std=c99", "-O1", "-o", program, path]
    else:
        path = program + ".pas"
        command = [compiler["pascal"], "-O1", f"-o{program}", path]
    with open(path, "w", encoding="utf-8") as out:
        out.write(source)
    result = subprocess.run(command, capture_output=True, text=True, cwd=folder)
    if result.returncode != 0:
        sys.exit(f"{language}: the listing does not compile:\n{result.stdout}{result.stderr}")
    return [program]


def trace_answer(listing, m, n, row, col):
    """W or L from the last line of the listing's trace from (row, col)."""
    last = run([CLI, "game", str(m), str(n), str(row), str(col), "--trace=lines",
                "--listing", listing, "--max-steps=0"]).splitlines()[-1]
    step = json.loads(last)
    check(len(step["frames"]) == 1, f"{listing} {m}x{n} ({row}, {col})",
          f"ends {len(step['frames'])} calls deep")
    check(step["op"] in ("solution", "return"), f"{listing} {m}x{n} ({row}, {col})",
          f"ends on {step['op']}")
    return "L" if step["op"] == "solution" else "W"


def main():
    listings = [line.split("\t")[0] for line in run([CLI, "game", "--listings"]).splitlines()]
    languages = {"game-c": "c", "game-pascal": "pascal", "game-python": "python"}
    check(sorted(listings) == sorted(languages), "game --listings", f"lists {listings}")
    ran = 0
    with tempfile.TemporaryDirectory() as folder:
        for listing in listings:
            source = run([CLI, "game", "--print-listing", "--listing", listing])
            command = build(languages[listing], source, folder)
            for m, n in BOARDS:
                expected = run([CLI, "game", str(m), str(n)])
                if command is not None:
                    printed = run(command, stdin=f"{m} {n}\n")
                    check(printed == expected, f"{listing} {m}x{n}",
                          f"prints {printed!r}, the CLI {expected!r}")
                traced = [[trace_answer(listing, m, n, row, col) for col in range(1, n + 1)]
                          for row in range(1, m + 1)]
                traced = "".join(" ".join(cells) + "\n" for cells in traced)
                check(traced == expected, f"{listing} {m}x{n} --trace=lines",
                      f"answers {traced!r}, the CLI {expected!r}")
            ran += command is not None
    if failures:
        sys.exit("\n".join(failures))
    if ran == 0:
        print("# no listing could be compiled or run")
        sys.exit(77)
    print(f"# {ran} of {len(listings)} listings compiled or run, and every trace, agree")


main()
