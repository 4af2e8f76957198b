/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#include "kq-bench-median.h"
#include "kq-bench-window.h"

/* How long the window's main loop is busy when a user seeks through a
 * huge tour, measured in a real window:
 *   kq-bench-seek [N [RUNS]]   (default 1000 and 5; needs a display, else exit 77)
 * The window solves an N × N tour (Warnsdorff, from (1, 1)) and goes to its
 * end (the first time, measured once); then Go to the Start, Go to the End, Step Back and Step Forward, each
 * by its action as its key does, RUNS times. For each, two figures beside
 * the goal:
 * - blocked: the longest the main loop went without running a heartbeat
 *   timeout that asks to run every HEARTBEAT_MS, from the key until the
 *   board is painted and SETTLE_MS more (what a user feels as a freeze);
 * - painted: from the key to the end of the first frame painted after the
 *   board view drew the new position (the frame clock's "after-paint").
 * Then the board exported from the window against kq_render_png of the
 * same board here, as the CLI draws it, and how long the export blocked
 * the window's main loop. Medians of the runs; the exit status
 * is 1 if a seek did not arrive. */

#define MAX_RUNS    15
#define HEARTBEAT_MS 10
#define SETTLE_MS   200
#define GOAL_MS     100.0
#define EXPORT_SIZE 1200

typedef struct {
  gint64 last_beat;  /* µs */
  gint64 longest;    /* the longest gap between beats so far */
  gint64 painted;    /* the first paint after the board view drew, 0 before */
  KqWindow *window;
  guint   target;    /* the position the board view must draw */
  gboolean exported;
} Probe;

static Probe probe;

static KqTimeline *
window_timeline (KqWindow *window)
{
  return kq_session_get_timeline (kq_window_get_session (window));
}

static gboolean
searching (KqWindow *window)
{
  return kq_session_get_running (kq_window_get_session (window));
}

static gboolean
heartbeat_cb (gpointer user_data)
{
  gint64 now = g_get_monotonic_time ();

  probe.longest = MAX (probe.longest, now - probe.last_beat);
  probe.last_beat = now;
  return G_SOURCE_CONTINUE;
}

/* The board view draws its board as it is when a frame is made: a frame
 * painted with the board at the target shows it. */
static void
after_paint_cb (GdkFrameClock *clock, gpointer user_data)
{
  const KqBoard *board = kq_board_view_get_board (kq_window_get_board_view (probe.window));

  if (probe.painted == 0 && board != NULL && (guint) board->moves == probe.target)
    probe.painted = g_get_monotonic_time ();
}

