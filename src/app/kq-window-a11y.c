/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-a11y.c: the window (views) for a screen reader: one name a
 * control, the board's words as the mode wants them, Read position, and
 * the trace's steps in words in the status line */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-a11y.h"
#include "kq-board-text.h"
#include "kq-window-private.h"

/* The whole position in words, in the status line (Orca's "read status
 * bar" finds it: the line has the status role); the next update of the
 * status line replaces it. The animation pauses first, so that the words
 * stay while they are read and the position is the one they tell. */
static void
read_position_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  g_autofree char *text = NULL;

  kq_timeline_set_playing (kq_session_get_timeline (self->session), FALSE);
  text = kq_board_view_dup_position_text (self->board_view);
  if (text != NULL)
    gtk_label_set_text (self->status_label, text);
}

void
_kq_window_a11y_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.read-position", NULL, read_position_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "win.read-position", NULL);
}

void
_kq_window_a11y_sync (KqWindow *self)
{
  KqSessionMode mode = kq_session_get_mode (self->session);

  /* where the lessons' marking arrays are taught */
  kq_board_view_set_explain (self->board_view,
                             mode == KQ_SESSION_MODE_TRACE || mode == KQ_SESSION_MODE_PLAY);
}

void
_kq_window_label_size (KqWindow *self)
{
  gboolean tour = kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR;
  int n = kq_session_get_n (self->session), cols = kq_session_get_cols (self->session);
  g_autofree char *board = g_strdup_printf ("%d × %d", n, cols);
  /* TRANSLATORS: the tour's board button, for a screen reader: "Board size 5 × 6" */
  g_autofree char *name = g_strdup_printf (_("Board size %d × %d"), n, cols);

  /* A tour's board is m × n, set in the board button's popover; the
   * others' n in the spin. */
  gtk_label_set_text_with_mnemonic (self->size_label, tour ? _("m × _n") : _("_n"));
  gtk_label_set_mnemonic_widget (self->size_label,
                                 tour ? GTK_WIDGET (self->board_button) : self->size_spin);
  gtk_widget_set_visible (self->size_spin, !tour);
  gtk_widget_set_visible (GTK_WIDGET (self->board_button), tour);
  gtk_menu_button_set_label (self->board_button, board);
  /* one name each: the mnemonic label's relation set again is undone, and
   * the button is named by its board in words (GTK's toggle in it, as the
   * tour options', by its label) */
  kq_a11y_name_once (self->size_spin);
  kq_a11y_name_once (GTK_WIDGET (self->board_button));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
_kq_window_label_every_tour (KqWindow *self)
{
  /* the slot's pages named for a screen reader (GTK names them by their type) */
  gtk_stack_page_set_title (gtk_stack_get_page (self->browse_stack, self->every_tour_button),
                            _("Every Tour From Here"));
  gtk_stack_page_set_title (gtk_stack_get_page (self->browse_stack,
                                                gtk_stack_get_child_by_name (self->browse_stack,
                                                                             "browse")),
                            _("Browse the Solutions"));
  kq_a11y_set_label (GTK_BUTTON (self->every_tour_button), _("_Every Tour From Here"));
  gtk_widget_set_tooltip_text (self->every_tour_button,
                               _("List every tour from the start square in the lessons’ order, "
                                 "to browse them one by one"));
}

void
_kq_window_a11y_names (KqWindow *self)
{
  kq_a11y_name_once (GTK_WIDGET (self));
  /* the size's controls, named for the problem */
  _kq_window_label_size (self);
}

char *
_kq_window_a11y_step_text (KqWindow *self)
{
  KqTimeline *timeline = kq_session_get_timeline (self->session);
  const KqBoard *board = kq_timeline_get_board (timeline);
  guint position = kq_timeline_get_position (timeline);
  guint length;
  const KqMove *moves = kq_timeline_get_timeline (timeline, &length);

  /* the timeline's own board: the session may have another n already */
  if (position == 0 || position > length || moves[position - 1].step == 0 ||
      moves[position - 1].square < 0 || moves[position - 1].square >= kq_board_squares (board))
    return NULL;
  return kq_board_text_step (board->problem, board->n, moves[position - 1].square,
                             moves[position - 1].step);
}
