/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-private.h: what the room's files share: the run's arrays, the board reader */
#pragma once

#include "kq-student-files.h"
#include "kq-student-runner-private.h"

G_BEGIN_DECLS

/* How an input's words stand: none (no input: the sizes, if several, are in the code), one
 * (n), several (T cases, sizes till 0, "n row col"…), or several on a line after the first
 * ("T", then "n a b c d": a case's n and squares it forbids or gives, which the trace cannot
 * see the meaning of), as a board's map is ("..*.....", a row a line). */
typedef enum {
  KQ_STUDENT_INPUT_NONE,
  KQ_STUDENT_INPUT_ONE,
  KQ_STUDENT_INPUT_SEVERAL,
  KQ_STUDENT_INPUT_LINES,
} KqStudentInputWords;

/* The run's folder (kq-student-input.c). The input beside program: the one named as the
 * program, or as its name's beginning (knight.py, knight-000.pas: KNIGHT.INP), the longest
 * such; else QUEENS.INP, else the only .inp file there; any case. NULL: none. */
char    *_kq_student_input_find           (const char         *program);
/* What the input tells, read as the program likes: one number is n, "n row col" (or a square
 * board's "n n row col") a tour's n and start (0-based here); else n 0 and the start -1.
 * tour: the input is surely a tour's (a board's rows and columns: queens take an n only);
 * rows, cols: a rectangle's where it is "m n row col" with m and n apart (n is then the
 * larger of the two), else 0. shape: how its words stand. FALSE: it cannot be read. */
gboolean _kq_student_input_read           (const char         *path,
                                           int                *n,
                                           int                *start_row,
                                           int                *start_col,
                                           gboolean           *tour,
                                           int                *rows,
                                           int                *cols,
                                           KqStudentInputWords *shape,
                                           GError            **error);
/* Copies the input into folder under its own name, and under each input file name program's
 * source gives ("QUEENS.INP", 'input.txt'); returns the path of the copy the program reads as
 * its standard input: its own name where that is a plain one, else input.EXT. */
char    *_kq_student_input_copy           (const char         *path,
                                           const char         *program,
                                           const char         *folder,
                                           GError            **error);
/* Whether the input at path is a map of a board (n rows of n squares, two symbols, as
 * CSES's "Chessboard and Queens" gives): its side, the squares of its more common symbol as
 * open[row]'s bits (KQ_QUEENS_OPEN_MAX_N rows at most), that symbol and the other ('\0' where
 * there is none). */
gboolean  _kq_student_input_map           (const char         *path,
                                           int                *side,
                                           guint32            *open,
                                           char                symbols[2]);
/* Whether program's source, in language, reads anything (its standard input, a file). */
gboolean  _kq_student_program_reads       (const char         *program,
                                           KqStudentLanguage   language);
/* program's constants of one number, C's #define N 8 and Pascal's const N = 8;, into
 * constants: interned name → the number. */
void      _kq_student_program_constants   (const char         *program,
                                           KqStudentLanguage   language,
                                           GHashTable         *constants);
/* Whether source (NUL-ended) reads the value of function somewhere: a call (C's, C++'s with
 * its parentheses, Pascal's maybe without) in a condition, an expression or a return, not one
 * made as a statement alone (getchar (); a pause, not input). */
gboolean  _kq_student_value_used          (const char         *source,
                                           const char         *function,
                                           gboolean            pascal);
/* An empty input in folder, for a program that reads nothing (its n fixed in its code). */
char    *_kq_student_input_empty          (const char         *folder,
                                           GError            **error);
/* Copies program into folder, under its own name where that is a plain one (letters, digits,
 * '_', '-', '.', '+', not first '-' or '.': never a compiler's option, nor GDB's quoting's),
 * else as program.EXT; returns its path. The messages name it as the user gave it all the
 * same (kq_gdb_compile ()). The headers it includes by a plain name from its own folder
 * ("knight.h", and theirs) are copied beside it: nothing else of that folder is seen. */
