/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session.h: one run of the window, the model its views subscribe to
 *
 * A KqSession owns the solver runner (the search, in a worker), the timeline
 * (the timeline on a board) and, for n queens, the solution store, and
 * wires them: moves go from the runner to the timeline, the timeline's
 * position paces the runner in trace mode, solutions go to the store, a
 * solution asked for by number is fetched from it. It does nothing with
 * widgets, so that tests drive it without a display.
 *
 * Properties (each notifies when its value changes, once the session is
 * consistent again, so that a handler may read any of them):
 * - set-up: "mode" (KqSessionMode, rw: what the board is in), "trace" (rw:
 *   runs go in trace mode rather than watch), "problem" (KqProblem), "n" (a
 *   tour's rows), "cols" (its columns: n but on a rectangle),
 *   "method" (KqTourMethod, rw), "closed" (rw);
 * - the modes' own runs: "game" (KqPlayGame, play mode), "knight-game"
 *   (KqKnightGame, game mode), "answer" (the
 *   KqAnswer opened, open mode), "board-timeline" (the timeline whose board
 *   the board shows: the session's, or an opened answer's own), "counter"
 *   (KqCounter, count mode);
 * - the run: "state" (KqSessionState), "outcome" (KqOutcome), "reason"
 *   (worded when read), "start-square", "full-speed", "running", "steps";
 * - the board: "timeline" (KqTimeline), "position", "length";
 * - n queens: "shown", "total", "fetching" (the k being computed),
 *   "fetch-progress" (0 to 1), "message" (rw, a note for the status line);
 * - n queens' symmetry: "unique" (families known), "unique-counted" (that
 *   is all of them), "unique-only" (rw, browse one solution of each family),
 *   "unique-shown" (the solution shown among those), "family" (its
 *   rotations and reflections, numbered: kq_session_dup_family());
 * - compound conditions: "watching", "searching", "stopped", "listed",
 *   "show-counters", "can-browse", "can-release", "can-stop";
 * - every tour from a square listed and browsed: "every-tour".
 * Signal ::run-started: a new run was set up (a tour, a listing).
 *
 * Who reads what:
 * - KqWindow binds its controls and its settings to the set-up, calls the
 *   methods for what a user does, and builds its status line from the
 *   properties on "notify";
 * - KqBoardView draws the timeline's board (its "timeline", the timeline's ::changed);
 * - KqTracePanel grows its tree from the timeline and compares the two tour
 *   methods on ::run-started.
 *
 * Modes: "mode" is the one place that says what the board is in; the
 * window, its header, legend, status line and actions follow it. Watch and
 * trace run a solver on the session's timeline. Play holds a KqPlayGame for
 * the problem and n (a new problem or n: a new game). Open holds a checked
 * KqAnswer, with the problem and n its own: a correct QUEENS.OUT is listed
 * as in watch mode, any other answer is drawn on a timeline of its own until a
 * seek, a step or a solution asked for shows the session's board again.
 * Count counts n queens, the tours from the start square or from every
 * square (the map) with the KqCounter, the listing stopped, while the
 * board stays browsable. Leaving a mode ends its run: the game goes, the
 * answer goes, the count stops. A run started (start_tour, start_queens, a
 * new problem or n, except in play mode) goes back to the search mode.
 */
#pragma once

#include <gio/gio.h>

#include "kq-answer.h"
#include "kq-counter.h"
#include "kq-knight-game.h"
#include "kq-play-game.h"
#include "kq-program-runner.h"
#include "kq-timeline.h"
#include "kq-solution-store.h"
#include "kq-solver-runner.h"
#include "kq-tour.h"

G_BEGIN_DECLS

/* The lessons' backtracking (Classic, and Warnsdorff in trace mode) gives
 * up after this many moves tried (a few seconds): on 8 × 8 and larger it
 * may search for hours. */
#define KQ_SESSION_CLASSIC_MAX_STEPS ((guint64) 200 * 1000 * 1000)

/* Trace mode: the worker runs at most this many moves ahead of the timeline
 * (8 bytes each), a few seconds at the fastest speed. */
#define KQ_SESSION_TRACE_AHEAD 4096

