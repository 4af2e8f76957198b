#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# knights-queens-cli trace PROGRAM on the shapes real students' programs take (issue 39), each
# a program of our own in tests/data/student: the board found whatever it is, the count the
# program's own, no slip where it is right and its slip where it is not.
import json
import os
import shutil
import subprocess
import tempfile

from kq_check import check, finish
from kq_trace import (CLI, DATA, QUEENS_5, TOOLS, faststart_inp, kinds, queens_inp, replay,
                      trace, trace_alone)

# Real programs' shapes (issue 39), each our own: the board is found by what the program does,
# whatever its name, type, size or base (None for an empty row; a tour on a flat list); its
# input is its own layout (START.INP: "row col", the size fixed in the code); one that stops
# after its first solution on purpose is told so. A tour's row names its start, the square
# placed first, as move 1; a queens row has None.
start_inp = '--input=' + os.path.join(DATA, 'START.INP')
for program, inp, start, count, expected in [
        ('queens-named-a.py', queens_inp, None, 10, []),
        ('queens-int-marks.c', queens_inp, None, 10, []),
        # its board declared in a header of its own beside it, copied into the box with it
        ('queens-own-header.c', queens_inp, None, 10, []),
        ('queens-first-only.py', queens_inp, None, 1, ['stopped']),
        ('queens-print-by-value.pas', queens_inp, None, 10, []),
        ('queens-zero-based-big.c', queens_inp, None, 10, []),
        # the row a static array of the search function's own, in none of its frames
        ('queens-static-local.c', queens_inp, None, 10, []),
        # a Python list whose rows are made lists one by one after it (board[r] = [0] * n)
        ('queens-rows-made.py', queens_inp, None, 10, ['diverge']),
        # a vector of vector<bool> (bits), a copy of it passed to each call
        ('queens-bool-grid-byvalue.cpp', queens_inp, None, 10, []),
        # a knight's path in a std::stack, its squares marked 1 in a grid, beside the program's
        # n = 25 squares and a comparator's own n: neither is the board's side
        ('knight-stack-marks.cpp', start_inp, (5, 1), 1, ['diverge']),
        # a grid of a million squares for n = 5: its first rows and columns read
        ('queens-huge-grid.c', queens_inp, None, 10, []),
        # no recursion, place then test; a row cleared and left in one write, pos[row--] = 0
        # (an index GDB must never evaluate again)
        ('queens-row-minus.c', queens_inp, None, 10, ['diverge']),
        # the same, its board declared in a block of main's own: seen from the block's lines
        ('queens-block-board.c', queens_inp, None, 10, ['diverge']),
        # columns from 0 written before they are tested, each row written back to 0 after each
        # try: 0 over a column already tried takes the queen back, and over the last row's
        # queen of a solution finds it no second time
        ('queens-reset-zero.py', queens_inp, None, 10, ['diverge']),
        # its solutions written to a file of its own, "output.txt", in the box's folder
        ('queens-output-file.c', queens_inp, None, 10, ['diverge']),
        ('knight-minus-one.c', start_inp, (5, 1), 1, []),
        ('queens-none.py', queens_inp, None, 10, []),
        ('knight-flat.py', start_inp, (5, 1), 1, []),
        # lists that grow and shrink: a path of columns (a closure, marks in sets), queens as
        # (row, col) tuples (marks in dicts), a knight's path of squares over a 0/1 grid
        ('queens-path-stack.py', queens_inp, None, 10, []),
        ('queens-tuples.py', queens_inp, None, 10, []),
        ('knight-path-pairs.py', faststart_inp, (5, 1), 1, []),
        # the levels' own values passed down the recursion: a tuple through a generator, a
        # list made anew at each call
        ('queens-tuple-gen.py', queens_inp, None, 10, []),
        ('queens-list-copy.py', queens_inp, None, 10, []),
        # dictionaries keyed by row, column and diagonal, in a dictionary
        ('queens-dicts.py', queens_inp, None, 10, []),
        # a generator a row, walked by an index: a row's store whose call raises
        # StopIteration stores nothing (no solution found again)
        ('queens-iterators.py', queens_inp, None, 10, []),
        # a board of strings, one a row ('.Q..'), each row made anew to put a queen down,
        # searched a column at a time; the solutions printed at the end as one list
        ('queens-string-rows.py', queens_inp, None, 10, ['diverge']),
        # a grid each try copies whole from its level's (not from the one the try before
        # changed), a queen 2 and what it attacks below 1: each copy read whole
        ('queens-deepcopy.py', queens_inp, None, 10, []),
        # a stack class, place then test (the queen pushed, the stack tested, popped back)
        ('queens-stack-class.py', queens_inp, None, 10, ['diverge']),
        # a knight's path in two arrays, rows and columns, with no board at all
        ('knight-xy-arrays.pas', faststart_inp, (5, 1), 1, []),
        # squares marked 10000 + the move: no queens, no board it can read, nobody blamed
        ('knight-offset-marks.c', faststart_inp, None, 0, ['no-board']),
        # a knight's visited marks (True), its path kept as text: the marks' order is its
        # path (the input a board's "rows cols row col")
        ('knight-visited-strings.py', '--input=' + os.path.join(DATA, 'SQUARE.INP'), (5, 1), 1,
         []),
        # "n row col" is queens' too: a queen given before the search
        ('queens-first-given.py', '--input=' + os.path.join(DATA, 'GIVEN.INP'), None, 1,
         ['diverge', 'stopped']),
        # the last move written, the tour printed and exit (0) or Halt called on one line deep
        # in the recursion: no line runs after the write, the program's way out reads it
        ('knight-exit-inside.c', faststart_inp, (5, 1), 1, []),
        ('knight-exit-inside.pas', faststart_inp, (5, 1), 1, []),
        # arrays in structs, records and classes, as board.a, b->pos, s.x (by value), a
        # method's bare x, Pascal's b.x; int ** with rows 1..n made, h[0] never
        ('queens-struct.c', queens_inp, None, 10, []),
        ('queens-struct-pointer.c', queens_inp, None, 10, []),
        ('queens-struct-byvalue.c', queens_inp, None, 10, []),
        ('queens-class-member.cpp', queens_inp, None, 10, []),
        ('queens-record.pas', queens_inp, None, 10, []),
        ('knight-struct.c', faststart_inp, (5, 1), 1, []),
        ('knight-class-member.cpp', faststart_inp, (5, 1), 1, []),
        ('knight-intpp-row0.c', faststart_inp, (5, 1), 1, []),
        ('knight-intpp-row0.cpp', faststart_inp, (5, 1), 1, []),
        # a std::array of std::arrays, a class template's member, a local object of main's
        ('knight-std-array.cpp', faststart_inp, (5, 1), 1, []),
        # the column put down in a block on the loop's line, under its test, never cleared:
        # the writes of the value already there are seen from the line
        ('queens-one-line.c', queens_inp, None, 10, []),
        ('queens-one-line.pas', queens_inp, None, 10, []),
        ('queens-one-line.py', queens_inp, None, 10, []),
        # a grid of '-' with two letters of queens, 'F' given by the input in the first row
        # and 'Q' put down by the search, a board a query, each stopped at its first solution
        ('queens-two-letters.c', '--input=' + os.path.join(DATA, 'FIRSTROW.INP'), None, 2,
         ['diverge', 'stopped']),
        # a flag tested only on entry: the loops above the first solution run on, each deeper
        # call returns at once; it stopped on purpose
        ('queens-flag-on-entry.c', queens_inp, None, 1, ['diverge', 'stopped']),
        # board[N + 4][N + 4], a border of two filled with 1 around the board's 0s
        ('knight-border-two.c', queens_inp, (1, 1), 1, ['diverge']),
        # n, then the start counted from 0 on lines of their own, a class's Matrix[8][8]
        ('knight-zero-start.cpp', '--input=' + os.path.join(DATA, 'ZERO.INP'), (5, 1), 1,
         ['diverge']),
        # two vectors pushed and popped, rows and columns (and the same as Python lists)
        ('queens-vectors.cpp', queens_inp, None, 10, []),
        ('queens-two-lists.py', queens_inp, None, 10, []),
        # no board: the columns taken (or still free) in the bits of an int passed down the
        # recursion, beside the diagonals' masks and a row counter
        ('queens-bits.pas', queens_inp, None, 10, []),
        ('queens-bits-free.py', queens_inp, None, 10, []),
        ('queens-bits.c', queens_inp, None, 10, []),
        # the same search again in a second function with masks of its own, each printing its
        # count: both searches' solutions, none "found again"; a mask seen three calls deep
        # is not blamed for leaving the lesson's order at its first (unseen) tries
        ('queens-bits-twice.py', queens_inp, None, 20, []),
        # a search by columns keeping the column of each row: its rows put down in any order
        # (from the last column, a record by var, stopped at its first)
        ('queens-by-columns.c', queens_inp, None, 10, ['diverge']),
        ('queens-by-columns.pas', queens_inp, None, 1, ['diverge', 'stopped']),
        # a grid of 0 and 1 a column at a time, each queen put down and then the whole board
        # checked: a row holds two queens for a moment, each taken away by a move of its own
        ('queens-place-then-check.c', queens_inp, None, 10, ['diverge']),
        # rows counted from 0, columns from 1 with 0 for none, cleared on the way back
        ('queens-rows-zero.c', queens_inp, None, 10, []),
        # the columns in a char array, the marks char counters
        ('queens-char-row.c', queens_inp, None, 10, []),
        # iostream's constructor before main (the native runner's hook had no table yet)
        ('queens-iostream.cpp', queens_inp, None, 10, []),
        # globals in a namespace, col[row] = c on the lines (Solver::col), never cleared: the
        # writes of the value already there are seen from the line
        ('queens-namespace.cpp', queens_inp, None, 10, []),
        # a knight's board of visited marks only (bool seen[][]), its path the marks' order;
        # one of text cells, its numbers padded (" 1", "12"), "__" while free
        ('knight-marks.c', faststart_inp, (5, 1), 1, []),
        ('knight-text-cells.py', faststart_inp, (5, 1), 1, []),
        # each row's queen as one bit of its cell (map[r] = 1 << c), searched without recursion
        ('queens-onehot.c', queens_inp, None, 10, []),
        # counts of the queens attacking each square, a queen's own square -1
        ('queens-attack-count.c', queens_inp, None, 10, []),
        # a new list at each level, the partial one copied and the column appended
        ('queens-copy-append.py', queens_inp, None, 10, []),
        # C99's int col[n] in main, its size its frame's
        ('queens-vla.c', queens_inp, None, 10, []),
        # a class's int * pointing at a method's variable-length array, beside a vector
        # member (GDB stops first at the method's last line, where the array is not made yet)
        ('queens-vla-member.cpp', queens_inp, None, 10, ['diverge']),
        # a stack of the program's own, its top a pointer: *(S.top++) = e pushes a column,
        # 0 over a block of zeros the first (seen from the line); the block grows by realloc
        ('queens-pointer-stack.cpp', queens_inp, None, 10, []),
        # a grid of characters local to the print procedure (GDB crashed naming its type)
        ('queens-char-grid.pas', queens_inp, None, 10, []),
        # a knight's path as square numbers, path[k] = row * n + col, over visited marks
        ('knight-square-numbers.c', faststart_inp, (5, 1), 1, []),
        # the same counted from 1 (path[move] = square + 1) beside a set of visited squares,
        # the squares' count 25 its only size: no row of 25 queens' columns
        ('knight-square-numbers-from-one.py', '--max-steps=100000', (1, 1), 1, ['diverge']),
        # board[10][10] for n = 5, -1 only in its 5 x 5 corner, the start move 0
        ('knight-window-fill.c', queens_inp, (5, 1), 1, []),
        # the move written before the square is tested, what was there put back after: a
        # visited square tried is no slip
        ('knight-try-first.c', '--input=' + os.path.join(DATA, 'ROW0.INP'), (1, 5), 1,
         ['diverge']),
        # a board larger than n, 0-based, the start on row 0 but not column 0 ("n\nrow\ncol")
        ('knight-row0-exit.c', '--input=' + os.path.join(DATA, 'ROW0.INP'), (1, 5), 1,
         ['diverge']),
        # a class whose constructor binds a reference in a range-for (no address before it
        # is bound), the tour on a vector of vectors
        ('knight-neighbour-map.cpp', faststart_inp, (5, 1), 1, []),
        # an object made with new, its board a member its constructor starts (unseen: the
        # board appears holding the start), the search a method reached through this
        ('knight-heap-object.cpp', faststart_inp, (5, 1), 1, []),
        # a path in a vector of pairs, the squares visited in a std::set no trace reads
        ('knight-pair-path.cpp', faststart_inp, (5, 1), 1, []),
        # text cells, "_" while free, the move number as text; width, height, start, "n"
        ('knight-text-board.py', '--input=' + os.path.join(DATA, 'TEXTBOARD.INP'), (1, 1), 1,
         ['diverge'])]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    tour = start is not None
    status, lines, err = trace(program, inp)
    end, solutions = replay(lines, 5, tour)
    check(status == 0 and end['solutions'] == count == len(solutions) and
          kinds(end) == expected and (tour or set(solutions) <= set(QUEENS_5)),
          '%s: %d solutions, %s (%d: %s %s)' % (program, count, expected, status,
                                                 kinds(end), err))
    if tour:
        first = json.loads(next(line for line in lines if '"op"' in line))
        check(first['square'] == list(start) and first['move'] == 1,
              '%s: the start is move 1 on %s (%s)' % (program, start, first['square']))

