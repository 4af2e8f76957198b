/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-private.h: what the knight's tour solvers share (not installed,
 * not part of the contract) */
#pragma once

#include "kq-tour.h"

G_BEGIN_DECLS

/* The board is kept padded by two rows and columns of blocked cells on each
 * side, so that a knight's move needs no bounds check. */
#define KQ_TOUR_PAD 2

/* Added to the degree of a square taken or off the board, so that the
 * degrees alone say where Warnsdorff's rule may go (a huge board's cells
 * do not stay in the cache). Well above 8, and 8 decrements from it stay
 * so, within a gint8. */
#define KQ_TOUR_BLOCKED 64

/* A knight's path on a rows × cols board and the events it reports. */
typedef struct {
  int          rows;
  int          cols;
  int          width;      /* cols + 2 * KQ_TOUR_PAD */
  int          total;      /* rows * cols: the squares a tour visits (fewer
                              where kq_tour_search_block took some off) */
  int          offset[8];  /* kq_knight_da / kq_knight_db as padded index steps */
  int         *cell;       /* padded: -1 off the board, 0 free, else the move number */
  gint8       *degree;     /* padded: free neighbours of each square, plus
                              KQ_TOUR_BLOCKED where taken or off the board;
                              NULL unless kept; one byte, so that huge boards
                              touch fewer pages */
  int         *path;       /* path[i]: padded square of move i + 1 */
  gboolean     own_path;   /* path allocated here, not lent */
  int          length;     /* squares on the path */
  int          start;      /* padded square of move 1 */
  gboolean     trace;      /* report every move and take-back */
  KqEventFunc  func;       /* may be NULL */
  gpointer     user_data;
  guint64      steps;      /* moves tried */
  guint64      solutions;
  gboolean     stopped;    /* func returned FALSE */
} KqTourSearch;

/* Puts the knight on (row, col) as move 1. */
void      kq_tour_search_init         (KqTourSearch  *search,
                                       int            rows,
                                       int            cols,
                                       int            row,
                                       int            col,
                                       gboolean       keep_degree);
/* The same with the path kept in path (room for rows × cols squares),
 * lent by the caller until kq_tour_search_clear(): kq_tour_solve() lends
 * its board, so that a huge board has one big array fewer to fault in. */
void      kq_tour_search_init_with_path (KqTourSearch *search,
                                       int            rows,
                                       int            cols,
                                       int            row,
                                       int            col,
                                       gboolean       keep_degree,
                                       int           *path);
void      kq_tour_search_clear        (KqTourSearch  *search);

int       kq_tour_search_square       (const KqTourSearch *search,
                                       int            row,
                                       int            col);
gboolean  kq_tour_search_is_move      (const KqTourSearch *search,
                                       int            a,
                                       int            b);

/* Appends square to the path, with no event and no step counted. */
void      kq_tour_search_append       (KqTourSearch  *search,
                                       int            square);
/* Takes a free square off the board: the path is to cover the others
 * (total one less). */
void      kq_tour_search_block        (KqTourSearch  *search,
                                       int            square);
/* Removes every square but the start, with no event. */
void      kq_tour_search_truncate     (KqTourSearch  *search);

/* Counts a step (and reports PROGRESS when one is due). */
gboolean  kq_tour_search_count_step   (KqTourSearch  *search);
/* A move tried: a step, the square appended, PLACE when tracing.
 * These return FALSE once func has asked to stop. */
gboolean  kq_tour_search_move         (KqTourSearch  *search,
                                       int            square);
gboolean  kq_tour_search_take_back    (KqTourSearch  *search);

/* When tracing: the REMOVE and PLACE events that turn the path old (as
 * reported before) into the current path, past their common beginning. */
gboolean  kq_tour_search_trace_change (KqTourSearch  *search,
                                       const int     *old,
                                       int            old_length);

/* The free neighbours of square in Warnsdorff's order (needs degrees):
 * fewest onward moves first, then the farthest from the centre, then the
 * lessons' order. Returns how many; moves[] receives their k. */
int       kq_tour_search_rank         (const KqTourSearch *search,
                                       int            square,
                                       guint8         moves[8]);

