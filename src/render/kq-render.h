/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render.h: a board state drawn with cairo, to any cairo_t: the window,
 * the window's export and print, and the CLI's images and sheets all use it */
#pragma once

#include <cairo.h>
#include "kq-board.h"
#include "kq-render-palette.h"
#include "kq-limits.h"

G_BEGIN_DECLS

/* A tour's squares kept between frames, see kq_render_squares_new (). */
typedef struct _KqRenderSquares KqRenderSquares;

/* The play mode's marks (the window's "Play Yourself"), drawn over the
 * squares, under the pieces of the board. */
typedef struct {
  const int *queens;      /* queens: the student's, squares (row * n + col), anywhere (the
                             board's own queens are drawn too: give it none) */
  int        n_queens;
  gboolean   rooks;       /* the student's pieces are rooks (lesson 001's permutations) */
  const gboolean *attacked; /* queens: n * n, TRUE where a queen attacks (shaded), or NULL */
  const int *conflicts;   /* pairs of indices into queens that attack each other: the queens
                             tinted, a line between them */
  int        n_conflicts; /* pairs */
  const int *targets;     /* knight: the squares it may go on to, tinted, with onward[i]
                             (Warnsdorff's number, unless NULL) on them */
  const int *onward;
  int        n_targets;
  int        hint;        /* a square ringed, -1 for none */
  /* The knight game (the window's game mode): */
  gboolean   game;        /* its marks: a key of their own (the legend) */
  const int *pairs;       /* pairs of squares (a matching), each joined by a line */
  int        n_pairs;     /* pairs */
  const int *map;         /* n * n, the map of start squares: 1 where the player who puts
                             the knight down wins (tinted as the start), -1 where they lose
                             (as a conflict), 0 untinted (a square moved to); NULL for none */
  const KqBoard *second;  /* Isolation: the second player's knight's own tour (the board
                             the first's), drawn as the board's is, under it; or NULL */
} KqRenderPlay;

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
  KqPalette        palette;    /* the colours, see kq-render-palette.h */
  KqRenderSquares *squares;    /* tour: the squares as kept by the window, painted instead
                                  of drawing them anew when they fit; NULL: drawn anew */
  const KqRenderPlay *play;    /* the play mode's marks, NULL for none */
  const int       *framed;     /* squares (row * n + col) framed in the error colour, over
                                  the pieces (an opened answer's error), or NULL */
  int              n_framed;
  /* Exported images only (kq_render_image_bytes and the files, the GIF);
   * kq_render_board draws neither. */
  const char      *caption;    /* a caption under the board (kq_render_caption gives the
                                  default one), NULL or "" for none */
  gboolean         legend;     /* the key to the board under it (and its caption) */
} KqRenderOptions;

/* Focus -1, coordinates, attacks and numbers shown, whole path, no cache,
 * the light palette, no caption, no legend. */
void     kq_render_options_init (KqRenderOptions       *options);
/* A copy of play's marks for a board of that many squares, in one block:
 * g_free () it. */
KqRenderPlay *kq_render_play_copy (const KqRenderPlay *play,
                                   int                 squares);

/* Draws the board to fill a width × height area at the origin: the whole
 * area gets the background, the board is centred in it (its squares as
 * large as fit), with a margin around it for the coordinates. The margin
 * depends only on the board's sides, width
 * and height (not on the options), so kq_render_hit_square needs no
 * options. options may be NULL for the defaults. cr's state is restored.
 *
 * The layers, bottom to top: background; coordinates; squares (checker,
 * visited / attacked / conflict / start / current tints; on a vector
 * target, PDF, SVG or PostScript, as rectangles); the frame; tour:
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

/* A tour's squares, a pixel each, coloured as kq_render_board paints them
 * in a width × height area with options (start and current marks
 * included), and scaled onto the board at scale device pixels a unit (the
 * widget's scale factor): a window keeps them between frames and hands
 * them over as options->squares, so that a frame after a seek colours and
 * scales only the squares the seek changed (kq_render_squares_set, then
 * _done), not n × n of them. NULL if the image cannot be made. */
KqRenderSquares *kq_render_squares_new  (const KqBoard         *board,
                                         const KqRenderOptions *options,
                                         double                 width,
                                         double                 height,
                                         int                    scale);
void     kq_render_squares_free (KqRenderSquares       *squares);
/* Whether they are still what kq_render_board paints for board in a
 * width × height area with options at scale (n, palette, the board's place
 * and size), else new ones are needed. */
