/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-modes.c: the session's modes (part of KqSession): switching
 * between them (kq_session_set_mode), entering and leaving one (leaving
 * ends its run), and the modes' own runs: play mode's game, open mode's
 * answer (on its own board or listed) and count mode's counter; the runs a
 * search mode starts (a tour, the queens' listing, every tour), and starts
 * again */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include "kq-session-private.h"
#include "kq-tour-count.h"

/* Ends the run of the mode the board is in. */
void
_kq_session_leave_mode (KqSession *self)
{
  switch (self->mode)
    {
    case KQ_SESSION_MODE_PLAY:
      g_clear_object (&self->game);
      break;
    case KQ_SESSION_MODE_GAME:
      g_clear_object (&self->knight_game);
      break;
    case KQ_SESSION_MODE_OPEN:
      g_clear_pointer (&self->answer, kq_answer_free);
      g_clear_pointer (&self->answer_line, kq_answer_free);
      g_clear_object (&self->answer_timeline);
      break;
    case KQ_SESSION_MODE_COUNT:
      kq_counter_stop (self->counter);
      break;
    case KQ_SESSION_MODE_WATCH:
    case KQ_SESSION_MODE_TRACE:
    default:
      break;
    }
}

void
_kq_session_enter_mode (KqSession *self, KqSessionMode mode)
{
  if (mode == self->mode)
    return;
  _kq_session_leave_mode (self);
  self->mode = mode;
}

gboolean
_kq_session_is_search_mode (KqSessionMode mode)
{
  return mode == KQ_SESSION_MODE_WATCH || mode == KQ_SESSION_MODE_TRACE;
}

void
_kq_session_enter_search_mode (KqSession *self)
{
  if (!_kq_session_is_search_mode (self->mode))
    _kq_session_enter_mode (self, self->search_mode);
}

void
kq_session_set_mode (KqSession *self, KqSessionMode mode)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (mode != KQ_SESSION_MODE_OPEN);

  if (_kq_session_is_search_mode (mode))
    self->search_mode = mode;
  if (mode == self->mode)
    {
      _kq_session_publish (self);
      return;
    }
  switch (mode)
    {
    case KQ_SESSION_MODE_PLAY:
      g_return_if_fail (self->n > 0);
      _kq_session_enter_mode (self, mode);
      self->game = kq_play_game_new_rect (self->problem, self->n, self->cols);
      kq_session_stop (self);
      break;
    case KQ_SESSION_MODE_GAME:
      {
        /* the knight's board, its sides within the game's */
        gboolean tour = self->problem == KQ_PROBLEM_TOUR;
        int rows = CLAMP (tour ? self->n : KQ_GAME_MAX_SIDE, KQ_GAME_MIN_SIDE, KQ_GAME_MAX_SIDE);
        int cols = CLAMP (tour ? self->cols : KQ_GAME_MAX_SIDE, KQ_GAME_MIN_SIDE,
                          KQ_GAME_MAX_SIDE);

        _kq_session_enter_mode (self, mode);
        kq_session_stop (self);
        self->problem = KQ_PROBLEM_TOUR;
        self->n = rows;
        self->cols = cols;
        _kq_session_reset (self);
        self->knight_game = kq_knight_game_new (rows, cols, KQ_GAME_NORMAL);
      }
      break;
    case KQ_SESSION_MODE_COUNT:
      kq_session_count (self);
      return;
    case KQ_SESSION_MODE_WATCH:
    case KQ_SESSION_MODE_TRACE:
    case KQ_SESSION_MODE_OPEN:
    default:
      _kq_session_enter_mode (self, mode);
      _kq_session_restart (self);
      break;
    }
  _kq_session_publish (self);
}

KqSessionMode
kq_session_get_mode (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_SESSION_MODE_WATCH);

  return self->mode;
}

void
kq_session_set_trace (KqSession *self, gboolean trace)
{
  kq_session_set_mode (self, trace ? KQ_SESSION_MODE_TRACE : KQ_SESSION_MODE_WATCH);
}

gboolean
kq_session_get_trace (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->search_mode == KQ_SESSION_MODE_TRACE;
}

KqSessionMode
kq_session_get_search_mode (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_SESSION_MODE_WATCH);

  return self->search_mode;
}

/* An opened answer on its own board gives way to the session's. */
void
_kq_session_leave_answer_board (KqSession *self)
{
  if (self->mode == KQ_SESSION_MODE_PLAY || self->mode == KQ_SESSION_MODE_GAME ||
      (self->mode == KQ_SESSION_MODE_OPEN && self->answer_timeline != NULL))
    _kq_session_enter_mode (self, self->search_mode);
}