# Tours on boards of other sizes, the size and start nothing but the program's own: a vector of
# n rows of m for "n m" (4 5), m the rows' name elsewhere; 8 x 8 without recursion, its path
# two arrays of rows and columns whose first columns 0, 2, 4, 6 stand as queens none attacks.
sides_inp = '--input=' + os.path.join(DATA, 'SIDES.INP')
for program, inp, size, expected in [
        ('knight-rectangle-turned.cpp', sides_inp, (4, 5), []),
        ('knight-rectangle-turned.py', sides_inp, (4, 5), []),
        ('knight-stack-arrays.c', '--max-steps=1000000', (8, 8), ['diverge'])]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, inp)
    end, solutions = replay(lines, size, True)
    first = json.loads(next(line for line in lines if '"op"' in line))
    check(status == 0 and end['solutions'] == 1 == len(solutions) and kinds(end) == expected and
          first['square'] == [1, 1] and first['move'] == 1,
          '%s: a tour of %s (%d: %s %s %s)' % (program, size, status, kinds(end), first, err))

# A tour for each case of the input, rectangles "m n row col", the board cleared only over the
# case's own squares: a new start is a new search, what the last case left is no move of it
# (visited marks, the numbers apart; one board of numbers). Its tours are the two it prints.
for program in ['knight-cases-rect.c', 'knight-cases-numbers.py']:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, '--input=' + os.path.join(DATA, 'RECTCASES.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 2 and
          set(kinds(end)) <= {'diverge', 'recounted'},
          '%s: two cases, no slip (%d: %s %s)' % (program, status, end, err))

