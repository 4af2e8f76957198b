/* kq-play-game.h: a student's own board in the play mode, with undo and
 * redo: queens put down and lifted anywhere, or a knight's path. The rules
 * are kq-rules.h's; this keeps the moves. */
#pragma once

#include <glib-object.h>

#include "kq-rules.h"

G_BEGIN_DECLS

#define KQ_TYPE_PLAY_GAME (kq_play_game_get_type ())
G_DECLARE_FINAL_TYPE (KqPlayGame, kq_play_game, KQ, PLAY_GAME, GObject)

/* Signal ::changed: the squares changed (a move, an undo, a redo). */
KqPlayGame     *kq_play_game_new         (KqProblem    problem,
                                          int          n);
KqProblem       kq_play_game_get_problem (KqPlayGame  *self);
int             kq_play_game_get_n       (KqPlayGame  *self);
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
gboolean        kq_play_game_can_undo    (KqPlayGame  *self);
gboolean        kq_play_game_can_redo    (KqPlayGame  *self);
/* FALSE when there is nothing to undo / redo. */
gboolean        kq_play_game_undo        (KqPlayGame  *self);
gboolean        kq_play_game_redo        (KqPlayGame  *self);

G_END_DECLS
