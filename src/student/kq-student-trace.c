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
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <errno.h>
#include <stdbool.h>
#include <unistd.h>

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

static struct {
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
} tracer;

/* Writes the buffer to the channel; the reader gone (Stop, the step limit), the run ends at
 * once: untraced code never runs. */
static void
channel_write (void)
{
  size_t done = 0;

  while (done < tracer.length)
    {
      ssize_t n = write (CHANNEL_FD, tracer.buf + done, tracer.length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        _exit (1);
      done += (size_t) n;
    }
  tracer.length = 0;
  tracer.pending = 0;
}

static bool
reserve (size_t more)
{
  if (tracer.room - tracer.length >= more)
    return true;
  size_t room = tracer.room ? tracer.room : 1 << 16;

  while (room - tracer.length < more)
    {
      if (room > PY_SSIZE_T_MAX / 2)
        return false;
      room *= 2;
    }
  char *buf = PyMem_RawRealloc (tracer.buf, room);

  if (buf == NULL)
    return false;
  tracer.buf = buf;
  tracer.room = room;
  return true;
}

static void
put (const char *text,
     size_t      length)
{
  if (!reserve (length))
    {
      /* what would not fit goes out now, what still does not is lost as a line too long */
      channel_write ();
      if (!reserve (length))
        return;
    }
  memcpy (tracer.buf + tracer.length, text, length);
  tracer.length += length;
}

static void
put_str (const char *text)
{
  put (text, strlen (text));
}

/* A str as UTF-8 (one the codec refuses, a lone surrogate, escaped: never an error). */
static void
put_unicode (PyObject *text)
{
  Py_ssize_t length;
  const char *utf8 = PyUnicode_AsUTF8AndSize (text, &length);

  if (utf8 != NULL)
    {
      put (utf8, (size_t) length);
      return;
    }
  PyErr_Clear ();
  PyObject *bytes = PyUnicode_AsEncodedString (text, "utf-8", "backslashreplace");

  if (bytes != NULL)
    put (PyBytes_AS_STRING (bytes), (size_t) PyBytes_GET_SIZE (bytes));
  else
    PyErr_Clear ();
  Py_XDECREF (bytes);
}

static void
record_end (void)
{
  put ("\n", 1);
  tracer.pending++;
  tracer.records++;
}

static void
spill (void)
{
  if (tracer.pending > SPILL_RECORDS)
    channel_write ();
}

/* n in decimal into text (room for 21 bytes and a NUL): its end. snprintf () took a tenth of
 * the time. */
static char *
format_int (char      *text,
            long long  n)
{
  char digits[24];
  int k = 0;
  unsigned long long u = n < 0 ? 0ULL - (unsigned long long) n : (unsigned long long) n;

  do
    digits[k++] = (char) ('0' + u % 10);
  while ((u /= 10) != 0);
  if (n < 0)
    *text++ = '-';
  while (k > 0)
    *text++ = digits[--k];
  *text = '\0';
  return text;
}

static void
put_int (long long n)
{
  char text[24];

  put (text, (size_t) (format_int (text, n) - text));
}

/* The tracer's encode (value): the one text of a value the channel carries. */
static const char *
encode (PyObject *value,
        char      text[32])
{
  if (value == Py_True)
    return "T";
  if (value == Py_False)
    return "F";
  if (PyLong_CheckExact (value))
    {
      int overflow;
      long long n = PyLong_AsLongLongAndOverflow (value, &overflow);

      if (overflow || (n == -1 && PyErr_Occurred ()) || n <= -(1LL << 62) || n >= 1LL << 62)
        {
          PyErr_Clear ();
          return "_";
        }
      format_int (text, n);
      return text;
    }
  if (PyUnicode_CheckExact (value))
    {
      Py_ssize_t length = PyUnicode_GET_LENGTH (value), start = 0, end = length;
      int kind = PyUnicode_KIND (value);
      const void *data = PyUnicode_DATA (value);

      if (length == 1)
        {
          text[0] = '\'';
          format_int (text + 1, PyUnicode_READ (kind, data, 0));
          return text;
        }
      /* a move number drawn in its cell, padded (" 1", "12"): str.strip (), then ASCII digits */
      while (start < end && Py_UNICODE_ISSPACE (PyUnicode_READ (kind, data, start)))
        start++;
      while (end > start && Py_UNICODE_ISSPACE (PyUnicode_READ (kind, data, end - 1)))
        end--;
      if (end == start || end - start > 9)
        return "_";
      for (Py_ssize_t i = start; i < end; i++)
        {
          Py_UCS4 c = PyUnicode_READ (kind, data, i);

          if (c < '0' || c > '9')
            return "_";
          text[i - start] = (char) c;
        }
      text[end - start] = '\0';
      return text;
    }
  return "_";
}

/* An error the work of an event left: an Exception dropped as the tracer's try drops it (0);
 * another (KeyboardInterrupt) ends the tracing and goes to the program (-1), as it would from
 * the tracer's own function. */
static int
settle (void)
{
  if (!PyErr_Occurred ())
    return 0;
  if (PyErr_ExceptionMatches (PyExc_Exception))
    {
      PyErr_Clear ();
      return 0;
    }

  PyObject *type, *value, *traceback;

  /* (sys.settrace's audit event wants no error set) */
  PyErr_Fetch (&type, &value, &traceback);
  PyEval_SetTrace (NULL, NULL);
  PyErr_Restore (type, value, traceback);
  return -1;
}

/* Calls a hook of the tracer's Python: its result (a new reference), or NULL where it raised
 * (settle (): *failed -1 for a BaseException). */
static PyObject *
call_hook (int        which,
           PyObject **args,
           size_t     n_args,
           int       *failed)
{
  PyObject *result = PyObject_Vectorcall (tracer.hooks[which], args, n_args, NULL);

  if (result == NULL && settle () < 0)
    *failed = -1;
  return result;
}

/* The same, its result dropped: 0, or -1 (a BaseException). */
static int
hook (int        which,
      PyObject **args,
      size_t     n_args)
{
  int failed = 0;

  Py_XDECREF (call_hook (which, args, n_args, &failed));
  return failed;
}

/* The same, for a hook called within the tracer's try: FALSE where it raised, the rest of the
 * try not run (a BaseException left set for settle ()). */
static bool
keep_hook (int        which,
           PyObject **args,
           size_t     n_args)
{
  int failed = 0;
  PyObject *result = call_hook (which, args, n_args, &failed);

  Py_XDECREF (result);
  return result != NULL;
}

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
  put (&kind, 1);
  put (" ", 1);
  put_unicode (name);
  put (" ", 1);
  put_str (e);
  record_end ();
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

      return keep_hook (HOOK_TRACK, args, 2);
    }
  if (!PyDict_CheckExact (sent))
    return false;
  e = encode (value, text);
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