typedef enum {
  KQ_SESSION_MODE_WATCH,  /* the solver's result, animated */
  KQ_SESSION_MODE_TRACE,  /* every try and undo, the search paced by the animation */
  KQ_SESSION_MODE_PLAY,   /* the student plays: "game" */
  KQ_SESSION_MODE_OPEN,   /* an answer file, checked and shown: "answer" */
  KQ_SESSION_MODE_COUNT,  /* counted without listing (n queens, a square's tours, the map
                             of the tours from every square): "counter" */
  KQ_SESSION_MODE_GAME,   /* the two-player knight game on the tour's n × n board (n from 3
                             to 8): "knight-game" */
} KqSessionMode;

typedef enum {
  KQ_SESSION_IDLE,        /* nothing asked yet */
  KQ_SESSION_RUNNING,     /* the solver is at work */
  KQ_SESSION_DONE,        /* the solver ended: see "outcome" */
  KQ_SESSION_IMPOSSIBLE,  /* tour: no tour, known without search (see "reason") */
} KqSessionState;

#define KQ_TYPE_SESSION (kq_session_get_type ())
G_DECLARE_FINAL_TYPE (KqSession, kq_session, KQ, SESSION, GObject)

KqSession      *kq_session_new                (void);

/* What is set up: the problem and its size, the tour's options, the mode.
 * A new problem or n starts listing n queens, or empties the board for a
 * tour; a new method, closedness or mode searches the tour shown again,
 * or lists the queens again. */
void            kq_session_set_problem        (KqSession     *self,
                                               KqProblem      problem,
                                               int            n);
KqProblem       kq_session_get_problem        (KqSession     *self);
void            kq_session_set_n              (KqSession     *self,
                                               int            n);
/* The knight's tour on a board of rows × cols (the problem becomes the
 * tour's): as a new n. */
void            kq_session_set_tour_board     (KqSession     *self,
                                               int            rows,
                                               int            cols);
/* The side, a tour's rows; 0 until a problem is set. */
int             kq_session_get_n              (KqSession     *self);
/* A tour's columns: n but on a rectangle. */
int             kq_session_get_cols           (KqSession     *self);
void            kq_session_set_method         (KqSession     *self,
                                               KqTourMethod   method);
KqTourMethod    kq_session_get_method         (KqSession     *self);
void            kq_session_set_closed         (KqSession     *self,
                                               gboolean       closed);
gboolean        kq_session_get_closed         (KqSession     *self);
/* Leaves the mode the board is in (ending its run) for mode: watch and
 * trace run the problem again, play starts a game (on n × n boards: a
 * tour's rectangle leaves play mode), count counts n queens.
 * Open takes an answer: kq_session_open_answer(). */
void            kq_session_set_mode           (KqSession     *self,
                                               KqSessionMode  mode);
KqSessionMode   kq_session_get_mode           (KqSession     *self);
/* Runs go in trace mode (else watch): set, the board goes into that mode. */
void            kq_session_set_trace          (KqSession     *self,
                                               gboolean       trace);
gboolean        kq_session_get_trace          (KqSession     *self);
/* The mode runs go in: trace or watch, as "trace" says. */
KqSessionMode   kq_session_get_search_mode    (KqSession     *self);

/* The modes' own runs. */
/* Play mode: the student's game, else NULL. */
KqPlayGame     *kq_session_get_game           (KqSession     *self);
/* Game mode: the knight game, else NULL. */
KqKnightGame   *kq_session_get_knight_game    (KqSession     *self);
/* Open mode: shows answer (taken), checked, with its problem and n. A
 * correct QUEENS.OUT is listed, and browsed as the solutions are; a wrong
 * one's lines are browsed the same way ("shown", "total": its lines), each
 * checked alone on the answer's own board, from the line of its error.
 * moves are a tour's board (kq_timeline_append); queens need none. */
void            kq_session_open_answer        (KqSession     *self,
                                               KqAnswer      *answer,
                                               const KqMove  *moves,
                                               guint          n_moves);
/* Open mode without an answer: a student's program's search (src/student), its board's
 * moves played on a timeline of its own (the usual controls step through them), shown at
 * position (the first slip's, or the end). */
void            kq_session_open_moves         (KqSession     *self,
                                               KqProblem      problem,
                                               int            n,
                                               const KqMove  *moves,
                                               guint          n_moves,
                                               guint          position);
/* The timeline the controls step and play: a program's search opened (kq_session_open_moves)
 * on its own board, else the session's (an answer's board gives way to it). */
