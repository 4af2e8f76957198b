/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-symmetry.h: the 8 symmetries of the square acting on n-queens
 * solutions: a solution's family (its rotations and reflections) and the
 * family's representative, its lexicographically smallest member (the
 * lowest-numbered in the lessons' order) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  KQ_SYMMETRY_IDENTITY,
  KQ_SYMMETRY_ROTATE_90,      /* a quarter turn clockwise: (r, c) -> (c, n-1-r) */
  KQ_SYMMETRY_ROTATE_180,
  KQ_SYMMETRY_ROTATE_270,
  KQ_SYMMETRY_MIRROR,         /* left-right: (r, c) -> (r, n-1-c) */
  KQ_SYMMETRY_FLIP,           /* top-bottom: (r, c) -> (n-1-r, c) */
  KQ_SYMMETRY_DIAGONAL,       /* about the main diagonal: (r, c) -> (c, r) */
  KQ_SYMMETRY_ANTIDIAGONAL,   /* (r, c) -> (n-1-c, n-1-r) */
  KQ_N_SYMMETRIES
} KqSymmetry;

/* The image of a solution (n columns, a permutation of 0 … n-1) under
 * symmetry, into image (n columns). */
void     kq_queens_symmetry_apply      (int          n,
                                        const int   *cols,
                                        KqSymmetry   symmetry,
                                        int         *image);

/* The solution's family: its distinct images (itself first), each with
 * the first symmetry that gives it. images holds KQ_N_SYMMETRIES * n
 * ints, symmetries KQ_N_SYMMETRIES (may be NULL). Returns how many
 * (8, 4, 2, or 1 for n = 1). */
guint    kq_queens_family              (int          n,
                                        const int   *cols,
                                        int         *images,
                                        KqSymmetry  *symmetries);

/* Whether the solution is the smallest of its family in the lexicographic
 * order: one solution of each family is, the family's lowest-numbered. */
gboolean kq_queens_is_representative   (int          n,
                                        const int   *cols);

G_END_DECLS
