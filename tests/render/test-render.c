/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "kq-queens.h"
#include "kq-render.h"
#include "kq-test-queens.h"
#include "kq-test-tools.h"
#include "kq-tour.h"

/* The lessons' 5×5 tour from (1, 1). */
static const int lessons_tour[25] = {
  1, 6, 15, 10, 21,
  14, 9, 20, 5, 16,
  19, 2, 7, 22, 11,
  8, 13, 24, 17, 4,
  25, 18, 3, 12, 23,
};

/* The first 8-queens placement of the lessons' listing: 1 5 8 6 3 7 2 4. */
static const int eight_queens[8] = { 0, 4, 7, 5, 2, 6, 1, 3 };

#define SIZE 400

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* The names in tmp_dir, sorted, as one string: to see what a call left. */
static char *
list_tmp_dir (void)
{
  return kq_test_list_dir (tmp_dir);
}

static KqBoard *
tour_board (int n, const int *cells, int moves)
{
  KqBoard *board = kq_board_new (KQ_PROBLEM_TOUR, n);
  g_autofree int *partial = g_memdup2 (cells, sizeof (int) * n * n);

  for (int sq = 0; sq < n * n; sq++)
    if (partial[sq] > moves)
      partial[sq] = 0;
  kq_board_set_solution (board, partial);
  return board;
}

/* Writes the board to NAME.png, reads it back and checks its size. */
static cairo_surface_t *
render_png (const KqBoard *board, const KqRenderOptions *options, int size, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = tmp_path (file);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;

  g_assert_true (kq_render_png (board, options, size, path, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, size);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface, double x, double y)
{
  int ix = (int) x, iy = (int) y;
  const guint8 *data;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  g_assert_cmpint (ix, >=, 0);
  g_assert_cmpint (iy, >=, 0);
  g_assert_cmpint (ix, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (iy, <, cairo_image_surface_get_height (surface));
  return ((const guint32 *) (gconstpointer) (data + iy * cairo_image_surface_get_stride (surface)))[ix]
         & 0xffffff;
}

static double
luma (guint32 rgb)
{
  return 0.299 * (rgb >> 16) + 0.587 * ((rgb >> 8) & 0xff) + 0.114 * (rgb & 0xff);
}

/* A point of the square: (fx, fy) = (0.5, 0.5) is its centre. */
static guint32
square_pixel (cairo_surface_t *surface, int n, int square, double fx, double fy)
{
  cairo_rectangle_t rect;
  int size = cairo_image_surface_get_width (surface);

  kq_render_square_rect (n, n, size, size, square, &rect);
  return pixel (surface, rect.x + fx * rect.width, rect.y + fy * rect.height);
}

/* The centre of the square, and the point between two squares' centres. */
static void
square_centre (int n, int size, int square, double *x, double *y)
{
  cairo_rectangle_t rect;

  kq_render_square_rect (n, n, size, size, square, &rect);
  *x = rect.x + rect.width / 2;
  *y = rect.y + rect.height / 2;
}

static void
test_empty (void)
{
  g_autoptr(KqBoard) tour = kq_board_new (KQ_PROBLEM_TOUR, 8);
  g_autoptr(KqBoard) queens = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  cairo_surface_t *surfaces[2];

  surfaces[0] = render_png (tour, NULL, SIZE, "empty-tour");
  surfaces[1] = render_png (queens, NULL, SIZE, "empty-queens");

  for (int i = 0; i < 2; i++)
    {
      cairo_surface_t *surface = surfaces[i];

      /* a checker board: where the layout says the squares are */
      for (int sq = 0; sq < 64; sq++)
        {
          int row = sq / 8, col = sq % 8;

          g_assert_cmphex (square_pixel (surface, 8, sq, 0.5, 0.5), ==,
                           square_pixel (surface, 8, (row + col) % 2, 0.5, 0.5));
          g_assert_cmphex (square_pixel (surface, 8, sq, 0.1, 0.9), ==,
                           square_pixel (surface, 8, sq, 0.9, 0.1));
        }
      g_assert_cmphex (square_pixel (surface, 8, 0, 0.5, 0.5), !=,
                       square_pixel (surface, 8, 1, 0.5, 0.5));
    }
  /* with nothing on them, both problems draw the same board */
  g_assert_cmpmem (cairo_image_surface_get_data (surfaces[0]),
                   cairo_image_surface_get_stride (surfaces[0]) * SIZE,
                   cairo_image_surface_get_data (surfaces[1]),
                   cairo_image_surface_get_stride (surfaces[1]) * SIZE);

  cairo_surface_destroy (surfaces[0]);
  cairo_surface_destroy (surfaces[1]);
}

static void
test_tour_finished (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 25);
  g_autoptr(KqBoard) empty = kq_board_new (KQ_PROBLEM_TOUR, 5);
  cairo_surface_t *surface, *blank;

  g_assert_cmpint (board->moves, ==, 25);
  g_assert_cmpint (board->current, ==, 4 * 5 + 0);
  surface = render_png (board, NULL, SIZE, "tour-finished");
  blank = render_png (empty, NULL, SIZE, "tour-empty");

  for (int sq = 0; sq < 25; sq++)
    {
      /* every square visited: tinted, and marked at its centre (number,
       * start label or knight) */
      g_assert_cmphex (square_pixel (surface, 5, sq, 0.05, 0.05), !=,
                       square_pixel (blank, 5, sq, 0.05, 0.05));
      g_assert_cmphex (square_pixel (surface, 5, sq, 0.5, 0.5), !=,
                       square_pixel (blank, 5, sq, 0.5, 0.5));
    }
  /* start, end and the other squares are told apart */
  g_assert_cmphex (square_pixel (surface, 5, 0, 0.05, 0.05), !=,
                   square_pixel (surface, 5, 2, 0.05, 0.05));
  g_assert_cmphex (square_pixel (surface, 5, 20, 0.05, 0.05), !=,
                   square_pixel (surface, 5, 22, 0.05, 0.05));
  g_assert_cmphex (square_pixel (surface, 5, 0, 0.05, 0.05), !=,
                   square_pixel (surface, 5, 20, 0.05, 0.05));

  cairo_surface_destroy (surface);
  cairo_surface_destroy (blank);
}

static void
test_tour_partial (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 12);
  g_autoptr(KqBoard) empty = kq_board_new (KQ_PROBLEM_TOUR, 5);
  KqRenderOptions options;
  cairo_surface_t *surface, *blank;
  guint32 path_color;
  double x1, y1, x2, y2;

  kq_render_options_init (&options);
  options.show_numbers = FALSE;
  g_assert_cmpint (board->moves, ==, 12);
  surface = render_png (board, &options, SIZE, "tour-partial");
  blank = render_png (empty, &options, SIZE, "tour-partial-empty");

  /* the line and the dots on it: one colour on every square between start
   * and current, also halfway along a move, and not a square's colour */
  path_color = square_pixel (surface, 5, board->path[1], 0.5, 0.5);
  g_assert_cmphex (path_color, !=, square_pixel (blank, 5, board->path[1], 0.5, 0.5));
  g_assert_cmphex (path_color, !=, square_pixel (surface, 5, board->path[1], 0.05, 0.05));
  for (int move = 2; move < board->moves; move++)
    g_assert_cmphex (square_pixel (surface, 5, board->path[move - 1], 0.5, 0.5), ==, path_color);
  square_centre (5, SIZE, board->path[4], &x1, &y1);
  square_centre (5, SIZE, board->path[5], &x2, &y2);
  g_assert_cmphex (pixel (surface, (x1 + x2) / 2, (y1 + y2) / 2), ==, path_color);

  /* visited squares are tinted, the others are not */
  for (int sq = 0; sq < 25; sq++)
    {
      guint32 corner = square_pixel (surface, 5, sq, 0.05, 0.95);
      guint32 blank_corner = square_pixel (blank, 5, sq, 0.05, 0.95);

      if (board->cells[sq] > 0)
        g_assert_cmphex (corner, !=, blank_corner);
      else
        g_assert_cmphex (corner, ==, blank_corner);
    }

  cairo_surface_destroy (surface);
  cairo_surface_destroy (blank);
}

