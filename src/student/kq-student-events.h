/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-events.h: the one language our tracers speak to the framework, and its reader
 *
 * Every tracer writes it: kq-student-tracer.py (Python, on fd 3), kq-gdb-tracer.py (inside
 * GDB, on GDB's console, each line marked with an ASCII record separator, \036, to tell it
 * from GDB's own words: kq-gdb.c takes the mark off) and kq-native-rt.c (linked into a C or
 * C++ program, on fd 3). One event a line, in program order; what each means to the framework
 * is the runner's call named beside it (kq-student-runner-private.h):
 *
 *   L line                 the top frame is about to run line: one step         line ()
 *   N count                count lines ran that wrote no cell, not sent         lines ()
 *   C function             a call: a new frame (the function's name runs to
 *                          the line's end: C++'s have spaces)                  enter ()
 *   R                      the top frame returned                               leave ()
 *   V name value           a local of the top frame is value now (_: gone)      local ()
 *   G name value           a global is value now                                global ()
 *   A id name rows cols low col_low value…
 *                          an array appeared, or was replaced, with all its     array ()
 *                          rows × cols cells row by row (1-D: cols 0, rows
 *                          cells); low, col_low: each dimension's first index
 *   T id name rows cols value…
 *                          a list that grows and shrinks (Python's), in rows    stack ()
 *                          of room, the cells past its end _
 *   S id name room cols value…
 *                          a list that grows and shrinks (C++'s vector), its    stack_live ()
 *                          live rows now (cols 0: one cell each; vector<pair>:
 *                          2), at most room of them
 *   W id i j value         a cell written (j 0 for a 1-D array), its indexes    cell ()
 *                          as the language counts them
 *   E line text            an uncaught exception at line (0: unknown)           crash ()
 *   Y line text            the program does not compile: the runner's error     (the runner)
 *   Q status               the program exited (0 to 255)                        exit ()
 *   K signal               a signal ended it (1 to 255)                         signal ()
 *   H seconds              the last step's line ran this long, no other since   endless ()
 *   P seconds              processor time used with no step                     cpu ()
 *
 * A value is an int in decimal (-12), T or F (a bool), 'code (a character: '81 is Q) or _
 * (none: anything else). A tracer of C writes a char below ' ' as an int: C's char row[16]
 * holds small numbers, not a drawing.
 *
 * What a line holds is the program's to write too (it runs in the tracer's process, or can
 * reach its channel), so the reader trusts nothing and bounds everything: fields are separated
 * by one space, nothing before the first or after the last; a number is an optional - and 1 to
 * 20 digits, within its field's range (an id below 2^31; a value beyond 64 bits is the nearest
 * that fits: an unsigned long long's 2^64 - 1 reads as 2^63 - 1); a name is 1 to
 * KQ_STUDENT_EVENT_NAME_MAX bytes of UTF-8 with no space or control character (a function's
 * may hold spaces); a text is UTF-8, cut at KQ_STUDENT_EVENT_TEXT_MAX bytes; an array has at
 * most KQ_STUDENT_CELLS_MAX cells, and exactly rows × cols values (A, T); a line is at most
 * KQ_STUDENT_EVENT_LINE_MAX bytes, without a NUL. A line that breaks a rule is no event: the
 * reader says why (KQ_STUDENT_EVENT_ERROR) and reports nothing of it. An empty line is no
 * event and no error: a tracer ends a line the program was killed in the middle of with one.
 * Calls deeper than KQ_STUDENT_EVENT_DEPTH_MAX are not reported (nor their locals): the stack
 * shown is cut there, and each of their returns is matched before the frames shown return.
 */
#pragma once

#include "kq-student-runner-private.h"

G_BEGIN_DECLS

#define KQ_STUDENT_EVENT_NAME_MAX 1024
#define KQ_STUDENT_EVENT_TEXT_MAX 4096
/* The longest line: an array's whole cells, each value of at most 21 characters and its
 * space, and room for its name and numbers. */
