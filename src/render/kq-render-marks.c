/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <string.h>

#include "kq-render-private.h"

#define KNIGHT "\342\231\236"  /* U+265E BLACK CHESS KNIGHT */
#define QUEEN "\342\231\233"   /* U+265B BLACK CHESS QUEEN */
#define ROOK "\342\231\234"    /* U+265C BLACK CHESS ROOK */

/* A text layout's digits_height (), kept for its font. */
static GQuark
digits_quark (void)
{
  return g_quark_from_static_string ("kq-render-digits-height");
}

/* A square framed in the error colour, inside its edges (an opened answer's
 * error, on the board and in the legend's key). */
void
_kq_render_frame_square (cairo_t *cr, KqPalette palette, double x, double y, double side)
{
  double line = MAX (2.0, side / 8);

  cairo_new_path (cr);
  cairo_rectangle (cr, x + line / 2, y + line / 2, side - line, side - line);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_width (cr, line);
  kq_palette_set_source (cr, palette, KQ_COLOR_ERROR, 1.0);
  cairo_stroke (cr);
}

PangoLayout *
_kq_render_text_layout_new (cairo_t *cr)
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

void
_kq_render_set_font (PangoLayout *text, double size, PangoWeight weight)
{
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (text, font);
  pango_font_description_free (font);
  g_object_set_qdata (G_OBJECT (text), digits_quark (), NULL);
}

/* The height of the font's digits above the baseline, in Pango units,
 * measured once a font. */
static int
digits_height (PangoLayout *text)
{
  int height = GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (text), digits_quark ()));
  PangoRectangle ink;

  if (height > 0)
    return height;
  pango_layout_set_text (text, "0123456789", -1);
  pango_layout_get_extents (text, &ink, NULL);
  height = MAX (pango_layout_get_baseline (text) - ink.y, 1);
  g_object_set_qdata (G_OBJECT (text), digits_quark (), GINT_TO_POINTER (height));
  return height;
}

void
_kq_render_show_text (cairo_t *cr, PangoLayout *text, const char *string, double x, double y,
                      double align)
{
  int digits = digits_height (text);
  PangoRectangle ink;

  pango_layout_set_text (text, string, -1);
  pango_layout_get_extents (text, &ink, NULL);
  /* Across, by the string's own ink; up and down, the digits' middle on y
   * whatever the string's ink, so that the strings of a row (the
   * coordinates, the legend's words) share one baseline: centred on its
   * ink, a 5 (round below, flat on top) stood a pixel above a 4. */
  cairo_move_to (cr, x - (ink.x + align * ink.width) / (double) PANGO_SCALE,
                 y + (digits / 2.0 - pango_layout_get_baseline (text)) / PANGO_SCALE);
  pango_cairo_show_layout (cr, text);
}

