/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-stepper.h: the code panel's model: a lesson's listing run line by
 * line beside the timeline, with breakpoints
 *
 * The stepper runs the listing's machine (kq-lesson.h, seekable) on the
 * session's board and keeps, for every move it makes (a PLACE or REMOVE
 * event, as the timeline holds them), the step that made it. So
 * the timeline's position and the code's line follow one another: a line
 * step may move the board by one move, and a move of the board (Play, a
 * step by move, a click on the tree) brings the code to the line that
 * made it. No GTK: the tests drive it without a display. The knight
 * game's listings have no player to follow: their stepper grows the game's
 * tree itself, from its moves and wins.
 */
#pragma once

#include "kq-listing-format.h"
#include "kq-search-tree.h"
#include "kq-timeline.h"

G_BEGIN_DECLS

typedef enum {
  KQ_CODE_REACHED,     /* at the line of the position asked */
  KQ_CODE_BREAKPOINT,  /* stopped on the way, after a breakpoint's line */
  KQ_CODE_BUDGET,      /* the budget of lines ran out on the way */
  KQ_CODE_END,         /* the run ended (a harm, the search's end) before it */
  KQ_CODE_DIVERGED,    /* the listing's moves are not the timeline's */
} KqCodeStop;

typedef struct _KqCodeStepper KqCodeStepper;

/* The game's tree is grown up to this many nodes. */
#define KQ_CODE_STEPPER_MAX_NODES 65536

/* Takes listing. m, n: the board's rows and columns (m = n for queens, and
 * for a listing of n × n boards only); row, col: the knight's start,
 * 0-based (ignored for queens). */
KqCodeStepper   *kq_code_stepper_new              (KqListing            *listing,
                                                   int                   m,
                                                   int                   n,
                                                   int                   row,
                                                   int                   col);
void             kq_code_stepper_free             (KqCodeStepper        *self);

const KqListing *kq_code_stepper_get_listing      (const KqCodeStepper  *self);
const KqLesson  *kq_code_stepper_get_lesson       (const KqCodeStepper  *self);
/* The knight game's tree as far as the code ran (NULL for the other
 * listings, whose tree the timeline's moves grow). */
const KqSearchTree *kq_code_stepper_get_tree      (const KqCodeStepper  *self);
/* Moves made (PLACE and REMOVE events): the timeline's position that shows
 * the same board. */
guint            kq_code_stepper_get_position     (const KqCodeStepper  *self);
/* The line of the last step, and of the step before it (0: none). */
int              kq_code_stepper_get_line         (const KqCodeStepper  *self);
int              kq_code_stepper_get_previous_line (const KqCodeStepper *self);

/* Brings the code to the line that made move position of timeline (back
 * by seeking, on by running at most budget lines; 0: no limit), stopping
 * after a breakpoint's line on the way on if breakpoints. */
KqCodeStop       kq_code_stepper_follow           (KqCodeStepper        *self,
                                                   const KqMove         *timeline,
                                                   guint                 length,
                                                   guint                 position,
                                                   gboolean              breakpoints,
                                                   guint64               budget);

/* Back (or on) to the line that made move position, one the code has
 * made already; FALSE, unmoved, otherwise. */
gboolean         kq_code_stepper_go_to            (KqCodeStepper        *self,
                                                   guint                 position);

/* What a student does: one line; one line and, on a call, the whole call;
 * on to the next solution (the last two at most budget lines, 0: no
 * limit); back one line. FALSE when nothing moved. */
gboolean         kq_code_stepper_step_line        (KqCodeStepper        *self);
gboolean         kq_code_stepper_step_over        (KqCodeStepper        *self,
                                                   guint64               budget);
gboolean         kq_code_stepper_next_solution    (KqCodeStepper        *self,
                                                   guint64               budget);
gboolean         kq_code_stepper_step_back_line   (KqCodeStepper        *self);
/* To the state after line step exactly, running the lines on (a listing
 * in another language takes over where this one was). */
void             kq_code_stepper_seek             (KqCodeStepper        *self,
                                                   guint64               step);

/* Breakpoints on lines (1-based) that run an op; other lines refuse one. */
gboolean         kq_code_stepper_can_break        (const KqCodeStepper  *self,
                                                   int                   line);
/* Sets or clears one; returns whether the line has one now. */
gboolean         kq_code_stepper_toggle_breakpoint (KqCodeStepper       *self,
                                                   int                   line);
gboolean         kq_code_stepper_has_breakpoint   (const KqCodeStepper  *self,
                                                   int                   line);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqCodeStepper, kq_code_stepper_free)

G_END_DECLS
