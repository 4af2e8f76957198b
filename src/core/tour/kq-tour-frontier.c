/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-tour"
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "kq-format.h"
#include "kq-tour-frontier.h"

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
 *
 * The digits are nibbles of a 128-bit word while a square is swept, so
 * that the window moves on by a shift and a digit is found in all
 * squares at once: nibble 0 the joined square (FULL for closed tours), 1
 * the square swept, 1 + d the square swept d squares before it, 2m + 2
 * the one that leaves the window with this step. A key keeps 64 bits:
 * nibbles 1 … 2m + 1 (0 … 2m + 1 for open tours, m <= 7). For closed
 * tours the window's last square, 2m back (17th for m = 8), is never FREE
 * (it has one move ahead at most), and when it is an end, its digit is
 * the one that no other square of the window carries twice; so the key
 * keeps only whether it is FULL, in the first square's nibble (FREE, 1 or
 * FULL, which the flag turns into 2, 3 or 11). Only m = 8 needs it; every
 * closed count folds, so that the small boards' counts check it. */

#define FREE  0
#define FULL  9
/* A new path's two ends, before the ends are renumbered. */
#define FRESH 10
#define FOLD  2

typedef unsigned __int128 Nibbles;

#define ONES   ((((Nibbles) G_GUINT64_CONSTANT (0x1111111111111111)) << 64) | \
                G_GUINT64_CONSTANT (0x1111111111111111))
#define SEVENS (ONES * 7)
#define EIGHTS (ONES * 8)
/* Nibble j's bit 3, the mark of nibble j in the masks below. */
#define MARK(j) ((Nibbles) 8 << (4 * (j)))

#define EMPTY     G_MAXUINT64

/* States are dealt to 2^BUCKET_BITS hash tables by their key; worker t
 * owns the tables whose number is t modulo the workers. */
#define BUCKET_BITS 8
#define N_BUCKETS   (1u << BUCKET_BITS)

/* Updates a worker makes for one owner before they are merged: a round
 * ends when one of them fills. */
#define BATCH (1u << 16)
/* The most updates one state makes: no move back, one of five, two. */
#define MAX_UPDATES 16

#define REPORT_INTERVAL (50 * G_TIME_SPAN_MILLISECOND)

/* The marks of the nibbles of x equal to v. */
static inline Nibbles
where (Nibbles x, guint v)
{
  x ^= ONES * v;
  return ~(((x & SEVENS) + SEVENS) | x) & EIGHTS;
}

static inline guint
nibble (Nibbles x, int j)
{
  return (guint) (x >> (4 * j)) & 15;
}

static inline Nibbles
set_nibble (Nibbles x, int j, guint v)
{
  return (x & ~((Nibbles) 15 << (4 * j))) | ((Nibbles) v << (4 * j));
}

/* Whether there is one mark exactly (popcount is a library call on
 * processors older than the build's baseline). */
static inline gboolean
single (Nibbles marks)
{
  return marks != 0 && (marks & (marks - 1)) == 0;
}

/* Marks to whole nibbles times v. */
static inline Nibbles
spread (Nibbles marks, guint v)
{
  return (marks >> 3) * v;
}

/* ---- The plan: what each square's step does, from the board alone. */

/* A square ahead with fewer than two moves to the squares after the step:
 * of the squares swept next to it (mask), at least need are not FULL
 * (need 1 or 2, the mask holding more: those holding need go together
 * into Step's must_open). */
typedef struct {
  Nibbles mask;
  guint   need;
} Need;

/* The squares ahead that can be next to a swept one: those of the window's
 * width. */
#define MAX_NEEDS (2 * KQ_TOUR_FRONTIER_MAX_SIDE + 1)

