/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game-panel.h: beside the board in game mode, the knight game's
 * controls: who is to move, the rules and the opponent, a new game and
 * undo, and the theory (the pairs, the map of start squares) explained */
#pragma once

#include <gtk/gtk.h>

#include "kq-knight-game.h"

G_BEGIN_DECLS

#define KQ_TYPE_GAME_PANEL (kq_game_panel_get_type ())
G_DECLARE_FINAL_TYPE (KqGamePanel, kq_game_panel, KQ, GAME_PANEL, GtkWidget)

/* The game the controls play (NULL: none): its rules and players are set
 * from the controls, which a new game keeps. */
void  kq_game_panel_set_game     (KqGamePanel  *self,
                                  KqKnightGame *game);
/* Sets the texts again in the current language. */
void  kq_game_panel_retranslate  (KqGamePanel  *self);

G_END_DECLS
