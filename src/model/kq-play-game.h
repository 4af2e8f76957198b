/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-play-game.h: a student's own board in the play mode, with undo and
 * redo: queens put down and lifted anywhere, or a knight's path. The rules
 * are kq-rules.h's; this keeps the moves, and works out the hints (and a
 * whole solution's number) in a worker thread that any move cancels. */
#pragma once

#include <glib-object.h>

#include "kq-rules.h"

G_BEGIN_DECLS

#define KQ_TYPE_PLAY_GAME (kq_play_game_get_type ())
G_DECLARE_FINAL_TYPE (KqPlayGame, kq_play_game, KQ, PLAY_GAME, GObject)

/* What the worker found for the board now. */
typedef struct {
  KqQueensHint  queens;  /* queens */
  KqKnightHint  knight;  /* tour */
  guint64       total;   /* queens: all solutions of n */
  guint64       rank;    /* queens, SOLVED: the solution's number in the lessons' order */
  KqSquare      square;  /* the square the hint points to; row -1: none */
} KqPlayHint;

/* Signal ::changed: the squares changed (a move, an undo, a redo); any
 * hint being worked out is dropped, and the notifications of "thinking"
 * come after the signal.
 * Signal ::hint-ready: kq_play_game_get_hint() has the answer.
 * Property "thinking" (read-only): a worker is at it.
 * Property "found" (read-only): queens, the solutions the worker has
 * counted so far, notified now and then while it thinks.
 * Property "status" (read-only): the sentence for the status line, in the
 * language of the moment (kq_play_game_dup_status()). */
KqPlayGame     *kq_play_game_new         (KqProblem    problem,
                                          int          n);
/* A tour on rows × cols (a placement's rows = cols). */
KqPlayGame     *kq_play_game_new_rect    (KqProblem    problem,
                                          int          rows,
                                          int          cols);
KqProblem       kq_play_game_get_problem (KqPlayGame  *self);
/* The side n, a tour's rows; and its columns (n but on a rectangle). */
int             kq_play_game_get_n       (KqPlayGame  *self);
int             kq_play_game_get_cols    (KqPlayGame  *self);
/* Queens: the queens in the order put down; tour: the path, [0] the start. */
const KqSquare *kq_play_game_get_squares (KqPlayGame  *self,
                                          int         *length);
/* Queens: puts a queen on square, or lifts the one there. */
void            kq_play_game_toggle_queen (KqPlayGame *self,
                                           KqSquare    square);
/* Tour: goes to square if the rules allow (the start, while the path is
 * empty); else returns why not, and visited as kq_knight_check_step. */
KqKnightStep    kq_play_game_step        (KqPlayGame  *self,
                                          KqSquare     square,
                                          int         *visited);
/* Works out a hint for the board now (a tour's needs a start square);
 * a whole queens solution gets its number without asking. */
void            kq_play_game_ask_hint    (KqPlayGame  *self);
gboolean        kq_play_game_get_thinking (KqPlayGame *self);
guint64         kq_play_game_get_found   (KqPlayGame  *self);
/* The answer for the board now; NULL until ready. */
const KqPlayHint *kq_play_game_get_hint  (KqPlayGame  *self);
/* Queens: the pairs of queens now on the board that attack each other
 * (KqQueensConflict, indices into the squares). */
const GArray   *kq_play_game_get_conflicts (KqPlayGame *self);
/* Tour: the squares the knight may go on to now, each with its onward
 * moves (Warnsdorff's rule), as kq_knight_moves gives them; none before
 * the start. */
const KqKnightMove *kq_play_game_get_knight_moves (KqPlayGame *self,
                                                   int        *n_moves);
/* What the board now, the worker, its hint or the last refused step say,
 * worded now: "5 of 8 queens · 1 conflict", "Thinking…", "Solved! …". */
char           *kq_play_game_dup_status  (KqPlayGame  *self);
gboolean        kq_play_game_can_undo    (KqPlayGame  *self);
gboolean        kq_play_game_can_redo    (KqPlayGame  *self);
/* FALSE when there is nothing to undo / redo. */
gboolean        kq_play_game_undo        (KqPlayGame  *self);
gboolean        kq_play_game_redo        (KqPlayGame  *self);

G_END_DECLS
