/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "test-count-window"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-count-bar.h"
#include "kq-format.h"
#include "kq-i18n.h"
#include "kq-queens.h"
#include "kq-queens-lanes.h"
#include "kq-test-window.h"
#include "kq-tour-counts.h"
#include "kq-tour-published.h"

/* Count mode in the window (issue 13, item 3): the Count button beside the
 * solutions, its progress bar, Stop and result, on a real window. */

/* OEIS A000170 and A002562, from n = 1. */
static const guint64 all_counts[] = { 1, 0, 0, 2, 10, 4, 40, 92, 352, 724 };
static const guint64 unique_counts[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92 };

typedef struct {
  KqWindow   *window;
  KqCountBar *bar;
  KqCounter  *counter;
  GtkWidget  *count_button;
} Fixture;

/* Count's tooltip on a closed tour. */
#define CLOSED_COUNT_TOOLTIP \
  "Count every closed tour from the start square, all of the board’s at once, by the frontier " \
  "of the squares swept (Knuth’s Algorithm E)"

/* Count, its tooltip the queens' or the tours', open or closed (the window
 * starts on any, as the settings left it). */
static gboolean
is_count_button (GtkWidget *widget, gconstpointer data)
{
  const char *tooltip = GTK_IS_BUTTON (widget) ? gtk_widget_get_tooltip_text (widget) : NULL;

  return g_strcmp0 (tooltip, "Count all and essentially different solutions, without listing "
                             "them") == 0 ||
         g_strcmp0 (tooltip, "Count every tour from the start square, without listing them") == 0 ||
         g_strcmp0 (tooltip, CLOSED_COUNT_TOOLTIP) == 0;
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  fixture->window = window_new ();
  fixture->bar = KQ_COUNT_BAR (find_type (GTK_WIDGET (fixture->window), KQ_TYPE_COUNT_BAR));
  g_assert_nonnull (fixture->bar);
  fixture->counter = kq_count_bar_get_counter (fixture->bar);
  fixture->count_button = find_widget (GTK_WIDGET (fixture->bar), is_count_button, NULL);
  g_assert_nonnull (fixture->count_button);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  window_destroy (fixture->window);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

/* Sets n queens up in the window and presses Count. */
static void
click_count (Fixture *fixture, int n)
{
  KqSession *session = kq_window_get_session (fixture->window);

  kq_window_start_queens (fixture->window, n);
  g_assert_cmpint (kq_session_get_n (session), ==, n);
  g_signal_emit_by_name (fixture->count_button, "clicked");
  g_assert_true (kq_counter_get_running (fixture->counter));
}

/* The result, or the progress: the status line's in count mode. */
static char *
bar_text (Fixture *fixture)
{
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (fixture->window)), ==,
                   KQ_SESSION_MODE_COUNT);
  return g_strdup (kq_window_get_status (fixture->window));
}

/* The status line in Vietnamese, the window switched to it. */
static char *
bar_text_vietnamese (Fixture *fixture)
{
  kq_i18n_set_language ("vi");
  kq_window_retranslate (fixture->window);
  return bar_text (fixture);
}

static void
test_count_eight (Fixture *fixture, gconstpointer data)
{
  g_autofree char *text = NULL;

  click_count (fixture, 8);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_FOUND);
  text = bar_text (fixture);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "8 queens: 92 solutions · 12 essentially different ("));
  g_assert_true (g_str_has_suffix (text, " s)"));
}

/* A switch of language words the result and the controls again. */
static void
test_count_vietnamese (Fixture *fixture, gconstpointer data)
{
  g_autofree char *english = NULL;
  g_autofree char *vietnamese = NULL;

  click_count (fixture, 8);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  english = bar_text (fixture);
  kq_i18n_set_language ("vi");
  kq_window_retranslate (fixture->window);
  vietnamese = bar_text (fixture);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (fixture->count_button)), ==, "Đế_m");
  g_assert_true (g_str_has_prefix (vietnamese, "8 quân hậu: 92 lời giải · 12 lời giải phân biệt ("));
  kq_i18n_set_language ("");
  kq_window_retranslate (fixture->window);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (fixture->count_button)), ==, "C_ount");
  g_free (vietnamese);
  vietnamese = bar_text (fixture);
  g_assert_cmpstr (vietnamese, ==, english);
}

/* A tour's Count: the tours from its start square, in both languages;
 * none to count before a tour, nor past 8 × 8, where the row hides. */
