/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session.c: the model under the window, without a display: the
 * solver runner and its pacing, the solution store, and KqSession driven
 * as the window drives it (GObject, GTask and the main loop only) */
#define G_LOG_DOMAIN "test-session"
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kq-i18n.h"
#include "kq-release-notes.h"
#include "kq-session.h"
#include "kq-test-session.h"

/* Resident set size, in kB. */
static long
rss_kb (void)
{
  long pages = 0, resident = 0;
  FILE *statm = fopen ("/proc/self/statm", "r");

  if (statm == NULL)
    return 0;
  if (fscanf (statm, "%ld %ld", &pages, &resident) != 2)
    resident = 0;
  fclose (statm);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

/* The runner's part of the pacing on its own: moves go to a timeline, the
 * timeline's position back to the runner (KqSession does this). */
typedef struct {
  KqSolverRunner *runner;
  KqTimeline       *timeline;
  guint           max_backlog;  /* moves received but not yet shown */
} Pacing;

static void
pacing_moves_cb (KqSolverRunner *runner, gpointer moves, guint n_moves, Pacing *pacing)
{
  guint backlog;

  kq_timeline_append (pacing->timeline, moves, n_moves);
  backlog = kq_timeline_get_length (pacing->timeline) - kq_timeline_get_position (pacing->timeline);
  pacing->max_backlog = MAX (pacing->max_backlog, backlog);
}

static void
pacing_changed_cb (KqTimeline *timeline, int lowest_step, Pacing *pacing)
{
  kq_solver_runner_set_played (pacing->runner, kq_timeline_get_position (timeline));
}

/* 12 queens traced, watched at 1000 moves a second for 1500 moves (the
 * whole trace is about 20 million); returns the largest backlog. */
static guint
trace_queens_12 (guint ahead, long *rss_growth, long *rss_late_growth)
{
  g_autoptr(KqSolverRunner) runner = kq_solver_runner_new ();
  g_autoptr(KqTimeline) timeline = kq_timeline_new ();
  Pacing pacing = { runner, timeline, 0 };
  long rss_start, rss_before;

  kq_timeline_reset (timeline, KQ_PROBLEM_QUEENS, 12);
  kq_timeline_set_speed (timeline, 1000.0);
  g_signal_connect (runner, "moves", G_CALLBACK (pacing_moves_cb), &pacing);
  g_signal_connect (timeline, "changed", G_CALLBACK (pacing_changed_cb), &pacing);
  kq_solver_runner_set_pace (runner, ahead);

  rss_start = rss_kb ();
  kq_solver_runner_start_queens (runner, 12, 0, TRUE);
  kq_timeline_set_playing (timeline, TRUE);
  /* Also measured once the worker thread and the first batches are in
   * place (a sanitizer's shadow memory for the thread comes first): what
   * a long slow trace adds as it goes on. */
  SPIN_UNTIL (kq_timeline_get_position (timeline) >= 300);
  rss_before = rss_kb ();
  SPIN_UNTIL (kq_timeline_get_position (timeline) >= 1500);
  *rss_growth = rss_kb () - rss_start;
  *rss_late_growth = rss_kb () - rss_before;
  /* Paced, the worker is still at it (unpaced, it may have finished). */
  if (ahead > 0)
    g_assert_true (kq_solver_runner_get_running (runner));
  g_test_message ("ahead %u: %u moves received, %u shown, largest backlog %u, "
                  "RSS %+ld kB (%+ld kB after move 300)",
                  ahead, kq_timeline_get_length (timeline), kq_timeline_get_position (timeline),
                  pacing.max_backlog, *rss_growth, *rss_late_growth);

  /* A worker waiting for the timeline ends at once when stopped. */
  kq_solver_runner_stop (runner);
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
  g_signal_handlers_disconnect_by_data (runner, &pacing);
  g_signal_handlers_disconnect_by_data (timeline, &pacing);
  return pacing.max_backlog;
}

/* Back-pressure: a slow trace holds no more than `ahead` moves the timeline
 * has not shown; without it the worker races ahead (the same harness, so
 * the bound is the runner's doing). */
static void
test_runner_back_pressure (void)
{
  long paced_rss, paced_late_rss, free_rss, free_late_rss;
  guint paced = trace_queens_12 (1024, &paced_rss, &paced_late_rss);
  guint free = trace_queens_12 (0, &free_rss, &free_late_rss);

  g_assert_cmpuint (paced, <=, 1024);
  g_assert_cmpuint (paced, >, 0);
  g_assert_cmpuint (free, >, 100 * 1024);
  /* 8 bytes a move: the unpaced trace fills tens of megabytes at once;
   * the paced one stays flat as the animation goes on. ThreadSanitizer's
   * shadow memory and slower workers make RSS say nothing of that. */
#ifndef __SANITIZE_THREAD__
  g_assert_cmpint (free_rss, >, 8 * 1024);
  g_assert_cmpint (paced_late_rss, <, 2 * 1024);
#endif
}

static void
count_moves_cb (KqSolverRunner *runner, gpointer moves, guint n_moves, guint *received)
{
  *received += n_moves;
}

/* Unwatched, a paced run stops after `ahead` moves; releasing it (full
 * speed) lets the worker finish. */
static void
test_runner_release (void)
{
  g_autoptr(KqSolverRunner) runner = kq_solver_runner_new ();
  guint received = 0;
  gint64 end;

  g_signal_connect (runner, "moves", G_CALLBACK (count_moves_cb), &received);
  kq_solver_runner_set_pace (runner, 16);
  kq_solver_runner_start_queens (runner, 6, 100, TRUE);
  SPIN_UNTIL (received >= 16);
  /* A tenth of a second for the worker to run on, if it would. */
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 10;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (received, ==, 16);
  g_assert_true (kq_solver_runner_get_running (runner));

  kq_solver_runner_set_played (runner, 10);
  SPIN_UNTIL (received >= 26);

  kq_solver_runner_set_pace (runner, 0);
  SPIN_UNTIL (!kq_solver_runner_get_running (runner));
  g_assert_cmpuint (kq_solver_runner_get_solutions (runner), ==, 4);
  /* 152 queens put down and lifted (153 nodes, the root included) */
  g_assert_cmpuint (received, ==, 2 * 152);
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
}

static void
get_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  int **cols = user_data;
  g_autoptr(GError) error = NULL;

  *cols = kq_solution_store_get_finish (KQ_SOLUTION_STORE (source_object), result, &error);
  g_assert_no_error (error);
}

