/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "kq-format.h"
#include "kq-tour-frontier-private.h"

/* Knuth's Algorithm E for the knight: the board's squares are swept one at
 * a time, column after column of the short side m. A state is what the
 * squares swept so far look like from the squares ahead: for each square of
 * the window, the 2m + 1 squares swept last (a knight's move back reaches
 * 2m + 1 squares), a digit: FREE (no move of the tour chosen at it yet),
 * FULL (both chosen), or the end of a path (1 … 8, both ends of a path
 * carrying the same digit, renumbered in the window's order so that equal
 * frontiers have equal keys). With each state goes how many ways of
 * choosing the moves among the squares swept lead to it. Sweeping a
 * square chooses which of its moves back are in the tour (none, one or
 * two); a state is dropped as soon as a square can no longer get its two
 * moves, and a path may close into a cycle only at the last square, with
 * every square FULL. Open tours add a square joined to every other (a
 * path through the board is a cycle through it), kept for the whole sweep.
 * The states, their digits and their keys are kq-tour-frontier-state.c's,
 * the tables that hold them kq-tour-frontier-table.c's; here the sweep,
 * square by square, by workers that share each step's states by bucket. */

/* Updates a worker makes for one owner before they are merged: a round
 * ends when one of them fills. */
#define BATCH (1u << 16)
/* The most updates one state makes: no move back, one of five, two. */
#define MAX_UPDATES 16

#define REPORT_INTERVAL (50 * G_TIME_SPAN_MILLISECOND)

/* ---- A step, by the workers. */

/* Waits for every worker; TRUE (to all of them) when the step is over:
 * every worker has swept all it could take, or the count stops. */
static gboolean
barrier (KqFrontierSweep *s, gboolean exhausted)
{
  gboolean last;
  guint generation;

  g_mutex_lock (&s->lock);
  generation = s->generation;
  s->exhausted += exhausted;
  if (++s->arrived == s->n_workers)
    {
      s->last_round = s->exhausted == s->n_workers || g_atomic_int_get (&s->stop);
      s->arrived = s->exhausted = 0;
      g_atomic_int_set (&s->flush, 0);
      s->generation++;
      g_cond_broadcast (&s->changed);
    }
  else
    while (generation == s->generation)
      g_cond_wait (&s->changed, &s->lock);
  last = s->last_round;
  g_mutex_unlock (&s->lock);
  return last;
}

static gboolean
room_left (const KqFrontierWorker *w)
{
  for (guint k = 0; k < w->sweep->n_workers; k++)
    if (w->n_out[k] + MAX_UPDATES > BATCH)
      return FALSE;
  return TRUE;
}

static gpointer
worker_run (gpointer data)
{
  KqFrontierWorker *w = data;
  KqFrontierSweep *s = w->sweep;
  KqFrontierTable *source = NULL;
  gsize at = 0;
  gboolean exhausted = FALSE, last;

  /* Workers start once all are started (the barrier counts them). */
  g_mutex_lock (&s->lock);
  g_mutex_unlock (&s->lock);
  do
    {
      guint swept = 0;

      while (!exhausted && !g_atomic_int_get (&s->flush))
        {
          if (source == NULL || at == source->size)
            {
              guint b;

              /* A table read from the file, or in memory and not to be
               * swept again by a pass to come, is done with. */
              if (source != NULL && (source == &w->read || s->last_pass))
                _kq_tour_frontier_table_free (s, source);
              b = (guint) g_atomic_int_add (&s->next_bucket, 1);
              source = b < N_BUCKETS ? &s->from[b] : NULL;
              if (source != NULL && source->spilled)
                {
                  _kq_tour_frontier_table_read (s, source, s->from_file, &w->read);
                  source = &w->read;
                }
              at = 0;
              exhausted = source == NULL;
              continue;
            }
          if (!room_left (w))
            {
              g_atomic_int_set (&s->flush, 1);
              break;
            }
          _kq_tour_frontier_expand (w, source->entries[at].key, source->entries[at].count,
                  source->high != NULL ? source->high[at] : 0);
          at++;
          if ((++swept & 1023) == 0)
            g_atomic_pointer_add (&s->swept, 1024);
        }
      g_atomic_pointer_add (&s->swept, swept & 1023);
      last = barrier (s, exhausted);
      _kq_tour_frontier_merge (w);
      barrier (s, exhausted);
      memset (w->n_out, 0, sizeof w->n_out);
    }
  while (!last);
  if (source == &w->read)
    _kq_tour_frontier_table_free (s, &w->read);

  /* The tables this worker owns in this pass, packed for the next step
   * (and written to its file). */
  for (guint b = w->index; b < N_BUCKETS; b += s->n_workers)
    if (b >= s->pass_first && b < s->pass_end)
      {
        if (s->to[b].capacity > 0)
          _kq_tour_frontier_table_pack (s, &s->to[b]);
        if (s->to_file >= 0)
          _kq_tour_frontier_table_spill (s, &s->to[b], s->to_file, &s->to_end);
      }
  g_mutex_lock (&s->lock);
  s->running--;
  g_cond_broadcast (&s->changed);
  g_mutex_unlock (&s->lock);
  return NULL;
}

