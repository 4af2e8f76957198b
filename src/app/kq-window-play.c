/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-play.c: the window's view of the session's play mode: the
 * student's own board (the session's KqPlayGame) drawn instead of the
 * session's, its marks, the game's hints, undo and redo (its status line
 * is the game's "status", which kq-window-status.c reads) */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-play-game.h"
#include "kq-window-private.h"

struct _KqWindowPlay
{
  KqPlayGame   *game;          /* the session's game shown, NULL: not playing */
  KqBoard      *board;         /* what the view draws: queens empty, the tour's path */
  KqRenderPlay  marks;
  int          *queens;        /* marks' arrays */
  gboolean     *attacked;
  int          *conflicts;
  int           targets[8];
  int           onward[8];
};

/* The number of the solution on the board, 0: none (or not known yet). */
static guint64
solved_rank (KqPlayGame *game)
{
  const KqPlayHint *hint = game != NULL ? kq_play_game_get_hint (game) : NULL;

  if (hint == NULL || !kq_problem_is_placement (kq_play_game_get_problem (game))
      || hint->queens.kind != KQ_QUEENS_HINT_SOLVED)
    return 0;
  return hint->rank;
}

/* The hint's square marked (its words are the game's status). */
static void
hint_ready_cb (KqPlayGame *game, KqWindow *self)
{
  const KqPlayHint *hint = kq_play_game_get_hint (game);
  KqWindowPlay *play = self->play;
  int cols = kq_play_game_get_cols (game);

  play->marks.hint = hint->square.row >= 0 ? hint->square.row * cols + hint->square.col : -1;
  _kq_window_play_actions_update (self);
  kq_board_view_set_play (self->board_view, play->board, &play->marks);
}

/* The marks for the board now. */
static void
game_changed_cb (KqPlayGame *game, KqWindow *self)
{
  KqWindowPlay *play = self->play;
  int n = kq_play_game_get_n (game), cols = kq_play_game_get_cols (game), length;
  const KqSquare *squares = kq_play_game_get_squares (game, &length);

  play->marks = (KqRenderPlay) { .hint = -1 };
  if (kq_problem_is_placement (kq_play_game_get_problem (game)))
    {
      const GArray *conflicts = kq_play_game_get_conflicts (game);
      gboolean rooks = kq_play_game_get_problem (game) == KQ_PROBLEM_ROOKS;

      play->queens = g_renew (int, play->queens, MAX (length, 1));
      for (int i = 0; i < length; i++)
        play->queens[i] = squares[i].row * n + squares[i].col;
      (rooks ? kq_rooks_attacked : kq_queens_attacked) (n, squares, length, play->attacked);
      play->conflicts = g_renew (int, play->conflicts, 2 * MAX (conflicts->len, 1));
      for (guint i = 0; i < conflicts->len; i++)
        {
          play->conflicts[2 * i] = g_array_index (conflicts, KqQueensConflict, i).first;
          play->conflicts[2 * i + 1] = g_array_index (conflicts, KqQueensConflict, i).second;
        }
      play->marks.queens = play->queens;
      play->marks.n_queens = length;
      play->marks.rooks = rooks;
      play->marks.attacked = play->attacked;
      play->marks.conflicts = play->conflicts;
      play->marks.n_conflicts = conflicts->len;
    }
  else
    {
      int count;
      const KqKnightMove *moves = kq_play_game_get_knight_moves (game, &count);

      kq_board_clear (play->board);
      for (int i = 0; i < length; i++)
        kq_board_place (play->board, squares[i].row, squares[i].col, i + 1);
      for (int i = 0; i < count; i++)
        {
          play->targets[i] = moves[i].square.row * cols + moves[i].square.col;
          play->onward[i] = moves[i].onward;
        }
      play->marks.targets = play->targets;
      play->marks.onward = play->onward;
      play->marks.n_targets = count;
    }
  kq_board_view_set_play (self->board_view, play->board, &play->marks);
  _kq_window_play_actions_update (self);
}

static void
unbind_game (KqWindow *self)
{
  KqWindowPlay *play = self->play;

  /* by function: the window's status follows the game too (kq-window.c) */
  if (play->game != NULL)
    {
      g_signal_handlers_disconnect_by_func (play->game, game_changed_cb, self);
      g_signal_handlers_disconnect_by_func (play->game, hint_ready_cb, self);
    }
  g_clear_object (&play->game);
  g_clear_pointer (&play->board, kq_board_free);
  g_clear_pointer (&play->attacked, g_free);
  kq_board_view_set_play (self->board_view, NULL, NULL);
}

/* Shows the session's new game. */
static void
bind_game (KqWindow *self, KqPlayGame *game)
{
  KqWindowPlay *play = self->play;
  KqProblem problem = kq_play_game_get_problem (game);
  int n = kq_play_game_get_n (game);

  play->game = g_object_ref (game);
  /* the tour's board draws the path (on m × n too); the queens' stays
   * empty, the marks draw them */
  play->board = problem == KQ_PROBLEM_TOUR ? kq_board_new_tour (n, kq_play_game_get_cols (game))
                                           : kq_board_new (problem, n);
  play->attacked = g_new0 (gboolean, n * n);
  g_signal_connect (play->game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect (play->game, "hint-ready", G_CALLBACK (hint_ready_cb), self);
  game_changed_cb (play->game, self);
}

void
_kq_window_play_sync (KqWindow *self)
{
  KqPlayGame *game = kq_session_get_game (self->session);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "play-yourself");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (game != NULL));
  if (game == self->play->game)
    return;
  unbind_game (self);
  if (game != NULL)
    bind_game (self, game);
  _kq_window_play_actions_update (self);
}

