/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-find.c: the board found by what the program does, not by its name
 *
 * Real programs keep their board in an array of any name (x, a, box, sol, H, board.a), of any
 * size, counted from 0 or 1, beside marking arrays of the same type, copies and tables of
 * moves. Each array the program writes is read, quietly, as each board it could be: a 1-D
 * array as queens' columns counted from 0 and from 1, a grid as queens and as a knight's
 * numbered path. The first guess whose search goes right (GUESS_SURE pieces standing, put
 * down one by one with no slip, since its search last began on an empty board) is the board:
 * marking arrays mark the same column over and over, a table of moves is never a search.
 * Meanwhile the steps are held; once the board is known it is read again from the run's
 * start into the held steps, which then go on to the step func with their moves. It speaks
 * from the first beginning of its search on the line where the search last began: an array
 * first filled row by row in main (x[i] = 0 in a program counting from 0) is no search. A run
 * that ends first takes the guess that went furthest; one with none is told so (no-board),
 * and nobody is blamed. A grid's queens are tried at each of its first values (a queen 1 and
 * an attacked square 2, or the other way round), a 1-D array also as a tour's flat grid.
 *
 * n is the input's when it gives one ("n", "n row col"), else the program's own int n (or N,
 * size), else the array's size.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-limits.h"
#include "kq-student-private.h"

/* Pieces standing right that make a guess the board (fewer on a smaller board). */
#define GUESS_SURE 4
/* The n of a list of queens that grows and shrinks where nothing gives n (the program's own
 * 8, if (y == 7)): the lessons' board, a guess taken only where it finds solutions */
#define STACK_QUEENS_N 8
/* The border a knight's grid may have around its board: as far as a knight jumps. */
#define KNIGHT_BORDER 2
/* Values of a grid tried as its queens'. */
#define GUESS_QUEENS_MAX 3
/* The largest number a grid's queens are marked with. */
#define QUEEN_VALUE_MAX 9
#define NO_QUEEN ((KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 })
/* Guesses at most, before those of lists that grow and shrink are made no more. */
#define STACK_GUESSES_MAX 96
/* Pairs of 1-D arrays followed as a list of squares, at most; their ids, past the runners'. */
#define ZIPS_MAX 16
#define ZIP_ID_FIRST (G_MAXUINT - ZIPS_MAX)
/* Steps held, events kept at most while no board is known: then the best guess so far. */
#define HOLD_MAX   20000
#define EVENTS_MAX 1000000
/* The board's arrays' writes kept since its search last began, to read a new case's search
 * again from there: at most this many. */
#define SINCE_MAX 200000

/* The least n a program's name for it is taken for: a board a search is shown on. */
#define NAMED_N_LEAST 4
/* The program's own names for n, where the input does not give it. */
static const char * const n_names[] = { "n", "N", "size", "SIZE", "sz", "boardSize",
                                        "board_size", "BOARD_SIZE", "boardsize", "dimension",
                                        "dim", "DIM", "nQueens", "numQueens", "n_queens",
                                        "num_queens", "COLS", "COL_COUNT", "WIDTH" };
/* Its names for a rectangle's rows, beside n its columns ("m n row col", read by it). */
static const char * const m_names[] = { "m", "M", "rows", "ROWS", "ROW_COUNT", "HEIGHT" };

typedef struct {
  guint64         step;   /* the step it came in (0: before the first) */
  int             line;   /* that step's line */
  guint           id;
  int             index;  /* -1: the array appeared, whole */
  KqStudentValue  value;
  KqStudentArray *array;  /* an appearance's copy */
} Event;

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
  gboolean        n_known;     /* n from the input or the program, not the array's size */
  gboolean        weak;        /* taken only where it finds solutions: n STACK_QUEENS_N where
                                * nothing gives it, queens as their squares' numbers */
  guint           starts;      /* its board's starts when last looked at */
  GArray         *start_events; /* guint: the events that began its search */
} Guess;

/* Two 1-D arrays written at the same index one after the other: a list of squares kept as its
 * rows and its columns (Pascal's x1[dep] := …; y1[dep] := …), read as one array of pairs. */
typedef struct {
  guint           rows_id, cols_id;
  KqStudentArray *pairs;   /* (rows[k], cols[k]) its row k */
} Zip;

/* A step held: its stack, changes and the run's verdicts on it, owned. */
typedef struct {
  KqStudentStep step;
  GArray       *frames;   /* KqStudentFrame */
  GArray       *locals;   /* KqStudentLocal */
  GArray       *changes;  /* KqStudentChange */
  GArray       *verdicts; /* KqStudentVerdict: the run's own (a crash), then the board's */
} Held;

struct _KqStudentFinder {
  KqStudentFinderRun run; /* its hints copied below, where the finder may change them */
  KqProblem       problem;
  gboolean        problem_set;
  const char     *forced;   /* --board's name, interned, or NULL */
  int             n_hint, start_row, start_col;
  gboolean        tour_input; /* the input's a board's rows and columns: a tour's */
  int             rows, cols; /* a rectangle's, as the input gives it (0: a square) */

  gboolean        decided;
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
  const KqStudentArray *last; /* the array of the last cell written, while undecided */
  int             last_index;
};

static void
event_clear (gpointer data)
{
  Event *event = data;

  g_clear_pointer (&event->array, _kq_student_array_free);
}

static void
guess_free (gpointer data)
{
  Guess *guess = data;

  _kq_student_board_free (guess->board);
  g_array_unref (guess->start_events);
  g_free (guess);
}

static void
held_free (gpointer data)
{
  Held *held = data;

  g_array_unref (held->frames);
  g_array_unref (held->locals);
  g_array_unref (held->changes);
  g_array_unref (held->verdicts);
  g_free (held);
}

static void
zip_free (gpointer data)
{
  Zip *zip = data;

  _kq_student_array_free (zip->pairs);
  g_free (zip);
}