static void
test_count_tours (Fixture *fixture, gconstpointer data)
{
  KqSession *session = kq_window_get_session (fixture->window);
  g_autofree char *text = NULL;

  kq_window_start_tour (fixture->window, 5, 2, 2);
  g_assert_true (gtk_widget_get_sensitive (fixture->count_button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (fixture->count_button), ==,
                   "Count every tour from the start square, without listing them");
  g_signal_emit_by_name (fixture->count_button, "clicked");
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  text = bar_text (fixture);
  g_assert_true (g_str_has_prefix (text, "5 × 5 from (3, 3): 64 tours ("));
  g_free (text);
  text = bar_text_vietnamese (fixture);
  g_assert_true (g_str_has_prefix (text, "Bàn 5 × 5 từ ô (3, 3): 64 hành trình ("));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (fixture->count_button), ==,
                   "Đếm mọi hành trình từ ô xuất phát, không liệt kê chúng");
  kq_i18n_set_language ("");
  kq_window_retranslate (fixture->window);

  kq_window_start_tour (fixture->window, 9, 0, 0);
  g_assert_false (kq_session_get_can_count (session));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->bar)) &&
                  gtk_widget_is_drawable (GTK_WIDGET (fixture->bar)));
}

static void
test_count_oeis (Fixture *fixture, gconstpointer data)
{
  for (int n = 1; n <= (int) G_N_ELEMENTS (all_counts); n++)
    {
      click_count (fixture, n);
      SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
      g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_FOUND);
      g_assert_cmpint (kq_counter_get_n (fixture->counter), ==, n);
      g_assert_cmpuint (kq_counter_get_total (fixture->counter), ==, all_counts[n - 1]);
      g_assert_cmpuint (kq_counter_get_unique (fixture->counter), ==, unique_counts[n - 1]);
    }
}

typedef struct {
  GArray    *seen;    /* the fractions notified, doubles */
  GtkWidget *bar;     /* the progress bar */
  KqWindow  *window;
  gboolean   bar_follows;
  gboolean   status_follows;
} Progress;

static void
fraction_cb (KqCounter *counter, GParamSpec *pspec, Progress *progress)
{
  double fraction = kq_counter_get_fraction (counter);

  g_array_append_val (progress->seen, fraction);
  /* The counter's handlers (connected first) have set the bar and the
   * status line already: the bar's percentage is the status line's. */
  if (kq_counter_get_running (counter))
    {
      g_autofree char *counted = g_strdup_printf ("%s counted",
                                                  gtk_progress_bar_get_text (GTK_PROGRESS_BAR (progress->bar)));

      if (gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (progress->bar)) != fraction)
        progress->bar_follows = FALSE;
      if (strstr (kq_window_get_status (progress->window), counted) == NULL)
        progress->status_follows = FALSE;
    }
}

/* The nice value of every thread named name (Linux), -100 when none. */
static int
threads_nice (const char *name, int *n_threads)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *tid;
  int least = 100;

  *n_threads = 0;
  while (dir != NULL && (tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *comm_path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *stat_path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
      g_autofree char *comm = NULL;
      g_autofree char *stat = NULL;
      g_auto(GStrv) fields = NULL;

      if (!g_file_get_contents (comm_path, &comm, NULL, NULL)
          || !g_file_get_contents (stat_path, &stat, NULL, NULL)
          || strcmp (g_strstrip (comm), name) != 0)
        continue;
      /* After the ")" closing the name: state is field 3, nice field 19. */
      fields = g_strsplit (strrchr (stat, ')') + 2, " ", -1);
      least = MIN (least, atoi (fields[19 - 3]));
      (*n_threads)++;
    }
  return *n_threads > 0 ? least : -100;
}

/* A count of some seconds on two cores: 18 queens in the counter's
 * vector lanes (17 take 0.3 s there), 17 one queen at a time. */
static int
long_count_n (void)
{
  return kq_queens_lanes_used () != KQ_QUEENS_LANES_NONE ? 18 : 17;
}

/* Their counts (OEIS A000170 and A002562). */
static const KqQueensCount long_count[] = {
  [17] = { 95815104, 11977939 },
  [18] = { 666090624, 83263591 },
};

