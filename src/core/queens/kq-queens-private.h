/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-private.h: the bitboard search that counting, the k-th solution
 * and the fast listing share (private to src/core) */
#pragma once

#include "kq-queens.h"

G_BEGIN_DECLS

/* A subtree of the search: rows < start hold their queens in placed (one
 * bit a row, bit j = column j); the rows below may use the columns of their
 * mask only. */
typedef struct {
  int      n;
  int      start;
  int      edge_row;                 /* by this row both columns 0 and n - 1
                                        hold a queen; -1: no such rule */
  guint32  mask[KQ_QUEENS_MAX_N];
  guint32  placed[KQ_QUEENS_MAX_N];
  guint64  nodes;                    /* queens put down by the searches */
  gboolean resume;                   /* placed holds a solution (rows start
                                        .. n - 1 too): the search starts at
                                        it, its first leaf (see
                                        kq_queens_tree_first) */
} KqQueensTree;

/* A solution: tree->placed is complete; nodes counts the queens put down
 * in this subtree so far, this one's last queen included. FALSE stops the
 * search. */
typedef gboolean (*KqQueensLeafFunc)   (const KqQueensTree *tree,
                                        guint64             nodes,
                                        gpointer            data);
/* Called every KQ_PROGRESS_INTERVAL nodes; FALSE stops the search. */
typedef gboolean (*KqQueensPollFunc)   (guint64             nodes,
                                        gpointer            data);
/* A prefix of kq_queens_tree_split: tree->start rows placed; prefix_nodes
 * counts the prefix queens put down so far, in the listing's order. */
typedef void     (*KqQueensPrefixFunc) (const KqQueensTree *tree,
                                        guint64             prefix_nodes,
                                        gpointer            data);

guint32  kq_queens_board_mask   (int                 n);

/* A KqQueensPollFunc for worker threads: go on while the gint at stop_flag
 * (read atomically) is 0. */
gboolean kq_queens_poll_flag    (guint64             nodes,
                                 gpointer            stop_flag);

/* The whole board, start 0, every column allowed, no edge rule. */
void     kq_queens_tree_init    (KqQueensTree       *tree,
                                 int                 n);

/* The squares of row free for a queen under the rows above it. */
guint32  kq_queens_tree_avail   (const KqQueensTree *tree,
                                 int                 row);

/* The whole board as kq_queens_tree_init sets it up, resumed at the
 * listing's first solution where that is known without a search (the n
 * whose search takes long to it): tree->nodes then counts the queens the
 * search puts down before that solution's last one, so that a search from
 * it gives the events of a search from the start. FALSE for other n. */
gboolean kq_queens_tree_first   (KqQueensTree       *tree,
                                 int                 n);

/* The stack of a search about to put down the last queen of a resumed
 * tree's solution: for rows start .. n - 1, the lines the rows above
 * attack (as in kq_queens_tree_search) and avail, the free squares not yet
 * tried (right of the row's queen; in the last row, its queen's too). */
void     kq_queens_tree_resume  (const KqQueensTree *tree,
                                 guint32            *cols,
                                 guint32            *ld,
                                 guint32            *rd,
                                 guint32            *avail);

/* Depth first over rows start .. n - 1, columns in increasing order (so
 * solutions come lexicographically); a resumed tree from its solution
 * on (and is no longer resumed). Returns FALSE when poll or leaf stopped
 * it. */
gboolean kq_queens_tree_search  (KqQueensTree       *tree,
                                 KqQueensLeafFunc    leaf,
                                 gpointer            leaf_data,
                                 KqQueensPollFunc    poll,
                                 gpointer            poll_data);

/* Calls func, in lexicographic order, for every placement of rows
 * tree->start .. depth - 1 under the masks; returns the number of queens
 * put down on those rows. */
guint64  kq_queens_tree_split   (KqQueensTree       *tree,
                                 int                 depth,
                                 KqQueensPrefixFunc  func,
                                 gpointer            data);

/* 0 when some image of the solution under the 8 symmetries of the square
 * is lexicographically smaller, else the size of its orbit (8, 4 or 2). */
int      kq_queens_orbit_size   (const guint32      *placed,
                                 int                 n);

/* kq_queens_list without trace: the same SOLUTION and PROGRESS events,
 * from bitboards. */
KqOutcome kq_queens_enumerate_fast   (int                 n,
                                 KqEventFunc         func,
                                 gpointer            user_data,
                                 guint64            *count);

/* kq_queens_nth's walk budget for n: about 1/1024 of the whole tree. */
guint64   kq_queens_nth_budget  (int                 n);

/* kq_queens_nth, its way forced for the tests: the walk in each subtree
 * stops after walk_budget nodes (0: count at once, G_MAXUINT64: walk only),
 * known_counts lets it use the counts it knows below each first queen
 * (else the mirror takes counting the left half), and a subtree of more
 * than job_rows + 1 rows is walked by threads in jobs of job_rows rows
 * (0: the default, 12). */
KqOutcome kq_queens_nth_full    (int                 n,
                                 guint64             k,
                                 guint64             walk_budget,
                                 gboolean            known_counts,
                                 int                 job_rows,
                                 int                *cols,
                                 KqEventFunc         func,
                                 gpointer            user_data,
                                 guint64            *total);

/* known[j]: the solutions of n queens with the row-0 queen in column j, for
 * j <= (n - 1) / 2 (the others by the left-right mirror), n up to
 * KQ_QUEENS_KNOWN_FIRST_N. */
#define KQ_QUEENS_KNOWN_FIRST_N 18
const guint64 *kq_queens_known_first (int n);

G_END_DECLS
