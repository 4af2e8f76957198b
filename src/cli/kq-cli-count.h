/* kq-cli-count.h: counts with progress, and their shares (`--part`, `sum`) */
#pragma once

#include <glib.h>

#include "kq-queens.h"

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

int       kq_cli_sum           (int             argc,
                                char          **argv);

G_END_DECLS
