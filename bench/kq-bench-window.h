/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-window.h: the window the window benchmarks measure, or a skip
 * without a display. Included by one benchmark program each (the
 * functions are static). */
#pragma once

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#include "kq-window.h"

/* A window of width × height with the tour's method and trace mode,
 * shown; without a display the program exits with 77 (meson: SKIP). */
static KqWindow *
bench_window_new (int width, int height, const char *method, gboolean trace)
{
  KqWindow *window;

  if (!gtk_init_check ())
    {
      fprintf (stderr, "no display: skipped\n");
      exit (77);
    }
  window = kq_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_object_set (window, "method", method, "closed", FALSE, "trace", trace, NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}
