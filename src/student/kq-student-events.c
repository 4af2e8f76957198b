/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-events.c: the reader of our tracers' one language (kq-student-events.h) */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <string.h>

#include "kq-student-events.h"

G_DEFINE_QUARK (kq-student-event-error-quark, kq_student_event_error)

struct _KqStudentEventReader
{
  const KqStudentJob *job;
  GArray       *values;        /* KqStudentValue: the cells of the last A, T or S */
  guint         depth;         /* the frames reported (enter ()) and not yet returned */
  guint64       hidden;        /* the calls beyond KQ_STUDENT_EVENT_DEPTH_MAX, not reported */
  char         *syntax_error;  /* the last Y's text, and its line */
  int           syntax_line;
};

/* A line being parsed: p, the next byte; the end of its name or text, nul-terminated once the
 * whole line is an event (a line that is none is left as it came, for the debug log). */
typedef struct {
  char    *line;
  char    *p;
  char    *end;
  char    *name_end;
  GError **error;
} Cursor;

static gboolean
fail (Cursor *c, const char *what)
{
  /* in the developers' words: only the debug log shows them */
  g_set_error (c->error, KQ_STUDENT_EVENT_ERROR, KQ_STUDENT_EVENT_ERROR_SYNTAX,
               "'%c' event: %s at byte %d", g_ascii_isprint (c->line[0]) ? c->line[0] : '?',
               what, (int) (c->p - c->line) + 1);
  return FALSE;
}

/* The next field: a space, then the bytes up to the next space or the line's end. */
static gboolean
field (Cursor  *c,
       char   **start,
       gsize   *length)
{
  if (c->p == c->end || *c->p != ' ')
    return fail (c, "a field missing");
  *start = ++c->p;
  while (c->p < c->end && *c->p != ' ')
    c->p++;
  *length = (gsize) (c->p - *start);
  return *length > 0 || fail (c, "an empty field");
}

/* -?[0-9]{1,20}, as the nearest gint64 where it is beyond. */
static gboolean
parse_number (const char *text,
              gsize       length,
              gint64     *number)
{
  gboolean negative = length > 0 && text[0] == '-';
  gboolean beyond = FALSE;
  guint64 magnitude = 0;

  if (negative)
    {
      text++;
      length--;
    }
  if (length == 0 || length > 20)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      guint digit;

      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      digit = (guint) (text[i] - '0');
      if (magnitude > (G_MAXUINT64 - digit) / 10)
        beyond = TRUE;
      else
        magnitude = magnitude * 10 + digit;
    }
  if (negative)
    *number = beyond || magnitude > (guint64) G_MAXINT64 ? G_MININT64 : -(gint64) magnitude;
  else
    *number = beyond || magnitude > (guint64) G_MAXINT64 ? G_MAXINT64 : (gint64) magnitude;
  return TRUE;
}

static gboolean
number (Cursor *c,
        gint64  min,
        gint64  max,
        gint64 *number)
{
  char *start;
  gsize length;

  if (!field (c, &start, &length))
    return FALSE;
  c->p = start;
  if (!parse_number (start, length, number))
    return fail (c, "not a number");
  if (*number < min || *number > max)
    return fail (c, "a number out of range");
  c->p += length;
  return TRUE;
}

static gboolean
int_field (Cursor *c,
           gint64  min,
           gint64  max,
           int    *value)
{
  gint64 wide = 0;

  if (!number (c, min, max, &wide))
    return FALSE;
  *value = (int) wide;
  return TRUE;
}

static gboolean
id_field (Cursor *c,
          guint  *id)
{
  gint64 wide = 0;

  /* the ids above are the framework's own (KQ_STUDENT_BITS_ID) */
  if (!number (c, 0, G_MAXINT, &wide))
    return FALSE;
  *id = (guint) wide;
  return TRUE;
}

/* An int in decimal, T, F, 'code or _. */
static gboolean
parse_value (const char     *text,
             gsize           length,
             KqStudentValue *value)
{
  if (length == 1 && (text[0] == 'T' || text[0] == 'F'))
    *value = (KqStudentValue) { KQ_STUDENT_VALUE_BOOL, text[0] == 'T' };
  else if (length == 1 && text[0] == '_')
    *value = (KqStudentValue) { KQ_STUDENT_VALUE_NONE, 0 };
  else if (text[0] == '\'')
    {
      value->kind = KQ_STUDENT_VALUE_CHAR;
      return parse_number (text + 1, length - 1, &value->number);
    }
  else
    {
      value->kind = KQ_STUDENT_VALUE_INT;
      return parse_number (text, length, &value->number);
    }
  return TRUE;
}