KqPlayGame *
kq_session_get_game (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->game;
}

KqKnightGame *
kq_session_get_knight_game (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->knight_game;
}

/* Open mode for problem and n (another file replaces the one shown). */
static void
enter_open_mode (KqSession *self, KqProblem problem, int n, KqAnswer *answer)
{
  _kq_session_leave_mode (self);
  self->mode = KQ_SESSION_MODE_OPEN;
  kq_solver_runner_stop (self->runner);
  self->problem = problem;
  self->n = n;
  self->cols = n;
  self->answer = answer;
}

static void
own_timeline_changed_cb (KqTimeline *timeline, int lowest_step, KqSession *self)
{
  /* played (a program's search): the views follow, as they follow the session's timeline */
  if (lowest_step != 0)
    _kq_session_publish (self);
}

/* The moves on a timeline of their own, shown at position. */
static void
show_moves (KqSession *self, const KqMove *moves, guint n_moves, guint position)
{
  _kq_session_reset (self);
  if (self->answer_timeline == NULL)
    {
      self->answer_timeline = kq_timeline_new ();
      g_signal_connect_object (self->answer_timeline, "changed",
                               G_CALLBACK (own_timeline_changed_cb), self, 0);
    }
  _kq_session_reset_timeline (self, self->answer_timeline);
  kq_timeline_append (self->answer_timeline, moves, n_moves);
  kq_timeline_set_complete (self->answer_timeline, TRUE);
  kq_timeline_seek (self->answer_timeline, position);
}

/* The queens of a line, one a row (the first of a row), as moves. */
static GArray *
queens_moves (const KqAnswer *answer)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  g_autofree gboolean *taken = g_new0 (gboolean, answer->n);
  int n = answer->n;

  for (guint i = 0; i < answer->queens->len; i++)
    {
      KqSquare q = g_array_index (answer->queens, KqSquare, i);

      if (!kq_square_on_board (n, q) || taken[q.row])
        continue;
      taken[q.row] = TRUE;
      g_array_append_val (moves, ((KqMove) { q.row * n + q.col, (gint32) moves->len + 1 }));
    }
  return moves;
}

gboolean
_kq_session_browses_lines (KqSession *self)
{
  return self->mode == KQ_SESSION_MODE_OPEN && self->answer_line != NULL;
}

void
_kq_session_show_line (KqSession *self, guint64 k)
{
  g_autoptr(GArray) moves = NULL;

  g_clear_pointer (&self->answer_line, kq_answer_free);
  self->answer_line = kq_answer_check_line (self->answer, (guint) k);
  g_assert (self->answer_line != NULL);
  moves = queens_moves (self->answer_line);
  show_moves (self, (const KqMove *) (gpointer) moves->data, moves->len, moves->len);
  self->shown = k;
}

void
kq_session_open_answer (KqSession *self, KqAnswer *answer, const KqMove *moves, guint n_moves)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (answer != NULL && answer->n >= 1);

  enter_open_mode (self, answer->kind == KQ_ANSWER_QUEENS ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR,
                   answer->n, answer);
  if (answer->kind == KQ_ANSWER_QUEENS && answer->error == KQ_ANSWER_CORRECT)
    {
      _kq_session_list_queens (self);
      return;
    }
  /* a wrong QUEENS.OUT: every line browsed, from the wrong one */
  if (answer->kind == KQ_ANSWER_QUEENS && answer->n_lines > 0)
    _kq_session_show_line (self, answer->line > 0 ? (guint64) answer->line : 1);
  else if (answer->kind == KQ_ANSWER_QUEENS)
    {
      g_autoptr(GArray) queens = queens_moves (answer);

      show_moves (self, (const KqMove *) (gpointer) queens->data, queens->len, queens->len);
    }
  else
    show_moves (self, moves, n_moves, n_moves);
  _kq_session_publish (self);
}

void
kq_session_open_moves (KqSession *self, KqProblem problem, int n, const KqMove *moves,
                       guint n_moves, guint position)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (n >= 1 && position <= n_moves);

  enter_open_mode (self, problem, n, NULL);
  show_moves (self, moves, n_moves, position);
  _kq_session_publish (self);
}

KqTimeline *
kq_session_get_stepped_timeline (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  if (self->mode == KQ_SESSION_MODE_OPEN && self->answer == NULL && self->answer_timeline != NULL)
    return self->answer_timeline;
  return self->timeline;
}

const KqAnswer *
kq_session_get_answer (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->answer;
}

