/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>
#include <time.h>

#include "kq-tour-count.h"

/* The board as a bitboard: square (r, c) is bit r × 8 + c, whatever the
 * board's size, so that a knight's move is a shift. Bits outside the
 * rows × cols board are never free. */

#define BIT(s) (G_GUINT64_CONSTANT (1) << (s))

/* Columns a destination may not be in after a shift that moved it right by
 * one or two columns (the move wrapped round from the other side), and
 * left. */
#define NOT_COL_0   G_GUINT64_CONSTANT (0xfefefefefefefefe)
#define NOT_COL_01  G_GUINT64_CONSTANT (0xfcfcfcfcfcfcfcfc)
#define NOT_COL_7   G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)
#define NOT_COL_67  G_GUINT64_CONSTANT (0x3f3f3f3f3f3f3f3f)

/* How often (in moves) a worker looks whether it is asked to stop. */
#define STOP_CHECK_INTERVAL (1u << 14)

/* Progress is estimated from the place in this many levels of the tree. */
#define ESTIMATE_LEVELS 4

/* A count's progress report comes this often. */
#define REPORT_INTERVAL (50 * G_TIME_SPAN_MILLISECOND)

/* Jobs per share: enough that the shares and the threads come out even. */
#define JOBS_PER_SHARE 64
#define MIN_JOBS 512

typedef struct {
  int      rows;
  int      cols;
  gboolean closed;
  guint64  board;      /* the rows × cols squares */
  guint64  near[64];   /* each square's knight's moves on the board */
  gint8    tries[64][8];  /* the same in the lessons' order k = 0..7, -1 off the board */
} Tables;

static void
tables_init (Tables *t, int rows, int cols, gboolean closed)
{
  memset (t, 0, sizeof *t);
  t->rows = rows;
  t->cols = cols;
  t->closed = closed;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        int s = r * 8 + c;

        t->board |= BIT (s);
        for (int k = 0; k < 8; k++)
          {
            int u = r + kq_knight_da[k], v = c + kq_knight_db[k];
            gboolean on = u >= 0 && u < rows && v >= 0 && v < cols;

            t->tries[s][k] = on ? (gint8) (u * 8 + v) : -1;
            if (on)
              t->near[s] |= BIT (u * 8 + v);
          }
      }
}

/* Of the squares of a set: those with at least one neighbour in it, and
 * those with exactly one, all at once: the eight moves as shifts, added up
 * bit by bit. */
typedef struct {
  guint64 one;
  guint64 exactly_one;
} Planes;

static inline Planes
planes_of (guint64 set)
{
  guint64 one = 0, two = 0, m;

#define ADD(moved) (m = (moved), two |= one & m, one |= m)
  ADD ((set << 17) & NOT_COL_0);
  ADD ((set << 10) & NOT_COL_01);
  ADD ((set >> 6) & NOT_COL_01);
  ADD ((set >> 15) & NOT_COL_0);
  ADD ((set >> 17) & NOT_COL_7);
  ADD ((set >> 10) & NOT_COL_67);
  ADD ((set << 6) & NOT_COL_67);
  ADD ((set << 15) & NOT_COL_7);
#undef ADD
  return (Planes) { one, one & ~two };
}

/* The planes of a node where free squares are left: of free itself for an
 * open tour; for a closed one of free and the start, its last step. */
static inline Planes
node_planes (const Tables *t, guint64 free, int start)
{
  return planes_of (t->closed ? free | BIT (start) : free);
}

/* Whether the knight, moving to s from a node of free squares free (s among
 * them) with planes p, can still finish a tour; only dead branches are
 * cut, so that the tours left come in the same order.
 * Open: a square with no free neighbour left cannot be reached; a square
 * with one left must be the last, and only one can be; a neighbour of s
 * whose only free neighbour was s must be the next square and the last.
 * Closed: every free square keeps two ways, in and out, the start counted
 * as the way out of the last; the tour ends next to the start. */
