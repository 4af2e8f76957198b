/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-board-private.h: the board reader's state, shared by its files: the reader
 * itself and the array it reads (kq-student-board.c), queens (kq-student-board-queens.c),
 * the knight (kq-student-board-knight.c), and what they all say (kq-student-board-say.c) */
#pragma once

#include "kq-student-private.h"

G_BEGIN_DECLS

/* The lesson's placements compared with the program's: at most this many. */
#define LESSON_PLACES_MAX 200000
/* Queens' solutions listed to find the first missing one: n up to this. */
#define MISSED_MAX_N 13
/* The ways a knight's program's table of moves goes, at most: its moves that are no knight's
 * go so many ways or fewer (a table with a wrong entry), queens put on any square more. */
#define APART_STRIDES 8

/* A visited marks board's moves, by their shape: a knight's path has each. */
enum {
  SHAPE_ONE_ROW = 1 << 0,
  SHAPE_TWO_ROWS = 1 << 1,
  SHAPE_DOWN = 1 << 2,
  SHAPE_UP = 1 << 3,
  SHAPES_ALL = SHAPE_ONE_ROW | SHAPE_TWO_ROWS | SHAPE_DOWN | SHAPE_UP
};


struct _KqStudentBoard {
  const KqStudentSink *sink;
  KqProblem     problem;
  int           n;
  int           height;   /* tour: the board's rows and columns, n × n unless a rectangle's */
  int           width;    /* (the cells are n × n, n the larger) */
  KqSquare      start;    /* tour: the first move's square (the input's until it is seen) */
  gboolean      start_given;

  guint         id;       /* the array it reads now; 0: none yet */
  const char   *name;     /* interned */
  int           shape[4]; /* its rows, cols, low and col_low: a copy has the same */
  gboolean      grid;     /* 2-D */
  gboolean      flat;     /* 1-D, the squares row by row */
  gboolean      pairs;    /* a list of squares, (row, col) a row: a piece each, in order */
  int           border;   /* a grid's rows and columns around its board (0: none known) */
  gboolean      stack;    /* its array grows and shrinks: it is that list's own */
  GHashTable   *followed; /* the ids of the copies it followed, and its own then */
  guint         only;     /* the one array it may read (a list chosen among its namesakes) */
  guint         origin;   /* the list it read first (then the copies that extend it) */
  int           base;     /* the index the first row has: 0 or 1; -1 undecided */
  int           col_base; /* the index the first column has (a grid's) */
  int           values;   /* the column a 1-D queens array's values count from (-1: base) */
  KqStudentValue fill;    /* what the board's cells were filled with */
  int           move_base;/* tour: the number the start holds, 0 or 1 (one less for a list
                           * that begins at the move after the start); MOVE_BASE_UNSET */

  int          *cells;    /* n * n: queens 1 where a queen stands; tour: move number, 0 empty */
  int          *rows;     /* queens 1-D: the column of each row's queen, -1 none */
  int          *tried;    /* queens 1-D: each row's last column since the row above's queen */
  guint64      *when;     /* queens 1-D: when each row was written, by clock */
  guint64       clock;
  KqSquare     *pieces;   /* pairs: where each row's piece stands (row -1: none) */
  guint8       *pending;  /* pairs: the coordinates of each row written since it was taken */
  guint         retries[2]; /* a row's queen put further on after a deeper one, and back */
  int           placed;   /* queens or moves on the board */
  int           reach;    /* queens: the furthest row or column a queen was put down in */
  gboolean      crowded;  /* queens: a grid that held more than 2 n at once, or three in a
                           * row or a column (marks of what attacks each square) */
  int           highest;  /* tour: the highest move put down */
  guint         puts;     /* pieces put down, all told */

  /* a queen that stands attacked (row -1: none), and where it was put down */
  KqSquare      attacked, attacker;
  guint64       attacked_step;
  guint         went_on;  /* queens put down while an attacked one stood */
  int           attacked_line;
  gboolean      said[KQ_STUDENT_VERDICT_N];  /* one verdict of each kind */

