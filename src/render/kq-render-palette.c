/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>
#include <string.h>

#include "kq-render-palette.h"

typedef struct {
  const char *name;
  guint32     rgb[KQ_N_PALETTES];  /* light, dark, high contrast */
} ColorEntry;

/* Light: calm blue-grey squares, so that the warm path, the green start,
 * the amber current square and the dark pieces stand out, also on a
 * washed-out projector. Square tints are picked by hand rather than mixed,
 * so that they stay clean instead of turning muddy on the blue-grey.
 * Dark: the same hues on dark slate, light pieces with dark outlines, and
 * a scale that rises from dark to bright. The path is the same in all:
 * the window keeps it in a cache drawn without options (kq_render_path).
 * The tree's light colours are
 * GNOME's palette (blue 3, green 5, red 4).
 * High contrast (the desktop's setting, through libadwaita): the light
 * palette's meanings on white, in black lines and pieces, each pair of
 * square tints far apart and every mark darker. */
static const ColorEntry colors[KQ_N_COLORS] = {
  [KQ_COLOR_BACKGROUND] = { "background", { 0xf6f5f3, 0x1e2126, 0xffffff } },
  [KQ_COLOR_FRAME] = { "frame", { 0x3f4d59, 0x8d9aa6, 0x000000 } },
  [KQ_COLOR_COORDINATES] = { "coordinates", { 0x56636f, 0xaab5bf, 0x000000 } },
  [KQ_COLOR_SQUARE_LIGHT] = { "square-light", { 0xe8edf1, 0x4b5764, 0xffffff } },
  [KQ_COLOR_SQUARE_DARK] = { "square-dark", { 0xb3c2cf, 0x343e48, 0x9aa5b1 } },
  [KQ_COLOR_VISITED_LIGHT] = { "visited-light", { 0xf7ebdf, 0x635142, 0xffe2c2 } },
  [KQ_COLOR_VISITED_DARK] = { "visited-dark", { 0xdfc7b0, 0x4a3c31, 0xd9a36b } },
  /* high contrast: magenta, far from the conflicts' red (a pink attacked
   * dark square looked like a conflict) */
  [KQ_COLOR_ATTACKED_LIGHT] = { "attacked-light", { 0xf2e6e8, 0x5e4650, 0xf4c4f4 } },
  [KQ_COLOR_ATTACKED_DARK] = { "attacked-dark", { 0xd7c3ca, 0x47343c, 0xd070e0 } },
  [KQ_COLOR_CONFLICT_LIGHT] = { "conflict-light", { 0xf7c1c1, 0x9a3b3b, 0xff8a8a } },
  [KQ_COLOR_CONFLICT_DARK] = { "conflict-dark", { 0xe89696, 0x7d2c2c, 0xe04848 } },
  [KQ_COLOR_START_LIGHT] = { "start-light", { 0xcbe7d1, 0x35633f, 0xa8e6b4 } },
  [KQ_COLOR_START_DARK] = { "start-dark", { 0xa2cdac, 0x284d31, 0x5fbf72 } },
  [KQ_COLOR_CURRENT_LIGHT] = { "current-light", { 0xfde4a0, 0x857024, 0xffd84d } },
  [KQ_COLOR_CURRENT_DARK] = { "current-dark", { 0xf2c96a, 0x6b5819, 0xf0b400 } },
  /* blue, apart from the current square's yellow */
  [KQ_COLOR_TARGET_LIGHT] = { "target-light", { 0xcde2fb, 0x2d5283, 0xa9d0ff } },
  [KQ_COLOR_TARGET_DARK] = { "target-dark", { 0xa4c8f2, 0x22416a, 0x5e9ee8 } },
  [KQ_COLOR_SCALE_START] = { "scale-start", { 0xfff0b3, 0x2e2a52, 0xfff0b3 } },
  [KQ_COLOR_SCALE_EARLY] = { "scale-early", { 0xf08c2e, 0x80306e, 0xf08c2e } },
  [KQ_COLOR_SCALE_LATE] = { "scale-late", { 0xc2255c, 0xdc5a2e, 0xc2255c } },
  [KQ_COLOR_SCALE_END] = { "scale-end", { 0x3b1f5e, 0xffdb70, 0x3b1f5e } },
  [KQ_COLOR_PATH] = { "path", { 0xe8590c, 0xe8590c, 0xe8590c } },
  [KQ_COLOR_START_MARK] = { "start-mark", { 0x2b8a3e, 0x2f9e44, 0x1b6e2e } },
  [KQ_COLOR_MARK_TEXT] = { "mark-text", { 0xffffff, 0xffffff, 0xffffff } },
  [KQ_COLOR_NUMBER] = { "number", { 0x1d2b3a, 0xeef1f4, 0x000000 } },
  [KQ_COLOR_HALO] = { "halo", { 0xffffff, 0x15181c, 0xffffff } },
  [KQ_COLOR_KNIGHT] = { "knight", { 0x1d2b3a, 0xf4f6f8, 0x000000 } },
  [KQ_COLOR_QUEEN] = { "queen", { 0x1d2b3a, 0xf4f6f8, 0x000000 } },
  [KQ_COLOR_FOCUS] = { "focus", { 0x1c71d8, 0x78aeed, 0x0044cc } },
  /* the other palette's conflict red: it stands out on this one's */
  [KQ_COLOR_ERROR] = { "error", { 0x7d2c2c, 0xe89696, 0x7d0000 } },
  [KQ_COLOR_TRACE_TRIED] = { "trace-tried", { 0x3584e4, 0x62a0ea, 0x1a5fb4 } },
  [KQ_COLOR_TRACE_SOLUTION] = { "trace-solution", { 0x26a269, 0x33d17a, 0x1e7a46 } },
  [KQ_COLOR_TRACE_UNDONE] = { "trace-undone", { 0xc01c28, 0xf66151, 0xa51d2d } },
  [KQ_COLOR_TREE_ROOT] = { "tree-root", { 0x5e5c64, 0x9a9996, 0x000000 } },
  [KQ_COLOR_TREE_EDGE] = { "tree-edge", { 0x808080, 0x8a8a8a, 0x404040 } },
  [KQ_COLOR_TREE_HERE] = { "tree-here", { 0xe66100, 0xffa348, 0xc64600 } },
  [KQ_COLOR_TREE_LABEL] = { "tree-label", { 0xffffff, 0x15181c, 0xffffff } },
  [KQ_COLOR_GUTTER] = { "gutter", { 0x5e5c64, 0xaaa9a6, 0x241f31 } },
};

