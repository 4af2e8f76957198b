/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-square.h: squares of an n × n board, and how the two pieces move on
 * it: the knight's move table in the lessons' order, the queen's lines.
 * Squares are 0-based; the words say them 1-based.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int row;  /* 0-based */
  int col;
} KqSquare;

/* The line along which two queens attack each other. */
typedef enum {
  KQ_LINE_NONE,
  KQ_LINE_ROW,
  KQ_LINE_COLUMN,
  KQ_LINE_DIAGONAL,       /* row - col constant (ĐN–TB) */
  KQ_LINE_ANTI_DIAGONAL,  /* row + col constant (ĐB–TN) */
} KqLine;

/* The lessons' move order: u = row + kq_knight_da[k], v = col + kq_knight_db[k]. */
extern const int kq_knight_da[8];
extern const int kq_knight_db[8];

gboolean  kq_square_on_board     (int             n,
                                  KqSquare        square);
/* On a board of rows × cols (a tour's on a rectangle). */
gboolean  kq_square_on_rect      (int             rows,
                                  int             cols,
                                  KqSquare        square);

/* The side of the largest square board of at most cells squares. */
int       kq_square_side         (int             cells);

/* Whether a and b are a knight's move apart. */
gboolean  kq_knight_is_move      (KqSquare        a,
                                  KqSquare        b);

/* Whether path is a knight's path on the rows × cols board: every square
 * on it, each a knight's move from the one before. */
gboolean  kq_knight_is_path      (int             rows,
                                  int             cols,
                                  const KqSquare *path,
                                  int             length);

/* The line a and b share (a queen's lines, as the lessons' marking arrays
 * a, b and c see them: nothing in between blocks), KQ_LINE_NONE when they
 * share none or are the same square. */
KqLine    kq_queens_line_between (KqSquare        a,
                                  KqSquare        b);

/* The rooks' line: a and b share a row or a column (KQ_LINE_ROW,
 * KQ_LINE_COLUMN), else KQ_LINE_NONE. */
KqLine    kq_rooks_line_between  (KqSquare        a,
                                  KqSquare        b);

G_END_DECLS
