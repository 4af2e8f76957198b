/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-export.c: the window (views): Export, the board as drawn to
 * PNG, SVG or PDF, and Export Animation, its moves or the search's steps
 * as an animated GIF */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kq-format.h"
#include "kq-limits.h"
#include "kq-window-private.h"

typedef struct {
  KqShare *share;
  int      size;
  char    *path;
  /* an animation: */
  double   fps;
  KqMove  *steps;      /* a frame each; NULL: a frame per move of the board */
  guint    n_steps;
} ExportData;

static void
export_data_free (ExportData *data)
{
  g_clear_pointer (&data->share, _kq_window_share_free);
  g_free (data->path);
  g_free (data->steps);
  g_free (data);
}

/* The caption an image may carry: an opened answer's file and line, or
 * what the board shows. */
static char *
export_caption (KqWindow *self, const KqBoard *board)
{
  char *caption = _kq_window_open_dup_caption (self);

  if (caption != NULL)
    return caption;
  return kq_render_caption (board, kq_session_get_current_solution (self->session),
                            kq_session_get_total (self->session));
}

char *
kq_window_dup_export_caption (KqWindow *self)
{
  const KqBoard *board;

  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  board = kq_board_view_get_drawn_board (self->board_view);
  return board != NULL ? export_caption (self, board) : NULL;
}

KqShare *
_kq_window_share_new (KqWindow *self)
{
  const KqBoard *board = kq_board_view_get_drawn_board (self->board_view);
  const KqRenderPlay *play = kq_board_view_get_play (self->board_view);
  KqShare *share;

  if (board == NULL)
    return NULL;
  share = g_new0 (KqShare, 1);
  share->board = kq_board_copy (board);
  kq_render_options_init (&share->options);
  share->marks = kq_board_view_dup_marks (self->board_view);
  share->options.framed = (const int *) share->marks->data;
  share->options.n_framed = (int) share->marks->len;
  if (play != NULL)
    share->options.play = share->play = kq_render_play_copy (play, kq_board_squares (board));
  if (kq_board_view_get_map (self->board_view) != NULL)
    share->map = g_memdup2 (kq_board_view_get_map (self->board_view),
                            sizeof (guint64) * kq_board_squares (board));
  /* worded here, in the main thread */
  share->caption = export_caption (self, board);
  return share;
}

void
_kq_window_share_free (KqShare *share)
{
  kq_board_free (share->board);
  g_array_unref (share->marks);
  g_free (share->play);
  g_free (share->caption);
  g_free (share->map);
  g_free (share);
}

static void
export_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  ExportData *data = task_data;
  GError *error = NULL;

  /* the map as the board shows it, its legend under it, size wide */
  if (data->share->map != NULL
        ? kq_render_tour_map (data->share->board->rows, data->share->board->n, data->share->map,
                              data->share->options.palette, data->size, data->path, &error)
        : kq_render_image (data->share->board, &data->share->options, data->size, data->path,
                           &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
kq_window_export_async (KqWindow            *self,
                        GFile               *file,
                        int                  size,
                        gboolean             caption,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ExportData *data;

  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, kq_window_export_async);

  data = g_new0 (ExportData, 1);
  data->path = g_file_get_path (file);
  data->size = size;
  /* A copy: the board moves on while the image is written. */
  data->share = _kq_window_share_new (self);
  if (data->path == NULL || data->share == NULL)
    {
      export_data_free (data);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("The image can only be written to a local folder"));
      return;
    }

  if (caption)
    {
      data->share->options.caption = data->share->caption;
      data->share->options.legend = TRUE;
    }
  g_task_set_task_data (task, data, (GDestroyNotify) export_data_free);
  g_task_run_in_thread (task, export_worker);
}

/* The search's steps replayed on a board of their own, a frame each. */
static gboolean
add_steps (KqRenderGif *gif, const KqBoard *shown, const KqMove *steps, guint n_steps,
           GError **error)
{
  g_autoptr(KqBoard) board = kq_board_new_like (shown);

  for (guint i = 0; i < n_steps; i++)
    {
      kq_move_apply (&steps[i], board);
      if (!kq_render_gif_add_frame (gif, board, error))
        return FALSE;
    }
  return TRUE;
}

