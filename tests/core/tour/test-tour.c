/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-tour.h"
#include "kq-tour-private.h"

/* The test's own idea of a tour, independent of the solvers' code: every
 * square numbered 1..n² once, each number a knight's move from the next,
 * 1 on the start square, and for a closed tour n² a knight's move from 1. */
static gboolean
knight_move (int n, int a, int b)
{
  int dr = abs (a / n - b / n), dc = abs (a % n - b % n);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

static void
assert_tour (const int *board, int n, int row, int col, gboolean closed)
{
  int total = n * n;
  g_autofree int *square = g_new (int, total + 1);

  for (int i = 0; i <= total; i++)
    square[i] = -1;
  for (int s = 0; s < total; s++)
    {
      g_assert_cmpint (board[s], >=, 1);
      g_assert_cmpint (board[s], <=, total);
      g_assert_cmpint (square[board[s]], ==, -1);
      square[board[s]] = s;
    }
  g_assert_cmpint (board[row * n + col], ==, 1);
  for (int i = 1; i < total; i++)
    if (!knight_move (n, square[i], square[i + 1]))
      g_error ("n = %d: moves %d and %d are not a knight's move apart", n, i, i + 1);
  if (closed)
    g_assert_true (knight_move (n, square[total], square[1]));
}

/* Solves and checks; returns the steps. */
static guint64
solve_ok (int n, int row, int col, KqTourMethod method, gboolean closed, int *board)
{
  KqTourRequest request = { .n = n, .row = row, .col = col, .method = method, .closed = closed };
  guint64 steps = 0;
  KqOutcome outcome = kq_tour_solve (&request, board, NULL, NULL, &steps);

  if (outcome != KQ_OUTCOME_FOUND)
    g_error ("n = %d from (%d, %d)%s: outcome %d", n, row + 1, col + 1,
             closed ? " closed" : "", outcome);
  assert_tour (board, n, row, col, closed);
  return steps;
}

static void
test_known_impossible (void)
{
  const struct { int n, row, col; gboolean closed; const char *words; } cases[] = {
    { 2, 0, 0, FALSE, "5 × 5" }, { 3, 1, 1, FALSE, "5 × 5" }, { 3, 0, 0, FALSE, "5 × 5" },
    { 4, 0, 0, FALSE, "5 × 5" }, { 4, 3, 2, TRUE, "5 × 5" },
    { 5, 1, 2, FALSE, "majority colour" },  /* the lesson's (2, 3) */
    { 5, 2, 1, FALSE, "majority colour" }, { 7, 0, 1, FALSE, "majority colour" },
    { 101, 50, 51, FALSE, "majority colour" },
    { 1, 0, 0, TRUE, "closed" }, { 5, 0, 0, TRUE, "closed" }, { 7, 3, 3, TRUE, "closed" },
    { 999, 0, 0, TRUE, "closed" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      KqTourRequest request = { .n = cases[i].n, .row = cases[i].row, .col = cases[i].col,
                                .closed = cases[i].closed };
      g_autofree int *board = g_new0 (int, cases[i].n * cases[i].n);
      g_autofree char *known = NULL, *reason = NULL;
      guint64 steps = 1, count = 1;

      g_assert_true (kq_tour_known_impossible (&request, &known));
      g_assert_nonnull (strstr (known, cases[i].words));
      g_assert_null (strchr (known, '\n'));
      g_assert_true (kq_tour_known_impossible (&request, NULL));

      for (int method = KQ_TOUR_WARNSDORFF; method <= KQ_TOUR_CLASSIC; method++)
        {
          request.method = method;
          g_clear_pointer (&reason, g_free);
          g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &steps), ==, KQ_OUTCOME_NONE);
          reason = kq_tour_reason (&request, KQ_OUTCOME_NONE, steps);
          g_assert_cmpstr (reason, ==, known);
          g_assert_cmpuint (steps, ==, 0);
        }
      g_assert_cmpint (kq_tour_enumerate (&request, NULL, NULL, &count), ==, KQ_OUTCOME_NONE);
      g_assert_cmpuint (count, ==, 0);
    }

  /* And where there are tours. */
  {
    const struct { int n, row, col; gboolean closed; } open[] = {
      { 1, 0, 0, FALSE }, { 5, 0, 0, FALSE }, { 5, 2, 2, FALSE }, { 5, 1, 1, FALSE },
      { 6, 0, 1, FALSE }, { 6, 0, 1, TRUE }, { 7, 0, 2, FALSE }, { 8, 3, 4, TRUE },
    };

    for (gsize i = 0; i < G_N_ELEMENTS (open); i++)
      {
        KqTourRequest request = { .n = open[i].n, .row = open[i].row, .col = open[i].col,
                                  .closed = open[i].closed };
        char *reason = NULL;

        g_assert_false (kq_tour_known_impossible (&request, &reason));
        g_assert_null (reason);
      }
  }
}

