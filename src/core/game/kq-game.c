/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game.c: the knight game's exact search, minimax as backtracking with
 * a memo.
 *
 * A position is valued by the squares the knight can still reach (through
 * unvisited squares) and where it stands: squares cut off from it can never
 * be played again, so positions that differ only there are one, and the
 * memo holds far fewer than the visited sets would make. */
#define G_LOG_DOMAIN "kq-game"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-game-private.h"
#include "kq-square.h"

G_DEFINE_QUARK (kq-game-error-quark, kq_game_error)

/* A valued position: tag is 0 for an empty slot, else the knight's square
 * + 1, with WINS set when the player to move wins. */
#define KQ_GAME_TAG_WINS 0x80

typedef struct {
  guint64 free;
  guint8  tag;
} KqGameEntry;

/* The memo starts with 2^KQ_GAME_MEMO_MIN_BITS slots and doubles when
 * three quarters are taken. */
#define KQ_GAME_MEMO_MIN_BITS 12

struct _KqGame {
  int          rows;
  int          cols;
  KqGameRule   rule;
  guint64      board;
  guint64      attacks[64];
  guint64      max_positions;
  guint64      positions;
  gboolean     gave_up;
  KqGameEntry *memo;
  guint        memo_bits;
  gsize        memo_used;
};

guint64
kq_game_board_set (int rows, int cols)
{
  int n = rows * cols;

  return n == 64 ? G_MAXUINT64 : KQ_GAME_BIT (n) - 1;
}

void
kq_game_attacks (int rows, int cols, guint64 *attacks)
{
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < cols; col++)
      {
        guint64 set = 0;

        for (int k = 0; k < 8; k++)
          {
            int r = row + kq_knight_da[k], c = col + kq_knight_db[k];

            if (r >= 0 && r < rows && c >= 0 && c < cols)
              set |= KQ_GAME_BIT (r * cols + c);
          }
        attacks[row * cols + col] = set;
      }
}

KqGame *
kq_game_new (int rows, int cols, KqGameRule rule, guint64 max_positions)
{
  KqGame *game;

  g_return_val_if_fail (rows >= KQ_GAME_MIN_SIDE && rows <= KQ_GAME_MAX_SIDE, NULL);
  g_return_val_if_fail (cols >= KQ_GAME_MIN_SIDE && cols <= KQ_GAME_MAX_SIDE, NULL);

  game = g_new0 (KqGame, 1);
  game->rows = rows;
  game->cols = cols;
  game->rule = rule;
  game->board = kq_game_board_set (rows, cols);
  game->max_positions = max_positions;
  kq_game_attacks (rows, cols, game->attacks);
  game->memo_bits = KQ_GAME_MEMO_MIN_BITS;
  game->memo = g_new0 (KqGameEntry, (gsize) 1 << game->memo_bits);
  return game;
}

void
kq_game_free (KqGame *game)
{
  if (game == NULL)
    return;
  g_free (game->memo);
  g_free (game);
}

int
kq_game_get_rows (const KqGame *game)
{
  return game->rows;
}

int
kq_game_get_cols (const KqGame *game)
{
  return game->cols;
}

KqGameRule
kq_game_get_rule (const KqGame *game)
{
  return game->rule;
}

guint64
kq_game_get_positions (const KqGame *game)
{
  return game->positions;
}

gboolean
kq_game_gave_up (const KqGame *game)
{
  return game->gave_up;
}

static inline gsize
memo_slot (const KqGame *game, guint64 free, int square)
{
  guint64 h = (free ^ ((guint64) (square + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15))) *
              G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);

  h ^= h >> 31;
  return (gsize) (h >> (64 - game->memo_bits));
}

/* The slot of (free, square): its entry, or the empty slot it would take. */
static KqGameEntry *
memo_find (const KqGame *game, guint64 free, int square)
{
  gsize mask = ((gsize) 1 << game->memo_bits) - 1;
  gsize i = memo_slot (game, free, square);

  for (;; i = (i + 1) & mask)
    {
      KqGameEntry *entry = &game->memo[i];

      if (entry->tag == 0 ||
          (entry->free == free && (entry->tag & ~KQ_GAME_TAG_WINS) == square + 1))
        return entry;
    }
}