gboolean kq_render_squares_fit  (const KqRenderSquares *squares,
                                 const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 double                 width,
                                 double                 height,
                                 int                    scale);
/* Colours square (row * n + col) again as it is on board (the board the
 * squares were made for, moved on); then kq_render_squares_done () once
 * moves the start and current marks and ends the update. */
void     kq_render_squares_set  (KqRenderSquares       *squares,
                                 const KqBoard         *board,
                                 int                    square);
void     kq_render_squares_done (KqRenderSquares       *squares,
                                 const KqBoard         *board);
/* Every square again, in order: cheaper than square by square when many
 * changed; then kq_render_squares_done () as well. */
void     kq_render_squares_set_all (KqRenderSquares    *squares,
                                 const KqBoard         *board);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqRenderSquares, kq_render_squares_free)

/* The square (row * cols + col) under (x, y) in a width × height area drawn
 * by kq_render_board with a rows × cols board, or -1 outside the board
 * (margins included). */
int      kq_render_hit_square   (int                    rows,
                                 int                    cols,
                                 double                 width,
                                 double                 height,
                                 double                 x,
                                 double                 y);

/* The square's (row * cols + col) bounds in a width × height area drawn by
 * kq_render_board: the inverse of kq_render_hit_square. */
void     kq_render_square_rect  (int                    rows,
                                 int                    cols,
                                 double                 width,
                                 double                 height,
                                 int                    square,
                                 cairo_rectangle_t     *rect);

typedef enum {
  KQ_IMAGE_PNG,
  KQ_IMAGE_SVG,
  KQ_IMAGE_PDF,
} KqImageFormat;

/* The format of an image file by its name's extension (.png, .svg, .pdf,
 * in any case), or a G_FILE_ERROR_INVAL error that names the path. */
gboolean kq_render_image_format_from_path (const char     *path,
                                           KqImageFormat  *format,
                                           GError        **error);

/* An exported image's default caption, in the current language: "12
 * queens — solution 1 of 14,200" (number of total; total 0: not known;
 * number 0: "12 queens"), "Knight’s tour 8 × 8 from (1, 1), closed" (or
 * open; a tour under way: its move). */
char    *kq_render_caption      (const KqBoard         *board,
                                 guint64                number,
                                 guint64                total);

/* The height of an exported image size wide: size, and under the board
 * options' caption (wrapped to the width, KQ_RENDER_CAPTION_MAX_LINES lines
 * at most, then cut with "…") and legend, if any. */
int      kq_render_image_height (const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 int                    size);

/* The board as a size × size image (pixels for PNG and SVG, points for
 * PDF) in memory: for the clipboard, or to write. Text stays text in SVG
 * and PDF. size as for kq_render_png; options may be NULL. With a caption
 * or a legend in options the image is taller, kq_render_image_height. */
GBytes  *kq_render_image_bytes  (const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 KqImageFormat          format,
                                 int                    size,
                                 GError               **error);

/* Writes the board as an image in the format path's extension names (see
 * kq_render_image_format_from_path), like kq_render_png. */
gboolean kq_render_image        (const KqBoard         *board,
                                 const KqRenderOptions *options,
                                 int                    size,
                                 const char            *path,
                                 GError               **error);

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

/* An animated GIF: boards added one frame each (a tour move by move, a
 * search step by step), drawn as kq_render_image_bytes draws them (the
 * caption and legend of options too), size wide, at fps frames a second;
 * it loops, and holds the last frame 2 s. A frame like the one before it
 * only holds that one longer. At most KQ_RENDER_GIF_MAX_FRAMES frames
 * (kq-limits.h): past them kq_render_gif_add_frame is an error. */
typedef struct _KqRenderGif KqRenderGif;

/* size from KQ_RENDER_PNG_MIN_SIZE to KQ_RENDER_GIF_MAX_SIZE, fps from
 * KQ_RENDER_GIF_MIN_FPS to KQ_RENDER_GIF_MAX_FPS, else a G_FILE_ERROR_INVAL
 * error. options (copied) may be NULL. */
KqRenderGif *kq_render_gif_new       (const KqRenderOptions *options,
                                      int                    size,
                                      double                 fps,
                                      GError               **error);
void         kq_render_gif_free      (KqRenderGif           *gif);
/* Every board of an animation has the problem and n of the first. */
gboolean     kq_render_gif_add_frame (KqRenderGif           *gif,
                                      const KqBoard         *board,
                                      GError               **error);