# Queens put down greedily as 10, the squares they attack marked 1, no backtracking: the 1s
# are no queens, and for n = 6 the search is stuck after five: missed, exit 1.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-greedy-marks.c', '--input=' + os.path.join(DATA, 'SIX.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and kinds(end) == ['missed'] and
          not any('"move"' in line for line in lines[:-1]),
          'queens-greedy-marks.c: queens of 10 missed (%d: %s %s)' % (status, end, err))

# A tour whose table of jumps is all zero: its start put down, nothing after it. One piece is
# no sign of queens: the start is move 1, and the slip a tour missed, exit 1.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-no-jumps.c', faststart_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    first = json.loads(lines[0]) if len(lines) > 1 else {}
    check(status == 1 and first.get('move') == 1 and kinds(end) == ['missed'] and
          end['verdicts'][0]['text'].startswith('No tour was found'),
          'knight-no-jumps.c: a tour missed (%d: %s %s %s)' % (status, first, end, err))

# The textbook's first exercise: one walk, no move ever taken back, stuck at move 23 of 25. No
# search, so no tour missed: it stopped, told so, exit 0.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-walk-only.c', '--input=' + os.path.join(DATA, 'WALK.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    said = [v['text'] for v in end.get('verdicts', []) if v['kind'] == 'stopped']
    check(status == 0 and end['solutions'] == 0 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['stopped'] and
          'move 23 ' in said[0],
          'knight-walk-only.c: a walk stopped at 23 (%d: %s %s)' % (status, end, err))
    # the same walk by Warnsdorff's rule, stopped one square short, that square a knight's
    # move away: not stuck, a tour given up, missed
    status, lines, err = trace('knight-walk-short.c', '--input=' + os.path.join(DATA, 'WALK.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and [kind for kind in kinds(end) if kind != 'diverge'] == ['missed'],
          'knight-walk-short.c: one short, missed (%d: %s %s)' % (status, end, err))

# The textbook's place () and queen (), never cleared, a block's brace opening the line of its
# write ("{	x[k] = i;"): a column written where it already stood is seen from that line, so
# no queen left from an abandoned row is taken as standing: all 92, nobody blamed.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-brace-line.c', '--input=' + os.path.join(DATA, 'EIGHT.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 92 and kinds(end) == [],
          'queens-brace-line.c: 92, nobody blamed (%d: %s %s)' % (status, end, err))

# Every step logged as the queens standing and a message naming a square, printed once the first
# solution stops the search: a step's queens and its message's square read as more placements
# are no count of a program seen to stop after its first.
if shutil.which('python3'):
    status, lines, err = trace('queens-step-log.py', '--input=' + os.path.join(DATA, 'EIGHT.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 1 and kinds(end) == ['stopped'],
          'queens-step-log.py: its first, no recount (%d: %s %s)' % (status, end, err))

# A closed tour's search by plain backtracking on 6 × 6 (CLOSED.INP): the open tours it
# completes are given up unprinted, and the closed one it prints, its first, is its count.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-closed-first.c',
                               '--input=' + os.path.join(DATA, 'CLOSED.INP'), '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 1 and 'recounted' in kinds(end) and
          'closed' in end['verdicts'][-1]['text'],
          'knight-closed-first.c: its closed tour, 1 (%d: %s %s)' % (status, end, err))

# The safety test's last return left out, its value read by the search: the compiler's
# warning is the slip, at the function's end (line 17), exit 1; a function that ends without
# its value but is only called as a statement is none.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-no-return.c', queens_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    said = [v for v in end.get('verdicts', []) if v['kind'] == 'no-return']
    check(status == 1 and end['solutions'] == 10 and kinds(end) == ['no-return'] and
          said[0]['line'] == 17 and ' safe ' in said[0]['text'],
          'queens-no-return.c: safe () said, show () not (%d: %s %s)' % (status, end, err))

# The same in C++, the end unreached: built with C++'s checks of each function's end, the
# program runs whole and no function ends without its value, so the warning is no slip.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace('queens-unreached-end.cpp', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 4 and kinds(end) == [],
          'queens-unreached-end.cpp: no no-return (%d: %s %s)' % (status, end, err))

# A search that is right and prints the loop's index for each solution ("1 2 3 4 5"): its ten
# solutions traced, and what it printed is the slip, at its first line.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-prints-index.c', queens_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 10 and kinds(end) == ['printed'] and
          'line 1:' in end['verdicts'][0]['text'],
          'queens-prints-index.c: its print the slip (%d: %s %s)' % (status, end, err))

# A knight's walk by Warnsdorff's rule on a grid of 2 where the knight stands and 1 on its
# trail: the order of the marks is its tour, found whole, no queens read on it.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-trail-marks.c',
                               '--input=' + os.path.join(DATA, 'ORIGIN.INP'), '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    first = json.loads(lines[0]) if lines else {}
    check(status == 0 and end['solutions'] == 1 and set(kinds(end)) <= {'diverge'} and
          first.get('square') == [1, 1] and first.get('move') == 1,
          'knight-trail-marks.c: its tour from its marks (%d: %s %s)' % (status, end, err))

# A knight's tour with no move numbered: each square the direction it was left by (0 to 7,
# -1 free), the directions taken in a list, cut short by the step limit. Neither is a path
# (the grid's "move 1" stands on two squares, the list's squares never a knight's move
# apart): nobody is blamed.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace_alone('knight-direction-log.cpp', '--only=moves',
                                     '--max-steps=100000')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 3 and end['solutions'] == 0 and kinds(end) == ['step-limit'],
          'knight-direction-log.cpp: no slip (%d: %s %s)' % (status, end, err))

# A knight's marks the trace cannot read (10000 + the move), its tour printed in a terminal's
# colours: the tour read from what it printed, the escapes' numbers (47, 40, 0) none of it.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-colour-board.c', faststart_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 1 and kinds(end) == ['no-board'],
          'knight-colour-board.c: its coloured tour read (%d: %s %s)' % (status, end, err))

# A search that is right and prints its ten solutions, and a count that never counted (a
# local of Try's over the global): "Number of solutions: 0", on line 11, is the slip.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-count-shadowed.c', queens_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 10 and kinds(end) == ['miscounted'] and
          'line 11 ' in end['verdicts'][0]['text'],
          'queens-count-shadowed.c: its count the slip (%d: %s %s)' % (status, end, err))

# No search, a greedy fill, each row's first free column: 5 queens on 8 x 8 and the board
# printed as the answer. Its grid found (C): none of 92 found; kept as lines of text (Python),
# no board seen, and the one board it printed, 5 queens on line 2, is the slip.
eight_inp = '--input=' + os.path.join(DATA, 'EIGHT.INP')
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-greedy-fill.c', eight_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and kinds(end) == ['missed'],
          'queens-greedy-fill.c: none of 92 (%d: %s %s)' % (status, end, err))