static void
test_queens (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  g_autoptr(KqBoard) partial = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  g_autoptr(KqBoard) empty = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  KqRenderOptions options;
  cairo_surface_t *surface, *no_attacks, *blank, *some;

  kq_board_set_solution (board, eight_queens);
  kq_render_options_init (&options);
  surface = render_png (board, &options, SIZE, "queens");
  blank = render_png (empty, &options, SIZE, "queens-empty");
  options.show_attacks = FALSE;
  no_attacks = render_png (board, &options, SIZE, "queens-no-attacks");

  for (int row = 0; row < 8; row++)
    {
      int queen = row * 8 + eight_queens[row];
      int beside = row * 8 + (eight_queens[row] + 2) % 8;  /* same colour */

      /* the queen, drawn at the centre of its square */
      g_assert_cmphex (square_pixel (surface, 8, queen, 0.5, 0.5), !=,
                       square_pixel (blank, 8, queen, 0.5, 0.5));
      g_assert_cmphex (square_pixel (no_attacks, 8, queen, 0.5, 0.5), !=,
                       square_pixel (no_attacks, 8, beside, 0.5, 0.5));
      /* every other square is attacked in a solution, which says
       * nothing: a whole placement is drawn on a plain board */
      g_assert_cmphex (square_pixel (surface, 8, beside, 0.05, 0.05), ==,
                       square_pixel (blank, 8, beside, 0.05, 0.05));
      g_assert_cmphex (square_pixel (no_attacks, 8, beside, 0.05, 0.05), ==,
                       square_pixel (blank, 8, beside, 0.05, 0.05));
    }
  /* nor is the last queen placed highlighted there */
  g_assert_cmpint (board->current, ==, 7 * 8 + 3);
  g_assert_cmphex (square_pixel (no_attacks, 8, board->current, 0.05, 0.05), ==,
                   square_pixel (blank, 8, board->current, 0.05, 0.05));

  /* three queens: the squares still free are left as they were */
  for (int row = 0; row < 3; row++)
    kq_board_place (partial, row, eight_queens[row], row + 1);
  options.show_attacks = TRUE;
  some = render_png (partial, &options, SIZE, "queens-partial");
  for (int sq = 0; sq < 64; sq++)
    {
      int row = sq / 8, col = sq % 8;
      guint32 corner = square_pixel (some, 8, sq, 0.05, 0.05);
      guint32 blank_corner = square_pixel (blank, 8, sq, 0.05, 0.05);

      if (row < 3 && partial->cells[row] == col)
        {
          /* the last queen placed is highlighted while they are put down */
          if (sq == partial->current)
            g_assert_cmphex (corner, !=, blank_corner);
          continue;
        }
      if (kq_board_attacked (partial, row, col))
        g_assert_cmphex (corner, !=, blank_corner);
      else
        g_assert_cmphex (corner, ==, blank_corner);
    }

  cairo_surface_destroy (surface);
  cairo_surface_destroy (no_attacks);
  cairo_surface_destroy (blank);
  cairo_surface_destroy (some);
}

static void
test_options (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 12);
  KqRenderOptions options;
  cairo_surface_t *plain, *focused, *bare;
  cairo_rectangle_t rect;
  int labels = 0, bare_labels = 0;
  const int focus = 2 * 5 + 3;
  guint32 background;

  kq_render_options_init (&options);
  g_assert_cmpint (options.focus, ==, -1);
  g_assert_cmpint (options.path_from, ==, 0);
  g_assert_null (options.path_cache);
  plain = render_png (board, &options, SIZE, "options-plain");
  options.focus = focus;
  focused = render_png (board, &options, SIZE, "options-focus");
  options.focus = -1;
  options.show_coordinates = FALSE;
  bare = render_png (board, &options, SIZE, "options-bare");

  /* the focus is outlined along the square's edges */
  kq_render_square_rect (5, 5, SIZE, SIZE, focus, &rect);
  g_assert_cmphex (pixel (focused, rect.x + rect.width / 2, rect.y + 2), !=,
                   pixel (plain, rect.x + rect.width / 2, rect.y + 2));
  g_assert_cmphex (pixel (focused, rect.x + 2, rect.y + rect.height / 2), !=,
                   pixel (plain, rect.x + 2, rect.y + rect.height / 2));

  /* coordinates: ink in the left margin, none without them */
  kq_render_square_rect (5, 5, SIZE, SIZE, 0, &rect);
  background = pixel (plain, 0, 0);
  for (int y = (int) rect.y; y < rect.y + 5 * rect.height; y++)
    for (int x = 0; x < rect.x - 2; x++)
      {
        labels += pixel (plain, x, y) != background;
        bare_labels += pixel (bare, x, y) != background;
      }
  g_assert_cmpint (labels, >, 20);
  g_assert_cmpint (bare_labels, ==, 0);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (focused);
  cairo_surface_destroy (bare);
}

static cairo_surface_t *
render_surface (const KqBoard *board, const KqRenderOptions *options, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  kq_render_board (cr, board, options, size, size);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* The rows of a box's solid ink (at least half the way from the
 * background to the text's colour): FALSE if none. */
static gboolean
ink_rows (cairo_surface_t *surface, int x0, int x1, int y0, int y1, double background,
          double text, int *top, int *bottom)
{
  *top = y1;
  *bottom = -1;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      if (fabs (luma (pixel (surface, x, y)) - background) > fabs (text - background) / 2)
        {
          *top = MIN (*top, y);
          *bottom = MAX (*bottom, y);
        }
  return *bottom >= 0;
}

/* The coordinates along the top share one baseline: the digits that end
 * flat (1, 2, 4, 7) end on one row, the round ones (3, 5, 6, 8, 9, 0) at
 * most a row below it; centred each on its own ink, a 5 stood a pixel
 * above a 4 (issue 30's GIF labels, looked at). */
static void
test_label_baseline (void)
{
  static const int sizes[] = { 300, 480, 733, 1080 };
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, 12);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int size = sizes[s], flat_bottom = -1, checked = 0;
      cairo_surface_t *surface = render_surface (board, NULL, size);
      double background = luma (pixel (surface, 0, 0));
      double text = luma (kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_COORDINATES));
      cairo_rectangle_t rect;
      int bottoms[12];

      kq_render_square_rect (12, 12, size, size, 0, &rect);
      for (int col = 0; col < 12; col++)
        {
          int x0 = (int) (rect.x + col * rect.width), top;
          char label[4];

          if (!ink_rows (surface, x0 + 1, (int) (x0 + rect.width) - 1, 0, (int) rect.y - 1,
                         background, text, &top, &bottoms[col]))
            continue;
          g_snprintf (label, sizeof label, "%d", col + 1);
          if (strspn (label, "1247") == strlen (label))
            {
              if (flat_bottom >= 0)
                g_assert_cmpint (bottoms[col], ==, flat_bottom);
              flat_bottom = bottoms[col];
            }
          checked++;
        }
      g_assert_cmpint (checked, >=, 6);
      g_assert_cmpint (flat_bottom, >=, 0);
      for (int col = 0; col < 12; col++)
        if (bottoms[col] >= 0)
          {
            g_assert_cmpint (bottoms[col], >=, flat_bottom);
            g_assert_cmpint (bottoms[col], <=, flat_bottom + 1);
          }
      cairo_surface_destroy (surface);
    }
}

static void
lab (guint32 rgb, double out[3])
{
  double c[3], xyz[3];

  for (int i = 0; i < 3; i++)
    {
      double v = ((rgb >> (16 - 8 * i)) & 0xff) / 255.0;

      c[i] = v <= 0.04045 ? v / 12.92 : pow ((v + 0.055) / 1.055, 2.4);
    }
  xyz[0] = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
  xyz[1] = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  xyz[2] = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
  for (int i = 0; i < 3; i++)
    xyz[i] = xyz[i] > 0.008856 ? cbrt (xyz[i]) : 7.787 * xyz[i] + 16.0 / 116.0;
  out[0] = 116 * xyz[1] - 16;
  out[1] = 500 * (xyz[0] - xyz[1]);
  out[2] = 200 * (xyz[1] - xyz[2]);
}

/* The high-contrast palette's squares of different meanings stay apart:
 * a CIE76 distance of 20 at the least between every pair (an attacked
 * dark square was 19.8 from a conflict). */
static void
test_high_contrast_apart (void)
{
  static const KqColor pairs[][2] = {
    { KQ_COLOR_SQUARE_LIGHT, KQ_COLOR_SQUARE_DARK },
    { KQ_COLOR_VISITED_LIGHT, KQ_COLOR_VISITED_DARK },
    { KQ_COLOR_ATTACKED_LIGHT, KQ_COLOR_ATTACKED_DARK },
    { KQ_COLOR_CONFLICT_LIGHT, KQ_COLOR_CONFLICT_DARK },
    { KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK },
    { KQ_COLOR_CURRENT_LIGHT, KQ_COLOR_CURRENT_DARK },
    { KQ_COLOR_TARGET_LIGHT, KQ_COLOR_TARGET_DARK },
  };

  for (guint a = 0; a < G_N_ELEMENTS (pairs); a++)
    for (guint b = a + 1; b < G_N_ELEMENTS (pairs); b++)
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          {
            double x[3], y[3], distance;

            lab (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, pairs[a][i]), x);
            lab (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, pairs[b][j]), y);
            distance = sqrt ((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) +
                             (x[2] - y[2]) * (x[2] - y[2]));
            if (distance < 20)
              g_test_message ("colours %d and %d: %.1f apart", pairs[a][i], pairs[b][j], distance);
            g_assert_cmpfloat (distance, >=, 20);
          }
}

/* An attacked square differs from a free one by more than hue: a dot in
 * its centre, of the coordinates' colour; a free square's centre is its
 * own colour, as is an attacked square's corner. */
