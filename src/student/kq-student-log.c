/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log.c: a run's stack and arrays at each point, as differences in one byte array
 *
 * A point's record: the lines run since the point before (their count twice, plus 1 when there
 * were more than KQ_STUDENT_LOG_MAX_LINES and only the distinct ones are kept), in order; when
 * kept in order and more than one, their steps' states (their size in bytes first), each but
 * the last (the point's own) against the step before (the first against the point before): a
 * stack, then how many cells the step wrote to the arrays shown and each (its array's index,
 * the cell, its value); then the point's stack; then the arrays that changed: each its index,
 * then 0 (gone), 1 and all its cells, or 2 and the cells that changed. A stack: its depth + 1
 * and how many outermost frames are as they were, or 0 for the depth before and all but the
 * innermost as they were (most lines); then each other frame as 0 (as it was), 1 and the
 * frame, or 2 plus how many of its locals changed, its line's change and each of them (its
 * index twice, plus 1 when its kind changed and then the kind; its number): the same function
 * and locals by name. Numbers are varints (signed ones zigzagged). A checkpoint's record is the same against an empty state: every frame and array
 * whole.
 *
 * The records, one byte stream: a point's offset in it is its checkpoint's (64 bits, one a
 * checkpoint) plus its own from there (32 bits, one a point). Up to the log's memory it is all in
 * data; past it, all of it is written to the file and data holds only what is not written yet
 * (a record at a time, flushed by the chunk). Reading a point in the file reads its checkpoint's
 * records (up to where the file ends) into cached, which the next seeks there use. */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "kq-student-log.h"

/* What a spilled log writes at once. */
#define SPILL_CHUNK ((gsize) 1 << 20)

enum { FRAME_SAME, FRAME_NEW, FRAME_LOCALS };
enum { ARRAY_GONE, ARRAY_WHOLE, ARRAY_CELLS };

/* An array's cells at a point, in the log's order of arrays. */
typedef struct {
  gboolean  present;
  GArray   *cells;    /* KqStudentValue */
} Cells;

/* What the writer or the reader holds: the stack and the arrays at one point. */
typedef struct {
  GPtrArray *frames;  /* Frame */
  GArray    *arrays;  /* Cells */
} State;

/* A frame as written or read back, its names interned. */
typedef struct {
  const char *function;
  int         line;
  GArray     *locals;  /* KqStudentLocal */
} Frame;