static KqStudentArray *
array_copy (const KqStudentArray *array)
{
  KqStudentArray *copy = g_memdup2 (array, sizeof *array);
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1);

  copy->cells = g_memdup2 (array->cells, MAX (size, 1) * sizeof *array->cells);
  return copy;
}

static GArray *
since_new (void)
{
  GArray *since = g_array_new (FALSE, FALSE, sizeof (Event));

  g_array_set_clear_func (since, event_clear);
  return since;
}

KqStudentFinder *
_kq_student_finder_new (const KqStudentFinderRun *run,
                        const KqStudentOptions   *options)
{
  KqStudentFinder *finder = g_new0 (KqStudentFinder, 1);

  finder->run = *run;
  finder->problem = options->problem;
  finder->problem_set = options->problem_set;
  finder->forced = options->board != NULL ? g_intern_string (options->board) : NULL;
  finder->n_hint = run->n_hint;
  finder->start_row = run->start_row;
  finder->start_col = run->start_col;
  finder->tour_input = run->tour_input;
  finder->rows = run->rows;
  finder->cols = run->cols;
  finder->guesses = g_ptr_array_new_with_free_func (guess_free);
  finder->guessed = g_hash_table_new (NULL, NULL);
  finder->stacks = g_hash_table_new (NULL, NULL);
  finder->events = g_array_new (FALSE, FALSE, sizeof (Event));
  g_array_set_clear_func (finder->events, event_clear);
  finder->held = g_ptr_array_new_with_free_func (held_free);
  finder->zips = g_ptr_array_new_with_free_func (zip_free);
  finder->since = since_new ();
  /* the guesses see the run's step (their slips' steps), and say nothing */
  finder->quiet = (KqStudentSink) { run->sink->step, FALSE, NULL, TRUE };
  return finder;
}

void
_kq_student_finder_free (KqStudentFinder *finder)
{
  g_clear_pointer (&finder->board, _kq_student_board_free);
  g_ptr_array_unref (finder->guesses);
  g_hash_table_unref (finder->guessed);
  g_hash_table_unref (finder->stacks);
  g_array_unref (finder->events);
  g_ptr_array_unref (finder->held);
  g_ptr_array_unref (finder->zips);
  g_clear_pointer (&finder->since, g_array_unref);
  g_clear_pointer (&finder->since_arrays, g_hash_table_unref);
  g_clear_pointer (&finder->arrays, g_hash_table_unref);
  g_free (finder);
}

KqStudentBoard *
_kq_student_finder_get_board (KqStudentFinder *finder)
{
  return finder->board;
}

guint
_kq_student_finder_get_cases (KqStudentFinder *finder)
{
  return finder->cases;
}

guint64
_kq_student_finder_get_solutions (KqStudentFinder *finder)
{
  return finder->solutions_before +
         (finder->board != NULL ? _kq_student_board_get_solutions (finder->board) : 0);
}

GHashTable *
_kq_student_finder_get_arrays (KqStudentFinder *finder)
{
  return finder->arrays;
}

/* The arrays as they stand: those of the step being handed on, else the run's own (as
 * kq_student_run_get_arrays() gives them). */
static GHashTable *
arrays_now (KqStudentFinder *finder)
{
  return finder->arrays != NULL ? finder->arrays : finder->run.arrays;
}

/* ---- guesses */

/* The side of the largest square board of at most cells squares. */
static int
square_side (int cells)
{
  int side = 0;

  while ((side + 1) * (side + 1) <= cells)
    side++;
  return side;
}

/* The most squares a side array can hold, counted from base (flat: a 1-D array of a grid's
 * squares row by row, a[y * N + x]). */
static int
room (const KqStudentArray *array,
      int                   base,
      gboolean              flat)
{
  if (array->cols > 0)
    return MIN (array->rows, array->cols);
  if (!flat)
    return array->rows + array->low - MAX (base, 0);
  return square_side (array->rows);
}

/* The sizes a board in array may have, space squares a side at most: the input's n or the
 * program's (known), else the array's side (4 at least: a smaller array is a table), and a
 * grid's side less the row and column a 1-based board leaves, or its border: guesses of their
 * own, sure only once one finds a solution. A list that grows and shrinks says nothing of n.
 * How many (none yet: an int ** whose rows are being made holds fewer). */
static guint
guess_sizes (KqStudentFinder      *finder,
             const KqStudentArray *array,
             int                   space,
             int                   sizes[3],
             gboolean             *known)
{
  int n = finder->n_hint;
  guint count = 0;

  space = MIN (space, KQ_QUEENS_MAX_N);
  /* (below NAMED_N_LEAST, a counter at its first values: n++; desk[x][y] = n) */
  for (gsize i = 0; n <= 0 && i < G_N_ELEMENTS (n_names); i++)
    {
      n = finder->run.find_size (finder->run.data, n_names[i], 1 + finder->cases);
      n = n >= NAMED_N_LEAST ? n : 0;
    }
  /* the program's m beside its n: an m × n board, n the larger side */
  for (gsize i = 0; finder->n_hint <= 0 && n > 0 && finder->rows == 0 &&
                    i < G_N_ELEMENTS (m_names); i++)
    {
      int m = finder->run.find_size (finder->run.data, m_names[i], 1 + finder->cases);

      if (m >= 1 && m <= KQ_QUEENS_MAX_N && m != n)
        {
          finder->rows = m;
          finder->cols = n;
        }
    }
  if (finder->rows > 0)
    n = MAX (finder->rows, finder->cols);
  *known = n > 0;
  if (*known)
    {
      sizes[0] = n;
      /* a rectangle's grid may be as narrow as its board (a[1..5, 1..4]) */
      return n <= space || (finder->rows > 0 && array->cols > 0 && array->rows >= finder->rows &&
                            array->cols >= finder->cols) ? 1 : 0;
    }
  /* (a heap block's cells are as many as malloc's chunk holds: malloc (8 * sizeof (int))
   * gives 10 ints, a row of queens as long as its grid's side) */
  for (int less = 0; !array->stack && less <= 2; less++)
    if (space - less >= GUESS_SURE)
      sizes[count++] = space - less;
  return count;
}

