#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""kq-bench-gdb: lines a second of a compiled student program traced under GDB.

Lesson 000's knight in Free Pascal (tests/data/student/knight-000.pas, 5 x 5 from (1, 1)):
  baseline  GDB/MI single steps, as an IDE steps: -exec-step (-exec-finish out of the
            run-time library), then -stack-list-frames, -stack-list-variables
            --simple-values and -data-evaluate-expression h at each line;
  ours      src/student/kq-gdb-trace.py inside GDB: a breakpoint on each line, locals and
            arrays read at each one.
Alternating A B A B, LINES lines each; then ours to the first tour (the first call of
PrintBoard), as "Go to the End" and "next solution" run, and with --floor the same by
kq-bench-ptrace-floor (an int3 on each line, no GDB: the floor of a stepper of our own).
Skips (77) without fpc or gdb.

  bench/kq-bench-gdb.py [--floor build/bench/kq-bench-ptrace-floor] [LINES]   (LINES 5000)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "tests", "data", "student", "knight-000.pas")
TRACER = os.path.join(ROOT, "src", "student", "kq-gdb-trace.py")


class Mi:
    def __init__(self, program, folder):
        self.gdb = subprocess.Popen(["gdb", "--nx", "--quiet", "--interpreter=mi2", program],
                                    cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    text=True, bufsize=1)
        self.token = 0

    def command(self, text):
        self.token += 1
        self.gdb.stdin.write("%d%s\n" % (self.token, text))
        self.gdb.stdin.flush()
        done = "%d^" % self.token
        while True:
            line = self.gdb.stdout.readline()
            if not line:
                raise RuntimeError("gdb ended")
            if line.startswith(done):
                return line

    def wait_stop(self):
        while True:
            line = self.gdb.stdout.readline()
            if not line:
                raise RuntimeError("gdb ended")
            if line.startswith("*stopped"):
                return line

    def close(self):
        self.gdb.kill()
        self.gdb.wait()


def mi_steps(program, folder, lines):
    mi = Mi(program, folder)
    mi.command("-break-insert -t main")
    mi.command("-exec-arguments < in.txt > /dev/null")
    mi.command("-exec-run")
    mi.wait_stop()
    start = time.monotonic()
    done = 0
    own = 'file="knight-000.pas"'
    while done < lines:
        mi.command("-exec-step")
        stop = mi.wait_stop()
        if own not in stop:
            mi.command("-exec-finish")
            if own not in mi.wait_stop():
                continue
        mi.command("-stack-list-frames")
        mi.command("-stack-list-variables --simple-values")
        mi.command("-data-evaluate-expression h")
        done += 1
    seconds = time.monotonic() - start
    mi.close()
    return done, seconds


def traced(program, folder, lines, until=None):
    """Our tracer for lines lines (0: no limit), or until the event until: (lines, seconds)."""
    script = os.path.join(folder, "run.gdb")
    with open(script, "w") as f:
        f.write("set pagination off\nset confirm off\nsource %s\nbreak main\n"
                "run < in.txt > /dev/null\nkq-trace knight-000.pas %d\n" % (TRACER, lines))
    start = time.monotonic()
    gdb = subprocess.Popen(["gdb", "--nx", "--quiet", "--batch", "-x", script, program],
                           cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    done = 0
    for line in gdb.stdout:
        if line.startswith(b"\036L "):
            done += 1
        elif until is not None and line.rstrip(b"\n") == until:
            break
    seconds = time.monotonic() - start
    gdb.kill()
    gdb.wait()
    return done, seconds


# GDB's own choice of each line's address (after a function's prologue), as the tracer's.
ADDRESSES = """
import gdb
gdb.execute("break main")
gdb.execute("run < in.txt > /dev/null")
symtab = gdb.selected_frame().find_sal().symtab
seen = set()
for line in sorted({entry.line for entry in symtab.linetable() if entry.line > 0}):
    seen.update(l.address for l in gdb.Breakpoint(source=symtab.filename, line=line,
                                                   internal=True).locations)
stop = gdb.Breakpoint("PrintBoard", internal=True).locations[0].address
board = int(gdb.parse_and_eval("h").address)
print("KQ %x %x %s" % (stop, board, " ".join("%x" % a for a in sorted(seen))))
"""


def floor(tool, program, folder):
    script = os.path.join(folder, "addresses.py")
    with open(script, "w") as f:
        f.write(ADDRESSES)
    out = subprocess.run(["gdb", "--nx", "--quiet", "--batch", "-x", script, program],
                         cwd=folder, capture_output=True, text=True).stdout
    words = [line for line in out.splitlines() if line.startswith("KQ ")][0].split()[1:]
    result = subprocess.run([tool, program, os.path.join(folder, "in.txt")] + words,
                            capture_output=True, text=True, check=True).stdout.split()
    return int(result[0]), float(result[3])


def main():
    args = sys.argv[1:]
    tool = None
    if args[:1] == ["--floor"]:
        tool, args = args[1], args[2:]
    lines = int(args[0]) if args else 5000
    if shutil.which("fpc") is None or shutil.which("gdb") is None:
        print("fpc or gdb is missing: skipped")
        return 77
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(SOURCE, folder)
        with open(os.path.join(folder, "in.txt"), "w") as f:
            f.write("5 1 1\n")
        subprocess.run(["fpc", "-gw3", "-v0", "knight-000.pas"], cwd=folder, check=True,
                       stdout=subprocess.DEVNULL)
        program = os.path.join(folder, "knight-000")
        rates = {"MI steps": [], "tracer": []}
        for _ in range(2):
            done, seconds = mi_steps(program, folder, lines)
            rates["MI steps"].append(done / seconds)
            done, seconds = traced(program, folder, lines)
            rates["tracer"].append(done / seconds)
        for name, values in rates.items():
            print("%-9s %7.0f lines/s (best of %d, %d lines each)" % (name, max(values),
                                                                    len(values), lines))
        print("ratio tracer / MI steps: %.1f" % (max(rates["tracer"]) / max(rates["MI steps"])))
        done, seconds = traced(program, folder, 0, until=b"\036E PrintBoard")
        print("first 5x5 tour from (1, 1), tracer: %d lines in %.1f s (%.0f lines/s)"
              % (done, seconds, done / seconds))
        if tool is not None:
            done, seconds = floor(tool, program, folder)
            print("first 5x5 tour from (1, 1), ptrace floor: %d lines in %.1f s (%.0f lines/s)"
                  % (done, seconds, done / seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