/* ---- Progress: the states each step sweeps, known for the steps done,
 * guessed for the rest. */

/* The share of the work done: the states swept so far against all the
 * steps will sweep. The steps ahead are guessed: growing as over the
 * last column, the growth fading by 6 % a step (the frontiers of 6 × 8
 * and 8 × 8 grow some 64, 26, 15 and 10 times a column, and 1,000, 240,
 * 32 times), up to three quarters of the sweep, where the frontiers of
 * 5 × 8 to 8 × 8 peak, then shrinking by a fifth a step as the squares
 * left fail to close the paths. */
static double
progress_fraction (const KqFrontierSweep *s, const guint64 *states, guint64 swept_now)
{
  const KqFrontierPlan *p = &s->plan;
  int i = s->i, back = MAX (0, i - p->m), peak = MAX (i, 3 * p->squares / 4);
  double growth = states[back] > 0 && states[i] > 0
                    ? log ((double) states[i] / states[back]) / MAX (1, i - back) : 0;
  double done = MIN ((double) swept_now, (double) states[i]), total, guess = states[i];

  for (int j = 0; j < i; j++)
    done += states[j];
  total = done - MIN ((double) swept_now, (double) states[i]) + states[i];
  for (int j = i + 1; j < p->squares; j++)
    {
      if (j <= peak)
        {
          growth *= 0.94;
          guess *= exp (growth);
        }
      else
        guess *= 0.8;
      total += guess;
    }
  return total > 0 ? MIN (done / total, 1.0) : 0;
}

static guint64
level_size (const KqFrontierTable *tables)
{
  guint64 n = 0;

  for (guint b = 0; b < N_BUCKETS; b++)
    n += tables[b].size;
  return n;
}

/* A pass of a step with the workers, the calling thread reporting. */
static void
sweep_pass (KqFrontierSweep *s, guint n_threads, const guint64 *states, KqEventFunc func,
            gpointer user_data)
{
  guint started = 0;

  s->next_bucket = 0;
  s->swept = 0;
  g_mutex_lock (&s->lock);
  for (; started < n_threads; started++)
    {
      s->workers[started].thread = g_thread_try_new ("kq-tour-frontier", worker_run,
                                                     &s->workers[started], NULL);
      if (s->workers[started].thread == NULL)
        break;
    }
  /* The process may have fewer threads left than asked for (ulimit -u):
   * those that started share the step; when none did, this thread
   * sweeps it alone. */
  s->n_workers = MAX (started, 1);
  s->running = s->n_workers;
  g_mutex_unlock (&s->lock);
  if (started == 0)
    worker_run (&s->workers[0]);

  g_mutex_lock (&s->lock);
  while (s->running > 0)
    {
      gint64 until = g_get_monotonic_time () + REPORT_INTERVAL;

      while (s->running > 0 && g_cond_wait_until (&s->changed, &s->lock, until))
        ;
      if (s->running > 0 && func != NULL)
        {
          KqEvent event = { .type = KQ_EVENT_PROGRESS, .n = s->plan.m };
          guint64 swept = (guint64) g_atomic_pointer_get (&s->swept);

          /* Guesses change: the share shown never goes back. */
          s->fraction = MAX (s->fraction,
                             progress_fraction (s, states, (s->pass * states[s->i] + swept) /
                                                           s->passes));
          event.fraction = s->fraction;
          for (guint k = 0; k < s->n_workers; k++)
            event.nodes += s->workers[k].updates;
          g_mutex_unlock (&s->lock);
          if (!func (&event, user_data))
            {
              g_atomic_int_set (&s->stop, 1);
              g_atomic_int_set (&s->flush, 1);
            }
          g_mutex_lock (&s->lock);
        }
    }
  g_mutex_unlock (&s->lock);
  for (guint k = 0; k < started; k++)
    g_thread_join (s->workers[k].thread);
}

