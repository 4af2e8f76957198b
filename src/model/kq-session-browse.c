/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-browse.c: n queens' solutions, or every tour from a square,
 * browsed by number: the one on the board, taken from the listing's store,
 * or for queens counted out in a worker past the solutions it keeps */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-session-private.h"
#include "kq-tour-count.h"

static void
put_solution (KqSession *self, guint64 k, const int *cols)
{
  self->shown = k;
  self->wanted = 0;
  g_clear_object (&self->fetch_cancellable);
  _kq_session_reset_timeline (self, self->timeline);
  kq_timeline_append_solution (self->timeline, cols);
  kq_timeline_set_complete (self->timeline, TRUE);
  /* rooks have no families: their symmetry is not the lessons' */
  if (self->families != NULL)
    kq_families_set_solution (self->families, k, cols);
  /* piece by piece, rows top to bottom; a tour move by move */
  kq_timeline_set_playing (self->timeline, TRUE);
}

static void
fetch_progress_cb (guint64 counted, gpointer user_data)
{
  KqSession *self = user_data;

  self->counted = counted;
  _kq_session_publish (self);
}

static void
fetch_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(KqSession) self = user_data;
  KqSolutionStore *store = KQ_SOLUTION_STORE (source_object);
  g_autoptr(GError) error = NULL;
  g_autofree int *cols = NULL;

  cols = kq_solution_store_get_finish (store, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || store != self->store)
    return;

  if (cols == NULL)
    {
      self->wanted = 0;
      g_clear_object (&self->fetch_cancellable);
      g_free (self->message);
      self->message = g_strdup (error->message);
    }
  else
    put_solution (self, self->wanted, cols);
  _kq_session_publish (self);
}

void
_kq_session_show_solution (KqSession *self, guint64 k)
{
  /* n queens' columns, or a tour's n × n moves */
  int cols[MAX (KQ_QUEENS_MAX_N, KQ_TOUR_COUNT_MAX_N * KQ_TOUR_COUNT_MAX_N)];

  g_assert (self->store != NULL);
  g_assert (k >= 1);

  g_cancellable_cancel (self->fetch_cancellable);
  g_clear_object (&self->fetch_cancellable);
  g_clear_pointer (&self->message, g_free);
  _kq_session_leave_answer_board (self);
  /* Browsing leaves the trace: the timeline shows solutions now. */
  if (kq_session_get_watching (self) && kq_solver_runner_get_running (self->runner))
    kq_session_release_trace (self);

  if (kq_solution_store_lookup (self->store, k, cols))
    {
      put_solution (self, k, cols);
      _kq_session_publish (self);
      return;
    }

  /* A tour past the stored ones is still to come, or not kept (the
   * listing only counts it). */
  if (self->every_tour)
    {
      guint64 stored = kq_solution_store_get_stored (self->store);
      g_autofree char *wanted = kq_format_count (k);
      g_autofree char *count = kq_format_count (stored);

      if (stored < kq_solution_store_get_capacity (self->store))
        self->message = g_strdup_printf (_("tour %s is not listed yet: %s so far"), wanted, count);
      else
        self->message = g_strdup_printf (_("tour %s is not kept: only the first %s are"), wanted,
                                         count);
      _kq_session_publish (self);
      return;
    }

  /* Past the stored ones: counted out in a worker, without listing. */
  self->wanted = k;
  self->counted = 0;
  self->fetch_cancellable = g_cancellable_new ();
  kq_solution_store_get_async (self->store, k, fetch_progress_cb, self, self->fetch_cancellable,
                               fetch_done_cb, g_object_ref (self));
  _kq_session_publish (self);
}

gboolean
kq_session_show_solution (KqSession *self, guint64 k, GError **error)
{
  guint64 total;

  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);
  g_return_val_if_fail (kq_session_get_lists (self), FALSE);

  if (self->store == NULL && !_kq_session_browses_lines (self))
    return TRUE;
  total = kq_session_get_total (self);
  /* While the listing runs, solution k may come later: kq_queens_nth decides. */
  if (k < 1 || (k > total && !kq_solver_runner_get_running (self->runner)))
    {
      g_autofree char *wanted = kq_format_count (k);
      g_autofree char *count = kq_format_count (total);
      GError *local =
        self->every_tour
          ? g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("there is no tour %s: there are %s"), wanted, count)
        : _kq_session_browses_lines (self)
          /* TRANSLATORS: a line of an opened QUEENS.OUT asked for by number */
          ? g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("there is no line %s: the file has %s"), wanted, count)
          : g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("there is no solution %s: there are %s"), wanted, count);

      g_free (self->message);
      self->message = g_strdup (local->message);
      g_propagate_error (error, local);
      _kq_session_publish (self);
      return FALSE;
    }
  if (k == kq_session_get_current_solution (self))
    return TRUE;
  if (_kq_session_browses_lines (self))
    {
      _kq_session_show_line (self, k);
      _kq_session_publish (self);
    }
  else
    _kq_session_show_solution (self, k);
  return TRUE;
}

guint64
kq_session_get_shown (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->shown;
}

guint64
kq_session_get_fetching (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->wanted;
}

double
kq_session_get_fetch_progress (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0.0);

  if (self->wanted == 0)
    return 0.0;
  return (double) MIN (self->counted, self->wanted) / (double) self->wanted;
}

guint64
kq_session_get_total (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  if (_kq_session_browses_lines (self))
    return self->answer->n_lines;
  return self->store != NULL ? kq_solution_store_get_total (self->store) : 0;
}

guint64
kq_session_get_current_solution (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return self->wanted > 0 ? self->wanted : self->shown;
}

gboolean
kq_session_get_can_browse (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  /* Past the solutions listed so far, the k-th solution is counted out. */
  return kq_session_get_lists (self) &&
         (kq_session_get_total (self) > 0 || kq_session_get_running (self));
}
