/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render.c: a board drawn layer by layer (kq_render_board): the
 * background, then the squares, the frame, the marks, the framed squares
 * and the focus; a tour's path alone (kq_render_path); the options'
 * defaults and a copy of the play marks */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>

#include "kq-render-private.h"

static void
draw_frame (cairo_t *cr, const Layout *layout)
{
  double width = MAX (1.0, floor (layout->side / 600.0));

  cairo_new_path (cr);
  cairo_rectangle (cr, layout->x0 - width / 2, layout->y0 - width / 2,
                   layout->board_w + width, layout->board_h + width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, width);
  set_color (cr, layout, KQ_COLOR_FRAME, 1.0);
  cairo_stroke (cr);
}

/* A blue outline with a white inner edge: visible on every square colour.
 * On tiny squares it is drawn larger than the square, around it. */
void
_kq_render_draw_focus (cairo_t *cr, const Layout *layout, int square)
{
  double width = MAX (2.0, layout->cell * 0.06);
  double box = MAX (layout->cell - width, 10.0);
  double x, y;

  square_centre (layout, square, &x, &y);
  cairo_new_path (cr);
  cairo_rectangle (cr, x - box / 2, y - box / 2, box, box);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, width);
  set_color (cr, layout, KQ_COLOR_FOCUS, 1.0);
  cairo_stroke (cr);
  cairo_new_path (cr);
  box -= 1.5 * width;
  cairo_rectangle (cr, x - box / 2, y - box / 2, box, box);
  cairo_set_line_width (cr, width / 2);
  set_color (cr, layout, KQ_COLOR_HALO, 1.0);
  cairo_stroke (cr);
}

void
kq_render_options_init (KqRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (KqRenderOptions) { .focus = -1, .show_coordinates = TRUE,
                                 .show_attacks = TRUE, .show_numbers = TRUE,
                                 .palette = KQ_PALETTE_LIGHT };
}

/* Appends count items of size bytes from src at *tail; returns the copy. */
static gpointer
copy_into (char **tail, gconstpointer src, gsize count, gsize size)
{
  gpointer copy = *tail;

  if (src == NULL || count == 0)
    return NULL;
  memcpy (copy, src, count * size);
  *tail += count * size;
  return copy;
}

KqRenderPlay *
kq_render_play_copy (const KqRenderPlay *play, int squares)
{
  const gsize cells = play->attacked != NULL ? (gsize) squares : 0;
  const gsize map = play->map != NULL ? (gsize) squares : 0;
  /* The ints, then the gbooleans (both 4 bytes): one block, aligned. */
  const gsize ints = (gsize) play->n_queens + 2 * (gsize) play->n_conflicts +
                     2 * (gsize) play->n_targets + 2 * (gsize) play->n_pairs + map;
  /* Isolation's second tour: its board first (pointers, aligned as the
   * struct before it), its cells and path with the ints */
  const gsize board = play->second != NULL ? sizeof (KqBoard) : 0;
  const gsize tour = play->second != NULL ? 2 * (gsize) squares : 0;
  KqRenderPlay *copy = g_malloc (sizeof *copy + board + (ints + tour) * sizeof (int) +
                                 cells * sizeof (gboolean));
  char *tail = (char *) (copy + 1);

  *copy = *play;
  if (play->second != NULL)
    {
      KqBoard *second = (KqBoard *) tail;

      tail += board;
      *second = *play->second;
      second->cells = copy_into (&tail, play->second->cells, (gsize) squares, sizeof (int));
      second->path = copy_into (&tail, play->second->path, (gsize) squares, sizeof (int));
      copy->second = second;
    }
  copy->queens = copy_into (&tail, play->queens, play->n_queens, sizeof (int));
  copy->conflicts = copy_into (&tail, play->conflicts, 2 * (gsize) play->n_conflicts, sizeof (int));
  copy->targets = copy_into (&tail, play->targets, play->n_targets, sizeof (int));
  copy->onward = copy_into (&tail, play->onward, play->n_targets, sizeof (int));
  copy->pairs = copy_into (&tail, play->pairs, 2 * (gsize) play->n_pairs, sizeof (int));
  copy->map = copy_into (&tail, play->map, map, sizeof (int));
  copy->attacked = copy_into (&tail, play->attacked, cells, sizeof (gboolean));
  return copy;
}

void
kq_render_board (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options,
                 double width, double height)
{
  KqRenderOptions defaults;
  PangoLayout *text;
  Layout layout;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL && board->n >= 1);

  if (options == NULL)
    {
      kq_render_options_init (&defaults);
      options = &defaults;
    }
  _kq_render_layout_init (&layout, board->rows, board->n, width, height);
  layout.palette = options->palette;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  set_color (cr, &layout, KQ_COLOR_BACKGROUND, 1.0);
  cairo_fill (cr);
  if (layout.cell <= 0.0)
    {
      cairo_restore (cr);
      return;
    }

  text = _kq_render_text_layout_new (cr);
  if (options->show_coordinates && layout.label_size > 0.0)
    _kq_render_draw_labels (cr, text, &layout);
  _kq_render_draw_squares (cr, board, options, &layout);
  draw_frame (cr, &layout);
  if (options->play != NULL)
    _kq_render_draw_play (cr, text, options->play, &layout);
  if (options->play != NULL && options->play->second != NULL)
    {
      /* whole: the window's cache of the path is the board's */
      KqRenderOptions second = *options;

      second.path_from = 0;
      second.path_cache = NULL;
      _kq_render_draw_tour (cr, text, options->play->second, &second, &layout);
    }
  if (board->problem == KQ_PROBLEM_TOUR)
    _kq_render_draw_tour (cr, text, board, options, &layout);
  else
    {
      /* the empty squares shaded as attacked (squares_surface_new) */
      if (options->show_attacks && !kq_board_queens_whole (board))
        {
          int n = board->n;
          g_autofree gboolean *attacked = g_new0 (gboolean, (gsize) n * n);

          for (int sq = 0; sq < n * n && !pieces_tiny (&layout); sq++)
            attacked[sq] = board->cells[sq / n] != sq % n &&
                           kq_board_attacked (board, sq / n, sq % n);
          _kq_render_draw_attacks (cr, attacked, &layout);
        }
      _kq_render_draw_queens (cr, text, board, &layout);
    }
  for (int i = 0; i < options->n_framed; i++)
    if (options->framed[i] >= 0 && options->framed[i] < kq_board_squares (board))
      {
        double x, y;

        square_centre (&layout, options->framed[i], &x, &y);
        _kq_render_frame_square (cr, layout.palette, x - layout.cell / 2, y - layout.cell / 2,
                                 layout.cell);
      }
  if (options->focus >= 0 && options->focus < kq_board_squares (board))
    _kq_render_draw_focus (cr, &layout, options->focus);

  g_object_unref (text);
  cairo_restore (cr);
}

void
kq_render_path (cairo_t *cr, const KqBoard *board, int from, int to, double width, double height)
{
  Layout layout;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR);

  _kq_render_layout_init (&layout, board->rows, board->n, width, height);
  cairo_save (cr);
  _kq_render_stroke_path (cr, board, &layout, from, to);
  cairo_restore (cr);
}