typedef struct {
  guint8  back[5];     /* nibbles of the moves back (and of the joined square) */
  Nibbles back_mark[5];
  guint8  n_back;
  Nibbles must_full;   /* squares the step leaves with no move ahead */
  Nibbles not_free;    /* …with one */
  gboolean mirror;     /* the last square of a column: a state and its mirror image merge */
  Nibbles  must_open;  /* squares next to one ahead that needs them all: not FULL */
  Nibbles  needed;     /* must_open and the needs' masks */
  guint    n_needs;
  Need     needs[MAX_NEEDS];
} Step;

typedef struct {
  int       m;          /* the short side, swept down each column */
  int       length;     /* the long side */
  int       squares;
  gboolean  open;
  Nibbles   stored;     /* marks of the nibbles a key keeps */
  int       key_nibbles; /* …as nibbles of their own (closed: 2m, and the flag of the fold) */
  guint64   columns;    /* nibbles 0 … 2m - 1 all ones: two columns */
  Nibbles   all;        /* …of every nibble in use */
  Step     *steps;
} Plan;

static const int KNIGHT[8][2] = {
  { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 },
};

/* Moves from square s (column-major, m rows) to squares after last. */
static int
moves_after (const Plan *p, int s, int last)
{
  int r = s % p->m, c = s / p->m, ahead = 0;

  for (int k = 0; k < 8; k++)
    {
      int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1];

      if (rr >= 0 && rr < p->m && cc >= 0 && cc < p->length && cc * p->m + rr > last)
        ahead++;
    }
  return ahead;
}

/* Marks nibble j (square s, or the joined one for s < 0) if it has fewer
 * than two moves ahead after step i. */
static void
plan_tight (const Plan *p, Step *step, int j, int s, int i)
{
  int left = s >= 0 ? moves_after (p, s, i) : p->squares - 1 - i;

  if (left == 0)
    step->must_full |= MARK (j);
  else if (left == 1)
    step->not_free |= MARK (j);
}

/* The squares ahead of step i that the squares after it cannot give two
 * moves: they need moves to squares of the window, which must not be FULL
 * (the corners of the last column, while the one before it is swept). */
static void
plan_needs (const Plan *p, Step *step, int i)
{
  for (int j = i + 1; j < p->squares && j <= i + 2 * p->m + 1; j++)
    {
      int r = j % p->m, c = j / p->m, ahead = 0;
      Nibbles mask = p->open ? MARK (0) : 0;

      for (int k = 0; k < 8; k++)
        {
          int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1], s = cc * p->m + rr;

          if (rr < 0 || rr >= p->m || cc < 0 || cc >= p->length)
            continue;
          if (s > i)
            ahead++;
          else
            mask |= MARK (1 + i - s);
        }
      if (ahead >= 2)
        continue;
      step->needed |= mask;
      /* The mask has bit 3 of each nibble set: 1 or 2 of them. */
      if (single (mask) ? ahead == 1 : single (mask & (mask - 1)) && ahead == 0)
        step->must_open |= mask;
      else
        step->needs[step->n_needs++] = (Need) { mask, 2 - (guint) ahead };
    }
}

static void
plan_init (Plan *p, int rows, int cols, gboolean closed)
{
  p->m = MIN (rows, cols);
  p->length = MAX (rows, cols);
  p->squares = p->m * p->length;
  p->open = !closed;
  p->stored = p->all = 0;
  p->key_nibbles = p->open ? 2 * p->m + 2 : 2 * p->m;
  p->columns = p->m == 8 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (8 * p->m)) - 1;
  for (int j = p->open ? 0 : 1; j <= 2 * p->m + 1; j++)
    p->stored |= MARK (j);
  for (int j = 0; j <= 2 * p->m + 2; j++)
    p->all |= MARK (j);
  p->steps = g_new0 (Step, p->squares);
  for (int i = 0; i < p->squares; i++)
    {
      Step *step = &p->steps[i];
      int r = i % p->m, c = i / p->m;

      step->mirror = r == p->m - 1 && i + 1 < p->squares;
      plan_tight (p, step, 1, i, i);
      for (int k = 0; k < 8; k++)
        {
          int rr = r + KNIGHT[k][0], cc = c + KNIGHT[k][1], s = cc * p->m + rr;

          if (rr < 0 || rr >= p->m || cc < 0 || cc >= p->length || s > i)
            continue;
          step->back_mark[step->n_back] = MARK (1 + i - s);
          step->back[step->n_back++] = (guint8) (1 + i - s);
          plan_tight (p, step, 1 + i - s, s, i);
        }
      if (p->open)
        {
          step->back_mark[step->n_back] = MARK (0);
          step->back[step->n_back++] = 0;
          plan_tight (p, step, 0, -1, i);
        }
      plan_needs (p, step, i);
    }
}

