/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game-matching.c: the matching theorem of the knight game, with no
 * search. A knight's move changes the square's colour, so the knight graph
 * is bipartite and a maximum matching grows by augmenting paths from the
 * light squares (Kuhn's algorithm: at most 32 of them, each a depth-first
 * search over 64 squares). */
#define G_LOG_DOMAIN "kq-game"
#include "config.h"

#include "kq-game-private.h"

/* Looks for an augmenting path from the light square light (its partner
 * changed along the path); seen holds the dark squares already tried. */
static gboolean
augment (const guint64 *attacks, guint64 set, int light, guint64 *seen, int *mate)
{
  for (guint64 next = attacks[light] & set; next != 0; next &= next - 1)
    {
      int dark = __builtin_ctzll (next);

      if ((*seen & KQ_GAME_BIT (dark)) != 0)
        continue;
      *seen |= KQ_GAME_BIT (dark);
      if (mate[dark] < 0 || augment (attacks, set, mate[dark], seen, mate))
        {
          mate[dark] = light;
          mate[light] = dark;
          return TRUE;
        }
    }
  return FALSE;
}

/* A maximum matching of the knight graph on set: mate (rows × cols) the
 * partners, -1 for squares left out or not in set. Returns its size. */
static int
maximum_matching (int rows, int cols, guint64 set, int *mate)
{
  guint64 attacks[64];
  int pairs = 0;

  kq_game_attacks (rows, cols, attacks);
  for (int square = 0; square < rows * cols; square++)
    mate[square] = -1;
  for (guint64 left = set; left != 0; left &= left - 1)
    {
      int square = __builtin_ctzll (left);
      guint64 seen = 0;

      if ((square / cols + square % cols) % 2 == 0 && augment (attacks, set, square, &seen, mate))
        pairs++;
    }
  return pairs;
}

gboolean
kq_game_theory_wins (int rows, int cols, guint64 free, int square)
{
  int mate[64];
  guint64 with = free | KQ_GAME_BIT (square);

  /* Some maximum matching leaves square out exactly when one without it is
   * as large as the graph's. */
  return maximum_matching (rows, cols, with & ~KQ_GAME_BIT (square), mate) <
         maximum_matching (rows, cols, with, mate);
}

void
kq_game_theory_start_map (int rows, int cols, gboolean *placer_wins)
{
  guint64 board = kq_game_board_set (rows, cols);

  for (int square = 0; square < rows * cols; square++)
    placer_wins[square] = !kq_game_theory_wins (rows, cols, board & ~KQ_GAME_BIT (square), square);
}

int
kq_game_theory_partners (int rows, int cols, int *partners)
{
  /* The blocks' pairs: two rows down (or up) in the block of four, the
   * other of its two columns; or the same across. */
  gboolean tall = rows % 4 == 0 && cols % 2 == 0;
  gboolean wide = !tall && rows % 2 == 0 && cols % 4 == 0;

  if (!tall && !wide)
    return maximum_matching (rows, cols, kq_game_board_set (rows, cols), partners);
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < cols; col++)
      {
        int r = tall ? row - row % 4 + (row % 4 + 2) % 4 : row ^ 1;
        int c = tall ? col ^ 1 : col - col % 4 + (col % 4 + 2) % 4;

        partners[row * cols + col] = r * cols + c;
      }
  return rows * cols / 2;
}

int
kq_game_theory_move (int rows, int cols, const KqGamePosition *position)
{
  guint64 attacks[64], free = kq_game_board_set (rows, cols) & ~position->visited;
  int partners[64], partner = -1;
  guint64 moves;

  kq_game_attacks (rows, cols, attacks);
  kq_game_theory_partners (rows, cols, partners);
  if (position->square < 0)
    moves = free;
  else
    {
      moves = attacks[position->square] & free;
      partner = partners[position->square];
    }
  /* the partner first: the pairs drawn are the replies played */
  if (partner >= 0 && (moves & KQ_GAME_BIT (partner)) != 0 &&
      !kq_game_theory_wins (rows, cols, free & ~KQ_GAME_BIT (partner), partner))
    return partner;
  for (; moves != 0; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);

      if (!kq_game_theory_wins (rows, cols, free & ~KQ_GAME_BIT (to), to))
        return to;
    }
  return -1;
}
