/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-code-panel.c: whether the code panel slows a trace, and how
 * often it refreshes, measured in a real window */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <gtk/gtk.h>
#include <gtksourceview/gtksource.h>
#include <stdio.h>
#include <stdlib.h>

#include "kq-bench-median.h"
#include "kq-bench-window.h"
#include "kq-code-panel.h"
#include "kq-trace-panel.h"

/* The trace's side panel on its code page against its tree page:
 *   kq-bench-code-panel [QUEENS_N [TOUR_N [RUNS]]]   (default 12, 7 and 5;
 *   needs a display, else exit 77)
 * For the whole enumeration of QUEENS_N queens, and the classic knight's
 * tour of TOUR_N × TOUR_N from (1, 1) to its first tour, each run a trace
 * played (at the fastest speed) for its first WATCHED moves, then
 * released to Full Speed as its button does, RUNS times with the code
 * page shown and with the tree page, alternating: the search's wall time
 * from the release until it stopped running. Then the tour's trace
 * played (not Full Speed, at the fastest speed) with the code page shown,
 * for PLAY_SECONDS.
 *
 * The panel's refreshes are observed, not counted inside it: each one
 * puts the text cursor on the current line (the gutter's bold number), so
 * the code buffer's "mark-set" of its insert mark; the frames are the
 * frame clock's "after-paint". Both per second of wall time, beside the
 * frame rate (goal: refreshes ≤ frames). Medians; times are printed,
 * never judged: the exit status is 1 only if a search did not end. */

#define MAX_RUNS      15
#define PLAY_SECONDS  3.0
#define SEARCH_LIMIT  120.0
#define WATCHED       10

typedef struct {
  KqWindow     *window;
  GtkTextMark  *insert;
  guint         refreshes;
  guint         frames;
} Probe;

static Probe probe;

static KqSession *
session (void)
{
  return kq_window_get_session (probe.window);
}

static void
mark_set_cb (GtkTextBuffer *buffer, const GtkTextIter *location, GtkTextMark *mark, gpointer data)
{
  if (mark == probe.insert)
    probe.refreshes++;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  probe.frames++;
}

/* Runs the main loop for seconds, or until done() (if not NULL). */
static void
spin (gboolean (*done) (void), double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while ((done == NULL || !done ()) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, done != NULL);
}

static gboolean
search_ended (void)
{
  return !kq_session_get_running (session ());
}

typedef struct {
  double  seconds;
  guint   refreshes;
  guint   frames;
  guint64 steps;
} Sample;

static void
start (gboolean queens, int n)
{
  if (queens)
    kq_window_start_queens (probe.window, n);
  else
    kq_window_start_tour (probe.window, n, 0, 0);
}

/* Counts from now on. */
static gint64
begin (void)
{
  probe.refreshes = probe.frames = 0;
  return g_get_monotonic_time ();
}

static void
end (gint64 began, Sample *sample)
{
  sample->seconds = (g_get_monotonic_time () - began) / 1e6;
  sample->refreshes = probe.refreshes;
  sample->frames = probe.frames;
  sample->steps = kq_session_get_steps (session ());
}

static gboolean
watched (void)
{
  KqCodePanel *panel = kq_trace_panel_get_code_panel (kq_window_get_trace_panel (probe.window));
  const KqCodeStepper *stepper = kq_code_panel_get_stepper (panel);

  if (kq_timeline_get_position (kq_session_get_timeline (session ())) < WATCHED)
    return FALSE;
  /* on the code page, the panel at a line (a user who watched a little) */
  return !gtk_widget_get_mapped (GTK_WIDGET (panel)) ||
         (stepper != NULL && kq_code_stepper_get_line (stepper) > 0);
}

/* One trace watched for WATCHED moves, then released (Full Speed) with
 * the side panel on page: the search's wall time from the release; FALSE
 * if the search did not end. */
static gboolean
run_full_speed (gboolean queens, int n, const char *page, Sample *sample)
{
  gint64 began;

  kq_trace_panel_show_page (kq_window_get_trace_panel (probe.window), page);
  /* the page shown, the last run's frames over */
  spin (NULL, 0.2);
  start (queens, n);
  spin (watched, SEARCH_LIMIT);
  if (!watched ())
    g_error ("the trace did not play");
  began = begin ();
  if (!gtk_widget_activate_action (GTK_WIDGET (probe.window), "win.full-speed", NULL))
    g_error ("win.full-speed: no such action");
  spin (search_ended, SEARCH_LIMIT);
  end (began, sample);
  return search_ended ();
}

/* The trace played with the code page shown, for PLAY_SECONDS. */
static void
run_playing (gboolean queens, int n, Sample *sample)
{
  KqTimeline *timeline = kq_session_get_timeline (session ());
  gint64 began;

  kq_trace_panel_show_page (kq_window_get_trace_panel (probe.window), "code");
  spin (NULL, 0.2);
  began = begin ();
  start (queens, n);
  kq_timeline_set_playing (timeline, TRUE);
  spin (NULL, PLAY_SECONDS);
  end (began, sample);
  sample->steps = kq_timeline_get_position (timeline);
  kq_session_stop (session ());
  spin (search_ended, SEARCH_LIMIT);
}

