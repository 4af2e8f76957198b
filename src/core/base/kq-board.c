/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-board"
#include "config.h"

#include <string.h>

#include "kq-board.h"
#include "kq-memory.h"

static gsize
cells_length (const KqBoard *board)
{
  return board->problem == KQ_PROBLEM_TOUR ? (gsize) kq_board_squares (board) : (gsize) board->n;
}

/* The bytes of cells, and of path: a huge board's are big arrays, and a
 * copy of one (the window's export) costs fewer page faults on huge pages. */
static gsize
cells_size (const KqBoard *board)
{
  return cells_length (board) * sizeof (int);
}

static KqBoard *
board_new (KqProblem problem, int rows, int cols)
{
  KqBoard *board = g_new0 (KqBoard, 1);

  board->problem = problem;
  board->n = cols;
  board->rows = rows;
  board->cells = kq_memory_alloc0 (cells_size (board));
  if (problem == KQ_PROBLEM_TOUR)
    board->path = kq_memory_alloc0 (cells_size (board));
  kq_board_clear (board);

  return board;
}

KqBoard *
kq_board_new (KqProblem problem, int n)
{
  g_return_val_if_fail (n >= 1, NULL);

  return board_new (problem, n, n);
}

KqBoard *
kq_board_new_tour (int rows, int cols)
{
  g_return_val_if_fail (rows >= 1 && cols >= 1, NULL);

  return board_new (KQ_PROBLEM_TOUR, rows, cols);
}

KqBoard *
kq_board_new_like (const KqBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);

  return board_new (board->problem, board->rows, board->n);
}

KqBoard *
kq_board_copy (const KqBoard *board)
{
  KqBoard *copy;

  g_return_val_if_fail (board != NULL, NULL);

  copy = g_memdup2 (board, sizeof *board);
  copy->cells = memcpy (kq_memory_alloc0 (cells_size (board)), board->cells, cells_size (board));
  if (board->path != NULL)
    copy->path = memcpy (kq_memory_alloc0 (cells_size (board)), board->path, cells_size (board));

  return copy;
}

void
kq_board_free (KqBoard *board)
{
  if (board == NULL)
    return;
  kq_memory_free (board->cells, cells_size (board));
  if (board->path != NULL)
    kq_memory_free (board->path, cells_size (board));
  g_free (board);
}

void
kq_board_assign (KqBoard *dest, const KqBoard *src)
{
  g_return_if_fail (dest != NULL && src != NULL);
  g_return_if_fail (dest->problem == src->problem && dest->n == src->n &&
                    dest->rows == src->rows);

  memcpy (dest->cells, src->cells, cells_length (src) * sizeof (int));
  if (src->path != NULL)
    memcpy (dest->path, src->path, (gsize) src->moves * sizeof (int));
  dest->moves = src->moves;
  dest->current = src->current;
}

int
kq_board_first_difference (const KqBoard *a, const KqBoard *b)
{
  /* A tour's path and the queens' rows are both filled from the start. */
  const int *x = a->problem == KQ_PROBLEM_TOUR ? a->path : a->cells;
  const int *y = b->problem == KQ_PROBLEM_TOUR ? b->path : b->cells;
  int common = MIN (a->moves, b->moves);

  g_return_val_if_fail (a->problem == b->problem && a->n == b->n &&
                        a->rows == b->rows, 1);

  for (int i = 0; i < common; i++)
    if (x[i] != y[i])
      return i + 1;
  return a->moves == b->moves ? G_MAXINT : common + 1;
}

void
kq_board_clear (KqBoard *board)
{
  g_return_if_fail (board != NULL);

  if (board->problem == KQ_PROBLEM_TOUR)
    memset (board->cells, 0, cells_length (board) * sizeof (int));
  else
    for (int i = 0; i < board->n; i++)
      board->cells[i] = -1;
  board->moves = 0;
  board->current = -1;
}

