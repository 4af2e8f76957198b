/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-program-window.c: a whole run of a student's program in the window (issue 41):
 *   kq-bench-program-window PROGRAM [SAMPLES]
 * PROGRAM opened as a student opens it (the input beside it), run to its end (C and C++ with a
 * global board natively), then its search stepped: the board sent to a move at random (the
 * slider, Go to №) and a line back from there (Ctrl+↑), SAMPLES times (200), each timed until
 * the window has followed (the stack and the strips read back from the log). Prints the run's
 * seconds, its status line, its moves, the log's file (its size: the file is unlinked, found
 * among the process's open files), the process's peak resident memory, and the medians of the
 * seeks. Needs a display (77 without one). */
#define G_LOG_DOMAIN "kq-bench"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-bench-median.h"
#include "kq-bench-window.h"

/* The bytes of the log's file: the open file of ours under the cache that is deleted. */
static guint64
spilled_bytes (void)
{
  g_autoptr(GDir) fds = g_dir_open ("/proc/self/fd", 0, NULL);
  g_autofree char *cache = g_build_filename (g_get_user_cache_dir (), "knights-queens", NULL);
  const char *name;
  guint64 bytes = 0;

  while (fds != NULL && (name = g_dir_read_name (fds)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc/self/fd", name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);
      GStatBuf buf;

      if (target != NULL && g_str_has_prefix (target, cache) &&
          g_str_has_suffix (target, " (deleted)") && g_stat (path, &buf) == 0)
        bytes += (guint64) buf.st_size;
    }
  return bytes;
}

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int argc, char *argv[])
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);
  KqTimeline *timeline;
  int samples = argc > 2 ? atoi (argv[2]) : 200;
  double *jumps, *backs;
  gint64 start;
  double run;
  guint length;

  if (argc < 2 || samples < 1)
    {
      fprintf (stderr, "Usage: kq-bench-program-window PROGRAM [SAMPLES]\n");
      return 2;
    }
  window = bench_window_new (1280, 900, "classic", FALSE);
  file = g_file_new_for_commandline_arg (argv[1]);
  drain ();
  start = g_get_monotonic_time ();
  kq_window_open_file (window, file);
  while (kq_window_get_opening (window))
    g_main_context_iteration (NULL, TRUE);
  run = (g_get_monotonic_time () - start) / 1e6;
  drain ();
  timeline = kq_session_get_stepped_timeline (kq_window_get_session (window));
  length = kq_timeline_get_length (timeline);
  printf ("%s: the run %.1f s; %s\n", argv[1], run, kq_window_get_status (window));
  printf ("%u moves; the log's file %.1f MB; peak resident %.0f MB\n", length,
          spilled_bytes () / 1e6, peak_mb ());
  if (length < 2)
    return 1;
  jumps = g_new (double, samples);
  backs = g_new (double, samples);
  for (int k = 0; k < samples; k++)
    {
      start = g_get_monotonic_time ();
      kq_timeline_seek (timeline, (guint) g_rand_int_range (rand, 1, (gint32) length + 1));
      drain ();
      jumps[k] = (g_get_monotonic_time () - start) / 1e3;
      start = g_get_monotonic_time ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i", -1);
      drain ();
      backs[k] = (g_get_monotonic_time () - start) / 1e3;
    }
  printf ("medians of %d (ms): to a move at random %.2f, a line back from there %.2f; "
          "peak resident %.0f MB\n", samples, median (jumps, samples), median (backs, samples),
          peak_mb ());
  g_free (jumps);
  g_free (backs);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
