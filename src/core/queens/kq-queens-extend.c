/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-queens"
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-queens-private.h"

/* How many solutions hold a student's queens, and the hint. The count is the
 * lessons' bitboard search with the rows that hold a queen forced to its
 * column and the squares the queens attack taken out of the other rows, so
 * that no subtree is entered that a given queen rules out. */

/* The search tree of the solutions that hold the queens: FALSE when none
 * can (a queen off the board, two on one square or attacking each other). */
static gboolean
forced_tree (KqQueensTree *tree, int n, const KqSquare *queens, int n_queens)
{
  gboolean taken[KQ_QUEENS_MAX_N] = { FALSE };

  kq_queens_tree_init (tree, n);
  for (int i = 0; i < n_queens; i++)
    {
      if (!kq_square_on_board (n, queens[i]))
        return FALSE;
      for (int j = 0; j < i; j++)
        if (kq_queens_line_between (queens[i], queens[j]) != KQ_LINE_NONE ||
            (queens[i].row == queens[j].row && queens[i].col == queens[j].col))
          return FALSE;
    }

  for (int i = 0; i < n_queens; i++)
    {
      tree->mask[queens[i].row] = 1u << queens[i].col;
      taken[queens[i].row] = TRUE;
    }
  for (int row = 0; row < n; row++)
    {
      if (taken[row])
        continue;
      for (int i = 0; i < n_queens; i++)
        {
          int d = abs (row - queens[i].row);

          tree->mask[row] &= ~(1u << queens[i].col);
          if (queens[i].col - d >= 0)
            tree->mask[row] &= ~(1u << (queens[i].col - d));
          if (queens[i].col + d < n)
            tree->mask[row] &= ~(1u << (queens[i].col + d));
        }
      if (tree->mask[row] == 0)
        return FALSE;
    }
  return TRUE;
}

typedef struct {
  int          n;
  KqEventFunc  func;
  gpointer     user_data;
  guint64      solutions;
  int         *cols;      /* find: the first solution, then stop */
  gboolean     found;
} Extend;

static gboolean
extend_leaf (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Extend *extend = data;

  extend->solutions++;
  if (extend->cols == NULL)
    return TRUE;
  for (int row = 0; row < tree->n; row++)
    extend->cols[row] = __builtin_ctz (tree->placed[row]);
  extend->found = TRUE;
  return FALSE;
}

static gboolean
extend_poll (guint64 nodes, gpointer data)
{
  Extend *extend = data;
  KqEvent event = {
    .type = KQ_EVENT_PROGRESS,
    .n = extend->n,
    .nodes = nodes,
    .solutions = extend->solutions,
  };

  return extend->func == NULL || extend->func (&event, extend->user_data);
}

/* FALSE when func stopped it. */
static gboolean
extend_search (Extend *extend, const KqSquare *queens, int n_queens)
{
  KqQueensTree tree;

  if (!forced_tree (&tree, extend->n, queens, n_queens))
    return TRUE;
  return kq_queens_tree_search (&tree, extend_leaf, extend, extend_poll, extend) ||
         extend->found;
}

KqOutcome
kq_queens_extend_count (int             n,
                        const KqSquare *queens,
                        int             n_queens,
                        KqEventFunc     func,
                        gpointer        user_data,
                        guint64        *count)
{
  Extend extend = { n, func, user_data, 0, NULL, FALSE };

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (n_queens == 0 || queens != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  *count = 0;
  if (n_queens == 0)
    {
      KqQueensCount all;
      KqOutcome outcome = kq_queens_count (n, 0, func, user_data, &all);

      *count = all.total;
      return outcome;
    }
  if (!extend_search (&extend, queens, n_queens))
    return KQ_OUTCOME_STOPPED;
  *count = extend.solutions;
  return KQ_OUTCOME_FOUND;
}

KqOutcome
kq_queens_extend_find (int             n,
                       const KqSquare *queens,
                       int             n_queens,
                       KqEventFunc     func,
                       gpointer        user_data,
                       int            *cols)
{
  Extend extend = { n, func, user_data, 0, cols, FALSE };

  g_return_val_if_fail (n >= 1 && n <= KQ_QUEENS_MAX_N, KQ_OUTCOME_NONE);
  g_return_val_if_fail (n_queens == 0 || queens != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (cols != NULL, KQ_OUTCOME_NONE);

  if (!extend_search (&extend, queens, n_queens))
    return KQ_OUTCOME_STOPPED;
  return extend.found ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE;
}

KqOutcome
kq_queens_hint (int             n,
                const KqSquare *queens,
                int             n_queens,
                KqEventFunc     func,
                gpointer        user_data,
                KqQueensHint   *hint)
{
  g_autofree KqSquare *others = NULL;
  int cols[KQ_QUEENS_MAX_N];
  KqOutcome outcome;

  g_return_val_if_fail (hint != NULL, KQ_OUTCOME_NONE);

  memset (hint, 0, sizeof *hint);
  hint->lift = -1;
  outcome = kq_queens_extend_count (n, queens, n_queens, func, user_data, &hint->count);
  if (outcome != KQ_OUTCOME_FOUND)
    return outcome;

  if (hint->count > 0)
    {
      gboolean taken[KQ_QUEENS_MAX_N] = { FALSE };

      if (n_queens == n)
        {
          hint->kind = KQ_QUEENS_HINT_SOLVED;
          return KQ_OUTCOME_FOUND;
        }
      outcome = kq_queens_extend_find (n, queens, n_queens, func, user_data, cols);
      if (outcome != KQ_OUTCOME_FOUND)
        return outcome;
      for (int i = 0; i < n_queens; i++)
        taken[queens[i].row] = TRUE;
      hint->kind = KQ_QUEENS_HINT_PLACE;
      for (int row = n - 1; row >= 0; row--)
        if (!taken[row])
          hint->square = (KqSquare) { row, cols[row] };
      return KQ_OUTCOME_FOUND;
    }

  /* The latest queen first: the one the student is most likely to have
   * put down wrong. */
  hint->kind = KQ_QUEENS_HINT_NONE;
  others = g_new (KqSquare, MAX (n_queens, 1));
  for (int lift = n_queens - 1; lift >= 0; lift--)
    {
      int k = 0;

      for (int i = 0; i < n_queens; i++)
        if (i != lift)
          others[k++] = queens[i];
      outcome = kq_queens_extend_find (n, others, k, func, user_data, cols);
      if (outcome == KQ_OUTCOME_STOPPED)
        return outcome;
      if (outcome == KQ_OUTCOME_FOUND)
        {
          hint->kind = KQ_QUEENS_HINT_LIFT;
          hint->lift = lift;
          return KQ_OUTCOME_FOUND;
        }
    }
  /* No one queen: the latest goes first, then another */
  hint->lift = n_queens - 1;
  return KQ_OUTCOME_FOUND;
}
