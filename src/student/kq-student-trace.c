/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-trace.c: kq-student-tracer.py's trace function in C (issue 41), a CPython
 * extension module the tracer loads in the box
 *
 * The tracer's sys.settrace () function cost about a microsecond a line: CPython's trampoline
 * copies a frame's locals into a dict and back at every event, and the function's Python runs.
 * Here the events of the program's frames are taken in C (PyEval_SetTrace): a line's L, a
 * call's C and the values of its plain locals, a return's R, and after a line that stores only
 * names, their values (V, G) where they changed. The rest, rarer, stays the tracer's Python,
 * called from here as the tracer calls it itself: arrays (a list's cells, a stack passed down a
 * recursion), the cells a line writes, its opcodes watched. Records go into a buffer of ours,
 * written to the channel (fd 3) after 4096 of them, at a line or a call, as the tracer's were.
 *
 * The program runs in this process: it can reach this module (the tracer's closures, through
 * sys.gettrace ()) as it can reach fd 3. So nothing here trusts what the tracer's objects hold
 * when read (the program may have changed them): each is checked before use, what is odd goes
 * to the Python, whose errors are dropped as the tracer drops its own; start () runs once.
 *
 * The events are taken here; the records and the calls to the tracer's Python are
 * kq-student-trace-channel.c's, the cells a line writes kq-student-trace-cells.c's.
 */
#include "kq-student-trace-private.h"

static bool
is_program (PyCodeObject *code)
{
  if (code->co_filename == tracer.program)
    return true;
  int same = PyUnicode_Check (code->co_filename) ?
             PyUnicode_Compare (code->co_filename, tracer.program) : -1;

  if (same == -1 && PyErr_Occurred ())
    PyErr_Clear ();
  return same == 0;
}

/* The state of the innermost frame traced, if frame is it; else NULL (a frame not traced). */
static PyObject *
top_state (PyFrameObject *frame)
{
  Py_ssize_t n = tracer.n_frames;

  if (n == 0 || tracer.frames[n - 1] != frame || PyList_GET_SIZE (tracer.stack) < 1)
    return NULL;
  PyObject *state = PyList_GET_ITEM (tracer.stack, PyList_GET_SIZE (tracer.stack) - 1);

  return PyList_CheckExact (state) && PyList_GET_SIZE (state) == STATE_SIZE ? state : NULL;
}

static bool
is_todo (PyObject *todo)
{
  return PyTuple_CheckExact (todo) && PyTuple_GET_SIZE (todo) == TODO_SIZE &&
         PyTuple_CheckExact (PyTuple_GET_ITEM (todo, TODO_NAMES)) &&
         PyTuple_CheckExact (PyTuple_GET_ITEM (todo, TODO_WRITES)) &&
         PyTuple_CheckExact (PyTuple_GET_ITEM (todo, TODO_ATTRS));
}

static bool
in_virtual_code (PyCodeObject *code)
{
  if (!PySet_Check (tracer.virtual_codes) || PySet_GET_SIZE (tracer.virtual_codes) == 0)
    return false;
  int in = PySet_Contains (tracer.virtual_codes, (PyObject *) code);

  if (in < 0)
    PyErr_Clear ();
  return in != 0;
}

/* Sends e as the value of name (kind: V, G), kept in sent. FALSE: an error. */
static bool
send (char        kind,
      PyObject   *sent,
      PyObject   *name,
      const char *e)
{
  PyObject *encoded = PyUnicode_FromString (e);

  if (encoded == NULL || PyDict_SetItem (sent, name, encoded) < 0)
    {
      Py_XDECREF (encoded);
      return false;
    }
  Py_DECREF (encoded);
  _kq_trace_put (&kind, 1);
  _kq_trace_put (" ", 1);
  _kq_trace_put_unicode (name);
  _kq_trace_put (" ", 1);
  _kq_trace_put_str (e);
  _kq_trace_record_end ();
  return true;
}

/* A value of a name: sent as kind (V, G) in sent where it changed; a list, the tracer's
 * track (). FALSE: an error, the rest of the line's names not looked at (the tracer's try). */
