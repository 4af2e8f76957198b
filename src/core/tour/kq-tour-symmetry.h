/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-symmetry.h: the closed tours that a turn or a mirror of the
 * board maps onto themselves, counted; with the number of all of them
 * (kq-tour-frontier.h), Burnside's lemma gives the classes of tours that
 * are the same up to a turn or a mirror, as Knuth writes 8 × 8's:
 * 8 × 1,658,420,247,200 + 4 × 608,233 */
#pragma once

#include "kq-events.h"
#include "kq-tour-frontier.h"

G_BEGIN_DECLS

/* A board's squares fit the 64 bits of a bitboard. */
#define KQ_TOUR_SYMMETRY_MAX_SQUARES 64

/* The board's symmetries but the identity, one of each pair that has as
 * many tours of its own: the three-quarter turn has the quarter turn's,
 * the other diagonal the diagonal's (a quarter turn maps the one onto the
 * other). The quarter turn and the diagonals are square boards' only. */
typedef enum {
  KQ_TOUR_SYMMETRY_HALF_TURN,
  KQ_TOUR_SYMMETRY_QUARTER_TURN,
  KQ_TOUR_SYMMETRY_MIRROR_ROWS,   /* the top row to the bottom one */
  KQ_TOUR_SYMMETRY_MIRROR_COLS,   /* the left column to the right one */
  KQ_TOUR_SYMMETRY_DIAGONAL,
  KQ_TOUR_N_SYMMETRIES
} KqTourSymmetry;

typedef struct {
  /* Closed tours, without direction or start, that each symmetry maps
   * onto themselves. */
  guint64        fixed[KQ_TOUR_N_SYMMETRIES];
  guint          order;     /* the board's symmetries: 8 (a square) or 4 */
  /* The classes, once kq_tour_symmetric_classes has the number of all
   * tours: */
  KqTourCount128 classes;
  KqTourCount128 whole;     /* classes of order tours, none its own image */
  guint64        half;      /* classes of order / 2: a half turn's or a mirror's own */
  guint64        quarter;   /* classes of 2 (a square): a quarter turn's own */
} KqTourSymmetric;

/* Counts the closed tours of rows × cols (at most
 * KQ_TOUR_SYMMETRY_MAX_SQUARES squares) that each symmetry of the board
 * maps onto themselves, into symmetric->fixed and ->order. A symmetry of a
 * cycle turns it round (the half turn by half its length, or shifts it by
 * a quarter) or reflects it (keeping two of its moves, each between a
 * square and its image): such a tour is a path through one square of each
 * class of squares the symmetry exchanges, which a search finds with the
 * board's bits (knight's moves change colour: a path that cannot close by
 * its colours is not searched). n_threads workers (0: one per core) share
 * its first moves; func (may be NULL) is called in the calling thread
 * every 50 ms with PROGRESS (fraction: the share of those moves done);
 * FALSE stops it within milliseconds (KQ_OUTCOME_STOPPED). FOUND
 * otherwise. */
KqOutcome kq_tour_symmetric_count   (int              rows,
                                     int              cols,
                                     guint            n_threads,
                                     KqEventFunc      func,
                                     gpointer         user_data,
                                     KqTourSymmetric *symmetric);

/* The classes of the tours of symmetric's board, tours of them in all:
 * (tours + each symmetry's own) / order, and how many classes have order,
 * order / 2 and 2 tours. FALSE when the numbers do not divide as they must
 * (a count is wrong). */
gboolean  kq_tour_symmetric_classes (KqTourSymmetric *symmetric,
                                     KqTourCount128   tours);

G_END_DECLS
