/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens.h: n queens */
#pragma once

#include "kq-events.h"
#include "kq-limits.h"
#include "kq-square.h"

G_BEGIN_DECLS

typedef struct {
  guint64 total;   /* all solutions */
  guint64 unique;  /* solutions up to rotation and reflection */
} KqQueensCount;

/* Every solution in lexicographic order (the lessons' QUEENS.OUT order),
 * by the lessons' backtracking with the marking arrays a (columns),
 * b (row + col) and c (row - col). Emits SOLUTION (cells = n columns),
 * and PLACE / REMOVE for every try and undo when trace. count (may be
 * NULL) receives the number of solutions listed. Without trace the same
 * SOLUTION and PROGRESS events come from a faster bitboard search, in
 * worker threads for n <= 17; func (may be NULL) is always called in the
 * calling thread. */
KqOutcome kq_queens_list  (int            n,
                           gboolean       trace,
                           KqEventFunc    func,
                           gpointer       user_data,
                           guint64       *count);

/* The listing from the solution cols (n columns, 0-based) on, it first:
 * SOLUTION events (solutions counts from 1 at it) and PROGRESS, until func
 * returns FALSE (KQ_OUTCOME_STOPPED) or the listing ends (FOUND). For the
 * solutions numbered from k, with kq_queens_nth's k-th. */
KqOutcome kq_queens_enumerate_from (int          n,
                               const int   *cols,
                               KqEventFunc  func,
                               gpointer     user_data);

/* The number of solutions of n queens where it is known (OEIS A000170,
 * counted up to n = KQ_QUEENS_KNOWN_N); FALSE beyond. */
#define KQ_QUEENS_KNOWN_N 27
gboolean  kq_queens_known_total (int      n,
                                 guint64 *total);

/* The number of placements of n queens (n up to KQ_QUEENS_OPEN_MAX_N) on a board whose
 * row r may hold a queen only on the columns c of bit c of open[r]: a board with reserved
 * squares. A plain search, for the small boards a program's input maps. */
#define KQ_QUEENS_OPEN_MAX_N 14
guint64   kq_queens_count_open (int            n,
                                const guint32 *open);

/* Counts all and unique solutions with bitboards, the board's symmetry and
 * n_threads worker threads (0 = one per core; fewer where the process may
 * not start them, and none at all: the calling thread counts then, without
 * func). func (may be NULL) is called in the calling thread only, every
 * 50 ms, with PROGRESS: fraction (0 … 1, the estimated share of the work
 * done) and solutions (counted so far); FALSE stops within milliseconds
 * (KQ_OUTCOME_STOPPED, count partial). */
KqOutcome kq_queens_count (int            n,
                           guint          n_threads,
                           KqEventFunc    func,
                           gpointer       user_data,
                           KqQueensCount *count);

/* kq_queens_count of one share of the work: the sub-boards (solutions
 * with given edge queens) split into n_parts disjoint shares balanced by
 * their estimated sizes, the same on every machine, part counted from 0.
 * The shares' counts add up to the whole. PROGRESS carries the fraction of
 * the share done, by the estimated sizes of the sub-boards counted. */
KqOutcome kq_queens_count_share (int            n,
                                 guint          part,
                                 guint          n_parts,
                                 guint          n_threads,
                                 KqEventFunc    func,
                                 gpointer       user_data,
                                 KqQueensCount *count);

/* The k-th solution (1-based) of the lexicographic listing, found by
 * the listing's own search stopped at the k-th for small k, by counting
 * subtrees in worker threads for larger k (kq-queens-nth.c). cols receives n
 * columns. KQ_OUTCOME_NONE when k is beyond the last solution; then
 * total (may be NULL) receives the number of solutions. func (may be NULL)
 * gets PROGRESS now and then, with a fraction, in the calling thread;
 * FALSE stops. */
KqOutcome kq_queens_nth   (int            n,
                           guint64        k,
                           int           *cols,
                           KqEventFunc    func,
                           gpointer       user_data,
                           guint64       *total);

/* The number of a solution (n columns, 0-based) in the lexicographic
 * listing, counted from 1: the solutions before it, by counting subtrees,
 * plus one. KQ_OUTCOME_NONE when cols is not a solution. func (may be
 * NULL) gets PROGRESS now and then; FALSE stops. */
KqOutcome kq_queens_rank  (int            n,
                           const int     *cols,
                           KqEventFunc    func,
                           gpointer       user_data,
                           guint64       *rank);

/* ---- A student's placement: the solutions that hold it, and the hint */

/* How many solutions of n queens hold every queen given (0 when two of
 * them attack each other or share a row). Bitboards with the given rows
 * forced, the squares the queens attack taken out; with no queen, the
 * symmetric count of kq_queens_count() in threads. func (may be NULL)
 * gets PROGRESS now and then (nodes, and solutions so far), FALSE stops:
 * KQ_OUTCOME_STOPPED. Instant up to n = 12. */
KqOutcome kq_queens_extend_count (int             n,
                                  const KqSquare *queens,
                                  int             n_queens,
                                  KqEventFunc     func,
                                  gpointer        user_data,
                                  guint64        *count);

/* The first solution (in the lessons' order) that holds every queen
 * given: cols receives n columns. KQ_OUTCOME_NONE when there is none. */
KqOutcome kq_queens_extend_find  (int             n,
                                  const KqSquare *queens,
                                  int             n_queens,
                                  KqEventFunc     func,
                                  gpointer        user_data,
                                  int            *cols);

typedef enum {
  KQ_QUEENS_HINT_PLACE,   /* count solutions extend it; a queen on square leads on */
  KQ_QUEENS_HINT_SOLVED,  /* the placement is a whole solution */
  KQ_QUEENS_HINT_LIFT,    /* none extends it; lifting queens[lift] makes some */
  KQ_QUEENS_HINT_NONE,    /* none extends it and no one queen lifted helps
                             (or n has no solution at all: n = 2, 3) */
} KqQueensHintKind;

typedef struct {
  KqQueensHintKind kind;
  guint64          count;   /* solutions extending the placement */
  KqSquare         square;  /* PLACE: in the first row without a queen */
  int              lift;    /* LIFT: the latest queen whose removal gives a count above 0;
                               NONE: the latest queen, to lift first (-1 without queens); else -1 */
} KqQueensHint;

/* The Hint of the play mode. func as for kq_queens_extend_count(). */
KqOutcome kq_queens_hint         (int             n,
                                  const KqSquare *queens,
                                  int             n_queens,
                                  KqEventFunc     func,
                                  gpointer        user_data,
                                  KqQueensHint   *hint);

G_END_DECLS
