/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "kq-output.h"
#include "kq-render-private.h"

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

cairo_surface_t *
_kq_render_document_new (KqImageFormat format, GByteArray *sink, double width, double height)
{
  cairo_surface_t *surface;

  switch (format)
    {
    case KQ_IMAGE_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, sink, width, height);
      /* size in pixels, as a PNG of the same size */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      return surface;
    case KQ_IMAGE_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, sink, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Knights & Queens");
      return surface;
    case KQ_IMAGE_PNG:
    default:
      return cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
    }
}

GBytes *
_kq_render_document_finish (cairo_surface_t *surface, GByteArray *sink, GError **error)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (status == CAIRO_STATUS_SUCCESS &&
      cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      /* e.g. no memory for a large image */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s", cairo_status_to_string (status));
      g_byte_array_unref (sink);
      return NULL;
    }
  return g_byte_array_free_to_bytes (sink);
}

gboolean
_kq_render_write_bytes (GBytes *bytes, const char *path, GError **error)
{
  return kq_file_write (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
}

gboolean
kq_render_image_format_from_path (const char *path, KqImageFormat *format, GError **error)
{
  static const struct { const char *extension; KqImageFormat format; } formats[] = {
    { ".png", KQ_IMAGE_PNG }, { ".svg", KQ_IMAGE_SVG }, { ".pdf", KQ_IMAGE_PDF },
  };
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *display = NULL;
  const char *dot = strrchr (name, '.');

  for (guint i = 0; dot != NULL && i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (dot, formats[i].extension) == 0)
      {
        *format = formats[i].format;
        return TRUE;
      }
  display = g_filename_display_name (path);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("cannot write %s: the name must end in .png, .svg or .pdf"), display);
  return FALSE;
}

/* The memory this process may still take, as far as it can tell: the
 * system's available memory and the address space limit (ulimit -v);
 * G_MAXUINT64 where neither is known. */
static guint64
memory_available (void)
{
  g_autofree char *meminfo = NULL;
  g_autofree char *statm = NULL;
  guint64 available = G_MAXUINT64;
  struct rlimit limit;
  const char *line;

  if (g_file_get_contents ("/proc/meminfo", &meminfo, NULL, NULL) &&
      (line = strstr (meminfo, "MemAvailable:")) != NULL)
    available = g_ascii_strtoull (line + strlen ("MemAvailable:"), NULL, 10) * 1024;
  if (getrlimit (RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
      g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL))
    {
      guint64 used = g_ascii_strtoull (statm, NULL, 10) * (guint64) sysconf (_SC_PAGESIZE);

      available = MIN (available, limit.rlim_cur > used ? limit.rlim_cur - used : 0);
    }
  return available;
}

/* A PNG is drawn whole in memory, 4 bytes a pixel: a size the memory cannot
 * hold is refused before, by name (else cairo's "out of memory", or a
 * system swapping for minutes). */
static gboolean
check_png_memory (int width, int height, GError **error)
{
  guint64 needed = (guint64) width * (guint64) height * 4;
  guint64 available = memory_available ();

  if (needed <= available)
    return TRUE;
  {
    g_autofree char *need_text = g_format_size (needed);
    g_autofree char *have_text = g_format_size (available);

    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM,
                 _("a %d × %d PNG needs %s of memory, and only %s is free "
                   "(a smaller size needs less; SVG and PDF almost none)"),
                 width, height, need_text, have_text);
  }
  return FALSE;
}

static gboolean
check_size (int size, GError **error)
{
  if (size < KQ_RENDER_PNG_MIN_SIZE || size > KQ_RENDER_PNG_MAX_SIZE)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("the image size must be %d to %d pixels, not %d"),
                   KQ_RENDER_PNG_MIN_SIZE, KQ_RENDER_PNG_MAX_SIZE, size);
      return FALSE;
    }
  return TRUE;
}

