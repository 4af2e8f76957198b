/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-published.h: the numbers of closed knight's tours of boards the
 * frontier counts in seconds, as published, with where they were first
 * published: the window's table of counts sets its own beside them */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int          rows;
  int          cols;
  guint64      tours;      /* closed, without direction or start */
  const char  *sequence;   /* the OEIS sequence that lists it ("A175881") */
  const char  *source;     /* where it was first published, marked for translation */
} KqTourPublished;

/* The table, smallest boards first; n_rows receives its length. */
const KqTourPublished *kq_tour_published (guint *n_rows);

G_END_DECLS