/* A Tracked's attribute (a new reference), or NULL: not there. */
static PyObject *
entry_get (PyObject *entry,
           PyObject *attr)
{
  PyObject *value = PyObject_GetAttr (entry, attr);

  if (value == NULL)
    PyErr_Clear ();
  return value;
}

/* Whether the tracer's rescan () may find anything to do: an empty list that grew, an array
 * not as it was sent (a dict's always looked at there). Mostly not: a line that calls a method
 * (self.mark (r, c)) has changed nothing by itself. */
static bool
rescan_needed (void)
{
  PyObject *key, *value;
  Py_ssize_t at = 0;

  if (!PyDict_CheckExact (tracer.empties) || !PyDict_CheckExact (tracer.arrays))
    return true;
  while (PyDict_Next (tracer.empties, &at, &key, &value))
    if (!PyTuple_CheckExact (value) || PyTuple_GET_SIZE (value) != 2 ||
        !PyList_CheckExact (PyTuple_GET_ITEM (value, 1)) ||
        PyList_GET_SIZE (PyTuple_GET_ITEM (value, 1)) != 0)
      return true;
  at = 0;
  while (PyDict_Next (tracer.arrays, &at, &key, &value))
    {
      PyObject *entry = value;
      PyObject *lo, *obj, *shadow;
      int same = 0;

      Py_INCREF (entry);
      lo = entry_get (entry, tracer.attr_lo);
      obj = entry_get (entry, tracer.attr_obj);
      shadow = entry_get (entry, tracer.attr_shadow);
      /* lists of ints, bools, short strs and None, or rows of them: no program's code runs */
      if (lo == Py_None && obj != NULL && shadow != NULL && PyList_CheckExact (obj) &&
          PyList_CheckExact (shadow))
        same = PyObject_RichCompareBool (obj, shadow, Py_EQ);
      if (same < 0)
        PyErr_Clear ();
      Py_XDECREF (lo);
      Py_XDECREF (obj);
      Py_XDECREF (shadow);
      Py_DECREF (entry);
      if (same != 1)
        return true;
    }
  return false;
}

/* An int's value (an exact int, not a bool) in *n: FALSE where it is none, or too large. */
static bool
get_index (PyObject   *value,
           Py_ssize_t *n)
{
  if (value == NULL || !PyLong_CheckExact (value))
    return false;
  *n = PyLong_AsSsize_t (value);
  if (*n == -1 && PyErr_Occurred ())
    {
      PyErr_Clear ();
      return false;
    }
  return true;
}

