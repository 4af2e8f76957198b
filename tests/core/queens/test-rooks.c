/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rooks.c: n rooks, the permutations (src/core/queens/kq-rooks.c) */
#include "config.h"

#include <string.h>

#include "kq-lesson.h"
#include "kq-rooks.h"
#include "kq-board-text.h"
#include "kq-rules.h"

/* SOLUTION and PROGRESS events as text, with their counts: the listing
 * without trace must give the lesson machine's, byte for byte. */
static gboolean
record (const KqEvent *event, gpointer data)
{
  GString *out = data;

  if (event->type == KQ_EVENT_SOLUTION)
    {
      g_string_append_printf (out, "S%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ":",
                              event->solutions, event->nodes);
      for (int i = 0; i < event->n; i++)
        g_string_append_printf (out, " %d", event->cells[i]);
      g_string_append_c (out, '\n');
    }
  else if (event->type == KQ_EVENT_PROGRESS)
    g_string_append_printf (out, "G%" G_GUINT64_FORMAT "\n", event->nodes);
  return TRUE;
}

/* Lesson 001's Try(i) for the permutations, written out as the lesson
 * does: the order every listing must have. */
typedef struct {
  int      n;
  int      x[KQ_ROOKS_MAX_N + 1];
  gboolean a[KQ_ROOKS_MAX_N + 1];
  GString *out;
  guint64  solutions;
} Try;

static void
try_row (Try *t, int i)
{
  for (int j = 1; j <= t->n; j++)
    if (t->a[j])
      {
        t->x[i] = j;
        if (i == t->n)
          {
            t->solutions++;
            for (int r = 1; r <= t->n; r++)
              g_string_append_printf (t->out, " %d", t->x[r] - 1);
            g_string_append_c (t->out, '\n');
          }
        else
          {
            t->a[j] = FALSE;
            try_row (t, i + 1);
            t->a[j] = TRUE;
          }
      }
}

static gboolean
record_cells (const KqEvent *event, gpointer data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    {
      for (int i = 0; i < event->n; i++)
        g_string_append_printf (data, " %d", event->cells[i]);
      g_string_append_c (data, '\n');
    }
  return TRUE;
}

static void
test_count (void)
{
  static const char *const factorials[] = {
    [1] = "1", [8] = "40320", [20] = "2432902008176640000",
    [21] = "51090942171709440000",
    [32] = "263130836933693530167218012160000000",
  };
  guint64 total = 0, f = 1, nodes = 0;

  for (int n = 1; n <= KQ_ROOKS_COUNT64_MAX_N; n++)
    {
      g_autofree char *text = kq_rooks_count_text (n);
      g_autofree char *expected = g_strdup_printf ("%" G_GUINT64_FORMAT, f *= (guint64) n);

      g_assert_true (kq_rooks_count (n, &total));
      g_assert_cmpuint (total, ==, f);
      g_assert_cmpstr (text, ==, expected);
      g_assert_true (kq_rooks_nodes (n, &nodes));
      g_assert_cmpuint (nodes, >=, total);
    }
  /* 21! does not fit 64 bits: the count says so, the text is exact. */
  total = 7;
  g_assert_false (kq_rooks_count (21, &total));
  g_assert_cmpuint (total, ==, 7);
  g_assert_false (kq_rooks_nodes (21, &nodes));
  for (int n = 1; n < (int) G_N_ELEMENTS (factorials); n++)
    if (factorials[n] != NULL)
      {
        g_autofree char *text = kq_rooks_count_text (n);

        g_assert_cmpstr (text, ==, factorials[n]);
      }
  /* 8 rooks: 8 + 8·7 + … + 8! rooks put down, 40,320 solutions. */
  g_assert_true (kq_rooks_nodes (8, &nodes));
  g_assert_cmpuint (nodes, ==, 109600);
  g_assert_true (kq_rooks_count (8, &total));
  g_assert_cmpuint (total, ==, 40320);
}

/* The listing's order is the lesson's Try's, and the lesson machine, the
 * listing with trace, agrees with the one without, counts included. */
