/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-game.c: the window's view of the session's game mode: the
 * knight game (the session's KqKnightGame) drawn instead of the session's
 * board, its visited squares numbered as a tour and its legal moves
 * marked, the theory's pairs and map over it, its panel beside it, a new
 * game and undo (its status line is the game's "status", which
 * kq-window-status.c reads); and its tree as the lessons' backtracking
 * (win.game-tree): the trace panel steps the game's listing from a start
 * square clicked, the board drawn from the code's h */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-window-private.h"

struct _KqWindowGame
{
  KqKnightGame *game;         /* the session's game shown, NULL: not in game mode */
  KqBoard      *board;        /* what the view draws: the squares visited, numbered */
  KqBoard      *second;       /* Isolation: board is the first player's knight's, this the
                                 second's, each numbered by its own moves */
  KqRenderPlay  marks;
  int           targets[64];
  int           pairs[64];    /* the matching's, two squares a pair */
  int           map[64];      /* the map of start squares, on the squares not visited */
  int           tree_start;   /* the game's tree: the knight put down there */
};

static gboolean
action_on (KqWindow *self, const char *name)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self), name);

  return state != NULL && g_variant_get_boolean (state);
}

/* The game's tree shown (in game mode only). */
static gboolean
tree_shown (KqWindow *self)
{
  return self->game_view->game != NULL && action_on (self, "game-tree");
}

/* The tree's board: the code's h, its moves in order. */
static void
draw_tree_board (KqWindow *self)
{
  KqWindowGame *view = self->game_view;
  const KqCodeStepper *stepper =
    kq_code_panel_get_stepper (kq_trace_panel_get_code_panel (self->trace_panel));
  int n = view->board->n, squares = view->board->rows * n;

  view->marks = (KqRenderPlay) { .hint = -1, .game = TRUE };
  kq_board_clear (view->board);
  kq_board_clear (view->second);
  for (int step = 1; stepper != NULL && step <= squares; step++)
    for (int square = 0; square < squares; square++)
      if (kq_lesson_get_h (kq_code_stepper_get_lesson (stepper))[square] == step)
        kq_board_place (view->board, square / n, square % n, step);
  kq_board_view_set_play (self->board_view, view->board, &view->marks);
}

/* The code stepped: its board. */
static void
tree_stepped_cb (KqWindow *self)
{
  if (tree_shown (self))
    draw_tree_board (self);
}

/* The tree or the game beside the board, and on it. */
static void
sync_tree (KqWindow *self)
{
  KqWindowGame *view = self->game_view;
  gboolean tree = tree_shown (self);

  gtk_widget_set_visible (GTK_WIDGET (self->game_panel), view->game != NULL && !tree);
  if (view->game != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->trace_panel), tree);
  if (!tree)
    {
      kq_trace_panel_set_game (self->trace_panel, 0, 0, -1);
      return;
    }
  kq_trace_panel_set_game (self->trace_panel, view->board->rows, view->board->n,
                           view->tree_start);
}