static void
memo_grow (KqGame *game)
{
  KqGameEntry *old = game->memo;
  gsize old_size = (gsize) 1 << game->memo_bits;

  game->memo_bits++;
  game->memo = g_new0 (KqGameEntry, old_size * 2);
  for (gsize i = 0; i < old_size; i++)
    if (old[i].tag != 0)
      *memo_find (game, old[i].free, (old[i].tag & ~KQ_GAME_TAG_WINS) - 1) = old[i];
  g_free (old);
}

static void
memo_store (KqGame *game, guint64 free, int square, gboolean wins)
{
  KqGameEntry *entry;

  if (4 * (game->memo_used + 1) > 3 * ((gsize) 1 << game->memo_bits))
    memo_grow (game);
  entry = memo_find (game, free, square);
  entry->free = free;
  entry->tag = (guint8) ((square + 1) | (wins ? KQ_GAME_TAG_WINS : 0));
  game->memo_used++;
}

/* The squares of free the knight can reach from square, each move to a
 * square of free. */
static guint64
reachable (const KqGame *game, guint64 free, int square)
{
  guint64 reach = 0, frontier = game->attacks[square] & free;

  while (frontier != 0)
    {
      guint64 next = 0;

      reach |= frontier;
      for (guint64 left = frontier; left != 0; left &= left - 1)
        next |= game->attacks[__builtin_ctzll (left)];
      frontier = next & free & ~reach;
    }
  return reach;
}

/* Whether the player to move wins, the knight on square and free the
 * squares it can still reach. */
static gboolean
search (KqGame *game, guint64 free, int square)
{
  guint64 moves = game->attacks[square] & free;
  guint64 child_free[8];
  int child[8], rank[8], n = 0;
  KqGameEntry *entry;
  gboolean wins = FALSE;

  if (moves == 0)
    return game->rule == KQ_GAME_MISERE;
  entry = memo_find (game, free, square);
  if (entry->tag != 0)
    return (entry->tag & KQ_GAME_TAG_WINS) != 0;
  if (game->gave_up || (game->max_positions > 0 && game->positions >= game->max_positions))
    {
      game->gave_up = TRUE;
      return FALSE;
    }
  game->positions++;

  /* The moves that leave the opponent fewest replies first: a position
   * with few moves is more often lost (in misère, one with none is won:
   * last). */
  for (; moves != 0; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);
      guint64 left = reachable (game, free & ~KQ_GAME_BIT (to), to);
      int replies = __builtin_popcountll (game->attacks[to] & left);
      int i = n++;

      if (replies == 0 && game->rule == KQ_GAME_MISERE)
        replies = 9;
      for (; i > 0 && rank[i - 1] > replies; i--)
        {
          child[i] = child[i - 1];
          child_free[i] = child_free[i - 1];
          rank[i] = rank[i - 1];
        }
      child[i] = to;
      child_free[i] = left;
      rank[i] = replies;
    }
  for (int i = 0; i < n && !wins; i++)
    wins = !search (game, child_free[i], child[i]);

  if (!game->gave_up)
    memo_store (game, free, square, wins);
  return wins;
}

/* The placer's opponent's position once the knight is on square. */
static gboolean
placed_wins (KqGame *game, int square)
{
  return search (game, reachable (game, game->board & ~KQ_GAME_BIT (square), square), square);
}

guint64
kq_game_moves (const KqGame *game, const KqGamePosition *position)
{
  if (position->square < 0)
    return game->board;
  return game->attacks[position->square] & ~position->visited;
}

gboolean
kq_game_wins (KqGame *game, const KqGamePosition *position)
{
  if (position->square >= 0)
    return search (game, reachable (game, game->board & ~position->visited, position->square),
                   position->square);
  for (int square = 0; square < game->rows * game->cols; square++)
    if (!placed_wins (game, square))
      return TRUE;
  return FALSE;
}

/* The image of square under symmetry k of the board (0 to 3: mirrors of
 * rows and columns; 4 to 7, on square boards only: the same transposed). */
