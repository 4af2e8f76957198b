/* kq-queens.h: n queens */
#pragma once

#include "kq-events.h"

G_BEGIN_DECLS

/* Bitboards are 32-bit words. */
#define KQ_QUEENS_MAX_N 32

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

/* Counts all and unique solutions with bitboards, the board's symmetry and
 * n_threads worker threads (0 = one per core). func (may be NULL) is called
 * in the calling thread only, with PROGRESS now and then; FALSE stops. */
KqOutcome kq_queens_count (int            n,
                           guint          n_threads,
                           KqEventFunc    func,
                           gpointer       user_data,
                           KqQueensCount *count);

/* The k-th solution (1-based) of the lexicographic listing, found by
 * counting subtrees, without listing those before it. cols receives n
 * columns. KQ_OUTCOME_NONE when k is beyond the last solution; then
 * total (may be NULL) receives the number of solutions. func (may be NULL)
 * gets PROGRESS now and then; FALSE stops. */
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

G_END_DECLS