static void
test_one_square (void)
{
  int board[1] = { 0 };
  KqTourRequest request = { .n = 1, .method = KQ_TOUR_CLASSIC };
  guint64 count = 0;

  g_assert_cmpuint (solve_ok (1, 0, 0, KQ_TOUR_CLASSIC, FALSE, board), ==, 0);
  g_assert_cmpuint (solve_ok (1, 0, 0, KQ_TOUR_WARNSDORFF, FALSE, board), ==, 0);
  g_assert_cmpint (kq_tour_enumerate (&request, NULL, NULL, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 1);
}

static void
test_classic_lessons (void)
{
  /* Lesson 004: 5 × 5 from (0, 0) and from (2, 2), counted from 0. */
  const int from_corner[25] = { 1, 6, 15, 10, 21, 14, 9, 20, 5, 16, 19, 2, 7, 22, 11,
                                8, 13, 24, 17, 4, 25, 18, 3, 12, 23 };
  const int from_centre[25] = { 23, 10, 15, 4, 25, 16, 5, 24, 9, 14, 11, 22, 1, 18, 3,
                                6, 17, 20, 13, 8, 21, 12, 7, 2, 19 };
  int board[25];

  solve_ok (5, 0, 0, KQ_TOUR_CLASSIC, FALSE, board);
  g_assert_cmpmem (board, sizeof board, from_corner, sizeof from_corner);
  solve_ok (5, 2, 2, KQ_TOUR_CLASSIC, FALSE, board);
  g_assert_cmpmem (board, sizeof board, from_centre, sizeof from_centre);
}

static void
test_classic_every_square (void)
{
  /* Every square of the majority colour of 5 × 5 has a tour (the 1728
   * directed open tours, 304 from a corner, 64 from the centre, 56 from the
   * others); the lesson's (2, 3) and (3, 2) are of the other colour. */
  int board[25], board6[36];

  for (int row = 0; row < 5; row++)
    for (int col = (row % 2); col < 5; col += 2)
      solve_ok (5, row, col, KQ_TOUR_CLASSIC, FALSE, board);
  solve_ok (6, 0, 0, KQ_TOUR_CLASSIC, FALSE, board6);
}

static void
test_classic_closed (void)
{
  int open[36], closed[36];
  guint64 open_steps, closed_steps;
  int last = -1;

  /* Squares whose first closed tour in the lessons' order comes soon (from
   * a corner it takes 1.5 × 10⁹ moves). From (3, 1) the first tour is
   * already closed; from (5, 2) the closed search goes past open ones. */
  open_steps = solve_ok (6, 2, 0, KQ_TOUR_CLASSIC, FALSE, open);
  closed_steps = solve_ok (6, 2, 0, KQ_TOUR_CLASSIC, TRUE, closed);
  g_assert_cmpuint (open_steps, ==, closed_steps);
  g_assert_cmpmem (open, sizeof open, closed, sizeof closed);

  open_steps = solve_ok (6, 4, 1, KQ_TOUR_CLASSIC, FALSE, open);
  closed_steps = solve_ok (6, 4, 1, KQ_TOUR_CLASSIC, TRUE, closed);
  g_assert_cmpuint (open_steps, <, closed_steps);
  for (int s = 0; s < 36; s++)
    if (open[s] == 36)
      last = s;
  g_assert_false (knight_move (6, last, 4 * 6 + 1));
}

typedef struct {
  int      n;
  int      row, col;        /* the start, to check SOLUTION events */
  gboolean closed;
  gboolean listing;         /* more than one SOLUTION allowed */
  int     *cells;
  int     *path;            /* path[i]: the square of move i + 1 */
  int      length;
  int      places, removes, solutions, progress;
  guint64  last_nodes;
  int     *solution;
  int      stop_at_place;   /* stop at this PLACE event (0: never) */
  int      stop_at_progress;
  int      stop_at_solution;
} Replay;

/* Replays the events on a board of its own and checks they make sense:
 * a PLACE puts move length + 1 on a free square a knight's move from the
 * last, a REMOVE takes the last move back. */
static gboolean
replay (const KqEvent *event, gpointer user_data)
{
  Replay *r = user_data;
  int n = r->n, square = event->row * n + event->col;

  g_assert_cmpint (event->n, ==, n);
  if (!r->listing)
    g_assert_cmpint (r->solutions, ==, 0);  /* nothing after the SOLUTION */
  switch (event->type)
    {
    case KQ_EVENT_PLACE:
      g_assert_cmpint (event->step, ==, r->length + 1);
      g_assert_cmpint (r->cells[square], ==, 0);
      if (r->length > 0)
        g_assert_true (knight_move (n, r->path[r->length - 1], square));
      r->path[r->length] = square;
      r->cells[square] = ++r->length;
      return ++r->places != r->stop_at_place;
    case KQ_EVENT_REMOVE:
      g_assert_cmpint (event->step, ==, r->length);
      g_assert_cmpint (r->cells[square], ==, r->length);
      r->cells[square] = 0;
      r->length--;
      r->removes++;
      return TRUE;
    case KQ_EVENT_SOLUTION:
      assert_tour (event->cells, n, r->row, r->col, r->closed);
      g_assert_cmpuint (event->solutions, ==, (guint64) r->solutions + 1);
      g_free (r->solution);
      r->solution = g_memdup2 (event->cells, sizeof (int) * n * n);
      r->solutions++;
      return r->solutions != r->stop_at_solution;
    case KQ_EVENT_PROGRESS:
      g_assert_cmpuint (event->nodes % KQ_PROGRESS_INTERVAL, ==, 0);
      g_assert_cmpuint (event->nodes, >, r->last_nodes);
      r->last_nodes = event->nodes;
      return ++r->progress != r->stop_at_progress;
    default:
      g_assert_not_reached ();
    }
}

static void
replay_clear (Replay *r)
{
  g_clear_pointer (&r->cells, g_free);
  g_clear_pointer (&r->path, g_free);
  g_clear_pointer (&r->solution, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Replay, replay_clear)

static void
replay_init (Replay *r, const KqTourRequest *request)
{
  memset (r, 0, sizeof *r);
  r->n = request->n;
  r->row = request->row;
  r->col = request->col;
  r->closed = request->closed;
  r->cells = g_new0 (int, request->n * request->n);
  r->path = g_new0 (int, request->n * request->n);
}

/* With trace, the PLACE and REMOVE events alone rebuild the tour. */
static void
assert_trace (int n, int row, int col, KqTourMethod method, gboolean closed)
{
  KqTourRequest request = { .n = n, .row = row, .col = col, .method = method,
                            .closed = closed, .trace = TRUE };
  g_autofree int *board = g_new0 (int, n * n);
  g_auto(Replay) r = { 0 };
  guint64 steps = 0;

  replay_init (&r, &request);
  g_assert_cmpint (kq_tour_solve (&request, board, replay, &r, &steps), ==, KQ_OUTCOME_FOUND);
  assert_tour (board, n, row, col, closed);
  g_assert_cmpint (r.solutions, ==, 1);
  g_assert_cmpmem (r.solution, sizeof (int) * n * n, board, sizeof (int) * n * n);
  g_assert_cmpmem (r.cells, sizeof (int) * n * n, board, sizeof (int) * n * n);
  g_assert_cmpint (r.places - r.removes, ==, n * n);
  g_assert_cmpuint (steps / KQ_PROGRESS_INTERVAL, ==, (guint64) r.progress);
  /* A search reports each move it tries (the start is no move). */
  if (method == KQ_TOUR_CLASSIC)
    g_assert_cmpuint (steps, ==, (guint64) r.places - 1);
}

/* The lesson's Try(i) (lesson 000), written from the lesson alone, up to
 * the first tour: each try "P<square>", each undo "R<square>". */
static gboolean
lesson_try (int n, int *h, int i, int x, int y, GString *out)
{
  static const int a[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
  static const int b[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };

  for (int k = 0; k < 8; k++)
    {
      int u = x + a[k], v = y + b[k];

      if (u < 0 || u >= n || v < 0 || v >= n || h[u * n + v] != 0)
        continue;
      h[u * n + v] = i;
      g_string_append_printf (out, "P%d ", u * n + v);
      if (i == n * n || lesson_try (n, h, i + 1, u, v, out))
        return TRUE;
      h[u * n + v] = 0;
      g_string_append_printf (out, "R%d ", u * n + v);
    }
  return FALSE;
}

static gboolean
record_trace (const KqEvent *event, gpointer user_data)
{
  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    g_string_append_printf (user_data, "%c%d ", event->type == KQ_EVENT_PLACE ? 'P' : 'R',
                            event->row * event->n + event->col);
  return TRUE;
}

/* The classic search's trace is the lesson's order of tries and undos,
 * event for event (lesson 004's two 5 × 5 starts). */
static void
test_trace_lesson_order (void)
{
  static const int starts[][2] = { { 0, 0 }, { 2, 2 } };

  for (gsize s = 0; s < G_N_ELEMENTS (starts); s++)
    {
      int n = 5, row = starts[s][0], col = starts[s][1];
      KqTourRequest request = { .n = n, .row = row, .col = col, .method = KQ_TOUR_CLASSIC,
                                .trace = TRUE };
      g_autoptr(GString) expected = g_string_new (NULL);
      g_autoptr(GString) traced = g_string_new (NULL);
      g_autofree int *h = g_new0 (int, n * n);
      g_autofree int *board = g_new0 (int, n * n);

      h[row * n + col] = 1;
      g_string_append_printf (expected, "P%d ", row * n + col);
      g_assert_true (lesson_try (n, h, 2, row, col, expected));
      g_assert_cmpint (kq_tour_solve (&request, board, record_trace, traced, NULL),
                       ==, KQ_OUTCOME_FOUND);
      g_test_message ("5 x 5 from (%d, %d): %zu characters of trace", row + 1, col + 1,
                      expected->len);
      g_assert_nonnull (strstr (expected->str, "R"));  /* undos, not only tries */
      g_assert_cmpstr (traced->str, ==, expected->str);
      g_assert_cmpmem (board, sizeof (int) * n * n, h, sizeof (int) * n * n);
    }
}

static void
test_trace (void)
{
  assert_trace (5, 0, 0, KQ_TOUR_CLASSIC, FALSE);
  assert_trace (5, 2, 2, KQ_TOUR_CLASSIC, FALSE);
  assert_trace (6, 2, 0, KQ_TOUR_CLASSIC, TRUE);
  assert_trace (5, 0, 0, KQ_TOUR_WARNSDORFF, FALSE);
  assert_trace (8, 3, 5, KQ_TOUR_WARNSDORFF, FALSE);
  /* Warnsdorff's rule alone ends short here: Pósa's rotations finish. */
  assert_trace (11, 0, 0, KQ_TOUR_WARNSDORFF, FALSE);
  assert_trace (28, 14, 14, KQ_TOUR_WARNSDORFF, FALSE);
  /* Built, not searched. */
  assert_trace (6, 1, 1, KQ_TOUR_WARNSDORFF, TRUE);
  assert_trace (20, 7, 3, KQ_TOUR_WARNSDORFF, TRUE);
  /* Long enough for PROGRESS events. */
  assert_trace (300, 0, 0, KQ_TOUR_WARNSDORFF, FALSE);
}

static void
test_warnsdorff_steps (void)
{
  /* Where Warnsdorff's rule alone gets stuck, Pósa's rotations add steps
   * to the moves. */
  int board[28 * 28];

  g_assert_cmpuint (solve_ok (11, 0, 0, KQ_TOUR_WARNSDORFF, FALSE, board), >, 11 * 11 - 1);
  g_assert_cmpuint (solve_ok (28, 14, 14, KQ_TOUR_WARNSDORFF, FALSE, board), >, 28 * 28 - 1);
  /* and where it does not, the steps are the moves */
  g_assert_cmpuint (solve_ok (8, 0, 0, KQ_TOUR_WARNSDORFF, FALSE, board), ==, 63);
}

/* Every square up to 16 × 16 (30 × 30 with -m slow). On odd boards the
 * squares of the minority colour have no tour; on 5 × 5 the solver agrees
 * with the lessons' exhaustive search about every square. */
static void
test_warnsdorff_every_square (void)
{
  int hi = g_test_slow () ? 30 : 16;

  for (int n = 5; n <= hi; n++)
    {
      g_autofree int *board = g_new0 (int, n * n);

      for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
          {
            KqTourRequest request = { .n = n, .row = row, .col = col };
            guint64 steps = 1, count = 0;

            if (n == 5)
              g_assert_cmpint (kq_tour_enumerate (&request, NULL, NULL, &count), !=, KQ_OUTCOME_GAVE_UP);
            if (n % 2 == 0 || (row + col) % 2 == 0)
              {
                solve_ok (n, row, col, KQ_TOUR_WARNSDORFF, FALSE, board);
                g_assert_true (n != 5 || count > 0);
              }
            else
              {
                g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &steps), ==,
                                 KQ_OUTCOME_NONE);
                g_assert_cmpuint (steps, ==, 0);
                g_assert_cmpuint (count, ==, 0);
              }
          }
    }
}

static void
test_warnsdorff_sizes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20241123);
  int hi = g_test_slow () ? 300 : 100;

  for (int n = 13; n <= hi; n++)
    {
      g_autofree int *board = g_new0 (int, n * n);
      int starts[][2] = { { 0, 0 }, { 0, n - 1 }, { n - 1, 0 }, { n - 1, n - 1 }, { n / 2, n / 2 },
                          { 1, 2 }, { -1, -1 }, { -1, -1 }, { -1, -1 } };

      for (gsize i = 0; i < G_N_ELEMENTS (starts); i++)
        {
          int row = starts[i][0], col = starts[i][1];

          if (row < 0)
            {
              row = g_rand_int_range (rand, 0, n);
              col = g_rand_int_range (rand, 0, n);
            }
          if (n % 2 != 0 && (row + col) % 2 != 0)
            col = col > 0 ? col - 1 : 1;
          solve_ok (n, row, col, KQ_TOUR_WARNSDORFF, FALSE, board);
        }
    }
}

