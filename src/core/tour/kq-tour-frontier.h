/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-frontier.h: every closed (or open) knight's tour of a board with
 * a short side up to 8 counted, never listed: the 26,534,728,821,064 of
 * 8 × 8 in minutes */
#pragma once

#include "kq-events.h"

G_BEGIN_DECLS

/* The short side: its frontier of two columns and a square, 17 squares,
 * packs into a 64-bit key. Open tours add a square joined to every
 * other, which leaves room for 7. */
#define KQ_TOUR_FRONTIER_MAX_SIDE       8
#define KQ_TOUR_FRONTIER_MAX_SIDE_OPEN  7
/* The long side: any length in principle; this bounds a mistyped one. */
#define KQ_TOUR_FRONTIER_MAX_LENGTH     1000

/* The memory a count holds at most by default, as issue 44 asks of
 * 8 × 8 (some hundreds of millions of states a step). */
#define KQ_TOUR_FRONTIER_MAX_BYTES (G_GUINT64_CONSTANT (16) << 30)

/* Counts past 64 bits: 8 × 30 has some 10^29 closed tours. */
typedef unsigned __int128 KqTourCount128;

typedef struct {
  KqTourCount128 paths;       /* closed: cycles of the knight's graph through every square,
                                 without direction or start; open: paths, without
                                 direction */
  guint64        states;      /* the most states one step of the sweep held */
  guint64        updates;     /* states made from states, merged ones included */
  guint64        peak_bytes;  /* the most memory the states and buffers held */
} KqTourFrontierCount;

/* Counts the Hamiltonian cycles (closed) or paths (open) of the knight's
 * graph of rows × cols, Knuth's Algorithm E: the board is swept square by
 * square along its long side, and only the frontier is kept, the squares
 * swept that still have moves to squares ahead (two columns and a square),
 * each with its degree so far and which path end pairs with which. Equal
 * frontiers merge; one that can no longer be finished is dropped.
 * n_threads workers (0: one per core) share each step's states by hash
 * bucket. func (may be NULL) is called in the calling thread every 50 ms
 * with PROGRESS: fraction (an estimate of the work done) and nodes
 * (states made so far); FALSE stops within milliseconds
 * (KQ_OUTCOME_STOPPED, count partial). Its tables and buffers hold at
 * most max_bytes (0: kq_tour_frontier_memory ()): a step whose states
 * would not fit in 3/4 of it keeps them in a temporary file (in
 * g_get_tmp_dir ()) and makes them in passes; it gives up
 * (KQ_OUTCOME_GAVE_UP) when the memory runs out all the same, or the file
 * cannot be written. FOUND otherwise (zero included).
 * The short side at most KQ_TOUR_FRONTIER_MAX_SIDE (closed) or
 * KQ_TOUR_FRONTIER_MAX_SIDE_OPEN (open), the long one at most
 * KQ_TOUR_FRONTIER_MAX_LENGTH: kq_tour_frontier_check says so in words. */
KqOutcome kq_tour_frontier_count (int                  rows,
                                  int                  cols,
                                  gboolean             closed,
                                  guint                n_threads,
                                  guint64              max_bytes,
                                  KqEventFunc          func,
                                  gpointer             user_data,
                                  KqTourFrontierCount *count);

/* KQ_TOUR_FRONTIER_MAX_BYTES, or 3/4 of the machine's memory if less. */
guint64   kq_tour_frontier_memory (void);

/* Whether kq_tour_frontier_count takes rows × cols; if not, error says
 * why (KQ_FORMAT_ERROR_INVALID). */
gboolean  kq_tour_frontier_check (int                  rows,
                                  int                  cols,
                                  gboolean             closed,
                                  GError             **error);

/* Appends value in decimal, without grouping (as kq_format_uint). */
void      kq_tour_frontier_append (GString            *out,
                                   KqTourCount128      value);

G_END_DECLS
