/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-rules.h: the rules of both puzzles for a student who plays them (any
 * placement of queens, any partial knight's path), and the hints, which
 * are the solvers' (kq_queens_hint in queens/, kq_knight_hint in tour/).
 *
 * Results are codes and numbers, never sentences: the window and the CLI
 * word them with the kq_rules_text_* functions, in the main thread, in the
 * language of the moment. Squares are 0-based; the words say them 1-based.
 */
#pragma once

#include "kq-events.h"
#include "kq-queens.h"
#include "kq-square.h"
#include "kq-tour.h"

G_BEGIN_DECLS

/* ---- Queens: a student's placement, queens anywhere, in the order put down */

typedef struct {
  int     first;   /* indices into the queens given, first < second */
  int     second;
  KqLine  line;
} KqQueensConflict;

/* attacked receives n * n booleans (row-major): TRUE where some queen on
 * another square attacks the square (a queen attacked by another is
 * marked too). */
void      kq_queens_attacked     (int             n,
                                  const KqSquare *queens,
                                  int             n_queens,
                                  gboolean       *attacked);

/* Every pair of queens that attack each other, ordered by second then
 * first (the pair a new queen makes comes last). An array of
 * KqQueensConflict; free with g_array_unref. */
GArray   *kq_queens_conflicts    (int             n,
                                  const KqSquare *queens,
                                  int             n_queens);

/* ---- Rooks (lesson 001's permutations): the same placements, rows and
 * columns only. The conflicts are KqQueensConflict of rows and columns. */

void      kq_rooks_attacked      (int             n,
                                  const KqSquare *rooks,
                                  int             n_rooks,
                                  gboolean       *attacked);
GArray   *kq_rooks_conflicts     (int             n,
                                  const KqSquare *rooks,
                                  int             n_rooks);

/* ---- Knight: a student's partial tour, path[0] the start */

typedef struct {
  KqSquare square;
  int      onward;  /* unvisited squares a knight's move on from square (Warnsdorff's number) */
} KqKnightMove;

/* The unvisited squares a knight's move from the end of path, on the
 * rows × cols board, in the lessons' move order (kq_knight_da /
 * kq_knight_db). Returns how many (0 at a dead end or a full board). path
 * must be a knight's path. */
int       kq_knight_moves        (int             rows,
                                  int             cols,
                                  const KqSquare *path,
                                  int             length,
                                  KqKnightMove    moves[8]);

typedef enum {
  KQ_KNIGHT_STEP_OK,
  KQ_KNIGHT_STEP_OFF_BOARD,
  KQ_KNIGHT_STEP_VISITED,     /* *visited receives its move number */
  KQ_KNIGHT_STEP_NOT_A_MOVE,  /* not a knight's move from the end of path */
} KqKnightStep;

/* Whether to may be the next square of path (any square when length is
 * 0: the start). visited (may be NULL) receives the move number of a
 * visited square. */
KqKnightStep kq_knight_check_step (int             rows,
                                   int             cols,
                                   const KqSquare *path,
                                   int             length,
                                   KqSquare        to,
                                   int            *visited);

/* The play mode's hint for rooks, n <= KQ_WINDOW_MAX_ROOKS_N, at once:
 * PLACE the first free row's first free column, (n - k)! permutations
 * extending k rooks apart; LIFT the latest rook whose lifting leaves the
 * rest apart; NONE (lift the latest) when no one rook does; SOLVED with
 * rank, the permutation's number in the lesson's order. */
void      kq_rooks_hint          (int             n,
                                  const KqSquare *rooks,
                                  int             n_rooks,
                                  KqQueensHint   *hint,
                                  guint64        *rank);

/* ---- Words, in the current language (call in the thread that shows them) */

/* "5 of 8 queens · 1 conflict", "3 of 4 rooks" */
char     *kq_rules_text_queens_status (KqProblem           problem,
                                       int                 n,
                                       int                 n_queens,
                                       int                 n_conflicts);
/* "queens (3, 5) and (6, 2) attack along a diagonal" */
char     *kq_rules_text_conflict      (KqSquare            a,
                                       KqSquare            b,
                                       KqLine              line);
/* "12 of the 92 solutions extend this placement: try (3, 5)", "No solution
 * extends this placement: lift the queen on (2, 4)" …; total: all
 * solutions of n (kq_queens_count); rooks lift rooks. */
char     *kq_rules_text_queens_hint   (KqProblem           problem,
                                       const KqQueensHint *hint,
                                       int                 n,
                                       guint64             total,
                                       const KqSquare     *queens);
/* "Solved! This is solution 37 of 92" */
char     *kq_rules_text_solved        (guint64             rank,
                                       guint64             total);
/* Why a click is refused: "(3, 4) is not a knight's move from (1, 1)" … */
char     *kq_rules_text_knight_step   (KqKnightStep        step,
                                       KqSquare            from,
                                       KqSquare            to,
                                       int                 visited);
/* "No move from (4, 5): 37 of 64 squares visited", of the board's squares */
char     *kq_rules_text_dead_end      (int                 squares,
                                       KqSquare            at,
                                       int                 visited);
/* "You toured the board! The tour is closed." */
char     *kq_rules_text_toured        (gboolean            closed);
/* "Yes: go to (3, 2)", "No: go back to move 31", "Not decided within the budget" … */
char     *kq_rules_text_knight_hint   (const KqKnightHint *hint,
                                       const KqSquare     *path);

G_END_DECLS