static void
test_count_progress (Fixture *fixture, gconstpointer data)
{
  Progress progress = { g_array_new (FALSE, FALSE, sizeof (double)), NULL, fixture->window, TRUE, TRUE };
  g_autofree char *running_text = NULL;
  g_autofree char *running_bar = NULL;
  gboolean inside = FALSE;
  int nice = -100, n_threads = 0, width;
  /* Long enough for fractions between 0 and 1 (6 to 10 in the counter's
   * lanes on two cores), and short enough under ASan beside other tests:
   * 18 queens there once took more than SPIN_UNTIL's 30 s. */
  const int n = 17;
  g_autofree char *prefix = g_strdup_printf ("%d queens: ", n);

  progress.bar = find_type (GTK_WIDGET (fixture->bar), GTK_TYPE_PROGRESS_BAR);
  g_signal_connect (fixture->counter, "notify::fraction", G_CALLBACK (fraction_cb), &progress);
  /* The listing's controls shown, and the window as wide as they need. */
  kq_window_start_queens (fixture->window, n);
  SPIN_UNTIL (kq_session_get_total (kq_window_get_session (fixture->window)) > 0 &&
              gtk_widget_get_width (GTK_WIDGET (fixture->window)) >= window_min_width (fixture->window));
  width = gtk_widget_get_width (GTK_WIDGET (fixture->window));
  click_count (fixture, n);
  g_assert_true (gtk_widget_get_visible (progress.bar));
  g_assert_cmpfloat (kq_counter_get_fraction (fixture->counter), ==, 0);
  g_array_append_val (progress.seen, (double) { 0 });
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter)
              || (kq_counter_get_fraction (fixture->counter) > 0
                  && (nice = threads_nice ("kq-count", &n_threads)) != -100));
  running_text = g_strdup (kq_window_get_status (fixture->window));
  running_bar = g_strdup (gtk_progress_bar_get_text (GTK_PROGRESS_BAR (progress.bar)));
  /* The bar shown, the window no wider for it. */
  if (kq_counter_get_running (fixture->counter))
    g_assert_cmpint (window_min_width (fixture->window), <=, width);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_signal_handlers_disconnect_by_data (fixture->counter, &progress);

  g_test_message ("%u fractions seen; %d workers at nice %d; %s", progress.seen->len,
                  n_threads, nice, running_text);
  g_assert_cmpuint (kq_counter_get_total (fixture->counter), ==, long_count[n].total);
  g_assert_cmpuint (kq_counter_get_unique (fixture->counter), ==, long_count[n].unique);
  /* From 0 to 1, never back, through values between. */
  g_assert_cmpuint (progress.seen->len, >=, 2);
  g_assert_cmpfloat (g_array_index (progress.seen, double, 0), ==, 0);
  g_assert_cmpfloat (g_array_index (progress.seen, double, progress.seen->len - 1), ==, 1);
  for (guint i = 1; i < progress.seen->len; i++)
    {
      double fraction = g_array_index (progress.seen, double, i);

      g_assert_cmpfloat (fraction, >, g_array_index (progress.seen, double, i - 1));
      inside |= fraction > 0 && fraction < 1;
    }
  g_assert_true (inside);
  g_assert_true (progress.bar_follows);
  g_assert_true (progress.status_follows);
  g_assert_false (gtk_widget_get_visible (progress.bar));
  /* While it ran: the fraction and the time left; the bar, the fraction. */
  g_assert_true (g_str_has_suffix (running_bar, " %"));
  g_assert_true (g_str_has_prefix (running_text, prefix));
  g_assert_nonnull (strstr (running_text, "% counted, about "));
  g_assert_true (g_str_has_suffix (running_text, " left"));
  /* The core's workers run below the main thread. */
#ifdef __linux__
  g_assert_cmpint (n_threads, >=, 1);
  g_assert_cmpint (nice, >=, KQ_COUNTER_NICE);
#endif
  g_array_unref (progress.seen);
}

static void
test_count_stop (Fixture *fixture, gconstpointer data)
{
  GtkWidget *stop_button;
  g_autofree char *text = NULL;
  gint64 stopped;

  /* Pressed from the keyboard: Stop takes the button's place and focus. */
  kq_window_start_queens (fixture->window, 18);
  gtk_widget_grab_focus (fixture->count_button);
  click_count (fixture, 18);
  SPIN_UNTIL (kq_counter_get_seconds (fixture->counter) > 0.3);
  stop_button = gtk_widget_get_next_sibling (find_type (GTK_WIDGET (fixture->bar),
                                                        GTK_TYPE_PROGRESS_BAR));
  g_assert_true (gtk_widget_get_visible (stop_button));
  g_assert_false (gtk_widget_get_visible (fixture->count_button));
  g_assert_true (gtk_widget_is_focus (stop_button));
  stopped = g_get_monotonic_time ();
  g_signal_emit_by_name (stop_button, "clicked");
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_test_message ("stopped in %.1f ms",
                  (g_get_monotonic_time () - stopped) / (double) G_TIME_SPAN_MILLISECOND);
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);
  g_assert_true (gtk_widget_get_visible (fixture->count_button));
  g_assert_true (gtk_widget_is_focus (fixture->count_button));
  text = bar_text (fixture);
  g_assert_true (g_str_has_prefix (text, "18 queens: stopped after "));
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

