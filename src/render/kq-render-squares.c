/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-squares.c: the squares' colours (checker, visited, attacked,
 * conflict, start, current) as an n × n image, one pixel a square, painted
 * scaled onto the board or, on a vector target, as rectangles; and a
 * tour's squares kept by the window between frames (KqRenderSquares),
 * coloured and scaled again only where a seek changed them */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>

#include "kq-render-private.h"

typedef enum {
  SQUARE_PLAIN,
  SQUARE_VISITED,   /* tour: a square the knight went through */
  SQUARE_ATTACKED,  /* queens: attacked by a placed queen */
  SQUARE_CONFLICT,  /* queens: a queen attacked by another */
  SQUARE_START,
  SQUARE_CURRENT,
  SQUARE_QUEEN,     /* queens, on tiny squares: the queen is the square's colour */
  N_SQUARE_KINDS
} SquareKind;

/* Each kind's colour on a light and on a dark square of the checker. */
static const KqColor square_colors[N_SQUARE_KINDS][2] = {
  [SQUARE_PLAIN] = { KQ_COLOR_SQUARE_LIGHT, KQ_COLOR_SQUARE_DARK },
  [SQUARE_VISITED] = { KQ_COLOR_VISITED_LIGHT, KQ_COLOR_VISITED_DARK },
  [SQUARE_ATTACKED] = { KQ_COLOR_ATTACKED_LIGHT, KQ_COLOR_ATTACKED_DARK },
  [SQUARE_CONFLICT] = { KQ_COLOR_CONFLICT_LIGHT, KQ_COLOR_CONFLICT_DARK },
  [SQUARE_START] = { KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK },
  [SQUARE_CURRENT] = { KQ_COLOR_CURRENT_LIGHT, KQ_COLOR_CURRENT_DARK },
  [SQUARE_QUEEN] = { KQ_COLOR_QUEEN, KQ_COLOR_QUEEN },
};

static guint32 *
square_pixel (guint8 *data, int stride, int n, int square)
{
  return (guint32 *) (gpointer) (data + (gsize) (square / n) * stride) + square % n;
}

/* The pixel of each kind of square, on a light and a dark square of the
 * checker, or both the mean of the two when there is no checker (tints
 * read better on a mid tone): looked up once, not for every square. */
typedef guint32 SquarePixels[N_SQUARE_KINDS][2];

static void
square_pixels_init (SquarePixels pixels, KqPalette palette, gboolean checker)
{
  for (int kind = 0; kind < N_SQUARE_KINDS; kind++)
    {
      guint32 light = kq_palette_get_rgb (palette, square_colors[kind][0]);
      guint32 dark = kq_palette_get_rgb (palette, square_colors[kind][1]);

      if (!checker)
        light = dark = ((light & 0xfefefe) >> 1) + ((dark & 0xfefefe) >> 1);
      pixels[kind][0] = light;
      pixels[kind][1] = dark;
    }
}

static void
put_square (guint8 *data, int stride, int n, int square, SquareKind kind, SquarePixels pixels)
{
  *square_pixel (data, stride, n, square) = pixels[kind][(square / n + square % n) & 1];
}

/* The lessons' marking arrays, counting: queens in each column and on
 * each diagonal, so that two on one line show as a conflict. */
typedef struct {
  int *column;
  int *diagonal;  /* row - col + n - 1 */
  int *anti;      /* row + col */
} QueenLines;

static SquareKind
queens_square_kind (const KqBoard *board, const QueenLines *lines, gboolean show_attacks,
                    gboolean tiny, int row, int col)
{
  int n = board->n;
  int column = lines->column[col], diagonal = lines->diagonal[row - col + n - 1];
  int anti = lines->anti[row + col];

  if (board->cells[row] == col)
    {
      if (tiny)
        return SQUARE_QUEEN;
      return column > 1 || diagonal > 1 || anti > 1 ? SQUARE_CONFLICT : SQUARE_PLAIN;
    }
  if (show_attacks && (board->cells[row] >= 0 || column > 0 || diagonal > 0 || anti > 0))
    return SQUARE_ATTACKED;
  return SQUARE_PLAIN;
}