/* A board as guess reads it (its base, flat, pairs, queens' value), telling sink. */
static KqStudentBoard *
guess_board (KqStudentFinder     *finder,
             const KqStudentSink *sink,
             const Guess         *guess,
             const char          *name,
             KqProblem            problem,
             int                  n)
{
  KqStudentBoard *board = _kq_student_board_new (sink, name, problem, n, guess->base,
                                                 guess->flat, finder->start_row,
                                                 finder->start_col);

  _kq_student_board_set_queen (board, guess->queen);
  if (guess->pairs)
    _kq_student_board_set_pairs (board);
  if (guess->marks)
    _kq_student_board_set_marks (board);
  if (guess->onehot)
    _kq_student_board_set_onehot (board);
  _kq_student_board_set_border (board, guess->border);
  if (guess->values >= 0)
    _kq_student_board_set_values (board, guess->values);
  if (problem == KQ_PROBLEM_TOUR && finder->rows > 0 && n == MAX (finder->rows, finder->cols))
    _kq_student_board_set_rectangle (board, finder->rows, finder->cols);
  else if (guess->rows > 0)
    _kq_student_board_set_rectangle (board, guess->rows, guess->cols);
  if (finder->run.words == KQ_STUDENT_INPUT_LINES)
    _kq_student_board_set_constrained (board);
  return board;
}

/* A guess of array as problem's board of side n, with its Guess fields. */
static void
add_guess (KqStudentFinder      *finder,
           const KqStudentArray *array,
           KqProblem             problem,
           int                   n,
           const Guess          *fields)
{
  Guess *guess = g_memdup2 (fields, sizeof *guess);

  guess->stack = array->stack;
  guess->start_events = g_array_new (FALSE, FALSE, sizeof (guint));
  guess->board = guess_board (finder, &finder->quiet, guess, array->name, problem, n);
  g_ptr_array_add (finder->guesses, guess);
}

/* Array's guesses as problem's board of the shape's fields: counted from base (a 1-D queens
 * array's columns from values, -1: base too), its queens (a grid's) of value queen (none: the
 * value of the first); pairs: a list of squares, a piece a row; marks, onehot. A knight's grid
 * may have a border of two around its board (board[N + 4][N + 4], as Okumura's knight.c:
 * every move lands in the array), filled with a value of its own: a guess of its own. */
static void
add_guesses (KqStudentFinder      *finder,
             const KqStudentArray *array,
             KqProblem             problem,
             const Guess          *shape)
{
  int sizes[3];
  gboolean known;
  gboolean pairs = shape->pairs;
  /* a list of squares holds a queen a row, a knight's move a row */
  int space = !pairs ? room (array, shape->base, shape->flat)
              : problem == KQ_PROBLEM_TOUR ? square_side (array->rows) : array->rows;
  guint count;
  Guess fields = *shape;
  int bordered;

  count = guess_sizes (finder, array, space, sizes, &known);
  /* an input of a board's rows and columns is a tour's (queens take an n only): a grid the
   * knight marks visited holds no queens (a knight's path never attacks along it); "n row
   * col" may be queens with one of them put down first */
  if ((finder->problem_set && problem != finder->problem) ||
      (!finder->problem_set && problem == KQ_PROBLEM_QUEENS && finder->tour_input))
    return;
  /* a path of square numbers is sure only of a whole tour: any row of numbers may hold a
   * few that are a knight's move apart */
  fields.n_known = known && !(pairs && shape->flat);
  for (guint i = 0; i < count; i++)
    add_guess (finder, array, problem, sizes[i], &fields);
  if (count == 0 && array->stack && problem == KQ_PROBLEM_QUEENS && !known)
    {
      fields.weak = TRUE;
      add_guess (finder, array, problem, STACK_QUEENS_N, &fields);
      fields.weak = shape->weak;
    }
  bordered = known ? sizes[0] : space - 2 * KNIGHT_BORDER;
  if (problem == KQ_PROBLEM_TOUR && array->cols > 0 && !pairs && bordered >= GUESS_SURE &&
      bordered + 2 * KNIGHT_BORDER <= space)
    {
      fields.border = KNIGHT_BORDER;
      add_guess (finder, array, problem, bordered, &fields);
      fields.border = 0;
    }
  /* a grid as long as its board and narrower (Python's [[-1] * 4 for _ in range (5)]): a
   * tour's rectangle, where nothing says n */
  if (problem == KQ_PROBLEM_TOUR && array->cols > 0 && !pairs && !known &&
      array->rows != array->cols && MIN (array->rows, array->cols) >= 3 &&
      MAX (array->rows, array->cols) <= KQ_QUEENS_MAX_N)
    {
      fields.rows = array->rows;
      fields.cols = array->cols;
      add_guess (finder, array, problem, MAX (array->rows, array->cols), &fields);
    }
}

/* Whether array holds one -1 only: the one just written. */
static gboolean
first_minus_one (const KqStudentArray *array)
{
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1), minus = 0;

  /* (a knight's board is all -1: a scan of it at each write stops at its second) */
  for (gsize i = 0; i < size && minus < 2; i++)
    minus += array->cells[i].kind == KQ_STUDENT_VALUE_INT && array->cells[i].number == -1;
  return minus == 1;
}

/* A grid written with a value a queen may hold (a number, True, a letter or a sign: 'Q', '*',
 * '#'): its guess as the queens' board with that value, the first three such values of each
 * grid (1 a queen and 2 an attacked square, or the other way round; a grid filled with '.'
 * first, then '*' its queens). */
