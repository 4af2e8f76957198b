/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every tour from a square, listed and counted with the dead branches cut
 * (kq-tour-count.h): the known counts, and the lessons' order. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kq-tour-count.h"

/* 5 × 5 from each square (the lesson's example: none from (2, 3)). */
static const guint64 counts_5[25] = {
  304, 0, 56, 0, 304, 0, 56, 0, 56, 0, 56, 0, 64, 0, 56, 0, 56, 0, 56, 0, 304, 0, 56, 0, 304,
};

/* Tours collected as listed, up to a bound, then stop. */
typedef struct {
  GPtrArray *tours;   /* of GBytes: n × n move numbers */
  guint      bound;
  guint      progress;
  gboolean   fraction_in_range;
} Collect;

static gboolean
collect (const KqEvent *event, gpointer user_data)
{
  Collect *c = user_data;

  if (event->type == KQ_EVENT_PROGRESS)
    {
      c->progress++;
      c->fraction_in_range &= event->fraction >= 0 && event->fraction <= 1;
      return TRUE;
    }
  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  g_ptr_array_add (c->tours, g_bytes_new (event->cells, sizeof (int) * event->n * event->n));
  return c->bound == 0 || c->tours->len < c->bound;
}

static void
collect_init (Collect *c, guint bound)
{
  c->tours = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  c->bound = bound;
  c->progress = 0;
  c->fraction_in_range = TRUE;
}

