#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# knights-queens-cli trace PROGRAM: the JSON Lines of a student's own program, checked line by
# line (steps in order, squares on the board, the board replayed valid at every solution), and
# the exit statuses: 0 right, 1 a slip, 2 bad input or no compile, 3 the step limit; Ctrl+C.
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from kq_check import check, finish
from kq_trace import (CLI, DATA, QUEENS_5, TOOLS, corner_inp, faststart_inp, kinds,
                      knight_inp, queens_inp, replay, trace)

# waits stretched on a busy machine as meson's timeouts are (build-aux/dev.sh)
SCALE = max(1.0, float(os.environ.get('KQ_TEST_TIME_SCALE', '1')))

# Right programs: exit 0, the lesson's ten solutions in order, lesson 004's tour.
status, lines, err = trace('queens.py', queens_inp)
check(status == 0, 'queens.py exits 0 (%d: %s)' % (status, err))
end, solutions = replay(lines, 5, False)
check(solutions == QUEENS_5, 'queens.py: the ten solutions in the lesson order')
check(end['exit'] == 0 and end['verdicts'] == [], 'queens.py: nothing wrong')
# QUEENS.INP beside the program is the default input
status, default_lines, err = trace('queens.py')
check(status == 0 and default_lines == lines, 'queens.py reads QUEENS.INP beside it')

status, lines, err = trace('knight.py', corner_inp)
check(status == 0, 'knight.py exits 0 (%d: %s)' % (status, err))
end, solutions = replay(lines, 5, True)
check(len(solutions) == 1 and solutions[0][(5, 5)] == 1 and end['verdicts'] == [],
      'knight.py: lesson 004\'s tour from (5, 5)')

# Slips: exit 1, the verdict named with its step and line.
for program, inp, kind, line in [('queens-attacked.py', queens_inp, 'attacked', 10),
                                 ('queens-missed.py', queens_inp, 'missed', None),
                                 ('queens-repeated.py', queens_inp, 'repeated', 5),
                                 ('queens-crash.py', queens_inp, 'crash', 4),
                                 ('knight-not-a-move.py', knight_inp, 'not-a-move', 8),
                                 ('knight-revisited.py', corner_inp, 'revisited', 7),
                                 # never taken back (if not done: a list): move 20 put down
                                 # again while 20 to 23 of the way given up stand
                                 ('knight-never-undone.py', faststart_inp, 'not-a-move', 15)]:
    # a slip is an error even when the step limit ends the run after it
    status, lines, err = trace(program, inp, '--max-steps=20000')
    check(status == 1, '%s exits 1 (%d: %s)' % (program, status, err))
    end, solutions = replay(lines, 5, program.startswith('knight'))
    check(kind in kinds(end), '%s: a verdict %s (%s)' % (program, kind, kinds(end)))
    if program == 'queens-attacked.py':
        # count is a global its solve() adds to: the outermost frame's
        frames = json.loads(lines[-2])['frames']
        check(frames[0]['locals'].get('count', 0) > 0 and
              all('count' not in f['locals'] for f in frames[1:]), 'a global in <module>')
    for verdict in end['verdicts']:
        if verdict['kind'] == kind and line is not None:
            check(verdict['line'] == line, '%s: %s at line %d' % (program, kind, line))
            # (a step's further changes of the board are objects of their own)
            at = [step for step in map(json.loads, lines[:-1]) if step['step'] == verdict['step']]
            check(at and at[0]['line'] == line, '%s: its step is at line %d' % (program, line))

