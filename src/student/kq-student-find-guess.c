/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-find-guess.c: the boards each array the program writes could be, and which of
 * them goes right
 *
 * Each array is read, quietly, as each board it could be: a 1-D array as queens' columns
 * counted from 0 and from 1, a grid as queens and as a knight's numbered path, a list that
 * grows and shrinks as a list of queens or squares. The first guess whose search goes right is
 * the board (kq-student-find.c decides it); a run that ends first takes the one that went
 * furthest.
 *
 * n is the input's when it gives one ("n", "n row col"), else the program's own int n (or N,
 * size), else the array's size.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-limits.h"
#include "kq-square.h"
#include "kq-student-find-private.h"

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
#define QUEEN_VALUE_MAX 10
/* Guesses at most, before those of lists that grow and shrink are made no more. */
#define STACK_GUESSES_MAX 96
/* The least n a program's name for it is taken for: a board a search is shown on. */
#define NAMED_N_LEAST 4
/* The program's own names for n, where the input does not give it. */
static const char * const n_names[] = { "n", "N", "size", "SIZE", "sz", "boardSize",
                                        "board_size", "BOARD_SIZE", "boardsize", "dimension",
                                        "dim", "DIM", "nQueens", "numQueens", "n_queens",
                                        "num_queens", "COLS", "COL_COUNT", "WIDTH" };
/* Its names for a rectangle's rows, beside n its columns ("m n row col", read by it). */
static const char * const m_names[] = { "m", "M", "rows", "ROWS", "ROW_COUNT", "HEIGHT" };

gboolean
_kq_finder_is_size_name (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (n_names); i++)
    if (g_str_equal (name, n_names[i]))
      return TRUE;
  return FALSE;
}

gboolean
_kq_finder_is_size (const char *name,
                    gint64      value)
{
  return value >= NAMED_N_LEAST && value <= KQ_QUEENS_MAX_N && _kq_finder_is_size_name (name);
}

/* ---- guesses */

/* The program's name's value now (0: none, or not the same in every frame). */
static int
named_size (KqStudentFinder *finder,
            const char      *name)
{
  return finder->run.find_size (finder->run.data, name,
                                finder->sizes_loop ? G_MAXUINT : 1 + finder->cases);
}

/* The first of the program's names for n whose value is a size, most, and that name. */
static int
first_named_size (KqStudentFinder *finder,
                  int              most,
                  const char     **named)
{
  for (gsize i = 0; i < G_N_ELEMENTS (n_names); i++)
    {
      int n = named_size (finder, n_names[i]);

      if (_kq_finder_is_size (n_names[i], n) && n <= most)
        {
          *named = g_intern_static_string (n_names[i]);
          return n;
        }
    }
  *named = NULL;
  return 0;
}

gboolean
_kq_finder_named_gone (KqStudentFinder *finder,
                       Guess           *guess)
{
  if (guess->named == NULL ||
      named_size (finder, guess->named) == _kq_student_board_get_n (guess->board))
    return FALSE;
  guess->named = NULL;
  guess->n_known = FALSE;
  return TRUE;
}

gboolean
_kq_finder_marks (KqStudentFinder *finder,
                  const Guess     *guess)
{
  const Written *written = g_hash_table_lookup (finder->written,
                                                _kq_student_board_get_name (guess->board));

  return _kq_student_board_get_problem (guess->board) == KQ_PROBLEM_QUEENS &&
         guess->base >= 0 && !guess->flat && written != NULL && written->distinct <= 2 &&
         written->writes > (guint) _kq_student_board_get_n (guess->board);
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
  return kq_square_side (array->rows);
}

/* The program's m × n rectangle as array holds it (rows, cols): the program's way round where
 * the array holds it so, else the other (vector (n, vector<int> (m)) of "n m": 4 rows of 5,
 * where m names the rows elsewhere). */