/* Past its capacity the store counts, and computes with kq_queens_nth. */
static void
test_solution_store (void)
{
  g_autoptr(GArray) expected = kq_test_list_queens (8);
  g_autoptr(KqSolutionStore) store = kq_solution_store_new (8, 8 * 10);
  guint8 packed[92 * 8];
  int cols[8];

  g_assert_cmpuint (expected->len, ==, 92 * 8);
  for (guint i = 0; i < expected->len; i++)
    packed[i] = (guint8) g_array_index (expected, int, i);

  kq_solution_store_append (store, packed, 50);
  kq_solution_store_append (store, packed + 50 * 8, 42);
  g_assert_cmpuint (kq_solution_store_get_total (store), ==, 92);
  g_assert_cmpuint (kq_solution_store_get_stored (store), ==, 10);

  g_assert_true (kq_solution_store_lookup (store, 10, cols));
  g_assert_cmpmem (cols, sizeof cols, &g_array_index (expected, int, 9 * 8), sizeof cols);
  g_assert_false (kq_solution_store_lookup (store, 11, cols));
  g_assert_false (kq_solution_store_lookup (store, 0, cols));

  for (guint64 k = 1; k <= 92; k += 13)
    {
      g_autofree int *got = NULL;

      kq_solution_store_get_async (store, k, NULL, NULL, NULL, get_done_cb, &got);
      SPIN_UNTIL (got != NULL);
      g_assert_cmpmem (got, 8 * sizeof (int), &g_array_index (expected, int, (k - 1) * 8),
                       8 * sizeof (int));
    }
}

typedef struct {
  guint   signals;
  int     outcome;
  gboolean finished;
} RunnerLog;

static void
runner_any_cb (KqSolverRunner *runner, gpointer a, guint b, RunnerLog *log)
{
  log->signals++;
}

static void
runner_finished_cb (KqSolverRunner *runner, KqOutcome outcome, RunnerLog *log)
{
  log->outcome = outcome;
  log->finished = TRUE;
}

/* Stop takes effect at once, the worker ends, nothing is reported after. */
static void
test_runner_cancel (void)
{
  g_autoptr(KqSolverRunner) runner = kq_solver_runner_new ();
  RunnerLog log = { 0 };
  guint64 found;

  g_signal_connect (runner, "solutions", G_CALLBACK (runner_any_cb), &log);
  g_signal_connect (runner, "finished", G_CALLBACK (runner_finished_cb), &log);

  /* 14.7 million solutions: far more than the test waits for. */
  kq_solver_runner_start_queens (runner, 16, 1000, FALSE);
  g_assert_cmpuint (kq_solver_runner_get_live_workers (), ==, 1);
  SPIN_UNTIL (kq_solver_runner_get_solutions (runner) > 1000);
  g_assert_cmpuint (log.signals, >, 0);

  kq_solver_runner_stop (runner);
  g_assert_true (log.finished);
  g_assert_cmpint (log.outcome, ==, KQ_OUTCOME_STOPPED);
  g_assert_false (kq_solver_runner_get_running (runner));
  found = kq_solver_runner_get_solutions (runner);
  log.signals = 0;
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (log.signals, ==, 0);
  g_assert_cmpuint (kq_solver_runner_get_solutions (runner), ==, found);

  /* A new run replaces one in the middle: only the new one reports. */
  log.finished = FALSE;
  kq_solver_runner_start_queens (runner, 16, 0, FALSE);
  kq_solver_runner_start_queens (runner, 6, 100, FALSE);
  SPIN_UNTIL (log.finished);
  g_assert_cmpint (log.outcome, ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (kq_solver_runner_get_solutions (runner), ==, 4);
  SPIN_UNTIL (kq_solver_runner_get_live_workers () == 0);
}


/* Every property notified, by name: how many times. */
static void
count_notify_cb (GObject *object, GParamSpec *pspec, GHashTable *counts)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, pspec->name));

  g_hash_table_insert (counts, (gpointer) pspec->name, GUINT_TO_POINTER (count + 1));
}

static guint
notified (GHashTable *counts, const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));
}

static gboolean
played_out (KqSession *session)
{
  KqTimeline *timeline = kq_session_get_timeline (session);

  return kq_timeline_get_complete (timeline) &&
         kq_timeline_get_position (timeline) == kq_timeline_get_length (timeline);
}

/* A knight's tour from a square: found in a worker, played to its end,
 * each step notified; the session says what the window shows. */
/* Each tour the lessons' Try lists, kept until the next: the last one. */
static gboolean
keep_tour (const KqEvent *event, gpointer user_data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    memcpy (user_data, event->cells, sizeof (int) * event->n * event->n);
  return TRUE;
}

/* Every tour from a tour's square: listed in a worker, the first shown as
 * it comes, each animated, browsed by number; a new tour ends it. */
