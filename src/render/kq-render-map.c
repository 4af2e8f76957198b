/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-map.c: the map of the knight's tours from each square: the
 * counts on the board as a heat map, with its legend and why squares have
 * none */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "kq-format.h"
#include "kq-render-private.h"

/* The legend's band under the board, as a share of the image's width; its text's size. */
#define MAP_LEGEND_SHARE 0.26
#define MAP_KEY_SHARE 0.022
/* The window's key no smaller than its own text (at 1024 × 768 the share gave 10 px); the band
 * grows with it, the board shrinking to leave it room. */
#define MAP_KEY_MIN_FIT 14.0

int
kq_render_tour_map_height (int size)
{
  return size + (int) ceil (size * MAP_LEGEND_SHARE);
}

static gboolean
map_fits (int rows, int cols)
{
  return rows >= 1 && rows <= KQ_RENDER_MAP_MAX_N && cols >= 1 && cols <= KQ_RENDER_MAP_MAX_N;
}

/* The heat of count among counts from least to most (those above zero):
 * 0 … 1 on the palette's scale. */
static double
heat (guint64 count, guint64 least, guint64 most)
{
  return most > least ? (double) (count - least) / (double) (most - least) : 1.0;
}

static void
set_rgb (cairo_t *cr, guint32 rgb)
{
  cairo_set_source_rgb (cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

/* Why some squares, or all, have no tour, in the current language; NULL
 * when every square has some. */
static char *
map_note (int rows, int cols, const guint64 *counts)
{
  gboolean none = FALSE;

  for (int i = 0; i < rows * cols; i++)
    none = none || counts[i] == 0;
  if (!none)
    return NULL;
  if (rows == cols && rows >= 2 && rows <= 4)
    return g_strdup (_("No square has a tour: on a board smaller than 5 × 5 a knight cannot "
                       "visit every square."));
  if (rows * cols % 2 != 0)
    return g_strdup (_("Squares without a number have no tour: a knight changes colour at every "
                       "move, and an odd board has one square more of the corners’ colour, so a "
                       "tour must start and end on that colour."));
  return g_strdup (_("Squares without a number have no tour from them."));
}

/* The legend: the scale from the fewest tours to the most, the total, and
 * why squares have none, in the band from y down to height. */
static void
draw_legend (cairo_t *cr, PangoLayout *text, int rows, int cols, const guint64 *counts,
             KqPalette palette, guint64 least, guint64 most, double width, double y,
             double height, double font)
{
  double margin = width * 0.06;
  double bar_y = y + font * 0.6, bar_h = font * 1.2, bar_w = width - 2 * margin;
  g_autofree char *note = map_note (rows, cols, counts);
  guint64 total = 0;
  g_autofree char *total_text = NULL;
  g_autofree char *line = NULL;

  for (int i = 0; i < rows * cols; i++)
    total += counts[i];
  total_text = kq_format_count (total);
  _kq_render_set_font (text, font, PANGO_WEIGHT_NORMAL);
  if (most > 0)
    {
      g_autofree char *low = kq_format_count (least);
      g_autofree char *high = kq_format_count (most);
      cairo_pattern_t *scale = cairo_pattern_create_linear (margin, 0, margin + bar_w, 0);

      for (int i = 0; i <= 8; i++)
        {
          guint32 rgb = kq_palette_scale_rgb (palette, i / 8.0);

          cairo_pattern_add_color_stop_rgb (scale, i / 8.0, (rgb >> 16) / 255.0,
                                            ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
        }
      cairo_rectangle (cr, margin, bar_y, bar_w, bar_h);
      cairo_set_source (cr, scale);
      cairo_fill_preserve (cr);
      cairo_pattern_destroy (scale);
      kq_palette_set_source (cr, palette, KQ_COLOR_FRAME, 1.0);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
      kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
      _kq_render_show_text (cr, text, low, margin, bar_y + bar_h + font, 0.0);
      _kq_render_show_text (cr, text, high, margin + bar_w, bar_y + bar_h + font, 1.0);
      /* TRANSLATORS: the map's scale, from the fewest tours from a square
       * to the most; its total under it */
      _kq_render_show_text (cr, text, _("tours from the square"), width / 2,
                            bar_y + bar_h + font, 0.5);
    }
  kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
  /* TRANSLATORS: the map's total: "6,637,920 tours in all on 6 × 6" */
  line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s tour in all on %d × %d",
                                       "%s tours in all on %d × %d",
                                       (gulong) MIN (total, 1000000)),
                          total_text, rows, cols);
  _kq_render_show_text (cr, text, line, width / 2, bar_y + bar_h + font * 2.6, 0.5);
  if (note != NULL)
    {
      pango_layout_set_width (text, (int) (bar_w * PANGO_SCALE));
      pango_layout_set_wrap (text, PANGO_WRAP_WORD);
      pango_layout_set_alignment (text, PANGO_ALIGN_CENTER);
      pango_layout_set_text (text, note, -1);
      cairo_move_to (cr, margin, MIN (bar_y + bar_h + font * 3.6, height - font * 3.5));
      pango_cairo_show_layout (cr, text);
      pango_layout_set_width (text, -1);
    }
}

/* The map in width × height: the board in the top square of it, the
 * legend in the band under it (none when height <= width). */
static void
draw_map (cairo_t *cr, int rows, int cols, const guint64 *counts, KqPalette palette, int focus,
          double width, double height, double key_font)
{
  guint64 least = G_MAXUINT64, most = 0;
  double board_side = MIN (width, height), font;
  g_autofree char *widest = NULL;
  PangoLayout *text;
  Layout layout;

  g_assert (map_fits (rows, cols));

  for (int i = 0; i < rows * cols; i++)
    if (counts[i] > 0)
      {
        least = MIN (least, counts[i]);
        most = MAX (most, counts[i]);
      }
  /* its coordinates no smaller than its key's text (they were 11 px beside a 14 px key) */
  _kq_render_layout_init_labels (&layout, rows, cols, board_side, board_side, key_font);
  layout.palette = palette;
  /* one size for every count, the widest fitting its square */
  widest = kq_format_count (most);
  font = MIN (layout.cell * 0.3, layout.cell * 0.86 / (DIGIT_WIDTH * strlen (widest)));

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  kq_palette_set_source (cr, palette, KQ_COLOR_BACKGROUND, 1.0);
  cairo_fill (cr);
  text = _kq_render_text_layout_new (cr);
  if (layout.label_size > 0.0)
    _kq_render_draw_labels (cr, text, &layout);

  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        guint64 count = counts[r * cols + c];
        double x = layout.x0 + c * layout.cell, y = layout.y0 + r * layout.cell;
        gboolean light = (r + c) % 2 == 0;

        cairo_rectangle (cr, x, y, layout.cell, layout.cell);
        if (count > 0)
          set_rgb (cr, kq_palette_scale_rgb (palette, heat (count, least, most)));
        else
          kq_palette_set_source (cr, palette,
                                 light ? KQ_COLOR_SQUARE_LIGHT : KQ_COLOR_SQUARE_DARK, 1.0);
        cairo_fill (cr);
        if (count > 0)
          {
            g_autofree char *number = kq_format_count (count);
            double pad = font * 0.35;
            PangoRectangle ink;

            if (font < NUMBER_MIN_SIZE)
              continue;
            _kq_render_set_font (text, font, PANGO_WEIGHT_BOLD);
            pango_layout_set_text (text, number, -1);
            pango_layout_get_pixel_extents (text, &ink, NULL);
            cairo_rectangle (cr, x + (layout.cell - ink.width) / 2 - pad,
                             y + layout.cell / 2 - font * 0.5 - pad, ink.width + 2 * pad,
                             font + 2 * pad);
            kq_palette_set_source (cr, palette, KQ_COLOR_HALO, 0.85);
            cairo_fill (cr);
            kq_palette_set_source (cr, palette, KQ_COLOR_NUMBER, 1.0);
            _kq_render_show_text (cr, text, number, x + layout.cell / 2, y + layout.cell / 2, 0.5);
          }
      }
  cairo_rectangle (cr, layout.x0, layout.y0, layout.board_w, layout.board_h);
  kq_palette_set_source (cr, palette, KQ_COLOR_FRAME, 1.0);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
  if (focus >= 0 && focus < rows * cols)
    _kq_render_draw_focus (cr, &layout, focus);

  if (height > board_side)
    draw_legend (cr, text, rows, cols, counts, palette, most > 0 ? least : 0, most, width,
                 board_side, height, key_font);
  g_object_unref (text);
  cairo_restore (cr);
}