/* The state of key, moved on to the next square (FREE, nibble 1). */
static inline Nibbles
unpack (const Plan *p, guint64 key)
{
  Nibbles window = key;
  guint first = (guint) key & 15, last = FULL;

  if (p->open)
    return ((Nibbles) (key >> 4) << 8) | (key & 15);
  if (first == FREE + FOLD || first == 1 + FOLD || first == FULL + FOLD)
    {
      window -= FOLD;
      /* The end whose partner is the window's last square. */
      for (last = 1; last < FULL && !single (where (window, last)); last++)
        ;
    }
  window |= (Nibbles) last << (8 * p->m);
  return (window << 8) | FULL;
}

/* The key of a state after its step: the ends renumbered in the order of
 * the nibbles, a digit taking the next number where it is first met (a
 * table of 16 bytes, no search of the word for each path). */
static inline guint64
pack (const Plan *p, Nibbles x)
{
  static const guint8 unnumbered[16] = {
    FREE, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, FULL, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
  };
  guint8 number[16];
  Nibbles rest = p->open ? x : x >> 4;
  guint64 key = 0;
  guint next = 1;

  memcpy (number, unnumbered, sizeof number);
  for (int j = 0; j < p->key_nibbles; j++, rest >>= 4)
    {
      guint digit = (guint) rest & 15, k = number[digit];

      if (k == 0xff)
        k = number[digit] = (guint8) next++;
      key |= (guint64) k << (4 * j);
    }
  if (!p->open && ((guint) rest & 15) != FULL)
    key += FOLD;
  return key;
}

/* The state upside down (row r of the short side as row m - 1 - r), after
 * the last square of a column: the window is then the two columns swept
 * last (nibbles 1 … m and m + 1 … 2m, each from its last row up), the
 * square before them FULL. The squares ahead are the same upside down, so
 * a state and its image finish in as many ways: the smaller key stands for
 * both, which halves the states of the steps after it. */
static inline guint64
pack_either (const Plan *p, Nibbles x)
{
  /* Nibbles 1 … 2m, at most 16: a 64-bit word. */
  guint64 columns = (guint64) (x >> 4), image = 0;
  guint64 other, key = pack (p, x);
  int m = p->m;

  for (int d = 0; d < m; d++)
    image |= (columns >> (4 * d) & 15) << (4 * (m - 1 - d)) |
             (columns >> (4 * (m + d)) & 15) << (4 * (2 * m - 1 - d));
  other = pack (p, (x & ~((Nibbles) p->columns << 4)) | (Nibbles) image << 4);
  return MIN (key, other);
}

typedef enum { JOINED, CLOSED } Join;

/* Adds the move between the square swept (nibble 1) and nibble u. */
static inline Join
join (Nibbles *x, int u)
{
  guint a = (guint) (*x >> 4) & 15, b = (guint) (*x >> (4 * u)) & 15;
  guint was_a = a, was_b = b;

  if (a == FREE)
    {
      a = b == FREE ? FRESH : b;
      b = b == FREE ? FRESH : FULL;
    }
  else
    {
      a = FULL;
      b = b == FREE ? was_a : FULL;
    }
  /* One variable shift: the nibbles are many shifts of 128 bits. */
  *x ^= (Nibbles) (was_a ^ a) << 4 | (Nibbles) (was_b ^ b) << (4 * u);
  if (was_a == FREE || was_b == FREE)
    return JOINED;
  if (was_b == was_a)
    return CLOSED;
  /* Two paths become one: the far end of b's takes a's digit. */
  *x ^= spread (where (*x, was_b), was_a ^ was_b);
  return JOINED;
}