KqTimeline       *kq_session_get_stepped_timeline (KqSession     *self);
/* Open mode: the answer shown, else NULL. */
const KqAnswer *kq_session_get_answer         (KqSession     *self);
/* Open mode, a wrong QUEENS.OUT browsed line by line: the line shown,
 * checked alone (kq_answer_check_line), else NULL. */
const KqAnswer *kq_session_get_answer_line    (KqSession     *self);
/* What the board shows in a few words, for the window's subtitle: "8 × 8
 * from (1, 1)", "8 queens on 8 × 8", or for an opened answer named
 * answer_name (its file's name; may be NULL) "QUEENS.OUT — 10 placements". */
char           *kq_session_dup_subtitle       (KqSession     *self,
                                               const char    *answer_name);
/* The timeline whose board the board shows: an opened answer's own, else
 * the session's. */
KqTimeline       *kq_session_get_board_timeline   (KqSession     *self);
/* Count mode: counts n queens (again), the listing stopped; or the tours
 * from the tour's start square (open, or closed ones as "closed" says),
 * the search stopped, the tour shown staying on the board. */
void            kq_session_count              (KqSession     *self);
/* Whether kq_session_count can count: n queens; the tours once a tour was
 * asked, on boards up to KQ_TOUR_COUNT_MAX_N. */
gboolean        kq_session_get_can_count      (KqSession     *self);
/* Count mode for the map of tours: counts the tours from every square of
 * the tour's board (closed ones if "closed"), the search stopped; the
 * counter's counts are the map once done. */
void            kq_session_count_map          (KqSession     *self);
/* Whether kq_session_count_map can count: a tour's board up to
 * KQ_TOUR_COUNT_MAX_N. */
gboolean        kq_session_get_can_count_map  (KqSession     *self);
/* The count's counter (its last count stays until the next). */
KqCounter      *kq_session_get_counter        (KqSession     *self);
/* A student's program opened: its run (one at a time, apart from the solver's). */
KqProgramRunner *kq_session_get_program_runner (KqSession    *self);

/* What a user does. */
/* A tour from (row, col), 0-based, on the current n. */
void            kq_session_start_tour         (KqSession     *self,
                                               int            row,
                                               int            col);
/* Every tour from the tour's start square (closed ones when "closed"), in
 * the lessons' order, listed in a worker and browsed as the queens'
 * solutions are (kq_session_show_solution), each animated when shown; the
 * first as soon as it comes. A new tour or problem ends it. */
void            kq_session_list_every_tour    (KqSession     *self);
/* Whether it can: a tour was asked, on boards up to KQ_TOUR_COUNT_MAX_N,
 * from a square with tours not ruled out. */
gboolean        kq_session_get_can_list_every_tour (KqSession *self);
/* The tours listed are what the board browses. */
gboolean        kq_session_get_every_tour     (KqSession     *self);
/* Whether the board browses a list: the n-queens' (n-rooks') solutions,
 * or every tour from a square. */
gboolean        kq_session_get_lists          (KqSession     *self);
/* Lists the n-queens (n-rooks) solutions (again). */
void            kq_session_start_queens       (KqSession     *self);
/* Stops the animation and shows the board after position moves. */
void            kq_session_seek               (KqSession     *self,
                                               guint          position);
/* Stops the animation and steps delta moves on or back. */
void            kq_session_step               (KqSession     *self,
                                               int            delta);
/* Shows solution k (1-based): at once when stored, else computed in a
 * worker ("fetching"). FALSE with an error (and "message" set) when k is
 * past the last solution of a finished listing. */
gboolean        kq_session_show_solution      (KqSession     *self,
                                               guint64        k,
                                               GError       **error);
/* Trace mode: the search runs on at full speed and its result shows. */
void            kq_session_release_trace      (KqSession     *self);
/* Stops the search, the fetch of a solution and the count, if any. */
void            kq_session_stop               (KqSession     *self);

/* What the views show. */
KqTimeline       *kq_session_get_timeline         (KqSession     *self);
KqSessionState  kq_session_get_state          (KqSession     *self);
KqOutcome       kq_session_get_outcome        (KqSession     *self);
/* Why there is no tour (state impossible, or done with outcome none or
 * gave up), worded now in the current language; NULL otherwise. */
