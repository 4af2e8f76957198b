/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-render"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-render-private.h"

/* Labels untranslated here, translated when asked for. Each mark once,
 * in the keys that draw it. */
#define FREE { KQ_SWATCH_SQUARE, KQ_COLOR_SQUARE_LIGHT, KQ_COLOR_SQUARE_DARK, N_("free") }
#define ATTACKED { KQ_SWATCH_ATTACKED, KQ_COLOR_ATTACKED_LIGHT, KQ_COLOR_ATTACKED_DARK, \
                   N_("attacked") }
#define CONFLICT { KQ_SWATCH_SQUARE, KQ_COLOR_CONFLICT_LIGHT, KQ_COLOR_CONFLICT_DARK, N_("conflict") }
#define START { KQ_SWATCH_SQUARE, KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK, N_("start") }
#define CURRENT { KQ_SWATCH_SQUARE, KQ_COLOR_CURRENT_LIGHT, KQ_COLOR_CURRENT_DARK, N_("current") }
#define VISITED { KQ_SWATCH_SQUARE, KQ_COLOR_VISITED_LIGHT, KQ_COLOR_VISITED_DARK, N_("visited") }
#define PATH { KQ_SWATCH_LINE, KQ_COLOR_PATH, KQ_COLOR_PATH, N_("path") }
#define HINT { KQ_SWATCH_RING, KQ_COLOR_START_MARK, KQ_COLOR_START_MARK, N_("hint") }
#define POSSIBLE_MOVE { KQ_SWATCH_SQUARE, KQ_COLOR_TARGET_LIGHT, KQ_COLOR_TARGET_DARK, \
                        N_("possible move") }
#define ERROR_FRAME { KQ_SWATCH_FRAME, KQ_COLOR_ERROR, KQ_COLOR_ERROR, N_("error") }

#define LAST_PLACED { KQ_SWATCH_SQUARE, KQ_COLOR_CURRENT_LIGHT, KQ_COLOR_CURRENT_DARK, N_("last placed") }

static const KqLegendEntry queens_entries[] = { FREE, ATTACKED, CONFLICT, LAST_PLACED };

static const KqLegendEntry tour_entries[] = { START, CURRENT, VISITED, PATH };

static const KqLegendEntry tour_scale_entries[] = {
  START, CURRENT,
  { KQ_SWATCH_SCALE, KQ_COLOR_SCALE_START, KQ_COLOR_SCALE_END, N_("visited, first move to last") },
};

static const KqLegendEntry trace_entries[] = {
  { KQ_SWATCH_DOT, KQ_COLOR_TRACE_TRIED, KQ_COLOR_TRACE_TRIED, N_("tried: current path") },
  { KQ_SWATCH_DOT, KQ_COLOR_TRACE_SOLUTION, KQ_COLOR_TRACE_SOLUTION, N_("to a solution") },
  { KQ_SWATCH_DOT, KQ_COLOR_TRACE_UNDONE, KQ_COLOR_TRACE_UNDONE, N_("undone: dead end") },
};

static const KqLegendEntry play_queens_entries[] = { FREE, ATTACKED, CONFLICT, HINT };

/* The squares the knight may go on to, in a colour of their own, and
 * the number written on each: the moves on from it (Warnsdorff's rule),
 * an entry of its own. */
static const KqLegendEntry play_tour_entries[] = {
  START, CURRENT, VISITED, PATH, POSSIBLE_MOVE,
  { KQ_SWATCH_NUMBER, KQ_COLOR_TARGET_LIGHT, KQ_COLOR_TARGET_DARK,
    /* Translators: the legend of the number on a square the knight may go
     * to: how many moves it has on from there (Warnsdorff's rule) */
    N_("moves on from there (Warnsdorff)") },
  HINT,
};

/* The knight game (the window's game mode): the play mode's tour without
 * Warnsdorff's numbers and the hint, and the theory shown over it. */
