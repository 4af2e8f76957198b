/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-ordered-pool.h: jobs run by worker threads, their results taken in the
 * order they were pushed
 *
 * The calling thread pushes jobs one by one; workers run them, a window of
 * them ahead of the calling thread, which takes each finished job in turn
 * (kq_ordered_pool_push () and kq_ordered_pool_finish () wait for it). The
 * window bounds what the results hold however many jobs there are. Once a
 * take or wait function says stop, the pool runs no job it has not started,
 * and the running ones see the stop flag. The caller owns the jobs: the pool
 * only hands their pointers around.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A worker thread runs job; it may poll stop (read with g_atomic_int_get)
 * to give up early once the pool is stopped. */
typedef void     (*KqOrderedPoolRunFunc)  (gpointer    job,
                                           const gint *stop,
                                           gpointer    user_data);
/* The calling thread takes a job that has run, in the order pushed; FALSE
 * stops the pool. */
typedef gboolean (*KqOrderedPoolTakeFunc) (gpointer    job,
                                           gpointer    user_data);
/* Called in the calling thread while it waits for the next job, and between
 * jobs, once per interval; FALSE stops the pool. */
typedef gboolean (*KqOrderedPoolWaitFunc) (gpointer    user_data);

typedef struct _KqOrderedPool KqOrderedPool;

/* n_threads: 0 for one per processor; ahead: the jobs each thread has in
 * the window. */
KqOrderedPool *kq_ordered_pool_new            (guint                  n_threads,
                                               guint                  ahead,
                                               KqOrderedPoolRunFunc   run,
                                               KqOrderedPoolTakeFunc  take,
                                               gpointer               user_data);
/* wait (may be NULL) every interval microseconds from now. */
void           kq_ordered_pool_set_wait_func  (KqOrderedPool         *pool,
                                               gint64                 interval,
                                               KqOrderedPoolWaitFunc  wait);
/* The most jobs pushed and not yet taken. */
guint          kq_ordered_pool_get_window     (const KqOrderedPool   *pool);
/* Hands job to the workers; with the window full, first waits for the
 * oldest job, and takes it once job is handed over. FALSE once the pool is
 * stopped: before (job is then not run) or by this take. */
gboolean       kq_ordered_pool_push           (KqOrderedPool         *pool,
                                               gpointer               job);
/* Takes every job left, in order; FALSE once stopped. */
gboolean       kq_ordered_pool_finish         (KqOrderedPool         *pool);
/* Stops the pool: jobs not started are dropped, running ones are waited
 * for. */
void           kq_ordered_pool_free           (KqOrderedPool         *pool);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqOrderedPool, kq_ordered_pool_free)

G_END_DECLS