if shutil.which('python3'):
    status, lines, err = trace('queens-greedy-text.py', eight_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and kinds(end) == ['no-board', 'printed'] and
          'line 2 has 5 queens' in end['verdicts'][1]['text'],
          'queens-greedy-text.py: its short board the slip (%d: %s %s)' % (status, end, err))

# Test cases' queens counted with three marking lists and no board (their 1s read as queens
# put down one column over and over, zipped where two of them are written at one index): no
# board, and the counts it printed for the input's sizes, 4 and 92.
if shutil.which('python3'):
    cases_inp = '--input=' + os.path.join(DATA, 'MARKCASES.INP')
    status, lines, err = trace('queens-cases-marks.py', cases_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 96 and kinds(end) == ['no-board'],
          'queens-cases-marks.py: no board, 96 counted (%d: %s %s)' % (status, end, err))

# Six queens fixed in the code, nothing read: a row whose first column's queen stands from its
# initializer, the search from column 1 on, each column cleared to -1 and counted up (a
# course's eight queens without recursion: place then test); a row written with the macro N in
# its index over the 0s it starts as, by a search whose own n counts down the rows left (n is
# no size); a local row made with its initializer (int q[6] = {0}) over the numbers a call
# before it left on the stack, which the initializer's writes are no queens of. The first
# queen put down is (1, 1) in each, and the four solutions are found.
for program, expected in [('queens-first-column-set.c', ['diverge']),
                          ('queens-countdown.c', []),
                          ('queens-zeroed-over-leftovers.c', [])]:
    if not all(shutil.which(tool) for tool in TOOLS['.c']):
        continue
    status, lines, err = trace(program, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    first = json.loads(next((line for line in lines if '"op"' in line), '{}'))
    check(status == 0 and end['solutions'] == 4 and kinds(end) == expected and
          first.get('square') == [1, 1],
          '%s: four solutions from (1, 1), %s (%d: %s %s %s)' % (program, expected, status, end,
                                                                first, err))

# Queens written as their numbers, 1 to 5, on any free square in turn, the whole board checked
# after each (place then test): numbers that count up, but most of them put down no knight's
# move from the one before. No knight's path, so no move of it blamed, nor a tour missed.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-numbered-any-square.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and lines and
          not set(kinds(end)) & {'not-a-move', 'revisited', 'missed', 'attacked'},
          'queens-numbered-any-square.c: no tour blamed (%d: %s %s)' % (status, end, err))

# Seven queens in a calloc'd block, N a macro: malloc's chunk holds 10 ints, the 8th to 10th
# never written, and only the macro says 7. Its 40 solutions, rather than 8 queens that never
# fill a row (no board).
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-calloc-macro-n.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 40 and kinds(end) == ['diverge'],
          'queens-calloc-macro-n.c: 40 of 7 (%d: %s %s)' % (status, end, err))

# The lessons' Try (i) in Pascal, n a constant (const n = 6;) that GDB cannot see, its rows in
# an array made for up to MaxN = 20: the constant is the board's n, its 4 solutions followed,
# rather than a board of 20 never filled (no board, the lesson's order left at once).
if all(shutil.which(tool) for tool in TOOLS['.pas']):
    status, lines, err = trace('queens-const-n.pas', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 4 and kinds(end) == [],
          'queens-const-n.pas: 4 of 6 (%d: %s %s)' % (status, end, err))

# Eight queens kept off the squares a map reserves, the map its input (MAP.INP, CSES's
# "Chessboard and Queens"), only their number printed: the map's copy is no board of queens
# (its first square's '.' no queen), and the 58 it prints are all there are on that map.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-map-reserved.c', '--input=' + os.path.join(DATA, 'MAP.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 58 and kinds(end) == ['no-board'] and
          'on the board its input maps' in end['verdicts'][0]['text'],
          'queens-map-reserved.c: 58 on its map (%d: %s %s)' % (status, end, err))

# A grid of the counts of what attacks each square, its queens -1, whose queens are never
# taken back (grid[r][c] == 0) and whose own row goes unmarked: its queens go down along the
# first row. Its counts are values of their own, so queens in one line are queens, not marks:
# the first one attacked is its slip, and the 2 solutions of 4 it missed.
if shutil.which('python3'):
    status, lines, err = trace('queens-threat-counts-stuck.py', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['attacked', 'missed'] and
          '(1, 2) is attacked by the queen on (1, 1)' in end['verdicts'][1]['text'],
          'queens-threat-counts-stuck.py: attacked in its row (%d: %s %s)' % (status, end, err))

# A knight's table of moves with a wrong entry (its column steps taken from the rows' table):
# every move goes no knight's way, but only as many ways as the table has. Its first move is
# its slip (not-a-move), and the tour it missed.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-table-wrong-entry.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['not-a-move', 'missed'],
          'knight-table-wrong-entry.c: its move blamed (%d: %s %s)' % (status, end, err))

# Every solution printed, then, from a test of what it found written the wrong way round,
# "There is no solution.": that line (5) is its slip, the four solutions counted right.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-says-none.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 4 and kinds(end) == ['miscounted'] and
          'line 5 ' in end['verdicts'][0]['text'],
          'queens-says-none.c: no solution said after four (%d: %s %s)' % (status, end, err))

# Searches stopped at their first solution one after another, each on a list made anew: 4's
# twice (the program checks itself, the same solution found again, no repeated one), then the
# input's 6: three solutions, each search stopped.
if shutil.which('python3'):
    status, lines, err = trace('queens-self-checks.py', '--input=' + os.path.join(DATA, 'SIX.INP'),
                               '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 3 and kinds(end) == ['stopped'] * 3,
          'queens-self-checks.py: three first solutions (%d: %s %s)' % (status, end, err))

# A search that is right and prints its board once more after the search, every queen taken
# back: that empty board is the slip, at its line (62: ten boards of 5 rows and a blank, the
# count's line).
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-prints-emptied.c', queens_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 10 and kinds(end) == ['printed'] and
          'line 62 ' in end['verdicts'][0]['text'],
          'queens-prints-emptied.c: the empty board named (%d: %s %s)' % (status, end, err))

# Queens kept as objects in a list (Queen(row, col)), whose diagonal test looks one way only:
# the objects are its squares, from 0 (a 0 read from 1 is off the board), and the queen the
# search went on from, attacked, its slip, rather than no board.
status, lines, err = trace_alone('queens-objects.py', '--only=moves')
end = json.loads(lines[-1]) if lines else {}
said = [v['text'] for v in end.get('verdicts', []) if v['kind'] == 'attacked']
check(status == 1 and 'attacked' in kinds(end) and 'no-board' not in kinds(end) and
      said[0].startswith('The queen on (3, 2) is attacked by the queen on (2, 3)'),
      'queens-objects.py: attacked on (3, 2) (%d: %s %s)' % (status, end, err))

# A grid searched by columns, n the program's own (its int board[8][8]), that never takes a
# queen back: its queens went to the last row, so the grid is its board, searched whole, and
# its slip a queen attacked, rather than no board. (Three queens of a column standing, its
# grid is crowded past a search's: what it then missed is not told.)
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('queens-never-taken-back.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['attacked'],
          'queens-never-taken-back.c: attacked, a board (%d: %s %s)' % (status, end, err))

# The last row searched only up to its middle: 2 of 6's 4 found, each missing one the mirror
# image of one found. Missed: its first row searched whole, it is no search of half the
# board counted twice (queens-half-symmetry.c).
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-last-row-half.c',
                               '--input=' + os.path.join(DATA, 'SIX.INP'), '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 2 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['missed'],
          'queens-last-row-half.c: 2 of 4, missed (%d: %s %s)' % (status, end, err))