/* Bytes a state takes in a table being filled, at worst (just grown to
 * 5/9 full), and packed. */
#define TABLE_BYTES  29
#define PACKED_BYTES 16

/* How many passes the step takes, its states after guessed from how the
 * same step a column before grew them, and a quarter more (the last
 * step's growth where there is no column before): one, the states in
 * memory, where they fit in 3/4 of max_bytes; else the states before the
 * step are written to a file, and those after are made a range of
 * buckets at a time, each range written to a file of its own. The column
 * before is the better guess: 8 × 8's steps from 32 to 40 grew within 20 %
 * of it, while the last step's growth was off by up to three times (the
 * step after a column's mirror images merged grows the most). */
static guint
sweep_plan (KqFrontierSweep *s, const guint64 *states)
{
  const KqFrontierPlan *p = &s->plan;
  int i = s->i;
  double last = i >= 1 && states[i - 1] > 0 ? (double) states[i] / states[i - 1] : 1;
  double column = i >= p->m && states[i - p->m] > 0
                    ? (double) states[i + 1 - p->m] / states[i - p->m] : 1;
  double after = states[i] * MAX (1.0, i >= p->m && states[i - p->m] > 0 ? column * 1.25 : last);
  double room = s->max_bytes / 4.0 * 3 - (double) s->bytes;
  guint64 end = 0;

  /* A step in one pass frees each table before it once swept (room is
   * what is left beside them), while those after it fill evenly: the
   * memory held goes from the one level to the other, never both. */
  if (s->from_file < 0 && TABLE_BYTES * after - PACKED_BYTES * (double) states[i] <= room)
    return 1;
  if (s->from_file < 0 && (s->from_file = _kq_tour_frontier_spill_open (s)) >= 0)
    for (guint b = 0; b < N_BUCKETS; b++)
      _kq_tour_frontier_table_spill (s, &s->from[b], s->from_file, &end);
  room = s->max_bytes / 4.0 * 3 - (double) s->bytes;
  /* No room left beside the buffers: no number of passes would do. */
  if (room <= 0)
    {
      g_mutex_lock (&s->lock);
      s->too_big = TRUE;
      g_mutex_unlock (&s->lock);
      g_atomic_int_set (&s->stop, 1);
      return 1;
    }
  if (TABLE_BYTES * after <= room / 2)
    return 1;
  s->to_file = _kq_tour_frontier_spill_open (s);
  return (guint) CLAMP (ceil (TABLE_BYTES * after / MAX (room, 1.0)), 1, N_BUCKETS);
}

/* One step, in passes; FALSE when the count stops. */
static gboolean
sweep_step (KqFrontierSweep *s, guint n_threads, const guint64 *states, KqEventFunc func,
            gpointer user_data)
{
  s->to = g_new0 (KqFrontierTable, N_BUCKETS);
  s->to_end = 0;
  s->passes = sweep_plan (s, states);
  for (s->pass = 0; s->pass < s->passes && !g_atomic_int_get (&s->stop); s->pass++)
    {
      s->pass_first = s->pass * N_BUCKETS / s->passes;
      s->pass_end = (s->pass + 1) * N_BUCKETS / s->passes;
      s->last_pass = s->pass + 1 == s->passes;
      sweep_pass (s, n_threads, states, func, user_data);
    }
  for (guint b = 0; b < N_BUCKETS; b++)
    if (s->from[b].entries != NULL)
      _kq_tour_frontier_table_free (s, &s->from[b]);
  g_free (s->from);
  if (s->from_file >= 0)
    close (s->from_file);
  s->from = s->to;
  s->from_file = s->to_file;
  s->to = NULL;
  s->to_file = -1;
  return !g_atomic_int_get (&s->stop);
}

guint64
kq_tour_frontier_memory (void)
{
  guint64 physical = (guint64) sysconf (_SC_PHYS_PAGES) * (guint64) sysconf (_SC_PAGE_SIZE);

  return MIN (KQ_TOUR_FRONTIER_MAX_BYTES, physical / 4 * 3);
}

