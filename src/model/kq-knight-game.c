/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-knight-game.c: KqKnightGame, the knight game in the window's game
 * mode (part of the model): the squares played, undo, the computer's move
 * in a worker, and the sentence the status line shows */
#define G_LOG_DOMAIN "kq-knight-game"
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-knight-game.h"

/* The computer's move, worked out in a worker for a copy of the position.
 * The memo (game) is the job's while it runs: a job cancelled takes it
 * with it, one that ends gives it back. */
typedef struct {
  KqGame         *game;
  KqGamePosition  position;
  KqKnightPlayer  player;
  guint32         seed;
  gboolean        exact;   /* exact or perfect: the memo's search may be tried */
  GCancellable   *cancellable;
  int             move;
  gboolean        gave_up; /* the memo's search ran past its bound */
} MoveJob;

struct _KqKnightGame
{
  GObject         parent_instance;

  int             rows, cols;
  KqGameRule      rule;
  KqKnightPlayer  players[2];
  GRand          *rand;
  KqGame         *rules;     /* the rules (moves, legality), no search */
  KqGame         *memo;      /* the exact search's, kept between moves; NULL while a job has it */
  int             exact_from; /* the memo's search gave up: alpha–beta until this many moves */
  GArray         *squares;   /* int: the squares played, in order */
  KqGamePosition  position;
  int             numbers[64];
  MoveJob        *job;       /* the worker's, NULL when none runs */
  gboolean        map_known; /* start_map is the board's and the rule's */
  gboolean        start_map[64];
  char           *refused;   /* the last move refused, why, until the next one */
};

G_DEFINE_FINAL_TYPE (KqKnightGame, kq_knight_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_THINKING, PROP_STATUS, N_PROPS };
static GParamSpec *props[N_PROPS];

/* The computer plays the alpha–beta search for this many moves after the
 * memo's search gave up, then tries it again on the smaller board left. */
#define EXACT_RETRY_MOVES 4

static void
move_job_free (MoveJob *job)
{
  kq_game_free (job->game);
  g_object_unref (job->cancellable);
  g_free (job);
}

static gboolean
job_stopped (gpointer cancellable)
{
  return g_cancellable_is_cancelled (cancellable);
}

/* The moves of position as squares, in order: their number. */
static int
list_moves (guint64 moves, int *squares)
{
  int n = 0;

  for (; moves != 0; moves &= moves - 1)
    squares[n++] = __builtin_ctzll (moves);
  return n;
}

/* Greedy: the fewest replies left, ties broken at random. */
static int
greedy_move (MoveJob *job, GRand *rand, int *squares, int n)
{
  int best = -1, best_rank = G_MAXINT, ties = 0;

  for (int i = 0; i < n; i++)
    {
      int rank = kq_game_greedy_rank (job->game, &job->position, squares[i]);

      if (rank < best_rank)
        {
          best_rank = rank;
          ties = 0;
        }
      /* each of the ties equally likely: the k-th replaces with 1 / k */
      if (rank == best_rank && g_rand_int_range (rand, 0, ++ties) == 0)
        best = squares[i];
    }
  return best;
}