static void
test_attack_dots (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  KqRenderOptions options;
  cairo_surface_t *surface;
  /* (0, 0) holds the queen; (0, 2) is attacked (its row), (1, 2) is free */
  int attacked = 0 * 8 + 2, free_square = 1 * 8 + 2;

  kq_render_options_init (&options);
  kq_board_place (board, 0, 0, 1);
  surface = render_surface (board, &options, 400);
  g_assert_cmpuint (square_pixel (surface, 8, attacked, 0.5, 0.5), !=,
                    square_pixel (surface, 8, attacked, 0.2, 0.2));
  g_assert_cmpfloat (luma (square_pixel (surface, 8, attacked, 0.5, 0.5)), <,
                     luma (square_pixel (surface, 8, attacked, 0.2, 0.2)) - 40);
  g_assert_cmpuint (square_pixel (surface, 8, free_square, 0.5, 0.5), ==,
                    square_pixel (surface, 8, free_square, 0.2, 0.2));
  cairo_surface_destroy (surface);
}

/* How many pixels differ by more than tolerance in a channel. */
static int
count_differences (cairo_surface_t *a, cairo_surface_t *b, int tolerance)
{
  int count = 0, size = cairo_image_surface_get_width (a);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 p = pixel (a, x, y), q = pixel (b, x, y);

        for (int shift = 0; shift <= 16; shift += 8)
          if (ABS ((int) ((p >> shift) & 0xff) - (int) ((q >> shift) & 0xff)) > tolerance)
            {
              count++;
              break;
            }
      }
  return count;
}

/* How many pixels of b differ by more than a level from the pixel at the
 * same place in a and from all its neighbours there. pixman rounds where
 * it samples the squares from where a paint starts, and the window's kept
 * squares are painted a band of rows at a time: an edge between squares
 * may fall a pixel off, an averaged pixel a level. */
static int
count_unlike_neighbours (cairo_surface_t *a, cairo_surface_t *b)
{
  int count = 0, size = cairo_image_surface_get_width (a);

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 q = pixel (b, x, y);
        gboolean like = FALSE;

        for (int dy = -1; dy <= 1 && !like; dy++)
          for (int dx = -1; dx <= 1 && !like; dx++)
            {
              guint32 p;

              if (x + dx < 0 || y + dy < 0 || x + dx >= size || y + dy >= size)
                continue;
              p = pixel (a, x + dx, y + dy);
              like = TRUE;
              for (int shift = 0; shift <= 16; shift += 8)
                like = like && ABS ((int) ((p >> shift) & 0xff) - (int) ((q >> shift) & 0xff)) <= 1;
            }
        count += !like;
      }
  return count;
}

/* Moves the board from move `from` to move `to` of a tour (cells), as a
 * timeline does, and colours the squares it changed again in kept. */
static void
move_kept (KqRenderSquares *kept, KqBoard *board, const int *path, int from, int to)
{
  int n = board->n;

  for (int move = from; move < to; move++)
    kq_board_place (board, path[move] / n, path[move] % n, move + 1);
  for (int move = from; move > to; move--)
    kq_board_remove (board, path[move - 1] / n, path[move - 1] % n, move);
  /* as the window does: a long jump colours them all again */
  if (ABS (to - from) > n * n / 4)
    kq_render_squares_set_all (kept, board);
  else
    for (int move = MIN (from, to); move < MAX (from, to); move++)
      kq_render_squares_set (kept, board, path[move]);
  kq_render_squares_done (kept, board);
}

/* A window's squares, kept and coloured again square by square as the
 * board moves back and forth, paint what kq_render_board paints afresh:
 * on a board smaller than its squares (scaled down, averaged), one where
 * they are pixels, and one with the path on them. */
static void
test_kept_squares (void)
{
  /* squares, and rectangles (issue 43) both ways, one of squares too small for the path */
  const struct { int rows, n, size; } cases[] = {
    { 301, 301, 200 }, { 61, 61, 180 }, { 12, 12, 240 }, { 40, 90, 200 }, { 9, 5, 240 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      int n = cases[c].n, size = cases[c].size, squares = cases[c].rows * n;
      KqTourRequest request = { .rows = cases[c].rows, .cols = n, .method = KQ_TOUR_WARNSDORFF };
      const int stops[] = { 0, 1, 7, squares, squares - 1, squares / 2, squares / 2 + 3,
                            MAX (squares / 2 - 40, 0), 2, squares - n, 3 * n };
      g_autofree int *cells = g_new (int, squares);
      g_autofree int *path = g_new (int, squares);
      g_autoptr(KqBoard) board = kq_board_new_tour (cases[c].rows, n);
      g_autoptr(KqRenderSquares) kept = NULL;
      KqRenderOptions options;
      int at = 0;

      g_assert_cmpint (kq_tour_solve (&request, cells, NULL, NULL, NULL), ==, KQ_OUTCOME_FOUND);
      for (int sq = 0; sq < squares; sq++)
        path[cells[sq] - 1] = sq;
      kq_render_options_init (&options);
      kept = kq_render_squares_new (board, &options, size, size, 1);
      g_assert_nonnull (kept);
      for (guint s = 0; s < G_N_ELEMENTS (stops); s++)
        {
          cairo_surface_t *fresh, *painted;

          move_kept (kept, board, path, at, stops[s]);
          at = stops[s];
          g_assert_true (kq_render_squares_fit (kept, board, &options, size, size, 1));
          options.squares = NULL;
          fresh = render_surface (board, &options, size);
          options.squares = kept;
          painted = render_surface (board, &options, size);
          g_test_message ("%d × %d, move %d: %d pixels differ", cases[c].rows, n, at,
                          count_differences (fresh, painted, 0));
          g_assert_cmpint (count_unlike_neighbours (fresh, painted), ==, 0);
          cairo_surface_destroy (fresh);
          cairo_surface_destroy (painted);
        }
      /* Another size or palette needs new ones. */
      g_assert_false (kq_render_squares_fit (kept, board, &options, size + 40, size + 40, 1));
      g_assert_false (kq_render_squares_fit (kept, board, &options, size, size, 2));
      options.palette = KQ_PALETTE_DARK;
      g_assert_false (kq_render_squares_fit (kept, board, &options, size, size, 1));
    }
}

static void
test_path_cache (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 25);
  KqRenderOptions options;
  cairo_surface_t *whole, *cache, *cached, *skipped, *step;
  cairo_t *cr;
  double x1, y1, x2, y2;
  const int size = 300;

  kq_render_options_init (&options);
  whole = render_surface (board, &options, size);

  /* the window's way: the first moves in a cache, grown in two steps */
  cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (cache);
  kq_render_path (cr, board, 1, 6, size, size);
  kq_render_path (cr, board, 6, 10, size, size);
  cairo_destroy (cr);
  options.path_from = 10;
  options.path_cache = cairo_pattern_create_for_surface (cache);
  cached = render_surface (board, &options, size);
  cairo_pattern_destroy (options.path_cache);
  options.path_cache = NULL;
  skipped = render_surface (board, &options, size);

  /* the same picture, but for antialiasing where cached and new segments
   * cross (0.1 % of the pixels, by less than 40 levels, when written) */
  g_assert_cmpint (count_differences (whole, cached, 8), <, size * size / 200);
  g_assert_cmpint (count_differences (whole, cached, 40), ==, 0);

  /* without the cache, the segments before move 10 are missing (somewhere
   * along each: other segments cross them), the others are there */
  for (int move = 1; move < board->moves; move++)
    {
      int differ = 0;

      square_centre (5, size, board->path[move - 1], &x1, &y1);
      square_centre (5, size, board->path[move], &x2, &y2);
      for (double t = 0.3; t < 0.75; t += 0.1)
        differ += pixel (skipped, x1 + t * (x2 - x1), y1 + t * (y2 - y1)) !=
                  pixel (whole, x1 + t * (x2 - x1), y1 + t * (y2 - y1));
      if (move < 10)
        g_assert_cmpint (differ, >, 0);
      else
        g_assert_cmpint (differ, ==, 0);
    }

  /* path_from 0 and 1 both mean the whole path */
  options.path_from = 1;
  step = render_surface (board, &options, size);
  g_assert_cmpint (count_differences (whole, step, 0), ==, 0);

  cairo_surface_destroy (whole);
  cairo_surface_destroy (cache);
  cairo_surface_destroy (cached);
  cairo_surface_destroy (skipped);
  cairo_surface_destroy (step);
}

