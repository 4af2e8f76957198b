/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-count.h: every knight's tour from a square of a board up to
 * 8 × 8, listed in the lessons' order and counted fast */
#pragma once

#include "kq-tour.h"

G_BEGIN_DECLS

/* Boards whose squares fit the 64 bits of a bitboard: up to this many
 * rows and as many columns (a request's rows × cols, or n × n). */
#define KQ_TOUR_COUNT_MAX_N 8

/* Every tour from request's square (closed ones only if request->closed),
 * in the order of the lessons' Try(i) with its tables a and b, as
 * kq_tour_enumerate() lists them, but faster: a branch is cut as soon as it
 * can no longer finish (a free square that nothing can reach any more, two
 * squares that could only be the last). Emits SOLUTION (cells: rows × cols move
 * numbers, row-major) for each tour and PROGRESS now and then (fraction:
 * an estimate of the share of the search done). request->max_steps counts
 * the moves tried (0: no limit; KQ_OUTCOME_GAVE_UP past it); trace is not
 * supported. count (may be NULL) receives the number of tours listed.
 * FOUND when the listing ran to its end and found some, NONE when there
 * are none, STOPPED when func returned FALSE. The board's sides are at most
 * KQ_TOUR_COUNT_MAX_N. */
KqOutcome kq_tour_count_list   (const KqTourRequest *request,
                                KqEventFunc          func,
                                gpointer             user_data,
                                guint64             *count);

/* The number of tours from request's square (max_steps, trace and method
 * are ignored), of the share part (0-based) of n_parts: the search's first
 * moves are split into jobs, the same on every machine, dealt out to the
 * shares in turn; the shares' counts add up to the whole. The jobs run in
 * n_threads worker threads (0: one per core; fewer where the process may
 * not start them, and none at all: the calling thread counts then, without
 * func). func (may be NULL) is called in the calling thread only, every
 * 50 ms, with PROGRESS: fraction (an estimate of the share done) and
 * solutions (counted so far); FALSE stops within milliseconds
 * (KQ_OUTCOME_STOPPED, count partial). FOUND when the count is whole
 * (zero included). */
KqOutcome kq_tour_count_share  (const KqTourRequest *request,
                                guint                part,
                                guint                n_parts,
                                guint                n_threads,
                                KqEventFunc          func,
                                gpointer             user_data,
                                guint64             *count);

/* kq_tour_count_share from every square of the rows × cols board at once:
 * counts receives rows × cols counts, row-major. Squares that the board's
 * symmetry maps onto each other are counted once. */
KqOutcome kq_tour_count_board  (int                  rows,
                                int                  cols,
                                gboolean             closed,
                                guint                part,
                                guint                n_parts,
                                guint                n_threads,
                                KqEventFunc          func,
                                gpointer             user_data,
                                guint64             *counts);

/* What a count will find and how long it will search, known before it
 * runs: Knuth's estimate of the size of a backtracking tree. A probe walks
 * down the tree that kq_tour_count_share searches from the root to a leaf,
 * taking one of a node's d children at random, and weighs each node on its
 * way with the product of the d's above it; the mean of many probes is an
 * unbiased estimate of the nodes (nodes with free squares left, as the
 * count's workers visit them; the count searches the first moves that a
 * symmetry keeping the start maps onto each other once, so a share of the
 * tree) and of the leaves that are tours. */
typedef struct {
  double nodes;
  double tours;
} KqTourEstimate;

/* The estimate for request's square from n_probes probes, with a random
 * generator seeded with seed (the same seed, the same estimate). */
void      kq_tour_count_estimate       (const KqTourRequest *request,
                                        guint                n_probes,
                                        guint32              seed,
                                        KqTourEstimate      *estimate);
/* The same for kq_tour_count_board: tours from every square, nodes of the
 * squares it counts (one of each class under the board's symmetry). */
void      kq_tour_count_estimate_board (int                  rows,
                                        int                  cols,
                                        gboolean             closed,
                                        guint                n_probes,
                                        guint32              seed,
                                        KqTourEstimate      *estimate);
/* The nodes a count's worker thread visits in a second of a core of this
 * machine: timed on a small count for about seconds of the calling
 * thread's CPU time (a busy machine gives the count less than a core). */
double    kq_tour_count_rate           (double               seconds);

G_END_DECLS