static void
move_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  MoveJob *job = task_data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (job->seed);
  KqGameRule rule = kq_game_get_rule (job->game);
  int squares[64], n = list_moves (kq_game_moves (job->game, &job->position), squares);

  kq_game_set_stop (job->game, job_stopped, job->cancellable);
  job->move = -1;
  if (job->player == KQ_KNIGHT_PLAYER_RANDOM)
    job->move = squares[g_rand_int_range (rand, 0, n)];
  else if (job->player == KQ_KNIGHT_PLAYER_GREEDY)
    job->move = greedy_move (job, rand, squares, n);
  else if (job->player == KQ_KNIGHT_PLAYER_PERFECT && rule == KQ_GAME_NORMAL)
    {
      job->move = kq_game_theory_move (kq_game_get_rows (job->game),
                                       kq_game_get_cols (job->game), &job->position);
      /* lost: the move that leaves the opponent fewest replies, to go wrong on */
      if (job->move < 0)
        job->move = greedy_move (job, rand, squares, n);
    }
  else
    {
      if (job->exact)
        job->move = kq_game_best_move (job->game, &job->position);
      if (!job->exact || kq_game_gave_up (job->game))
        {
          g_autoptr(KqGame) shallow = kq_game_new (kq_game_get_rows (job->game),
                                                   kq_game_get_cols (job->game), rule, 0);

          job->gave_up = job->exact;
          kq_game_set_stop (shallow, job_stopped, job->cancellable);
          job->move = kq_game_alphabeta_move (shallow, &job->position,
                                              rule == KQ_GAME_ISOLATION
                                              ? KQ_KNIGHT_GAME_ISOLATION_DEPTH
                                              : KQ_KNIGHT_GAME_DEPTH);
        }
    }
  kq_game_set_stop (job->game, NULL, NULL);
  g_task_return_boolean (task, !g_cancellable_is_cancelled (job->cancellable));
}

static gboolean
is_computer (KqKnightGame *self, int side)
{
  return self->players[side] != KQ_KNIGHT_PLAYER_PERSON;
}

int
kq_knight_game_get_turn (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), 0);
  return self->position.moves % 2;
}

int
kq_knight_game_get_winner (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), -1);

  if (kq_game_moves (self->rules, &self->position) != 0)
    return -1;
  /* the side to move cannot: it loses, or in misère wins */
  return self->rule == KQ_GAME_MISERE ? self->position.moves % 2 : 1 - self->position.moves % 2;
}

/* Drops the worker's job: it stops within milliseconds, its answer
 * unread, the memo with it. */
static void
cancel_move (KqKnightGame *self)
{
  if (self->job == NULL)
    return;
  g_cancellable_cancel (self->job->cancellable);
  self->job = NULL;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
}

static void play_square (KqKnightGame *self, int square);

/* In the main thread. The task holds no reference to the game: a job
 * cancelled (by a person, or by the game's end) leaves it alone. */
static void
move_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  MoveJob *job = g_task_get_task_data (G_TASK (result));
  KqKnightGame *self = user_data;

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || g_cancellable_is_cancelled (job->cancellable))
    return;
  self->job = NULL;
  /* the memo back, unless its search gave up: then a fresh one later */
  if (job->gave_up)
    self->exact_from = self->position.moves + EXACT_RETRY_MOVES;
  else
    self->memo = g_steal_pointer (&job->game);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
  if (job->move >= 0)
    play_square (self, job->move);
}

/* The computer's turn: its move in a worker. */
static void
start_move (KqKnightGame *self)
{
  g_autoptr(GTask) task = NULL;
  MoveJob *job;
  KqKnightPlayer player = self->players[kq_knight_game_get_turn (self)];

  job = g_new0 (MoveJob, 1);
  job->position = self->position;
  job->player = player;
  job->seed = g_rand_int (self->rand);
  job->exact = (player == KQ_KNIGHT_PLAYER_EXACT || player == KQ_KNIGHT_PLAYER_PERFECT) &&
               self->position.moves >= self->exact_from;
  job->game = self->memo != NULL ? g_steal_pointer (&self->memo)
                                 : kq_game_new (self->rows, self->cols, self->rule,
                                                KQ_KNIGHT_GAME_MAX_POSITIONS);
  job->cancellable = g_cancellable_new ();
  self->job = job;
  task = g_task_new (NULL, job->cancellable, move_done_cb, self);
  g_task_set_task_data (task, job, (GDestroyNotify) move_job_free);
  g_task_run_in_thread (task, move_thread);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING]);
}

/* After the squares changed: the views follow, and the computer plays
 * when its turn has come. */
