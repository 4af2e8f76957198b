/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-lesson.h"
#include "kq-tour-private.h"

static char *
gave_up_reason (const KqTourRequest *request, guint64 steps)
{
  g_autofree char *count = kq_format_count (steps);
  gulong plural = (gulong) MIN (steps, G_MAXULONG);

  if (request->method == KQ_TOUR_CLASSIC)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "gave up after %s move tried: the lessons' search can take "
                                         "very long; Warnsdorff's rule finds a tour at once",
                                         "gave up after %s moves tried: the lessons' search can take "
                                         "very long; Warnsdorff's rule finds a tour at once",
                                         plural),
                            count);
  if (request->lesson && request->trace && !request->closed)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "gave up after %s move tried: lesson 002's search "
                                         "backtracks from Warnsdorff's dead ends, which can take "
                                         "very long; without Trace, the rule's fallbacks find a "
                                         "tour at once",
                                         "gave up after %s moves tried: lesson 002's search "
                                         "backtracks from Warnsdorff's dead ends, which can take "
                                         "very long; without Trace, the rule's fallbacks find a "
                                         "tour at once",
                                         plural),
                            count);
  /* Never seen: Warnsdorff's rule and its fallbacks always finish. */
  return g_strdup_printf (_("no tour found from (%d, %d): Warnsdorff's rule and its fallbacks "
                            "gave up (this does not prove that there is none)"),
                          request->row + 1, request->col + 1);
}

static char *
none_reason (const KqTourRequest *request)
{
  if (request->closed)
    return g_strdup_printf (_("no closed tour from (%d, %d): the search tried every path"),
                            request->row + 1, request->col + 1);
  return g_strdup_printf (_("no tour from (%d, %d): the search tried every path"),
                          request->row + 1, request->col + 1);
}

char *
kq_tour_reason (const KqTourRequest *request, KqOutcome outcome, guint64 steps)
{
  char *known = NULL;

  g_return_val_if_fail (request != NULL, NULL);
  g_return_val_if_fail (kq_tour_request_is_valid (request), NULL);
  g_return_val_if_fail (outcome == KQ_OUTCOME_NONE || outcome == KQ_OUTCOME_GAVE_UP, NULL);

  if (outcome == KQ_OUTCOME_GAVE_UP)
    return gave_up_reason (request, steps);
  if (kq_tour_known_impossible (request, &known))
    return known;
  return none_reason (request);
}

/* The classic search and lesson 002's Warnsdorff traced: the lesson's
 * stepping machine makes the moves, so that the trace is the one its
 * listings show line by line. */
static KqOutcome
solve_by_lesson (const KqTourRequest *request, int *board, KqEventFunc func,
                 gpointer user_data, guint64 *steps)
{
  int rows = kq_tour_request_rows (request), cols = kq_tour_request_cols (request);
  g_autoptr(KqLesson) lesson = kq_lesson_new_rect (request->method == KQ_TOUR_CLASSIC
                                                   ? KQ_LESSON_KNIGHT
                                                   : KQ_LESSON_KNIGHT_WARNSDORFF,
                                                   rows, cols, request->row, request->col,
                                                   KQ_LESSON_FLAGS_NONE);
  KqOutcome outcome;

  kq_lesson_set_event_func (lesson, func, user_data);
  kq_lesson_set_max_nodes (lesson, request->max_steps);
  kq_lesson_run (lesson, 0, 0);
  outcome = kq_lesson_get_outcome (lesson);
  if (outcome == KQ_OUTCOME_FOUND)
    memcpy (board, kq_lesson_get_h (lesson), sizeof (int) * rows * cols);
  if (steps != NULL)
    *steps = kq_lesson_get_nodes (lesson);
  return outcome;
}

KqOutcome
kq_tour_solve (const KqTourRequest *request, int *board, KqEventFunc func,
               gpointer user_data, guint64 *steps)
{
  int rows, cols;
  KqTourSearch search;
  KqOutcome outcome;

  g_return_val_if_fail (request != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (kq_tour_request_is_valid (request), KQ_OUTCOME_NONE);
  g_return_val_if_fail (board != NULL, KQ_OUTCOME_NONE);

  rows = kq_tour_request_rows (request);
  cols = kq_tour_request_cols (request);
  if (steps != NULL)
    *steps = 0;
  if (kq_tour_known_impossible (request, NULL))
    return KQ_OUTCOME_NONE;
  /* The lesson's stepping machine, on squares and rectangles (the start
   * alone is 1 × 1's tour: its Try looks for move 2). */
  if (request->trace && (request->method == KQ_TOUR_CLASSIC || request->lesson) &&
      !request->closed && rows * cols > 1)
    return solve_by_lesson (request, board, func, user_data, steps);

  /* The board holds the path until it receives the tour. */
  kq_tour_search_init_with_path (&search, rows, cols, request->row, request->col,
                                 request->method == KQ_TOUR_WARNSDORFF &&
                                 (!request->closed || rows != cols),
                                 board);
  search.trace = request->trace;
  search.func = func;
  search.user_data = user_data;

  if (!kq_tour_search_trace_change (&search, NULL, 0))
    outcome = KQ_OUTCOME_STOPPED;
  else if (request->method == KQ_TOUR_CLASSIC)
    outcome = kq_tour_search_backtrack (&search, request->closed, FALSE, request->max_steps, NULL);
  else if (request->closed && rows == cols)
    {
      /* Built, not searched: reported once it stands. */
      outcome = kq_tour_blocks_lay (&search);
      if (outcome == KQ_OUTCOME_FOUND && !kq_tour_search_trace_change (&search, &search.start, 1))
        outcome = KQ_OUTCOME_STOPPED;
    }
  else
    outcome = kq_tour_warnsdorff (&search, request->closed,
                                  (guint64) KQ_TOUR_POSA_WORK_PER_SQUARE * search.total,
                                  request->max_steps);

  if (outcome == KQ_OUTCOME_FOUND)
    {
      /* The tour is found even if func would stop at its report. */
      search.solutions = 1;
      kq_tour_search_emit_solution (&search, board);
    }

  if (steps != NULL)
    *steps = search.steps;
  kq_tour_search_clear (&search);
  return outcome;
}

KqOutcome
kq_tour_enumerate (const KqTourRequest *request, KqEventFunc func,
                   gpointer user_data, guint64 *count)
{
  g_autofree int *cells = NULL;
  int rows, cols;
  KqTourSearch search;
  KqOutcome outcome;

  g_return_val_if_fail (request != NULL, KQ_OUTCOME_NONE);
  g_return_val_if_fail (kq_tour_request_is_valid (request), KQ_OUTCOME_NONE);

  rows = kq_tour_request_rows (request);
  cols = kq_tour_request_cols (request);
  if (count != NULL)
    *count = 0;
  if (kq_tour_known_impossible (request, NULL))
    return KQ_OUTCOME_NONE;

  cells = g_new (int, (gsize) rows * cols);
  kq_tour_search_init (&search, rows, cols, request->row, request->col, FALSE);
  search.trace = request->trace;
  search.func = func;
  search.user_data = user_data;

  if (!kq_tour_search_trace_change (&search, NULL, 0))
    outcome = KQ_OUTCOME_STOPPED;
  else
    outcome = kq_tour_search_backtrack (&search, request->closed, TRUE, request->max_steps, cells);
  if (outcome == KQ_OUTCOME_FOUND && search.solutions == 0)
    outcome = KQ_OUTCOME_NONE;

  if (count != NULL)
    *count = search.solutions;
  kq_tour_search_clear (&search);
  return outcome;
}