static void
test_warnsdorff_large (void)
{
  const int sizes[] = { 200, 499, 500, 1000, 1001 };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int n = sizes[i];
      g_autofree int *board = g_new0 (int, n * n);

      solve_ok (n, 0, 0, KQ_TOUR_WARNSDORFF, FALSE, board);
      solve_ok (n, n / 2, n / 2, KQ_TOUR_WARNSDORFF, FALSE, board);
    }
}

static void
test_warnsdorff_same_twice (void)
{
  const int cases[][3] = { { 11, 0, 0 }, { 28, 14, 14 }, { 60, 3, 7 }, { 6, 2, 3 } };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    for (gboolean closed = FALSE; closed <= (cases[i][0] % 2 == 0); closed++)
      {
        int n = cases[i][0];
        g_autofree int *a = g_new0 (int, n * n);
        g_autofree int *b = g_new0 (int, n * n);

        solve_ok (n, cases[i][1], cases[i][2], KQ_TOUR_WARNSDORFF, closed, a);
        solve_ok (n, cases[i][1], cases[i][2], KQ_TOUR_WARNSDORFF, closed, b);
        g_assert_cmpmem (a, sizeof (int) * n * n, b, sizeof (int) * n * n);
      }
}

static void
test_closed (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  const int big[] = { 100, 250, 1000 };

  for (int n = 6; n <= 60; n += 2)
    {
      g_autofree int *board = g_new0 (int, n * n);
      int starts[][2] = { { 0, 0 }, { n / 2, n / 2 - 1 }, { 1, 2 }, { n - 1, n - 2 }, { -1, -1 } };

      for (gsize i = 0; i < G_N_ELEMENTS (starts); i++)
        {
          int row = starts[i][0] >= 0 ? starts[i][0] : g_rand_int_range (rand, 0, n);
          int col = starts[i][1] >= 0 ? starts[i][1] : g_rand_int_range (rand, 0, n);

          solve_ok (n, row, col, KQ_TOUR_WARNSDORFF, TRUE, board);
        }
    }
  for (gsize i = 0; i < G_N_ELEMENTS (big); i++)
    {
      int n = big[i];
      g_autofree int *board = g_new0 (int, n * n);

      solve_ok (n, 0, 0, KQ_TOUR_WARNSDORFF, TRUE, board);
      solve_ok (n, n / 3, n / 2 + 1, KQ_TOUR_WARNSDORFF, TRUE, board);
    }
}

