/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-actions.c: the window (views): its actions and keys, enabled
 * as the session allows */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-code-panel.h"
#include "kq-i18n.h"
#include "kq-rooks-queens.h"
#include "kq-tour-counts.h"
#include "kq-trace-panel.h"
#include "kq-window-private.h"

/* The timeline's and the browser's keys. */
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
  /* the knight's map in every language (Map's mnemonic is a letter of its word) */
  { GDK_KEY_m, GDK_CONTROL_MASK, "win.tour-map" },
  { GDK_KEY_space, 0, "win.play-pause" },
  { GDK_KEY_Left, 0, "win.step-back" },
  { GDK_KEY_KP_Left, 0, "win.step-back" },
  { GDK_KEY_Right, 0, "win.step-forward" },
  { GDK_KEY_KP_Right, 0, "win.step-forward" },
  { GDK_KEY_Home, 0, "win.first" },
  { GDK_KEY_End, 0, "win.last" },
  { GDK_KEY_Page_Up, 0, "win.previous-solution" },
  { GDK_KEY_Page_Down, 0, "win.next-solution" },
  { GDK_KEY_Home, GDK_CONTROL_MASK, "win.first-solution" },
  { GDK_KEY_End, GDK_CONTROL_MASK, "win.last-solution" },
};

/* The steps' keys wherever the focus is: the board's arrows move its
 * square, and GtkWindow's arrows (Ctrl too) move the focus, so Ctrl+← and
 * Ctrl+→ step the board and Ctrl+↑ and Ctrl+↓ the code's lines before
 * either; only a text field keeps them (a word left or right). */
static const struct {
  guint            keyval;
  GdkModifierType  modifiers;
  const char      *action;
  int              line;      /* a line on (1) or back (-1): the code panel's, in trace mode,
                               * or an opened program's */
} steps[] = {
  { GDK_KEY_Left, GDK_CONTROL_MASK, "win.step-back", 0 },
  { GDK_KEY_KP_Left, GDK_CONTROL_MASK, "win.step-back", 0 },
  { GDK_KEY_Right, GDK_CONTROL_MASK, "win.step-forward", 0 },
  { GDK_KEY_KP_Right, GDK_CONTROL_MASK, "win.step-forward", 0 },
  { GDK_KEY_Up, GDK_CONTROL_MASK, "code.back-line", -1 },
  { GDK_KEY_KP_Up, GDK_CONTROL_MASK, "code.back-line", -1 },
  { GDK_KEY_Down, GDK_CONTROL_MASK, "code.line", 1 },
  { GDK_KEY_KP_Down, GDK_CONTROL_MASK, "code.line", 1 },
};

void
_kq_window_actions_update (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  KqSession *session = self->session;
  KqTimeline *timeline = kq_session_get_stepped_timeline (session);
  guint position = kq_timeline_get_position (timeline);
  guint length = kq_timeline_get_length (timeline);
  guint64 total = kq_session_get_total (session);
  guint64 current = kq_session_get_current_solution (session);
  /* play mode: the board is the student's, not the session's; the map
   * of tours hides it */
  gboolean own = kq_session_get_mode (session) != KQ_SESSION_MODE_PLAY &&
                 kq_board_view_get_map (self->board_view) == NULL;
  gboolean lists = own && kq_session_get_lists (session);
  gboolean board = kq_board_view_get_board (self->board_view) != NULL;

  gtk_widget_action_set_enabled (widget, "win.stop",
                                 kq_session_get_can_stop (session) ||
                                 kq_timeline_get_playing (timeline) ||
                                 _kq_window_run_get_running (self));
  gtk_widget_action_set_enabled (widget, "win.first", own && position > 0);
  gtk_widget_action_set_enabled (widget, "win.step-back", own && position > 0);
  gtk_widget_action_set_enabled (widget, "win.play-pause",
                                 own && (length > 0 || kq_timeline_get_playing (timeline)));
  gtk_widget_action_set_enabled (widget, "win.step-forward", own && position < length);
  gtk_widget_action_set_enabled (widget, "win.last", own && position < length);
  if (_kq_window_run_update_browse (self))
    ;  /* an opened program's solutions */
  else if (lists && kq_session_get_unique_only (session) &&
           kq_session_get_unique_browsable (session) > 0)
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
      gtk_widget_action_set_enabled (widget, "win.first-solution", lists && total > 0 && current != 1);
      gtk_widget_action_set_enabled (widget, "win.previous-solution", lists && current > 1);
      gtk_widget_action_set_enabled (widget, "win.next-solution", lists && current < total);
      gtk_widget_action_set_enabled (widget, "win.last-solution", lists && total > 0 && current != total);
    }
  gtk_widget_action_set_enabled (widget, "win.print", board);
  gtk_widget_action_set_enabled (widget, "win.copy", board);
  /* the queens of play are marks on an empty board: no moves to animate;
   * a board without moves animates the search's steps, if it has some */
  gtk_widget_action_set_enabled (widget, "win.export-gif",
                                 board &&
                                 (own || kq_session_get_problem (session) == KQ_PROBLEM_TOUR) &&
                                 (kq_board_view_get_board (self->board_view)->moves > 0 ||
                                  _kq_window_gif_steps (self) > 0));
  gtk_widget_action_set_enabled (widget, "win.goto-solution",
                                 own && (kq_session_get_can_browse (session) ||
                                         _kq_window_run_has_solutions (self)));
  gtk_widget_action_set_enabled (widget, "win.full-speed", kq_session_get_can_release (session));
  gtk_widget_action_set_enabled (widget, "win.every-tour",
                                 kq_session_get_can_list_every_tour (session));
  gtk_widget_action_set_enabled (widget, "win.tour-map", kq_session_get_can_count_map (session));
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
  kq_session_start_tour (self->session, square / kq_session_get_cols (self->session),
                         square % kq_session_get_cols (self->session));
}

