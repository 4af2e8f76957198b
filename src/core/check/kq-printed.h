/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed.h: solutions read from what a program printed, in its own layout
 *
 * Where a student's search cannot be followed in its arrays (a generator's tuples, permutations
 * tried whole, objects of its own), what it printed still says what it found. Read here: a row
 * of columns ("1 5 8 6 3 7 2 4", "[0, 4, 7, …]", "15863724"), a board of symbols ('Q' and '.',
 * 1 and 0, '|'-ruled, rows labelled), queens' squares on a line ("(1, 1); (2, 5) …") or one a
 * line, a tour as a grid of move numbers or as its squares ((0, 0), (2, 1) … or a1 c2 …). Only
 * a legal, whole solution counts, 0- or 1-based as its numbers show; one printed in two
 * layouts (a list and its board) counts once.
 */
#pragma once

#include "kq-events.h"
#include "kq-square.h"

G_BEGIN_DECLS

typedef struct _KqPrinted KqPrinted;

KqPrinted *kq_printed_new           (void);
void       kq_printed_free          (KqPrinted       *printed);

/* The program's source: a line of what it printed that stands in one of its strings is an
 * answer written in, not found ("writeln('(1,1)->(3,2)->…')"), and read as no solution. */
void       kq_printed_set_source    (KqPrinted       *printed,
                                     const char      *source,
                                     gsize            length);

/* Reads one text: the program's output, or a file it wrote. Texts are not joined: what is
 * found is the most solutions one layout of one text holds (the same solutions printed on the
 * terminal and into a file are counted once). */
void       kq_printed_read          (KqPrinted       *printed,
                                     const char      *text,
                                     gsize            length);

/* Different legal solutions found (0: none), their problem (KQ_PROBLEM_QUEENS or _TOUR) and
 * board (n × n queens; a tour's rows × cols): the last one's, where a text holds several. */
guint64    kq_printed_get_solutions (const KqPrinted *printed);
KqProblem  kq_printed_get_problem   (const KqPrinted *printed);
/* Of the tours counted, those closed (the last square a knight's move from the first). */
guint64    kq_printed_get_closed    (const KqPrinted *printed);
int        kq_printed_get_rows      (const KqPrinted *printed);
int        kq_printed_get_cols      (const KqPrinted *printed);

/* A solution printed whole against the rules: a knight's tour, every square once (a grid of
 * its move numbers, its squares in order), with a step that is no knight's move, move (from
 * 1) going from from to to; a tour's squares in order, as many as the board has, each a
 * knight's move from the last, that comes back to a square: move going to to, which move
 * again (from 1) visited before; or a board of n queens, one a row and a column, with the
 * queen of row move - 1, to, attacked by from above it. On rows × cols. */
typedef struct {
  KqProblem problem;
  int       rows, cols;
  int       move;
  KqSquare  from, to;
  int       line;   /* of the text, from 1, where it stands (0: not told) */
  int       again;  /* 0: none */
} KqPrintedSlip;

/* The first such solution's slip, where no legal solution was read (FALSE: none): a walk
 * printed as if it were a tour (a search's visiting order, steps never taken back), queens
 * placed with a diagonal left untested. */
gboolean   kq_printed_get_slip      (const KqPrinted *printed,
                                     KqPrintedSlip   *slip);

/* The line (from 1) of a board of n queens' size printed empty after the last of the
 * solutions read, in their layout, the one board of the text that is none: the search's board
 * printed after the search took every queen back. 0: none. */
int        kq_printed_get_emptied   (const KqPrinted *printed);

/* The line (from 1) of a board of two symbols, side × side, with fewer than side queens on it
 * (one symbol, at most once a row and a column: 7 on 8 × 8), where it is the one board a text
 * printed and no solution was read: a search that gave up, or none, printed as its answer.
 * Its side and its queens into side and queens. 0: none. */
int        kq_printed_get_short     (const KqPrinted *printed,
                                     int             *side,
                                     int             *queens);

/* Rows of columns printed one a line, each n numbers that stand one a column, with a queen
 * attacked: how many one text held (0 where a legal solution was read: they are something
 * else), and the first one's slip, with its line. A search that found its solutions and
 * printed something else for each ("1 2 3 4 5 6 7 8", its loop's index for x[i]) printed
 * them wrong. A line above a board's rows is its columns' numbers, not one of them. */
guint64    kq_printed_get_wrong_rows (const KqPrinted *printed,
                                      KqPrintedSlip   *first);

/* The count of n queens' solutions that text says it found, in a number of its own, where that
 * is all of them ("Number of solutions: 92", "8,92,0.000"; a count under 10 only on a line
 * of its own: "4"), else 0; n <= 0: any n that the same line names beside its count, or one
 * past 8 whose count stands alone ("92"), into said_n (may be NULL). A search over several n
 * that says each one's count on a line ("There are 10 solutions to 5 queens", k = 1 .. n) has
 * their sum, from said_least to said_n (with one n, both are it). A count that is not all of
 * them cannot be told from the other numbers a program prints. */
guint64    kq_printed_count_said    (const char      *text,
                                     gsize            length,
                                     int              n,
                                     int             *said_least,
                                     int             *said_n);

/* The counts of all of an n's solutions that text's lines say beside their n ("8 queens: 92"),
 * each n once, for sizes other than printed_n (one whose solutions it printed: "4 queens:
 * [[2, 0, 3, 1], [1, 3, 0, 2]]"), summed, their least and largest n into said_least and
 * said_n; 0: none. */
guint64    kq_printed_count_said_beside (const char *text,
                                         gsize       length,
                                         int         printed_n,
                                         int        *said_least,
                                         int        *said_n);

/* The counts of all of each n's solutions, where the input gives the sizes one after another
 * (test cases: "T", then each case's n) and the program prints one count a line for each, in
 * their order ("4", or "#1 10" after its case's number), summed; 0 unless every line that holds
 * a number is such a count; how many sizes into sizes_counted. */
guint64    kq_printed_count_said_per_size (const char *text,
                                           gsize       length,
                                           const char *input,
                                           gsize       input_length,
                                           guint      *sizes_counted);

/* The count of solutions that text tells in words, on a line of one number (n beside it
 * aside): "0 solutions found.", "Found 92 distinct solutions", "Number of solutions: 92",
 * "So nghiem = 4"; its line (1-based) into told_line. FALSE: none, or lines that tell
 * different counts (a running number). Whether the count is all of n's does not matter: a
 * count said wrong is one too. ("Solution 3:" is a heading: no ':' or '=' between.) */
gboolean   kq_printed_count_told    (const char      *text,
                                     gsize            length,
                                     int              n,
                                     guint64         *count,
                                     int             *told_line);

/* Whether a line of text with no number says in words that there is no solution ("Solution
 * does not exist", "No solution", "Nu exista solutie"): its line (1-based), the first, into
 * told_line. */
gboolean   kq_printed_none_told     (const char      *text,
                                     gsize            length,
                                     int             *told_line);

/* Text printed for a terminal, its escape sequences taken out in place (ESC [ 47 m, a colour;
 * ESC [ 2 J, the screen cleared; ESC c): their numbers are none of what it printed. */
void       kq_printed_strip_escapes (GString         *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqPrinted, kq_printed_free)

G_END_DECLS
