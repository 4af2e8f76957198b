/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson.c: the lessons' stepping machines and listings (src/core) */
#include "config.h"

#include <string.h>

#include "kq-game.h"
#include "kq-lesson.h"
#include "kq-listing-format.h"
#include "kq-queens.h"
#include "kq-search-tree.h"
#include "kq-tour.h"

#define OP(op) (1u << KQ_LESSON_OP_##op)

/* Events as text: "P r c" / "R r c" / "S" with the node count, one a line. */
static gboolean
record (const KqEvent *event, gpointer data)
{
  GString *out = data;

  switch (event->type)
    {
    case KQ_EVENT_PLACE:
    case KQ_EVENT_REMOVE:
      g_string_append_printf (out, "%c%d,%d@%d/%" G_GUINT64_FORMAT "\n",
                              event->type == KQ_EVENT_PLACE ? 'P' : 'R', event->row, event->col,
                              event->step, event->nodes);
      break;
    case KQ_EVENT_SOLUTION:
      g_string_append_printf (out, "S%" G_GUINT64_FORMAT ":", event->solutions);
      for (int i = 0; i < event->n; i++)
        g_string_append_printf (out, " %d", event->cells[i]);
      g_string_append_c (out, '\n');
      break;
    case KQ_EVENT_PROGRESS:
    default:
      g_string_append_printf (out, "G%" G_GUINT64_FORMAT "\n", event->nodes);
      break;
    }
  return TRUE;
}

static gboolean
record_solutions (const KqEvent *event, gpointer data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    return record (event, data);
  return TRUE;
}

/* Queens n <= 8: the traced listing (the machine) lists the known number of
 * solutions, the same ones in the same order as the fast listing, and both
 * queens machines (lesson 001's, lesson 003's) make the same events. */
