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
 * A search that outgrows its board begins a new case, read again from the writes kept since
 * its search last began (kq-student-find-since.c).
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-student-find-private.h"

/* Pairs of 1-D arrays followed as a list of squares, at most; their ids, past the runners'. */
#define ZIPS_MAX 16
#define ZIP_ID_FIRST (G_MAXUINT - ZIPS_MAX)
/* Steps held, events kept at most while no board is known: then the best guess so far. */
#define HOLD_MAX   20000
#define EVENTS_MAX 1000000

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
  GArray       *more;     /* KqStudentMove: the board's changes past the step's op */
} Held;

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
  g_array_unref (held->more);
  g_free (held);
}

static void
zip_free (gpointer data)
{
  Zip *zip = data;

  _kq_student_array_free (zip->pairs);
  g_free (zip);
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
  finder->events = _kq_finder_events_new ();
  finder->held = g_ptr_array_new_with_free_func (held_free);
  finder->zips = g_ptr_array_new_with_free_func (zip_free);
  finder->since = _kq_finder_events_new ();
  finder->written = g_hash_table_new_full (NULL, NULL, NULL, g_free);
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
  g_hash_table_unref (finder->written);
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

guint64
_kq_student_finder_get_closed (KqStudentFinder *finder)
{
  return finder->cases == 0 && finder->board != NULL
         ? _kq_student_board_get_closed (finder->board) : 0;
}

GHashTable *
_kq_student_finder_get_arrays (KqStudentFinder *finder)
{
  return finder->arrays;
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
      array = _kq_finder_array_copy (event->array);
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
 * search's slips after its first beginning are its own), or an earlier one a search went on
 * from, a row's queen put further on after a deeper one, never deeper from an attacked one as
 * a fill of one column does (a for loop's first column set by its start, the next ones by its
 * step, which GCC gives another line). G_MAXUINT: from the start. */
static guint
first_start (KqStudentFinder *finder,
             const Guess     *guess)
{
  GArray *starts = guess->start_events;
  int line;

  if (starts->len == 0)
    return G_MAXUINT;
  line = g_array_index (finder->events, Event,
                        g_array_index (starts, Start, starts->len - 1).event).line;
  for (guint i = 0; i < starts->len; i++)
    {
      const Start *start = &g_array_index (starts, Start, i);
      Start next = i + 1 < starts->len ? g_array_index (starts, Start, i + 1)
                   : (Start) { 0, _kq_student_board_get_retries (guess->board),
                               _kq_student_board_get_went_on (guess->board) };

      if (g_array_index (finder->events, Event, start->event).line == line ||
          (next.retries > start->retries && next.went_on == start->went_on))
        return start->event;
    }
  return G_MAXUINT;
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

      /* (G_MESSAGES_DEBUG=kq-student: which guess a real program's trace took) */
      g_debug ("board: %s, %s of %d, base %d, values %d%s%s%s%s, %" G_GUINT64_FORMAT
               " solutions at step %" G_GUINT64_FORMAT, _kq_student_board_get_name (model),
               _kq_student_board_get_problem (model) == KQ_PROBLEM_TOUR ? "tour" : "queens",
               _kq_student_board_get_n (model), chosen->base, chosen->values,
               chosen->flat ? ", flat" : "", chosen->pairs ? ", pairs" : "",
               chosen->stack ? ", a list" : "", chosen->marks ? ", marks" : "",
               _kq_student_board_get_solutions (model), live->step->index);
      /* (a constant's n, #define N 8, is the program's own, as its array's size is) */
      finder->n_guessed = !chosen->n_known ||
                          (chosen->named != NULL &&
                           g_hash_table_contains (finder->run.constants, chosen->named));
      finder->board = _kq_finder_guess_board (finder, &finder->replay, chosen,
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
      finder->replay.more = held != NULL ? held->more : live->more;
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
        {
          held->step.more = (const KqStudentMove *) (void *) held->more->data;
          held->step.n_more = held->more->len;
          finder->run.hand_on (finder->run.data, &held->step, held->verdicts);
        }
    }
  g_clear_pointer (&finder->arrays, g_hash_table_unref);
  if (finder->board != NULL)
    {
      _kq_student_board_set_sink (finder->board, live);
      _kq_finder_since_reset (finder);
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
          Start start = { finder->events->len - 1,
                          _kq_student_board_get_retries (guess->board),
                          _kq_student_board_get_went_on (guess->board) };

          g_array_append_val (guess->start_events, start);
          guess->starts = starts;
        }
      outside = _kq_student_board_get_outside (guess->board);
      /* (queens of a known n in columns past it: a row of other numbers; a marking array's
       * 1s in a row of their own are queens none attacks) */
      if (_kq_student_board_get_progress (guess->board) >= _kq_finder_sure (guess) &&
          !_kq_finder_tour_rival (finder, guess) &&
          !_kq_finder_marks (finder, guess) &&
          ((guess->n_known && !_kq_finder_named_gone (finder, guess) &&
            !_kq_student_board_get_past (guess->board) && !twin_from_one (finder, guess)) ||
           (_kq_student_board_get_solutions (guess->board) > 0 && !outside &&
            !larger_rival (finder, guess))))
        {
          decide (finder, guess);
          return;
        }
    }
  if (finder->held->len >= HOLD_MAX || finder->events->len >= EVENTS_MAX)
    {
      Guess *best = _kq_finder_best_guess (finder, FALSE, FALSE);

      /* (queens put down again and again, never two at once, are no search yet: a table of
       * counts before the search, each cell 1 for a moment. One put down, the program still
       * at it, is: a loop that never moves on. A knight's first move wrong is a slip) */
      if (best != NULL && _kq_student_board_get_problem (best->board) == KQ_PROBLEM_QUEENS &&
          _kq_student_board_get_progress (best->board) < 2 &&
          _kq_student_board_get_puts (best->board) > 1)
        best = NULL;
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

static void cell (KqStudentFinder      *finder,
                  const KqStudentArray *array,
                  int                   index);
static void new_case (KqStudentFinder *finder,
                      guint            trigger,
                      gboolean         fresh);

/* The cell of a grid that appears with one piece put down already, a 1 (or a 0 where the
 * rest is -1) on a board otherwise empty: a knight's start or a queen put down where no
 * stop could see it (a constructor's, of an object only its methods show). -1: none. */
static int
lone_start (const KqStudentArray *array)
{
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1), zeros = 0, minus = 0;
  int empty;

  if (array->cols == 0 || array->stack)
    return -1;
  for (gsize i = 0; i < size; i++)
    {
      if (array->cells[i].kind != KQ_STUDENT_VALUE_INT)
        return -1;
      zeros += array->cells[i].number == 0;
      minus += array->cells[i].number == -1;
    }
  if (zeros + 1 == size)
    empty = 0;
  else if (minus + 1 == size)
    empty = -1;
  else
    return -1;
  for (gsize i = 0; i < size; i++)
    if (array->cells[i].number != empty)
      return array->cells[i].number == 1 || (array->cells[i].number == 0 && empty == -1)
             ? (int) i : -1;
  return -1;
}

void
_kq_student_finder_array (KqStudentFinder      *finder,
                          const KqStudentArray *array)
{
  int start = lone_start (array);
  Guess *best;

  finder->last = NULL;
  /* a new empty row of the name of a reading that found solutions, not sure yet (n unknown,
   * a larger n's reading as far): the last case is over (calloc (n) for each n of the input,
   * never freed), its best reading sure; the new row outgrows it, a case of its own */
  if (!finder->decided && array->cols == 0 && !array->stack &&
      _kq_student_array_uniform (array) &&
      (best = _kq_finder_best_guess (finder, FALSE, FALSE)) != NULL &&
      _kq_student_board_get_solutions (best->board) > 0 &&
      _kq_student_board_get_name (best->board) == array->name)
    decide (finder, best);
  /* the board's own block taken anew for the new size (freed and taken again, at the same
   * address as often as not): the new size's case from here, where the last size's board
   * would read the new search's first rows as a solution of its own. A board made anew
   * elsewhere for the size is followed as before, its search outgrowing the last. */
  if (finder->size_changed && finder->decided && finder->board != NULL &&
      array->id == _kq_student_board_get_reading (finder->board))
    {
      finder->size_changed = FALSE;
      new_case (finder, array->id, TRUE);
      return;
    }
  /* a new empty row of the board's name after a search that stopped at its first solution:
   * the program's next search (solve (4) again, then the input's n), a case of its own, where
   * the board would take the same solution found again for a repeated one (a copy to print
   * holds the solution; a list that grows, copied at each level, is no row made anew) */
  if (finder->decided && finder->board != NULL && array->cols == 0 && !array->stack &&
      array->rows > 1 &&
      array->name == _kq_student_board_get_name (finder->board) &&
      array->id != _kq_student_board_get_reading (finder->board) &&
      _kq_student_board_stopped (finder->board) && _kq_student_array_uniform (array))
    {
      new_case (finder, array->id, TRUE);
      return;
    }
  if (finder->board != NULL && array->name == _kq_student_board_get_name (finder->board))
    finder->size_changed = FALSE;
  if (finder->decided)
    {
      if (finder->board != NULL)
        {
          _kq_student_board_array (finder->board, array);
          _kq_finder_keep_since (finder, array, -1, _kq_student_board_get_solutions (finder->board));
        }
    }
  else
    {
      log_event (finder, &(Event) { .id = array->id, .index = -1,
                                    .array = _kq_finder_array_copy (array) });
      for (guint i = 0; i < finder->guesses->len; i++)
        _kq_student_board_array (((Guess *) g_ptr_array_index (finder->guesses, i))->board,
                                 array);
      look (finder);
    }
  if (start >= 0)
    cell (finder, array, start);
}

/* The board's search outgrew it after its solutions: a new case of the input (a larger n).
 * Its verdicts said, its solutions counted, the board is guessed anew, its arrays read again
 * from its last start on (the new case's search from its first move); the one written last,
 * trigger, the new case's own (a new list made for each size), comes last, so that a board of
 * its name reads it. */
static void
new_case (KqStudentFinder *finder,
          guint            trigger,
          gboolean         fresh)
{
  g_autoptr(GHashTable) copies = g_steal_pointer (&finder->since_arrays);
  g_autoptr(GArray) since = g_steal_pointer (&finder->since);
  /* (fresh: all the arrays as they stand, the board's too, nothing read again) */
  const char *name = fresh ? NULL : _kq_student_board_get_name (finder->board);
  GHashTableIter iter;
  gpointer value;

  _kq_student_board_end_case (finder->board);
  finder->solutions_before += _kq_student_board_get_solutions (finder->board);
  finder->cases++;
  g_clear_pointer (&finder->board, _kq_student_board_free);
  finder->since = _kq_finder_events_new ();
  finder->decided = FALSE;
  g_hash_table_remove_all (finder->guessed);
  g_hash_table_remove_all (finder->stacks);
  /* the other arrays as they stand, as if they appeared now; fresh, the trigger last (a row
   * of the board's name left by an earlier search is not the new one's) */
  g_hash_table_iter_init (&iter, _kq_finder_arrays_now (finder));
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((KqStudentArray *) value)->name != name && !finder->decided &&
        !(fresh && ((KqStudentArray *) value)->id == trigger))
      _kq_student_finder_array (finder, value);
  value = fresh ? g_hash_table_lookup (_kq_finder_arrays_now (finder), GUINT_TO_POINTER (trigger)) : NULL;
  if (value != NULL && !finder->decided)
    _kq_student_finder_array (finder, value);
  /* its arrays as that search found them, then each write of it */
  if (copies != NULL && !fresh)
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
          KqStudentArray *copy = _kq_finder_since_apply (copies, event);

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

void
_kq_student_finder_size (KqStudentFinder *finder,
                         const char      *name,
                         gint64           old,
                         gint64           value)
{
  /* the input's number is no board's n where the program's own n counts through other sizes
   * before any board is taken (it reads how far to go: n = 1 … i): n is the program's then,
   * as where the input gives none, whatever it was before (no counter), and the guesses made
   * of the input's are made again */
  if (!finder->decided && old != value && _kq_finder_is_size_name (name))
    {
      if (finder->n_hint > 0 && old >= 1 && value >= 1 && old != finder->n_hint &&
          value != finder->n_hint)
        {
          finder->n_hint = 0;
          finder->sizes_loop = TRUE;
        }
      /* (each size's guesses made of its own n, till one is taken) */
      if (finder->sizes_loop)
        {
          g_ptr_array_set_size (finder->guesses, 0);
          g_hash_table_remove_all (finder->guessed);
          g_hash_table_remove_all (finder->stacks);
        }
    }
  /* a search over the sizes in one array (for n in 4 .. 8, x[20] for all): the board's n,
   * the program's own, changed between its searches; the next search, from its first write,
   * is a new case, its array read as it stands (what the last one left there is taken back
   * as the search writes its rows). A size changed after the last search begins none. */
  if (finder->decided && finder->board != NULL && finder->n_hint <= 0 &&
      _kq_student_board_get_problem (finder->board) == KQ_PROBLEM_QUEENS &&
      old == _kq_student_board_get_n (finder->board) && value != old &&
      _kq_finder_is_size (name, value))
    finder->size_changed = TRUE;
}

/* The value written at index, noted for array's name. */
static void
note_written (KqStudentFinder      *finder,
              const KqStudentArray *array,
              int                   index)
{
  const KqStudentValue *value = &array->cells[index];
  Written *written = g_hash_table_lookup (finder->written, array->name);
  guint seen = 0;

  if (written == NULL)
    {
      written = g_new0 (Written, 1);
      g_hash_table_insert (finder->written, (gpointer) array->name, written);
    }
  written->writes++;
  while (seen < MIN (written->distinct, 2) &&
         !(written->values[seen].kind == value->kind &&
           written->values[seen].number == value->number))
    seen++;
  if (seen < written->distinct)
    return;
  if (written->distinct < 2)
    written->values[written->distinct] = *value;
  written->distinct = MIN (written->distinct + 1, 3);
}

static void
cell (KqStudentFinder      *finder,
      const KqStudentArray *array,
      int                   index)
{
  if (finder->size_changed && finder->decided && finder->board != NULL)
    new_case (finder, array->id, TRUE);
  finder->size_changed = FALSE;
  if (finder->decided)
    {
      if (finder->board != NULL)
        {
          guint64 solutions = _kq_student_board_get_solutions (finder->board);

          _kq_student_board_cell (finder->board, array, index);
          finder->case_wrote |= finder->run.sink->step->index > finder->case_step;
          _kq_finder_keep_since (finder, array, index, solutions);
          if (_kq_student_board_get_outgrown (finder->board) ||
              (finder->run.words != KQ_STUDENT_INPUT_ONE &&
               _kq_student_board_get_restarted (finder->board)) ||
              _kq_student_board_get_elsewhere (finder->board))
            new_case (finder, array->id, FALSE);
        }
      return;
    }
  log_event (finder, &(Event) { .id = array->id, .index = index,
                                .value = array->cells[index] });
  note_written (finder, array, index);
  /* a list that is only popped (a copy emptied to be read) places nothing */
  if (!array->stack || array->cells[index].kind != KQ_STUDENT_VALUE_NONE)
    _kq_finder_guess (finder, array);
  _kq_finder_guess_queen (finder, array, array->cells[index]);
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
  held->more = g_array_new (FALSE, FALSE, sizeof (KqStudentMove));
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
  held->step.more = NULL;
  held->step.n_more = 0;
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
    decide (finder, _kq_finder_best_guess (finder, TRUE, finished));
  /* queens of an n that nothing gave (the array's size: int rows[10] for boards of 0 to 9,
   * its n a parameter; a constant's, #define SIZE 5), never a solution on them: no board,
   * rather than "missed" on a board the program never searched; unless its queens went to
   * the last row or column (its int board[8][8] searched whole, by a test that lets nothing
   * through) */
  if (finder->board != NULL && finished && finder->n_guessed && finder->cases == 0 &&
      _kq_student_board_get_problem (finder->board) == KQ_PROBLEM_QUEENS &&
      _kq_student_board_get_solutions (finder->board) == 0 &&
      _kq_student_board_get_reach (finder->board) < _kq_student_board_get_n (finder->board) - 1)
    g_clear_pointer (&finder->board, _kq_student_board_free);
  /* (a new case begun by the board's last step of writes is none: a vector read as its
   * function returned, its storage freed, has nothing of a search to judge) */
  if (finder->board != NULL && finished && (finder->cases == 0 || finder->case_wrote))
    _kq_student_board_finish (finder->board);
  /* (a case begun after the earlier ones' solutions whose board never came, an array's
   * storage written by the calls after its function returned: its board was seen) */
  else if (finder->board == NULL && finished && finder->solutions_before == 0)
    {
      KqStudentVerdict verdict = { .kind = KQ_STUDENT_VERDICT_NO_BOARD,
                                   .step = live->step->index, .line = live->step->line };

      g_array_append_val (live->verdicts, verdict);
    }
}
