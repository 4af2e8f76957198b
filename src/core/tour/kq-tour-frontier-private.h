/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-frontier-private.h: what the frontier count's files share: a
 * state's plan (kq-tour-frontier-state.c), the tables of states and their
 * files (kq-tour-frontier-table.c), the sweep and its workers
 * (kq-tour-frontier.c) */
#pragma once

#include "kq-tour-frontier.h"

G_BEGIN_DECLS

/* The digits are nibbles of a 128-bit word while a square is swept, so
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
typedef unsigned __int128 KqNibbles;

/* States are dealt to 2^BUCKET_BITS hash tables by their key; worker t
 * owns the tables whose number is t modulo the workers. */
#define BUCKET_BITS 8
#define N_BUCKETS   (1u << BUCKET_BITS)

/* ---- The plan: what each square's step does, from the board alone. */

/* A square ahead with fewer than two moves to the squares after the step:
 * of the squares swept next to it (mask), at least need are not FULL
 * (need 1 or 2, the mask holding more: those holding need go together
 * into KqFrontierStep's must_open). */
typedef struct {
  KqNibbles mask;
  guint     need;
} KqFrontierNeed;

/* The squares ahead that can be next to a swept one: those of the window's
 * width. */
#define MAX_NEEDS (2 * KQ_TOUR_FRONTIER_MAX_SIDE + 1)

typedef struct {
  guint8          back[5];      /* nibbles of the moves back (and of the joined square) */
  KqNibbles       back_mark[5];
  guint8          n_back;
  KqNibbles       must_full;    /* squares the step leaves with no move ahead */
  KqNibbles       not_free;     /* …with one */
  gboolean        mirror;       /* the last square of a column: a state and its mirror image
                                   merge */
  KqNibbles       must_open;    /* squares next to one ahead that needs them all: not FULL */
  KqNibbles       needed;       /* must_open and the needs' masks */
  guint           n_needs;
  KqFrontierNeed  needs[MAX_NEEDS];
} KqFrontierStep;

typedef struct {
  int             m;            /* the short side, swept down each column */
  int             length;       /* the long side */
  int             squares;
  gboolean        open;
  KqNibbles       stored;       /* marks of the nibbles a key keeps */
  int             key_nibbles;  /* …as nibbles of their own (closed: 2m, and the flag of the
                                   fold) */
  guint64         columns;      /* nibbles 0 … 2m - 1 all ones: two columns */
  KqNibbles       all;          /* …of every nibble in use */
  KqFrontierStep *steps;
} KqFrontierPlan;

/* ---- Tables of states: open addressing, the count's high half aside. */

typedef struct {
  guint64 key;
  guint64 count;    /* the low 64 bits */
} KqFrontierEntry;

typedef struct {
  KqFrontierEntry *entries;
  guint64         *high;      /* the counts' high halves; NULL until one is needed */
  gsize            size;
  gsize            capacity;  /* 0 once packed into an array of size */
  gboolean         spilled;   /* packed, and written to the level's file at offset (entries
                                 there, then high if wide), entries and high NULL */
  gboolean         wide;
  guint64          offset;
} KqFrontierTable;

typedef struct {
  guint64 key;
  guint64 low;
  guint64 high;
} KqFrontierUpdate;

typedef struct _KqFrontierSweep KqFrontierSweep;

typedef struct {
  KqFrontierSweep  *sweep;
  GThread          *thread;
  guint             index;
  KqFrontierUpdate *out[2 * KQ_TOUR_FRONTIER_MAX_SIDE];  /* by owner */
  guint             n_out[2 * KQ_TOUR_FRONTIER_MAX_SIDE];
  KqTourCount128    closed;   /* cycles closed at the last square */
  guint64           updates;
  KqFrontierTable   read;     /* a table of the states before the step, read from their
                                 file */
} KqFrontierWorker;

/* The most workers: a few more than cores are no use, and each owns a
 * buffer of every other. */
#define MAX_WORKERS (2 * KQ_TOUR_FRONTIER_MAX_SIDE)

struct _KqFrontierSweep {
  KqFrontierPlan    plan;
  int               i;             /* the square swept */
  KqFrontierTable  *from;          /* N_BUCKETS tables: the states before the step */
  KqFrontierTable  *to;            /* …and after */
  KqFrontierWorker  workers[MAX_WORKERS];
  guint             n_workers;
  gint              next_bucket;   /* the next table of from to take */
  gint              flush;         /* a buffer filled: merge */
  gint              stop;
  gssize            swept;         /* states of from swept, atomic */
  GMutex            lock;
  GCond             changed;
  guint             arrived;       /* at the barrier */
  guint             exhausted;     /* …with nothing left to sweep */
  guint             generation;
  gboolean          last_round;
  guint             running;
  guint64           bytes;         /* memory held, lock held */
  guint64           peak_bytes;
  guint64           max_bytes;
  gboolean          too_big;       /* the count stopped at max_bytes */
  double            fraction;      /* the progress reported last */
  /* A step whose states would not fit sweeps its states before it from a
   * file, in passes, each making the states after it of a range of
   * buckets and writing them to a file of their own. */
  int               from_file;     /* -1: the states before the step are in memory */
  int               to_file;       /* -1: the states after it stay in memory */
  guint64           to_end;        /* bytes written to to_file, lock held */
  guint             passes;
  guint             pass;
  guint             pass_first;    /* the buckets of this pass */
  guint             pass_end;
  gboolean          last_pass;
  gboolean          io_failed;
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

/* kq-tour-frontier-state.c: the plan of rows × cols (p->steps to free), the
 * key of the state before the first square, and the states one state (key,
 * its count low + high << 64) leads to at the square w's sweep is at. */
void    _kq_tour_frontier_plan_init (KqFrontierPlan *p, int rows, int cols, gboolean closed);
guint64 _kq_tour_frontier_start_key (const KqFrontierPlan *p);
void    _kq_tour_frontier_expand    (KqFrontierWorker *w, guint64 key, guint64 low, guint64 high);

/* kq-tour-frontier-table.c: the memory a sweep holds (bytes, or minus
 * bytes given back; past its most the count stops), the tables of states,
 * and the files of the levels that do not fit. */
void    _kq_tour_frontier_account     (KqFrontierSweep *s, gint64 bytes);
void    _kq_tour_frontier_table_free  (KqFrontierSweep *s, KqFrontierTable *t);
void    _kq_tour_frontier_table_add   (KqFrontierSweep *s, KqFrontierTable *t, guint64 hash,
                                       const KqFrontierUpdate *u);
void    _kq_tour_frontier_table_pack  (KqFrontierSweep *s, KqFrontierTable *t);
/* The updates every worker made for w, into the tables w owns. */
void    _kq_tour_frontier_merge       (KqFrontierWorker *w);
int     _kq_tour_frontier_spill_open  (KqFrontierSweep *s);
void    _kq_tour_frontier_table_spill (KqFrontierSweep *s, KqFrontierTable *t, int fd,
                                       guint64 *end);
void    _kq_tour_frontier_table_read  (KqFrontierSweep *s, const KqFrontierTable *t, int fd,
                                       KqFrontierTable *into);

G_END_DECLS
