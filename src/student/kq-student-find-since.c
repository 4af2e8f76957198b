/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-find-since.c: the decided board's writes, kept since its search last began
 *
 * A program that reads several cases (T boards, the sizes up to n, n = 4 … 8 in one array)
 * searches each on the same arrays. Once the board is decided, its arrays as its search last
 * began and each write since are kept here, so that when the search outgrows the board (a
 * larger n, a search begun again), the finder (kq-student-find.c) reads the next case's
 * search again from its first move on a board guessed anew. Calls nothing of the finder's.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include "kq-student-find-private.h"

/* The board's arrays' writes kept since its search last began, to read a new case's search
 * again from there: at most this many. */
#define SINCE_MAX 200000

static void
event_clear (gpointer data)
{
  Event *event = data;

  g_clear_pointer (&event->array, _kq_student_array_free);
}

KqStudentArray *
_kq_finder_array_copy (const KqStudentArray *array)
{
  KqStudentArray *copy = g_memdup2 (array, sizeof *array);
  gsize size = (gsize) array->rows * (gsize) MAX (array->cols, 1);

  copy->cells = g_memdup2 (array->cells, MAX (size, 1) * sizeof *array->cells);
  return copy;
}

GArray *
_kq_finder_events_new (void)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (Event));

  g_array_set_clear_func (events, event_clear);
  return events;
}

GHashTable *
_kq_finder_arrays_now (KqStudentFinder *finder)
{
  return finder->arrays != NULL ? finder->arrays : finder->run.arrays;
}

void
_kq_finder_since_reset (KqStudentFinder *finder)
{
  const char *name = _kq_student_board_get_name (finder->board);
  GHashTableIter iter;
  gpointer value;

  g_clear_pointer (&finder->since_arrays, g_hash_table_unref);
  finder->since_arrays = g_hash_table_new_full (NULL, NULL, NULL, _kq_student_array_free);
  g_array_set_size (finder->since, 0);
  finder->since_starts = _kq_student_board_get_starts (finder->board);
  g_hash_table_iter_init (&iter, _kq_finder_arrays_now (finder));
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((KqStudentArray *) value)->name == name)
      g_hash_table_replace (finder->since_arrays,
                            GUINT_TO_POINTER (((KqStudentArray *) value)->id),
                            _kq_finder_array_copy (value));
}

KqStudentArray *
_kq_finder_since_apply (GHashTable  *copies,
             const Event *event)
{
  KqStudentArray *copy;

  if (event->index < 0)
    {
      copy = _kq_finder_array_copy (event->array);
      g_hash_table_replace (copies, GUINT_TO_POINTER (copy->id), copy);
      return copy;
    }
  copy = g_hash_table_lookup (copies, GUINT_TO_POINTER (event->id));
  if (copy != NULL)
    copy->cells[event->index] = event->value;
  return copy;
}

/* A write (index -1: an appearance) of array seen by the decided board, which had solutions
 * before it: kept if of the board's name, from the board's decision or last solution on; a
 * search that begins again folds the writes before it into the arrays it began on. */
void
_kq_finder_keep_since (KqStudentFinder      *finder,
            const KqStudentArray *array,
            int                   index,
            guint64               solutions)
{
  const char *name = _kq_student_board_get_name (finder->board);
  guint starts = _kq_student_board_get_starts (finder->board);

  if (_kq_student_board_get_solutions (finder->board) > solutions)
    {
      _kq_finder_since_reset (finder);
      return;
    }
  if (finder->since_arrays == NULL || array->name != name)
    return;
  if (starts != finder->since_starts)
    {
      for (guint e = 0; e < finder->since->len; e++)
        _kq_finder_since_apply (finder->since_arrays, &g_array_index (finder->since, Event, e));
      g_array_set_size (finder->since, 0);
      finder->since_starts = starts;
    }
  if (finder->since->len >= SINCE_MAX)
    {
      g_clear_pointer (&finder->since_arrays, g_hash_table_unref);
      g_array_set_size (finder->since, 0);
      return;
    }
  g_array_append_vals (finder->since,
                       &(Event) { .id = array->id, .index = index,
                                  .value = index >= 0 ? array->cells[index] : NO_QUEEN,
                                  .array = index < 0 ? _kq_finder_array_copy (array) : NULL }, 1);
}
