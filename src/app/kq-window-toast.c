/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-toast.c: the window (views): messages that pass by, as
 * libadwaita's toasts (copied, exported, a file that cannot be read, the
 * language changed); what needs an answer stays a dialog */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-a11y.h"
#include "kq-window-private.h"

/* Long enough to read a file's name and what is wrong with it. */
#define KQ_TOAST_TIMEOUT_S 8

/* The overlay over the board and its legend (not a bound template child:
 * gtk_widget_dispose_template() would unparent it before its parents). */
static AdwToastOverlay *
toast_overlay (KqWindow *self)
{
  return ADW_TOAST_OVERLAY (gtk_widget_get_ancestor (GTK_WIDGET (self->legend),
                                                     ADW_TYPE_TOAST_OVERLAY));
}

/* The toast just shown, for a screen reader: its parts named as GTK 4.8
 * would not (its close button by its icon's type, its boxes by theirs). */
static void
add_toast (KqWindow *self, AdwToast *toast)
{
  AdwToastOverlay *overlay = toast_overlay (self);
  GtkWidget *main_child = adw_toast_overlay_get_child (overlay);

  /* shown now, not queued behind an older one */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (overlay, toast);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != main_child)
      kq_a11y_name_once (child);
}

/* A toast's title is Pango markup: title is escaped. Its label wraps, to three lines: a
 * program's slip is a sentence that one line cut at 1024 px. */
static AdwToast *
toast_new (KqWindow *self, const char *title)
{
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  AdwToast *toast = adw_toast_new (escaped);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);
  g_free (self->toast_text);
  self->toast_text = g_strdup (title);
  adw_toast_set_timeout (toast, KQ_TOAST_TIMEOUT_S);
  return toast;
}

void
kq_window_toast (KqWindow *self, const char *title)
{
  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (title != NULL);

  add_toast (self, toast_new (self, title));
}

void
_kq_window_toast_file (KqWindow *self, const char *title, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  AdwToast *toast = toast_new (self, title);

  /* 1.2's toast has one button: the file itself is what a teacher wants
   * next (on a slide, in a mail); its folder is a click away from there. */
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "win.open-file");
  adw_toast_set_action_target_value (toast, g_variant_new_string (uri));
  add_toast (self, toast);
}

char *
_kq_window_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base);
}

/* "QUEENS.OUT: …": a teacher going through a class's files knows whose it is. */
char *
_kq_window_toast_name_text (const char *name, const char *text)
{
  /* TRANSLATORS: a file's name, then what it holds or what is wrong with it */
  return g_strdup_printf (_("%s: %s"), name, text);
}

/* "Cannot read QUEENS.OUT: …": the window stays as it was. */
void
_kq_window_toast_cannot_read (KqWindow *self, const char *name, const char *detail)
{
  g_autofree char *prefix = g_strconcat (name, ": ", NULL);
  g_autofree char *text = NULL;
  const char *named = strstr (detail, prefix);

  /* the reason may name the file already (or its path) */
  if (named != NULL)
    detail = named + strlen (prefix);
  /* TRANSLATORS: a file's name, then what is wrong with it */
  text = g_strdup_printf (_("Cannot read %s: %s"), name, detail);
  kq_window_toast (self, text);
}

const char *
kq_window_get_toast (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return self->toast_text;
}

static void
launched_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    kq_window_toast (self, error->message);
}

/* win.open-file(s): a URI, in the application the desktop opens it with
 * (through the OpenURI portal where one runs: GIO asks it when sandboxed). */
static void
open_file_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_autoptr(GdkAppLaunchContext) context =
    gdk_display_get_app_launch_context (gtk_widget_get_display (widget));

  g_app_info_launch_default_for_uri_async (g_variant_get_string (parameter, NULL),
                                           G_APP_LAUNCH_CONTEXT (context), NULL, launched_cb,
                                           g_object_ref (widget));
}

void
_kq_window_toast_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (ADW_TYPE_TOAST_OVERLAY);
  g_type_ensure (ADW_TYPE_HEADER_BAR);
  g_type_ensure (ADW_TYPE_WINDOW_TITLE);
  gtk_widget_class_install_action (widget_class, "win.open-file", "s", open_file_action);
}

void
_kq_window_toast_dispose (KqWindow *self)
{
  g_clear_pointer (&self->toast_text, g_free);
}