# A tour of a rectangle ("5 4 1 1": 5 rows of 4), in a grid larger than it or exactly its size
# (the Pascal one, with no recursion): its one tour found on the rectangle, and nothing missed.
# Its path kept from the move after the start on (the start its own), in rows and columns. A
# list of lists exactly its size, the input words the program picks its numbers from. A 3 x 4
# rectangle ("3 4", then the start from 0) in the corner of main's uninitialised int b[8][8]:
# the start, move 0, where -1 fills the rectangle only.
for program, inp in [('knight-rectangle.c', 'RECTANGLE.INP'),
                     ('knight-rect-local.c', 'RECT0.INP'),
                     ('knight-rectangle-iter.pas', 'RECTANGLE.INP'),
                     ('knight-path-after-start.pas', 'RECTANGLE.INP'),
                     ('knight-rect-lists.py', 'WORDS.INP')]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, '--input=' + os.path.join(DATA, inp))
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 1 and 'missed' not in kinds(end) and end['exit'] == 0,
          '%s: its tour of the rectangle (%d: %s %s)' % (program, status, kinds(end), err))

# A Python program that ends itself by a signal: the steps before it are all seen, its first
# solution with them, and the signal named on the line that sent it.
status, lines, err = trace('queens-sigterm.py', queens_inp)
end = json.loads(lines[-1])
check(end['solutions'] == 1 and kinds(end) == ['crash'] and end['verdicts'][0]['line'] == 17 and
      end['steps'] > 50,
      'queens-sigterm.py: its solution, then SIGTERM on line 17 (%d: %s %s)' %
      (status, end['verdicts'], err))

# A temporary folder whose path has a newline (TMPDIR): GDB's shell would cut the program's
# path there; the run's folder is made in /tmp instead.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    with tempfile.TemporaryDirectory(prefix='kq tmp\n') as folder:
        status, lines, err = trace('queens-001.c', queens_inp,
                                   env=dict(os.environ, TMPDIR=folder))
        end = json.loads(lines[-1]) if lines else {}
        check(status == 0 and end.get('solutions') == 10,
              'a TMPDIR with a newline: queens-001.c traced (%d: %s)' % (status, err))

# The way out under GDB's breakpoints (kq-gdb-stepper.py) as under our own stepper.
for program in ['knight-exit-inside.c', 'knight-exit-inside.pas']:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, faststart_inp,
                               env=dict(os.environ, KQ_STUDENT_STEPPER='gdb'))
    end, solutions = replay(lines, 5, True)
    check(status == 0 and end['solutions'] == 1 and kinds(end) == [],
          '%s under GDB\'s breakpoints: 1 tour (%d: %s %s)' % (program, status, kinds(end), err))

# Any file name (an option's, a space, a backslash, a newline, bytes not UTF-8): compiled and
# traced from a copy of a plain name, while the messages name the file as the user gave it.
# A name of bytes goes to the CLI as bytes; the messages show its bytes made valid UTF-8.
with tempfile.TemporaryDirectory() as folder:
    shutil.copy(os.path.join(DATA, 'QUEENS.INP'), folder)
    for program, name, shown in [('queens-001.c', b'-q.c', '-q.c'),
                                 ('queens-001.c', b'a b\\\nc.c', 'a b\\\nc.c'),
                                 ('queens-001.pas', b'-p.pas', '-p.pas'),
                                 ('queens.py', b'a b\\c.py', 'a b\\c.py'),
                                 ('compile-error.c', b'-q.c', '-q.c'),
                                 ('compile-error.c', b'a b\\\nc.c', 'a b\\\nc.c'),
                                 ('compile-error.pas', b'-p.pas', '-p.pas'),
                                 ('compile-error.c', b'\xe9t\xe9.c', '\ufffdt\ufffd.c'),
                                 ('syntax-error.py', b'-s \xe9.py', '-s \ufffd.py')]:
        if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
            continue
        path = os.path.join(os.fsencode(folder), name)
        shutil.copy(os.path.join(DATA, program), path)
        run = subprocess.run([CLI, 'trace', path], capture_output=True, timeout=300)
        lines = run.stdout.decode().splitlines()
        end = json.loads(lines[-1])
        if 'error' in program:
            text = end['verdicts'][0]['text'] if end['verdicts'] else ''
            check(run.returncode == 2 and kinds(end) == ['compile'] and
                  text.startswith(shown + ':') and
                  run.stderr.decode(errors='replace').count(shown + ':') > 0,
                  '%s as %r: its compile verdict names it (%d: %r)' % (program, name,
                                                                      run.returncode, text))
        else:
            check(run.returncode == 0 and end['solutions'] == 10 and kinds(end) == [],
                  '%s as %r: traced (%d: %s)' % (program, name, run.returncode, run.stderr))
        os.unlink(path)
    # an input of any name too: the program's standard input is a copy of a plain name
    odd_input = os.path.join(os.fsencode(folder), b'-in \\\'\nput\xe9.INP')
    shutil.copy(os.path.join(DATA, 'QUEENS.INP'), odd_input)
    for program in ['queens-001.c', 'queens-001.pas', 'queens.py']:
        if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
            continue
        run = subprocess.run([CLI, 'trace', os.path.join(DATA, program).encode(),
                              b'--input=' + odd_input], capture_output=True, timeout=300)
        lines = run.stdout.decode().splitlines()
        check(run.returncode == 0 and json.loads(lines[-1])['solutions'] == 10,
              '%s on an input named %r (%d: %s)' % (program, odd_input, run.returncode,
                                                   run.stderr))