/* Whether the squares ahead can still get their moves back, x being a
 * state whose squares FULL before its last moves (checked) passed.
 * Moves added only make more squares FULL: a state that fails fails with
 * any. */
static inline gboolean
can_finish (const Step *step, Nibbles x, Nibbles checked)
{
  Nibbles full = where (x, FULL), fresh = full & ~checked;

  if ((fresh & step->needed) == 0)
    return TRUE;
  if ((full & step->must_open) != 0)
    return FALSE;
  for (guint k = 0; k < step->n_needs; k++)
    {
      Nibbles open = step->needs[k].mask & ~full;

      if ((step->needs[k].mask & fresh) != 0 &&
          (open == 0 || (step->needs[k].need == 2 && single (open))))
        return FALSE;
    }
  return TRUE;
}

/* ---- Tables of states: open addressing, the count's high half aside. */

typedef struct {
  guint64 key;
  guint64 count;    /* the low 64 bits */
} Entry;

typedef struct {
  Entry   *entries;
  guint64 *high;      /* the counts' high halves; NULL until one is needed */
  gsize    size;
  gsize    capacity;  /* 0 once packed into an array of size */
  gboolean spilled;   /* packed, and written to the level's file at offset (entries
                         there, then high if wide), entries and high NULL */
  gboolean wide;
  guint64  offset;
} Table;

typedef struct {
  guint64 key;
  guint64 low;
  guint64 high;
} Update;

typedef struct Sweep Sweep;

typedef struct {
  Sweep          *sweep;
  GThread        *thread;
  guint           index;
  Update         *out[2 * KQ_TOUR_FRONTIER_MAX_SIDE];  /* by owner */
  guint           n_out[2 * KQ_TOUR_FRONTIER_MAX_SIDE];
  KqTourCount128  closed;   /* cycles closed at the last square */
  guint64         updates;
  Table           read;     /* a table of the states before the step, read from their file */
} Worker;

/* The most workers: a few more than cores are no use, and each owns a
 * buffer of every other. */
#define MAX_WORKERS (2 * KQ_TOUR_FRONTIER_MAX_SIDE)

struct Sweep {
  Plan      plan;
  int       i;             /* the square swept */
  Table    *from;          /* N_BUCKETS tables: the states before the step */
  Table    *to;            /* …and after */
  Worker    workers[MAX_WORKERS];
  guint     n_workers;
  gint      next_bucket;   /* the next table of from to take */
  gint      flush;         /* a buffer filled: merge */
  gint      stop;
  gssize    swept;         /* states of from swept, atomic */
  GMutex    lock;
  GCond     changed;
  guint     arrived;       /* at the barrier */
  guint     exhausted;     /* …with nothing left to sweep */
  guint     generation;
  gboolean  last_round;
  guint     running;
  guint64   bytes;         /* memory held, lock held */
  guint64   peak_bytes;
  guint64   max_bytes;
  gboolean  too_big;       /* the count stopped at max_bytes */
  double    fraction;      /* the progress reported last */
  /* A step whose states would not fit sweeps its states before it from a
   * file, in passes, each making the states after it of a range of
   * buckets and writing them to a file of their own. */
  int       from_file;     /* -1: the states before the step are in memory */
  int       to_file;       /* -1: the states after it stay in memory */
  guint64   to_end;        /* bytes written to to_file, lock held */
  guint     passes;
  guint     pass;
  guint     pass_first;    /* the buckets of this pass */
  guint     pass_end;
  gboolean  last_pass;
  gboolean  io_failed;
};

static inline guint64
mix (guint64 key)
{
  key ^= key >> 33;
  key *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  key ^= key >> 33;
  key *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  key ^= key >> 33;
  return key;
}