static void
test_hit_square (void)
{
  /* rows × n: squares, and rectangles (issue 43) */
  static const int sizes[][2] = {
    { 1, 1 }, { 2, 2 }, { 5, 5 }, { 8, 8 }, { 13, 13 }, { 100, 100 }, { 1000, 1000 },
    { 5, 6 }, { 3, 10 }, { 10, 3 }, { 1, 7 }, { 200, 1000 },
  };
  static const double areas[][2] = {
    { 16, 16 }, { 300, 300 }, { 1600, 1600 }, { 800, 450 }, { 450, 800 }, { 301.5, 299.25 },
  };

  for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        int rows = sizes[i][0], n = sizes[i][1];
        double width = areas[a][0], height = areas[a][1];
        cairo_rectangle_t first, last;

        kq_render_square_rect (rows, n, width, height, 0, &first);
        kq_render_square_rect (rows, n, width, height, rows * n - 1, &last);
        /* square squares, n wide and rows high, the board centred to the pixel (whole
         * pixels on both sides) */
        g_assert_cmpfloat (first.width, >, 0);
        g_assert_cmpfloat_with_epsilon (first.width, first.height, 1e-9);
        g_assert_cmpfloat_with_epsilon (last.x + last.width - first.x, n * first.width, 1e-6);
        g_assert_cmpfloat_with_epsilon (last.y + last.height - first.y, rows * first.width, 1e-6);
        g_assert_cmpfloat (ABS (first.x + (last.x + last.width) - width), <, 2.0);
        g_assert_cmpfloat (ABS (first.y + (last.y + last.height) - height), <, 2.0);
        g_assert_cmpfloat (first.x, >=, 0);
        g_assert_cmpfloat (first.y, >=, 0);

        for (int sq = 0; sq < rows * n; sq++)
          {
            cairo_rectangle_t rect;

            /* on big boards, every square of a few rows and columns */
            if (MAX (rows, n) > 100 && sq / n % 97 != 0 && sq % n % 89 != 0)
              continue;
            kq_render_square_rect (rows, n, width, height, sq, &rect);
            g_assert_cmpfloat_with_epsilon (rect.x, first.x + sq % n * first.width, 1e-6);
            g_assert_cmpfloat_with_epsilon (rect.y, first.y + sq / n * first.width, 1e-6);
            g_assert_cmpint (kq_render_hit_square (rows, n, width, height, rect.x + rect.width / 2,
                                                   rect.y + rect.height / 2), ==, sq);
          }

        /* outside the board: the margins and beyond the area */
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, first.x - 0.01, first.y + 0.01), ==, -1);
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, first.x + 0.01, first.y - 0.01), ==, -1);
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, last.x + last.width + 0.01,
                                               last.y + 0.01), ==, -1);
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, last.x + 0.01,
                                               last.y + last.height + 0.01), ==, -1);
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, -5, -5), ==, -1);
        g_assert_cmpint (kq_render_hit_square (rows, n, width, height, width + 5, height / 2), ==, -1);
        if (width >= 300 && height >= 300)
          {
            /* a real margin, for the coordinates */
            g_assert_cmpfloat (first.x, >=, 0.04 * MIN (width, height));
            g_assert_cmpint (kq_render_hit_square (rows, n, width, height, 1, height / 2), ==, -1);
            g_assert_cmpint (kq_render_hit_square (rows, n, width, height, width / 2, 1), ==, -1);
          }
      }
}

static void
test_errors (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 25);
  g_autofree char *missing = tmp_path ("missing/board.png");
  g_autofree char *folder = tmp_path ("folder.png");
  g_autofree char *kept = tmp_path ("kept.png");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *kept_contents = NULL;
  g_autofree char *contents = NULL;
  gsize kept_length, length;

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_true (kq_render_png (board, NULL, 64, kept, NULL));
  g_assert_true (g_file_get_contents (kept, &kept_contents, &kept_length, NULL));
  before = list_tmp_dir ();

  /* a folder that does not exist */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (kq_render_png (board, NULL, 64, missing, &error));
    g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
    g_assert_nonnull (strstr (error->message, "board.png"));
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  }
  /* a folder in the way: the temporary file is written, the rename fails */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (kq_render_png (board, NULL, 64, folder, &error));
    g_assert_nonnull (error);
    g_assert_true (error->domain == G_FILE_ERROR);
    g_assert_nonnull (strstr (error->message, "folder.png"));
    g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  }
  /* sizes out of range, and an existing file left as it was */
  for (int i = 0; i < 3; i++)
    {
      static const int bad_sizes[] = { KQ_RENDER_PNG_MIN_SIZE - 1, KQ_RENDER_PNG_MAX_SIZE + 1, -16 };
      g_autoptr(GError) error = NULL;

      g_assert_false (kq_render_png (board, NULL, bad_sizes[i], kept, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
      g_assert_nonnull (strstr (error->message, "kept.png"));
    }
  /* a folder without write permission (root writes anyway) */
  if (geteuid () != 0)
    {
      g_autofree char *locked = tmp_path ("locked");
      g_autofree char *inside = tmp_path ("locked/board.png");
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (g_mkdir (locked, 0555), ==, 0);
      g_assert_false (kq_render_png (board, NULL, 64, inside, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
      g_assert_false (g_file_test (inside, G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_rmdir (locked), ==, 0);
    }

  /* nothing left behind, nothing changed */
  after = list_tmp_dir ();
  g_assert_cmpstr (after, ==, before);
  g_assert_true (g_file_get_contents (kept, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, kept_contents, kept_length);

  /* and an existing file is replaced by a good write */
  g_assert_true (kq_render_png (board, NULL, 32, kept, NULL));
  {
    cairo_surface_t *surface = cairo_image_surface_create_from_png (kept);

    g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 32);
    cairo_surface_destroy (surface);
  }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* A program's slip, a square visited twice (moves 4 and 6 on (4, 5) of 5 × 5): the square is
 * framed in the error colour, its earlier number shows in its top right corner beside the
 * knight (it was under it), and the legend's key has the error frame. */
static void
test_revisit (void)
{
  static const int path[][2] = { { 0, 0 }, { 2, 1 }, { 4, 2 }, { 3, 4 }, { 1, 3 }, { 3, 4 } };
  const int size = 400, n = 5, square = 3 * n + 4;
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_TOUR, n);
  g_autoptr(KqBoard) once = kq_board_new (KQ_PROBLEM_TOUR, n);
  KqRenderOptions options;
  cairo_surface_t *twice, *single;
  guint32 error = kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_ERROR);
  int differing = 0;

  for (int i = 0; i < 6; i++)
    kq_board_place (board, path[i][0], path[i][1], i + 1);
  /* the knight on the same square, come there once */
  for (int i = 0; i < 4; i++)
    kq_board_place (once, path[i][0], path[i][1], i + 1);
  kq_render_options_init (&options);
  twice = render_surface (board, &options, size);
  single = render_surface (once, &options, size);

  g_assert_cmpuint (square_pixel (twice, n, square, 0.02, 0.5), ==, error);
  g_assert_cmpuint (square_pixel (single, n, square, 0.02, 0.5), !=, error);
  /* the top right corner: ink of a number where the square was plain */
  for (double fx = 0.75; fx < 0.95; fx += 0.02)
    for (double fy = 0.08; fy < 0.28; fy += 0.02)
      differing += square_pixel (twice, n, square, fx, fy) != square_pixel (single, n, square, fx, fy);
  g_assert_cmpint (differing, >, 20);
  g_assert_cmpint (kq_render_legend_mode (board, &options, size, size), ==,
                   KQ_LEGEND_ANSWER_TOUR);
  g_assert_cmpint (kq_render_legend_mode (once, &options, size, size), ==, KQ_LEGEND_TOUR);
  cairo_surface_destroy (twice);
  cairo_surface_destroy (single);
}

static void
test_big (void)
{
  const int n = 1000;
  g_autoptr(KqBoard) tour = kq_board_new (KQ_PROBLEM_TOUR, n);
  g_autoptr(KqBoard) half = NULL;
  g_autoptr(KqBoard) queens = kq_board_new (KQ_PROBLEM_QUEENS, n);
  g_autofree int *cells = g_new (int, n * n);
  cairo_surface_t *surface;

  /* row by row, back and forth: not knight moves, the renderer does not mind */
  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      cells[row * n + col] = row * n + (row % 2 ? n - 1 - col : col) + 1;
  kq_board_set_solution (tour, cells);
  g_assert_cmpint (tour->moves, ==, n * n);
  half = tour_board (n, cells, n * n / 2);

  surface = render_png (tour, NULL, 1200, "big-tour");
  /* no path line at this size: the squares' colours go pale to dark with
   * the move number, the start's rows lighter than the end's */
  g_assert_cmpfloat (luma (square_pixel (surface, n, 50 * n + n / 2, 0.5, 0.5)), >,
                     luma (square_pixel (surface, n, 500 * n + n / 2, 0.5, 0.5)) + 40.0);
  g_assert_cmpfloat (luma (square_pixel (surface, n, 500 * n + n / 2, 0.5, 0.5)), >,
                     luma (square_pixel (surface, n, 950 * n + n / 2, 0.5, 0.5)) + 40.0);
  cairo_surface_destroy (surface);
  surface = render_png (half, NULL, 1200, "big-half");
  /* the knight is on the middle row's last square, visible */
  g_assert_cmphex (square_pixel (surface, n, half->current, 0.5, 0.5), !=,
                   square_pixel (surface, n, half->current + n * 20, 0.5, 0.5));
  cairo_surface_destroy (surface);

  for (int row = 0; row < n / 2; row++)
    kq_board_place (queens, row, (2 * row + 1) % n, row + 1);
  surface = render_png (queens, NULL, 1200, "big-queens");
  cairo_surface_destroy (surface);
}

static cairo_surface_t *
png_from_bytes (GBytes *bytes)
{
  g_autoptr(GByteArray) copy = g_bytes_unref_to_array (g_bytes_ref (bytes));
  g_autofree char *path = tmp_path ("from-bytes.png");
  cairo_surface_t *surface;

  g_assert_true (g_file_set_contents (path, (const char *) copy->data, copy->len, NULL));
  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_unlink (path);
  return surface;
}

/* The palettes differ where they should, default options are light, and
 * the board's background is the table's. */
static void
test_palette (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  KqRenderOptions options;
  g_autoptr(GBytes) light = NULL;
  g_autoptr(GBytes) dark = NULL;
  cairo_surface_t *light_image, *dark_image;
  guint differing = 0;

  for (guint color = 0; color < KQ_N_COLORS; color++)
    {
      KqColor found;

      g_assert_true (kq_color_from_name (kq_color_get_name (color), &found));
      g_assert_cmpint (found, ==, color);
      differing += kq_palette_get_rgb (KQ_PALETTE_LIGHT, color) !=
                   kq_palette_get_rgb (KQ_PALETTE_DARK, color);
    }
  g_assert_cmpuint (differing, >=, KQ_N_COLORS - 3);  /* path, mark text and edge may stay */
  g_assert_cmpuint (luma (kq_palette_get_rgb (KQ_PALETTE_DARK, KQ_COLOR_BACKGROUND)), <, 60);
  g_assert_cmpuint (luma (kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_BACKGROUND)), >, 200);
  /* high contrast: black lines and pieces, the checker's squares and each
   * tint pair further apart than in the light palette */
  g_assert_cmphex (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, KQ_COLOR_FRAME), ==, 0x000000);
  g_assert_cmphex (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, KQ_COLOR_QUEEN), ==, 0x000000);
  for (KqColor pair = KQ_COLOR_SQUARE_LIGHT; pair <= KQ_COLOR_TARGET_LIGHT; pair += 2)
    g_assert_cmpint (ABS ((int) luma (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, pair)) -
                          (int) luma (kq_palette_get_rgb (KQ_PALETTE_HIGH_CONTRAST, pair + 1))), >,
                     ABS ((int) luma (kq_palette_get_rgb (KQ_PALETTE_LIGHT, pair)) -
                          (int) luma (kq_palette_get_rgb (KQ_PALETTE_LIGHT, pair + 1))));

  kq_board_set_solution (board, eight_queens);
  light = kq_render_image_bytes (board, NULL, KQ_IMAGE_PNG, SIZE, NULL);
  kq_render_options_init (&options);
  g_assert_cmpint (options.palette, ==, KQ_PALETTE_LIGHT);
  options.palette = KQ_PALETTE_DARK;
  dark = kq_render_image_bytes (board, &options, KQ_IMAGE_PNG, SIZE, NULL);
  light_image = png_from_bytes (light);
  dark_image = png_from_bytes (dark);
  g_assert_cmpuint (pixel (light_image, 1, 1), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_BACKGROUND));
  g_assert_cmpuint (pixel (dark_image, 1, 1), ==,
                    kq_palette_get_rgb (KQ_PALETTE_DARK, KQ_COLOR_BACKGROUND));
  /* an empty light square (row 1, column 2) in each palette: a whole
   * solution is drawn on a plain board, not shaded as attacked */
  g_assert_cmpuint (square_pixel (light_image, 8, 2, 0.1, 0.1), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_SQUARE_LIGHT));
  g_assert_cmpuint (square_pixel (dark_image, 8, 2, 0.1, 0.1), ==,
                    kq_palette_get_rgb (KQ_PALETTE_DARK, KQ_COLOR_SQUARE_LIGHT));
  cairo_surface_destroy (light_image);
  g_clear_pointer (&light, g_bytes_unref);
  /* the same with its last queen lifted: shaded, the queen before it marked */
  kq_board_remove (board, 7, eight_queens[7], 8);
  light = kq_render_image_bytes (board, NULL, KQ_IMAGE_PNG, SIZE, NULL);
  light_image = png_from_bytes (light);
  g_assert_cmpuint (square_pixel (light_image, 8, 2, 0.1, 0.1), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_ATTACKED_LIGHT));
  cairo_surface_destroy (light_image);
  cairo_surface_destroy (dark_image);
}

