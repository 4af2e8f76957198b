#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "kq-render.h"

/* Calm blue-grey squares, so that the warm path, the green start, the amber
 * current square and the dark pieces stand out, also on a washed-out
 * projector. Colours are 0xRRGGBB. */
static const guint32 color_background = 0xf6f5f3;
static const guint32 color_frame = 0x3f4d59;
static const guint32 color_label = 0x56636f;
static const guint32 color_path = 0xe8590c;
static const guint32 color_start = 0x2b8a3e;
static const guint32 color_ink = 0x1d2b3a;
static const guint32 color_halo = 0xffffff;
static const guint32 color_focus = 0x1c71d8;

typedef enum {
  SQUARE_PLAIN,
  SQUARE_VISITED,   /* tour: a square the knight went through */
  SQUARE_ATTACKED,  /* queens: attacked by a placed queen */
  SQUARE_START,
  SQUARE_CURRENT,
  SQUARE_QUEEN,     /* queens, on tiny squares: the queen is the square's colour */
  N_SQUARE_KINDS
} SquareKind;

/* Light and dark square of each kind, picked by hand rather than mixed, so
 * that tints stay clean instead of turning muddy on the blue-grey. */
static const guint32 square_colors[N_SQUARE_KINDS][2] = {
  [SQUARE_PLAIN] = { 0xe8edf1, 0xb3c2cf },
  [SQUARE_VISITED] = { 0xf7ebdf, 0xdfc7b0 },
  [SQUARE_ATTACKED] = { 0xf2e6e8, 0xd7c3ca },
  [SQUARE_START] = { 0xcbe7d1, 0xa2cdac },
  [SQUARE_CURRENT] = { 0xfde4a0, 0xf2c96a },
  [SQUARE_QUEEN] = { 0x1d2b3a, 0x1d2b3a },
};

#define FONT_FAMILY "DejaVu Sans, Sans"
/* DejaVu Sans digits are all 0.636 em wide; text sizes are planned with it. */
#define DIGIT_WIDTH 0.64
/* Text smaller than this (in user units, i.e. pixels at scale 1) is left out. */
#define LABEL_MIN_SIZE 11.0
#define NUMBER_MIN_SIZE 7.0
/* Below this square size the checker pattern is noise, and a line of
 * centres with dots or pieces on it no longer reads. */
#define CHECKER_MIN_CELL 3.0
#define DOT_MIN_CELL 8.0
/* Below this the path is a tangle that hides the board, and costs most of
 * the drawing time: the visited squares' colours show the tour instead. */
#define LINE_MIN_CELL 6.0
#define PATH_CHUNK 32
#define PIECE_MIN_SIZE 9.0
/* A piece's ink fills this much of its square. */
#define PIECE_SCALE 0.72

#define KNIGHT "\342\231\236"  /* U+265E BLACK CHESS KNIGHT */
#define QUEEN "\342\231\233"   /* U+265B BLACK CHESS QUEEN */

typedef struct {
  int    n;
  double side;        /* the square area drawn on: min (width, height) */
  double x0, y0;      /* the board's top left corner */
  double size;        /* the board's side */
  double cell;        /* a square's side */
  double label_size;  /* font size of the coordinates, 0 when they do not fit */
  int    label_step;  /* which rows and columns are numbered, see label_shown () */
} Layout;

static int
count_digits (gint64 value)
{
  int digits = 1;

  while (value >= 10)
    {
      value /= 10;
      digits++;
    }
  return digits;
}

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
 * kq_render_hit_square both use it. The margin depends on n and the area
 * only, never on the options, so that hit testing needs no options. */
