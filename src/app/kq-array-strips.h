/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-array-strips.h: the code panel's arrays, a strip of cells each (for
 * n queens a, b, c and x; for the knight the move table a and b, and
 * Warnsdorff's onward counts): a changed value flashes, and each strip
 * says its array as text to a screen reader
 *
 * Pointing at, or focusing, a cell of a, b or c frames its column or
 * diagonal on the board: the signal "outline" (squares as row * n + col,
 * or NULL, and their count), the same as the code panel's, which forwards
 * it. The board (h) has no strip: the board view shows its numbers.
 */
#pragma once

#include <gtk/gtk.h>

#include "kq-lesson.h"
#include "kq-listing-format.h"

G_BEGIN_DECLS

#define KQ_TYPE_ARRAY_STRIPS (kq_array_strips_get_type ())
G_DECLARE_FINAL_TYPE (KqArrayStrips, kq_array_strips, KQ, ARRAY_STRIPS, GtkGrid)

/* A strip for each of listing's arrays of one row on an m × n board (not
 * the board h), with no values yet. */
void  kq_array_strips_build   (KqArrayStrips    *self,
                               const KqListing  *listing,
                               int               m,
                               int               n);
/* A strip for each of arrays (one row each, as long as its length), with no
 * values yet; cells of sources A, B and C frame their squares on an n × n
 * board. A student's own arrays are strips too (source X: no squares). */
void  kq_array_strips_build_arrays (KqArrayStrips       *self,
                                    const KqListingArray *arrays,
                                    guint                n_arrays,
                                    int                  n);
/* The focus of kq_array_strips_show (): the first cell that changes. */
#define KQ_ARRAY_STRIPS_CHANGED (-2)

/* Strip index's cells now: each shown as shown[v] (NULL: empty) and said as
 * words[v] (words or words[v] NULL: as shown); the cell at focus (-1:
 * none) scrolled to, and framed if current; if flash, the cells that
 * changed flash. */
void  kq_array_strips_show    (KqArrayStrips       *self,
                               guint                index,
                               const char * const  *shown,
                               const char * const  *words,
                               int                  focus,
                               gboolean             current,
                               gboolean             flash);
/* The strips, their arrays' names, and what cell v of one shows (NULL:
 * nothing yet). */
guint       kq_array_strips_get_n_strips (KqArrayStrips *self);
const char *kq_array_strips_get_name     (KqArrayStrips *self,
                                          guint          index);
const char *kq_array_strips_get_shown    (KqArrayStrips *self,
                                          guint          index,
                                          int            v);
/* No strips. */
void  kq_array_strips_clear   (KqArrayStrips    *self);
/* The values of listing's arrays in lesson now (the listing they were
 * built for); if flash, those that changed flash. */
void  kq_array_strips_update  (KqArrayStrips    *self,
                               const KqListing  *listing,
                               const KqLesson   *lesson,
                               gboolean          flash);

G_END_DECLS