/* A tour's squares, one pixel a square, and what their colours depend on. */
struct _KqRenderSquares
{
  cairo_surface_t *surface;
  guint8          *data;
  int              stride;
  int              n;        /* the board's columns */
  int              rows;
  KqPalette        palette;
  gboolean         checker;
  gboolean         scale;    /* visited squares by move number: the path is too fine */
  SquarePixels     pixels;
  guint32         *scale_rgb; /* kept ones: the scale's colour of each move, NULL if none */
  int              start;    /* the squares marked start and current, -1 for none */
  int              current;
  gboolean         writing;  /* flushed for an update: the frames that painted the
                                surface hold copies of it now */

  /* The squares as painted on the board, scaled (the layout's board, at
   * the device's scale), and the rows of squares changed since. */
  cairo_surface_t *scaled;
  double           x0, y0, board_w, board_h;
  int              device_scale;
  int              dirty_top, dirty_bottom;  /* rows; none: top > bottom */
};

static void
mark_dirty (KqRenderSquares *squares, int square)
{
  int row = square / squares->n;

  squares->dirty_top = MIN (squares->dirty_top, row);
  squares->dirty_bottom = MAX (squares->dirty_bottom, row);
}

/* The colour of a tour's square as the board has it, without the marks. */
static void
put_tour_square (KqRenderSquares *squares, const KqBoard *board, int square)
{
  int n = board->n, last = kq_board_squares (board) - 1;
  int move = board->cells[square];

  mark_dirty (squares, square);
  /* Where the path line is too fine to draw, a visited square's colour
   * says when the knight came, so that the sweep of the tour shows; the
   * scale is the whole tour's, so colours stay put as it grows. */
  if (move > 0 && squares->scale)
    *square_pixel (squares->data, squares->stride, n, square) =
      squares->scale_rgb != NULL ? squares->scale_rgb[move - 1]
                                 : kq_palette_scale_rgb (squares->palette,
                                                         last > 0 ? (move - 1) / (double) last
                                                                  : 0.0);
  else
    put_square (squares->data, squares->stride, n, square, move > 0 ? SQUARE_VISITED : SQUARE_PLAIN,
                squares->pixels);
}

static void
tour_squares_init (KqRenderSquares *squares, const KqBoard *board, const Layout *layout,
                   cairo_surface_t *surface)
{
  squares->surface = surface;
  squares->data = cairo_image_surface_get_data (surface);
  squares->stride = cairo_image_surface_get_stride (surface);
  squares->n = board->n;
  squares->rows = board->rows;
  squares->palette = layout->palette;
  squares->checker = layout->cell >= CHECKER_MIN_CELL;
  squares->scale = layout->cell < LINE_MIN_CELL;
  square_pixels_init (squares->pixels, layout->palette, squares->checker);
  squares->scale_rgb = NULL;
  squares->start = squares->current = -1;
  squares->x0 = layout->x0;
  squares->y0 = layout->y0;
  squares->board_w = layout->board_w;
  squares->board_h = layout->board_h;
  squares->dirty_top = board->rows;
  squares->dirty_bottom = -1;
}

/* Every square in order, as the board has it now. */
static void
colour_tour_squares (KqRenderSquares *squares, const KqBoard *board)
{
  for (int square = 0; square < kq_board_squares (board); square++)
    put_tour_square (squares, board, square);
}

/* The start and current marks where the board has them, off the squares
 * that had them. A mark that stays put is painted again over what
 * kq_render_squares_set () may have put there (which made it dirty). */
