#define G_LOG_DOMAIN "kq-render"
#include "config.h"
#include "kq-render.h"

void
kq_render_options_init (KqRenderOptions *options)
{
  *options = (KqRenderOptions) { .focus = -1, .show_coordinates = TRUE,
                                 .show_attacks = TRUE, .show_numbers = TRUE };
}

void
kq_render_board (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options,
                 double width, double height)
{
}

int
kq_render_hit_square (int n, double width, double height, double x, double y)
{
  return -1;
}

gboolean
kq_render_png (const KqBoard *board, const KqRenderOptions *options, int size,
               const char *path, GError **error)
{
  return FALSE;
}
