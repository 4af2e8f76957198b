/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli-count.h: counts with progress, and their shares (`--part`, `sum`) */
#pragma once

#include <glib.h>

#include "kq-queens.h"
#include "kq-tour.h"
#include "kq-tour-frontier.h"
#include "kq-tour-symmetry.h"

G_BEGIN_DECLS

/* The most shares a count may be split into. */
#define KQ_CLI_MAX_PARTS 1000000

typedef enum {
  KQ_CLI_PROGRESS_AUTO,    /* shown when stderr is a terminal */
  KQ_CLI_PROGRESS_SHOWN,   /* --progress */
  KQ_CLI_PROGRESS_HIDDEN,  /* --quiet */
} KqCliProgress;

/* kq_queens_count_share, with its progress and an estimated time left on
 * stderr, and the time it took on the last line. */
KqOutcome kq_cli_count_queens  (int             n,
                                guint           part,
                                guint           n_parts,
                                guint           threads,
                                KqCliProgress   shown,
                                KqQueensCount  *count);

/* kq_tour_count_share of request's square, or with board
 * kq_tour_count_board (counts: rows × cols), with the progress as the
 * queens'. */
KqOutcome kq_cli_count_tours   (const KqTourRequest *request,
                                gboolean        board,
                                guint           part,
                                guint           n_parts,
                                guint           threads,
                                KqCliProgress   shown,
                                guint64        *counts);

/* kq_tour_frontier_count of rows × cols, with the progress as the
 * queens'; Ctrl+C stops it (KQ_OUTCOME_STOPPED) whether the progress is
 * shown or not. */
KqOutcome kq_cli_count_frontier (int                  rows,
                                 int                  cols,
                                 gboolean             closed,
                                 guint                threads,
                                 KqCliProgress        shown,
                                 KqTourFrontierCount *count);

/* kq_tour_symmetric_count of rows × cols, as kq_cli_count_frontier. */
KqOutcome kq_cli_count_symmetric (int              rows,
                                  int              cols,
                                  guint            threads,
                                  KqCliProgress    shown,
                                  KqTourSymmetric *symmetric);

/* kq_queens_nth, its progress on stderr as the count's (after its first
 * second: most searches end sooner); on a terminal the line is cleared
 * at the end. */
KqOutcome kq_cli_nth_queens    (int             n,
                                guint64         k,
                                KqCliProgress   shown,
                                int            *cols,
                                guint64        *total);

/* "I/K", 1 <= I <= K <= KQ_CLI_MAX_PARTS; part receives I - 1. */
gboolean  kq_cli_parse_part    (const char     *text,
                                guint          *part,
                                guint          *n_parts,
                                GError        **error);

/* A share's line, "queens 16 part 3/7 total 2110348 unique 264108\n"
 * (part 0-based, printed from 1). */
void      kq_cli_format_share  (GString        *out,
                                int             n,
                                guint           part,
                                guint           n_parts,
                                const KqQueensCount *count);

/* The same line without its newline; FALSE if it is not one. */
gboolean  kq_cli_parse_share   (const char     *line,
                                int            *n,
                                guint          *part,
                                guint          *n_parts,
                                KqQueensCount  *count);

/* A share of a count of knight's tours: of one square,
 *   "tour 6 1 1 part 3/7 total 74810"  ("closed" before "part" if so),
 * or of every square, the n × n counts row by row,
 *   "tour 5 part 1/2 counts 304 0 56 … 304". */
typedef struct {
  int       n;
  int       row;         /* the start, 0-based; -1: every square */
  int       col;
  gboolean  closed;
  guint     part;        /* 0-based */
  guint     n_parts;
  guint64   counts[64];  /* one square's in counts[0]; else n × n */
} KqCliTourShare;

void      kq_cli_format_tour_share (GString              *out,
                                    const KqCliTourShare *share);
/* The line without its newline; FALSE if it is not one. */
gboolean  kq_cli_parse_tour_share  (const char           *line,
                                    KqCliTourShare       *share);

/* The counts from each square as a rows × cols matrix in right-aligned
 * columns, then their total on a line of its own. */
void      kq_cli_format_tour_counts (GString             *out,
                                     int                  rows,
                                     int                  cols,
                                     const guint64       *counts);

int       kq_cli_sum           (int             argc,
                                char          **argv);

G_END_DECLS
