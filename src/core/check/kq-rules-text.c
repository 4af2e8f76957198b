/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-rules"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-rules.h"

/* The words of the play mode's results, one function a message, so that the
 * window and the CLI say the same thing. Squares are said 1-based. */

static gulong
plural (guint64 count)
{
  return (gulong) MIN (count, G_MAXULONG);
}

char *
kq_rules_text_queens_status (KqProblem problem, int n, int n_queens, int n_conflicts)
{
  g_autofree char *queens =
    problem == KQ_PROBLEM_ROOKS
      ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d rook", "%d of %d rooks", n),
                         n_queens, n)
      : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d queen", "%d of %d queens", n),
                         n_queens, n);

  if (n_conflicts == 0)
    return g_steal_pointer (&queens);
  /* TRANSLATORS: "5 of 8 queens · 1 conflict" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d conflict", "%s · %d conflicts",
                                       (gulong) n_conflicts),
                          queens, n_conflicts);
}

char *
kq_rules_text_conflict (KqSquare a, KqSquare b, KqLine line)
{
  int r1 = a.row + 1, c1 = a.col + 1, r2 = b.row + 1, c2 = b.col + 1;

  switch (line)
    {
    case KQ_LINE_ROW:
      return g_strdup_printf (_("queens (%d, %d) and (%d, %d) attack along a row"), r1, c1, r2, c2);
    case KQ_LINE_COLUMN:
      return g_strdup_printf (_("queens (%d, %d) and (%d, %d) attack along a column"),
                              r1, c1, r2, c2);
    case KQ_LINE_DIAGONAL:
    case KQ_LINE_ANTI_DIAGONAL:
      return g_strdup_printf (_("queens (%d, %d) and (%d, %d) attack along a diagonal"),
                              r1, c1, r2, c2);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
kq_rules_text_solved (guint64 rank, guint64 total)
{
  g_autofree char *number = kq_format_count (rank);
  g_autofree char *all = kq_format_count (total);

  return g_strdup_printf (_("Solved! This is solution %s of %s"), number, all);
}

/* Rooks: the words of a lift, where a rook is lifted. */
static char *
rooks_lift_text (const KqQueensHint *hint, const KqSquare *rooks)
{
  g_return_val_if_fail (rooks != NULL && hint->lift >= 0, NULL);

  if (hint->kind == KQ_QUEENS_HINT_LIFT)
    return g_strdup_printf (_("No solution extends this placement: lift the rook on (%d, %d)"),
                            rooks[hint->lift].row + 1, rooks[hint->lift].col + 1);
  return g_strdup_printf (_("No solution extends this placement, whichever rook is lifted: "
                            "lift the rook on (%d, %d), then another"),
                          rooks[hint->lift].row + 1, rooks[hint->lift].col + 1);
}

char *
kq_rules_text_queens_hint (KqProblem problem, const KqQueensHint *hint, int n, guint64 total,
                           const KqSquare *queens)
{
  g_autofree char *count = NULL;
  g_autofree char *all = NULL;

  g_return_val_if_fail (hint != NULL, NULL);

  if (problem == KQ_PROBLEM_ROOKS &&
      (hint->kind == KQ_QUEENS_HINT_LIFT || hint->kind == KQ_QUEENS_HINT_NONE))
    return rooks_lift_text (hint, queens);
  switch (hint->kind)
    {
    case KQ_QUEENS_HINT_PLACE:
      count = kq_format_count (hint->count);
      all = kq_format_count (total);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s of the %s solutions extends this placement: try (%d, %d)",
                                           "%s of the %s solutions extend this placement: try (%d, %d)",
                                           plural (hint->count)),
                              count, all, hint->square.row + 1, hint->square.col + 1);
    case KQ_QUEENS_HINT_SOLVED:
      return g_strdup (_("Solved!"));
    case KQ_QUEENS_HINT_LIFT:
      g_return_val_if_fail (queens != NULL, NULL);
      return g_strdup_printf (_("No solution extends this placement: lift the queen on (%d, %d)"),
                              queens[hint->lift].row + 1, queens[hint->lift].col + 1);
    case KQ_QUEENS_HINT_NONE:
      if (total == 0)
        return g_strdup_printf (_("No solution: %d queens cannot be placed on a %d × %d board"),
                                n, n, n);
      if (hint->lift < 0 || queens == NULL)
        return g_strdup (_("No solution extends this placement, whichever queen is lifted: "
                           "lift more than one"));
      return g_strdup_printf (_("No solution extends this placement, whichever queen is lifted: "
                                "lift the queen on (%d, %d), then another"),
                              queens[hint->lift].row + 1, queens[hint->lift].col + 1);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
kq_rules_text_knight_step (KqKnightStep step, KqSquare from, KqSquare to, int visited)
{
  switch (step)
    {
    case KQ_KNIGHT_STEP_OK:
      return g_strdup_printf (_("Move to (%d, %d)"), to.row + 1, to.col + 1);
    case KQ_KNIGHT_STEP_OFF_BOARD:
      return g_strdup_printf (_("(%d, %d) is off the board"), to.row + 1, to.col + 1);
    case KQ_KNIGHT_STEP_VISITED:
      return g_strdup_printf (_("(%d, %d) is visited already: move %d"),
                              to.row + 1, to.col + 1, visited);
    case KQ_KNIGHT_STEP_NOT_A_MOVE:
      return g_strdup_printf (_("(%d, %d) is not a knight's move from (%d, %d)"),
                              to.row + 1, to.col + 1, from.row + 1, from.col + 1);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
kq_rules_text_dead_end (int squares, KqSquare at, int visited)
{
  g_autofree char *count = kq_format_count ((guint64) visited);
  g_autofree char *all = kq_format_count ((guint64) squares);

  return g_strdup_printf (_("No move from (%d, %d): %s of %s squares visited"),
                          at.row + 1, at.col + 1, count, all);
}

char *
kq_rules_text_toured (gboolean closed)
{
  if (closed)
    return g_strdup (_("You toured the board! The tour is closed: its last square is a "
                       "knight's move from the first."));
  return g_strdup (_("You toured the board! The tour is open."));
}

char *
kq_rules_text_knight_hint (const KqKnightHint *hint, const KqSquare *path)
{
  g_return_val_if_fail (hint != NULL, NULL);

  switch (hint->kind)
    {
    case KQ_KNIGHT_HINT_GO:
      return g_strdup_printf (_("Yes: go to (%d, %d)"), hint->square.row + 1, hint->square.col + 1);
    case KQ_KNIGHT_HINT_GO_BACK:
      return g_strdup_printf (_("No: go back to move %d, then to (%d, %d)"),
                              hint->back_to, hint->square.row + 1, hint->square.col + 1);
    case KQ_KNIGHT_HINT_NO_TOUR:
      g_return_val_if_fail (path != NULL, NULL);
      return g_strdup_printf (_("No: there is no tour from (%d, %d)"),
                              path[0].row + 1, path[0].col + 1);
    case KQ_KNIGHT_HINT_UNDECIDED:
      return g_strdup (_("Not decided within the budget"));
    case KQ_KNIGHT_HINT_TOURED:
      return kq_rules_text_toured (hint->closed);
    default:
      g_return_val_if_reached (NULL);
    }
}
