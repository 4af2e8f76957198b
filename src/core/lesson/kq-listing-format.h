/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listing-format.h: a listing of a lesson's code, as data
 *
 * A listing is a text a teacher can edit (the files in data/listings/, see
 * README.md): a header of "key: value" lines, then "text:" and the code.
 * The header names the listing (id, title, language), the stepping machine
 * it follows (kq-lesson.h), the line of each op, and the arrays under the
 * listing's own names with their index ranges. Comments written _("…") in
 * the text, and the title, are translated when the listing is parsed.
 */
#pragma once

#include "kq-lesson.h"

G_BEGIN_DECLS

#define KQ_LISTING_ERROR (kq_listing_error_quark ())
GQuark kq_listing_error_quark (void);

typedef enum {
  KQ_LISTING_ERROR_PARSE,
} KqListingError;

/* Where an array's values come from in the machine (kq-lesson.h). */
typedef enum {
  KQ_LISTING_SOURCE_A,      /* queens: a[1 … n], true = the column is free */
  KQ_LISTING_SOURCE_B,      /* queens: b[2 … 2n], anti-diagonals i + j */
  KQ_LISTING_SOURCE_C,      /* queens: c[1 - n … n - 1], diagonals i - j */
  KQ_LISTING_SOURCE_X,      /* queens: x[1 … n] */
  KQ_LISTING_SOURCE_H,      /* knight: h, n × n */
  KQ_LISTING_SOURCE_DA,     /* knight: the move table a[0 … 7] */
  KQ_LISTING_SOURCE_DB,     /* knight: the move table b[0 … 7] */
  KQ_LISTING_SOURCE_COUNT,  /* Warnsdorff: the top frame's onward counts by k */
} KqListingSource;

/* An array on an m × n board, as the listing names it. Its values are the
 * source's in the same order (value v of a queens array is column v + 1,
 * anti-diagonal v + 2, diagonal v + 1 - n), negated if negate (a
 * listing's true = taken), plus offset (lesson 004's board: h - 1,
 * -1 = free). */
typedef struct {
  const char       *name;
  KqListingSource   source;
  gboolean          boolean;  /* marks: true / false */
  gboolean          negate;
  int               offset;
  int               rows;     /* 1, or m for a matrix */
  int               length;   /* values a row */
  int               from;     /* the first index (of each dimension) */
} KqListingArray;

/* A value of a frame of the call stack (KqLessonFrame), for the
 * listing's own variables: its procedure's parameters and its locals. */
typedef enum {
  KQ_LISTING_VALUE_I,   /* queens: the row; knight: the move Try places */
  KQ_LISTING_VALUE_J,   /* queens: the column */
  KQ_LISTING_VALUE_X,   /* knight: the square Try moves from */
  KQ_LISTING_VALUE_Y,
  KQ_LISTING_VALUE_K,   /* knight: the move tried, 0 … 7 */
  KQ_LISTING_VALUE_R,   /* Warnsdorff: k = order[r] */
  KQ_LISTING_VALUE_U,   /* knight: the square move k leads to */
  KQ_LISTING_VALUE_V,
  KQ_LISTING_VALUE_DA,  /* knight: a[k], the move's row step */
  KQ_LISTING_VALUE_DB,  /* knight: b[k], its column step */
  KQ_LISTING_VALUE_W,   /* game: the last call's answer, unset before it */
} KqListingValue;

/* A variable as the listing names it: "move_count = i - 1" is the frame's
 * i minus 1 (lesson 004 counts moves and squares from 0). */
typedef struct {
  const char      *name;
  KqListingValue   source;
  int              offset;
  gboolean         parameter;  /* the procedure's; else a local */
} KqListingVariable;

typedef struct _KqListing KqListing;

/* Parses a listing; an error names the line. */
KqListing       *kq_listing_parse           (const char       *text,
                                             gssize            length,
                                             GError          **error);
void             kq_listing_free            (KqListing        *listing);

