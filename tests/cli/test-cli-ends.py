#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# knights-queens-cli trace PROGRAM: every run ends, and says how. Signals named as they are (a
# stopped program ended at once), the processor time of a program that runs no line we see,
# the tracer's own end told from the program's (and no tour missed blamed on a search cut
# short), and SIGTERM ending a run whose events come as fast as they can: its end record,
# nothing left running, its folder gone.
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from kq_check import check, finish

CLI = sys.argv[1]
DATA = os.path.join(os.environ['G_TEST_SRCDIR'], 'data', 'student')
TOOLS = {'.py': ['python3'], '.c': ['gcc', 'gdb']}
# waits stretched on a busy machine as meson's timeouts are (build-aux/dev.sh)
SCALE = max(1.0, float(os.environ.get('KQ_TEST_TIME_SCALE', '1')))


def runnable(program):
    return all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]])


def trace(program, *options, env=None):
    """The exit status and the end record."""
    run = subprocess.run([CLI, 'trace', os.path.join(DATA, program)] + list(options),
                         capture_output=True, text=True, timeout=300, env=env)
    lines = run.stdout.splitlines()
    return run.returncode, json.loads(lines[-1]) if lines else {}, run.stderr


def kinds(end):
    return [v['kind'] for v in end.get('verdicts', [])]


# Signals: each ends the program with a crash verdict that names it (exit -1: killed); one that
# stops it (SIGSTOP) ends the run at once, said so. The input names the signal.
folder = tempfile.mkdtemp()
SIGNALS = [(signal.SIGKILL, 'SIGKILL'), (signal.SIGUSR1, 'SIGUSR1'), (signal.SIGALRM, 'SIGALRM'),
           (signal.SIGTERM, 'SIGTERM'), (signal.SIGSTOP, 'SIGSTOP')]
for program in ['raise-signal.c', 'raise-signal.py']:
    if not runnable(program):
        continue
    for number, name in SIGNALS:
        inp = os.path.join(folder, '%d.INP' % number)
        with open(inp, 'w') as f:
            f.write('%d\n' % number)
        status, end, err = trace(program, '--input=' + inp)
        texts = [v['text'] for v in end.get('verdicts', [])]
        check(status == 1 and kinds(end) == ['crash'] and end['exit'] == -1 and
              name in texts[0] and ('stopped itself' in texts[0]) == (name == 'SIGSTOP'),
              '%s, %s: a crash naming it (%d: %s %s)' % (program, name, status, end, err))
for program in ['alarm-loop.c', 'alarm-loop.py']:
    if not runnable(program):
        continue
    status, end, err = trace(program, '--input=' + os.path.join(DATA, 'QUEENS.INP'))
    check(status == 1 and kinds(end) == ['crash'] and 'SIGALRM' in end['verdicts'][0]['text'],
          '%s: its alarm ends it, named (%d: %s %s)' % (program, status, end, err))
# one the program takes with a handler of its own passes to it, and it ends as it should
for program in ['alarm-handled.c', 'alarm-handled.py']:
    if not runnable(program):
        continue
    status, end, err = trace(program, '--input=' + os.path.join(DATA, 'QUEENS.INP'))
    check(status == 0 and end['exit'] == 0 and kinds(end) == ['no-board'],
          '%s: its handler takes its alarm (%d: %s %s)' % (program, status, end, err))
# in Vietnamese too
if runnable('raise-signal.py'):
    status, end, err = trace('raise-signal.py', '--input=' + os.path.join(folder, '15.INP'),
                             env=dict(os.environ, LANGUAGE='vi', LC_ALL='C.UTF-8'))
    text = end['verdicts'][0]['text'] if kinds(end) == ['crash'] else ''
    check('SIGTERM' in text and 'tín hiệu' in text, 'SIGTERM in Vietnamese: %s' % text)
shutil.rmtree(folder)

# Processor time with no line run (its tracing turned off, a thread of its own): no step limit
# sees it, its processor time ends it (1 s here, KQ_STUDENT_QUIET_CPU).
if runnable('settrace-off.py'):
    for program in ['settrace-off.py', 'spinning-thread.py']:
        status, end, err = trace(program, '--input=' + os.path.join(DATA, 'QUEENS.INP'),
                                 env=dict(os.environ, KQ_STUDENT_QUIET_CPU='1'))
        check(status == 1 and kinds(end) == ['cpu'] and end['exit'] == -1,
              '%s: a processor-time verdict (%d: %s %s)' % (program, status, end, err))