static void
export_gif_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  ExportData *data = task_data;
  KqBoard *board = data->share->board;
  g_autoptr(KqRenderGif) gif = NULL;
  GError *error = NULL;

  gif = kq_render_gif_new (&data->share->options, data->size, data->fps, &error);
  if (gif != NULL &&
      (data->steps != NULL ? add_steps (gif, board, data->steps, data->n_steps, &error)
                           : kq_render_gif_add_moves (gif, board, &error)) &&
      kq_render_gif_write (gif, data->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The frames the animation takes: refused past the bound, or with none. */
static gboolean
check_frames (guint frames, gboolean steps, GError **error)
{
  g_autofree char *count = kq_format_count (frames);
  g_autofree char *bound = kq_format_count (KQ_RENDER_GIF_MAX_FRAMES);

  if (frames == 0)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           _("There is nothing to animate yet: the board has no move"));
      return FALSE;
    }
  if (frames <= KQ_RENDER_GIF_MAX_FRAMES)
    return TRUE;
  if (steps)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("A frame per step would take %s frames, and an animation holds at most %s: "
                   "step back to fewer steps, or choose a frame per move"), count, bound);
  else
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("A frame per move would take %s frames, and an animation holds at most %s: "
                   "choose a smaller board"), count, bound);
  return FALSE;
}

void
kq_window_export_gif_async (KqWindow            *self,
                            GFile               *file,
                            gboolean             steps,
                            double               fps,
                            int                  size,
                            gboolean             caption,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  ExportData *data;
  KqRenderOptions options;

  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, kq_window_export_gif_async);

  data = g_new0 (ExportData, 1);
  g_task_set_task_data (task, data, (GDestroyNotify) export_data_free);
  data->path = g_file_get_path (file);
  data->size = size;
  data->fps = fps;
  data->share = _kq_window_share_new (self);
  if (data->path == NULL || data->share == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("The image can only be written to a local folder"));
      return;
    }
  /* a board without moves (a search's end, its queens all lifted): the
   * search's steps are what there is to animate */
  if (!steps && data->share->board->moves == 0)
    steps = _kq_window_gif_steps (self) > 0;
  if (steps)
    {
      /* the steps the board timeline took up to the board shown */
      KqTimeline *timeline = kq_session_get_board_timeline (self->session);
      guint length;
      const KqMove *moves = kq_timeline_get_timeline (timeline, &length);

      data->n_steps = MIN (kq_timeline_get_position (timeline), length);
      data->steps = g_memdup2 (moves, data->n_steps * sizeof (KqMove));
    }
  if (!check_frames (steps ? data->n_steps : (guint) data->share->board->moves, steps, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* Each frame its own board: the marks of the one drawn now (the play
   * mode's, an answer's error) are not theirs. */
  kq_render_options_init (&options);
  if (caption)
    {
      options.caption = data->share->caption;
      options.legend = TRUE;
    }
  data->share->options = options;
  g_task_run_in_thread (task, export_gif_worker);
}

gboolean
kq_window_export_finish (KqWindow *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* A failed export needs no answer: a toast says it. */
static void
show_error (KqWindow *self, const char *title, const char *detail)
{
  /* TRANSLATORS: what failed, then why */
  g_autofree char *text = g_strdup_printf (_("%s: %s"), title, detail);

  kq_window_toast (self, text);
}

/* What an export says when done, the image's and the animation's: where
 * it went, in a toast that opens it, or why it failed.
 * user_data: the file (a reference) */
static void
export_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (source_object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!kq_window_export_finish (self, result, &error))
    {
      show_error (self,
                  g_task_get_source_tag (G_TASK (result)) == kq_window_export_gif_async
                  ? _("Could not export the animation") : _("Could not export the image"),
                  error->message);
      return;
    }
  name = g_file_get_basename (file);
  /* Translators: %s is a file's name */
  text = g_strdup_printf (_("Exported to %s"), name);
  _kq_window_toast_file (self, text, file);
}

/* The formats the chooser offers, by filter. */
static const struct {
  const char *name;
  const char *mime_type;
  const char *extension;
} formats[] = {
  { N_("PNG images"), "image/png", ".png" },
  { N_("SVG images"), "image/svg+xml", ".svg" },
  { N_("PDF documents"), "application/pdf", ".pdf" },
};

/* The file as named, or with the chosen filter's extension when its name
 * has none of the three. */
static GFile *
chosen_file (GtkFileChooser *chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
  const char *extension = filter != NULL ? g_object_get_data (G_OBJECT (filter), "kq-extension") : NULL;
  g_autofree char *named = NULL;
  KqImageFormat format;

  if (parent == NULL || kq_render_image_format_from_path (name, &format, NULL))
    return g_steal_pointer (&file);
  named = g_strconcat (name, extension != NULL ? extension : formats[0].extension, NULL);
  return g_file_get_child (parent, named);
}

static void
export_response_cb (GtkNativeDialog *native, int response, KqWindow *self)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = chosen_file (chooser);
      const char *size = gtk_file_chooser_get_choice (chooser, "size");
      /* (none for the map: its legend always under it) */
      const char *caption = g_object_get_data (G_OBJECT (native), "kq-map") == NULL
                            ? gtk_file_chooser_get_choice (chooser, "caption") : NULL;

      kq_window_export_async (self, file, size != NULL ? atoi (size) : 1200,
                              g_strcmp0 (caption, "true") == 0, NULL, export_done_cb,
                              g_object_ref (file));
    }
  g_object_unref (native);
}

