/* kq-queens-lanes.h: the count below a row of a sub-board, sixteen
 * partial placements at a time in AVX-512 lanes (private to src/core) */
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

/* Whether kq_queens_lanes_count runs here: the processor has AVX-512 and
 * the lanes are not turned off. */
gboolean kq_queens_lanes_usable      (void);

/* Turns the lanes off (or back on where the processor has them), so that
 * the tests and the benchmark can set them against the one-at-a-time
 * search. Not thread-safe: call it between counts. */
void     kq_queens_lanes_set_enabled (gboolean             enabled);

/* The solutions of the free rows f .. depth - 1 (at least
 * KQ_QUEENS_LANES_MIN_ROWS of them) of level, under the lines that the
 * queens above attack in row f. Only where kq_queens_lanes_usable(). */
guint64  kq_queens_lanes_count       (const KqQueensLevel *level,
                                      int                  depth,
                                      int                  f,
                                      guint32              cols,
                                      guint32              ld,
                                      guint32              rd);

G_END_DECLS
