/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-private.h: what the reading of a program's output (kq-printed.c: a line's words,
 * its layouts), the solutions read checked by the rules (kq-printed-rules.c) and the counts it
 * says (kq-printed-count.c) share */
#pragma once

#include "kq-printed.h"
#include "kq-square.h"

G_BEGIN_DECLS

/* Queens' boards and counts read from 4 a side: none has a solution between 1 and 4. */
#define MIN_QUEENS 4
/* Tours read from 5 a side or 3 × 4; no board past 32 a side */
#define MIN_TOUR 5
#define MIN_TOUR_ROWS 3
#define MIN_TOUR_SQUARES 12
#define MAX_SIDE 32
/* A number that is none a board holds (too many digits) */
#define BAD_NUMBER G_MININT

/* The different solutions read in one layout */
typedef struct {
  GHashTable    *keys;     /* a solution's key (owned) → KEY_OPEN, or KEY_CLOSED: a closed
                            * tour's */
  KqProblem      problem;  /* the last one's */
  int            rows, cols;
  KqPrintedSlip *wrong;    /* where a solution printed whole against the rules is told (NULL:
                            * nowhere), if none was before */
} Found;

/* ---- solutions checked by the rules (kq-printed-rules.c): each FALSE where it is none, and
 * then not kept; a slip of a whole one told into Found.wrong */

G_GNUC_INTERNAL
void        _kq_printed_found_init       (Found           *found);
G_GNUC_INTERNAL
guint64     _kq_printed_closed_tours     (GHashTable      *keys);
G_GNUC_INTERNAL
gboolean    _kq_printed_first_attack     (int              n,
                                          const int       *cols,
                                          int             *row,
                                          int             *by);
G_GNUC_INTERNAL
gboolean    _kq_printed_one_a_column     (const int       *cols,
                                          int              n,
                                          int              base);
G_GNUC_INTERNAL
int         _kq_printed_base_of          (const int       *values,
                                          int              count,
                                          int              side);
G_GNUC_INTERNAL
gboolean    _kq_printed_add_board_queens (Found           *found,
                                          int              n,
                                          const int       *cols);
G_GNUC_INTERNAL
gboolean    _kq_printed_read_columns     (Found           *found,
                                          const int       *values,
                                          int              n);
G_GNUC_INTERNAL
gboolean    _kq_printed_read_path        (Found           *found,
                                          int              rows,
                                          int              cols,
                                          const int       *squares);
G_GNUC_INTERNAL
gboolean    _kq_printed_read_squares     (Found           *found,
                                          gconstpointer    items,
                                          int              count);
G_GNUC_INTERNAL
gboolean    _kq_printed_read_board       (Found           *found,
                                          const int       *values,
                                          int              rows,
                                          int              cols);
G_GNUC_INTERNAL
gboolean    _kq_printed_read_numbers     (Found           *found,
                                          gconstpointer    items,
                                          int              count);

/* Where the line from line ends: its newline, or the text's end. */
G_GNUC_INTERNAL
const char *_kq_printed_line_stop (const char *line,
                                   const char *end);

G_END_DECLS