static bool
send_value (char       kind,
            PyObject  *name,
            PyObject  *value,
            PyObject  *sent)
{
  char text[32];
  const char *e;
  PyObject *old;

  if (PyList_CheckExact (value))
    {
      PyObject *args[] = { name, value };

      return _kq_trace_keep_hook (HOOK_TRACK, args, 2);
    }
  if (!PyDict_CheckExact (sent))
    return false;
  e = _kq_trace_encode (value, text);
  old = PyDict_GetItemWithError (sent, name);
  if (old == NULL && PyErr_Occurred ())
    return false;
  if (old != NULL && PyUnicode_Check (old) && PyUnicode_CompareWithASCIIString (old, e) == 0)
    return true;
  return (old == NULL && e[0] == '_') || send (kind, sent, name, e);
}

/* The names a line stored in a frame (locals, globals): their values (the tracer's after (),
 * its names). FALSE: an error, the rest of the line not looked at. */
static bool
send_names (PyObject *locals,
            PyObject *globals,
            PyObject *state,
            PyObject *names)
{
  bool ok = true;

  for (Py_ssize_t i = 0; ok && i < PyTuple_GET_SIZE (names); i++)
    {
      PyObject *name = PyTuple_GET_ITEM (names, i);
      PyObject *value = PyDict_GetItemWithError (locals, name);
      PyObject *sent = PyList_GET_ITEM (state, STATE_SENT);
      char kind = 'V';

      if (value == NULL && !PyErr_Occurred ())
        {
          /* a global set in a function: the outermost frame's */
          PyObject *outer = PyList_GET_SIZE (tracer.stack) > 0 ?
                            PyList_GET_ITEM (tracer.stack, 0) : NULL;

          value = PyDict_GetItemWithError (globals, name);
          kind = 'G';
          sent = outer != NULL && PyList_CheckExact (outer) &&
                 PyList_GET_SIZE (outer) == STATE_SIZE ? PyList_GET_ITEM (outer, STATE_SENT) : NULL;
          if (value == NULL && !PyErr_Occurred ())
            continue;
        }
      if (value == NULL || sent == NULL || !PyUnicode_Check (name))
        ok = false;
      else
        {
          Py_INCREF (value);
          Py_INCREF (sent);
          ok = send_value (kind, name, value, sent);
          Py_DECREF (sent);
          Py_DECREF (value);
        }
    }
  return ok;
}

/* What the last line of frame said to look at, now that it ran (the tracer's after ()): its
 * names, the cells it writes (a guarded line's went out as they ran), then a rescan () where
 * it may have changed an array some other way. A line that stores an attribute, or in a
 * function with a stack passed down, by the Python. */
static int
after (PyFrameObject *frame,
       PyObject      *state)
{
  PyObject *todo = PyList_GET_ITEM (state, STATE_TODO);

  if (todo == Py_None)
    return 0;
  Py_INCREF (todo);
  Py_INCREF (Py_None);
  PyList_SetItem (state, STATE_TODO, Py_None);

  int failed = 0;
  PyCodeObject *code = PyFrame_GetCode (frame);
  PyObject *locals = NULL, *globals = NULL;
  bool fast = is_todo (todo) && PyTuple_GET_SIZE (PyTuple_GET_ITEM (todo, TODO_ATTRS)) == 0 &&
              !in_virtual_code (code);
  PyObject *writes = fast && PyTuple_GET_ITEM (todo, TODO_GUARDED) != Py_True ?
                     PyTuple_GET_ITEM (todo, TODO_WRITES) : NULL;
  bool other = fast && PyTuple_GET_ITEM (todo, TODO_OTHER) == Py_True;

  if (fast && (PyTuple_GET_SIZE (PyTuple_GET_ITEM (todo, TODO_NAMES)) > 0 ||
               (writes != NULL && PyTuple_GET_SIZE (writes) > 0)))
    {
      locals = PyFrame_GetLocals (frame);
      globals = PyFrame_GetGlobals (frame);
      fast = locals != NULL && globals != NULL && PyDict_CheckExact (locals) &&
             PyDict_CheckExact (globals);
      PyErr_Clear ();
    }
  if (!fast)
    {
      PyObject *args[] = { (PyObject *) frame, state, todo };

      failed = _kq_trace_hook (HOOK_AFTER, args, 3);
    }
  else if (locals == NULL ||
           send_names (locals, globals, state, PyTuple_GET_ITEM (todo, TODO_NAMES)))
    {
      for (Py_ssize_t i = 0; writes != NULL && i < PyTuple_GET_SIZE (writes) && !failed; i++)
        {
          int cell = _kq_trace_send_cell (locals, globals, PyTuple_GET_ITEM (writes, i));

          if (cell < 0)
            failed = -1;
          else if (cell > 0)
            other = true;
        }
      if (!failed && other && _kq_trace_rescan_needed ())
        failed = _kq_trace_hook (HOOK_RESCAN, NULL, 0);
    }
  if (_kq_trace_settle () < 0)
    failed = -1;
  Py_XDECREF (locals);
  Py_XDECREF (globals);
  Py_DECREF (code);
  Py_DECREF (todo);
  return failed;
}