/* Every Tour From Here: the tours from the tour's start square, browsed. */
static void
every_tour_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kq_session_list_every_tour (KQ_WINDOW (widget)->session);
}

/* Map of Tours: the tours from every square counted, drawn on the board. */
static void
tour_map_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  kq_session_count_map (KQ_WINDOW (widget)->session);
}

/* Closed Tours, Counted: the published numbers of the boards the frontier
 * counts in seconds, and Count Them, beside the window. */
static void
tour_counts_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (kq_tour_counts_new (GTK_WINDOW (widget))));
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

/* The help book's page of each mode: help/C/PAGE.page; a program's page and the knight's map
 * have their own (F1 opened the answers' page and the count of queens') */
static const char *
help_page (KqWindow *self)
{
  static const char *const pages[] = {
    [KQ_SESSION_MODE_WATCH] = "watch",
    [KQ_SESSION_MODE_TRACE] = "trace",
    [KQ_SESSION_MODE_PLAY] = "play",
    [KQ_SESSION_MODE_OPEN] = "open-answer",
    [KQ_SESSION_MODE_COUNT] = "count",
    [KQ_SESSION_MODE_GAME] = "knight-game",
  };
  KqSessionMode mode = kq_session_get_mode (self->session);

  g_return_val_if_fail (mode < G_N_ELEMENTS (pages), "index");
  if (mode == KQ_SESSION_MODE_OPEN && gtk_widget_get_visible (self->program_box))
    return "own-program";
  if (mode == KQ_SESSION_MODE_COUNT && kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR)
    return "every-tour";
  return pages[mode];
}

char *
kq_window_dup_help_uri (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return g_strdup_printf ("help:%s/%s", GETTEXT_PACKAGE, help_page (self));
}

char *
kq_window_dup_help_html_uri (KqWindow *self)
{
  const char *dir = g_getenv ("KQ_HELP_HTML_DIR");
  g_autofree char *book = NULL;
  g_autofree char *page = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  /* the build dir's book, or the installed one; in the language shown */
  book = g_strconcat ("html-", g_str_equal (kq_i18n_get_language (), "vi") ? "vi" : "C", NULL);
  page = g_strconcat (help_page (self), ".html", NULL);
  path = g_build_filename (dir != NULL ? dir : HELP_HTML_DIR, book, page, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  return g_filename_to_uri (path, NULL, NULL);
}

static void
help_response_cb (AdwMessageDialog *dialog, const char *response, KqWindow *self)
{
  g_autofree char *uri = NULL;

  if (!g_str_equal (response, "browser") || (uri = kq_window_dup_help_html_uri (self)) == NULL)
    return;
  g_app_info_launch_default_for_uri_async (uri, NULL, NULL, NULL, NULL);
}

/* No help viewer opens help: URIs (GIO's bare "Operation not supported"):
 * the window says what the help needs and offers the same pages in the
 * web browser. */
static void
help_shown_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL;
  AdwMessageDialog *dialog;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    return;
  html = kq_window_dup_help_html_uri (self);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("No Help Viewer"),
                                                       NULL));
  adw_message_dialog_format_body (dialog, "%s",
                                  html != NULL
                                  ? _("The help needs a help viewer: install Yelp (the package "
                                      "yelp). Its pages can open in the web browser meanwhile.")
                                  : _("The help needs a help viewer: install Yelp (the package "
                                      "yelp)."));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  if (html != NULL)
    {
      adw_message_dialog_add_response (dialog, "browser", _("Open in the _Browser"));
      adw_message_dialog_set_default_response (dialog, "browser");
      adw_message_dialog_set_response_appearance (dialog, "browser", ADW_RESPONSE_SUGGESTED);
    }
  g_signal_connect_object (dialog, "response", G_CALLBACK (help_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* F1: the help book (Yelp), at the page of the mode on the screen. */
static void
help_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_autofree char *uri = kq_window_dup_help_uri (KQ_WINDOW (widget));

  gtk_show_uri_full (GTK_WINDOW (widget), uri, GDK_CURRENT_TIME, NULL, help_shown_cb,
                     g_object_ref (widget));
}

/* Escape: a search (or a count, or a fetch) stops, and the animation
 * with it: one key stops what moves. */
static void
stop_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;

  if (kq_session_get_can_stop (session))
    kq_session_stop (session);
  kq_timeline_set_playing (kq_session_get_timeline (session), FALSE);
  _kq_window_run_stop (KQ_WINDOW (widget));
}