static gboolean
size_fits (int size, GError **error)
{
  if (size >= KQ_RENDER_PNG_MIN_SIZE && size <= KQ_RENDER_MAP_MAX_SIZE)
    return TRUE;
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("the image size must be %d to %d pixels, not %d"),
               KQ_RENDER_PNG_MIN_SIZE, KQ_RENDER_MAP_MAX_SIZE, size);
  return FALSE;
}

/* The map's place in width × height: as large as fits, centred (x, y:
 * its corner; side: its width, the board's side). */
static void
map_fit (double width, double height, double *x, double *y, double *side, double *band,
         double *font)
{
  *side = MIN (width, height / (1 + MAP_LEGEND_SHARE));
  *band = *side * MAP_LEGEND_SHARE;
  *font = MAX (*side * MAP_KEY_SHARE, LABEL_MIN_SIZE);
  if (*font < MAP_KEY_MIN_FIT)
    {
      *font = MAP_KEY_MIN_FIT;
      *band = *font * MAP_LEGEND_SHARE / MAP_KEY_SHARE;
      *side = MAX (MIN (width, height - *band), 0.0);
    }
  *x = (width - *side) / 2;
  *y = (height - *side - *band) / 2;
}

void
kq_render_tour_map_fit (cairo_t *cr, int rows, int cols, const guint64 *counts,
                        KqPalette palette, int focus, double width, double height)
{
  double x, y, side, band, font;

  g_return_if_fail (cr != NULL && counts != NULL);
  g_return_if_fail (map_fits (rows, cols));

  map_fit (width, height, &x, &y, &side, &band, &font);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  draw_map (cr, rows, cols, counts, palette, focus, side, side + band, font);
  cairo_restore (cr);
}