static void
guess_queen (KqStudentFinder      *finder,
             const KqStudentArray *array,
             KqStudentValue        value)
{
  g_autoptr(GArray) tried = NULL;
  /* a mark is a small number (a knight's 10001 is no queen), or -1 among counts of the
   * queens attacking each square (++board[x][j] along the lines, board[i][j] = -1), seen
   * at its first -1 (a knight's sol[8][8] is all -1 before its search) */
  gboolean counted = value.kind == KQ_STUDENT_VALUE_INT && value.number == -1 &&
                     first_minus_one (array);

  if (array->cols == 0 || value.kind == KQ_STUDENT_VALUE_NONE ||
      (value.number <= 0 && !counted) ||
      (value.kind == KQ_STUDENT_VALUE_INT && value.number > QUEEN_VALUE_MAX) ||
      (value.kind == KQ_STUDENT_VALUE_CHAR && !g_ascii_isgraph ((char) value.number)) ||
      (finder->forced != NULL && array->name != finder->forced))
    return;
  tried = g_array_new (FALSE, FALSE, sizeof (KqStudentValue));
  for (guint i = 0; i < finder->guesses->len; i++)
    {
      const Guess *guess = g_ptr_array_index (finder->guesses, i);
      gboolean seen = FALSE;

      if (_kq_student_board_get_name (guess->board) != array->name ||
          _kq_student_board_get_problem (guess->board) != KQ_PROBLEM_QUEENS)
        continue;
      if (guess->queen.kind == value.kind && guess->queen.number == value.number)
        return;
      for (guint k = 0; k < tried->len; k++)
        seen |= g_array_index (tried, KqStudentValue, k).kind == guess->queen.kind &&
                g_array_index (tried, KqStudentValue, k).number == guess->queen.number;
      if (!seen)
        g_array_append_val (tried, guess->queen);
    }
  if (tried->len < GUESS_QUEENS_MAX || counted)
    add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                 &(Guess) { .base = -1, .values = -1, .queen = value });
}

/* Array's guesses as a tour's grid of visited marks; a row of queens as bits (onehot). */
static void
add_marks (KqStudentFinder      *finder,
           const KqStudentArray *array,
           gboolean              onehot)
{
  add_guesses (finder, array, onehot ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR,
               &(Guess) { .base = onehot ? 0 : -1, .values = -1, .marks = !onehot,
                          .onehot = onehot, .queen = NO_QUEEN });
}

/* The boards array may be, guessed at its first write, and again when it has grown (an int **
 * whose rows are made one by one). */
static void
guess (KqStudentFinder      *finder,
       const KqStudentArray *array)
{
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1);
  gpointer guessed = g_hash_table_lookup (finder->guessed, array->name);
  gboolean numbers = TRUE;

  if (finder->forced != NULL && array->name != finder->forced)
    return;
  if (array->stack)
    {
      /* each list its own guesses (a class's stack and the copies its methods pop share
       * one name): those of lists that never placed a piece make room for new ones */
      if (!g_hash_table_add (finder->stacks, GUINT_TO_POINTER (array->id)))
        return;
      for (guint i = finder->guesses->len; finder->guesses->len >= STACK_GUESSES_MAX && i-- > 0;)
        if (((Guess *) g_ptr_array_index (finder->guesses, i))->stack &&
            _kq_student_board_get_progress (((Guess *) g_ptr_array_index (finder->guesses,
                                                                            i))->board) < 1)
          g_ptr_array_remove_index (finder->guesses, i);
      if (finder->guesses->len >= STACK_GUESSES_MAX)
        return;
    }
  else
    {
      if (guessed != NULL && GPOINTER_TO_INT (guessed) >= room (array, 0, FALSE))
        return;
      for (guint i = finder->guesses->len; i-- > 0;)
        if (_kq_student_board_get_name (((Guess *) g_ptr_array_index (finder->guesses,
                                                                        i))->board)
            == array->name)
          g_ptr_array_remove_index (finder->guesses, i);
      g_hash_table_insert (finder->guessed, (gpointer) array->name,
                           GINT_TO_POINTER (room (array, 0, FALSE)));
    }
  /* numbers, and None for an empty square: a bool array marks, a char one draws */
  for (gsize i = 0; i < size; i++)
    numbers &= array->cells[i].kind == KQ_STUDENT_VALUE_INT ||
               array->cells[i].kind == KQ_STUDENT_VALUE_NONE;
  if (array->cols == 0)
    {
      gboolean tour = numbers && array->id != KQ_STUDENT_BITS_ID;

      /* a row of numbers: queens' columns, a grid's squares row by row, or a knight's path
       * of squares numbered row by row (results[k] = loc) */
      for (int base = 0; numbers && base <= 1; base++)
        {
          add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                       &(Guess) { .base = base, .values = -1, .queen = NO_QUEEN });
          if (!tour)
            continue;
          add_guesses (finder, array, KQ_PROBLEM_TOUR,
                       &(Guess) { .base = base, .values = -1, .flat = TRUE, .pairs = TRUE,
                                  .queen = NO_QUEEN });
          /* queens kept as their squares' numbers row by row (stack[k] = r * 8 + c): any
           * row of small numbers looks so at first */
          add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                       &(Guess) { .base = base, .values = -1, .flat = TRUE, .pairs = TRUE,
                                  .queen = NO_QUEEN, .weak = TRUE });
        }
      /* rows from 0, columns from 1, 0 for none (l[m - n] = i; … l[m - n] = 0) */
      if (numbers)
        add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                     &(Guess) { .base = 0, .values = 1, .queen = NO_QUEEN });
      if (tour)
        add_guesses (finder, array, KQ_PROBLEM_TOUR,
                     &(Guess) { .base = -1, .values = -1, .flat = TRUE, .queen = NO_QUEEN });
      /* a row's column as one bit: map[r] = 1 << c, iterative bit searches */
      if (numbers)
        add_marks (finder, array, TRUE);
      return;
    }
  /* a grid of queens: guess_queen (), at its values */
  if (numbers)
    add_guesses (finder, array, KQ_PROBLEM_TOUR,
                 &(Guess) { .base = -1, .values = -1, .queen = NO_QUEEN });
  /* a knight's visited marks, its path nowhere else (board[r][c] = True, the order of the
   * marks the tour) */
  add_marks (finder, array, FALSE);
  /* a list of squares, queens' or a knight's path, counted from 0 or 1 */
  for (int base = 0; numbers && array->cols == 2 && base <= 1; base++)
    {
      add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                   &(Guess) { .base = base, .values = -1, .pairs = TRUE, .queen = NO_QUEEN });
      add_guesses (finder, array, KQ_PROBLEM_TOUR,
                   &(Guess) { .base = base, .values = -1, .pairs = TRUE, .queen = NO_QUEEN });
    }
}