/* The board and its marks for the game now. */
static void
game_changed_cb (KqKnightGame *game, KqWindow *self)
{
  KqWindowGame *view = self->game_view;
  int n = kq_knight_game_get_cols (game);
  int squares = kq_knight_game_get_rows (game) * n;
  const int *numbers = kq_knight_game_get_numbers (game);
  guint64 moves = kq_knight_game_get_moves (game);
  int partners[64];
  gboolean wins[64];

  if (tree_shown (self))
    {
      draw_tree_board (self);
      return;
    }
  view->marks = (KqRenderPlay) { .hint = -1, .game = TRUE };
  kq_board_clear (view->board);
  kq_board_clear (view->second);
  /* in the order played: the path goes from each square to the next (in
   * Isolation each knight's, the first player's moves the odd ones) */
  for (int step = 1; step <= kq_knight_game_get_position (game)->moves; step++)
    for (int square = 0; square < squares; square++)
      if (numbers[square] == step && kq_knight_game_get_rule (game) == KQ_GAME_ISOLATION)
        kq_board_place (step % 2 == 1 ? view->board : view->second, square / n, square % n,
                        (step + 1) / 2);
      else if (numbers[square] == step)
        kq_board_place (view->board, square / n, square % n, step);
  if (view->second->moves > 0)
    view->marks.second = view->second;
  /* the legal moves, but not the whole board of a placement */
  if (!kq_knight_game_get_placing (game) && !kq_knight_game_get_thinking (game))
    for (; moves != 0; moves &= moves - 1)
      view->targets[view->marks.n_targets++] = __builtin_ctzll (moves);
  view->marks.targets = view->targets;
  if (action_on (self, "game-pairs"))
    {
      kq_knight_game_get_partners (game, partners);
      for (int square = 0; square < squares; square++)
        if (partners[square] > square)
          {
            view->pairs[2 * view->marks.n_pairs] = square;
            view->pairs[2 * view->marks.n_pairs++ + 1] = partners[square];
          }
      view->marks.pairs = view->pairs;
    }
  if (action_on (self, "game-map") && kq_knight_game_get_start_map (game, wins))
    {
      /* the squares moved to keep their own tints (visited, current); the
       * start square, its label green, takes the map's: it is its square */
      for (int square = 0; square < squares; square++)
        view->map[square] = numbers[square] > 1 ? 0 : wins[square] ? 1 : -1;
      view->marks.map = view->map;
    }
  kq_board_view_set_play (self->board_view, view->board, &view->marks);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.game-undo",
                                 kq_knight_game_can_undo (game));
}

/* A new size: a board to match. */
static void
game_resized (KqWindow *self)
{
  KqWindowGame *view = self->game_view;

  g_clear_pointer (&view->board, kq_board_free);
  g_clear_pointer (&view->second, kq_board_free);
  view->board = kq_board_new_tour (kq_knight_game_get_rows (view->game),
                                   kq_knight_game_get_cols (view->game));
  view->second = kq_board_new_like (view->board);
}

static void
game_restarted_cb (KqKnightGame *game, KqWindow *self)
{
  if (self->game_view->board->rows != kq_knight_game_get_rows (game) ||
      self->game_view->board->n != kq_knight_game_get_cols (game))
    {
      game_resized (self);
      /* the tree from the new board's corner */
      self->game_view->tree_start = 0;
      if (tree_shown (self))
        sync_tree (self);
    }
  game_changed_cb (game, self);
}

/* The computer at work: no moves marked, they are not the person's. */
static void
thinking_cb (KqKnightGame *game, GParamSpec *pspec, KqWindow *self)
{
  game_changed_cb (game, self);
}

static void
unbind_game (KqWindow *self)
{
  KqWindowGame *view = self->game_view;

  if (view->game == NULL)
    return;
  g_signal_handlers_disconnect_by_data (view->game, self);
  g_clear_object (&view->game);
  g_clear_pointer (&view->board, kq_board_free);
  g_clear_pointer (&view->second, kq_board_free);
  /* the play mode's board may be the one drawn now */
  if (kq_board_view_get_play (self->board_view) == &view->marks)
    kq_board_view_set_play (self->board_view, NULL, NULL);
}

void
_kq_window_game_sync (KqWindow *self)
{
  KqKnightGame *game = kq_session_get_knight_game (self->session);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "knight-game");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (game != NULL));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                            "game-tree")),
                               game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.game-new", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.game-undo", FALSE);
  if (game == self->game_view->game)
    {
      sync_tree (self);
      return;
    }
  unbind_game (self);
  kq_game_panel_set_game (self->game_panel, game);
  if (game == NULL)
    {
      /* a game begins with its play */
      g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                              "game-tree")),
                                 g_variant_new_boolean (FALSE));
      sync_tree (self);
      return;
    }
  self->game_view->game = g_object_ref (game);
  game_resized (self);
  self->game_view->tree_start = 0;
  sync_tree (self);
  /* before the status line's handler: it reads the marks' state */
  g_signal_connect (game, "changed", G_CALLBACK (game_restarted_cb), self);
  g_signal_connect (game, "notify::thinking", G_CALLBACK (thinking_cb), self);
  g_signal_connect_swapped (game, "notify::status", G_CALLBACK (kq_window_update_status), self);
  game_changed_cb (game, self);
}

