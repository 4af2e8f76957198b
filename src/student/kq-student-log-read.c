/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log-read.c: the log read back at a point, or at a step on the way to it
 * (kq-student-log.c says what a record holds) */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "kq-student-log-private.h"

/* ---- bytes */

static guint64
get_varint (const guint8 **in)
{
  guint64 value = 0;
  int shift = 0;
  guint8 byte;

  do
    {
      byte = *(*in)++;
      value |= (guint64) (byte & 0x7f) << shift;
      shift += 7;
    }
  while (byte & 0x80);
  return value;
}

static gint64
get_signed (const guint8 **in)
{
  guint64 value = get_varint (in);

  return (gint64) (value >> 1) ^ -(gint64) (value & 1);
}

static KqStudentValue
get_value (const guint8 **in)
{
  KqStudentValue value;

  value.kind = (KqStudentValueKind) get_varint (in);
  value.number = get_signed (in);
  return value;
}

/* ---- reading */

static guint64
offset_of (const KqStudentLog *log, guint point)
{
  return g_array_index (log->bases, guint64, point / KQ_STUDENT_LOG_CHECKPOINT) +
         g_array_index (log->offsets, guint32, point);
}

/* Point's record, valid until the next: in memory, or read from the file with the others of
 * its checkpoint there. */
static const guint8 *
record (KqStudentLog *log, guint point)
{
  /* no lines, no frames, the arrays as they were: what a record that cannot be read shows */
  static const guint8 empty[] = { 0, 1, 0, 0 };
  guint group = point / KQ_STUDENT_LOG_CHECKPOINT;
  guint64 from = g_array_index (log->bases, guint64, group), at = offset_of (log, point);
  guint64 end, to;
  gsize done = 0;

  if (at >= log->spilled)
    return log->data->data + (at - log->spilled);
  end = point + 1 < log->offsets->len ? offset_of (log, point + 1)
                                      : log->spilled + log->data->len;
  if (at >= log->cached_from && end <= log->cached_from + log->cached->len)
    return log->cached->data + (at - log->cached_from);
  to = group + 1 < log->bases->len ? MIN (g_array_index (log->bases, guint64, group + 1),
                                          log->spilled)
                                   : log->spilled;
  g_byte_array_set_size (log->cached, (guint) (to - from));
  log->cached_from = from;
  while (done < to - from)
    {
      gssize got = pread (log->fd, log->cached->data + done, (gsize) (to - from) - done,
                          (off_t) (from + done));

      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        {
          /* our own unlinked file: only the disk fails so */
          g_warning ("Cannot read the run's steps back: %s",
                     g_strerror (got < 0 ? errno : EIO));
          g_byte_array_set_size (log->cached, 0);
          return empty;
        }
      done += (gsize) got;
    }
  return log->cached->data + (at - from);
}

gboolean
kq_student_log_ran_ever (const KqStudentLog *log, int line)
{
  g_return_val_if_fail (log != NULL, FALSE);

  return line >= 0 && (guint) line < log->ran->len && g_array_index (log->ran, guint8, line);
}

gboolean
kq_student_log_ran_line (KqStudentLog *log, guint point, int line)
{
  const guint8 *in;
  guint64 n_lines;

  g_return_val_if_fail (log != NULL, FALSE);

  if (point >= log->offsets->len)
    return FALSE;
  in = record (log, point);
  n_lines = get_varint (&in) / 2;
  for (guint64 i = 0; i < n_lines; i++)
    if (get_signed (&in) == line)
      return TRUE;
  return FALSE;
}

void
kq_student_log_get_lines (KqStudentLog *log, guint point, GArray *lines)
{
  const guint8 *in;
  guint64 count;

  g_return_if_fail (log != NULL && lines != NULL);

  g_array_set_size (lines, 0);
  if (point >= log->offsets->len)
    return;
  in = record (log, point);
  count = get_varint (&in);
  /* only the distinct ones: not their order */
  if (count % 2 == 1)
    return;
  for (guint64 i = 0; i < count / 2; i++)
    {
      int line = (int) get_signed (&in);

      g_array_append_val (lines, line);
    }
}

static void
read_frame (KqStudentLog *log, const guint8 **in, Frame *frame)
{
  guint64 n_locals;

  frame->function = log->names->pdata[get_varint (in)];
  frame->line = (int) get_signed (in);
  n_locals = get_varint (in);
  g_array_set_size (frame->locals, n_locals);
  for (guint64 i = 0; i < n_locals; i++)
    {
      KqStudentLocal *local = &g_array_index (frame->locals, KqStudentLocal, i);

      local->name = log->names->pdata[get_varint (in)];
      local->value = get_value (in);
    }
}

/* A stack (see write_stack ()) into the reader's. */
static void
read_stack (KqStudentLog *log, const guint8 **in)
{
  GPtrArray *frames = log->read.frames;
  guint64 head = get_varint (in), depth, kept;

  if (head == 0)
    {
      depth = frames->len;
      kept = depth - 1;
    }
  else
    {
      depth = head - 1;
      kept = get_varint (in);
    }
  g_ptr_array_set_size (frames, MIN (frames->len, depth));
  for (guint64 i = kept; i < depth; i++)
    {
      guint64 change = get_varint (in);
      Frame *frame;

      if (change == FRAME_NEW)
        {
          if (i == frames->len)
            g_ptr_array_add (frames, _kq_student_log_frame_new ());
          read_frame (log, in, frames->pdata[i]);
        }
      else if (change >= FRAME_LOCALS)
        {
          frame = frames->pdata[i];
          frame->line += (int) get_signed (in);
          for (guint64 c = FRAME_LOCALS; c < change; c++)
            {
              guint64 l = get_varint (in);
              KqStudentValue *value = &g_array_index (frame->locals, KqStudentLocal, l / 2).value;

              if (l % 2 == 1)
                value->kind = (KqStudentValueKind) get_varint (in);
              value->number = get_signed (in);
            }
        }
    }
}