static inline gboolean
can_finish (const Tables *t, const Planes *p, guint64 free, int s, int start)
{
  guint64 after = free & ~BIT (s), ends;

  if (after == 0)
    return !t->closed || (t->near[start] & BIT (s)) != 0;
  if (t->closed)
    return (after & ~(p->one & ~p->exactly_one)) == 0;
  ends = after & p->exactly_one;
  return (after & ~p->one) == 0 && (ends & (ends - 1)) == 0 &&
         ((ends & t->near[s]) == 0 || (after & (after - 1)) == 0);
}

/* An estimate of the share of a tree searched: where the search is among
 * the children of its first few levels, each child an equal share. */
typedef struct {
  double low[ESTIMATE_LEVELS + 1];
  double width[ESTIMATE_LEVELS + 1];
} Estimate;

static void
estimate_reset (Estimate *e)
{
  e->low[0] = 0;
  e->width[0] = 1;
}

/* Child i of m at depth (from the tree's root). */
static inline void
estimate_enter (Estimate *e, int depth, int i, int m)
{
  if (depth < ESTIMATE_LEVELS)
    {
      e->width[depth + 1] = e->width[depth] / m;
      e->low[depth + 1] = e->low[depth] + i * e->width[depth + 1];
    }
}

static double
estimate_done (const Estimate *e, int depth)
{
  return e->low[MIN (depth, ESTIMATE_LEVELS)];
}

/* The listing: the lessons' Try(i) with the dead branches cut. */

typedef struct {
  Tables        t;
  int           start;
  guint8        path[64];
  int          *cells;
  KqEventFunc   func;
  gpointer      user_data;
  guint64       max_steps;
  guint64       steps;
  guint64       solutions;
  Estimate      estimate;
  int           depth;     /* of the latest move, for the estimate */
  KqOutcome     outcome;   /* FOUND until stopped or given up */
} Lister;

static gboolean
lister_emit (Lister *l, KqEventType type, int last)
{
  KqEvent event = {
    .type = type,
    .n = l->t.cols,
    .row = last / 8,
    .col = last % 8,
    .step = type == KQ_EVENT_SOLUTION ? l->t.rows * l->t.cols : 0,
    .cells = type == KQ_EVENT_SOLUTION ? l->cells : NULL,
    .nodes = l->steps,
    .solutions = l->solutions,
    .fraction = estimate_done (&l->estimate, l->depth),
  };

  if (l->func != NULL && !l->func (&event, l->user_data))
    l->outcome = KQ_OUTCOME_STOPPED;
  return l->outcome == KQ_OUTCOME_FOUND;
}

static void
lister_solution (Lister *l)
{
  int total = l->t.rows * l->t.cols;

  l->solutions++;
  if (l->func == NULL)
    return;
  for (int i = 0; i < total; i++)
    l->cells[l->path[i] / 8 * l->t.cols + l->path[i] % 8] = i + 1;
  lister_emit (l, KQ_EVENT_SOLUTION, l->path[total - 1]);
}

/* Moves on from path[depth - 1] (at) with free squares free, depth squares
 * on the path; FALSE once the listing is to end. */
static gboolean
lister_try (Lister *l, int at, guint64 free, int depth)
{
  Planes p;
  int m = 0, i = 0;

  if (free == 0)
    {
      lister_solution (l);
      return l->outcome == KQ_OUTCOME_FOUND;
    }
  p = node_planes (&l->t, free, l->start);
  if (depth <= ESTIMATE_LEVELS)
    m = __builtin_popcountll (l->t.near[at] & free);
  for (int k = 0; k < 8; k++)
    {
      int s = l->t.tries[at][k];

      if (s < 0 || (free & BIT (s)) == 0)
        continue;
      estimate_enter (&l->estimate, depth - 1, i++, MAX (m, 1));
      if (!can_finish (&l->t, &p, free, s, l->start))
        continue;
      if (l->max_steps != 0 && l->steps >= l->max_steps)
        {
          l->outcome = KQ_OUTCOME_GAVE_UP;
          return FALSE;
        }
      l->steps++;
      l->depth = depth;
      if ((l->steps & (KQ_PROGRESS_INTERVAL - 1)) == 0 && !lister_emit (l, KQ_EVENT_PROGRESS, s))
        return FALSE;
      l->path[depth] = (guint8) s;
      if (!lister_try (l, s, free & ~BIT (s), depth + 1))
        return FALSE;
    }
  return TRUE;
}

