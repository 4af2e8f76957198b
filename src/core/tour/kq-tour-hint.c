/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>

#include "kq-tour-private.h"

/* Whether a tour can still be finished from a student's partial tour, by the
 * solvers' padded board and a backtracking search in Warnsdorff's order
 * that abandons a branch once two squares can no longer be left. */

typedef struct {
  KqTourSearch *search;
  int           weight;
} Completion;

static gboolean
next_to (const KqTourSearch *search, int a, int b)
{
  for (int k = 0; k < 8; k++)
    if (a + search->offset[k] == b)
      return TRUE;
  return FALSE;
}

static int
square_weight (const KqTourSearch *search, int square)
{
  if (search->cell[square] != 0 || search->degree[square] > 1 ||
      next_to (search, square, search->path[search->length - 1]))
    return 0;
  return 2 - search->degree[square];
}

/* A move between from and to changes the weights of to, and of the
 * squares next to either (by their degree, or by being next to the end). */
static int
region_weight (const KqTourSearch *search, int from, int to)
{
  int weight = square_weight (search, to);

  for (int k = 0; k < 8; k++)
    weight += square_weight (search, from + search->offset[k]) +
              square_weight (search, to + search->offset[k]);
  return weight;
}

static gboolean
step_to (Completion *completion, int to)
{
  KqTourSearch *search = completion->search;
  int from = search->path[search->length - 1];
  int before = region_weight (search, from, to);

  if (!kq_tour_search_move (search, to))
    return FALSE;
  completion->weight += region_weight (search, from, to) - before;
  return TRUE;
}

static void
step_back (Completion *completion)
{
  KqTourSearch *search = completion->search;
  int to = search->path[search->length - 1], from = search->path[search->length - 2];
  int before = region_weight (search, from, to);

  kq_tour_search_take_back (search);
  completion->weight += region_weight (search, from, to) - before;
}

KqOutcome
kq_tour_search_complete (KqTourSearch *search, int skip, guint64 max_steps, gboolean keep,
                         int *next)
{
  const int base = search->length, depth = search->total - base;
  g_autofree guint8 *moves = g_new (guint8, 8 * (gsize) (depth + 1));
  g_autofree int *count = g_new (int, depth + 1);
  g_autofree int *at = g_new0 (int, depth + 1);
  Completion completion = { search, 0 };
  KqOutcome outcome;

  for (int r = 0; r < search->rows; r++)
    for (int c = 0; c < search->cols; c++)
      completion.weight += square_weight (search, kq_tour_search_square (search, r, c));

  count[0] = kq_tour_search_rank (search, search->path[base - 1], moves);
  for (int i = 0; i < count[0]; i++)
    if (search->path[base - 1] + search->offset[moves[i]] == skip)
      {
        memmove (moves + i, moves + i + 1, count[0] - i - 1);
        count[0]--;
        break;
      }

  for (;;)
    {
      int d = search->length - base;
      int from = search->path[search->length - 1];

      if (search->length == search->total)
        {
          *next = search->path[base];
          outcome = KQ_OUTCOME_FOUND;
          break;
        }
      if (at[d] == count[d] || completion.weight > 1)
        {
          if (d == 0)
            {
              outcome = KQ_OUTCOME_NONE;
              break;
            }
          step_back (&completion);
          continue;
        }
      if (max_steps != 0 && search->steps >= max_steps)
        {
          outcome = KQ_OUTCOME_GAVE_UP;
          break;
        }
      if (!step_to (&completion, from + search->offset[moves[8 * d + at[d]++]]))
        {
          outcome = KQ_OUTCOME_STOPPED;
          break;
        }
      at[d + 1] = 0;
      count[d + 1] = kq_tour_search_rank (search, search->path[search->length - 1],
                                          moves + 8 * (d + 1));
    }

  while (search->length > base && !(keep && outcome == KQ_OUTCOME_FOUND))
    kq_tour_search_take_back (search);
  return outcome;
}

static KqSquare
padded_square (const KqTourSearch *search, int square)
{
  return (KqSquare) { square / search->width - KQ_TOUR_PAD, square % search->width - KQ_TOUR_PAD };
}

KqOutcome
kq_knight_hint (int             rows,
                int             cols,
                const KqSquare *path,
                int             length,
                guint64         max_steps,
                KqEventFunc     func,
                gpointer        user_data,
                KqKnightHint   *hint)
{
  KqTourRequest request = { 0 };
  KqTourSearch search;
  KqOutcome outcome;
  int next = -1;

  g_return_val_if_fail (rows >= 1 && rows <= KQ_TOUR_MAX_N && cols >= 1 && cols <= KQ_TOUR_MAX_N,
                        KQ_OUTCOME_NONE);
  g_return_val_if_fail (length >= 1 && length <= rows * cols && path != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (kq_knight_is_path (rows, cols, path, length), KQ_OUTCOME_NONE);
  g_return_val_if_fail (hint != NULL, KQ_OUTCOME_NONE);

  memset (hint, 0, sizeof *hint);
  if (length == rows * cols)
    {
      hint->kind = KQ_KNIGHT_HINT_TOURED;
      hint->closed = length > 1 && kq_knight_is_move (path[length - 1], path[0]);
      return KQ_OUTCOME_FOUND;
    }
  /* a square stays n × n, as the tour's requests have it */
  request.n = rows;
  request.rows = rows == cols ? 0 : rows;
  request.cols = rows == cols ? 0 : cols;
  request.row = path[0].row;
  request.col = path[0].col;
  if (kq_tour_known_impossible (&request, NULL))
    {
      hint->kind = KQ_KNIGHT_HINT_NO_TOUR;
      return KQ_OUTCOME_FOUND;
    }

  kq_tour_search_init (&search, rows, cols, path[0].row, path[0].col, TRUE);
  search.func = func;
  search.user_data = user_data;
  for (int i = 1; i < length; i++)
    {
      int square = kq_tour_search_square (&search, path[i].row, path[i].col);

      g_return_val_if_fail (search.cell[square] == 0, KQ_OUTCOME_NONE);
      kq_tour_search_append (&search, square);
    }

  /* From the whole path, then from shorter and shorter ones, each leaving
   * out the next move it had, whose every way on was just tried. */
  outcome = kq_tour_search_complete (&search, -1, max_steps, FALSE, &next);
  for (int back_to = length - 1; outcome == KQ_OUTCOME_NONE && back_to >= 1; back_to--)
    {
      int skip = search.path[back_to];

      while (search.length > back_to)
        kq_tour_search_take_back (&search);
      outcome = kq_tour_search_complete (&search, skip, max_steps, FALSE, &next);
      if (outcome == KQ_OUTCOME_FOUND)
        {
          hint->kind = KQ_KNIGHT_HINT_GO_BACK;
          hint->back_to = back_to;
        }
    }
  if (outcome == KQ_OUTCOME_FOUND)
    hint->square = padded_square (&search, next);
  if (outcome == KQ_OUTCOME_FOUND && hint->kind != KQ_KNIGHT_HINT_GO_BACK)
    hint->kind = KQ_KNIGHT_HINT_GO;
  else if (outcome == KQ_OUTCOME_NONE)
    hint->kind = KQ_KNIGHT_HINT_NO_TOUR;
  else if (outcome == KQ_OUTCOME_GAVE_UP)
    hint->kind = KQ_KNIGHT_HINT_UNDECIDED;
  hint->steps = search.steps;
  kq_tour_search_clear (&search);
  return outcome == KQ_OUTCOME_STOPPED ? KQ_OUTCOME_STOPPED : KQ_OUTCOME_FOUND;
}