/* Another problem or n on the board stops the count of the old one. */
static void
test_count_switch (Fixture *fixture, gconstpointer data)
{
  click_count (fixture, 18);
  SPIN_UNTIL (kq_counter_get_seconds (fixture->counter) > 0.2);
  kq_window_start_queens (fixture->window, 9);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);

  click_count (fixture, 18);
  SPIN_UNTIL (kq_counter_get_seconds (fixture->counter) > 0.2);
  kq_session_set_problem (kq_window_get_session (fixture->window), KQ_PROBLEM_TOUR, 8);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
}

static void
test_count_restart (Fixture *fixture, gconstpointer data)
{
  click_count (fixture, 18);
  SPIN_UNTIL (kq_counter_get_seconds (fixture->counter) > 0.2);
  /* A new count replaces the old one, which stops. */
  click_count (fixture, 8);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_n (fixture->counter), ==, 8);
  g_assert_cmpuint (kq_counter_get_total (fixture->counter), ==, 92);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
  /* The old count's end came after and changed nothing. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (kq_counter_get_n (fixture->counter), ==, 8);
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_FOUND);
  g_assert_cmpuint (kq_counter_get_unique (fixture->counter), ==, 12);
}

typedef struct {
  gint64 last;
  gint64 longest;
} Heartbeat;

static gboolean
heartbeat_cb (gpointer data)
{
  Heartbeat *beat = data;
  gint64 now = g_get_monotonic_time ();

  beat->longest = MAX (beat->longest, now - beat->last);
  beat->last = now;
  return G_SOURCE_CONTINUE;
}

/* The main loop's longest gap in seconds of spinning it, or until the
 * counter stops, with a 10 ms heartbeat. */
static double
longest_gap_ms (KqCounter *counter, double seconds)
{
  Heartbeat beat = { g_get_monotonic_time (), 0 };
  gint64 end = beat.last + (gint64) (seconds * G_USEC_PER_SEC);
  guint id = g_timeout_add (10, heartbeat_cb, &beat);

  while (g_get_monotonic_time () < end
         && (kq_counter_get_n (counter) == 0 || kq_counter_get_running (counter)))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  return beat.longest / (double) G_TIME_SPAN_MILLISECOND;
}

/* Not a time asserted: the main loop's longest gap while n queens are
 * counted on every core (for 5 s at most), beside the same without a
 * count (the machine's own noise), printed for the report. */
static void
test_count_responsive (Fixture *fixture, gconstpointer data)
{
  const int n = long_count_n ();
  double idle = longest_gap_ms (fixture->counter, 2);
  double counting;
  gint64 end;
  guint wake;

  click_count (fixture, n);
  counting = longest_gap_ms (fixture->counter, 5);
  g_printerr ("# the main loop's longest gap (10 ms heartbeat): %.1f ms while %d queens are "
              "counted (%.1f %% in %.2f s), %.1f ms idle\n",
              counting, n, 100 * kq_counter_get_fraction (fixture->counter),
              kq_counter_get_seconds (fixture->counter), idle);
  kq_counter_stop (fixture->counter);
  g_assert_false (kq_counter_get_running (fixture->counter));
  /* Niced workers on a loaded machine see the flag late: given longer
   * than SPIN_UNTIL's time to end. */
  end = kq_test_deadline (200);
  wake = g_timeout_add (20, wake_cb, NULL);
  while (kq_counter_get_live_workers () > 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  g_assert_cmpuint (kq_counter_get_live_workers (), ==, 0);
  if (kq_counter_get_outcome (fixture->counter) == KQ_OUTCOME_FOUND)
    g_assert_cmpuint (kq_counter_get_total (fixture->counter), ==, long_count[n].total);
}

static gboolean
is_solution_counter (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "solution-count");
}

/* Issue 22, "the solution counter stays while its board is shown": a
 * count, and Read position, leave solution 3's board and its counter. */
