/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-rules"
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-limits.h"
#include "kq-rooks.h"
#include "kq-rules.h"

/* A student's queens and rooks: what they attack, which pairs attack each
 * other, and the rooks' hint (the queens' is a search: kq-queens-extend.c). */

/* Queens and rooks alike, by the lines their pieces hold. */
static void
attacked_along (KqLine (*line_between) (KqSquare, KqSquare), int n, const KqSquare *pieces,
                int n_pieces, gboolean *attacked)
{
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        KqSquare square = { row, col };
        gboolean hit = FALSE;

        for (int i = 0; i < n_pieces && !hit; i++)
          hit = line_between (pieces[i], square) != KQ_LINE_NONE;
        attacked[row * n + col] = hit;
      }
}

static GArray *
conflicts_along (KqLine (*line_between) (KqSquare, KqSquare), const KqSquare *pieces,
                 int n_pieces)
{
  GArray *conflicts = g_array_new (FALSE, FALSE, sizeof (KqQueensConflict));

  for (int second = 1; second < n_pieces; second++)
    for (int first = 0; first < second; first++)
      {
        KqQueensConflict conflict = {
          first, second, line_between (pieces[first], pieces[second])
        };

        if (conflict.line != KQ_LINE_NONE)
          g_array_append_val (conflicts, conflict);
      }
  return conflicts;
}

void
kq_queens_attacked (int n, const KqSquare *queens, int n_queens, gboolean *attacked)
{
  g_return_if_fail (n >= 1 && attacked != NULL);
  g_return_if_fail (n_queens == 0 || queens != NULL);

  attacked_along (kq_queens_line_between, n, queens, n_queens, attacked);
}

void
kq_rooks_attacked (int n, const KqSquare *rooks, int n_rooks, gboolean *attacked)
{
  g_return_if_fail (n >= 1 && attacked != NULL);
  g_return_if_fail (n_rooks == 0 || rooks != NULL);

  attacked_along (kq_rooks_line_between, n, rooks, n_rooks, attacked);
}

GArray *
kq_queens_conflicts (int n, const KqSquare *queens, int n_queens)
{
  g_return_val_if_fail (n_queens == 0 || queens != NULL,
                        g_array_new (FALSE, FALSE, sizeof (KqQueensConflict)));

  return conflicts_along (kq_queens_line_between, queens, n_queens);
}

GArray *
kq_rooks_conflicts (int n, const KqSquare *rooks, int n_rooks)
{
  g_return_val_if_fail (n_rooks == 0 || rooks != NULL,
                        g_array_new (FALSE, FALSE, sizeof (KqQueensConflict)));

  return conflicts_along (kq_rooks_line_between, rooks, n_rooks);
}

/* Whether no two rooks but the one at skip (-1: none) share a line. */
static gboolean
rooks_apart (const KqSquare *rooks, int n_rooks, int skip)
{
  for (int second = 1; second < n_rooks; second++)
    for (int first = 0; first < second; first++)
      if (first != skip && second != skip &&
          (kq_rooks_line_between (rooks[first], rooks[second]) != KQ_LINE_NONE ||
           (rooks[first].row == rooks[second].row && rooks[first].col == rooks[second].col)))
        return FALSE;
  return TRUE;
}

void
kq_rooks_hint (int n, const KqSquare *rooks, int n_rooks, KqQueensHint *hint, guint64 *rank)
{
  gboolean row_taken[KQ_QUEENS_MAX_N] = { FALSE }, col_taken[KQ_QUEENS_MAX_N] = { FALSE };
  int cols[KQ_QUEENS_MAX_N];
  guint64 count = 1;

  g_return_if_fail (n >= 1 && n <= KQ_WINDOW_MAX_ROOKS_N && hint != NULL && rank != NULL);
  g_return_if_fail (n_rooks == 0 || rooks != NULL);

  *hint = (KqQueensHint) { .kind = KQ_QUEENS_HINT_NONE, .square = { -1, -1 }, .lift = -1 };
  *rank = 0;
  for (int i = 0; i < n_rooks; i++)
    g_return_if_fail (kq_square_on_board (n, rooks[i]));
  if (!rooks_apart (rooks, n_rooks, -1))
    {
      /* the latest rook whose lifting leaves the rest apart */
      for (int i = n_rooks - 1; i >= 0; i--)
        if (rooks_apart (rooks, n_rooks, i))
          {
            hint->kind = KQ_QUEENS_HINT_LIFT;
            hint->lift = i;
            return;
          }
      hint->lift = n_rooks - 1;
      return;
    }

  /* Apart: the rest of the rows take the free columns in any order. */
  for (int i = 0; i < n_rooks; i++)
    {
      row_taken[rooks[i].row] = col_taken[rooks[i].col] = TRUE;
      cols[rooks[i].row] = rooks[i].col;
    }
  for (int m = 2; m <= n - n_rooks; m++)
    count *= (guint64) m;
  hint->count = count;
  if (n_rooks == n)
    {
      hint->kind = KQ_QUEENS_HINT_SOLVED;
      kq_rooks_rank (n, cols, rank);
      return;
    }
  hint->kind = KQ_QUEENS_HINT_PLACE;
  for (int row = 0; row < n && hint->square.row < 0; row++)
    for (int col = 0; col < n && !row_taken[row]; col++)
      if (!col_taken[col])
        {
          hint->square = (KqSquare) { row, col };
          break;
        }
}