# n the program's own, solved twice by two searches, each on its own local col: the second's
# written by the recursion through its argument (natively: that col, not the first search's,
# whose call returned). 20 found, none found again.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('queens-two-searches.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 20 and kinds(end) == ['diverge', 'diverge'],
          'queens-two-searches.c: two searches of 10 (%d: %s %s)' % (status, end, err))

# A lab's loop that asks for a new board after each tour: driven from a file, its input ()
# finds the input's end (EOFError) after the first; that is no crash, and the tour is judged
# as that of a program that ended (exit 1, its own; the trace's status 0).
if shutil.which('python3'):
    status, lines, err = trace('knight-asks-again.py', queens_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 1 and end['exit'] == 1 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['input-ended'],
          'knight-asks-again.py: its tour, the input ended (%d: %s %s)' % (status, end, err))

# Eight queens kept off reserved squares, the board's map the input ("..*....." a row a line):
# the input tells more than n, so the 65 placements are the count and none is missed.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace('queens-reserved.cpp',
                               '--input=' + os.path.join(DATA, 'RESERVED.INP'), '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 65 and set(kinds(end)) <= {'diverge'},
          'queens-reserved.cpp: 65, none missed (%d: %s %s)' % (status, end, err))

# Queens whose test forgets a diagonal: on a grid of 0 and 1, a column at a time, every queen
# written 1 (some a knight's move apart, never more than n standing: no knight's path), and
# as whole permutations, no array placing them, the board printed: the slip is a queen
# attacked, the problem queens throughout, exit 1.
for program, inp in [('queens-grid-columns.c', queens_inp),
                     ('queens-corner-diagonals.c', queens_inp),
                     ('queens-one-diagonal.py', queens_inp)]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    moves = [line for line in lines[:-1] if '"move"' in line]
    check(status == 1 and 'attacked' in kinds(end) and not moves,
          '%s: attacked, queens throughout (%d: %s, %d moves %s)' % (program, status, end,
                                                                      len(moves), err))

# Half the first row searched, the count doubled (the others are mirror images): the board
# shows the 6 searched, and the program's count of all 10, which it prints, is its count.
status, lines, err = trace('queens-mirror-half.py', queens_inp)
end, solutions = replay(lines, 5, False)
check(status == 0 and len(solutions) == 6 and set(solutions) <= set(QUEENS_5) and
      end['solutions'] == 10 and kinds(end) == ['recounted'],
      'queens-mirror-half.py: 6 searched, 10 counted (%d: %s %s)' % (status, end, err))

# A knight's path of records of two ints (path[k] = (struct square) { u, v }), never cleared: a
# row's record written whole, one coordinate at times the value it held. (A step that takes the
# pieces from k on away and puts piece k down tells one op, the first: no replay of its ops.)
# The same for queens, placed[k] = (struct cell) { k, c }, beside the marking arrays.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('knight-point-path.c', faststart_inp, '--only=moves')
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 1 and kinds(end) == [] and
          json.loads(lines[0]).get('square') == [5, 1],
          'knight-point-path.c: its tour from (5, 1) (%d: %s %s)' % (status, kinds(end), err))
    status, lines, err = trace('queens-records.c', queens_inp, '--only=moves')
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 10 and kinds(end) == [] and
          json.loads(lines[0]).get('square') == [1, 1],
          'queens-records.c: 10 solutions of 5 (%d: %s %s)' % (status, kinds(end), err))

# Searched right, printed wrong: its QUEENS.OUT's columns one row off; the first wrong line is
# named, the exit status an error's.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-prints-wrong.c', queens_inp)
    end, solutions = replay(lines, 5, False)
    check(status == 1 and solutions == QUEENS_5 and kinds(end) == ['printed'] and
          'QUEENS.OUT' in end['verdicts'][0]['text'] and
          'line 1: (1, 0) is off' in end['verdicts'][0]['text'],
          'queens-prints-wrong.c: its printed line 1 named (%d: %s %s)' % (status, end, err))

# A grid of 0 and 1 whose safety test forgets a diagonal, stopped at its first placement: its
# queens stand one row below the last, some a knight's move apart, and are no knight's path of
# visited marks; the first attacked queen it goes on from is named (n = 6).
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-grid-half-diagonal.c',
                               '--input=' + os.path.join(DATA, 'SIX.INP'))
    end = json.loads(lines[-1])
    check(status == 1 and 'attacked' in kinds(end) and 'not-a-move' not in kinds(end) and
          any('queen on (3, 2) is attacked by the queen on (2, 3)' in verdict['text']
              for verdict in end['verdicts']),
          'queens-grid-half-diagonal.c: (3, 2) attacked (%d: %s %s)' % (status, end, err))

# Columns from 1 in a row that starts empty (0) and is counted up in place through a pointer
# until one fits, no recursion (the textbook's successor shape): its 0 is no queen in the
# first column, the four solutions of 6 are found.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-successor.c', '--input=' + os.path.join(DATA, 'SIX.INP'),
                               '--only=moves')
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 4 and 'missed' not in kinds(end),
          'queens-successor.c: 4 solutions of 6 (%d: %s %s)' % (status, kinds(end), err))

# Queens on a stack of (row, col) records, the next column's candidates in a vector of records:
# the stack is the board, read as a list of squares; the candidates are not, and a loop's
# counter in each call (i = 0, then 1, then 3) is no mask of queens' bits: all 40 of n = 7
# (past the steps the finder may hold), no one blamed.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace('queens-struct-stack.cpp',
                               '--input=' + os.path.join(DATA, 'SEVEN.INP'), '--only=moves')
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 40 and set(kinds(end)) <= {'diverge'},
          'queens-struct-stack.cpp: its stack the board (%d: %s %s)' % (status, end, err))

# A count kept in packed ints (no board to read), the first three placements copied into a
# list: the program prints that it found all 92, so the trace, which read none of its search,
# tells no "missed", and takes its count (no input: n fixed).
if shutil.which('python3'):
    status, lines, err = trace_alone('queens-count-kept.py', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end and set(kinds(end)) <= {'diverge', 'recounted'} and
          end['solutions'] == 92,
          'queens-count-kept.py: nothing missed told, its count taken (%d: %s %s)' % (
              status, end, err))

# A depth-first search's visiting order printed as if it were a tour (a dictionary, no board):
# every square once, but where the search went back the next number is no knight's move away:
# that slip, read from what it printed, exit 1.
if shutil.which('python3'):
    status, lines, err = trace('knight-visit-order.py', faststart_inp, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end['solutions'] == 0 and kinds(end) == ['no-board', 'not-a-move'] and
          end['verdicts'][1]['text'].startswith('Move 21 to (4, 5) is not a knight'),
          'knight-visit-order.py: the printed tour\'s wrong step (%d: %s %s)' % (status, end, err))

# A vector made by a wrapper function, searched through a reference and freed as the wrapper
# returns: its storage, read as the wrapper ends, begins no new case, and nothing is missed.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace('queens-vector-wrapper.cpp',
                               '--input=' + os.path.join(DATA, 'SIX.INP'), '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end['solutions'] == 4 and set(kinds(end)) <= {'diverge'},
          'queens-vector-wrapper.cpp: 4 of 6, none missed (%d: %s %s)' % (status, end, err))