static void
test_count_keeps_counter (Fixture *fixture, gconstpointer data)
{
  KqSession *session = kq_window_get_session (fixture->window);
  GtkWidget *counter = find_widget (GTK_WIDGET (fixture->window), is_solution_counter, NULL);

  g_assert_nonnull (counter);
  kq_window_start_queens (fixture->window, 8);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_true (kq_session_show_solution (session, 3, NULL));
  SPIN_UNTIL (kq_session_get_shown (session) == 3);
  /* the queens put down one by one, all of them */
  SPIN_UNTIL (kq_timeline_get_position (window_timeline (fixture->window)) == 8);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (counter)), ==, "Solution 3 of 92");
  g_assert_true (gtk_widget_get_visible (counter));

  g_signal_emit_by_name (fixture->count_button, "clicked");
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_COUNT);
  g_assert_cmpint (kq_session_get_shown (session), ==, 3);
  g_assert_nonnull (strstr (kq_window_get_status (fixture->window), "92 solutions"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (counter)), ==, "Solution 3 of 92");
  g_assert_true (gtk_widget_get_mapped (counter));

  activate (fixture->window, "win.read-position", NULL);
  g_assert_true (g_str_has_prefix (kq_window_get_status (fixture->window), "8 queens: (1, 1)"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (counter)), ==, "Solution 3 of 92");
  g_assert_true (gtk_widget_get_mapped (counter));

  /* a count stops a listing still running: its total so far is no count */
  kq_window_start_queens (fixture->window, 16);
  SPIN_UNTIL (kq_session_get_shown (session) == 1);
  g_assert_false (kq_session_get_listed (session));
  g_signal_emit_by_name (fixture->count_button, "clicked");
  kq_counter_stop (fixture->counter);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (counter)), "Solution 1 of "));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (counter)), " so far"));
}

/* The status line's text contains part. */
static void
assert_status_has (Fixture *fixture, const char *part)
{
  const char *status = kq_window_get_status (fixture->window);

  if (strstr (status, part) == NULL)
    g_error ("status “%s” without “%s”", status, part);
}

/* Every Tour From Here: a square's tours listed, browsed with the
 * queens' controls, each animated; a new tour ends the listing. */
static void
test_every_tour (Fixture *fixture, gconstpointer data)
{
  KqSession *session = kq_window_get_session (fixture->window);
  GtkWidget *counter = find_widget (GTK_WIDGET (fixture->window), is_solution_counter, NULL);

  graphene_rect_t before, after;

  kq_window_start_tour (fixture->window, 5, 2, 2);
  SPIN_UNTIL (!kq_session_get_running (session));
  SPIN_UNTIL (gtk_widget_compute_bounds (fixture->count_button, GTK_WIDGET (fixture->window),
                                         &before) && before.size.width > 0);
  activate (fixture->window, "win.every-tour", NULL);
  g_assert_true (kq_session_get_every_tour (session));
  SPIN_UNTIL (kq_session_get_listed (session));
  /* the browse buttons in Every Tour's place: Count where it was */
  SPIN_UNTIL (gtk_widget_get_mapped (find_widget (GTK_WIDGET (fixture->window), is_goto_entry,
                                                  NULL)));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (gtk_widget_compute_bounds (fixture->count_button, GTK_WIDGET (fixture->window),
                                            &after));
  g_assert_cmpfloat (after.origin.x, ==, before.origin.x);
  g_assert_cmpuint (kq_session_get_total (session), ==, 64);
  SPIN_UNTIL (kq_session_get_shown (session) == 1);

  activate (fixture->window, "win.last-solution", NULL);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 64);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.next-solution", NULL);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 64);
  activate (fixture->window, "win.goto-solution", g_variant_new_uint64 (10));
  activate (fixture->window, "win.previous-solution", NULL);
  g_assert_cmpuint (kq_session_get_shown (session), ==, 9);
  /* move by move */
  g_assert_cmpint (kq_timeline_get_position (window_timeline (fixture->window)), <, 25);
  SPIN_UNTIL (kq_timeline_get_position (window_timeline (fixture->window)) == 25);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (counter)), ==, "Tour 9 of 64");
  g_assert_true (gtk_widget_get_mapped (counter));
  /* the listing's steps, the same beside every tour: said as all the tours' */
  assert_status_has (fixture, "steps tried for all the tours: ");

  kq_window_start_tour (fixture->window, 5, 0, 0);
  g_assert_false (kq_session_get_every_tour (session));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (gtk_widget_get_mapped (counter));
}