/* The lessons' Try(i): depth-first search from the path's start, moves in
 * the order of kq_knight_da / kq_knight_db. every: report a SOLUTION for
 * each tour and go on (FOUND when the tree is exhausted); otherwise stop at
 * the first tour, which stays on the path (NONE when there is none).
 * max_steps = 0 is no limit. cells (total ints) is used for SOLUTION events. */
KqOutcome kq_tour_search_backtrack    (KqTourSearch  *search,
                                       gboolean       closed,
                                       gboolean       every,
                                       guint64        max_steps,
                                       int           *cells);

/* kq-tour-request.c: whether the request's board (rows, cols within KQ_TOUR_MAX_N) and start
 * on it are valid. */
gboolean  kq_tour_request_is_valid    (const KqTourRequest *request);

/* Finishes an open tour from the path if it can, by backtracking in
 * Warnsdorff's order (needs degrees), a branch abandoned once two squares
 * could only be the last; never first to skip (a padded square, or -1);
 * max_steps in all, 0 no limit. On FOUND, *next is the first square it
 * added, and the tour stays on the path if keep; otherwise the path is
 * left as it was. */
KqOutcome kq_tour_search_complete     (KqTourSearch  *search,
                                       int            skip,
                                       guint64        max_steps,
                                       gboolean       keep,
                                       int           *next);

/* Reports the path as a SOLUTION, cells (total ints) receiving the move
 * numbers, row-major. cells may be the lent path: the path is then lost. */
gboolean  kq_tour_search_emit_solution (KqTourSearch *search,
                                        int          *cells);

/* Warnsdorff's rule from the end of the path, as far as it goes (reported
 * move by move). FALSE if func stopped it. */
gboolean  kq_tour_search_greedy       (KqTourSearch  *search);

/* Pósa's rotation and extension, the start fixed, without events: while
 * the end e of the path has no free neighbour but one, path[i], earlier on
 * it, path[0..i] e ... path[i+1] is a path too, with a new end; when the
 * end has a free neighbour, the path goes on by Warnsdorff's rule. A
 * rotation whose new end can go on at once comes first (the latest one,
 * the cheapest to make); otherwise one at random, from a fixed seed, so
 * that the search does not go round in circles and the same request gives
 * the same tour. closed: go on rotating a full path until its end is a
 * knight's move from the start. FALSE when the rotations would move more
 * than budget squares in all (or func stopped it). */
gboolean  kq_tour_search_posa         (KqTourSearch  *search,
                                       gboolean       closed,
                                       guint64        budget);

/* Replaces the path (start kept) by a tour built from tours of small
 * blocks (n × n): a closed tour on an even board (n >= 6), an open one on
 * an odd board (n = 7 and 9 are one block: a search with more room).
 * GAVE_UP where it cannot: n = 5 and 11. */
KqOutcome kq_tour_blocks_lay          (KqTourSearch  *search);

/* The work Pósa's rotations may do for kq_tour_solve(), in squares moved
 * per square of the board: they take a few dozen when they are needed. */
#define KQ_TOUR_POSA_WORK_PER_SQUARE 16

/* The lessons' Try where Pósa's rotations give up on a rectangle: at most
 * this many moves, so that a board too large for it says "gave up" soon. */
#define KQ_TOUR_FALLBACK_STEPS G_GUINT64_CONSTANT (50000000)

/* Starts from which a rectangle's closed tour is looked for where the
 * rotations from the start itself gave up. */
#define KQ_TOUR_CLOSED_STARTS 64

/* Warnsdorff's rule from the path's start; where it gets stuck, Pósa's
 * rotations (closed: until the end is a move from the start), up to
 * posa_budget squares moved; then on a square board (open tours only) the
 * tour is built from blocks; on a rectangle a closed tour is looked for
 * from other starts, or where there is none, the tour searched for
 * (max_steps, 0 no limit, and KQ_TOUR_FALLBACK_STEPS at most). GAVE_UP if
 * all that fails (n = 5 or 11, or a rectangle too large to search). */
KqOutcome kq_tour_warnsdorff          (KqTourSearch  *search,
                                       gboolean       closed,
                                       guint64        posa_budget,
                                       guint64        max_steps);

G_END_DECLS