static void
test_session_every_tour (void)
{
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 5);
  KqTourRequest request = { .n = 5, .method = KQ_TOUR_CLASSIC };
  int first[25], last[25];
  const KqBoard *board;
  g_autoptr(GError) error = NULL;

  g_assert_false (kq_session_get_can_list_every_tour (session));
  kq_session_start_tour (session, 0, 0);
  g_assert_true (kq_session_get_can_list_every_tour (session));
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));

  kq_session_list_every_tour (session);
  g_assert_true (kq_session_get_every_tour (session));
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  g_assert_cmpint (kq_session_get_outcome (session), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (kq_session_get_total (session), ==, 304);
  g_assert_true (kq_session_get_can_browse (session));
  g_assert_cmpuint (kq_session_get_shown (session), ==, 1);
  kq_tour_solve (&request, first, NULL, NULL, NULL);
  board = kq_timeline_get_board (kq_session_get_timeline (session));
  g_assert_cmpint (board->moves, ==, 25);
  g_assert_cmpmem (board->cells, sizeof first, first, sizeof first);

  g_assert_true (kq_session_show_solution (session, 304, &error));
  g_assert_no_error (error);
  /* Animated move by move, as a tour is. */
  g_assert_cmpuint (kq_timeline_get_position (kq_session_get_timeline (session)), <, 25);
  SPIN_UNTIL (played_out (session));
  kq_tour_enumerate (&request, keep_tour, last, NULL);
  g_assert_cmpmem (kq_timeline_get_board (kq_session_get_timeline (session))->cells, sizeof last,
                   last, sizeof last);
  g_assert_false (kq_session_show_solution (session, 305, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (kq_session_get_message (session), ==, "there is no tour 305: there are 304");

  kq_session_start_tour (session, 1, 0);
  g_assert_false (kq_session_get_every_tour (session));
  g_assert_false (kq_session_get_can_list_every_tour (session));
  session_free (session);
}

/* Count mode for a tour: the tours from its start square, counted while
 * the tour stays on the board; none before a tour has a start. */
static void
test_session_count_tours (void)
{
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 6);
  KqCounter *counter = kq_session_get_counter (session);
  g_autofree char *text = NULL;

  g_assert_false (kq_session_get_can_count (session));
  kq_session_start_tour (session, 0, 0);
  g_assert_true (kq_session_get_can_count (session));
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));

  kq_session_count (session);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_COUNT);
  g_assert_true (kq_counter_get_tours (counter));
  SPIN_UNTIL (!kq_counter_get_running (counter));
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (kq_counter_get_total (counter), ==, 524486);
  text = kq_counter_dup_text (counter);
  g_assert_true (g_str_has_prefix (text, "6 × 6 from (1, 1): 524,486 tours ("));
  /* The tour is still on the board. */
  g_assert_cmpint (kq_timeline_get_board (kq_session_get_timeline (session))->moves, ==, 36);

  /* Closed ones (each of the 9862 from every square, both ways round),
   * and Stop. */
  kq_session_set_closed (session, TRUE);
  kq_session_start_tour (session, 2, 0);
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  kq_session_count (session);
  SPIN_UNTIL (!kq_counter_get_running (counter));
  g_assert_cmpuint (kq_counter_get_total (counter), ==, 2 * 9862);
  kq_session_set_problem (session, KQ_PROBLEM_TOUR, 8);
  kq_session_start_tour (session, 0, 0);
  kq_session_count (session);
  kq_session_stop (session);
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_STOPPED);
  g_clear_pointer (&text, g_free);
  text = kq_counter_dup_text (counter);
  g_assert_true (g_str_has_prefix (text, "tours of 8 × 8 from (1, 1), closed: stopped after "));

  /* Past 8 × 8 the bitboard holds no board. */
  kq_session_set_problem (session, KQ_PROBLEM_TOUR, 9);
  kq_session_start_tour (session, 0, 0);
  g_assert_false (kq_session_get_can_count (session));
  session_free (session);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

/* The map of tours (issue 33): count mode counts the tours from every
 * square, with no start square needed, the estimate known once it ends;
 * a new tour leaves it. A long count says how to split it. */
static void
test_session_count_map (void)
{
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 5);
  KqCounter *counter = kq_session_get_counter (session);
  g_autofree char *text = NULL;
  g_autofree char *split = NULL;
  const guint64 *counts;
  double tours, seconds;

  g_assert_true (kq_session_get_can_count_map (session));
  kq_session_count_map (session);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_COUNT);
  g_assert_true (kq_counter_get_map (counter));
  SPIN_UNTIL (!kq_counter_get_running (counter));
  counts = kq_counter_get_counts (counter);
  g_assert_cmpuint (counts[0], ==, 304);
  g_assert_cmpuint (counts[12], ==, 64);
  g_assert_cmpuint (counts[2], ==, 56);
  g_assert_cmpuint (counts[1], ==, 0);
  g_assert_cmpuint (kq_counter_get_total (counter), ==, 1728);
  /* estimated before: within a factor of 3 */
  g_assert_true (kq_counter_get_estimate (counter, &tours, &seconds));
  g_assert_cmpfloat (tours, >, 1728 / 3.0);
  g_assert_cmpfloat (tours, <, 1728 * 3.0);
  g_assert_null (kq_counter_dup_split_text (counter));
  text = kq_counter_dup_text (counter);
  g_assert_true (g_str_has_prefix (text, "5 × 5, every square: 1,728 tours ("));

  kq_session_start_tour (session, 0, 0);
  g_assert_cmpint (kq_session_get_mode (session), !=, KQ_SESSION_MODE_COUNT);

  /* 8 × 8 from a corner: years on any machine, to split over machines;
   * stopped */
  kq_session_set_problem (session, KQ_PROBLEM_TOUR, 8);
  kq_session_start_tour (session, 0, 0);
  kq_session_count (session);
  SPIN_UNTIL (kq_counter_get_estimate (counter, &tours, &seconds));
  g_assert_cmpfloat (tours, >, 1e12);
  g_assert_cmpfloat (seconds, >, 365 * 86400.0);
  split = kq_counter_dup_split_text (counter);
  g_assert_nonnull (split);
  g_assert_nonnull (strstr (split, " here; split it: knights-queens-cli tour 8 1 1 --all --count "
                                   "--part=I/K, then sum"));
  kq_session_stop (session);
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_STOPPED);
  g_assert_null (kq_counter_get_counts (counter));

  kq_session_set_problem (session, KQ_PROBLEM_TOUR, 9);
  g_assert_false (kq_session_get_can_count_map (session));
  kq_session_set_problem (session, KQ_PROBLEM_QUEENS, 5);
  g_assert_false (kq_session_get_can_count_map (session));
  session_free (session);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

