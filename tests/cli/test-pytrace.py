#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The Python tracer's trace function in C (src/student/kq-student-trace.c, issue 41) against its
# Python one (KQ_STUDENT_PYTRACE=python) on every Python program of tests/data/student, each on
# the input the CLI finds beside it: the same JSON stream, step by step (lines, stacks and their
# locals, moves, solutions) to the end record (verdicts, exit), and the same exit status. A
# program that asks whether its frame has a Python trace function tells which of the two ran.
import json
import os
import subprocess
import sys
import tempfile

from kq_check import check, finish

CLI = sys.argv[1]
DATA = os.path.join(os.environ['G_TEST_SRCDIR'], 'data', 'student')
STEPS = '--max-steps=3000'
# Not comparable step for step: they end after a time, not a step (an alarm, the processor time
# a thread or a loop with no line uses), and the faster tracer runs more steps before; this one
# kills the tracer's witness (SIGKILL), and the steps shown are those written by then, which the
# two buffer apart (C writes at 4096 records, Python's file at 64 KiB).
UNTIMED = {'alarm-handled.py', 'alarm-loop.py', 'sleep.py', 'spinning-thread.py',
           'settrace-off.py', 'knight-kills-tracer.py'}


def trace(program, tracer):
    env = dict(os.environ)
    env.pop('KQ_STUDENT_PYTRACE', None)
    if tracer == 'python':
        env['KQ_STUDENT_PYTRACE'] = 'python'
    run = subprocess.run([CLI, 'trace', program, STEPS], capture_output=True, text=True,
                         timeout=600, env=env)
    return run.returncode, [json.loads(line) for line in run.stdout.splitlines()]


def difference(fast, slow):
    """Where the two streams part, or None."""
    for a, b in zip(fast, slow):
        if a != b:
            return 'step %s: %s against %s' % (a.get('step'), a, b)
    if len(fast) != len(slow):
        return '%d lines against %d' % (len(fast), len(slow))
    return None


with tempfile.TemporaryDirectory() as folder:
    probe = os.path.join(folder, 'probe.py')
    with open(probe, 'w') as f:
        f.write('import sys\nsys.exit(0 if sys._getframe().f_trace is None else 5)\n')
    for tracer, exit in (('c', 0), ('python', 5)):
        status, stream = trace(probe, tracer)
        check(stream and stream[-1].get('exit') == exit,
              'the %s tracer ran: %s' % (tracer, stream[-1:]))
    # a module that does not load (here no module at all) leaves the Python to trace
    with open(os.path.join(os.environ['G_TEST_SRCDIR'], '..', 'src', 'student',
                           'kq-student-tracer.py')) as f:
        tracer = f.read()
    # fd 3, the channel, read as its standard output; fd 4, the module's, the probe itself
    run = subprocess.run(['sh', '-c', 'exec /usr/bin/python3 -I -c "$1" "$2" 10 4 4< "$2" '
                          '3>&1 > /dev/null < /dev/null', 'sh', tracer, probe],
                         capture_output=True, text=True, timeout=60)
    events = run.stdout.split('\n')
    check(run.returncode == 5 and 'L 2' in events and 'Q 5' in events,
          'a module that does not load: %d, %s' % (run.returncode, events))
programs = sorted(p for p in os.listdir(DATA) if p.endswith('.py') and p not in UNTIMED)
for program in programs:
    status, fast = trace(os.path.join(DATA, program), 'c')
    slow_status, slow = trace(os.path.join(DATA, program), 'python')
    where = difference(fast, slow)
    check(status == slow_status and where is None, '%s: C %d, Python %d: %s' %
          (program, status, slow_status, where))
print('%d programs compared' % len(programs))
finish()
