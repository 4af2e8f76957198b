/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-reading.h: one text read (kq_printed_read ()), shared by its layouts
 * (kq-printed.c) and its lines' words (kq-printed-words.c) */
#pragma once

#include "kq-printed-private.h"

G_BEGIN_DECLS

/* The most numbers of a line read: a 32 × 32 tour's squares. A longer line is no solution. */
#define LINE_NUMBERS (2 * MAX_SIDE * MAX_SIDE)

typedef enum {
  LAYOUT_LINE,          /* a line: a row of columns, squares, a board flattened */
  LAYOUT_SQUARE_LINES,  /* a square a line */
  LAYOUT_SYMBOLS,       /* a board of symbols, a row a line */
  LAYOUT_NUMBERS,       /* a tour's move numbers, a row a line */
  N_LAYOUTS
} Layout;

typedef struct {
  const char *text, *end;       /* in the text read */
  guint    numbers, n_numbers;  /* into Reading.numbers */
  guint    squares, n_squares;  /* chess squares ("c2"), into Reading.squares */
  guint    symbols, n_symbols;  /* a board row's cells, into Reading.symbols */
  gboolean blank;
} Line;

typedef struct {
  GBytes *source;   /* NULL: none given */
  GArray *numbers;  /* int */
  GArray *squares;  /* KqSquare */
  GArray *symbols;  /* gunichar */
  GArray *lines;    /* Line */
  Found   found[N_LAYOUTS];
  guint64       wrong_rows;  /* as KqPrinted's, of this text */
  KqPrintedSlip wrong_row;
  /* boards of symbols: the line (from 1) of the last read as a solution; of the last all one
   * symbol, and its side; how many were all one symbol, and how many others read nothing */
  guint   solved_line, empty_line;
  int     empty_side;
  guint   empties, unread;
  /* of those that read nothing, the boards of two symbols, one of them at most once a row
   * and a column and in fewer rows than side: how many, the last one's line (from 1), its
   * side and its queens */
  guint   shorts, short_line;
  int     short_side, short_queens;
} Reading;

/* The line from text to end, its words into reading: a Line appended to reading->lines. */
G_GNUC_INTERNAL
void     _kq_printed_scan_line     (Reading    *reading,
                                    const char *text,
                                    const char *end);

/* The numbers of text to end, each of its own ("-1" a negative one), appended to into;
 * FALSE, none appended: more than LINE_NUMBERS, too many to be a solution. */
G_GNUC_INTERNAL
gboolean _kq_printed_parse_numbers (const char *text,
                                    const char *end,
                                    GArray     *into);

G_END_DECLS