# The tracer killed (GDB, our Python tracer: the program's parent) at move 20: its end said,
# exit 3 as for a limit, and no tour missed blamed on the search it never saw end.
for program in ['knight-kills-tracer.c', 'knight-kills-tracer.py']:
    if not runnable(program):
        continue
    status, end, err = trace(program, '--input=' + os.path.join(DATA, 'CORNER.INP'))
    check(status == 3 and kinds(end) == ['tracer'],
          '%s: the tracer\'s end, nothing missed (%d: %s %s)' % (program, status, end, err))


def descendants(pid):
    found = []
    try:
        tasks = os.listdir('/proc/%d/task' % pid)
    except OSError:
        return found
    for task in tasks:
        try:
            with open('/proc/%d/task/%s/children' % (pid, task)) as f:
                children = [int(child) for child in f.read().split()]
        except OSError:
            continue
        for child in children:
            found += [child] + descendants(child)
    return found


def running(pid):
    try:
        with open('/proc/%d/stat' % pid) as f:
            return f.read().rsplit(')', 1)[1].split()[0] != 'Z'
    except OSError:
        return False


# SIGTERM while a recursion without end floods the run with events (each step a stack deeper):
# the run ends with its end record, nothing of it left running, its folder removed.
for program in ['recursion-flood.py', 'recursion-flood.c']:
    if not runnable(program) or not os.path.exists('/proc/self/task/%d/children' % os.getpid()):
        continue
    process = subprocess.Popen([CLI, 'trace', os.path.join(DATA, program),
                                '--input=' + os.path.join(DATA, 'QUEENS.INP')],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    seen = {'lines': 0, 'last': b''}

    def drain():
        for line in process.stdout:
            seen['lines'] += 1
            seen['last'] = line

    reader = threading.Thread(target=drain)
    reader.start()
    for _ in range(int(600 * SCALE)):
        if seen['lines'] >= 3000:
            break
        time.sleep(0.1)
    run_pids = descendants(process.pid)
    folders = set()
    for pid in run_pids:
        try:
            cwd = os.readlink('/proc/%d/cwd' % pid)
        except OSError:
            continue
        if os.path.basename(cwd).startswith('kq-student-'):
            folders.add(cwd)
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=60 * SCALE)
    except subprocess.TimeoutExpired:
        process.kill()
    reader.join()
    for _ in range(int(100 * SCALE)):
        if not any(running(pid) for pid in run_pids):
            break
        time.sleep(0.1)
    end = json.loads(seen['last']) if seen['last'].startswith(b'{"op": "end"') else {}
    check(process.returncode == 128 + signal.SIGTERM and end.get('steps', 0) >= 3000,
          '%s: SIGTERM ends the flood with its end record (%d, %d lines: %s)'
          % (program, process.returncode, seen['lines'], seen['last'][:200]))
    check(run_pids and not any(running(pid) for pid in run_pids),
          '%s: nothing left running (%s)' % (program, [p for p in run_pids if running(p)]))
    check(folders and not any(os.path.exists(f) for f in folders),
          '%s: its folder removed (%s)' % (program, folders))

# The files a program writes (QUEENS.OUT): shown in the end record, and beside the program only
# with --write-back, as a run of its own would leave them.
ANSWER = '(1, 2); (2, 4); (3, 1); (4, 3);\n(1, 3); (2, 1); (3, 4); (4, 2);\n'
for program in ['queens-out-file.py', 'queens-out-file.c']:
    if not runnable(program):
        continue
    folder = tempfile.mkdtemp()
    copy = os.path.join(folder, program)
    shutil.copy(os.path.join(DATA, program), copy)
    with open(os.path.join(folder, 'QUEENS.INP'), 'w') as f:
        f.write('4\n')
    out = os.path.join(folder, 'QUEENS.OUT')
    for back in [False, True]:
        run = subprocess.run([CLI, 'trace', copy] + (['--write-back'] if back else []),
                             capture_output=True, text=True, timeout=300)
        lines = run.stdout.splitlines()
        end = json.loads(lines[-1]) if lines else {}
        files = {f['name']: f.get('text', '').replace(' \n', '\n').replace('; \n', ';\n')
                 for f in end.get('files', [])}
        check(files == {'QUEENS.OUT': ANSWER},
              '%s: the end record shows QUEENS.OUT (%s)' % (program, end.get('files')))
        written = open(out).read().replace(' \n', '\n') if os.path.exists(out) else None
        check(written == (ANSWER if back else None),
              '%s: QUEENS.OUT beside the program %s (%r; %s)'
              % (program, 'with --write-back' if back else 'only when asked', written, run.stderr))
    shutil.rmtree(folder)

finish()
