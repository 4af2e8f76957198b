/* kq-window-actions.c: the window (views): its actions and keys, enabled
 * as the session allows */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include "kq-rooks-queens.h"
#include "kq-window-private.h"

/* The player's and the browser's keys. */
static const struct {
  guint            keyval;
  GdkModifierType  modifiers;
  const char      *action;
} bindings[] = {
  { GDK_KEY_Return, GDK_CONTROL_MASK, "win.solve" },
  { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "win.solve" },
  { GDK_KEY_Escape, 0, "win.stop" },
  { GDK_KEY_t, GDK_CONTROL_MASK, "win.trace" },
  { GDK_KEY_F1, 0, "win.help" },
  { GDK_KEY_c, GDK_CONTROL_MASK, "win.copy" },
  { GDK_KEY_space, 0, "win.play-pause" },
  { GDK_KEY_Left, 0, "win.step-back" },
  { GDK_KEY_KP_Left, 0, "win.step-back" },
  { GDK_KEY_Right, 0, "win.step-forward" },
  { GDK_KEY_KP_Right, 0, "win.step-forward" },
  /* the board's arrows move its square: Ctrl steps wherever the focus is */
  { GDK_KEY_Left, GDK_CONTROL_MASK, "win.step-back" },
  { GDK_KEY_Right, GDK_CONTROL_MASK, "win.step-forward" },
  { GDK_KEY_Home, 0, "win.first" },
  { GDK_KEY_End, 0, "win.last" },
  { GDK_KEY_Page_Up, 0, "win.previous-solution" },
  { GDK_KEY_Page_Down, 0, "win.next-solution" },
  { GDK_KEY_Home, GDK_CONTROL_MASK, "win.first-solution" },
  { GDK_KEY_End, GDK_CONTROL_MASK, "win.last-solution" },
};

void
_kq_window_actions_update (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  KqSession *session = self->session;
  KqPlayer *player = kq_session_get_player (session);
  guint position = kq_player_get_position (player);
  guint length = kq_player_get_length (player);
  guint64 total = kq_session_get_total (session);
  guint64 current = kq_session_get_current_solution (session);
  /* play mode: the board is the student's, not the session's */
  gboolean own = kq_session_get_mode (session) != KQ_SESSION_MODE_PLAY;
  gboolean queens = own && kq_problem_is_placement (kq_session_get_problem (session));
  gboolean board = kq_board_view_get_board (self->board_view) != NULL;

  gtk_widget_action_set_enabled (widget, "win.stop",
                                 kq_session_get_can_stop (session) || kq_player_get_playing (player));
  gtk_widget_action_set_enabled (widget, "win.first", own && position > 0);
  gtk_widget_action_set_enabled (widget, "win.step-back", own && position > 0);
  gtk_widget_action_set_enabled (widget, "win.play-pause",
                                 own && (length > 0 || kq_player_get_playing (player)));
  gtk_widget_action_set_enabled (widget, "win.step-forward", own && position < length);
  gtk_widget_action_set_enabled (widget, "win.last", own && position < length);
  if (queens && kq_session_get_unique_only (session) && kq_session_get_unique_browsable (session) > 0)
    {
      /* one of each family: the representatives around the one shown */
      guint64 index = kq_session_get_unique_shown (session);
      guint64 count = kq_session_get_unique_browsable (session);
      guint64 below = kq_session_get_unique_below (session);

      gtk_widget_action_set_enabled (widget, "win.first-solution", index != 1);
      gtk_widget_action_set_enabled (widget, "win.previous-solution", below > 0);
      gtk_widget_action_set_enabled (widget, "win.next-solution", below + (index > 0) < count);
      gtk_widget_action_set_enabled (widget, "win.last-solution", index != count);
    }
  else
    {
      gtk_widget_action_set_enabled (widget, "win.first-solution", queens && total > 0 && current != 1);
      gtk_widget_action_set_enabled (widget, "win.previous-solution", queens && current > 1);
      gtk_widget_action_set_enabled (widget, "win.next-solution", queens && current < total);
      gtk_widget_action_set_enabled (widget, "win.last-solution", queens && total > 0 && current != total);
    }
  gtk_widget_action_set_enabled (widget, "win.print", board);
  gtk_widget_action_set_enabled (widget, "win.copy", board);
  /* the queens of play are marks on an empty board: no moves to animate */
  gtk_widget_action_set_enabled (widget, "win.export-gif",
                                 board && (own || kq_session_get_problem (session) == KQ_PROBLEM_TOUR));
  gtk_widget_action_set_enabled (widget, "win.goto-solution", own && kq_session_get_can_browse (session));
  gtk_widget_action_set_enabled (widget, "win.full-speed", kq_session_get_can_release (session));
}

