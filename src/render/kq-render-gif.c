/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-gif.c: an animated GIF of boards, a frame each (a tour move by
 * move, a search step by step), through giflib, for slides: it loops, and
 * holds its last frame */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <string.h>

#include <gif_lib.h>
#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-render-private.h"

/* The last frame stays this long (hundredths of a second) before the loop
 * starts again, so that the result can be seen. */
#define HOLD_LAST 200
/* A colour this close (squared distance in RGB) to one already in the
 * colour table is drawn with it: antialiased edges need not fill it. */
#define NEAR_ENOUGH 108
#define GCT_SIZE 256

struct _KqRenderGif {
  GifFileType     *file;
  GByteArray      *sink;
  KqRenderOptions  options;
  char            *caption;        /* options.caption's copy */
  int              size;
  int              width, height;  /* 0 before the first frame */
  int              delay;          /* hundredths of a second a frame */
  guint            frames;
  cairo_surface_t *surface;        /* the frame being drawn */
  guint32         *previous;       /* the last frame's pixels */
  guint8          *indices;        /* a frame's changed rectangle, as colour indices */
  guint32          colors[GCT_SIZE];
  int              n_colors;
  gint16           lookup[1 << 15]; /* 15-bit colour → index, -1: not seen yet */
  gsize            colormap_at;    /* the global colour table's place in sink */
  gsize            delay_at;       /* the last frame's delay's place in sink */
};

static int
append_bytes (GifFileType *file, const GifByteType *data, int length)
{
  g_byte_array_append (file->UserData, data, (guint) length);
  return length;
}

static gboolean
gif_failed (int code, GError **error)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "GIF: %s", GifErrorString (code));
  return FALSE;
}

KqRenderGif *
kq_render_gif_new (const KqRenderOptions *options, int size, double fps, GError **error)
{
  KqRenderGif *gif;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (size < KQ_RENDER_PNG_MIN_SIZE || size > KQ_RENDER_GIF_MAX_SIZE)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("an animation’s size must be %d to %d pixels, not %d"),
                   KQ_RENDER_PNG_MIN_SIZE, KQ_RENDER_GIF_MAX_SIZE, size);
      return NULL;
    }
  if (!(fps >= KQ_RENDER_GIF_MIN_FPS && fps <= KQ_RENDER_GIF_MAX_FPS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("an animation shows %d to %d frames a second"),
                   KQ_RENDER_GIF_MIN_FPS, KQ_RENDER_GIF_MAX_FPS);
      return NULL;
    }

  gif = g_new0 (KqRenderGif, 1);
  if (options != NULL)
    gif->options = *options;
  else
    kq_render_options_init (&gif->options);
  /* the window's caches and marks belong to its own frames */
  gif->options.squares = NULL;
  gif->options.path_cache = NULL;
  gif->options.path_from = 0;
  gif->options.focus = -1;
  gif->caption = g_strdup (gif->options.caption);
  gif->options.caption = gif->caption;
  gif->size = size;
  /* GIF delays are in hundredths; players take less than 2 as 10 */
  gif->delay = MAX ((int) (100.0 / fps + 0.5), 2);
  memset (gif->lookup, 0xff, sizeof gif->lookup);
  return gif;
}

void
kq_render_gif_free (KqRenderGif *gif)
{
  int code;

  if (gif == NULL)
    return;
  if (gif->file != NULL)
    EGifCloseFile (gif->file, &code);
  if (gif->sink != NULL)
    g_byte_array_unref (gif->sink);
  g_clear_pointer (&gif->surface, cairo_surface_destroy);
  g_free (gif->previous);
  g_free (gif->indices);
  g_free (gif->caption);
  g_free (gif);
}

static int
add_color (KqRenderGif *gif, guint32 rgb)
{
  gif->colors[gif->n_colors] = rgb;
  return gif->n_colors++;
}

/* The colour table's index for a pixel: the nearest colour in it, or a new
 * entry while there is room and none is near. The table only grows, so a
 * frame's indices stay right when it is written at the end. */
static guint8
color_index (KqRenderGif *gif, guint32 pixel)
{
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  int key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
  int best = 0, best_distance = G_MAXINT;

  if (gif->lookup[key] >= 0)
    return (guint8) gif->lookup[key];
  for (int i = 0; i < gif->n_colors; i++)
    {
      guint32 c = gif->colors[i];
      int dr = r - (int) ((c >> 16) & 0xff), dg = g - (int) ((c >> 8) & 0xff),
          db = b - (int) (c & 0xff);
      int distance = dr * dr + dg * dg + db * db;

      if (distance < best_distance)
        {
          best = i;
          best_distance = distance;
        }
    }
  if (best_distance > NEAR_ENOUGH && gif->n_colors < GCT_SIZE)
    best = add_color (gif, pixel & 0xffffff);
  gif->lookup[key] = (gint16) best;
  return (guint8) best;
}