static void
test_closed_every_square (void)
{
  for (int n = 6; n <= 16; n += 2)
    {
      g_autofree int *board = g_new0 (int, n * n);

      for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
          solve_ok (n, row, col, KQ_TOUR_WARNSDORFF, TRUE, board);
    }
}

/* A closed tour is a cycle: from another start the solver gives the same
 * cycle, renumbered (either way round). */
static void
test_closed_one_cycle (void)
{
  const int sizes[] = { 6, 14, 26, 34, 2000 };
  int last_n = g_test_slow () ? G_N_ELEMENTS (sizes) : G_N_ELEMENTS (sizes) - 1;

  for (int i = 0; i < last_n; i++)
    {
      int n = sizes[i], total = n * n;
      g_autofree int *a = g_new0 (int, total);
      g_autofree int *b = g_new0 (int, total);
      int start, second = -1, way;

      solve_ok (n, 0, 0, KQ_TOUR_WARNSDORFF, TRUE, a);
      solve_ok (n, n - 1, n / 2, KQ_TOUR_WARNSDORFF, TRUE, b);
      start = a[(n - 1) * n + n / 2];
      for (int s = 0; s < total; s++)
        if (b[s] == 2)
          second = s;
      way = a[second] == start % total + 1 ? 1 : -1;
      for (int s = 0; s < total; s++)
        g_assert_cmpint (a[s], ==, ((start - 1 + way * (b[s] - 1)) % total + total) % total + 1);
    }
}