static void
test_queens_agree (void)
{
  static const guint64 known[] = { 0, 1, 0, 0, 2, 10, 4, 40, 92 };

  for (int n = 1; n <= 8; n++)
    {
      g_autoptr(GString) traced = g_string_new (NULL);
      g_autoptr(GString) traced_solutions = g_string_new (NULL);
      g_autoptr(GString) fast = g_string_new (NULL);
      g_autoptr(GString) every = g_string_new (NULL);
      g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_QUEENS_MARK_EVERY, n, 0, 0, 0);
      guint64 count = 0;

      g_assert_cmpint (kq_queens_list (n, TRUE, record, traced, &count), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpuint (count, ==, known[n]);
      g_assert_cmpint (kq_queens_list (n, TRUE, record_solutions, traced_solutions, NULL), ==,
                       KQ_OUTCOME_FOUND);
      g_assert_cmpint (kq_queens_list (n, FALSE, record, fast, NULL), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpstr (traced_solutions->str, ==, fast->str);

      kq_lesson_set_event_func (lesson, record, every);
      kq_lesson_run (lesson, 0, 0);
      g_assert_true (kq_lesson_is_finished (lesson));
      g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpstr (every->str, ==, traced->str);
    }
}

/* The knight, 5 × 5 from (1, 1): the traced classic search is the
 * machine's; its events are the old search's (kq_tour_enumerate traces
 * with it) up to the first tour, 8,839 moves after the start, and the
 * tour is the untraced search's. */
static void
test_knight_agrees (void)
{
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  KqTourRequest plain = { .n = 5, .method = KQ_TOUR_CLASSIC };
  g_autoptr(GString) machine = g_string_new (NULL);
  g_autoptr(GString) old = g_string_new (NULL);
  int board[25], expected[25];
  guint64 steps = 0, plain_steps = 0;
  const char *end;
  guint places = 0;

  g_assert_cmpint (kq_tour_solve (&request, board, record, machine, &steps), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (steps, ==, 8839);
  g_assert_cmpint (kq_tour_solve (&plain, expected, NULL, NULL, &plain_steps), ==,
                   KQ_OUTCOME_FOUND);
  g_assert_cmpuint (plain_steps, ==, 8839);
  g_assert_cmpmem (board, sizeof board, expected, sizeof expected);

  kq_tour_enumerate (&request, record, old, NULL);
  end = strstr (machine->str, "S1:");
  g_assert_nonnull (end);
  g_assert_true (strncmp (machine->str, old->str, end - machine->str) == 0);
  for (const char *p = machine->str; p < end; p = strchr (p, '\n') + 1)
    places += *p == 'P';
  g_assert_cmpuint (places, ==, 1 + 8839);
}

/* Every machine's state, as the API shows it, in a string. */
static char *
describe (const KqLesson *lesson)
{
  GString *out = g_string_new (NULL);
  int n = kq_lesson_get_n (lesson);

  g_string_append_printf (out, "%" G_GUINT64_FORMAT " %d %d %" G_GUINT64_FORMAT " %"
                          G_GUINT64_FORMAT " |", kq_lesson_get_step (lesson),
                          kq_lesson_get_op (lesson), kq_lesson_is_finished (lesson),
                          kq_lesson_get_nodes (lesson), kq_lesson_get_solutions (lesson));
  for (int level = 0; level < kq_lesson_get_depth (lesson); level++)
    {
      const KqLessonFrame *f = kq_lesson_get_frame (lesson, level);

      g_string_append_printf (out, " %d,%d,%d,%d,%d,%d,%d,%d", f->i, f->j, f->x, f->y, f->k,
                              f->u, f->v, f->r);
    }
  g_string_append (out, " |");
  if (kq_problem_is_placement (kq_lesson_machine_problem (kq_lesson_get_machine (lesson))))
    {
      for (int i = 1; i <= n; i++)
        g_string_append_printf (out, " %d", kq_lesson_get_x (lesson)[i]);
      for (int d = 0; d < 2 * n - 1; d++)
        g_string_append_printf (out, " %d%d%d", d < n ? kq_lesson_get_a (lesson)[d] : 2,
                                kq_lesson_get_b (lesson)[d], kq_lesson_get_c (lesson)[d]);
    }
  else
    for (int s = 0; s < n * n; s++)
      g_string_append_printf (out, " %d", kq_lesson_get_h (lesson)[s]);
  return g_string_free (out, FALSE);
}

/* Seeks back and forth land exactly on the state the run had, by line,
 * across the snapshots' thinning; seek_back finds the previous move. */
static void
check_seeks (KqLessonMachine kind, int n, int row, int col, guint64 steps, guint every)
{
  g_autoptr(KqLesson) lesson = kq_lesson_new (kind, n, row, col,
                                              KQ_LESSON_SEEKABLE | KQ_LESSON_EVERY);
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  guint64 run;

  g_ptr_array_add (seen, describe (lesson));
  for (run = 1; run <= steps; run++)
    {
      KqLessonOp op = kq_lesson_step (lesson);

      if (op == KQ_LESSON_OP_NONE)
        break;
      if (op == KQ_LESSON_OP_PLACE)
        g_array_append_val (places, run);
      g_ptr_array_add (seen, run % every == 0 || run < 200 ? describe (lesson) : NULL);
    }
  steps = run - 1;

  for (int t = 0; t < 300; t++)
    {
      guint64 to = t < 200 ? (guint64) g_rand_int_range (rand, 0, 200)
                           : (guint64) g_rand_int_range (rand, 0, (gint32) (steps / every)) * every;
      g_autofree char *now = NULL;

      if (to > steps)
        continue;
      g_assert_true (kq_lesson_seek (lesson, to));
      now = describe (lesson);
      g_assert_cmpstr (now, ==, seen->pdata[to]);
    }

  /* Back by move from the end: every PLACE, latest first. */
  g_assert_true (kq_lesson_seek (lesson, steps));
  for (guint p = places->len; p > 0 && p > places->len - 50; p--)
    {
      g_assert_true (kq_lesson_seek_back (lesson, OP (PLACE)));
      g_assert_cmpuint (kq_lesson_get_step (lesson), ==, g_array_index (places, guint64, p - 1));
      g_assert_cmpint (kq_lesson_get_op (lesson), ==, KQ_LESSON_OP_PLACE);
    }
  g_assert_true (kq_lesson_seek (lesson, 0));
  g_assert_false (kq_lesson_seek_back (lesson, OP (PLACE)));
  g_assert_cmpuint (kq_lesson_get_step (lesson), ==, 0);

  /* Over a call: from a recurse to the caller's unmark, the stack as before
   * (a knight's call near the end of a path: its search is short). */
  do
    g_assert_cmpuint (kq_lesson_run (lesson, 0, OP (RECURSE)), >, 0);
  while (kq_lesson_machine_problem (kind) == KQ_PROBLEM_TOUR &&
         kq_lesson_get_depth (lesson) < n * n - 8);
  if (kq_lesson_get_op (lesson) == KQ_LESSON_OP_RECURSE)
    {
      int depth = kq_lesson_get_depth (lesson);
      KqLessonFrame before = *kq_lesson_get_frame (lesson, depth - 1);

      g_assert_true (kq_lesson_seek (lesson, kq_lesson_get_step (lesson) - 1));
      g_assert_cmpint (kq_lesson_step_over (lesson), ==, KQ_LESSON_OP_UNMARK);
      g_assert_cmpint (kq_lesson_get_depth (lesson), ==, depth);
      g_assert_cmpint (kq_lesson_get_frame (lesson, depth - 1)->i, ==, before.i);
      g_assert_cmpint (kq_lesson_get_frame (lesson, depth - 1)->k, ==, before.k);
    }
  g_assert_true (kq_lesson_seek (lesson, 0));
  g_assert_cmpuint (kq_lesson_get_step (lesson), ==, 0);
}

static void
test_seek (void)
{
  check_seeks (KQ_LESSON_QUEENS, 6, 0, 0, G_MAXUINT64, 1);
  check_seeks (KQ_LESSON_QUEENS_MARK_EVERY, 8, 0, 0, G_MAXUINT64, 7);
  check_seeks (KQ_LESSON_ROOKS, 6, 0, 0, G_MAXUINT64, 5);
  check_seeks (KQ_LESSON_KNIGHT_WARNSDORFF, 6, 0, 0, 200000, 13);
  /* Past 512 snapshots of 1,024 lines: thinned at least once. */
  check_seeks (KQ_LESSON_KNIGHT, 5, 0, 0, 1300000, 1013);
}

/* As printed, 5 × 5 from (1, 1): the knight reaches (5, 3) at move 3, and
 * its first move from there, to (7, 4), has v <= n: the C test reads
 * h[7][4]. Other starts write h off the board first (k = 0 goes on down
 * and right until the knight leaves the board, so an erase never comes
 * first on an empty board). */
static void
test_as_printed (void)
{
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_KNIGHT_AS_PRINTED, 5, 0, 0, 0);
  gboolean kinds[4] = { FALSE };
  g_autofree char *text = NULL;

  kq_lesson_run (lesson, 0, 0);
  g_assert_cmpint (kq_lesson_get_op (lesson), ==, KQ_LESSON_OP_HARM);
  g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, KQ_OUTCOME_STOPPED);
  g_assert_cmpint (kq_lesson_get_harm (lesson)->kind, ==, KQ_LESSON_HARM_READ_OUTSIDE);
  text = kq_lesson_harm_text (lesson);
  g_assert_cmpstr (text, ==, "h[7][4] would be read: outside the board");
  g_assert_cmpint (kq_lesson_step (lesson), ==, KQ_LESSON_OP_NONE);

  for (int n = 5; n <= 8; n++)
    for (int s = 0; s < n * n; s++)
      {
        g_autoptr(KqLesson) run = kq_lesson_new (KQ_LESSON_KNIGHT_AS_PRINTED, n, s / n, s % n, 0);
        const KqLessonHarm *harm = kq_lesson_get_harm (run);
        gboolean on_board;

        kq_lesson_run (run, 0, 0);
        g_assert_cmpint (kq_lesson_get_op (run), ==, KQ_LESSON_OP_HARM);
        on_board = harm->u >= 1 && harm->u <= n && harm->v >= 1 && harm->v <= n;
        kinds[harm->kind] = TRUE;
        switch (harm->kind)
          {
          case KQ_LESSON_HARM_READ_OUTSIDE:
            /* "v <= n" held, and only it. */
            g_assert_false (on_board);
            g_assert_cmpint (harm->v, <=, n);
            g_assert_cmpint (harm->op, ==, KQ_LESSON_OP_TEST);
            break;
          case KQ_LESSON_HARM_WRITE_OUTSIDE:
            g_assert_false (on_board);
            g_assert_cmpint (harm->v, >, n);
            g_assert_cmpint (harm->op, ==, KQ_LESSON_OP_UNMARK);
            break;
          case KQ_LESSON_HARM_ERASE:
            g_assert_true (on_board);
            g_assert_cmpint (harm->move, >=, 1);
            g_assert_cmpint (kq_lesson_get_h (run)[(harm->u - 1) * n + harm->v - 1], ==,
                             harm->move);
            break;
          case KQ_LESSON_HARM_NONE:
          default:
            g_assert_not_reached ();
          }
      }
  g_assert_true (kinds[KQ_LESSON_HARM_READ_OUTSIDE]);
  g_assert_true (kinds[KQ_LESSON_HARM_WRITE_OUTSIDE]);
}

