/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-render-private.h"

/* A4 in points, and the margin around what is printed. */
#define PAGE_WIDTH  595.276
#define PAGE_HEIGHT 841.890
#define PAGE_MARGIN 36.0
#define TITLE_SIZE  14.0
#define FOOTER_SIZE 9.0
#define LEGEND_SIZE 10.0
/* The numbers over the boards of a queens sheet. */
#define NUMBER_BAND 11.0
/* Matrix numbers smaller than this do not read on paper. */
#define MATRIX_MIN_FONT 7.0

static void
fill_page (cairo_t *cr, KqPalette palette, double width, double height)
{
  cairo_rectangle (cr, 0, 0, width, height);
  kq_palette_set_source (cr, palette, KQ_COLOR_BACKGROUND, 1.0);
  cairo_fill (cr);
}

/* A line of text at the top left corner (x, y) of its box, size high. */
static void
show_line (cairo_t *cr, PangoLayout *text, const char *string, double size, PangoWeight weight,
           double x, double y, double align)
{
  _kq_render_set_font (text, size, weight);
  _kq_render_show_text (cr, text, string, x, y + size * 0.7, align);
}

void
kq_render_page (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options,
                const char *title, KqLegendMode mode, double width, double height)
{
  KqPalette palette = options != NULL ? options->palette : KQ_PALETTE_LIGHT;
  double title_height = TITLE_SIZE * 2.0, legend_height, side;
  PangoLayout *text;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (title != NULL);

  cairo_save (cr);
  fill_page (cr, palette, width, height);
  text = _kq_render_text_layout_new (cr);
  kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
  show_line (cr, text, title, TITLE_SIZE, PANGO_WEIGHT_BOLD, width / 2, 0, 0.5);
  g_object_unref (text);

  legend_height = kq_render_legend (cr, mode, palette, width, LEGEND_SIZE, FALSE);
  side = MAX (MIN (width, height - title_height - legend_height - LEGEND_SIZE), 0.0);
  cairo_save (cr);
  cairo_translate (cr, floor ((width - side) / 2), title_height);
  kq_render_board (cr, board, options, side, side);
  cairo_restore (cr);
  cairo_translate (cr, 0, title_height + side + LEGEND_SIZE);
  kq_render_legend (cr, mode, palette, width, LEGEND_SIZE, TRUE);
  cairo_restore (cr);
}

gboolean
kq_render_sheet_check_path (const char *path, GError **error)
{
  KqImageFormat format;
  g_autofree char *display = NULL;

  if (!kq_render_image_format_from_path (path, &format, error))
    return FALSE;
  if (format == KQ_IMAGE_PDF)
    return TRUE;
  display = g_filename_display_name (path);
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               _("cannot write %s: a sheet is a PDF, its name must end in .pdf"), display);
  return FALSE;
}

/* The printable area of a sheet's page, below the title, above the footer. */
static void
sheet_area (double *width, double *height)
{
  *width = PAGE_WIDTH - 2 * PAGE_MARGIN;
  *height = PAGE_HEIGHT - 2 * PAGE_MARGIN - TITLE_SIZE * 2.0 - FOOTER_SIZE * 2.0;
}

/* How many boards of at least side points fit a page. */
static guint
boards_fitting (double side)
{
  double width, height;

  sheet_area (&width, &height);
  return (guint) (floor (width / side) * floor (height / (side + NUMBER_BAND)));
}

/* A board's squares should be at least 3 points (legible) or 5 (by default). */
guint
kq_render_queens_sheet_max_per_page (int n)
{
  return boards_fitting (MAX (24.0, 3.0 * n));
}

guint
kq_render_queens_sheet_default_per_page (int n)
{
  return boards_fitting (MAX (48.0, 5.0 * n));
}

/* The columns that give per_page boards the largest side; that side. */
static double
grid_for (guint per_page, guint *columns)
{
  double width, height, best = 0.0;

  sheet_area (&width, &height);
  for (guint c = 1; c <= per_page; c++)
    {
      guint rows = (per_page + c - 1) / c;
      double side = MIN (width / c, height / rows - NUMBER_BAND);

      if (side > best)
        {
          best = side;
          *columns = c;
        }
    }
  return best;
}

static void
draw_footer (cairo_t *cr, PangoLayout *text, KqPalette palette, guint page, guint pages)
{
  g_autofree char *footer = g_strdup_printf (_("page %u of %u"), page, pages);

  kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
  show_line (cr, text, footer, FOOTER_SIZE, PANGO_WEIGHT_NORMAL, PAGE_WIDTH / 2,
             PAGE_HEIGHT - PAGE_MARGIN - FOOTER_SIZE, 0.5);
}

