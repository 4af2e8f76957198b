/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "kq-ordered-pool.h"

/* A job: its place in the order and a result the worker works out. */
typedef struct {
  guint     index;
  gulong    sleep;   /* microseconds of work */
  gboolean  spin;    /* works until the pool stops */
  gint      ran;     /* atomic */
  guint     square;
} Job;

typedef struct {
  Job    *jobs;
  guint   n_jobs;
  guint   window;
  gint    taken;        /* atomic: read by the workers */
  gint    running;      /* atomic: jobs running now */
  gint    most_running; /* atomic */
  guint   stop_at;      /* the take of this index says stop (G_MAXUINT: none) */
  guint   waits;
  guint   stop_waits;   /* the wait function says stop at this call (0: never) */
} Run;

static void
run_job (gpointer data, const gint *stop, gpointer user_data)
{
  Job *job = data;
  Run *run = user_data;
  gint running = g_atomic_int_add (&run->running, 1) + 1, most;

  /* Never more than the window ahead of the jobs taken. */
  g_assert_cmpuint (job->index, <, (guint) g_atomic_int_get (&run->taken) + run->window + 1);
  while ((most = g_atomic_int_get (&run->most_running)) < running
         && !g_atomic_int_compare_and_exchange (&run->most_running, most, running))
    ;
  g_assert_cmpint (g_atomic_int_add (&job->ran, 1), ==, 0);
  g_usleep (job->sleep);
  while (job->spin && !g_atomic_int_get (stop))
    g_usleep (100);
  job->square = job->index * job->index;
  g_atomic_int_add (&run->running, -1);
}

/* The jobs come in order, each run once and finished. */
static gboolean
take_job (gpointer data, gpointer user_data)
{
  Job *job = data;
  Run *run = user_data;

  g_assert_cmpuint (job->index, ==, (guint) g_atomic_int_get (&run->taken));
  g_assert_cmpint (g_atomic_int_get (&job->ran), ==, 1);
  g_assert_cmpuint (job->square, ==, job->index * job->index);
  g_atomic_int_inc (&run->taken);
  return job->index != run->stop_at;
}

static gboolean
wait_job (gpointer user_data)
{
  Run *run = user_data;

  return ++run->waits != run->stop_waits;
}

static void
run_init (Run *run, guint n_jobs, gulong max_sleep)
{
  *run = (Run) { .n_jobs = n_jobs, .stop_at = G_MAXUINT };
  run->jobs = g_new0 (Job, n_jobs);
  for (guint i = 0; i < n_jobs; i++)
    {
      run->jobs[i].index = i;
      if (max_sleep > 0)
        run->jobs[i].sleep = (gulong) g_test_rand_int_range (0, (gint32) max_sleep);
    }
}

static KqOrderedPool *
run_pool (Run *run, guint n_threads, guint ahead)
{
  KqOrderedPool *pool = kq_ordered_pool_new (n_threads, ahead, run_job, take_job, run);

  run->window = kq_ordered_pool_get_window (pool);
  g_assert_cmpuint (run->window, ==, ahead * (n_threads > 0 ? n_threads : g_get_num_processors ()));
  return pool;
}

/* Pushes the jobs until one push says stop; how many went through. */
static guint
push_all (KqOrderedPool *pool, Run *run)
{
  guint pushed = 0;

  while (pushed < run->n_jobs && kq_ordered_pool_push (pool, &run->jobs[pushed]))
    pushed++;
  return pushed;
}

/* Jobs of random length come out in order, with one thread or many, a
 * window of one job a thread or more; no job at all takes nothing. */