static void
set_state (PyObject *state,
           int       index,
           PyObject *value)
{
  if (value != NULL)
    PyList_SetItem (state, index, value);
  else
    PyErr_Clear ();
}

static int
on_line (PyFrameObject *frame,
         PyObject      *state)
{
  int line = PyFrame_GetLineNumber (frame);
  PyObject *todo = NULL;

  if (line == 0)
    /* an empty module's one event: no line of the program */
    return 0;
  _kq_trace_put_str ("L ");
  _kq_trace_put_int (line);
  _kq_trace_record_end ();
  if (line > 0 && line < LINES_TABLE)
    todo = tracer.lines[line];
  else
    {
      PyObject *key = PyLong_FromLong (line);

      if (key == NULL || (todo = PyDict_GetItemWithError (tracer.info, key)) == NULL)
        PyErr_Clear ();
      Py_XDECREF (key);
    }
  Py_INCREF (todo ?: Py_None);
  PyList_SetItem (state, STATE_TODO, todo ?: Py_None);
  if (todo != NULL)
    {
      /* early () reads the line; a guarded line's opcodes are watched (its writes go out as
       * they run, or never) */
      bool guarded = is_todo (todo) && PyTuple_GET_ITEM (todo, TODO_GUARDED) == Py_True;

      set_state (state, STATE_LINE, PyLong_FromLong (line));
      if (guarded)
        set_state (state, STATE_LAST, PyLong_FromLong (-1));
      if (guarded != (PyList_GET_ITEM (state, STATE_GUARDED) == Py_True))
        {
          PyObject *value = guarded ? Py_True : Py_False;

          if (PyObject_SetAttrString ((PyObject *) frame, "f_trace_opcodes", value) < 0)
            PyErr_Clear ();
          Py_INCREF (value);
          PyList_SetItem (state, STATE_GUARDED, value);
        }
    }
  else if (PyList_GET_ITEM (state, STATE_GUARDED) == Py_True)
    {
      if (PyObject_SetAttrString ((PyObject *) frame, "f_trace_opcodes", Py_False) < 0)
        PyErr_Clear ();
      Py_INCREF (Py_False);
      PyList_SetItem (state, STATE_GUARDED, Py_False);
    }
  _kq_trace_spill ();
  return 0;
}

static int
on_return (PyFrameObject *frame)
{
  Py_ssize_t n = PyList_GET_SIZE (tracer.stack);

  if (n > 0 && PyList_SetSlice (tracer.stack, n - 1, n, NULL) < 0)
    PyErr_Clear ();
  Py_DECREF (tracer.frames[--tracer.n_frames]);
  _kq_trace_put_str ("R");
  _kq_trace_record_end ();
  /* back in a caller with a stack passed down: the tracer's follow () */
  if (PySet_Check (tracer.virtual_codes) && PySet_GET_SIZE (tracer.virtual_codes) > 0)
    {
      PyObject *args[] = { (PyObject *) frame };

      return _kq_trace_hook (HOOK_RETURNED, args, 1);
    }
  return 0;
}

