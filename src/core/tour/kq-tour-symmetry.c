/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <string.h>

#include "kq-tour-symmetry.h"

/* A closed tour is a cycle through every square. A symmetry g of the board
 * that maps it onto itself acts on the cycle as a symmetry of a polygon:
 *
 * - it turns it round: g moves each square of the cycle k squares on,
 *   where k is the cycle's length over g's order (2, or 4 for a quarter
 *   turn). The k squares from any one on are one of each class of squares
 *   g exchanges (its orbits), each a knight's move from the next, the last
 *   a move from g's image of the first; and such a path, with its images,
 *   is a tour that g maps onto itself. The search starts at square 0 and
 *   finds each tour once each way round that g moves forward (both for a
 *   half turn, one for a quarter turn);
 * - or it reflects it: g keeps two of its moves, each between a square and
 *   its image (the half turn of a board with a side odd and one even has
 *   two such moves), and the cycle is a path through one square of each
 *   class from an end of the one to an end of the other, then its image.
 *
 * A symmetry that keeps a square keeps no closed tour: it keeps a whole
 * row, column or diagonal (three squares or more), or the middle square of
 * a board with an odd number of squares, which has none. Knight's moves
 * go from one colour to the other, so a path of k squares whose last
 * square cannot be next to the image of its first by their colours is not
 * searched: that rules out the mirrors of boards with both sides even, and
 * the quarter turn of 8 × 8, at once. */

#define REPORT_INTERVAL (50 * G_TIME_SPAN_MILLISECOND)

/* The jobs the workers share: the paths' first squares, some thousands on
 * 8 × 8. */
#define JOB_DEPTH 5

#define MAX_WORKERS 16

typedef struct {
  int      squares;
  guint64  moves[KQ_TOUR_SYMMETRY_MAX_SQUARES];  /* the knight's moves from a square */
  guint64  near[KQ_TOUR_SYMMETRY_MAX_SQUARES];   /* …from any square of its class */
  guint64  orbit[KQ_TOUR_SYMMETRY_MAX_SQUARES];  /* its class: it and its images */
  int      steps;       /* the path's squares, one of each class */
  guint64  starts;      /* squares that still need a move back: the first's class (a turn) */
  guint64  close;       /* a turn: the last square is a move from one of these; a
                           reflection: it is one of these */
  guint64  late;        /* squares the path takes only last */
  gboolean reflected;
} Search;

typedef struct {
  guint64 free;
  int     at;
  int     depth;
} Job;

static gboolean
last_fits (const Search *s, int at)
{
  return s->reflected ? (s->close >> at & 1) : (s->moves[at] & s->close) != 0;
}

/* Whether every square left that was next to the class of the square
 * before still has two moves: to squares left, or to the ends of the
 * path and its images. */
static inline gboolean
alive (const Search *s, guint64 left, int before, int at)
{
  guint64 open = left | s->orbit[at] | s->starts;

  for (guint64 check = left & s->near[before]; check != 0; check &= check - 1)
    {
      guint64 ways = s->moves[__builtin_ctzll (check)] & open;

      if ((ways & (ways - 1)) == 0)
        return FALSE;
    }
  return TRUE;
}

/* The squares the path may go on to from at: a square left with two
 * moves only, one of them to an end (at or an image of it), takes that
 * move, so the path goes on to it, or to the image that is at's move. */
static inline guint64
forced (const Search *s, guint64 free, int at)
{
  guint64 open = free | s->orbit[at] | s->starts, allowed = G_MAXUINT64;

  for (guint64 check = free & s->near[at]; check != 0; check &= check - 1)
    {
      int u = __builtin_ctzll (check);
      guint64 ways = s->moves[u] & open, more = ways & (ways - 1);

      if ((more & (more - 1)) == 0 && (ways & s->orbit[at]) != 0)
        allowed &= s->orbit[u];
    }
  return allowed;
}

/* The paths from at (the depth-th square) through free's classes; with
 * jobs, those at JOB_DEPTH are appended to it rather than followed. */