/* Checks each tour listed and keeps it. */
static gboolean
collect_tour (const KqEvent *event, gpointer user_data)
{
  GPtrArray *tours = user_data;

  if (event->type == KQ_EVENT_SOLUTION)
    {
      assert_tour (event->cells, event->n, 0, 0, FALSE);
      g_assert_cmpuint (event->solutions, ==, tours->len + 1);
      g_ptr_array_add (tours, g_bytes_new (event->cells, sizeof (int) * event->n * event->n));
    }
  return TRUE;
}

static void
test_enumerate (void)
{
  g_autoptr(GPtrArray) tours = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GHashTable) distinct = g_hash_table_new (g_bytes_hash, g_bytes_equal);
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC };
  const int counts[5][5] = {
    { 304, 0, 56, 0, 304 }, { 0, 56, 0, 56, 0 }, { 56, 0, 64, 0, 56 },
    { 0, 56, 0, 56, 0 }, { 304, 0, 56, 0, 304 },
  };
  int board[25];
  guint64 count = 0;

  g_assert_cmpint (kq_tour_enumerate (&request, collect_tour, tours, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 304);
  g_assert_cmpuint (tours->len, ==, 304);
  for (guint i = 0; i < tours->len; i++)
    g_assert_true (g_hash_table_add (distinct, tours->pdata[i]));

  /* The lessons' order: the first one listed is the one Try(i) stops at. */
  g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpmem (g_bytes_get_data (tours->pdata[0], NULL), sizeof board, board, sizeof board);

  /* From every square: the 1728 tours of 5 × 5, none from the minority colour. */
  for (int row = 0; row < 5; row++)
    for (int col = 0; col < 5; col++)
      {
        KqTourRequest from = { .n = 5, .row = row, .col = col };
        KqOutcome outcome = kq_tour_enumerate (&from, NULL, NULL, &count);

        g_assert_cmpuint (count, ==, counts[row][col]);
        g_assert_cmpint (outcome, ==, count > 0 ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE);
      }
}

