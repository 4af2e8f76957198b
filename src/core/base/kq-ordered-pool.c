/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-ordered-pool"
#include "config.h"

#include "kq-ordered-pool.h"

/* The jobs in flight sit in a ring of window slots: head is the oldest,
 * the next to take, and a slot is free again once taken. Only the calling
 * thread pushes and takes, so head and tail need no lock; done does. */

typedef struct {
  gpointer  job;
  gboolean  done;  /* under KqOrderedPool.lock */
} Slot;

struct _KqOrderedPool {
  GThreadPool            *threads;
  GMutex                  lock;
  GCond                   cond;
  gint                    stop;  /* atomic: the workers start no job and may give up */
  gboolean                stopped;
  Slot                   *slots;
  guint                   window;
  guint64                 head, tail;  /* jobs taken, pushed */
  KqOrderedPoolRunFunc    run;
  KqOrderedPoolTakeFunc   take;
  KqOrderedPoolWaitFunc   wait;
  gint64                  interval;
  gint64                  next_wait;
  gpointer                user_data;
};

static void
run_slot (gpointer data, gpointer user_data)
{
  Slot *slot = data;
  KqOrderedPool *pool = user_data;

  if (!g_atomic_int_get (&pool->stop))
    pool->run (slot->job, &pool->stop, pool->user_data);

  g_mutex_lock (&pool->lock);
  slot->done = TRUE;
  g_cond_signal (&pool->cond);
  g_mutex_unlock (&pool->lock);
}

KqOrderedPool *
kq_ordered_pool_new (guint                  n_threads,
                     guint                  ahead,
                     KqOrderedPoolRunFunc   run,
                     KqOrderedPoolTakeFunc  take,
                     gpointer               user_data)
{
  KqOrderedPool *pool;

  g_return_val_if_fail (ahead >= 1, NULL);
  g_return_val_if_fail (run != NULL && take != NULL, NULL);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  pool = g_new0 (KqOrderedPool, 1);
  g_mutex_init (&pool->lock);
  g_cond_init (&pool->cond);
  pool->window = ahead * n_threads;
  pool->slots = g_new0 (Slot, pool->window);
  pool->run = run;
  pool->take = take;
  pool->user_data = user_data;
  /* Not exclusive: threads are shared with the other pools of the process,
   * and GLib starts them only as jobs come. */
  pool->threads = g_thread_pool_new (run_slot, pool, (int) n_threads, FALSE, NULL);
  return pool;
}

void
kq_ordered_pool_set_wait_func (KqOrderedPool         *pool,
                               gint64                 interval,
                               KqOrderedPoolWaitFunc  wait)
{
  g_return_if_fail (pool != NULL);
  g_return_if_fail (interval > 0 || wait == NULL);

  pool->wait = wait;
  pool->interval = interval;
  pool->next_wait = g_get_monotonic_time () + interval;
}

guint
kq_ordered_pool_get_window (const KqOrderedPool *pool)
{
  g_return_val_if_fail (pool != NULL, 0);

  return pool->window;
}

static gboolean
stop (KqOrderedPool *pool)
{
  pool->stopped = TRUE;
  g_atomic_int_set (&pool->stop, TRUE);
  return FALSE;
}

/* Waits until the oldest job has run, calling the wait function when it is
 * due (also when the job has already run); FALSE when it said stop. */
static gboolean
wait_head (KqOrderedPool *pool)
{
  Slot *slot = &pool->slots[pool->head % pool->window];
  gboolean go_on = TRUE;

  g_mutex_lock (&pool->lock);
  for (;;)
    {
      if (pool->wait != NULL && g_get_monotonic_time () >= pool->next_wait)
        {
          pool->next_wait = g_get_monotonic_time () + pool->interval;
          g_mutex_unlock (&pool->lock);
          go_on = pool->wait (pool->user_data);
          g_mutex_lock (&pool->lock);
        }
      if (slot->done || !go_on)
        break;
      if (pool->wait != NULL)
        g_cond_wait_until (&pool->cond, &pool->lock, pool->next_wait);
      else
        g_cond_wait (&pool->cond, &pool->lock);
    }
  g_mutex_unlock (&pool->lock);
  return go_on || stop (pool);
}

/* A job that has run to the take function. */
static gboolean
take_job (KqOrderedPool *pool, gpointer job)
{
  return pool->take (job, pool->user_data) || stop (pool);
}

gboolean
kq_ordered_pool_push (KqOrderedPool *pool,
                      gpointer       job)
{
  gboolean full;
  gpointer oldest = NULL;
  Slot *slot;

  g_return_val_if_fail (pool != NULL, FALSE);

  if (pool->stopped)
    return FALSE;
  full = pool->tail - pool->head == pool->window;
  if (full)
    {
      if (!wait_head (pool))
        return FALSE;
      oldest = pool->slots[pool->head++ % pool->window].job;
    }
  slot = &pool->slots[pool->tail++ % pool->window];
  *slot = (Slot) { .job = job };
  g_thread_pool_push (pool->threads, slot, NULL);
  /* The oldest is taken once the new job is handed over, so that the
   * workers have it meanwhile. */
  return !full || take_job (pool, oldest);
}

gboolean
kq_ordered_pool_finish (KqOrderedPool *pool)
{
  g_return_val_if_fail (pool != NULL, FALSE);

  while (!pool->stopped && pool->head < pool->tail)
    if (wait_head (pool))
      take_job (pool, pool->slots[pool->head++ % pool->window].job);
  return !pool->stopped;
}

void
kq_ordered_pool_free (KqOrderedPool *pool)
{
  if (pool == NULL)
    return;

  /* Jobs not started are dropped, and running ones see the flag. */
  g_atomic_int_set (&pool->stop, TRUE);
  g_thread_pool_free (pool->threads, TRUE, TRUE);
  g_mutex_clear (&pool->lock);
  g_cond_clear (&pool->cond);
  g_free (pool->slots);
  g_free (pool);
}