static guint64
search (const Search *s, guint64 free, int at, int depth, GArray *jobs, const gint *stop)
{
  guint64 found = 0, next;

  if (depth == s->steps - 1)
    return last_fits (s, at);
  if (jobs != NULL && depth == JOB_DEPTH)
    {
      Job job = { free, at, depth };

      g_array_append_val (jobs, job);
      return 0;
    }
  if (g_atomic_int_get (stop))
    return 0;
  next = s->moves[at] & free;
  if (depth + 2 < s->steps)
    next &= ~s->late;
  next &= forced (s, free, at);
  for (; next != 0; next &= next - 1)
    {
      int to = __builtin_ctzll (next);
      guint64 left = free & ~s->orbit[to];

      if (alive (s, left, at, to))
        found += search (s, left, to, depth + 1, jobs, stop);
    }
  return found;
}

/* What the searches of a count share. */
typedef struct {
  KqEventFunc func;
  gpointer    user_data;
  guint       n_threads;
  int         searches;      /* searched so far, */
  int         n_searches;    /* …of these */
  gint        stop;
  /* The search running: its jobs, the next to take and those done. */
  const Search *search;
  Job        *jobs;
  guint       n_jobs;
  gint        next;
  gint        done;
  guint64     found;
  guint       running;
  GMutex      lock;
  GCond       changed;
} Work;

static gpointer
work_run (gpointer data)
{
  Work *w = data;
  guint i;

  while (!g_atomic_int_get (&w->stop) &&
         (i = (guint) g_atomic_int_add (&w->next, 1)) < w->n_jobs)
    {
      guint64 found = search (w->search, w->jobs[i].free, w->jobs[i].at, w->jobs[i].depth, NULL,
                              &w->stop);

      g_mutex_lock (&w->lock);
      w->found += found;
      g_mutex_unlock (&w->lock);
      g_atomic_int_inc (&w->done);
    }
  g_mutex_lock (&w->lock);
  w->running--;
  g_cond_broadcast (&w->changed);
  g_mutex_unlock (&w->lock);
  return NULL;
}

/* The paths of s from square start, its class taken, in the workers, the
 * calling thread reporting; FALSE when stopped. */
static gboolean
run (Work *w, const Search *s, int start, guint64 *found)
{
  g_autoptr(GArray) jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  GThread *threads[MAX_WORKERS];
  guint started = 0;

  w->found = search (s, ((s->squares == 64 ? G_MAXUINT64
                                           : (G_GUINT64_CONSTANT (1) << s->squares) - 1)
                         & ~s->orbit[start]),
                     start, 0, jobs, &w->stop);
  w->search = s;
  w->jobs = (Job *) jobs->data;
  w->n_jobs = jobs->len;
  w->next = w->done = 0;
  g_mutex_lock (&w->lock);
  for (; started < w->n_threads; started++)
    if ((threads[started] = g_thread_try_new ("kq-tour-symmetry", work_run, w, NULL)) == NULL)
      break;
  /* The process may have no threads left (ulimit -u): this one searches. */
  w->running = MAX (started, 1);
  g_mutex_unlock (&w->lock);
  if (started == 0)
    work_run (w);

  g_mutex_lock (&w->lock);
  while (w->running > 0)
    {
      gint64 until = g_get_monotonic_time () + REPORT_INTERVAL;

      while (w->running > 0 && g_cond_wait_until (&w->changed, &w->lock, until))
        ;
      if (w->running > 0 && w->func != NULL)
        {
          KqEvent event = { .type = KQ_EVENT_PROGRESS };

          event.fraction = (w->searches + (double) g_atomic_int_get (&w->done) /
                                            MAX (w->n_jobs, 1)) / w->n_searches;
          g_mutex_unlock (&w->lock);
          if (!w->func (&event, w->user_data))
            g_atomic_int_set (&w->stop, 1);
          g_mutex_lock (&w->lock);
        }
    }
  g_mutex_unlock (&w->lock);
  for (guint k = 0; k < started; k++)
    g_thread_join (threads[k]);
  *found = w->found;
  return !g_atomic_int_get (&w->stop);
}