char    *_kq_student_program_copy         (const char         *program,
                                           const char         *folder,
                                           GError            **error);

/* Queens kept in an int's bits down a recursion (kq-student-bits.c): the recursion's function
 * and the local that is its mask, once seen (interned; NULL: not yet); how many of its rows
 * were read last. */
typedef struct {
  const char *function;
  const char *name;
  guint       shown;
} KqStudentBits;

/* The columns the mask of the recursion's calls nearest frames' top (outermost first) took or
 * freed, a row each, at most max and one more than last time; how many. The first time a
 * local runs two levels deep one bit at a time, alone of its frame's, it is taken as the mask,
 * until its recursion is over and another function's local is seen so. */
guint _kq_student_bits_read (KqStudentBits        *bits,
                             const KqStudentFrame *frames,
                             guint                 n_frames,
                             int                  *columns,
                             guint                 max);

/* What a queens program of n printed that no placement can be: the first wrong line of the
 * files it wrote (KqStudentFile), else of its output (if output_whole: none of it was cut),
 * into verdict (its kind and step the caller's; its detail the file's name, NULL for the
 * output); FALSE: none. */
gboolean _kq_student_printed_check (const GPtrArray        *files,
                                    const GString          *output,
                                    gboolean                output_whole,
                                    int                     n,
                                    KqStudentVerdict       *verdict);
/* Such a verdict's line and what is wrong with it: "line 3: (2, 0) is off the 5 × 5 board". */
char    *_kq_student_printed_text  (const KqStudentVerdict *verdict);
/* The run-time error a Free Pascal program that exited with status printed as it ended
 * ("Runtime error 201 at $…": its words without the address), NULL: none. */
char    *_kq_student_printed_runtime_error (const GString          *output,
                                            int                     status);

/* A KqStudentArray's free func; a KqStudentVerdict's clear func (kq-student-verdict.c). */
void     _kq_student_array_free           (gpointer            data);
gboolean _kq_student_array_uniform        (const KqStudentArray *array);
void     _kq_student_verdict_clear        (gpointer            data);
/* Appends copies of n verdicts (their details too) to to (KqStudentVerdict). */
void     _kq_student_verdicts_copy        (GArray             *to,
                                           const KqStudentVerdict *verdicts,
                                           guint               n);
/* The verdict of kind in verdicts (KqStudentVerdict), or NULL. */
KqStudentVerdict *_kq_student_verdicts_find (GArray             *verdicts,
                                             KqStudentVerdictKind kind);
/* Takes every verdict of kind out of verdicts (KqStudentVerdict, cleared as they go). */
void     _kq_student_verdicts_remove      (GArray             *verdicts,
                                           KqStudentVerdictKind kind);

/* Why the run cannot begin yet: no input for a program that reads (after its compiler has
 * spoken), or NULL. */
const GError *_kq_student_run_get_no_input (const KqStudentRun *run);
/* The run begins (kq-student-execute.c): its wall clock starts; what its runner is handed. */
const KqStudentJob *_kq_student_run_begin (KqStudentRun       *run);
/* Its runner returned: runner_error NULL (it ran), or the error it returned (taken);
 * cancelled: the caller's cancellable was. The run is judged; FALSE with the error where it
 * could not run (kq_student_run_execute ()). */
gboolean _kq_student_run_end              (KqStudentRun       *run,
                                           GError             *runner_error,
                                           gboolean            cancelled,
                                           GError            **error);
/* The run's folder (a test looks there for what the program left). */
const char *kq_student_run_get_folder     (const KqStudentRun *run);

/* Where a board reader's reports go: a step (the run's open one, or one the finder holds while
 * it looks for the board) and a list of verdicts; nowhere while the reader is a guess being
 * tried (quiet). */
typedef struct {
  KqStudentStep *step;      /* the step reported on: its op, solution, index and line */
  gboolean       open;      /* whether step takes an op or a solution still */
  GArray        *verdicts;  /* KqStudentVerdict */
  gboolean       quiet;
  GArray        *more;      /* KqStudentMove: the step's changes after its op (NULL: none kept) */
} KqStudentSink;

