/* kq-render.h: a board state drawn with cairo, to any cairo_t: the window,
 * the window's PNG export and the CLI's --png all use it */
#pragma once

#include <cairo.h>
#include "kq-board.h"
#include "kq-limits.h"

G_BEGIN_DECLS

typedef struct {
  int       focus;             /* keyboard focus square (row * n + col), -1 for none */
  gboolean  show_coordinates;  /* 1-based row and column numbers on the margins */
  gboolean  show_attacks;      /* queens: shade the squares the queens attack */
  gboolean  show_numbers;      /* tour: move numbers in the squares where they fit */
  int       path_from;         /* tour: stroke the path from this move on (0 or 1 = from
                                  the start); the window caches moves before it in a
                                  surface, see kq_render_path () */
  cairo_pattern_t *path_cache; /* tour, when path_from > 1: painted (not referenced) where
                                  the skipped segments belong, above the squares and below
                                  everything else; NULL: they are simply not drawn */
} KqRenderOptions;

/* Focus -1, coordinates, attacks and numbers shown, whole path, no cache. */
void     kq_render_options_init (KqRenderOptions       *options);

/* Draws the board to fill a width × height area at the origin: the whole
 * area gets the background, the board is square and centred in it, with a
 * margin around it for the coordinates. The margin depends only on n, width
 * and height (not on the options), so kq_render_hit_square needs no
 * options. options may be NULL for the defaults. cr's state is restored.
 *
 * The layers, bottom to top: background; coordinates; squares (checker,
 * visited / attacked / start / current tints); the frame; tour:
 * options->path_cache, the path line, the move numbers (or dots), the start
 * label, the knight and the current move's number; queens: the queens; the
 * focus.
 *
 * Tour and options->path_from = m > 1: the path segments from move k to
 * move k + 1 with k < m are not stroked; everything else is drawn as usual
 * (squares and their tints, numbers, start and current marks, knight). The
 * skipped segments are exactly what kq_render_path (cr, board, 1, m, …)
 * strokes, so a window can keep those in a transparent surface, add new
 * segments to it as the tour grows (kq_render_path (…, m, m2, …)), and hand
 * it over as options->path_cache. The line is opaque with round joins and
 * caps, so pieces stroked apart look like one line. On squares smaller
 * than 6 units the line is not drawn at all (the visited squares, coloured
 * pale to dark by move number, show the tour), and neither are numbers and
 * dots where they do not fit. */
void     kq_render_board        (cairo_t               *cr,
                                 const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 double                 width,
                                 double                 height);

/* Tour: strokes the path segments from move `from` to move `to` (the line
 * through the centres of moves from … to, 1-based, clamped to
 * 1 … board->moves) with the layout and style of kq_render_board in a
 * width × height area, and nothing else (nothing on squares smaller than
 * 6 units, like kq_render_board). */
void     kq_render_path         (cairo_t               *cr,
                                 const KqBoard         *board,
                                 int                    from,
                                 int                    to,
                                 double                 width,
                                 double                 height);

/* The square (row * n + col) under (x, y) in a width × height area drawn
 * by kq_render_board, or -1 outside the board (margins included). */
int      kq_render_hit_square   (int                    n,
                                 double                 width,
                                 double                 height,
                                 double                 x,
                                 double                 y);

/* The square's (row * n + col) bounds in a width × height area drawn by
 * kq_render_board: the inverse of kq_render_hit_square. */
void     kq_render_square_rect  (int                    n,
                                 double                 width,
                                 double                 height,
                                 int                    square,
                                 cairo_rectangle_t     *rect);

/* Writes the board as a size × size PNG (size from KQ_RENDER_PNG_MIN_SIZE
 * to KQ_RENDER_PNG_MAX_SIZE, else a G_FILE_ERROR_INVAL error). The image is
 * written through kq_output_open() (kq-output.h): a file is complete or as
 * it was, a device or symlink is written through.
 * options may be NULL for the defaults. Errors are G_FILE_ERROR and name
 * the path. */
gboolean kq_render_png          (const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 int                    size,
                                 const char            *path,
                                 GError               **error);

G_END_DECLS
