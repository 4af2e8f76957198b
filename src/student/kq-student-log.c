/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-log.c: a run's stack and arrays at each point, as differences in one byte array
 *
 * The log itself is here; its records are written by kq-student-log-write.c and read back by
 * kq-student-log-read.c.
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

#include <unistd.h>

#include "kq-student-log-private.h"

/* ---- the log */

static void
cells_clear (gpointer data)
{
  g_array_unref (((Cells *) data)->cells);
}

void
_kq_student_log_frame_free (gpointer data)
{
  Frame *frame = data;

  g_array_unref (frame->locals);
  g_free (frame);
}

Frame *
_kq_student_log_frame_new (void)
{
  Frame *frame = g_new0 (Frame, 1);

  frame->locals = g_array_new (FALSE, FALSE, sizeof (KqStudentLocal));
  return frame;
}

static void
state_init (State *state)
{
  state->frames = g_ptr_array_new_with_free_func (_kq_student_log_frame_free);
  state->arrays = g_array_new (FALSE, TRUE, sizeof (Cells));
  g_array_set_clear_func (state->arrays, cells_clear);
}

static void
state_clear (State *state)
{
  g_ptr_array_unref (state->frames);
  g_array_unref (state->arrays);
}

Cells *
_kq_student_log_state_cells (State *state, guint k)
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
  log->stepped = g_ptr_array_new_with_free_func (_kq_student_log_frame_free);
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

