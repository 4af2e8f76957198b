/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-count-bar.c: the count bar (views): Count for n queens, or for the
 * tours from the tour's start square, its progress bar and Stop in the
 * button's place; for tours, Map, the map of the tours from every square
 * on the board */
#define G_LOG_DOMAIN "kq-count-bar"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-a11y.h"
#include "kq-count-bar.h"
#include "kq-format.h"
#include "kq-window.h"

struct _KqCountBar
{
  GtkBox        parent_instance;

  KqSession    *session;      /* whose count mode it starts and shows */
  KqCounter    *counter;      /* the session's */
  GtkWidget    *count_button;
  GtkWidget    *progress_bar;
  GtkWidget    *stop_button;
  GtkWidget    *map_button;   /* toggled while the board shows the map */
  gboolean      syncing;      /* the map button set from the session */
  gboolean      split_told;   /* the count running was said to be long */
};

G_DEFINE_FINAL_TYPE (KqCountBar, kq_count_bar, GTK_TYPE_BOX)

static void
count_clicked_cb (GtkButton *button, KqCountBar *self)
{
  kq_session_count (self->session);
}

static void
stop_clicked_cb (GtkButton *button, KqCountBar *self)
{
  kq_session_stop (self->session);
}

/* Map on counts the tours from every square (count mode); off leaves
 * count mode for the search's. */
static void
map_toggled_cb (GtkToggleButton *button, KqCountBar *self)
{
  if (self->syncing)
    return;
  if (gtk_toggle_button_get_active (button))
    kq_session_count_map (self->session);
  else
    kq_session_set_mode (self->session, kq_session_get_search_mode (self->session));
}

static void
sync_map_button (KqCountBar *self)
{
  KqSession *session = self->session;

  self->syncing = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->map_button),
                                kq_session_get_mode (session) == KQ_SESSION_MODE_COUNT &&
                                  kq_counter_get_map (self->counter));
  self->syncing = FALSE;
  /* not in trace, whose row has Full Speed too and no room left at 1024
   * px in Vietnamese: the menu's Map of Tours is there */
  gtk_widget_set_visible (self->map_button,
                          kq_session_get_problem (session) == KQ_PROBLEM_TOUR &&
                            kq_session_get_mode (session) != KQ_SESSION_MODE_TRACE);
  gtk_widget_set_sensitive (self->map_button, kq_session_get_can_count_map (session));
}

/* A long count, once estimated, says in a toast how to split it over
 * machines: the status line has no room for it. */
static void
tell_split (KqCountBar *self, gboolean running)
{
  g_autofree char *split = running ? kq_counter_dup_split_text (self->counter) : NULL;
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), KQ_TYPE_WINDOW);

  if (!running)
    self->split_told = FALSE;
  if (split == NULL || self->split_told || window == NULL)
    return;
  self->split_told = TRUE;
  kq_window_toast (KQ_WINDOW (window), split);
}

/* The progress in the bar while it runs, as a percentage: the status line
 * under it has the whole sentence, with the time left, and the result
 * (kq-window-status.c). A short bar (ui/style.css) in the button's place
 * leaves the row about the width it had, so that the window does not grow
 * when a count starts. */
static void
counter_notify_cb (KqCounter *counter, GParamSpec *pspec, KqCountBar *self)
{
  gboolean running = kq_counter_get_running (counter);
  double fraction = kq_counter_get_fraction (counter);
  g_autofree char *text = kq_counter_dup_text (counter);
  g_autofree char *number = kq_format_decimal (100 * fraction, 1);
  /* TRANSLATORS: a count's progress in its bar: "12.5 %" */
  g_autofree char *percent = g_strdup_printf (_("%s %%"), number);

  /* The bar and Stop take the button's place while it counts, and the
   * keyboard's focus goes from one button to the other. */
  GtkWidget *focus = running ? self->count_button : self->stop_button;
  gboolean had_focus = gtk_widget_is_focus (focus);

  gtk_widget_set_visible (self->count_button, !running);
  gtk_widget_set_visible (self->progress_bar, running);
  gtk_widget_set_visible (self->stop_button, running);
  if (had_focus)
    gtk_widget_grab_focus (running ? self->stop_button : self->count_button);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), fraction);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), running ? percent : NULL);
  gtk_widget_set_tooltip_text (self->progress_bar, running ? text : NULL);
  tell_split (self, running);
  if (self->session != NULL)
    sync_map_button (self);
}

