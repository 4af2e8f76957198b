/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-private.h: what the files of src/render share: the sizes, the
 * layout and its small helpers, and each file's functions for the others;
 * included by those files only. The board is drawn by kq-render.c from
 * kq-render-layout.c (where things go), kq-render-squares.c (the squares)
 * and kq-render-marks.c (labels, path, numbers, pieces), none of which
 * calls back into it. */
#pragma once

#include <pango/pangocairo.h>

#include "kq-render.h"
#include "kq-render-palette.h"

G_BEGIN_DECLS

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
/* A tour's dots are filled this many at a time. */
#define DOT_CHUNK 4096
#define PIECE_MIN_SIZE 9.0
/* A piece's ink fills this much of its square. */
#define PIECE_SCALE 0.72

typedef struct {
  int    n;           /* the columns, a row's length: square = row * n + col */
  int    rows;        /* n, but on a rectangle */
  double side;        /* the square area drawn on: min (width, height) */
  double x0, y0;      /* the board's top left corner */
  double board_w;     /* the board's width and height: a square's on n × n */
  double board_h;
  double cell;        /* a square's side */
  double label_size;  /* font size of the coordinates, 0 when they do not fit */
  int    label_step;  /* which rows and columns are numbered, see label_shown () */
  KqPalette palette;  /* the colours: the one field that comes from the options */
} Layout;

/* Small helpers, inline: square_centre () runs for every move in the
 * drawing loops. */
static inline int
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

static inline gboolean
label_shown (const Layout *layout, int index)
{
  int step = layout->label_step;

  /* 1, 3, 5 … for a step of 2; 1, 5, 10, 15 … from 5 on */
  if (step < 5)
    return index % step == 0;
  return index == 0 || (index + 1) % step == 0;
}

static inline void
square_centre (const Layout *layout, int square, double *x, double *y)
{
  *x = layout->x0 + (square % layout->n + 0.5) * layout->cell;
  *y = layout->y0 + (square / layout->n + 0.5) * layout->cell;
}

static inline double
path_line_width (const Layout *layout)
{
  /* a hairline at least, yet thin enough on tiny squares that lines
   * side by side stay apart */
  return MAX (layout->cell * 0.055, MIN (layout->cell * 0.3, 1.0));
}

/* Queens too small to draw as glyphs are drawn as dark squares. */
static inline gboolean
pieces_tiny (const Layout *layout)
{
  return layout->cell * PIECE_SCALE < PIECE_MIN_SIZE;
}

/* The knight and the start do not shrink below this, so that they are found
 * on the largest boards. */
static inline double
mark_min_size (const Layout *layout)
{
  return MIN (MAX (layout->side * 0.022, 12.0), MIN (layout->board_w, layout->board_h) / 2);
}

static inline void
set_color (cairo_t *cr, const Layout *layout, KqColor color, double alpha)
{
  kq_palette_set_source (cr, layout->palette, color, alpha);
}

/* kq-render-layout.c: the layout of a rows × cols board in a width × height
 * area (its palette the light one) */
void         _kq_render_layout_init     (Layout                *layout,
                                         int                    rows,
                                         int                    cols,
                                         double                 width,
                                         double                 height);
/* The same, its coordinates no smaller than label_min (LABEL_MIN_SIZE: the board's own) */
void         _kq_render_layout_init_labels (Layout             *layout,
                                            int                 rows,
                                            int                 cols,
                                            double              width,
                                            double              height,
                                            double              label_min);
/* The square of layout at (x, y) (-1: none) */
int          _kq_render_layout_hit      (const Layout          *layout,
                                         double                 x,
                                         double                 y);

/* kq-render-squares.c: the squares of board, or the window's kept ones
 * (options->squares) when they fit, clipped to the board */
void         _kq_render_draw_squares    (cairo_t               *cr,
                                         const KqBoard         *board,
                                         const KqRenderOptions *options,
                                         const Layout          *layout);