static gboolean
rectangle_in (const KqStudentFinder *finder,
              const KqStudentArray  *array,
              int                   *rows,
              int                   *cols)
{
  gboolean turned = array->rows < finder->rows || array->cols < finder->cols;
  int r = turned ? finder->cols : finder->rows, c = turned ? finder->rows : finder->cols;

  if (finder->rows == 0 || array->cols == 0 || array->rows < r || array->cols < c)
    return FALSE;
  *rows = r;
  *cols = c;
  return TRUE;
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
             int                   sizes[4],
             gboolean             *known,
             const char          **named)
{
  int n = finder->n_hint, rows, cols;
  guint count = 0;

  space = MIN (space, KQ_QUEENS_MAX_N);
  *named = NULL;
  /* (below NAMED_N_LEAST, a counter at its first values: n++; desk[x][y] = n; past the
   * largest n, or a grid's, no side: a tour's n = 64 squares, n = 25 of 5 × 5) */
  if (n <= 0)
    n = first_named_size (finder, array->cols == 0 ? G_MAXINT : MAX (array->rows, array->cols),
                          named);
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
  /* the input's number beside the size the program names, its array's own (BOARD_SIZE 8,
   * board[BOARD_SIZE][BOARD_SIZE], the input the solution asked for): neither sure, each a
   * guess till the other stands outside its board or finds none */
  if (finder->n_hint > 0 && finder->rows == 0)
    {
      const char *beside;
      int named_n = first_named_size (finder, G_MAXINT, &beside);

      if (named_n > 0 && named_n != n && named_n == space && n < space)
        {
          *known = FALSE;
          sizes[0] = n;
          sizes[1] = named_n;
          return 2;
        }
    }
  *known = n > 0;
  if (*known)
    {
      sizes[0] = n;
      /* a rectangle's grid may be as narrow as its board (a[1..5, 1..4]) */
      if (n <= space || rectangle_in (finder, array, &rows, &cols))
        count = 1;
      /* a row of queens whose n is a name's: the array's own sizes beside it, for a name
       * that turns out to count down the recursion (_kq_finder_named_gone ()) */
      if (count == 1 && *named != NULL && array->cols == 0 && !array->stack)
        for (int less = 0; less <= 2; less++)
          if (space - less >= GUESS_SURE && space - less != n)
            sizes[count++] = space - less;
      if (count > 0)
        return count;
      /* a row made for a smaller n than the input's, as long as that n: the program's own
       * tries before it reads its input (solve (3), solve (4), then the input's), a guess
       * sure only once it finds a solution */
      if (array->cols > 0 || space < GUESS_SURE)
        return 0;
      *known = FALSE;
      sizes[0] = space;
      return 1;
    }
  /* (a heap block's cells are as many as malloc's chunk holds: malloc (8 * sizeof (int))
   * gives 10 ints, a row of queens as long as its grid's side) */
  for (int less = 0; !array->stack && less <= 2; less++)
    if (space - less >= GUESS_SURE)
      sizes[count++] = space - less;
  return count;
}

