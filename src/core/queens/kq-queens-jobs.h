/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-queens-jobs.h: a count of n queens as independent sub-boards
 * (private to src/core; the tests use it too) */
#pragma once

#include "kq-queens.h"

G_BEGIN_DECLS

typedef enum {
  KQ_QUEENS_JOB_CORNER,         /* a queen on (0, 0), its transpose not searched */
  KQ_QUEENS_JOB_CONSTELLATION,  /* no corner queen: the four edge queens */
} KqQueensJobKind;

/* The most queens a job puts down in advance: four edge queens and the
 * queen of one more row. */
#define KQ_QUEENS_JOB_CELLS 5

/* A sub-board (see kq-queens-jobs.c): the solutions of its kind with
 * queens on (row[i], col[i]), i < n_cells; the edge queens come first,
 * row 0's first of all. */
typedef struct {
  guint8   kind;
  guint8   n_cells;
  guint8   row[KQ_QUEENS_JOB_CELLS];
  guint8   col[KQ_QUEENS_JOB_CELLS];
  guint64  estimate;  /* its size, in partial placements of its first
                         free rows: only relative sizes matter */
} KqQueensJob;

/* Every job of n (4 <= n <= KQ_QUEENS_MAX_N), in a fixed order that
 * depends on n only: the largest estimate first, ties by the queens put down. */
GArray  *kq_queens_jobs_new    (int                n);

/* The same with the jobs split on split rows (at most 1) after the edge
 * queens, not n's own: for the tests. */
GArray  *kq_queens_jobs_new_split (int              n,
                                   int              split);

/* Share part (0-based) of n_parts: the jobs handed, largest first, each to
 * the share with the least estimate so far (the lowest such part on a
 * tie), so that the shares are disjoint, together all of jobs, balanced,
 * and the same on every machine. */
GArray  *kq_queens_jobs_share  (GArray            *jobs,
                                guint              part,
                                guint              n_parts);

/* Adds the solutions of job to count, all of them and up to symmetry.
 * Returns FALSE, the count of this job unfinished and not added, once the
 * gint at stop (may be NULL; read atomically now and then) is not 0. */
gboolean kq_queens_job_count   (int                n,
                                const KqQueensJob *job,
                                const gint        *stop,
                                KqQueensCount     *count);

G_END_DECLS
