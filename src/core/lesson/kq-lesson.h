/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lesson.h: the lessons' Try as a stepping machine, one executed line a step
 *
 * One machine per problem runs the lessons' recursive Try with an explicit
 * stack: queens (lessons 001 and 003), the knight (lessons 000, 002 and
 * 004) on n × n or m × n boards, and the knight game's tree (lesson 002's
 * "a game for two players", issue 43): minimax as the same backtracking. Each step is one line of a listing (see kq-listing-format.h): the kind of
 * step (its op) names the line, the frames are the call stack, and the
 * marking arrays are read after the step. The place-level trace (PLACE,
 * REMOVE, SOLUTION and PROGRESS events, as kq-events.h describes them) comes
 * out of the same steps, so that kq_queens_list and kq_tour_solve trace
 * with this machine. A seekable machine keeps a snapshot every so many
 * steps and replays from the nearest one to go back exactly, line by line.
 */
#pragma once

#include "kq-events.h"

G_BEGIN_DECLS

typedef enum {
  KQ_LESSON_OP_CALL,      /* entering Try: the new frame is on top */
  KQ_LESSON_OP_LOOP,      /* the for line: j (queens) or k (knight) set */
  KQ_LESSON_OP_MOVE,      /* knight: u := x + a[k]; v := y + b[k] */
  KQ_LESSON_OP_TEST,      /* the if: is the square free? */
  KQ_LESSON_OP_PLACE,     /* x[i] := j / h[u][v] := i */
  KQ_LESSON_OP_MARK,      /* queens: the column and diagonals marked */
  KQ_LESSON_OP_SOLUTION,  /* a whole placement or tour: printed; game: return a win */
  KQ_LESSON_OP_RECURSE,   /* the call Try(i + 1) in the caller */
  KQ_LESSON_OP_UNMARK,    /* queens: freed again; knight: h[u][v] := 0 */
  KQ_LESSON_OP_RETURN,    /* leaving Try: the frame is still shown; game: return a loss */
  KQ_LESSON_OP_HARM,      /* as printed: the step would read or write wrongly */
  KQ_LESSON_OP_VALUE,     /* game: if w, the move wins (w = !Win(i + 1, u, v) read) */
  KQ_LESSON_N_OPS,
  KQ_LESSON_OP_NONE = KQ_LESSON_N_OPS,  /* no step run (yet, or any more) */
} KqLessonOp;

typedef enum {
  KQ_LESSON_QUEENS,             /* lesson 001: the last queen is not marked */
  KQ_LESSON_QUEENS_MARK_EVERY,  /* lesson 003: every queen marked, the last too */
  KQ_LESSON_KNIGHT,             /* lesson 000 corrected, lesson 004 */
  KQ_LESSON_KNIGHT_WARNSDORFF,  /* lesson 002: k in order of the onward counts */
  KQ_LESSON_KNIGHT_AS_PRINTED,  /* lesson 000 as printed: stops at the first harm */
  KQ_LESSON_ROOKS,              /* lesson 001's permutations: the columns a only */
  KQ_LESSON_GAME,               /* the knight game: Win(i, x, y), normal play */
  KQ_LESSON_N_MACHINES,
} KqLessonMachine;

typedef enum {
  KQ_LESSON_FLAGS_NONE = 0,
  KQ_LESSON_EVERY      = 1 << 0,  /* knight: go on after a tour (queens always do) */
  KQ_LESSON_SEEKABLE   = 1 << 1,  /* keep the snapshots kq_lesson_seek replays from */
} KqLessonFlags;

/* A coordinate not set yet (u, v before the first move). */
#define KQ_LESSON_UNSET G_MININT

/* One level of the call stack, 1-based as the lessons count. */
typedef struct {
  int     i;         /* queens: the row; knight: the move number Try places */
  int     j;         /* queens: the column the loop is at; 0 before the loop */
  int     x, y;      /* knight: the square Try moves from */
  int     k;         /* knight: the move tried, 0 … 7 (lesson 000's tables); -1 before */
  int     u, v;      /* knight: x + a[k], y + b[k]; KQ_LESSON_UNSET before the first move */
  int     r;         /* Warnsdorff: k = order[r]; -1 before the loop */
  gint8   count[8];  /* Warnsdorff: onward moves from move k's square when Try began,
                        -1 where move k leaves the board or meets a visited square */
  guint8  order[8];  /* Warnsdorff: the k by count, fewest first, ties in k's order,
                        then the moves that are not possible */
  gint8   w;         /* game: the last call's answer, w = !Win(i + 1, u, v): 1 the
                        move wins, 0 it loses; -1 before the first */
  guint8  next;      /* private: the op this frame runs next */
  guint8  placed;    /* private: this frame's h[u][v] := i was run for this k */
} KqLessonFrame;

typedef enum {
  KQ_LESSON_HARM_NONE,
  KQ_LESSON_HARM_READ_OUTSIDE,   /* h[u][v] read off the board */
  KQ_LESSON_HARM_WRITE_OUTSIDE,  /* h[u][v] = 0 off the board */
  KQ_LESSON_HARM_ERASE,          /* h[u][v] = 0 erases an earlier move */
} KqLessonHarmKind;

typedef struct {
  KqLessonHarmKind kind;
  KqLessonOp       op;    /* the step that would have done it: test or unmark */
  int              u, v;  /* the square, 1-based: off the board for the OUTSIDE kinds */
  int              move;  /* ERASE: the move number erased */
} KqLessonHarm;

typedef struct _KqLesson KqLesson;

/* The largest boards the machine runs: queens up to KQ_QUEENS_MAX_N, the
 * knight up to KQ_TOUR_MAX_N. row, col: the knight's start, 0-based
 * (ignored for queens). */