/* A tour: 1 .. n² once each, each number a knight's move from the next. */
static void
assert_tour (const int *board, int n)
{
  g_autofree int *square = g_new0 (int, n * n + 1);

  for (int s = 0; s < n * n; s++)
    {
      g_assert_cmpint (board[s], >=, 1);
      g_assert_cmpint (board[s], <=, n * n);
      g_assert_cmpint (square[board[s]], ==, 0);
      square[board[s]] = s + 1;
    }
  for (int i = 2; i <= n * n; i++)
    {
      int dr = ABS ((square[i] - 1) / n - (square[i - 1] - 1) / n);
      int dc = ABS ((square[i] - 1) % n - (square[i - 1] - 1) % n);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
}

/* The traced Warnsdorff of trace mode (request.lesson) is lesson 002's
 * machine, event for event, to a tour: from (4, 4) of 6 × 6 it backtracks
 * (62 moves for 35); from (1, 1) the rule with its fallbacks, which watch
 * mode and the untraced search keep, parts from it. Past max_steps it
 * gives up, and says why. */
static void
test_warnsdorff_agrees (void)
{
  static const int starts[][3] = { { 6, 0, 0 }, { 6, 3, 3 }, { 8, 0, 0 }, { 20, 10, 10 } };

  for (gsize s = 0; s < G_N_ELEMENTS (starts); s++)
    {
      int n = starts[s][0], row = starts[s][1], col = starts[s][2];
      KqTourRequest request = { .n = n, .row = row, .col = col, .method = KQ_TOUR_WARNSDORFF,
                                .trace = TRUE, .lesson = TRUE };
      g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_KNIGHT_WARNSDORFF, n, row, col, 0);
      g_autoptr(GString) traced = g_string_new (NULL);
      g_autoptr(GString) machine = g_string_new (NULL);
      g_autofree int *board = g_new0 (int, n * n);
      guint64 steps = 0;

      g_assert_cmpint (kq_tour_solve (&request, board, record, traced, &steps), ==,
                       KQ_OUTCOME_FOUND);
      kq_lesson_set_event_func (lesson, record, machine);
      kq_lesson_run (lesson, 0, 0);
      g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpstr (traced->str, ==, machine->str);
      g_assert_cmpuint (steps, ==, kq_lesson_get_nodes (lesson));
      g_assert_cmpmem (board, sizeof (int) * n * n, kq_lesson_get_h (lesson), sizeof (int) * n * n);
      assert_tour (board, n);
      if (s == 1)
        g_assert_cmpuint (steps, ==, 62);
      if (s == 0)
        {
          g_autoptr(GString) rule = g_string_new (NULL);

          request.lesson = FALSE;
          g_assert_cmpint (kq_tour_solve (&request, board, record, rule, NULL), ==,
                           KQ_OUTCOME_FOUND);
          assert_tour (board, n);
          g_assert_cmpstr (rule->str, !=, machine->str);
        }
    }

  /* 7 × 7 from (7, 7): 291,613 moves to a tour; a budget of 1,000 gives up. */
  {
    KqTourRequest request = { .n = 7, .row = 6, .col = 6, .method = KQ_TOUR_WARNSDORFF,
                              .trace = TRUE, .lesson = TRUE, .max_steps = 1000 };
    int board[49];
    guint64 steps = 0;
    g_autofree char *reason = NULL;

    g_assert_cmpint (kq_tour_solve (&request, board, NULL, NULL, &steps), ==,
                     KQ_OUTCOME_GAVE_UP);
    g_assert_cmpuint (steps, ==, 1000);
    reason = kq_tour_reason (&request, KQ_OUTCOME_GAVE_UP, steps);
    g_assert_nonnull (strstr (reason, "lesson 002"));
  }
}