static void
test_order (void)
{
  const guint threads[] = { 1, 2, 7, 0 };

  for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
    for (guint ahead = 1; ahead <= 3; ahead += 2)
      for (guint n_jobs = 0; n_jobs <= 300; n_jobs += 300)
        {
          const guint n_threads = threads[t] > 0 ? threads[t] : g_get_num_processors ();
          g_autoptr(KqOrderedPool) pool = NULL;
          Run run;

          run_init (&run, n_jobs, 400);
          pool = run_pool (&run, threads[t], ahead);
          g_assert_cmpuint (push_all (pool, &run), ==, run.n_jobs);
          g_assert_true (kq_ordered_pool_finish (pool));
          g_assert_cmpint (run.taken, ==, run.n_jobs);
          /* Finishing again takes nothing more. */
          g_assert_true (kq_ordered_pool_finish (pool));
          g_clear_pointer (&pool, kq_ordered_pool_free);
          g_assert_cmpint (run.most_running, <=, (gint) n_threads);
          if (n_threads == 1)
            g_assert_cmpint (run.most_running, ==, n_jobs > 0);
          g_free (run.jobs);
        }
}

/* The take of job 10 says stop, in the push of job 10 + window (which may
 * have started): no job after it is taken, none pushed later is run, nor
 * any job left waiting, and the jobs running give up (the spinning ones
 * would run for ever). */
static void
test_stop_in_take (void)
{
  for (guint n_threads = 1; n_threads <= 4; n_threads += 3)
    {
      KqOrderedPool *pool;
      Run run;
      guint pushed, ran = 0;

      run_init (&run, 1000, 0);
      for (guint i = 11; i < run.n_jobs; i++)
        run.jobs[i].spin = TRUE;
      run.stop_at = 10;
      pool = run_pool (&run, n_threads, 2);
      pushed = push_all (pool, &run);
      g_assert_cmpuint (pushed, ==, 10 + run.window);
      g_assert_false (kq_ordered_pool_push (pool, &run.jobs[pushed + 1]));
      g_assert_false (kq_ordered_pool_finish (pool));
      kq_ordered_pool_free (pool);

      g_assert_cmpint (run.taken, ==, 11);
      for (guint i = 0; i < run.n_jobs; i++)
        {
          g_assert_true (i <= pushed || !run.jobs[i].ran);
          ran += run.jobs[i].ran;
        }
      g_assert_cmpuint (ran, >=, 11);
      g_assert_cmpint (run.running, ==, 0);
      g_free (run.jobs);
    }
}

/* The wait function runs while the calling thread waits for a job that
 * runs until the pool stops; its third call says stop. */
static void
test_stop_in_wait (void)
{
  g_autoptr(KqOrderedPool) pool = NULL;
  Run run;

  run_init (&run, 50, 0);
  run.jobs[0].spin = TRUE;
  run.stop_waits = 3;
  pool = run_pool (&run, 2, 1);
  kq_ordered_pool_set_wait_func (pool, G_TIME_SPAN_MILLISECOND, wait_job);
  g_assert_cmpuint (push_all (pool, &run), ==, run.window);
  g_assert_false (kq_ordered_pool_finish (pool));
  g_clear_pointer (&pool, kq_ordered_pool_free);
  g_assert_cmpuint (run.waits, ==, 3);
  g_assert_cmpint (run.taken, ==, 0);
  g_free (run.jobs);
}

/* Stopped by being freed before the jobs are taken. */
static void
test_free_early (void)
{
  KqOrderedPool *pool;
  Run run;

  run_init (&run, 8, 0);
  for (guint i = 0; i < run.n_jobs; i++)
    run.jobs[i].spin = TRUE;
  pool = run_pool (&run, 2, 4);
  g_assert_cmpuint (push_all (pool, &run), ==, run.n_jobs);
  kq_ordered_pool_free (pool);
  g_assert_cmpint (run.taken, ==, 0);
  g_assert_cmpint (run.running, ==, 0);
  g_free (run.jobs);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ordered-pool/order", test_order);
  g_test_add_func ("/ordered-pool/stop-in-take", test_stop_in_take);
  g_test_add_func ("/ordered-pool/stop-in-wait", test_stop_in_wait);
  g_test_add_func ("/ordered-pool/free-early", test_free_early);

  return g_test_run ();
}