static gboolean
value_field (Cursor         *c,
             KqStudentValue *value)
{
  char *start;
  gsize length;

  if (!field (c, &start, &length))
    return FALSE;
  if (!parse_value (start, length, value))
    {
      c->p = start;
      return fail (c, "not a value");
    }
  return TRUE;
}

/* UTF-8 without a control character (spaces: a function's name may hold them). */
static gboolean
check_name (Cursor     *c,
            const char *start,
            gsize       length)
{
  if (length > KQ_STUDENT_EVENT_NAME_MAX)
    return fail (c, "a name too long");
  for (gsize i = 0; i < length; i++)
    if ((guchar) start[i] < ' ' || start[i] == 0x7f)
      return fail (c, "a control character in a name");
  return g_utf8_validate_len (start, length, NULL) || fail (c, "a name not UTF-8");
}

static gboolean
name_field (Cursor      *c,
            const char **name)
{
  char *start;
  gsize length;

  if (!field (c, &start, &length) || !check_name (c, start, length))
    return FALSE;
  *name = start;
  c->name_end = c->p;
  return TRUE;
}

/* A function's name: the rest of the line. */
static gboolean
function_field (Cursor      *c,
                const char **name)
{
  if (c->p == c->end || *c->p != ' ' || c->p + 1 == c->end)
    return fail (c, "no function");
  *name = ++c->p;
  c->p = c->end;
  c->name_end = c->end;
  return check_name (c, *name, (gsize) (c->end - *name));
}

/* A text: the rest of the line, maybe none; cut at KQ_STUDENT_EVENT_TEXT_MAX bytes, between
 * two characters. */
static gboolean
text_field (Cursor      *c,
            const char **text)
{
  gsize length, cut;

  if (c->p < c->end && *c->p == ' ')
    c->p++;
  *text = c->p;
  length = (gsize) (c->end - c->p);
  if (!g_utf8_validate_len (c->p, length, NULL))
    return fail (c, "a text not UTF-8");
  cut = MIN (length, KQ_STUDENT_EVENT_TEXT_MAX);
  while (cut < length && cut > 0 && (c->p[cut] & 0xc0) == 0x80)
    cut--;
  c->name_end = c->p + cut;
  c->p = c->end;
  return TRUE;
}

/* The values to the line's end: exactly count (A, T), or at most count (S, exact FALSE). */
static gboolean
values_field (Cursor   *c,
              GArray   *values,
              guint     count,
              gboolean  exact)
{
  g_array_set_size (values, 0);
  while (c->p < c->end)
    {
      KqStudentValue value;

      if (values->len == count)
        return fail (c, "more values than cells");
      if (!value_field (c, &value))
        return FALSE;
      g_array_append_val (values, value);
    }
  return !exact || values->len == count || fail (c, "fewer values than cells");
}

/* rows and cols (A, T): within KQ_STUDENT_CELLS_MAX cells. */
static gboolean
shape_field (Cursor *c,
             int    *rows,
             int    *cols)
{
  return int_field (c, 1, KQ_STUDENT_CELLS_MAX, rows) &&
         int_field (c, 0, KQ_STUDENT_CELLS_MAX, cols) &&
         ((gsize) *rows * (gsize) MAX (*cols, 1) <= KQ_STUDENT_CELLS_MAX ||
          fail (c, "more cells than an array may have"));
}

