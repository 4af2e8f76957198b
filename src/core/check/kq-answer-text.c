/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-answer"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-answer.h"
#include "kq-tour.h"
#include "kq-format.h"

/* The words of a check's result: the window shows them and the CLI prints
 * them after its verdict. Lines, rows and columns are said 1-based, as the
 * file has them. */

static gulong
plural (guint64 count)
{
  return (gulong) MIN (count, G_MAXULONG);
}

static char *
describe_correct (const KqAnswer *answer)
{
  const int n = answer->n;
  g_autofree char *total = kq_format_count (answer->total);

  if (answer->of_line)
    /* TRANSLATORS: one line of a QUEENS.OUT, checked alone */
    return g_strdup_printf (_("line %d: a solution"), answer->line);
  if (answer->kind == KQ_ANSWER_TOUR && answer->cells == NULL)
    return g_strdup_printf (_("Correct: there is no tour from (%d, %d), and the file is empty"),
                            answer->start.row + 1, answer->start.col + 1);
  if (answer->kind == KQ_ANSWER_TOUR && answer->closed)
    return g_strdup_printf (_("Correct: a closed tour from (%d, %d)"),
                            answer->start.row + 1, answer->start.col + 1);
  if (answer->kind == KQ_ANSWER_TOUR)
    return g_strdup_printf (_("Correct: an open tour from (%d, %d)"),
                            answer->start.row + 1, answer->start.col + 1);
  if (answer->total == 0)
    return g_strdup_printf (_("Correct: %d queens cannot be placed on a %d × %d board, "
                              "and the file is empty"), n, n, n);
  if (answer->total == 1)
    return g_strdup (_("Correct: the one solution"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Correct: all %s solution, in order",
                                       "Correct: all %s solutions, in order", plural (answer->total)),
                          total);
}

static char *
describe_missing (const KqAnswer *answer)
{
  g_autoptr(GString) placement = g_string_new (NULL);
  g_autofree int *cols = g_new (int, answer->queens->len);
  g_autofree char *count = kq_format_count (answer->count);
  g_autofree char *total = kq_format_count (answer->total);
  g_autofree char *have = NULL;

  for (guint i = 0; i < answer->queens->len; i++)
    cols[i] = g_array_index (answer->queens, KqSquare, i).col;
  kq_format_queens_line (placement, cols, (int) answer->queens->len);
  g_string_truncate (placement, placement->len - 1);

  /* TRANSLATORS: "37 placements; 6 queens have 4; missing: (1, 2); …": the
   * first %s is a count of lines, the second this sentence's second half */
  have = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d queens have %s; missing: %s",
                                       "%d queens have %s; missing: %s", plural (answer->total)),
                          answer->n, total, placement->str);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s placement; %s", "%s placements; %s",
                                       plural (answer->count)),
                          count, have);
}