static gboolean
board_fits (int rows, int cols)
{
  return rows >= 1 && rows <= KQ_TOUR_COUNT_MAX_N && cols >= 1 && cols <= KQ_TOUR_COUNT_MAX_N;
}

static gboolean
request_fits (const KqTourRequest *request)
{
  int rows = kq_tour_request_rows (request), cols = kq_tour_request_cols (request);

  return board_fits (rows, cols) && (request->rows > 0) == (request->cols > 0) &&
         request->row >= 0 && request->row < rows && request->col >= 0 && request->col < cols;
}

/* A single square is no closed tour: the start is no move from itself. */
static gboolean
is_single_closed (const Tables *t)
{
  return t->closed && t->rows * t->cols == 1;
}

KqOutcome
kq_tour_count_list (const KqTourRequest *request, KqEventFunc func, gpointer user_data,
                    guint64 *count)
{
  Lister l = { 0 };
  int cells[64];

  g_return_val_if_fail (request != NULL && request_fits (request), KQ_OUTCOME_NONE);
  g_return_val_if_fail (!request->trace, KQ_OUTCOME_NONE);

  if (count != NULL)
    *count = 0;
  if (kq_tour_known_impossible (request, NULL))
    return KQ_OUTCOME_NONE;

  tables_init (&l.t, kq_tour_request_rows (request), kq_tour_request_cols (request),
               request->closed);
  l.start = request->row * 8 + request->col;
  l.path[0] = (guint8) l.start;
  l.cells = cells;
  l.func = func;
  l.user_data = user_data;
  l.max_steps = request->max_steps;
  l.outcome = KQ_OUTCOME_FOUND;
  estimate_reset (&l.estimate);
  if (!is_single_closed (&l.t))
    lister_try (&l, l.start, l.t.board & ~BIT (l.start), 1);

  if (count != NULL)
    *count = l.solutions;
  if (l.outcome == KQ_OUTCOME_FOUND && l.solutions == 0)
    return KQ_OUTCOME_NONE;
  return l.outcome;
}

/* The count: the first moves from each start, cut into jobs, each job's
 * tree counted by a worker thread in any order (the bits' order). */

typedef struct {
  guint64 free;
  guint64 weight;  /* the tours of this job count for this many: moves the
                      board's symmetry maps onto it */
  guint8  at;
  guint8  start;   /* square of the tour's first move */
} Job;

typedef struct Count Count;

typedef struct {
  Count    *count;
  GThread  *thread;
  guint64   steps;
  gboolean  stopped;
  Estimate  estimate;
  gint      done;     /* the share of its current job done, in millionths */
} Worker;

struct Count {
  Tables     t;
  GArray    *jobs;        /* of Job: this share's */
  gint       next;        /* the next job to take */
  gint       stop;
  GMutex     lock;
  GCond      changed;
  guint      jobs_done;
  guint      running;
  guint64    counts[64];  /* by start square */
  guint64    solutions;
  Worker    *workers;
  guint      n_workers;
};

/* Tours from at with free squares free (at taken), for a tour from start. */
static guint64
worker_count (Worker *w, int start, int at, guint64 free, int depth)
{
  const Tables *t = &w->count->t;
  guint64 moves, total = 0;
  Planes p;
  int m = 0, i = 0;

  if (free == 0)
    return 1;
  if ((++w->steps & (STOP_CHECK_INTERVAL - 1)) == 0)
    {
      if (g_atomic_int_get (&w->count->stop))
        w->stopped = TRUE;
      g_atomic_int_set (&w->done, (gint) (estimate_done (&w->estimate, depth) * 1e6));
    }
  if (w->stopped)
    return 0;
  p = node_planes (t, free, start);
  moves = t->near[at] & free;
  if (depth < ESTIMATE_LEVELS)
    m = __builtin_popcountll (moves);
  for (; moves != 0; moves &= moves - 1)
    {
      int s = __builtin_ctzll (moves);

      if (depth < ESTIMATE_LEVELS)
        estimate_enter (&w->estimate, depth, i++, m);
      if (can_finish (t, &p, free, s, start))
        total += worker_count (w, start, s, free & ~BIT (s), depth + 1);
    }
  return total;
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  Count *c = w->count;
  guint index;

  while (!w->stopped && (index = (guint) g_atomic_int_add (&c->next, 1)) < c->jobs->len)
    {
      const Job *job = &g_array_index (c->jobs, Job, index);
      guint64 found;

      estimate_reset (&w->estimate);
      g_atomic_int_set (&w->done, 0);
      found = worker_count (w, job->start, job->at, job->free, 0);
      g_mutex_lock (&c->lock);
      c->counts[job->start] += found * job->weight;
      c->solutions += found * job->weight;
      c->jobs_done += !w->stopped;
      g_atomic_int_set (&w->done, 0);
      g_mutex_unlock (&c->lock);
    }
  g_mutex_lock (&c->lock);
  c->running--;
  g_cond_signal (&c->changed);
  g_mutex_unlock (&c->lock);
  return NULL;
}