KqLesson        *kq_lesson_new             (KqLessonMachine  machine,
                                            int              n,
                                            int              row,
                                            int              col,
                                            KqLessonFlags    flags);
/* The knight's machines and the game's on m rows of n columns (each up to
 * KQ_TOUR_MAX_N); queens need m = n. */
KqLesson        *kq_lesson_new_rect        (KqLessonMachine  machine,
                                            int              m,
                                            int              n,
                                            int              row,
                                            int              col,
                                            KqLessonFlags    flags);
void             kq_lesson_free            (KqLesson        *lesson);

/* PLACE / REMOVE / SOLUTION / PROGRESS from kq_lesson_step and
 * kq_lesson_run (never from seeks); func returning FALSE ends the run
 * (kq_lesson_get_outcome: KQ_OUTCOME_STOPPED). */
void             kq_lesson_set_event_func  (KqLesson        *lesson,
                                            KqEventFunc      func,
                                            gpointer         user_data);
/* Knight: a PLACE past max_nodes moves tried ends the run instead
 * (KQ_OUTCOME_GAVE_UP); 0 = no limit. */
void             kq_lesson_set_max_nodes   (KqLesson        *lesson,
                                            guint64          max_nodes);

/* Runs one line: its op, or KQ_LESSON_OP_NONE once the run has ended. */
KqLessonOp       kq_lesson_step            (KqLesson        *lesson);
/* Runs up to max_steps lines (0: to the end), stopping after a line whose
 * op is in stop_ops (bits 1 << op; 0: none). Returns the lines run. */
guint64          kq_lesson_run             (KqLesson        *lesson,
                                            guint64          max_steps,
                                            guint            stop_ops);

/* One line, and if it was a recurse, the whole call: up to the caller's
 * next line. Returns the op of the last line run. */
KqLessonOp       kq_lesson_step_over       (KqLesson        *lesson);

/* The state after line step (0: before the first), exactly, without
 * events: back by replaying from the nearest snapshot (the machine must be
 * KQ_LESSON_SEEKABLE), forward by running. FALSE if the run ends before
 * step (the machine is then at its end). */
gboolean         kq_lesson_seek            (KqLesson        *lesson,
                                            guint64          step);
/* Back to the latest earlier line whose op is in ops (bits 1 << op), e.g.
 * the previous move or solution, or a breakpoint's ops. FALSE, the machine
 * unmoved, if there is none. */
gboolean         kq_lesson_seek_back       (KqLesson        *lesson,
                                            guint            ops);

KqLessonMachine  kq_lesson_get_machine     (const KqLesson  *lesson);
/* The board's columns n, and its rows m (n but on a rectangle). */
int              kq_lesson_get_n           (const KqLesson  *lesson);
int              kq_lesson_get_m           (const KqLesson  *lesson);
/* Lines run so far: the number of the last step. */
guint64          kq_lesson_get_step        (const KqLesson  *lesson);
/* The op of the last step (KQ_LESSON_OP_NONE before the first). */
KqLessonOp       kq_lesson_get_op          (const KqLesson  *lesson);
gboolean         kq_lesson_is_finished     (const KqLesson  *lesson);
/* Once finished: FOUND (a tour, or the queens' enumeration done), NONE (no
 * tour), STOPPED (the event func, or a harm as printed), GAVE_UP. */
KqOutcome        kq_lesson_get_outcome     (const KqLesson  *lesson);
/* Queens put down / knight's moves made, and solutions printed, so far. */
guint64          kq_lesson_get_nodes       (const KqLesson  *lesson);
guint64          kq_lesson_get_solutions   (const KqLesson  *lesson);

/* The call stack, outermost first (level 0), depth levels. */
int              kq_lesson_get_depth       (const KqLesson  *lesson);
const KqLessonFrame *kq_lesson_get_frame   (const KqLesson  *lesson,
                                            int              level);

/* Queens and rooks: x[1 … n] (x[0] unused): the column of row i's queen, 0 while the
 * row has none; a[1 … n], b[2 … 2n], c[1 - n … n - 1] (true = free) as
 * arrays of n, 2n - 1 and 2n - 1 bytes from their first index (rooks
 * leave b and c free). */
const int       *kq_lesson_get_x           (const KqLesson  *lesson);
const guint8    *kq_lesson_get_a           (const KqLesson  *lesson);
const guint8    *kq_lesson_get_b           (const KqLesson  *lesson);
const guint8    *kq_lesson_get_c           (const KqLesson  *lesson);
/* Knight and game: h, m × n row-major from h[1][1]: 0 free, else the move
 * number. */
const int       *kq_lesson_get_h           (const KqLesson  *lesson);

/* Game: the first call's answer once it has returned, Win(2, x0, y0): 1
 * when the player who moves first (after the knight is put down) wins, 0
 * when the one who put it down wins; -1 before. */
int              kq_lesson_get_value       (const KqLesson  *lesson);

/* The harm that ended an as-printed run (kind NONE otherwise). */
const KqLessonHarm *kq_lesson_get_harm     (const KqLesson  *lesson);
/* It in words, translated: "h[0][3] would be written: outside the board",
 * "h[2][3] = 0 erases move 5". NULL when there is none. */
char            *kq_lesson_harm_text       (const KqLesson  *lesson);

/* The op's name in the JSON trace and the listings: "call", "loop" … */
const char      *kq_lesson_op_name         (KqLessonOp       op);
/* KQ_LESSON_OP_NONE when name is none. */
KqLessonOp       kq_lesson_op_from_name    (const char      *name);
/* The ops the machine's steps can have (bits 1 << op). */
guint            kq_lesson_machine_ops     (KqLessonMachine  machine);
KqProblem        kq_lesson_machine_problem (KqLessonMachine  machine);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqLesson, kq_lesson_free)

G_END_DECLS