static void
emit_changed (KqKnightGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (kq_knight_game_get_winner (self) < 0 && is_computer (self, kq_knight_game_get_turn (self)))
    start_move (self);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
play_square (KqKnightGame *self, int square)
{
  gboolean legal = kq_game_position_play (self->rules, &self->position, square, NULL);

  g_return_if_fail (legal);
  g_array_append_val (self->squares, square);
  self->numbers[square] = self->position.moves;
  g_clear_pointer (&self->refused, g_free);
  emit_changed (self);
}

static void
kq_knight_game_dispose (GObject *object)
{
  KqKnightGame *self = KQ_KNIGHT_GAME (object);

  cancel_move (self);
  G_OBJECT_CLASS (kq_knight_game_parent_class)->dispose (object);
}

static void
kq_knight_game_finalize (GObject *object)
{
  KqKnightGame *self = KQ_KNIGHT_GAME (object);

  kq_game_free (self->rules);
  kq_game_free (self->memo);
  g_rand_free (self->rand);
  g_array_unref (self->squares);
  g_free (self->refused);
  G_OBJECT_CLASS (kq_knight_game_parent_class)->finalize (object);
}

static void
kq_knight_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqKnightGame *self = KQ_KNIGHT_GAME (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->job != NULL);
      break;
    case PROP_STATUS:
      g_value_take_string (value, kq_knight_game_dup_status (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_knight_game_class_init (KqKnightGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_knight_game_dispose;
  object_class->finalize = kq_knight_game_finalize;
  object_class->get_property = kq_knight_game_get_property;

  props[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_knight_game_init (KqKnightGame *self)
{
  self->squares = g_array_new (FALSE, FALSE, sizeof (int));
  self->rand = g_rand_new ();
  self->players[1] = KQ_KNIGHT_PLAYER_PERFECT;
}

KqKnightGame *
kq_knight_game_new (int rows, int cols, KqGameRule rule)
{
  KqKnightGame *self = g_object_new (KQ_TYPE_KNIGHT_GAME, NULL);

  kq_knight_game_restart (self, rows, cols, rule);
  return self;
}

void
kq_knight_game_restart (KqKnightGame *self, int rows, int cols, KqGameRule rule)
{
  g_return_if_fail (KQ_IS_KNIGHT_GAME (self));
  g_return_if_fail (rows >= KQ_GAME_MIN_SIDE && rows <= KQ_GAME_MAX_SIDE);
  g_return_if_fail (cols >= KQ_GAME_MIN_SIDE && cols <= KQ_GAME_MAX_SIDE);

  cancel_move (self);
  /* the memo is the board's and the rule's: kept for the same */
  if (rows != self->rows || cols != self->cols || rule != self->rule)
    {
      g_clear_pointer (&self->memo, kq_game_free);
      g_clear_pointer (&self->rules, kq_game_free);
      self->rules = kq_game_new (rows, cols, rule, 0);
      self->map_known = FALSE;
    }
  self->rows = rows;
  self->cols = cols;
  self->rule = rule;
  self->exact_from = 0;
  g_array_set_size (self->squares, 0);
  kq_game_position_init (&self->position);
  memset (self->numbers, 0, sizeof self->numbers);
  g_clear_pointer (&self->refused, g_free);
  emit_changed (self);
}

int
kq_knight_game_get_rows (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), 0);
  return self->rows;
}

int
kq_knight_game_get_cols (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), 0);
  return self->cols;
}

KqGameRule
kq_knight_game_get_rule (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), KQ_GAME_NORMAL);
  return self->rule;
}

void
kq_knight_game_set_players (KqKnightGame *self, KqKnightPlayer first, KqKnightPlayer second)
{
  g_return_if_fail (KQ_IS_KNIGHT_GAME (self));

  if (first == self->players[0] && second == self->players[1])
    return;
  self->players[0] = first;
  self->players[1] = second;
  kq_knight_game_restart (self, self->rows, self->cols, self->rule);
}

KqKnightPlayer
kq_knight_game_get_player (KqKnightGame *self, int side)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), KQ_KNIGHT_PLAYER_PERSON);
  g_return_val_if_fail (side == 0 || side == 1, KQ_KNIGHT_PLAYER_PERSON);
  return self->players[side];
}

void
kq_knight_game_set_seed (KqKnightGame *self, guint32 seed)
{
  g_return_if_fail (KQ_IS_KNIGHT_GAME (self));
  g_rand_set_seed (self->rand, seed);
}