/* Actions */

static void
solve_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  int square;

  if (kq_problem_is_placement (kq_session_get_problem (self->session)))
    {
      kq_session_start_queens (self->session);
      return;
    }
  square = kq_board_view_get_focus_square (self->board_view);
  kq_session_start_tour (self->session, square / kq_session_get_n (self->session),
                         square % kq_session_get_n (self->session));
}

/* Lesson 001's step from rooks to queens, beside the window, on its n
 * where the view takes it. */
static void
rooks_queens_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  int n = kq_session_get_n (self->session);

  gtk_window_present (GTK_WINDOW (kq_rooks_queens_new (GTK_WINDOW (self),
                                                       n >= 4 && n <= KQ_ROOKS_QUEENS_MAX_N
                                                         ? n : 8)));
}

static void
full_speed_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kq_session_release_trace (KQ_WINDOW (widget)->session);
}

char *
kq_window_dup_help_uri (KqWindow *self)
{
  /* the help book's page of each mode: help/C/PAGE.page */
  static const char *const pages[] = {
    [KQ_SESSION_MODE_WATCH] = "watch",
    [KQ_SESSION_MODE_TRACE] = "trace",
    [KQ_SESSION_MODE_PLAY] = "play",
    [KQ_SESSION_MODE_OPEN] = "open-answer",
    [KQ_SESSION_MODE_COUNT] = "count",
  };
  KqSessionMode mode;

  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  mode = kq_session_get_mode (self->session);
  g_return_val_if_fail (mode < G_N_ELEMENTS (pages), NULL);
  return g_strdup_printf ("help:%s/%s", GETTEXT_PACKAGE, pages[mode]);
}

/* F1: the help book (Yelp), at the page of the mode on the screen. */
static void
help_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_autofree char *uri = kq_window_dup_help_uri (KQ_WINDOW (widget));

  gtk_show_uri (GTK_WINDOW (widget), uri, GDK_CURRENT_TIME);
}

/* Escape: a search (or a count, or a fetch) stops; else the animation. */
static void
stop_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;

  if (kq_session_get_can_stop (session))
    kq_session_stop (session);
  else
    kq_player_set_playing (kq_session_get_player (session), FALSE);
}

static void
start_tour_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;
  int n = kq_session_get_n (session);
  int row, col;

  g_variant_get (parameter, "(ii)", &row, &col);
  if (kq_session_get_problem (session) != KQ_PROBLEM_TOUR || row < 0 || row >= n || col < 0 || col >= n)
    return;
  kq_session_start_tour (session, row, col);
}

static void
player_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;
  KqPlayer *player = kq_session_get_player (session);

  if (g_str_equal (action_name, "win.play-pause"))
    kq_player_set_playing (player, !kq_player_get_playing (player));
  else if (g_str_equal (action_name, "win.first"))
    kq_session_seek (session, 0);
  else if (g_str_equal (action_name, "win.step-back"))
    kq_session_step (session, -1);
  else if (g_str_equal (action_name, "win.step-forward"))
    kq_session_step (session, 1);
  else if (g_str_equal (action_name, "win.last"))
    kq_session_seek (session, kq_player_get_length (player));
}