static void
mark_tour_squares (KqRenderSquares *squares, const KqBoard *board)
{
  int n = board->n;
  int start = board->moves > 0 ? board->path[0] : -1;
  int current = board->current >= 0 && board->current < kq_board_squares (board)
                ? board->current : -1;

  if (squares->start >= 0 && squares->start != start)
    put_tour_square (squares, board, squares->start);
  if (squares->current >= 0 && squares->current != current)
    put_tour_square (squares, board, squares->current);
  if (start >= 0)
    {
      if (start != squares->start)
        mark_dirty (squares, start);
      put_square (squares->data, squares->stride, n, start, SQUARE_START, squares->pixels);
    }
  if (current >= 0)
    {
      if (current != squares->current)
        mark_dirty (squares, current);
      put_square (squares->data, squares->stride, n, current, SQUARE_CURRENT, squares->pixels);
    }
  squares->start = start;
  squares->current = current;
  cairo_surface_mark_dirty (squares->surface);
}

/* All the squares' colours as a rows × n image, one pixel a square, which
 * kq_render_board paints scaled: a board of a million squares costs a
 * million pixel writes, not a million cairo rectangles. */
static cairo_surface_t *
squares_surface_new (const KqBoard *board, const KqRenderOptions *options, const Layout *layout)
{
  int n = board->n;
  gboolean tiny = pieces_tiny (layout);
  SquarePixels pixels;
  g_autofree int *counts = NULL;
  QueenLines lines = { NULL };
  cairo_surface_t *surface;
  guint8 *data;
  int stride;
  gboolean plain;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, n, board->rows);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;
  if (board->problem == KQ_PROBLEM_TOUR)
    {
      KqRenderSquares squares;

      tour_squares_init (&squares, board, layout, surface);
      colour_tour_squares (&squares, board);
      mark_tour_squares (&squares, board);
      return surface;
    }

  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  square_pixels_init (pixels, layout->palette, layout->cell >= CHECKER_MIN_CELL);
  counts = g_new0 (int, 5 * n - 2);
  lines = (QueenLines) { counts, counts + n, counts + 3 * n - 1 };
  for (int row = 0; row < n; row++)
    if (board->cells[row] >= 0 && board->cells[row] < n)
      {
        lines.column[board->cells[row]]++;
        /* a rook holds its row and column only */
        if (board->problem == KQ_PROBLEM_QUEENS)
          {
            lines.diagonal[row - board->cells[row] + n - 1]++;
            lines.anti[row + board->cells[row]]++;
          }
      }
  /* A finished placement (a solution browsed, exported, printed, an
   * answer) is drawn on a plain board: every empty square of a solution is
   * attacked, and which queen came last says nothing; the shading and the
   * last queen teach while the queens are put down (trace). */
  plain = kq_board_queens_whole (board);
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      put_square (data, stride, n, row * n + col,
                  queens_square_kind (board, &lines, options->show_attacks && !plain, tiny,
                                      row, col),
                  pixels);
  /* a tiny queen square keeps the queen's colour: the highlight would hide it */
  if (board->current >= 0 && board->current < n * n && !tiny && !plain)
    put_square (data, stride, n, board->current, SQUARE_CURRENT, pixels);

  cairo_surface_mark_dirty (surface);
  return surface;
}

/* Vector targets (SVG, PDF, print) up to this size get the squares as
 * rectangles: a scaled bitmap would be resampled, blurred, by the viewer. */
#define VECTOR_SQUARES_MAX_N 256

static gboolean
target_is_vector (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      return TRUE;
    default:
      return FALSE;
    }
}