# A program that reads, with no input given or beside it: one that does not build is told its
# compiler's errors (its end record), one that builds is asked for its input (exit 2).
with tempfile.TemporaryDirectory() as folder:
    for program, told in [('compile-error.c', True), ('queens-001.c', False)]:
        if not all(shutil.which(tool) for tool in TOOLS['.c']):
            continue
        shutil.copy(os.path.join(DATA, program), folder)
        run = subprocess.run([CLI, 'trace', os.path.join(folder, program)], capture_output=True,
                             timeout=300, text=True)
        lines = run.stdout.splitlines()
        check(run.returncode == 2 and
              ((told and kinds(json.loads(lines[-1])) == ['compile']) or
               (not told and lines == [] and 'No input for ' in run.stderr)),
              '%s with no input: %s (%d: %s %s)' % (program, 'its compile verdict' if told
                                                    else 'asked for', run.returncode,
                                                    lines[-1:], run.stderr))

# A long source reaches its first step: a C program of 10,000 straight lines, to its first step
# (--max-steps=1), as one of 10 does. How long it takes against the short one is a figure of
# bench/kq-bench-trace.sh (GDB's breakpoints, one a line, took it minutes), not asserted here.
if shutil.which('gcc') and shutil.which('gdb'):
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(os.path.join(DATA, 'QUEENS.INP'), folder)
        for lines in (10, 10000):
            path = os.path.join(folder, 'straight-%d.c' % lines)
            with open(path, 'w') as f:
                f.write('#include <stdio.h>\nint main (void)\n{\n  int n, x = 0;\n'
                        '  if (scanf ("%d", &n) != 1)\n    return 2;\n' + '  x += 1;\n' * lines +
                        '  printf ("%d\\n", x);\n  return 0;\n}\n')
            status, out, err = trace(path, '--max-steps=1')
            check(status == 3 and len(out) == 2 and json.loads(out[0])['line'] == 4,
                  'straight-%d.c: its first step (%d: %s)' % (lines, status, err))

# The tracer's channel is the program's to write on too: what it says there is bounded (an
# array of 10^10 cells is none, a line of 200 MiB is dropped as it comes, never held).
# Measured from a small Python of its own: a child's peak memory counts the pages of the
# process it was forked from, and this one holds every trace read so far.
MEASURE = ('import resource, subprocess, sys\n'
           'run = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, text=True)\n'
           'print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n'
           'print(run.stdout.splitlines()[-1])\n')
run = subprocess.run([sys.executable, '-c', MEASURE, CLI, 'trace',
                      os.path.join(DATA, 'channel-flood.py'), queens_inp],
                     capture_output=True, text=True, timeout=300)
