#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""judge.py DIR TRACE: one real program's trace (knights-queens-cli trace --only=moves) against
what the program itself did natively (DIR/meta.json): prints "ID RIGHT|WRONG why".

meta.json: problem (queens or tour), n, solutions (the count the program itself finds in the
run), buggy and bug, sanitizer (the fault ASan/UBSan reported on a C or C++ run whose output is
right: out-of-bounds, no-return, other), compile_fails. Right is: every solution the trace shows on the board legal
(queens: a whole board of k, none attacked; a tour: a knight's path over every square once),
the count the program finds, no slip on a right program, some slip named on a buggy one, the
compile verdict on one that does not compile; a run stopped by the step limit (or the wall
clock) is right if it found no more than the program does and blamed nothing, a buggy
program's too."""
import json
import os
import sys

SLIPS = {'attacked', 'not-a-move', 'revisited', 'missed', 'repeated', 'printed', 'miscounted',
         'crash', 'endless', 'cpu', 'tracer', 'no-return', 'out-of-bounds'}


def knight(a, b):
    return sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == [1, 2]


def read(path):
    """The trace's steps and its end record (None: no end)."""
    steps, end = [], None
    for line in open(path, errors='replace'):
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if record.get('op') == 'end':
            end = record
        else:
            steps.append(record)
    return steps, end


def illegal(steps, meta):
    """The steps of the solutions that are none."""
    queens, moves, bad = {}, {}, []
    n = meta.get('n')
    cells = n[0] * n[1] if isinstance(n, list) else n * n if isinstance(n, int) else None
    for clock, step in enumerate(steps):
        op, square = step.get('op'), tuple(step.get('square', ()))
        # a place puts its piece on its square (a move number over what was there); a remove
        # takes away what it names (a queen written over is removed after the place)
        if op == 'place':
            queens[square] = clock
            moves[square] = step.get('move')
        elif op == 'remove':
            queens.pop(square, None)
            if square in moves and moves[square] == step.get('move'):
                del moves[square]
        if 'solution' not in step:
            continue
        path = [square for _, square in sorted((m, s) for s, m in moves.items()
                                               if isinstance(m, int))]
        if meta['problem'] == 'queens':
            # (a grid holds two queens of a row for a moment: the last put down is the row's)
            rows = {}
            for (r, c), when in sorted(queens.items(), key=lambda item: item[1]):
                rows[r] = c
            board = sorted(rows.items())
            # a whole board of k queens (sizes one after another: each its own k)
            ok = ([r for r, _ in board] == list(range(1, len(board) + 1)) and
                  len({c for _, c in board}) == len(board) and
                  all(abs(a[0] - b[0]) != abs(a[1] - b[1])
                      for i, a in enumerate(board) for b in board[i + 1:]))
        else:
            # (sizes one after another: a whole tour of k × k, k up to the last n, or of an
            # m × k rectangle, cases of their own: the path fills the rectangle around it)
            rows = [r for r, _ in path] or [0]
            cols = [c for _, c in path] or [0]
            box = (max(rows) - min(rows) + 1) * (max(cols) - min(cols) + 1)
            ok = (len(set(path)) == len(path) and
                  (cells is None or len(path) == cells or
                   (box == len(path) and len(path) < cells)) and
                  all(knight(a, b) for a, b in zip(path, path[1:])))
        if not ok:
            bad.append(step.get('step'))
    return bad


def judge(folder, trace):
    meta = json.load(open(os.path.join(folder, 'meta.json')))
    steps, end = read(trace)
    if end is None:
        return 'WRONG no end record'
    kinds = [v['kind'] for v in end.get('verdicts', [])]
    got, want = end.get('solutions', 0), meta.get('solutions')
    said = 'got=%s want=%s kinds=%s' % (got, want, ','.join(kinds) or '-')
    if meta.get('compile_fails'):
        return ('RIGHT ' if 'compile' in kinds else 'WRONG ') + said
    if 'compile' in kinds:
        return 'WRONG compile ' + said
    bad = illegal(steps, meta)
    if bad:
        return 'WRONG illegal solution at steps %s %s' % (bad[:3], said)
    slips = [k for k in kinds if k in SLIPS]
    # (the issue: "a long run stopped by the step limit counts if all that it found is right",
    # a buggy program's too, whose slip comes after the limit)
    if 'step-limit' in kinds and not slips:
        return '%s step-limit %s' % ('RIGHT' if want is None or got <= want else 'WRONG', said)
    if meta.get('buggy'):
        return '%s buggy(%s) %s' % ('RIGHT' if slips else 'WRONG', meta.get('bug'), said)
    # (a fault the sanitizer saw in a run whose output is right is a real slip: named, and
    # nothing else named, it is right, told apart so that the stricter figure can be read too)
    if slips and set(slips) == {meta.get('sanitizer')} and got == want:
        return 'RIGHT fault-named ' + said
    # (and so in a run the step limit stopped, where all that it found is right)
    if slips and set(slips) == {meta.get('sanitizer')} and 'step-limit' in kinds and \
            (want is None or got <= want):
        return 'RIGHT fault-named step-limit ' + said
    if slips:
        return 'WRONG slip on a right program ' + said
    if got != want:
        return 'WRONG count ' + said
    return 'RIGHT%s %s' % (' no-board' if 'no-board' in kinds else '', said)


if __name__ == '__main__':
    print(os.path.basename(sys.argv[1].rstrip('/')), judge(sys.argv[1], sys.argv[2]))