static bool
push_frame (PyFrameObject *frame,
            PyObject      *sent)
{
  if (tracer.n_frames == tracer.frames_room)
    {
      Py_ssize_t room = tracer.frames_room ? 2 * tracer.frames_room : 64;
      PyFrameObject **frames = PyMem_RawRealloc (tracer.frames, room * sizeof *frames);

      if (frames == NULL)
        return false;
      tracer.frames = frames;
      tracer.frames_room = room;
    }
  PyObject *state = Py_BuildValue ("[OOOii]", Py_None, sent, Py_False, -1, 0);

  if (state == NULL)
    return false;
  if (PyList_Append (tracer.stack, state) < 0)
    {
      Py_DECREF (state);
      return false;
    }
  Py_DECREF (state);
  Py_INCREF (frame);
  tracer.frames[tracer.n_frames++] = frame;
  return true;
}

/* A local of a frame just called: its value sent; a list or tuple, the tracer's call_local ().
 * FALSE: the rest not looked at (the tracer's try). */
static bool
call_local (PyFrameObject *frame,
            PyObject      *name,
            PyObject      *value,
            bool           resumed,
            PyObject      *sent)
{
  if (PyList_CheckExact (value) || PyTuple_CheckExact (value))
    {
      PyObject *args[] = { (PyObject *) frame, name, value, resumed ? Py_True : Py_False, sent };

      return _kq_trace_keep_hook (HOOK_CALL_LOCAL, args, 5);
    }
  char text[32];
  const char *e = _kq_trace_encode (value, text);

  if (e[0] == '_' || !PyUnicode_Check (name) || send ('V', sent, name, e))
    return true;
  PyErr_Clear ();
  return false;
}

/* A generator resumed, not called: its values are as they were (the tracer's fresh). */
static bool
resumed (PyFrameObject *frame,
         PyCodeObject  *code)
{
  if (!(code->co_flags & SUSPENDS) || !PyDict_CheckExact (tracer.fresh))
    return false;
  PyObject *lasti = PyLong_FromLong (PyFrame_GetLasti (frame));
  PyObject *first = lasti ? PyDict_SetDefault (tracer.fresh, (PyObject *) code, lasti) : NULL;
  int same = first ? PyObject_RichCompareBool (first, lasti, Py_EQ) : 1;

  Py_XDECREF (lasti);
  if (same < 0 || PyErr_Occurred ())
    {
      PyErr_Clear ();
      return false;
    }
  return !same;
}

static int
on_call (PyFrameObject *frame)
{
  PyCodeObject *code = PyFrame_GetCode (frame);
  PyFrameObject *caller;
  PyObject *sent = NULL;
  int failed = 0;

  if (!is_program (code))
    {
      Py_DECREF (code);
      return 0;
    }
  caller = PyFrame_GetBack (frame);
  if (tracer.n_frames > 0 && caller != NULL && PyList_GET_SIZE (tracer.stack) > 0)
    {
      /* within a line without a condition the code runs forward: a store before the call
       * ran (the tracer's early_call ()) */
      PyObject *state = PyList_GET_ITEM (tracer.stack, PyList_GET_SIZE (tracer.stack) - 1);
      PyObject *todo = PyList_CheckExact (state) && PyList_GET_SIZE (state) == STATE_SIZE ?
                       PyList_GET_ITEM (state, STATE_TODO) : NULL;
      PyCodeObject *caller_code = PyFrame_GetCode (caller);

      if (todo != NULL && is_todo (todo) &&
          PyTuple_GET_SIZE (PyTuple_GET_ITEM (todo, TODO_WRITES)) > 0 && is_program (caller_code))
        {
          PyObject *args[] = { (PyObject *) caller, state };

          Py_INCREF (state);
          failed = _kq_trace_hook (HOOK_EARLY_CALL, args, 2);
          Py_DECREF (state);
        }
      Py_DECREF (caller_code);
    }
  Py_XDECREF (caller);
  _kq_trace_put_str ("C ");
  _kq_trace_put_unicode (code->co_name);
  _kq_trace_record_end ();
  sent = PyDict_New ();
  if (sent == NULL)
    {
      Py_DECREF (code);
      return -1;
    }
  if (failed == 0 && PyUnicode_Compare (code->co_name, tracer.module_name) != 0)
    {
      bool again = resumed (frame, code);
      PyObject *locals = PyFrame_GetLocals (frame);
      PyObject *name, *value;
      Py_ssize_t at = 0;

      while (locals != NULL && PyDict_Check (locals) && PyDict_Next (locals, &at, &name, &value))
        {
          bool ok;

          Py_INCREF (name);
          Py_INCREF (value);
          ok = call_local (frame, name, value, again, sent);
          Py_DECREF (name);
          Py_DECREF (value);
          if (!ok)
            break;
        }
      Py_XDECREF (locals);
      if (_kq_trace_settle () < 0)
        failed = -1;
    }
  if (failed == 0 && !push_frame (frame, sent))
    failed = -1;
  Py_DECREF (sent);
  Py_DECREF (code);
  _kq_trace_spill ();
  return failed;
}

