/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log.c: a run's stack and arrays at each point, as differences in one byte array
 *
 * A point's record: the lines run since the point before (their count twice, plus 1 when there
 * were more than KQ_STUDENT_LOG_MAX_LINES and only the distinct ones are kept), in order; the
 * stack's depth, then each frame
 * as 0 (the same as the point before's at that level) or 1 and the frame; then the arrays
 * that changed: each its index, then 0 (gone), 1 and all its cells, or 2 and the cells that
 * changed. Numbers are varints (signed ones zigzagged). A checkpoint's record is the same
 * against an empty state: every frame and array whole. */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <string.h>

#include "kq-student-log.h"

enum { FRAME_SAME, FRAME_NEW };
enum { ARRAY_GONE, ARRAY_WHOLE, ARRAY_CELLS };

/* An array's cells at a point, in the log's order of arrays. */
typedef struct {
  gboolean  present;
  GArray   *cells;    /* KqStudentValue */
} Cells;

/* What the writer or the reader holds: the stack and the arrays at one point. */
typedef struct {
  GPtrArray *frames;  /* writer: GByteArray, each frame encoded; reader: Frame */
  GArray    *arrays;  /* Cells */
} State;

/* A frame read back. */
typedef struct {
  const char *function;
  int         line;
  GArray     *locals;  /* KqStudentLocal */
} Frame;

struct _KqStudentLog {
  GByteArray *data;
  GArray     *offsets;     /* guint64: each point's record in data */
  GArray     *lines;       /* int: the lines run since the last point, in order */
  gboolean    distinct;    /* too many of them: lines holds each once */
  GPtrArray  *names;       /* interned strings by id */
  GHashTable *name_ids;    /* interned string → id + 1 */
  GArray     *arrays;      /* KqStudentLogArray */
  GHashTable *array_ids;   /* the runner's id → index + 1 in arrays */
  State       written;     /* the last point written */
  State       read;        /* the reader's point */
  guint       read_point;  /* G_MAXUINT: none */
  GArray     *shown;       /* KqStudentFrame: the reader's stack, as handed out */
  GByteArray *scratch;
};

/* ---- bytes */

static void
put_varint (GByteArray *out, guint64 value)
{
  guint8 byte;

  do
    {
      byte = value & 0x7f;
      value >>= 7;
      if (value != 0)
        byte |= 0x80;
      g_byte_array_append (out, &byte, 1);
    }
  while (value != 0);
}

static void
put_signed (GByteArray *out, gint64 value)
{
  put_varint (out, ((guint64) value << 1) ^ (guint64) (value >> 63));
}

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

static void
put_value (GByteArray *out, KqStudentValue value)
{
  put_varint (out, value.kind);
  put_signed (out, value.number);
}

static KqStudentValue
get_value (const guint8 **in)
{
  KqStudentValue value;

  value.kind = (KqStudentValueKind) get_varint (in);
  value.number = get_signed (in);
  return value;
}

/* ---- the log */

static void
cells_clear (gpointer data)
{
  g_array_unref (((Cells *) data)->cells);
}

static void
frame_free (gpointer data)
{
  Frame *frame = data;

  g_array_unref (frame->locals);
  g_free (frame);
}

static void
state_init (State *state, GDestroyNotify free_frame)
{
  state->frames = g_ptr_array_new_with_free_func (free_frame);
  state->arrays = g_array_new (FALSE, TRUE, sizeof (Cells));
  g_array_set_clear_func (state->arrays, cells_clear);
}

static void
state_clear (State *state)
{
  g_ptr_array_unref (state->frames);
  g_array_unref (state->arrays);
}

/* Array k's cells in state, made if need be (absent). */
static Cells *
state_cells (State *state, guint k)
{
  while (state->arrays->len <= k)
    {
      Cells cells = { FALSE, g_array_new (FALSE, FALSE, sizeof (KqStudentValue)) };

      g_array_append_val (state->arrays, cells);
    }
  return &g_array_index (state->arrays, Cells, k);
}

KqStudentLog *
kq_student_log_new (void)
{
  KqStudentLog *log = g_new0 (KqStudentLog, 1);

  log->data = g_byte_array_new ();
  log->offsets = g_array_new (FALSE, FALSE, sizeof (guint64));
  log->lines = g_array_new (FALSE, FALSE, sizeof (int));
  log->names = g_ptr_array_new ();
  log->name_ids = g_hash_table_new (NULL, NULL);
  log->arrays = g_array_new (FALSE, FALSE, sizeof (KqStudentLogArray));
  log->array_ids = g_hash_table_new (NULL, NULL);
  state_init (&log->written, (GDestroyNotify) g_byte_array_unref);
  state_init (&log->read, frame_free);
  log->read_point = G_MAXUINT;
  log->shown = g_array_new (FALSE, FALSE, sizeof (KqStudentFrame));
  log->scratch = g_byte_array_new ();
  return log;
}

void
kq_student_log_free (KqStudentLog *log)
{
  if (log == NULL)
    return;
  g_byte_array_unref (log->data);
  g_array_unref (log->offsets);
  g_array_unref (log->lines);
  g_ptr_array_unref (log->names);
  g_hash_table_unref (log->name_ids);
  g_array_unref (log->arrays);
  g_hash_table_unref (log->array_ids);
  state_clear (&log->written);
  state_clear (&log->read);
  g_array_unref (log->shown);
  g_byte_array_unref (log->scratch);
  g_free (log);
}

/* ---- writing */

static guint
name_id (KqStudentLog *log, const char *name)
{
  const char *interned = g_intern_string (name);
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (log->name_ids, interned));

  if (id == 0)
    {
      g_ptr_array_add (log->names, (gpointer) interned);
      id = log->names->len;
      g_hash_table_insert (log->name_ids, (gpointer) interned, GUINT_TO_POINTER (id));
    }
  return id - 1;
}