static int
sure (const Guess *guess)
{
  int n = _kq_student_board_get_n (guess->board);

  return MIN (GUESS_SURE, _kq_student_board_get_problem (guess->board) == KQ_PROBLEM_TOUR
                          ? n * n : n);
}

/* The guess that went furthest, for a run that ended (or held too long) before any was sure:
 * the most solutions, then the most pieces standing right. At the end, a row of numbers that
 * never found a solution, nor tried its columns in order as a search does, is too weak a guess
 * to blame anyone on (a knight's path kept as coordinates, an input read into an array): no
 * board rather than a false slip; a grid with pieces on it is a board, slips and all, and so
 * is the array --board names. A run still going (held too long) shows its best guess. NULL:
 * none. */
static Guess *
best_guess (KqStudentFinder *finder,
            gboolean         ended)
{
  Guess *best = NULL;
  guint64 best_solutions = 0;

  for (guint i = 0; i < finder->guesses->len; i++)
    {
      Guess *guess = g_ptr_array_index (finder->guesses, i);
      int progress = _kq_student_board_get_progress (guess->board);
      guint64 solutions = _kq_student_board_get_solutions (guess->board);
      gboolean grid = guess->base < 0 && !guess->flat;

      if (progress < 1 || (!guess->n_known && _kq_student_board_get_outside (guess->board)) ||
          (guess->weak && solutions == 0) ||
          _kq_student_board_get_past (guess->board) ||
          (ended && solutions == 0 && !grid && finder->forced == NULL &&
                           !_kq_student_board_tries_in_order (guess->board)))
        continue;
      /* n from the writes, at a tie: a row never written is no row of the board (a heap
       * block's cells past the queens', 9 of size_t for 8) */
      if (best == NULL || solutions > best_solutions ||
          (solutions == best_solutions &&
           (progress > _kq_student_board_get_progress (best->board) ||
            (progress == _kq_student_board_get_progress (best->board) &&
             _kq_student_board_get_untouched (guess->board) <
             _kq_student_board_get_untouched (best->board)))))
        {
          best = guess;
          best_solutions = solutions;
        }
    }
  return best;
}

/* ---- the board decided: read again into the held steps */

/* Event's array in the arrays as they were, updated by it; the board told. */
static void
replay_event (KqStudentFinder *finder,
              const Event     *event)
{
  KqStudentArray *array;

  if (event->index < 0)
    {
      array = array_copy (event->array);
      g_hash_table_replace (finder->arrays, GUINT_TO_POINTER (array->id), array);
      if (finder->board != NULL)
        _kq_student_board_array (finder->board, array);
      return;
    }
  array = g_hash_table_lookup (finder->arrays, GUINT_TO_POINTER (event->id));
  if (array == NULL)
    return;
  array->cells[event->index] = event->value;
  if (finder->board != NULL)
    _kq_student_board_cell (finder->board, array, event->index);
}

/* The event from which the chosen guess speaks: the first beginning of its search on the line
 * where it last began, the search's own (a fill of the array in main is no search; a buggy
 * search's slips after its first beginning are its own). G_MAXUINT: from the start. */
static guint
first_start (KqStudentFinder *finder,
             const Guess     *guess)
{
  GArray *starts = guess->start_events;
  int line;

  if (starts->len == 0)
    return G_MAXUINT;
  line = g_array_index (finder->events, Event,
                        g_array_index (starts, guint, starts->len - 1)).line;
  for (guint i = 0; i < starts->len; i++)
    if (g_array_index (finder->events, Event, g_array_index (starts, guint, i)).line == line)
      return g_array_index (starts, guint, i);
  return G_MAXUINT;
}

/* The decided board's arrays (of its name) as they stand, kept, and no write since. */
static void
since_reset (KqStudentFinder *finder)
{
  const char *name = _kq_student_board_get_name (finder->board);
  GHashTableIter iter;
  gpointer value;

  g_clear_pointer (&finder->since_arrays, g_hash_table_unref);
  finder->since_arrays = g_hash_table_new_full (NULL, NULL, NULL, _kq_student_array_free);
  g_array_set_size (finder->since, 0);
  finder->since_starts = _kq_student_board_get_starts (finder->board);
  g_hash_table_iter_init (&iter, arrays_now (finder));
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((KqStudentArray *) value)->name == name)
      g_hash_table_replace (finder->since_arrays,
                            GUINT_TO_POINTER (((KqStudentArray *) value)->id),
                            array_copy (value));
}

