#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# knights-queens-cli trace PROGRAM: every run ends: SIGTERM ending a run whose events come as
# fast as they can, with its end record, nothing left running, its folder gone.
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

CLI = sys.argv[1]
DATA = os.path.join(os.environ['G_TEST_SRCDIR'], 'data', 'student')
TOOLS = {'.py': ['python3'], '.c': ['gcc', 'gdb']}
failures = 0


def check(condition, what):
    global failures
    if not condition:
        failures += 1
        print('not ok:', what)


def runnable(program):
    return all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]])


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
    for _ in range(600):
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
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
    reader.join()
    for _ in range(100):
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

print('%d failures' % failures)
sys.exit(1 if failures else 0)