/* A frame per move of board: a tour's moves from the start, or the queens
 * put down row by row. */
gboolean     kq_render_gif_add_moves (KqRenderGif           *gif,
                                      const KqBoard         *board,
                                      GError               **error);
guint        kq_render_gif_get_frames (const KqRenderGif    *gif);
/* The GIF file's bytes; then only kq_render_gif_free () is left to do. */
GBytes      *kq_render_gif_finish    (KqRenderGif           *gif,
                                      GError               **error);
/* Finishes and writes the file as kq_render_image does. */
gboolean     kq_render_gif_write     (KqRenderGif           *gif,
                                      const char            *path,
                                      GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqRenderGif, kq_render_gif_free)

/* A key to the colours and marks of a mode, from the palette's table: for
 * a legend beside the board, a printed page and the tour sheet. */
typedef enum {
  KQ_LEGEND_QUEENS,      /* free, attacked, conflict, last placed */
  KQ_LEGEND_TOUR,        /* start, current, visited, path */
  KQ_LEGEND_TOUR_SCALE,  /* start, current, visited by move number: squares
                            too small for the path, see kq_render_legend_mode () */
  KQ_LEGEND_TRACE,       /* the search tree: tried, to a solution, undone */
  KQ_LEGEND_PLAY_QUEENS, /* play mode: free, attacked, conflict, hint */
  KQ_LEGEND_PLAY_TOUR,   /* play mode: start, current, visited, path, possible moves, the
                            number on them, hint */
  KQ_LEGEND_ANSWER_QUEENS, /* an answer: the queens' key and its error framed */
  KQ_LEGEND_ANSWER_TOUR, /* an answer: the tour's key and its error framed */
  KQ_LEGEND_SOLUTION,    /* a whole placement, drawn plain: conflict */
  KQ_LEGEND_ANSWER_SOLUTION, /* an answer's whole placement: conflict, its error framed */
  KQ_LEGEND_SOLVED,      /* a whole placement with no conflict, drawn plain: a solution */
  KQ_LEGEND_SOLVED_ROOKS, /* the same, of rooks */
  KQ_LEGEND_GAME,        /* the knight game: start, current, visited, path, possible moves */
  KQ_LEGEND_GAME_PAIRS,  /* the same, and the matching's pairs */
  KQ_LEGEND_GAME_MAP,    /* the map of start squares: the placer wins, loses; and the
                            game's */
} KqLegendMode;

#define KQ_LEGEND_LAST KQ_LEGEND_GAME_MAP

typedef enum {
  KQ_SWATCH_SQUARE,  /* a light and a dark square, color and color2 */
  KQ_SWATCH_ATTACKED, /* a light and a dark square with an attacked square's dot */
  KQ_SWATCH_SCALE,   /* a bar through the visited squares' scale, first to last move */
  KQ_SWATCH_LINE,    /* a stroke of color */
  KQ_SWATCH_DOT,     /* a disc of color */
  KQ_SWATCH_RING,    /* a ring of color (the play mode's hint) */
  KQ_SWATCH_FRAME,   /* a free square framed in color (an answer's error) */
  KQ_SWATCH_NUMBER,  /* a number on a square of color and color2, as the play mode
                        writes the knight's onward moves */
} KqSwatch;

typedef struct {
  KqSwatch    swatch;
  KqColor     color;
  KqColor     color2;  /* the dark square of a pair; color otherwise */
  const char *label;   /* translated to the current language */
} KqLegendEntry;

#define KQ_LEGEND_MAX_ENTRIES 7

/* Fills entries with mode's key, in the order it is drawn; returns how
 * many (at most KQ_LEGEND_MAX_ENTRIES). */
guint        kq_render_legend_get_entries (KqLegendMode           mode,
                                           KqLegendEntry         *entries);
/* The key to what kq_render_board draws of board with options (NULL: the
 * defaults) in a width × height area: the play mode's marks, an answer's
 * error framed, or the board's own colours (a whole placement of queens:
 * its conflicts, or that it is a solution). */
KqLegendMode kq_render_legend_mode        (const KqBoard         *board,
                                           const KqRenderOptions *options,
                                           double                 width,
                                           double                 height);
/* Draws the key at the origin, a swatch and a label for each entry, in
 * lines no wider than width, text font_size high (user units) in the
 * palette's coordinates colour, over what is there (no background).
 * Returns the height it took; draw = FALSE only measures. */