guint32
kq_palette_get_rgb (KqPalette palette, KqColor color)
{
  g_return_val_if_fail ((guint) palette < KQ_N_PALETTES, 0);
  g_return_val_if_fail ((guint) color < KQ_N_COLORS, 0);

  return colors[color].rgb[palette];
}

const char *
kq_color_get_name (KqColor color)
{
  g_return_val_if_fail ((guint) color < KQ_N_COLORS, NULL);

  return colors[color].name;
}

gboolean
kq_color_from_name (const char *name, KqColor *color)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < KQ_N_COLORS; i++)
    if (strcmp (colors[i].name, name) == 0)
      {
        *color = (KqColor) i;
        return TRUE;
      }
  return FALSE;
}

void
kq_palette_set_source (cairo_t *cr, KqPalette palette, KqColor color, double alpha)
{
  guint32 rgb = kq_palette_get_rgb (palette, color);

  cairo_set_source_rgba (cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

guint32
kq_palette_scale_rgb (KqPalette palette, double t)
{
  static const KqColor stops[] = { KQ_COLOR_SCALE_START, KQ_COLOR_SCALE_EARLY,
                                   KQ_COLOR_SCALE_LATE, KQ_COLOR_SCALE_END };
  double x = CLAMP (t, 0.0, 1.0) * (G_N_ELEMENTS (stops) - 1);
  int i = MIN ((int) x, (int) G_N_ELEMENTS (stops) - 2);
  double f = x - i;
  guint32 from = kq_palette_get_rgb (palette, stops[i]);
  guint32 to = kq_palette_get_rgb (palette, stops[i + 1]);
  guint32 rgb = 0;

  for (int shift = 0; shift <= 16; shift += 8)
    {
      double a = (from >> shift) & 0xff, b = (to >> shift) & 0xff;

      rgb |= (guint32) lround (a + (b - a) * f) << shift;
    }
  return rgb;
}