#define KQ_STUDENT_EVENT_LINE_MAX (KQ_STUDENT_CELLS_MAX * 22 + 4096)
#define KQ_STUDENT_EVENT_DEPTH_MAX (1 << 16)

#define KQ_STUDENT_EVENT_ERROR (kq_student_event_error_quark ())
GQuark kq_student_event_error_quark (void);

typedef enum {
  KQ_STUDENT_EVENT_ERROR_SYNTAX,  /* not an event of the language: the message says why */
} KqStudentEventError;

typedef enum {
  KQ_STUDENT_EVENT_NONE,        /* an empty line */
  KQ_STUDENT_EVENT_LINE,        /* L */
  KQ_STUDENT_EVENT_LINES,       /* N */
  KQ_STUDENT_EVENT_CALL,        /* C */
  KQ_STUDENT_EVENT_RETURN,      /* R */
  KQ_STUDENT_EVENT_LOCAL,       /* V */
  KQ_STUDENT_EVENT_GLOBAL,      /* G */
  KQ_STUDENT_EVENT_ARRAY,       /* A */
  KQ_STUDENT_EVENT_STACK,       /* T */
  KQ_STUDENT_EVENT_STACK_LIVE,  /* S */
  KQ_STUDENT_EVENT_CELL,        /* W */
  KQ_STUDENT_EVENT_CRASH,       /* E */
  KQ_STUDENT_EVENT_SYNTAX,      /* Y */
  KQ_STUDENT_EVENT_EXIT,        /* Q */
  KQ_STUDENT_EVENT_SIGNAL,      /* K */
  KQ_STUDENT_EVENT_ENDLESS,     /* H */
  KQ_STUDENT_EVENT_CPU,         /* P */
} KqStudentEventKind;

/* One event, its fields by their names in the grammar above; the others 0. */
typedef struct {
  KqStudentEventKind    kind;
  gint64                number;    /* L, E, Y: the line; N: the count; Q: the status; K: the
                                    * signal; H, P: the seconds */
  guint                 id;        /* A, T, S, W */
  const char           *name;      /* V, G, A, T, S: the name; C: the function; E, Y: the
                                    * text (within the line read) */
  int                   rows;      /* A, T; S: the room */
  int                   cols;      /* A, T */
  int                   low;       /* A */
  int                   col_low;   /* A */
  int                   i, j;      /* W */
  KqStudentValue        value;     /* V, G, W */
  const KqStudentValue *values;    /* A, T, S: the cells (the reader's, until its next line) */
  guint                 n_values;
} KqStudentEvent;

/* A reader of one tracer's events, for one run (NULL: one that parses only). */
typedef struct _KqStudentEventReader KqStudentEventReader;

KqStudentEventReader *kq_student_event_reader_new    (const KqStudentJob    *job);
void                  kq_student_event_reader_free   (KqStudentEventReader  *reader);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (KqStudentEventReader, kq_student_event_reader_free)

/* Parses line (length bytes, its newline removed, and a NUL: as kq_student_child_read () hands
 * it; its name or text is nul-terminated in place) into *event. FALSE with
 * KQ_STUDENT_EVENT_ERROR_SYNTAX when it is no event. */
gboolean kq_student_event_reader_parse  (KqStudentEventReader  *reader,
                                         char                  *line,
                                         gsize                  length,
                                         KqStudentEvent        *event,
                                         GError               **error);
/* Tells the run what event says (Y is kept for the runner). FALSE: the run says stop. */
gboolean kq_student_event_reader_report (KqStudentEventReader  *reader,
                                         const KqStudentEvent  *event);
/* Both: a KqStudentChildLineFunc (user_data: the reader). A line that is no event is dropped,
 * the debug log says why. FALSE: the run says stop. */
gboolean kq_student_event_reader_read   (char                  *line,
                                         gsize                  length,
                                         gpointer               user_data);
/* The last Y: its text (NULL: none) and *line. */
const char *kq_student_event_reader_get_syntax_error (KqStudentEventReader *reader,
                                                      int                  *line);

G_END_DECLS