KqStudentBoard *
_kq_finder_guess_board (KqStudentFinder     *finder,
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
  _kq_student_board_set_blank (board, guess->blank);
  if (guess->pairs)
    _kq_student_board_set_pairs (board);
  if (guess->marks)
    _kq_student_board_set_marks (board);
  if (guess->onehot)
    _kq_student_board_set_onehot (board);
  _kq_student_board_set_border (board, guess->border);
  if (guess->values >= 0)
    _kq_student_board_set_values (board, guess->values);
  if (guess->rows > 0)
    _kq_student_board_set_rectangle (board, guess->rows, guess->cols);
  else if (problem == KQ_PROBLEM_TOUR && finder->rows > 0 && n == MAX (finder->rows, finder->cols))
    _kq_student_board_set_rectangle (board, finder->rows, finder->cols);
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
  guess->start_events = g_array_new (FALSE, FALSE, sizeof (Start));
  guess->board = _kq_finder_guess_board (finder, &finder->quiet, guess, array->name, problem,
                                         n);
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
  int sizes[4];
  gboolean known, n_known, turned;
  const char *named;
  gboolean pairs = shape->pairs;
  /* a list of squares holds a queen a row, a knight's move a row */
  int space = !pairs ? room (array, shape->base, shape->flat)
              : problem == KQ_PROBLEM_TOUR ? kq_square_side (array->rows) : array->rows;
  guint count;
  Guess fields = *shape;
  int bordered;

  count = guess_sizes (finder, array, space, sizes, &known, &named);
  /* an input of a board's rows and columns is a tour's (queens take an n only): a grid the
   * knight marks visited holds no queens (a knight's path never attacks along it); "n row
   * col" may be queens with one of them put down first */
  if ((finder->problem_set && problem != finder->problem) ||
      (!finder->problem_set && problem == KQ_PROBLEM_QUEENS && finder->tour_input))
    return;
  /* a path of square numbers is sure only of a whole tour: any row of numbers may hold a
   * few that are a knight's move apart */
  n_known = known && !(pairs && shape->flat);
  if (problem == KQ_PROBLEM_TOUR && known && !pairs)
    rectangle_in (finder, array, &fields.rows, &fields.cols);
  /* a grid that holds the rectangle either way round (board[10][10] for "n m", its rows n or
   * m): both ways guessed, neither sure till the other's knight stands outside it */
  turned = count > 0 && fields.rows > 0 && fields.rows != fields.cols &&
           array->rows >= fields.cols && array->cols >= fields.rows;
  n_known &= !turned;
  for (guint i = 0; i < count; i++)
    {
      /* (a name's n first, the array's sizes after it: guessed) */
      fields.n_known = i == 0 && n_known;
      fields.named = fields.n_known ? named : NULL;
      add_guess (finder, array, problem, sizes[i], &fields);
    }
  if (turned)
    {
      Guess other_way = fields;

      other_way.n_known = FALSE;
      other_way.named = NULL;
      other_way.rows = fields.cols;
      other_way.cols = fields.rows;
      add_guess (finder, array, problem, sizes[0], &other_way);
    }
  fields.n_known = n_known;
  fields.named = NULL;
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

/* The value more than half of array's cells hold (*value); FALSE: none does. */
static gboolean
most_held (const KqStudentArray *array,
           KqStudentValue       *value)
{
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1), votes = 0, held = 0;

  /* (a majority's vote: the one candidate left standing, then counted) */
  for (gsize i = 0; i < size; i++)
    if (votes == 0)
      {
        *value = array->cells[i];
        votes = 1;
      }
    else
      votes += array->cells[i].kind == value->kind && array->cells[i].number == value->number
               ? 1 : (gsize) -1;
  for (gsize i = 0; i < size; i++)
    held += array->cells[i].kind == value->kind && array->cells[i].number == value->number;
  return size > 0 && held * 2 > size;
}