const KqGamePosition *
kq_knight_game_get_position (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), NULL);
  return &self->position;
}

const int *
kq_knight_game_get_numbers (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), NULL);
  return self->numbers;
}

guint64
kq_knight_game_get_moves (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), 0);
  return kq_game_moves (self->rules, &self->position);
}

gboolean
kq_knight_game_get_thinking (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);
  return self->job != NULL;
}

gboolean
kq_knight_game_play (KqKnightGame *self, int square, GError **error)
{
  g_autoptr(GError) local = NULL;
  KqGamePosition next;

  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < self->rows * self->cols, FALSE);

  next = self->position;
  if (kq_knight_game_get_winner (self) >= 0)
    g_set_error_literal (&local, KQ_GAME_ERROR, KQ_GAME_ERROR_ILLEGAL,
                         _("The game is over: start a new one"));
  else if (is_computer (self, kq_knight_game_get_turn (self)))
    g_set_error_literal (&local, KQ_GAME_ERROR, KQ_GAME_ERROR_ILLEGAL,
                         _("It is the computer’s move"));
  else
    kq_game_position_play (self->rules, &next, square, &local);
  if (local != NULL)
    {
      g_free (self->refused);
      self->refused = g_strdup (local->message);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STATUS]);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  play_square (self, square);
  return TRUE;
}

/* The number of squares played before the last position where a person
 * was to move, -1 when there is none. */
static int
undo_length (KqKnightGame *self)
{
  for (int length = (int) self->squares->len - 1; length >= 0; length--)
    if (!is_computer (self, length % 2))
      return length;
  return -1;
}

gboolean
kq_knight_game_undo (KqKnightGame *self)
{
  int length;

  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);

  length = undo_length (self);
  if (length < 0)
    return FALSE;
  cancel_move (self);
  g_array_set_size (self->squares, length);
  kq_game_position_init (&self->position);
  memset (self->numbers, 0, sizeof self->numbers);
  for (int i = 0; i < length; i++)
    {
      int square = g_array_index (self->squares, int, i);

      kq_game_position_play (self->rules, &self->position, square, NULL);
      self->numbers[square] = i + 1;
    }
  g_clear_pointer (&self->refused, g_free);
  emit_changed (self);
  return TRUE;
}

gboolean
kq_knight_game_can_undo (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);
  return undo_length (self) >= 0;
}

/* The knight of the player to move, or the last one played while theirs
 * is not down. */
static int
mover_square (KqKnightGame *self)
{
  return self->rule == KQ_GAME_ISOLATION && self->position.other >= 0 ? self->position.other
                                                                     : self->position.square;
}

/* Whose the game is: "You win: …". */
static char *
result_text (KqKnightGame *self)
{
  int stuck = kq_knight_game_get_turn (self), square = mover_square (self);
  int row = square / self->cols + 1, col = square % self->cols + 1;
  gboolean misere = self->rule == KQ_GAME_MISERE;

  if (is_computer (self, 0) == is_computer (self, 1))
    return misere ? g_strdup_printf (_("Player %d wins: they cannot move from (%d, %d), and in "
                                       "misère that wins"), stuck + 1, row, col)
                  : g_strdup_printf (_("Player %d wins: player %d cannot move from (%d, %d)"),
                                     2 - stuck, stuck + 1, row, col);
  if (!is_computer (self, stuck))
    return misere ? g_strdup_printf (_("You win: you cannot move from (%d, %d), and in misère "
                                       "that wins"), row, col)
                  : g_strdup_printf (_("The computer wins: you cannot move from (%d, %d)"),
                                     row, col);
  return misere ? g_strdup_printf (_("The computer wins: it cannot move from (%d, %d), and in "
                                     "misère that wins"), row, col)
                : g_strdup_printf (_("You win: the computer cannot move from (%d, %d)"), row, col);
}

gboolean
kq_knight_game_get_placing (KqKnightGame *self)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);
  return self->position.square < 0 ||
         (self->rule == KQ_GAME_ISOLATION && self->position.other < 0);
}

