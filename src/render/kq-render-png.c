#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-output.h"
#include "kq-render.h"

static void
set_cairo_error (GError **error, const char *path, cairo_status_t status)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("cannot write %s: %s"), display,
               cairo_status_to_string (status));
}

typedef struct {
  KqOutput *output;
  GError   *error;
} PngSink;

static cairo_status_t
png_sink_write (void *closure, const unsigned char *data, unsigned int length)
{
  PngSink *sink = closure;

  if (!kq_output_write (sink->output, data, length, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

/* Streams the image through the writer: the file is whole or as it was. */
static gboolean
write_png (cairo_surface_t *surface, const char *path, GError **error)
{
  g_autoptr(KqOutput) output = kq_output_open (path, error);
  PngSink sink = { output, NULL };
  cairo_status_t status;

  if (output == NULL)
    return FALSE;
  status = cairo_surface_write_to_png_stream (surface, png_sink_write, &sink);
  if (sink.error != NULL)
    {
      g_propagate_error (error, sink.error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      set_cairo_error (error, path, status);
      return FALSE;
    }
  return kq_output_commit (output, error);
}

gboolean
kq_render_png (const KqBoard *board, const KqRenderOptions *options, int size,
               const char *path, GError **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean ok;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (size < KQ_RENDER_PNG_MIN_SIZE || size > KQ_RENDER_PNG_MAX_SIZE)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("cannot write %s: the image size must be %d to %d pixels, not %d"),
                   display, KQ_RENDER_PNG_MIN_SIZE, KQ_RENDER_PNG_MAX_SIZE, size);
      return FALSE;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);

      kq_render_board (cr, board, options, size, size);
      status = cairo_status (cr);
      cairo_destroy (cr);
    }

  if (status == CAIRO_STATUS_SUCCESS)
    ok = write_png (surface, path, error);
  else
    {
      /* e.g. no memory for a large image */
      set_cairo_error (error, path, status);
      ok = FALSE;
    }
  cairo_surface_destroy (surface);

  return ok;
}
