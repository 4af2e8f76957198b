/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Closed and open tours counted by the frontier (kq-tour-frontier.h): the
 * published counts of small boards, and the backtracking count's. */
#include "config.h"

#include "kq-format.h"
#include "kq-tour-count.h"
#include "kq-tour-frontier.h"

/* Cycles (closed) or paths (open) of rows × cols, checked to be the same
 * the other way round and with one worker. */
static guint64
count (int rows, int cols, gboolean closed)
{
  KqTourFrontierCount both, one;

  g_assert_cmpint (kq_tour_frontier_count (rows, cols, closed, 2, 0, NULL, NULL, &both), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpint (kq_tour_frontier_count (cols, rows, closed, 1, 0, NULL, NULL, &one), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_true (both.paths == one.paths);
  g_assert_cmpuint (both.states, ==, one.states);
  g_assert_cmpuint (both.updates, ==, one.updates);
  g_assert_true (both.paths <= G_MAXUINT64);
  return (guint64) both.paths;
}

/* Undirected closed tours as published: OEIS A001230 (6 × 6), A175855
 * (5 × 8, 6 × 8), A070030 (3 × 10, 3 × 12), and none where a knight
 * cannot close a tour: a side of 4 or less, an odd number of squares. */
static void
test_closed (void)
{
  g_assert_cmpuint (count (6, 6, TRUE), ==, 9862);
  g_assert_cmpuint (count (5, 8, TRUE), ==, 44202);
  g_assert_cmpuint (count (5, 6, TRUE), ==, 8);
  g_assert_cmpuint (count (3, 10, TRUE), ==, 16);
  g_assert_cmpuint (count (3, 12, TRUE), ==, 176);
  g_assert_cmpuint (count (4, 9, TRUE), ==, 0);
  g_assert_cmpuint (count (5, 7, TRUE), ==, 0);
  g_assert_cmpuint (count (2, 6, TRUE), ==, 0);
  g_assert_cmpuint (count (1, 1, TRUE), ==, 0);
}

/* Directed Hamiltonian paths of the knight's graph of rows × cols (at
 * most 64 squares, few enough to search) from at, seen taken. */
static guint64
paths_from (int rows, int cols, int at, guint64 seen)
{
  static const int moves[8][2] = {
    { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 },
  };
  guint64 found = 0;

  if (seen == (rows * cols == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (rows * cols)) - 1))
    return 1;
  for (int k = 0; k < 8; k++)
    {
      int r = at / cols + moves[k][0], c = at % cols + moves[k][1];

      if (r >= 0 && r < rows && c >= 0 && c < cols && !(seen >> (r * cols + c) & 1))
        found += paths_from (rows, cols, r * cols + c,
                             seen | G_GUINT64_CONSTANT (1) << (r * cols + c));
    }
  return found;
}

/* Open tours without direction: half the directed ones, which the
 * backtracking count gives from every square, and a plain search of
 * small rectangles. */
static void
test_open (void)
{
  guint64 counts[25], directed = 0;

  g_assert_cmpint (kq_tour_count_board (5, 5, FALSE, 0, 1, 0, NULL, NULL, counts), ==,
                   KQ_OUTCOME_FOUND);
  for (int s = 0; s < 25; s++)
    directed += counts[s];
  g_assert_cmpuint (directed, ==, 1728);
  g_assert_cmpuint (2 * count (5, 5, FALSE), ==, directed);
  for (int rows = 3; rows <= 4; rows++)
    for (int cols = 4; cols <= 24 / rows; cols++)
      {
        guint64 searched = 0;

        for (int s = 0; s < rows * cols; s++)
          searched += paths_from (rows, cols, s, G_GUINT64_CONSTANT (1) << s);
        g_assert_cmpuint (2 * count (rows, cols, FALSE), ==, searched);
      }
  g_assert_cmpuint (count (3, 8, FALSE), ==, 396);
  /* A square alone is a tour of no moves. */
  g_assert_cmpuint (count (1, 1, FALSE), ==, 1);
  g_assert_cmpuint (count (1, 5, FALSE), ==, 0);
}

/* The frontier kept narrow: a state and its mirror image merge at the
 * end of each column, and a state is dropped once a square ahead cannot
 * get its two moves (a corner of the last column, whose two moves are
 * both back). 6 × 8 holds at most some 370,000 states a step, where the
 * plain frontier held 938,849, and makes fewer than 6 million updates
 * rather than 18.8. */
static void
test_narrow (void)
{
  KqTourFrontierCount counted;

  g_assert_cmpint (kq_tour_frontier_count (6, 8, TRUE, 2, 0, NULL, NULL, &counted), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_true (counted.paths == 55488142);
  g_assert_cmpuint (counted.states, <, 400000);
  g_assert_cmpuint (counted.updates, <, 6000000);
}

/* The backtracking count (kq-tour-count.h) and the frontier agree
 * wherever both count in a moment: from every square of each board up to
 * 30 squares, closed tours (a square's count is twice the cycles, each
 * through it once, each way round) and open ones (the squares' counts add
 * up to twice the paths, each counted from either end; a square alone is
 * one); from one square of the larger boards whose closed tours the
 * search still finds in a second or so. */
static void
test_backtracking (void)
{
  static const int larger[][4] = {
    /* rows, cols, row, col */
    { 6, 6, 2, 0 }, { 5, 8, 0, 0 }, { 8, 5, 7, 4 }, { 6, 7, 1, 3 },
  };

  for (int rows = 1; rows <= KQ_TOUR_COUNT_MAX_N; rows++)
    for (int cols = 1; cols <= KQ_TOUR_COUNT_MAX_N && rows * cols <= 30; cols++)
      {
        guint64 counts[30], cycles = count (rows, cols, TRUE), paths = count (rows, cols, FALSE);
        guint64 directed = 0;

        g_test_message ("%d × %d: %" G_GUINT64_FORMAT " cycles, %" G_GUINT64_FORMAT " paths",
                        rows, cols, cycles, paths);
        g_assert_cmpint (kq_tour_count_board (rows, cols, TRUE, 0, 1, 0, NULL, NULL, counts), ==,
                         KQ_OUTCOME_FOUND);
        for (int s = 0; s < rows * cols; s++)
          g_assert_cmpuint (counts[s], ==, 2 * cycles);
        g_assert_cmpint (kq_tour_count_board (rows, cols, FALSE, 0, 1, 0, NULL, NULL, counts), ==,
                         KQ_OUTCOME_FOUND);
        for (int s = 0; s < rows * cols; s++)
          directed += counts[s];
        g_assert_cmpuint (directed, ==, rows * cols == 1 ? paths : 2 * paths);
      }
  for (guint i = 0; i < G_N_ELEMENTS (larger); i++)
    {
      KqTourRequest request = { .rows = larger[i][0], .cols = larger[i][1], .row = larger[i][2],
                                .col = larger[i][3], .closed = TRUE };
      guint64 from_square = 0;

      g_assert_cmpint (kq_tour_count_share (&request, 0, 1, 0, NULL, NULL, &from_square), ==,
                       KQ_OUTCOME_FOUND);
      g_assert_cmpuint (from_square, ==, 2 * count (larger[i][0], larger[i][1], TRUE));
    }
}

static gboolean
stop_at_once (const KqEvent *event, gpointer user_data)
{
  gboolean *in_range = user_data;

  *in_range &= event->type == KQ_EVENT_PROGRESS && event->fraction >= 0 && event->fraction <= 1;
  return FALSE;
}

/* A count stopped by its callback says so, and frees what it held (the
 * leak checkers of the suite see it); so does one that would take more
 * memory than it may. */
static void
test_stop (void)
{
  KqTourFrontierCount stopped;
  gboolean in_range = TRUE;

  g_assert_cmpint (kq_tour_frontier_count (7, 8, TRUE, 2, 0, stop_at_once, &in_range, &stopped),
                   ==, KQ_OUTCOME_STOPPED);
  g_assert_true (in_range);
  /* With no room beside its buffers a count gives up rather than take
   * the machine's memory. */
  g_assert_cmpint (kq_tour_frontier_count (6, 6, TRUE, 2, 1 << 20, NULL, NULL, &stopped), ==,
                   KQ_OUTCOME_GAVE_UP);
}

/* States that would not fit in memory go to a file, and the steps that
 * make them run in passes: the same count, in less memory (6 × 6 by one
 * worker, its buffers 1.5 MB, in 3 MB). */
static void
test_spill (void)
{
  KqTourFrontierCount whole, spilled;

  g_assert_cmpint (kq_tour_frontier_count (6, 6, TRUE, 1, 0, NULL, NULL, &whole), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpint (kq_tour_frontier_count (6, 6, TRUE, 1, 3 << 20, NULL, NULL, &spilled), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_true (spilled.paths == whole.paths);
  g_assert_cmpuint (spilled.updates, ==, whole.updates);
  g_assert_cmpuint (spilled.peak_bytes, <, whole.peak_bytes);
  g_assert_cmpuint (spilled.peak_bytes, <=, 3 << 20);
}

/* What the counter takes, and its words for what it does not. */
static void
test_check (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_tour_frontier_check (8, 8, TRUE, NULL));
  g_assert_true (kq_tour_frontier_check (100, 8, TRUE, NULL));
  g_assert_true (kq_tour_frontier_check (7, 7, FALSE, NULL));
  g_assert_false (kq_tour_frontier_check (8, 8, FALSE, &error));
  g_assert_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (kq_tour_frontier_check (9, 9, TRUE, &error));
  g_assert_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (kq_tour_frontier_check (0, 5, TRUE, &error));
  g_clear_error (&error);
  g_assert_false (kq_tour_frontier_check (8, KQ_TOUR_FRONTIER_MAX_LENGTH + 1, TRUE, &error));
}

/* Numbers past 64 bits in decimal. */
static void
test_append (void)
{
  g_autoptr(GString) out = g_string_new (NULL);

  kq_tour_frontier_append (out, 0);
  g_string_append_c (out, ' ');
  kq_tour_frontier_append (out, (KqTourCount128) 1 << 70);
  g_string_append_c (out, ' ');
  kq_tour_frontier_append (out, ~(KqTourCount128) 0);
  g_assert_cmpstr (out->str, ==, "0 1180591620717411303424 "
                                 "340282366920938463463374607431768211455");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tour-frontier/closed", test_closed);
  g_test_add_func ("/tour-frontier/open", test_open);
  g_test_add_func ("/tour-frontier/narrow", test_narrow);
  g_test_add_func ("/tour-frontier/backtracking", test_backtracking);
  g_test_add_func ("/tour-frontier/stop", test_stop);
  g_test_add_func ("/tour-frontier/spill", test_spill);
  g_test_add_func ("/tour-frontier/check", test_check);
  g_test_add_func ("/tour-frontier/append", test_append);
  return g_test_run ();
}
