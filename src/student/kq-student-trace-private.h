/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-trace-private.h: what the trace module's files share (kq-student-trace.c says
 * what the module does): the tracer's state, the channel and the tracer's Python
 * (kq-student-trace-channel.c), the cells a line writes (kq-student-trace-cells.c). Built as
 * one module by gcc alone, with link-time optimisation: a record's few bytes are put inline
 * where an event makes them, as when the module was one file, and nothing here is seen
 * outside it (-fvisibility=hidden). */
#pragma once

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdbool.h>

#define CHANNEL_FD 3
/* records held before a write (the tracer's len (buf) > 4096) */
#define SPILL_RECORDS 4096
/* a code's flags whose return events may be yields (the tracer's SUSPENDS) */
#define SUSPENDS (CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR)
/* the lines whose todo is looked up in an array; a longer source's last ones in the dict */
#define LINES_TABLE (1 << 16)
/* the tracer's state of a frame: [todo, sent, opcodes watched, last opcode, line] */
enum { STATE_TODO, STATE_SENT, STATE_GUARDED, STATE_LAST, STATE_LINE, STATE_SIZE };
/* a line's todo: (names, writes, guarded, other, attrs) */
enum { TODO_NAMES, TODO_WRITES, TODO_GUARDED, TODO_OTHER, TODO_ATTRS, TODO_SIZE };

/* The tracer's Python, called from here (kq-student-tracer.py says what each does). */
enum {
  HOOK_AFTER,       /* after (frame, state, todo) */
  HOOK_TRACK,       /* track (name, list) */
  HOOK_CALL_LOCAL,  /* call_local (frame, name, value, resumed, sent) */
  HOOK_EARLY_CALL,  /* early_call (caller, state) */
  HOOK_OPCODE,      /* opcode (frame, state) */
  HOOK_RETURNED,    /* returned (frame) */
  HOOK_RESCAN,      /* rescan () */
  HOOK_PUT_CELL,    /* put_cell (name, obj, entry, index) */
  N_HOOKS
};

/* The tracer's state, the module's one. */
typedef struct {
  bool           started;
  PyObject      *program;        /* the program's file name */
  PyObject      *info;           /* line -> todo (a copy of the tracer's) */
  PyObject     **lines;          /* the same for lines below LINES_TABLE (strong) */
  PyObject      *stack;          /* the tracer's list of frame states */
  PyObject      *virtual_codes;  /* the tracer's set of codes with a stack passed down */
  PyObject      *fresh;          /* the tracer's dict: a generator's code -> its first lasti */
  PyObject      *arrays;         /* the tracer's dict: id (list) -> Tracked */
  PyObject      *empties;        /* the tracer's dict: id (list) -> (name, list), empty lists */
  PyObject      *attr_obj, *attr_shadow, *attr_lo, *attr_cols, *attr_aid;  /* a Tracked's */
  PyObject      *hooks[N_HOOKS];
  PyObject      *module_name;    /* "<module>" */
  PyFrameObject **frames;        /* the frames traced, innermost last (strong) */
  Py_ssize_t     n_frames, frames_room;
  /* the records not yet written */
  char          *buf;
  size_t         length, room;
  unsigned       pending;        /* records since the last write */
  unsigned long long records;    /* all records: the watcher's sign of progress */
} KqTracer;

extern KqTracer tracer;

/* kq-student-trace-channel.c: the records, held and written to the channel */
void        _kq_trace_channel_write (void);
void        _kq_trace_put           (const char *text,
                                     size_t      length);
void        _kq_trace_put_str       (const char *text);
void        _kq_trace_put_unicode   (PyObject   *text);
void        _kq_trace_put_int       (long long   n);
void        _kq_trace_record_end    (void);
void        _kq_trace_spill         (void);
const char *_kq_trace_encode        (PyObject   *value,
                                     char        text[32]);
/* the tracer's Python called, and the errors an event's work left */
int         _kq_trace_settle        (void);
PyObject   *_kq_trace_call_hook     (int         which,
                                     PyObject  **args,
                                     size_t      n_args,
                                     int        *failed);
int         _kq_trace_hook          (int         which,
                                     PyObject  **args,
                                     size_t      n_args);
bool        _kq_trace_keep_hook     (int         which,
                                     PyObject  **args,
                                     size_t      n_args);

/* kq-student-trace-cells.c: the cells a line writes */
bool        _kq_trace_rescan_needed (void);
int         _kq_trace_send_cell     (PyObject   *locals,
                                     PyObject   *globals,
                                     PyObject   *write);