/* Warnsdorff's machine tries k by the onward counts, fewest first. */
static void
test_warnsdorff_order (void)
{
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_KNIGHT_WARNSDORFF, 8, 0, 0, 0);
  guint64 steps = kq_lesson_run (lesson, 0, 0);

  g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, KQ_OUTCOME_FOUND);
  /* 8 × 8 from (1, 1) without a single backtrack: 63 moves, few lines. */
  g_assert_cmpuint (kq_lesson_get_nodes (lesson), ==, 63);
  g_assert_cmpuint (steps, <, 1000);
  for (int level = 0; level < kq_lesson_get_depth (lesson); level++)
    {
      const KqLessonFrame *frame = kq_lesson_get_frame (lesson, level);

      for (int r = 1; r < 8; r++)
        {
          int before = frame->count[frame->order[r - 1]], now = frame->count[frame->order[r]];

          if (now >= 0)
            g_assert_cmpint (before, >=, 0);
          if (now >= 0 && before >= 0)
            g_assert_cmpint (before, <=, now);
        }
      g_assert_cmpint (frame->k, ==, frame->order[frame->r]);
    }
}

/* A listing in the format, and its mistakes. */
static const char good[] =
  "# a comment\n"
  "id: test-queens\n"
  "title: _(\"A test\")\n"
  "language: pascal\n"
  "machine: queens\n"
  "array: ok[1..n] = not a\n"
  "array: b[2..2n] = b\n"
  "array: d[1 - n..n - 1] = c\n"
  "op: call 1\nop: loop 2\nop: test 2\nop: place 3\nop: mark 3\nop: solution 3\n"
  "op: recurse 4\nop: unmark 4\nop: return 5\n"
  "text:\n"
  "procedure Try(i);  _(\"a \\\"quoted\\\" comment\")\n"
  "for j := 1 to n do if ok\n"
  "x[i] := j\n"
  "Try(i + 1)\n"
  "end\n"
  "\n\n";

