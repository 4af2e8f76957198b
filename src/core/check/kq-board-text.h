/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-board-text.h: a board in words, for a screen reader: the square in
 * focus with what stands on it and why, and the whole position */
#pragma once

#include "kq-board.h"
#include "kq-rules.h"

G_BEGIN_DECLS

/* In the current language (call in the thread that shows them); squares
 * 1-based as the lessons say them. */

/* Queens anywhere (the play mode's may share a row), in the order put
 * down: "(5, 6): queen", "(5, 6): empty, attacked by (4, 4) along a
 * diagonal", "(5, 6): free", "(5, 6): the hint" (hint: a square, -1 for
 * none). arrays: name the lessons' marking arrays that block an empty
 * square as well, "column 6 is taken (a[6])" (trace and play). */
char *kq_board_text_queens_square   (int             n,
                                     const KqSquare *queens,
                                     int             n_queens,
                                     KqSquare        square,
                                     int             hint,
                                     gboolean        arrays);
/* "8 queens: (1, 1), (2, 5), …", "No queen on the 8 × 8 board" */
char *kq_board_text_queens_position (int             n,
                                     const KqSquare *queens,
                                     int             n_queens);
/* The same for rooks, rows and columns only: "(5, 6): rook", "8 rooks: …" */
char *kq_board_text_rooks_square    (int             n,
                                     const KqSquare *rooks,
                                     int             n_rooks,
                                     KqSquare        square,
                                     int             hint,
                                     gboolean        arrays);
char *kq_board_text_rooks_position  (int             n,
                                     const KqSquare *rooks,
                                     int             n_rooks);
/* A tour's board: "(3, 2): move 12", "(3, 2): not visited, a knight's
 * move from the knight", "(3, 2): not visited", "(3, 2): the hint". */
char *kq_board_text_tour_square     (const KqBoard  *board,
                                     KqSquare        square,
                                     int             hint);
/* "Move 12 of 64 at (3, 2); 52 squares left", "No move yet on the 8 × 8 board" */
char *kq_board_text_tour_position   (const KqBoard  *board);
/* A step of the search in words, as trace mode shows it: step > 0 puts
 * down (a queen's row + 1, a tour's move number), < 0 takes back step
 * -step: "Queen 3 to (3, 2)", "Back: lift the queen on (3, 2)", "Move 5
 * to (3, 2)", "Back: take move 5 off (3, 2)". square: row * n + col, n the
 * board's columns. */
char *kq_board_text_step            (KqProblem       problem,
                                     int             n,
                                     int             square,
                                     int             step);
/* The queens of a queens board (a queen a row): n_queens receives how
 * many; g_free () the array. */
KqSquare *kq_board_text_board_queens (const KqBoard *board,
                                      int           *n_queens);

G_END_DECLS