static void
test_session_tour (void)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 8);
  const KqBoard *board;
  KqTourRequest request;

  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_IDLE);
  g_assert_false (kq_session_get_tour_request (session, &request));
  g_signal_connect (session, "notify", G_CALLBACK (count_notify_cb), counts);

  kq_session_start_tour (session, 0, 0);
  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_RUNNING);
  g_assert_true (kq_session_get_searching (session));
  g_assert_true (kq_session_get_can_stop (session));
  g_assert_cmpint (kq_session_get_start_square (session), ==, 0);
  g_assert_true (kq_session_get_tour_request (session, &request));
  g_assert_cmpint (request.method, ==, KQ_TOUR_WARNSDORFF);
  /* watch mode: the rule with its fallbacks, which always finish */
  g_assert_false (request.lesson);
  g_assert_cmpuint (request.max_steps, ==, 0);
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));

  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_DONE);
  g_assert_cmpint (kq_session_get_outcome (session), ==, KQ_OUTCOME_FOUND);
  g_assert_null (kq_session_dup_reason (session));
  g_assert_cmpuint (kq_session_get_steps (session), ==, 64);
  g_assert_false (kq_session_get_searching (session));
  g_assert_false (kq_session_get_can_stop (session));
  board = kq_timeline_get_board (kq_session_get_timeline (session));
  g_assert_cmpint (board->moves, ==, 64);
  g_assert_cmpint (board->path[0], ==, 0);
  /* Once each, when they changed; the position with every move. */
  g_assert_cmpuint (notified (counts, "state"), ==, 2);
  g_assert_cmpuint (notified (counts, "start-square"), ==, 1);
  g_assert_cmpuint (notified (counts, "running"), ==, 2);
  g_assert_cmpuint (notified (counts, "searching"), ==, 2);
  g_assert_cmpuint (notified (counts, "position"), >=, 2);
  g_assert_cmpuint (notified (counts, "problem"), ==, 0);
  g_assert_cmpuint (notified (counts, "shown"), ==, 0);

  /* The property and its getter agree. */
  {
    KqSessionState state;
    gboolean searching;

    g_object_get (session, "state", &state, "searching", &searching, NULL);
    g_assert_cmpint (state, ==, KQ_SESSION_DONE);
    g_assert_false (searching);
  }

  /* trace mode: lesson 002's search, which may need a budget */
  kq_session_set_mode (session, KQ_SESSION_MODE_TRACE);
  g_assert_true (kq_session_get_tour_request (session, &request));
  g_assert_true (request.lesson);
  g_assert_cmpuint (request.max_steps, ==, KQ_SESSION_CLASSIC_MAX_STEPS);
  session_free (session);
}

/* No tour, known without search: said at once, in the language of the
 * moment (worded when read, in this thread). */
static void
test_session_impossible (void)
{
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 5);
  g_autofree char *english = NULL;
  g_autofree char *vietnamese = NULL;

  kq_session_start_tour (session, 1, 2);
  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_IMPOSSIBLE);
  g_assert_false (kq_session_get_running (session));
  g_assert_false (kq_session_get_searching (session));
  english = kq_session_dup_reason (session);
  g_assert_nonnull (strstr (english, "majority colour"));
  /* The knight stands on the square. */
  g_assert_cmpint (kq_timeline_get_board (kq_session_get_timeline (session))->cells[1 * 5 + 2], ==, 1);

  kq_i18n_set_language ("vi");
  vietnamese = kq_session_dup_reason (session);
  kq_i18n_set_language ("");
  g_assert_cmpstr (vietnamese, !=, english);
  g_assert_null (strstr (vietnamese, "majority colour"));

  /* A closed tour on an odd board: none from anywhere. */
  kq_session_set_closed (session, TRUE);
  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_IMPOSSIBLE);
  g_clear_pointer (&english, g_free);
  english = kq_session_dup_reason (session);
  g_assert_nonnull (strstr (english, "closed"));
  session_free (session);
}

/* A tour on m × n (issue 43): the board, the moves' squares and the
 * subtitle are m rows of n; closed tours by Warnsdorff, the lessons' Try
 * traced, none on 3 × 4 with Schwenk's reason, the map of counts and every
 * tour from a square on the rectangle. */