static gboolean
ran (const int *lines, guint n_lines, int line)
{
  for (guint i = 0; i < n_lines; i++)
    if (lines[i] == line)
      return TRUE;
  return FALSE;
}

void
kq_student_log_step (KqStudentLog *log, const KqStudentStep *step)
{
  g_return_if_fail (log != NULL && step != NULL);

  if (!log->distinct && log->lines->len == KQ_STUDENT_LOG_MAX_LINES)
    {
      /* a long way between two points: only which lines ran, for the breakpoints */
      guint kept = 0;

      for (guint i = 0; i < log->lines->len; i++)
        if (!ran (&g_array_index (log->lines, int, 0), kept, g_array_index (log->lines, int, i)))
          g_array_index (log->lines, int, kept++) = g_array_index (log->lines, int, i);
      g_array_set_size (log->lines, kept);
      log->distinct = TRUE;
    }
  if (log->distinct && ran (&g_array_index (log->lines, int, 0), log->lines->len, step->line))
    return;
  g_array_append_val (log->lines, step->line);
}

static void
encode_frame (KqStudentLog *log, const KqStudentFrame *frame, GByteArray *out)
{
  put_varint (out, name_id (log, frame->function));
  put_signed (out, frame->line);
  put_varint (out, frame->n_locals);
  for (guint i = 0; i < frame->n_locals; i++)
    {
      put_varint (out, name_id (log, frame->locals[i].name));
      put_value (out, frame->locals[i].value);
    }
}