static void
layout_init (Layout *layout, int n, double width, double height)
{
  double side = MAX (MIN (width, height), 0.0);
  double pad = floor (side * 0.03);
  int digits = count_digits (n);
  double label_size, band = 0.0, spacing_em, fitting_size;

  g_assert (n >= 1);

  /* Coordinates scale with the squares, within a range that stays readable
   * on a projector and does not dwarf the board. */
  label_size = CLAMP (side * 0.9 / n * 0.45, side * 0.014, side * 0.025);
  label_size = MAX (label_size, LABEL_MIN_SIZE);
  if (label_size <= side * 0.045)
    band = label_size * (DIGIT_WIDTH * digits + 0.8);
  else
    label_size = 0.0;

  layout->n = n;
  layout->side = side;
  layout->size = MAX (floor (side - 2.0 * (pad + band)), 0.0);
  layout->x0 = floor ((width - layout->size) / 2.0);
  layout->y0 = floor ((height - layout->size) / 2.0);
  layout->cell = layout->size / n;
  layout->label_size = label_size;

  /* Number every row and column when the labels fit, if need be a little
   * smaller, else every 2nd, 5th, 10th, 20th … like the ticks of an axis. */
  spacing_em = MAX (1.5, DIGIT_WIDTH * digits + 1.0);
  fitting_size = layout->cell / spacing_em;
  if (fitting_size < label_size && fitting_size >= MAX (label_size * 0.75, LABEL_MIN_SIZE))
    layout->label_size = fitting_size;
  layout->label_step = label_step (layout->cell, layout->label_size * spacing_em, n);
}

static gboolean
label_shown (const Layout *layout, int index)
{
  int step = layout->label_step;

  /* 1, 3, 5 … for a step of 2; 1, 5, 10, 15 … from 5 on */
  if (step < 5)
    return index % step == 0;
  return index == 0 || (index + 1) % step == 0;
}

static void
square_centre (const Layout *layout, int square, double *x, double *y)
{
  *x = layout->x0 + (square % layout->n + 0.5) * layout->cell;
  *y = layout->y0 + (square / layout->n + 0.5) * layout->cell;
}

static double
path_line_width (const Layout *layout)
{
  /* a hairline at least, yet thin enough on tiny squares that lines
   * side by side stay apart */
  return MAX (layout->cell * 0.055, MIN (layout->cell * 0.3, 1.0));
}

/* Queens too small to draw as glyphs are drawn as dark squares. */
static gboolean
pieces_tiny (const Layout *layout)
{
  return layout->cell * PIECE_SCALE < PIECE_MIN_SIZE;
}

/* The knight and the start do not shrink below this, so that they are found
 * on the largest boards. */
static double
mark_min_size (const Layout *layout)
{
  return MIN (MAX (layout->side * 0.022, 12.0), layout->size / 2);
}