static int
symmetric_square (const KqGame *game, int square, int k)
{
  int row = square / game->cols, col = square % game->cols;

  if (k & 1)
    row = game->rows - 1 - row;
  if (k & 2)
    col = game->cols - 1 - col;
  if (k & 4)
    return col * game->cols + row;
  return row * game->cols + col;
}

void
kq_game_start_map (KqGame *game, gboolean *placer_wins)
{
  int n_symmetries = game->rows == game->cols ? 8 : 4;

  for (int square = 0; square < game->rows * game->cols; square++)
    {
      int image = square;

      /* A square whose image came before it has that square's answer. */
      for (int k = 1; k < n_symmetries; k++)
        image = MIN (image, symmetric_square (game, square, k));
      placer_wins[square] = image < square ? placer_wins[image] : !placed_wins (game, square);
    }
}

int
kq_game_best_move (KqGame *game, const KqGamePosition *position)
{
  int best = -1, best_room = -1;

  for (guint64 moves = kq_game_moves (game, position); moves != 0; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);
      guint64 left = reachable (game, game->board & ~position->visited & ~KQ_GAME_BIT (to), to);
      int room = __builtin_popcountll (left);

      if (!search (game, left, to))
        return to;
      if (room > best_room)
        {
          best = to;
          best_room = room;
        }
    }
  return best;
}

void
kq_game_position_init (KqGamePosition *position)
{
  position->visited = 0;
  position->square = -1;
  position->moves = 0;
}

gboolean
kq_game_position_play (const KqGame *game, KqGamePosition *position, int square,
                       GError **error)
{
  g_return_val_if_fail (square >= 0 && square < game->rows * game->cols, FALSE);

  if ((kq_game_moves (game, position) & KQ_GAME_BIT (square)) == 0)
    {
      int from = position->square;

      g_set_error (error, KQ_GAME_ERROR, KQ_GAME_ERROR_ILLEGAL,
                   (position->visited & KQ_GAME_BIT (square)) != 0
                     ? _("move %d: (%d,%d) has been visited")
                     : _("move %d: (%d,%d) is not a knight’s move from (%d,%d)"),
                   position->moves + 1, square / game->cols + 1, square % game->cols + 1,
                   from / game->cols + 1, from % game->cols + 1);
      return FALSE;
    }
  position->visited |= KQ_GAME_BIT (square);
  position->square = square;
  position->moves++;
  return TRUE;
}

/* One "ROW,COL" of kq_game_position_parse, the number-th. */
static gboolean
parse_square (const KqGame *game, const char *word, int number, int *square, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (word, ",", -1);
  g_autofree char *row_what = NULL, *col_what = NULL;
  gint64 row, col;

  if (g_strv_length (parts) != 2)
    {
      g_autofree char *shown = kq_format_user_text (word);

      g_set_error (error, KQ_GAME_ERROR, KQ_GAME_ERROR_INVALID,
                   _("move %d: “%s” is not a square: ROW,COL, such as 1,2"), number, shown);
      return FALSE;
    }
  /* Translators: names the number in "move 3, row: 9 is out of range (1 to 5)" */
  row_what = g_strdup_printf (_("move %d, row"), number);
  /* Translators: names the number in "move 3, column: 9 is out of range (1 to 5)" */
  col_what = g_strdup_printf (_("move %d, column"), number);
  if (!kq_parse_int (parts[0], row_what, 1, game->rows, &row, error) ||
      !kq_parse_int (parts[1], col_what, 1, game->cols, &col, error))
    return FALSE;
  *square = (int) (row - 1) * game->cols + (int) (col - 1);
  return TRUE;
}

gboolean
kq_game_position_parse (const KqGame *game, const char *text, KqGamePosition *position,
                        int *numbers, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n", -1);

  kq_game_position_init (position);
  for (int square = 0; numbers != NULL && square < game->rows * game->cols; square++)
    numbers[square] = 0;
  for (int i = 0; words[i] != NULL; i++)
    {
      int square;

      if (words[i][0] == '\0')
        continue;
      if (!parse_square (game, words[i], position->moves + 1, &square, error) ||
          !kq_game_position_play (game, position, square, error))
        return FALSE;
      if (numbers != NULL)
        numbers[square] = position->moves;
    }
  return TRUE;
}