/* Point's record past its way: n_lines, how many lines it kept in order (0: only the distinct
 * ones); states, their steps' states (NULL: none kept). */
static const guint8 *
read_way (KqStudentLog *log, guint point, guint64 *n_lines, const guint8 **states)
{
  const guint8 *in = record (log, point);
  guint64 count = get_varint (&in);

  for (guint64 i = 0; i < count / 2; i++)
    get_signed (&in);
  *n_lines = count % 2 == 1 ? 0 : count / 2;
  *states = NULL;
  if (*n_lines >= 2)
    {
      guint64 size = get_varint (&in);

      *states = in;
      in += size;
    }
  return in;
}

static void
apply (KqStudentLog *log, guint point)
{
  const guint8 *states;
  guint64 n_lines, entries;
  const guint8 *in = read_way (log, point, &n_lines, &states);

  read_stack (log, &in);
  entries = get_varint (&in);
  for (guint64 e = 0; e < entries; e++)
    {
      Cells *cells = _kq_student_log_state_cells (&log->read, get_varint (&in));
      guint64 count;

      switch (get_varint (&in))
        {
        case ARRAY_GONE:
          cells->present = FALSE;
          break;
        case ARRAY_WHOLE:
          count = get_varint (&in);
          cells->present = TRUE;
          g_array_set_size (cells->cells, count);
          for (guint64 i = 0; i < count; i++)
            g_array_index (cells->cells, KqStudentValue, i) = get_value (&in);
          break;
        case ARRAY_CELLS:
        default:
          count = get_varint (&in);
          for (guint64 c = 0; c < count; c++)
            {
              guint64 i = get_varint (&in);

              g_array_index (cells->cells, KqStudentValue, i) = get_value (&in);
            }
          break;
        }
    }
}

/* The reader at the empty state a checkpoint's record is against. */
static void
read_empty (KqStudentLog *log)
{
  g_ptr_array_set_size (log->read.frames, 0);
  for (guint k = 0; k < log->read.arrays->len; k++)
    g_array_index (log->read.arrays, Cells, k).present = FALSE;
}

void
kq_student_log_seek (KqStudentLog *log, guint point)
{
  guint from;

  g_return_if_fail (log != NULL);
  g_return_if_fail (point < log->offsets->len);

  if (log->read_point != G_MAXUINT && !log->read_way && log->read_point <= point &&
      log->read_point / KQ_STUDENT_LOG_CHECKPOINT == point / KQ_STUDENT_LOG_CHECKPOINT)
    from = log->read_point + 1;
  else
    {
      /* from the checkpoint's empty base */
      read_empty (log);
      from = point - point % KQ_STUDENT_LOG_CHECKPOINT;
    }
  for (guint p = from; p <= point; p++)
    apply (log, p);
  log->read_point = point;
  log->read_way = FALSE;
}

/* A step's state (see kq_student_log_step ()) into the reader's. */
static void
read_step (KqStudentLog *log, const guint8 **in)
{
  guint64 count;

  read_stack (log, in);
  count = get_varint (in);
  for (guint64 c = 0; c < count; c++)
    {
      Cells *cells = _kq_student_log_state_cells (&log->read, get_varint (in));
      guint64 i = get_varint (in);

      g_array_index (cells->cells, KqStudentValue, i) = get_value (in);
    }
}

gboolean
kq_student_log_seek_way (KqStudentLog *log, guint point, guint index)
{
  const guint8 *states;
  guint64 n_lines;

  g_return_val_if_fail (log != NULL, FALSE);
  g_return_val_if_fail (point < log->offsets->len, FALSE);

  read_way (log, point, &n_lines, &states);
  if (states == NULL || (guint64) index + 1 >= n_lines)
    {
      /* the point's own step, or none kept */
      kq_student_log_seek (log, point);
      return (guint64) index + 1 == n_lines;
    }
  /* from the point before, or the empty state before the first */
  if (point > 0)
    kq_student_log_seek (log, point - 1);
  else
    read_empty (log);
  /* (that seek may have read other records over this one's) */
  read_way (log, point, &n_lines, &states);
  for (guint i = 0; i <= index; i++)
    read_step (log, &states);
  log->read_point = point;
  log->read_way = TRUE;
  return TRUE;
}

const KqStudentFrame *
kq_student_log_get_frames (KqStudentLog *log, guint *n_frames)
{
  g_return_val_if_fail (log != NULL && n_frames != NULL, NULL);

  g_array_set_size (log->shown, 0);
  for (guint i = 0; log->read_point != G_MAXUINT && i < log->read.frames->len; i++)
    {
      const Frame *frame = log->read.frames->pdata[i];
      KqStudentFrame shown = { frame->function, frame->line,
                               (const KqStudentLocal *) (void *) frame->locals->data,
                               frame->locals->len };

      g_array_append_val (log->shown, shown);
    }
  *n_frames = log->shown->len;
  return (const KqStudentFrame *) (void *) log->shown->data;
}

const KqStudentValue *
kq_student_log_get_cells (KqStudentLog *log, guint k, int *length)
{
  const Cells *cells;

  g_return_val_if_fail (log != NULL && length != NULL, NULL);

  *length = 0;
  if (log->read_point == G_MAXUINT || k >= log->read.arrays->len)
    return NULL;
  cells = &g_array_index (log->read.arrays, Cells, k);
  if (!cells->present)
    return NULL;
  *length = (int) cells->cells->len;
  return (const KqStudentValue *) (void *) cells->cells->data;
}
