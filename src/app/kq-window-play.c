/* kq-window-play.c: the window's view of the session's play mode: the
 * student's own board (the session's KqPlayGame) drawn instead of the
 * session's, its status line, the hints counted in a worker, undo and redo */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-play-game.h"
#include "kq-queens.h"
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
  char         *status;
  GCancellable *hint;          /* the worker's, NULL when none runs */
  struct _HintJob *job;        /* its job (the task's), while hint is set */
  guint         progress;      /* the source that shows the worker's progress */
  guint64       total;         /* queens: all solutions of n, 0 until counted */
  guint64       solved;        /* queens: the solution on the board, 0: not one */
};

typedef struct _HintJob {
  GMutex        lock;
  guint64       found;         /* PROGRESS: solutions so far, under lock */
  KqProblem     problem;
  int           n;
  KqSquare     *squares;
  int           length;
  GCancellable *cancellable;
  guint64       total;         /* in: known, 0: count it too */
  KqQueensHint  queens_hint;
  KqKnightHint  knight_hint;
  guint64       rank;          /* SOLVED: its number in the lessons' order */
} HintJob;

/* The hint answers at once up to n = 12; beyond, the status line shows it at work. */
#define PROGRESS_INTERVAL_MS 250

static void
hint_job_free (HintJob *job)
{
  g_free (job->squares);
  g_object_unref (job->cancellable);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static gboolean
job_progress (const KqEvent *event, gpointer user_data)
{
  HintJob *job = user_data;

  if (event->type == KQ_EVENT_PROGRESS)
    {
      g_mutex_lock (&job->lock);
      job->found = event->solutions;
      g_mutex_unlock (&job->lock);
    }
  return !g_cancellable_is_cancelled (job->cancellable);
}

static void
hint_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  HintJob *job = task_data;
  KqOutcome outcome;

  if (job->problem == KQ_PROBLEM_TOUR)
    outcome = kq_knight_hint (job->n, job->squares, job->length, KQ_KNIGHT_HINT_BUDGET,
                              job_progress, job, &job->knight_hint);
  else
    {
      outcome = KQ_OUTCOME_FOUND;
      if (job->total == 0)
        outcome = kq_queens_extend_count (job->n, NULL, 0, job_progress, job, &job->total);
      if (outcome != KQ_OUTCOME_STOPPED)
        outcome = kq_queens_hint (job->n, job->squares, job->length, job_progress, job,
                                  &job->queens_hint);
      if (outcome != KQ_OUTCOME_STOPPED && job->queens_hint.kind == KQ_QUEENS_HINT_SOLVED)
        {
          g_autofree int *cols = g_new (int, job->n);

          for (int i = 0; i < job->length; i++)
            cols[job->squares[i].row] = job->squares[i].col;
          outcome = kq_queens_rank (job->n, cols, job_progress, job, &job->rank);
        }
    }
  g_task_return_boolean (task, outcome != KQ_OUTCOME_STOPPED);
}

static void
set_status (KqWindow *self, char *status)
{
  g_free (self->play->status);
  self->play->status = status;
  kq_window_update_status (self);
}

static void
cancel_hint (KqWindowPlay *play)
{
  if (play->hint != NULL)
    g_cancellable_cancel (play->hint);
  g_clear_object (&play->hint);
  g_clear_handle_id (&play->progress, g_source_remove);
  play->job = NULL;
}

static gboolean
progress_cb (gpointer user_data)
{
  KqWindow *self = user_data;
  g_autofree char *found = NULL;

  g_mutex_lock (&self->play->job->lock);
  found = kq_format_count (self->play->job->found);
  g_mutex_unlock (&self->play->job->lock);
  set_status (self, g_strdup_printf (_("Thinking… %s solutions so far"), found));
  return G_SOURCE_CONTINUE;
}

