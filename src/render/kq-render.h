/* kq-render.h: a board state drawn with cairo, to any cairo_t: the window,
 * the window's PNG export and the CLI's --png all use it */
#pragma once

#include <cairo.h>
#include "kq-board.h"

G_BEGIN_DECLS

typedef struct {
  int       focus;             /* keyboard focus square (row * n + col), -1 for none */
  gboolean  show_coordinates;  /* 1-based row and column numbers on the margins */
  gboolean  show_attacks;      /* queens: shade the squares the queens attack */
  gboolean  show_numbers;      /* tour: move numbers in the squares where they fit */
  int       path_from;         /* tour: draw the path from this move on (0 = from the start);
                                  the window caches moves before it in a surface */
} KqRenderOptions;

void     kq_render_options_init (KqRenderOptions       *options);

/* Draws the board to fill a width × height area at the origin (centred,
 * square). */
void     kq_render_board        (cairo_t               *cr,
                                 const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 double                 width,
                                 double                 height);

/* The square under (x, y) in a width × height area drawn by
 * kq_render_board, or -1 outside the board. */
int      kq_render_hit_square   (int                    n,
                                 double                 width,
                                 double                 height,
                                 double                 x,
                                 double                 y);

/* Writes the board as a size × size PNG; the file is complete or absent. */
gboolean kq_render_png          (const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 int                    size,
                                 const char            *path,
                                 GError               **error);

G_END_DECLS