static const KqLegendEntry game_entries[] = { START, CURRENT, VISITED, PATH, POSSIBLE_MOVE };
static const KqLegendEntry game_pairs_entries[] = {
  START, CURRENT, VISITED, PATH, POSSIBLE_MOVE,
  /* Translators: the legend of the lines that join the squares of a
   * matching, each square's partner a knight's move away */
  { KQ_SWATCH_LINE, KQ_COLOR_START_MARK, KQ_COLOR_START_MARK, N_("pair") },
};
static const KqLegendEntry game_map_entries[] = {
  /* Translators: the map of start squares: the player who puts the knight
   * there wins, or loses, with perfect play */
  { KQ_SWATCH_SQUARE, KQ_COLOR_START_LIGHT, KQ_COLOR_START_DARK, N_("placer wins") },
  { KQ_SWATCH_SQUARE, KQ_COLOR_CONFLICT_LIGHT, KQ_COLOR_CONFLICT_DARK, N_("placer loses") },
  CURRENT, VISITED, PATH, POSSIBLE_MOVE,
};

static const KqLegendEntry answer_queens_entries[] = {
  FREE, ATTACKED, CONFLICT, LAST_PLACED, ERROR_FRAME,
};

static const KqLegendEntry answer_tour_entries[] = { START, CURRENT, VISITED, PATH, ERROR_FRAME };

/* A whole placement is drawn plain: only two queens in conflict stand out. */
static const KqLegendEntry solution_entries[] = { CONFLICT };
static const KqLegendEntry answer_solution_entries[] = { CONFLICT, ERROR_FRAME };
/* A whole placement that is a solution: plain squares, nothing stands out. */
static const KqLegendEntry solved_entries[] = {
  { KQ_SWATCH_SQUARE, KQ_COLOR_SQUARE_LIGHT, KQ_COLOR_SQUARE_DARK,
    N_("a solution: no queen attacks another") },
};
static const KqLegendEntry solved_rooks_entries[] = {
  { KQ_SWATCH_SQUARE, KQ_COLOR_SQUARE_LIGHT, KQ_COLOR_SQUARE_DARK,
    N_("a solution: no rook attacks another") },
};

guint
kq_render_legend_get_entries (KqLegendMode mode, KqLegendEntry *entries)
{
  static const struct { const KqLegendEntry *entries; guint n; } modes[] = {
    [KQ_LEGEND_QUEENS] = { queens_entries, G_N_ELEMENTS (queens_entries) },
    [KQ_LEGEND_TOUR] = { tour_entries, G_N_ELEMENTS (tour_entries) },
    [KQ_LEGEND_TOUR_SCALE] = { tour_scale_entries, G_N_ELEMENTS (tour_scale_entries) },
    [KQ_LEGEND_TRACE] = { trace_entries, G_N_ELEMENTS (trace_entries) },
    [KQ_LEGEND_PLAY_QUEENS] = { play_queens_entries, G_N_ELEMENTS (play_queens_entries) },
    [KQ_LEGEND_PLAY_TOUR] = { play_tour_entries, G_N_ELEMENTS (play_tour_entries) },
    [KQ_LEGEND_ANSWER_QUEENS] = { answer_queens_entries, G_N_ELEMENTS (answer_queens_entries) },
    [KQ_LEGEND_ANSWER_TOUR] = { answer_tour_entries, G_N_ELEMENTS (answer_tour_entries) },
    [KQ_LEGEND_SOLUTION] = { solution_entries, G_N_ELEMENTS (solution_entries) },
    [KQ_LEGEND_ANSWER_SOLUTION] = { answer_solution_entries, G_N_ELEMENTS (answer_solution_entries) },
    [KQ_LEGEND_SOLVED] = { solved_entries, G_N_ELEMENTS (solved_entries) },
    [KQ_LEGEND_SOLVED_ROOKS] = { solved_rooks_entries, G_N_ELEMENTS (solved_rooks_entries) },
    [KQ_LEGEND_GAME] = { game_entries, G_N_ELEMENTS (game_entries) },
    [KQ_LEGEND_GAME_PAIRS] = { game_pairs_entries, G_N_ELEMENTS (game_pairs_entries) },
    [KQ_LEGEND_GAME_MAP] = { game_map_entries, G_N_ELEMENTS (game_map_entries) },
  };

  g_return_val_if_fail ((guint) mode < G_N_ELEMENTS (modes), 0);
  g_return_val_if_fail (entries != NULL, 0);

  for (guint i = 0; i < modes[mode].n; i++)
    {
      entries[i] = modes[mode].entries[i];
      entries[i].label = g_dgettext (GETTEXT_PACKAGE, entries[i].label);
    }
  return modes[mode].n;
}

