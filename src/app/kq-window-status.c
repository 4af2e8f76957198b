/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-status.c: the window (views): the status line and the texts
 * computed from the session */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <math.h>

#include "kq-a11y.h"
#include "kq-format.h"
#include "kq-template-texts.h"
#include "kq-window-private.h"

/* The template's translatable strings, for kq_window_retranslate(). */
static KqTemplateTexts *template_texts;

/* The status line is one line, ellipsized where it is long (a second line
 * would move the board): its tooltip has it whole then. A tooltip only
 * when cut, and no accessible description: the line's text is read. */
static gboolean
status_query_tooltip_cb (GtkLabel *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                         KqWindow *self)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

void
_kq_window_class_texts_init (GtkWidgetClass *widget_class)
{
  template_texts = kq_template_texts_new (widget_class, KQ_WINDOW_UI);
  gtk_widget_class_bind_template_callback (widget_class, status_query_tooltip_cb);
}

/* Parts of the status line, one after another. */
static void
append_part (GString *status, const char *part)
{
  if (status->len > 0)
    g_string_append (status, " · ");
  g_string_append (status, part);
}

static void
append_part_take (GString *status, char *part)
{
  append_part (status, part);
  g_free (part);
}

/* The solvers' reasons are sentence fragments: the status line starts
 * with a capital. */
static char *
capitalize (const char *text)
{
  GString *out = g_string_new (NULL);

  g_string_append_unichar (out, g_unichar_totitle (g_utf8_get_char (text)));
  g_string_append (out, g_utf8_next_char (text));

  return g_string_free (out, FALSE);
}

/* Trace mode: what the moves shown so far did. */
static void
append_trace_counters (KqSession *session, GString *status)
{
  KqTimelineCounts counts;
  g_autofree char *tries = NULL;
  g_autofree char *undos = NULL;
  g_autofree char *solutions = NULL;

  kq_timeline_get_counts (kq_session_get_timeline (session), &counts);
  /* A tour's start square is no step tried. */
  if (kq_session_get_problem (session) == KQ_PROBLEM_TOUR && counts.tries > 0)
    counts.tries--;
  tries = kq_format_count (counts.tries);
  undos = kq_format_count (counts.undos);
  solutions = kq_format_count (counts.solutions);
  append_part_take (status, g_strdup_printf (_("steps tried: %s"), tries));
  append_part_take (status, g_strdup_printf (_("undos: %s"), undos));
  append_part_take (status, g_strdup_printf (_("solutions found: %s"), solutions));
}

static void
append_search_state (KqSession *session, GString *status)
{
  /* a trace waits for its animation: paused, it does not search */
  if (kq_session_get_searching (session) && kq_session_get_show_counters (session) &&
      !kq_session_get_full_speed (session) &&
      !kq_timeline_get_playing (kq_session_get_timeline (session)))
    append_part (status, _("paused"));
  else if (kq_session_get_searching (session))
    append_part (status, kq_session_get_full_speed (session) ? _("searching at full speed…")
                                                              : _("searching…"));
  else if (kq_session_get_stopped (session))
    append_part (status, _("stopped"));
}

static void
tour_status (KqSession *session, GString *status)
{
  const KqBoard *board = kq_timeline_get_board (kq_session_get_timeline (session));
  int n = kq_session_get_n (session), cols = kq_session_get_cols (session);
  int start = kq_session_get_start_square (session);
  int row = start / cols + 1;
  int col = start % cols + 1;
  g_autofree char *moves = kq_format_count (board->moves);
  g_autofree char *squares = kq_format_count ((guint64) n * cols);
  g_autofree char *steps = kq_format_count (kq_session_get_steps (session));
  g_autofree char *reason = kq_session_dup_reason (session);

  switch (kq_session_get_state (session))
    {
    case KQ_SESSION_IDLE:
      append_part_take (status, g_strdup_printf (_("Click a square to start a knight’s tour "
                                                   "on the %d × %d board"), n, cols));
      return;

    case KQ_SESSION_IMPOSSIBLE:
      append_part_take (status, g_strdup_printf (_("From (%d, %d): %s"), row, col, reason));
      return;

    case KQ_SESSION_RUNNING:
    case KQ_SESSION_DONE:
    default:
      break;
    }

  /* The reason once the search is over for the user. */
  if (reason != NULL && !kq_session_get_searching (session))
    append_part_take (status, capitalize (reason));
  else if (kq_session_get_closed (session))
    append_part_take (status, g_strdup_printf (_("Closed tour from (%d, %d): move %s of %s"),
                                               row, col, moves, squares));
  else
    append_part_take (status, g_strdup_printf (_("Tour from (%d, %d): move %s of %s"),
                                               row, col, moves, squares));
  if (kq_session_get_show_counters (session))
    append_trace_counters (session, status);
  else if (kq_session_get_every_tour (session) && kq_session_get_shown (session) > 0)
    /* the listing's, the same beside each tour browsed: said as the whole's */
    append_part_take (status, g_strdup_printf (_("steps tried for all the tours: %s"), steps));
  else
    append_part_take (status, g_strdup_printf (_("steps tried: %s"), steps));
  append_search_state (session, status);
}