static void
texture_read_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  GdkTexture **texture = user_data;
  g_autoptr(GError) error = NULL;

  *texture = gdk_clipboard_read_texture_finish (GDK_CLIPBOARD (source_object), result, &error);
  g_assert_no_error (error);
}

/* Map, in the count bar while the problem is the knight's tour. */
static GtkWidget *
map_button (Fixture *fixture)
{
  GtkWidget *button = find_button (GTK_WIDGET (fixture->bar), "M_ap");

  g_assert_nonnull (button);
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  return button;
}

/* The map of tours (issue 33, item 2): Map counts the tours from every
 * square and the board shows them, its legend under it, as exported at
 * the export's size; Map again goes back to the board. */
static void
test_tour_map (Fixture *fixture, gconstpointer data)
{
  g_autofree char *svg_path = g_build_filename (g_get_tmp_dir (), "kq-test-map.svg", NULL);
  g_autofree char *png_path = g_build_filename (g_get_tmp_dir (), "kq-test-map.png", NULL);
  g_autofree char *svg = NULL;
  g_autofree char *name = NULL;
  KqSession *session = kq_window_get_session (fixture->window);
  KqBoardView *view = kq_window_get_board_view (fixture->window);
  GtkWidget *legend = GTK_WIDGET (kq_window_get_legend (fixture->window));
  GtkWidget *button;
  GdkTexture *texture = NULL;
  cairo_surface_t *png;
  const guint64 *counts;

  kq_window_start_tour (fixture->window, 5, 0, 0);
  button = map_button (fixture);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_null (kq_board_view_get_map (view));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_COUNT);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  counts = kq_board_view_get_map (view);
  g_assert_nonnull (counts);
  g_assert_cmpuint (counts[0], ==, 304);
  g_assert_cmpuint (counts[12], ==, 64);
  g_assert_cmpuint (counts[1], ==, 0);
  g_assert_false (gtk_widget_get_visible (legend));
  assert_status_has (fixture, "1,728 tours");
  /* the tour under it stands still */
  g_assert_false (kq_timeline_get_playing (window_timeline (fixture->window)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-pause", NULL);
  g_assert_false (kq_timeline_get_playing (window_timeline (fixture->window)));
  name = kq_window_dup_export_name (fixture->window, ".svg");
  g_assert_cmpstr (name, ==, "tours-5x5.svg");
  /* Export offers no caption and legend for it: the map has its legend always, and the
   * choice changed nothing */
  {
    GtkFileChooser *chooser;

    activate (fixture->window, "win.export", NULL);
    chooser = shown_file_chooser ();
    g_assert_nonnull (chooser);
    g_assert_nonnull (gtk_file_chooser_get_choice (chooser, "size"));
    g_assert_null (gtk_file_chooser_get_choice (chooser, "caption"));
    gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  }

  /* exported as drawn, at the export's size */
  export (fixture->window, svg_path);
  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, NULL));
  g_assert_nonnull (strstr (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"600"));
  export (fixture->window, png_path);
  png = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 600);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, kq_render_tour_map_height (600));
  cairo_surface_destroy (png);
  g_unlink (svg_path);
  g_unlink (png_path);
  /* copied as drawn too */
  activate (fixture->window, "win.copy", NULL);
  gdk_clipboard_read_texture_async (gtk_widget_get_clipboard (GTK_WIDGET (fixture->window)), NULL,
                                    texture_read_cb, &texture);
  SPIN_UNTIL (texture != NULL);
  g_assert_cmpint (gdk_texture_get_height (texture), ==,
                   kq_render_tour_map_height (gdk_texture_get_width (texture)));
  g_object_unref (texture);

  /* Map again: the board, its legend */
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (kq_session_get_mode (session), !=, KQ_SESSION_MODE_COUNT);
  g_assert_null (kq_board_view_get_map (view));
  g_assert_true (gtk_widget_get_visible (legend));

  /* the menu's Map of Tours the same; a new tour leaves it */
  activate (fixture->window, "win.tour-map", NULL);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_nonnull (kq_board_view_get_map (view));
  kq_window_start_tour (fixture->window, 5, 0, 0);
  g_assert_null (kq_board_view_get_map (view));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
}

/* Long counts (issue 33, item 3): 7 × 7 from a corner and the map of 8 × 8
 * are estimated before they count, the estimate said, and for 8 × 8 (years
 * on any machine) the way to split it over machines; Stop stops them. */