static void
write_frames (KqStudentLog *log, const KqStudentStep *step, gboolean whole)
{
  GPtrArray *written = log->written.frames;

  put_varint (log->data, step->n_frames);
  for (guint i = 0; i < step->n_frames; i++)
    {
      GByteArray *bytes = g_byte_array_new ();

      encode_frame (log, &step->frames[i], bytes);
      if (!whole && i < written->len &&
          ((GByteArray *) written->pdata[i])->len == bytes->len &&
          memcmp (((GByteArray *) written->pdata[i])->data, bytes->data, bytes->len) == 0)
        {
          put_varint (log->data, FRAME_SAME);
          g_byte_array_unref (bytes);
          continue;
        }
      put_varint (log->data, FRAME_NEW);
      g_byte_array_append (log->data, bytes->data, bytes->len);
      if (i < written->len)
        {
          g_byte_array_unref (written->pdata[i]);
          written->pdata[i] = bytes;
        }
      else
        g_ptr_array_add (written, bytes);
    }
  g_ptr_array_set_size (written, step->n_frames);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The arrays to show, by the runner's id: 1-D marking arrays and the board. */
static GArray *
logged_ids (GHashTable *arrays, const char *board)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, arrays);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const KqStudentArray *array = value;

      if (array->cols == 0 && array->rows > 0 &&
          (kq_student_array_is_marking (array->name) ||
           (board != NULL && g_str_equal (array->name, board))))
        g_array_append_val (ids, array->id);
    }
  g_array_sort (ids, compare_ids);
  return ids;
}

/* Array's index in the log, its length the most it had. */
static guint
array_index (KqStudentLog *log, const KqStudentArray *array)
{
  guint k = GPOINTER_TO_UINT (g_hash_table_lookup (log->array_ids, GUINT_TO_POINTER (array->id)));
  KqStudentLogArray *known;

  if (k == 0)
    {
      KqStudentLogArray added = { array->id, g_intern_string (array->name), array->low, 0 };

      g_array_append_val (log->arrays, added);
      k = log->arrays->len;
      g_hash_table_insert (log->array_ids, GUINT_TO_POINTER (array->id), GUINT_TO_POINTER (k));
    }
  known = &g_array_index (log->arrays, KqStudentLogArray, k - 1);
  known->name = g_intern_string (array->name);
  known->low = array->low;
  known->length = MAX (known->length, array->rows);
  return k - 1;
}

/* One array's entry, if it changed, into out; TRUE if it did. */
static gboolean
write_array (KqStudentLog *log, const KqStudentArray *array, guint k, gboolean whole,
             GByteArray *out)
{
  Cells *cells = state_cells (&log->written, k);
  GArray *changed;

  if (whole || !cells->present || (int) cells->cells->len != array->rows)
    {
      put_varint (out, k);
      put_varint (out, ARRAY_WHOLE);
      put_varint (out, array->rows);
      for (int i = 0; i < array->rows; i++)
        put_value (out, array->cells[i]);
      cells->present = TRUE;
      g_array_set_size (cells->cells, 0);
      g_array_append_vals (cells->cells, array->cells, array->rows);
      return TRUE;
    }
  changed = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = 0; i < array->rows; i++)
    {
      KqStudentValue *old = &g_array_index (cells->cells, KqStudentValue, i);

      if (old->kind != array->cells[i].kind || old->number != array->cells[i].number)
        {
          g_array_append_val (changed, i);
          *old = array->cells[i];
        }
    }
  if (changed->len > 0)
    {
      put_varint (out, k);
      put_varint (out, ARRAY_CELLS);
      put_varint (out, changed->len);
      for (guint c = 0; c < changed->len; c++)
        {
          int i = g_array_index (changed, int, c);

          put_varint (out, i);
          put_value (out, array->cells[i]);
        }
    }
  whole = changed->len > 0;
  g_array_unref (changed);
  return whole;
}

static void
write_arrays (KqStudentLog *log, GHashTable *arrays, const char *board, gboolean whole)
{
  g_autoptr(GArray) ids = logged_ids (arrays, board);
  g_autoptr(GArray) seen = g_array_new (FALSE, TRUE, sizeof (gboolean));
  GByteArray *out = log->scratch;
  guint entries = 0;

  g_byte_array_set_size (out, 0);
  for (guint i = 0; i < ids->len; i++)
    {
      const KqStudentArray *array = g_hash_table_lookup (arrays, GUINT_TO_POINTER (
                                                           g_array_index (ids, guint, i)));
      guint k = array_index (log, array);

      entries += write_array (log, array, k, whole, out);
      g_array_set_size (seen, log->arrays->len);
      g_array_index (seen, gboolean, k) = TRUE;
    }
  g_array_set_size (seen, log->arrays->len);
  for (guint k = 0; k < log->arrays->len; k++)
    {
      Cells *cells = state_cells (&log->written, k);

      if (g_array_index (seen, gboolean, k) || !cells->present)
        continue;
      cells->present = FALSE;
      /* a checkpoint's base has no arrays */
      if (whole)
        continue;
      put_varint (out, k);
      put_varint (out, ARRAY_GONE);
      entries++;
    }
  put_varint (log->data, entries);
  g_byte_array_append (log->data, out->data, out->len);
}