static void
decide (KqStudentFinder *finder,
        Guess           *chosen)
{
  KqStudentSink *live = finder->run.sink;
  guint e = 0, loud = chosen != NULL ? first_start (finder, chosen) : G_MAXUINT;

  finder->decided = TRUE;
  finder->arrays = g_hash_table_new_full (NULL, NULL, NULL, _kq_student_array_free);
  finder->replay = (KqStudentSink) { NULL, TRUE, NULL, loud != G_MAXUINT };
  if (chosen != NULL)
    {
      KqStudentBoard *model = chosen->board;

      finder->board = guess_board (finder, &finder->replay, chosen,
                                   _kq_student_board_get_name (model),
                                   _kq_student_board_get_problem (model),
                                   _kq_student_board_get_n (model));
      _kq_student_board_set_array (finder->board, _kq_student_board_get_array (model));
      _kq_student_board_set_solutions_before (finder->board, finder->solutions_before);
      finder->run.found (finder->run.data, _kq_student_board_get_problem (model),
                         _kq_student_board_get_n (model));
    }
  for (guint h = 0; h <= finder->held->len; h++)
    {
      Held *held = h < finder->held->len ? g_ptr_array_index (finder->held, h) : NULL;
      /* past the held steps: the open one's events, the run's own */
      guint64 index = held != NULL ? held->step.index : G_MAXUINT64;

      finder->replay.step = held != NULL ? &held->step : live->step;
      finder->replay.open = held != NULL || live->open;
      finder->replay.verdicts = held != NULL ? held->verdicts : live->verdicts;
      for (; e < finder->events->len && g_array_index (finder->events, Event, e).step <= index;
           e++)
        {
          if (e == loud)
            {
              _kq_student_board_speak (finder->board);
              finder->replay.quiet = FALSE;
            }
          replay_event (finder, &g_array_index (finder->events, Event, e));
        }
      if (held != NULL)
        finder->run.hand_on (finder->run.data, &held->step, held->verdicts);
    }
  g_clear_pointer (&finder->arrays, g_hash_table_unref);
  if (finder->board != NULL)
    {
      _kq_student_board_set_sink (finder->board, live);
      since_reset (finder);
    }
  g_array_set_size (finder->events, 0);
  g_ptr_array_set_size (finder->held, 0);
  g_ptr_array_set_size (finder->guesses, 0);
}

/* Whether a guess of the same array and problem, its n larger and guessed as well, still
 * stands as far: a solution of n - 1 in a corner of an n × n board searched a column at a
 * time, or a 1-based board of n in an array of n + 1, look alike until a piece stands outside
 * the smaller (or the larger finds a solution); till then neither is sure. */
static gboolean
larger_rival (KqStudentFinder *finder,
              const Guess     *guess)
{
  KqStudentBoard *board = guess->board;

  for (guint i = 0; i < finder->guesses->len; i++)
    {
      const Guess *other = g_ptr_array_index (finder->guesses, i);

      if (other != guess && !other->n_known && other->pairs == guess->pairs &&
          other->flat == guess->flat &&
          _kq_student_board_get_name (other->board) == _kq_student_board_get_name (board) &&
          _kq_student_board_get_problem (other->board) == _kq_student_board_get_problem (board) &&
          _kq_student_board_get_n (other->board) > _kq_student_board_get_n (board) &&
          !_kq_student_board_get_outside (other->board) &&
          _kq_student_board_get_progress (other->board) >= _kq_student_board_get_progress (board))
        return TRUE;
    }
  return FALSE;
}

/* Whether guess reads a row of queens' columns from 0 where the search never went on from a
 * 0, and its twin from 1 stands as far: a list pushed 1-based columns (C++'s
 * cols.push_back (c)) reads the same search from either, one column off; the first try of
 * any search is its first column. A row cleared to 0 and then counted up in place
 * (x[k] = 0 … x[k]++) stands a queen further in the reading from 0, its 0 one. */
static gboolean
twin_from_one (KqStudentFinder *finder,
               const Guess     *guess)
{
  KqStudentBoard *board = guess->board;

  if (guess->base != 0 || guess->pairs || guess->flat || _kq_student_board_get_column0 (board) ||
      _kq_student_board_get_problem (board) != KQ_PROBLEM_QUEENS)
    return FALSE;
  for (guint i = 0; i < finder->guesses->len; i++)
    {
      const Guess *other = g_ptr_array_index (finder->guesses, i);

      if ((other->base == 1 || other->values == 1) && !other->pairs && !other->flat &&
          _kq_student_board_get_name (other->board) == _kq_student_board_get_name (board) &&
          _kq_student_board_get_problem (other->board) == KQ_PROBLEM_QUEENS &&
          _kq_student_board_get_n (other->board) == _kq_student_board_get_n (board) &&
          _kq_student_board_get_progress (other->board) >=
          _kq_student_board_get_progress (board) - 1)
        return TRUE;
    }
  return FALSE;
}

/* The held steps handed on as they are, with no board: too many to hold while no guess went
 * anywhere yet (a list of queens whose n shows only at its first solution, thousands of lines
 * in). The events stay, for the board found later to read them. */
static void
release_held (KqStudentFinder *finder)
{
  for (guint h = 0; h < finder->held->len; h++)
    {
      Held *held = g_ptr_array_index (finder->held, h);

      finder->run.hand_on (finder->run.data, &held->step, held->verdicts);
    }
  g_ptr_array_set_size (finder->held, 0);
}

/* After an event: a guess sure of itself is the board. */
static void
look (KqStudentFinder *finder)
{
  for (guint i = 0; i < finder->guesses->len; i++)
    {
      Guess *guess = g_ptr_array_index (finder->guesses, i);
      guint starts = _kq_student_board_get_starts (guess->board);
      gboolean outside;

      if (starts != guess->starts)
        {
          guint e = finder->events->len - 1;

          g_array_append_val (guess->start_events, e);
          guess->starts = starts;
        }
      outside = _kq_student_board_get_outside (guess->board);
      /* (queens of a known n in columns past it: a row of other numbers) */
      if (_kq_student_board_get_progress (guess->board) >= sure (guess) &&
          ((guess->n_known && !_kq_student_board_get_past (guess->board) &&
            !twin_from_one (finder, guess)) ||
           (_kq_student_board_get_solutions (guess->board) > 0 && !outside &&
            !larger_rival (finder, guess))))
        {
          decide (finder, guess);
          return;
        }
    }
  if (finder->held->len >= HOLD_MAX || finder->events->len >= EVENTS_MAX)
    {
      Guess *best = best_guess (finder, FALSE);

      if (best == NULL && finder->events->len < EVENTS_MAX)
        release_held (finder);
      else
        decide (finder, best);
    }
}

static void
log_event (KqStudentFinder *finder,
           Event           *event)
{
  KqStudentSink *live = finder->run.sink;

  event->step = live->step->index;
  event->line = live->step->line;
  g_array_append_vals (finder->events, event, 1);
}

