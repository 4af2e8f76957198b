/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-code-stepper.c: the code panel's model: a listing's lines beside the
 * timeline, step back, breakpoints and the step's sentence */
#define G_LOG_DOMAIN "test-code-stepper"
#include "config.h"

#include "kq-code-stepper.h"
#include "kq-listings.h"

/* The moves of the machine the session traces with, as the timeline holds them. */
static gboolean
collect_cb (const KqEvent *event, gpointer user_data)
{
  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    {
      KqMove move = kq_move_from_event (event);

      g_array_append_val (user_data, move);
    }
  return TRUE;
}

static GArray *
timeline_new (KqLessonMachine machine, int n, int row, int col)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autoptr(KqLesson) lesson = kq_lesson_new (machine, n, row, col, KQ_LESSON_FLAGS_NONE);

  kq_lesson_set_event_func (lesson, collect_cb, moves);
  kq_lesson_run (lesson, 0, 0);
  return moves;
}

static KqCodeStepper *
stepper_new (KqProblem problem, const char *id, int n)
{
  g_autoptr(GError) error = NULL;
  KqListing *listing = kq_listings_find (problem, id, &error);

  g_assert_no_error (error);
  return kq_code_stepper_new (listing, n, n, 0, 0);
}

/* Every listing follows the timeline to each position, on and back, and
 * shows the line that made that move. */
static void
test_follow (void)
{
  for (KqProblem problem = KQ_PROBLEM_TOUR; problem <= KQ_PROBLEM_ROOKS; problem++)
    {
      static const KqLessonMachine machines[] = {
        [KQ_PROBLEM_TOUR] = KQ_LESSON_KNIGHT,
        [KQ_PROBLEM_QUEENS] = KQ_LESSON_QUEENS,
        [KQ_PROBLEM_ROOKS] = KQ_LESSON_ROOKS,
      };
      int n = problem == KQ_PROBLEM_QUEENS ? 6 : 5;
      g_autoptr(GArray) timeline = timeline_new (machines[problem], n, 0, 0);
      g_autoptr(GPtrArray) listings = kq_listings_load (problem, NULL);
      const KqMove *moves = (const KqMove *) (gpointer) timeline->data;

      for (guint l = 0; l < listings->len; l++)
        {
          const char *id = kq_listing_get_id (listings->pdata[l]);
          g_autoptr(KqCodeStepper) stepper = NULL;
          guint positions[] = { 1, 2, 40, 41, 7, 300, 3, 0, timeline->len };

          if (g_str_has_suffix (id, "-as-printed") || strstr (id, "warnsdorff") != NULL)
            continue;
          stepper = stepper_new (problem, id, n);
          for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
            {
              KqCodeStop stop = kq_code_stepper_follow (stepper, moves, timeline->len,
                                                        positions[p], FALSE, 0);
              const KqLesson *lesson = kq_code_stepper_get_lesson (stepper);
              int line = kq_code_stepper_get_line (stepper);

              g_assert_cmpint (stop, ==, KQ_CODE_REACHED);
              g_assert_cmpuint (kq_code_stepper_get_position (stepper), ==, positions[p]);
              if (positions[p] > 0)
                g_assert_true (kq_listing_get_line_ops (kq_code_stepper_get_listing (stepper), line) &
                               (1u << kq_lesson_get_op (lesson)));
            }
        }
    }
}

/* Back by a line returns exactly the earlier line, previous line and
 * position, from a few hundred lines in. */
static void
test_step_back (void)
{
  g_autoptr(KqCodeStepper) stepper = stepper_new (KQ_PROBLEM_QUEENS, "queens-001-pascal", 6);
  int lines[400], previous[400];
  guint positions[400];

  for (int s = 0; s < 400; s++)
    {
      lines[s] = kq_code_stepper_get_line (stepper);
      previous[s] = kq_code_stepper_get_previous_line (stepper);
      positions[s] = kq_code_stepper_get_position (stepper);
      g_assert_true (kq_code_stepper_step_line (stepper));
    }
  for (int s = 399; s >= 0; s--)
    {
      g_assert_true (kq_code_stepper_step_back_line (stepper));
      g_assert_cmpint (kq_code_stepper_get_line (stepper), ==, lines[s]);
      g_assert_cmpint (kq_code_stepper_get_previous_line (stepper), ==, previous[s]);
      g_assert_cmpuint (kq_code_stepper_get_position (stepper), ==, positions[s]);
    }
  g_assert_false (kq_code_stepper_step_back_line (stepper));
}

/* Over a call: the same lines as the machine's own step over, each a
 * line of the listing's recurse or after the call. */
static void
test_step_over (void)
{
  g_autoptr(KqCodeStepper) stepper = stepper_new (KQ_PROBLEM_QUEENS, "queens-001-c", 6);
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_QUEENS, 6, 0, 0, KQ_LESSON_FLAGS_NONE);
  const KqListing *listing = kq_code_stepper_get_listing (stepper);
  guint recursed = 0;

  for (int s = 0; s < 300 && !kq_lesson_is_finished (lesson); s++)
    {
      KqLessonOp op = kq_lesson_step_over (lesson);

      g_assert_true (kq_code_stepper_step_over (stepper, 0));
      g_assert_cmpuint (kq_lesson_get_step (kq_code_stepper_get_lesson (stepper)), ==,
                        kq_lesson_get_step (lesson));
      g_assert_cmpint (kq_code_stepper_get_line (stepper), ==, kq_listing_get_step_line (listing, lesson));
      recursed += op == KQ_LESSON_OP_UNMARK;
    }
  g_assert_cmpuint (recursed, >, 0);
}