/* The file's name the chooser suggests, with extension (".png"). */
static char *
suggested_name (KqWindow *self, const char *extension)
{
  int n = kq_session_get_n (self->session), cols = kq_session_get_cols (self->session);
  g_autofree char *name = _kq_window_open_dup_name (self);

  if (name != NULL)
    return g_strconcat (name, extension, NULL);
  if (kq_board_view_get_map (self->board_view) != NULL)
    /* Translators: a file name: the map of tours */
    name = g_strdup_printf (_("tours-%dx%d.png"), n, cols);
  else if (kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR)
    /* Translators: a file name */
    name = g_strdup_printf (_("knights-tour-%dx%d.png"), n, cols);
  else
    {
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 kq_session_get_shown (self->session));

      /* Translators: a file name; %s is the solution's number */
      name = kq_session_get_problem (self->session) == KQ_PROBLEM_ROOKS
               ? g_strdup_printf (_("rooks-%d-permutation-%s.png"), n, number)
               : g_strdup_printf (_("queens-%d-solution-%s.png"), n, number);
    }
  if (g_str_has_suffix (name, ".png"))
    name[strlen (name) - 4] = '\0';
  return g_strconcat (name, extension, NULL);
}

char *
kq_window_dup_export_name (KqWindow *self, const char *extension)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return suggested_name (self, extension);
}

void
_kq_window_export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  static const char *sizes[] = { "800", "1200", "1600", "2400", NULL };
  static const char *size_labels[] = {
    N_("800 × 800 pixels"), N_("1200 × 1200 pixels"),
    N_("1600 × 1600 pixels"), N_("2400 × 2400 pixels"), NULL
  };
  const char *labels[G_N_ELEMENTS (size_labels)];
  g_autofree char *name = NULL;
  GtkFileChooserNative *native;

  for (gsize i = 0; i < G_N_ELEMENTS (size_labels); i++)
    labels[i] = size_labels[i] != NULL ? _(size_labels[i]) : NULL;

  native = gtk_file_chooser_native_new (_("Export Image"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);

  /* The format follows the filter, or the name's extension. */
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(formats[i].name));
      gtk_file_filter_add_mime_type (filter, formats[i].mime_type);
      gtk_file_filter_add_suffix (filter, formats[i].extension + 1);
      g_object_set_data (G_OBJECT (filter), "kq-extension", (gpointer) formats[i].extension);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    }

  name = suggested_name (self, ".png");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);

  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "size", _("Image size"),
                               sizes, labels);
  /* for a slide: what the board shows, and its key, under it; the map has its key always,
   * and no caption (the choice changed nothing there) */
  if (kq_board_view_get_map (self->board_view) == NULL)
    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "caption",
                                 _("Caption and legend under the board"), NULL, NULL);
  else
    g_object_set_data (G_OBJECT (native), "kq-map", GINT_TO_POINTER (TRUE));

  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  /* The first size is the default: GTK 4.8's own dialog ignores
   * gtk_file_chooser_set_choice(). */
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
export_gif_response_cb (GtkNativeDialog *native, int response, KqWindow *self)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);
      g_autofree char *name = g_file_get_basename (chosen);
      g_autofree char *lower = g_ascii_strdown (name, -1);
      g_autoptr(GFile) parent = g_file_get_parent (chosen);
      const char *frames = gtk_file_chooser_get_choice (chooser, "frames");
      const char *fps = gtk_file_chooser_get_choice (chooser, "fps");
      const char *size = gtk_file_chooser_get_choice (chooser, "size");
      const char *caption = gtk_file_chooser_get_choice (chooser, "caption");
      g_autoptr(GFile) file = NULL;

      /* a name without its extension gets it */
      if (parent != NULL && !g_str_has_suffix (lower, ".gif"))
        {
          g_autofree char *named = g_strconcat (name, ".gif", NULL);

          file = g_file_get_child (parent, named);
        }
      else
        file = g_object_ref (chosen);
      kq_window_export_gif_async (self, file, g_strcmp0 (frames, "steps") == 0,
                                  fps != NULL ? g_ascii_strtod (fps, NULL) : KQ_RENDER_GIF_DEFAULT_FPS,
                                  size != NULL ? atoi (size) : KQ_RENDER_GIF_DEFAULT_SIZE,
                                  g_strcmp0 (caption, "true") == 0, NULL, export_done_cb,
                                  g_object_ref (file));
    }
  g_object_unref (native);
}