char           *kq_session_dup_reason         (KqSession     *self);
/* The tour's start square, row * n + col; -1 before a tour is asked. */
int             kq_session_get_start_square   (KqSession     *self);
/* The request of the tour asked (start square, method, closed). FALSE
 * before a tour is asked. */
gboolean        kq_session_get_tour_request   (KqSession     *self,
                                               KqTourRequest *request);
gboolean        kq_session_get_full_speed     (KqSession     *self);
gboolean        kq_session_get_running        (KqSession     *self);
/* Moves the search tried so far (the worker's count, ahead of the timeline). */
guint64         kq_session_get_steps          (KqSession     *self);
/* Queens: the solution on the board (0: none), the one being computed
 * (0: none) with its progress (0 to 1), and how many are known so far. */
guint64         kq_session_get_shown          (KqSession     *self);
guint64         kq_session_get_fetching       (KqSession     *self);
double          kq_session_get_fetch_progress (KqSession     *self);
guint64         kq_session_get_total          (KqSession     *self);
/* The one being computed, else the one shown: where browsing goes on from. */
guint64         kq_session_get_current_solution (KqSession   *self);
/* A note for the status line (a failed fetch, a number out of range);
 * cleared by the next run or solution. */
const char     *kq_session_get_message        (KqSession     *self);
void            kq_session_set_message        (KqSession     *self,
                                               const char    *message);

/* The compound conditions the views test, as properties too. */
/* Trace mode, not released: the moves shown so far are the search. */
gboolean        kq_session_get_watching       (KqSession     *self);
/* The search is on for the user: the worker runs, or a trace it finished
 * is still being played. */
gboolean        kq_session_get_searching      (KqSession     *self);
/* The user stopped the search. */
gboolean        kq_session_get_stopped        (KqSession     *self);
/* Queens, or every tour: the listing ended and its count is final for the
 * user. */
gboolean        kq_session_get_listed         (KqSession     *self);
/* Trace mode's counters (tries, undos, solutions) are what to show. */
gboolean        kq_session_get_show_counters  (KqSession     *self);
/* Queens: a solution can be asked for by number. */
gboolean        kq_session_get_can_browse     (KqSession     *self);
/* A trace can be released to full speed. */
gboolean        kq_session_get_can_release    (KqSession     *self);
/* There is a search, a fetch or a count to stop. */
gboolean        kq_session_get_can_stop       (KqSession     *self);

/* Symmetry (n queens): a family is a solution with its rotations and
 * reflections; its representative, its lowest-numbered member, stands for
 * it when browsing "unique-only". Kept by KqFamilies (kq-families.h). */
/* Families among the solutions known: counted as they arrive, or for the
 * whole listing once it ended (0 until a count apart ends, for a listing
 * larger than the store). */
guint64         kq_session_get_unique         (KqSession     *self);
/* The listing ended and "unique" counts all its families. */
gboolean        kq_session_get_unique_counted (KqSession     *self);
gboolean        kq_session_get_unique_only    (KqSession     *self);
/* On: the solution shown gives way to its family's representative, and
 * the views browse with kq_session_show_unique(). */
void            kq_session_set_unique_only    (KqSession     *self,
                                               gboolean       unique_only);
/* The solution shown's index among the representatives (1-based), 0 when
 * it is not one. */
guint64         kq_session_get_unique_shown   (KqSession     *self);
/* Representatives found among the stored solutions: the ones to browse. */
guint64         kq_session_get_unique_browsable (KqSession   *self);
/* Shows the i-th representative (1-based); FALSE with an error (and
 * "message" set) past those found. */
gboolean        kq_session_show_unique        (KqSession     *self,
                                               guint64        i,
                                               GError       **error);
/* Representatives numbered below the solution shown (or being fetched). */
guint64         kq_session_get_unique_below   (KqSession     *self);
/* Shows the representative delta places on from the solution shown (the
 * next one above it for 1, the last one below it for -1, whether or not it
 * is one itself); FALSE when there is none there. */
gboolean        kq_session_step_unique        (KqSession     *self,
                                               int            delta);
/* The family of the solution shown, "a(ut)": each member (itself first)
 * as the first KqSymmetry that gives it and its number, 0 while it is not
 * known yet (still to be listed or ranked). Empty when none is shown, and
 * while the board shows a game or an answer of its own. */
GVariant       *kq_session_dup_family         (KqSession     *self);

G_END_DECLS