void
_kq_finder_guess_queen (KqStudentFinder      *finder,
                        const KqStudentArray *array,
                        KqStudentValue        value)
{
  g_autoptr(GArray) tried = NULL;
  KqStudentValue blank;
  gboolean any = FALSE;
  /* a mark is a small number (a knight's 10001 is no queen), or -1 among counts of the
   * queens attacking each square (++board[x][j] along the lines, board[i][j] = -1), seen
   * at its first -1 (a knight's sol[8][8] is all -1 before its search) */
  gboolean counted = value.kind == KQ_STUDENT_VALUE_INT && value.number == -1 &&
                     first_minus_one (array);

  if (array->cols == 0 || value.kind == KQ_STUDENT_VALUE_NONE ||
      (value.number <= 0 && !counted) ||
      (value.kind == KQ_STUDENT_VALUE_INT && value.number > QUEEN_VALUE_MAX) ||
      (value.kind == KQ_STUDENT_VALUE_CHAR && !g_ascii_isgraph ((char) value.number)) ||
      /* (the input's map copied: its reserved squares are no queens) */
      (value.kind == KQ_STUDENT_VALUE_CHAR && finder->run.map[0] != '\0' &&
       (value.number == finder->run.map[0] || value.number == finder->run.map[1])) ||
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
      any |= guess->blank.kind != KQ_STUDENT_VALUE_NONE;
      if (guess->blank.kind != KQ_STUDENT_VALUE_NONE)
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
  /* a second letter put down on a grid of chars that holds one nearly everywhere: queens of two
   * letters ('U' in the first row, 'Q' below) on the blank it was filled with (a grid of ints
   * holding other numbers is a knight's) */
  if (!any && tried->len > 0 && value.kind == KQ_STUDENT_VALUE_CHAR &&
      most_held (array, &blank) && blank.kind == KQ_STUDENT_VALUE_CHAR &&
      blank.number != value.number)
    add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                 &(Guess) { .base = -1, .values = -1, .queen = NO_QUEEN, .blank = blank });
  /* and with the first number on a grid of zeros, queens of any number (chart[col][row] =
   * row + 1, each queen its row's; a knight's numbers stand as a path beside them) */
  else if (tried->len == 0 && value.kind == KQ_STUDENT_VALUE_INT && value.number > 0 &&
           most_held (array, &blank) && blank.kind == KQ_STUDENT_VALUE_INT && blank.number == 0)
    add_guesses (finder, array, KQ_PROBLEM_QUEENS,
                 &(Guess) { .base = -1, .values = -1, .queen = NO_QUEEN, .blank = blank });
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

void
_kq_finder_guess (KqStudentFinder      *finder,
                  const KqStudentArray *array)
{
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1);
  gpointer guessed = g_hash_table_lookup (finder->guessed, array->name);
  gboolean numbers = TRUE, drawn = TRUE;

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
    {
      numbers &= array->cells[i].kind == KQ_STUDENT_VALUE_INT ||
                 array->cells[i].kind == KQ_STUDENT_VALUE_NONE;
      /* (a grid of text cells drawn empty, "_", where move numbers are written as text) */
      drawn &= array->cells[i].kind != KQ_STUDENT_VALUE_CHAR ||
               (array->cells[i].number < 128 && g_ascii_ispunct ((char) array->cells[i].number));
    }
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
  /* a grid of queens: _kq_finder_guess_queen (), at its values */
  if (drawn)
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

/* Whether a guess of a knight's path never counted past move 1 (a grid of queens marked 1:
 * each "move 1"), or a grid of visited marks never stood more than n: queens (a column apart,
 * they stand a knight's move apart as often as not), not a knight's path. */
static gboolean
tour_unlike (const Guess *guess)
{
  return _kq_student_board_get_problem (guess->board) == KQ_PROBLEM_TOUR &&
         (!_kq_student_board_counts_up (guess->board) ||
          (guess->marks && _kq_student_board_get_progress (guess->board) <=
                           _kq_student_board_get_n (guess->board)));
}

int
_kq_finder_sure (const Guess *guess)
{
  int n = _kq_student_board_get_n (guess->board);

  return MIN (GUESS_SURE, _kq_student_board_get_problem (guess->board) == KQ_PROBLEM_TOUR
                          ? n * n : n);
}

/* Whether path is a zip ("rows/cols") of which name is a half. */
static gboolean
zip_half (const char *path,
          const char *name)
{
  const char *slash = strchr (path, '/');
  gsize length = strlen (name);

  return slash != NULL &&
         (((gsize) (slash - path) == length && strncmp (path, name, length) == 0) ||
          g_strcmp0 (slash + 1, name) == 0);
}

/* Whether guess reads queens where a knight's path stands as far: a tour's first moves from a
 * corner are queens none attacks as often as not (5 × 5's first five a solution), and only the
 * moves after them tell. A list of squares read as a path (the same list, from the same base),
 * a row of queens' columns read as a path of square numbers (the same row: currTour[k] =
 * square + 1, five queens of 25 as often as not), a row of columns zipped with a row of rows
 * into a path (A[top] = u; B[top] = v: B's first columns 0, 2, 4, 6 from a corner), or a grid
 * of visited marks beside any array read as a path. */
gboolean
_kq_finder_tour_rival (KqStudentFinder *finder,
                       const Guess     *guess)
{
  KqStudentBoard *board = guess->board;
  gboolean grid = guess->base < 0 && !guess->flat;
  gboolean row = !guess->pairs && !grid && !guess->flat && !guess->onehot;

  if ((!guess->pairs && !grid && !row) ||
      _kq_student_board_get_problem (board) != KQ_PROBLEM_QUEENS)
    return FALSE;
  for (guint i = 0; i < finder->guesses->len; i++)
    {
      const Guess *other = g_ptr_array_index (finder->guesses, i);
      const char *path = _kq_student_board_get_name (other->board);
      /* (a zip hears of a write after its half: a square behind it) */
      gboolean zipped = row && zip_half (path, _kq_student_board_get_name (board));

      /* (a path that is none, or of a board too small for its moves, is no rival; visited
       * marks that went one row and two at a time, up and down, are one as far as queens
       * of the same grid: queens put down a row or a column at a time never do) */
      if (_kq_student_board_get_problem (other->board) == KQ_PROBLEM_TOUR &&
          (!tour_unlike (other) ||
           (grid && other->marks && _kq_student_board_counts_up (other->board) &&
            _kq_student_board_get_name (other->board) == _kq_student_board_get_name (board) &&
            _kq_student_board_get_progress (other->board) > 1)) &&
          !_kq_student_board_get_past (other->board) &&
          (other->n_known || !_kq_student_board_get_outside (other->board)) &&
          (grid || (other->pairs && (other->base == guess->base || (row && other->flat)) &&
                    (path == _kq_student_board_get_name (board) || zipped))) &&
          _kq_student_board_get_progress (other->board) + zipped >=
          _kq_student_board_get_progress (board))
        return TRUE;
    }
  return FALSE;
}

Guess *
_kq_finder_best_guess (KqStudentFinder *finder,
                       gboolean         ended,
                       gboolean         finished)
{
  Guess *best = NULL;
  guint64 best_solutions = 0;

  for (guint i = 0; i < finder->guesses->len; i++)
    {
      Guess *guess = g_ptr_array_index (finder->guesses, i);
      int progress = _kq_student_board_get_progress (guess->board);
      guint64 solutions = _kq_student_board_get_solutions (guess->board);
      gboolean grid = guess->base < 0 && !guess->flat;
      gboolean squares = _kq_student_board_get_problem (guess->board) == KQ_PROBLEM_TOUR &&
                         (guess->pairs || guess->flat);

      /* (while the run goes on, a list that never stood as many pieces right as make it
       * sure is no search yet: a list of candidate lists, queens + [i] for each i, puts each
       * down alone; a generator's tuples are no knight's path. An array's slips are its own:
       * a table of moves with one wrong entry, seen to the end. Until then, a knight's path
       * kept as its squares' numbers made one move right at least: the directions taken, 0
       * to 7, are squares of the first row, and never do. Marking arrays read as queens
       * are none at any time) */
      if (progress < (!ended && guess->stack ? _kq_finder_sure (guess)
                      : squares && !finished && finder->forced == NULL ? 2 : 1) ||
          tour_unlike (guess) || _kq_finder_tour_rival (finder, guess) ||
          (!guess->n_known && _kq_student_board_get_outside (guess->board)) ||
          (guess->weak && solutions == 0) ||
          _kq_student_board_get_past (guess->board) ||
          (solutions == 0 && finder->forced == NULL &&
           (_kq_finder_marks (finder, guess) ||
            (ended && !grid && !_kq_student_board_tries_in_order (guess->board)))))
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