static void
play_yourself_change_state (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  KqWindow *self = user_data;

  /* the toggle follows the session's mode (_kq_window_play_sync) */
  kq_session_set_mode (self->session, g_variant_get_boolean (state)
                                      ? KQ_SESSION_MODE_PLAY
                                      : kq_session_get_search_mode (self->session));
}

gboolean
_kq_window_play_square (KqWindow *self, int row, int col)
{
  KqWindowPlay *play = self->play;
  KqSquare square = { row, col };
  int visited = 0;

  if (play->game == NULL)
    return FALSE;
  /* a refused step is the game's status until the next move */
  if (kq_problem_is_placement (kq_play_game_get_problem (play->game)))
    kq_play_game_toggle_queen (play->game, square);
  else
    kq_play_game_step (play->game, square, &visited);
  return TRUE;
}

static void
play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  KqWindowPlay *play = self->play;

  if (play->game == NULL)
    return;
  if (g_str_equal (action_name, "win.play-undo"))
    kq_play_game_undo (play->game);
  else if (g_str_equal (action_name, "win.play-redo"))
    kq_play_game_redo (play->game);
  else if (g_str_equal (action_name, "win.play-hint"))
    kq_play_game_ask_hint (play->game);
  else if (g_str_equal (action_name, "win.play-show-solution") && solved_rank (play->game) > 0)
    {
      guint64 k = solved_rank (play->game);

      /* the listing runs again: k comes when listed or fetched */
      kq_session_set_mode (self->session, kq_session_get_search_mode (self->session));
      kq_session_show_solution (self->session, k, NULL);
    }
}

void
_kq_window_play_actions_update (KqWindow *self)
{
  KqPlayGame *game = self->play->game;
  guint64 solved = solved_rank (game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-undo",
                                 game != NULL && kq_play_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-redo",
                                 game != NULL && kq_play_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-hint", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-show-solution",
                                 solved > 0);
  gtk_widget_set_visible (self->play_box, game != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->play_solution_revealer), game != NULL);
  gtk_revealer_set_reveal_child (self->play_solution_revealer, solved > 0);
}

void
_kq_window_class_play_init (GtkWidgetClass *widget_class)
{
  static const struct {
    guint keyval;
    GdkModifierType modifiers;
    const char *action;
  } keys[] = {
    { GDK_KEY_h, 0, "win.play-hint" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "win.play-undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.play-redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.play-redo" },
  };

  gtk_widget_class_install_action (widget_class, "win.play-hint", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.play-undo", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.play-redo", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.play-show-solution", NULL, play_action);
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].keyval, keys[i].modifiers,
                                         keys[i].action, NULL);
}

void
_kq_window_play_init (KqWindow *self)
{
  static const GActionEntry entries[] = {
    { "play-yourself", NULL, NULL, "false", play_yourself_change_state },
  };
  GtkEventController *shortcuts;

  self->play = g_new0 (KqWindowPlay, 1);
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  /* Ctrl+Y is for the window's action map, which class bindings do not reach. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_y, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("win.play-yourself")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  _kq_window_play_actions_update (self);
}

void
_kq_window_play_dispose (KqWindow *self)
{
  if (self->play == NULL)
    return;
  unbind_game (self);
  g_clear_pointer (&self->play->queens, g_free);
  g_clear_pointer (&self->play->conflicts, g_free);
  g_clear_pointer (&self->play, g_free);
}