static PyObject *
get_item (PyObject   *obj,
          Py_ssize_t  i)
{
  PyObject *key = PyLong_FromSsize_t (i);
  PyObject *item = key != NULL ? PyObject_GetItem (obj, key) : NULL;

  Py_XDECREF (key);
  return item;
}

static int
set_item (PyObject   *obj,
          Py_ssize_t  i,
          PyObject   *value)
{
  PyObject *key = PyLong_FromSsize_t (i);
  int failed = key != NULL ? PyObject_SetItem (obj, key, value) : -1;

  Py_XDECREF (key);
  return failed;
}

/* The tracer's put_cell () for a list counted from 0 (entry: its Tracked) and indexes that are
 * ints: 1, the cell sent; 0, not such a cell (the Python's to send); -1, it could not be read
 * (an error set). */
static int
put_cell (PyObject *obj,
          PyObject *entry,
          PyObject *index)
{
  PyObject *lo = entry_get (entry, tracer.attr_lo), *cols = entry_get (entry, tracer.attr_cols);
  PyObject *aid = entry_get (entry, tracer.attr_aid);
  PyObject *shadow = entry_get (entry, tracer.attr_shadow);
  PyObject *row = NULL, *value = NULL;
  Py_ssize_t n = PyList_GET_SIZE (index), i = 0, j = 0, columns = 0, id = 0;
  int done = 0;

  if (!PyList_CheckExact (obj) || lo != Py_None || shadow == NULL || !get_index (cols, &columns) ||
      !get_index (aid, &id) || (n > 0 && !get_index (PyList_GET_ITEM (index, 0), &i)) ||
      (n > 1 && !get_index (PyList_GET_ITEM (index, 1), &j)))
    goto out;
  done = -1;
  if (columns != 0 && n == 2)
    {
      PyObject *shadow_row;

      if ((row = PyObject_GetItem (obj, PyList_GET_ITEM (index, 0))) == NULL)
        goto out;
      if (i < 0)
        i += PyList_GET_SIZE (obj);
      if (j < 0)
        {
          Py_ssize_t length = PyObject_Size (row);

          if (length < 0)
            goto out;
          j += length;
        }
      if ((value = get_item (row, j)) == NULL || (shadow_row = get_item (shadow, i)) == NULL)
        goto out;
      if (set_item (shadow_row, j, value) < 0)
        {
          Py_DECREF (shadow_row);
          goto out;
        }
      Py_DECREF (shadow_row);
    }
  else if (columns == 0 && n == 1)
    {
      if ((value = PyObject_GetItem (obj, PyList_GET_ITEM (index, 0))) == NULL)
        goto out;
      if (i < 0)
        i += PyList_GET_SIZE (obj);
      if (set_item (shadow, i, value) < 0)
        goto out;
    }
  else
    {
      PyErr_SetString (PyExc_IndexError, "not a cell of the array");
      goto out;
    }

  char e[32];

  put_str ("W ");
  put_int (id);
  put (" ", 1);
  put_int (i);
  put (" ", 1);
  put_int (j);
  put (" ", 1);
  put_str (encode (value, e));
  record_end ();
  done = 1;
out:
  Py_XDECREF (lo);
  Py_XDECREF (cols);
  Py_XDECREF (aid);
  Py_XDECREF (shadow);
  Py_XDECREF (row);
  Py_XDECREF (value);
  return done;
}

/* An expression of the line (a code the tracer compiled) evaluated in the frame, or NULL. */
static PyObject *
evaluate (PyObject *code,
          PyObject *locals,
          PyObject *globals)
{
  if (!PyCode_Check (code))
    {
      PyErr_SetString (PyExc_TypeError, "not a code");
      return NULL;
    }
  return PyEval_EvalCode (code, globals, locals);
}

/* One cell a line writes (name, base: its array's expression or None, chain: its indexes'),
 * sent (the tracer's cells (), one of its writes). 0, or 1: it could not be read; -1, a
 * BaseException. */
