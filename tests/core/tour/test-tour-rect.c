/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Knight's tours on rows × cols boards (kq-tour.h, kq-tour-count.h): the
 * reasons there is none (Schwenk's theorem for closed tours), tours found
 * where there are, and the counts against a plain search written here and
 * against the published ones. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-tour-count.h"

/* ---- A plain search, independent of the solvers: a grid of rows × cols,
 * the eight moves tried from every square, nothing cut. */

typedef struct {
  int      rows, cols;
  int      start;
  gboolean closed;
  gboolean first_only;  /* stop at the first tour */
  gboolean taken[64];
  guint64  tours;
} Plain;

static gboolean
plain_is_move (int cols, int a, int b)
{
  int dr = abs (a / cols - b / cols), dc = abs (a % cols - b % cols);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

static void
plain_go (Plain *p, int at, int depth)
{
  static const int dr[8] = { -2, -2, -1, -1, 1, 1, 2, 2 };
  static const int dc[8] = { -1, 1, -2, 2, -2, 2, -1, 1 };

  if (depth == p->rows * p->cols)
    {
      p->tours += !p->closed || plain_is_move (p->cols, at, p->start);
      return;
    }
  for (int k = 0; k < 8 && !(p->first_only && p->tours > 0); k++)
    {
      int r = at / p->cols + dr[k], c = at % p->cols + dc[k];

      if (r < 0 || r >= p->rows || c < 0 || c >= p->cols || p->taken[r * p->cols + c])
        continue;
      p->taken[r * p->cols + c] = TRUE;
      plain_go (p, r * p->cols + c, depth + 1);
      p->taken[r * p->cols + c] = FALSE;
    }
}

/* Directed tours from (row, col); with first_only, 1 if there is one. */
static guint64
plain_count (int rows, int cols, int row, int col, gboolean closed, gboolean first_only)
{
  Plain p = { rows, cols, row * cols + col, closed, first_only };

  g_assert (rows * cols <= 64);
  if (closed && rows * cols == 1)
    return 0;
  p.taken[p.start] = TRUE;
  plain_go (&p, p.start, 1);
  return p.tours;
}

/* Whether board (rows × cols move numbers) is a knight's tour, and closed. */
static gboolean
is_tour (const int *board, int rows, int cols, gboolean closed)
{
  int total = rows * cols;
  g_autofree int *at = g_new0 (int, total);
  g_autofree gboolean *seen = g_new0 (gboolean, total);

  for (int i = 0; i < total; i++)
    {
      if (board[i] < 1 || board[i] > total || seen[board[i] - 1])
        return FALSE;
      seen[board[i] - 1] = TRUE;
      at[board[i] - 1] = i;
    }
  for (int i = 0; i + 1 < total; i++)
    if (!plain_is_move (cols, at[i], at[i + 1]))
      return FALSE;
  return !closed || (total > 1 && plain_is_move (cols, at[total - 1], at[0]));
}

static KqTourRequest
rect_request (int rows, int cols, int row, int col, gboolean closed, KqTourMethod method)
{
  return (KqTourRequest) { .rows = rows, .cols = cols, .row = row, .col = col,
                           .closed = closed, .method = method };
}

/* The reason for (rows, cols, closed) from square (0, 0), which must be known. */
static char *
known_reason (int rows, int cols, gboolean closed)
{
  KqTourRequest request = rect_request (rows, cols, 0, 0, closed, KQ_TOUR_WARNSDORFF);
  char *reason = NULL;

  g_assert_true (kq_tour_known_impossible (&request, &reason));
  g_assert_nonnull (reason);
  return reason;
}

/* ---- "No tour", with the reason. */

static void
test_schwenk (void)
{
  static const int no_closed[][2] = {
    { 3, 4 }, { 3, 6 }, { 3, 8 }, { 4, 5 }, { 4, 6 }, { 4, 8 }, { 5, 7 }, { 2, 8 }, { 1, 4 },
  };

  {
    g_autofree char *reason = known_reason (3, 4, TRUE);

    g_assert_nonnull (strstr (reason, "3 × 4"));
    g_assert_nonnull (strstr (reason, "Schwenk"));
    g_assert_nonnull (strstr (reason, "at least 10"));
  }
  {
    /* Long side first: the same case, said short side first. */
    g_autofree char *reason = known_reason (8, 3, TRUE);

    g_assert_nonnull (strstr (reason, "3 × 8"));
  }
  {
    g_autofree char *reason = known_reason (4, 7, TRUE);

    g_assert_nonnull (strstr (reason, "four squares wide"));
    g_assert_nonnull (strstr (reason, "colour"));
  }
  {
    /* Both sides odd: the colour argument. */
    g_autofree char *reason = known_reason (5, 7, TRUE);

    g_assert_nonnull (strstr (reason, "half of each colour"));
  }
  {
    g_autofree char *reason = known_reason (2, 8, TRUE);

    g_assert_nonnull (strstr (reason, "two squares wide"));
  }

  /* Each refusal is true: a closed tour passes through the corner, and
   * the plain search finds none from it. */
  for (gsize i = 0; i < G_N_ELEMENTS (no_closed); i++)
    {
      int rows = no_closed[i][0], cols = no_closed[i][1];
      KqTourRequest request = rect_request (rows, cols, 0, 0, TRUE, KQ_TOUR_WARNSDORFF);

      g_assert_true (kq_tour_known_impossible (&request, NULL));
      if (rows * cols <= 24)
        g_assert_cmpuint (plain_count (rows, cols, 0, 0, TRUE, TRUE), ==, 0);
    }

  /* Boards Schwenk's theorem gives closed tours: nothing refused. */
  for (int cols = 10; cols <= 16; cols += 2)
    {
      KqTourRequest request = rect_request (3, cols, 1, 2, TRUE, KQ_TOUR_WARNSDORFF);

      g_assert_false (kq_tour_known_impossible (&request, NULL));
    }
  {
    KqTourRequest request = rect_request (5, 6, 2, 3, TRUE, KQ_TOUR_WARNSDORFF);

    g_assert_false (kq_tour_known_impossible (&request, NULL));
  }
}

/* Open tours: 3 × 3, 3 × 5, 3 × 6 and 4 × 4 have none from any square (the
 * plain search says so); the boards near them some, from some squares, and
 * where known_impossible refuses a square, there is none from it. */
static void
test_open_exceptions (void)
{
  static const int none[][2] = { { 3, 3 }, { 3, 5 }, { 5, 3 }, { 3, 6 }, { 4, 4 }, { 2, 5 } };
  static const int some[][2] = { { 1, 1 }, { 3, 4 }, { 4, 3 }, { 3, 7 }, { 4, 5 }, { 5, 4 } };

  for (gsize i = 0; i < G_N_ELEMENTS (none); i++)
    for (int r = 0; r < none[i][0]; r++)
      for (int c = 0; c < none[i][1]; c++)
        {
          KqTourRequest request = rect_request (none[i][0], none[i][1], r, c, FALSE,
                                                KQ_TOUR_WARNSDORFF);
          g_autofree char *reason = NULL;

          g_assert_cmpuint (plain_count (none[i][0], none[i][1], r, c, FALSE, TRUE), ==, 0);
          g_assert_true (kq_tour_known_impossible (&request, &reason));
          g_assert_nonnull (reason);
        }
  {
    g_autofree char *reason = known_reason (3, 5, FALSE);

    g_assert_nonnull (strstr (reason, "3 × 5"));
  }

  for (gsize i = 0; i < G_N_ELEMENTS (some); i++)
    {
      int rows = some[i][0], cols = some[i][1], from = 0;

      for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
          {
            KqTourRequest request = rect_request (rows, cols, r, c, FALSE, KQ_TOUR_WARNSDORFF);
            guint64 plain = plain_count (rows, cols, r, c, FALSE, TRUE);

            from += plain > 0;
            if (kq_tour_known_impossible (&request, NULL))
              g_assert_cmpuint (plain, ==, 0);
          }
      g_assert_cmpint (from, >, 0);
    }
}

/* ---- Tours found. */

/* Every square of rows × cols by both methods: a tour exactly where the
 * plain search finds one, and a true one. */
static void
check_found (int rows, int cols, gboolean closed)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      for (int method = KQ_TOUR_WARNSDORFF; method <= KQ_TOUR_CLASSIC; method++)
        {
          KqTourRequest request = rect_request (rows, cols, r, c, closed, method);
          g_autofree int *board = g_new0 (int, rows * cols);
          KqOutcome outcome = kq_tour_solve (&request, board, NULL, NULL, NULL);
          gboolean exists = plain_count (rows, cols, r, c, closed, TRUE) > 0;

          g_assert_cmpint (outcome, ==, exists ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE);
          if (exists)
            g_assert_true (is_tour (board, rows, cols, closed));
        }
}

static void
test_found_small (void)
{
  check_found (1, 1, FALSE);
  check_found (3, 4, FALSE);
  check_found (4, 3, FALSE);
  check_found (3, 7, FALSE);
  check_found (4, 5, FALSE);
  check_found (5, 4, FALSE);
}

/* Closed tours on 3 × 10 and 5 × 6 from every square (the plain search
 * would take long on 3 × 10 from every square: a tour's check suffices). */
static void
test_closed (void)
{
  static const int boards[][2] = { { 3, 10 }, { 10, 3 }, { 5, 6 }, { 6, 5 }, { 3, 12 } };

  for (gsize i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      int rows = boards[i][0], cols = boards[i][1];

      for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
          {
            KqTourRequest request = rect_request (rows, cols, r, c, TRUE, KQ_TOUR_WARNSDORFF);
            g_autofree int *board = g_new0 (int, rows * cols);

            g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==,
                             KQ_OUTCOME_FOUND);
            g_assert_cmpint (board[r * cols + c], ==, 1);
            g_assert_true (is_tour (board, rows, cols, TRUE));
          }
    }
  /* The lessons' Try too, from a corner. */
  {
    KqTourRequest request = rect_request (5, 6, 0, 0, TRUE, KQ_TOUR_CLASSIC);
    int board[30];

    g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
    g_assert_true (is_tour (board, 5, 6, TRUE));
  }
}

