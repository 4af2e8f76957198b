/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-program-runner-worker.c: KqProgramRunner's worker: a student's program run, its steps made
 * a timeline's moves, the log's points, its solutions and its verdicts at their moves, and what
 * it ended with; its board shared with the main thread as the moves leave it */
#define G_LOG_DOMAIN "kq-program-runner"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "kq-program-runner-private.h"

/* The board's moves kept of a program's search (a timeline's moves): 5 × 5's every tour from
 * a corner (3.4 million) and more, some 16 bytes each beside the log. */
#define PROGRAM_MAX_MOVES (1u << 23)
/* The lines a program runs in the window: a whole backtracking run (5 × 5's tours, 52 million)
 * and more, its log spilled to a file past its memory (some 10 bytes a line). */
#define PROGRAM_MAX_STEPS 100000000

static void
run_clear (gpointer data)
{
  KqProgramRun *run = data;

  g_object_unref (run->file);
  g_free (run->input);
  g_free (run->board_name);
  g_clear_error (&run->error);
  if (run->input_path != NULL)
    {
      g_autofree char *folder = g_path_get_dirname (run->input_path);

      g_unlink (run->input_path);
      g_rmdir (folder);
      g_free (run->input_path);
    }
  g_clear_pointer (&run->board, kq_board_free);
  g_free (run->source);
  g_mutex_clear (&run->lock);
}

void
_kq_program_run_unref (gpointer run)
{
  g_atomic_rc_box_release_full (run, run_clear);
}

static void
verdict_clear (gpointer data)
{
  g_free (((KqStudentVerdict *) data)->detail);
}

void
_kq_program_search_free (KqProgramSearch *search)
{
  g_clear_pointer (&search->run, kq_student_run_free);
  g_array_unref (search->moves);
  g_array_unref (search->lines);
  g_array_unref (search->solutions);
  g_free (search->cols);
  g_free (search->when);
  g_array_unref (search->verdict_steps);
  g_array_unref (search->verdict_moves);
  g_clear_pointer (&search->log, kq_student_log_free);
  g_clear_error (&search->error);
  g_clear_pointer (&search->verdicts, g_array_unref);
  g_clear_pointer (&search->positions, g_array_unref);
  g_clear_pointer (&search->at_end, g_array_unref);
  g_free (search->output);
  g_free (search);
}

/* A point of the log at the position after the move. */
static void
add_move (KqProgramSearch *search, const KqStudentStep *step, int row, int col, int number)
{
  KqProgramRun *live = search->live;
  KqMove move = { row * search->n + col, number };

  g_mutex_lock (&live->lock);
  kq_move_apply (&move, live->board);
  live->moved = TRUE;
  g_mutex_unlock (&live->lock);

  if (search->moves->len < PROGRAM_MAX_MOVES && search->error == NULL)
    {
      g_array_append_val (search->moves, move);
      g_array_append_val (search->lines, step->line);
      kq_student_log_point (search->log, step, kq_student_run_get_arrays (search->run),
                            kq_student_run_get_board_name (search->run), &search->error);
    }
}

/* The problem and size the run says now: the board found, once a step comes (the run holds
 * its steps until then); before, the input's (8 where it says nothing). A board of another
 * size made anew. */
static void
take_size (KqProgramSearch *search)
{
  KqProgramRun *live = search->live;
  int n = kq_student_run_get_n (search->run);

  search->problem = kq_student_run_get_problem (search->run);
  search->n = n > 0 ? n : PROGRAM_DEFAULT_N;
  g_free (search->cols);
  g_free (search->when);
  search->cols = g_new (int, search->n);
  search->when = g_new0 (guint64, search->n * search->n);
  for (int i = 0; i < search->n; i++)
    search->cols[i] = -1;
  g_mutex_lock (&live->lock);
  if (live->board == NULL || live->board->problem != search->problem ||
      live->board->n != search->n)
    {
      g_clear_pointer (&live->board, kq_board_free);
      live->board = kq_board_new (search->problem, search->n);
      live->moved = TRUE;
    }
  g_mutex_unlock (&live->lock);
}

/* A new case of the program's input on a larger board (T sizes, sizes read until 0): the
 * moves so far told again on it, in its top left corner, and the live board made anew. */
static void
grow (KqProgramSearch *search,
      int              n)
{
  KqProgramRun *live = search->live;
  int old = search->n;
  guint64 *when;

  for (guint i = 0; i < search->moves->len; i++)
    {
      KqMove *move = &g_array_index (search->moves, KqMove, i);

      move->square = move->square / old * n + move->square % old;
    }
  when = g_new0 (guint64, n * n);
  for (int i = 0; i < old * old; i++)
    when[i / old * n + i % old] = search->when[i];
  g_free (search->when);
  search->when = when;
  search->cols = g_renew (int, search->cols, n);
  for (int i = old; i < n; i++)
    search->cols[i] = -1;
  search->n = n;
  g_mutex_lock (&live->lock);
  g_clear_pointer (&live->board, kq_board_free);
  live->board = kq_board_new (search->problem, n);
  for (guint i = 0; i < search->moves->len; i++)
    kq_move_apply (&g_array_index (search->moves, KqMove, i), live->board);
  live->moved = TRUE;
  g_mutex_unlock (&live->lock);
}