const char      *kq_listing_get_id          (const KqListing  *listing);
/* Translated. */
const char      *kq_listing_get_title       (const KqListing  *listing);
/* "c", "pascal", "python" or "pseudocode". */
const char      *kq_listing_get_language    (const KqListing  *listing);
KqLessonMachine  kq_listing_get_machine     (const KqListing  *listing);
KqProblem        kq_listing_get_problem     (const KqListing  *listing);
/* The code with its comments translated, lines ending in '\n'. */
const char      *kq_listing_get_text        (const KqListing  *listing);
int              kq_listing_get_n_lines     (const KqListing  *listing);
/* The line (1-based) of an op of the listing's machine; a harm is on the
 * line of the op it would have run (KqLessonHarm.op). */
int              kq_listing_get_op_line     (const KqListing  *listing,
                                             KqLessonOp        op);
/* The ops on line (bits 1 << op): a breakpoint there stops kq_lesson_run
 * after them (a harm stops a run anyway). */
guint            kq_listing_get_line_ops    (const KqListing  *listing,
                                             int               line);
/* The line of the lesson's last step, 0 before the first. */
int              kq_listing_get_step_line   (const KqListing  *listing,
                                             const KqLesson   *lesson);

/* The procedure's name as the code writes it: "Try", "Try_row",
 * "knights_tour", "KNIGHTS TOUR". */
const char      *kq_listing_get_procedure   (const KqListing  *listing);
/* How the code writes an assignment: "=", ":=" or "←". */
const char      *kq_listing_get_assign      (const KqListing  *listing);
/* The procedure's parameters, then its locals, as the stack shows them. */
guint            kq_listing_get_n_variables (const KqListing  *listing);
const KqListingVariable *kq_listing_get_variable (const KqListing *listing,
                                                  guint            index);

guint            kq_listing_get_n_arrays    (const KqListing  *listing);
/* Array index on an n × n board (shape filled in), and on m × n. */
void             kq_listing_get_array       (const KqListing  *listing,
                                             guint             index,
                                             int               n,
                                             KqListingArray   *array);
void             kq_listing_get_array_rect  (const KqListing  *listing,
                                             guint             index,
                                             int               m,
                                             int               n,
                                             KqListingArray   *array);
/* Whether the listing's board is written m × n ("h[1..m][1..n]"), so that
 * it runs on rectangles; FALSE for the lessons' n × n only. */
gboolean         kq_listing_get_rect        (const KqListing  *listing);
/* Its values now: rows × length ints (booleans 0 or 1). */
void             kq_listing_read_array      (const KqListing  *listing,
                                             guint             index,
                                             const KqLesson   *lesson,
                                             int              *values);

/* The value of array index (0-based, in its order) that the innermost
 * call's step addresses: a[j], b[i + j], c[i - j], x[i] for queens, the
 * move tables and counts at k for the knight; -1 where there is none
 * (before the loop, outside the array, the board h). */
int              kq_listing_get_array_focus (const KqListing  *listing,
                                             guint             index,
                                             const KqLesson   *lesson);

/* Appends level's frame of the call stack in the listing's names and
 * values: "Try(i = 3): j = 2", "knights_tour(x = 0, y = 2, move_count =
 * 19): dx = 2, dy = 1, new_x = 2, new_y = 3"; the locals not set yet are
 * left out. */
void             kq_listing_append_frame    (const KqListing  *listing,
                                             const KqLesson   *lesson,
                                             int               level,
                                             GString          *out);

/* The lesson's last step in one sentence, in the listing's names and the
 * current language: "Queen 3 goes to column 2: a[2], b[5], c[1] become
 * false", "Column 4 is taken (a[4] is false): try the next j", a harm's
 * words. NULL before the first step. */
char            *kq_listing_describe_step   (const KqListing  *listing,
                                             const KqLesson   *lesson);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqListing, kq_listing_free)

G_END_DECLS