int
kq_render_tour_map_hit_square (int rows, int cols, double width, double height, double x,
                               double y)
{
  double map_x, map_y, side, band, font;
  Layout layout;

  g_return_val_if_fail (rows >= 1 && cols >= 1, -1);

  map_fit (width, height, &map_x, &map_y, &side, &band, &font);
  _kq_render_layout_init_labels (&layout, rows, cols, side, side, font);
  return _kq_render_layout_hit (&layout, x - map_x, y - map_y);
}

GBytes *
kq_render_tour_map_bytes (int rows, int cols, const guint64 *counts, KqPalette palette,
                          KqImageFormat format, int size, GError **error)
{
  cairo_surface_t *surface;
  GByteArray *sink;
  GError *reason = NULL;
  GBytes *bytes;
  int height = kq_render_tour_map_height (size);

  g_return_val_if_fail (map_fits (rows, cols), NULL);
  g_return_val_if_fail (counts != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!size_fits (size, error))
    return NULL;
  sink = g_byte_array_new ();
  surface = _kq_render_document_new (format, sink, size, height);
  if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);

      draw_map (cr, rows, cols, counts, palette, -1, size, height,
                MAX (size * MAP_KEY_SHARE, LABEL_MIN_SIZE));
      cairo_destroy (cr);
    }
  bytes = _kq_render_document_finish (surface, sink, &reason);
  if (bytes == NULL)
    g_propagate_error (error, reason);
  return bytes;
}

gboolean
kq_render_tour_map (int rows, int cols, const guint64 *counts, KqPalette palette, int size,
                    const char *path, GError **error)
{
  KqImageFormat format;
  GBytes *bytes;
  GError *reason = NULL;

  g_return_val_if_fail (map_fits (rows, cols), FALSE);
  g_return_val_if_fail (counts != NULL && path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!kq_render_image_format_from_path (path, &format, error) || !size_fits (size, error))
    return FALSE;
  bytes = kq_render_tour_map_bytes (rows, cols, counts, palette, format, size, &reason);
  return _kq_render_write_made (bytes, reason, path, error);
}