/* Two queens in one column are a conflict; the squares they attack are
 * attacked. */
static void
test_conflict (void)
{
  static const int cols[4] = { 1, -1, -1, 1 };
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 4);
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *image;

  kq_board_set_solution (board, cols);
  board->current = -1;
  bytes = kq_render_image_bytes (board, NULL, KQ_IMAGE_PNG, SIZE, NULL);
  image = png_from_bytes (bytes);
  /* (0, 1) is a dark square, (3, 1) a light one: row + col odd, even */
  g_assert_cmpuint (square_pixel (image, 4, 1, 0.05, 0.05), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_CONFLICT_DARK));
  g_assert_cmpuint (square_pixel (image, 4, 13, 0.05, 0.05), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_CONFLICT_LIGHT));
  g_assert_cmpuint (square_pixel (image, 4, 6, 0.05, 0.05), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_ATTACKED_DARK));
  cairo_surface_destroy (image);
}

/* ui/style.css mirrors the table: every @define-color kq_NAME is the
 * table's colour NAME (_dark: in the dark palette), and style.css has no
 * hex colour of its own; the tree view draws from the table only. */
static void
test_style_mirrors_table (void)
{
  g_autofree char *css_path = g_test_build_filename (G_TEST_DIST, "..", "ui", "style.css", NULL);
  g_autofree char *view_path = g_test_build_filename (G_TEST_DIST, "..", "src", "app",
                                                      "kq-tree-view.c", NULL);
  g_autofree char *css = NULL;
  g_autofree char *view = NULL;
  g_auto(GStrv) lines = NULL;
  guint mirrored = 0;

  g_assert_true (g_file_get_contents (css_path, &css, NULL, NULL));
  lines = g_strsplit (css, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      static const struct { const char *suffix; KqPalette palette; } suffixes[] = {
        { "_dark", KQ_PALETTE_DARK }, { "_high_contrast", KQ_PALETTE_HIGH_CONTRAST },
      };
      char name[64], hex[8];
      KqPalette palette = KQ_PALETTE_LIGHT;
      KqColor color;

      if (sscanf (*line, "@define-color kq_%63[a-z_] #%6[0-9a-fA-F];", name, hex) != 2)
        {
          /* a colour outside the mirror would be a second list */
          g_assert_null (strstr (*line, "#"));
          continue;
        }
      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        if (g_str_has_suffix (name, suffixes[i].suffix))
          {
            name[strlen (name) - strlen (suffixes[i].suffix)] = '\0';
            palette = suffixes[i].palette;
          }
      g_strdelimit (name, "_", '-');
      g_assert_true (kq_color_from_name (name, &color));
      g_assert_cmpuint (strtoul (hex, NULL, 16), ==, kq_palette_get_rgb (palette, color));
      mirrored++;
    }
  g_assert_cmpuint (mirrored, >=, 6);

  g_assert_true (g_file_get_contents (view_path, &view, NULL, NULL));
  g_assert_null (strstr (view, "cairo_set_source_rgb"));
  g_assert_nonnull (strstr (view, "kq_palette_set_source"));
}

