# SPDX-License-Identifier: GPL-3.0-or-later
"""What the trace scripts share: the CLI run on a student's program (tests/data/student), its
JSON Lines replayed and checked, the inputs they give."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
DATA = os.path.join(os.environ['G_TEST_SRCDIR'], 'data', 'student')
# lesson 001's ten solutions of 5 queens, in its order
QUEENS_5 = ['(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);', '(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);',
            '(1, 2); (2, 4); (3, 1); (4, 3); (5, 5);', '(1, 2); (2, 5); (3, 3); (4, 1); (5, 4);',
            '(1, 3); (2, 1); (3, 4); (4, 2); (5, 5);', '(1, 3); (2, 5); (3, 2); (4, 4); (5, 1);',
            '(1, 4); (2, 1); (3, 3); (4, 5); (5, 2);', '(1, 4); (2, 2); (3, 5); (4, 3); (5, 1);',
            '(1, 5); (2, 2); (3, 4); (4, 1); (5, 3);', '(1, 5); (2, 3); (3, 1); (4, 4); (5, 2);']
# the tools each language's programs need
TOOLS = {'.py': ['python3'], '.c': ['gcc', 'gdb'], '.cpp': ['g++', 'gdb'], '.pas': ['fpc', 'gdb']}


def trace(program, *options, env=None):
    args = [CLI, 'trace', os.path.join(DATA, program)] + list(options)
    run = subprocess.run(args, capture_output=True, text=True, timeout=600, env=env)
    return run.returncode, run.stdout.splitlines(), run.stderr


def trace_alone(program, *options):
    """trace () of program copied into a folder of its own: no input beside it."""
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(os.path.join(DATA, program), folder)
        run = subprocess.run([CLI, 'trace', os.path.join(folder, program)] + list(options),
                             capture_output=True, text=True, timeout=600)
    return run.returncode, run.stdout.splitlines(), run.stderr


def replay(lines, n, tour):
    """Every line is JSON in the issue's format; the board it draws is right at each solution,
    and each is counted in the end line. The end line, and the solutions as QUEENS.OUT prints
    them (queens). n: the board's side, or a tour's rectangle (rows, cols)."""
    rows, cols = n if isinstance(n, tuple) else (n, n)
    cells = {}
    solutions = []
    k = 0
    for text in lines[:-1]:
        step = json.loads(text)
        if step['step'] == k:
            # a further change of the board in the same step: an object of its own, the op alone
            assert 'op' in step and 'frames' not in step, text
        else:
            k += 1
            assert step['step'] == k, text
            assert step['frames'] and step['frames'][-1]['line'] == step['line'], text
        for frame in step.get('frames', []):
            assert set(frame) == {'function', 'line', 'locals'}, text
            assert all(type(v) in (int, bool, str) for v in frame['locals'].values()), text
        if 'op' in step:
            row, col = step['square']
            assert 1 <= row <= rows and 1 <= col <= cols, text
            if step['op'] == 'place':
                # (a queen written over, the lessons' x[i] = j, is removed after it, as are
                # those put down after it)
                cells[(row, col)] = step['move'] if tour else 1
            else:
                assert step['op'] == 'remove', text
                cells.pop((row, col), None)
        if 'solution' in step:
            assert step['solution'] == len(solutions) + 1, text
            assert len(cells) == rows * cols if tour else len(cells) == n, text
            if tour:
                where = {v: sq for sq, v in cells.items()}
                for m in range(2, rows * cols + 1):
                    (a, b), (c, d) = where[m - 1], where[m]
                    assert sorted((abs(a - c), abs(b - d))) == [1, 2], text
                solutions.append(dict(cells))
            else:
                queens = sorted(cells)
                solutions.append(' '.join('(%d, %d);' % q for q in queens))
    end = json.loads(lines[-1])
    assert end['op'] == 'end' and end['steps'] == k, lines[-1]
    # (no board followed, or fewer solutions on it than it printed: the count was read from
    # what the program printed)
    assert end['solutions'] == len(solutions) or \
        not solutions and 'no-board' in kinds(end) or \
        end['solutions'] > len(solutions) and 'recounted' in kinds(end), lines[-1]
    for verdict in end['verdicts']:
        assert set(verdict) == {'kind', 'step', 'line', 'text'} and verdict['text'], verdict
        assert 0 <= verdict['step'] <= end['steps'], verdict
    return end, solutions


def kinds(end):
    return [v['kind'] for v in end['verdicts']]


queens_inp = '--input=' + os.path.join(DATA, 'QUEENS.INP')
knight_inp = '--input=' + os.path.join(DATA, 'KNIGHT.INP')
# from (5, 5) lesson 004's search finds its tour in 8,401 lines, from (1, 1) in 264,946
corner_inp = '--input=' + os.path.join(DATA, 'CORNER.INP')
# "5 5 1": lesson 000's moves find a tour from (5, 1) in 40 calls of Try, some 860 lines
faststart_inp = '--input=' + os.path.join(DATA, 'FASTSTART.INP')
