/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-lanes.h: the count below a row of a sub-board, eight or
 * sixteen partial placements at a time in the lanes of AVX2 or AVX-512
 * registers (private to src/core) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A free row of a sub-board: the squares the queens put down in advance
 * leave it, and how many board rows down the next free row is. */
typedef struct {
  guint32  mask;
  guint32  shift;
} KqQueensLevel;

/* The fewest free rows from f on that kq_queens_lanes_count takes. */
#define KQ_QUEENS_LANES_MIN_ROWS 3

/* The registers kq_queens_lanes_count uses, narrowest first. */
typedef enum {
  KQ_QUEENS_LANES_NONE,     /* none: the counter searches one queen at a time */
  KQ_QUEENS_LANES_AVX2,     /* eight lanes */
  KQ_QUEENS_LANES_AVX512,   /* sixteen lanes */
} KqQueensLanes;

/* The widest lanes this processor has. */
KqQueensLanes kq_queens_lanes_supported (void);

/* What the counter uses: the widest lanes supported, within the limit. */
KqQueensLanes kq_queens_lanes_used      (void);

/* Limits the lanes to widest (KQ_QUEENS_LANES_AVX512 at first), so that
 * the tests and the benchmark can set them against each other and
 * against the search one queen at a time. Not thread-safe: call it
 * between counts. */
void          kq_queens_lanes_limit     (KqQueensLanes        widest);

/* The solutions of the free rows f .. depth - 1 (at least
 * KQ_QUEENS_LANES_MIN_ROWS of them) of level, under the lines that the
 * queens above attack in row f. Only where kq_queens_lanes_used () is not
 * KQ_QUEENS_LANES_NONE. */
guint64  kq_queens_lanes_count       (const KqQueensLevel *level,
                                      int                  depth,
                                      int                  f,
                                      guint32              cols,
                                      guint32              ld,
                                      guint32              rd);

G_END_DECLS