static void
test_session_rectangle (void)
{
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 8);
  KqCounter *counter = kq_session_get_counter (session);
  const KqBoard *board;
  g_autofree char *subtitle = NULL;
  g_autofree char *reason = NULL;
  guint64 total = 0;

  /* Play Yourself takes a rectangle: a new game on it */
  kq_session_set_mode (session, KQ_SESSION_MODE_PLAY);
  kq_session_set_tour_board (session, 5, 6);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_PLAY);
  g_assert_nonnull (kq_session_get_game (session));
  g_assert_cmpint (kq_play_game_get_n (kq_session_get_game (session)), ==, 5);
  g_assert_cmpint (kq_play_game_get_cols (kq_session_get_game (session)), ==, 6);
  kq_session_set_mode (session, KQ_SESSION_MODE_WATCH);
  g_assert_null (kq_session_get_game (session));
  g_assert_cmpint (kq_session_get_n (session), ==, 5);
  g_assert_cmpint (kq_session_get_cols (session), ==, 6);
  kq_session_set_closed (session, TRUE);
  /* the last square: row 5, column 6 */
  kq_session_start_tour (session, 4, 5);
  subtitle = kq_session_dup_subtitle (session, NULL);
  g_assert_cmpstr (subtitle, ==, "5 × 6 from (5, 6)");
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  g_assert_cmpint (kq_session_get_outcome (session), ==, KQ_OUTCOME_FOUND);
  board = kq_timeline_get_board (kq_session_get_timeline (session));
  g_assert_cmpint (board->rows, ==, 5);
  g_assert_cmpint (board->n, ==, 6);
  assert_closed_tour (board, 4 * 6 + 5);

  /* the lessons' Try, traced, on 4 × 3 */
  kq_session_set_closed (session, FALSE);
  kq_session_set_method (session, KQ_TOUR_CLASSIC);
  kq_session_set_mode (session, KQ_SESSION_MODE_TRACE);
  kq_session_set_tour_board (session, 4, 3);
  kq_session_start_tour (session, 3, 2);
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  g_assert_cmpint (kq_session_get_outcome (session), ==, KQ_OUTCOME_FOUND);
  board = kq_timeline_get_board (kq_session_get_timeline (session));
  assert_valid_tour (board, 3 * 3 + 2);

  /* no closed tour on 3 × 4, with the reason */
  kq_session_set_mode (session, KQ_SESSION_MODE_WATCH);
  kq_session_set_closed (session, TRUE);
  kq_session_set_tour_board (session, 3, 4);
  kq_session_start_tour (session, 0, 3);
  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_IMPOSSIBLE);
  reason = kq_session_dup_reason (session);
  g_assert_nonnull (strstr (reason, "no closed tour on 3 × 4"));
  g_assert_nonnull (strstr (reason, "Schwenk"));
  g_assert_cmpint (kq_timeline_get_board (kq_session_get_timeline (session))->cells[3], ==, 1);

  /* 3 × 4's open tours: 16 in all, 2 from each corner */
  kq_session_set_closed (session, FALSE);
  g_assert_true (kq_session_get_can_count_map (session));
  kq_session_count_map (session);
  SPIN_UNTIL (!kq_counter_get_running (counter));
  g_assert_cmpint (kq_counter_get_outcome (counter), ==, KQ_OUTCOME_FOUND);
  for (int sq = 0; sq < 12; sq++)
    total += kq_counter_get_counts (counter)[sq];
  g_assert_cmpuint (total, ==, 16);
  g_assert_cmpuint (kq_counter_get_counts (counter)[3], ==, 2);
  g_assert_cmpuint (kq_counter_get_counts (counter)[1], ==, 0);
  kq_session_start_tour (session, 0, 3);
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  kq_session_list_every_tour (session);
  SPIN_UNTIL (!kq_session_get_running (session) && played_out (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 2);
  assert_valid_tour (kq_timeline_get_board (kq_session_get_timeline (session)), 3);

  /* past 8 a side the counts' bitboard holds no board */
  kq_session_set_tour_board (session, 3, 9);
  g_assert_false (kq_session_get_can_count_map (session));
  session_free (session);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

/* n queens: the listing shows its first solution, browses by number, and
 * refuses a number past the last. */
static void
test_session_queens (void)
{
  g_autoptr(GArray) expected = kq_test_list_queens (6);
  KqSession *session = session_new (KQ_PROBLEM_QUEENS, 6);
  g_autoptr(GError) error = NULL;
  const KqBoard *board;

  g_assert_cmpint (kq_session_get_state (session), ==, KQ_SESSION_RUNNING);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 4);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 1);
  g_assert_true (kq_session_get_can_browse (session));
  g_assert_false (kq_session_get_show_counters (session));

  g_assert_true (kq_session_show_solution (session, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 3);
  kq_session_seek (session, 6);
  board = kq_timeline_get_board (kq_session_get_timeline (session));
  g_assert_cmpmem (board->cells, 6 * sizeof (int), &g_array_index (expected, int, 2 * 6),
                   6 * sizeof (int));

  g_assert_false (kq_session_show_solution (session, 5, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (kq_session_get_message (session), ==, error->message);
  g_assert_nonnull (strstr (error->message, "no solution 5"));
  g_assert_cmpuint (kq_session_get_shown (session), ==, 3);

  /* A new n: a new listing, the note gone. */
  kq_session_set_n (session, 8);
  g_assert_null (kq_session_get_message (session));
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 92);
  session_free (session);
}

/* Trace mode paces the worker by the timeline: the moves it traced but the
 * timeline has not shown stay within KQ_SESSION_TRACE_AHEAD; released, it
 * runs to its end and the first solution shows. */
static void
test_session_trace (void)
{
  KqSession *session = kq_session_new ();
  KqTimeline *timeline = kq_session_get_timeline (session);
  guint backlog = 0;

  kq_timeline_set_speed (timeline, 1000.0);
  kq_session_set_trace (session, TRUE);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_TRACE);
  kq_session_set_problem (session, KQ_PROBLEM_QUEENS, 12);
  g_assert_true (kq_session_get_watching (session));
  g_assert_true (kq_session_get_show_counters (session));
  g_assert_true (kq_session_get_can_release (session));
  while (kq_timeline_get_position (timeline) < 3000)
    {
      SPIN_UNTIL (kq_timeline_get_length (timeline) > kq_timeline_get_position (timeline));
      backlog = MAX (backlog, kq_timeline_get_length (timeline) - kq_timeline_get_position (timeline));
      g_main_context_iteration (NULL, TRUE);
    }
  g_test_message ("largest backlog %u", backlog);
  g_assert_cmpuint (backlog, <=, KQ_SESSION_TRACE_AHEAD);
  g_assert_true (kq_session_get_running (session));
  g_assert_cmpuint (kq_session_get_shown (session), ==, 0);

  kq_session_release_trace (session);
  g_assert_true (kq_session_get_full_speed (session));
  g_assert_false (kq_session_get_watching (session));
  g_assert_false (kq_session_get_can_release (session));
  SPIN_UNTIL (!kq_session_get_running (session));
  SPIN_UNTIL (kq_session_get_shown (session) == 1);
  g_assert_cmpuint (kq_session_get_total (session), ==, 14200);
  g_assert_true (kq_session_get_listed (session));
  session_free (session);
}