/* A change of the board in step as the timeline's moves: the timeline's board holds one queen
 * a row, the last one put down of those standing in it (a grid searched by putting a queen
 * down, then checking the board, holds two of a row for a moment; the first shows again when
 * the second is taken away). A knight's move writes its own square. */
static void
record_move (KqProgramSearch     *search,
             const KqStudentStep *step,
             const KqStudentMove *move)
{
  int n = search->n, r = move->row - 1, c = move->col - 1;

  if (search->problem == KQ_PROBLEM_QUEENS)
    {
      int shown = -1;

      search->when[r * n + c] = move->op == KQ_STUDENT_OP_PLACE ? ++search->clock : 0;
      for (int col = 0; col < n; col++)
        if (search->when[r * n + col] > (shown >= 0 ? search->when[r * n + shown] : 0))
          shown = col;
      if (shown == search->cols[r])
        return;
      if (search->cols[r] >= 0)
        add_move (search, step, r, search->cols[r], -(r + 1));
      if (shown >= 0)
        add_move (search, step, r, shown, r + 1);
      search->cols[r] = shown;
    }
  else if (move->move <= n * n)
    add_move (search, step, r, c, move->op == KQ_STUDENT_OP_PLACE ? move->move : -move->move);
}

/* The step's changes of the board, those of kind op only (KQ_STUDENT_OP_NONE: all), in order
 * or backwards. */
static void
record_moves (KqProgramSearch     *search,
              const KqStudentStep *step,
              KqStudentOp          op,
              gboolean             backwards)
{
  KqStudentMove first = { step->op, step->row, step->col, step->move };

  for (guint k = 0; k <= step->n_more; k++)
    {
      guint i = backwards ? step->n_more - k : k;
      const KqStudentMove *move = i == 0 ? &first : &step->more[i - 1];

      if (move->op != KQ_STUDENT_OP_NONE && (op == KQ_STUDENT_OP_NONE || move->op == op))
        record_move (search, step, move);
    }
}

static gboolean
record_step (const KqStudentStep *step, gpointer user_data)
{
  KqProgramSearch *search = user_data;

  if (step->index == 1)
    take_size (search);
  else if (kq_student_run_get_n (search->run) > search->n &&
           kq_student_run_get_problem (search->run) == search->problem)
    grow (search, kq_student_run_get_n (search->run));
  atomic_store_explicit (&search->live->steps, step->index, memory_order_relaxed);
  atomic_store_explicit (&search->live->line, step->line, memory_order_relaxed);
  kq_student_log_step (search->log, step);
  /* position 0: the program's start */
  if (kq_student_log_get_n_points (search->log) == 0)
    kq_student_log_point (search->log, step, kq_student_run_get_arrays (search->run),
                          kq_student_run_get_board_name (search->run), &search->error);
  /* (queens: the queens a step takes away first, the last told first, those of the rows below
   * the queen written over before it, so that no position holds a row empty above a queen;
   * the queen it puts down last, the position its lines and arrays are shown at) */
  if (search->problem == KQ_PROBLEM_QUEENS)
    {
      record_moves (search, step, KQ_STUDENT_OP_REMOVE, TRUE);
      record_moves (search, step, KQ_STUDENT_OP_PLACE, FALSE);
    }
  else
    record_moves (search, step, KQ_STUDENT_OP_NONE, FALSE);
  if (step->solution > 0)
    g_array_append_val (search->solutions, search->moves->len);
  if (step->op != KQ_STUDENT_OP_NONE)
    {
      search->recent_steps[search->recent % RECENT_STEPS] = step->index;
      search->recent_moves[search->recent % RECENT_STEPS] = search->moves->len;
      search->recent++;
    }
  for (guint i = 0; i < step->n_verdicts; i++)
    {
      guint position = search->moves->len;

      for (guint k = 0; k < MIN (search->recent, RECENT_STEPS); k++)
        if (search->recent_steps[k] == step->verdicts[i].step)
          position = search->recent_moves[k];
      g_array_append_val (search->verdict_steps, step->verdicts[i].step);
      g_array_append_val (search->verdict_moves, position);
      if (!search->slipped && kq_student_verdict_is_error (step->verdicts[i].kind))
        {
          search->slipped = TRUE;
          search->position = position;
        }
    }
  return search->error == NULL && !atomic_load_explicit (&search->live->stop,
                                                          memory_order_relaxed);
}

/* The run's end: its verdicts at their moves (the end for those the steps did not name, as
 * missed solutions), what it printed and counted; the run itself let go (its folder removed
 * here, off the main thread) unless it wrote files. */
