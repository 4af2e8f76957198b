/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-window.c: the window's game mode, the knight game played
 * against the computer as a user would (squares clicked, the arrow keys and
 * Enter on the board, undo, a new game), under a display */
#define G_LOG_DOMAIN "test-game-window"
#include "config.h"

#include <gtk/gtk.h>

#include "kq-board-view.h"
#include "kq-game-panel.h"
#include "kq-test-window.h"
#include "kq-trace-panel.h"
#include "kq-tree-view.h"

static void
click (KqWindow *window, int row, int col)
{
  g_signal_emit_by_name (kq_window_get_board_view (window), "square-activated", row, col);
}

/* A key pressed on the board, as its key controller gets it. */
static void
board_key (KqWindow *window, guint keyval)
{
  g_autoptr(GListModel) controllers =
    gtk_widget_observe_controllers (GTK_WIDGET (kq_window_get_board_view (window)));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
}

static KqKnightGame *
game_of (KqWindow *window)
{
  return kq_session_get_knight_game (kq_window_get_session (window));
}

/* The computer has answered: a person is to move, or the game is over. */
static void
wait_computer (KqWindow *window)
{
  SPIN_UNTIL (!kq_knight_game_get_thinking (game_of (window)));
  g_assert_cmpstr (kq_window_get_status (window), !=, "The computer is thinking…");
}

/* The status line says the computer's last move first, its square the
 * game's ("The computer moved to (2, 3)."), then then (unless NULL). */
static void
assert_computer_moved (KqWindow *window, const char *then)
{
  const KqGamePosition *position = kq_knight_game_get_position (game_of (window));
  int cols = kq_knight_game_get_cols (game_of (window));
  g_autofree char *said = g_strdup_printf ("The computer moved to (%d, %d). ",
                                           position->square / cols + 1,
                                           position->square % cols + 1);
  g_autofree char *whole = g_strconcat (said, then, NULL);

  if (then != NULL)
    g_assert_cmpstr (kq_window_get_status (window), ==, whole);
  else
    g_assert_true (g_str_has_prefix (kq_window_get_status (window), said));
}

static int
count_numbered (KqWindow *window)
{
  const KqBoard *board = kq_board_view_get_drawn_board (kq_window_get_board_view (window));
  int numbered = 0;

  for (int i = 0; i < board->rows * board->n; i++)
    numbered += board->cells[i] > 0;
  return numbered;
}

/* 6 × 6 against the perfect computer: the person puts the knight down (6 × 6
 * has a perfect matching: the computer, moving second, always wins), moves
 * to the first square marked each time, with a click or with the keys, and
 * loses; every move numbered on the board as a tour. */