/* Tables from this size on are on huge pages (2 MB) where the system
 * gives them: a slot looked up at random in gigabytes of 4 kB pages costs
 * a miss of the TLB as well as of the cache. */
#define HUGE_PAGE (2u << 20)

static Entry *
entries_new (gsize capacity)
{
  Entry *entries;

  if (capacity * sizeof (Entry) < HUGE_PAGE)
    return g_new (Entry, capacity);
  entries = g_aligned_alloc (capacity, sizeof (Entry), HUGE_PAGE);
#ifdef MADV_HUGEPAGE
  madvise (entries, capacity * sizeof (Entry), MADV_HUGEPAGE);
#endif
  return entries;
}

static void
entries_free (Entry *entries, gsize capacity)
{
  if (capacity * sizeof (Entry) < HUGE_PAGE)
    g_free (entries);
  else
    g_aligned_free (entries);
}

/* A hash's slot in a table of capacity slots, from its low 32 bits (the
 * bucket is from its high ones). */
static inline gsize
slot (guint64 hash, gsize capacity)
{
  return (gsize) (((hash & G_MAXUINT32) * capacity) >> 32);
}

static void
sweep_account (Sweep *s, gint64 bytes)
{
  g_mutex_lock (&s->lock);
  s->bytes += bytes;
  s->peak_bytes = MAX (s->peak_bytes, s->bytes);
  if (s->bytes > s->max_bytes && !s->too_big)
    {
      s->too_big = TRUE;
      g_atomic_int_set (&s->stop, 1);
      g_atomic_int_set (&s->flush, 1);
    }
  g_mutex_unlock (&s->lock);
}

static void
table_free (Sweep *s, Table *t)
{
  gsize slots = t->capacity > 0 ? t->capacity : t->size;

  sweep_account (s, -(gint64) (slots * (sizeof (Entry) + (t->high != NULL ? 8 : 0))));
  entries_free (t->entries, t->capacity);
  g_free (t->high);
  memset (t, 0, sizeof *t);
}

/* Twice the room (or the first), the entries hashed again. */
static void
table_grow (Sweep *s, Table *t)
{
  Table old = *t;
  /* Half as much again: the tables are most of the memory, and a
   * bucket's are filled to 5/6 before they grow (to 5/9). */
  gsize capacity = MAX (t->capacity + t->capacity / 2, 64);

  sweep_account (s, (gint64) (capacity * (sizeof (Entry) + (old.high != NULL ? 8 : 0))));
  t->entries = entries_new (capacity);
  memset (t->entries, 0xff, capacity * sizeof (Entry));
  t->high = old.high != NULL ? g_new0 (guint64, capacity) : NULL;
  t->capacity = capacity;
  for (gsize k = 0; k < old.capacity; k++)
    if (old.entries[k].key != EMPTY)
      {
        gsize j = slot (mix (old.entries[k].key), capacity);

        while (t->entries[j].key != EMPTY)
          j = j + 1 < capacity ? j + 1 : 0;
        t->entries[j] = old.entries[k];
        if (old.high != NULL)
          t->high[j] = old.high[k];
      }
  table_free (s, &old);
}

static void
table_add (Sweep *s, Table *t, guint64 hash, const Update *u)
{
  gsize j;
  guint64 sum;

  if ((t->size + 1) * 6 > t->capacity * 5)
    table_grow (s, t);
  j = slot (hash, t->capacity);
  while (t->entries[j].key != u->key && t->entries[j].key != EMPTY)
    j = j + 1 < t->capacity ? j + 1 : 0;
  if (t->entries[j].key == EMPTY)
    {
      t->entries[j].key = u->key;
      t->entries[j].count = 0;
      t->size++;
    }
  sum = t->entries[j].count + u->low;
  t->entries[j].count = sum;
  if (sum < u->low || u->high != 0)
    {
      if (t->high == NULL)
        {
          sweep_account (s, (gint64) (t->capacity * 8));
          t->high = g_new0 (guint64, t->capacity);
        }
      t->high[j] += u->high + (sum < u->low);
    }
}

