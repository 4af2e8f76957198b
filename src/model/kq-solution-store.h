/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-solution-store.h: the n-queens (n-rooks) solutions found so far, compactly */
#pragma once

#include <gio/gio.h>

#include "kq-events.h"

G_BEGIN_DECLS

/* Columns stored for at most this many bytes (n bytes a solution); past
 * it solutions are only counted, and fetched with kq_queens_nth. */
#define KQ_SOLUTION_STORE_MAX_BYTES ((gsize) 64 * 1024 * 1024)

/* The most bytes a solution: n queens' columns, or every tour from a square
 * of 8 × 8, a byte a move number (kq_solution_store_get_async, which counts
 * queens, is for queens only). */
#define KQ_SOLUTION_STORE_MAX_WIDTH 64

/* A fetch reports its progress at most this often (µs). */
#define KQ_SOLUTION_STORE_REPORT_INTERVAL (G_USEC_PER_SEC / 10)

/* How many solutions of the listing's order a fetch has counted so far,
 * in the thread that asked. */
typedef void (*KqSolutionStoreProgress) (guint64  counted,
                                         gpointer user_data);

#define KQ_TYPE_SOLUTION_STORE (kq_solution_store_get_type ())
G_DECLARE_FINAL_TYPE (KqSolutionStore, kq_solution_store, KQ, SOLUTION_STORE, GObject)

KqSolutionStore *kq_solution_store_new          (int                   n,
                                                 gsize                 max_bytes);
/* Whose solutions past the stored ones a fetch finds: the queens' (the
 * default, kq_queens_nth) or the rooks' (kq_rooks_nth, at once). */
void             kq_solution_store_set_problem  (KqSolutionStore      *self,
                                                 KqProblem             problem);
/* Solutions counted so far (stored or not). */
guint64          kq_solution_store_get_total    (KqSolutionStore      *self);
guint64          kq_solution_store_get_stored   (KqSolutionStore      *self);
/* How many solutions fit in the store. */
guint64          kq_solution_store_get_capacity (KqSolutionStore      *self);
/* Appends count solutions of n bytes each (0-based columns, one per row),
 * in listing order; those past the capacity are only counted. */
void             kq_solution_store_append       (KqSolutionStore      *self,
                                                 const guint8         *cols,
                                                 guint                 count);
/* Raises the count to total (solutions listed but not appended). */
void             kq_solution_store_set_total    (KqSolutionStore      *self,
                                                 guint64               total);
/* Solution k (1-based) into cols (n ints) when it is stored. */
gboolean         kq_solution_store_lookup       (KqSolutionStore      *self,
                                                 guint64               k,
                                                 int                  *cols);
/* The number of a stored solution (n columns), by its place in the
 * lexicographic order the solutions are stored in; 0 when it is not
 * stored (not yet listed, or past the capacity). */
guint64          kq_solution_store_find         (KqSolutionStore      *self,
                                                 const int            *cols);
/* Solution k (1-based) from the store, or computed in a worker thread
 * with kq_queens_nth when it is past the stored ones; progress (may be
 * NULL) is called now and then meanwhile, until cancellable is cancelled. */
void             kq_solution_store_get_async    (KqSolutionStore      *self,
                                                 guint64               k,
                                                 KqSolutionStoreProgress progress,
                                                 gpointer              progress_data,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
/* Returns n columns (g_free them), or NULL with error set. */
int             *kq_solution_store_get_finish   (KqSolutionStore      *self,
                                                 GAsyncResult         *result,
                                                 GError              **error);

G_END_DECLS