guint
kq_student_log_point (KqStudentLog        *log,
                      const KqStudentStep *step,
                      GHashTable          *arrays,
                      const char          *board)
{
  guint point;
  guint64 offset;
  gboolean whole;

  g_return_val_if_fail (log != NULL && step != NULL && arrays != NULL, 0);

  point = log->offsets->len;
  offset = log->data->len;
  whole = point % KQ_STUDENT_LOG_CHECKPOINT == 0;
  g_array_append_val (log->offsets, offset);
  put_varint (log->data, (guint64) log->lines->len * 2 + (log->distinct ? 1 : 0));
  for (guint i = 0; i < log->lines->len; i++)
    put_signed (log->data, g_array_index (log->lines, int, i));
  g_array_set_size (log->lines, 0);
  log->distinct = FALSE;
  write_frames (log, step, whole);
  write_arrays (log, arrays, board, whole);
  return point;
}

guint
kq_student_log_get_n_points (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, 0);

  return log->offsets->len;
}

gsize
kq_student_log_get_size (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, 0);

  return log->data->len + log->offsets->len * sizeof (guint64);
}

const KqStudentLogArray *
kq_student_log_get_arrays (const KqStudentLog *log, guint *n_arrays)
{
  g_return_val_if_fail (log != NULL && n_arrays != NULL, NULL);

  *n_arrays = log->arrays->len;
  return (const KqStudentLogArray *) (void *) log->arrays->data;
}

/* ---- reading */

static const guint8 *
record (const KqStudentLog *log, guint point)
{
  return log->data->data + g_array_index (log->offsets, guint64, point);
}

gboolean
kq_student_log_ran_line (const KqStudentLog *log, guint point, int line)
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
kq_student_log_get_lines (const KqStudentLog *log, guint point, GArray *lines)
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

static void
apply (KqStudentLog *log, guint point)
{
  const guint8 *in = record (log, point);
  GPtrArray *frames = log->read.frames;
  guint64 n_lines, depth, entries;

  n_lines = get_varint (&in) / 2;
  for (guint64 i = 0; i < n_lines; i++)
    get_signed (&in);
  depth = get_varint (&in);
  g_ptr_array_set_size (frames, MIN (frames->len, depth));
  for (guint64 i = 0; i < depth; i++)
    {
      Frame *frame;

      if (get_varint (&in) == FRAME_SAME)
        continue;
      if (i == frames->len)
        {
          frame = g_new0 (Frame, 1);
          frame->locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
          g_ptr_array_add (frames, frame);
        }
      read_frame (log, &in, frames->pdata[i]);
    }
  entries = get_varint (&in);
  for (guint64 e = 0; e < entries; e++)
    {
      Cells *cells = state_cells (&log->read, get_varint (&in));
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

void
kq_student_log_seek (KqStudentLog *log, guint point)
{
  guint from;

  g_return_if_fail (log != NULL);
  g_return_if_fail (point < log->offsets->len);

  if (log->read_point != G_MAXUINT && log->read_point <= point &&
      log->read_point / KQ_STUDENT_LOG_CHECKPOINT == point / KQ_STUDENT_LOG_CHECKPOINT)
    from = log->read_point + 1;
  else
    {
      /* from the checkpoint's empty base */
      g_ptr_array_set_size (log->read.frames, 0);
      for (guint k = 0; k < log->read.arrays->len; k++)
        g_array_index (log->read.arrays, Cells, k).present = FALSE;
      from = point - point % KQ_STUDENT_LOG_CHECKPOINT;
    }
  for (guint p = from; p <= point; p++)
    apply (log, p);
  log->read_point = point;
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
