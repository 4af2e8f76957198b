/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-print.c: the window (views): Print and Copy Board Image, and
 * the board's copy they share with Export */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-window-private.h"

/* The copied image's side, in pixels: sharp on a projected slide. */
#define KQ_COPY_SIZE 1200

/* "8 queens — solution 3 of 92", "Knight’s tour on 8 × 8 from (1, 1)", or
 * an opened answer's file and line, as its export's caption. */
static char *
page_title (KqWindow *self)
{
  KqSession *session = self->session;
  int n = kq_session_get_n (session);
  char *answer = _kq_window_open_dup_caption (self);

  if (answer != NULL)
    return answer;

  if (kq_session_get_problem (session) == KQ_PROBLEM_ROOKS)
    {
      g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_ROOKS, n);

      /* the exported image's caption: "8 rooks — permutation 5 of 40,320" */
      return kq_render_caption (board, kq_session_get_shown (session),
                                kq_session_get_total (session));
    }
  if (kq_session_get_problem (session) == KQ_PROBLEM_QUEENS)
    {
      guint64 shown = kq_session_get_shown (session);
      g_autofree char *number = kq_format_count (shown);
      g_autofree char *total = kq_format_count (kq_session_get_total (session));

      if (shown == 0)
        return g_strdup_printf (_("%d queens"), n);
      /* Translators: a printed page's title */
      return g_strdup_printf (_("%d queens — solution %s of %s"), n, number, total);
    }
  if (kq_session_get_start_square (session) >= 0)
    {
      int start = kq_session_get_start_square (session), cols = kq_session_get_cols (session);

      /* Translators: a printed page's title */
      return g_strdup_printf (_("Knight’s tour on %d × %d from (%d, %d)"), n, cols,
                              start / cols + 1, start % cols + 1);
    }
  /* Translators: a printed page's title */
  return g_strdup_printf (_("Knight’s tour on %d × %d"), n, kq_session_get_cols (session));
}

typedef struct {
  KqShare *share;
  char    *title;
} PrintData;

static void
print_data_free (gpointer data)
{
  PrintData *print = data;

  g_clear_pointer (&print->share, _kq_window_share_free);
  g_free (print->title);
  g_free (print);
}

static void
draw_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page_nr, PrintData *print)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  const KqShare *share = print->share;

  if (share->map != NULL)
    {
      kq_render_tour_map_fit (cr, share->board->rows, share->board->n, share->map,
                              share->options.palette, -1, width, height);
      return;
    }
  kq_render_page (cr, share->board, &share->options, print->title,
                  kq_render_legend_mode (share->board, &share->options, width, height), width, height);
}

static GtkPrintOperation *
print_operation_new (KqWindow *self)
{
  GtkPrintOperation *operation;
  PrintData *print = g_new0 (PrintData, 1);

  print->share = _kq_window_share_new (self);
  print->title = page_title (self);
  if (print->share == NULL)
    {
      print_data_free (print);
      return NULL;
    }
  operation = gtk_print_operation_new ();
  gtk_print_operation_set_n_pages (operation, 1);
  gtk_print_operation_set_job_name (operation, print->title);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (draw_page_cb), print,
                         (GClosureNotify) (void (*) (void)) print_data_free, 0);
  return operation;
}

gboolean
kq_window_print_to_file (KqWindow *self, const char *path, GError **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (KQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  operation = print_operation_new (self);
  if (operation == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no board to print"));
      return FALSE;
    }
  gtk_print_operation_set_export_filename (operation, path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, GTK_WINDOW (self),
                                  error) != GTK_PRINT_OPERATION_RESULT_ERROR;
}

static void
print_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, KqWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  kq_session_set_message (self->session, error != NULL ? error->message : _("Could not print"));
}

void
_kq_window_print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  g_autoptr(GtkPrintOperation) operation = print_operation_new (self);
  g_autoptr(GError) error = NULL;

  if (operation == NULL)
    return;
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (self),
                               &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    kq_session_set_message (self->session, error->message);
}

void
_kq_window_copy_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  g_autoptr(KqShare) share = _kq_window_share_new (self);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkContentProvider) content = NULL;
  g_autoptr(GError) error = NULL;

  if (share == NULL)
    return;
  bytes = share->map != NULL
            ? kq_render_tour_map_bytes (share->board->rows, share->board->n, share->map,
                                        share->options.palette, KQ_IMAGE_PNG, KQ_COPY_SIZE,
                                        &error)
            : kq_render_image_bytes (share->board, &share->options, KQ_IMAGE_PNG, KQ_COPY_SIZE,
                                     &error);
  if (bytes != NULL)
    texture = gdk_texture_new_from_bytes (bytes, &error);
  if (texture == NULL)
    {
      kq_window_toast (self, error->message);
      return;
    }
  /* A texture: GTK offers it as image/png and the other image types. */
  content = gdk_content_provider_new_typed (GDK_TYPE_TEXTURE, texture);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), content);
  kq_window_toast (self, _("Board copied"));
}