static char *
describe_error (const KqAnswer *answer)
{
  const KqSquare *red = answer->squares;
  const int n = answer->n;

  switch (answer->error)
    {
    case KQ_ANSWER_EMPTY:
      return g_strdup (_("the file is empty"));
    case KQ_ANSWER_TOO_BIG:
      return g_strdup_printf (_("the file is larger than %d MiB: too big to be an answer"),
                              (int) answer->count);
    case KQ_ANSWER_BINARY:
      return g_strdup_printf (_("line %d: not text (a NUL byte, or bytes that are not UTF-8)"),
                              answer->line);
    case KQ_ANSWER_BLANK_LINE:
      return g_strdup_printf (_("line %d is empty"), answer->line);
    case KQ_ANSWER_NOT_PLACEMENT:
      return g_strdup_printf (_("line %d is not a placement like “(1, 2); (2, 4); …”: “%s”"),
                              answer->line, answer->text);
    case KQ_ANSWER_NOT_NUMBER:
      return g_strdup_printf (_("line %d: “%s” is not a move number"), answer->line, answer->text);
    case KQ_ANSWER_RAGGED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "line %d has %d number; a row of the %d × %d board has %d",
                                           "line %d has %d numbers; a row of the %d × %d board has %d",
                                           plural (answer->count)),
                              answer->line, (int) answer->count, n, n, n);
    case KQ_ANSWER_ROW_COUNT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%d line of numbers; the %d × %d board has %d rows",
                                           "%d lines of numbers; the %d × %d board has %d rows",
                                           plural (answer->count)),
                              (int) answer->count, n, n, n);
    case KQ_ANSWER_BAD_SIZE:
      if (answer->kind == KQ_ANSWER_QUEENS)
        return g_strdup_printf (_("n = %d: QUEENS.OUT is checked for n from 1 to %d"),
                                (int) answer->count, KQ_ANSWER_QUEENS_MAX_N);
      return g_strdup_printf (_("n = %d: a tour is checked on boards from 1 × 1 to %d × %d"),
                              (int) answer->count, KQ_TOUR_MAX_N, KQ_TOUR_MAX_N);
    case KQ_ANSWER_OFF_BOARD:
      return g_strdup_printf (_("line %d: (%d, %d) is off the %d × %d board"),
                              answer->line, red[0].row + 1, red[0].col + 1, n, n);
    case KQ_ANSWER_QUEEN_COUNT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "line %d has %d queen; the %d × %d board takes %d",
                                           "line %d has %d queens; the %d × %d board takes %d",
                                           plural (answer->count)),
                              answer->line, (int) answer->count, n, n, n);
    case KQ_ANSWER_SAME_ROW:
      return g_strdup_printf (_("line %d: two queens in row %d: (%d, %d) and (%d, %d)"),
                              answer->line, red[0].row + 1, red[0].row + 1, red[0].col + 1,
                              red[1].row + 1, red[1].col + 1);
    case KQ_ANSWER_ROW_ORDER:
      return g_strdup_printf (_("line %d: (%d, %d) comes after (%d, %d): the queens go row by row, "
                                "from row 1"),
                              answer->line, red[1].row + 1, red[1].col + 1,
                              red[0].row + 1, red[0].col + 1);
    case KQ_ANSWER_ATTACK:
      {
        g_autofree char *conflict = kq_rules_text_conflict (red[0], red[1], answer->attack);

        /* TRANSLATORS: "line 7: queens (3, 5) and (6, 2) attack along a diagonal" */
        return g_strdup_printf (_("line %d: %s"), answer->line, conflict);
      }
    case KQ_ANSWER_REPEAT:
      return g_strdup_printf (_("line %d repeats line %d"), answer->line, answer->other_line);
    case KQ_ANSWER_ORDER:
      return g_strdup_printf (_("line %d is out of the lessons' order: it comes before line %d"),
                              answer->line, answer->other_line);
    case KQ_ANSWER_MISSING:
      return describe_missing (answer);
    case KQ_ANSWER_NO_TOUR:
      return g_strdup_printf (_("the file is empty, but there is a tour from (%d, %d)"),
                              answer->start.row + 1, answer->start.col + 1);
    case KQ_ANSWER_NUMBER_RANGE:
      return g_strdup_printf (_("(%d, %d): %d is not a move number of the %d × %d board (1 to %d)"),
                              red[0].row + 1, red[0].col + 1, answer->number, n, n, n * n);
    case KQ_ANSWER_NUMBER_TWICE:
      return g_strdup_printf (_("number %d is both at (%d, %d) and at (%d, %d)"), answer->number,
                              red[0].row + 1, red[0].col + 1, red[1].row + 1, red[1].col + 1);
    case KQ_ANSWER_NUMBER_MISSING:
      return g_strdup_printf (_("number %d is missing"), answer->number);
    case KQ_ANSWER_WRONG_START:
      return g_strdup_printf (_("move 1 is at (%d, %d), but the tour starts at (%d, %d)"),
                              red[0].row + 1, red[0].col + 1,
                              answer->start.row + 1, answer->start.col + 1);
    case KQ_ANSWER_NOT_KNIGHT_MOVE:
      return g_strdup_printf (_("move %d at (%d, %d) is not a knight's move from move %d at (%d, %d)"),
                              answer->number, red[0].row + 1, red[0].col + 1,
                              answer->number - 1, red[1].row + 1, red[1].col + 1);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
kq_answer_describe (const KqAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, NULL);

  if (answer->error == KQ_ANSWER_CORRECT)
    return describe_correct (answer);
  return describe_error (answer);
}