KqLegendMode
kq_render_legend_mode (const KqBoard *board, const KqRenderOptions *options, double width,
                       double height)
{
  gboolean queens;
  cairo_rectangle_t square;

  g_return_val_if_fail (board != NULL && board->n >= 1, KQ_LEGEND_QUEENS);

  queens = kq_problem_is_placement (board->problem);
  if (options != NULL && options->play != NULL && options->play->game)
    return options->play->map != NULL ? KQ_LEGEND_GAME_MAP
           : options->play->n_pairs > 0 ? KQ_LEGEND_GAME_PAIRS : KQ_LEGEND_GAME;
  if (options != NULL && options->play != NULL)
    return queens ? KQ_LEGEND_PLAY_QUEENS : KQ_LEGEND_PLAY_TOUR;
  if (queens && kq_board_queens_whole (board))
    {
      if (options != NULL && options->n_framed > 0)
        return KQ_LEGEND_ANSWER_SOLUTION;
      if (!kq_board_queens_peaceful (board))
        return KQ_LEGEND_SOLUTION;
      return board->problem == KQ_PROBLEM_ROOKS ? KQ_LEGEND_SOLVED_ROOKS : KQ_LEGEND_SOLVED;
    }
  if (options != NULL && options->n_framed > 0)
    return queens ? KQ_LEGEND_ANSWER_QUEENS : KQ_LEGEND_ANSWER_TOUR;
  /* a square visited twice is framed as an error (kq-render-marks.c) */
  if (!queens && _kq_render_tour_revisit (board) > 0)
    return KQ_LEGEND_ANSWER_TOUR;
  if (queens)
    return KQ_LEGEND_QUEENS;
  kq_render_square_rect (board->rows, board->n, width, height, 0, &square);
  return square.width < LINE_MIN_CELL ? KQ_LEGEND_TOUR_SCALE : KQ_LEGEND_TOUR;
}

/* The swatch's width for a box of side box. */
static double
swatch_width (const KqLegendEntry *entry, double box)
{
  return entry->swatch == KQ_SWATCH_SCALE ? box * 4 : box;
}