static void
set_color (cairo_t *cr, guint32 rgb, double alpha)
{
  cairo_set_source_rgba (cr, (rgb >> 16) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

static guint32 *
square_pixel (guint8 *data, int stride, int n, int square)
{
  return (guint32 *) (gpointer) (data + (gsize) (square / n) * stride) + square % n;
}

static void
put_square (guint8 *data, int stride, int n, int square, SquareKind kind, gboolean checker)
{
  int row = square / n, col = square % n;
  guint32 *pixel = square_pixel (data, stride, n, square);

  if (checker)
    *pixel = square_colors[kind][(row + col) & 1];
  else  /* the mean of light and dark: tints read better on a mid tone */
    *pixel = ((square_colors[kind][0] & 0xfefefe) >> 1) + ((square_colors[kind][1] & 0xfefefe) >> 1);
}

/* Where the path line is too fine to draw, a visited square's colour says
 * when the knight came, pale early to dark late, so that the sweep of the
 * tour shows; the scale is the whole tour's, so colours stay put as it grows. */
static guint32
move_color (int move, int total)
{
  static const guint32 stops[] = { 0xfff0b3, 0xf08c2e, 0xc2255c, 0x3b1f5e };
  double t = total > 1 ? (double) (move - 1) / (total - 1) * (G_N_ELEMENTS (stops) - 1) : 0.0;
  int i = MIN ((int) t, (int) G_N_ELEMENTS (stops) - 2);
  double f = t - i;
  guint32 color = 0;

  for (int shift = 0; shift <= 16; shift += 8)
    {
      double a = (stops[i] >> shift) & 0xff, b = (stops[i + 1] >> shift) & 0xff;

      color |= (guint32) lround (a + (b - a) * f) << shift;
    }
  return color;
}

static SquareKind
queens_square_kind (const KqBoard *board, const guint8 *column_taken, const guint8 *diagonal_taken,
                    const guint8 *anti_taken, gboolean show_attacks, gboolean tiny, int row, int col)
{
  int n = board->n;

  if (board->cells[row] == col)
    return tiny ? SQUARE_QUEEN : SQUARE_PLAIN;
  if (show_attacks && (board->cells[row] >= 0 || column_taken[col] ||
                       diagonal_taken[row - col + n - 1] || anti_taken[row + col]))
    return SQUARE_ATTACKED;
  return SQUARE_PLAIN;
}

/* All the squares' colours as an n × n image, one pixel a square, which
 * kq_render_board paints scaled: a board of a million squares costs a
 * million pixel writes, not a million cairo rectangles. */
static cairo_surface_t *
squares_surface_new (const KqBoard *board, const KqRenderOptions *options, const Layout *layout)
{
  int n = board->n;
  gboolean checker = layout->cell >= CHECKER_MIN_CELL;
  gboolean tiny = pieces_tiny (layout);
  g_autofree guint8 *column_taken = NULL;
  g_autofree guint8 *diagonal_taken = NULL;
  g_autofree guint8 *anti_taken = NULL;
  cairo_surface_t *surface;
  guint8 *data;
  int stride;

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, n, n);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);

  if (board->problem == KQ_PROBLEM_QUEENS)
    {
      /* the lessons' marking arrays: columns and both diagonals in use */
      column_taken = g_new0 (guint8, n);
      diagonal_taken = g_new0 (guint8, 2 * n - 1);
      anti_taken = g_new0 (guint8, 2 * n - 1);
      for (int row = 0; row < n; row++)
        if (board->cells[row] >= 0 && board->cells[row] < n)
          {
            column_taken[board->cells[row]] = 1;
            diagonal_taken[row - board->cells[row] + n - 1] = 1;
            anti_taken[row + board->cells[row]] = 1;
          }
    }

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      {
        SquareKind kind;

        if (board->problem == KQ_PROBLEM_TOUR)
          {
            int move = board->cells[row * n + col];

            if (move > 0 && layout->cell < LINE_MIN_CELL)
              {
                *square_pixel (data, stride, n, row * n + col) = move_color (move, n * n);
                continue;
              }
            kind = move > 0 ? SQUARE_VISITED : SQUARE_PLAIN;
          }
        else
          kind = queens_square_kind (board, column_taken, diagonal_taken, anti_taken,
                                     options->show_attacks, tiny, row, col);
        put_square (data, stride, n, row * n + col, kind, checker);
      }

  if (board->problem == KQ_PROBLEM_TOUR && board->moves > 0)
    put_square (data, stride, n, board->path[0], SQUARE_START, checker);
  /* a tiny queen square keeps the queen's colour: the highlight would hide it */
  if (board->current >= 0 && board->current < n * n &&
      !(board->problem == KQ_PROBLEM_QUEENS && tiny))
    put_square (data, stride, n, board->current, SQUARE_CURRENT, checker);

  cairo_surface_mark_dirty (surface);
  return surface;
}

static void
draw_squares (cairo_t *cr, const KqBoard *board, const KqRenderOptions *options, const Layout *layout)
{
  cairo_surface_t *squares = squares_surface_new (board, options, layout);
  cairo_pattern_t *pattern;

  cairo_save (cr);
  cairo_rectangle (cr, layout->x0, layout->y0, layout->size, layout->size);
  cairo_clip (cr);
  cairo_translate (cr, layout->x0, layout->y0);
  cairo_scale (cr, layout->cell, layout->cell);
  cairo_set_source_surface (cr, squares, 0, 0);
  pattern = cairo_get_source (cr);
  /* sharp squares; averaging only when several squares share a pixel */
  cairo_pattern_set_filter (pattern, layout->cell >= 1.0 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (squares);
}

/* The line through the centres of moves from … to. Long lines are stroked
 * in pieces of PATH_CHUNK moves: cairo's antialiased stroke of one path
 * with thousands of crossings costs several times as much (a Warnsdorff
 * tour of 100 × 100 at 1600 px: 145 ms in one path, 105 ms in pieces). */
static void
stroke_path (cairo_t *cr, const KqBoard *board, const Layout *layout, int from, int to)
{
  from = MAX (from, 1);
  to = MIN (to, board->moves);
  if (to <= from || layout->cell < LINE_MIN_CELL)
    return;

  /* round caps too, so that pieces stroked apart (these chunks, the
   * window's cache and the rest) join as one line */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, path_line_width (layout));
  set_color (cr, color_path, 1.0);
  cairo_new_path (cr);
  for (int move = from; move <= to; move++)
    {
      double x, y;

      square_centre (layout, board->path[move - 1], &x, &y);
      cairo_line_to (cr, x, y);
      if ((move - from + 1) % PATH_CHUNK == 0 || move == to)
        {
          cairo_stroke (cr);
          cairo_move_to (cr, x, y);
        }
    }
  cairo_new_path (cr);
}

