/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The closed tours a turn or a mirror maps onto themselves
 * (kq-tour-symmetry.h): the classes as published, and as every tour of a
 * small board, listed by the backtracking search and turned and mirrored
 * here square by square, gives them. */
#include "config.h"

#include <string.h>

#include "kq-tour-count.h"
#include "kq-tour-frontier.h"
#include "kq-tour-published.h"
#include "kq-tour-symmetry.h"

static KqTourSymmetric
symmetric_of (int rows, int cols)
{
  KqTourSymmetric symmetric, one;
  KqTourFrontierCount count;

  g_assert_cmpint (kq_tour_symmetric_count (rows, cols, 2, NULL, NULL, &symmetric), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpint (kq_tour_symmetric_count (rows, cols, 1, NULL, NULL, &one), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpmem (symmetric.fixed, sizeof symmetric.fixed, one.fixed, sizeof one.fixed);
  g_assert_cmpint (kq_tour_frontier_count (rows, cols, TRUE, 2, 0, NULL, NULL, &count), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_true (kq_tour_symmetric_classes (&symmetric, count.paths));
  return symmetric;
}

/* As published: 6 × 6's 1,245 classes, 5 of them a quarter turn's own and
 * 17 a half turn's (Jelliss, after de Hijo 1882 and Kraitchik 1927), so
 * that 9,862 = 8 × 1,223 + 4 × 17 + 2 × 5; the 6 classes of 3 × 10's 16
 * tours, 4 of them symmetric (Kraitchik 1927; OEIS A169768, A169769), and
 * 3 × 12's 44, none symmetric. */
static void
test_published (void)
{
  KqTourSymmetric six = symmetric_of (6, 6), three = symmetric_of (3, 10);

  g_assert_cmpuint (six.fixed[KQ_TOUR_SYMMETRY_HALF_TURN], ==, 78);
  g_assert_cmpuint (six.fixed[KQ_TOUR_SYMMETRY_QUARTER_TURN], ==, 10);
  g_assert_cmpuint (six.fixed[KQ_TOUR_SYMMETRY_MIRROR_ROWS], ==, 0);
  g_assert_cmpuint (six.fixed[KQ_TOUR_SYMMETRY_DIAGONAL], ==, 0);
  g_assert_true (six.classes == 1245);
  g_assert_true (six.whole == 1223);
  g_assert_cmpuint (six.half, ==, 17);
  g_assert_cmpuint (six.quarter, ==, 5);

  g_assert_true (three.classes == 6);
  g_assert_cmpuint (three.half, ==, 4);
  g_assert_true (symmetric_of (3, 12).classes == 44);
  g_assert_cmpuint (symmetric_of (12, 3).half, ==, 0);
}

/* 8 × 8's half turn: Knuth's 4 × 608,233 tours (8 × 1,658,420,247,200 +
 * 4 × 608,233 = 13,267,364,410,532), no other symmetry's; some seconds
 * of two cores (the suite's slow tests have 90 s). */
static void
test_eight (void)
{
  KqTourSymmetric symmetric;

  g_assert_cmpint (kq_tour_symmetric_count (8, 8, 0, NULL, NULL, &symmetric), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_HALF_TURN], ==, 4 * 608233);
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_QUARTER_TURN], ==, 0);
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_MIRROR_COLS], ==, 0);
  g_assert_true (kq_tour_symmetric_classes (&symmetric, 13267364410532));
  g_assert_true (symmetric.whole == 1658420247200);
  g_assert_cmpuint (symmetric.half, ==, 608233);
}

/* The board's symmetries, the identity first, as maps of (row, column):
 * a square board's 8, a rectangle's 4 (the first, third and the two
 * mirrors). */
static void
map_square (int g, int n_rows, int n_cols, int r, int c, int *to_r, int *to_c)
{
  int last_r = n_rows - 1, last_c = n_cols - 1;
  const int maps[8][2] = {
    { r, c },                   /* the identity */
    { c, last_r - r },          /* a quarter turn */
    { last_r - r, last_c - c }, /* a half turn */
    { last_c - c, r },          /* a quarter turn the other way */
    { last_r - r, c },          /* the top row to the bottom */
    { r, last_c - c },          /* the left column to the right */
    { c, r },                   /* the diagonal */
    { last_c - c, last_r - r }, /* the other diagonal */
  };
  static const int rectangle[4] = { 0, 2, 4, 5 };

  g = n_rows == n_cols ? g : rectangle[g];
  *to_r = maps[g][0];
  *to_c = maps[g][1];
}

typedef struct {
  int         rows;
  int         cols;
  int         order;
  GHashTable *classes;   /* each class's least image, GBytes */
  guint64     cycles;
  guint64     fixed[8];  /* by the maps above */
} Listed;

/* Each square's two squares next to it on the cycle, as bits. */
typedef guint64 Cycle[64];