/* Open tours from every square that has one, by Warnsdorff's rule and
 * its fallbacks. */
static void
check_open_everywhere (int rows, int cols)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        KqTourRequest request = rect_request (rows, cols, r, c, FALSE, KQ_TOUR_WARNSDORFF);
        g_autofree int *board = g_new0 (int, rows * cols);

        if (kq_tour_known_impossible (&request, NULL))
          continue;
        g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==,
                         KQ_OUTCOME_FOUND);
        g_assert_true (is_tour (board, rows, cols, FALSE));
      }
}

/* Rectangles up to 8 wide and 12 long; and odd boards where the rotations
 * from the start give up (5 × 15 from (1, 5), 5 × 19 from (3, 3), 3 × 31
 * and 3 × 51 from a corner): no closed tour to begin anywhere, but one of
 * the board without the start. */
static void
test_open_larger (void)
{
  static const int odd[][2] = { { 3, 31 }, { 3, 51 }, { 51, 3 } };

  for (int rows = 5; rows <= 8; rows++)
    for (int cols = rows + 1; cols <= 12; cols++)
      check_open_everywhere (rows, cols);
  check_open_everywhere (5, 15);
  check_open_everywhere (15, 5);
  check_open_everywhere (5, 19);
  for (gsize i = 0; i < G_N_ELEMENTS (odd); i++)
    {
      int rows = odd[i][0], cols = odd[i][1];
      KqTourRequest request = rect_request (rows, cols, 0, 0, FALSE, KQ_TOUR_WARNSDORFF);
      g_autofree int *board = g_new0 (int, rows * cols);

      g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_true (is_tour (board, rows, cols, FALSE));
    }
}