gboolean
_kq_window_game_square (KqWindow *self, int row, int col)
{
  KqKnightGame *game = self->game_view->game;

  if (game == NULL)
    return FALSE;
  /* the tree's start square: the knight put down there */
  if (tree_shown (self))
    {
      self->game_view->tree_start = row * kq_knight_game_get_cols (game) + col;
      sync_tree (self);
      return TRUE;
    }
  /* a move refused is the game's status until the next move */
  kq_knight_game_play (game, row * kq_knight_game_get_cols (game) + col, NULL);
  return TRUE;
}

static void
knight_game_change_state (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  KqWindow *self = user_data;

  /* the toggle follows the session's mode (_kq_window_game_sync) */
  kq_session_set_mode (self->session, g_variant_get_boolean (state)
                                      ? KQ_SESSION_MODE_GAME
                                      : kq_session_get_search_mode (self->session));
}

/* The game's tree, from the square the knight was put on (the corner
 * before it is put down), or the game again. */
static void
game_tree_change_state (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  KqWindow *self = user_data;
  KqWindowGame *view = self->game_view;

  g_simple_action_set_state (action, state);
  if (view->game == NULL)
    return;
  if (g_variant_get_boolean (state))
    {
      const int *numbers = kq_knight_game_get_numbers (view->game);

      view->tree_start = 0;
      for (int square = 0; square < view->board->rows * view->board->n; square++)
        if (numbers[square] == 1)
          view->tree_start = square;
    }
  sync_tree (self);
  game_changed_cb (view->game, self);
  kq_window_update_status (self);
}

/* Show the pairs, Show the map: the board drawn again. */
static void
theory_change_state (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  KqWindow *self = user_data;

  g_simple_action_set_state (action, state);
  if (self->game_view->game != NULL)
    game_changed_cb (self->game_view->game, self);
}

static void
game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  KqKnightGame *game = self->game_view->game;

  if (game == NULL)
    return;
  if (g_str_equal (action_name, "win.game-undo"))
    kq_knight_game_undo (game);
  else
    kq_knight_game_restart (game, kq_knight_game_get_rows (game), kq_knight_game_get_cols (game),
                            kq_knight_game_get_rule (game));
}

void
_kq_window_class_game_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.game-new", NULL, game_action);
  gtk_widget_class_install_action (widget_class, "win.game-undo", NULL, game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.game-new",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.game-undo", NULL);
}

void
_kq_window_game_init (KqWindow *self)
{
  static const GActionEntry entries[] = {
    { "knight-game", NULL, NULL, "false", knight_game_change_state },
    { "game-pairs", NULL, NULL, "false", theory_change_state },
    { "game-map", NULL, NULL, "false", theory_change_state },
    { "game-tree", NULL, NULL, "false", game_tree_change_state },
  };
  static const struct {
    guint keyval;
    GdkModifierType modifiers;
    const char *action;
  } keys[] = {
    { GDK_KEY_g, GDK_CONTROL_MASK, "win.knight-game" },
    { GDK_KEY_p, 0, "win.game-pairs" },
    { GDK_KEY_m, 0, "win.game-map" },
    { GDK_KEY_t, 0, "win.game-tree" },
  };
  GtkEventController *shortcuts;

  self->game_view = g_new0 (KqWindowGame, 1);
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  /* the window's action map, which class bindings do not reach */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval,
                                                                                    keys[i].modifiers),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  g_signal_connect_swapped (kq_trace_panel_get_code_panel (self->trace_panel), "stepped",
                            G_CALLBACK (tree_stepped_cb), self);
  _kq_window_game_sync (self);
}

void
_kq_window_game_dispose (KqWindow *self)
{
  if (self->game_view == NULL)
    return;
  unbind_game (self);
  g_clear_pointer (&self->game_view, g_free);
}
