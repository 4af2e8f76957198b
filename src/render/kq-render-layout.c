/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-layout.c: where a board goes in a width × height area, its
 * squares, and the coordinates' size and spacing; which square is where */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>

#include "kq-render-private.h"

/* The smallest of 1, 2, 5, 10, 20, 50 … that puts labels spacing apart. */
static int
label_step (double cell, double spacing, int n)
{
  static const int factors[] = { 1, 2, 5 };

  for (int power = 1;; power *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
      {
        int step = factors[i] * power;

        if (step * cell >= spacing || step >= n)
          return step;
      }
}

/* The one place that decides where things go: kq_render_board and
 * kq_render_hit_square both use it. The margin depends on the board's
 * sides and the area only, never on the options, so that hit testing needs
 * no options. A rectangle's squares are as large as its longer side lets
 * them be, its margin and labels those of a square as long. */
void
_kq_render_layout_init (Layout *layout, int rows, int cols, double width, double height)
{
  _kq_render_layout_init_labels (layout, rows, cols, width, height, LABEL_MIN_SIZE);
}

void
_kq_render_layout_init_labels (Layout *layout, int rows, int cols, double width, double height,
                               double label_min)
{
  double side = MAX (MIN (width, height), 0.0);
  double pad = floor (side * 0.03);
  int n = MAX (rows, cols);
  int digits = count_digits (n);
  double label_size, band = 0.0, spacing_em, fitting_size, room_w, room_h;

  g_assert (rows >= 1 && cols >= 1);

  /* Coordinates scale with the squares, within a range that stays readable
   * on a projector and does not dwarf the board. */
  label_size = CLAMP (side * 0.9 / n * 0.45, side * 0.014, side * 0.025);
  label_size = MAX (label_size, label_min);
  if (label_size <= side * 0.045)
    band = label_size * (DIGIT_WIDTH * digits + 0.8);
  else
    label_size = 0.0;

  layout->n = cols;
  layout->rows = rows;
  layout->side = side;
  room_w = MAX (floor (width - 2.0 * (pad + band)), 0.0);
  room_h = MAX (floor (height - 2.0 * (pad + band)), 0.0);
  layout->cell = MIN (room_w / cols, room_h / rows);
  layout->board_w = layout->cell * cols;
  layout->board_h = layout->cell * rows;
  layout->x0 = floor ((width - layout->board_w) / 2.0);
  layout->y0 = floor ((height - layout->board_h) / 2.0);
  layout->label_size = label_size;
  layout->palette = KQ_PALETTE_LIGHT;

  /* Number every row and column when the labels fit, if need be a little
   * smaller, else every 2nd, 5th, 10th, 20th … like the ticks of an axis. */
  spacing_em = MAX (1.5, DIGIT_WIDTH * digits + 1.0);
  fitting_size = layout->cell / spacing_em;
  if (fitting_size < label_size && fitting_size >= MAX (label_size * 0.75, label_min))
    layout->label_size = fitting_size;
  layout->label_step = label_step (layout->cell, layout->label_size * spacing_em, n);
}

void
kq_render_square_rect (int rows, int cols, double width, double height, int square,
                       cairo_rectangle_t *rect)
{
  Layout layout;

  g_return_if_fail (rows >= 1 && cols >= 1 && square >= 0 && square < rows * cols);
  g_return_if_fail (rect != NULL);

  _kq_render_layout_init (&layout, rows, cols, width, height);
  *rect = (cairo_rectangle_t) { layout.x0 + square % cols * layout.cell,
                                layout.y0 + square / cols * layout.cell,
                                layout.cell, layout.cell };
}

int
_kq_render_layout_hit (const Layout *layout, double x, double y)
{
  double col, row;

  if (layout->cell <= 0.0)
    return -1;
  col = floor ((x - layout->x0) / layout->cell);
  row = floor ((y - layout->y0) / layout->cell);
  if (col < 0 || col >= layout->n || row < 0 || row >= layout->rows)
    return -1;
  return (int) row * layout->n + (int) col;
}

int
kq_render_hit_square (int rows, int cols, double width, double height, double x, double y)
{
  Layout layout;

  g_return_val_if_fail (rows >= 1 && cols >= 1, -1);

  _kq_render_layout_init (&layout, rows, cols, width, height);
  return _kq_render_layout_hit (&layout, x, y);
}