static void
test_game_against_computer (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);
  const KqRenderPlay *marks;
  int moves = 0;

  activate (window, "win.problem", g_variant_new_string ("tour"));
  kq_session_set_n (kq_window_get_session (window), 6);
  activate (window, "win.knight-game", NULL);
  g_assert_nonnull (game_of (window));
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==,
                   KQ_SESSION_MODE_GAME);
  g_assert_cmpint (kq_knight_game_get_player (game_of (window), 1), ==, KQ_KNIGHT_PLAYER_PERFECT);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Your move: put the knight on any square");
  g_assert_cmpstr (kq_window_get_subtitle (window), ==, "Knight game on 6 × 6");
  /* F1: the mode's page in the help book, a page it has */
  {
    g_autofree char *uri = kq_window_dup_help_uri (window);
    g_autofree char *file = g_test_build_filename (G_TEST_DIST, "..", "help", "C",
                                                   "knight-game.page", NULL);

    g_assert_cmpstr (uri, ==, "help:knights-queens/knight-game");
    g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  }

  click (window, 2, 2);
  wait_computer (window);
  g_assert_cmpint (count_numbered (window), ==, 2);
  assert_computer_moved (window, "Your move: click a marked square");
  while ((marks = kq_board_view_get_play (view))->n_targets > 0)
    {
      int target = marks->targets[0];

      if (moves++ % 2 == 0)
        click (window, target / 6, target % 6);
      else
        {
          /* the keys: from the focus square to the target, then Enter */
          int focus = kq_board_view_get_focus_square (view);

          for (; focus / 6 < target / 6; focus += 6)
            board_key (window, GDK_KEY_Down);
          for (; focus / 6 > target / 6; focus -= 6)
            board_key (window, GDK_KEY_Up);
          for (; focus % 6 < target % 6; focus++)
            board_key (window, GDK_KEY_Right);
          for (; focus % 6 > target % 6; focus--)
            board_key (window, GDK_KEY_Left);
          g_assert_cmpint (kq_board_view_get_focus_square (view), ==, target);
          board_key (window, GDK_KEY_Return);
        }
      g_assert_cmpint (kq_board_view_get_drawn_board (view)->cells[target], ==, 1 + 2 * moves);
      wait_computer (window);
    }
  g_assert_cmpint (moves, >, 0);
  g_assert_cmpint (kq_knight_game_get_winner (game_of (window)), ==, 1);
  assert_computer_moved (window, NULL);
  g_assert_nonnull (strstr (kq_window_get_status (window),
                            ". The computer wins: you cannot move from ("));

  /* undo: the last move and its reply; a new game: the board empty */
  activate (window, "win.game-undo", NULL);
  g_assert_cmpint (count_numbered (window), ==, 2 * moves);
  assert_computer_moved (window, "Your move: click a marked square");
  activate (window, "win.game-new", NULL);
  g_assert_cmpint (count_numbered (window), ==, 0);

  /* the theory: 6 × 6's eighteen pairs, and its map (the placer loses everywhere) */
  activate (window, "win.game-pairs", NULL);
  g_assert_cmpint (kq_board_view_get_play (view)->n_pairs, ==, 18);
  activate (window, "win.game-map", NULL);
  for (int i = 0; i < 36; i++)
    g_assert_cmpint (kq_board_view_get_play (view)->map[i], ==, -1);
  /* a game on it: the squares moved to keep their own tints, the start its map's */
  click (window, 0, 0);
  wait_computer (window);
  g_assert_cmpint (kq_board_view_get_play (view)->map[0], ==, -1);
  g_assert_cmpint (kq_board_view_get_play (view)->map[kq_knight_game_get_position (game_of (window))->square],
                   ==, 0);

  /* leaving the mode: the game goes, and the board is the session's again */
  activate (window, "win.knight-game", NULL);
  g_assert_null (game_of (window));
  g_assert_null (kq_board_view_get_play (view));
  window_destroy (window);
}

/* A move refused says why in the status line; a board past the game's
 * sides comes down to 8 when the mode starts; another size, the board's
 * squares (where a click lands) of that size too. */
static void
test_game_refused (void)
{
  KqWindow *window = window_new ();

  activate (window, "win.problem", g_variant_new_string ("tour"));
  kq_session_set_n (kq_window_get_session (window), 10);
  activate (window, "win.knight-game", NULL);
  g_assert_cmpint (kq_session_get_n (kq_window_get_session (window)), ==, 8);
  /* a new size: a new game, and the clicks found on a board of that size */
  kq_session_set_n (kq_window_get_session (window), 5);
  g_assert_cmpint (kq_knight_game_get_rows (game_of (window)), ==, 5);
  g_assert_cmpint (kq_board_view_get_drawn_board (kq_window_get_board_view (window))->n, ==, 5);
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->n, ==, 5);
  click (window, 0, 0);
  wait_computer (window);
  /* (1,1) again: visited */
  click (window, 0, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "move 3: (1,1) has been visited");
  window_destroy (window);
}

static gboolean
is_drop_down (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_DROP_DOWN (widget);
}

/* Isolation chosen in the panel: each player's knight its own tour, the
 * second player's drawn beside the first's, the moves marked those of the
 * knight of the player to move. */
