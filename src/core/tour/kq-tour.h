/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour.h: the knight's tour */
#pragma once

#include "kq-events.h"
#include "kq-limits.h"
#include "kq-square.h"

G_BEGIN_DECLS

typedef enum {
  KQ_TOUR_WARNSDORFF,  /* fewest onward moves first, with fallbacks: always finishes */
  KQ_TOUR_CLASSIC,     /* the lessons' Try(i), moves in the order of arrays a and b */
} KqTourMethod;

typedef struct {
  int           n;          /* an n × n board, unless rows and cols are set */
  int           rows;       /* a rows × cols board (both set, n ignored); */
  int           cols;       /* both 0: the n × n board */
  int           row;        /* start square, 0-based */
  int           col;
  KqTourMethod  method;
  gboolean      closed;     /* the last square must be a knight's move from the first */
  gboolean      trace;      /* emit PLACE / REMOVE for every try and undo */
  gboolean      lesson;     /* traced open Warnsdorff: lesson 002's Try, every k in order of
                               the onward counts, backtracking (max_steps applies), rather
                               than the rule with its fallbacks */
  guint64       max_steps;  /* classic and exhaustive searches give up after this; 0 = no limit */
} KqTourRequest;

/* The request's board: rows × cols, or n × n when they are not set. */
static inline int
kq_tour_request_rows (const KqTourRequest *request)
{
  return request->rows > 0 ? request->rows : request->n;
}

static inline int
kq_tour_request_cols (const KqTourRequest *request)
{
  return request->cols > 0 ? request->cols : request->n;
}

/* TRUE when no tour exists and that is known without search (squares of
 * 2 to 4, strips one or two wide, 3 × 5 and 3 × 6, colour parity on boards
 * of an odd number of squares; closed tours: Schwenk's theorem).
 * reason (may be NULL) receives a translated sentence a student reads. */
gboolean  kq_tour_known_impossible (const KqTourRequest *request,
                                    char               **reason);

/* Why kq_tour_solve() found no tour (outcome KQ_OUTCOME_NONE, or
 * KQ_OUTCOME_GAVE_UP after steps moves tried), in the current language.
 * The solver returns a code, not words: a worker thread calls no gettext,
 * which a change of language (setenv) would race; the caller's thread
 * words the code here. */
char     *kq_tour_reason           (const KqTourRequest *request,
                                    KqOutcome            outcome,
                                    guint64              steps);

/* Finds one tour. board receives rows × cols move numbers (row-major) on
 * KQ_OUTCOME_FOUND; the solver keeps its path there meanwhile, so that on
 * other outcomes board holds nothing meaningful. func may be NULL; it
 * receives PLACE / REMOVE when request->trace, PROGRESS now and then, and
 * one SOLUTION at the end.
 * steps (may be NULL) receives the number of moves tried. On
 * KQ_OUTCOME_NONE and KQ_OUTCOME_GAVE_UP, kq_tour_reason() says why.
 * Calls no gettext: safe in a worker thread. */
KqOutcome kq_tour_solve            (const KqTourRequest *request,
                                    int                 *board,
                                    KqEventFunc          func,
                                    gpointer             user_data,
                                    guint64             *steps);

/* Every tour from the start square (closed ones only if request->closed),
 * by exhaustive backtracking in the lessons' move order: a SOLUTION event
 * each (func may be NULL to only count). count receives how many.
 * KQ_OUTCOME_FOUND when the search ran to the end and found some,
 * KQ_OUTCOME_NONE when there are none. */
KqOutcome kq_tour_enumerate        (const KqTourRequest *request,
                                    KqEventFunc          func,
                                    gpointer             user_data,
                                    guint64             *count);

/* ---- A student's partial tour, path[0] the start: can it still be finished? */

typedef enum {
  KQ_KNIGHT_HINT_GO,         /* a tour goes on through square */
  KQ_KNIGHT_HINT_GO_BACK,    /* none from here: one goes on from move back_to */
  KQ_KNIGHT_HINT_NO_TOUR,    /* none from this start square at all */
  KQ_KNIGHT_HINT_UNDECIDED,  /* the step budget ran out */
  KQ_KNIGHT_HINT_TOURED,     /* the path is a whole tour already */
} KqKnightHintKind;

typedef struct {
  KqKnightHintKind kind;
  KqSquare         square;   /* GO: the next square; GO_BACK: the one after move back_to */
  int              back_to;  /* GO_BACK: keep moves 1 .. back_to, and take another next one */
  gboolean         closed;   /* TOURED: the last square is a knight's move from the first */
  guint64          steps;    /* moves tried */
} KqKnightHint;

/* The budget the window gives a knight's hint: under a second. */
#define KQ_KNIGHT_HINT_BUDGET G_GUINT64_CONSTANT (1000000)

/* Whether a tour can be finished from path (length >= 1), by a
 * backtracking search in Warnsdorff's order, up to max_steps moves tried
 * in all (0: no limit); where none can, the latest move from which one
 * can (the search from move m leaves out the way already proved dead).
 * func (may be NULL) gets PROGRESS now and then, FALSE stops:
 * KQ_OUTCOME_STOPPED. Otherwise KQ_OUTCOME_FOUND with hint filled. */
KqOutcome kq_knight_hint         (int             rows,
                                  int             cols,
                                  const KqSquare *path,
                                  int             length,
                                  guint64         max_steps,
                                  KqEventFunc     func,
                                  gpointer        user_data,
                                  KqKnightHint   *hint);

G_END_DECLS