  int           progress; /* the most pieces standing right since the search began */
  guint         starts;   /* how many times it began */
  guint         solved_starts;  /* starts at its last solution */
  gboolean      solved_outside; /* outside or past already at its last solution */
  KqSquare      first_start;    /* queens: where its first search began (row -1: not yet) */
  gboolean      moved_on;       /* queens: a later search began elsewhere */
  gboolean      restarted;      /* queens: then one began where the first did */
  const char   *placed_in;      /* queens: the function that put the last one down */
  guint64       removed_step;   /* queens: the step that took the last one away */
  int           removed_in_step; /* how many it took */
  gboolean      cleared;        /* two or more taken by that step, in a function other than
                                 * placed_in, none left */
  const char   *first_search;   /* queens: the function its first search began in (interned) */
  gboolean      elsewhere;      /* queens: one began where the first did, in another function */
  gboolean      constrained;    /* the input gives more than n: none missed is said */
  guint64       solutions_before; /* the run's solutions before its own (earlier cases') */
  gboolean      placed_since_solution;
  gboolean      placed_at_start; /* placed_since_solution as its last start came */
  int           standing_since;  /* queens on a grid: put down since the last solution and
                                  * standing */
  gboolean      trying;   /* tour: a visited square written, the slip if nothing undoes it */
  KqStudentVerdict trial; /* the search went on after its last solution */
  gboolean      emptied;  /* tour: a cell of any array emptied (0, False, None) since its
                           * last move */
  gboolean      keeping;  /* tour: a way given up was never taken back (kept, said at the end
                           * unless a later move lands on one of its stale squares) */
  KqStudentVerdict kept;
  gboolean     *stale;    /* tour: the squares of that way (n × n) */
  gboolean      reentered; /* tour: a later move landed on such a square: none is kept */
  gboolean     *since;    /* queens 1-D: each row's queen put down since the last solution */
  KqStudentValue queen;   /* the value a grid's queens are put down with (none yet) */
  KqStudentValue empty;   /* the first other value a grid's square was written with */
  KqStudentValue blank;   /* a grid of chars' empty square, where any other letter is a
                           * queen (none: its queens all hold queen) */
  gboolean      marked;   /* a grid's squares written with two values besides its queens' (0
                           * and the counts of what attacks each, queens -1): its marks are
                           * no queens, and three queens in a line are three */
  gboolean      misread;  /* not a knight's path: its numbers do not count up (0 and 1) */
  gboolean      first_twice;  /* tour: move 1 stood on two squares at once (a map of
                               * directions or degrees, 0 to 7, not numbered moves) */
  guint         apart;    /* tour: moves put down no knight's move from the one before */
  KqSquare      strides[APART_STRIDES + 1]; /* tour: the different ways those went (row and
                           * column from the one before), one more than a table of moves has */
  int           n_strides;
  gboolean      outside;  /* a piece was put down outside its n × n (n is too small) */
  gboolean      past;     /* queens 1-D: a column past its n was written; marks: a number;
                            a list of squares: one off the board */
  gboolean      marks;    /* tour: a grid of visited marks, its moves numbered as they come */
  gboolean      onehot;   /* queens 1-D: a row's column as one bit of its value (1 << c) */
  guint8        shapes;   /* marks: the moves' shapes seen (SHAPE_*) */
  gboolean      column0;  /* queens: one was put down while a queen in the first column stood */

  GHashTable   *found;    /* solution key → its number */
  guint64       solutions;
  guint64       closed;   /* tour: the solutions whose last move is a knight's move from the first */

  GArray       *lesson;   /* KqSquare: the lesson's placements in order; NULL: not made yet */
  guint         compared; /* the program's placements compared with it so far */
};

/* A tour's move_base before the first move is seen */
#define MOVE_BASE_UNSET G_MININT

/* kq-student-board-say.c: what it says, to its sink */
void     _kq_board_report_op          (KqStudentBoard       *board,
                                       KqStudentOp           op,
                                       KqSquare              square,
                                       int                   move);
void     _kq_board_report_solution    (KqStudentBoard       *board);
/* One verdict of each kind (its detail taken). */
void     _kq_board_say_once           (KqStudentBoard       *board,
                                       KqStudentVerdict     *verdict);
/* A piece was put down on square. */
void     _kq_board_count_progress     (KqStudentBoard       *board,
                                       KqSquare              square);
void     _kq_board_compare_with_lesson (KqStudentBoard      *board,
                                        KqSquare             square);
/* A side of a tour request's board: a rectangle's, 0 for the n × n square. */
int      _kq_board_rect_side          (const KqStudentBoard *board,
                                       int                   side);

/* kq-student-board-queens.c */
void     _kq_board_queens_place       (KqStudentBoard       *board,
                                       KqSquare              square);
void     _kq_board_queens_remove      (KqStudentBoard       *board,
                                       KqSquare              square,
                                       gboolean              shown);
/* A 1-D queens array's value as its row's column (-1: none). */
int      _kq_board_row_column         (const KqStudentBoard *board,
                                       KqStudentValue        value);
void     _kq_board_queens_write_row   (KqStudentBoard       *board,
                                       int                   row,
                                       KqStudentValue        value);
gboolean _kq_board_holds_queen        (const KqStudentBoard *board,
                                       KqStudentValue        value);
void     _kq_board_queens_finish      (KqStudentBoard       *board);

/* kq-student-board-knight.c */
int      _kq_board_move_number        (const KqStudentBoard *board,
                                       KqStudentValue        value);
void     _kq_board_knight_put         (KqStudentBoard       *board,
                                       KqSquare              square,
                                       int                   move);
void     _kq_board_knight_write       (KqStudentBoard       *board,
                                       KqSquare              square,
                                       KqStudentValue        value);
void     _kq_board_knight_finish      (KqStudentBoard       *board);

G_END_DECLS
