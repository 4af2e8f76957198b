/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-count-bar.h: the window's Count for n queens: a button that puts the
 * session in count mode (kq_session_count), the count's progress bar and
 * Stop (the result is the status line's) */
#pragma once

#include <gtk/gtk.h>

#include "kq-counter.h"
#include "kq-session.h"

G_BEGIN_DECLS

#define KQ_TYPE_COUNT_BAR (kq_count_bar_get_type ())
G_DECLARE_FINAL_TYPE (KqCountBar, kq_count_bar, KQ, COUNT_BAR, GtkBox)

GtkWidget  *kq_count_bar_new          (KqSession  *session);
KqCounter  *kq_count_bar_get_counter  (KqCountBar *self);
/* Its texts again, in the current language. */
void        kq_count_bar_retranslate  (KqCountBar *self);

G_END_DECLS