/* The screen, a colour table to be filled in at the end, the loop. */
static gboolean
start (KqRenderGif *gif, const KqBoard *board, GError **error)
{
  static const GifByteType loop[3] = { 1, 0, 0 };  /* for ever */
  ColorMapObject *colormap;
  int code = 0;
  gboolean ok;

  gif->width = gif->size;
  gif->height = kq_render_image_height (board, &gif->options, gif->size);
  gif->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, gif->width, gif->height);
  if (cairo_surface_status (gif->surface) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, "%s",
                   cairo_status_to_string (cairo_surface_status (gif->surface)));
      return FALSE;
    }
  gif->previous = g_new (guint32, (gsize) gif->width * gif->height);
  gif->indices = g_new (guint8, (gsize) gif->width * gif->height);

  /* the board's own colours exactly, the background first */
  for (int c = 0; c < KQ_N_COLORS; c++)
    {
      guint32 rgb = kq_palette_get_rgb (gif->options.palette, c);
      gboolean known = FALSE;

      for (int i = 0; i < gif->n_colors && !known; i++)
        known = gif->colors[i] == rgb;
      if (!known)
        add_color (gif, rgb);
    }

  gif->sink = g_byte_array_new ();
  gif->file = EGifOpen (gif->sink, append_bytes, &code);
  if (gif->file == NULL)
    return gif_failed (code, error);
  EGifSetGifVersion (gif->file, true);
  colormap = GifMakeMapObject (GCT_SIZE, NULL);
  /* after "GIF89a" and the 7 bytes of the screen descriptor */
  gif->colormap_at = gif->sink->len + 13;
  ok = EGifPutScreenDesc (gif->file, gif->width, gif->height, 8, 0, colormap) == GIF_OK &&
       EGifPutExtensionLeader (gif->file, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
       EGifPutExtensionBlock (gif->file, 11, "NETSCAPE2.0") == GIF_OK &&
       EGifPutExtensionBlock (gif->file, 3, loop) == GIF_OK &&
       EGifPutExtensionTrailer (gif->file) == GIF_OK;
  GifFreeMapObject (colormap);
  g_assert (!ok || gif->sink->len > gif->colormap_at + 3 * GCT_SIZE);
  return ok || gif_failed (gif->file->Error, error);
}

/* The rectangle of pixels that differ from the last frame; FALSE if none. */
static gboolean
changed_rect (KqRenderGif *gif, const guint32 *pixels, int stride, cairo_rectangle_int_t *rect)
{
  int left = gif->width, right = -1, top = gif->height, bottom = -1;

  if (gif->frames == 0)
    {
      *rect = (cairo_rectangle_int_t) { 0, 0, gif->width, gif->height };
      return TRUE;
    }
  for (int y = 0; y < gif->height; y++)
    {
      const guint32 *row = pixels + (gsize) y * stride;
      const guint32 *old = gif->previous + (gsize) y * gif->width;
      int x0 = 0, x1 = gif->width - 1;

      while (x0 < gif->width && (row[x0] & 0xffffff) == (old[x0] & 0xffffff))
        x0++;
      if (x0 == gif->width)
        continue;
      while ((row[x1] & 0xffffff) == (old[x1] & 0xffffff))
        x1--;
      left = MIN (left, x0);
      right = MAX (right, x1);
      top = MIN (top, y);
      bottom = y;
    }
  if (bottom < 0)
    return FALSE;
  *rect = (cairo_rectangle_int_t) { left, top, right - left + 1, bottom - top + 1 };
  return TRUE;
}

static void
set_delay (KqRenderGif *gif, int delay)
{
  gif->sink->data[gif->delay_at + 4] = delay & 0xff;
  gif->sink->data[gif->delay_at + 5] = (delay >> 8) & 0xff;
}

static int
get_delay (KqRenderGif *gif)
{
  return gif->sink->data[gif->delay_at + 4] | (gif->sink->data[gif->delay_at + 5] << 8);
}