/* ---- Counts. */

/* Every open (or closed) tour of rows × cols from every square: the map of
 * counts, each square's count alone, the listing and the lessons' Try
 * enumerating, all equal to the plain search. Returns the total. */
static guint64
check_counts (int rows, int cols, gboolean closed)
{
  guint64 map[64], total = 0;

  g_assert_cmpint (kq_tour_count_board (rows, cols, closed, 0, 1, 1, NULL, NULL, map), ==,
                   KQ_OUTCOME_FOUND);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        KqTourRequest request = rect_request (rows, cols, r, c, closed, KQ_TOUR_CLASSIC);
        guint64 plain = plain_count (rows, cols, r, c, closed, FALSE);
        guint64 share = 0, listed = 0, enumerated = 0;

        g_assert_cmpint (kq_tour_count_share (&request, 0, 1, 1, NULL, NULL, &share), ==,
                         KQ_OUTCOME_FOUND);
        kq_tour_count_list (&request, NULL, NULL, &listed);
        kq_tour_enumerate (&request, NULL, NULL, &enumerated);
        g_assert_cmpuint (map[r * cols + c], ==, plain);
        g_assert_cmpuint (share, ==, plain);
        g_assert_cmpuint (listed, ==, plain);
        g_assert_cmpuint (enumerated, ==, plain);
        total += plain;
      }
  return total;
}