/* The line raised: only its stores before the raise ran (values[i] = it (), it () raising
 * StopIteration, stores nothing): those are sent (the tracer's early_call ()), the others
 * dropped from what after () looks at (the tracer's raised ()). */
static int
on_exception (PyFrameObject *frame,
              PyObject      *state)
{
  PyObject *todo = PyList_GET_ITEM (state, STATE_TODO);
  PyObject *args[] = { (PyObject *) frame, state };
  PyObject *kept;

  if (!is_todo (todo) || PyTuple_GET_SIZE (PyTuple_GET_ITEM (todo, TODO_WRITES)) == 0)
    return 0;
  if (_kq_trace_hook (HOOK_EARLY_CALL, args, 2) < 0)
    return -1;
  /* (early () may have made it anew) */
  todo = PyList_GET_ITEM (state, STATE_TODO);
  if (!is_todo (todo))
    return 0;
  kept = PyTuple_New (TODO_SIZE);
  if (kept == NULL)
    return -1;
  for (Py_ssize_t i = 0; i < TODO_SIZE; i++)
    {
      PyObject *item = i == TODO_WRITES ? PyTuple_New (0) : PyTuple_GET_ITEM (todo, i);

      if (item == NULL)
        {
          Py_DECREF (kept);
          return -1;
        }
      if (i != TODO_WRITES)
        Py_INCREF (item);
      PyTuple_SET_ITEM (kept, i, item);
    }
  PyList_SetItem (state, STATE_TODO, kept);
  return 0;
}

static int
trace (PyObject      *self,
       PyFrameObject *frame,
       int            what,
       PyObject      *arg)
{
  PyObject *state;
  int failed = 0;

  (void) self;
  (void) arg;
  if (what == PyTrace_CALL)
    failed = on_call (frame);
  else if ((state = top_state (frame)) != NULL)
    {
      Py_INCREF (state);
      if (what == PyTrace_OPCODE)
        {
          PyObject *args[] = { (PyObject *) frame, state };

          failed = _kq_trace_hook (HOOK_OPCODE, args, 2);
        }
      else if ((what != PyTrace_EXCEPTION || (failed = on_exception (frame, state)) == 0) &&
               (failed = after (frame, state)) == 0)
        {
          if (what == PyTrace_LINE)
            failed = on_line (frame, state);
          else if (what == PyTrace_RETURN)
            failed = on_return (frame);
        }
      Py_DECREF (state);
    }
  /* no error left set for CPython to trip on */
  return _kq_trace_settle () < 0 ? -1 : failed;
}

PyDoc_STRVAR (start_doc, "start(program, info, stack, virtual_codes, fresh, arrays, empties, "
              "traceobj, after, track, call_local, early_call, opcode, returned, rescan, put_cell): "
              "traces the program's frames from here on, once");