gboolean
kq_tour_frontier_check (int rows, int cols, gboolean closed, GError **error)
{
  int side = MIN (rows, cols), length = MAX (rows, cols);
  int most = closed ? KQ_TOUR_FRONTIER_MAX_SIDE : KQ_TOUR_FRONTIER_MAX_SIDE_OPEN;

  if (side < 1)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("a board has at least one square on each side"));
      return FALSE;
    }
  if (side > most)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   closed ? _("closed tours are counted on boards whose short side is at most "
                              "%d (%d × %d)")
                          : _("open tours are counted on boards whose short side is at most "
                              "%d (%d × %d)"),
                   most, rows, cols);
      return FALSE;
    }
  if (length > KQ_TOUR_FRONTIER_MAX_LENGTH)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("tours are counted on boards up to %d squares long (%d × %d)"),
                   KQ_TOUR_FRONTIER_MAX_LENGTH, rows, cols);
      return FALSE;
    }
  return TRUE;
}

KqOutcome
kq_tour_frontier_count (int rows, int cols, gboolean closed, guint n_threads, guint64 max_bytes,
                        KqEventFunc func, gpointer user_data, KqTourFrontierCount *count)
{
  g_autofree guint64 *states = NULL;
  KqFrontierSweep s = { 0 };
  gboolean going = TRUE;

  g_return_val_if_fail (kq_tour_frontier_check (rows, cols, closed, NULL), KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  memset (count, 0, sizeof *count);
  _kq_tour_frontier_plan_init (&s.plan, rows, cols, closed);
  /* A single square is an open tour by itself, a path of no moves. */
  if (s.plan.squares == 1)
    {
      count->paths = !closed;
      g_free (s.plan.steps);
      return KQ_OUTCOME_FOUND;
    }
  g_mutex_init (&s.lock);
  g_cond_init (&s.changed);
  s.max_bytes = max_bytes > 0 ? max_bytes : kq_tour_frontier_memory ();
  s.from_file = s.to_file = -1;
  s.pass_end = N_BUCKETS;
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX_WORKERS);
  for (guint k = 0; k < n_threads; k++)
    {
      s.workers[k].sweep = &s;
      s.workers[k].index = k;
      for (guint o = 0; o < n_threads; o++)
        s.workers[k].out[o] = g_new (KqFrontierUpdate, BATCH);
    }
  _kq_tour_frontier_account (&s, (gint64) (n_threads * n_threads * BATCH *
                                            sizeof (KqFrontierUpdate)));

  s.from = g_new0 (KqFrontierTable, N_BUCKETS);
  {
    guint64 key = _kq_tour_frontier_start_key (&s.plan);
    KqFrontierUpdate first = { key, 1, 0 };
    guint64 hash = mix (key);

    _kq_tour_frontier_table_add (&s, &s.from[hash >> (64 - BUCKET_BITS)], hash, &first);
    _kq_tour_frontier_table_pack (&s, &s.from[hash >> (64 - BUCKET_BITS)]);
  }

  states = g_new0 (guint64, s.plan.squares + 1);
  for (s.i = 0; s.i < s.plan.squares && going; s.i++)
    {
      states[s.i] = level_size (s.from);
      count->states = MAX (count->states, states[s.i]);
      going = sweep_step (&s, n_threads, states, func, user_data);
      count->updates = 0;
      for (guint k = 0; k < n_threads; k++)
        count->updates += s.workers[k].updates;
      g_debug ("square %d: %" G_GUINT64_FORMAT " states, %" G_GUINT64_FORMAT " updates, %" G_GUINT64_FORMAT " MB",
               s.i, states[s.i], count->updates, s.peak_bytes >> 20);
    }
  for (guint k = 0; k < n_threads; k++)
    {
      count->paths += s.workers[k].closed;
      for (guint o = 0; o < n_threads; o++)
        g_free (s.workers[k].out[o]);
    }
  for (guint b = 0; b < N_BUCKETS; b++)
    if (s.from[b].entries != NULL)
      _kq_tour_frontier_table_free (&s, &s.from[b]);
  g_free (s.from);
  if (s.from_file >= 0)
    close (s.from_file);
  count->peak_bytes = s.peak_bytes;
  g_free (s.plan.steps);
  g_mutex_clear (&s.lock);
  g_cond_clear (&s.changed);
  return going ? KQ_OUTCOME_FOUND
               : s.too_big || s.io_failed ? KQ_OUTCOME_GAVE_UP : KQ_OUTCOME_STOPPED;
}

void
kq_tour_frontier_append (GString *out, KqTourCount128 value)
{
  char digits[40];
  int n = 0;

  do
    {
      digits[n++] = (char) ('0' + (int) (value % 10));
      value /= 10;
    }
  while (value != 0);
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}