static void
test_legend (void)
{
  KqLegendEntry entries[KQ_LEGEND_MAX_ENTRIES];
  g_autoptr(KqBoard) tour = kq_board_new (KQ_PROBLEM_TOUR, 100);
  g_autoptr(KqBoard) queens = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 200);
  cairo_t *cr = cairo_create (surface);
  double wide, narrow, line_width;
  gboolean found = FALSE;

  g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_QUEENS, entries), ==, 4);
  g_assert_cmpstr (entries[2].label, ==, "conflict");
  g_assert_cmpint (entries[2].color, ==, KQ_COLOR_CONFLICT_LIGHT);
  g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_TOUR, entries), ==, 4);
  g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_TOUR_SCALE, entries), ==, 3);
  g_assert_cmpint (entries[2].swatch, ==, KQ_SWATCH_SCALE);
  g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_TRACE, entries), ==, 3);
  g_assert_cmpint (entries[2].color, ==, KQ_COLOR_TRACE_UNDONE);

  g_assert_cmpint (kq_render_legend_mode (queens, NULL, 400, 400), ==, KQ_LEGEND_QUEENS);
  g_assert_cmpint (kq_render_legend_mode (tour, NULL, 400, 400), ==, KQ_LEGEND_TOUR_SCALE);
  g_assert_cmpint (kq_render_legend_mode (tour, NULL, 4000, 4000), ==, KQ_LEGEND_TOUR);
  /* a whole placement: its conflict, or that it is a solution, never
   * "conflict" beside a solution */
  {
    static const int solution[] = { 0, 4, 7, 5, 2, 6, 1, 3 };
    static const int clash[] = { 0, 4, 7, 5, 2, 6, 1, 1 };  /* two in column 2 */
    g_autoptr(KqBoard) whole = kq_board_new (KQ_PROBLEM_QUEENS, 8);

    kq_board_set_solution (whole, solution);
    g_assert_true (kq_board_queens_peaceful (whole));
    g_assert_cmpint (kq_render_legend_mode (whole, NULL, 400, 400), ==, KQ_LEGEND_SOLVED);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_SOLVED, entries), ==, 1);
    g_assert_cmpstr (entries[0].label, ==, "a solution: no queen attacks another");
    kq_board_set_solution (whole, clash);
    g_assert_false (kq_board_queens_peaceful (whole));
    g_assert_cmpint (kq_render_legend_mode (whole, NULL, 400, 400), ==, KQ_LEGEND_SOLUTION);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_SOLUTION, entries), ==, 1);
    g_assert_cmpstr (entries[0].label, ==, "conflict");
  }
  /* n rooks: the same plain board, said of rooks */
  {
    static const int diagonal[] = { 0, 1, 2, 3 };
    g_autoptr(KqBoard) rooks = kq_board_new (KQ_PROBLEM_ROOKS, 4);

    kq_board_set_solution (rooks, diagonal);
    g_assert_cmpint (kq_render_legend_mode (rooks, NULL, 400, 400), ==, KQ_LEGEND_SOLVED_ROOKS);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_SOLVED_ROOKS, entries), ==, 1);
    g_assert_cmpstr (entries[0].label, ==, "a solution: no rook attacks another");
  }
  /* the play mode's marks, an answer's error: their own keys */
  {
    KqRenderPlay play = { .hint = -1 };
    int framed[] = { 0 };
    KqRenderOptions options;

    kq_render_options_init (&options);
    options.play = &play;
    g_assert_cmpint (kq_render_legend_mode (queens, &options, 400, 400), ==, KQ_LEGEND_PLAY_QUEENS);
    g_assert_cmpint (kq_render_legend_mode (tour, &options, 4000, 4000), ==, KQ_LEGEND_PLAY_TOUR);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_PLAY_TOUR, entries), ==, 7);
    /* the possible moves' colour, and the number on them, each its entry */
    g_assert_cmpint (entries[4].swatch, ==, KQ_SWATCH_SQUARE);
    g_assert_cmpint (entries[4].color, ==, KQ_COLOR_TARGET_LIGHT);
    g_assert_cmpint (entries[5].swatch, ==, KQ_SWATCH_NUMBER);
    g_assert_cmpstr (entries[5].label, ==, "moves on from there (Warnsdorff)");
    g_assert_cmpint (entries[6].swatch, ==, KQ_SWATCH_RING);
    /* the knight game's: its pairs and its map of start squares, each a key */
    play.game = TRUE;
    g_assert_cmpint (kq_render_legend_mode (tour, &options, 4000, 4000), ==, KQ_LEGEND_GAME);
    play.n_pairs = 1;
    play.pairs = framed;
    g_assert_cmpint (kq_render_legend_mode (tour, &options, 4000, 4000), ==, KQ_LEGEND_GAME_PAIRS);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_GAME_PAIRS, entries), ==, 6);
    g_assert_cmpint (entries[5].swatch, ==, KQ_SWATCH_LINE);
    play.map = (const int[]) { 1 };
    g_assert_cmpint (kq_render_legend_mode (tour, &options, 4000, 4000), ==, KQ_LEGEND_GAME_MAP);
    options.play = NULL;
    options.framed = framed;
    options.n_framed = 1;
    g_assert_cmpint (kq_render_legend_mode (queens, &options, 400, 400), ==, KQ_LEGEND_ANSWER_QUEENS);
    g_assert_cmpint (kq_render_legend_mode (tour, &options, 400, 400), ==, KQ_LEGEND_ANSWER_TOUR);
    g_assert_cmpuint (kq_render_legend_get_entries (KQ_LEGEND_ANSWER_QUEENS, entries), ==, 5);
    g_assert_cmpint (entries[4].color, ==, KQ_COLOR_ERROR);
  }

  /* one line when wide, wrapped when narrow */
  wide = kq_render_legend (cr, KQ_LEGEND_QUEENS, KQ_PALETTE_LIGHT, 600, 12, FALSE);
  narrow = kq_render_legend (cr, KQ_LEGEND_QUEENS, KQ_PALETTE_LIGHT, 80, 12, FALSE);
  g_assert_cmpfloat (wide, >, 12);
  g_assert_cmpfloat (narrow, >=, 3 * wide);

  /* its one-line width: one line there, two just short of it; a key of
   * one entry ("conflict") as wide as its swatch and its word */
  line_width = kq_render_legend_line_width (cr, KQ_LEGEND_QUEENS, 12);
  g_assert_cmpfloat (kq_render_legend (cr, KQ_LEGEND_QUEENS, KQ_PALETTE_LIGHT, line_width, 12, FALSE),
                     ==, wide);
  g_assert_cmpfloat (kq_render_legend (cr, KQ_LEGEND_QUEENS, KQ_PALETTE_LIGHT, line_width - 1, 12,
                                       FALSE), >, wide);
  g_assert_cmpfloat (kq_render_legend_line_width (cr, KQ_LEGEND_SOLUTION, 12), >, 12 * 3);

  /* the conflict swatch is drawn in the table's colour */
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  g_assert_cmpfloat (kq_render_legend (cr, KQ_LEGEND_QUEENS, KQ_PALETTE_LIGHT, 600, 12, TRUE),
                     ==, wide);
  for (int x = 0; x < 600 && !found; x++)
    found = pixel (surface, x, wide / 2) ==
            kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_CONFLICT_LIGHT);
  g_assert_true (found);

  /* the number's swatch writes a number in the board's colour for it: in
   * the play mode's key, not in the tour's */
  for (guint m = 0; m < 2; m++)
    {
      KqLegendMode mode = m == 0 ? KQ_LEGEND_TOUR : KQ_LEGEND_PLAY_TOUR;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      kq_render_legend (cr, mode, KQ_PALETTE_LIGHT, 600, 24, TRUE);
      found = FALSE;
      for (int y = 0; y < 200 && !found; y++)
        for (int x = 0; x < 600 && !found; x++)
          found = pixel (surface, x, y) == kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_NUMBER);
      g_assert_true (found == (mode == KQ_LEGEND_PLAY_TOUR));
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* SVG and PDF: they parse, have the size asked for, and keep text as text. */
static void
test_vector (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 25);
  g_autofree char *svg = tmp_path ("tour.svg");
  g_autofree char *pdf = tmp_path ("tour.pdf");
  g_autofree char *converted = tmp_path ("tour-svg.png");
  g_autofree char *svg_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *info = NULL;
  g_autofree char *fonts = NULL;
  cairo_surface_t *image;

  g_assert_true (kq_render_image (board, NULL, SIZE, svg, NULL));
  g_assert_true (kq_render_image (board, NULL, SIZE, pdf, NULL));
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_nonnull (strstr (svg_text, "<svg"));
  g_assert_nonnull (strstr (svg_text, "width=\"400px\""));
  /* text as glyphs, not as a bitmap of the board */
  g_assert_nonnull (strstr (svg_text, "glyph"));
  g_assert_null (strstr (svg_text, "<image"));

  out = kq_test_tool_output ("rsvg-convert", svg, "-o", converted, NULL);
  if (out == NULL)
    return;
  image = cairo_image_surface_create_from_png (converted);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, SIZE);
  /* the start square, green, where kq_render_square_rect says */
  g_assert_cmpuint (square_pixel (image, 5, 0, 0.08, 0.08), ==,
                    kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_START_LIGHT));
  cairo_surface_destroy (image);
  g_unlink (converted);

  info = kq_test_tool_output ("pdfinfo", pdf, NULL);
  if (info == NULL)
    return;
  g_assert_true (g_regex_match_simple ("Page size: +400 x 400 pts", info, 0, 0));
  g_assert_cmpint (kq_test_pdf_pages (pdf), ==, 1);
  fonts = kq_test_tool_output ("pdffonts", pdf, NULL);
  g_assert_nonnull (strstr (fonts, "DejaVuSans"));
}