static void
image_of (KqTourSymmetry kind, int rows, int cols, int r, int c, int *to_r, int *to_c)
{
  switch (kind)
    {
    case KQ_TOUR_SYMMETRY_HALF_TURN:
      *to_r = rows - 1 - r, *to_c = cols - 1 - c;
      break;
    case KQ_TOUR_SYMMETRY_QUARTER_TURN:
      *to_r = c, *to_c = rows - 1 - r;
      break;
    case KQ_TOUR_SYMMETRY_MIRROR_ROWS:
      *to_r = rows - 1 - r, *to_c = c;
      break;
    case KQ_TOUR_SYMMETRY_MIRROR_COLS:
      *to_r = r, *to_c = cols - 1 - c;
      break;
    case KQ_TOUR_SYMMETRY_DIAGONAL:
    default:
      *to_r = c, *to_c = r;
      break;
    }
}

static int
colour (int square, int cols)
{
  return (square / cols + square % cols) & 1;
}

/* The symmetry kind of rows × cols, set up in s: FALSE when it keeps a
 * square, or its classes are not all as large as its order (a board with
 * no closed tour). image receives each square's image, order the classes'
 * size. */
static gboolean
plan_symmetry (Search *s, KqTourSymmetry kind, int rows, int cols, int *image, int *order)
{
  static const int KNIGHT[8][2] = {
    { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 },
  };

  memset (s, 0, sizeof *s);
  s->squares = rows * cols;
  for (int q = 0; q < s->squares; q++)
    {
      int r = q / cols, c = q % cols, to_r, to_c;

      image_of (kind, rows, cols, r, c, &to_r, &to_c);
      image[q] = to_r * cols + to_c;
      if (image[q] == q)
        return FALSE;
      for (int k = 0; k < 8; k++)
        if (r + KNIGHT[k][0] >= 0 && r + KNIGHT[k][0] < rows && c + KNIGHT[k][1] >= 0 &&
            c + KNIGHT[k][1] < cols)
          s->moves[q] |= G_GUINT64_CONSTANT (1) << ((r + KNIGHT[k][0]) * cols + c + KNIGHT[k][1]);
    }
  *order = 0;
  for (int q = 0; q < s->squares; q++)
    {
      int size = 0, t = q;

      do
        {
          s->orbit[q] |= G_GUINT64_CONSTANT (1) << t;
          s->near[q] |= s->moves[t];
          t = image[t];
          size++;
        }
      while (t != q);
      if (*order != 0 && size != *order)
        return FALSE;
      *order = size;
    }
  s->steps = s->squares / *order;
  return TRUE;
}

/* The closed tours of rows × cols that kind maps onto themselves. */
static gboolean
count_fixed (Work *w, KqTourSymmetry kind, int rows, int cols, guint64 *fixed)
{
  Search s;
  int image[KQ_TOUR_SYMMETRY_MAX_SQUARES], kept[KQ_TOUR_SYMMETRY_MAX_SQUARES];
  int order, n_kept = 0;
  guint64 found;

  *fixed = 0;
  if (!plan_symmetry (&s, kind, rows, cols, image, &order))
    {
      w->searches++;
      return TRUE;
    }

  /* Turned round: from square 0, the last square a move from its image. */
  s.starts = s.orbit[0];
  s.close = G_GUINT64_CONSTANT (1) << image[0];
  if ((colour (0, cols) ^ ((s.steps - 1) & 1)) != colour (image[0], cols))
    {
      if (!run (w, &s, 0, &found))
        return FALSE;
      *fixed += order == 2 ? found / 2 : found;
    }

  /* Reflected: from the first square of one move the symmetry keeps to
   * either end of another, each pair of them once. */
  for (int q = 0; q < s.squares && order == 2; q++)
    if (q < image[q] && (s.moves[q] >> image[q] & 1))
      kept[n_kept++] = q;
  s.starts = 0;
  s.reflected = TRUE;
  for (int i = 0; i < n_kept; i++)
    for (int j = i + 1; j < n_kept; j++)
      {
        int parity = colour (kept[i], cols) ^ ((s.steps - 1) & 1);

        s.late = s.orbit[kept[j]];
        s.close = 0;
        if (colour (kept[j], cols) == parity)
          s.close |= G_GUINT64_CONSTANT (1) << kept[j];
        if (colour (image[kept[j]], cols) == parity)
          s.close |= G_GUINT64_CONSTANT (1) << image[kept[j]];
        if (!run (w, &s, kept[i], &found))
          return FALSE;
        *fixed += found;
      }
  w->searches++;
  return TRUE;
}