static void
test_order (void)
{
  for (int n = 1; n <= 7; n++)
    {
      g_autoptr(GString) lesson = g_string_new (NULL);
      g_autoptr(GString) fast = g_string_new (NULL);
      g_autoptr(GString) traced = g_string_new (NULL);
      g_autoptr(GString) cells = g_string_new (NULL);
      Try t = { .n = n, .out = lesson };
      guint64 count = 0, total = 0, nodes = 0;

      for (int j = 1; j <= n; j++)
        t.a[j] = TRUE;
      try_row (&t, 1);
      g_assert_true (kq_rooks_count (n, &total));
      g_assert_cmpuint (t.solutions, ==, total);

      g_assert_cmpint (kq_rooks_list (n, FALSE, record_cells, cells, &count), ==,
                       KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, ==, total);
      g_assert_cmpstr (cells->str, ==, lesson->str);

      g_assert_cmpint (kq_rooks_list (n, FALSE, record, fast, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (kq_rooks_list (n, TRUE, record, traced, &count), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, ==, total);
      g_assert_cmpstr (fast->str, ==, traced->str);

      /* The last solution's nodes: the whole search's. */
      g_assert_true (kq_rooks_nodes (n, &nodes));
      {
        g_autofree char *last = g_strdup_printf ("/%" G_GUINT64_FORMAT ":", nodes);

        g_assert_nonnull (g_strrstr (fast->str, last));
      }
    }
}

/* 8 rooks: 40,320 placements, PROGRESS at the machine's node counts too. */
static void
test_eight (void)
{
  g_autoptr(GString) fast = g_string_new (NULL);
  g_autoptr(GString) traced = g_string_new (NULL);
  guint64 count = 0;

  kq_rooks_list (8, FALSE, record, fast, &count);
  g_assert_cmpuint (count, ==, 40320);
  kq_rooks_list (8, TRUE, record, traced, &count);
  g_assert_cmpuint (count, ==, 40320);
  g_assert_nonnull (strstr (fast->str, "\nG65536\n"));
  g_assert_cmpstr (fast->str, ==, traced->str);
  g_assert_true (g_str_has_suffix (fast->str, "S40320/109600: 7 6 5 4 3 2 1 0\n"));
}

typedef struct {
  guint64  seen, stop_at;
  GString *out;  /* may be NULL */
} Stop;

static gboolean
stop_after (const KqEvent *event, gpointer data)
{
  Stop *stop = data;

  if (event->type != KQ_EVENT_SOLUTION)
    return TRUE;
  if (stop->out != NULL)
    record_cells (event, stop->out);
  return ++stop->seen < stop->stop_at;
}

static void
test_stop (void)
{
  Stop stop = { .stop_at = 5 };
  guint64 count = 0;

  g_assert_cmpint (kq_rooks_list (6, FALSE, stop_after, &stop, &count), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (count, ==, 5);
  stop = (Stop) { .stop_at = 5 };
  g_assert_cmpint (kq_rooks_list (6, TRUE, stop_after, &stop, &count), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (count, ==, 5);
  /* 25 rooks: the listing starts at once and stops when asked. */
  stop = (Stop) { .stop_at = 1000 };
  g_assert_cmpint (kq_rooks_list (25, FALSE, stop_after, &stop, &count), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (count, ==, 1000);
}

/* The k-th at once, and its rank, agree with the listing for every k. */
static void
test_nth (void)
{
  for (int n = 1; n <= 7; n++)
    {
      g_autoptr(GString) listed = g_string_new (NULL);
      g_autoptr(GString) nth = g_string_new (NULL);
      int cols[KQ_ROOKS_MAX_N];
      guint64 total = 0, rank = 0;

      kq_rooks_list (n, FALSE, record_cells, listed, NULL);
      kq_rooks_count (n, &total);
      for (guint64 k = 1; k <= total; k++)
        {
          KqEvent event = { .type = KQ_EVENT_SOLUTION, .n = n, .cells = cols };

          g_assert_true (kq_rooks_nth (n, k, cols));
          record_cells (&event, nth);
          g_assert_true (kq_rooks_rank (n, cols, &rank));
          g_assert_cmpuint (rank, ==, k);
        }
      g_assert_cmpstr (nth->str, ==, listed->str);
      g_assert_false (kq_rooks_nth (n, 0, cols));
      g_assert_false (kq_rooks_nth (n, total + 1, cols));
    }
}

/* Past 20 rooks the numbers are beyond 64 bits but the first 2^64 - 1 are
 * reached, and listed from as the listing goes. */
static void
test_large (void)
{
  int cols[KQ_ROOKS_MAX_N], next[KQ_ROOKS_MAX_N];
  int not_perm[25];
  guint64 rank = 0;
  const guint64 k = G_GUINT64_CONSTANT (9223372036854775807);
  g_autoptr(GString) from = g_string_new (NULL);
  g_autoptr(GString) expected = g_string_new (NULL);
  Stop stop = { .stop_at = 2 };

  g_assert_true (kq_rooks_nth (25, k, cols));
  g_assert_true (kq_rooks_rank (25, cols, &rank));
  g_assert_cmpuint (rank, ==, k);
  /* The first four rows untouched: 2^63 is below 21!, a column of row 4,
   * and above 20!, one of row 5. */
  g_assert_cmpint (cols[4], !=, 4);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (cols[i], ==, i);

  g_assert_true (kq_rooks_nth (25, k + 1, next));
  {
    KqEvent event = { .type = KQ_EVENT_SOLUTION, .n = 25, .cells = cols };

    record_cells (&event, expected);
    event.cells = next;
    record_cells (&event, expected);
  }
  stop.out = from;
  g_assert_cmpint (kq_rooks_list_from (25, cols, stop_after, &stop), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpstr (from->str, ==, expected->str);

  /* The last permutation of 25: 25! - 1 > 2^64, no rank. */
  for (int i = 0; i < 25; i++)
    cols[i] = 24 - i;
  g_assert_false (kq_rooks_rank (25, cols, &rank));
  /* Not a permutation. */
  for (int i = 0; i < 25; i++)
    not_perm[i] = i;
  not_perm[3] = 4;
  g_assert_false (kq_rooks_rank (25, not_perm, &rank));
}

/* The play mode's rules for rooks: rows and columns only, and hints at once. */
static void
test_rules (void)
{
  const KqSquare apart[] = { { 0, 1 }, { 2, 2 } };
  const KqSquare column[] = { { 0, 0 }, { 1, 1 }, { 3, 0 } };
  const KqSquare three[] = { { 0, 0 }, { 1, 0 }, { 2, 0 } };
  const KqSquare whole[] = { { 3, 0 }, { 0, 1 }, { 1, 3 }, { 2, 2 } };
  g_autoptr(GArray) conflicts = NULL;
  gboolean attacked[16];
  KqQueensHint hint;
  guint64 rank = 0;

  g_assert_cmpint (kq_rooks_line_between (apart[0], apart[1]), ==, KQ_LINE_NONE);
  g_assert_cmpint (kq_rooks_line_between (column[0], column[2]), ==, KQ_LINE_COLUMN);
  kq_rooks_attacked (4, apart, 2, attacked);
  g_assert_true (attacked[0 * 4 + 3] && attacked[3 * 4 + 1]);
  g_assert_false (attacked[1 * 4 + 0]);  /* a diagonal of (1, 2) */
  conflicts = kq_rooks_conflicts (4, column, 3);
  g_assert_cmpuint (conflicts->len, ==, 1);
  g_assert_cmpint (g_array_index (conflicts, KqQueensConflict, 0).line, ==, KQ_LINE_COLUMN);

  /* two rooks apart on 4 × 4: 2! permutations hold them; row 2, column 1 */
  kq_rooks_hint (4, apart, 2, &hint, &rank);
  g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_PLACE);
  g_assert_cmpuint (hint.count, ==, 2);
  g_assert_cmpint (hint.square.row, ==, 1);
  g_assert_cmpint (hint.square.col, ==, 0);
  kq_rooks_hint (4, column, 3, &hint, &rank);
  g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_LIFT);
  g_assert_cmpint (hint.lift, ==, 2);
  kq_rooks_hint (4, three, 3, &hint, &rank);
  g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_NONE);
  g_assert_cmpint (hint.lift, ==, 2);
  /* columns 2 4 3 1 by rows: the permutation's number, as the listing has it */
  kq_rooks_hint (4, whole, 4, &hint, &rank);
  g_assert_cmpint (hint.kind, ==, KQ_QUEENS_HINT_SOLVED);
  g_assert_true (kq_rooks_rank (4, (const int[]) { 1, 3, 2, 0 }, &hint.count));
  g_assert_cmpuint (rank, ==, hint.count);
  g_assert_cmpuint (rank, ==, 12);  /* 1·3! + 2·2! + 1·1! before it */
}

/* What a screen reader says of a rooks' board: rows and columns only. */
static void
test_words (void)
{
  const KqSquare rooks[] = { { 0, 0 }, { 1, 2 } };
  g_autofree char *rook = kq_board_text_rooks_square (4, rooks, 2, (KqSquare) { 0, 0 }, -1, FALSE);
  g_autofree char *diagonal = kq_board_text_rooks_square (4, rooks, 2, (KqSquare) { 3, 3 }, -1,
                                                          TRUE);
  g_autofree char *column = kq_board_text_rooks_square (4, rooks, 2, (KqSquare) { 3, 0 }, -1,
                                                        TRUE);
  g_autofree char *position = kq_board_text_rooks_position (4, rooks, 2);
  g_autofree char *none = kq_board_text_rooks_position (4, NULL, 0);

  g_assert_cmpstr (rook, ==, "(1, 1): rook");
  g_assert_cmpstr (diagonal, ==, "(4, 4): free");
  g_assert_cmpstr (column, ==, "(4, 1): empty, attacked by (1, 1) along a column; "
                               "column 1 is taken (a[1])");
  g_assert_cmpstr (position, ==, "2 rooks: (1, 1), (2, 3)");
  g_assert_cmpstr (none, ==, "No rook on the 4 × 4 board");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rooks/count", test_count);
  g_test_add_func ("/rooks/order", test_order);
  g_test_add_func ("/rooks/eight", test_eight);
  g_test_add_func ("/rooks/stop", test_stop);
  g_test_add_func ("/rooks/nth", test_nth);
  g_test_add_func ("/rooks/large", test_large);
  g_test_add_func ("/rooks/rules", test_rules);
  g_test_add_func ("/rooks/words", test_words);

  return g_test_run ();
}