static void
queens_status (KqSession *session, GString *status)
{
  guint64 total = kq_session_get_total (session);
  guint64 fetching = kq_session_get_fetching (session);
  g_autofree char *found = kq_format_count (total);
  int n = kq_session_get_n (session);
  gboolean listed = kq_session_get_listed (session);
  gboolean counters = kq_session_get_show_counters (session);
  gboolean rooks = kq_session_get_problem (session) == KQ_PROBLEM_ROOKS;

  if (listed && rooks)
    /* Translators: "8 rooks: 40,320 permutations (8!)" */
    append_part_take (status, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d rooks: %s permutation (%d!)",
                                                            "%d rooks: %s permutations (%d!)",
                                                            (gulong) MIN (total, G_MAXULONG)),
                                               n, found, n));
  else if (listed && total == 0)
    append_part_take (status, g_strdup_printf (_("There is no way to place %d queens on a "
                                                 "%d × %d board"), n, n, n));
  else if (listed)
    append_part_take (status, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d queens: %s solution",
                                                            "%d queens: %s solutions",
                                                            (gulong) MIN (total, G_MAXULONG)),
                                               n, found));
  else if (kq_session_get_state (session) == KQ_SESSION_IDLE)
    append_part_take (status, rooks ? g_strdup_printf (_("Press Solve to find every way to place "
                                                         "%d rooks"), n)
                                    : g_strdup_printf (_("Press Solve to find every way to place "
                                                         "%d queens"), n));
  else
    {
      append_part_take (status, rooks ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d rook",
                                                                      "%d rooks", n), n)
                                      : g_strdup_printf (_("%d queens"), n));
      if (!counters)
        append_part_take (status, g_strdup_printf (_("solutions found: %s"), found));
    }
  if (listed && total > 0 && kq_session_get_unique_counted (session))
    {
      g_autofree char *unique = kq_format_count (kq_session_get_unique (session));

      append_part_take (status, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s essentially different",
                                                              "%s essentially different",
                                                              (gulong) MIN (kq_session_get_unique (session),
                                                                            G_MAXULONG)),
                                                 unique));
    }
  if (counters)
    append_trace_counters (session, status);
  if (!listed)
    append_search_state (session, status);

  if (fetching > 0)
    {
      g_autofree char *wanted = kq_format_count (fetching);
      double progress = kq_session_get_fetch_progress (session);

      /* A slow one says how far it is; Solve is Stop meanwhile. */
      if (progress > 0.0)
        {
          g_autofree char *percent = kq_format_decimal (100.0 * progress, 1);

          append_part_take (status, g_strdup_printf (_("computing solution %s… %s%%"), wanted, percent));
        }
      else
        append_part_take (status, g_strdup_printf (_("computing solution %s…"), wanted));
    }
}

/* "Solution k of N": on whatever board shows solution k, also while a
 * count runs beside it or the status line says something else. */
static void
solution_counter (KqSession *session, GString *counter)
{
  guint64 shown = kq_session_get_shown (session);
  g_autofree char *found = kq_format_count (kq_session_get_total (session));

  if (shown > 0 && kq_session_get_unique_only (session) && kq_session_get_unique_shown (session) > 0)
    {
      g_autofree char *index = kq_format_count (kq_session_get_unique_shown (session));
      g_autofree char *unique = kq_format_count (kq_session_get_unique (session));
      g_autofree char *number = kq_format_count (shown);

      if (kq_session_get_unique_counted (session))
        /* Translators: browsing one solution of each family; the last %s is
         * its number among all solutions */
        g_string_printf (counter, _("Solution %s of %s essentially different (№ %s)"), index, unique,
                         number);
      else
        g_string_printf (counter, _("Solution %s of %s essentially different so far (№ %s)"), index,
                         unique, number);
    }
  else if (shown > 0)
    {
      g_autofree char *number = kq_format_count (shown);

      /* a listing still running, or stopped (a count stops it): its
       * total is not the count */
      if (kq_session_get_every_tour (session) && !kq_session_get_listed (session))
        /* Translators: every tour from a square, browsed */
        g_string_printf (counter, _("Tour %s of %s so far"), number, found);
      else if (kq_session_get_every_tour (session))
        g_string_printf (counter, _("Tour %s of %s"), number, found);
      else if (!kq_session_get_listed (session))
        g_string_printf (counter, _("Solution %s of %s so far"), number, found);
      else
        g_string_printf (counter, _("Solution %s of %s"), number, found);
    }
}