static gboolean
on_tour (const KqEvent *event, gpointer data)
{
  Listed *listed = data;
  int squares = listed->rows * listed->cols, at[64] = { 0 };
  Cycle cycle = { 0 }, least;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  for (int q = 0; q < squares; q++)
    at[event->cells[q] - 1] = q;
  /* Each cycle is listed each way round: the one whose second square
   * comes before its last. */
  if (at[1] > at[squares - 1])
    return TRUE;
  listed->cycles++;
  for (int i = 0; i < squares; i++)
    {
      int a = at[i], b = at[(i + 1) % squares];

      cycle[a] |= G_GUINT64_CONSTANT (1) << b;
      cycle[b] |= G_GUINT64_CONSTANT (1) << a;
    }
  for (int g = 0; g < listed->order; g++)
    {
      Cycle image = { 0 };

      for (int a = 0; a < squares; a++)
        for (int b = 0; b < squares; b++)
          if (cycle[a] >> b & 1)
            {
              int ar, ac, br, bc;

              map_square (g, listed->rows, listed->cols, a / listed->cols, a % listed->cols,
                          &ar, &ac);
              map_square (g, listed->rows, listed->cols, b / listed->cols, b % listed->cols,
                          &br, &bc);
              image[ar * listed->cols + ac] |= G_GUINT64_CONSTANT (1) << (br * listed->cols + bc);
            }
      if (memcmp (image, cycle, sizeof image) == 0)
        listed->fixed[g]++;
      if (g == 0 || memcmp (image, least, sizeof image) < 0)
        memcpy (least, image, sizeof least);
    }
  g_hash_table_add (listed->classes, g_bytes_new (least, sizeof least));
  return TRUE;
}

/* Every closed tour from the first square, listed and sorted into
 * classes here, against the count's. */
static void
check_listed (int rows, int cols)
{
  KqTourRequest request = { .rows = rows, .cols = cols, .closed = TRUE };
  Listed listed = { rows, cols, rows == cols ? 8 : 4,
                    g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                           (GDestroyNotify) g_bytes_unref, NULL) };
  KqTourSymmetric symmetric = symmetric_of (rows, cols);
  guint64 listed_tours = 0;

  g_assert_cmpint (kq_tour_count_list (&request, on_tour, &listed, &listed_tours), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (listed_tours, ==, 2 * listed.cycles);
  g_assert_true (symmetric.classes == g_hash_table_size (listed.classes));
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_HALF_TURN], ==, listed.fixed[rows == cols ? 2 : 1]);
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_MIRROR_ROWS], ==,
                    listed.fixed[rows == cols ? 4 : 2]);
  g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_MIRROR_COLS], ==,
                    listed.fixed[rows == cols ? 5 : 3]);
  if (rows == cols)
    {
      g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_QUARTER_TURN], ==, listed.fixed[1]);
      g_assert_cmpuint (listed.fixed[3], ==, listed.fixed[1]);
      g_assert_cmpuint (symmetric.fixed[KQ_TOUR_SYMMETRY_DIAGONAL], ==, listed.fixed[6]);
      g_assert_cmpuint (listed.fixed[7], ==, listed.fixed[6]);
    }
  g_hash_table_unref (listed.classes);
}

static void
test_listed (void)
{
  check_listed (6, 6);
  check_listed (5, 6);
  check_listed (6, 5);
}

/* The window's table of published counts: the frontier finds each of
 * those it counts in seconds (some seconds in all), and the table is
 * found by a board either way round. */
static void
test_published_table (void)
{
  guint n_rows;
  const KqTourPublished *rows = kq_tour_published (&n_rows);

  for (guint i = 0; i < n_rows; i++)
    {
      KqTourFrontierCount count;

      g_assert_cmpuint (kq_tour_published_lookup (rows[i].rows, rows[i].cols), ==, rows[i].tours);
      g_assert_cmpuint (kq_tour_published_lookup (rows[i].cols, rows[i].rows), ==, rows[i].tours);
      if (!rows[i].quick)
        continue;
      g_assert_cmpint (kq_tour_frontier_count (rows[i].rows, rows[i].cols, TRUE, 0, 0, NULL, NULL,
                                               &count), ==, KQ_OUTCOME_FOUND);
      g_assert_true (count.paths == rows[i].tours);
    }
  g_assert_cmpuint (kq_tour_published_lookup (8, 8), ==, 13267364410532);
  g_assert_cmpuint (kq_tour_published_lookup (7, 7), ==, 0);
}

static gboolean
stop_at_once (const KqEvent *event, gpointer user_data)
{
  return FALSE;
}

/* A count stopped by its callback says so. */
static void
test_stop (void)
{
  KqTourSymmetric symmetric;

  g_assert_cmpint (kq_tour_symmetric_count (8, 8, 2, stop_at_once, NULL, &symmetric), ==,
                   KQ_OUTCOME_STOPPED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tour-symmetry/published", test_published);
  g_test_add_func ("/tour-symmetry/eight", test_eight);
  g_test_add_func ("/tour-symmetry/listed", test_listed);
  g_test_add_func ("/tour-symmetry/published-table", test_published_table);
  g_test_add_func ("/tour-symmetry/stop", test_stop);
  return g_test_run ();
}
