/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-published.h: the numbers of closed knight's tours of boards the
 * frontier counts, as published, with where they were first published: the
 * window's table of counts sets its own beside those it counts in seconds,
 * and a count of a board here says what it expects to find */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int          rows;
  int          cols;
  guint64      tours;      /* closed, without direction or start */
  const char  *sequence;   /* the OEIS sequence that lists it ("A175881") */
  const char  *source;     /* where it was first published, marked for translation */
  gboolean     quick;      /* counted here in seconds */
} KqTourPublished;

/* The table, smallest boards first; n_rows receives its length. */
const KqTourPublished *kq_tour_published        (guint *n_rows);
/* The closed tours of rows × cols (either way round) as published, or 0
 * when the table has not the board. */
guint64                kq_tour_published_lookup (int    rows,
                                                 int    cols);

G_END_DECLS
