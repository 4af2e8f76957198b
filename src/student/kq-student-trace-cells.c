/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-trace-cells.c: the cells a traced line writes, sent as the tracer's cells ()
 * sends them, and whether its rescan () may find anything (kq-student-trace.c) */
#include "kq-student-trace-private.h"

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
bool
_kq_trace_rescan_needed (void)
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
      /* a row made a list (a grid made a row at a time): the Python's to send */
      if (PyList_Check (value) || PyTuple_Check (value))
        {
          done = 0;
          goto out;
        }
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

  _kq_trace_put_str ("W ");
  _kq_trace_put_int (id);
  _kq_trace_put (" ", 1);
  _kq_trace_put_int (i);
  _kq_trace_put (" ", 1);
  _kq_trace_put_int (j);
  _kq_trace_put (" ", 1);
  _kq_trace_put_str (_kq_trace_encode (value, e));
  _kq_trace_record_end ();
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
int
_kq_trace_send_cell (PyObject *locals,
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

      if ((entry = _kq_trace_call_hook (HOOK_TRACK, args, 2, &failed)) == NULL)
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
      PyObject *result = _kq_trace_call_hook (HOOK_PUT_CELL, args, 4, &failed);

      put = result != NULL && PyObject_Not (result) == 1 ? 1 : -1;
      Py_XDECREF (result);
    }
  other = put != 1;
out:
  if (_kq_trace_settle () < 0)
    failed = -1;
  Py_XDECREF (obj);
  Py_XDECREF (key);
  Py_XDECREF (entry);
  Py_XDECREF (index);
  return failed < 0 ? -1 : other;
}