/* The entries moved to the front, the rest given back: the next step
 * reads them in turn. */
static void
table_pack (Sweep *s, Table *t)
{
  gsize n = 0, capacity = t->capacity;
  gsize entry_bytes = sizeof (Entry) + (t->high != NULL ? 8 : 0);
  Entry *packed = g_new (Entry, MAX (t->size, 1));

  for (gsize k = 0; k < capacity; k++)
    if (t->entries[k].key != EMPTY)
      {
        packed[n] = t->entries[k];
        if (t->high != NULL)
          t->high[n] = t->high[k];
        n++;
      }
  entries_free (t->entries, capacity);
  t->entries = packed;
  if (t->high != NULL)
    t->high = g_renew (guint64, t->high, MAX (n, 1));
  t->capacity = 0;
  t->size = n;
  sweep_account (s, -(gint64) ((capacity - n) * entry_bytes));
}

/* ---- Levels on file, for the steps whose states would not fit. */

static void
sweep_fail_io (Sweep *s)
{
  g_mutex_lock (&s->lock);
  s->io_failed = TRUE;
  g_mutex_unlock (&s->lock);
  g_atomic_int_set (&s->stop, 1);
  g_atomic_int_set (&s->flush, 1);
}

/* A new file, gone from the folder at once (and from the disk when it is
 * closed, or the process ends); -1 on an error. */
static int
spill_open (Sweep *s)
{
  g_autofree char *name = NULL;
  int fd = g_file_open_tmp ("kq-tour-frontier-XXXXXX", &name, NULL);

  if (fd < 0)
    sweep_fail_io (s);
  else
    g_unlink (name);
  return fd;
}

/* All of bytes written to or read from fd at offset. */
static gboolean
spill_io (int fd, void *data, gsize bytes, guint64 offset, gboolean writing)
{
  char *at = data;

  while (bytes > 0)
    {
      gsize chunk = MIN (bytes, (gsize) 1 << 30);
      gssize done = writing ? pwrite (fd, at, chunk, (off_t) offset)
                            : pread (fd, at, chunk, (off_t) offset);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        return FALSE;
      at += done;
      bytes -= (gsize) done;
      offset += (guint64) done;
    }
  return TRUE;
}

/* A packed table written at the end of fd (end its length, lock held),
 * its memory given back. */
static void
table_spill (Sweep *s, Table *t, int fd, guint64 *end)
{
  gsize size = t->size, bytes = size * sizeof (Entry);
  gboolean wide = t->high != NULL;
  guint64 offset;

  g_mutex_lock (&s->lock);
  offset = *end;
  *end += bytes + (wide ? size * 8 : 0);
  g_mutex_unlock (&s->lock);
  if (!spill_io (fd, t->entries, bytes, offset, TRUE) ||
      (wide && !spill_io (fd, t->high, size * 8, offset + bytes, TRUE)))
    sweep_fail_io (s);
  table_free (s, t);
  t->size = size;
  t->spilled = TRUE;
  t->wide = wide;
  t->offset = offset;
}

/* A spilled table read back into into. */
static void
table_read (Sweep *s, const Table *t, int fd, Table *into)
{
  gsize bytes = t->size * sizeof (Entry);

  memset (into, 0, sizeof *into);
  into->size = t->size;
  into->entries = g_new (Entry, MAX (t->size, 1));
  into->high = t->wide ? g_new (guint64, MAX (t->size, 1)) : NULL;
  sweep_account (s, (gint64) (t->size * (sizeof (Entry) + (t->wide ? 8 : 0))));
  if (!spill_io (fd, into->entries, bytes, t->offset, FALSE) ||
      (t->wide && !spill_io (fd, into->high, t->size * 8, t->offset + bytes, FALSE)))
    {
      sweep_fail_io (s);
      into->size = 0;
    }
}

/* ---- A step, by the workers. */

