/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log-write.c: a point's record written to the log (kq-student-log.c says what it
 * holds), to the file past the log's memory */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "kq-student-log-private.h"

/* What a spilled log writes at once. */
#define SPILL_CHUNK ((gsize) 1 << 20)

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

static void
put_value (GByteArray *out, KqStudentValue value)
{
  put_varint (out, value.kind);
  put_signed (out, value.number);
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
              was = _kq_student_log_frame_new ();
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
  Cells *cells = _kq_student_log_state_cells (&log->written, k);
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
      Cells *cells = _kq_student_log_state_cells (&log->written, k);

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