static void
test_listing_parse (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(KqListing) listing = kq_listing_parse (good, -1, &error);
  KqListingArray array;
  static const struct {
    const char *from;
    const char *to;
  } broken[] = {
    { "op: return 5\n", "" },                                     /* an op missing */
    { "op: return 5\n", "op: return 9\n" },                      /* past the text */
    { "op: return 5\n", "op: return 5\nop: return 5\n" },        /* twice */
    { "op: return 5\n", "op: move 5\nop: return 5\n" },          /* not the machine's */
    { "b[2..2n]", "b[1..2n]" },                                  /* a range too long */
    { "= not a", "= h" },                                        /* the knight's */
    { "= b\n", "= not x\n" },                                    /* x is no mark */
    { "machine: queens", "machine: rook" },
    { "language: pascal", "language: cobol" },
    { "text:\n", "" },
    { "id: test-queens", "id: two words" },
  };

  g_assert_no_error (error);
  g_assert_cmpstr (kq_listing_get_id (listing), ==, "test-queens");
  g_assert_cmpstr (kq_listing_get_title (listing), ==, "A test");
  g_assert_cmpint (kq_listing_get_n_lines (listing), ==, 5);
  g_assert_cmpstr (kq_listing_get_text (listing), ==,
                   "procedure Try(i);  { a \"quoted\" comment }\n"
                   "for j := 1 to n do if ok\nx[i] := j\nTry(i + 1)\nend\n");
  g_assert_cmpint (kq_listing_get_op_line (listing, KQ_LESSON_OP_UNMARK), ==, 4);
  g_assert_cmpuint (kq_listing_get_line_ops (listing, 4), ==, OP (RECURSE) | OP (UNMARK));
  g_assert_cmpuint (kq_listing_get_line_ops (listing, 5), ==, OP (RETURN));
  g_assert_cmpuint (kq_listing_get_n_arrays (listing), ==, 3);
  kq_listing_get_array (listing, 2, 6, &array);
  g_assert_cmpstr (array.name, ==, "d");
  g_assert_cmpint (array.from, ==, -5);
  g_assert_cmpint (array.length, ==, 11);
  kq_listing_get_array (listing, 0, 6, &array);
  g_assert_true (array.negate && array.boolean);

  for (guint b = 0; b < G_N_ELEMENTS (broken); b++)
    {
      g_autoptr(GString) text = g_string_new (good);
      g_autoptr(KqListing) bad = NULL;
      g_autoptr(GError) bad_error = NULL;

      g_assert_cmpuint (g_string_replace (text, broken[b].from, broken[b].to, 1), ==, 1);
      bad = kq_listing_parse (text->str, -1, &bad_error);
      g_assert_null (bad);
      g_assert_error (bad_error, KQ_LISTING_ERROR, KQ_LISTING_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (bad_error->message, "line "));
    }
}