/* Play stops after a breakpoint's line; a line that runs nothing takes none. */
static void
test_breakpoint (void)
{
  g_autoptr(GArray) timeline = timeline_new (KQ_LESSON_QUEENS, 6, 0, 0);
  g_autoptr(KqCodeStepper) stepper = stepper_new (KQ_PROBLEM_QUEENS, "queens-001-pascal", 6);
  const KqListing *listing = kq_code_stepper_get_listing (stepper);
  int line = kq_listing_get_op_line (listing, KQ_LESSON_OP_SOLUTION);
  KqCodeStop stop;

  g_assert_false (kq_code_stepper_toggle_breakpoint (stepper, 1000));
  g_assert_true (kq_code_stepper_toggle_breakpoint (stepper, line));
  stop = kq_code_stepper_follow (stepper, (const KqMove *) (gpointer) timeline->data,
                                 timeline->len, timeline->len, TRUE, 0);
  g_assert_cmpint (stop, ==, KQ_CODE_BREAKPOINT);
  g_assert_cmpint (kq_code_stepper_get_line (stepper), ==, line);
  g_assert_cmpuint (kq_lesson_get_solutions (kq_code_stepper_get_lesson (stepper)), ==, 1);
  g_assert_false (kq_code_stepper_toggle_breakpoint (stepper, line));
  g_assert_false (kq_code_stepper_has_breakpoint (stepper, line));
}

/* The sentences name the listing's arrays and the values its code writes. */
static void
test_sentence (void)
{
  g_autoptr(KqCodeStepper) stepper = stepper_new (KQ_PROBLEM_QUEENS, "queens-001-pascal", 4);
  const KqLesson *lesson = kq_code_stepper_get_lesson (stepper);
  g_autoptr(KqCodeStepper) other = stepper_new (KQ_PROBLEM_QUEENS, "queens-003-pseudocode", 4);
  g_autofree char *mark = NULL, *taken = NULL, *other_mark = NULL, *back = NULL;

  while (kq_lesson_get_op (lesson) != KQ_LESSON_OP_MARK)
    kq_code_stepper_step_line (stepper);
  mark = kq_listing_describe_step (kq_code_stepper_get_listing (stepper), lesson);
  g_assert_cmpstr (mark, ==, "Queen 1 goes to column 1: a[1], b[2], c[0] become false");
  /* Try(2): j = 1 is taken by the column */
  while (kq_lesson_get_op (lesson) != KQ_LESSON_OP_TEST)
    kq_code_stepper_step_line (stepper);
  taken = kq_listing_describe_step (kq_code_stepper_get_listing (stepper), lesson);
  g_assert_cmpstr (taken, ==, "Column 1 is taken (a[1] is false): try the next j");
  while (kq_lesson_get_op (lesson) != KQ_LESSON_OP_UNMARK)
    kq_code_stepper_step_line (stepper);
  back = kq_listing_describe_step (kq_code_stepper_get_listing (stepper), lesson);
  g_assert_true (g_str_has_prefix (back, "Back to row "));

  while (kq_lesson_get_op (kq_code_stepper_get_lesson (other)) != KQ_LESSON_OP_MARK)
    kq_code_stepper_step_line (other);
  other_mark = kq_listing_describe_step (kq_code_stepper_get_listing (other),
                                         kq_code_stepper_get_lesson (other));
  g_assert_cmpstr (other_mark, ==,
                   "Queen 1 goes to column 1: ok_col[1], ok_plus[1], ok_minus[4] become True");
}

/* The lesson as printed stops at its first harm, whose words the panel shows. */
static void
test_as_printed (void)
{
  g_autoptr(GArray) timeline = timeline_new (KQ_LESSON_KNIGHT, 5, 0, 0);
  g_autoptr(KqCodeStepper) stepper = stepper_new (KQ_PROBLEM_TOUR, "knight-000-as-printed", 5);
  const KqLesson *lesson = kq_code_stepper_get_lesson (stepper);
  g_autofree char *text = NULL;
  KqCodeStop stop = kq_code_stepper_follow (stepper, (const KqMove *) (gpointer) timeline->data,
                                            timeline->len, timeline->len, FALSE, 0);

  g_assert_cmpint (stop, ==, KQ_CODE_END);
  g_assert_cmpint (kq_lesson_get_op (lesson), ==, KQ_LESSON_OP_HARM);
  text = kq_listing_describe_step (kq_code_stepper_get_listing (stepper), lesson);
  g_assert_nonnull (strstr (text, "h["));
  g_assert_false (kq_code_stepper_step_line (stepper));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/code-stepper/follow", test_follow);
  g_test_add_func ("/code-stepper/step-back", test_step_back);
  g_test_add_func ("/code-stepper/step-over", test_step_over);
  g_test_add_func ("/code-stepper/breakpoint", test_breakpoint);
  g_test_add_func ("/code-stepper/sentence", test_sentence);
  g_test_add_func ("/code-stepper/as-printed", test_as_printed);
  return g_test_run ();
}