/* The id of the list of the columns of queens kept in the bits of an int (kq-student-run.c):
 * one no runner gives (theirs count up). Queens only: a mask holds no knight's path. */
#define KQ_STUDENT_BITS_ID G_MAXUINT

/* The board read from the program's arrays, judged (kq-student-board.c). */
typedef struct _KqStudentBoard KqStudentBoard;

/* A reader of the array called name as problem's board of size n. base: where the array
 * counts from (0 or 1; -1: decided at its first placement); flat: a 1-D array of the squares
 * row by row (a[y * n + x]), from its first index; start: a tour's start square as the input
 * gives it, 0-based (-1: unknown), which tells an oversized grid's base. */
KqStudentBoard *_kq_student_board_new       (const KqStudentSink  *sink,
                                             const char           *name,
                                             KqProblem             problem,
                                             int                   n,
                                             int                   base,
                                             gboolean              flat,
                                             int                   start_row,
                                             int                   start_col);
void            _kq_student_board_free      (KqStudentBoard       *board);
/* An array appeared or was replaced. */
void            _kq_student_board_array     (KqStudentBoard       *board,
                                             const KqStudentArray *array);
/* A cell of array was written (the array already holds the new value). */
void            _kq_student_board_cell      (KqStudentBoard       *board,
                                             const KqStudentArray *array,
                                             int                   index);
/* The program ended by itself: the verdicts on what it did not find. */
void            _kq_student_board_finish    (KqStudentBoard       *board);
guint64         _kq_student_board_get_solutions (const KqStudentBoard *board);
/* Queens: the furthest row or column (from 0) a queen was put down in. */
int             _kq_student_board_get_reach (const KqStudentBoard *board);
guint64         _kq_student_board_get_closed (const KqStudentBoard *board);
const char     *_kq_student_board_get_name  (const KqStudentBoard *board);
KqProblem       _kq_student_board_get_problem (const KqStudentBoard *board);
int             _kq_student_board_get_n     (const KqStudentBoard *board);
/* How far the reader's search has gone right since it last began (its first piece put on an
 * empty board): the pieces standing with no slip among them, the most so far. A guess whose
 * search goes right is the board. */
int             _kq_student_board_get_progress (const KqStudentBoard *board);
guint           _kq_student_board_get_puts     (const KqStudentBoard *board);
/* Whether a tour's moves counted past 1, or too few were put down to tell: a grid whose cells
 * are all written 1 never counts a path; nor, until it finds a tour, one whose move 1 stood on
 * two squares at once (a map of the directions taken, 0 to 7), or whose moves were mostly no
 * knight's move from the one before (queens numbered as they are put down, 1 to 8, any free
 * square tried: a knight's program makes its moves from its table of eight, a wrong entry
 * its slip). */
gboolean        _kq_student_board_counts_up    (const KqStudentBoard *board);
/* How many times its search began (its first piece put on an empty board): the finder tells
 * the search's own beginnings from an array first filled row by row. */
guint           _kq_student_board_get_starts (const KqStudentBoard *board);
/* Queens 1-D: a row's queen put further on after a deeper one, or back, so far. */
guint           _kq_student_board_get_retries (const KqStudentBoard *board);
/* Queens: a queen put down while an attacked one stood, so far. */
guint           _kq_student_board_get_went_on (const KqStudentBoard *board);
/* A 1-D queens reader: whether each row's queen went on, column after column, as a search
 * tries them (never back: a knight's path kept as coordinates, an input read in). */
gboolean        _kq_student_board_tries_in_order (const KqStudentBoard *board);
void            _kq_student_board_set_sink  (KqStudentBoard       *board,
                                             const KqStudentSink  *sink);
/* Whether a piece was put down outside its n × n: an n guessed from the array's size is
 * too small (a 7 × 7 corner of an 8 × 8 board); or past (). */