# A search no array shows (permutations tried whole, Cell objects placed through a method):
# no board, nobody blamed, and what the program printed is read instead, its count the
# solutions printed, each legal (as lists, as boards of 'Q' and '.'). A tour written into the
# program's strings is no tour it found; --problem=tour reads no queens. Where it printed none
# but a count that is all of its n's solutions, that count is taken; counts of each n in turn
# are summed.
for program, options, count, words in [
        ('queens-permutations.py', [queens_inp], 10, '10 different legal solutions of 5 queens'),
        ('queens-cell-objects.py', [queens_inp], 10, '10 different legal solutions of 5 queens'),
        ('queens-permutations.py', [queens_inp, '--problem=tour'], 0, None),
        ('knight-written-tour.pas', ['--input=' + os.path.join(DATA, 'WRITTEN.INP')], 0, None),
        # the marking arrays only, the count alone printed: all of n's, so it is the count
        ('queens-marks-count.cpp', ['--input=' + os.path.join(DATA, 'SIX.INP')], 4,
         'it counts 4 solutions of 6 queens'),
        # a count for each n in turn, one a line: their sum
        ('queens-sizes-count.c', ['--input=' + os.path.join(DATA, 'SIX.INP')], 17,
         'it counts 17 solutions of 1 to 6 queens')]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, *options, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    said = [v['text'] for v in end.get('verdicts', [])]
    check(status == 0 and end['solutions'] == count and kinds(end) == ['no-board'] and
          (words is None and 'printed' not in said[0] or words is not None and words in said[0]),
          '%s %s: %d read from its output (%d: %s %s)' % (program, options[1:], count, status,
                                                          end, err))

# A path never cleared over a grid of visited marks the trace cannot read (std::vector<bool>):
# a way given up stays written until later moves land on it, so it is no slip; the whole
# search of 4 x 4, which has no tour, with nothing said.
if all(shutil.which(tool) for tool in TOOLS['.cpp']):
    status, lines, err = trace('knight-stale-path.cpp', '--input=' + os.path.join(DATA, 'FOUR.INP'),
                               '--only=moves')
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 0 and kinds(end) == [],
          'knight-stale-path.cpp: no slip (%d: %s %s)' % (status, kinds(end), err))

# Several boards in one run, as graders give them: T, then T sizes (the lesson's Try on global
# arrays no case clears), or sizes read until 0 (a new list for each, its first placement):
# each case's search read on a board of its own size, its solutions numbered on from the case
# before, none "found again", the printed lines of two sizes no slip; a case of the same n as
# the one before (its search begun again where the first began) is a case too, and the next
# case's first queen no "leaving the lesson's order"; cases that each forbid a square ("n r c"
# on a line after T) miss no solution the trace can judge.
for program, inp, count, expected in [('queens-cases.c', 'CASES.INP', 12, []),
                                      ('queens-cases.c', 'SAMECASES.INP', 18, []),
                                      ('queens-forbidden.c', 'FORBID.INP', 11,
                                       ['diverge', 'diverge']),
                                      ('queens-sizes.py', 'SIZES.INP', 2, ['stopped', 'stopped']),
                                      ('queens-sizes.py', 'SAMESIZES.INP', 2,
                                       ['stopped', 'stopped'])]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace(program, '--input=' + os.path.join(DATA, inp))
    end = json.loads(lines[-1])
    numbers = [json.loads(line)['solution'] for line in lines[:-1] if '"solution"' in line]
    check(status == 0 and end['solutions'] == count and numbers == list(range(1, count + 1)) and
          kinds(end) == expected,
          '%s: %d solutions in its cases, %s (%d: %s %s %s)' % (program, count, expected, status,
                                                              numbers, kinds(end), err))

# A write one past the end of the program's last global array (pos[N] = 0 by the deepest
# call, N = 4) lands where it would natively, not on the native runner's state: both
# solutions, the run to its end; the bounds checks' run names the write, at line 34.
if shutil.which('gcc') and shutil.which('gdb'):
    status, lines, err = trace_alone('queens-past-end.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    check(status == 1 and end.get('solutions') == 2 and kinds(end) == ['out-of-bounds'] and
          end['verdicts'][0]['line'] == 34,
          'queens-past-end.c: both solutions of 4 (%d: %s %s)' % (status, end, err))

# A board of vector rows local to a function that returns while main goes on (a menu of
# sizes): the rows given back, their pointers malloc's words, are not read as the board; the
# run ends with its end record, no tour on 4 x 4 (GDB's reader failed on the freed rows).
if shutil.which('g++') and shutil.which('gdb'):
    status, lines, err = trace('knight-vector-menu.cpp', '--only=moves',
                               '--input=' + os.path.join(DATA, 'MENU4.INP'))
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end.get('op') == 'end' and end.get('solutions') == 0 and
          kinds(end) == [],
          'knight-vector-menu.cpp: its run to the end (%d: %s %s)' % (status, end, err[-300:]))

# A source whose comments are not UTF-8 (Vietnamese in Windows-1258, as older editors save
# it): read for its input calls as bytes, on no input and with one (the trace crashed, its
# regular expression reading the comments as UTF-8).
if shutil.which('gcc') and shutil.which('gdb'):
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(DATA, 'queens-fixed-n.c'), encoding='utf-8') as source:
            code = source.read()
        program = os.path.join(folder, 'queens-cp1258.c')
        with open(program, 'wb') as out:
            out.write(('/* Đánh dấu đã đi: gán giá trị 0, tăng giá trị bước */\n' +
                       code).encode('cp1258', 'replace'))
        with open(os.path.join(folder, 'five.txt'), 'w') as five:
            five.write('5\n')
        for options in [[], ['--input=' + os.path.join(folder, 'five.txt')]]:
            run = subprocess.run([CLI, 'trace', program, '--only=moves'] + options,
                                 capture_output=True, timeout=600)
            lines = run.stdout.decode('utf-8', 'replace').splitlines()
            end = json.loads(lines[-1]) if lines else {}
            check(run.returncode == 0 and end.get('solutions') == 10,
                  'queens-cp1258.c %s: its 10 solutions (%d: %s)' % (options, run.returncode,
                                                                     end))