static void
test_game_isolation (void)
{
  KqWindow *window = window_new ();
  KqBoardView *view = kq_window_get_board_view (window);
  GtkWidget *panel;
  const KqRenderPlay *marks;
  const KqGamePosition *position;

  activate (window, "win.problem", g_variant_new_string ("tour"));
  kq_session_set_n (kq_window_get_session (window), 5);
  activate (window, "win.knight-game", NULL);
  panel = find_type (GTK_WIDGET (window), KQ_TYPE_GAME_PANEL);
  g_assert_nonnull (panel);
  /* the rules' drop-down comes first */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_widget (panel, is_drop_down, NULL)), 2);
  g_assert_cmpint (kq_knight_game_get_rule (game_of (window)), ==, KQ_GAME_ISOLATION);
  click (window, 2, 2);
  wait_computer (window);
  position = kq_knight_game_get_position (game_of (window));
  g_assert_cmpint (position->moves, ==, 2);
  {
    g_autofree char *expected =
      g_strdup_printf ("The computer put its knight on (%d, %d). Your move: your knight is on "
                       "(3, 3), click a marked square", position->square / 5 + 1,
                       position->square % 5 + 1);

    g_assert_cmpstr (kq_window_get_status (window), ==, expected);
  }
  marks = kq_board_view_get_play (view);
  /* the first player's knight on the board, the computer's the second tour */
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 1);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->current, ==, 2 * 5 + 2);
  g_assert_nonnull (marks->second);
  g_assert_cmpint (marks->second->moves, ==, 1);
  g_assert_cmpint (marks->second->current, ==, position->square);
  /* the moves are the centre knight's: a knight's move from (3, 3) */
  g_assert_cmpint (marks->n_targets, >, 0);
  for (int i = 0; i < marks->n_targets; i++)
    {
      int dr = ABS (marks->targets[i] / 5 - 2), dc = ABS (marks->targets[i] % 5 - 2);

      g_assert_true ((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
    }
  /* a screen reader on the computer's knight: its own tour's words */
  {
    g_autofree char *text = NULL;

    kq_board_view_set_focus_square (view, position->square);
    text = kq_board_view_dup_square_text (view);
    g_assert_true (g_str_has_suffix (text, ": move 1, the knight"));
  }
  click (window, marks->targets[0] / 5, marks->targets[0] % 5);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 2);
  window_destroy (window);
}

static const KqCodeStepper *
tree_stepper (KqWindow *window)
{
  return kq_code_panel_get_stepper (kq_trace_panel_get_code_panel (kq_window_get_trace_panel (window)));
}

/* The game's tree as the lessons' backtracking (issue 43): the trace
 * panel in place of the game's, the game's listing on its 3 × 4 board from
 * a square clicked, stepped by line (the button's action, Ctrl+↓), over
 * whole calls, its board drawn from the code's h, its tree's moves won
 * and lost; a node clicked brings the code to it; and back to the game. */