static void
hint_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (source);
  HintJob *job = g_task_get_task_data (G_TASK (result));
  KqWindowPlay *play = self->play;

  /* cancelled: a move, the end of the play mode or of the window */
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || g_cancellable_is_cancelled (job->cancellable))
    return;
  cancel_hint (play);
  if (job->problem == KQ_PROBLEM_TOUR)
    {
      if (job->knight_hint.kind == KQ_KNIGHT_HINT_GO || job->knight_hint.kind == KQ_KNIGHT_HINT_GO_BACK)
        play->marks.hint = job->knight_hint.square.row * job->n + job->knight_hint.square.col;
      set_status (self, kq_rules_text_knight_hint (&job->knight_hint, job->squares));
    }
  else
    {
      KqQueensHint *hint = &job->queens_hint;

      play->total = job->total;
      if (hint->kind == KQ_QUEENS_HINT_PLACE)
        play->marks.hint = hint->square.row * job->n + hint->square.col;
      else if (hint->kind == KQ_QUEENS_HINT_LIFT)
        play->marks.hint = job->squares[hint->lift].row * job->n + job->squares[hint->lift].col;
      if (hint->kind == KQ_QUEENS_HINT_SOLVED)
        {
          play->solved = job->rank;
          set_status (self, kq_rules_text_solved (job->rank, job->total));
        }
      else
        set_status (self, kq_rules_text_queens_hint (hint, job->n, job->total, job->squares));
    }
  _kq_window_play_actions_update (self);
  kq_board_view_set_play (self->board_view, play->board, &play->marks);
}

/* Starts the hint for the board now; the next move cancels it. */
static void
start_hint (KqWindow *self)
{
  KqWindowPlay *play = self->play;
  g_autoptr(GTask) task = NULL;
  const KqSquare *squares;
  HintJob *job;

  cancel_hint (play);
  job = g_new0 (HintJob, 1);
  g_mutex_init (&job->lock);
  job->problem = kq_play_game_get_problem (play->game);
  job->n = kq_play_game_get_n (play->game);
  squares = kq_play_game_get_squares (play->game, &job->length);
  job->squares = g_memdup2 (squares, sizeof (KqSquare) * MAX (job->length, 1));
  job->total = play->total;
  job->cancellable = g_cancellable_new ();
  play->hint = g_object_ref (job->cancellable);
  play->job = job;
  if (job->problem == KQ_PROBLEM_QUEENS)
    play->progress = g_timeout_add (PROGRESS_INTERVAL_MS, progress_cb, self);

  task = g_task_new (self, NULL, hint_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) hint_job_free);
  g_task_run_in_thread (task, hint_thread);
  set_status (self, g_strdup (_("Thinking…")));
}