# A Free Pascal run-time error (range checks on, the print procedure reading one past the
# array, after the first placement's numbers on its line): a crash named by its number, at the
# line that read past, exit 1 (it was "stopped after its first solution": its exit status 201
# said nothing).
if shutil.which('fpc') and shutil.which('gdb'):
    status, lines, err = trace('queens-range.pas', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    verdicts = end.get('verdicts', [])
    check(status == 1 and end.get('exit') == 201 and kinds(end) == ['crash'] and
          end.get('solutions') == 1 and
          'Runtime error 201' in verdicts[0]['text'] and verdicts[0]['line'] == 19,
          'queens-range.pas: run-time error 201 at line 19 (%d: %s %s)' % (status, end, err))

# Programs on no input, their sizes in the code, each of a shape that was read wrong: all
# their solutions, each numbered once, no slip.
# - No board array, n nowhere in a variable (its own 8): the safe test appends the queen's
#   column and row to two lists, undo () pops them, the first placement 60,000 lines in (it
#   was "no board").
# - A grid of characters memset to '.', its queens '*' (it was read as a knight's visited
#   marks, and blamed for moves that are none).
# - Two sizes in the code, 5 then 8, a new board made for each: 10 + 92, the 8's first five
#   queens no 5's solution "found again".
# - A knight's tour as a list of (row, col) tuples, its size in ROW_COUNT and COL_COUNT, a
#   square taken back by removing it by value: its first tour (it was "no board").
# - Queens kept on a stack as their squares' numbers (row * 6 + col), the board scanned square
#   by square: its first placement, stopped there (it was "no board").
# - A knight's tour, 5 x 5, its fopen () or open () a file it writes: it reads nothing (it was
#   asked for an input); the path a list of squares, whose first five moves are a solution of
#   5 queens, is a tour all the same (it was taken for queens).
# - Five queens, then a pause for Enter before the window closes, getchar (); or readln;
#   alone: no input read (it was asked for one).
for program, count, expected in [('queens-test-appends.py', 92, []),
                                 ('queens-pause-end.c', 10, []),
                                 ('queens-pause-end.pas', 10, []),
                                 ('knight-writes-file.c', 1, []),
                                 ('knight-writes-file.py', 1, []),
                                 ('queens-char-marks.c', 92, []),
                                 ('queens-two-sizes.py', 102, []),
                                 ('knight-square-list.py', 1, []),
                                 ('queens-square-stack.c', 1, ['stopped'])]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace_alone(program, '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    numbers = [json.loads(line)['solution'] for line in lines[:-1] if '"solution"' in line]
    check(status == 0 and end.get('solutions') == count and
          numbers == list(range(1, count + 1)) and
          [kind for kind in kinds(end) if kind != 'diverge'] == expected,
          '%s: %d solutions, %s (%d: %s %s)' % (program, count, expected, status, end, err))

# A tour kept as its squares in order, path[k][0] and path[k][1], over a grid of visited marks,
# never cleared: a search gone back writes over it from an earlier move, its later moves gone
# with that, several in one step (an object each, the same step's). The first five moves from
# the corner are a solution of 5 queens on the marks: no queens while the path stands as far.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('knight-path-pairs.c')
    end, tours = replay(lines, 5, True)
    several = len(lines) - 1 - end['steps']
    check(status == 0 and len(tours) == 1 and several > 0 and
          [kind for kind in kinds(end) if kind != 'diverge'] == [],
          "knight-path-pairs.c: its tour, %d changes past a step's first (%d: %s %s)" %
          (several, status, end, err))

# A tour that reads a move's square before it tests that it is on the board: built again with
# bounds checks and run once more, the read past the array at line 18 is its slip (exit 1),
# and its tour is still counted. A right program gets no such verdict (queens-fixed-n.c, below).
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('knight-reads-outside.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    said = [v for v in end.get('verdicts', []) if v['kind'] == 'out-of-bounds']
    check(status == 1 and end.get('solutions') == 1 and kinds(end) == ['out-of-bounds'] and
          said[0]['line'] == 18 and 'out of bounds' in said[0]['text'],
          'knight-reads-outside.c: out-of-bounds at line 18 (%d: %s %s)' % (status, end, err))

# Programs whose count is what they print, not what their board shows, and no slip:
# - candidate lists, state + [col] for each col at once, each put down alone: no board;
# - a generator passing tuples down, 4 queens' listed and 8 queens' counted: 2 + 92;
# - the first row's left half searched, the count doubled and the middle added (n = 5: 4
#   found, 10 said), as USACO's checker does: nothing missed;
# - counts of n = 1 … 8 in one array, its input file opened and never read (and stdin in a
#   comment): it runs on no input, and its counts sum to 149; n a parameter, the array's size
#   no n of its (no solution on a board of 16): no board, no "missed";
# - a tour on a graph of vertex objects, no array its board, printed a vertex id a line;
# - n = 4 … 8 in one global array, n the loop's: each size a case, 2 + 10 + 4 + 40 + 92 found,
#   none blamed for what the size before left in the array;
# - a Pascal program that ends on readln (key), a pause: it runs on no input;
# - a grid of 0 and 1 each call fills for itself from its caller's, cell by cell over what the
#   stack held: no queen of the stack's attacked, no solution found again as it is copied on;
# - a block of columns taken with new for each case, at the address the last case freed: what
#   the last search left there is no queen (2 + 10 + 4); taken with calloc and never freed, the
#   size read until the input ends and named by no name: each size's count its own;
# - the same without recursion for every size from 1 up to the input's 6: 5 queens in the first
#   rows of 6 are no solution of 5 found again (16 read, 17 said).
for program, options, count, expected in [
        ('queens-candidates.py', [], 4, ['no-board']),
        # namedtuples (row, col) on a stack: its squares, all 4 found
        ('queens-namedtuples.py', [], 4, []),
        ('queens-generator-sizes.py', [], 94, ['no-board']),
        ('queens-half-symmetry.c', [queens_inp], 10, ['recounted']),
        # a grid counting the queens whose lines cross each square, a queen's own square 1
        # as one attacked once: its pieces no queens (never attacked), its printed count 10
        ('queens-attack-marks.c', [queens_inp], 10, ['recounted']),
        ('queens-unread-stream.cpp', [], 149, ['no-board']),
        ('knight-graph.py', [], 1, ['no-board']),
        ('queens-sizes-loop.c', [], 148, []),
        ('queens-pause.pas', [], 4, []),
        ('queens-grid-per-call.c', [], 10, []),
        ('queens-cases-heap.cpp', ['--input=' + os.path.join(DATA, 'HEAPCASES.INP')], 16, []),
        ('queens-cases-eof.c', ['--input=' + os.path.join(DATA, 'SIZES3.INP')], 16, []),
        # 8 queens (N), the input the solution asked for (5, no n): each call stopped at once
        # after it, its queens put down and taken back at once: stopped, not missed
        ('queens-kth-solution.c', [queens_inp], 5, ['stopped']),
        # every tour of 5 x 4 counted (32) on visited marks of a fixed 10 x 10, "n m x y" its
        # rows n: the marks went one row and two at a time, up and down, no queens of theirs
        ('knight-count-marks.py', ['--input=' + os.path.join(DATA, 'TOURS54.INP')], 32, []),
        # queens each its column's number on a grid of zeros, beside a row of their columns
        # never cleared: the grid, all 92 on it, none attacked
        ('queens-numbered-grid.cpp', [], 92, []),
        # a tour of 8 x 8 on a stack of squares, numbered on its board at the end; before the
        # search, a local row of 8 onward counts (2 … 8, 9 for each taken) and a grid of counts
        # counted up from 0: neither queens, the board its tour
        ('knight-weights-table.c', ['--input=' + os.path.join(DATA, 'ORIGIN.INP')], 1, []),
        # cases of 8 queens with one given, the board cleared by memset in main between them:
        # the second case's first solution the first's, no "repeated" (4 + 12)
        ('queens-cases-given.c', ['--input=' + os.path.join(DATA, 'GIVENCASES.INP')], 16, []),
        ('queens-heap-up-to.cpp', ['--input=' + os.path.join(DATA, 'UPTO.INP')], 17,
         ['recounted'])]:
    if not all(shutil.which(tool) for tool in TOOLS[os.path.splitext(program)[1]]):
        continue
    status, lines, err = trace_alone(program, '--only=moves', *options)
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and end.get('solutions') == count and
          [kind for kind in kinds(end) if kind != 'diverge'] == expected,
          '%s: %d solutions, %s (%d: %s %s)' % (program, count, expected, status, end, err))

# The input says how far to go (6), the program's own global n counts from 1 up to it, one
# array for all: each size from 4 its own board (2 + 10 + 4 read), the count its output's 17.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('queens-up-to.c', '--only=moves',
                                     '--input=' + os.path.join(DATA, 'UPTO.INP'))
    end = json.loads(lines[-1]) if lines else {}
    said = [v['text'] for v in end.get('verdicts', []) if v['kind'] == 'recounted']
    check(status == 0 and end.get('solutions') == 17 and
          [kind for kind in kinds(end) if kind != 'diverge'] == ['recounted'] and
          said[0].startswith('16 solutions were read'),
          'queens-up-to.c: 16 read, 17 said (%d: %s %s)' % (status, end, err))

# A knight's walk on a stack of squares marked on their copies, the board never written: its 25
# squares printed a line each, numbered, come back to a square, the slip read from what it
# printed (exit 1), and its first five, one of 5 queens' boards, are none.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('knight-marks-copy.c', '--only=moves')
    end = json.loads(lines[-1]) if lines else {}
    said = [v['text'] for v in end.get('verdicts', []) if v['kind'] == 'revisited']
    check(status == 1 and end.get('solutions') == 0 and kinds(end) == ['no-board', 'revisited'] and
          said == ['Move 6 goes to (4, 5), which move 4 already visited'],
          'knight-marks-copy.c: move 6 back on (4, 5) (%d: %s %s)' % (status, end, err))

# A row's column set by its for header alone, at its start and its step, in an array of 0: the
# first writes of 0 change nothing in memory, the header's text shows them (none missed, 4
# found), and the search is shown from its first queen, (1, 1) at line 33, though GCC gives
# the step another line.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace_alone('queens-comma-for.c', '--only=moves')
    first = json.loads(lines[0]) if lines else {}
    end = json.loads(lines[-1]) if lines else {}
    check(status == 0 and first.get('op') == 'place' and first.get('square') == [1, 1] and
          first.get('line') == 33 and end.get('solutions') == 4 and
          [kind for kind in kinds(end) if kind != 'diverge'] == [],
          'queens-comma-for.c: 4 solutions, its first queen (1, 1) at line 33 (%d: %s %s %s)' %
          (status, first, end, err))

# A program that reads nothing (n fixed in its code) runs on no input, none beside it; one
# that reads is asked for its input (exit 2).
if shutil.which('gcc') and shutil.which('gdb'):
    with tempfile.TemporaryDirectory() as folder:
        for program in ['queens-fixed-n.c', 'queens-named-a.py']:
            shutil.copy(os.path.join(DATA, program), folder)
        run = subprocess.run([CLI, 'trace', os.path.join(folder, 'queens-fixed-n.c')],
                             capture_output=True, text=True, timeout=600)
        end, solutions = replay(run.stdout.splitlines(), 5, False)
        check(run.returncode == 0 and len(solutions) == 10 and kinds(end) == [],
              'queens-fixed-n.c on no input: 10 solutions (%d: %s %s)' %
              (run.returncode, kinds(end), run.stderr))
        # n from the array's size, N fixed in the code (6): its 5 x 5 corner holds no board
        shutil.copy(os.path.join(DATA, 'queens-columns-first.c'), folder)
        run = subprocess.run([CLI, 'trace', os.path.join(folder, 'queens-columns-first.c')],
                             capture_output=True, text=True, timeout=600)
        # (placed a column at a time: the replay's rows-after-it-empty is not its rule)
        end = json.loads(run.stdout.splitlines()[-1])
        check(run.returncode == 0 and end['solutions'] == 1 and 'stopped' in kinds(end) and
              'missed' not in kinds(end),
              'queens-columns-first.c: its first solution of 6 (%d: %s %s)' %
              (run.returncode, kinds(end), run.stderr))
        # n fixed in the code, named dimension; the columns on a vector pushed and popped by a
        # loop, no recursion: its 4 solutions of 6
        if shutil.which('g++'):
            shutil.copy(os.path.join(DATA, 'queens-iter-vector.cpp'), folder)
            run = subprocess.run([CLI, 'trace', os.path.join(folder, 'queens-iter-vector.cpp')],
                                 capture_output=True, text=True, timeout=600)
            end = json.loads(run.stdout.splitlines()[-1]) if run.stdout else {}
            check(run.returncode == 0 and end.get('solutions') == 4 and kinds(end) == [],
                  'queens-iter-vector.cpp: its 4 solutions of 6 (%d: %s)' %
                  (run.returncode, run.stderr))
        # arrays malloc made, their size in the code only: 6 ints for the 5 asked
        shutil.copy(os.path.join(DATA, 'queens-heap-block.c'), folder)
        run = subprocess.run([CLI, 'trace', '--only=moves',
                              os.path.join(folder, 'queens-heap-block.c')],
                             capture_output=True, text=True, timeout=600)
        end = json.loads(run.stdout.splitlines()[-1]) if run.stdout else {}
        check(run.returncode == 0 and end.get('solutions') == 10 and kinds(end) == [],
              'queens-heap-block.c: 10 solutions of 5 (%d: %s)' % (run.returncode, run.stderr))
        # a global named n that counts the moves (n++; board[x][y] = n) is no size: 1 at the
        # first write, a 1 x 1 board, no board at all on 7 x 7
        shutil.copy(os.path.join(DATA, 'knight-counter-n.c'), folder)
        run = subprocess.run([CLI, 'trace', '--only=moves',
                              os.path.join(folder, 'knight-counter-n.c')],
                             capture_output=True, text=True, timeout=600)
        end = json.loads(run.stdout.splitlines()[-1]) if run.stdout else {}
        check(run.returncode == 0 and end.get('solutions') == 1 and kinds(end) == [] and
              json.loads(run.stdout.splitlines()[0]).get('square') == [5, 5],
              'knight-counter-n.c: its tour of 5 x 5 from (5, 5) (%d: %s)' %
              (run.returncode, run.stderr))
        # n fixed, no recursion: a stack of square objects whose cursor reset () puts back,
        # no Pascal reset (f) of a file to read; no board, its 4 placements of 6 printed
        shutil.copy(os.path.join(DATA, 'queens-node-stack.py'), folder)
        run = subprocess.run([CLI, 'trace', '--only=moves',
                              os.path.join(folder, 'queens-node-stack.py')],
                             capture_output=True, text=True, timeout=600)
        end = json.loads(run.stdout.splitlines()[-1]) if run.stdout else {}
        check(run.returncode == 0 and end.get('solutions') == 4 and kinds(end) == ['no-board'],
              'queens-node-stack.py on no input: 4 printed (%d: %s)' % (run.returncode,
                                                                       run.stderr))
        run = subprocess.run([CLI, 'trace', os.path.join(folder, 'queens-named-a.py')],
                             capture_output=True, text=True, timeout=600)
        check(run.returncode == 2 and 'No input' in run.stderr,
              'queens-named-a.py on no input: asked for (%d: %s)' % (run.returncode, run.stderr))

# n fixed in the code (int n = 6, never read, sent before main runs), the input a table of
# points: its 4 solutions.
if all(shutil.which(tool) for tool in TOOLS['.c']):
    status, lines, err = trace('queens-points-table.c',
                               '--input=' + os.path.join(DATA, 'SCORES.INP'))
    end = json.loads(lines[-1])
    check(status == 0 and end['solutions'] == 4 and kinds(end) == [],
          'queens-points-table.c: 4 solutions of its own n (%d: %s %s)' % (status, kinds(end), err))

finish()