/* text: the key's own layout, whose font (font_size) is left as it was */
static void
draw_swatch (cairo_t *cr, PangoLayout *text, double font_size, const KqLegendEntry *entry,
             KqPalette palette, double x, double y, double box)
{
  double width = swatch_width (entry, box);
  cairo_pattern_t *scale;

  cairo_new_path (cr);
  switch (entry->swatch)
    {
    case KQ_SWATCH_SQUARE:
    case KQ_SWATCH_ATTACKED:
      cairo_rectangle (cr, x, y, box / 2, box);
      kq_palette_set_source (cr, palette, entry->color, 1.0);
      cairo_fill (cr);
      cairo_rectangle (cr, x + box / 2, y, box / 2, box);
      kq_palette_set_source (cr, palette, entry->color2, 1.0);
      cairo_fill (cr);
      if (entry->swatch == KQ_SWATCH_ATTACKED)
        _kq_render_attack_dot (cr, palette, x + box / 2, y + box / 2, box * 2);
      break;
    case KQ_SWATCH_SCALE:
      scale = cairo_pattern_create_linear (x, 0, x + width, 0);
      for (int i = 0; i <= 8; i++)
        {
          guint32 rgb = kq_palette_scale_rgb (palette, i / 8.0);

          cairo_pattern_add_color_stop_rgb (scale, i / 8.0, (rgb >> 16) / 255.0,
                                            ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
        }
      cairo_rectangle (cr, x, y, width, box);
      cairo_set_source (cr, scale);
      cairo_fill (cr);
      cairo_pattern_destroy (scale);
      break;
    case KQ_SWATCH_LINE:
      cairo_move_to (cr, x, y + box * 0.8);
      cairo_line_to (cr, x + box, y + box * 0.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, box * 0.18);
      kq_palette_set_source (cr, palette, entry->color, 1.0);
      cairo_stroke (cr);
      return;
    case KQ_SWATCH_RING:
      cairo_arc (cr, x + box / 2, y + box / 2, box * 0.4, 0, 2 * G_PI);
      cairo_set_line_width (cr, box * 0.14);
      kq_palette_set_source (cr, palette, entry->color, 1.0);
      cairo_stroke (cr);
      return;
    case KQ_SWATCH_FRAME:
      cairo_rectangle (cr, x, y, box, box);
      kq_palette_set_source (cr, palette, KQ_COLOR_SQUARE_LIGHT, 1.0);
      cairo_fill (cr);
      _kq_render_frame_square (cr, palette, x, y, box);
      return;
    case KQ_SWATCH_NUMBER:
      cairo_rectangle (cr, x, y, box, box);
      kq_palette_set_source (cr, palette, entry->color, 1.0);
      cairo_fill (cr);
      /* the board's number, bold, on the square */
      _kq_render_set_font (text, box * 0.8, PANGO_WEIGHT_BOLD);
      kq_palette_set_source (cr, palette, KQ_COLOR_NUMBER, 1.0);
      _kq_render_show_text (cr, text, "2", x + box / 2, y + box / 2, 0.5);
      _kq_render_set_font (text, font_size, PANGO_WEIGHT_NORMAL);
      break;
    case KQ_SWATCH_DOT:
    default:
      cairo_arc (cr, x + box / 2, y + box / 2, box * 0.42, 0, 2 * G_PI);
      kq_palette_set_source (cr, palette, entry->color, 1.0);
      cairo_fill (cr);
      return;
    }
  /* squares and the scale get the board's frame */
  cairo_rectangle (cr, x, y, width, box);
  cairo_set_line_width (cr, MAX (box / 16, 0.5));
  kq_palette_set_source (cr, palette, KQ_COLOR_FRAME, 1.0);
  cairo_stroke (cr);
}

/* Lays the key out in lines no wider than width (drawing it, or not);
 * its height, and in widest (may be NULL) its widest line's width. */
static double
lay_out (cairo_t *cr, KqLegendMode mode, KqPalette palette, double width, double font_size,
         gboolean draw, double *widest)
{
  KqLegendEntry entries[KQ_LEGEND_MAX_ENTRIES];
  guint n_entries = kq_render_legend_get_entries (mode, entries);
  double box = font_size * 1.1, gap = font_size * 0.4, spacing = font_size * 1.4;
  double line = font_size * 1.6, x = 0.0, y = 0.0;
  PangoLayout *text;

  g_return_val_if_fail (cr != NULL, 0.0);

  cairo_save (cr);
  text = _kq_render_text_layout_new (cr);
  _kq_render_set_font (text, font_size, PANGO_WEIGHT_NORMAL);
  for (guint i = 0; i < n_entries; i++)
    {
      int label_width;
      double entry_width;

      pango_layout_set_text (text, entries[i].label, -1);
      pango_layout_get_pixel_size (text, &label_width, NULL);
      entry_width = swatch_width (&entries[i], box) + gap + label_width;
      /* a new line when the entry does not fit, unless it is the first */
      if (x > 0.0 && x + entry_width > width)
        {
          x = 0.0;
          y += line;
        }
      if (widest != NULL)
        *widest = MAX (*widest, x + entry_width);
      if (draw)
        {
          draw_swatch (cr, text, font_size, &entries[i], palette, x, y + (line - box) / 2, box);
          kq_palette_set_source (cr, palette, KQ_COLOR_COORDINATES, 1.0);
          _kq_render_show_text (cr, text, entries[i].label,
                                x + swatch_width (&entries[i], box) + gap, y + line / 2, 0.0);
        }
      x += entry_width + spacing;
    }
  g_object_unref (text);
  cairo_restore (cr);

  return n_entries > 0 ? y + line : 0.0;
}

double
kq_render_legend (cairo_t *cr, KqLegendMode mode, KqPalette palette, double width,
                  double font_size, gboolean draw)
{
  return lay_out (cr, mode, palette, width, font_size, draw, NULL);
}

double
kq_render_legend_line_width (cairo_t *cr, KqLegendMode mode, double font_size)
{
  double widest = 0.0;

  lay_out (cr, mode, KQ_PALETTE_LIGHT, G_MAXDOUBLE, font_size, FALSE, &widest);
  return widest;
}