static void
test_tour_estimate (Fixture *fixture, gconstpointer data)
{
  KqSession *session = kq_window_get_session (fixture->window);
  double tours, seconds;

  kq_window_start_tour (fixture->window, 7, 0, 0);
  kq_session_stop (session);
  g_signal_emit_by_name (fixture->count_button, "clicked");
  g_assert_true (kq_counter_get_running (fixture->counter));
  SPIN_UNTIL (kq_counter_get_estimate (fixture->counter, &tours, &seconds));
  /* 165,575,218,320 open tours on 7 × 7 in all (OEIS A165134): from a
   * corner, some billions */
  g_assert_cmpfloat (tours, >, 1e9);
  g_assert_cmpfloat (tours, <, 1e11);
  g_assert_cmpfloat (seconds, >, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_status_has (fixture, "7 × 7 from (1, 1)");
  assert_status_has (fixture, "expected: about ");
  assert_status_has (fixture, "left");
  /* a sentence, as every status line (the CLI's progress line begins "tours of") */
  g_assert_true (g_str_has_prefix (kq_window_get_status (fixture->window), "Tours of 7 × 7"));
  activate (fixture->window, "win.stop", NULL);
  g_assert_false (kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);

  kq_window_start_tour (fixture->window, 8, 0, 0);
  kq_session_stop (session);
  g_signal_emit_by_name (map_button (fixture), "clicked");
  SPIN_UNTIL (kq_counter_get_estimate (fixture->counter, &tours, &seconds));
  g_assert_cmpfloat (tours, >, 1e13);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  /* years on any machine: split it, in the status line and a toast */
  assert_status_has (fixture, "knights-queens-cli tour 8 --all --count --part=I/K, then sum");
  /* its time said once, as the time left: the estimate's and the split's own beside it cut
   * the status line in Vietnamese */
  assert_status_has (fixture, "left · expected: about ");
  g_assert_null (strstr (kq_window_get_status (fixture->window), " in about "));
  g_assert_null (strstr (kq_window_get_status (fixture->window), "here; split it"));
  g_assert_nonnull (strstr (kq_window_get_toast (fixture->window),
                            "knights-queens-cli tour 8 --all --count --part=I/K"));
  g_assert_null (kq_board_view_get_map (kq_window_get_board_view (fixture->window)));
  activate (fixture->window, "win.stop", NULL);
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);
}

/* Count on a closed tour (issue 44): every closed tour of the board by the
 * frontier, from the start square twice the cycles, in both languages; the
 * map of closed tours the same number on every square; on 7 × 8 its
 * progress and the time left within a second, and Stop. */
static void
test_closed_tours (Fixture *fixture, gconstpointer data)
{
  KqSession *session = kq_window_get_session (fixture->window);
  g_autofree char *text = NULL;
  const guint64 *counts;

  kq_window_start_tour (fixture->window, 6, 0, 0);
  kq_session_set_closed (session, TRUE);
  kq_session_stop (session);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (fixture->count_button), ==, CLOSED_COUNT_TOOLTIP);
  g_signal_emit_by_name (fixture->count_button, "clicked");
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_FOUND);
  /* OEIS A001230: 9,862 cycles */
  g_assert_cmpuint (kq_counter_get_total (fixture->counter), ==, 2 * 9862);
  text = bar_text (fixture);
  g_assert_true (g_str_has_prefix (text, "6 × 6 from (1, 1), closed: 19,724 tours ("));
  g_free (text);
  text = bar_text_vietnamese (fixture);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Bàn 6 × 6 từ ô (1, 1), hành trình đóng: 19"));
  g_assert_nonnull (strstr (text, "724 hành trình ("));
  kq_i18n_set_language ("");
  kq_window_retranslate (fixture->window);

  activate (fixture->window, "win.tour-map", NULL);
  SPIN_UNTIL (!kq_counter_get_running (fixture->counter));
  counts = kq_board_view_get_map (kq_window_get_board_view (fixture->window));
  g_assert_nonnull (counts);
  for (int s = 0; s < 36; s++)
    g_assert_cmpuint (counts[s], ==, 2 * 9862);

  /* 7 × 8 (a minute of two cores): its progress, the time left, the main
   * loop's longest gap while it counts (printed, not asserted), Stop */
  kq_session_set_tour_board (session, 7, 8);
  kq_session_start_tour (session, 0, 0);
  kq_session_set_closed (session, TRUE);
  kq_session_stop (session);
  g_signal_emit_by_name (fixture->count_button, "clicked");
  SPIN_UNTIL (kq_counter_get_fraction (fixture->counter) > 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  assert_status_has (fixture, "7 × 8 from (1, 1), closed");
  assert_status_has (fixture, "left");
  /* OEIS A193054's 34,524,432,316, each way round */
  assert_status_has (fixture, "expected: 69,048,864,632 tours, as published");
  g_printerr ("# the main loop's longest gap (10 ms heartbeat): %.1f ms while 7 × 8's closed "
              "tours are counted by the frontier\n", longest_gap_ms (fixture->counter, 3));
  g_assert_true (kq_counter_get_running (fixture->counter));
  activate (fixture->window, "win.stop", NULL);
  g_assert_cmpint (kq_counter_get_outcome (fixture->counter), ==, KQ_OUTCOME_STOPPED);
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);
  kq_session_set_closed (session, FALSE);
}

