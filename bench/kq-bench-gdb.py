#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""kq-bench-gdb: lines a second of a compiled student program traced under GDB.

Lesson 000's knight in Free Pascal (tests/data/student/knight-000.pas, 5 x 5 from (1, 1)):
  baseline  GDB/MI single steps, as an IDE steps: -exec-step (-exec-finish out of the
            run-time library), then -stack-list-frames, -stack-list-variables
            --simple-values and -data-evaluate-expression h at each line;
  ours      our tracer inside GDB (src/student/kq-gdb-*.py): a stop on each line (its own
            stepper), locals and arrays read at each one.
Alternating A B A B, LINES lines each. Then, as "Go to the End" and "next solution" run,
A B A B against the previous tracer (src/student/kq-gdb-trace.py as it was at commit
PREVIOUS, read with git; skipped outside a git checkout): the knight to its first tour (the
first call of PrintBoard), and lesson 001's queens in C (tests/data/student/queens-001.c,
n = 8) to its end. With --floor, the knight's first tour by kq-bench-ptrace-floor (an int3
on each line, no GDB: the floor of a stepper of our own). Skips (77) without fpc or gdb.

  bench/kq-bench-gdb.py [--floor build/bench/kq-bench-ptrace-floor] [--pairs N]
                        [--previous COMMIT] [LINES]       (LINES 5000, N 2)
"""
import os
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "student")
# Our tracer's files, in the order GDB sources them (src/student/kq-gdb.h).
TRACER = [os.path.join(ROOT, "src", "student", name)
          for name in ("kq-gdb-layout.py", "kq-gdb-tracer.py", "kq-gdb-stepper.py")]
# The tracer before our own stepper: GDB's breakpoints, two stops a line.
PREVIOUS = "31d88ca"


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


def traced(program, folder, lines, until=None, tracer=TRACER, source="knight-000.pas"):
    """A tracer for lines lines (0: no limit), or until the event until: (lines, seconds,
    GDB's processor seconds with those of the program it reaped)."""
    script = os.path.join(folder, "run.gdb")
    with open(script, "w") as f:
        f.write("set pagination off\nset confirm off\nsource %s\nbreak main\n"
                "run < in.txt > /dev/null\nkq-trace %s %d\n"
                % ("\nsource ".join(tracer), source, lines))
    start = time.monotonic()
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
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
    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = now.ru_utime + now.ru_stime - used.ru_utime - used.ru_stime
    return done, seconds, cpu


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


def build(folder, name, command, text):
    """The program of tests/data/student's name, compiled in its own folder with in.txt."""
    work = os.path.join(folder, os.path.splitext(name)[0])
    os.mkdir(work)
    shutil.copy(os.path.join(DATA, name), work)
    with open(os.path.join(work, "in.txt"), "w") as f:
        f.write(text)
    subprocess.run(command + [name], cwd=work, check=True, stdout=subprocess.DEVNULL)
    return work


def previous_tracer(folder, commit):
    """The tracer at commit, or None outside a git checkout."""
    shown = subprocess.run(["git", "-C", ROOT, "show", commit + ":src/student/kq-gdb-trace.py"],
                           capture_output=True)
    if shown.returncode != 0:
        return None
    path = os.path.join(folder, "kq-gdb-trace-previous.py")
    with open(path, "wb") as f:
        f.write(shown.stdout)
    return [path]


def against_previous(title, runs, pairs):
    """runs: {"previous": f, "ours": f}, each f () -> (lines, seconds, cpu); A B A B. By time
    and by processor time: on a busy machine the time swings, the processor time much less."""
    times = {name: [] for name in runs}
    cpus = {name: [] for name in runs}
    lines = {}
    for _ in range(pairs):
        for name, run in runs.items():
            lines[name], seconds, cpu = run()
            times[name].append(seconds)
            cpus[name].append(cpu)
    for name in runs:
        best = min(times[name])
        print("%s, %-9s %7d lines in %6.1f s, %5.0f lines/s (best of %d; GDB's CPU %.1f s)"
              % (title, name + ":", lines[name], best, lines[name] / best, pairs,
                 min(cpus[name])))
    if lines["previous"] != lines["ours"]:
        print("%s: NOT THE SAME LINES" % title)
    for what, values in (("time", times), ("CPU time", cpus)):
        ratios = sorted(a / b for a, b in zip(values["previous"], values["ours"]))
        print("%s: ours %.2f times as fast as the previous tracer by %s (median of %d)"
              % (title, ratios[len(ratios) // 2], what, pairs))


def main():
    args = sys.argv[1:]
    tool = None
    pairs = 2
    commit = PREVIOUS
    while args[:1] in (["--floor"], ["--pairs"], ["--previous"]):
        if args[0] == "--floor":
            tool = args[1]
        elif args[0] == "--pairs":
            pairs = int(args[1])
        else:
            commit = args[1]
        args = args[2:]
    lines = int(args[0]) if args else 5000
    if shutil.which("fpc") is None or shutil.which("gdb") is None:
        print("fpc or gdb is missing: skipped")
        return 77
    with tempfile.TemporaryDirectory() as folder:
        knight = build(folder, "knight-000.pas", ["fpc", "-gw3", "-v0"], "5 1 1\n")
        program = os.path.join(knight, "knight-000")
        rates = {"MI steps": [], "tracer": []}
        for _ in range(2):
            done, seconds = mi_steps(program, knight, lines)
            rates["MI steps"].append(done / seconds)
            done, seconds, _ = traced(program, knight, lines)
            rates["tracer"].append(done / seconds)
        for name, values in rates.items():
            print("%-9s %7.0f lines/s (best of %d, %d lines each)" % (name, max(values),
                                                                    len(values), lines))
        print("ratio tracer / MI steps: %.1f" % (max(rates["tracer"]) / max(rates["MI steps"])))

        previous = previous_tracer(folder, commit)
        tour = b"\036C PrintBoard"
        # the previous tracer's own word for a call, before the tracers' one language
        previous_tour = b"\036E PrintBoard"
        if previous is None:
            done, seconds, _ = traced(program, knight, 0, until=tour)
            print("first 5x5 tour from (1, 1), ours: %d lines in %.1f s (%.0f lines/s)"
                  % (done, seconds, done / seconds))
            print("previous tracer: not a git checkout, skipped")
        else:
            against_previous("first 5x5 tour from (1, 1)", {
                "previous": lambda: traced(program, knight, 0, previous_tour, previous),
                "ours": lambda: traced(program, knight, 0, tour)}, pairs)
            print("  (issue 32's goal: within 30 s)")
            queens = build(folder, "queens-001.c", ["gcc", "-g", "-O0", "-o", "queens-001"],
                           "8\n")
            queens_program = os.path.join(queens, "queens-001")
            against_previous("C queens, n = 8, to the end", {
                "previous": lambda: traced(queens_program, queens, 0, None, previous,
                                           "queens-001.c"),
                "ours": lambda: traced(queens_program, queens, 0, None, TRACER,
                                       "queens-001.c")}, pairs)
        if tool is not None:
            done, seconds = floor(tool, program, knight)
            print("first 5x5 tour from (1, 1), ptrace floor: %d lines in %.1f s (%.0f lines/s)"
                  % (done, seconds, done / seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