static void
draw_queens_page (cairo_t *cr, PangoLayout *text, KqProblem problem, int n, const int *placements,
                  guint count, guint64 first, guint per_page, KqPalette palette, guint page,
                  guint pages)
{
  g_autoptr(KqBoard) board = kq_board_new (problem, n);
  guint start = page * per_page, end = MIN (count, start + per_page), columns = 1;
  g_autofree char *from = kq_format_count (first + start);
  g_autofree char *to = kq_format_count (first + end - 1);
  g_autofree char *title = NULL;
  double side = grid_for (per_page, &columns);
  double width, height, cell_width;
  KqRenderOptions options;

  title = problem == KQ_PROBLEM_ROOKS
            ? g_strdup_printf (_("%d rooks: permutations %s to %s"), n, from, to)
            : g_strdup_printf (_("%d queens: solutions %s to %s"), n, from, to);
  sheet_area (&width, &height);
  cell_width = width / columns;
  kq_render_options_init (&options);
  /* a solution attacks every square: the plain checker reads better */
  options.show_coordinates = FALSE;
  options.show_attacks = FALSE;
  options.palette = palette;

  fill_page (cr, palette, PAGE_WIDTH, PAGE_HEIGHT);
  kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
  show_line (cr, text, title, TITLE_SIZE, PANGO_WEIGHT_BOLD, PAGE_WIDTH / 2, PAGE_MARGIN, 0.5);

  for (guint i = start; i < end; i++)
    {
      guint slot = i - start;
      double x = PAGE_MARGIN + (slot % columns) * cell_width + (cell_width - side) / 2;
      double y = PAGE_MARGIN + TITLE_SIZE * 2.0 + (slot / columns) * (side + NUMBER_BAND);
      g_autofree char *number = NULL;
      g_autofree char *label = NULL;

      number = kq_format_count (first + i);
      label = g_strdup_printf ("#%s", number);
      kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
      show_line (cr, text, label, NUMBER_BAND * 0.75, PANGO_WEIGHT_BOLD, x + side / 2, y, 0.5);
      kq_board_set_solution (board, placements + (gsize) i * n);
      cairo_save (cr);
      cairo_translate (cr, x, y + NUMBER_BAND);
      kq_render_board (cr, board, &options, side, side);
      cairo_restore (cr);
    }
  draw_footer (cr, text, palette, page + 1, pages);
}

gboolean
kq_render_queens_sheet (KqProblem problem, int n, const int *placements, guint count, guint64 first,
                        guint per_page, KqPalette palette, const char *path, GError **error)
{
  guint max_per_page = kq_render_queens_sheet_max_per_page (n);
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  GByteArray *sink;
  guint pages;

  g_return_val_if_fail (kq_problem_is_placement (problem) && n >= 1, FALSE);
  g_return_val_if_fail (placements != NULL || count == 0, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!kq_render_sheet_check_path (path, error))
    return FALSE;
  if (count < 1 || count > KQ_RENDER_SHEET_MAX_BOARDS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("a sheet holds 1 to %d boards, not %u"), KQ_RENDER_SHEET_MAX_BOARDS, count);
      return FALSE;
    }
  if (per_page > max_per_page)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("at most %u boards of %d × %d fit on a page, not %u"),
                   max_per_page, n, n, per_page);
      return FALSE;
    }
  if (per_page == 0)
    per_page = MIN (count, kq_render_queens_sheet_default_per_page (n));
  pages = (count + per_page - 1) / per_page;

  sink = g_byte_array_new ();
  surface = _kq_render_document_new (KQ_IMAGE_PDF, sink, PAGE_WIDTH, PAGE_HEIGHT);
  if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);
      PangoLayout *text = _kq_render_text_layout_new (cr);

      for (guint page = 0; page < pages; page++)
        {
          draw_queens_page (cr, text, problem, n, placements, count, first, per_page, palette,
                            page, pages);
          cairo_show_page (cr);
        }
      g_object_unref (text);
      cairo_destroy (cr);
    }
  bytes = _kq_render_document_finish (surface, sink, error);
  return bytes != NULL && _kq_render_write_bytes (bytes, path, error);
}

/* The matrix of move numbers, right-aligned in the board's columns of
 * column_width, rows font * 1.6 high, from (x, y). */
