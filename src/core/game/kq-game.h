/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game.h: the knight game of issue 43 (Mã đi tuần đối kháng) on an
 * m × n board: one player puts the knight on any square, then the players
 * take turns moving it a knight's move to a square it has not visited; who
 * cannot move loses (normal play) or wins (misère).
 *
 * Squares are row * cols + col, counted from 0; a set of squares is a
 * bitboard (bit square), so boards have up to 64 squares.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define KQ_GAME_MIN_SIDE 3
#define KQ_GAME_MAX_SIDE 8

/* Whether the game is played on rows × cols. */
static inline gboolean
kq_game_board_fits (int rows, int cols)
{
  return rows >= KQ_GAME_MIN_SIDE && rows <= KQ_GAME_MAX_SIDE &&
         cols >= KQ_GAME_MIN_SIDE && cols <= KQ_GAME_MAX_SIDE;
}

typedef enum {
  KQ_GAME_NORMAL,     /* who cannot move loses */
  KQ_GAME_MISERE,     /* who cannot move wins */
  /* Each player a knight of their own: the first puts theirs down, the
   * second theirs, then the first moves first; the squares visited are
   * closed to both, and who cannot move loses. */
  KQ_GAME_ISOLATION,
} KqGameRule;

/* A game in progress: the squares visited (the knights' included) and
 * where the knight last played stands; moves counts the squares visited,
 * the placement the first: the player to move is the first player when it
 * is even. */
typedef struct {
  guint64 visited;
  int     square;  /* -1: nothing is put down yet */
  int     other;   /* Isolation: the knight of the player to move, -1 while
                    * it is not put down; -1 in the other games */
  int     moves;
} KqGamePosition;

#define KQ_GAME_ERROR (kq_game_error_quark ())

typedef enum {
  KQ_GAME_ERROR_INVALID,  /* not "ROW,COL", or off the board */
  KQ_GAME_ERROR_ILLEGAL,  /* not a knight's move, or to a visited square */
} KqGameError;

GQuark kq_game_error_quark (void);

/* The exact solver: minimax as backtracking with a memo of the positions
 * it has valued, which it keeps between calls. */
typedef struct _KqGame KqGame;

/* rows and cols from KQ_GAME_MIN_SIDE to KQ_GAME_MAX_SIDE. max_positions
 * bounds the memo (0: no bound): past it a search gives up (see
 * kq_game_gave_up), so that a board too big for memory is refused rather
 * than exhausting it. */
KqGame     *kq_game_new             (int                    rows,
                                     int                    cols,
                                     KqGameRule             rule,
                                     guint64                max_positions);
void        kq_game_free            (KqGame                *game);

int         kq_game_get_rows        (const KqGame          *game);
int         kq_game_get_cols        (const KqGame          *game);
KqGameRule  kq_game_get_rule        (const KqGame          *game);
/* The positions valued by search so far (the memo's misses), every call
 * together. */
guint64     kq_game_get_positions   (const KqGame          *game);
/* Whether a search ran past max_positions: its answers are not to be
 * trusted then, nor any later one. */
gboolean    kq_game_gave_up         (const KqGame          *game);

/* The moves of the player to move, as a set: their knight's moves to
 * squares not visited; with their knight not put down, every square not
 * visited. */
guint64     kq_game_moves           (const KqGame          *game,
                                     const KqGamePosition  *position);
/* Whether the player to move at position wins with perfect play on both
 * sides; before the knight is put down, whether the placer can win. */
gboolean    kq_game_wins            (KqGame                *game,
                                     const KqGamePosition  *position);
/* placer_wins receives rows × cols booleans: TRUE where the player who
 * puts the (first) knight on that square wins. Squares the board's
 * symmetries map onto each other are searched once. */
void        kq_game_start_map       (KqGame                *game,
                                     gboolean              *placer_wins);
/* A perfect player's move (its placement before the knight is down): one
 * to a position lost for the opponent when there is one; else one that
 * leaves the opponent the most squares to go wrong on. -1 when there is no
 * move. */