static void
collect_clear (Collect *c)
{
  g_clear_pointer (&c->tours, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Collect, collect_clear)

/* cells is a tour of n × n from (row, col): 1 … n² each once, each move a
 * knight's, and a closed one ends a knight's move from its start. */
static void
assert_tour (GBytes *tour, int n, int row, int col, gboolean closed)
{
  const int *cells = g_bytes_get_data (tour, NULL);
  int where[64];

  memset (where, -1, sizeof where);
  for (int i = 0; i < n * n; i++)
    {
      g_assert_cmpint (cells[i], >=, 1);
      g_assert_cmpint (cells[i], <=, n * n);
      g_assert_cmpint (where[cells[i] - 1], ==, -1);
      where[cells[i] - 1] = i;
    }
  g_assert_cmpint (where[0], ==, row * n + col);
  for (int m = 1; m <= (closed ? n * n : n * n - 1); m++)
    {
      int a = where[m - 1], b = where[m % (n * n)];
      int dr = abs (a / n - b / n), dc = abs (a % n - b % n);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
}

/* The first bound tours of request (0: all) listed by the lessons' plain
 * Try (kq_tour_enumerate) and by the cut one come in the same order. */
static void
assert_same_order (const KqTourRequest *request, guint bound)
{
  g_auto(Collect) plain = { 0 };
  g_auto(Collect) cut = { 0 };
  KqTourRequest classic = *request;
  guint64 count;

  collect_init (&plain, bound);
  collect_init (&cut, bound);
  classic.method = KQ_TOUR_CLASSIC;
  classic.max_steps = 0;
  kq_tour_enumerate (&classic, collect, &plain, &count);
  kq_tour_count_list (request, collect, &cut, &count);
  g_assert_cmpuint (cut.tours->len, ==, plain.tours->len);
  for (guint i = 0; i < cut.tours->len; i++)
    {
      assert_tour (cut.tours->pdata[i], request->n, request->row, request->col, request->closed);
      g_assert_true (g_bytes_equal (cut.tours->pdata[i], plain.tours->pdata[i]));
    }
}

static void
test_counts_5 (void)
{
  guint64 board[25];

  for (int s = 0; s < 25; s++)
    {
      KqTourRequest request = { .n = 5, .row = s / 5, .col = s % 5 };
      guint64 listed = 1, counted = 1;

      g_assert_cmpint (kq_tour_count_list (&request, NULL, NULL, &listed), ==,
                       counts_5[s] > 0 ? KQ_OUTCOME_FOUND : KQ_OUTCOME_NONE);
      g_assert_cmpuint (listed, ==, counts_5[s]);
      g_assert_cmpint (kq_tour_count_share (&request, 0, 1, 0, NULL, NULL, &counted), ==,
                       KQ_OUTCOME_FOUND);
      g_assert_cmpuint (counted, ==, counts_5[s]);
    }
  g_assert_cmpint (kq_tour_count_board (5, 5, FALSE, 0, 1, 1, NULL, NULL, board), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpmem (board, sizeof board, counts_5, sizeof counts_5);
}

/* Every tour of 5 × 5 from every square in the plain Try's order. */
static void
test_order_5 (void)
{
  for (int s = 0; s < 25; s++)
    {
      KqTourRequest request = { .n = 5, .row = s / 5, .col = s % 5 };

      assert_same_order (&request, 0);
    }
}

/* 6 × 6: the first tours the plain Try finds, from a corner and from a
 * square near the centre, open and closed. */
static void
test_order_6 (void)
{
  const KqTourRequest requests[] = {
    { .n = 6, .row = 0, .col = 0 },
    { .n = 6, .row = 2, .col = 3 },
    { .n = 6, .row = 2, .col = 0, .closed = TRUE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (requests); i++)
    assert_same_order (&requests[i], 20);
}

static void
test_counts_6 (void)
{
  KqTourRequest corner = { .n = 6 };
  KqTourRequest closed = { .n = 6, .row = 2, .col = 0, .closed = TRUE };
  g_auto(Collect) listed = { 0 };
  guint64 count = 0;

  g_assert_cmpint (kq_tour_count_share (&corner, 0, 1, 0, NULL, NULL, &count), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 524486);
  /* Closed: 9862 tours, each from every square both ways round. */
  g_assert_cmpint (kq_tour_count_share (&closed, 0, 1, 0, NULL, NULL, &count), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 2 * 9862);

  collect_init (&listed, 0);
  g_assert_cmpint (kq_tour_count_list (&closed, collect, &listed, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 2 * 9862);
  g_assert_cmpuint (listed.tours->len, ==, 2 * 9862);
  for (guint i = 0; i < listed.tours->len; i += 97)
    assert_tour (listed.tours->pdata[i], 6, 2, 0, TRUE);
}

/* All 6,637,920 directed open tours of 6 × 6 (OEIS A165134). */
static void
test_board_6 (void)
{
  guint64 counts[36], total = 0;

  g_assert_cmpint (kq_tour_count_board (6, 6, FALSE, 0, 1, 0, NULL, NULL, counts), ==,
                   KQ_OUTCOME_FOUND);
  for (int s = 0; s < 36; s++)
    total += counts[s];
  g_assert_cmpuint (total, ==, 6637920);
  g_assert_cmpuint (counts[0], ==, 524486);
}

/* The shares add up to the whole, on one thread or several, and none is
 * empty. */
static void
test_shares (void)
{
  KqTourRequest request = { .n = 5, .row = 2, .col = 2 };
  guint64 sum = 0, board_sum[25] = { 0 };

  for (guint part = 0; part < 3; part++)
    {
      guint64 count = 0, board[25];

      g_assert_cmpint (kq_tour_count_share (&request, part, 3, part + 1, NULL, NULL, &count), ==,
                       KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, >, 0);
      sum += count;
      g_assert_cmpint (kq_tour_count_board (5, 5, FALSE, part, 3, 2, NULL, NULL, board), ==,
                       KQ_OUTCOME_FOUND);
      for (int s = 0; s < 25; s++)
        board_sum[s] += board[s];
    }
  g_assert_cmpuint (sum, ==, 64);
  g_assert_cmpmem (board_sum, sizeof board_sum, counts_5, sizeof counts_5);
}

static gboolean
stop_at_once (const KqEvent *event, gpointer user_data)
{
  gboolean *in_range = user_data;

  *in_range = *in_range && event->type == KQ_EVENT_PROGRESS &&
              event->fraction >= 0 && event->fraction <= 1;
  return FALSE;
}

/* A count stops when asked; the listing too, and it gives up at its step
 * limit. */
static void
test_stop (void)
{
  KqTourRequest big = { .n = 8 };
  KqTourRequest limited = { .n = 6 };
  gboolean in_range = TRUE;
  g_auto(Collect) listed = { 0 };
  guint64 count = 0, counts[64];

  g_assert_cmpint (kq_tour_count_share (&big, 0, 1, 2, stop_at_once, &in_range, &count), ==,
                   KQ_OUTCOME_STOPPED);
  g_assert_cmpint (kq_tour_count_board (7, 7, FALSE, 0, 1, 1, stop_at_once, &in_range, counts), ==,
                   KQ_OUTCOME_STOPPED);
  g_assert_true (in_range);

  collect_init (&listed, 3);
  g_assert_cmpint (kq_tour_count_list (&limited, collect, &listed, &count), ==,
                   KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (count, ==, 3);
  limited.max_steps = 1000;
  g_assert_cmpint (kq_tour_count_list (&limited, NULL, NULL, &count), ==, KQ_OUTCOME_GAVE_UP);

  /* Progress comes every so many moves, its fraction an estimate. */
  collect_clear (&listed);
  collect_init (&listed, 0);
  limited.max_steps = 0;
  g_assert_cmpint (kq_tour_count_list (&limited, collect, &listed, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (listed.progress, >, 0);
  g_assert_true (listed.fraction_in_range);
}

/* What is known without search: nothing from 2 × 2 to 4 × 4, nor from the
 * minority colour of an odd board; 1 × 1 is one tour, open. */
static void
test_small (void)
{
  KqTourRequest one = { .n = 1 };
  KqTourRequest four = { .n = 4, .row = 1 };
  guint64 count = 5, counts[16];

  g_assert_cmpint (kq_tour_count_list (&one, NULL, NULL, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 1);
  g_assert_cmpint (kq_tour_count_share (&one, 0, 1, 1, NULL, NULL, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (count, ==, 1);
  one.closed = TRUE;
  g_assert_cmpint (kq_tour_count_list (&one, NULL, NULL, &count), ==, KQ_OUTCOME_NONE);
  g_assert_cmpuint (count, ==, 0);
  g_assert_cmpint (kq_tour_count_list (&four, NULL, NULL, &count), ==, KQ_OUTCOME_NONE);
  g_assert_cmpint (kq_tour_count_board (4, 4, FALSE, 0, 1, 1, NULL, NULL, counts), ==,
                   KQ_OUTCOME_FOUND);
  for (int s = 0; s < 16; s++)
    g_assert_cmpuint (counts[s], ==, 0);
}

/* Knuth's estimate before a count (issue 33): within a factor of 3 of the
 * known counts whatever the seed, the same for the same seed, nothing
 * where the colours rule a tour out. */
static void
test_estimate (void)
{
  static const struct {
    int     n, row, col;
    guint64 tours;
  } known[] = {
    { 5, 0, 0, 304 }, { 5, 2, 2, 64 }, { 5, 0, 2, 56 }, { 6, 0, 0, 524486 },
  };
  static const struct {
    int     n;
    guint64 tours;
  } boards[] = { { 5, 1728 }, { 6, 6637920 } };
  KqTourRequest none = { .n = 5, .row = 0, .col = 1 };
  KqTourEstimate e, again;

  for (guint32 seed = 1; seed <= 3; seed++)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
        {
          KqTourRequest request = { .n = known[i].n, .row = known[i].row, .col = known[i].col };

          kq_tour_count_estimate (&request, 100000, seed, &e);
          g_assert_cmpfloat (e.tours, >, known[i].tours / 3.0);
          g_assert_cmpfloat (e.tours, <, known[i].tours * 3.0);
          g_assert_cmpfloat (e.nodes, >, e.tours);
        }
      for (gsize i = 0; i < G_N_ELEMENTS (boards); i++)
        {
          kq_tour_count_estimate_board (boards[i].n, boards[i].n, FALSE, 100000, seed, &e);
          g_assert_cmpfloat (e.tours, >, boards[i].tours / 3.0);
          g_assert_cmpfloat (e.tours, <, boards[i].tours * 3.0);
        }
    }
  kq_tour_count_estimate_board (6, 6, FALSE, 1000, 7, &e);
  kq_tour_count_estimate_board (6, 6, FALSE, 1000, 7, &again);
  g_assert_cmpfloat (e.tours, ==, again.tours);
  g_assert_cmpfloat (e.nodes, ==, again.nodes);
  kq_tour_count_estimate (&none, 1000, 1, &e);
  g_assert_cmpfloat (e.tours, ==, 0);
  g_assert_cmpfloat (e.nodes, ==, 0);
  g_assert_cmpfloat (kq_tour_count_rate (0.01), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tour-count/counts-5", test_counts_5);
  g_test_add_func ("/tour-count/order-5", test_order_5);
  g_test_add_func ("/tour-count/order-6", test_order_6);
  g_test_add_func ("/tour-count/counts-6", test_counts_6);
  g_test_add_func ("/tour-count/board-6", test_board_6);
  g_test_add_func ("/tour-count/shares", test_shares);
  g_test_add_func ("/tour-count/stop", test_stop);
  g_test_add_func ("/tour-count/small", test_small);
  g_test_add_func ("/tour-count/estimate", test_estimate);
  return g_test_run ();
}