void
_kq_render_draw_labels (cairo_t *cr, PangoLayout *text, const Layout *layout)
{
  double gap = layout->label_size * 0.5;

  _kq_render_set_font (text, layout->label_size, PANGO_WEIGHT_NORMAL);
  set_color (cr, layout, KQ_COLOR_COORDINATES, 1.0);
  for (int i = 0; i < MAX (layout->n, layout->rows); i++)
    {
      char label[16];
      double middle = (i + 0.5) * layout->cell;

      if (!label_shown (layout, i))
        continue;
      g_snprintf (label, sizeof label, "%d", i + 1);
      if (i < layout->rows)
        _kq_render_show_text (cr, text, label, layout->x0 - gap, layout->y0 + middle, 1.0);
      if (i < layout->n)
        _kq_render_show_text (cr, text, label, layout->x0 + middle,
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
  int digits = count_digits (kq_board_squares (board));
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
      set_color (cr, layout, KQ_COLOR_HALO, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (style->line_width * 0.5, 1.0));
      set_color (cr, layout, KQ_COLOR_PATH, 1.0);
      cairo_stroke (cr);

      _kq_render_set_font (text, style->number_size, PANGO_WEIGHT_BOLD);
      set_color (cr, layout, KQ_COLOR_NUMBER, 1.0);
      for (int move = 2; move <= board->moves; move++)
        if (board->path[move - 1] != board->current)
          {
            char number[16];

            square_centre (layout, board->path[move - 1], &x, &y);
            g_snprintf (number, sizeof number, "%d", move);
            _kq_render_show_text (cr, text, number, x, y, 0.5);
          }
    }
  else if (layout->cell >= DOT_MIN_CELL)
    {
      double radius = style->line_width * 1.4;

      /* In pieces: cairo's fill holds a path's edges whole, some 1.3 KB a
       * dot (a 1000 × 1000 tour's million dots took 1.9 GB). The dots keep
       * to their squares, so the pieces give the pixels one fill would. */
      set_color (cr, layout, KQ_COLOR_PATH, 1.0);
      for (int first = 2; first <= board->moves; first += DOT_CHUNK)
        {
          cairo_new_path (cr);
          for (int move = first; move <= MIN (first + DOT_CHUNK - 1, board->moves); move++)
            {
              square_centre (layout, board->path[move - 1], &x, &y);
              cairo_new_sub_path (cr);
              cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
            }
          cairo_fill (cr);
        }
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
  set_color (cr, layout, KQ_COLOR_START_MARK, 1.0);
  cairo_fill_preserve (cr);
  set_color (cr, layout, KQ_COLOR_HALO, 1.0);
  cairo_set_line_width (cr, MAX (style->line_width * 0.5, 1.0));
  cairo_stroke (cr);
  if (style->number_size > 0.0)
    {
      _kq_render_set_font (text, style->number_size, PANGO_WEIGHT_BOLD);
      set_color (cr, layout, KQ_COLOR_MARK_TEXT, 1.0);
      _kq_render_show_text (cr, text, "1", x, y, 0.5);
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
  _kq_render_set_font (text, 100.0, PANGO_WEIGHT_NORMAL);
  pango_layout_set_text (text, glyph, -1);
  pango_layout_get_extents (text, &ink, NULL);
  if (pango_layout_get_unknown_glyphs_count (text) == 0 && ink.width > 0 && ink.height > 0)
    {
      /* measured at 100, drawn at the size whose ink fills the box */
      _kq_render_set_font (text, 100.0 * size * PANGO_SCALE / MAX (ink.width, ink.height),
                           PANGO_WEIGHT_NORMAL);
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

/* Pieces in color with a halo that parts them from any square, drawn
 * shift up and left of the squares' centres. */
static void
draw_pieces (cairo_t *cr, PangoLayout *text, const char *glyph, KqColor color, double size,
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
  set_color (cr, layout, KQ_COLOR_HALO, 0.9);
  cairo_stroke_preserve (cr);
  set_color (cr, layout, color, 1.0);
  cairo_fill (cr);
  cairo_path_destroy (piece);
}

/* The line through the centres of moves from … to. Long lines are stroked
 * in pieces of PATH_CHUNK moves: cairo's antialiased stroke of one path
 * with thousands of crossings costs several times as much (a Warnsdorff
 * tour of 100 × 100 at 1600 px: 145 ms in one path, 105 ms in pieces). */
void
_kq_render_stroke_path (cairo_t *cr, const KqBoard *board, const Layout *layout, int from, int to)
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
  set_color (cr, layout, KQ_COLOR_PATH, 1.0);
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

int
_kq_render_tour_revisit (const KqBoard *board)
{
  for (int move = board->moves - 1; move >= 1; move--)
    if (board->path[move - 1] == board->current)
      return move;
  return 0;
}

/* A square visited twice: the earlier move's number in its top right corner, where the knight
 * and the current number leave room (it was hidden under the knight); framed as an error
 * under them (draw_tour). */
static void
draw_revisit (cairo_t *cr, PangoLayout *text, const KqBoard *board, const Layout *layout,
              const TourStyle *style, double badge_size)
{
  int earlier = _kq_render_tour_revisit (board);
  char number[16];
  double x, y;

  if (earlier == 0 || badge_size < NUMBER_MIN_SIZE)
    return;
  square_centre (layout, board->current, &x, &y);
  g_snprintf (number, sizeof number, "%d", earlier);
  x += layout->cell * 0.40 - pill_width (badge_size, strlen (number)) / 2;
  y -= layout->cell * 0.40 - badge_size * 0.75;
  cairo_new_path (cr);
  pill_path (cr, x, y, badge_size, strlen (number));
  set_color (cr, layout, KQ_COLOR_HALO, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (style->line_width * 0.5, 1.0));
  set_color (cr, layout, KQ_COLOR_PATH, 1.0);
  cairo_stroke (cr);
  set_color (cr, layout, KQ_COLOR_NUMBER, 1.0);
  _kq_render_set_font (text, badge_size, PANGO_WEIGHT_BOLD);
  _kq_render_show_text (cr, text, number, x, y, 0.5);
}

void
_kq_render_draw_tour (cairo_t *cr, PangoLayout *text, const KqBoard *board,
                      const KqRenderOptions *options, const Layout *layout)
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
  _kq_render_stroke_path (cr, board, layout, options->path_from, board->moves);
  draw_tour_nodes (cr, text, board, layout, &style);

  if (board->current < 0 || board->current >= kq_board_squares (board))
    return;
  if (_kq_render_tour_revisit (board) > 0)
    {
      square_centre (layout, board->current, &x, &y);
      _kq_render_frame_square (cr, layout->palette, x - layout->cell / 2, y - layout->cell / 2,
                               layout->cell);
    }
  /* never smaller than a readable mark, so the knight is found on any board */
  knight_size = MAX (layout->cell * PIECE_SCALE, mark_min_size (layout));
  badge_size = style.number_size * 0.7;
  if (badge_size < NUMBER_MIN_SIZE || board->cells[board->current] <= 0)
    {
      draw_pieces (cr, text, KNIGHT, KQ_COLOR_KNIGHT, knight_size, &board->current, 1, layout, 0.0);
      draw_revisit (cr, text, board, layout, &style, badge_size);
      return;
    }

  /* the current move's number in the bottom right corner, the knight
   * moved up and left to make room */
  draw_pieces (cr, text, KNIGHT, KQ_COLOR_KNIGHT, layout->cell * 0.62, &board->current, 1, layout,
               layout->cell * 0.07);
  g_snprintf (number, sizeof number, "%d", board->cells[board->current]);
  square_centre (layout, board->current, &x, &y);
  x += layout->cell * 0.46 - pill_width (badge_size, strlen (number)) / 2;
  y += layout->cell * 0.46 - badge_size * 0.75;
  cairo_new_path (cr);
  pill_path (cr, x, y, badge_size, strlen (number));
  set_color (cr, layout, KQ_COLOR_PATH, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (style.line_width * 0.5, 1.0));
  set_color (cr, layout, KQ_COLOR_HALO, 1.0);
  cairo_stroke (cr);
  set_color (cr, layout, KQ_COLOR_MARK_TEXT, 1.0);
  _kq_render_set_font (text, badge_size, PANGO_WEIGHT_BOLD);
  _kq_render_show_text (cr, text, number, x, y, 0.5);
  draw_revisit (cr, text, board, layout, &style, badge_size);
}

void
_kq_render_draw_queens (cairo_t *cr, PangoLayout *text, const KqBoard *board, const Layout *layout)
{
  g_autofree int *squares = g_new (int, board->n);
  int n_squares = 0;

  if (pieces_tiny (layout))
    return;
  for (int row = 0; row < board->n; row++)
    if (board->cells[row] >= 0 && board->cells[row] < board->n)
      squares[n_squares++] = row * board->n + board->cells[row];
  draw_pieces (cr, text, board->problem == KQ_PROBLEM_ROOKS ? ROOK : QUEEN, KQ_COLOR_QUEEN,
               layout->cell * PIECE_SCALE, squares, n_squares, layout, 0.0);
}

static void
fill_square (cairo_t *cr, const Layout *layout, int square, KqColor light, KqColor dark)
{
  int row = square / layout->n, col = square % layout->n;
  double x, y;

  square_centre (layout, square, &x, &y);
  cairo_new_path (cr);
  cairo_rectangle (cr, x - layout->cell / 2, y - layout->cell / 2, layout->cell, layout->cell);
  set_color (cr, layout, (row + col) % 2 == 0 ? light : dark, 1.0);
  cairo_fill (cr);
}

void
_kq_render_attack_dot (cairo_t *cr, KqPalette palette, double x, double y, double cell)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, cell * ATTACK_DOT, 0, 2 * G_PI);
  kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 0.6);
  cairo_fill (cr);
}

void
_kq_render_draw_attacks (cairo_t *cr, const gboolean *attacked, const Layout *layout)
{
  if (pieces_tiny (layout))
    return;
  for (int sq = 0; sq < layout->rows * layout->n; sq++)
    if (attacked[sq])
      {
        double x, y;

        square_centre (layout, sq, &x, &y);
        _kq_render_attack_dot (cr, layout->palette, x, y, layout->cell);
      }
}

void
_kq_render_draw_play (cairo_t *cr, PangoLayout *text, const KqRenderPlay *play, const Layout *layout)
{
  int squares = layout->rows * layout->n;
  double x, y, x2, y2;

  for (int sq = 0; play->attacked != NULL && sq < squares; sq++)
    if (play->attacked[sq])
      fill_square (cr, layout, sq, KQ_COLOR_ATTACKED_LIGHT, KQ_COLOR_ATTACKED_DARK);
  if (play->attacked != NULL)
    {
      g_autofree gboolean *empty = g_memdup2 (play->attacked, (gsize) squares * sizeof (gboolean));

      for (int i = 0; i < play->n_queens; i++)
        empty[play->queens[i]] = FALSE;
      _kq_render_draw_attacks (cr, empty, layout);
    }
  for (int i = 0; i < 2 * play->n_conflicts; i++)
    fill_square (cr, layout, play->queens[play->conflicts[i]], KQ_COLOR_CONFLICT_LIGHT,
                 KQ_COLOR_CONFLICT_DARK);
  for (int sq = 0; play->map != NULL && sq < squares; sq++)
    if (play->map[sq] > 0)
      fill_square (cr, layout, sq, KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK);
    else if (play->map[sq] < 0)
      fill_square (cr, layout, sq, KQ_COLOR_CONFLICT_LIGHT, KQ_COLOR_CONFLICT_DARK);
  for (int i = 0; i < play->n_targets; i++)
    fill_square (cr, layout, play->targets[i], KQ_COLOR_TARGET_LIGHT, KQ_COLOR_TARGET_DARK);
  /* Isolation's second tour: its squares tinted as the board's are */
  for (int move = 1; play->second != NULL && move <= play->second->moves; move++)
    {
      int square = play->second->path[move - 1];

      if (square == play->second->current)
        fill_square (cr, layout, square, KQ_COLOR_CURRENT_LIGHT, KQ_COLOR_CURRENT_DARK);
      else if (move == 1)
        fill_square (cr, layout, square, KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK);
      else
        fill_square (cr, layout, square, KQ_COLOR_VISITED_LIGHT, KQ_COLOR_VISITED_DARK);
    }

  /* the line along which two queens attack each other */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, path_line_width (layout));
  for (int i = 0; i < play->n_conflicts; i++)
    {
      square_centre (layout, play->queens[play->conflicts[2 * i]], &x, &y);
      square_centre (layout, play->queens[play->conflicts[2 * i + 1]], &x2, &y2);
      cairo_new_path (cr);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x2, y2);
      set_color (cr, layout, KQ_COLOR_TRACE_UNDONE, 0.8);
      cairo_stroke (cr);
    }

  /* a matching's pairs: a knight's move apart, a line and a dot at each end */
  cairo_set_line_width (cr, path_line_width (layout) * 0.6);
  for (int i = 0; i < play->n_pairs; i++)
    {
      square_centre (layout, play->pairs[2 * i], &x, &y);
      square_centre (layout, play->pairs[2 * i + 1], &x2, &y2);
      cairo_new_path (cr);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x2, y2);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, layout->cell * 0.08, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x2, y2, layout->cell * 0.08, 0, 2 * G_PI);
      set_color (cr, layout, KQ_COLOR_START_MARK, 0.75);
      cairo_stroke_preserve (cr);
      cairo_fill (cr);
    }

  /* Warnsdorff's number on each square the knight may go on to (none in
   * the game: it would play for the student) */
  if (layout->cell * 0.45 >= NUMBER_MIN_SIZE && play->onward != NULL)
    {
      _kq_render_set_font (text, layout->cell * 0.45, PANGO_WEIGHT_BOLD);
      set_color (cr, layout, KQ_COLOR_NUMBER, 1.0);
      for (int i = 0; i < play->n_targets; i++)
        {
          char number[16];

          g_snprintf (number, sizeof number, "%d", play->onward[i]);
          square_centre (layout, play->targets[i], &x, &y);
          _kq_render_show_text (cr, text, number, x, y, 0.5);
        }
    }

  if (play->hint >= 0 && play->hint < squares)
    {
      square_centre (layout, play->hint, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, layout->cell * 0.4, 0, 2 * G_PI);
      cairo_set_line_width (cr, MAX (2.0, layout->cell * 0.08));
      set_color (cr, layout, KQ_COLOR_START_MARK, 1.0);
      cairo_stroke (cr);
    }

  if (play->n_queens > 0 && !pieces_tiny (layout))
    draw_pieces (cr, text, play->rooks ? ROOK : QUEEN, KQ_COLOR_QUEEN, layout->cell * PIECE_SCALE,
                 play->queens, play->n_queens, layout, 0.0);
}