guint
_kq_window_gif_steps (KqWindow *self)
{
  KqSessionMode mode = kq_session_get_mode (self->session);

  if (mode != KQ_SESSION_MODE_WATCH && mode != KQ_SESSION_MODE_TRACE)
    return 0;
  return kq_timeline_get_position (kq_session_get_board_timeline (self->session));
}

/* Export Animation: the file, and in the chooser how the animation goes:
 * a frame per move or (a search shown) per step, its speed, its width. */
void
_kq_window_export_gif_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  /* the first of each is the default: GTK 4.8's own dialog ignores
   * gtk_file_chooser_set_choice() */
  static const char *frames[] = { "moves", "steps", NULL };
  static const char *frame_labels[] = { N_("Per move"), N_("Per step of the search"), NULL };
  static const char *fps[] = { "4", "1", "2", "8", "15", "25", NULL };
  static const char *fps_labels[] = {
    N_("4 frames/s"), N_("1 frame/s"), N_("2 frames/s"), N_("8 frames/s"), N_("15 frames/s"),
    N_("25 frames/s"), NULL
  };
  static const char *sizes[] = { "480", "720", "1080", NULL };
  static const char *size_labels[] = {
    N_("480 px"), N_("720 px"), N_("1080 px"), NULL
  };
  const char *labels[G_N_ELEMENTS (fps_labels)];
  g_autofree char *name = suggested_name (self, ".gif");
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  KqSessionMode mode = kq_session_get_mode (self->session);

  native = gtk_file_chooser_native_new (_("Export Animation"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_set_current_name (chooser, name);
  /* one filter with a short name: without one GTK shows "(None)", wider */
  {
    g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

    gtk_file_filter_set_name (filter, "GIF");
    gtk_file_filter_add_mime_type (filter, "image/gif");
    gtk_file_filter_add_suffix (filter, "gif");
    gtk_file_chooser_add_filter (chooser, filter);
  }

  /* a search's steps: what watch and trace show */
  if (mode == KQ_SESSION_MODE_WATCH || mode == KQ_SESSION_MODE_TRACE)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (frame_labels); i++)
        labels[i] = frame_labels[i] != NULL ? _(frame_labels[i]) : NULL;
      gtk_file_chooser_add_choice (chooser, "frames", _("Frames"), frames, labels);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (fps_labels); i++)
    labels[i] = fps_labels[i] != NULL ? _(fps_labels[i]) : NULL;
  gtk_file_chooser_add_choice (chooser, "fps", _("Speed"), fps, labels);
  for (gsize i = 0; i < G_N_ELEMENTS (size_labels); i++)
    labels[i] = size_labels[i] != NULL ? _(size_labels[i]) : NULL;
  gtk_file_chooser_add_choice (chooser, "size", _("Size"), sizes, labels);
  gtk_file_chooser_add_choice (chooser, "caption", _("Caption and legend under the board"), NULL, NULL);

  g_signal_connect (native, "response", G_CALLBACK (export_gif_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