/* The window's Tour Counts, shown, or NULL. */
static KqTourCounts *
shown_tour_counts (void)
{
  GtkWindow *counts = shown_window (KQ_TYPE_TOUR_COUNTS);

  return counts != NULL ? KQ_TOUR_COUNTS (counts) : NULL;
}

/* The table of published counts (issue 44): from the menu, Count Them
 * counts each board here, from the keyboard, each as published; Stop
 * stops it, and Escape closes the window. */
static void
test_tour_counts (Fixture *fixture, gconstpointer data)
{
  guint n_rows;
  const KqTourPublished *rows = kq_tour_published (&n_rows);
  KqTourCounts *counts;
  KqCounter *counter;
  GtkWidget *count, *stop;

  activate (fixture->window, "win.tour-counts", NULL);
  SPIN_UNTIL ((counts = shown_tour_counts ()) != NULL);
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (counts)));
  counter = kq_tour_counts_get_counter (counts);
  count = find_button (GTK_WIDGET (counts), "_Count Them");
  stop = find_button (GTK_WIDGET (counts), "_Stop");
  g_assert_nonnull (count);
  g_assert_nonnull (stop);
  g_assert_cmpstr (kq_tour_counts_get_result (counts, 0), ==, "");
  gtk_widget_grab_focus (count);
  g_assert_true (gtk_widget_is_focus (count));
  /* as Enter or Space does: clicked once the button has shown itself pressed */
  gtk_widget_activate (count);
  SPIN_UNTIL (gtk_widget_get_visible (stop));
  g_assert_true (gtk_widget_is_focus (stop));
  SPIN_UNTIL (!gtk_widget_get_visible (stop));
  g_assert_true (gtk_widget_is_focus (count));
  /* the boards counted in seconds, in the table's order */
  for (guint i = 0, shown = 0; i < n_rows; i++)
    if (rows[i].quick)
      {
        g_autofree char *number = kq_format_count (rows[i].tours);
        g_autofree char *expected = g_strdup_printf ("%s ✓", number);

        g_assert_cmpstr (kq_tour_counts_get_result (counts, shown++), ==, expected);
      }

  g_signal_emit_by_name (count, "clicked");
  g_assert_true (kq_counter_get_running (counter));
  g_signal_emit_by_name (stop, "clicked");
  g_assert_false (kq_counter_get_running (counter));
  g_assert_cmpstr (kq_tour_counts_get_result (counts, 0), ==, "stopped");
  g_assert_true (gtk_widget_get_visible (count));
  SPIN_UNTIL (kq_counter_get_live_workers () == 0);

  gtk_widget_activate_action (GTK_WIDGET (counts), "window.close", NULL);
  SPIN_UNTIL (shown_tour_counts () == NULL);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/count-window/eight", test_count_eight);
  ADD ("/count-window/vietnamese", test_count_vietnamese);
  ADD ("/count-window/oeis", test_count_oeis);
  ADD ("/count-window/tours", test_count_tours);
  ADD ("/count-window/every-tour", test_every_tour);
  ADD ("/count-window/tour-map", test_tour_map);
  ADD ("/count-window/tour-estimate", test_tour_estimate);
  ADD ("/count-window/closed-tours", test_closed_tours);
  ADD ("/count-window/tour-counts", test_tour_counts);
  ADD ("/count-window/progress", test_count_progress);
  ADD ("/count-window/stop", test_count_stop);
  ADD ("/count-window/switch", test_count_switch);
  ADD ("/count-window/restart", test_count_restart);
  ADD ("/count-window/responsive", test_count_responsive);
  ADD ("/count-window/keeps-counter", test_count_keeps_counter);
#undef ADD

  return g_test_run ();
}
