/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game-private.h: what the game's search and its theory share */
#pragma once

#include "kq-game.h"

G_BEGIN_DECLS

#define KQ_GAME_BIT(square) (G_GUINT64_CONSTANT (1) << (square))

/* attacks receives rows × cols sets: each square's knight's moves. */
void    kq_game_attacks   (int      rows,
                           int      cols,
                           guint64 *attacks);
/* Every square of the board. */
guint64 kq_game_board_set (int      rows,
                           int      cols);

G_END_DECLS