/* The board's symmetries: the square (r, c) they map square s to. The
 * first four keep the rows rows, so a rectangle has those; a square has
 * all eight. */
static int
transform (const Tables *t, int g, int s)
{
  int r = s / 8, c = s % 8, mr = t->rows - 1, mc = t->cols - 1;

  switch (g)
    {
    case 0: return r * 8 + c;
    case 1: return (mr - r) * 8 + (mc - c);
    case 2: return r * 8 + (mc - c);
    case 3: return (mr - r) * 8 + c;
    case 4: return c * 8 + r;
    case 5: return c * 8 + (mr - r);
    case 6: return (mc - c) * 8 + r;
    default: return (mc - c) * 8 + (mr - r);
    }
}

static int
n_symmetries (const Tables *t)
{
  return t->rows == t->cols ? 8 : 4;
}

/* The square of s's class under the symmetries that stands for it: the
 * lowest. */
static int
representative (const Tables *t, int s)
{
  int least = s;

  for (int g = 1; g < n_symmetries (t); g++)
    least = MIN (least, transform (t, g, s));
  return least;
}

/* How many first moves the symmetries keeping start map s onto, s among
 * them; 0 when one maps it onto a lower square, which stands for it. */
static int
first_move_orbit (const Tables *t, int start, int s)
{
  guint64 images = 0;

  for (int g = 0; g < n_symmetries (t); g++)
    if (transform (t, g, start) == start)
      {
        int image = transform (t, g, s);

        if (image < s)
          return 0;
        images |= BIT (image);
      }
  return __builtin_popcountll (images);
}

/* How the jobs are cut: the nodes depth moves below the first, and the
 * tours that end sooner. Each share keeps those dealt to it in turn. */
typedef struct {
  const Tables *t;
  int           depth;
  guint64       index;   /* nodes met so far */
  guint         part;
  guint         n_parts;
  GArray       *jobs;    /* NULL: only count them */
} Cutter;

static void
cut (Cutter *cutter, int start, int at, guint64 free, guint64 weight, int depth)
{
  Planes p;

  if (depth == cutter->depth || free == 0)
    {
      Job job = { free, weight, (guint8) at, (guint8) start };

      if (cutter->jobs != NULL && cutter->index % cutter->n_parts == cutter->part)
        g_array_append_val (cutter->jobs, job);
      cutter->index++;
      return;
    }
  p = node_planes (cutter->t, free, start);
  for (guint64 moves = cutter->t->near[at] & free; moves != 0; moves &= moves - 1)
    {
      int s = __builtin_ctzll (moves);
      /* A first move that a symmetry keeping the start maps onto an earlier
       * one has as many tours: counted once, for all. */
      int orbit = depth == 0 ? first_move_orbit (cutter->t, start, s) : 1;

      if (orbit == 0 || !can_finish (cutter->t, &p, free, s, start))
        continue;
      cut (cutter, start, s, free & ~BIT (s), weight * orbit, depth + 1);
    }
}

static void
cut_all (Cutter *cutter, const guint64 starts)
{
  for (guint64 left = starts; left != 0; left &= left - 1)
    {
      int start = __builtin_ctzll (left);

      cut (cutter, start, start, cutter->t->board & ~BIT (start), 1, 0);
    }
}

