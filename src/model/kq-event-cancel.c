/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-event-cancel.c: the KqEventFunc that stops on a GCancellable */
#define G_LOG_DOMAIN "kq-event-cancel"
#include "config.h"

#include "kq-event-cancel.h"

gboolean
kq_event_func_cancellable (const KqEvent *event, gpointer cancellable)
{
  return !g_cancellable_is_cancelled (cancellable);
}