/* Go to № past the solutions listed so far: computed in a worker, its
 * progress told; Stop ends the fetch. */
static void
test_session_fetch (void)
{
  int cols[KQ_QUEENS_MAX_N];
  KqSession *session = kq_session_new ();
  KqTimeline *timeline = kq_session_get_timeline (session);
  g_autoptr(GError) error = NULL;
  const guint64 k = 14200;

  /* A slow trace keeps the listing short of k. */
  kq_timeline_set_speed (timeline, 1.0);
  kq_session_set_trace (session, TRUE);
  kq_session_set_problem (session, KQ_PROBLEM_QUEENS, 12);
  g_assert_true (kq_session_get_can_browse (session));
  g_assert_true (kq_session_show_solution (session, k, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (kq_session_get_fetching (session), ==, k);
  g_assert_cmpuint (kq_session_get_current_solution (session), ==, k);
  g_assert_true (kq_session_get_can_stop (session));
  /* Browsing released the trace. */
  g_assert_true (kq_session_get_full_speed (session));
  SPIN_UNTIL (kq_session_get_shown (session) == k);
  g_assert_cmpuint (kq_session_get_fetching (session), ==, 0);
  g_assert_cmpfloat (kq_session_get_fetch_progress (session), ==, 0.0);
  kq_session_seek (session, 12);
  g_assert_cmpint (kq_queens_nth (12, k, cols, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpmem (kq_timeline_get_board (timeline)->cells, 12 * sizeof (int), cols, 12 * sizeof (int));
  SPIN_UNTIL (!kq_session_get_running (session));

  /* 27 queens: the millionth solution takes long enough to stop. */
  kq_session_set_trace (session, FALSE);
  kq_session_set_n (session, 27);
  g_assert_true (kq_session_show_solution (session, G_GUINT64_CONSTANT (1000000000000), NULL));
  g_assert_cmpuint (kq_session_get_fetching (session), ==, G_GUINT64_CONSTANT (1000000000000));
  /* Its progress comes now and then, from the worker's count. */
  SPIN_UNTIL (kq_session_get_fetch_progress (session) > 0.0);
  g_assert_cmpfloat (kq_session_get_fetch_progress (session), <, 1.0);
  kq_session_stop (session);
  g_assert_cmpuint (kq_session_get_fetching (session), ==, 0);
  g_assert_false (kq_session_get_can_stop (session));
  g_assert_true (kq_session_get_stopped (session));
  session_free (session);
}

/* The language changes (g_setenv in this thread) while workers search: a
 * tour, a solution fetch and a listing. They call no gettext (their
 * results are codes, worded here), so ThreadSanitizer (build-aux/dev.sh
 * tsan) finds nothing to report; the words follow the language. */
static void
test_session_language_while_running (void)
{
  KqSession *tour = session_new (KQ_PROBLEM_TOUR, 8);
  KqSession *queens = session_new (KQ_PROBLEM_QUEENS, 27);
  g_autofree char *reason = NULL;

  kq_session_set_method (tour, KQ_TOUR_CLASSIC);
  kq_session_start_tour (tour, 0, 0);
  g_assert_true (kq_session_show_solution (queens, G_GUINT64_CONSTANT (1000000000000), NULL));
  for (int i = 0; i < 200; i++)
    {
      kq_i18n_set_language (i % 2 == 0 ? "vi" : "en");
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_true (kq_session_get_running (tour));
  g_assert_cmpuint (kq_session_get_fetching (queens), >, 0);
  kq_session_stop (tour);
  kq_session_stop (queens);

  /* No tour: worded in the language of the moment. */
  kq_session_set_n (tour, 5);
  kq_session_start_tour (tour, 1, 2);
  kq_i18n_set_language ("vi");
  reason = kq_session_dup_reason (tour);
  kq_i18n_set_language ("");
  g_assert_nonnull (reason);
  g_assert_null (strstr (reason, "majority colour"));
  session_free (tour);
  session_free (queens);
}

/* A solver's trace as a timeline, up to MAX_TRACE moves. */
#define MAX_TRACE 300000

static gboolean
trace_cb (const KqEvent *event, gpointer user_data)
{
  GArray *moves = user_data;
  KqMove move = kq_move_from_event (event);

  if (event->type == KQ_EVENT_PLACE || event->type == KQ_EVENT_REMOVE)
    g_array_append_val (moves, move);
  return moves->len < MAX_TRACE;
}

static void
lowest_step_cb (KqTimeline *timeline, int lowest_step, int *lowest)
{
  *lowest = MIN (*lowest, lowest_step);
}

/* Seeks anywhere in a trace of some hundred thousand moves, in batches as
 * they come: the board and the counters are those of the moves up to there,
 * applied one by one here, however the timeline got there (by the boards it
 * keeps on the way, or the end's), and the lowest step it says changed is
 * no higher than the first that did. */
static void
check_seeks (KqProblem problem, int n, const GArray *moves)
{
  g_autoptr(KqTimeline) timeline = kq_timeline_new ();
  const KqMove *trace = (const KqMove *) moves->data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(KqBoard) before = NULL;
  int lowest = G_MAXINT;

  kq_timeline_reset (timeline, problem, n);
  for (guint i = 0; i < moves->len; i += 4099)
    kq_timeline_append (timeline, trace + i, MIN (4099, moves->len - i));
  g_signal_connect (timeline, "changed", G_CALLBACK (lowest_step_cb), &lowest);
  before = kq_board_copy (kq_timeline_get_board (timeline));

  for (int run = 0; run < 60; run++)
    {
      /* The ends, a step either way, and anywhere. */
      guint target = run % 4 == 0 ? moves->len : run % 4 == 1 ? 0 :
                     run % 4 == 2 ? (guint) g_rand_int_range (rand, 0, (gint32) moves->len + 1) :
                     MIN (kq_timeline_get_position (timeline) + 1, moves->len);
      g_autoptr(KqBoard) expected = kq_board_new (problem, n);
      KqTimelineCounts counts, want = { 0 };
      const KqBoard *board;

      for (guint i = 0; i < target; i++)
        {
          const KqMove *move = &trace[i];
          int step = ABS (move->step);

          if (move->step > 0)
            {
              kq_board_place (expected, move->square / n, move->square % n, step);
              want.tries++;
              want.solutions += expected->moves == (problem == KQ_PROBLEM_TOUR ? n * n : n);
            }
          else
            {
              kq_board_remove (expected, move->square / n, move->square % n, step);
              want.undos++;
            }
        }

      lowest = G_MAXINT;
      kq_timeline_seek (timeline, target);
      board = kq_timeline_get_board (timeline);
      g_assert_cmpuint (kq_timeline_get_position (timeline), ==, target);
      g_assert_cmpint (board->moves, ==, expected->moves);
      g_assert_cmpint (board->current, ==, expected->current);
      g_assert_cmpmem (board->cells, (problem == KQ_PROBLEM_TOUR ? n * n : n) * sizeof (int),
                       expected->cells, (problem == KQ_PROBLEM_TOUR ? n * n : n) * sizeof (int));
      g_assert_cmpint (kq_board_first_difference (board, expected), ==, G_MAXINT);
      kq_timeline_get_counts (timeline, &counts);
      g_assert_cmpuint (counts.tries, ==, want.tries);
      g_assert_cmpuint (counts.undos, ==, want.undos);
      g_assert_cmpuint (counts.solutions, ==, want.solutions);
      g_assert_cmpint (lowest, <=, kq_board_first_difference (before, board));
      kq_board_assign (before, board);
    }
}

static void
count_changed_cb (KqTimeline *timeline, int lowest_step, guint *changed)
{
  (*changed)++;
}

/* The whole trace of 4 queens ends on an empty board, as it is after its
 * third first-row queen is lifted (move 24): Go to the End from there
 * restores the end's board, equal to this one, and still says the position
 * changed (the trace's tree grew only to move 24 when it did not). */
static void
test_timeline_seek_same_board (void)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autoptr(KqTimeline) timeline = kq_timeline_new ();
  KqTimelineCounts counts;
  guint changed = 0;

  kq_queens_list (4, TRUE, trace_cb, moves, NULL);
  g_assert_cmpuint (moves->len, ==, 32);
  kq_timeline_reset (timeline, KQ_PROBLEM_QUEENS, 4);
  kq_timeline_append (timeline, (const KqMove *) moves->data, moves->len);
  kq_timeline_seek (timeline, 24);
  g_assert_cmpint (kq_timeline_get_board (timeline)->moves, ==, 0);

  g_signal_connect (timeline, "changed", G_CALLBACK (count_changed_cb), &changed);
  kq_timeline_seek (timeline, 32);
  g_assert_cmpuint (changed, ==, 1);
  kq_timeline_get_counts (timeline, &counts);
  g_assert_cmpuint (counts.tries, ==, 16);
  g_assert_cmpuint (counts.undos, ==, 16);
  /* Where it is already: nothing to say. */
  kq_timeline_seek (timeline, 32);
  g_assert_cmpuint (changed, ==, 1);
}

static void
test_timeline_seek_anywhere (void)
{
  g_autoptr(GArray) queens = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autoptr(GArray) tour = g_array_new (FALSE, FALSE, sizeof (KqMove));
  KqTourRequest classic = { .n = 6, .method = KQ_TOUR_CLASSIC, .trace = TRUE };
  int cells[36];

  /* 11 queens: 330 000 moves (cut), 2 680 solutions in all. */
  kq_queens_list (11, TRUE, trace_cb, queens, NULL);
  check_seeks (KQ_PROBLEM_QUEENS, 11, queens);
  kq_tour_solve (&classic, cells, trace_cb, tour, NULL);
  g_assert_cmpuint (tour->len, ==, MAX_TRACE);
  check_seeks (KQ_PROBLEM_TOUR, 6, tour);
}

/* The header's subtitle: the board, the start, an opened answer's file. */
static void
test_session_subtitle (void)
{
  static const char queens4[] = "(1, 2); (2, 4); (3, 1); (4, 3);\n(1, 3); (2, 1); (3, 4); (4, 2);\n";
  static const char tour5[] = "1 14 9 20 3\n24 19 2 15 10\n13 8 25 4 21\n18 23 6 11 16\n7 12 17 22 5\n";
  KqSession *session = session_new (KQ_PROBLEM_TOUR, 8);
  g_autofree char *idle = kq_session_dup_subtitle (session, NULL);
  g_autofree char *tour = NULL;
  g_autofree char *queens = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *matrix = NULL;

  g_assert_cmpstr (idle, ==, "8 × 8");
  kq_session_start_tour (session, 0, 2);
  tour = kq_session_dup_subtitle (session, NULL);
  g_assert_cmpstr (tour, ==, "8 × 8 from (1, 3)");
  kq_session_set_problem (session, KQ_PROBLEM_QUEENS, 6);
  queens = kq_session_dup_subtitle (session, "QUEENS.OUT");
  g_assert_cmpstr (queens, ==, "6 queens on 6 × 6");

  kq_session_open_answer (session, kq_answer_check_queens (queens4, sizeof queens4 - 1, 4), NULL, 0);
  answer = kq_session_dup_subtitle (session, "QUEENS.OUT");
  g_assert_cmpstr (answer, ==, "QUEENS.OUT — 2 placements");
  kq_session_open_answer (session, kq_answer_check_tour (tour5, sizeof tour5 - 1, 0, NULL), NULL, 0);
  matrix = kq_session_dup_subtitle (session, "an.txt");
  g_assert_cmpstr (matrix, ==, "an.txt — a 5 × 5 tour");
  session_free (session);
}

/* A wrong QUEENS.OUT: its lines browsed as solutions are, each checked
 * alone on the answer's own board, from the wrong one. */
static void
test_session_answer_lines (void)
{
  static const char queens4[] =
    "(1, 2); (2, 4); (3, 1); (4, 3);\n"
    "(1, 3); (2, 1); (3, 4); (4, 1);\n"  /* 2: column 1 twice */
    "(1, 3); (2, 1); (3, 4); (4, 2);\n";
  static const int third[] = { 2, 0, 3, 1 };
  KqSession *session = session_new (KQ_PROBLEM_QUEENS, 6);
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  const KqBoard *board;

  kq_session_open_answer (session,
                          kq_answer_check_queens_lines (g_strdup (queens4), sizeof queens4 - 1, 0),
                          NULL, 0);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_OPEN);
  g_assert_true (kq_session_get_can_browse (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 3);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 2);
  g_assert_cmpint (kq_session_get_answer_line (session)->error, ==, KQ_ANSWER_ATTACK);
  g_assert_cmpint (kq_session_get_answer_line (session)->n_squares, ==, 2);
  subtitle = kq_session_dup_subtitle (session, "QUEENS.OUT");
  g_assert_cmpstr (subtitle, ==, "QUEENS.OUT — 3 lines");

  g_assert_true (kq_session_show_solution (session, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 3);
  g_assert_cmpint (kq_session_get_answer_line (session)->error, ==, KQ_ANSWER_CORRECT);
  g_assert_cmpint (kq_session_get_answer_line (session)->line, ==, 3);
  board = kq_timeline_get_board (kq_session_get_board_timeline (session));
  g_assert_cmpint (board->n, ==, 4);
  g_assert_cmpmem (board->cells, sizeof third, third, sizeof third);
  /* the answer stays the file's */
  g_assert_cmpint (kq_session_get_answer (session)->line, ==, 2);

  g_assert_false (kq_session_show_solution (session, 4, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (kq_session_get_message (session), ==, "there is no line 4: the file has 3");
  g_assert_cmpuint (kq_session_get_shown (session), ==, 3);

  /* a step shows the session's board again: no line browsed then */
  kq_session_seek (session, 0);
  g_assert_null (kq_session_get_answer_line (session));
  g_assert_null (kq_session_get_answer (session));
  session_free (session);
}

/* The About window's release notes: the metainfo's newest release, in
 * the markup AdwAboutWindow reads, translated. */
static void
test_release_notes (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data",
                                                 "io.github.kqteam.KnightsQueens.metainfo.xml.in", NULL);
  g_autofree char *metainfo = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *notes_vi = NULL;
  g_autofree char *version = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &metainfo, NULL, NULL));
  notes = kq_release_notes_from_metainfo (metainfo, &version, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (notes, "<p>Knights &amp; Queens for the classroom:</p><ul><li>"));
  g_assert_true (g_str_has_suffix (notes, "</li></ul>"));
  /* only the newest release */
  g_assert_null (strstr (notes, "The first release"));

  kq_i18n_set_language ("vi");
  notes_vi = kq_release_notes_from_metainfo (metainfo, NULL, NULL);
  kq_i18n_set_language ("en");
  g_assert_true (g_str_has_prefix (notes_vi, "<p>Mã đi tuần &amp; Xếp hậu cho lớp học:</p>"));

  g_assert_null (kq_release_notes_from_metainfo ("<component><releases/></component>", NULL, &error));
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT);
}

int
main (int argc, char *argv[])
{
  kq_i18n_init ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver-runner/back-pressure", test_runner_back_pressure);
  g_test_add_func ("/solver-runner/release", test_runner_release);
  g_test_add_func ("/solver-runner/cancel", test_runner_cancel);
  g_test_add_func ("/solution-store/beyond-capacity", test_solution_store);
  g_test_add_func ("/timeline/seek-anywhere", test_timeline_seek_anywhere);
  g_test_add_func ("/timeline/seek-same-board", test_timeline_seek_same_board);
  g_test_add_func ("/session/tour", test_session_tour);
  g_test_add_func ("/session/count-tours", test_session_count_tours);
  g_test_add_func ("/session/count-map", test_session_count_map);
  g_test_add_func ("/session/every-tour", test_session_every_tour);
  g_test_add_func ("/session/subtitle", test_session_subtitle);
  g_test_add_func ("/session/release-notes", test_release_notes);
  g_test_add_func ("/session/impossible", test_session_impossible);
  g_test_add_func ("/session/rectangle", test_session_rectangle);
  g_test_add_func ("/session/queens", test_session_queens);
  g_test_add_func ("/session/trace", test_session_trace);
  g_test_add_func ("/session/fetch", test_session_fetch);
  g_test_add_func ("/session/answer-lines", test_session_answer_lines);
  g_test_add_func ("/session/language-while-running", test_session_language_while_running);

  return g_test_run ();
}