gboolean        _kq_student_board_get_outside (const KqStudentBoard *board);
/* Whether a 1-D queens array was written a column past n: too small an n, or no queens at
 * all (a knight's path of square numbers), whatever the input says n is. */
gboolean        _kq_student_board_get_past    (const KqStudentBoard *board);
/* Whether a search begun after its solutions put a piece down outside its n: a new case of
 * the program's input, on a larger board (T cases of n, sizes read until 0). */
gboolean        _kq_student_board_get_outgrown (const KqStudentBoard *board);
/* Whether a queens search begun after its solutions began where its first did, after others
 * began elsewhere: a new case of the same n, where the input holds several. */
gboolean        _kq_student_board_get_restarted (const KqStudentBoard *board);
/* Whether it restarted in a function other than its first search's: a second search the
 * program makes on purpose (a second method's), whatever its input. */
gboolean        _kq_student_board_get_elsewhere (const KqStudentBoard *board);
/* The search it reads ended at its last start, where a new case's began: the verdicts on
 * what it did not find, as if the program had ended there. */
void            _kq_student_board_end_case (KqStudentBoard *board);
/* The run's solutions found before the board's own (its earlier cases'): its solutions are
 * numbered on from them. */
void            _kq_student_board_set_solutions_before (KqStudentBoard *board,
                                                        guint64         solutions);
/* The input gives more than n (squares a case forbids or gives): the solutions it does not
 * find are no slip the trace can see. */
void            _kq_student_board_set_constrained (KqStudentBoard *board);
/* Whether the search went on from a queen in its first column (another put down while it
 * stood). */
gboolean        _kq_student_board_get_column0 (const KqStudentBoard *board);
/* The array the board reads now (0: none yet). */
guint           _kq_student_board_get_reading (const KqStudentBoard *board);
/* Whether the board found solutions and no queen was put down after its last one so far:
 * a search that stopped at its first. */
gboolean        _kq_student_board_stopped (const KqStudentBoard *board);
/* The list that grows and shrinks the board reads (0: an array of its name, whichever);
 * the board reads that one only. */
guint           _kq_student_board_get_array (const KqStudentBoard *board);
void            _kq_student_board_set_array (KqStudentBoard *board,
                                             guint           id);
/* A 1-D queens array holds each row's column as one bit (map[r] = 1 << c), 0 for none. */
void            _kq_student_board_set_onehot (KqStudentBoard *board);
/* A 1-D queens array's rows never written (0 for the other boards). */
int             _kq_student_board_get_untouched (const KqStudentBoard *board);
/* A tour's grid holds visited marks (1, True), not move numbers: its moves are numbered as
 * the marks come, the last taken away as it is cleared. */
void            _kq_student_board_set_marks (KqStudentBoard *board);
/* The board is a list of squares, a (row, col) pair a row: a piece each, in order. */
void            _kq_student_board_set_pairs (KqStudentBoard *board);
/* A 1-D queens array's columns count from values (0 or 1), its rows from its base. */
void            _kq_student_board_set_values (KqStudentBoard *board,
                                              int             values);
/* A tour's board is rows × cols (the larger its n), not n × n. */
void            _kq_student_board_set_rectangle (KqStudentBoard *board,
                                                 int             rows,
                                                 int             cols);
/* A grid's board stands border rows and columns in from its first ones: a knight's sentinel
 * border around it. */
void            _kq_student_board_set_border (KqStudentBoard *board,
                                              int             border);
/* A grid's queens are the cells of this value (KQ_STUDENT_VALUE_NONE: the value its first
 * queen is put down with: 1, True, 'Q'). */
void            _kq_student_board_set_queen (KqStudentBoard       *board,
                                             KqStudentValue        queen);
/* A grid's queens are the cells of any value but blank ('U' and 'Q' on '*'). */
void            _kq_student_board_set_blank (KqStudentBoard       *board,
                                             KqStudentValue        blank);
/* From now on, what it says counts: what it said (quietly) before is forgotten. */
void            _kq_student_board_speak     (KqStudentBoard       *board);