/* This share's jobs from each of starts: cut deep enough that there are
 * some JOBS_PER_SHARE for each share, whatever the machine. */
static GArray *
cut_jobs (const Tables *t, guint64 starts, guint part, guint n_parts)
{
  guint64 wanted = MAX ((guint64) MIN_JOBS, (guint64) JOBS_PER_SHARE * n_parts);
  Cutter cutter = { t, 0, 0, part, n_parts, NULL };
  guint64 before = G_MAXUINT64;

  /* Deeper until there are enough, or no more come (the tours all end). */
  for (cutter.depth = 1; cutter.depth < t->rows * t->cols; cutter.depth++)
    {
      cutter.index = 0;
      cut_all (&cutter, starts);
      if (cutter.index >= wanted || cutter.index == before)
        break;
      before = cutter.index;
    }
  cutter.index = 0;
  cutter.jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  cut_all (&cutter, starts);
  return cutter.jobs;
}

/* Reports progress, c->lock held (released for func's call). */
static void
count_report (Count *c, KqEventFunc func, gpointer user_data)
{
  double done = c->jobs_done;
  KqEvent event = { .type = KQ_EVENT_PROGRESS, .n = c->t.cols, .solutions = c->solutions };

  for (guint i = 0; i < c->n_workers; i++)
    done += g_atomic_int_get (&c->workers[i].done) / 1e6;
  event.fraction = c->jobs->len > 0 ? MIN (done / c->jobs->len, 1.0) : 1.0;
  g_mutex_unlock (&c->lock);
  if (!func (&event, user_data))
    g_atomic_int_set (&c->stop, TRUE);
  g_mutex_lock (&c->lock);
}

/* Counts the tours from each of starts (a set of squares), this share of
 * them, into counts[square]. */
static KqOutcome
count_run (const Tables *t, guint64 starts, guint part, guint n_parts, guint n_threads,
           KqEventFunc func, gpointer user_data, guint64 counts[64])
{
  Count c = { 0 };
  KqOutcome outcome;
  guint started;

  c.t = *t;
  c.jobs = cut_jobs (&c.t, starts, part, n_parts);
  g_mutex_init (&c.lock);
  g_cond_init (&c.changed);
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  c.n_workers = MAX (1, MIN (n_threads, c.jobs->len));
  c.workers = g_new0 (Worker, c.n_workers);
  c.running = c.n_workers;
  for (started = 0; started < c.n_workers; started++)
    {
      c.workers[started].count = &c;
      c.workers[started].thread = g_thread_try_new ("kq-tour-count", worker_run,
                                                    &c.workers[started], NULL);
      if (c.workers[started].thread == NULL)
        break;
    }
  /* The process may have fewer threads left than asked for (ulimit -u): those that started
   * share the jobs; when none did, this thread counts them all. */
  g_mutex_lock (&c.lock);
  c.running -= c.n_workers - MAX (started, 1);
  g_mutex_unlock (&c.lock);
  if (started == 0)
    worker_run (&c.workers[0]);

  g_mutex_lock (&c.lock);
  while (c.running > 0)
    {
      gint64 until = g_get_monotonic_time () + REPORT_INTERVAL;

      while (c.running > 0 && g_cond_wait_until (&c.changed, &c.lock, until))
        ;
      if (c.running > 0 && func != NULL)
        count_report (&c, func, user_data);
    }
  g_mutex_unlock (&c.lock);
  for (guint i = 0; i < started; i++)
    g_thread_join (c.workers[i].thread);

  outcome = c.jobs_done == c.jobs->len ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
  memcpy (counts, c.counts, sizeof c.counts);
  g_free (c.workers);
  g_array_unref (c.jobs);
  g_mutex_clear (&c.lock);
  g_cond_clear (&c.changed);
  return outcome;
}