status, peak = map(int, run.stdout.splitlines()[0].split())
check(status == 0 and kinds(json.loads(run.stdout.splitlines()[1])) == ['no-board'] and
      peak < 100 * 1024, 'channel-flood.py: bounded (%d, %d KiB)' % (status, peak))

# What is no event of the tracers' language, written there by the program, is dropped, each
# line of it (a name too long, a NUL, a number out of range …): the lesson's ten solutions.
status, lines, err = trace('channel-junk.py', queens_inp)
end, solutions = replay(lines, 5, False)
check(status == 0 and solutions == QUEENS_5 and end['verdicts'] == [],
      'channel-junk.py: its junk dropped (%d: %s %s)' % (status, end, err))

# The verdicts in Vietnamese, in the glossary's words.
status, lines, err = trace('queens-attacked.py', queens_inp,
                           env=dict(os.environ, LANGUAGE='vi', LC_ALL='C.UTF-8'))
texts = [v['text'] for v in json.loads(lines[-1])['verdicts'] if v['kind'] == 'attacked']
check(texts and 'khống chế' in texts[0], 'attacked in Vietnamese: %s' % texts)

# The step limit: exit 3.
status, lines, err = trace('queens-loop.py', queens_inp, '--max-steps=1000')
check(status == 3, 'queens-loop.py exits 3 (%d: %s)' % (status, err))
end, solutions = replay(lines, 5, False)
check(end['steps'] == 1000 and kinds(end) == ['step-limit'], 'queens-loop.py: 1000 steps')

# Does not compile, bad input: exit 2, the message on stderr.
status, lines, err = trace('syntax-error.py', queens_inp)
check(status == 2 and 'syntax-error.py:1:' in err and len(lines) == 1 and
      kinds(json.loads(lines[0])) == ['compile'] and
      'syntax-error.py:1:' in json.loads(lines[0])['verdicts'][0]['text'],
      'syntax-error.py exits 2 with file:line, its end record on stdout (%d: %s)' % (status, err))
# a byte not UTF-8 in a source that declares no encoding: its line, as Python names it
status, lines, err = trace('syntax-latin1.py', queens_inp)
texts = [v['text'] for v in json.loads(lines[-1])['verdicts']] if lines else []
check(status == 2 and len(texts) == 1 and texts[0].startswith('syntax-latin1.py:4: '),
      'syntax-latin1.py exits 2 with its line (%d: %s %s)' % (status, texts, err))
for options in [['--input=/nonexistent/QUEENS.INP'], [queens_inp, '--max-steps=0'],
                [queens_inp, '--max-steps=x'], [queens_inp, '--problem=rooks']]:
    status, lines, err = trace('queens.py', *options)
    check(status == 2 and err.startswith('knights-queens-cli') and lines == [],
          'queens.py %s exits 2 (%d: %s)' % (options, status, err))
status, lines, err = trace('QUEENS.INP', queens_inp)
check(status == 2 and lines == [], 'not a program: exit 2')
# No box without bubblewrap (a PATH without it): exit 2, the package and --no-sandbox named;
# with --no-sandbox the program runs unboxed (Debian's python3, by its path).
no_bwrap = dict(os.environ, PATH='/nonexistent')
status, lines, err = trace('queens.py', queens_inp, env=no_bwrap)
check(status == 2 and lines == [] and 'bubblewrap' in err and '--no-sandbox' in err,
      'no bubblewrap: exit 2, said so (%d: %s)' % (status, err))
status, lines, err = trace('queens.py', queens_inp, '--no-sandbox', env=no_bwrap)
check(status == 0 and json.loads(lines[-1])['solutions'] == 10,
      '--no-sandbox: runs unboxed (%d: %s)' % (status, err))
run = subprocess.run([CLI, 'trace'], capture_output=True, timeout=60)
check(run.returncode == 2, 'no program: exit 2')

