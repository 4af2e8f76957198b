/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-files-dialog.c: KqFilesDialog (views): the files a student's program wrote, a page each */
#define G_LOG_DOMAIN "kq-files-dialog"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-files-dialog.h"
#include "kq-student.h"

/* The most of a file shown: a text view of megabytes would hold the window up. */
#define SHOWN_MAX (256 * 1024)

struct _KqFilesDialog
{
  AdwWindow        parent_instance;

  GPtrArray       *files;
  GtkStack        *stack;
  AdwToastOverlay *toasts;
  char            *toast;
};

G_DEFINE_FINAL_TYPE (KqFilesDialog, kq_files_dialog, ADW_TYPE_WINDOW)

enum {
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The length of data shown as text (up to SHOWN_MAX, a character cut there dropped), or -1:
 * it is not text. */
static gssize
text_length (const char *data, gsize size)
{
  gsize length = MIN (size, SHOWN_MAX);
  const char *end;

  if (memchr (data, '\0', length) != NULL)
    return -1;
  if (!g_utf8_validate_len (data, length, &end))
    {
      /* only a character cut at the end: a text all the same */
      if (length == size || data + length - end >= 4)
        return -1;
      length = (gsize) (end - data);
    }
  return (gssize) length;
}

/* A note above the text: a file is either shown whole, or said to be not. */
static GtkWidget *
note_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

static GtkWidget *
page_new (const KqStudentFile *file)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gsize size;
  const char *data = g_bytes_get_data (file->contents, &size);
  gssize length = text_length (data, size);
  g_autofree char *whole = g_format_size (file->size);
  GtkWidget *heading, *view, *scroller;
  GtkTextBuffer *buffer;

  gtk_widget_set_margin_start (page, 12);
  gtk_widget_set_margin_end (page, 12);
  gtk_widget_set_margin_top (page, 12);
  gtk_widget_set_margin_bottom (page, 12);
  /* its name, over its text: the window's title names the program */
  heading = note_new (file->name);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (page), heading);
  if (length < 0)
    {
      /* TRANSLATORS: %s: a file's name, then its size ("1.2 kB") */
      g_autofree char *text = g_strdup_printf (_("%s is not text (%s): it is not shown."),
                                               file->name, whole);
      GtkWidget *note = note_new (text);

      gtk_widget_set_vexpand (note, TRUE);
      gtk_label_set_xalign (GTK_LABEL (note), 0.5);
      gtk_box_append (GTK_BOX (page), note);
      g_object_set_data_full (G_OBJECT (page), "kq-text", g_strdup (text), g_free);
      return page;
    }
  if ((guint64) length < file->size)
    {
      g_autofree char *shown = g_format_size ((guint64) length);
      /* TRANSLATORS: both sizes ("256.0 kB", "3.1 MB") */
      g_autofree char *text = g_strdup_printf (_("Too long to show whole: its first %s of %s."),
                                               shown, whole);

      gtk_box_append (GTK_BOX (page), note_new (text));
    }
  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  file->name, -1);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_set_text (buffer, data, length);
  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_widget_add_css_class (scroller, "card");
  gtk_widget_set_overflow (scroller, GTK_OVERFLOW_HIDDEN);
  gtk_box_append (GTK_BOX (page), scroller);
  g_object_set_data (G_OBJECT (page), "kq-buffer", buffer);
  return page;
}

guint
kq_files_dialog_get_shown (KqFilesDialog *self)
{
  g_return_val_if_fail (KQ_IS_FILES_DIALOG (self), 0);

  return (guint) g_ascii_strtoull (gtk_stack_get_visible_child_name (self->stack), NULL, 10);
}

char *
kq_files_dialog_get_text (KqFilesDialog *self)
{
  GObject *page;
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (KQ_IS_FILES_DIALOG (self), NULL);

  page = G_OBJECT (gtk_stack_get_visible_child (self->stack));
  buffer = g_object_get_data (page, "kq-buffer");
  if (buffer == NULL)
    return g_strdup (g_object_get_data (page, "kq-text"));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

GPtrArray *
kq_files_dialog_get_files (KqFilesDialog *self)
{
  g_return_val_if_fail (KQ_IS_FILES_DIALOG (self), NULL);

  return self->files;
}

void
kq_files_dialog_toast (KqFilesDialog *self, const char *title)
{
  g_return_if_fail (KQ_IS_FILES_DIALOG (self));

  g_free (self->toast);
  self->toast = g_strdup (title);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (title));
}

const char *
kq_files_dialog_get_toast (KqFilesDialog *self)
{
  g_return_val_if_fail (KQ_IS_FILES_DIALOG (self), NULL);

  return self->toast;
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqFilesDialog *self = KQ_FILES_DIALOG (widget);

  g_signal_emit (self, signals[SAVE], 0, kq_files_dialog_get_shown (self));
}

static void
kq_files_dialog_finalize (GObject *object)
{
  KqFilesDialog *self = KQ_FILES_DIALOG (object);

  g_clear_pointer (&self->files, g_ptr_array_unref);
  g_free (self->toast);

  G_OBJECT_CLASS (kq_files_dialog_parent_class)->finalize (object);
}

static void
kq_files_dialog_class_init (KqFilesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = kq_files_dialog_finalize;

  /**
   * KqFilesDialog::save:
   * @file: the index of the file shown
   *
   * Save Beside the Program: the window writes it back, and says where (or why not) with
   * kq_files_dialog_toast ().
   */
  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_install_action (widget_class, "files.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
kq_files_dialog_init (KqFilesDialog *self)
{
}

KqFilesDialog *
kq_files_dialog_new (GtkWindow *parent, const char *program, GPtrArray *files)
{
  KqFilesDialog *self = g_object_new (KQ_TYPE_FILES_DIALOG, "modal", TRUE, "transient-for",
                                      parent, "default-width", 600, "default-height", 480,
                                      NULL);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Save Beside the Program"));
  GtkWidget *title;

  g_return_val_if_fail (files != NULL && files->len > 0, NULL);

  self->files = g_ptr_array_ref (files);
  gtk_window_set_title (GTK_WINDOW (self), _("Files Your Program Wrote"));
  title = adw_window_title_new (_("Files Your Program Wrote"), program);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (save), "files.save");
  gtk_widget_set_tooltip_text (save, _("Write the file shown into your program’s folder, "
                                       "where a run of its own would have left it"));
  gtk_widget_add_css_class (save, "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save);
  gtk_box_append (GTK_BOX (content), header);

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->stack), TRUE);
  for (guint i = 0; i < files->len; i++)
    {
      const KqStudentFile *file = files->pdata[i];
      g_autofree char *name = g_strdup_printf ("%u", i);

      gtk_stack_add_titled (self->stack, page_new (file), name, file->name);
    }
  /* a name a page, on the side: a program may write up to KQ_STUDENT_FILES_MAX */
  if (files->len > 1)
    {
      GtkWidget *sidebar = gtk_stack_sidebar_new ();

      gtk_stack_sidebar_set_stack (GTK_STACK_SIDEBAR (sidebar), self->stack);
      gtk_box_append (GTK_BOX (body), sidebar);
      gtk_box_append (GTK_BOX (body), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
    }
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->stack));
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (content), body);
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, content);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));
  return self;
}
