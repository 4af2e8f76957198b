/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-event-cancel.h: the KqEventFunc of a worker that stops when its
 * GCancellable is cancelled (the model's, as src/core knows no GIO) */
#pragma once

#include <gio/gio.h>

#include "kq-events.h"

G_BEGIN_DECLS

/* A KqEventFunc: goes on until `cancellable` (a GCancellable, or NULL
 * for never) is cancelled. A callback with more to do ends with it. */
gboolean kq_event_func_cancellable (const KqEvent *event,
                                    gpointer       cancellable);

G_END_DECLS
