/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "kq-format.h"
#include "kq-queens-private.h"

/* OEIS A000170 and A002562, n = 1 .. 18. */
static const guint64 all_solutions[] = {
  1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
  14772512, 95815104, 666090624,
};
static const guint64 unique_solutions[] = {
  1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955,
  11977939, 83263591,
};

/* The solutions of a listing, n columns each, and its events. */
typedef struct {
  int       n;
  GArray   *cols;         /* int */
  GString  *trace;        /* "P01 R01 S …": PLACE, REMOVE, SOLUTION */
  GArray   *events;       /* Recorded: SOLUTION and PROGRESS, in order */
  guint     stop_after;   /* return FALSE at this event (1-based); 0: never */
  guint     stop_after_recorded;  /* … at this SOLUTION or PROGRESS; 0: never */
  guint     stop_after_solutions; /* … at this SOLUTION; 0: never */
  gboolean  stop_at_progress;     /* … at the first PROGRESS */
  guint     seen;         /* events received */
  gboolean  stopped;      /* FALSE was returned */
  gboolean  late_event;   /* an event came after that */
} Listing;

typedef struct {
  KqEventType  type;
  int          row, col, step;
  guint64      nodes, solutions;
} Recorded;

static void
listing_init (Listing *listing, int n)
{
  memset (listing, 0, sizeof *listing);
  listing->n = n;
  listing->cols = g_array_new (FALSE, FALSE, sizeof (int));
  listing->trace = g_string_new (NULL);
  listing->events = g_array_new (FALSE, FALSE, sizeof (Recorded));
}

static void
listing_clear (Listing *listing)
{
  g_array_unref (listing->cols);
  g_string_free (listing->trace, TRUE);
  g_array_unref (listing->events);
}

static const int *
listing_solution (const Listing *listing, guint64 index)
{
  return &g_array_index (listing->cols, int, index * (guint64) listing->n);
}

static guint64
listing_count (const Listing *listing)
{
  return listing->cols->len / (guint) listing->n;
}

static void
append_int (GString *out, int value)
{
  char digits[12];
  int len = 0;

  do
    digits[len++] = (char) ('0' + value % 10);
  while ((value /= 10) > 0);
  while (len > 0)
    g_string_append_c (out, digits[--len]);
}

static gboolean
record_event (const KqEvent *event, gpointer user_data)
{
  Listing *listing = user_data;
  Recorded recorded = {
    event->type, event->row, event->col, event->step, event->nodes, event->solutions,
  };

  listing->late_event |= listing->stopped;
  listing->seen++;
  g_assert_cmpint (event->n, ==, listing->n);

  switch (event->type)
    {
    case KQ_EVENT_PLACE:
    case KQ_EVENT_REMOVE:
      g_assert_cmpint (event->step, ==, event->row + 1);
      /* By hand: printf would allocate at each of millions of events. */
      if (listing->trace->len > 0)
        g_string_append_c (listing->trace, ' ');
      g_string_append_c (listing->trace, event->type == KQ_EVENT_PLACE ? 'P' : 'R');
      append_int (listing->trace, event->row);
      append_int (listing->trace, event->col);
      break;
    case KQ_EVENT_SOLUTION:
      g_assert_nonnull (event->cells);
      g_string_append (listing->trace, listing->trace->len > 0 ? " S" : "S");
      g_array_append_vals (listing->cols, event->cells, (guint) listing->n);
      g_assert_cmpuint (event->solutions, ==, listing_count (listing));
      g_array_append_val (listing->events, recorded);
      break;
    case KQ_EVENT_PROGRESS:
      g_assert_cmpuint (event->nodes % KQ_PROGRESS_INTERVAL, ==, 0);
      g_array_append_val (listing->events, recorded);
      break;
    default:
      g_assert_not_reached ();
    }

  listing->stopped = (listing->stop_after > 0 && listing->seen == listing->stop_after)
                     || (listing->stop_after_recorded > 0
                         && listing->events->len == listing->stop_after_recorded)
                     || (listing->stop_after_solutions > 0 && event->type == KQ_EVENT_SOLUTION
                         && listing_count (listing) == listing->stop_after_solutions)
                     || (listing->stop_at_progress && event->type == KQ_EVENT_PROGRESS);
  return !listing->stopped;
}