static void
test_enumerate_closed (void)
{
  /* 6 × 6 has 9862 closed tours, each listed twice from a square (both
   * ways round): too long a search for a unit test, so stop at the 20th. */
  KqTourRequest request = { .n = 6, .row = 2, .col = 0, .closed = TRUE, .trace = TRUE };
  g_auto(Replay) r = { 0 };
  guint64 count = 0;

  replay_init (&r, &request);
  r.listing = TRUE;
  r.stop_at_solution = 20;
  g_assert_cmpint (kq_tour_enumerate (&request, replay, &r, &count), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (count, ==, 20);
  g_assert_cmpint (r.solutions, ==, 20);
  /* The trace still stands on the last tour. */
  g_assert_cmpmem (r.cells, sizeof (int) * 36, r.solution, sizeof (int) * 36);
}

static void
test_stop (void)
{
  g_autofree int *board = g_new0 (int, 1000 * 1000);
  g_auto(Replay) r = { 0 };
  guint64 steps = 0;

  /* At the 10th PLACE, in each method. */
  for (int method = KQ_TOUR_WARNSDORFF; method <= KQ_TOUR_CLASSIC; method++)
    for (gboolean closed = FALSE; closed <= TRUE; closed++)
      {
        KqTourRequest trace = { .n = 8, .method = method, .closed = closed, .trace = TRUE };

        replay_clear (&r);
        replay_init (&r, &trace);
        r.stop_at_place = 10;
        g_assert_cmpint (kq_tour_solve (&trace, board, replay, &r, &steps), ==, KQ_OUTCOME_STOPPED);
        g_assert_cmpint (r.places, ==, 10);
        g_assert_cmpint (r.solutions, ==, 0);
      }

  /* At the first PROGRESS, with no trace. */
  for (gboolean closed = FALSE; closed <= TRUE; closed++)
    {
      KqTourRequest big = { .n = 1000, .row = 500, .col = 500, .closed = closed };

      replay_clear (&r);
      replay_init (&r, &big);
      r.stop_at_progress = 1;
      g_assert_cmpint (kq_tour_solve (&big, board, replay, &r, &steps), ==, KQ_OUTCOME_STOPPED);
      g_assert_cmpint (r.progress, ==, 1);
      g_assert_cmpint (r.places, ==, 0);
      g_assert_cmpuint (steps, ==, r.last_nodes);
    }

  /* Listing: at the 10th tour. */
  {
    KqTourRequest list = { .n = 5 };
    guint64 count = 0;

    replay_clear (&r);
    replay_init (&r, &list);
    r.listing = TRUE;
    r.stop_at_solution = 10;
    g_assert_cmpint (kq_tour_enumerate (&list, replay, &r, &count), ==, KQ_OUTCOME_STOPPED);
    g_assert_cmpuint (count, ==, 10);
  }
}

static void
test_max_steps (void)
{
  KqTourRequest classic = { .n = 6, .method = KQ_TOUR_CLASSIC, .max_steps = 5000 };
  KqTourRequest list = { .n = 5, .max_steps = 5000 };
  KqTourRequest warnsdorff = { .n = 8, .row = 3, .col = 3, .max_steps = 10 };
  int board[64];
  g_autofree char *reason = NULL;
  guint64 steps = 0, count = 0;

  g_assert_cmpint (kq_tour_solve (&classic, board, NULL, NULL, &steps), ==, KQ_OUTCOME_GAVE_UP);
  g_assert_cmpuint (steps, ==, 5000);
  reason = kq_tour_reason (&classic, KQ_OUTCOME_GAVE_UP, steps);
  g_assert_nonnull (strstr (reason, "5,000"));
  g_assert_nonnull (strstr (reason, "Warnsdorff"));
  g_assert_null (strchr (reason, '\n'));

  g_assert_cmpint (kq_tour_enumerate (&list, NULL, NULL, &count), ==, KQ_OUTCOME_GAVE_UP);
  g_assert_cmpuint (count, <, 304);

  /* With room enough the same search finishes. */
  classic.max_steps = 0;
  g_assert_cmpint (kq_tour_solve (&classic, board, NULL, NULL, &steps), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (steps, >, 5000);
  assert_tour (board, 6, 0, 0, FALSE);

  /* Warnsdorff's rule is no search that can blow up: the limit is for the
   * exhaustive searches only. */
  g_assert_cmpint (kq_tour_solve (&warnsdorff, board, NULL, NULL, &steps), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (steps, ==, 63);
}

/* The search engine on its own: a board with no tour is searched to the
 * end and answered NONE. */
static void
test_search_exhausted (void)
{
  KqTourSearch search;

  kq_tour_search_init (&search, 4, 4, 0, 0, FALSE);
  g_assert_cmpint (kq_tour_search_backtrack (&search, FALSE, FALSE, 0, NULL), ==, KQ_OUTCOME_NONE);
  g_assert_cmpint (search.length, ==, 1);
  g_assert_cmpuint (search.steps, >, 100);
  kq_tour_search_clear (&search);
}

/* The search's path as a board, as kq_tour_solve() gives it. */
static int *
search_board (const KqTourSearch *search)
{
  int n = search->rows;
  int *board = g_new0 (int, n * n);

  for (int i = 0; i < search->length; i++)
    {
      int p = search->path[i];

      board[(p / search->width - KQ_TOUR_PAD) * n + p % search->width - KQ_TOUR_PAD] = i + 1;
    }
  return board;
}

/* Pósa's rotations always finish within their budget in kq_tour_solve();
 * with none at all, the tour is built from blocks. With the trace, the
 * events still rebuild it. */
static void
test_warnsdorff_without_posa (void)
{
  /* Squares from which Warnsdorff's rule alone gets stuck. */
  const int cases[][3] = { { 7, 0, 2 }, { 11, 0, 0 }, { 15, 2, 10 }, { 28, 14, 14 } };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int n = cases[i][0], row = cases[i][1], col = cases[i][2];
      KqTourRequest request = { .n = n, .row = row, .col = col };
      g_autofree int *board = NULL;
      g_auto(Replay) r = { 0 };
      KqTourSearch search;
      KqOutcome outcome;

      replay_init (&r, &request);
      kq_tour_search_init (&search, n, n, row, col, TRUE);
      search.trace = TRUE;
      search.func = replay;
      search.user_data = &r;
      g_assert_true (kq_tour_search_trace_change (&search, NULL, 0));
      outcome = kq_tour_warnsdorff (&search, FALSE, 0, 0);
      board = search_board (&search);
      if (n == 11)
        {
          /* No blocks fit 11 × 11: there, Pósa's rotations must do. */
          g_assert_cmpint (outcome, ==, KQ_OUTCOME_GAVE_UP);
          g_assert_cmpint (search.length, <, n * n);
        }
      else
        {
          g_assert_cmpint (outcome, ==, KQ_OUTCOME_FOUND);
          assert_tour (board, n, row, col, FALSE);
          g_assert_cmpmem (r.cells, sizeof (int) * n * n, board, sizeof (int) * n * n);
          g_assert_cmpint (r.removes, >, 0);
        }
      kq_tour_search_clear (&search);
    }
}

/* The construction for odd boards on its own, where Warnsdorff's rule and
 * Pósa's rotations leave it no work: from every square of the majority
 * colour up to 21 × 21 (41 × 41 with -m slow), from a few on bigger boards. */
static void
test_blocks_odd (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  int every = g_test_slow () ? 41 : 21;

  for (int n = 5; n <= 1001; n += n < every ? 2 : n < 201 ? 30 : 200)
    {
      int tries = n <= every ? n * n : 6;

      for (int t = 0; t < tries; t++)
        {
          int row = n <= every ? t / n : t == 0 ? 0 : g_rand_int_range (rand, 0, n);
          int col = n <= every ? t % n : t == 0 ? 0 : g_rand_int_range (rand, 0, n);
          g_autofree int *board = NULL;
          KqTourSearch search;
          KqOutcome outcome;

          if ((row + col) % 2 != 0)
            continue;
          kq_tour_search_init (&search, n, n, row, col, FALSE);
          outcome = kq_tour_blocks_lay (&search);
          if (n == 5 || n == 11)
            g_assert_cmpint (outcome, ==, KQ_OUTCOME_GAVE_UP);
          else
            {
              g_assert_cmpint (outcome, ==, KQ_OUTCOME_FOUND);
              board = search_board (&search);
              assert_tour (board, n, row, col, FALSE);
            }
          kq_tour_search_clear (&search);
        }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tour/known-impossible", test_known_impossible);
  g_test_add_func ("/tour/one-square", test_one_square);
  g_test_add_func ("/tour/classic/lessons", test_classic_lessons);
  g_test_add_func ("/tour/classic/every-square", test_classic_every_square);
  g_test_add_func ("/tour/classic/closed", test_classic_closed);
  g_test_add_func ("/tour/trace", test_trace);
  g_test_add_func ("/tour/trace/lesson-order", test_trace_lesson_order);
  g_test_add_func ("/tour/warnsdorff/steps", test_warnsdorff_steps);
  g_test_add_func ("/tour/warnsdorff/every-square", test_warnsdorff_every_square);
  g_test_add_func ("/tour/warnsdorff/sizes", test_warnsdorff_sizes);
  g_test_add_func ("/tour/warnsdorff/large", test_warnsdorff_large);
  g_test_add_func ("/tour/warnsdorff/same-twice", test_warnsdorff_same_twice);
  g_test_add_func ("/tour/closed", test_closed);
  g_test_add_func ("/tour/closed/every-square", test_closed_every_square);
  g_test_add_func ("/tour/closed/one-cycle", test_closed_one_cycle);
  g_test_add_func ("/tour/enumerate", test_enumerate);
  g_test_add_func ("/tour/enumerate/closed", test_enumerate_closed);
  g_test_add_func ("/tour/stop", test_stop);
  g_test_add_func ("/tour/max-steps", test_max_steps);
  g_test_add_func ("/tour/search/exhausted", test_search_exhausted);
  g_test_add_func ("/tour/warnsdorff/without-posa", test_warnsdorff_without_posa);
  g_test_add_func ("/tour/blocks/odd", test_blocks_odd);

  return g_test_run ();
}