/* Every cell a step of 6 queens changes, in a, b, c and x, is the cell
 * kq_listing_get_array_focus names after it: the strip the code panel
 * scrolls shows what changed. */
static void
test_array_focus (void)
{
  static const char text[] =
    "id: test-focus\ntitle: Focus\nlanguage: pascal\nmachine: queens\n"
    "array: a[1..n] = a\narray: b[2..2n] = b\narray: c[1 - n..n - 1] = c\n"
    "array: x[1..n] = x\n"
    "op: call 1\nop: loop 1\nop: test 1\nop: place 1\nop: mark 1\nop: solution 1\n"
    "op: recurse 1\nop: unmark 1\nop: return 1\n"
    "text:\nTry(i)\n";
  g_autoptr(KqListing) listing = kq_listing_parse (text, -1, NULL);
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_QUEENS, 6, 0, 0, 0);
  guint n_arrays = kq_listing_get_n_arrays (listing);
  int before[4][11], after[4][11];
  guint changes[4] = { 0 };

  g_assert_cmpuint (n_arrays, ==, 4);
  for (guint a = 0; a < n_arrays; a++)
    kq_listing_read_array (listing, a, lesson, before[a]);
  for (int step = 0; step < 5000 && !kq_lesson_is_finished (lesson); step++)
    {
      kq_lesson_step (lesson);
      for (guint a = 0; a < n_arrays; a++)
        {
          KqListingArray array;
          int focus = kq_listing_get_array_focus (listing, a, lesson);

          kq_listing_get_array (listing, a, 6, &array);
          g_assert_cmpint (focus, <, array.length);
          kq_listing_read_array (listing, a, lesson, after[a]);
          for (int v = 0; v < array.length; v++)
            if (after[a][v] != before[a][v])
              {
                g_assert_cmpint (v, ==, focus);
                changes[a]++;
              }
          memcpy (before[a], after[a], sizeof after[a]);
        }
    }
  for (guint a = 0; a < n_arrays; a++)
    g_assert_cmpuint (changes[a], >, 100);
}

/* Every node the game's tree took back is coloured by its move's value:
 * a win (SOLUTION) exactly where the memo's search says the player to
 * move after it loses. */