/* One rectangle a run of squares of one colour along a row. */
static void
fill_square_runs (cairo_t *cr, cairo_surface_t *squares)
{
  const guint8 *data = cairo_image_surface_get_data (squares);
  int stride = cairo_image_surface_get_stride (squares);
  int n = cairo_image_surface_get_width (squares);
  int rows = cairo_image_surface_get_height (squares);

  for (int row = 0; row < rows; row++)
    {
      const guint32 *pixels = (const guint32 *) (gconstpointer) (data + (gsize) row * stride);

      for (int col = 0; col < n;)
        {
          guint32 rgb = pixels[col] & 0xffffff;
          int end = col + 1;

          while (end < n && (pixels[end] & 0xffffff) == rgb)
            end++;
          cairo_rectangle (cr, col, row, end - col, 1);
          cairo_set_source_rgb (cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                                (rgb & 0xff) / 255.0);
          cairo_fill (cr);
          col = end;
        }
    }
}

static gboolean
tour_squares_fit (const KqRenderSquares *squares, const KqBoard *board, const Layout *layout)
{
  return board->problem == KQ_PROBLEM_TOUR && squares->n == board->n &&
         squares->rows == board->rows &&
         squares->palette == layout->palette &&
         squares->checker == (layout->cell >= CHECKER_MIN_CELL) &&
         squares->scale == (layout->cell < LINE_MIN_CELL) && squares->x0 == layout->x0 &&
         squares->y0 == layout->y0 && squares->board_w == layout->board_w &&
         squares->board_h == layout->board_h;
}

/* The squares' image scaled onto the board, whose top left corner is at
 * cr's origin. */
