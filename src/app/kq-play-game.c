#define G_LOG_DOMAIN "kq-play"
#include "config.h"

#include "kq-play-game.h"

struct _KqPlayGame
{
  GObject    parent_instance;

  KqProblem  problem;
  int        n;
  GArray    *squares;  /* KqSquare */
  /* Whole boards before each move (undo) and after each move undone
   * (redo): a board is at most n * n squares, and a student makes few. */
  GPtrArray *undo;
  GPtrArray *redo;
};

G_DEFINE_FINAL_TYPE (KqPlayGame, kq_play_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static GArray *
squares_copy (GArray *squares)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (KqSquare), squares->len);

  g_array_append_vals (copy, squares->data, squares->len);
  return copy;
}

/* Before a move: the board now can be undone to, nothing redone. */
static void
push_undo (KqPlayGame *self)
{
  g_ptr_array_add (self->undo, squares_copy (self->squares));
  g_ptr_array_set_size (self->redo, 0);
}

static void
kq_play_game_finalize (GObject *object)
{
  KqPlayGame *self = KQ_PLAY_GAME (object);

  g_array_unref (self->squares);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (kq_play_game_parent_class)->finalize (object);
}

static void
kq_play_game_class_init (KqPlayGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kq_play_game_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_play_game_init (KqPlayGame *self)
{
  self->squares = g_array_new (FALSE, FALSE, sizeof (KqSquare));
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

KqPlayGame *
kq_play_game_new (KqProblem problem, int n)
{
  KqPlayGame *self;

  g_return_val_if_fail (n >= 1, NULL);

  self = g_object_new (KQ_TYPE_PLAY_GAME, NULL);
  self->problem = problem;
  self->n = n;
  return self;
}

KqProblem
kq_play_game_get_problem (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), KQ_PROBLEM_QUEENS);
  return self->problem;
}

int
kq_play_game_get_n (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), 0);
  return self->n;
}

const KqSquare *
kq_play_game_get_squares (KqPlayGame *self, int *length)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), NULL);

  *length = self->squares->len;
  return (const KqSquare *) self->squares->data;
}

void
kq_play_game_toggle_queen (KqPlayGame *self, KqSquare square)
{
  g_return_if_fail (KQ_IS_PLAY_GAME (self));
  g_return_if_fail (self->problem == KQ_PROBLEM_QUEENS && kq_square_on_board (self->n, square));

  push_undo (self);
  for (guint i = 0; i < self->squares->len; i++)
    {
      KqSquare *queen = &g_array_index (self->squares, KqSquare, i);

      if (queen->row == square.row && queen->col == square.col)
        {
          g_array_remove_index (self->squares, i);
          g_signal_emit (self, signals[CHANGED], 0);
          return;
        }
    }
  g_array_append_val (self->squares, square);
  g_signal_emit (self, signals[CHANGED], 0);
}

KqKnightStep
kq_play_game_step (KqPlayGame *self, KqSquare square, int *visited)
{
  KqKnightStep step;

  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), KQ_KNIGHT_STEP_OFF_BOARD);
  g_return_val_if_fail (self->problem == KQ_PROBLEM_TOUR, KQ_KNIGHT_STEP_OFF_BOARD);

  step = kq_knight_check_step (self->n, (const KqSquare *) self->squares->data,
                               self->squares->len, square, visited);
  if (step != KQ_KNIGHT_STEP_OK)
    return step;
  push_undo (self);
  g_array_append_val (self->squares, square);
  g_signal_emit (self, signals[CHANGED], 0);
  return step;
}

gboolean
kq_play_game_can_undo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return self->undo->len > 0;
}

gboolean
kq_play_game_can_redo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return self->redo->len > 0;
}

/* Moves the board now onto to, and the last board of from in its place. */
static gboolean
swap_board (KqPlayGame *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, self->squares);
  self->squares = g_ptr_array_steal_index (from, from->len - 1);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
kq_play_game_undo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return swap_board (self, self->undo, self->redo);
}

gboolean
kq_play_game_redo (KqPlayGame *self)
{
  g_return_val_if_fail (KQ_IS_PLAY_GAME (self), FALSE);
  return swap_board (self, self->redo, self->undo);
}