static void
check_game_tree (KqGame *game, const KqSearchTree *tree)
{
  int cols = kq_game_get_cols (game);

  for (guint index = 1; index < kq_search_tree_get_n_nodes (tree); index++)
    {
      const KqSearchNode *node = kq_search_tree_get_node (tree, index);
      KqGamePosition position = { .square = node->square, .other = -1, .moves = node->depth };

      if (node->state == KQ_SEARCH_NODE_OPEN)
        continue;
      for (guint i = index; i != 0; i = kq_search_tree_get_node (tree, i)->parent)
        position.visited |= G_GUINT64_CONSTANT (1) << kq_search_tree_get_node (tree, i)->square;
      g_assert_cmpint (node->square / cols, <, kq_game_get_rows (game));
      g_assert_cmpint (node->state == KQ_SEARCH_NODE_SOLUTION, ==, !kq_game_wins (game, &position));
    }
}

/* The game's Win(i, x, y), minimax as the lessons' backtracking, gives
 * every start square of the small boards, squares and rectangles, the
 * value of src/core/game's memo search, and its tree's moves theirs. */
static void
test_game_agrees (void)
{
  static const int boards[][2] = { { 3, 3 }, { 3, 4 }, { 4, 3 }, { 4, 4 }, { 3, 5 }, { 3, 6 } };

  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      int m = boards[b][0], n = boards[b][1];
      g_autoptr(KqGame) game = kq_game_new (m, n, KQ_GAME_NORMAL, 0);
      gboolean placer_wins[64];

      kq_game_start_map (game, placer_wins);
      for (int square = 0; square < m * n; square++)
        {
          g_autoptr(KqLesson) lesson = kq_lesson_new_rect (KQ_LESSON_GAME, m, n, square / n,
                                                           square % n, KQ_LESSON_FLAGS_NONE);
          g_autoptr(KqSearchTree) tree = kq_search_tree_new (m * n + 1, 1u << 20);
          const KqSearchNode *start;

          kq_lesson_set_event_func (lesson, kq_search_tree_grow, tree);
          g_assert_cmpint (kq_lesson_get_value (lesson), ==, -1);
          kq_lesson_run (lesson, 0, 0);
          g_assert_true (kq_lesson_is_finished (lesson));
          g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, KQ_OUTCOME_FOUND);
          g_test_message ("%d x %d from %d: %d", m, n, square, kq_lesson_get_value (lesson));
          g_assert_cmpint (kq_lesson_get_value (lesson), ==, !placer_wins[square]);
          /* everything taken back but the start, which is the placer's win or not */
          g_assert_cmpint (kq_lesson_get_depth (lesson), ==, 1);
          g_assert_false (kq_search_tree_get_full (tree));
          start = kq_search_tree_get_node (tree, 1);
          g_assert_cmpint (start->square, ==, square);
          g_assert_cmpint (start->state == KQ_SEARCH_NODE_SOLUTION, ==, placer_wins[square]);
          check_game_tree (game, tree);
        }
    }
}

/* The game's lines: a value after each unmark, a win returned at once,
 * the loss at the loop's end; w as the callee answered. */