/* Event (an appearance, or a write) done on copies (id → KqStudentArray); the copy it changed,
 * NULL for an array not among them. */
static KqStudentArray *
since_apply (GHashTable  *copies,
             const Event *event)
{
  KqStudentArray *copy;

  if (event->index < 0)
    {
      copy = array_copy (event->array);
      g_hash_table_replace (copies, GUINT_TO_POINTER (copy->id), copy);
      return copy;
    }
  copy = g_hash_table_lookup (copies, GUINT_TO_POINTER (event->id));
  if (copy != NULL)
    copy->cells[event->index] = event->value;
  return copy;
}

/* A write (index -1: an appearance) of array seen by the decided board, which had solutions
 * before it: kept if of the board's name, from the board's decision or last solution on; a
 * search that begins again folds the writes before it into the arrays it began on. */
static void
keep_since (KqStudentFinder      *finder,
            const KqStudentArray *array,
            int                   index,
            guint64               solutions)
{
  const char *name = _kq_student_board_get_name (finder->board);
  guint starts = _kq_student_board_get_starts (finder->board);

  if (_kq_student_board_get_solutions (finder->board) > solutions)
    {
      since_reset (finder);
      return;
    }
  if (finder->since_arrays == NULL || array->name != name)
    return;
  if (starts != finder->since_starts)
    {
      for (guint e = 0; e < finder->since->len; e++)
        since_apply (finder->since_arrays, &g_array_index (finder->since, Event, e));
      g_array_set_size (finder->since, 0);
      finder->since_starts = starts;
    }
  if (finder->since->len >= SINCE_MAX)
    {
      g_clear_pointer (&finder->since_arrays, g_hash_table_unref);
      g_array_set_size (finder->since, 0);
      return;
    }
  g_array_append_vals (finder->since,
                       &(Event) { .id = array->id, .index = index,
                                  .value = index >= 0 ? array->cells[index] : NO_QUEEN,
                                  .array = index < 0 ? array_copy (array) : NULL }, 1);
}

void
_kq_student_finder_array (KqStudentFinder      *finder,
                          const KqStudentArray *array)
{
  finder->last = NULL;
  if (finder->decided)
    {
      if (finder->board != NULL)
        {
          _kq_student_board_array (finder->board, array);
          keep_since (finder, array, -1, _kq_student_board_get_solutions (finder->board));
        }
      return;
    }
  log_event (finder, &(Event) { .id = array->id, .index = -1, .array = array_copy (array) });
  for (guint i = 0; i < finder->guesses->len; i++)
    _kq_student_board_array (((Guess *) g_ptr_array_index (finder->guesses, i))->board, array);
  look (finder);
}

static void cell (KqStudentFinder      *finder,
                  const KqStudentArray *array,
                  int                   index);

/* The board's search outgrew it after its solutions: a new case of the input (a larger n).
 * Its verdicts said, its solutions counted, the board is guessed anew, its arrays read again
 * from its last start on (the new case's search from its first move); the one written last,
 * trigger, the new case's own (a new list made for each size), comes last, so that a board of
 * its name reads it. */
static void
new_case (KqStudentFinder *finder,
          guint            trigger)
{
  g_autoptr(GHashTable) copies = g_steal_pointer (&finder->since_arrays);
  g_autoptr(GArray) since = g_steal_pointer (&finder->since);
  const char *name = _kq_student_board_get_name (finder->board);
  GHashTableIter iter;
  gpointer value;

  _kq_student_board_end_case (finder->board);
  finder->solutions_before += _kq_student_board_get_solutions (finder->board);
  finder->cases++;
  g_clear_pointer (&finder->board, _kq_student_board_free);
  finder->since = since_new ();
  finder->decided = FALSE;
  g_hash_table_remove_all (finder->guessed);
  g_hash_table_remove_all (finder->stacks);
  /* the other arrays as they stand, as if they appeared now */
  g_hash_table_iter_init (&iter, arrays_now (finder));
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((KqStudentArray *) value)->name != name && !finder->decided)
      _kq_student_finder_array (finder, value);
  /* its arrays as that search found them, then each write of it */
  if (copies != NULL)
    {
      KqStudentArray *own = g_hash_table_lookup (copies, GUINT_TO_POINTER (trigger));

      g_hash_table_iter_init (&iter, copies);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (value != own)
          _kq_student_finder_array (finder, value);
      if (own != NULL)
        _kq_student_finder_array (finder, own);
      for (guint e = 0; e < since->len; e++)
        {
          const Event *event = &g_array_index (since, Event, e);
          KqStudentArray *copy = since_apply (copies, event);

          if (copy != NULL && event->index < 0)
            _kq_student_finder_array (finder, copy);
          else if (copy != NULL)
            cell (finder, copy, event->index);
        }
    }
  finder->last = NULL;
  finder->case_step = finder->run.sink->step->index;
  finder->case_wrote = FALSE;
}

static void
cell (KqStudentFinder      *finder,
      const KqStudentArray *array,
      int                   index)
{
  if (finder->decided)
    {
      if (finder->board != NULL)
        {
          guint64 solutions = _kq_student_board_get_solutions (finder->board);

          _kq_student_board_cell (finder->board, array, index);
          finder->case_wrote |= finder->run.sink->step->index > finder->case_step;
          keep_since (finder, array, index, solutions);
          if (_kq_student_board_get_outgrown (finder->board) ||
              (finder->run.words != KQ_STUDENT_INPUT_ONE &&
               _kq_student_board_get_restarted (finder->board)))
            new_case (finder, array->id);
        }
      return;
    }
  log_event (finder, &(Event) { .id = array->id, .index = index,
                                .value = array->cells[index] });
  /* a list that is only popped (a copy emptied to be read) places nothing */
  if (!array->stack || array->cells[index].kind != KQ_STUDENT_VALUE_NONE)
    guess (finder, array);
  guess_queen (finder, array, array->cells[index]);
  for (guint i = 0; i < finder->guesses->len; i++)
    _kq_student_board_cell (((Guess *) g_ptr_array_index (finder->guesses, i))->board, array,
                            index);
  look (finder);
}