static inline void
emit (Worker *w, Nibbles x, guint64 low, guint64 high)
{
  const Plan *p = &w->sweep->plan;
  guint64 key = p->steps[w->sweep->i].mirror ? pack_either (p, x) : pack (p, x);
  guint bucket = (guint) (mix (key) >> (64 - BUCKET_BITS));
  guint owner = bucket % w->sweep->n_workers;
  Update *u;

  if (bucket < w->sweep->pass_first || bucket >= w->sweep->pass_end)
    return;
  u = &w->out[owner][w->n_out[owner]++];

  u->key = key;
  u->low = low;
  u->high = high;
  w->updates++;
}

/* The states one state (key, its count low + high << 64) leads to. */
static void
expand (Worker *w, guint64 key, guint64 low, guint64 high)
{
  const Sweep *s = w->sweep;
  const Plan *p = &s->plan;
  const Step *step = &p->steps[s->i];
  Nibbles base = unpack (p, key);
  Nibbles full = where (base, FULL), free = where (base, FREE);
  /* The squares back that this step must join: those it leaves with no
   * move ahead (a FREE one cannot get its two from here), and the FREE
   * ones it leaves with one. The square swept takes as many moves back
   * as it has too few ahead. */
  Nibbles back_full = step->must_full & ~MARK (1), back_free = step->not_free & ~MARK (1);
  Nibbles forced = (back_full & ~full) | (back_free & free);
  guint least = step->must_full & MARK (1) ? 2 : step->not_free & MARK (1) ? 1 : 0;
  int open[G_N_ELEMENTS (step->back)];
  int n_open = 0;

  if ((back_full & free) != 0 || !can_finish (step, base, 0))
    return;
  for (int a = 0; a < step->n_back; a++)
    if (!(full & step->back_mark[a]))
      open[n_open++] = a;
  if (least == 0 && forced == 0)
    emit (w, base, low, high);
  for (int a = 0; a < n_open; a++)
    {
      Nibbles one = base, rest = forced & ~step->back_mark[open[a]];

      join (&one, step->back[open[a]]);
      if (least <= 1 && rest == 0 && can_finish (step, one, full))
        emit (w, one, low, high);
      for (int b = a + 1; b < n_open; b++)
        {
          Nibbles two = one;

          if ((rest & ~step->back_mark[open[b]]) != 0)
            continue;
          if (join (&two, step->back[open[b]]) == JOINED)
            {
              if (can_finish (step, two, full))
                emit (w, two, low, high);
            }
          else if (s->i == p->squares - 1 && s->pass_first == 0 &&
                   (where (two, FULL) & p->all) == p->all)
            w->closed += ((KqTourCount128) high << 64) | low;
        }
    }
}

/* Waits for every worker; TRUE (to all of them) when the step is over:
 * every worker has swept all it could take, or the count stops. */
static gboolean
barrier (Sweep *s, gboolean exhausted)
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

/* The updates every worker made for this one, into its tables. */
static void
merge (Worker *w)
{
  Sweep *s = w->sweep;

  for (guint k = 0; k < s->n_workers; k++)
    {
      Worker *from = &s->workers[k];
      const Update *u = from->out[w->index];
      guint n = from->n_out[w->index];

      for (guint e = 0; e < n; e++)
        {
          guint64 hash = mix (u[e].key);

          /* The table's slot of an update a few ahead: its cache line
           * comes while this one is added. */
          if (e + 8 < n)
            {
              guint64 ahead = mix (u[e + 8].key);
              const Table *t = &s->to[ahead >> (64 - BUCKET_BITS)];

              if (t->capacity > 0)
                __builtin_prefetch (&t->entries[slot (ahead, t->capacity)], 1);
            }
          table_add (s, &s->to[hash >> (64 - BUCKET_BITS)], hash, &u[e]);
        }
    }
}

