/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-find-private.h: the board finder's state, shared by its three files: the finder
 * (kq-student-find.c: the arrays' writes, the decision and the held steps read again, new
 * cases, zipped lists), the writes it keeps (kq-student-find-since.c: the board's since its
 * search last began, for a new case to read again) and its guesses (kq-student-find-guess.c:
 * the boards each array could be, and which of them goes right). */
#pragma once

#include "kq-student-private.h"

G_BEGIN_DECLS

#define NO_QUEEN ((KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 })

typedef struct {
  KqStudentBoard *board;
  int             base;
  int             values;      /* a 1-D queens array's columns from 0 or 1 (-1: as its rows) */
  gboolean        flat;
  int             rows, cols;  /* a tour's grid its own rectangle (0: n × n) */
  gboolean        pairs;       /* a list of squares */
  gboolean        marks;       /* a tour's grid of visited marks (1, True): no move numbers */
  gboolean        onehot;      /* a row of queens' columns as bits (map[r] = 1 << c) */
  int             border;      /* a grid's: the rows and columns around its board */
  gboolean        stack;       /* of a list that grows and shrinks: that list's own */
  KqStudentValue  queen;       /* a queens' grid's: the value its queens hold */
  KqStudentValue  blank;       /* a queens' grid of chars': any letter but this one is a
                                * queen ('U' in the first row, 'Q' below, on '*'); NONE: only
                                * queen is */
  gboolean        n_known;     /* n from the input or the program, not the array's size */
  const char     *named;       /* the program's name n came from (interned), or NULL */
  gboolean        weak;        /* taken only where it finds solutions: n STACK_QUEENS_N where
                                * nothing gives it, queens as their squares' numbers */
  guint           starts;      /* its board's starts when last looked at */
  GArray         *start_events; /* Start: the events that began its search */
} Guess;

/* The values the arrays of one name were written: the first two, and how many writes. */
typedef struct {
  KqStudentValue  values[2];
  guint           distinct;  /* 3: more than two */
  guint           writes;
} Written;

/* An array's appearance or write, kept: while undecided, and since the board's search began. */
typedef struct {
  guint64         step;   /* the step it came in (0: before the first) */
  int             line;   /* that step's line */
  guint           id;
  int             index;  /* -1: the array appeared, whole */
  KqStudentValue  value;
  KqStudentArray *array;  /* an appearance's copy */
} Event;

/* A beginning of a guess's search: its event, and its board's retries and went_on then. */
typedef struct {
  guint           event;
  guint           retries;
  guint           went_on;
} Start;

struct _KqStudentFinder {
  KqStudentFinderRun run; /* its hints copied below, where the finder may change them */
  KqProblem       problem;
  gboolean        problem_set;
  const char     *forced;   /* --board's name, interned, or NULL */
  int             n_hint, start_row, start_col;
  gboolean        tour_input; /* the input's a board's rows and columns: a tour's */
  int             rows, cols; /* a rectangle's, as the input gives it (0: a square) */

  gboolean        decided;
  gboolean        size_changed; /* the board's n, the program's, changed since its last write */
  gboolean        n_guessed;    /* the board's n is its array's size or a constant's:
                                 * nothing gave it */
  gboolean        sizes_loop;   /* the program's own n counts through the sizes it searches */
  KqStudentBoard *board;
  GPtrArray      *guesses;  /* Guess */
  GHashTable     *guessed;  /* interned names whose guesses are made */
  GHashTable     *stacks;   /* ids of the stacks whose guesses are made */
  GArray         *events;   /* Event, while undecided */
  GPtrArray      *held;     /* Held, while undecided */
  KqStudentSink   quiet;    /* the guesses' */
  KqStudentSink   replay;   /* the board's while it is read again into a held step */
  GHashTable     *arrays;   /* id → KqStudentArray: as the step handed on left them, or NULL */
  GPtrArray      *zips;     /* Zip */
  guint64         solutions_before; /* the earlier cases' (T cases of n, sizes till 0) */
  guint           cases;    /* the new cases begun */
  guint64         case_step; /* the step the last case began at */
  gboolean        case_wrote; /* the board was written at a later step */
  GHashTable     *since_arrays; /* id → KqStudentArray: the board's arrays (of its name) as
                                 * its search last began since its decision or last solution;
                                 * NULL: none kept (undecided, or too many writes) */
  GArray         *since;    /* Event: their appearances and writes from then on */
  guint           since_starts; /* the board's starts then */
  GHashTable     *written;  /* interned name → Written: the values its arrays were written,
                             * while undecided */
  const KqStudentArray *last; /* the array of the last cell written, while undecided */
  int             last_index;
};