static void
update_speed_label (KqWindow *self)
{
  double speed = kq_timeline_get_speed (kq_session_get_timeline (self->session));
  /* One decimal below 10 moves a second, where it makes a difference. */
  int decimals = speed < 9.95 ? 1 : 0;
  gulong plural = decimals > 0 && speed != 1.0 ? 2 : (gulong) round (speed);
  g_autofree char *number = kq_format_decimal (speed, decimals);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s move/s",
                                                        "%s moves/s", plural),
                                           number);

  gtk_label_set_text (self->speed_label, text);
}

void
kq_window_update_status (KqWindow *self)
{
  g_autoptr(GString) status = g_string_new (NULL);
  g_autoptr(GString) counter = g_string_new (NULL);
  KqSession *session;
  gboolean running, playing;
  KqProblem problem;
  KqPlayGame *game;
  const char *play_text, *method;
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (KQ_IS_WINDOW (self));

  session = self->session;
  if (session == NULL || kq_session_get_n (session) == 0)
    return;

  problem = kq_session_get_problem (session);
  game = kq_session_get_game (session);
  if (kq_session_get_knight_game (session) != NULL && kq_trace_panel_get_game (self->trace_panel))
    g_string_assign (status, _("The game’s tree as backtracking: step its code (Ctrl+↓), or "
                               "click a square to put the knight there"));
  else if (kq_session_get_knight_game (session) != NULL)
    {
      g_autofree char *text = kq_knight_game_dup_status (kq_session_get_knight_game (session));

      g_string_assign (status, text);
    }
  else if (game != NULL)
    {
      g_autofree char *text = kq_play_game_dup_status (game);

      g_string_assign (status, text);
    }
  else if (kq_session_get_mode (session) == KQ_SESSION_MODE_COUNT)
    {
      g_autofree char *text = kq_counter_dup_text (kq_session_get_counter (session));

      /* a sentence, as the other status lines are ("tours of 7 × 7…" is the CLI's line too) */
      g_autofree char *sentence = text != NULL && *text != '\0' ? capitalize (text) : NULL;

      g_string_assign (status, sentence != NULL ? sentence : "");
    }
  else if (problem == KQ_PROBLEM_TOUR)
    tour_status (session, status);
  else
    queens_status (session, status);
  /* the session's own board: the game's is another */
  if (kq_session_get_lists (session) && game == NULL)
    solution_counter (session, counter);
  if (kq_session_get_message (session) != NULL)
    append_part (status, kq_session_get_message (session));
  if (game == NULL && kq_session_get_show_counters (session))
    {
      g_autofree char *step = _kq_window_a11y_step_text (self);

      /* the trace's last step first, in words */
      if (step != NULL)
        {
          if (status->len > 0)
            g_string_prepend (status, " · ");
          g_string_prepend (status, step);
        }
    }
  _kq_window_open_status (self, status, counter);
  gtk_label_set_text (self->status_label, status->str);
  subtitle = kq_session_dup_subtitle (session, self->answer_name);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* and for the task switcher */
  title = g_strdup_printf ("%s — %s", adw_window_title_get_title (self->window_title), subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_label_set_text (self->solution_label, counter->str);
  gtk_widget_set_visible (GTK_WIDGET (self->solution_label), counter->len > 0);

  /* Stop ends a search, the fetch of a solution by number, or a student's program. */
  running = kq_session_get_can_stop (session) || _kq_window_run_get_running (self);
  kq_a11y_set_label (self->solve_button, running ? _("_Stop") : _("_Solve"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->solve_button),
                                  running ? "win.stop" : "win.solve");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->solve_button),
                               _kq_window_run_get_running (self)
                               ? _("Stop the program (Escape)")
                               : running ? kq_session_get_mode (session) == KQ_SESSION_MODE_COUNT
                                         ? _("Stop the count (Escape)") : _("Stop the search (Escape)")
                               : problem == KQ_PROBLEM_TOUR
                               ? _("Start a tour from the chosen square (Ctrl+Enter)")
                               : _("Find every solution (Ctrl+Enter)"));
  /* Stop is red; Solve is the suggested action, but not in play mode,
   * where the student's own moves are */
  if (running)
    gtk_widget_add_css_class (GTK_WIDGET (self->solve_button), "destructive-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->solve_button), "destructive-action");
  if (!running && game == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->solve_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->solve_button), "suggested-action");
  /* the tour's options name the method */
  method = kq_session_get_method (session) == KQ_TOUR_CLASSIC ? C_("method", "Classic")
                                                               : C_("method", "Warnsdorff");
  if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (self->tour_options)), method) != 0)
    {
      gtk_menu_button_set_label (GTK_MENU_BUTTON (self->tour_options), method);
      kq_a11y_name_once (self->tour_options);
    }

  playing = kq_timeline_get_playing (kq_session_get_stepped_timeline (session));
  play_text = playing ? _("Pause") : _("Play");
  gtk_button_set_icon_name (self->play_button,
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Pause (Space)") : _("Play (Space)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, play_text,
                                  -1);

  update_speed_label (self);
  _kq_window_actions_update (self);
}