/* One solution of each family: steps through the representatives. */
static gboolean
browse_unique (KqWindow *self, const char *action_name)
{
  guint64 count = kq_session_get_unique_browsable (self->session);

  if (!kq_session_get_unique_only (self->session) || count == 0 ||
      g_str_equal (action_name, "win.goto-solution"))
    return FALSE;
  if (g_str_equal (action_name, "win.first-solution"))
    kq_session_show_unique (self->session, 1, NULL);
  else if (g_str_equal (action_name, "win.previous-solution"))
    kq_session_step_unique (self->session, -1);
  else if (g_str_equal (action_name, "win.next-solution"))
    kq_session_step_unique (self->session, 1);
  else
    kq_session_show_unique (self->session, count, NULL);
  return TRUE;
}

static void
browse_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  guint64 current = kq_session_get_current_solution (self->session);
  guint64 total = kq_session_get_total (self->session);
  guint64 k;

  if (!kq_problem_is_placement (kq_session_get_problem (self->session)) ||
      browse_unique (self, action_name))
    return;

  if (g_str_equal (action_name, "win.first-solution"))
    k = 1;
  else if (g_str_equal (action_name, "win.previous-solution"))
    k = MAX (current, 2) - 1;
  else if (g_str_equal (action_name, "win.next-solution"))
    k = MIN (current + 1, total);
  else if (g_str_equal (action_name, "win.last-solution"))
    k = total;
  else
    k = g_variant_get_uint64 (parameter);

  if (!kq_session_show_solution (self->session, k, NULL))
    gtk_widget_add_css_class (GTK_WIDGET (self->goto_entry), "error");
}

/* With no focus widget, GtkWindow's own bindings (space: activate the
 * focus, arrows: move the focus), which come before a subclass's, would
 * take these keys: a capture-phase controller takes them first then. */
static gboolean
unfocused_shortcut_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  if (gtk_window_get_focus (GTK_WINDOW (widget)) != NULL)
    return FALSE;

  gtk_widget_activate_action_variant (widget, user_data, NULL);
  return TRUE;
}

void
_kq_window_class_actions_init (GtkWidgetClass *widget_class)
{
  static const char *player_actions[] = {
    "win.first", "win.step-back", "win.play-pause", "win.step-forward", "win.last",
  };
  static const char *browse_actions[] = {
    "win.first-solution", "win.previous-solution", "win.next-solution", "win.last-solution",
  };

  gtk_widget_class_install_property_action (widget_class, "win.problem", "problem");
  gtk_widget_class_install_property_action (widget_class, "win.method", "method");
  gtk_widget_class_install_property_action (widget_class, "win.closed", "closed");
  gtk_widget_class_install_property_action (widget_class, "win.trace", "trace");
  gtk_widget_class_install_action (widget_class, "win.full-speed", NULL, full_speed_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.start-tour", "(ii)", start_tour_action);
  for (gsize i = 0; i < G_N_ELEMENTS (player_actions); i++)
    gtk_widget_class_install_action (widget_class, player_actions[i], NULL, player_action);
  for (gsize i = 0; i < G_N_ELEMENTS (browse_actions); i++)
    gtk_widget_class_install_action (widget_class, browse_actions[i], NULL, browse_action);
  gtk_widget_class_install_action (widget_class, "win.goto-solution", "t", browse_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, _kq_window_export_action);
  gtk_widget_class_install_action (widget_class, "win.export-gif", NULL, _kq_window_export_gif_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, _kq_window_print_action);
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, _kq_window_copy_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.rooks-queens", NULL, rooks_queens_action);

  /* Plain keys as bindings, not application accelerators: they act only
   * when the widget with the focus (a text field, the board) leaves them;
   * see unfocused_shortcut_cb() for the window without a focus widget. */
  for (gsize i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_widget_class_add_binding_action (widget_class, bindings[i].keyval, bindings[i].modifiers,
                                         bindings[i].action, NULL);
}

void
_kq_window_actions_init (KqWindow *self)
{
  GtkEventController *shortcuts;

  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (gsize i = 0; i < G_N_ELEMENTS (bindings); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (bindings[i].keyval,
                                                                                    bindings[i].modifiers),
                                                            gtk_callback_action_new (unfocused_shortcut_cb,
                                                                                     (gpointer) bindings[i].action,
                                                                                     NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
