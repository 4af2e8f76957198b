/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-queens.h: the listing of n queens as the tests' oracle (src/core
 * only). Included by one test program each (the functions are static). */
#pragma once

#include <glib.h>

#include "kq-queens.h"

/* A KqEventFunc that appends each solution's n columns to the GArray
 * user_data. */
static gboolean
kq_test_collect_placement (const KqEvent *event, gpointer user_data)
{
  if (event->type == KQ_EVENT_SOLUTION)
    g_array_append_vals (user_data, event->cells, event->n);
  return TRUE;
}

/* The solutions of n queens in the lessons' (listing) order, n columns each. */
G_GNUC_UNUSED static GArray *
kq_test_list_queens (int n)
{
  GArray *cols = g_array_new (FALSE, FALSE, sizeof (int));

  kq_queens_list (n, FALSE, kq_test_collect_placement, cols, NULL);
  return cols;
}