/* The board and, under it, the options' caption and legend. */
static void
draw_image (cairo_surface_t *surface, const KqBoard *board, const KqRenderOptions *options,
            int size, int height)
{
  if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);

      _kq_render_image_draw (cr, board, options, size, height);
      cairo_destroy (cr);
    }
}

GBytes *
kq_render_image_bytes (const KqBoard *board, const KqRenderOptions *options, KqImageFormat format,
                       int size, GError **error)
{
  cairo_surface_t *surface;
  GByteArray *sink;
  int height;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_size (size, error))
    return NULL;
  height = kq_render_image_height (board, options, size);
  if (format == KQ_IMAGE_PNG && !check_png_memory (size, height, error))
    return NULL;
  sink = g_byte_array_new ();
  surface = _kq_render_document_new (format, sink, size, height);
  draw_image (surface, board, options, size, height);
  return _kq_render_document_finish (surface, sink, error);
}

/* What was made written to path; else the reason, named with the file it
 * was for. Takes bytes and reason. */
gboolean
_kq_render_write_made (GBytes *bytes, GError *reason, const char *path, GError **error)
{
  g_autoptr(GBytes) made = bytes;
  g_autoptr(GError) failed = reason;

  if (made == NULL)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, failed->domain, failed->code, _("cannot write %s: %s"),
                   display, failed->message);
      return FALSE;
    }
  return _kq_render_write_bytes (made, path, error);
}

typedef struct {
  KqOutput *output;
  GError   *error;
} PngSink;

static cairo_status_t
write_output (void *closure, const unsigned char *data, unsigned int length)
{
  PngSink *sink = closure;

  return kq_output_write (sink->output, data, length, &sink->error) ? CAIRO_STATUS_SUCCESS
                                                                   : CAIRO_STATUS_WRITE_ERROR;
}

/* A PNG encoded straight into the output: the image's pixels are the only
 * copy in memory (a 16384 × 16384 one's file can take hundreds of MB). */
static gboolean
png_to_file (const KqBoard *board, const KqRenderOptions *options, int size, const char *path,
             GError **error)
{
  g_autoptr(KqOutput) output = NULL;
  PngSink sink = { NULL, NULL };
  GError *local_error = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  int height;

  if (!check_size (size, &local_error))
    return _kq_render_write_made (NULL, local_error, path, error);
  height = kq_render_image_height (board, options, size);
  if (!check_png_memory (size, height, &local_error))
    return _kq_render_write_made (NULL, local_error, path, error);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, height);
  draw_image (surface, board, options, size, height);
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS && (output = kq_output_open (path, error)) == NULL)
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  sink.output = output;
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, write_output, &sink);
  cairo_surface_destroy (surface);
  if (sink.error != NULL)
    {
      g_propagate_error (error, sink.error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      /* e.g. no memory for the image after all */
      g_set_error (&local_error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s",
                   cairo_status_to_string (status));
      return _kq_render_write_made (NULL, local_error, path, error);
    }
  return kq_output_commit (output, error);
}

static gboolean
render_to_file (const KqBoard *board, const KqRenderOptions *options, KqImageFormat format,
                int size, const char *path, GError **error)
{
  GError *reason = NULL;
  GBytes *bytes;

  if (format == KQ_IMAGE_PNG)
    return png_to_file (board, options, size, path, error);
  bytes = kq_render_image_bytes (board, options, format, size, &reason);
  return _kq_render_write_made (bytes, reason, path, error);
}

gboolean
kq_render_image (const KqBoard *board, const KqRenderOptions *options, int size,
                 const char *path, GError **error)
{
  KqImageFormat format;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return kq_render_image_format_from_path (path, &format, error) &&
         render_to_file (board, options, format, size, path, error);
}

gboolean
kq_render_png (const KqBoard *board, const KqRenderOptions *options, int size,
               const char *path, GError **error)
{
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return render_to_file (board, options, KQ_IMAGE_PNG, size, path, error);
}