static void
test_game_lines (void)
{
  g_autoptr(KqLesson) lesson = kq_lesson_new_rect (KQ_LESSON_GAME, 3, 4, 0, 0,
                                                   KQ_LESSON_SEEKABLE);
  KqLessonOp last = KQ_LESSON_OP_NONE;
  guint counts[KQ_LESSON_N_OPS] = { 0 };
  guint64 end;

  for (KqLessonOp op; (op = kq_lesson_step (lesson)) != KQ_LESSON_OP_NONE; last = op)
    {
      int depth = kq_lesson_get_depth (lesson);
      const KqLessonFrame *top = kq_lesson_get_frame (lesson, depth - 1);

      counts[op]++;
      g_assert_true (kq_lesson_machine_ops (KQ_LESSON_GAME) & (1u << op));
      if (op == KQ_LESSON_OP_VALUE)
        {
          g_assert_cmpint (last, ==, KQ_LESSON_OP_UNMARK);
          g_assert_cmpint (top->w, >=, 0);
        }
      if (op == KQ_LESSON_OP_SOLUTION)
        {
          g_assert_cmpint (last, ==, KQ_LESSON_OP_VALUE);
          g_assert_cmpint (top->w, ==, 1);
        }
      if (op == KQ_LESSON_OP_UNMARK)
        g_assert_true (last == KQ_LESSON_OP_RETURN || last == KQ_LESSON_OP_SOLUTION);
      if (op == KQ_LESSON_OP_CALL)
        g_assert_cmpint (top->w, ==, -1);
    }
  g_assert_cmpuint (counts[KQ_LESSON_OP_VALUE], ==, counts[KQ_LESSON_OP_UNMARK]);
  g_assert_cmpuint (counts[KQ_LESSON_OP_PLACE], ==, counts[KQ_LESSON_OP_UNMARK]);
  g_assert_cmpuint (counts[KQ_LESSON_OP_CALL], ==,
                    counts[KQ_LESSON_OP_RETURN] + counts[KQ_LESSON_OP_SOLUTION]);
  /* 3 × 4: the player who moves first always has a reply */
  g_assert_cmpint (kq_lesson_get_value (lesson), ==, 1);
  g_assert_cmpint (last, ==, KQ_LESSON_OP_SOLUTION);
  /* back and on again: the value is the state's */
  end = kq_lesson_get_step (lesson);
  g_assert_true (kq_lesson_seek (lesson, end / 2));
  g_assert_cmpint (kq_lesson_get_value (lesson), ==, -1);
  g_assert_true (kq_lesson_seek (lesson, end));
  g_assert_cmpint (kq_lesson_get_value (lesson), ==, 1);
}

/* The tour's machine on m × n: its first tour is a tour of the rectangle,
 * and every rectangle the lessons' search answers is answered alike. */
static void
test_knight_rect (void)
{
  static const int boards[][2] = { { 3, 4 }, { 4, 3 }, { 3, 7 }, { 5, 4 }, { 2, 5 }, { 1, 1 } };

  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      int m = boards[b][0], n = boards[b][1];
      KqTourRequest request = { .rows = m, .cols = n, .method = KQ_TOUR_CLASSIC };
      g_autoptr(KqLesson) lesson = kq_lesson_new_rect (KQ_LESSON_KNIGHT, m, n, 0, 0,
                                                       KQ_LESSON_FLAGS_NONE);
      g_autofree int *board = g_new0 (int, m * n);
      KqOutcome expected = kq_tour_solve (&request, board, NULL, NULL, NULL);

      g_assert_cmpint (kq_lesson_get_m (lesson), ==, m);
      g_assert_cmpint (kq_lesson_get_n (lesson), ==, n);
      kq_lesson_run (lesson, 0, 0);
      if (m * n == 1)
        continue;  /* the lessons' Try looks for move 2 */
      g_assert_cmpint (kq_lesson_get_outcome (lesson), ==, expected);
      if (expected != KQ_OUTCOME_FOUND)
        continue;
      /* each move a knight's move from the one before */
      for (int move = 2; move <= m * n; move++)
        {
          int from = -1, to = -1;

          for (int s = 0; s < m * n; s++)
            {
              from = kq_lesson_get_h (lesson)[s] == move - 1 ? s : from;
              to = kq_lesson_get_h (lesson)[s] == move ? s : to;
            }
          g_assert_cmpint (ABS (from / n - to / n) * ABS (from % n - to % n), ==, 2);
        }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson/queens-agree", test_queens_agree);
  g_test_add_func ("/lesson/knight-agrees", test_knight_agrees);
  g_test_add_func ("/lesson/seek", test_seek);
  g_test_add_func ("/lesson/as-printed", test_as_printed);
  g_test_add_func ("/lesson/warnsdorff-order", test_warnsdorff_order);
  g_test_add_func ("/lesson/warnsdorff-agrees", test_warnsdorff_agrees);
  g_test_add_func ("/lesson/listing-parse", test_listing_parse);
  g_test_add_func ("/lesson/array-focus", test_array_focus);
  g_test_add_func ("/lesson/game-agrees", test_game_agrees);
  g_test_add_func ("/lesson/game-lines", test_game_lines);
  g_test_add_func ("/lesson/knight-rect", test_knight_rect);
  return g_test_run ();
}
