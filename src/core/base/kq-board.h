/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-board.h: a board state, as the timeline steps through events and the
 * renderer draws it */
#pragma once

#include "kq-events.h"

G_BEGIN_DECLS

typedef struct {
  KqProblem  problem;
  int        n;        /* the columns, a row's length: square = row * n + col */
  int        rows;     /* n, but for a tour on a rectangle (kq_board_new_tour) */
  int       *cells;    /* tour: rows*n move numbers, 0 = unvisited (row-major);
                          queens: n entries, the column of the row's queen or -1 */
  int       *path;     /* tour: path[i] = square (row * n + col) of move i + 1 */
  int        moves;    /* tour: moves made (path length); queens: queens placed */
  int        current;  /* the square last placed (row * n + col), -1 for none */
} KqBoard;

/* An n × n board. */
KqBoard *kq_board_new          (KqProblem      problem,
                                int            n);
/* A tour's board of rows × cols. */
KqBoard *kq_board_new_tour     (int            rows,
                                int            cols);
/* An empty board of board's problem and size. */
KqBoard *kq_board_new_like     (const KqBoard *board);
/* Its squares: rows × n. */
static inline int
kq_board_squares (const KqBoard *board)
{
  return board->rows * board->n;
}
KqBoard *kq_board_copy         (const KqBoard *board);
void     kq_board_free         (KqBoard       *board);
/* dest becomes a copy of src, a board of the same problem and size. */
void     kq_board_assign       (KqBoard       *dest,
                                const KqBoard *src);
/* The lowest step placed on one board and not on the other (a tour's move
 * number, a queen's row + 1), G_MAXINT for boards alike. */
int      kq_board_first_difference (const KqBoard *a,
                                const KqBoard *b);
void     kq_board_clear        (KqBoard       *board);
void     kq_board_place        (KqBoard       *board,
                                int            row,
                                int            col,
                                int            step);
void     kq_board_remove       (KqBoard       *board,
                                int            row,
                                int            col,
                                int            step);
/* cells as in KqEvent.cells */
void     kq_board_set_solution (KqBoard       *board,
                                const int     *cells);
/* Queens: whether every row holds a queen, a finished placement (drawn
 * plain: see kq_render_board). */
gboolean kq_board_queens_whole (const KqBoard *board);
/* Queens (rooks): whether no queen attacks another (a whole placement so is
 * a solution). */
gboolean kq_board_queens_peaceful (const KqBoard *board);
/* Queens (rooks): whether (row, col) is attacked by a queen (a rook) on another square. */
gboolean kq_board_attacked     (const KqBoard *board,
                                int            row,
                                int            col);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqBoard, kq_board_free)

G_END_DECLS