/* The marks and the status line for the board now. */
static void
game_changed_cb (KqPlayGame *game, KqWindow *self)
{
  KqWindowPlay *play = self->play;
  int n = kq_play_game_get_n (game), length;
  const KqSquare *squares = kq_play_game_get_squares (game, &length);

  cancel_hint (play);
  play->solved = 0;
  play->marks = (KqRenderPlay) { .hint = -1 };
  if (kq_play_game_get_problem (game) == KQ_PROBLEM_QUEENS)
    {
      g_autoptr(GArray) conflicts = kq_queens_conflicts (n, squares, length);

      play->queens = g_renew (int, play->queens, MAX (length, 1));
      for (int i = 0; i < length; i++)
        play->queens[i] = squares[i].row * n + squares[i].col;
      kq_queens_attacked (n, squares, length, play->attacked);
      play->conflicts = g_renew (int, play->conflicts, 2 * MAX (conflicts->len, 1));
      for (guint i = 0; i < conflicts->len; i++)
        {
          play->conflicts[2 * i] = g_array_index (conflicts, KqQueensConflict, i).first;
          play->conflicts[2 * i + 1] = g_array_index (conflicts, KqQueensConflict, i).second;
        }
      play->marks.queens = play->queens;
      play->marks.n_queens = length;
      play->marks.attacked = play->attacked;
      play->marks.conflicts = play->conflicts;
      play->marks.n_conflicts = conflicts->len;
      g_free (play->status);
      play->status = kq_rules_text_queens_status (n, length, conflicts->len);
      /* A whole solution: its number comes from the worker. */
      if (length == n && conflicts->len == 0)
        start_hint (self);
    }
  else
    {
      KqKnightMove moves[8];
      int count = length > 0 ? kq_knight_moves (n, squares, length, moves) : 0;

      kq_board_clear (play->board);
      for (int i = 0; i < length; i++)
        kq_board_place (play->board, squares[i].row, squares[i].col, i + 1);
      for (int i = 0; i < count; i++)
        {
          play->targets[i] = moves[i].square.row * n + moves[i].square.col;
          play->onward[i] = moves[i].onward;
        }
      play->marks.targets = play->targets;
      play->marks.onward = play->onward;
      play->marks.n_targets = count;
      g_free (play->status);
      if (length == 0)
        play->status = g_strdup (_("Click the square to start from"));
      else if (length == n * n)
        play->status = kq_rules_text_toured (kq_knight_is_move (squares[length - 1], squares[0]));
      else if (count == 0)
        play->status = kq_rules_text_dead_end (n, squares[length - 1], length);
      else
        play->status = g_strdup_printf (_("Move %d of %d"), length, n * n);
    }
  kq_board_view_set_play (self->board_view, play->board, &play->marks);
  _kq_window_play_actions_update (self);
  kq_window_update_status (self);
}

static void
unbind_game (KqWindow *self)
{
  KqWindowPlay *play = self->play;

  cancel_hint (play);
  if (play->game != NULL)
    g_signal_handlers_disconnect_by_data (play->game, self);
  g_clear_object (&play->game);
  g_clear_pointer (&play->board, kq_board_free);
  g_clear_pointer (&play->attacked, g_free);
  g_clear_pointer (&play->status, g_free);
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
  /* the tour's board draws the path; the queens' stays empty, the marks draw them */
  play->board = kq_board_new (problem, n);
  play->attacked = g_new0 (gboolean, n * n);
  play->total = 0;
  g_signal_connect (play->game, "changed", G_CALLBACK (game_changed_cb), self);
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
  int length, visited = 0;
  const KqSquare *squares;
  KqKnightStep step;

  if (play->game == NULL)
    return FALSE;
  if (kq_play_game_get_problem (play->game) == KQ_PROBLEM_QUEENS)
    {
      kq_play_game_toggle_queen (play->game, square);
      return TRUE;
    }
  squares = kq_play_game_get_squares (play->game, &length);
  step = kq_play_game_step (play->game, square, &visited);
  if (step != KQ_KNIGHT_STEP_OK)
    set_status (self, kq_rules_text_knight_step (step, squares[length - 1], square, visited));
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
    {
      int length;

      kq_play_game_get_squares (play->game, &length);
      if (length > 0 || kq_play_game_get_problem (play->game) == KQ_PROBLEM_QUEENS)
        start_hint (self);
    }
  else if (g_str_equal (action_name, "win.play-show-solution") && play->solved > 0)
    {
      guint64 k = play->solved;

      /* the listing runs again: k comes when listed or fetched */
      kq_session_set_mode (self->session, kq_session_get_search_mode (self->session));
      kq_session_show_solution (self->session, k, NULL);
    }
}

void
_kq_window_play_actions_update (KqWindow *self)
{
  KqPlayGame *game = self->play->game;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-undo",
                                 game != NULL && kq_play_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-redo",
                                 game != NULL && kq_play_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-hint", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-show-solution",
                                 game != NULL && self->play->solved > 0);
  gtk_widget_set_visible (self->play_box, game != NULL);
  gtk_widget_set_visible (self->play_solution_button, game != NULL && self->play->solved > 0);
}

const char *
_kq_window_play_get_status (KqWindow *self)
{
  return self->play->game != NULL ? self->play->status : NULL;
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