static void
test_counts (void)
{
  /* Directed open tours (Hamiltonian paths of the knight's graph), summed
   * over the starts: OEIS A118067 for 3 × n (16 on 3 × 4, 104 on 3 × 7),
   * the plain search here for 4 × 5. */
  g_assert_cmpuint (check_counts (3, 4, FALSE), ==, 16);
  g_assert_cmpuint (check_counts (4, 3, FALSE), ==, 16);
  g_assert_cmpuint (check_counts (4, 5, FALSE), ==, 164);
  g_assert_cmpuint (check_counts (3, 7, FALSE), ==, 104);
  g_assert_cmpuint (check_counts (3, 4, TRUE), ==, 0);
  g_assert_cmpuint (check_counts (2, 3, FALSE), ==, 0);
  g_assert_cmpuint (check_counts (1, 1, FALSE), ==, 1);
}

/* The tours of rows × cols from every square, by the map alone. */
static guint64
map_total (int rows, int cols)
{
  guint64 map[64], total = 0;

  g_assert_cmpint (kq_tour_count_board (rows, cols, FALSE, 0, 1, 0, NULL, NULL, map), ==,
                   KQ_OUTCOME_FOUND);
  for (int i = 0; i < rows * cols; i++)
    total += map[i];
  return total;
}

/* 3 × 8 (A118067: 792) and 5 × 5 (A165134: 1728) by the map alone: the
 * plain search from every square would take long. */
static void
test_counts_published (void)
{
  g_assert_cmpuint (map_total (3, 8), ==, 792);
  g_assert_cmpuint (map_total (8, 3), ==, 792);
  g_assert_cmpuint (map_total (5, 5), ==, 1728);
}

/* n × n and rows = cols = n are the same board. */
static void
test_square_request (void)
{
  KqTourRequest square = { .n = 6, .row = 1, .col = 2, .method = KQ_TOUR_CLASSIC };
  KqTourRequest rect = rect_request (6, 6, 1, 2, FALSE, KQ_TOUR_CLASSIC);
  int a[36], b[36];

  g_assert_cmpint (kq_tour_request_rows (&square), ==, 6);
  g_assert_cmpint (kq_tour_request_cols (&rect), ==, 6);
  g_assert_cmpint (kq_tour_solve (&square, a, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpint (kq_tour_solve (&rect, b, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tour/rect/schwenk", test_schwenk);
  g_test_add_func ("/tour/rect/open-exceptions", test_open_exceptions);
  g_test_add_func ("/tour/rect/found-small", test_found_small);
  g_test_add_func ("/tour/rect/closed", test_closed);
  g_test_add_func ("/tour/rect/open-larger", test_open_larger);
  g_test_add_func ("/tour/rect/counts", test_counts);
  g_test_add_func ("/tour/rect/counts-published", test_counts_published);
  g_test_add_func ("/tour/rect/square-request", test_square_request);
  return g_test_run ();
}