# The problem is the program's, whatever the input's shape; --problem only narrows the guess:
# queens.py asked for a tour has no board, which blames nobody.
for inp, problem, found in [(queens_inp, None, 'queens'), (queens_inp, 'tour', None),
                            (queens_inp, 'queens', 'queens')]:
    status, lines, err = trace('queens.py', inp, *(['--problem=' + problem] if problem else []))
    end = json.loads(lines[-1])
    check(status == 0 and (kinds(end) == ['no-board'] if found is None else
                           end['solutions'] == 10 and kinds(end) == []),
          'queens.py on %s, --problem=%s: %s (%d: %s)' % (inp, problem, kinds(end), status, err))

# --board names the array; one that is not there: no board, said so, nobody blamed.
status, lines, err = trace('queens.py', queens_inp, '--board=x')
check(status == 0, '--board=x as found (%d)' % status)
status, lines, err = trace('queens.py', queens_inp, '--board=nosuch')
end, solutions = replay(lines, 5, False)
check(status == 0 and solutions == [] and kinds(end) == ['no-board'], '--board=nosuch')
# --board chooses the other of two boards in C: the grid of 0 and 1 beside x, its queens taken
# away one by one (x's are overwritten: test-arrays).
if shutil.which('gcc') and shutil.which('gdb'):
    status, lines, err = trace('queens-two-boards.c', queens_inp, '--board=grid')
    end, solutions = replay(lines, 5, False)
    check(status == 0 and solutions == QUEENS_5 and
          any(json.loads(line).get('op') == 'remove' for line in lines[:-1]),
          'queens-two-boards.c --board=grid (%d: %s)' % (status, err))

# --only=moves: the full stream's steps that move a piece or end a solution, with their step,
# line and marks and no stack, and the same end record; in C too, natively, whose lines that
# change nothing are counted, not sent (raise-signal.c dies of SIGTRAP with its steps counted:
# the crash is still on its last step's line; queens-bits.c, with no array, sends its locals: its
# board is a mask's bits).
MOVE_KEYS = ('step', 'line', 'op', 'square', 'move', 'solution')
for program, inp in [('queens.py', queens_inp), ('queens-001.c', queens_inp),
                     ('queens-attacked.py', queens_inp), ('raise-signal.c', queens_inp),
                     ('queens-bits.c', queens_inp)]:
    if any(shutil.which(tool) is None for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, inp)
    moves_status, moves, err = trace(program, inp, '--only=moves')
    full = [json.loads(line) for line in lines[:-1]]
    expected = [{key: step[key] for key in MOVE_KEYS if key in step}
                for step in full if 'op' in step or 'solution' in step]
    check(moves_status == status and len(moves) >= 1 and
          [json.loads(line) for line in moves[:-1]] == expected and moves[-1] == lines[-1],
          '%s --only=moves: the moves of the full stream (%d: %s)' % (program, moves_status, err))
status, lines, err = trace('queens.py', queens_inp, '--only=lines')
check(status == 2 and lines == [] and '--only' in err, '--only=lines: exit 2 (%d)' % status)

# Ctrl+C ends the program at once, with the end line.
process = subprocess.Popen([CLI, 'trace', os.path.join(DATA, 'queens-loop.py'), queens_inp],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
process.stdout.readline()
start = time.monotonic()
process.send_signal(signal.SIGINT)
out, err = process.communicate(timeout=60)
check(process.returncode == 128 + signal.SIGINT, 'Ctrl+C: exit 130 (%d: %s)'
      % (process.returncode, err))
check(time.monotonic() - start < 30 * SCALE and out.splitlines()[-1].startswith('{"op": "end"'),
      'Ctrl+C: the end line, at once')

# A reader that goes (| head -1) stops the run: the CLI ends, its program with it.
process = subprocess.Popen([CLI, 'trace', os.path.join(DATA, 'queens-loop.py'), queens_inp],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
process.stdout.readline()
process.stdout.close()
try:
    process.wait(timeout=60)
    check(process.returncode == 2, 'a closed pipe: exit 2 (%d)' % process.returncode)
except subprocess.TimeoutExpired:
    process.kill()
    check(False, 'a closed pipe ends the run')

finish()