/* ---- kq-student-find-since.c */

/* A copy of array, its cells its own. */
KqStudentArray *_kq_finder_array_copy (const KqStudentArray *array);
/* An empty list of Event, each one's copy freed with it. */
GArray *_kq_finder_events_new (void);
/* The arrays as they stand: those of the step being handed on, else the run's own (as
 * kq_student_run_get_arrays() gives them). */
GHashTable *_kq_finder_arrays_now (KqStudentFinder *finder);
/* The decided board's arrays (of its name) as they stand, kept, and no write since. */
void _kq_finder_since_reset (KqStudentFinder *finder);
/* Event (an appearance, or a write) done on copies (id → KqStudentArray); the copy it changed,
 * NULL for an array not among them. */
KqStudentArray *_kq_finder_since_apply (GHashTable  *copies,
                                        const Event *event);
/* A write (index -1: an appearance) of array seen by the decided board, which had solutions
 * before it: kept if of the board's name, from the board's decision or last solution on. */
void _kq_finder_keep_since (KqStudentFinder      *finder,
                            const KqStudentArray *array,
                            int                   index,
                            guint64               solutions);

/* ---- kq-student-find-guess.c */

/* Whether guess reads queens in a row of numbers (a 1-D array, a zipped pair) whose arrays
 * were written more than n times with two values at most: a marking array's 0s and 1s
 * (used[c] = 1, read as row c's queen in column 1; two of them written at one index, zipped,
 * as squares), never a search's columns. */
gboolean _kq_finder_marks (KqStudentFinder *finder,
                           const Guess     *guess);

/* A board as guess reads it (its base, flat, pairs, queens' value), telling sink. */
KqStudentBoard *_kq_finder_guess_board (KqStudentFinder     *finder,
                                        const KqStudentSink *sink,
                                        const Guess         *guess,
                                        const char          *name,
                                        KqProblem            problem,
                                        int                  n);
/* A grid written with a value a queen may hold (a number, True, a letter or a sign: 'Q', '*',
 * '#'): its guess as the queens' board with that value, the first three such values of each
 * grid (1 a queen and 2 an attacked square, or the other way round; a grid filled with '.'
 * first, then '*' its queens). */
void _kq_finder_guess_queen (KqStudentFinder      *finder,
                             const KqStudentArray *array,
                             KqStudentValue        value);
/* The boards array may be, guessed at its first write, and again when it has grown (an int **
 * whose rows are made one by one). */
void _kq_finder_guess (KqStudentFinder      *finder,
                       const KqStudentArray *array);
/* The pieces standing right that make guess the board: GUESS_SURE, fewer on a smaller
 * board. */
int _kq_finder_sure (const Guess *guess);
/* The guess that went furthest, for a run that ended (or held too long) before any was sure:
 * the most solutions, then the most pieces standing right. At the end, a row of numbers that
 * never found a solution, nor tried its columns in order as a search does, is too weak a guess
 * to blame anyone on (a knight's path kept as coordinates, an input read into an array): no
 * board rather than a false slip; a grid with pieces on it is a board, slips and all, and so
 * is the array --board names. A run still going (held too long) shows its best guess, but
 * no knight's path of squares' numbers that never made a move right, nor one that did not
 * finish by itself (finished: it ended by itself). NULL: none. */
Guess *_kq_finder_best_guess (KqStudentFinder *finder,
                              gboolean         ended,
                              gboolean         finished);
/* Whether guess's n, the value of a name of the program's, is no longer what that name holds
 * (a count down the recursion, queen (pos, N - 1) … queen (pos, n - 1): each frame's n its
 * own): then it is no n the program gave, and the guess is made one of a size guessed. */
gboolean _kq_finder_named_gone (KqStudentFinder *finder,
                                Guess           *guess);
/* Whether name is one of the program's own names for n. */
gboolean _kq_finder_is_size_name (const char *name);
/* Whether name is one of the program's names for n, and value one it may be. */
gboolean _kq_finder_is_size (const char *name,
                             gint64      value);
/* Whether a guess of queens is one a knight's path read elsewhere stands as far as: not sure
 * yet, nor the best. */
gboolean _kq_finder_tour_rival (KqStudentFinder *finder,
                                const Guess     *guess);

G_END_DECLS