KqOutcome
kq_tour_symmetric_count (int rows, int cols, guint n_threads, KqEventFunc func,
                         gpointer user_data, KqTourSymmetric *symmetric)
{
  KqTourSymmetry kinds[KQ_TOUR_N_SYMMETRIES];
  int n_kinds = 0;
  gboolean going = TRUE;
  Work w = { 0 };

  g_return_val_if_fail (rows >= 1 && cols >= 1, KQ_OUTCOME_NONE);
  g_return_val_if_fail (rows * cols <= KQ_TOUR_SYMMETRY_MAX_SQUARES, KQ_OUTCOME_NONE);
  g_return_val_if_fail (symmetric != NULL, KQ_OUTCOME_NONE);

  memset (symmetric, 0, sizeof *symmetric);
  symmetric->order = rows == cols ? 8 : 4;
  kinds[n_kinds++] = KQ_TOUR_SYMMETRY_HALF_TURN;
  kinds[n_kinds++] = KQ_TOUR_SYMMETRY_MIRROR_ROWS;
  kinds[n_kinds++] = KQ_TOUR_SYMMETRY_MIRROR_COLS;
  if (rows == cols)
    {
      kinds[n_kinds++] = KQ_TOUR_SYMMETRY_QUARTER_TURN;
      kinds[n_kinds++] = KQ_TOUR_SYMMETRY_DIAGONAL;
    }
  /* A board with an odd number of squares, or a side under 3, has no
   * closed tour. */
  if ((rows * cols) % 2 != 0 || MIN (rows, cols) < 3)
    return KQ_OUTCOME_FOUND;

  w.func = func;
  w.user_data = user_data;
  w.n_threads = CLAMP (n_threads > 0 ? n_threads : g_get_num_processors (), 1, MAX_WORKERS);
  w.n_searches = n_kinds;
  g_mutex_init (&w.lock);
  g_cond_init (&w.changed);
  for (int k = 0; k < n_kinds && going; k++)
    going = count_fixed (&w, kinds[k], rows, cols, &symmetric->fixed[kinds[k]]);
  g_mutex_clear (&w.lock);
  g_cond_clear (&w.changed);
  return going ? KQ_OUTCOME_FOUND : KQ_OUTCOME_STOPPED;
}

gboolean
kq_tour_symmetric_classes (KqTourSymmetric *symmetric, KqTourCount128 tours)
{
  const guint64 *fixed = symmetric->fixed;
  gboolean square = symmetric->order == 8;
  guint64 quarter = fixed[KQ_TOUR_SYMMETRY_QUARTER_TURN];
  /* Burnside: each symmetry's own tours, the three-quarter turn's and the
   * other diagonal's as many as the quarter turn's and the diagonal's. */
  KqTourCount128 own = (KqTourCount128) fixed[KQ_TOUR_SYMMETRY_HALF_TURN] +
                       fixed[KQ_TOUR_SYMMETRY_MIRROR_ROWS] + fixed[KQ_TOUR_SYMMETRY_MIRROR_COLS] +
                       (square ? 2 * ((KqTourCount128) quarter +
                                      fixed[KQ_TOUR_SYMMETRY_DIAGONAL]) : 0);
  /* The tours that one half turn or mirror maps onto themselves, and no
   * other symmetry but the identity: a tour that two of them map onto
   * itself the third maps so too, and a quarter turn's own are the half
   * turn's. None of the mirrors' own is another's: a mirror of a board
   * with both sides even changes every square's colour, moving a tour it
   * keeps by half its length, which must then be odd; a mirror of an odd
   * side keeps a whole row or column. */
  KqTourCount128 halves = own - (square ? 3 * (KqTourCount128) quarter : 0);

  if (fixed[KQ_TOUR_SYMMETRY_HALF_TURN] < quarter || tours < halves + quarter ||
      (tours + own) % symmetric->order != 0 || quarter % 2 != 0 ||
      halves % (symmetric->order / 2) != 0 || (tours - halves - quarter) % symmetric->order != 0)
    return FALSE;
  symmetric->classes = (tours + own) / symmetric->order;
  symmetric->whole = (tours - halves - quarter) / symmetric->order;
  symmetric->half = (guint64) (halves / (symmetric->order / 2));
  symmetric->quarter = quarter / 2;
  return symmetric->classes == symmetric->whole + symmetric->half + symmetric->quarter;
}
