/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-render-palette.h: every colour of the board, the search tree and the
 * legend, named by what it means, in a light, a dark and a high-contrast palette: the one
 * table the renderer, the tree view and ui/style.css (which mirrors it, see
 * tests/test-render.c) take their colours from */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  KQ_PALETTE_LIGHT,  /* the default, also for exported and printed images */
  KQ_PALETTE_DARK,   /* for a dark desktop style, or --dark */
  KQ_PALETTE_HIGH_CONTRAST,  /* for the desktop's high contrast (light) */
} KqPalette;

#define KQ_N_PALETTES 3

/* Square tints come in pairs, the checker's light and dark square. */
typedef enum {
  KQ_COLOR_BACKGROUND,        /* around the board */
  KQ_COLOR_FRAME,             /* the board's outline */
  KQ_COLOR_COORDINATES,       /* row and column numbers, legend text */
  KQ_COLOR_SQUARE_LIGHT,      /* a free square */
  KQ_COLOR_SQUARE_DARK,
  KQ_COLOR_VISITED_LIGHT,     /* tour: a square the knight went through */
  KQ_COLOR_VISITED_DARK,
  KQ_COLOR_ATTACKED_LIGHT,    /* queens: attacked by a queen */
  KQ_COLOR_ATTACKED_DARK,
  KQ_COLOR_CONFLICT_LIGHT,    /* queens: a queen another queen attacks */
  KQ_COLOR_CONFLICT_DARK,
  KQ_COLOR_START_LIGHT,       /* tour: the start square */
  KQ_COLOR_START_DARK,
  KQ_COLOR_CURRENT_LIGHT,     /* the knight's square, the queen last placed */
  KQ_COLOR_CURRENT_DARK,
  KQ_COLOR_TARGET_LIGHT,      /* play: a square the knight may go on to */
  KQ_COLOR_TARGET_DARK,
  KQ_COLOR_SCALE_START,       /* visited squares by move number, where the */
  KQ_COLOR_SCALE_EARLY,       /* path is too fine to draw: first move … */
  KQ_COLOR_SCALE_LATE,
  KQ_COLOR_SCALE_END,         /* … last move */
  KQ_COLOR_PATH,              /* tour: the line, the number labels' rims */
  KQ_COLOR_START_MARK,        /* tour: the start's label or dot */
  KQ_COLOR_MARK_TEXT,         /* text on the start's and the current move's labels */
  KQ_COLOR_NUMBER,            /* move numbers on their labels */
  KQ_COLOR_HALO,              /* the move numbers' labels, and the rim that parts
                                 pieces and marks from any square */
  KQ_COLOR_KNIGHT,
  KQ_COLOR_QUEEN,
  KQ_COLOR_FOCUS,             /* the keyboard focus square */
  KQ_COLOR_ERROR,             /* the frame around an answer's error squares */
  KQ_COLOR_TRACE_TRIED,       /* search tree: the current path, tried and not undone */
  KQ_COLOR_TRACE_SOLUTION,    /* search tree: leads to a solution */
  KQ_COLOR_TRACE_UNDONE,      /* search tree: a dead end, undone */
  KQ_COLOR_TREE_ROOT,
  KQ_COLOR_TREE_EDGE,
  KQ_COLOR_TREE_HERE,         /* the ring around the search's current node */
  KQ_COLOR_TREE_LABEL,        /* column numbers in the nodes */
  KQ_COLOR_GUTTER,            /* the code panel's line numbers (style.css only): 4.5:1 */
  KQ_N_COLORS
} KqColor;

/* 0xRRGGBB */
guint32      kq_palette_get_rgb       (KqPalette    palette,
                                       KqColor      color);
/* "square-light", "trace-tried" …: style.css names it @kq_square_light
 * (light palette) and @kq_square_light_dark (dark palette). */
const char  *kq_color_get_name        (KqColor      color);
/* The colour named name (as kq_color_get_name gives), or FALSE. */
gboolean     kq_color_from_name       (const char  *name,
                                       KqColor     *color);
void         kq_palette_set_source    (cairo_t     *cr,
                                       KqPalette    palette,
                                       KqColor      color,
                                       double       alpha);
/* The scale of visited squares: t = 0 the first move … 1 the last. */
guint32      kq_palette_scale_rgb     (KqPalette    palette,
                                       double       t);

G_END_DECLS
