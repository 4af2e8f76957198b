/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-trace-channel.c: the trace module's records, held and written to the channel
 * (fd 3), the values encoded as the channel carries them, and the tracer's Python called back
 * (kq-student-trace.c) */
#include "kq-student-trace-private.h"

#include <errno.h>
#include <unistd.h>

KqTracer tracer;

/* Writes the buffer to the channel; the reader gone (Stop, the step limit), the run ends at
 * once: untraced code never runs. */
void
_kq_trace_channel_write (void)
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

void
_kq_trace_put (const char *text,
     size_t      length)
{
  if (!reserve (length))
    {
      /* what would not fit goes out now, what still does not is lost as a line too long */
      _kq_trace_channel_write ();
      if (!reserve (length))
        return;
    }
  memcpy (tracer.buf + tracer.length, text, length);
  tracer.length += length;
}

void
_kq_trace_put_str (const char *text)
{
  _kq_trace_put (text, strlen (text));
}

/* A str as UTF-8 (one the codec refuses, a lone surrogate, escaped: never an error). */
void
_kq_trace_put_unicode (PyObject *text)
{
  Py_ssize_t length;
  const char *utf8 = PyUnicode_AsUTF8AndSize (text, &length);

  if (utf8 != NULL)
    {
      _kq_trace_put (utf8, (size_t) length);
      return;
    }
  PyErr_Clear ();
  PyObject *bytes = PyUnicode_AsEncodedString (text, "utf-8", "backslashreplace");

  if (bytes != NULL)
    _kq_trace_put (PyBytes_AS_STRING (bytes), (size_t) PyBytes_GET_SIZE (bytes));
  else
    PyErr_Clear ();
  Py_XDECREF (bytes);
}

void
_kq_trace_record_end (void)
{
  _kq_trace_put ("\n", 1);
  tracer.pending++;
  tracer.records++;
}

void
_kq_trace_spill (void)
{
  if (tracer.pending > SPILL_RECORDS)
    _kq_trace_channel_write ();
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

void
_kq_trace_put_int (long long n)
{
  char text[24];

  _kq_trace_put (text, (size_t) (format_int (text, n) - text));
}

/* The tracer's _kq_trace_encode (value): the one text of a value the channel carries. */
const char *
_kq_trace_encode (PyObject *value,
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

      /* (a digit is a move number: "1" as "12") */
      if (length == 1 && (PyUnicode_READ (kind, data, 0) < '0' ||
                          PyUnicode_READ (kind, data, 0) > '9'))
        {
          text[0] = '\'';
          format_int (text + 1, PyUnicode_READ (kind, data, 0));
          return text;
        }
      /* a move number drawn in its cell, padded (" 1", "12") or not: str.strip (), then ASCII
       * digits */
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
int
_kq_trace_settle (void)
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
 * (_kq_trace_settle (): *failed -1 for a BaseException). */
PyObject *
_kq_trace_call_hook (int        which,
           PyObject **args,
           size_t     n_args,
           int       *failed)
{
  PyObject *result = PyObject_Vectorcall (tracer.hooks[which], args, n_args, NULL);

  if (result == NULL && _kq_trace_settle () < 0)
    *failed = -1;
  return result;
}

/* The same, its result dropped: 0, or -1 (a BaseException). */
int
_kq_trace_hook (int        which,
      PyObject **args,
      size_t     n_args)
{
  int failed = 0;

  Py_XDECREF (_kq_trace_call_hook (which, args, n_args, &failed));
  return failed;
}

/* The same, for a hook called within the tracer's try: FALSE where it raised, the rest of the
 * try not run (a BaseException left set for _kq_trace_settle ()). */
bool
_kq_trace_keep_hook (int        which,
           PyObject **args,
           size_t     n_args)
{
  int failed = 0;
  PyObject *result = _kq_trace_call_hook (which, args, n_args, &failed);

  Py_XDECREF (result);
  return result != NULL;
}