static PangoLayout *
text_layout_new (cairo_t *cr)
{
  PangoLayout *text = pango_cairo_create_layout (cr);
  cairo_font_options_t *font_options = cairo_font_options_create ();

  /* metrics that scale with the size, so that text sits the same in a
   * 300 px window and a 1600 px image */
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (text), font_options);
  pango_layout_context_changed (text);
  cairo_font_options_destroy (font_options);

  return text;
}

static void
set_font (PangoLayout *text, double size, PangoWeight weight)
{
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (text, font);
  pango_font_description_free (font);
}

/* Shows text with its ink centred vertically on y and horizontally placed
 * by align (0 left, 0.5 centre, 1 right edge at x). */
static void
show_text (cairo_t *cr, PangoLayout *text, const char *string, double x, double y, double align)
{
  PangoRectangle ink;

  pango_layout_set_text (text, string, -1);
  pango_layout_get_extents (text, &ink, NULL);
  cairo_move_to (cr, x - (ink.x + align * ink.width) / (double) PANGO_SCALE,
                 y - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, text);
}

static void
draw_labels (cairo_t *cr, PangoLayout *text, const Layout *layout)
{
  double gap = layout->label_size * 0.5;

  set_font (text, layout->label_size, PANGO_WEIGHT_NORMAL);
  set_color (cr, color_label, 1.0);
  for (int i = 0; i < layout->n; i++)
    {
      char label[16];
      double middle = (i + 0.5) * layout->cell;

      if (!label_shown (layout, i))
        continue;
      g_snprintf (label, sizeof label, "%d", i + 1);
      show_text (cr, text, label, layout->x0 - gap, layout->y0 + middle, 1.0);
      show_text (cr, text, label, layout->x0 + middle,
                 layout->y0 - gap - layout->label_size * 0.4, 0.5);
    }
}