static void
start_tour_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;
  int rows = kq_session_get_n (session), cols = kq_session_get_cols (session);
  int row, col;

  g_variant_get (parameter, "(ii)", &row, &col);
  if (kq_session_get_problem (session) != KQ_PROBLEM_TOUR || row < 0 || row >= rows || col < 0 ||
      col >= cols)
    return;
  kq_session_start_tour (session, row, col);
}

static void
playback_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqSession *session = KQ_WINDOW (widget)->session;
  KqTimeline *timeline = kq_session_get_stepped_timeline (session);

  if (g_str_equal (action_name, "win.play-pause"))
    kq_timeline_set_playing (timeline, !kq_timeline_get_playing (timeline));
  else if (g_str_equal (action_name, "win.first"))
    kq_session_seek (session, 0);
  else if (g_str_equal (action_name, "win.step-back"))
    kq_session_step (session, -1);
  else if (g_str_equal (action_name, "win.step-forward"))
    kq_session_step (session, 1);
  else if (g_str_equal (action_name, "win.last"))
    /* an opened program's breakpoints stop it on the way */
    kq_session_seek (session, _kq_window_program_stop (KQ_WINDOW (widget),
                                                       kq_timeline_get_length (timeline)));
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

  if (_kq_window_run_browse (self, action_name, parameter) ||
      !kq_session_get_lists (self->session) || browse_unique (self, action_name))
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

static gboolean
step_shortcut_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (widget);
  guint step = GPOINTER_TO_UINT (user_data);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (widget));
  GtkWidget *target = widget;

  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return FALSE;
  if (steps[step].line != 0)
    {
      if (_kq_window_program_step_line (self, steps[step].line))
        return TRUE;
      target = GTK_WIDGET (kq_trace_panel_get_code_panel (self->trace_panel));
      if (!gtk_widget_get_mapped (target))
        return FALSE;
    }
  gtk_widget_activate_action_variant (target, steps[step].action, NULL);
  return TRUE;
}

void
_kq_window_class_actions_init (GtkWidgetClass *widget_class)
{
  static const char *playback_actions[] = {
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
  gtk_widget_class_install_action (widget_class, "win.every-tour", NULL, every_tour_action);
  gtk_widget_class_install_action (widget_class, "win.tour-map", NULL, tour_map_action);
  gtk_widget_class_install_action (widget_class, "win.tour-counts", NULL, tour_counts_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.start-tour", "(ii)", start_tour_action);
  for (gsize i = 0; i < G_N_ELEMENTS (playback_actions); i++)
    gtk_widget_class_install_action (widget_class, playback_actions[i], NULL, playback_action);
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

static void
add_shortcut (GtkEventController *shortcuts, guint keyval, GdkModifierType modifiers,
              GtkShortcutFunc callback, gpointer data)
{
  GtkShortcutTrigger *trigger = gtk_keyval_trigger_new (keyval, modifiers);

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (trigger,
                                                          gtk_callback_action_new (callback, data,
                                                                                   NULL)));
}

void
_kq_window_actions_init (KqWindow *self)
{
  GtkEventController *shortcuts;

  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (gsize i = 0; i < G_N_ELEMENTS (bindings); i++)
    add_shortcut (shortcuts, bindings[i].keyval, bindings[i].modifiers, unfocused_shortcut_cb,
                  (gpointer) bindings[i].action);
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    add_shortcut (shortcuts, steps[i].keyval, steps[i].modifiers, step_shortcut_cb,
                  GUINT_TO_POINTER (i));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