/* The board found by what the program does (kq-student-find.c): each array the program
 * writes read as each board it could be, quietly, the steps held meanwhile; the first whose
 * search goes right is the board, read again from the run's start into the held steps, which
 * then go on. */
typedef struct _KqStudentFinder KqStudentFinder;

/* What the finder takes from its run, given at its creation: the run calls the finder, the
 * finder calls back only through these (kq-student-find.c calls nothing of kq-student-run.c). */
typedef struct
{
  KqStudentSink *sink;       /* the run's: its open step, its verdicts */
  GHashTable    *arrays;     /* the run's own arrays */
  /* The hints the input gave: n, a tour's start (0-based; -1: none), whether it is surely a
   * tour's; the rectangle it gives ("5 4 1 1": 5 rows of 4), both 0: none. */
  int            n_hint, start_row, start_col;
  gboolean       tour_input;
  int            rows, cols;
  KqStudentInputWords words; /* the input's: whether it may give cases, or constraints */
  char           map[2];     /* a map's two symbols, where the input is one: the program's
                              * copy of it is no board ('\0': none) */
  GHashTable    *constants;  /* the program's constants (#define N 8): interned name → the
                              * number */
  gpointer       data;       /* the run, for the calls below */
  /* The value of an int local or global of that name in the stack now, where it is a size:
   * one value in every frame that has it, a global changed changes times at most (read from
   * the input: once, and once more for each new case); 0: none, or a counter (n++;
   * desk[x][y] = n). */
  int          (*find_size) (gpointer data, const char *name, guint changes);
  /* The board is decided: the run's problem and n are its. */
  void         (*found)     (gpointer data, KqProblem problem, int n);
  /* Hands a step on to the step func, its verdicts (taken) added to the run's. */
  void         (*hand_on)   (gpointer data, KqStudentStep *step, GArray *verdicts);
} KqStudentFinderRun;

KqStudentFinder *_kq_student_finder_new     (const KqStudentFinderRun *run,
                                             const KqStudentOptions   *options);
void             _kq_student_finder_free    (KqStudentFinder      *finder);
void             _kq_student_finder_array   (KqStudentFinder      *finder,
                                             const KqStudentArray *array);
void             _kq_student_finder_cell    (KqStudentFinder      *finder,
                                             const KqStudentArray *array,
                                             int                   index);
/* An int of the outermost frame (a global, main's) changed from old to value: where it is
 * the decided board's n, its search over the sizes begins a new case. */
void             _kq_student_finder_size    (KqStudentFinder      *finder,
                                             const char           *name,
                                             gint64                old,
                                             gint64                value);
/* The open step ended: TRUE when the finder holds it (no board yet). */
gboolean         _kq_student_finder_hold    (KqStudentFinder      *finder,
                                             const KqStudentStep  *step);
/* The run ended (ended_by_itself: it was not stopped): the board decided, the held steps
 * handed on, the verdicts on what it did not find. */
void             _kq_student_finder_end     (KqStudentFinder      *finder,
                                             gboolean              ended_by_itself);
/* Whether the board is still looked for: the steps are held. */
gboolean         _kq_student_finder_get_deciding (KqStudentFinder *finder);
/* NULL: none (yet). */
KqStudentBoard  *_kq_student_finder_get_board (KqStudentFinder    *finder);
/* The solutions found: the board's and those of the cases before it. */
guint64          _kq_student_finder_get_solutions (KqStudentFinder *finder);
/* Of those, the closed tours: the board's, where the run searched one board. */
guint64          _kq_student_finder_get_closed    (KqStudentFinder *finder);
/* The new cases of the input the program's search began (0: one board all the run). */
guint            _kq_student_finder_get_cases     (KqStudentFinder *finder);
/* The arrays as the step being handed on left them (the run's own once no step is held). */
GHashTable      *_kq_student_finder_get_arrays (KqStudentFinder   *finder);

G_END_DECLS