static void
rounded_rectangle (cairo_t *cr, double x, double y, double width, double height)
{
  double radius = MIN (width, height) / 2.0;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A label behind a move number: as wide as the number, at least round. */
static double
pill_width (double font_size, int digits)
{
  return MAX (font_size * 1.5, font_size * (DIGIT_WIDTH * digits + 0.8));
}

static void
pill_path (cairo_t *cr, double x, double y, double font_size, int digits)
{
  double height = font_size * 1.5;
  double width = pill_width (font_size, digits);

  rounded_rectangle (cr, x - width / 2, y - height / 2, width, height);
}

typedef struct {
  double number_size;  /* font size of move numbers, 0 when they are not shown */
  double line_width;
} TourStyle;

static void
tour_style_init (TourStyle *style, const KqBoard *board, const KqRenderOptions *options,
                 const Layout *layout)
{
  /* sized for the longest number the board can have, so that the numbers
   * keep their size while a tour grows */
  int digits = count_digits ((gint64) board->n * board->n);
  double size = MIN (layout->cell * 0.3, layout->cell * 0.84 / (DIGIT_WIDTH * digits + 0.8));

  style->number_size = options->show_numbers && size >= NUMBER_MIN_SIZE ? size : 0.0;
  style->line_width = path_line_width (layout);
}

/* The move numbers on light labels over the line, or dots where the knight
 * landed when there are no numbers; the start in green. The current square
 * is left for the knight. */
static void
draw_tour_nodes (cairo_t *cr, PangoLayout *text, const KqBoard *board, const Layout *layout,
                 const TourStyle *style)
{
  double x, y;

  if (style->number_size > 0.0)
    {
      cairo_new_path (cr);
      for (int move = 2; move <= board->moves; move++)
        if (board->path[move - 1] != board->current)
          {
            square_centre (layout, board->path[move - 1], &x, &y);
            pill_path (cr, x, y, style->number_size, count_digits (move));
          }
      set_color (cr, color_halo, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (style->line_width * 0.5, 1.0));
      set_color (cr, color_path, 1.0);
      cairo_stroke (cr);

      set_font (text, style->number_size, PANGO_WEIGHT_BOLD);
      set_color (cr, color_ink, 1.0);
      for (int move = 2; move <= board->moves; move++)
        if (board->path[move - 1] != board->current)
          {
            char number[16];

            square_centre (layout, board->path[move - 1], &x, &y);
            g_snprintf (number, sizeof number, "%d", move);
            show_text (cr, text, number, x, y, 0.5);
          }
    }
  else if (layout->cell >= DOT_MIN_CELL)
    {
      double radius = style->line_width * 1.4;

      cairo_new_path (cr);
      for (int move = 2; move <= board->moves; move++)
        {
          square_centre (layout, board->path[move - 1], &x, &y);
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
        }
      set_color (cr, color_path, 1.0);
      cairo_fill (cr);
    }

  /* the start: a green label with its number, or a green dot that stays
   * visible on the tiniest squares */
  if (board->path[0] == board->current)
    return;
  square_centre (layout, board->path[0], &x, &y);
  cairo_new_path (cr);
  if (style->number_size > 0.0)
    pill_path (cr, x, y, style->number_size, 1);
  else
    cairo_arc (cr, x, y, MAX (layout->cell * 0.22, mark_min_size (layout) / 4), 0, 2 * G_PI);
  set_color (cr, color_start, 1.0);
  cairo_fill_preserve (cr);
  set_color (cr, color_halo, 1.0);
  cairo_set_line_width (cr, MAX (style->line_width * 0.5, 1.0));
  cairo_stroke (cr);
  if (style->number_size > 0.0)
    {
      set_font (text, style->number_size, PANGO_WEIGHT_BOLD);
      show_text (cr, text, "1", x, y, 0.5);
    }
}

/* The outline of a chess glyph whose ink fits a size × size box centred on
 * the origin; a disc when no font has the glyph. The caller frees it. */
static cairo_path_t *
piece_path_new (cairo_t *cr, PangoLayout *text, const char *glyph, double size)
{
  PangoRectangle ink;
  cairo_path_t *path;

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_new_path (cr);
  set_font (text, 100.0, PANGO_WEIGHT_NORMAL);
  pango_layout_set_text (text, glyph, -1);
  pango_layout_get_extents (text, &ink, NULL);
  if (pango_layout_get_unknown_glyphs_count (text) == 0 && ink.width > 0 && ink.height > 0)
    {
      /* measured at 100, drawn at the size whose ink fills the box */
      set_font (text, 100.0 * size * PANGO_SCALE / MAX (ink.width, ink.height), PANGO_WEIGHT_NORMAL);
      pango_layout_get_extents (text, &ink, NULL);
      cairo_move_to (cr, -(ink.x + ink.width / 2.0) / PANGO_SCALE,
                     -(ink.y + ink.height / 2.0) / PANGO_SCALE);
      pango_cairo_layout_path (cr, text);
    }
  else
    cairo_arc (cr, 0, 0, size * 0.4, 0, 2 * G_PI);
  path = cairo_copy_path (cr);
  cairo_new_path (cr);
  cairo_restore (cr);

  return path;
}

/* Pieces, dark with a light outline that parts them from any square,
 * drawn shift up and left of the squares' centres. */
static void
draw_pieces (cairo_t *cr, PangoLayout *text, const char *glyph, double size,
             const int *squares, int n_squares, const Layout *layout, double shift)
{
  cairo_path_t *piece = piece_path_new (cr, text, glyph, size);
  cairo_matrix_t matrix;

  cairo_get_matrix (cr, &matrix);
  cairo_new_path (cr);
  for (int i = 0; i < n_squares; i++)
    {
      double x, y;

      square_centre (layout, squares[i], &x, &y);
      cairo_translate (cr, x - shift, y - shift);
      cairo_append_path (cr, piece);
      cairo_set_matrix (cr, &matrix);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (size * 0.06, 1.5));
  set_color (cr, color_halo, 0.9);
  cairo_stroke_preserve (cr);
  set_color (cr, color_ink, 1.0);
  cairo_fill (cr);
  cairo_path_destroy (piece);
}

static void
draw_tour (cairo_t *cr, PangoLayout *text, const KqBoard *board, const KqRenderOptions *options,
           const Layout *layout)
{
  TourStyle style;
  double knight_size, badge_size, x, y;
  char number[16];

  if (board->moves <= 0)
    return;
  tour_style_init (&style, board, options, layout);

  if (options->path_from > 1 && options->path_cache != NULL)
    {
      cairo_set_source (cr, options->path_cache);
      cairo_paint (cr);
    }
  stroke_path (cr, board, layout, options->path_from, board->moves);
  draw_tour_nodes (cr, text, board, layout, &style);

  if (board->current < 0 || board->current >= board->n * board->n)
    return;
  /* never smaller than a readable mark, so the knight is found on any board */
  knight_size = MAX (layout->cell * PIECE_SCALE, mark_min_size (layout));
  badge_size = style.number_size * 0.7;
  if (badge_size < NUMBER_MIN_SIZE || board->cells[board->current] <= 0)
    {
      draw_pieces (cr, text, KNIGHT, knight_size, &board->current, 1, layout, 0.0);
      return;
    }

  /* the current move's number in the bottom right corner, the knight
   * moved up and left to make room */
  draw_pieces (cr, text, KNIGHT, layout->cell * 0.62, &board->current, 1, layout, layout->cell * 0.07);
  g_snprintf (number, sizeof number, "%d", board->cells[board->current]);
  square_centre (layout, board->current, &x, &y);
  x += layout->cell * 0.46 - pill_width (badge_size, strlen (number)) / 2;
  y += layout->cell * 0.46 - badge_size * 0.75;
  cairo_new_path (cr);
  pill_path (cr, x, y, badge_size, strlen (number));
  set_color (cr, color_path, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (style.line_width * 0.5, 1.0));
  set_color (cr, color_halo, 1.0);
  cairo_stroke (cr);
  set_font (text, badge_size, PANGO_WEIGHT_BOLD);
  show_text (cr, text, number, x, y, 0.5);
}

static void
draw_queens (cairo_t *cr, PangoLayout *text, const KqBoard *board, const Layout *layout)
{
  g_autofree int *squares = g_new (int, board->n);
  int n_squares = 0;

  if (pieces_tiny (layout))
    return;
  for (int row = 0; row < board->n; row++)
    if (board->cells[row] >= 0 && board->cells[row] < board->n)
      squares[n_squares++] = row * board->n + board->cells[row];
  draw_pieces (cr, text, QUEEN, layout->cell * PIECE_SCALE, squares, n_squares, layout, 0.0);
}

static void
draw_frame (cairo_t *cr, const Layout *layout)
{
  double width = MAX (1.0, floor (layout->side / 600.0));

  cairo_new_path (cr);
  cairo_rectangle (cr, layout->x0 - width / 2, layout->y0 - width / 2,
                   layout->size + width, layout->size + width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, width);
  set_color (cr, color_frame, 1.0);
  cairo_stroke (cr);
}

/* A blue outline with a white inner edge: visible on every square colour.
 * On tiny squares it is drawn larger than the square, around it. */
static void
draw_focus (cairo_t *cr, const Layout *layout, int square)
{
  double width = MAX (2.0, layout->cell * 0.06);
  double box = MAX (layout->cell - width, 10.0);
  double x, y;

  square_centre (layout, square, &x, &y);
  cairo_new_path (cr);
  cairo_rectangle (cr, x - box / 2, y - box / 2, box, box);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, width);
  set_color (cr, color_focus, 1.0);
  cairo_stroke (cr);
  cairo_new_path (cr);
  box -= 1.5 * width;
  cairo_rectangle (cr, x - box / 2, y - box / 2, box, box);
  cairo_set_line_width (cr, width / 2);
  set_color (cr, color_halo, 1.0);
  cairo_stroke (cr);
}