struct _KqStudentLog {
  GByteArray *data;        /* the records past spilled */
  guint64     spilled;     /* the records' bytes in the file */
  int         fd;          /* the file (unlinked), -1: none yet */
  gsize       memory;      /* the records' bytes kept in memory before the file */
  char       *folder;      /* the file's, NULL: the user's cache */
  GError     *error;       /* the spill failed: no more points */
  GArray     *bases;       /* guint64: each checkpoint's record in the records */
  GArray     *offsets;     /* guint32: each point's record from its checkpoint's */
  GByteArray *cached;      /* records read back from the file … */
  guint64     cached_from; /* … from there */
  GArray     *ran;         /* guint8: each line, whether a step ran it */
  GArray     *lines;       /* int: the lines run since the last point, in order */
  gboolean    distinct;    /* too many of them: lines holds each once */
  GPtrArray  *names;       /* interned strings by id */
  GHashTable *name_ids;    /* interned string → id + 1 */
  GArray     *arrays;      /* KqStudentLogArray */
  GHashTable *array_ids;   /* the runner's id → index + 1 in arrays */
  GByteArray *states;      /* the states of the steps since the last point, while in order */
  guint       state_last;  /* where the last one's begins */
  GPtrArray  *stepped;     /* Frame: the last step's stack */
  State       written;     /* the last point written */
  State       read;        /* the reader's point, or a step on the way to it */
  guint       read_point;  /* G_MAXUINT: none */
  gboolean    read_way;    /* the reader holds a step on the way to read_point, not it */
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

static Frame *
frame_new (void)
{
  Frame *frame = g_new0 (Frame, 1);

  frame->locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
  return frame;
}

static void
state_init (State *state)
{
  state->frames = g_ptr_array_new_with_free_func (frame_free);
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
  log->fd = -1;
  log->memory = KQ_STUDENT_LOG_MEMORY;
  log->bases = g_array_new (FALSE, FALSE, sizeof (guint64));
  log->offsets = g_array_new (FALSE, FALSE, sizeof (guint32));
  log->cached = g_byte_array_new ();
  log->ran = g_array_new (FALSE, TRUE, sizeof (guint8));
  log->lines = g_array_new (FALSE, FALSE, sizeof (int));
  log->names = g_ptr_array_new ();
  log->name_ids = g_hash_table_new (NULL, NULL);
  log->arrays = g_array_new (FALSE, FALSE, sizeof (KqStudentLogArray));
  log->array_ids = g_hash_table_new (NULL, NULL);
  log->states = g_byte_array_new ();
  log->stepped = g_ptr_array_new_with_free_func (frame_free);
  state_init (&log->written);
  state_init (&log->read);
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
  if (log->fd >= 0)
    close (log->fd);
  g_free (log->folder);
  g_clear_error (&log->error);
  g_array_unref (log->bases);
  g_array_unref (log->offsets);
  g_byte_array_unref (log->cached);
  g_array_unref (log->ran);
  g_array_unref (log->lines);
  g_ptr_array_unref (log->names);
  g_hash_table_unref (log->name_ids);
  g_array_unref (log->arrays);
  g_hash_table_unref (log->array_ids);
  g_byte_array_unref (log->states);
  g_ptr_array_unref (log->stepped);
  state_clear (&log->written);
  state_clear (&log->read);
  g_array_unref (log->shown);
  g_byte_array_unref (log->scratch);
  g_free (log);
}

void
kq_student_log_set_spill (KqStudentLog *log, gsize memory, const char *folder)
{
  g_return_if_fail (log != NULL && log->offsets->len == 0);

  log->memory = memory;
  g_free (log->folder);
  log->folder = g_strdup (folder);
}

/* ---- the file */

static char *
spill_folder (const KqStudentLog *log)
{
  return log->folder != NULL ? g_strdup (log->folder)
                             : g_build_filename (g_get_user_cache_dir (), "knights-queens", NULL);
}

/* The spill failed (saved: errno): the log takes no more points. */
static gboolean
spill_failed (KqStudentLog *log, int saved, GError **error)
{
  g_autofree char *folder = spill_folder (log);
  g_autofree char *shown = g_filename_display_name (folder);

  g_set_error (&log->error, G_FILE_ERROR, g_file_error_from_errno (saved),
               /* TRANSLATORS: %s: a folder, then why (the system's words) */
               _("Cannot keep the run's steps in %s: %s"), shown, g_strerror (saved));
  g_propagate_error (error, g_error_copy (log->error));
  return FALSE;
}

/* The records in data to the file (made the first time); where that fails they all stay in
 * data, readable. */
static gboolean
spill (KqStudentLog *log, GError **error)
{
  gsize length = log->data->len, done = 0;

  if (log->fd < 0)
    {
      g_autofree char *folder = spill_folder (log);
      g_autofree char *path = g_build_filename (folder, "run-XXXXXX", NULL);

      if (g_mkdir_with_parents (folder, 0700) != 0 ||
          (log->fd = g_mkstemp_full (path, O_RDWR | O_CLOEXEC, 0600)) < 0)
        return spill_failed (log, errno, error);
      /* it goes with the log, or with the process however it ends */
      g_unlink (path);
    }
  while (done < length)
    {
      gssize written = write (log->fd, log->data->data + done, length - done);

      if (written < 0 && errno == EINTR)
        continue;
      /* the file ends at spilled still (what was written past it is not read): a record is
       * either all there or all in data */
      if (written <= 0)
        return spill_failed (log, written < 0 ? errno : ENOSPC, error);
      done += (gsize) written;
    }
  log->spilled += done;
  if (length > SPILL_CHUNK)
    {
      /* the first spill: the memory the records took given back */
      g_byte_array_unref (log->data);
      log->data = g_byte_array_sized_new ((guint) MIN (log->memory, SPILL_CHUNK));
    }
  else
    g_byte_array_set_size (log->data, 0);
  return TRUE;
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

static gboolean
same_value (KqStudentValue a, KqStudentValue b)
{
  return a.kind == b.kind && a.number == b.number;
}

/* The runner's names are interned, as the log's: mostly the same pointer. */
static gboolean
same_name (const char *a, const char *b)
{
  return a == b || strcmp (a, b) == 0;
}

/* How frame differs from was (NULL: none there): FRAME_SAME, FRAME_LOCALS (the same function
 * and locals by name: another line or values) or FRAME_NEW. */
static int
frame_change (const Frame *was, const KqStudentFrame *frame)
{
  gboolean same;

  if (was == NULL || !same_name (was->function, frame->function) ||
      was->locals->len != frame->n_locals)
    return FRAME_NEW;
  same = was->line == frame->line;
  for (guint i = 0; i < frame->n_locals; i++)
    {
      const KqStudentLocal *old = &g_array_index (was->locals, KqStudentLocal, i);

      if (!same_name (old->name, frame->locals[i].name))
        return FRAME_NEW;
      same = same && same_value (old->value, frame->locals[i].value);
    }
  return same ? FRAME_SAME : FRAME_LOCALS;
}

/* Frame whole into out, and into was (its names interned). */
static void
write_frame (KqStudentLog *log, const KqStudentFrame *frame, Frame *was, GByteArray *out)
{
  guint id = name_id (log, frame->function);

  put_varint (out, id);
  put_signed (out, frame->line);
  put_varint (out, frame->n_locals);
  was->function = log->names->pdata[id];
  was->line = frame->line;
  g_array_set_size (was->locals, frame->n_locals);
  for (guint i = 0; i < frame->n_locals; i++)
    {
      KqStudentLocal *local = &g_array_index (was->locals, KqStudentLocal, i);

      id = name_id (log, frame->locals[i].name);
      put_varint (out, id);
      put_value (out, frame->locals[i].value);
      local->name = log->names->pdata[id];
      local->value = frame->locals[i].value;
    }
}

/* Frame against was (which becomes frame): FRAME_LOCALS plus how many locals changed, its
 * line's change, then each local that changed. */
static void
write_locals (const KqStudentFrame *frame, Frame *was, GByteArray *out)
{
  KqStudentLocal *locals = (KqStudentLocal *) (void *) was->locals->data;
  guint changed = 0;

  for (guint i = 0; i < frame->n_locals; i++)
    changed += !same_value (locals[i].value, frame->locals[i].value);
  put_varint (out, FRAME_LOCALS + changed);
  put_signed (out, (gint64) frame->line - was->line);
  was->line = frame->line;
  for (guint i = 0; i < frame->n_locals; i++)
    if (!same_value (locals[i].value, frame->locals[i].value))
      {
        /* its kind only where it changed: mostly the number alone */
        gboolean kind = locals[i].value.kind != frame->locals[i].value.kind;

        put_varint (out, (guint64) i * 2 + kind);
        if (kind)
          put_varint (out, frame->locals[i].value.kind);
        put_signed (out, frame->locals[i].value.number);
        locals[i].value = frame->locals[i].value;
      }
}

/* Step's stack into out against frames (whole: against none), which become it. */
static void
write_stack (KqStudentLog *log, const KqStudentStep *step, GPtrArray *frames, gboolean whole,
             GByteArray *out)
{
  guint kept = 0, before = whole ? 0 : frames->len;

  g_ptr_array_set_size (frames, MIN (before, step->n_frames));
  while (kept < frames->len &&
         frame_change (frames->pdata[kept], &step->frames[kept]) == FRAME_SAME)
    kept++;
  /* most lines: the same depth, only the innermost frame changed */
  if (step->n_frames == before && kept + 1 == step->n_frames)
    put_varint (out, 0);
  else
    {
      put_varint (out, (guint64) step->n_frames + 1);
      put_varint (out, kept);
    }
  for (guint i = kept; i < step->n_frames; i++)
    {
      Frame *was = i < frames->len ? frames->pdata[i] : NULL;
      int change = frame_change (was, &step->frames[i]);

      if (change == FRAME_LOCALS)
        {
          write_locals (&step->frames[i], was, out);
          continue;
        }
      put_varint (out, change);
      if (change == FRAME_NEW)
        {
          if (was == NULL)
            {
              was = frame_new ();
              g_ptr_array_add (frames, was);
            }
          write_frame (log, &step->frames[i], was, out);
        }
    }
}

/* The index + 1 in the log of the array change wrote to, 0 when the last point did not show
 * that cell. */
static guint
logged_change (KqStudentLog *log, const KqStudentChange *change)
{
  guint k = GPOINTER_TO_UINT (g_hash_table_lookup (log->array_ids,
                                                   GUINT_TO_POINTER (change->array)));
  const Cells *cells;

  if (k == 0 || k > log->written.arrays->len)
    return 0;
  cells = &g_array_index (log->written.arrays, Cells, k - 1);
  return cells->present && change->index >= 0 && (guint) change->index < cells->cells->len
         ? k : 0;
}

/* The cells step wrote that the log shows into out: their count, then each. */
static void
write_changes (KqStudentLog *log, const KqStudentStep *step, GByteArray *out)
{
  guint count = 0;

  for (guint c = 0; c < step->n_changes; c++)
    count += logged_change (log, &step->changes[c]) > 0;
  put_varint (out, count);
  for (guint c = 0; c < step->n_changes; c++)
    {
      guint k = logged_change (log, &step->changes[c]);

      if (k == 0)
        continue;
      put_varint (out, k - 1);
      put_varint (out, step->changes[c].index);
      put_value (out, step->changes[c].value);
    }
}

gboolean
kq_student_log_has_way (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, FALSE);

  return log->lines->len > 0;
}

void
kq_student_log_step (KqStudentLog *log, const KqStudentStep *step)
{
  g_return_if_fail (log != NULL && step != NULL);

  /* (a line past any source's is no line) */
  if (step->line >= 0 && step->line < (1 << 24))
    {
      if ((guint) step->line >= log->ran->len)
        g_array_set_size (log->ran, (guint) step->line + 1);
      g_array_index (log->ran, guint8, step->line) = TRUE;
    }

  if (!log->distinct && log->lines->len == KQ_STUDENT_LOG_MAX_LINES)
    {
      /* a long way between two points: only which lines ran, for the breakpoints */
      guint kept = 0;

      for (guint i = 0; i < log->lines->len; i++)
        if (!ran (&g_array_index (log->lines, int, 0), kept, g_array_index (log->lines, int, i)))
          g_array_index (log->lines, int, kept++) = g_array_index (log->lines, int, i);
      g_array_set_size (log->lines, kept);
      g_byte_array_set_size (log->states, 0);
      log->distinct = TRUE;
    }
  if (log->distinct && ran (&g_array_index (log->lines, int, 0), log->lines->len, step->line))
    return;
  if (!log->distinct)
    {
      /* its state, to step the way line by line */
      log->state_last = log->states->len;
      write_stack (log, step, log->stepped, FALSE, log->states);
      write_changes (log, step, log->states);
    }
  g_array_append_val (log->lines, step->line);
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

gboolean
kq_student_log_point (KqStudentLog         *log,
                      const KqStudentStep  *step,
                      GHashTable           *arrays,
                      const char           *board,
                      GError              **error)
{
  guint64 offset;
  guint32 relative;
  gboolean whole;

  g_return_val_if_fail (log != NULL && step != NULL && arrays != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (log->error != NULL)
    {
      g_propagate_error (error, g_error_copy (log->error));
      return FALSE;
    }
  offset = log->spilled + log->data->len;
  whole = log->offsets->len % KQ_STUDENT_LOG_CHECKPOINT == 0;
  if (whole)
    g_array_append_val (log->bases, offset);
  /* (256 records of 16 MiB and more: a run no window steps through) */
  if (offset - g_array_index (log->bases, guint64, log->bases->len - 1) > G_MAXUINT32)
    return spill_failed (log, EFBIG, error);
  relative = (guint32) (offset - g_array_index (log->bases, guint64, log->bases->len - 1));
  g_array_append_val (log->offsets, relative);
  put_varint (log->data, (guint64) log->lines->len * 2 + (log->distinct ? 1 : 0));
  for (guint i = 0; i < log->lines->len; i++)
    put_signed (log->data, g_array_index (log->lines, int, i));
  if (!log->distinct && log->lines->len >= 2)
    {
      /* the steps' states but the last, the point's own */
      put_varint (log->data, log->state_last);
      g_byte_array_append (log->data, log->states->data, log->state_last);
    }
  g_array_set_size (log->lines, 0);
  g_byte_array_set_size (log->states, 0);
  log->distinct = FALSE;
  write_stack (log, step, log->written.frames, whole, log->data);
  /* the next step's stack is against this one (written nowhere; after a long way, not kept) */
  write_stack (log, step, log->stepped, FALSE, log->scratch);
  write_arrays (log, arrays, board, whole);
  if (log->fd >= 0 ? log->data->len >= MIN (log->memory, SPILL_CHUNK)
                   : log->data->len > log->memory)
    return spill (log, error);
  return TRUE;
}

guint
kq_student_log_get_n_points (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, 0);

  return log->offsets->len;
}

guint64
kq_student_log_get_size (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, 0);

  return log->spilled + log->data->len + log->offsets->len * sizeof (guint32) +
         log->bases->len * sizeof (guint64);
}

guint64
kq_student_log_get_spilled (const KqStudentLog *log)
{
  g_return_val_if_fail (log != NULL, 0);

  return log->spilled;
}

const KqStudentLogArray *
kq_student_log_get_arrays (const KqStudentLog *log, guint *n_arrays)
{
  g_return_val_if_fail (log != NULL && n_arrays != NULL, NULL);

  *n_arrays = log->arrays->len;
  return (const KqStudentLogArray *) (void *) log->arrays->data;
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
            g_ptr_array_add (frames, frame_new ());
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
      Cells *cells = state_cells (&log->read, get_varint (in));
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