static gboolean
parse (KqStudentEventReader *reader,
       Cursor               *c,
       KqStudentEvent       *event)
{
  switch (c->line[0])
    {
    case 'L':
      event->kind = KQ_STUDENT_EVENT_LINE;
      return number (c, 0, G_MAXINT, &event->number);
    case 'N':
      event->kind = KQ_STUDENT_EVENT_LINES;
      return number (c, 0, G_MAXINT64, &event->number);
    case 'C':
      event->kind = KQ_STUDENT_EVENT_CALL;
      return function_field (c, &event->name);
    case 'R':
      event->kind = KQ_STUDENT_EVENT_RETURN;
      return TRUE;
    case 'V':
    case 'G':
      event->kind = c->line[0] == 'V' ? KQ_STUDENT_EVENT_LOCAL : KQ_STUDENT_EVENT_GLOBAL;
      return name_field (c, &event->name) && value_field (c, &event->value);
    case 'A':
    case 'T':
      event->kind = c->line[0] == 'A' ? KQ_STUDENT_EVENT_ARRAY : KQ_STUDENT_EVENT_STACK;
      if (!id_field (c, &event->id) || !name_field (c, &event->name) ||
          !shape_field (c, &event->rows, &event->cols))
        return FALSE;
      if (event->kind == KQ_STUDENT_EVENT_ARRAY &&
          (!int_field (c, G_MININT, G_MAXINT, &event->low) ||
           !int_field (c, G_MININT, G_MAXINT, &event->col_low)))
        return FALSE;
      return values_field (c, reader->values,
                           (guint) event->rows * (guint) MAX (event->cols, 1), TRUE);
    case 'S':
      event->kind = KQ_STUDENT_EVENT_STACK_LIVE;
      return id_field (c, &event->id) && name_field (c, &event->name) &&
             shape_field (c, &event->rows, &event->cols) &&
             values_field (c, reader->values, (guint) event->rows * (guint) MAX (event->cols, 1),
                           FALSE) &&
             (reader->values->len % (guint) MAX (event->cols, 1) == 0 ||
              fail (c, "a row cut short"));
    case 'W':
      event->kind = KQ_STUDENT_EVENT_CELL;
      return id_field (c, &event->id) && int_field (c, G_MININT, G_MAXINT, &event->i) &&
             int_field (c, G_MININT, G_MAXINT, &event->j) && value_field (c, &event->value);
    case 'E':
    case 'Y':
      event->kind = c->line[0] == 'E' ? KQ_STUDENT_EVENT_CRASH : KQ_STUDENT_EVENT_SYNTAX;
      return number (c, 0, G_MAXINT, &event->number) && text_field (c, &event->name);
    case 'Q':
      event->kind = KQ_STUDENT_EVENT_EXIT;
      return number (c, 0, 255, &event->number);
    case 'K':
      event->kind = KQ_STUDENT_EVENT_SIGNAL;
      return number (c, 1, 255, &event->number);
    case 'H':
    case 'P':
      event->kind = c->line[0] == 'H' ? KQ_STUDENT_EVENT_ENDLESS : KQ_STUDENT_EVENT_CPU;
      return number (c, 0, G_MAXUINT, &event->number);
    default:
      c->p = c->line;
      return fail (c, "not an event's letter");
    }
}

KqStudentEventReader *
kq_student_event_reader_new (const KqStudentJob *job)
{
  KqStudentEventReader *reader = g_new0 (KqStudentEventReader, 1);

  reader->job = job;
  reader->values = g_array_new (FALSE, FALSE, sizeof (KqStudentValue));
  return reader;
}

void
kq_student_event_reader_free (KqStudentEventReader *reader)
{
  if (reader == NULL)
    return;
  g_array_unref (reader->values);
  g_free (reader->syntax_error);
  g_free (reader);
}

gboolean
kq_student_event_reader_parse (KqStudentEventReader  *reader,
                               char                  *line,
                               gsize                  length,
                               KqStudentEvent        *event,
                               GError               **error)
{
  Cursor c = { line, line + 1, line + length, NULL, error };

  g_return_val_if_fail (reader != NULL && line != NULL && event != NULL, FALSE);

  *event = (KqStudentEvent) { KQ_STUDENT_EVENT_NONE };
  if (length == 0)
    return TRUE;
  if (length > KQ_STUDENT_EVENT_LINE_MAX)
    return fail (&c, "a line too long");
  if (memchr (line, '\0', length) != NULL)
    {
      c.p = memchr (line, '\0', length);
      return fail (&c, "a NUL byte");
    }
  if (!parse (reader, &c, event) || (c.p != c.end && !fail (&c, "a field too many")))
    {
      *event = (KqStudentEvent) { KQ_STUDENT_EVENT_NONE };
      return FALSE;
    }
  if (c.name_end != NULL && c.name_end != c.end)
    *c.name_end = '\0';
  if (event->kind == KQ_STUDENT_EVENT_ARRAY || event->kind == KQ_STUDENT_EVENT_STACK ||
      event->kind == KQ_STUDENT_EVENT_STACK_LIVE)
    {
      event->values = (const KqStudentValue *) (gpointer) reader->values->data;
      event->n_values = reader->values->len;
    }
  return TRUE;
}