static int
send_cell (PyObject *locals,
           PyObject *globals,
           PyObject *write)
{
  PyObject *name, *base, *chain, *obj = NULL, *key = NULL, *entry = NULL, *index = NULL;
  int failed = 0, other = 1;

  if (!PyTuple_CheckExact (write) || PyTuple_GET_SIZE (write) != 3 ||
      !PyList_CheckExact (chain = PyTuple_GET_ITEM (write, 2)))
    return 1;
  name = PyTuple_GET_ITEM (write, 0);
  base = PyTuple_GET_ITEM (write, 1);
  if (base != Py_None)
    obj = evaluate (base, locals, globals);
  else if ((obj = PyDict_GetItemWithError (locals, name)) != NULL ||
           (!PyErr_Occurred () && (obj = PyDict_GetItemWithError (globals, name)) != NULL))
    Py_INCREF (obj);
  if (obj == NULL || (key = PyLong_FromVoidPtr (obj)) == NULL)
    goto out;
  if ((entry = PyDict_GetItemWithError (tracer.arrays, key)) != NULL)
    Py_INCREF (entry);
  else if (PyErr_Occurred ())
    goto out;
  else
    {
      PyObject *args[] = { name, obj };

      if ((entry = call_hook (HOOK_TRACK, args, 2, &failed)) == NULL)
        goto out;
    }
  if ((index = PyList_New (PyList_GET_SIZE (chain))) == NULL)
    goto out;
  for (Py_ssize_t k = 0; k < PyList_GET_SIZE (chain); k++)
    {
      PyObject *value = evaluate (PyList_GET_ITEM (chain, k), locals, globals);

      if (value == NULL)
        goto out;
      PyList_SET_ITEM (index, k, value);
    }
  int put = entry != Py_None ? put_cell (obj, entry, index) : 0;

  if (put == 0)
    {
      PyObject *args[] = { name, obj, entry, index };
      PyObject *result = call_hook (HOOK_PUT_CELL, args, 4, &failed);

      put = result != NULL && PyObject_Not (result) == 1 ? 1 : -1;
      Py_XDECREF (result);
    }
  other = put != 1;
out:
  if (settle () < 0)
    failed = -1;
  Py_XDECREF (obj);
  Py_XDECREF (key);
  Py_XDECREF (entry);
  Py_XDECREF (index);
  return failed < 0 ? -1 : other;
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

      failed = hook (HOOK_AFTER, args, 3);
    }
  else if (locals == NULL ||
           send_names (locals, globals, state, PyTuple_GET_ITEM (todo, TODO_NAMES)))
    {
      for (Py_ssize_t i = 0; writes != NULL && i < PyTuple_GET_SIZE (writes) && !failed; i++)
        {
          int cell = send_cell (locals, globals, PyTuple_GET_ITEM (writes, i));

          if (cell < 0)
            failed = -1;
          else if (cell > 0)
            other = true;
        }
      if (!failed && other && rescan_needed ())
        failed = hook (HOOK_RESCAN, NULL, 0);
    }
  if (settle () < 0)
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
  put_str ("L ");
  put_int (line);
  record_end ();
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
  spill ();
  return 0;
}

static int
on_return (PyFrameObject *frame)
{
  Py_ssize_t n = PyList_GET_SIZE (tracer.stack);

  if (n > 0 && PyList_SetSlice (tracer.stack, n - 1, n, NULL) < 0)
    PyErr_Clear ();
  Py_DECREF (tracer.frames[--tracer.n_frames]);
  put_str ("R");
  record_end ();
  /* back in a caller with a stack passed down: the tracer's follow () */
  if (PySet_Check (tracer.virtual_codes) && PySet_GET_SIZE (tracer.virtual_codes) > 0)
    {
      PyObject *args[] = { (PyObject *) frame };

      return hook (HOOK_RETURNED, args, 1);
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

      return keep_hook (HOOK_CALL_LOCAL, args, 5);
    }
  char text[32];
  const char *e = encode (value, text);

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
          failed = hook (HOOK_EARLY_CALL, args, 2);
          Py_DECREF (state);
        }
      Py_DECREF (caller_code);
    }
  Py_XDECREF (caller);
  put_str ("C ");
  put_unicode (code->co_name);
  record_end ();
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
      if (settle () < 0)
        failed = -1;
    }
  if (failed == 0 && !push_frame (frame, sent))
    failed = -1;
  Py_DECREF (sent);
  Py_DECREF (code);
  spill ();
  return failed;
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

          failed = hook (HOOK_OPCODE, args, 2);
        }
      else if ((failed = after (frame, state)) == 0)
        {
          if (what == PyTrace_LINE)
            failed = on_line (frame, state);
          else if (what == PyTrace_RETURN)
            failed = on_return (frame);
        }
      Py_DECREF (state);
    }
  /* no error left set for CPython to trip on */
  return settle () < 0 ? -1 : failed;
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
  put_unicode (record);
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
  channel_write ();
  Py_RETURN_NONE;
}

PyDoc_STRVAR (spill_doc, "spill(): the records held written if there are many");

static PyObject *
spill_records (PyObject *module,
               PyObject *unused)
{
  (void) module;
  (void) unused;
  spill ();
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
