/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-rooks.h: n rooks, lesson 001's simpler case of n queens
 *
 * n rooks none attacking another are one a row and one a column: the
 * placements are the permutations of the n columns, n! of them. The
 * listing, the count and the k-th are those of the permutations in
 * lexicographic order, which is the order lesson 001's Try(i) with its one
 * marking array a finds them in (the same QUEENS.OUT lines as the queens').
 */
#pragma once

#include "kq-events.h"
#include "kq-limits.h"

G_BEGIN_DECLS

/* The boards the rooks are listed and drawn on: the queens'. */
#define KQ_ROOKS_MAX_N KQ_QUEENS_MAX_N

/* n! fits 64 bits up to n = 20 (20! = 2,432,902,008,176,640,000 <
 * 2^64 ≈ 1.8 × 10^19 < 21!); so do the nodes of the search (about e × n!). */
#define KQ_ROOKS_COUNT64_MAX_N 20

/* n!: FALSE, total untouched, when it does not fit 64 bits (n > 20). */
gboolean   kq_rooks_count       (int           n,
                                 guint64      *total);
/* n! exactly, in decimal digits ("40320"), for any n up to KQ_ROOKS_MAX_N. */
char      *kq_rooks_count_text  (int           n);
/* The rooks lesson 001's Try(i) puts down over its whole listing: the
 * nodes of the search tree, n + n(n - 1) + … + n!. FALSE beyond n = 20. */
gboolean   kq_rooks_nodes       (int           n,
                                 guint64      *nodes);

/* Every permutation in lexicographic order. Emits SOLUTION (cells = n
 * columns, 0-based) with nodes, the rooks Try has put down by then, and
 * PROGRESS every KQ_PROGRESS_INTERVAL nodes; with trace the lesson's
 * stepping machine (KQ_LESSON_ROOKS) runs and PLACE / REMOVE come too.
 * func returning FALSE stops (KQ_OUTCOME_STOPPED); else FOUND. count (may
 * be NULL) receives the permutations listed. */
KqOutcome  kq_rooks_list        (int           n,
                                 gboolean      trace,
                                 KqEventFunc   func,
                                 gpointer      user_data,
                                 guint64      *count);

/* The listing from the permutation cols on, it first (solutions and nodes
 * counted from it), until func returns FALSE or the last one. cols must be
 * a permutation of 0 … n - 1. */
KqOutcome  kq_rooks_list_from   (int           n,
                                 const int    *cols,
                                 KqEventFunc   func,
                                 gpointer      user_data);

/* The k-th permutation (1-based) at once, by the factorial number system:
 * k - 1 = Σ d_i (n - 1 - i)!, and row i takes the d_i-th column still free.
 * FALSE when k is 0 or past n!. */
gboolean   kq_rooks_nth         (int           n,
                                 guint64       k,
                                 int          *cols);

/* The number (1-based) of the permutation cols in the listing; FALSE when
 * cols is not a permutation of 0 … n - 1, or its number does not fit 64
 * bits (possible beyond n = 20). */
gboolean   kq_rooks_rank        (int           n,
                                 const int    *cols,
                                 guint64      *rank);

G_END_DECLS