static PyObject *
start (PyObject  *module,
       PyObject  *args)
{
  PyObject *program, *info, *stack, *virtual_codes, *fresh, *arrays, *empties, *traceobj;
  PyObject *hooks[N_HOOKS];
  PyObject *key, *value;
  Py_ssize_t at = 0;

  (void) module;
  if (tracer.started)
    {
      PyErr_SetString (PyExc_RuntimeError, "started already");
      return NULL;
    }
  if (!PyArg_ParseTuple (args, "UO!O!O!O!O!O!OOOOOOOOO", &program, &PyDict_Type, &info,
                         &PyList_Type, &stack, &PySet_Type, &virtual_codes, &PyDict_Type,
                         &fresh, &PyDict_Type, &arrays, &PyDict_Type, &empties, &traceobj,
                         &hooks[0], &hooks[1], &hooks[2], &hooks[3], &hooks[4], &hooks[5],
                         &hooks[6], &hooks[7]))
    return NULL;
  for (int i = 0; i < N_HOOKS; i++)
    if (!PyCallable_Check (hooks[i]))
      {
        PyErr_SetString (PyExc_TypeError, "a hook is not callable");
        return NULL;
      }
  if ((tracer.lines = PyMem_RawCalloc (LINES_TABLE, sizeof (PyObject *))) == NULL ||
      (tracer.info = PyDict_Copy (info)) == NULL ||
      (tracer.module_name = PyUnicode_FromString ("<module>")) == NULL ||
      (tracer.attr_obj = PyUnicode_InternFromString ("obj")) == NULL ||
      (tracer.attr_shadow = PyUnicode_InternFromString ("shadow")) == NULL ||
      (tracer.attr_lo = PyUnicode_InternFromString ("lo")) == NULL ||
      (tracer.attr_cols = PyUnicode_InternFromString ("cols")) == NULL ||
      (tracer.attr_aid = PyUnicode_InternFromString ("aid")) == NULL)
    return PyErr_NoMemory ();
  while (PyDict_Next (tracer.info, &at, &key, &value))
    {
      long line = PyLong_CheckExact (key) ? PyLong_AsLong (key) : -1;

      if (line > 0 && line < LINES_TABLE)
        {
          Py_INCREF (value);
          tracer.lines[line] = value;
        }
      PyErr_Clear ();
    }
  Py_INCREF (program);
  Py_INCREF (stack);
  Py_INCREF (virtual_codes);
  Py_INCREF (fresh);
  Py_INCREF (arrays);
  Py_INCREF (empties);
  tracer.arrays = arrays;
  tracer.empties = empties;
  tracer.program = program;
  tracer.stack = stack;
  tracer.virtual_codes = virtual_codes;
  tracer.fresh = fresh;
  for (int i = 0; i < N_HOOKS; i++)
    {
      Py_INCREF (hooks[i]);
      tracer.hooks[i] = hooks[i];
    }
  tracer.started = true;
  /* sys.gettrace () says traceobj, the tracer's own function, as it did */
  PyEval_SetTrace (trace, traceobj);
  Py_RETURN_NONE;
}

PyDoc_STRVAR (emit_doc, "emit(record): a record of the channel's language, its newline ended");

static PyObject *
emit (PyObject *module,
      PyObject *record)
{
  (void) module;
  if (!PyUnicode_Check (record))
    {
      PyErr_SetString (PyExc_TypeError, "a record is a str");
      return NULL;
    }
  _kq_trace_put_unicode (record);
  tracer.pending++;
  tracer.records++;
  Py_RETURN_NONE;
}

PyDoc_STRVAR (write_doc, "write(): the records held, written to the channel now");

static PyObject *
write_records (PyObject *module,
               PyObject *unused)
{
  (void) module;
  (void) unused;
  _kq_trace_channel_write ();
  Py_RETURN_NONE;
}

PyDoc_STRVAR (spill_doc, "spill(): the records held written if there are many");

static PyObject *
spill_records (PyObject *module,
               PyObject *unused)
{
  (void) module;
  (void) unused;
  _kq_trace_spill ();
  Py_RETURN_NONE;
}

PyDoc_STRVAR (progress_doc, "progress(): how many records were made so far");

static PyObject *
progress (PyObject *module,
          PyObject *unused)
{
  (void) module;
  (void) unused;
  return PyLong_FromUnsignedLongLong (tracer.records);
}

static PyMethodDef methods[] = {
  { "start", start, METH_VARARGS, start_doc },
  { "emit", emit, METH_O, emit_doc },
  { "write", write_records, METH_NOARGS, write_doc },
  { "spill", spill_records, METH_NOARGS, spill_doc },
  { "progress", progress, METH_NOARGS, progress_doc },
  { NULL, NULL, 0, NULL },
};

static struct PyModuleDef definition = {
  PyModuleDef_HEAD_INIT, "kq_student_trace", NULL, -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit_kq_student_trace (void)
{
  /* the frames' and codes' layout is this Python's: another one's would be misread */
  if (Py_Version >> 16 != PY_VERSION_HEX >> 16)
    {
      PyErr_Format (PyExc_ImportError, "kq_student_trace is built for Python %s",
                    PY_VERSION);
      return NULL;
    }
  return PyModule_Create (&definition);
}