/* kq-render-export.c: a document (PNG, SVG or PDF) drawn in memory; its
 * bytes written to a file in one place (kq_file_write) */
cairo_surface_t *_kq_render_document_new    (KqImageFormat          format,
                                             GByteArray            *sink,
                                             double                 width,
                                             double                 height);
/* Finishes and destroys surface; the bytes, or NULL with an error. Takes sink. */
GBytes          *_kq_render_document_finish (cairo_surface_t       *surface,
                                             GByteArray            *sink,
                                             GError               **error);
gboolean         _kq_render_write_bytes     (GBytes                *bytes,
                                             const char            *path,
                                             GError               **error);
/* Writes bytes made for path, or (bytes NULL) says that they could not be
 * made, for reason: "cannot write PATH: REASON". Takes both. */
gboolean         _kq_render_write_made      (GBytes                *bytes,
                                             GError                *reason,
                                             const char            *path,
                                             GError               **error);

/* kq-render-caption.c: the board size × size, then the caption and legend
 * of options (may be NULL) in the band down to height */
void         _kq_render_image_draw      (cairo_t               *cr,
                                         const KqBoard         *board,
                                         const KqRenderOptions *options,
                                         int                    size,
                                         int                    height);

/* kq-render.c */
/* The keyboard focus square's outline. */
void         _kq_render_draw_focus      (cairo_t               *cr,
                                         const Layout          *layout,
                                         int                    square);

/* kq-render-marks.c */
/* Frames the side × side square at (x, y) in the error colour (an
 * answer's error; the legend's swatch). */
void         _kq_render_frame_square    (cairo_t               *cr,
                                         KqPalette              palette,
                                         double                 x,
                                         double                 y,
                                         double                 side);
PangoLayout *_kq_render_text_layout_new (cairo_t               *cr);
void         _kq_render_set_font        (PangoLayout           *text,
                                         double                 size,
                                         PangoWeight            weight);
/* Shows one line of text with the middle of its font's digits on y (so that
 * texts in a row share a baseline) and its ink placed across by align (0
 * left, 0.5 centre, 1 right edge at x). */
void         _kq_render_show_text       (cairo_t               *cr,
                                         PangoLayout           *text,
                                         const char            *string,
                                         double                 x,
                                         double                 y,
                                         double                 align);
void         _kq_render_draw_labels     (cairo_t               *cr,
                                         PangoLayout           *text,
                                         const Layout          *layout);
/* The line through the centres of moves from … to (1-based, clamped to
 * the board's moves); none on squares too small for it. */
void         _kq_render_stroke_path     (cairo_t               *cr,
                                         const KqBoard         *board,
                                         const Layout          *layout,
                                         int                    from,
                                         int                    to);
/* The move before the last that went to the current square (a program's slip: a square
 * visited twice), 0: none. */
int          _kq_render_tour_revisit    (const KqBoard         *board);
void         _kq_render_draw_tour       (cairo_t               *cr,
                                         PangoLayout           *text,
                                         const KqBoard         *board,
                                         const KqRenderOptions *options,
                                         const Layout          *layout);
/* An attacked square is marked by more than its hue: a dot in its centre
 * (ATTACK_DOT of its side for a radius), of the coordinates' colour. */
#define ATTACK_DOT 0.07
void         _kq_render_attack_dot      (cairo_t               *cr,
                                         KqPalette              palette,
                                         double                 x,
                                         double                 y,
                                         double                 cell);
/* The dots of the squares attacked (rows × n booleans), none when the
 * squares are too small for pieces. */
void         _kq_render_draw_attacks    (cairo_t               *cr,
                                         const gboolean        *attacked,
                                         const Layout          *layout);
void         _kq_render_draw_play       (cairo_t               *cr,
                                         PangoLayout           *text,
                                         const KqRenderPlay    *play,
                                         const Layout          *layout);
void         _kq_render_draw_queens     (cairo_t               *cr,
                                         PangoLayout           *text,
                                         const KqBoard         *board,
                                         const Layout          *layout);

G_END_DECLS