/* AdwWindowTitle's labels ask for their whole text: a long file name would
 * widen the window past the screen. At most about 16 characters asked;
 * more show where there is room. */
/* The title's lines whole up to 32 characters (a long answer's file name
 * is cut, with its tooltip): at 1024 px the header has room for them once
 * the mode buttons are in their menu. */
void
_kq_window_cap_title (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self->window_title);

  while (widget != NULL)
    {
      if (GTK_IS_LABEL (widget))
        gtk_label_set_max_width_chars (GTK_LABEL (widget), 32);
      /* depth first, within the title */
      if (gtk_widget_get_first_child (widget) != NULL)
        widget = gtk_widget_get_first_child (widget);
      else
        {
          while (widget != GTK_WIDGET (self->window_title) && gtk_widget_get_next_sibling (widget) == NULL)
            widget = gtk_widget_get_parent (widget);
          widget = widget == GTK_WIDGET (self->window_title) ? NULL : gtk_widget_get_next_sibling (widget);
        }
    }
}

const char *
kq_window_get_subtitle (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return adw_window_title_get_subtitle (self->window_title);
}

/* A GMenu cannot be relabelled: the menus are built anew, translated. */
void
_kq_window_set_primary_menu (KqWindow *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH "/primary-menu.ui");
  g_autoptr(GMenu) modes = g_menu_new ();

  gtk_menu_button_set_menu_model (self->menu_button,
                                  G_MENU_MODEL (gtk_builder_get_object (builder, "primary_menu")));
  /* the mode buttons' menu, where the header has no room for them */
  g_menu_append (modes, _("_Trace"), "win.trace");
  g_menu_append (modes, _("_Play Yourself"), "win.play-yourself");
  g_menu_append (modes, _("_Game"), "win.knight-game");
  gtk_menu_button_set_menu_model (self->mode_button, G_MENU_MODEL (modes));
}

/* How the window changes language: every string marked translatable in
 * kq-window.ui is set again (a new control joins by having an id there),
 * the menu and the shortcuts window are built again, and the texts the
 * code computes are computed again by kq_window_update_status(); a text
 * set from C elsewhere belongs in that function, or in one called here. */
/* GTK names a key by its translation, else by its name with spaces for
 * underscores; where a language's translation is the bare name ("Page_Up"
 * in Vietnamese), the key caps get GTK's English way of naming it. */
static void
name_keys_as_gtk (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "keycap") &&
      strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL)
    {
      g_autofree char *name = g_strdup (gtk_label_get_label (GTK_LABEL (widget)));

      g_strdelimit (name, "_", ' ');
      gtk_label_set_label (GTK_LABEL (widget), name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_keys_as_gtk (child);
}

/* The shortcuts window (Ctrl+?), in the current language. */
void
_kq_window_load_help_overlay (KqWindow *self)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource (RESOURCE_PATH "/gtk/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));

  name_keys_as_gtk (overlay);
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (overlay));
}

void
kq_window_retranslate (KqWindow *self)
{
  AdwHeaderBar *header_bar = ADW_HEADER_BAR (gtk_window_get_titlebar (GTK_WINDOW (self)));

  g_return_if_fail (KQ_IS_WINDOW (self));

  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  kq_trace_panel_retranslate (self->trace_panel);
  kq_game_panel_retranslate (self->game_panel);
  /* GTK names the title buttons (Close, …) when it makes them: hidden and
   * shown, they are made again, named in the new language. */
  adw_header_bar_set_show_start_title_buttons (header_bar, FALSE);
  adw_header_bar_set_show_end_title_buttons (header_bar, FALSE);
  adw_header_bar_set_show_start_title_buttons (header_bar, TRUE);
  adw_header_bar_set_show_end_title_buttons (header_bar, TRUE);
  _kq_window_set_primary_menu (self);
  _kq_window_load_help_overlay (self);
  kq_board_view_retranslate (self->board_view);
  kq_legend_retranslate (self->legend);
  kq_family_bar_retranslate (self->family_bar);
  kq_count_bar_retranslate (self->count_bar);
  _kq_window_label_every_tour (self);
  _kq_window_a11y_names (self);
  /* A note on the last input, in the old language: dropped (which updates
   * the status); the session words its reasons when they are read. */
  if (kq_session_get_message (self->session) != NULL)
    kq_session_set_message (self->session, NULL);
  else
    kq_window_update_status (self);
}