gboolean
kq_student_event_reader_report (KqStudentEventReader *reader,
                                const KqStudentEvent *event)
{
  const KqStudentReport *report;
  gpointer data;

  g_return_val_if_fail (reader != NULL && reader->job != NULL && event != NULL, FALSE);

  report = reader->job->report;
  data = reader->job->data;
  switch (event->kind)
    {
    case KQ_STUDENT_EVENT_LINE:
      return report->line (data, (int) event->number);
    case KQ_STUDENT_EVENT_LINES:
      return report->lines (data, (guint64) event->number);
    case KQ_STUDENT_EVENT_CALL:
      if (reader->hidden > 0 || reader->depth == KQ_STUDENT_EVENT_DEPTH_MAX)
        reader->hidden++;
      else
        {
          reader->depth++;
          report->enter (data, event->name);
        }
      return TRUE;
    case KQ_STUDENT_EVENT_RETURN:
      if (reader->hidden > 0)
        reader->hidden--;
      else
        {
          reader->depth -= reader->depth > 0;
          report->leave (data);
        }
      return TRUE;
    case KQ_STUDENT_EVENT_LOCAL:
      if (reader->hidden == 0)
        report->local (data, event->name, event->value);
      return TRUE;
    case KQ_STUDENT_EVENT_GLOBAL:
      report->global (data, event->name, event->value);
      return TRUE;
    case KQ_STUDENT_EVENT_ARRAY:
      report->array (data, event->id, event->name, event->rows, event->cols, event->low,
                     event->col_low, event->values);
      return TRUE;
    case KQ_STUDENT_EVENT_STACK:
      report->stack (data, event->id, event->name, event->rows, event->cols, event->values);
      return TRUE;
    case KQ_STUDENT_EVENT_STACK_LIVE:
      report->stack_live (data, event->id, event->name, event->rows, event->cols,
                          event->values, (int) event->n_values / MAX (event->cols, 1));
      return TRUE;
    case KQ_STUDENT_EVENT_CELL:
      report->cell (data, event->id, event->i, event->j, event->value);
      return TRUE;
    case KQ_STUDENT_EVENT_CRASH:
      report->crash (data, (int) event->number, event->name);
      return TRUE;
    case KQ_STUDENT_EVENT_EXIT:
      report->exit (data, (int) event->number);
      return TRUE;
    case KQ_STUDENT_EVENT_SIGNAL:
      report->signal (data, 0, (int) event->number);
      return TRUE;
    case KQ_STUDENT_EVENT_ENDLESS:
      return report->endless (data, (guint) event->number);
    case KQ_STUDENT_EVENT_CPU:
      return report->cpu (data, (guint) event->number);
    case KQ_STUDENT_EVENT_SYNTAX:
      g_free (reader->syntax_error);
      reader->syntax_error = g_strdup (event->name);
      reader->syntax_line = (int) event->number;
      return TRUE;
    case KQ_STUDENT_EVENT_NONE:
    default:
      return TRUE;
    }
}

gboolean
kq_student_event_reader_read (char     *line,
                              gsize     length,
                              gpointer  user_data)
{
  KqStudentEventReader *reader = user_data;
  g_autoptr (GError) error = NULL;
  KqStudentEvent event;

  if (!kq_student_event_reader_parse (reader, line, length, &event, &error))
    {
      g_debug ("not an event: %.*s (%s)", (int) MIN (length, 80), line, error->message);
      return TRUE;
    }
  return kq_student_event_reader_report (reader, &event);
}

const char *
kq_student_event_reader_get_syntax_error (KqStudentEventReader *reader,
                                          int                  *line)
{
  g_return_val_if_fail (reader != NULL && line != NULL, NULL);

  *line = reader->syntax_line;
  return reader->syntax_error;
}