static void
end_search (KqProgramSearch *search)
{
  KqStudentRun *run = search->run;
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  if (!search->slipped)
    search->position = search->moves->len;
  /* the lines after the last move (a line without end, a crash, the step limit, Stop) */
  if (kq_student_log_get_n_points (search->log) > 0 && kq_student_log_has_way (search->log))
    {
      guint before = kq_student_log_get_n_points (search->log);

      /* a file that fails now still leaves the point in memory: the run is over */
      kq_student_log_point (search->log, kq_student_run_get_last_step (run),
                            kq_student_run_get_arrays (run), kq_student_run_get_board_name (run),
                            NULL);
      search->end = kq_student_log_get_n_points (search->log) > before;
    }
  search->steps = kq_student_run_get_steps (run);
  if (kq_student_run_get_last_step (run) != NULL)
    search->line = kq_student_run_get_last_step (run)->line;
  search->found = kq_student_run_get_solutions (run);
  search->output = g_strdup (kq_student_run_get_output (run));
  verdicts = kq_student_run_get_verdicts (run, &n_verdicts);
  search->verdicts = g_array_sized_new (FALSE, FALSE, sizeof (KqStudentVerdict), n_verdicts);
  g_array_set_clear_func (search->verdicts, verdict_clear);
  search->positions = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_verdicts);
  search->at_end = g_array_sized_new (FALSE, FALSE, sizeof (gboolean), n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    {
      KqStudentVerdict verdict = verdicts[i];
      guint position = search->moves->len;
      gboolean at_end = search->end && verdict.step == search->steps;

      for (guint k = 0; k < search->verdict_steps->len; k++)
        if (g_array_index (search->verdict_steps, guint64, k) == verdict.step)
          position = g_array_index (search->verdict_moves, guint, k);
      verdict.detail = g_strdup (verdict.detail);
      g_array_append_val (search->verdicts, verdict);
      g_array_append_val (search->positions, position);
      g_array_append_val (search->at_end, at_end);
    }
  /* kept while what it wrote may be written back beside the program */
  if (kq_student_run_get_files (run)->len == 0)
    g_clear_pointer (&search->run, kq_student_run_free);
  search->live = NULL;
}

/* The input typed for the program, in a folder of ours, named after the program (the run
 * copies it under the names its source opens too). */
static gboolean
write_input (KqProgramRun *run, GError **error)
{
  g_autofree char *folder = g_dir_make_tmp ("kq-input-XXXXXX", error);
  g_autofree char *base = g_file_get_basename (run->file);
  g_autofree char *stem = g_ascii_strup (base, strcspn (base, "."));
  g_autofree char *name = g_strconcat (stem, ".INP", NULL);
  g_autofree char *path = NULL;
  g_autofree char *contents = g_strconcat (run->input, "\n", NULL);

  if (folder == NULL)
    return FALSE;
  path = g_build_filename (folder, name, NULL);
  if (!g_file_set_contents (path, contents, -1, error))
    {
      g_rmdir (folder);
      return FALSE;
    }
  run->input_path = g_steal_pointer (&path);
  return TRUE;
}

void
_kq_program_search_run (GTask *task, KqProgramRun *live, GCancellable *cancellable)
{
  g_autofree char *path = g_file_get_path (live->file);
  KqStudentOptions options = { .board = live->board_name, .max_steps = PROGRAM_MAX_STEPS };
  GError *error = NULL;
  KqStudentRun *run;
  KqProgramSearch *search;
  char *text = NULL;

  if (live->error != NULL)
    {
      g_task_return_error (task, g_error_copy (live->error));
      return;
    }
  if (live->input != NULL && !write_input (live, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  options.input = live->input_path;
  run = kq_student_run_new (path, &options, &error);
  if (run == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  search = g_new0 (KqProgramSearch, 1);
  search->live = live;
  search->run = run;
  search->moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  search->lines = g_array_new (FALSE, FALSE, sizeof (int));
  search->solutions = g_array_new (FALSE, FALSE, sizeof (guint));
  search->verdict_steps = g_array_new (FALSE, FALSE, sizeof (guint64));
  search->verdict_moves = g_array_new (FALSE, FALSE, sizeof (guint));
  search->log = kq_student_log_new ();
  take_size (search);
  kq_student_run_set_step_func (run, record_step, search);
  if (g_file_get_contents (path, &text, NULL, &error))
    {
      g_mutex_lock (&live->lock);
      live->source = text;
      live->language = kq_student_run_get_language (run);
      g_mutex_unlock (&live->lock);
    }
  if (text == NULL || !kq_student_run_execute (run, cancellable, &error))
    {
      _kq_program_search_free (search);
      g_task_return_error (task, error);
      return;
    }
  if (search->error != NULL)
    {
      g_task_return_error (task, g_steal_pointer (&search->error));
      _kq_program_search_free (search);
      return;
    }
  end_search (search);
  if (g_task_return_error_if_cancelled (task))
    {
      _kq_program_search_free (search);
      return;
    }
  g_task_return_pointer (task, search, (GDestroyNotify) _kq_program_search_free);
}
