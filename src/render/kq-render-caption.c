/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-caption.c: an exported image's caption and legend under the
 * board ("12 queens — solution 1 of 14,200"), its words and its layout, for
 * PNG, SVG, PDF and the GIF alike */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-render-private.h"

/* Text sizes as shares of the image's width, never below what reads. */
#define CAPTION_SHARE 0.035
#define LEGEND_SHARE  0.025

static gboolean
knight_move (int n, int a, int b)
{
  int dr = ABS (a / n - b / n), dc = ABS (a % n - b % n);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

char *
kq_render_caption (const KqBoard *board, guint64 number, guint64 total)
{
  int n, start;

  g_return_val_if_fail (board != NULL, NULL);

  n = board->n;
  if (kq_problem_is_placement (board->problem))
    {
      gboolean rooks = board->problem == KQ_PROBLEM_ROOKS;
      g_autofree char *shown = kq_format_count (number);
      g_autofree char *all = kq_format_count (total);

      if (number == 0)
        return rooks ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d rook", "%d rooks", n), n)
                     : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d queen", "%d queens", n),
                                        n);
      if (total == 0)
        /* Translators: an exported image's caption; n rooks are a permutation */
        return rooks ? g_strdup_printf (_("%d rooks — permutation %s"), n, shown)
                     : g_strdup_printf (_("%d queens — solution %s"), n, shown);
      /* Translators: an exported image's caption */
      return rooks ? g_strdup_printf (_("%d rooks — permutation %s of %s"), n, shown, all)
                   : g_strdup_printf (_("%d queens — solution %s of %s"), n, shown, all);
    }
  if (board->moves == 0)
    /* Translators: an exported image's caption */
    return g_strdup_printf (_("Knight’s tour %d × %d"), board->rows, n);
  start = board->path[0];
  if (board->moves < kq_board_squares (board))
    /* Translators: an exported image's caption: a tour under way */
    return g_strdup_printf (_("Knight’s tour %d × %d from (%d, %d), move %d"), board->rows, n,
                            start / n + 1, start % n + 1, board->moves);
  if (board->moves > 1 && knight_move (n, start, board->path[board->moves - 1]))
    /* Translators: an exported image's caption */
    return g_strdup_printf (_("Knight’s tour %d × %d from (%d, %d), closed"), board->rows, n,
                            start / n + 1, start % n + 1);
  /* Translators: an exported image's caption */
  return g_strdup_printf (_("Knight’s tour %d × %d from (%d, %d), open"), board->rows, n,
                          start / n + 1, start % n + 1);
}

static double
caption_font (int width)
{
  return MAX (width * CAPTION_SHARE, LABEL_MIN_SIZE);
}

static double
legend_font (int width)
{
  return MAX (width * LEGEND_SHARE, LABEL_MIN_SIZE);
}

/* The caption as a layout wrapped to the width, centred, its lines
 * bounded: past them cut with "…", so that no caption makes the image
 * taller than the board by more than a few lines. */
static PangoLayout *
caption_layout (cairo_t *cr, const char *caption, int width)
{
  double font = caption_font (width);
  PangoLayout *text = _kq_render_text_layout_new (cr);

  _kq_render_set_font (text, font, PANGO_WEIGHT_NORMAL);
  pango_layout_set_width (text, (int) ((width - 2 * font) * PANGO_SCALE));
  pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (text, PANGO_ALIGN_CENTER);
  pango_layout_set_height (text, -KQ_RENDER_CAPTION_MAX_LINES);
  pango_layout_set_ellipsize (text, PANGO_ELLIPSIZE_END);
  pango_layout_set_text (text, caption, -1);
  return text;
}

/* What goes under the board: its height, and with draw, the caption and
 * legend drawn from the top left corner of the band. */
static double
draw_band (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options, int width,
           gboolean draw)
{
  double font = caption_font (width), key = legend_font (width), y = 0;

  if (options->caption != NULL && options->caption[0] != '\0')
    {
      PangoLayout *text = caption_layout (cr, options->caption, width);
      int height;

      pango_layout_get_pixel_size (text, NULL, &height);
      if (draw)
        {
          kq_palette_set_source (cr, options->palette, KQ_COLOR_COORDINATES, 1.0);
          cairo_move_to (cr, font, 0);
          pango_cairo_show_layout (cr, text);
        }
      g_object_unref (text);
      y += height + font * 0.6;
    }
  if (options->legend)
    {
      KqLegendMode mode = kq_render_legend_mode (board, options, width, width);

      cairo_save (cr);
      cairo_translate (cr, key, y);
      y += kq_render_legend (cr, mode, options->palette, width - 2 * key, key, draw) + key;
      cairo_restore (cr);
    }
  return y;
}

/* A cairo context on a small image, to measure text before a surface
 * of the right size exists. */
static cairo_t *
measuring_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  return cr;
}

int
kq_render_image_height (const KqBoard *board, const KqRenderOptions *options, int size)
{
  cairo_t *cr;
  double band;

  g_return_val_if_fail (board != NULL, size);

  if (options == NULL || ((options->caption == NULL || options->caption[0] == '\0') &&
                          !options->legend))
    return size;
  cr = measuring_context ();
  band = draw_band (cr, board, options, size, FALSE);
  cairo_destroy (cr);
  return size + (int) ceil (band);
}

void
_kq_render_image_draw (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options,
                       int size, int height)
{
  KqRenderOptions defaults;

  if (options == NULL)
    {
      kq_render_options_init (&defaults);
      options = &defaults;
    }
  kq_render_board (cr, board, options, size, size);
  if (height <= size)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, 0, size, size, height - size);
  kq_palette_set_source (cr, options->palette, KQ_COLOR_BACKGROUND, 1.0);
  cairo_fill (cr);
  cairo_translate (cr, 0, size);
  draw_band (cr, board, options, size, TRUE);
  cairo_restore (cr);
}
