#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "kq-render.h"

typedef struct {
  int fd;
  int saved_errno;
} PngSink;

static cairo_status_t
png_sink_write (void *closure, const unsigned char *data, unsigned int length)
{
  PngSink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        {
          sink->saved_errno = errno;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= (unsigned int) written;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* A write error from errno, or from cairo when saved_errno is 0. */
static void
set_write_error (GError **error, const char *path, int saved_errno, cairo_status_t status)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR,
               saved_errno != 0 ? g_file_error_from_errno (saved_errno) : G_FILE_ERROR_FAILED,
               _("cannot write %s: %s"), display,
               saved_errno != 0 ? g_strerror (saved_errno) : cairo_status_to_string (status));
}

/* Writes surface to a new file beside path, then renames it into place. */
static gboolean
write_png_atomically (cairo_surface_t *surface, const char *path, GError **error)
{
  g_autofree char *tmp_path = g_strconcat (path, ".XXXXXX", NULL);
  PngSink sink = { -1, 0 };
  cairo_status_t status;

  /* mode 0666 as any new file, before the umask */
  sink.fd = g_mkstemp_full (tmp_path, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      set_write_error (error, path, errno, CAIRO_STATUS_SUCCESS);
      return FALSE;
    }

  status = cairo_surface_write_to_png_stream (surface, png_sink_write, &sink);
  if (status == CAIRO_STATUS_SUCCESS && fsync (sink.fd) < 0)
    sink.saved_errno = errno;
  if (close (sink.fd) < 0 && sink.saved_errno == 0)
    sink.saved_errno = errno;
  if (status == CAIRO_STATUS_SUCCESS && sink.saved_errno == 0 && g_rename (tmp_path, path) < 0)
    sink.saved_errno = errno;

  if (status == CAIRO_STATUS_SUCCESS && sink.saved_errno == 0)
    return TRUE;

  g_unlink (tmp_path);
  set_write_error (error, path, sink.saved_errno, status);
  return FALSE;
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
    ok = write_png_atomically (surface, path, error);
  else
    {
      /* e.g. no memory for a large image */
      set_write_error (error, path, 0, status);
      ok = FALSE;
    }
  cairo_surface_destroy (surface);

  return ok;
}
