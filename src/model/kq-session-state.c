/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-session-state.c: what the views of KqSession read (part of KqSession):
 * its state and the conditions derived from it (watching, searching,
 * stopped, can-stop …), each a getter of a property that
 * _kq_session_publish() here notifies when its value moves */
#define G_LOG_DOMAIN "kq-session"
#include "config.h"

#include "kq-session-private.h"

/* Notifies every property whose value moved since the last call: the one
 * place that keeps the notifications true, the compound ones included.
 * Called at the end of whatever changes the session. */
void
_kq_session_publish (KqSession *self)
{
  g_autoptr(GObject) object = g_object_ref (G_OBJECT (self));

  if (self->published == NULL)
    return;
  for (guint id = 1; id < self->n_published; id++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      g_value_init (&value, self->published_specs[id]->value_type);
      g_object_get_property (object, self->published_specs[id]->name, &value);
      if (g_param_values_cmp (self->published_specs[id], &value, &self->published[id]) == 0)
        continue;
      g_value_copy (&value, &self->published[id]);
      g_object_notify_by_pspec (object, self->published_specs[id]);
    }
}

/* A run began: the views start over ("run-started"). */
void
_kq_session_run_started (KqSession *self)
{
  g_signal_emit_by_name (self, "run-started");
  _kq_session_publish (self);
}

KqTimeline *
kq_session_get_timeline (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->timeline;
}

KqSessionState
kq_session_get_state (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_SESSION_IDLE);

  return self->state;
}

KqOutcome
kq_session_get_outcome (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), KQ_OUTCOME_FOUND);

  return self->outcome;
}

char *
kq_session_dup_reason (KqSession *self)
{
  KqTourRequest request;
  KqOutcome outcome;

  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  if (!kq_session_get_tour_request (self, &request))
    return NULL;
  if (self->state == KQ_SESSION_IMPOSSIBLE)
    outcome = KQ_OUTCOME_NONE;
  else if (self->state == KQ_SESSION_DONE &&
           (self->outcome == KQ_OUTCOME_NONE || self->outcome == KQ_OUTCOME_GAVE_UP))
    outcome = self->outcome;
  else
    return NULL;
  /* Worded here, in the main thread and the language of the moment. */
  return kq_tour_reason (&request, outcome, kq_solver_runner_get_nodes (self->runner));
}

int
kq_session_get_start_square (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), -1);

  return self->tour_start;
}

gboolean
kq_session_get_tour_request (KqSession *self, KqTourRequest *request)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);
  g_return_val_if_fail (request != NULL, FALSE);

  if (self->problem != KQ_PROBLEM_TOUR || self->tour_start < 0)
    return FALSE;

  *request = (KqTourRequest) {
    .n = self->n,
    .rows = self->n == self->cols ? 0 : self->n,
    .cols = self->n == self->cols ? 0 : self->cols,
    .row = self->tour_start / self->cols,
    .col = self->tour_start % self->cols,
    .method = self->method,
    .closed = self->closed,
    .trace = TRUE,
    /* Trace mode runs lesson 002's Warnsdorff, whose listing it follows. */
    .lesson = self->search_mode == KQ_SESSION_MODE_TRACE,
    .max_steps = self->method == KQ_TOUR_CLASSIC || self->search_mode == KQ_SESSION_MODE_TRACE
                 ? KQ_SESSION_CLASSIC_MAX_STEPS : 0,
  };
  return TRUE;
}

gboolean
kq_session_get_full_speed (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->full_speed;
}

gboolean
kq_session_get_running (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return kq_solver_runner_get_running (self->runner);
}

guint64
kq_session_get_steps (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), 0);

  return kq_solver_runner_get_nodes (self->runner);
}

const char *
kq_session_get_message (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), NULL);

  return self->message;
}

void
kq_session_set_message (KqSession *self, const char *message)
{
  g_return_if_fail (KQ_IS_SESSION (self));

  g_free (self->message);
  self->message = g_strdup (message);
  _kq_session_publish (self);
}

gboolean
kq_session_get_watching (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->mode == KQ_SESSION_MODE_TRACE && !self->full_speed;
}

/* Trace mode, the animation behind a worker that finished: the search is
 * still on for the student, whose counters have not reached the end. */
static gboolean
trace_behind (KqSession *self)
{
  return self->mode == KQ_SESSION_MODE_TRACE && self->outcome != KQ_OUTCOME_STOPPED &&
         kq_timeline_get_position (self->timeline) < kq_timeline_get_length (self->timeline);
}

gboolean
kq_session_get_searching (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->state == KQ_SESSION_RUNNING || trace_behind (self);
}

gboolean
kq_session_get_stopped (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return self->state == KQ_SESSION_DONE && self->outcome == KQ_OUTCOME_STOPPED;
}

gboolean
kq_session_get_lists (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return kq_problem_is_placement (self->problem) || self->every_tour;
}

gboolean
kq_session_get_listed (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return kq_session_get_lists (self) && self->state == KQ_SESSION_DONE &&
         self->state == KQ_SESSION_DONE &&
         self->outcome != KQ_OUTCOME_STOPPED && (!trace_behind (self) || self->shown > 0);
}

gboolean
kq_session_get_show_counters (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  /* A tour's trace always; n queens' until a solution is browsed. */
  if (self->problem == KQ_PROBLEM_TOUR)
    return kq_session_get_watching (self);
  return kq_session_get_watching (self) && self->shown == 0 && self->wanted == 0 &&
         self->state != KQ_SESSION_IDLE;
}

gboolean
kq_session_get_can_release (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  /* a search still running, or its animation still behind it, paused or not */
  return self->mode == KQ_SESSION_MODE_TRACE && !self->full_speed &&
         (kq_session_get_running (self) || trace_behind (self));
}

gboolean
kq_session_get_can_stop (KqSession *self)
{
  g_return_val_if_fail (KQ_IS_SESSION (self), FALSE);

  return kq_session_get_running (self) || self->wanted > 0 || kq_counter_get_running (self->counter);
}