/* A pair of 1-D arrays (rows, then cols written at index) read as one list of squares from
 * now on: its row index as they hold it, written. */
static void
zip_add (KqStudentFinder      *finder,
         const KqStudentArray *rows,
         const KqStudentArray *cols,
         int                   index)
{
  g_autofree char *name = g_strdup_printf ("%s/%s", rows->name, cols->name);
  KqStudentArray *pairs;
  Zip *zip;

  if (finder->zips->len >= ZIPS_MAX || rows->rows != cols->rows || rows->low != cols->low ||
      (finder->forced != NULL && g_strcmp0 (name, finder->forced) != 0))
    return;
  for (guint i = 0; i < finder->zips->len; i++)
    if (((Zip *) g_ptr_array_index (finder->zips, i))->rows_id == rows->id &&
        ((Zip *) g_ptr_array_index (finder->zips, i))->cols_id == cols->id)
      return;
  pairs = g_new0 (KqStudentArray, 1);
  pairs->id = ZIP_ID_FIRST + finder->zips->len;
  pairs->name = g_intern_string (name);
  pairs->rows = rows->rows;
  pairs->cols = 2;
  pairs->low = rows->low;
  pairs->stack = rows->stack;
  pairs->cells = g_new0 (KqStudentValue, (gsize) rows->rows * 2);
  /* two lists that grow and shrink were zipped at their second push, say: the pushes before
   * index are written too, from an empty list (their first push came with their appearance,
   * no pair of writes yet) */
  for (int k = 0; k < rows->rows; k++)
    if (!rows->stack || k > index)
      {
        pairs->cells[k * 2] = rows->cells[k];
        pairs->cells[k * 2 + 1] = cols->cells[k];
      }
  zip = g_new0 (Zip, 1);
  zip->rows_id = rows->id;
  zip->cols_id = cols->id;
  zip->pairs = pairs;
  g_ptr_array_add (finder->zips, zip);
  _kq_student_finder_array (finder, pairs);
  for (int k = rows->stack ? 0 : index; k <= index; k++)
    {
      pairs->cells[k * 2] = rows->cells[k];
      pairs->cells[k * 2 + 1] = cols->cells[k];
      cell (finder, pairs, k * 2);
      cell (finder, pairs, k * 2 + 1);
    }
}

void
_kq_student_finder_cell (KqStudentFinder      *finder,
                         const KqStudentArray *array,
                         int                   index)
{
  const KqStudentArray *last = finder->last;

  cell (finder, array, index);
  if (array->cols != 0)
    return;
  for (guint i = 0; i < finder->zips->len; i++)
    {
      Zip *zip = g_ptr_array_index (finder->zips, i);
      int j = zip->cols_id == array->id;

      if ((zip->rows_id == array->id || j) && index < zip->pairs->rows)
        {
          zip->pairs->cells[index * 2 + j] = array->cells[index];
          cell (finder, zip->pairs, index * 2 + j);
        }
    }
  if (finder->decided)
    return;
  if (last != NULL && last->id != array->id && finder->last_index == index)
    zip_add (finder, last, array, index);
  finder->last = array;
  finder->last_index = index;
}

gboolean
_kq_student_finder_get_deciding (KqStudentFinder *finder)
{
  return !finder->decided;
}

gboolean
_kq_student_finder_hold (KqStudentFinder     *finder,
                         const KqStudentStep *step)
{
  KqStudentSink *live;
  Held *held;
  guint offset = 0;

  if (finder->decided)
    return FALSE;
  held = g_new0 (Held, 1);
  held->step = *step;
  held->frames = g_array_sized_new (FALSE, FALSE, sizeof (KqStudentFrame), step->n_frames);
  held->locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
  held->changes = g_array_sized_new (FALSE, FALSE, sizeof (KqStudentChange), step->n_changes);
  held->verdicts = g_array_new (FALSE, FALSE, sizeof (KqStudentVerdict));
  g_array_set_clear_func (held->verdicts, _kq_student_verdict_clear);
  g_array_append_vals (held->frames, step->frames, step->n_frames);
  for (guint f = 0; f < step->n_frames; f++)
    g_array_append_vals (held->locals, step->frames[f].locals, step->frames[f].n_locals);
  for (guint f = 0; f < step->n_frames; f++)
    {
      KqStudentFrame *frame = &g_array_index (held->frames, KqStudentFrame, f);

      frame->locals = &g_array_index (held->locals, KqStudentLocal, offset);
      offset += frame->n_locals;
    }
  g_array_append_vals (held->changes, step->changes, step->n_changes);
  _kq_student_verdicts_copy (held->verdicts, step->verdicts, step->n_verdicts);
  held->step.frames = (const KqStudentFrame *) (void *) held->frames->data;
  held->step.changes = (const KqStudentChange *) (void *) held->changes->data;
  held->step.verdicts = NULL;
  held->step.n_verdicts = 0;
  g_ptr_array_add (finder->held, held);
  /* the step's verdicts, the run's last, are the held step's now */
  live = finder->run.sink;
  g_array_set_size (live->verdicts, live->verdicts->len - step->n_verdicts);
  look (finder);
  return TRUE;
}

void
_kq_student_finder_end (KqStudentFinder *finder,
                        gboolean         finished)
{
  KqStudentSink *live = finder->run.sink;

  if (!finder->decided)
    decide (finder, best_guess (finder, TRUE));
  /* (a new case begun by the board's last step of writes is none: a vector read as its
   * function returned, its storage freed, has nothing of a search to judge) */
  if (finder->board != NULL && finished && (finder->cases == 0 || finder->case_wrote))
    _kq_student_board_finish (finder->board);
  else if (finder->board == NULL && finished)
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_NO_BOARD,
                                   .step = live->step->index, .line = live->step->line };

      g_array_append_val (live->verdicts, verdict);
    }
}
