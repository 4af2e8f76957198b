/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-rooks-queens.h: n rooks beside n queens, lesson 001's step from the
 * permutations to the queens: a permutation drawn as rooks and as queens,
 * and both searches' solutions and nodes */
#pragma once

#include <adwaita.h>

#include "kq-events.h"

G_BEGIN_DECLS

/* The largest n the view offers: the queens' nodes are counted by running
 * the lesson's machine, at once up to here. */
#define KQ_ROOKS_QUEENS_MAX_N 10

#define KQ_TYPE_ROOKS_QUEENS (kq_rooks_queens_get_type ())
G_DECLARE_FINAL_TYPE (KqRooksQueens, kq_rooks_queens, KQ, ROOKS_QUEENS, AdwWindow)

/* A window beside parent (may be NULL) on n × n boards, n clamped to
 * 1 … KQ_ROOKS_QUEENS_MAX_N, at the first permutation. */
GtkWidget  *kq_rooks_queens_new            (GtkWindow      *parent,
                                            int             n);
int         kq_rooks_queens_get_n          (KqRooksQueens  *self);
void        kq_rooks_queens_set_n          (KqRooksQueens  *self,
                                            int             n);
/* The permutation shown, 1-based in the lesson's order. */
guint64     kq_rooks_queens_get_permutation (KqRooksQueens *self);
/* The words under each board and of the counts, as shown: for tests and
 * screen readers. */
const char *kq_rooks_queens_get_rooks_text  (KqRooksQueens *self);
const char *kq_rooks_queens_get_queens_text (KqRooksQueens *self);
/* The nodes each search visits: "109,600" and "2,057" for n = 8. */
const char *kq_rooks_queens_get_nodes_text  (KqRooksQueens *self,
                                             KqProblem      problem);

G_END_DECLS
