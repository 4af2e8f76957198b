/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-lesson.h"
#include "kq-tour-private.h"

static gboolean
request_is_valid (const KqTourRequest *request)
{
  int rows = kq_tour_request_rows (request), cols = kq_tour_request_cols (request);

  return (request->rows > 0) == (request->cols > 0) &&
         rows >= 1 && rows <= KQ_TOUR_MAX_N && cols >= 1 && cols <= KQ_TOUR_MAX_N &&
         request->row >= 0 && request->row < rows &&
         request->col >= 0 && request->col < cols;
}

/* Why no tour exists, known without search: a code, worded only when
 * asked for (kq_tour_solve() runs in a worker thread, which calls no
 * gettext). */
typedef enum {
  POSSIBLE,
  SMALL_SQUARE,       /* 2 × 2 to 4 × 4 */
  ONE_WIDE,           /* 1 × n: no knight's move at all */
  TWO_WIDE,           /* 2 × n: the moves fall into separate chains */
  THREE_BY_FIVE_SIX,  /* 3 × 5, 3 × 6: found by search */
  CLOSED_ODD,         /* Schwenk's cases of closed tours: both sides odd, */
  CLOSED_NARROW,      /* one or two wide, */
  CLOSED_FOUR_WIDE,   /* four wide, */
  CLOSED_THREE_SHORT, /* 3 × 4, 3 × 6, 3 × 8 */
  FOUR_WIDE_INNER,    /* four wide, a start on the inner lines */
  MINORITY_START,     /* an odd number of squares, a start of the fewer colour */
} Impossible;

/* On a board short × long (short <= long), by Schwenk's theorem (1991)
 * for closed tours. */
static Impossible
impossible (int short_side, int long_side, gboolean closed, gboolean minority_start,
            gboolean inner_start)
{
  if (short_side == long_side && short_side >= 2 && short_side <= 4)
    return SMALL_SQUARE;
  if (short_side == 1 && long_side > 1)
    return ONE_WIDE;
  if (short_side == 2)
    return TWO_WIDE;
  if (short_side == 3 && (long_side == 5 || long_side == 6))
    return THREE_BY_FIVE_SIX;
  if (closed && short_side % 2 != 0 && long_side % 2 != 0)
    return CLOSED_ODD;
  if (closed && short_side <= 2)
    return CLOSED_NARROW;
  if (closed && short_side == 4)
    return CLOSED_FOUR_WIDE;
  if (closed && short_side == 3 && long_side <= 8)
    return CLOSED_THREE_SHORT;
  if (short_side == 4 && inner_start)
    return FOUR_WIDE_INNER;
  if (minority_start)
    return MINORITY_START;
  return POSSIBLE;
}

static char *
impossible_reason (Impossible why, int short_side, int long_side)
{
  switch (why)
    {
    case SMALL_SQUARE:
      return g_strdup (_("no tour: on a board smaller than 5 × 5 a knight cannot visit every "
                         "square"));
    case ONE_WIDE:
      return g_strdup (_("no tour: on a board one square wide the knight cannot move at all"));
    case TWO_WIDE:
      return g_strdup (_("no tour: on a board two squares wide the knight's moves fall into "
                         "separate chains, and it cannot cross from one to another"));
    case THREE_BY_FIVE_SIX:
      return g_strdup_printf (_("no tour on %d × %d: a search of every path from every square "
                                "finds none (with 3 × 3 and 4 × 4, the only such boards at least "
                                "three squares wide)"),
                              short_side, long_side);
    case CLOSED_ODD:
      /* A knight changes colour at every move, so a closed tour alternates
       * colours all the way round. */
      return g_strdup (_("no closed tour: on an odd board a closed tour is impossible "
                         "(the squares are not half of each colour)"));
    case CLOSED_NARROW:
      return g_strdup (_("no closed tour: on a board one or two squares wide a corner has at "
                         "most one knight's move, and a closed tour goes into and out of every "
                         "square"));
    case CLOSED_FOUR_WIDE:
      /* Pólya's argument, as Schwenk gives it. */
      return g_strdup (_("no closed tour: on a board four squares wide every knight's move from "
                         "the two outer lines lands in the two inner ones, so a closed tour "
                         "(half of it outer squares) must alternate outer, inner, outer…; as it "
                         "alternates colours too, the outer squares would all be of one colour, "
                         "and they are of both (Schwenk, 1991)"));
    case CLOSED_THREE_SHORT:
      return g_strdup_printf (_("no closed tour on %d × %d: a board three squares wide has one "
                                "only when its length is even and at least 10 (Schwenk, 1991; "
                                "on 3 × 4, 3 × 6 and 3 × 8 a search of every path finds none)"),
                              short_side, long_side);
    case FOUR_WIDE_INNER:
      /* The closed tour's argument again: the outer squares, half of the
       * path and never next to each other on it, alternate with the inner
       * ones except at one place, where two inner squares meet. */
      return g_strdup (_("no tour from an inner square of a board four squares wide: every "
                         "knight's move from the two outer lines lands in the two inner ones, "
                         "and as a tour alternates colours too, it must begin and end on the "
                         "outer lines"));
    case MINORITY_START:
      /* An odd board has one square more of the corners' colour, and a path
       * that alternates colours must begin and end on it. */
      return g_strdup (_("no tour: on an odd board a tour must start on a square of the "
                         "majority colour"));
    case POSSIBLE:
    default:
      return NULL;
    }
}

gboolean
kq_tour_known_impossible (const KqTourRequest *request, char **reason)
{
  int rows, cols, inner;
  Impossible why;

  g_return_val_if_fail (request != NULL, FALSE);
  g_return_val_if_fail (request_is_valid (request), FALSE);

  rows = kq_tour_request_rows (request);
  cols = kq_tour_request_cols (request);
  inner = rows <= cols ? request->row : request->col;
  why = impossible (MIN (rows, cols), MAX (rows, cols), request->closed,
                    (rows * cols) % 2 != 0 && (request->row + request->col) % 2 != 0,
                    inner == 1 || inner == 2);
  if (why != POSSIBLE && reason != NULL)
    *reason = impossible_reason (why, MIN (rows, cols), MAX (rows, cols));
  return why != POSSIBLE;
}

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
  g_return_val_if_fail (request_is_valid (request), NULL);
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
  g_return_val_if_fail (request_is_valid (request), KQ_OUTCOME_NONE);
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
  g_return_val_if_fail (request_is_valid (request), KQ_OUTCOME_NONE);

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