void
kq_board_place (KqBoard *board, int row, int col, int step)
{
  int n = board->n;

  g_return_if_fail (row >= 0 && row < board->rows && col >= 0 && col < n);

  if (board->problem == KQ_PROBLEM_TOUR)
    {
      g_return_if_fail (step >= 1 && step <= kq_board_squares (board));
      board->cells[row * n + col] = step;
      board->path[step - 1] = row * n + col;
      board->moves = step;
    }
  else
    {
      board->cells[row] = col;
      board->moves = row + 1;
    }
  board->current = row * n + col;
}

void
kq_board_remove (KqBoard *board, int row, int col, int step)
{
  int n = board->n;

  g_return_if_fail (row >= 0 && row < board->rows && col >= 0 && col < n);

  if (board->problem == KQ_PROBLEM_TOUR)
    {
      g_return_if_fail (step >= 1 && step <= kq_board_squares (board));
      board->cells[row * n + col] = 0;
      board->moves = step - 1;
      board->current = step >= 2 ? board->path[step - 2] : -1;
    }
  else
    {
      board->cells[row] = -1;
      board->moves = row;
      board->current = row >= 1 ? (row - 1) * n + board->cells[row - 1] : -1;
    }
}

void
kq_board_set_solution (KqBoard *board, const int *cells)
{
  int n = board->n;

  g_return_if_fail (board != NULL && cells != NULL);

  memcpy (board->cells, cells, cells_length (board) * sizeof (int));
  if (board->problem == KQ_PROBLEM_TOUR)
    {
      int squares = kq_board_squares (board);

      board->moves = 0;
      for (int sq = 0; sq < squares; sq++)
        if (cells[sq] >= 1 && cells[sq] <= squares)
          {
            board->path[cells[sq] - 1] = sq;
            board->moves = MAX (board->moves, cells[sq]);
          }
      board->current = board->moves > 0 ? board->path[board->moves - 1] : -1;
    }
  else
    {
      board->moves = n;
      board->current = (n - 1) * n + cells[n - 1];
    }
}

gboolean
kq_board_attacked (const KqBoard *board, int row, int col)
{
  gboolean diagonals = board->problem == KQ_PROBLEM_QUEENS;

  g_return_val_if_fail (kq_problem_is_placement (board->problem), FALSE);

  for (int r = 0; r < board->n; r++)
    {
      int c = board->cells[r];

      if (c < 0 || (r == row && c == col))
        continue;
      if (r == row || c == col || (diagonals && (r - c == row - col || r + c == row + col)))
        return TRUE;
    }

  return FALSE;
}

gboolean
kq_board_queens_peaceful (const KqBoard *board)
{
  int n;
  g_autofree guint8 *seen = NULL;  /* columns, then diagonals, then anti-diagonals */
  guint8 *column, *diagonal, *anti;
  gboolean diagonals;

  g_return_val_if_fail (board != NULL && kq_problem_is_placement (board->problem), FALSE);

  n = board->n;
  seen = g_new0 (guint8, 5 * (gsize) n);
  column = seen;
  diagonal = column + n;
  anti = diagonal + 2 * n;
  diagonals = board->problem == KQ_PROBLEM_QUEENS;
  for (int row = 0; row < n; row++)
    {
      int col = board->cells[row];

      if (col < 0 || col >= n)
        continue;
      /* rooks hold no diagonal */
      if (column[col] || (diagonals && (diagonal[row - col + n - 1] || anti[row + col])))
        return FALSE;
      column[col] = diagonal[row - col + n - 1] = anti[row + col] = 1;
    }
  return TRUE;
}

gboolean
kq_board_queens_whole (const KqBoard *board)
{
  g_return_val_if_fail (board != NULL && kq_problem_is_placement (board->problem), FALSE);

  for (int row = 0; row < board->n; row++)
    if (board->cells[row] < 0 || board->cells[row] >= board->n)
      return FALSE;
  return TRUE;
}