void
kq_render_options_init (KqRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (KqRenderOptions) { .focus = -1, .show_coordinates = TRUE,
                                 .show_attacks = TRUE, .show_numbers = TRUE };
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
  layout_init (&layout, board->n, width, height);

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  set_color (cr, color_background, 1.0);
  cairo_fill (cr);
  if (layout.size <= 0.0)
    {
      cairo_restore (cr);
      return;
    }

  text = text_layout_new (cr);
  if (options->show_coordinates && layout.label_size > 0.0)
    draw_labels (cr, text, &layout);
  draw_squares (cr, board, options, &layout);
  draw_frame (cr, &layout);
  if (board->problem == KQ_PROBLEM_TOUR)
    draw_tour (cr, text, board, options, &layout);
  else
    draw_queens (cr, text, board, &layout);
  if (options->focus >= 0 && options->focus < board->n * board->n)
    draw_focus (cr, &layout, options->focus);

  g_object_unref (text);
  cairo_restore (cr);
}

void
kq_render_path (cairo_t *cr, const KqBoard *board, int from, int to, double width, double height)
{
  Layout layout;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL && board->problem == KQ_PROBLEM_TOUR);

  layout_init (&layout, board->n, width, height);
  cairo_save (cr);
  stroke_path (cr, board, &layout, from, to);
  cairo_restore (cr);
}