static GtkWidget *
find_source_view (GtkWidget *widget)
{
  if (GTK_SOURCE_IS_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_source_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Per second of the samples' wall time. */
static void
rates (const Sample *samples, int count, double *refreshes, double *frames)
{
  double seconds = 0;
  guint r = 0, f = 0;

  for (int s = 0; s < count; s++)
    {
      seconds += samples[s].seconds;
      r += samples[s].refreshes;
      f += samples[s].frames;
    }
  *refreshes = r / seconds;
  *frames = f / seconds;
}

/* RUNS pairs, code page then tree page; prints their figures. */
static gboolean
bench_full_speed (const char *name, gboolean queens, int n, int runs)
{
  Sample code[MAX_RUNS], tree[MAX_RUNS];
  double code_s[MAX_RUNS], tree_s[MAX_RUNS], ratio[MAX_RUNS];
  double code_refreshes, code_frames, tree_refreshes, tree_frames, middle;

  for (int run = 0; run < runs; run++)
    {
      if (!run_full_speed (queens, n, "code", &code[run]) ||
          !run_full_speed (queens, n, "tree", &tree[run]))
        {
          fprintf (stderr, "%s: the search did not end within %.0f s\n", name, SEARCH_LIMIT);
          return FALSE;
        }
      code_s[run] = code[run].seconds;
      tree_s[run] = tree[run].seconds;
      ratio[run] = code_s[run] / tree_s[run];
    }
  /* sorted: from the lowest ratio to the highest */
  middle = median (ratio, runs);
  rates (code, runs, &code_refreshes, &code_frames);
  rates (tree, runs, &tree_refreshes, &tree_frames);
  printf ("%s, Full Speed, %" G_GUINT64_FORMAT " steps, median of %d pairs:\n", name, code[0].steps, runs);
  printf ("  code page %8.1f ms, tree page %8.1f ms: code / tree %.2f (median of the pairs' ratios, %.2f to %.2f; goal ≈ 1.0)\n",
          median (code_s, runs) * 1e3, median (tree_s, runs) * 1e3, middle, ratio[0], ratio[runs - 1]);
  printf ("  refreshes of the code panel %6.1f a second, frames %6.1f a second (the tree page: %.1f, %.1f)\n",
          code_refreshes, code_frames, tree_refreshes, tree_frames);
  return TRUE;
}

static void
bench_playing (const char *name, gboolean queens, int n)
{
  Sample sample;
  double refreshes, frames;

  run_playing (queens, n, &sample);
  rates (&sample, 1, &refreshes, &frames);
  printf ("%s, played at %.0f moves a second for %.1f s (to move %" G_GUINT64_FORMAT "), code page:\n"
          "  refreshes of the code panel %6.1f a second, frames %6.1f a second (goal: refreshes ≤ frames)\n",
          name, kq_timeline_get_speed (kq_session_get_timeline (session ())), sample.seconds,
          sample.steps, refreshes, frames);
}

int
main (int argc, char **argv)
{
  int queens_n = argc > 1 ? atoi (argv[1]) : 12;
  int tour_n = argc > 2 ? atoi (argv[2]) : 7;
  int runs = argc > 3 ? atoi (argv[3]) : 5;
  g_autofree char *queens_name = NULL;
  g_autofree char *tour_name = NULL;
  GtkWidget *view;
  gboolean ok;

  if (queens_n < 4 || queens_n > 14 || tour_n < 5 || tour_n > 8 || runs < 1 || runs > MAX_RUNS)
    {
      fprintf (stderr, "usage: %s [QUEENS_N [TOUR_N [RUNS]]]   (QUEENS_N 4 … 14, TOUR_N 5 … 8, RUNS 1 … %d)\n",
               argv[0], MAX_RUNS);
      return 2;
    }
  probe.window = bench_window_new (1280, 900, "classic", TRUE);
  kq_timeline_set_speed (kq_session_get_timeline (session ()), 1000.0);
  spin (NULL, 0.5);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (probe.window)), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
  /* the code panel's buffer stays the same from run to run */
  view = find_source_view (GTK_WIDGET (kq_trace_panel_get_code_panel (kq_window_get_trace_panel (probe.window))));
  if (view == NULL)
    g_error ("the code panel has no source view");
  probe.insert = gtk_text_buffer_get_insert (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "mark-set",
                    G_CALLBACK (mark_set_cb), NULL);

  queens_name = g_strdup_printf ("queens %d, whole enumeration", queens_n);
  tour_name = g_strdup_printf ("knight %d × %d from (1, 1), classic, to its first tour", tour_n, tour_n);
  ok = bench_full_speed (queens_name, TRUE, queens_n, runs) &&
       bench_full_speed (tour_name, FALSE, tour_n, runs);
  if (ok)
    bench_playing (tour_name, FALSE, tour_n);

  gtk_window_destroy (GTK_WINDOW (probe.window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return ok ? 0 : 1;
}