double       kq_render_legend             (cairo_t               *cr,
                                           KqLegendMode           mode,
                                           KqPalette              palette,
                                           double                 width,
                                           double                 font_size,
                                           gboolean               draw);
/* The width the key takes on one line (measured on cr, as drawn there). */
double       kq_render_legend_line_width  (cairo_t               *cr,
                                           KqLegendMode           mode,
                                           double                 font_size);

/* A page for print: title on top, the board, its legend (mode) under it,
 * in a width × height area on the palette's background. */
void         kq_render_page               (cairo_t               *cr,
                                           const KqBoard         *board,
                                           const KqRenderOptions *options,
                                           const char            *title,
                                           KqLegendMode           mode,
                                           double                 width,
                                           double                 height);

/* Worksheets: A4 PDF files. */
#define KQ_RENDER_SHEET_MAX_BOARDS 5000
#define KQ_RENDER_TOUR_SHEET_MAX_N 25

/* Whether path can name a sheet (it ends in .pdf), else a
 * G_FILE_ERROR_INVAL error that names it: to check before any work. */
gboolean kq_render_sheet_check_path              (const char    *path,
                                                  GError       **error);

/* How many n × n boards kq_render_queens_sheet puts on a page at most
 * (legible), and by default (comfortable). */
guint    kq_render_queens_sheet_max_per_page     (int            n);
guint    kq_render_queens_sheet_default_per_page (int            n);

/* count placements of n queens or rooks, problem's (count × n columns, 0-based, row by row), numbered
 * first, first + 1 …, as a grid of small numbered boards, per_page a page (0:
 * the default), on as many pages as they need. count from 1 to
 * KQ_RENDER_SHEET_MAX_BOARDS, per_page up to the maximum, else a
 * G_FILE_ERROR_INVAL error. */
gboolean kq_render_queens_sheet (KqProblem       problem,
                                 int             n,
                                 const int      *placements,
                                 guint           count,
                                 guint64         first,
                                 guint           per_page,
                                 KqPalette       palette,
                                 const char     *path,
                                 GError        **error);

/* A handout of a tour: the board with its path and numbers, the legend
 * and the matrix of move numbers on one page; n up to
 * KQ_RENDER_TOUR_SHEET_MAX_N (so that the numbers stay legible). */
gboolean kq_render_tour_sheet   (const KqBoard  *board,
                                 KqPalette       palette,
                                 const char     *path,
                                 GError        **error);

/* The map of the knight's tours from each square of a rows × cols board
 * (sides up to KQ_RENDER_MAP_MAX_N): counts (rows × cols, row-major, as
 * kq_tour_count_board gives them) drawn on the
 * board as a heat map, each count on its square, and under the board a
 * legend: the scale from the fewest tours to the most, the total, and why
 * squares have none (colour parity on odd boards). */
#define KQ_RENDER_MAP_MAX_N 8
#define KQ_RENDER_MAP_MAX_SIZE 4096
/* The height of a map size wide, its legend under the board. */
int      kq_render_tour_map_height (int              size);
/* The map drawn as large as fits in width × height, centred: the board
 * at the top, the legend in the band under it; the keyboard focus square
 * (row * cols + col) outlined, none if -1. */
void     kq_render_tour_map_fit    (cairo_t         *cr,
                                    int              rows,
                                    int              cols,
                                    const guint64   *counts,
                                    KqPalette        palette,
                                    int              focus,
                                    double           width,
                                    double           height);
/* The square (row * cols + col) under (x, y) in the map drawn by
 * kq_render_tour_map_fit, or -1 outside its board. */
int      kq_render_tour_map_hit_square (int          rows,
                                    int              cols,
                                    double           width,
                                    double           height,
                                    double           x,
                                    double           y);
/* The map size wide in memory, as kq_render_image_bytes makes the board:
 * for the clipboard, or to write. */
GBytes  *kq_render_tour_map_bytes  (int              rows,
                                    int              cols,
                                    const guint64   *counts,
                                    KqPalette        palette,
                                    KqImageFormat    format,
                                    int              size,
                                    GError         **error);
/* Writes the map size wide (KQ_RENDER_PNG_MIN_SIZE to
 * KQ_RENDER_MAP_MAX_SIZE) as a PNG, SVG or PDF by path's extension, as
 * kq_render_image does. */
gboolean kq_render_tour_map        (int              rows,
                                    int              cols,
                                    const guint64   *counts,
                                    KqPalette        palette,
                                    int              size,
                                    const char      *path,
                                    GError         **error);

G_END_DECLS