gboolean
kq_render_gif_add_frame (KqRenderGif *gif, const KqBoard *board, GError **error)
{
  GraphicsControlBlock control = {
    .DisposalMode = DISPOSE_DO_NOT, .DelayTime = gif->delay,
    .TransparentColor = NO_TRANSPARENT_COLOR,
  };
  GifByteType extension[4];
  cairo_rectangle_int_t rect;
  const guint32 *pixels;
  cairo_t *cr;
  int stride;

  g_return_val_if_fail (gif != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (gif->frames >= KQ_RENDER_GIF_MAX_FRAMES)
    {
      g_autofree char *bound = kq_format_count (KQ_RENDER_GIF_MAX_FRAMES);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("an animation has at most %s frames"), bound);
      return FALSE;
    }
  if (gif->width == 0 && !start (gif, board, error))
    return FALSE;

  cr = cairo_create (gif->surface);
  _kq_render_image_draw (cr, board, &gif->options, gif->size, gif->height);
  cairo_destroy (cr);
  cairo_surface_flush (gif->surface);
  pixels = (const guint32 *) (gconstpointer) cairo_image_surface_get_data (gif->surface);
  stride = cairo_image_surface_get_stride (gif->surface) / 4;

  /* the same picture again: the last frame stays longer */
  if (!changed_rect (gif, pixels, stride, &rect))
    {
      set_delay (gif, MIN (get_delay (gif) + gif->delay, 0xffff));
      gif->frames++;
      return TRUE;
    }
  for (int y = 0; y < rect.height; y++)
    for (int x = 0; x < rect.width; x++)
      gif->indices[(gsize) y * rect.width + x] =
        color_index (gif, pixels[(gsize) (rect.y + y) * stride + rect.x + x]);
  for (int y = 0; y < gif->height; y++)
    memcpy (gif->previous + (gsize) y * gif->width, pixels + (gsize) y * stride,
            sizeof (guint32) * gif->width);

  EGifGCBToExtension (&control, extension);
  gif->delay_at = gif->sink->len;
  if (EGifPutExtension (gif->file, GRAPHICS_EXT_FUNC_CODE, 4, extension) != GIF_OK ||
      EGifPutImageDesc (gif->file, rect.x, rect.y, rect.width, rect.height, false, NULL) != GIF_OK)
    return gif_failed (gif->file->Error, error);
  for (int y = 0; y < rect.height; y++)
    if (EGifPutLine (gif->file, gif->indices + (gsize) y * rect.width, rect.width) != GIF_OK)
      return gif_failed (gif->file->Error, error);
  gif->frames++;
  return TRUE;
}

gboolean
kq_render_gif_add_moves (KqRenderGif *gif, const KqBoard *board, GError **error)
{
  g_autoptr(KqBoard) frame = NULL;

  g_return_val_if_fail (gif != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);

  frame = kq_board_new_like (board);
  if (board->problem == KQ_PROBLEM_TOUR)
    {
      for (int move = 0; move < board->moves; move++)
        {
          kq_board_place (frame, board->path[move] / board->n, board->path[move] % board->n,
                          move + 1);
          if (!kq_render_gif_add_frame (gif, frame, error))
            return FALSE;
        }
      return TRUE;
    }
  for (int row = 0; row < board->n; row++)
    if (board->cells[row] >= 0)
      {
        kq_board_place (frame, row, board->cells[row], row + 1);
        if (!kq_render_gif_add_frame (gif, frame, error))
          return FALSE;
      }
  return TRUE;
}

guint
kq_render_gif_get_frames (const KqRenderGif *gif)
{
  g_return_val_if_fail (gif != NULL, 0);

  return gif->frames;
}

GBytes *
kq_render_gif_finish (KqRenderGif *gif, GError **error)
{
  g_autoptr(GByteArray) sink = NULL;
  int code = 0;

  g_return_val_if_fail (gif != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (gif->frames == 0)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           _("an animation needs at least one frame"));
      return NULL;
    }
  set_delay (gif, MAX (get_delay (gif), HOLD_LAST));
  for (int i = 0; i < GCT_SIZE; i++)
    {
      guint8 *entry = gif->sink->data + gif->colormap_at + 3 * i;

      entry[0] = (gif->colors[i] >> 16) & 0xff;
      entry[1] = (gif->colors[i] >> 8) & 0xff;
      entry[2] = gif->colors[i] & 0xff;
    }
  sink = g_steal_pointer (&gif->sink);
  if (EGifCloseFile (g_steal_pointer (&gif->file), &code) != GIF_OK)
    {
      gif_failed (code, error);
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&sink));
}

gboolean
kq_render_gif_write (KqRenderGif *gif, const char *path, GError **error)
{
  GError *reason = NULL;
  GBytes *bytes;

  g_return_val_if_fail (gif != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  bytes = kq_render_gif_finish (gif, &reason);
  return _kq_render_write_made (bytes, reason, path, error);
}
