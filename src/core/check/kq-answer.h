/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-answer.h: a student's answer file, read and checked
 *
 * The two files the lessons' exercises print: QUEENS.OUT (every solution of
 * n queens, one a line, in the lessons' order) and a knight's tour matrix
 * (n lines of n move numbers). Both are read from a buffer, never trusted:
 * the first error is named in the student's terms (line numbers and squares
 * as the file has them), with the squares to draw in red; a file that cannot
 * be read as the format is a presentation error, never a crash or a hang.
 * Contest checkers' leniency: trailing spaces and tabs, CRLF line ends, a
 * missing final newline and blank lines at the end are accepted, and spaces
 * around the numbers and punctuation of a placement too.
 */
#pragma once

#include "kq-rules.h"

G_BEGIN_DECLS

/* The largest file read: QUEENS.OUT for n = 14 is 48 MB (for n = 15 it
 * would be 280 MB), and a 2000 × 2000 tour matrix 32 MB. */
#define KQ_ANSWER_MAX_BYTES (64 * 1024 * 1024)

/* The largest n whose QUEENS.OUT fits in KQ_ANSWER_MAX_BYTES. */
#define KQ_ANSWER_QUEENS_MAX_N 14

typedef enum {
  KQ_ANSWER_QUEENS,
  KQ_ANSWER_TOUR,
} KqAnswerKind;

/* The values are testlib's exit statuses. */
typedef enum {
  KQ_VERDICT_ACCEPTED = 0,
  KQ_VERDICT_WRONG = 1,
  KQ_VERDICT_PRESENTATION = 2,
} KqVerdict;

/* The verdict follows from the error: CORRECT accepted, those up to
 * BAD_SIZE presentation errors, the rest wrong answers. */
typedef enum {
  KQ_ANSWER_CORRECT,
  /* presentation errors: not the format */
  KQ_ANSWER_EMPTY,            /* nothing to read, and no n given */
  KQ_ANSWER_TOO_BIG,          /* over KQ_ANSWER_MAX_BYTES */
  KQ_ANSWER_BINARY,           /* line: a NUL byte or bytes that are not UTF-8 */
  KQ_ANSWER_BLANK_LINE,       /* line: empty, before the last line with text */
  KQ_ANSWER_NOT_PLACEMENT,    /* line, text: not "(1, 2); (2, 4); …" */
  KQ_ANSWER_NOT_NUMBER,       /* line, text: a word among the move numbers */
  KQ_ANSWER_RAGGED,           /* line holds count numbers, not n */
  KQ_ANSWER_ROW_COUNT,        /* count lines of numbers, not n */
  KQ_ANSWER_BAD_SIZE,         /* count: the size n the file implies (or was given) is out of range */
  /* wrong answers: QUEENS.OUT */
  KQ_ANSWER_OFF_BOARD,        /* line: squares[0] is off the board */
  KQ_ANSWER_QUEEN_COUNT,      /* line holds count queens, not n */
  KQ_ANSWER_SAME_ROW,         /* line: squares[0] and [1] are in one row */
  KQ_ANSWER_ROW_ORDER,        /* line: squares[1] comes after squares[0], a lower row */
  KQ_ANSWER_ATTACK,           /* line: squares[0] and [1] attack along attack */
  KQ_ANSWER_REPEAT,           /* line repeats other_line */
  KQ_ANSWER_ORDER,            /* line comes before other_line (the line above it) in the lessons' order */
  KQ_ANSWER_MISSING,          /* count placements of total; queens: the first missing one */
  /* wrong answers: a tour */
  KQ_ANSWER_NO_TOUR,          /* an empty file, but there is a tour from start */
  KQ_ANSWER_NUMBER_RANGE,     /* number at squares[0] is above n * n */
  KQ_ANSWER_NUMBER_TWICE,     /* number at squares[0] and squares[1] */
  KQ_ANSWER_NUMBER_MISSING,   /* number; squares[0]: where number - 1 is, if anywhere */
  KQ_ANSWER_WRONG_START,      /* move 1 at squares[0], the start is start */
  KQ_ANSWER_NOT_KNIGHT_MOVE,  /* move number at squares[0], move number - 1 at squares[1] */
} KqAnswerError;

/* A QUEENS.OUT's text as lines, kept to check them one by one. */
typedef struct _KqAnswerLines KqAnswerLines;

typedef struct {
  KqAnswerKind   kind;
  int            n;             /* 0 when the file gave none */
  KqAnswerError  error;
  KqVerdict      verdict;
  int            line;          /* 1-based; 0: the error is about no one line */
  int            other_line;
  guint64        count;
  guint64        total;         /* queens: all solutions of n */
  int            number;        /* a move number */
  KqLine         attack;
  KqSquare       squares[2];    /* to draw in red */
  int            n_squares;
  char          *text;          /* what could not be read, escaped and cut for one line */
  KqSquare       start;         /* tour: the square of move 1 (or the one it should be) */
  gboolean       closed;        /* a correct tour: closed */
  /* What the file holds, to draw: */
  GArray        *queens;        /* KqSquare: the queens of the line in question (for
                                   OFF_BOARD some lie off the board), or the placement
                                   missing; empty if none */
  int           *placements;    /* queens: n columns (0-based) per line read, while valid */
  guint64        n_placements;
  int           *cells;         /* tour: n * n numbers (0: none) once the matrix is read */
  /* QUEENS.OUT read by kq_answer_check_queens_lines, once n is known: its
   * lines, each to be checked alone (kq_answer_check_line); else 0, NULL */
  guint          n_lines;
  KqAnswerLines *file_lines;
  gboolean       of_line;       /* one line checked alone: line is its number */
} KqAnswer;

/* QUEENS.OUT for n queens (1 .. KQ_ANSWER_QUEENS_MAX_N); n = 0: as many
 * as the first line has. */
KqAnswer     *kq_answer_check_queens (const char     *data,
                                      gsize           length,
                                      int             n);

/* As kq_answer_check_queens, taking data (freed with the answer): once n
 * is known its lines are kept, to be checked one by one
 * (kq_answer_check_line), as a window browsing them does. */
KqAnswer     *kq_answer_check_queens_lines (char         *data,
                                            gsize         length,
                                            int           n);

/* A tour matrix on an n × n board (n = 0: as many as the first line has
 * numbers), from start (NULL: any square). */
KqAnswer     *kq_answer_check_tour   (const char     *data,
                                      gsize           length,
                                      int             n,
                                      const KqSquare *start);

/* Line number (1 .. answer->n_lines) of a QUEENS.OUT checked alone, so
 * that every line can be shown: its queens, and the first error on it (or
 * none), its squares to draw in red. The line the file's own error names
 * gets that error; any other line is checked as a placement of n queens
 * and, when the line above is one, against it (the lessons' order, no
 * repeat). NULL when the file's lines were not kept (a tour, a file not
 * read by kq_answer_check_queens_lines, an error before n was known). */
KqAnswer     *kq_answer_check_line   (const KqAnswer *answer,
                                      guint           line);

/* Which of the two a file looks like: a '(' first is QUEENS.OUT. */
KqAnswerKind  kq_answer_guess_kind   (const char     *data,
                                      gsize           length);

void          kq_answer_free         (KqAnswer       *answer);

/* The result in one line, in the current language: "Correct: all 92
 * solutions, in order", "line 7: queens (3, 5) and (6, 2) attack along a
 * diagonal" … */
char         *kq_answer_describe     (const KqAnswer *answer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqAnswer, kq_answer_free)

G_END_DECLS