static void
paint_scaled (cairo_t *cr, cairo_surface_t *squares, const Layout *layout)
{
  cairo_pattern_t *pattern;

  cairo_scale (cr, layout->cell, layout->cell);
  cairo_set_source_surface (cr, squares, 0, 0);
  pattern = cairo_get_source (cr);
  /* sharp squares; averaging only when several squares share a pixel */
  cairo_pattern_set_filter (pattern,
                            layout->cell >= 1.0 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_paint (cr);
}

/* A window's squares, scaled once and kept: only the band of pixel rows
 * over the changed squares is scaled again, with room for the filter,
 * which reaches a few squares around a pixel where several squares share
 * it. cairo rounds where it samples from where the painted area lies: in
 * a band an edge between squares may fall a pixel, an averaged pixel a
 * level, otherwise than in a paint of the whole board (test-render). */
#define FILTER_REACH 4

static void
paint_kept (cairo_t *cr, KqRenderSquares *squares, const Layout *layout)
{
  if (squares->scaled == NULL)
    {
      int wide = (int) ceil (layout->board_w * squares->device_scale);
      int high = (int) ceil (layout->board_h * squares->device_scale);

      squares->scaled = cairo_image_surface_create (CAIRO_FORMAT_RGB24, wide, high);
      cairo_surface_set_device_scale (squares->scaled, squares->device_scale,
                                      squares->device_scale);
      squares->dirty_top = 0;
      squares->dirty_bottom = squares->rows - 1;
    }
  if (squares->dirty_top <= squares->dirty_bottom)
    {
      double reach = FILTER_REACH * layout->cell + 2.0;
      double scale = squares->device_scale;
      /* whole pixels: a clip's partial ones would blend the old and the new */
      double top = floor ((squares->dirty_top * layout->cell - reach) * scale) / scale;
      double bottom = ceil (((squares->dirty_bottom + 1) * layout->cell + reach) * scale) / scale;
      cairo_t *scaled_cr = cairo_create (squares->scaled);

      cairo_rectangle (scaled_cr, 0, top, layout->board_w + 1, bottom - top);
      cairo_clip (scaled_cr);
      paint_scaled (scaled_cr, squares->surface, layout);
      cairo_destroy (scaled_cr);
      squares->dirty_top = squares->rows;
      squares->dirty_bottom = -1;
    }
  cairo_set_source_surface (cr, squares->scaled, 0, 0);
  cairo_paint (cr);
}

void
_kq_render_draw_squares (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options,
                         const Layout *layout)
{
  gboolean vector = MAX (layout->n, layout->rows) <= VECTOR_SQUARES_MAX_N &&
                    target_is_vector (cr);
  /* The window's, kept between frames, when they are what would be drawn. */
  KqRenderSquares *kept = options->squares != NULL &&
                          tour_squares_fit (options->squares, board, layout)
                          ? options->squares : NULL;
  cairo_surface_t *squares = kept != NULL ? cairo_surface_reference (kept->surface)
                                          : squares_surface_new (board, options, layout);

  cairo_save (cr);
  cairo_rectangle (cr, layout->x0, layout->y0, layout->board_w, layout->board_h);
  cairo_clip (cr);
  cairo_translate (cr, layout->x0, layout->y0);
  if (vector && cairo_surface_status (squares) == CAIRO_STATUS_SUCCESS)
    {
      cairo_scale (cr, layout->cell, layout->cell);
      fill_square_runs (cr, squares);
    }
  else if (kept != NULL)
    paint_kept (cr, kept, layout);
  else
    paint_scaled (cr, squares, layout);
  cairo_restore (cr);
  cairo_surface_destroy (squares);
}

KqRenderSquares *
kq_render_squares_new (const KqBoard *board, const KqRenderOptions *options, double width,
                       double height, int scale)
{
  KqRenderSquares *squares;
  cairo_surface_t *surface;
  Layout layout;

  g_return_val_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (scale >= 1, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, board->n, board->rows);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  _kq_render_layout_init (&layout, board->rows, board->n, width, height);
  layout.palette = options->palette;
  squares = g_new0 (KqRenderSquares, 1);
  squares->device_scale = scale;
  tour_squares_init (squares, board, &layout, surface);
  /* Looked up, not computed, when a seek colours a million squares. */
  if (squares->scale)
    {
      int last = kq_board_squares (board) - 1;

      squares->scale_rgb = g_new (guint32, (gsize) last + 1);
      for (int move = 1; move <= last + 1; move++)
        squares->scale_rgb[move - 1] =
          kq_palette_scale_rgb (options->palette, last > 0 ? (move - 1) / (double) last : 0.0);
    }
  colour_tour_squares (squares, board);
  mark_tour_squares (squares, board);
  return squares;
}

void
kq_render_squares_free (KqRenderSquares *squares)
{
  if (squares == NULL)
    return;
  cairo_surface_destroy (squares->surface);
  g_clear_pointer (&squares->scaled, cairo_surface_destroy);
  g_free (squares->scale_rgb);
  g_free (squares);
}

gboolean
kq_render_squares_fit (const KqRenderSquares *squares, const KqBoard *board,
                       const KqRenderOptions *options, double width, double height, int scale)
{
  Layout layout;

  g_return_val_if_fail (squares != NULL && board != NULL && options != NULL, FALSE);

  _kq_render_layout_init (&layout, board->rows, board->n, width, height);
  layout.palette = options->palette;
  return tour_squares_fit (squares, board, &layout) && squares->device_scale == scale;
}

void
kq_render_squares_set (KqRenderSquares *squares, const KqBoard *board, int square)
{
  if (!squares->writing)
    {
      cairo_surface_flush (squares->surface);
      squares->writing = TRUE;
    }
  put_tour_square (squares, board, square);
}

void
kq_render_squares_set_all (KqRenderSquares *squares, const KqBoard *board)
{
  g_return_if_fail (squares != NULL && board != NULL && board->n == squares->n &&
                    board->rows == squares->rows);

  cairo_surface_flush (squares->surface);
  squares->writing = TRUE;
  colour_tour_squares (squares, board);
}

void
kq_render_squares_done (KqRenderSquares *squares, const KqBoard *board)
{
  g_return_if_fail (squares != NULL && board != NULL && board->n == squares->n &&
                    board->rows == squares->rows);

  if (!squares->writing)
    cairo_surface_flush (squares->surface);
  squares->writing = FALSE;
  mark_tour_squares (squares, board);
}