static void
test_game_tree (void)
{
  KqWindow *window = window_new ();
  KqTracePanel *trace = kq_window_get_trace_panel (window);
  KqCodePanel *code = kq_trace_panel_get_code_panel (trace);
  KqBoardView *view = kq_window_get_board_view (window);
  const KqCodeStepper *stepper;
  const KqSearchTree *tree;
  guint64 step;
  guint wins = 0, losses = 0, node;

  activate (window, "win.problem", g_variant_new_string ("tour"));
  kq_session_set_tour_board (kq_window_get_session (window), 3, 4);
  activate (window, "win.knight-game", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (trace)));
  activate (window, "win.game-tree", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (trace)));
  g_assert_true (kq_trace_panel_get_game (trace));
  g_assert_cmpstr (kq_trace_panel_get_page (trace), ==, "code");
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), "The game’s tree as backtracking"));
  stepper = tree_stepper (window);
  g_assert_nonnull (stepper);
  g_assert_cmpstr (kq_listing_get_id (kq_code_stepper_get_listing (stepper)), ==, "game-c");
  g_assert_cmpint (kq_lesson_get_m (kq_code_stepper_get_lesson (stepper)), ==, 3);
  g_assert_cmpint (kq_lesson_get_n (kq_code_stepper_get_lesson (stepper)), ==, 4);

  /* a square clicked: the knight put down there, move 1 on the board */
  click (window, 1, 2);
  stepper = tree_stepper (window);
  g_assert_cmpint (kq_lesson_get_h (kq_code_stepper_get_lesson (stepper))[6], ==, 1);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->cells[6], ==, 1);
  /* not a move of the game */
  g_assert_cmpint (kq_knight_game_get_position (game_of (window))->square, ==, -1);
  /* by line, to the first move made: the board shows it */
  while (kq_lesson_get_op (kq_code_stepper_get_lesson (stepper)) != KQ_LESSON_OP_PLACE)
    gtk_widget_activate_action (GTK_WIDGET (code), "code.line", NULL);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 2);
  /* over the opponent's whole call: its answer in w, the move taken back */
  gtk_widget_activate_action (GTK_WIDGET (code), "code.over", NULL);
  g_assert_cmpint (kq_lesson_get_op (kq_code_stepper_get_lesson (stepper)), ==,
                   KQ_LESSON_OP_UNMARK);
  g_assert_cmpint (kq_lesson_get_frame (kq_code_stepper_get_lesson (stepper), 0)->w, >=, 0);
  g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 1);
  /* the keys: Ctrl+↓ a line on, to the answer read */
  SPIN_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (code)));
  step = kq_lesson_get_step (kq_code_stepper_get_lesson (stepper));
  g_assert_true (capture_key (window, GDK_KEY_Down, GDK_CONTROL_MASK));
  g_assert_cmpuint (kq_lesson_get_step (kq_code_stepper_get_lesson (stepper)), ==, step + 1);
  g_assert_cmpint (kq_lesson_get_op (kq_code_stepper_get_lesson (stepper)), ==,
                   KQ_LESSON_OP_VALUE);
  /* on to the end: 3 × 4's first player always has a reply (game 3 4: L) */
  while (!kq_lesson_is_finished (kq_code_stepper_get_lesson (stepper)))
    gtk_widget_activate_action (GTK_WIDGET (code), "code.solution", NULL);
  g_assert_cmpint (kq_lesson_get_value (kq_code_stepper_get_lesson (stepper)), ==, 1);

  /* the tree: each move taken back won or lost, drawn on its page */
  tree = kq_code_stepper_get_tree (stepper);
  for (node = 1; node < kq_search_tree_get_n_nodes (tree); node++)
    {
      wins += kq_search_tree_get_node (tree, node)->state == KQ_SEARCH_NODE_SOLUTION;
      losses += kq_search_tree_get_node (tree, node)->state == KQ_SEARCH_NODE_DEAD_END;
    }
  g_assert_cmpuint (wins, >, 0);
  g_assert_cmpuint (losses, >, 0);
  kq_trace_panel_show_page (trace, "tree");
  {
    KqTreeView *tree_view = KQ_TREE_VIEW (find_type (GTK_WIDGET (trace), KQ_TYPE_TREE_VIEW));

    SPIN_UNTIL (kq_tree_view_get_n_drawn (tree_view) > 1);
    /* node 2, the first move after the placement: the code at the line that made it */
    g_signal_emit_by_name (tree_view, "node-activated", 2u);
    g_assert_cmpuint (kq_code_stepper_get_position (tree_stepper (window)), ==,
                      kq_search_tree_get_node (tree, 2)->event + 1);
    g_assert_cmpint (kq_board_view_get_drawn_board (view)->moves, ==, 2);
  }

  /* back to the game: its panel, and its board as played (nothing yet) */
  activate (window, "win.game-tree", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (trace)));
  g_assert_false (kq_trace_panel_get_game (trace));
  g_assert_cmpint (count_numbered (window), ==, 0);
  g_assert_cmpstr (kq_window_get_status (window), ==, "Your move: put the knight on any square");
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);
  g_test_add_func ("/game-window/against-computer", test_game_against_computer);
  g_test_add_func ("/game-window/refused", test_game_refused);
  g_test_add_func ("/game-window/isolation", test_game_isolation);
  g_test_add_func ("/game-window/tree", test_game_tree);
  return g_test_run ();
}