/* Written from the rules, not from the solvers. */
static gboolean
is_placement (const int *cols, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (cols[i] < 0 || cols[i] >= n)
        return FALSE;
      for (int j = i + 1; j < n; j++)
        if (cols[i] == cols[j] || ABS (cols[i] - cols[j]) == j - i)
          return FALSE;
    }
  return TRUE;
}

static int
compare_placements (const int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

static void
test_count (void)
{
  for (guint threads = 1; threads <= 2; threads++)
    for (int n = 1; n <= 15; n++)
      {
        KqQueensCount count = { 0, 0 };

        g_assert_cmpint (kq_queens_count (n, threads, NULL, NULL, &count), ==, KQ_OUTCOME_FOUND);
        g_assert_cmpuint (count.total, ==, all_solutions[n - 1]);
        g_assert_cmpuint (count.unique, ==, unique_solutions[n - 1]);
      }
}

/* Every solution is a placement, comes once, in increasing order. */
static void
test_list (void)
{
  for (int n = 1; n <= 10; n++)
    {
      Listing listing;
      guint64 count = G_MAXUINT64;

      listing_init (&listing, n);
      g_assert_cmpint (kq_queens_list (n, FALSE, record_event, &listing, &count), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, ==, all_solutions[n - 1]);
      g_assert_cmpuint (listing_count (&listing), ==, all_solutions[n - 1]);
      for (guint64 i = 0; i < count; i++)
        {
          g_assert_true (is_placement (listing_solution (&listing, i), n));
          if (i > 0)
            g_assert_cmpint (compare_placements (listing_solution (&listing, i - 1),
                                                 listing_solution (&listing, i), n), <, 0);
        }
      listing_clear (&listing);
    }
}

/* Lesson 001: QUEENS.INP = 5 gives this QUEENS.OUT. */
static void
test_list_queens_out (void)
{
  const char *expected =
    "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);\n"
    "(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);\n"
    "(1, 2); (2, 4); (3, 1); (4, 3); (5, 5);\n"
    "(1, 2); (2, 5); (3, 3); (4, 1); (5, 4);\n"
    "(1, 3); (2, 1); (3, 4); (4, 2); (5, 5);\n"
    "(1, 3); (2, 5); (3, 2); (4, 4); (5, 1);\n"
    "(1, 4); (2, 1); (3, 3); (4, 5); (5, 2);\n"
    "(1, 4); (2, 2); (3, 5); (4, 3); (5, 1);\n"
    "(1, 5); (2, 2); (3, 4); (4, 1); (5, 3);\n"
    "(1, 5); (2, 3); (3, 1); (4, 4); (5, 2);\n";
  g_autoptr(GString) out = g_string_new (NULL);
  Listing listing;

  for (int trace = FALSE; trace <= TRUE; trace++)
    {
      listing_init (&listing, 5);
      g_assert_cmpint (kq_queens_list (5, trace, record_event, &listing, NULL), ==, KQ_OUTCOME_FOUND);
      g_string_truncate (out, 0);
      for (guint64 i = 0; i < listing_count (&listing); i++)
        kq_format_queens_line (out, listing_solution (&listing, i), 5);
      g_assert_cmpstr (out->str, ==, expected);
      listing_clear (&listing);
    }
}

/* Lesson 003's search tree for n = 4: (1, 1) then (2, 3) is a dead end,
 * (2, 4) leads one row further; then (1, 2), (2, 4), (3, 1), (4, 3). */
static void
test_trace (void)
{
  const char *expected =
    "P00 P12 R12 P13 P21 R21 R13 R00 "
    "P01 P13 P20 P32 S R32 R20 R13 R01 "
    "P02 P10 P23 P31 S R31 R23 R10 R02 "
    "P03 P10 P22 R22 R10 P11 R11 R03";
  Listing listing;
  guint64 count = 0;

  listing_init (&listing, 4);
  g_assert_cmpint (kq_queens_list (4, TRUE, record_event, &listing, &count), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpstr (listing.trace->str, ==, expected);
  g_assert_cmpuint (count, ==, 2);
  /* Solution events carry the placements tried so far: 4 under (1, 1). */
  g_assert_cmpuint (g_array_index (listing.events, Recorded, 0).nodes, ==, 8);
  g_assert_cmpuint (g_array_index (listing.events, Recorded, 1).nodes, ==, 12);
  listing_clear (&listing);

  /* n = 2, 3: tries, but nothing to list. */
  for (int n = 2; n <= 3; n++)
    {
      listing_init (&listing, n);
      g_assert_cmpint (kq_queens_list (n, TRUE, record_event, &listing, &count), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, ==, 0);
      g_assert_cmpuint (listing.events->len, ==, 0);
      g_assert_cmpstr (listing.trace->str, ==, n == 2 ? "P00 R00 P01 R01"
                                                      : "P00 P12 R12 R00 P01 R01 P02 P10 R10 R02");
      listing_clear (&listing);
    }
}

/* The fast listing without trace reports the same SOLUTION and PROGRESS
 * events as the lesson's Try(i) with trace, node counts included; up to
 * recorded of them (0: all). Returns how many PROGRESS there were. */
static guint
compare_with_trace (int n, guint recorded)
{
  Listing traced, fast;
  guint progress = 0;

  listing_init (&traced, n);
  listing_init (&fast, n);
  traced.stop_after_recorded = fast.stop_after_recorded = recorded;
  kq_queens_list (n, TRUE, record_event, &traced, NULL);
  kq_queens_list (n, FALSE, record_event, &fast, NULL);
  g_assert_null (strpbrk (fast.trace->str, "PR"));
  g_assert_cmpuint (fast.events->len, ==, traced.events->len);
  for (guint i = 0; i < fast.events->len; i++)
    {
      const Recorded *a = &g_array_index (traced.events, Recorded, i);
      const Recorded *b = &g_array_index (fast.events, Recorded, i);

      g_assert_cmpint (a->type, ==, b->type);
      g_assert_cmpint (a->row, ==, b->row);
      g_assert_cmpint (a->col, ==, b->col);
      g_assert_cmpint (a->step, ==, b->step);
      g_assert_cmpuint (a->nodes, ==, b->nodes);
      g_assert_cmpuint (a->solutions, ==, b->solutions);
      progress += a->type == KQ_EVENT_PROGRESS;
    }
  g_assert_cmpmem (traced.cols->data, traced.cols->len * sizeof (int),
                   fast.cols->data, fast.cols->len * sizeof (int));
  listing_clear (&traced);
  listing_clear (&fast);
  return progress;
}

static void
test_list_matches_trace (void)
{
  const int sizes[] = { 1, 2, 3, 4, 6, 8, 9 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    compare_with_trace (sizes[s], 0);
  /* n = 12 tries some 850 000 placements: PROGRESS is compared too. */
  g_assert_cmpuint (compare_with_trace (12, 0), >, 10);
  /* Past 17 the fast listing runs in one thread: the first 3000 events. */
  g_assert_cmpuint (compare_with_trace (20, 3000), >, 0);
}

/* kq_queens_nth's ways, forced: the walk alone, counting alone, with and
 * without the known counts below each first queen (without, the mirror
 * takes counting the left half of the board), the walk shared by threads
 * in jobs of a few rows (at these n the default jobs are the whole board),
 * against the default. */
typedef struct {
  const char *name;
  guint64     walk_budget;
  gboolean    known_counts;
  int         job_rows;
} NthWay;

static const NthWay nth_ways[] = {
  { "walk", G_MAXUINT64, TRUE, 0 },
  { "count", 0, TRUE, 0 },
  { "count without known counts", 0, FALSE, 0 },
  { "walk without known counts", G_MAXUINT64, FALSE, 0 },
  { "walk in jobs of 2 rows", G_MAXUINT64, TRUE, 2 },
  { "walk in jobs of 3 rows without known counts", G_MAXUINT64, FALSE, 3 },
  { "walk in jobs of 4 rows, then counting", 5000, FALSE, 4 },
};

static KqOutcome
nth_way (const NthWay *way, int n, guint64 k, int *cols, guint64 *total)
{
  if (way == NULL)
    return kq_queens_nth (n, k, cols, NULL, NULL, total);
  return kq_queens_nth_full (n, k, way->walk_budget, way->known_counts, way->job_rows, cols, NULL, NULL,
                             total);
}

/* Solutions 1, 1 + step, … and the last one, each way, and none past it. */
static void
check_nth_against_listing (int n, guint64 step)
{
  Listing listing;
  int cols[KQ_QUEENS_MAX_N];
  guint64 total;

  listing_init (&listing, n);
  kq_queens_list (n, FALSE, record_event, &listing, NULL);
  total = listing_count (&listing);
  for (int w = -1; w < (int) G_N_ELEMENTS (nth_ways); w++)
    for (guint64 k = 1; k <= total; k = k + step <= total || k == total ? k + step : total)
      {
        const NthWay *way = w < 0 ? NULL : &nth_ways[w];

        if (g_test_verbose () && k == 1)
          g_test_message ("n = %d, %s", n, way != NULL ? way->name : "default");
        g_assert_cmpint (nth_way (way, n, k, cols, NULL), ==, KQ_OUTCOME_FOUND);
        g_assert_cmpmem (cols, n * sizeof (int), listing_solution (&listing, k - 1), n * sizeof (int));
      }
  /* Past the end, each way counts to it. */
  for (int w = -1; w < (int) G_N_ELEMENTS (nth_ways); w++)
    {
      guint64 counted = 0;

      g_assert_cmpint (nth_way (w < 0 ? NULL : &nth_ways[w], n, total + 1, cols, &counted), ==, KQ_OUTCOME_NONE);
      g_assert_cmpuint (counted, ==, total);
    }
  listing_clear (&listing);
}

static void
test_nth (void)
{
  int first[11], last[11];
  guint64 total = 0;

  for (int n = 1; n <= 9; n++)
    check_nth_against_listing (n, 1);
  check_nth_against_listing (10, 3);
  check_nth_against_listing (11, 31);
  check_nth_against_listing (12, 211);
  check_nth_against_listing (13, 4999);

  /* Lesson 003: solutions 1 and 2680 of 11 queens are mirror images. */
  g_assert_cmpint (kq_queens_nth (11, 1, first, NULL, NULL, &total), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpint (kq_queens_nth (11, 2680, last, NULL, NULL, &total), ==, KQ_OUTCOME_FOUND);
  for (int i = 0; i < 11; i++)
    g_assert_cmpint (last[i], ==, 10 - first[i]);
  g_assert_true (is_placement (first, 11));
}

/* Past n = 13 the walk is shared by threads in jobs of 12 rows: the same
 * solutions as the walk in one thread (jobs larger than the board). */
static void
test_nth_threads (void)
{
  static const struct { int n; guint64 k; } cases[] = {
    { 16, 100000 }, { 19, 2 }, { 20, 54321 }, { 24, 777 }, { 31, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int shared[KQ_QUEENS_MAX_N], alone[KQ_QUEENS_MAX_N];
      const int n = cases[i].n;

      g_assert_cmpint (kq_queens_nth_full (n, cases[i].k, G_MAXUINT64, TRUE, 0, shared, NULL, NULL, NULL),
                       ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (kq_queens_nth_full (n, cases[i].k, G_MAXUINT64, TRUE, KQ_QUEENS_MAX_N, alone, NULL,
                                           NULL, NULL),
                       ==, KQ_OUTCOME_FOUND);
      g_assert_cmpmem (shared, n * sizeof (int), alone, n * sizeof (int));
      g_assert_true (is_placement (shared, n));
    }
}

/* Where the first queen moves one column right, the known counts below
 * each first queen decide: the solutions on both sides of each such
 * boundary, and the totals they add up to. */
static void
test_nth_first_queen (void)
{
  for (int n = 13; n <= 14; n++)
    {
      Listing listing;
      int cols[KQ_QUEENS_MAX_N];

      listing_init (&listing, n);
      kq_queens_list (n, FALSE, record_event, &listing, NULL);
      for (guint64 k = 1; k < listing_count (&listing); k++)
        {
          if (listing_solution (&listing, k)[0] == listing_solution (&listing, k - 1)[0])
            continue;
          for (guint64 i = k; i <= k + 1; i++)
            {
              g_assert_cmpint (kq_queens_nth (n, i, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
              g_assert_cmpmem (cols, n * sizeof (int), listing_solution (&listing, i - 1), n * sizeof (int));
            }
        }
      listing_clear (&listing);
    }

  for (int n = 1; n <= (int) G_N_ELEMENTS (all_solutions); n++)
    {
      int cols[KQ_QUEENS_MAX_N];
      guint64 total = 0;

      g_assert_cmpint (kq_queens_nth (n, G_MAXUINT64, cols, NULL, NULL, &total), ==, KQ_OUTCOME_NONE);
      g_assert_cmpuint (total, ==, all_solutions[n - 1]);
    }
}

/* The first solution at every n the listing's order is slow to reach by
 * counting (n = 32: more than 10^15 placements below its first queen). */
static void
test_nth_first (void)
{
  for (int n = 4; n <= KQ_QUEENS_MAX_N; n++)
    {
      int cols[KQ_QUEENS_MAX_N], second[KQ_QUEENS_MAX_N];

      g_assert_cmpint (kq_queens_nth (n, 1, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_true (is_placement (cols, n));
      /* The listing's first: the lexicographically smallest, so before
       * the second. */
      g_assert_cmpint (kq_queens_nth (n, 2, second, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_true (is_placement (second, n));
      g_assert_cmpint (compare_placements (cols, second, n), <, 0);
    }
}

/* The first solutions of a search, and the nodes at each. */
#define FIRST_SOLUTIONS 3

typedef struct {
  guint    count;
  int      cols[FIRST_SOLUTIONS][KQ_QUEENS_MAX_N];
  guint64  nodes[FIRST_SOLUTIONS];
} Firsts;

static gboolean
record_first (const KqQueensTree *tree, guint64 nodes, gpointer data)
{
  Firsts *firsts = data;

  for (int row = 0; row < tree->n; row++)
    firsts->cols[firsts->count][row] = __builtin_ctz (tree->placed[row]);
  firsts->nodes[firsts->count] = nodes;
  return ++firsts->count < FIRST_SOLUTIONS;
}

/* Where the first solution is known without a search (n = 30 … 32), the
 * listing and the k-th solution start from it: both give the search's
 * first solutions, and the listing its events, node counts included. */
static void
test_first_known (void)
{
  guint known = 0;

  for (int n = 1; n <= KQ_QUEENS_MAX_N; n++)
    {
      KqQueensTree tree;
      Firsts plain = { 0 };
      Listing listing;
      guint progress = 0;

      if (!kq_queens_tree_first (&tree, n))
        {
          g_assert_false (tree.resume);
          continue;
        }
      known++;
      if (g_test_verbose ())
        g_test_message ("n = %d", n);
      kq_queens_tree_init (&tree, n);
      kq_queens_tree_search (&tree, record_first, &plain, NULL, NULL);
      g_assert_cmpuint (plain.count, ==, FIRST_SOLUTIONS);
      g_assert_true (is_placement (plain.cols[0], n));

      listing_init (&listing, n);
      listing.stop_after_solutions = FIRST_SOLUTIONS;
      kq_queens_list (n, FALSE, record_event, &listing, NULL);
      for (guint i = 0; i < listing.events->len; i++)
        {
          const Recorded *event = &g_array_index (listing.events, Recorded, i);

          if (event->type == KQ_EVENT_PROGRESS)
            g_assert_cmpuint (event->nodes, ==, ++progress * (guint64) KQ_PROGRESS_INTERVAL);
          else
            g_assert_cmpuint (event->nodes, ==, plain.nodes[event->solutions - 1]);
        }
      g_assert_cmpuint (listing_count (&listing), ==, FIRST_SOLUTIONS);
      g_assert_cmpuint (progress, ==, plain.nodes[FIRST_SOLUTIONS - 1] / KQ_PROGRESS_INTERVAL);
      for (guint k = 1; k <= FIRST_SOLUTIONS; k++)
        {
          int cols[KQ_QUEENS_MAX_N];

          g_assert_cmpmem (listing_solution (&listing, k - 1), n * sizeof (int), plain.cols[k - 1], n * sizeof (int));
          g_assert_cmpint (kq_queens_nth (n, k, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
          g_assert_cmpmem (cols, n * sizeof (int), plain.cols[k - 1], n * sizeof (int));
        }
      listing_clear (&listing);
    }
  /* The n whose first solution took the walk longest. */
  g_assert_cmpuint (known, >=, 3);
}

static void
test_nth_out_of_range (void)
{
  const struct { int n; guint64 k; } cases[] = {
    { 1, 2 }, { 2, 1 }, { 3, 5 }, { 4, 3 }, { 8, 93 }, { 11, 2681 }, { 12, G_MAXUINT64 },
  };
  int cols[KQ_QUEENS_MAX_N];

  for (int w = -1; w < (int) G_N_ELEMENTS (nth_ways); w++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        guint64 total = G_MAXUINT64;

        g_assert_cmpint (nth_way (w < 0 ? NULL : &nth_ways[w], cases[i].n, cases[i].k, cols, &total),
                         ==, KQ_OUTCOME_NONE);
        g_assert_cmpuint (total, ==, all_solutions[cases[i].n - 1]);
      }
}

/* Issue 23: a sheet from solution k is the listing from k on. */
static void
test_list_from (void)
{
  for (int n = 4; n <= 11; n++)
    {
      Listing whole, from;

      listing_init (&whole, n);
      kq_queens_list (n, FALSE, record_event, &whole, NULL);
      for (guint64 k = 1; k <= all_solutions[n - 1]; k += 1 + k / 3)
        {
          int cols[KQ_QUEENS_MAX_N];
          guint64 count = all_solutions[n - 1] - k + 1;

          g_assert_cmpint (kq_queens_nth (n, k, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
          listing_init (&from, n);
          g_assert_cmpint (kq_queens_enumerate_from (n, cols, record_event, &from), ==,
                           KQ_OUTCOME_FOUND);
          g_assert_cmpuint (listing_count (&from), ==, count);
          g_assert_cmpmem (listing_solution (&from, 0), count * n * sizeof (int),
                           listing_solution (&whole, k - 1), count * n * sizeof (int));
          listing_clear (&from);

          /* Stopped after three, as a sheet's last board stops it. */
          listing_init (&from, n);
          from.stop_after_solutions = 3;
          g_assert_cmpint (kq_queens_enumerate_from (n, cols, record_event, &from), ==,
                           (count >= 3 ? KQ_OUTCOME_STOPPED : KQ_OUTCOME_FOUND));
          g_assert_cmpuint (listing_count (&from), ==, MIN (count, 3));
          listing_clear (&from);
        }
      listing_clear (&whole);
    }
}

/* Issue 23: the counts known up to n = 27 answer k past the count, and k
 * past the middle by the mirror, without a search. */
static void
test_nth_known_totals (void)
{
  guint64 total;

  for (int n = 1; n <= 18; n++)
    {
      g_assert_true (kq_queens_known_total (n, &total));
      g_assert_cmpuint (total, ==, all_solutions[n - 1]);
    }
  g_assert_false (kq_queens_known_total (KQ_QUEENS_KNOWN_N + 1, &total));
  for (int n = 19; n <= KQ_QUEENS_KNOWN_N; n++)
    {
      int first[KQ_QUEENS_MAX_N], last[KQ_QUEENS_MAX_N];
      guint64 all, reported = 0;

      g_assert_true (kq_queens_known_total (n, &all));
      g_assert_cmpuint (all, >, total);
      total = all;
      g_assert_cmpint (kq_queens_nth (n, all + 1, first, NULL, NULL, &reported), ==,
                       KQ_OUTCOME_NONE);
      g_assert_cmpuint (reported, ==, all);
      /* The last solution is the first one's mirror. */
      g_assert_cmpint (kq_queens_nth (n, 1, first, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (kq_queens_nth (n, all, last, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      for (int row = 0; row < n; row++)
        g_assert_cmpint (last[row], ==, n - 1 - first[row]);
    }
}

static void
test_nth_zero (void)
{
  int cols[8];

  /* Solutions are numbered from 1: k = 0 is a programming error. */
  g_test_expect_message ("kq-queens", G_LOG_LEVEL_CRITICAL, "*k >= 1*");
  g_assert_cmpint (kq_queens_nth (8, 0, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_NONE);
  g_test_assert_expected_messages ();
}

static gboolean
stop_at_progress (const KqEvent *event, gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpint (event->type, ==, KQ_EVENT_PROGRESS);
  g_assert_cmpfloat (event->fraction, >=, 0.0);
  g_assert_cmpfloat (event->fraction, <=, 1.0);
  ++*calls;
  return FALSE;
}

typedef struct {
  guint   calls;
  double  fraction;  /* the last one */
} Fractions;

/* The fraction of PROGRESS never goes back; the 40th stops. */
static gboolean
check_fraction (const KqEvent *event, gpointer user_data)
{
  Fractions *fractions = user_data;

  g_assert_cmpint (event->type, ==, KQ_EVENT_PROGRESS);
  g_assert_cmpfloat (event->fraction, >=, fractions->fraction);
  g_assert_cmpfloat (event->fraction, <=, 1.0);
  fractions->fraction = event->fraction;
  return ++fractions->calls < 40;
}

/* kq_queens_nth's PROGRESS tells how far it is, walking or counting. */
static void
test_nth_progress (void)
{
  for (int w = 0; w < 2; w++)
    {
      Fractions fractions = { 0 };
      int cols[KQ_QUEENS_MAX_N];

      g_assert_cmpint (kq_queens_nth_full (18, all_solutions[17] / 2, nth_ways[w].walk_budget, TRUE, 0,
                                           cols, check_fraction, &fractions, NULL),
                       ==, KQ_OUTCOME_STOPPED);
      g_assert_cmpuint (fractions.calls, ==, 40);
      g_assert_cmpfloat (fractions.fraction, >, 0.0);
      g_assert_cmpfloat (fractions.fraction, <, 1.0);
    }
}

/* Each search ends soon after its callback says FALSE, with nothing after
 * it; these would run for minutes if it did not. */
static void
test_stop (void)
{
  int cols[KQ_QUEENS_MAX_N];
  KqQueensCount count;
  guint calls = 0;
  guint64 listed = 0;
  Listing listing;

  /* The fast listing, in threads (n <= 17) or not, at the 10th solution
   * and at the first PROGRESS. */
  for (int n = 16; n <= 25; n += 9)
    {
      listing_init (&listing, n);
      listing.stop_after_solutions = 10;
      g_assert_cmpint (kq_queens_list (n, FALSE, record_event, &listing, &listed), ==, KQ_OUTCOME_STOPPED);
      g_assert_cmpuint (listed, ==, 10);
      g_assert_false (listing.late_event);
      listing_clear (&listing);

      listing_init (&listing, n);
      listing.stop_at_progress = TRUE;
      g_assert_cmpint (kq_queens_list (n, FALSE, record_event, &listing, &listed), ==, KQ_OUTCOME_STOPPED);
      g_assert_cmpint (g_array_index (listing.events, Recorded, listing.events->len - 1).type,
                       ==, KQ_EVENT_PROGRESS);
      g_assert_false (listing.late_event);
      listing_clear (&listing);
    }

  /* The traced listing, at its 7th event: the 7th placement or removal. */
  listing_init (&listing, 18);
  listing.stop_after = 7;
  g_assert_cmpint (kq_queens_list (18, TRUE, record_event, &listing, &listed), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (listing.seen, ==, 7);
  g_assert_cmpuint (listed, ==, 0);
  g_assert_cmpstr (listing.trace->str, ==, "P00 P12 P24 P31 P43 P58 P610");
  g_assert_false (listing.late_event);
  listing_clear (&listing);

  g_assert_cmpint (kq_queens_count (18, 2, stop_at_progress, &calls, &count), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (calls, ==, 1);
  g_assert_cmpuint (count.total, <, all_solutions[17]);

  /* The k-th solution in the middle of n = 18, by each way: minutes of
   * work. */
  for (int w = -1; w < (int) G_N_ELEMENTS (nth_ways); w++)
    {
      guint64 k = all_solutions[17] / 2;

      calls = 0;
      if (w < 0)
        g_assert_cmpint (kq_queens_nth (18, k, cols, stop_at_progress, &calls, NULL),
                         ==, KQ_OUTCOME_STOPPED);
      else
        g_assert_cmpint (kq_queens_nth_full (18, k, nth_ways[w].walk_budget, nth_ways[w].known_counts,
                                             nth_ways[w].job_rows, cols, stop_at_progress, &calls, NULL),
                         ==, KQ_OUTCOME_STOPPED);
      g_assert_cmpuint (calls, ==, 1);
    }
  /* Counting n = 16 takes jobs of a few milliseconds, in order: it
   * reports between them too. */
  calls = 0;
  g_assert_cmpint (kq_queens_nth_full (16, all_solutions[15] / 2, 0, TRUE, 0, cols, stop_at_progress, &calls, NULL),
                   ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpuint (calls, ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/queens/count", test_count);
  g_test_add_func ("/queens/list", test_list);
  g_test_add_func ("/queens/list-queens-out", test_list_queens_out);
  g_test_add_func ("/queens/trace", test_trace);
  g_test_add_func ("/queens/list-matches-trace", test_list_matches_trace);
  g_test_add_func ("/queens/nth", test_nth);
  g_test_add_func ("/queens/nth-first", test_nth_first);
  g_test_add_func ("/queens/nth-threads", test_nth_threads);
  g_test_add_func ("/queens/nth-first-queen", test_nth_first_queen);
  g_test_add_func ("/queens/first-known", test_first_known);
  g_test_add_func ("/queens/nth-out-of-range", test_nth_out_of_range);
  g_test_add_func ("/queens/nth-zero", test_nth_zero);
  g_test_add_func ("/queens/nth-known-totals", test_nth_known_totals);
  g_test_add_func ("/queens/list-from", test_list_from);
  g_test_add_func ("/queens/nth-progress", test_nth_progress);
  g_test_add_func ("/queens/stop", test_stop);

  return g_test_run ();
}
