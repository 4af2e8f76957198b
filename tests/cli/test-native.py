#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The native runner (src/student/kq-native*.c, issue 41) against GDB's stepper
# (KQ_STUDENT_RUNNER=native, =gdb) on every C and C++ program of tests/data/student, each on the input
# the CLI finds beside it: the same steps, lines, moves, solutions, stacks and end record
# (verdicts, exit). A local's value is compared once both runs agreed on it in that frame: before
# its first write it holds whatever the stack held, which differs with the tracer. Programs the
# native runner hands to GDB (kq-native-query.py says why) are counted, and lesson 000's and
# 001's must not be among them, nor a board that is a local array of main, or of the function
# that starts the search, passed down to it by its address (int h[][N + 1], int b[MAXN][MAXN]:
# the most-copied tour's shape).
import json
import os
import shutil
import subprocess
import sys

from kq_check import check, finish

CLI = sys.argv[1]
DATA = os.path.join(os.environ['G_TEST_SRCDIR'], 'data', 'student')
STEPS = '--max-steps=1500'
# Not comparable step for step: their alarm rings after a time, not a step (the native run
# makes many more steps before it); this one kills its parent, GDB, which the native run has not
# (its watcher dies, and the program goes on).
UNTIMED = {'alarm-handled.c', 'alarm-loop.c', 'knight-kills-tracer.c'}
LESSONS = {'queens-001.c', 'knight-000.c', 'queens-001.cpp'}
FRAMED = {'knight-revisited.c', 'knight-rect-local.c', 'knight-solve-local.c'}
# Searches on a local array never cleared (int col[16]; col[0] = 0): a row's first write of 0
# is a queen put down over what the stack held there, or the value already there, and the
# stack holds other leftovers under each runner (ours, before main; GDB's none). The same
# solutions and the same kinds of verdict; where a diverge is told may differ.
LEFTOVERS = {'queens-two-searches.c'}


def trace(program, runner):
    env = dict(os.environ, KQ_STUDENT_RUNNER=runner)
    run = subprocess.run([CLI, 'trace', os.path.join(DATA, program), STEPS],
                         capture_output=True, text=True, timeout=600, env=env)
    return run.returncode, [json.loads(line) for line in run.stdout.splitlines()], run.stderr


def difference(native, gdb):
    """Where the two streams part, or None."""
    if len(native) != len(gdb):
        return '%d lines against %d' % (len(native), len(gdb))
    agreed = set()  # (depth, local) whose values met since the frame began
    parted = {}  # (depth, local) → where an agreed one parted, at the step before
    for a, b in zip(native[:-1], gdb[:-1]):
        # (a further change of the board in a step: its own object, without frames)
        frames_a, frames_b = a.pop('frames', []), b.pop('frames', [])
        if a != b or len(frames_a) != len(frames_b):
            return 'step %s: %s against %s' % (a.get('step'), a, b)
        agreed = {(depth, name) for depth, name in agreed if depth < len(frames_a)}
        before, parted = parted, {}
        for depth, (x, y) in enumerate(zip(frames_a, frames_b)):
            if (x['function'], x['line'], set(x['locals'])) != (y['function'], y['line'],
                                                                set(y['locals'])):
                return 'step %d, frame %d: %s against %s' % (a['step'], depth, x, y)
            for name, value in x['locals'].items():
                if value == y['locals'][name]:
                    agreed.add((depth, name))
                elif (depth, name) in before:
                    return before[depth, name]
                elif (depth, name) in agreed:
                    # a name declared again in a block of its own (a second for (int k …))
                    # holds the stack's leftovers for a step, until its first write
                    parted[depth, name] = 'step %d, frame %d: %s = %s against %s' % (
                        a['step'], depth, name, value, y['locals'][name])
    for end in (native[-1], gdb[-1]):
        for verdict in end['verdicts']:
            if verdict['kind'] == 'compile':
                # the limit's line; the compiler's own words after it count its bytes, which
                # gcc -S (the native runner's) and a whole build spend a little apart
                verdict['text'] = verdict['text'].split('\n')[0]
    if native[-1] != gdb[-1]:
        return 'end %s against %s' % (native[-1], gdb[-1])
    return None


if not (shutil.which('gcc') and shutil.which('g++') and shutil.which('gdb')):
    print('gcc, g++ or gdb missing')
    sys.exit(77)
native_runs = []
for program in sorted(os.listdir(DATA)):
    if not program.endswith(('.c', '.cpp')) or program in UNTIMED:
        continue
    status, native, err = trace(program, 'native')
    if 'cannot run natively' in err:
        # GDB's stepper runs it either way
        check(program not in LESSONS | FRAMED,
              '%s runs natively (%s)' % (program, err.strip()))
        continue
    native_runs.append(program)
    gdb_status, gdb, gdb_err = trace(program, 'gdb')
    if program in LEFTOVERS:
        ends = [(run[-1]['solutions'], [v['kind'] for v in run[-1]['verdicts']]) if run else None
                for run in (native, gdb)]
        where = None if ends[0] == ends[1] else 'end %s against %s' % tuple(ends)
    else:
        where = difference(native, gdb)
    check(status == gdb_status and where is None, '%s: native %d, GDB %d: %s' %
          (program, status, gdb_status, where))
print('%d programs ran natively: %s' % (len(native_runs), ' '.join(native_runs)))
check(len(native_runs) >= len(LESSONS), 'the lessons run natively')
finish()