KqOutcome
kq_tour_count_share (const KqTourRequest *request, guint part, guint n_parts, guint n_threads,
                     KqEventFunc func, gpointer user_data, guint64 *count)
{
  guint64 counts[64] = { 0 };
  int start;
  Tables t;
  KqOutcome outcome;

  g_return_val_if_fail (request != NULL && request_fits (request), KQ_OUTCOME_NONE);
  g_return_val_if_fail (n_parts >= 1 && part < n_parts, KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  *count = 0;
  if (kq_tour_known_impossible (request, NULL))
    return KQ_OUTCOME_FOUND;
  start = request->row * 8 + request->col;
  tables_init (&t, kq_tour_request_rows (request), kq_tour_request_cols (request),
               request->closed);
  outcome = count_run (&t, BIT (start), part, n_parts, n_threads, func, user_data, counts);
  *count = counts[start];
  return outcome;
}

/* The squares of t's board from which a tour may start (so far as is
 * known without search), a bitboard. */
static guint64
possible_starts (const Tables *t)
{
  guint64 starts = 0;

  for (int r = 0; r < t->rows; r++)
    for (int c = 0; c < t->cols; c++)
      {
        KqTourRequest request = { .rows = t->rows, .cols = t->cols, .row = r, .col = c,
                                  .closed = t->closed };

        if (!kq_tour_known_impossible (&request, NULL) && !is_single_closed (t))
          starts |= BIT (r * 8 + c);
      }
  return starts;
}

KqOutcome
kq_tour_count_board (int rows, int cols, gboolean closed, guint part, guint n_parts,
                     guint n_threads, KqEventFunc func, gpointer user_data, guint64 *counts)
{
  guint64 found[64] = { 0 }, starts = 0;
  Tables t;
  KqOutcome outcome;

  g_return_val_if_fail (board_fits (rows, cols), KQ_OUTCOME_NONE);
  g_return_val_if_fail (n_parts >= 1 && part < n_parts, KQ_OUTCOME_NONE);
  g_return_val_if_fail (counts != NULL, KQ_OUTCOME_NONE);

  tables_init (&t, rows, cols, closed);
  for (guint64 left = possible_starts (&t); left != 0; left &= left - 1)
    {
      int s = __builtin_ctzll (left);

      if (representative (&t, s) == s)
        starts |= BIT (s);
    }
  outcome = count_run (&t, starts, part, n_parts, n_threads, func, user_data, found);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      counts[r * cols + c] = found[representative (&t, r * 8 + c)];
  return outcome;
}

/* Knuth's estimate: a probe from at, free squares free, of a tour from
 * start, its nodes and tours added to e, each weighed by weight times the
 * product of the choices below at on its way. */
static void
probe (const Tables *t, int start, int at, guint64 free, double weight, GRand *rand,
       KqTourEstimate *e)
{
  while (free != 0)
    {
      Planes p = node_planes (t, free, start);
      int children[8], d = 0;

      e->nodes += weight;
      for (guint64 moves = t->near[at] & free; moves != 0; moves &= moves - 1)
        {
          int s = __builtin_ctzll (moves);

          if (can_finish (t, &p, free, s, start))
            children[d++] = s;
        }
      if (d == 0)
        return;
      weight *= d;
      at = children[g_rand_int_range (rand, 0, d)];
      free &= ~BIT (at);
    }
  e->tours += weight;
}

/* The estimate from at: the tree's top levels (depth < levels) counted
 * whole, probes probes from each node of the level under them, so that
 * the choices near the root, which weigh most, add no chance. Returns the
 * nodes of that level when e is NULL (only counted). */
static guint64
estimate_from (const Tables *t, int start, int at, guint64 free, int depth, int levels,
               guint probes, GRand *rand, KqTourEstimate *e)
{
  guint64 below = 0;
  Planes p;

  if (depth == levels || free == 0)
    {
      for (guint k = 0; e != NULL && k < probes; k++)
        probe (t, start, at, free, 1.0 / probes, rand, e);
      return 1;
    }
  if (e != NULL)
    e->nodes++;
  p = node_planes (t, free, start);
  for (guint64 moves = t->near[at] & free; moves != 0; moves &= moves - 1)
    {
      int s = __builtin_ctzll (moves);

      if (can_finish (t, &p, free, s, start))
        below += estimate_from (t, start, s, free & ~BIT (s), depth + 1, levels, probes, rand, e);
    }
  return below;
}

/* How many of the board's symmetries keep square s where it is. */
static int
start_symmetries (const Tables *t, int s)
{
  int kept = 0;

  for (int g = 0; g < n_symmetries (t); g++)
    kept += transform (t, g, s) == s;
  return kept;
}

/* Some n_probes probes from each of starts, each start's tours added
 * weight times (how many squares it stands for). */
static void
estimate_starts (const Tables *t, const int *starts, const int *weights, int n_starts,
                 guint n_probes, guint32 seed, KqTourEstimate *estimate)
{
  GRand *rand = g_rand_new_with_seed (seed);

  estimate->nodes = estimate->tours = 0;
  for (int i = 0; i < n_starts && n_probes > 0; i++)
    {
      guint64 free = t->board & ~BIT (starts[i]), level = 1, before = 0;
      KqTourEstimate one = { 0, 0 };
      int levels;

      /* deeper while a probe is left for each node of the level, and more come */
      for (levels = 1; levels < t->rows * t->cols && level != before; levels++)
        {
          before = level;
          level = estimate_from (t, starts[i], starts[i], free, 0, levels, 0, NULL, NULL);
          if (level > n_probes / 4)
            break;
        }
      level = MAX (level, 1);
      estimate_from (t, starts[i], starts[i], free, 0, levels, MAX (n_probes / level, 1), rand,
                     &one);
      /* the count searches the first moves that a symmetry keeping the
       * start maps onto each other once (first_move_orbit): a share of
       * the tree as large as one over the symmetries that keep it */
      estimate->nodes += one.nodes / start_symmetries (t, starts[i]);
      estimate->tours += weights[i] * one.tours;
    }
  g_rand_free (rand);
}

void
kq_tour_count_estimate (const KqTourRequest *request, guint n_probes, guint32 seed,
                        KqTourEstimate *estimate)
{
  Tables t;
  int start, one = 1;

  g_return_if_fail (request != NULL && request_fits (request));
  g_return_if_fail (estimate != NULL);

  estimate->nodes = estimate->tours = 0;
  tables_init (&t, kq_tour_request_rows (request), kq_tour_request_cols (request),
               request->closed);
  if (kq_tour_known_impossible (request, NULL) || is_single_closed (&t))
    return;
  start = request->row * 8 + request->col;
  estimate_starts (&t, &start, &one, 1, n_probes, seed, estimate);
}

void
kq_tour_count_estimate_board (int rows, int cols, gboolean closed, guint n_probes, guint32 seed,
                              KqTourEstimate *estimate)
{
  int starts[64], weights[64] = { 0 }, n_starts = 0;
  Tables t;

  g_return_if_fail (board_fits (rows, cols));
  g_return_if_fail (estimate != NULL);

  tables_init (&t, rows, cols, closed);
  for (guint64 left = possible_starts (&t); left != 0; left &= left - 1)
    {
      int s = __builtin_ctzll (left), i = 0;

      if (representative (&t, s) == s)
        starts[n_starts++] = s;
      while (starts[i] != representative (&t, s))
        i++;
      weights[i]++;
    }
  estimate_starts (&t, starts, weights, n_starts, n_probes, seed, estimate);
}

/* The CPU time this thread has used, in microseconds: a rate timed by
 * the clock would count the time other programs had the core. */
static gint64
thread_time (void)
{
#ifdef CLOCK_THREAD_CPUTIME_ID
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) == 0)
    return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
#endif
  return g_get_monotonic_time ();
}

double
kq_tour_count_rate (double seconds)
{
  Count c = { 0 };
  Worker w = { &c };
  gint64 start = thread_time (), took;

  /* the count's own loop on 5 × 5 from a corner, again and again: a node
   * costs about the same on any board, a few bit operations */
  tables_init (&c.t, 5, 5, FALSE);
  do
    {
      estimate_reset (&w.estimate);
      worker_count (&w, 0, 0, c.t.board & ~BIT (0), 0);
      took = thread_time () - start;
    }
  while (took < seconds * G_USEC_PER_SEC);
  return w.steps / MAX (took / (double) G_USEC_PER_SEC, 1e-6);
}