static void
spin_until (gboolean (*done) (void), double timeout_s)
{
  gint64 end = g_get_monotonic_time () + (gint64) (timeout_s * G_USEC_PER_SEC);

  while (!done () && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
search_done (void)
{
  return !searching (probe.window) && kq_timeline_get_complete (window_timeline (probe.window));
}

static gint64 settle_end;

static gboolean
settled (void)
{
  if (probe.painted == 0)
    return FALSE;
  if (settle_end == 0)
    settle_end = probe.painted + SETTLE_MS * 1000;
  return g_get_monotonic_time () >= settle_end;
}

static gboolean
exported (void)
{
  return probe.exported;
}

/* Runs action, then the main loop until the board at target is painted;
 * returns FALSE if it was not within 60 s. */
static gboolean
seek (const char *action, guint target, double *blocked_ms, double *painted_ms)
{
  gint64 start;

  /* Idle first: the frame before does not count. */
  spin_until (settled, 1.0);
  probe.target = target;
  probe.painted = 0;
  settle_end = 0;
  start = g_get_monotonic_time ();
  probe.last_beat = start;
  probe.longest = 0;
  if (!gtk_widget_activate_action (GTK_WIDGET (probe.window), action, NULL))
    g_error ("%s: no such action", action);
  heartbeat_cb (NULL);
  spin_until (settled, 60.0);
  if (probe.painted == 0)
    return FALSE;
  *blocked_ms = probe.longest / 1000.0;
  *painted_ms = (probe.painted - start) / 1000.0;
  return TRUE;
}

static void
print_seek (const char *name, double blocked, double painted)
{
  printf ("  %-36s blocked %7.1f ms (%.2f of the goal), painted after %7.1f ms (%.2f)\n",
          name, blocked, blocked / GOAL_MS, painted, painted / GOAL_MS);
}

static void
export_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;

  if (!kq_window_export_finish (KQ_WINDOW (source_object), result, &error))
    g_error ("export: %s", error->message);
  probe.exported = TRUE;
}

/* The window's export (a worker) against kq_render_png here, best of 5,
 * and the longest the main loop was blocked meanwhile (the worst of 5):
 * 3 runs left the ratio to a busy moment (1.06 to 1.22 in one hour). */
#define EXPORT_RUNS 5

static void
bench_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("kq-bench-seek-XXXXXX", NULL);
  g_autofree char *window_path = g_build_filename (dir, "window.png", NULL);
  g_autofree char *cli_path = g_build_filename (dir, "cli.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (window_path);
  double window_ms = G_MAXDOUBLE, cli_ms = G_MAXDOUBLE, blocked_ms = 0;

  for (int run = 0; run < EXPORT_RUNS; run++)
    {
      const KqBoard *board = kq_board_view_get_board (kq_window_get_board_view (probe.window));
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      probe.exported = FALSE;
      probe.last_beat = start;
      probe.longest = 0;
      kq_window_export_async (probe.window, file, EXPORT_SIZE, FALSE, NULL, export_done_cb, NULL);
      heartbeat_cb (NULL);
      spin_until (exported, 60.0);
      window_ms = MIN (window_ms, (g_get_monotonic_time () - start) / 1000.0);
      blocked_ms = MAX (blocked_ms, probe.longest / 1000.0);

      start = g_get_monotonic_time ();
      if (!kq_render_png (board, NULL, EXPORT_SIZE, cli_path, &error))
        g_error ("kq_render_png: %s", error->message);
      cli_ms = MIN (cli_ms, (g_get_monotonic_time () - start) / 1000.0);
    }
  printf ("export %d px PNG: window %.0f ms, kq_render_png %.0f ms, ratio %.2f (goal ≤ 1.1); "
          "the window's main loop blocked %.1f ms at most (goal %.0f ms)\n",
          EXPORT_SIZE, window_ms, cli_ms, window_ms / cli_ms, blocked_ms, GOAL_MS);
  g_unlink (window_path);
  g_unlink (cli_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  /* From the end: back to the start, the whole tour forward, a move back,
   * a move forward (to the end again). */
  static const char *const names[] = { "Go to the Start", "Go to the End", "Step Back", "Step Forward" };
  static const char *const actions[] = { "win.first", "win.last", "win.step-back", "win.step-forward" };
  double first_blocked, first_painted;
  double blocked[G_N_ELEMENTS (actions)][MAX_RUNS], painted[G_N_ELEMENTS (actions)][MAX_RUNS];
  gboolean failed = FALSE;
  guint length;
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  int runs = argc > 2 ? atoi (argv[2]) : 5;

  if (n < 5 || n > 2000 || runs < 1 || runs > MAX_RUNS)
    {
      fprintf (stderr, "usage: %s [N [RUNS]]   (N 5 … 2000, RUNS 1 … %d)\n", argv[0], MAX_RUNS);
      return 2;
    }
  probe.window = bench_window_new (1024, 800, "warnsdorff", FALSE);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (probe.window)), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
  g_timeout_add (HEARTBEAT_MS, heartbeat_cb, NULL);

  kq_window_start_tour (probe.window, n, 0, 0);
  spin_until (search_done, 60.0);
  length = kq_timeline_get_length (window_timeline (probe.window));
  if ((int) length != n * n)
    g_error ("the tour has %u moves, not %d", length, n * n);

  /* The first time, as a user who waited for the search does. */
  if (!seek ("win.last", length, &first_blocked, &first_painted))
    g_error ("the end of the tour was not painted");
  for (int run = 0; run < runs; run++)
    for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
      {
        guint target = g_str_equal (actions[a], "win.first") ? 0
                       : g_str_equal (actions[a], "win.step-back") ? length - 1 : length;

        if (!seek (actions[a], target, &blocked[a][run], &painted[a][run]))
          {
            fprintf (stderr, "%s: the board at move %u was not painted\n", names[a], target);
            failed = TRUE;
            blocked[a][run] = painted[a][run] = G_MAXDOUBLE;
          }
      }

  printf ("seek in a %d × %d tour (%u moves), median of %d, goal %.0f ms:\n", n, n, length, runs,
          GOAL_MS);
  print_seek ("Go to the End, the first time (once)", first_blocked, first_painted);
  for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
    print_seek (names[a], median (blocked[a], runs), median (painted[a], runs));
  bench_export ();

  gtk_window_destroy (GTK_WINDOW (probe.window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return failed ? 1 : 0;
}