int         kq_game_best_move       (KqGame                *game,
                                     const KqGamePosition  *position);

/* The position before anything is played. */
void        kq_game_position_init   (KqGamePosition        *position);
/* Plays square (put down or a knight's move to an unvisited square);
 * FALSE with KQ_GAME_ERROR_ILLEGAL when it is not a legal move. */
gboolean    kq_game_position_play   (const KqGame          *game,
                                     KqGamePosition        *position,
                                     int                    square,
                                     GError               **error);
/* Plays text's squares from the start: "ROW,COL ROW,COL …", counted from
 * 1, separated by spaces; the first is where the knight is put. numbers
 * (may be NULL) receives rows × cols move numbers: 1 where the knight was
 * put, 0 where it has not been. */
gboolean    kq_game_position_parse  (const KqGame          *game,
                                     const char            *text,
                                     KqGamePosition        *position,
                                     int                   *numbers,
                                     GError               **error);

/* The matching theorem, with no search (kq-game-matching.c). In normal play
 * the player to move from square, the squares of free left (square not in
 * it), wins exactly when every maximum matching of the knight graph on free
 * and square covers square: moving to a square's partner each time, they
 * always have a reply; and where some maximum matching leaves square out,
 * the opponent answers every move with its partner. */
gboolean    kq_game_theory_wins     (int                    rows,
                                     int                    cols,
                                     guint64                free,
                                     int                    square);
/* placer_wins as kq_game_start_map gives it, by the theorem: the placer
 * wins on square exactly when some maximum matching of the whole board's
 * knight graph leaves it out. */
void        kq_game_theory_start_map (int                   rows,
                                      int                   cols,
                                      gboolean             *placer_wins);
/* A maximum matching of the knight graph on the board's squares: partners
 * receives rows × cols squares, each square's partner or -1. When rows is
 * a multiple of 4 and cols of 2 (or the other way round), the board's 4 × 2
 * blocks: in each, the square two rows away and in the other column (on
 * 8 × 8, eight blocks of four pairs); else the augmenting paths' matching.
 * Returns the number of pairs. */
int         kq_game_theory_partners (int                    rows,
                                     int                    cols,
                                     int                   *partners);

/* A search past the memo's reach, and a way to stop any search. */
/* Asked now and then while a search runs (every thousand positions or
 * so): TRUE stops it, as running past max_positions does (its answers are
 * not to be trusted then: kq_game_gave_up). */
typedef gboolean (*KqGameStopFunc) (gpointer user_data);
void        kq_game_set_stop        (KqGame                *game,
                                     KqGameStopFunc         stop,
                                     gpointer               user_data);
/* A greedy player's measure of a move (a legal one): the replies it leaves
 * the opponent, fewest first; in misère, a move that leaves none (a win
 * for the opponent) counts as the worst. */
int         kq_game_greedy_rank     (const KqGame          *game,
                                     const KqGamePosition  *position,
                                     int                    square);
/* Where the memo cannot reach: minimax with alpha–beta cut-offs, depth
 * moves (plies) ahead, a position deeper scored by mobility (the player to
 * move's moves, less the opponent's in Isolation; the other way round in
 * misère), an end by who wins, sooner better. Returns the best move by
 * that value, -1 when there is none. It stops as kq_game_set_stop says
 * (kq_game_gave_up then). */
int         kq_game_alphabeta_move  (KqGame                *game,
                                     const KqGamePosition  *position,
                                     int                    depth);
/* Normal play's perfect move by the matching theorem, with no search: a
 * move (or placement) to a position lost for the opponent, the partner in
 * kq_game_theory_partners' matching where that one is; -1 when the
 * position is lost (or over). */
int         kq_game_theory_move     (int                    rows,
                                     int                    cols,
                                     const KqGamePosition  *position);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqGame, kq_game_free)

G_END_DECLS