static void
test_bad_extension (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  g_autofree char *gif = tmp_path ("board.gif");
  g_autoptr(GError) error = NULL;

  kq_board_set_solution (board, eight_queens);
  g_assert_false (kq_render_image (board, NULL, SIZE, gif, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, ".png, .svg or .pdf"));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_assert_false (kq_render_sheet_check_path (gif, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
}

/* All 92 placements of 8 queens: a poster on one page by default, ten pages
 * of ten (the last of two), numbered #1 … #92. */
static void
test_queens_sheet (void)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *poster = tmp_path ("poster.pdf");
  g_autofree char *pages = tmp_path ("pages.pdf");
  g_autoptr(GError) error = NULL;
  const int *placements;

  kq_queens_list (8, FALSE, kq_test_collect_placement, cells, NULL);
  g_assert_cmpuint (cells->len, ==, 92 * 8);
  placements = (const int *) (gconstpointer) cells->data;

  g_assert_true (kq_render_queens_sheet (KQ_PROBLEM_QUEENS, 8, placements, 92, 1, 0, KQ_PALETTE_LIGHT, poster, NULL));
  if (kq_test_pdf_pages (poster) < 0)
    return;
  g_assert_cmpint (kq_test_pdf_pages (poster), ==, 1);
  kq_test_assert_sheet_numbers (poster, 1, 92);

  g_assert_true (kq_render_queens_sheet (KQ_PROBLEM_QUEENS, 8, placements + 8 * 10, 82, 11, 10, KQ_PALETTE_DARK,
                                         pages, NULL));
  g_assert_cmpint (kq_test_pdf_pages (pages), ==, 9);
  kq_test_assert_sheet_numbers (pages, 11, 92);

  g_assert_false (kq_render_queens_sheet (KQ_PROBLEM_QUEENS, 8, placements, 92, 1,
                                          kq_render_queens_sheet_max_per_page (8) + 1,
                                          KQ_PALETTE_LIGHT, pages, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_cmpuint (kq_render_queens_sheet_default_per_page (8), >=, 92);
  g_assert_cmpuint (kq_render_queens_sheet_max_per_page (32), >=, 1);
}

/* The lessons' tour on one page: the matrix shows every number. */
static void
test_tour_sheet (void)
{
  g_autoptr(KqBoard) board = tour_board (5, lessons_tour, 25);
  g_autoptr(KqBoard) big = kq_board_new (KQ_PROBLEM_TOUR, KQ_RENDER_TOUR_SHEET_MAX_N + 1);
  g_autofree char *path = tmp_path ("handout.pdf");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_render_tour_sheet (board, KQ_PALETTE_LIGHT, path, NULL));
  if (kq_test_pdf_pages (path) < 0)
    return;
  g_assert_cmpint (kq_test_pdf_pages (path), ==, 1);
  text = kq_test_tool_output ("pdftotext", "-layout", path, "-", NULL);
  /* the matrix's first row, as the lessons print it */
  g_assert_true (g_regex_match_simple ("1 +6 +15 +10 +21", text, 0, 0));
  g_assert_true (g_regex_match_simple ("25 +18 +3 +12 +23", text, 0, 0));

  kq_board_place (big, 0, 0, 1);
  g_assert_false (kq_render_tour_sheet (big, KQ_PALETTE_LIGHT, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
}

/* A printed page: its title, the board and the legend's labels, as text. */
static void
test_page (void)
{
  g_autoptr(KqBoard) board = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  g_autofree char *path = tmp_path ("page.pdf");
  g_autofree char *text = NULL;
  KqLegendEntry entries[KQ_LEGEND_MAX_ENTRIES];
  guint n_entries = kq_render_legend_get_entries (KQ_LEGEND_QUEENS, entries);
  cairo_surface_t *surface = cairo_pdf_surface_create (path, 500, 700);
  cairo_t *cr = cairo_create (surface);

  kq_board_set_solution (board, eight_queens);
  kq_render_page (cr, board, NULL, "8 queens, solution 1 of 92", KQ_LEGEND_QUEENS, 500, 700);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  text = kq_test_tool_output ("pdftotext", path, "-", NULL);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "8 queens, solution 1 of 92"));
  for (guint i = 0; i < n_entries; i++)
    g_assert_nonnull (strstr (text, entries[i].label));
}

static void
remove_tmp_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = tmp_path (name);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (tmp_dir), ==, 0);
}

/* The map of tours from each square: 5 × 5's counts as heat, the most
 * the scale's end, the fewest its start, a square with none the board's
 * own colour; and as SVG and PDF. */