const KqAnswer *
kq_session_get_answer_line (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return _kq_session_browses_lines (self) ? self->answer_line : NULL;
}

KqTimeline *
kq_session_get_board_timeline (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->answer_timeline != NULL ? self->answer_timeline : self->timeline;
}

gboolean
kq_session_get_can_count (KqSession *self)
{
  KqTourRequest request;

  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  if (self->problem == KQ_PROBLEM_QUEENS)
    return self->n >= 1;
  return MAX (self->n, self->cols) <= KQ_TOUR_COUNT_MAX_N &&
         kq_session_get_tour_request (self, &request);
}

/* Count mode, the search and the listing stopped: they would share the
 * cores with the count. */
static void
enter_count_mode (KqSession *self)
{
  _kq_session_enter_mode (self, KQ_SESSION_MODE_COUNT);
  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  self->wanted = 0;
  kq_solver_runner_stop (self->runner);
}

void
kq_session_count (KqSession *self)
{
  KqTourRequest request;

  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (kq_session_get_can_count (self));

  enter_count_mode (self);
  if (self->problem == KQ_PROBLEM_TOUR && kq_session_get_tour_request (self, &request))
    kq_counter_start_tours (self->counter, &request);
  else
    kq_counter_start (self->counter, self->n);
  _kq_session_publish (self);
}

gboolean
kq_session_get_can_count_map (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->problem == KQ_PROBLEM_TOUR && self->n >= 1 &&
         MAX (self->n, self->cols) <= KQ_TOUR_COUNT_MAX_N;
}

void
kq_session_count_map (KqSession *self)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (kq_session_get_can_count_map (self));

  enter_count_mode (self);
  kq_counter_start_tour_map (self->counter, self->n, self->cols, self->closed);
  _kq_session_publish (self);
}

KqCounter *
kq_session_get_counter (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->counter;
}

KqProgramRunner *
kq_session_get_program_runner (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->program_runner;
}

/* The runs a search mode starts */

void
kq_session_start_tour (KqSession *self, int row, int col)
{
  KqTourRequest request;

  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (self->problem == KQ_PROBLEM_TOUR);
  g_return_if_fail (row >= 0 && row < self->n && col >= 0 && col < self->cols);

  _kq_session_enter_search_mode (self);
  kq_solver_runner_stop (self->runner);
  _kq_session_reset (self);
  self->tour_start = row * self->cols + col;
  kq_session_get_tour_request (self, &request);

  if (kq_tour_known_impossible (&request, NULL))
    {
      /* The knight stands on the square, so that the board shows which. */
      KqMove start = { self->tour_start, 1 };

      self->state = KQ_SESSION_IMPOSSIBLE;
      kq_timeline_append (self->timeline, &start, 1);
      kq_timeline_set_complete (self->timeline, TRUE);
      kq_timeline_seek (self->timeline, 1);
      _kq_session_run_started (self);
      return;
    }

  self->state = KQ_SESSION_RUNNING;
  kq_solver_runner_start_tour (self->runner, &request);
  kq_timeline_set_playing (self->timeline, TRUE);
  _kq_session_run_started (self);
}

void
kq_session_list_every_tour (KqSession *self)
{
  KqTourRequest request;
  int start;

  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (kq_session_get_can_list_every_tour (self));

  kq_session_get_tour_request (self, &request);
  start = self->tour_start;
  _kq_session_enter_search_mode (self);
  _kq_session_reset (self);
  self->tour_start = start;
  self->every_tour = TRUE;
  /* A tour a row of rows × cols bytes: the store's "columns". */
  self->store = kq_solution_store_new (self->n * self->cols, KQ_SOLUTION_STORE_MAX_BYTES);
  self->state = KQ_SESSION_RUNNING;
  kq_solver_runner_start_every_tour (self->runner, &request,
                                     kq_solution_store_get_capacity (self->store));
  _kq_session_run_started (self);
}

void
kq_session_start_queens (KqSession *self)
{
  g_return_if_fail (KQ_IS_SESSION (self));
  g_return_if_fail (kq_problem_is_placement (self->problem) && self->n >= 1);

  _kq_session_enter_search_mode (self);
  _kq_session_list_queens (self);
}

void
_kq_session_restart (KqSession *self)
{
  if (self->n == 0)
    return;
  if (kq_problem_is_placement (self->problem))
    kq_session_start_queens (self);
  else if (self->tour_start >= 0)
    kq_session_start_tour (self, self->tour_start / self->cols, self->tour_start % self->cols);
  else
    _kq_session_publish (self);
}
