/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-request.c: a tour's request, checked: its board and start within the limits, and
 * whether a tour is known impossible on it without a search (the solvers and the hint ask
 * first, and call nothing above) */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-tour-private.h"

gboolean
kq_tour_request_is_valid (const KqTourRequest *request)
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
  g_return_val_if_fail (kq_tour_request_is_valid (request), FALSE);

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