static void
test_tour_map (void)
{
  static const guint64 counts[25] = {
    304, 0, 56, 0, 304, 0, 56, 0, 56, 0, 56, 0, 64, 0, 56, 0, 56, 0, 56, 0, 304, 0, 56, 0, 304,
  };
  g_autofree char *png = tmp_path ("map.png");
  g_autofree char *svg = tmp_path ("map.svg");
  g_autofree char *pdf = tmp_path ("map.pdf");
  g_autofree char *svg_text = NULL;
  g_autofree char *pdf_text = NULL;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_rectangle_t corner, least, none;

  g_assert_true (kq_render_tour_map (5, 5, counts, KQ_PALETTE_LIGHT, 400, png, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 400);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, kq_render_tour_map_height (400));
  g_assert_cmpint (kq_render_tour_map_height (400), >, 400);
  kq_render_square_rect (5, 5, 400, 400, 0, &corner);
  kq_render_square_rect (5, 5, 400, 400, 2, &least);
  kq_render_square_rect (5, 5, 400, 400, 1, &none);
  g_assert_cmphex (pixel (surface, corner.x + 3, corner.y + 3), ==,
                   kq_palette_scale_rgb (KQ_PALETTE_LIGHT, 1.0));
  g_assert_cmphex (pixel (surface, least.x + 3, least.y + 3), ==,
                   kq_palette_scale_rgb (KQ_PALETTE_LIGHT, 0.0));
  g_assert_cmphex (pixel (surface, none.x + none.width / 2, none.y + none.height / 2), ==,
                   kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_SQUARE_DARK));
  cairo_surface_destroy (surface);

  g_assert_true (kq_render_tour_map (5, 5, counts, KQ_PALETTE_DARK, 400, svg, &error));
  g_assert_true (kq_render_tour_map (5, 5, counts, KQ_PALETTE_LIGHT, 400, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_nonnull (strstr (svg_text, "<svg"));
  g_assert_true (g_file_get_contents (pdf, &pdf_text, NULL, NULL));
  g_assert_true (g_str_has_prefix (pdf_text, "%PDF"));

  g_assert_false (kq_render_tour_map (5, 5, counts, KQ_PALETTE_LIGHT, 5, png, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_false (kq_render_tour_map (5, 5, counts, KQ_PALETTE_LIGHT, 400, "map.gif", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
}

/* What one thread draws, again and again, beside the others: a board (its
 * labels, numbers and pieces) at each size, and a tour's GIF with its
 * caption, each compared byte for byte with the one drawn alone. */
#define THREAD_SIZES 3
static const int thread_sizes[THREAD_SIZES] = { 480, 564, 301 };

typedef struct {
  const KqBoard *boards[2];
  GBytes        *alone[2][THREAD_SIZES];
  GBytes        *gif_alone;
  guint          rounds;
  int            first;    /* the thread's first size */
  guint          differ;   /* drawings not as drawn alone */
} Drawing;

static GBytes *
draw_pixels (const KqBoard *board, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size);
  cairo_t *cr = cairo_create (surface);
  GBytes *pixels;

  kq_render_board (cr, board, NULL, size, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixels = g_bytes_new (cairo_image_surface_get_data (surface),
                        (gsize) cairo_image_surface_get_stride (surface) * size);
  cairo_surface_destroy (surface);
  return pixels;
}

static GBytes *
draw_gif (const KqBoard *tour)
{
  KqRenderOptions options;
  g_autoptr(KqRenderGif) gif = NULL;
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  kq_render_options_init (&options);
  options.caption = "Knight’s tour 5 × 5 from (1, 1), open";
  options.legend = TRUE;
  gif = kq_render_gif_new (&options, 200, 4, &error);
  g_assert_no_error (error);
  g_assert_true (kq_render_gif_add_moves (gif, tour, &error));
  bytes = kq_render_gif_finish (gif, &error);
  g_assert_no_error (error);
  return bytes;
}

static gpointer
draw_thread (gpointer data)
{
  Drawing *drawing = data;

  for (guint i = 0; i < drawing->rounds; i++)
    {
      int size = (drawing->first + (int) i) % THREAD_SIZES;
      g_autoptr(GBytes) pixels = draw_pixels (drawing->boards[i % 2], thread_sizes[size]);

      if (!g_bytes_equal (pixels, drawing->alone[i % 2][size]))
        drawing->differ++;
      if (i % 4 == 0)
        {
          g_autoptr(GBytes) gif = draw_gif (drawing->boards[0]);

          drawing->differ += !g_bytes_equal (gif, drawing->gif_alone);
        }
    }
  return NULL;
}

/* The board drawn by several threads at once (the window's and a GIF
 * export's, issue 30: "the column labels read 1, 1, 2, 3, _") is the board
 * drawn alone: the renderer shares no layout, font or buffer between
 * calls, and each call's text is its own. */
static void
test_threads (void)
{
  g_autoptr(KqBoard) tour = tour_board (5, lessons_tour, 25);
  g_autoptr(KqBoard) queens = kq_board_new (KQ_PROBLEM_QUEENS, 8);
  Drawing drawings[4];
  GThread *threads[G_N_ELEMENTS (drawings)];
  Drawing alone = { { tour, queens } };

  for (int row = 0; row < 5; row++)
    kq_board_place (queens, row, eight_queens[row], row + 1);
  for (int b = 0; b < 2; b++)
    for (int size = 0; size < THREAD_SIZES; size++)
      alone.alone[b][size] = draw_pixels (alone.boards[b], thread_sizes[size]);
  alone.gif_alone = draw_gif (tour);

  for (guint t = 0; t < G_N_ELEMENTS (drawings); t++)
    {
      drawings[t] = alone;
      drawings[t].rounds = g_test_slow () ? 150 : 12;
      drawings[t].first = (int) t;
      threads[t] = g_thread_new ("draw", draw_thread, &drawings[t]);
    }
  for (guint t = 0; t < G_N_ELEMENTS (drawings); t++)
    {
      g_thread_join (threads[t]);
      g_assert_cmpuint (drawings[t].differ, ==, 0);
    }
  for (int b = 0; b < 2; b++)
    for (int size = 0; size < THREAD_SIZES; size++)
      g_bytes_unref (alone.alone[b][size]);
  g_bytes_unref (alone.gif_alone);
}

/* The map in a window's board view: as large as fits, centred, its
 * squares hit where they are drawn; its key no smaller than 14 px, the
 * board smaller to leave it room (it was 10 px at 1024 × 768), its
 * coordinates as large; in memory, the file's bytes. */
static void
test_tour_map_fit (void)
{
  static const guint64 counts[25] = {
    304, 0, 56, 0, 304, 0, 56, 0, 56, 0, 56, 0, 64, 0, 56, 0, 56, 0, 56, 0, 304, 0, 56, 0, 304,
  };
  g_autofree char *png = tmp_path ("map-fit.png");
  g_autofree char *file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  double height = kq_render_tour_map_height (700);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 900, (int) height);
  cairo_t *cr = cairo_create (surface);
  cairo_rectangle_t corner;
  double side, band;
  int top, left, right, bottom, ink_top = G_MAXINT, ink_bottom = -1;
  gsize length;

  /* 900 wide: the map's 700 in the middle, 100 either side */
  kq_render_tour_map_fit (cr, 5, 5, counts, KQ_PALETTE_LIGHT, -1, 900, height);
  cairo_destroy (cr);
  kq_render_square_rect (5, 5, 700, 700, 0, &corner);
  g_assert_cmphex (pixel (surface, 100 + corner.x + 3, corner.y + 3), ==,
                   kq_palette_scale_rgb (KQ_PALETTE_LIGHT, 1.0));
  cairo_surface_destroy (surface);
  g_assert_cmpint (kq_render_tour_map_hit_square (5, 5, 900, height, 100 + corner.x + 3,
                                                  corner.y + 3), ==, 0);
  kq_render_square_rect (5, 5, 700, 700, 24, &corner);
  g_assert_cmpint (kq_render_tour_map_hit_square (5, 5, 900, height, 100 + corner.x + 3,
                                                  corner.y + 3), ==, 24);
  g_assert_cmpint (kq_render_tour_map_hit_square (5, 5, 900, height, 50, 200), ==, -1);
  /* 600 × 504, as at 1024 × 768: the key's band is a 14 px key's (0.26 of the width at a
   * 0.022 key), the board the rest, centred across; its coordinates no smaller than the key's
   * text: a row's number as tall as a 14 px text's digits (0.73 em: 10 px), not an 11 px one's
   * (8 px: they were) */
  band = 14.0 * 0.26 / 0.022;
  side = 504 - band;
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 504);
  cr = cairo_create (surface);
  kq_render_tour_map_fit (cr, 5, 5, counts, KQ_PALETTE_LIGHT, -1, 600, 504);
  cairo_destroy (cr);
  for (top = 0; kq_render_tour_map_hit_square (5, 5, 600, 504, 300, top) < 0; top++)
    g_assert_cmpint (top, <, 504);
  for (left = 0; kq_render_tour_map_hit_square (5, 5, 600, 504, left, top) < 0; left++)
    g_assert_cmpint (left, <, 600);
  for (right = 599; kq_render_tour_map_hit_square (5, 5, 600, 504, right, top) < 0; right--)
    g_assert_cmpint (right, >, left);
  for (bottom = 503; kq_render_tour_map_hit_square (5, 5, 600, 504, left, bottom) < 0; bottom--)
    g_assert_cmpint (bottom, >, top);
  g_assert_cmpint (kq_render_tour_map_hit_square (5, 5, 600, 504, right, bottom), ==, 24);
  g_assert_cmpfloat (bottom, <, side);
  g_assert_cmpint (ABS (left - (599 - right)), <=, 1);
  for (int y = top; kq_render_tour_map_hit_square (5, 5, 600, 504, left, y) == 0; y++)
    /* the map's ground only: not its edge, nor the board's frame */
    for (int x = (int) ceil ((600 - side) / 2) + 1; x < left - 2; x++)
      if (pixel (surface, x, y) != kq_palette_get_rgb (KQ_PALETTE_LIGHT, KQ_COLOR_BACKGROUND))
        {
          ink_top = MIN (ink_top, y);
          ink_bottom = MAX (ink_bottom, y);
        }
  g_assert_cmpint (ink_bottom - ink_top + 1, >=, 9);
  cairo_surface_destroy (surface);

  bytes = kq_render_tour_map_bytes (5, 5, counts, KQ_PALETTE_LIGHT, KQ_IMAGE_PNG, 400, &error);
  g_assert_no_error (error);
  g_assert_true (kq_render_tour_map (5, 5, counts, KQ_PALETTE_LIGHT, 400, png, &error));
  g_assert_true (g_file_get_contents (png, &file, &length, NULL));
  g_assert_cmpmem (file, length, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_null (kq_render_tour_map_bytes (5, 5, counts, KQ_PALETTE_LIGHT, KQ_IMAGE_PNG, 5, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
}

/* The knight game's marks copied whole for an export: the pairs, the map
 * and Isolation's second tour, none of them the original's memory. */
static void
test_play_copy (void)
{
  g_autoptr(KqBoard) second = kq_board_new (KQ_PROBLEM_TOUR, 3);
  int pairs[] = { 0, 5, 1, 8 }, map[9] = { 1, -1, 0, 1, -1, 0, 1, -1, 0 }, targets[] = { 7 };
  KqRenderPlay play = { .hint = -1, .game = TRUE, .pairs = pairs, .n_pairs = 2, .map = map,
                        .targets = targets, .n_targets = 1, .second = second };
  g_autofree KqRenderPlay *copy = NULL;

  kq_board_place (second, 2, 2, 1);
  kq_board_place (second, 1, 0, 2);
  copy = kq_render_play_copy (&play, 3 * 3);
  memset (pairs, 0, sizeof pairs);
  memset (map, 0, sizeof map);
  kq_board_clear (second);
  g_assert_cmpint (copy->n_pairs, ==, 2);
  g_assert_cmpint (copy->pairs[1], ==, 5);
  g_assert_cmpint (copy->pairs[3], ==, 8);
  g_assert_cmpint (copy->map[0], ==, 1);
  g_assert_cmpint (copy->map[4], ==, -1);
  g_assert_cmpint (copy->targets[0], ==, 7);
  g_assert_null (copy->onward);
  g_assert_true (copy->second != second);
  g_assert_cmpint (copy->second->moves, ==, 2);
  g_assert_cmpint (copy->second->path[1], ==, 3);
  g_assert_cmpint (copy->second->cells[8], ==, 1);
  g_assert_cmpint (copy->second->current, ==, 3);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("kq-render-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/render/png/empty", test_empty);
  g_test_add_func ("/render/png/tour-finished", test_tour_finished);
  g_test_add_func ("/render/png/tour-partial", test_tour_partial);
  g_test_add_func ("/render/png/queens", test_queens);
  g_test_add_func ("/render/png/errors", test_errors);
  g_test_add_func ("/render/png/big", test_big);
  g_test_add_func ("/render/revisit", test_revisit);
  g_test_add_func ("/render/options", test_options);
  g_test_add_func ("/render/label-baseline", test_label_baseline);
  g_test_add_func ("/render/path-cache", test_path_cache);
  g_test_add_func ("/render/kept-squares", test_kept_squares);
  g_test_add_func ("/render/hit-square", test_hit_square);
  g_test_add_func ("/render/palette", test_palette);
  g_test_add_func ("/render/conflict", test_conflict);
  g_test_add_func ("/render/style-mirrors-table", test_style_mirrors_table);
  g_test_add_func ("/render/legend", test_legend);
  g_test_add_func ("/render/attack-dots", test_attack_dots);
  g_test_add_func ("/render/high-contrast-apart", test_high_contrast_apart);
  g_test_add_func ("/render/vector", test_vector);
  g_test_add_func ("/render/bad-extension", test_bad_extension);
  g_test_add_func ("/render/page", test_page);
  g_test_add_func ("/render/threads", test_threads);
  g_test_add_func ("/render/sheet/queens", test_queens_sheet);
  g_test_add_func ("/render/sheet/tour", test_tour_sheet);
  g_test_add_func ("/render/tour-map", test_tour_map);
  g_test_add_func ("/render/tour-map-fit", test_tour_map_fit);
  g_test_add_func ("/render/play-copy", test_play_copy);

  status = g_test_run ();
  /* KQ_RENDER_KEEP=1 keeps the images to look at */
  if (g_getenv ("KQ_RENDER_KEEP") == NULL)
    remove_tmp_dir ();
  else
    g_printerr ("images kept in %s\n", tmp_dir);
  g_free (tmp_dir);
  return status;
}