/* Count counts what the session's problem has: the queens' solutions, or
 * the tours once a tour has a start square. */
static void
session_notify_cb (KqSession *session, GParamSpec *pspec, KqCountBar *self)
{
  gtk_widget_set_sensitive (self->count_button, kq_session_get_can_count (session));
  gtk_widget_set_tooltip_text (self->count_button,
                               kq_session_get_problem (session) != KQ_PROBLEM_TOUR
                                 ? _("Count all and essentially different solutions, without "
                                     "listing them")
                                 : kq_session_get_closed (session)
                                 ? _("Count every closed tour from the start square, all of the "
                                     "board’s at once, by the frontier of the squares swept "
                                     "(Knuth’s Algorithm E)")
                                 : _("Count every tour from the start square, without listing "
                                     "them"));
  sync_map_button (self);
}

void
kq_count_bar_retranslate (KqCountBar *self)
{
  g_return_if_fail (KQ_IS_COUNT_BAR (self));

  kq_a11y_set_label (GTK_BUTTON (self->count_button), _("C_ount"));
  if (self->session != NULL)
    session_notify_cb (self->session, NULL, self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Count progress"), -1);
  kq_a11y_set_label (GTK_BUTTON (self->map_button), _("M_ap"));
  gtk_widget_set_tooltip_text (self->map_button,
                               _("Count the tours from every square and show their numbers on "
                                 "the board as a map (Ctrl+M)"));
  gtk_widget_set_tooltip_text (self->stop_button, _("Stop the count"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->stop_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Stop the count"), -1);
  if (self->counter != NULL)
    counter_notify_cb (self->counter, NULL, self);
}

static void
kq_count_bar_dispose (GObject *object)
{
  KqCountBar *self = KQ_COUNT_BAR (object);

  if (self->counter != NULL)
    g_signal_handlers_disconnect_by_data (self->counter, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->counter);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (kq_count_bar_parent_class)->dispose (object);
}

static void
kq_count_bar_class_init (KqCountBarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kq_count_bar_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "kq-count-bar");
}

static void
kq_count_bar_init (KqCountBar *self)
{
  gtk_box_set_spacing (GTK_BOX (self), 6);

  self->count_button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->count_button), TRUE);
  g_signal_connect (self->count_button, "clicked", G_CALLBACK (count_clicked_cb), self);

  self->progress_bar = gtk_progress_bar_new ();
  gtk_widget_set_valign (self->progress_bar, GTK_ALIGN_CENTER);
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress_bar), TRUE);
  gtk_progress_bar_set_ellipsize (GTK_PROGRESS_BAR (self->progress_bar), PANGO_ELLIPSIZE_END);
  gtk_widget_set_visible (self->progress_bar, FALSE);

  self->stop_button = gtk_button_new_from_icon_name ("process-stop-symbolic");
  gtk_widget_set_visible (self->stop_button, FALSE);
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (stop_clicked_cb), self);

  self->map_button = gtk_toggle_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->map_button), TRUE);
  gtk_widget_set_visible (self->map_button, FALSE);
  g_signal_connect (self->map_button, "toggled", G_CALLBACK (map_toggled_cb), self);

  gtk_box_append (GTK_BOX (self), self->map_button);
  gtk_box_append (GTK_BOX (self), self->count_button);
  gtk_box_append (GTK_BOX (self), self->progress_bar);
  gtk_box_append (GTK_BOX (self), self->stop_button);
  kq_count_bar_retranslate (self);
}

GtkWidget *
kq_count_bar_new (KqSession *session)
{
  KqCountBar *self;

  g_return_val_if_fail (KQ_IS_SESSION (session), NULL);

  self = g_object_new (KQ_TYPE_COUNT_BAR, NULL);
  self->session = g_object_ref (session);
  self->counter = g_object_ref (kq_session_get_counter (session));
  g_signal_connect (self->counter, "notify", G_CALLBACK (counter_notify_cb), self);
  counter_notify_cb (self->counter, NULL, self);
  g_signal_connect (self->session, "notify", G_CALLBACK (session_notify_cb), self);
  session_notify_cb (self->session, NULL, self);
  return GTK_WIDGET (self);
}

KqCounter *
kq_count_bar_get_counter (KqCountBar *self)
{
  g_return_val_if_fail (KQ_IS_COUNT_BAR (self), NULL);
  return self->counter;
}