void
kq_render_square_rect (int n, double width, double height, int square, cairo_rectangle_t *rect)
{
  Layout layout;

  g_return_if_fail (n >= 1 && square >= 0 && square < n * n);
  g_return_if_fail (rect != NULL);

  layout_init (&layout, n, width, height);
  *rect = (cairo_rectangle_t) { layout.x0 + square % n * layout.cell, layout.y0 + square / n * layout.cell,
                                layout.cell, layout.cell };
}

int
kq_render_hit_square (int n, double width, double height, double x, double y)
{
  Layout layout;
  double col, row;

  g_return_val_if_fail (n >= 1, -1);

  layout_init (&layout, n, width, height);
  if (layout.size <= 0.0)
    return -1;
  col = floor ((x - layout.x0) / layout.cell);
  row = floor ((y - layout.y0) / layout.cell);
  if (col < 0 || col >= n || row < 0 || row >= n)
    return -1;
  return (int) row * n + (int) col;
}

typedef struct {
  int fd;
  int saved_errno;
} PngSink;

static cairo_status_t
png_sink_write (void *closure, const unsigned char *data, unsigned int length)
{
  PngSink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        {
          sink->saved_errno = errno;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= (unsigned int) written;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* A write error from errno, or from cairo when saved_errno is 0. */
static void
set_write_error (GError **error, const char *path, int saved_errno, cairo_status_t status)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR,
               saved_errno != 0 ? g_file_error_from_errno (saved_errno) : G_FILE_ERROR_FAILED,
               _("cannot write %s: %s"), display,
               saved_errno != 0 ? g_strerror (saved_errno) : cairo_status_to_string (status));
}

/* Writes surface to a new file beside path, then renames it into place. */
static gboolean
write_png_atomically (cairo_surface_t *surface, const char *path, GError **error)
{
  g_autofree char *tmp_path = g_strconcat (path, ".XXXXXX", NULL);
  PngSink sink = { -1, 0 };
  cairo_status_t status;

  /* mode 0666 as any new file, before the umask */
  sink.fd = g_mkstemp_full (tmp_path, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      set_write_error (error, path, errno, CAIRO_STATUS_SUCCESS);
      return FALSE;
    }

  status = cairo_surface_write_to_png_stream (surface, png_sink_write, &sink);
  if (status == CAIRO_STATUS_SUCCESS && fsync (sink.fd) < 0)
    sink.saved_errno = errno;
  if (close (sink.fd) < 0 && sink.saved_errno == 0)
    sink.saved_errno = errno;
  if (status == CAIRO_STATUS_SUCCESS && sink.saved_errno == 0 && g_rename (tmp_path, path) < 0)
    sink.saved_errno = errno;

  if (status == CAIRO_STATUS_SUCCESS && sink.saved_errno == 0)
    return TRUE;

  g_unlink (tmp_path);
  set_write_error (error, path, sink.saved_errno, status);
  return FALSE;
}

gboolean
kq_render_png (const KqBoard *board, const KqRenderOptions *options, int size,
               const char *path, GError **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean ok;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (size < KQ_RENDER_PNG_MIN_SIZE || size > KQ_RENDER_PNG_MAX_SIZE)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("cannot write %s: the image size must be %d to %d pixels, not %d"),
                   display, KQ_RENDER_PNG_MIN_SIZE, KQ_RENDER_PNG_MAX_SIZE, size);
      return FALSE;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    {
      cairo_t *cr = cairo_create (surface);

      kq_render_board (cr, board, options, size, size);
      status = cairo_status (cr);
      cairo_destroy (cr);
    }

  if (status == CAIRO_STATUS_SUCCESS)
    ok = write_png_atomically (surface, path, error);
  else
    {
      /* e.g. no memory for a large image */
      set_write_error (error, path, 0, status);
      ok = FALSE;
    }
  cairo_surface_destroy (surface);

  return ok;
}
