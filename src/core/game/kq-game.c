/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-game.c: the knight game's exact search, minimax as backtracking with
 * a memo.
 *
 * A position is valued by the squares the knight can still reach (through
 * unvisited squares) and where it stands (in Isolation, both knights):
 * squares cut off from it can never be played again, so positions that
 * differ only there are one; and a position and its mirror images are one
 * too. The memo holds far fewer than the visited sets would make (7 × 7:
 * 5.3 million positions against issue 43's 66.6 million). */
#define G_LOG_DOMAIN "kq-game"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-game-private.h"
#include "kq-square.h"

G_DEFINE_QUARK (kq-game-error-quark, kq_game_error)

/* A valued position: tag is 0 for an empty slot, else the square + 1 of
 * the knight to move, with WINS set when the player to move wins; other
 * the other knight's square + 1 (Isolation), else 0. */
#define KQ_GAME_TAG_WINS 0x80

typedef struct {
  guint64 free;
  guint8  tag;
  guint8  other;
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
  /* For the knight's moves of a whole set at once (attacks_of): the
   * squares that can go one or two columns right, or left. */
  guint64      right_1, right_2, left_1, left_2;
  /* The board's symmetries (4, or 8 on a square board; 0 the identity):
   * each square's image, and a set's by its bytes (images[k][byte][value]),
   * so that a position and its mirror images share one entry of the memo. */
  int          n_symmetries;
  int          n_bytes;
  guint8       symmetric[8][64];
  guint64    (*images)[8][256];
  guint64      max_positions;
  guint64      positions;
  gboolean     gave_up;
  KqGameStopFunc stop;
  gpointer     stop_data;
  guint64      nodes;      /* alpha–beta's, for the stop's pace */
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

/* The tables of canonical (). */
static void
symmetries_init (KqGame *game)
{
  int n = game->rows * game->cols;

  game->n_symmetries = game->rows == game->cols ? 8 : 4;
  game->n_bytes = (n + 7) / 8;
  game->images = g_malloc0_n ((gsize) game->n_symmetries, sizeof *game->images);
  for (int k = 0; k < game->n_symmetries; k++)
    for (int square = 0; square < n; square++)
      {
        int image = symmetric_square (game, square, k);

        game->symmetric[k][square] = (guint8) image;
        for (int value = 0; value < 256; value++)
          if (value & (1 << (square % 8)))
            game->images[k][square / 8][value] |= KQ_GAME_BIT (image);
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
  for (int square = 0; square < rows * cols; square++)
    {
      int col = square % cols;

      game->right_1 |= col <= cols - 2 ? KQ_GAME_BIT (square) : 0;
      game->right_2 |= col <= cols - 3 ? KQ_GAME_BIT (square) : 0;
      game->left_1 |= col >= 1 ? KQ_GAME_BIT (square) : 0;
      game->left_2 |= col >= 2 ? KQ_GAME_BIT (square) : 0;
    }
  symmetries_init (game);
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
  g_free (game->images);
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
memo_slot (const KqGame *game, guint64 free, int square, int other)
{
  guint64 h = (free ^ ((guint64) (square + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) ^
               ((guint64) (other + 1) << 56)) *
              G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);

  h ^= h >> 31;
  return (gsize) (h >> (64 - game->memo_bits));
}

/* The slot of (free, square, other): its entry, or the empty slot it
 * would take. */
static KqGameEntry *
memo_find (const KqGame *game, guint64 free, int square, int other)
{
  gsize mask = ((gsize) 1 << game->memo_bits) - 1;
  gsize i = memo_slot (game, free, square, other);

  for (;; i = (i + 1) & mask)
    {
      KqGameEntry *entry = &game->memo[i];

      if (entry->tag == 0 ||
          (entry->free == free && (entry->tag & ~KQ_GAME_TAG_WINS) == square + 1 &&
           entry->other == other + 1))
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
      *memo_find (game, old[i].free, (old[i].tag & ~KQ_GAME_TAG_WINS) - 1, old[i].other - 1) =
        old[i];
  g_free (old);
}

static void
memo_store (KqGame *game, guint64 free, int square, int other, gboolean wins)
{
  KqGameEntry *entry;

  if (4 * (game->memo_used + 1) > 3 * ((gsize) 1 << game->memo_bits))
    memo_grow (game);
  entry = memo_find (game, free, square, other);
  entry->free = free;
  entry->tag = (guint8) ((square + 1) | (wins ? KQ_GAME_TAG_WINS : 0));
  entry->other = (guint8) (other + 1);
  game->memo_used++;
}

/* The least of the position's images under the board's symmetries (by
 * free, then square, then other, -1 when there is none): one key for them
 * all in the memo. */
static void
canonical (const KqGame *game, guint64 *free, int *square, int *other)
{
  guint64 best = *free;
  int best_square = *square, best_other = *other;

  for (int k = 1; k < game->n_symmetries; k++)
    {
      guint64 image = 0;
      int image_square = game->symmetric[k][*square];
      int image_other = *other < 0 ? -1 : game->symmetric[k][*other];

      for (int b = 0; b < game->n_bytes; b++)
        image |= game->images[k][b][(*free >> (8 * b)) & 0xff];
      if (image < best ||
          (image == best && (image_square < best_square ||
                             (image_square == best_square && image_other < best_other))))
        {
          best = image;
          best_square = image_square;
          best_other = image_other;
        }
    }
  *free = best;
  *square = best_square;
  *other = best_other;
}

/* The squares a knight's move from any of set, by shifts of the whole
 * set (a row is cols bits): squares past the board's end are left to the
 * caller's mask. */
static inline guint64
attacks_of (const KqGame *game, guint64 set)
{
  int c = game->cols;
  guint64 r1 = set & game->right_1, r2 = set & game->right_2;
  guint64 l1 = set & game->left_1, l2 = set & game->left_2;

  return (r1 << (2 * c + 1)) | (l1 << (2 * c - 1)) | (r2 << (c + 2)) | (l2 << (c - 2)) |
         (l1 >> (2 * c + 1)) | (r1 >> (2 * c - 1)) | (l2 >> (c + 2)) | (r2 >> (c - 2));
}

/* The squares of free the knight can reach from square, each move to a
 * square of free: a flood, a ring of squares a step. */
static guint64
reachable (const KqGame *game, guint64 free, int square)
{
  guint64 reach = game->attacks[square] & free, last = 0;

  while (reach != last)
    {
      last = reach;
      reach |= attacks_of (game, reach) & free;
    }
  return reach;
}

/* The squares of free that either knight (theirs -1: no second one) can
 * still reach: the only ones the game can still be played on. */
static guint64
still_free (const KqGame *game, guint64 free, int mine, int theirs)
{
  return reachable (game, free, mine) | (theirs < 0 ? 0 : reachable (game, free, theirs));
}

/* Whether the stop function says so, asked once in 1024 counts. */
static gboolean
stopped (const KqGame *game, guint64 count)
{
  return (count & 1023) == 0 && game->stop != NULL && game->stop (game->stop_data);
}

/* A move's replies for the opponent, to a of free (Isolation: their knight
 * on theirs, else -1): fewest first, in misère none last. */
static int
rank_move (const KqGame *game, guint64 free, int theirs, int to)
{
  int replies = __builtin_popcountll (game->attacks[theirs < 0 ? to : theirs] & free &
                                      ~KQ_GAME_BIT (to));

  return replies == 0 && game->rule == KQ_GAME_MISERE ? 9 : replies;
}

/* moves into child, the moves that leave the opponent fewest replies
 * first: a position with few moves is more often lost (in misère, one
 * with none is won: last). Returns their number (up to 64: placements). */
static int
ordered_moves (const KqGame *game, guint64 moves, guint64 free, int theirs, int *child)
{
  int rank[64], n = 0;

  for (; moves != 0; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);
      int replies = rank_move (game, free, theirs, to);
      int i = n++;

      for (; i > 0 && rank[i - 1] > replies; i--)
        {
          child[i] = child[i - 1];
          rank[i] = rank[i - 1];
        }
      child[i] = to;
      rank[i] = replies;
    }
  return n;
}

/* Whether the player to move wins, their knight on mine (Isolation: the
 * opponent's on theirs, else -1) and free the squares still reachable. */
static gboolean
search (KqGame *game, guint64 free, int mine, int theirs)
{
  guint64 moves = game->attacks[mine] & free;
  int child[8], n;
  KqGameEntry *entry;
  gboolean wins = FALSE;
  guint64 key_free = free;
  int key_mine = mine, key_theirs = theirs;

  if (moves == 0)
    return game->rule == KQ_GAME_MISERE;
  canonical (game, &key_free, &key_mine, &key_theirs);
  entry = memo_find (game, key_free, key_mine, key_theirs);
  if (entry->tag != 0)
    return (entry->tag & KQ_GAME_TAG_WINS) != 0;
  if (game->gave_up || (game->max_positions > 0 && game->positions >= game->max_positions) ||
      stopped (game, game->positions))
    {
      game->gave_up = TRUE;
      return FALSE;
    }
  game->positions++;

  /* The squares a move leaves reachable are found only for the moves
   * searched: a win found stops the rest. */
  n = ordered_moves (game, moves, free, theirs, child);
  /* The opponent moves next: in Isolation their own knight. */
  for (int i = 0; i < n && !wins; i++)
    {
      int next = theirs < 0 ? child[i] : theirs, next_theirs = theirs < 0 ? -1 : child[i];

      wins = !search (game, still_free (game, free & ~KQ_GAME_BIT (child[i]), next, next_theirs),
                      next, next_theirs);
    }

  if (!game->gave_up)
    memo_store (game, key_free, key_mine, key_theirs, wins);
  return wins;
}

/* The knight of the player to move, -1 while they have to put it down;
 * and the other knight in Isolation (-1 in the one-knight games). */
static int
mover (const KqGame *game, const KqGamePosition *position)
{
  return game->rule == KQ_GAME_ISOLATION ? position->other : position->square;
}

static int
opponent (const KqGame *game, const KqGamePosition *position)
{
  return game->rule == KQ_GAME_ISOLATION ? position->square : -1;
}

/* The squares the game can still be played on. */
static guint64
position_free (const KqGame *game, const KqGamePosition *position)
{
  guint64 free = game->board & ~position->visited;
  int mine = mover (game, position);

  return mine < 0 ? free : still_free (game, free, mine, opponent (game, position));
}

/* Plays square, a legal move. */
static void
play_square (const KqGame *game, KqGamePosition *position, int square)
{
  position->visited |= KQ_GAME_BIT (square);
  if (game->rule == KQ_GAME_ISOLATION)
    position->other = position->square;
  position->square = square;
  position->moves++;
}

/* The first of square's images under the board's symmetries. */
static int
first_image (const KqGame *game, int square)
{
  int image = square;

  for (int k = 1; k < game->n_symmetries; k++)
    image = MIN (image, game->symmetric[k][square]);
  return image;
}

guint64
kq_game_moves (const KqGame *game, const KqGamePosition *position)
{
  int mine = mover (game, position);

  if (mine < 0)
    return game->board & ~position->visited;
  return game->attacks[mine] & ~position->visited;
}

gboolean
kq_game_wins (KqGame *game, const KqGamePosition *position)
{
  int mine = mover (game, position);

  if (mine >= 0)
    return search (game, position_free (game, position), mine, opponent (game, position));
  /* Putting a knight down: won when some square leaves the opponent lost;
   * on the empty board, one square of each class of the symmetry. */
  for (guint64 moves = kq_game_moves (game, position); moves != 0; moves &= moves - 1)
    {
      KqGamePosition next = *position;
      int square = __builtin_ctzll (moves);

      if (position->moves == 0 && first_image (game, square) < square)
        continue;
      play_square (game, &next, square);
      if (!kq_game_wins (game, &next))
        return !game->gave_up;
    }
  return FALSE;
}

void
kq_game_start_map (KqGame *game, gboolean *placer_wins)
{
  for (int square = 0; square < game->rows * game->cols; square++)
    {
      int image = first_image (game, square);

      /* A square whose image came before it has that square's answer. */
      if (image < square)
        placer_wins[square] = placer_wins[image];
      else
        {
          KqGamePosition next;

          kq_game_position_init (&next);
          play_square (game, &next, square);
          placer_wins[square] = !kq_game_wins (game, &next);
        }
    }
}

int
kq_game_best_move (KqGame *game, const KqGamePosition *position)
{
  int best = -1, best_room = -1;

  for (guint64 moves = kq_game_moves (game, position); moves != 0; moves &= moves - 1)
    {
      int to = __builtin_ctzll (moves);
      KqGamePosition next = *position;
      int room;

      play_square (game, &next, to);
      if (!kq_game_wins (game, &next))
        return to;
      room = __builtin_popcountll (position_free (game, &next));
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
  position->other = -1;
  position->moves = 0;
}

gboolean
kq_game_position_play (const KqGame *game, KqGamePosition *position, int square,
                       GError **error)
{
  g_return_val_if_fail (square >= 0 && square < game->rows * game->cols, FALSE);

  if ((kq_game_moves (game, position) & KQ_GAME_BIT (square)) == 0)
    {
      int from = mover (game, position);

      g_set_error (error, KQ_GAME_ERROR, KQ_GAME_ERROR_ILLEGAL,
                   (position->visited & KQ_GAME_BIT (square)) != 0
                     ? _("move %d: (%d,%d) has been visited")
                     : _("move %d: (%d,%d) is not a knight’s move from (%d,%d)"),
                   position->moves + 1, square / game->cols + 1, square % game->cols + 1,
                   from / game->cols + 1, from % game->cols + 1);
      return FALSE;
    }
  play_square (game, position, square);
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

void
kq_game_set_stop (KqGame *game, KqGameStopFunc stop, gpointer user_data)
{
  game->stop = stop;
  game->stop_data = user_data;
}

int
kq_game_greedy_rank (const KqGame *game, const KqGamePosition *position, int square)
{
  return rank_move (game, game->board & ~position->visited, opponent (game, position), square);
}

/* An end's value, past any mobility score: sooner (more depth left) better. */
#define KQ_GAME_AB_END 1000

/* The position's score for the player to move when the search goes no
 * deeper. */
static int
mobility (const KqGame *game, const KqGamePosition *position)
{
  int mine = mover (game, position), theirs = opponent (game, position);
  guint64 free = game->board & ~position->visited;
  int score;

  if (mine < 0)
    return 0;
  score = __builtin_popcountll (game->attacks[mine] & free) -
          (theirs < 0 ? 0 : __builtin_popcountll (game->attacks[theirs] & free));
  return game->rule == KQ_GAME_MISERE ? -score : score;
}

/* The position's value for the player to move, depth plies ahead, in the
 * window (alpha, beta): negamax. */
static int
alphabeta (KqGame *game, const KqGamePosition *position, int depth, int alpha, int beta)
{
  guint64 moves = kq_game_moves (game, position);
  int child[64], n;

  if (moves == 0)
    return (game->rule == KQ_GAME_MISERE ? 1 : -1) * (KQ_GAME_AB_END + depth);
  if (depth == 0 || game->gave_up)
    return mobility (game, position);
  if (stopped (game, ++game->nodes))
    {
      game->gave_up = TRUE;
      return 0;
    }
  n = ordered_moves (game, moves, game->board & ~position->visited, opponent (game, position),
                     child);
  for (int i = 0; i < n && alpha < beta; i++)
    {
      KqGamePosition next = *position;

      play_square (game, &next, child[i]);
      alpha = MAX (alpha, -alphabeta (game, &next, depth - 1, -beta, -alpha));
    }
  return alpha;
}

int
kq_game_alphabeta_move (KqGame *game, const KqGamePosition *position, int depth)
{
  guint64 moves = kq_game_moves (game, position);
  int child[64], n, best = -1, alpha = -G_MAXINT / 2;

  g_return_val_if_fail (depth >= 1, -1);

  n = ordered_moves (game, moves, game->board & ~position->visited, opponent (game, position),
                     child);
  for (int i = 0; i < n && !game->gave_up; i++)
    {
      KqGamePosition next = *position;
      int value;

      /* the empty board: one square of each class of the symmetry */
      if (position->moves == 0 && first_image (game, child[i]) < child[i])
        continue;
      play_square (game, &next, child[i]);
      value = -alphabeta (game, &next, depth - 1, -G_MAXINT / 2, -alpha);
      if (value > alpha)
        {
          alpha = value;
          best = child[i];
        }
    }
  return best;
}