static void
draw_matrix (cairo_t *cr, PangoLayout *text, const KqBoard *board, KqPalette palette, double x,
             double y, double column_width, double font)
{
  int n = board->n;
  double row_height = font * 1.6;

  cairo_set_line_width (cr, 0.5);
  kq_palette_set_source (cr, palette, KQ_COLOR_FRAME, 1.0);
  cairo_rectangle (cr, x, y, n * column_width, board->rows * row_height);
  cairo_stroke (cr);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < n; col++)
      {
        int move = board->cells[row * n + col];
        char number[16];

        if (move <= 0)
          continue;
        g_snprintf (number, sizeof number, "%d", move);
        _kq_render_set_font (text, font, move == 1 ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
        kq_palette_set_source (cr, palette, move == 1 ? KQ_COLOR_START_MARK : KQ_COLOR_COORDINATES,
                               1.0);
        _kq_render_show_text (cr, text, number, x + (col + 0.8) * column_width,
                              y + (row + 0.5) * row_height, 1.0);
      }
}

gboolean
kq_render_tour_sheet (const KqBoard *board, KqPalette palette, const char *path, GError **error)
{
  int n, rows, digits;
  double width = PAGE_WIDTH - 2 * PAGE_MARGIN, height = PAGE_HEIGHT - 2 * PAGE_MARGIN;
  double column_width, font, matrix_height, legend_height, side, top;
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  GByteArray *sink;
  KqRenderOptions options;

  g_return_val_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR && board->moves > 0,
                        FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  n = board->n;
  rows = board->rows;
  if (!kq_render_sheet_check_path (path, error))
    return FALSE;
  if (MAX (rows, n) > KQ_RENDER_TOUR_SHEET_MAX_N)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("a tour sheet shows boards up to %d × %d, so that its numbers can be read; "
                     "%d × %d is too large"),
                   KQ_RENDER_TOUR_SHEET_MAX_N, KQ_RENDER_TOUR_SHEET_MAX_N, rows, n);
      return FALSE;
    }

  /* the matrix as wide as the page allows, up to 11 point numbers */
  digits = count_digits (kq_board_squares (board));
  column_width = MIN (width / n, 11.0 * (DIGIT_WIDTH * digits + 1.0));
  font = MIN (11.0, column_width / (DIGIT_WIDTH * digits + 1.0));
  g_assert (font >= MATRIX_MIN_FONT);
  matrix_height = rows * font * 1.6;

  kq_render_options_init (&options);
  options.palette = palette;
  sink = g_byte_array_new ();
  surface = _kq_render_document_new (KQ_IMAGE_PDF, sink, PAGE_WIDTH, PAGE_HEIGHT);
  if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);
      PangoLayout *text = _kq_render_text_layout_new (cr);
      int row = board->path[0] / n + 1, col = board->path[0] % n + 1;
      g_autofree char *title = NULL;

      title = g_strdup_printf (_("Knight's tour of the %d × %d board from (%d, %d)"), rows, n,
                               row, col);

      fill_page (cr, palette, PAGE_WIDTH, PAGE_HEIGHT);
      kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
      show_line (cr, text, title, TITLE_SIZE, PANGO_WEIGHT_BOLD, PAGE_WIDTH / 2, PAGE_MARGIN, 0.5);
      top = PAGE_MARGIN + TITLE_SIZE * 2.0;

      legend_height = kq_render_legend (cr, KQ_LEGEND_TOUR, palette, width, LEGEND_SIZE, FALSE);
      side = height - TITLE_SIZE * 2.0 - legend_height - matrix_height - 3 * LEGEND_SIZE;
      side = MIN (side, width);
      cairo_save (cr);
      cairo_translate (cr, (PAGE_WIDTH - side) / 2, top);
      kq_render_board (cr, board, &options, side, side);
      cairo_restore (cr);
      top += side + LEGEND_SIZE;

      cairo_save (cr);
      cairo_translate (cr, PAGE_MARGIN, top);
      kq_render_legend (cr, KQ_LEGEND_TOUR, palette, width, LEGEND_SIZE, TRUE);
      cairo_restore (cr);
      top += legend_height + 2 * LEGEND_SIZE;

      draw_matrix (cr, text, board, palette, (PAGE_WIDTH - n * column_width) / 2, top,
                   column_width, font);
      cairo_show_page (cr);
      g_object_unref (text);
      cairo_destroy (cr);
    }
  bytes = _kq_render_document_finish (surface, sink, error);
  return bytes != NULL && _kq_render_write_bytes (bytes, path, error);
}