static gboolean
room_left (const Worker *w)
{
  for (guint k = 0; k < w->sweep->n_workers; k++)
    if (w->n_out[k] + MAX_UPDATES > BATCH)
      return FALSE;
  return TRUE;
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  Sweep *s = w->sweep;
  Table *source = NULL;
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
                table_free (s, source);
              b = (guint) g_atomic_int_add (&s->next_bucket, 1);
              source = b < N_BUCKETS ? &s->from[b] : NULL;
              if (source != NULL && source->spilled)
                {
                  table_read (s, source, s->from_file, &w->read);
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
          expand (w, source->entries[at].key, source->entries[at].count,
                  source->high != NULL ? source->high[at] : 0);
          at++;
          if ((++swept & 1023) == 0)
            g_atomic_pointer_add (&s->swept, 1024);
        }
      g_atomic_pointer_add (&s->swept, swept & 1023);
      last = barrier (s, exhausted);
      merge (w);
      barrier (s, exhausted);
      memset (w->n_out, 0, sizeof w->n_out);
    }
  while (!last);
  if (source == &w->read)
    table_free (s, &w->read);

  /* The tables this worker owns in this pass, packed for the next step
   * (and written to its file). */
  for (guint b = w->index; b < N_BUCKETS; b += s->n_workers)
    if (b >= s->pass_first && b < s->pass_end)
      {
        if (s->to[b].capacity > 0)
          table_pack (s, &s->to[b]);
        if (s->to_file >= 0)
          table_spill (s, &s->to[b], s->to_file, &s->to_end);
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
progress_fraction (const Sweep *s, const guint64 *states, guint64 swept_now)
{
  const Plan *p = &s->plan;
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
level_size (const Table *tables)
{
  guint64 n = 0;

  for (guint b = 0; b < N_BUCKETS; b++)
    n += tables[b].size;
  return n;
}

/* A pass of a step with the workers, the calling thread reporting. */
static void
sweep_pass (Sweep *s, guint n_threads, const guint64 *states, KqEventFunc func,
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
sweep_plan (Sweep *s, const guint64 *states)
{
  const Plan *p = &s->plan;
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
  if (s->from_file < 0 && (s->from_file = spill_open (s)) >= 0)
    for (guint b = 0; b < N_BUCKETS; b++)
      table_spill (s, &s->from[b], s->from_file, &end);
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
  s->to_file = spill_open (s);
  return (guint) CLAMP (ceil (TABLE_BYTES * after / MAX (room, 1.0)), 1, N_BUCKETS);
}

/* One step, in passes; FALSE when the count stops. */
static gboolean
sweep_step (Sweep *s, guint n_threads, const guint64 *states, KqEventFunc func,
            gpointer user_data)
{
  s->to = g_new0 (Table, N_BUCKETS);
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
      table_free (s, &s->from[b]);
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
  Sweep s = { 0 };
  gboolean going = TRUE;
  Nibbles start;

  g_return_val_if_fail (kq_tour_frontier_check (rows, cols, closed, NULL), KQ_OUTCOME_NONE);
  g_return_val_if_fail (count != NULL, KQ_OUTCOME_NONE);

  memset (count, 0, sizeof *count);
  plan_init (&s.plan, rows, cols, closed);
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
        s.workers[k].out[o] = g_new (Update, BATCH);
    }
  sweep_account (&s, (gint64) (n_threads * n_threads * BATCH * sizeof (Update)));

  /* Before the first square: the window's squares off the board are FULL
   * (they take no move), the joined square FREE. */
  start = spread (s.plan.all, FULL);
  if (s.plan.open)
    start = set_nibble (start, 0, FREE);
  s.from = g_new0 (Table, N_BUCKETS);
  {
    guint64 key = pack (&s.plan, start);
    Update first = { key, 1, 0 };
    guint64 hash = mix (key);

    table_add (&s, &s.from[hash >> (64 - BUCKET_BITS)], hash, &first);
    table_pack (&s, &s.from[hash >> (64 - BUCKET_BITS)]);
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
      table_free (&s, &s.from[b]);
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
