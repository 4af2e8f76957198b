/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-knight-game.h: the two-player knight game of issue 43 in the window's
 * game mode (Mã đi tuần đối kháng): the moves played, whose turn it is,
 * undo and a new game, each side a person or the computer at one of four
 * levels, the computer's move worked out in a worker that any action of a
 * person cancels. The rules and the search are src/core/game's. */
#pragma once

#include <glib-object.h>

#include "kq-game.h"

G_BEGIN_DECLS

#define KQ_TYPE_KNIGHT_GAME (kq_knight_game_get_type ())
G_DECLARE_FINAL_TYPE (KqKnightGame, kq_knight_game, KQ, KNIGHT_GAME, GObject)

/* Who plays a side. */
typedef enum {
  KQ_KNIGHT_PLAYER_PERSON,
  KQ_KNIGHT_PLAYER_RANDOM,   /* any legal move */
  KQ_KNIGHT_PLAYER_GREEDY,   /* the move that leaves the opponent fewest replies */
  KQ_KNIGHT_PLAYER_EXACT,    /* the memo's search; alpha–beta past its size */
  KQ_KNIGHT_PLAYER_PERFECT,  /* normal play: the matching theorem; else as exact */
} KqKnightPlayer;

/* The memo's bound for the exact computer (2^22 slots, 64 MB): 6 × 6 and
 * most of 7 × 7 fit it; past it, alpha–beta these many moves ahead. */
#define KQ_KNIGHT_GAME_MAX_POSITIONS 2000000
#define KQ_KNIGHT_GAME_DEPTH 12
#define KQ_KNIGHT_GAME_ISOLATION_DEPTH 10

/* Signal ::changed: a move was played, undone, or a new game began.
 * Property "thinking" (read-only): the computer is working out its move.
 * Property "status" (read-only): the sentence for the status line, in the
 * language of the moment (kq_knight_game_dup_status()): who is to move,
 * the result, a move refused. */
KqKnightGame   *kq_knight_game_new          (int             rows,
                                             int             cols,
                                             KqGameRule      rule);
/* A new game on a rows × cols board with rule, the players kept; the
 * computer puts the knight down if it plays first. */
void            kq_knight_game_restart      (KqKnightGame   *self,
                                             int             rows,
                                             int             cols,
                                             KqGameRule      rule);
int             kq_knight_game_get_rows     (KqKnightGame   *self);
int             kq_knight_game_get_cols     (KqKnightGame   *self);
KqGameRule      kq_knight_game_get_rule     (KqKnightGame   *self);
/* side 0 puts the (first) knight down, side 1 moves first; a new game
 * begins when the players change. */
void            kq_knight_game_set_players  (KqKnightGame   *self,
                                             KqKnightPlayer  first,
                                             KqKnightPlayer  second);
KqKnightPlayer  kq_knight_game_get_player   (KqKnightGame   *self,
                                             int             side);
/* The computer's random choices (random, and greedy's ties) from seed,
 * for the tests; else from a random seed. */
void            kq_knight_game_set_seed     (KqKnightGame   *self,
                                             guint32         seed);

const KqGamePosition *kq_knight_game_get_position (KqKnightGame *self);
/* rows × cols move numbers: 1 where the (first) knight was put, 0 where
 * nobody has been. */
const int      *kq_knight_game_get_numbers  (KqKnightGame   *self);
/* The side to move (0 or 1). */
int             kq_knight_game_get_turn     (KqKnightGame   *self);
/* The squares the player to move may play: none when the game is over. */
guint64         kq_knight_game_get_moves    (KqKnightGame   *self);
/* Whether the player to move puts a knight down (the first; in Isolation
 * the second player's own too) rather than moves one. */
gboolean        kq_knight_game_get_placing  (KqKnightGame   *self);
/* -1 while the game goes on, else the side that won. */
int             kq_knight_game_get_winner   (KqKnightGame   *self);
gboolean        kq_knight_game_get_thinking (KqKnightGame   *self);

/* A person's move (a placement before the knight is down): FALSE with
 * KQ_GAME_ERROR_ILLEGAL when it is not theirs to play or not legal (the
 * status says why until the next move). */
gboolean        kq_knight_game_play         (KqKnightGame   *self,
                                             int             square,
                                             GError        **error);
/* Back to the last position before this one where a person was to move
 * (the computer's replies undone with the move); the computer's thinking
 * stops. FALSE when there is none. */
gboolean        kq_knight_game_undo         (KqKnightGame   *self);
gboolean        kq_knight_game_can_undo     (KqKnightGame   *self);
char           *kq_knight_game_dup_status   (KqKnightGame   *self);

/* The theory: partners (rows × cols) a maximum matching of the board's
 * knight's moves (kq_game_theory_partners), normal play's winning replies. */
int             kq_knight_game_get_partners (KqKnightGame   *self,
                                             int            *partners);
/* placer_wins (rows × cols): where the player who puts the (first) knight
 * down wins; normal play by the theorem, the others by a search where it
 * is quick (up to KQ_KNIGHT_GAME_MAP_SQUARES squares). FALSE when not
 * known. */
#define KQ_KNIGHT_GAME_MAP_SQUARES 25
gboolean        kq_knight_game_get_start_map (KqKnightGame  *self,
                                              gboolean      *placer_wins);

G_END_DECLS