/* Who is to move, and what they are to do. */
static char *
turn_text (KqKnightGame *self)
{
  int turn = kq_knight_game_get_turn (self), square = mover_square (self);
  int row = square / self->cols + 1, col = square % self->cols + 1;
  gboolean placing = kq_knight_game_get_placing (self);
  gboolean own_knight = self->rule == KQ_GAME_ISOLATION && self->position.square >= 0;

  /* Isolation: which knight is theirs */
  if (is_computer (self, 1 - turn) && !placing && own_knight)
    return g_strdup_printf (_("Your move: your knight is on (%d, %d), click a marked square"),
                            row, col);
  if (is_computer (self, 1 - turn))
    return g_strdup (!placing ? _("Your move: click a marked square")
                     : own_knight ? _("Your move: put your knight on any free square")
                     : _("Your move: put the knight on any square"));
  if (!placing && own_knight)
    return g_strdup_printf (_("Player %d to move: their knight is on (%d, %d), click a marked "
                              "square"), turn + 1, row, col);
  return !placing ? g_strdup_printf (_("Player %d to move: click a marked square"), turn + 1)
         : own_knight ? g_strdup_printf (_("Player %d to move: put your knight on any free square"),
                                         turn + 1)
         : g_strdup_printf (_("Player %d to move: put the knight on any square"), turn + 1);
}

/* The computer's last move, for whoever cannot see the board: "The
 * computer moved to (2, 3)."; NULL when the last move was a person's. */
static char *
computer_move_text (KqKnightGame *self)
{
  int length = self->squares->len, square, row, col;

  if (length == 0 || !is_computer (self, (length - 1) % 2))
    return NULL;
  square = g_array_index (self->squares, int, length - 1);
  row = square / self->cols + 1;
  col = square % self->cols + 1;
  if (length == 1 && self->rule != KQ_GAME_ISOLATION)
    return g_strdup_printf (_("The computer put the knight on (%d, %d)."), row, col);
  if (length <= 2 && self->rule == KQ_GAME_ISOLATION)
    return g_strdup_printf (_("The computer put its knight on (%d, %d)."), row, col);
  return g_strdup_printf (_("The computer moved to (%d, %d)."), row, col);
}

char *
kq_knight_game_dup_status (KqKnightGame *self)
{
  g_autofree char *played = NULL, *then = NULL;

  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), NULL);

  if (kq_knight_game_get_winner (self) < 0 &&
      (self->job != NULL || is_computer (self, kq_knight_game_get_turn (self))))
    return g_strdup (_("The computer is thinking…"));
  if (kq_knight_game_get_winner (self) < 0 && self->refused != NULL)
    return g_strdup (self->refused);
  played = computer_move_text (self);
  then = kq_knight_game_get_winner (self) >= 0 ? result_text (self) : turn_text (self);
  return played != NULL ? g_strconcat (played, " ", then, NULL) : g_steal_pointer (&then);
}

int
kq_knight_game_get_partners (KqKnightGame *self, int *partners)
{
  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), 0);
  return kq_game_theory_partners (self->rows, self->cols, partners);
}

gboolean
kq_knight_game_get_start_map (KqKnightGame *self, gboolean *placer_wins)
{
  g_autoptr(KqGame) game = NULL;

  g_return_val_if_fail (KQ_IS_KNIGHT_GAME (self), FALSE);

  /* worked out once for the board and the rule: the view asks at each move */
  if (!self->map_known && self->rule == KQ_GAME_NORMAL)
    kq_game_theory_start_map (self->rows, self->cols, self->start_map);
  else if (!self->map_known && self->rows * self->cols <= KQ_KNIGHT_GAME_MAP_SQUARES)
    {
      game = kq_game_new (self->rows, self->cols, self->rule, 0);
      kq_game_start_map (game, self->start_map);
    }
  else if (!self->map_known)
    return FALSE;
  self->map_known = TRUE;
  memcpy (placer_wins, self->start_map, sizeof (gboolean) * self->rows * self->cols);
  return TRUE;
}
