/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-counts.h: Tour Counts (views): the closed tours of the boards the
 * frontier counts in seconds, as first published (kq-tour-published.h),
 * and Count Them, which counts them here one after another, each result
 * beside the published number */
#pragma once

#include <adwaita.h>

#include "kq-counter.h"

G_BEGIN_DECLS

#define KQ_TYPE_TOUR_COUNTS (kq_tour_counts_get_type ())
G_DECLARE_FINAL_TYPE (KqTourCounts, kq_tour_counts, KQ, TOUR_COUNTS, AdwWindow)

/* A window over parent, in the current language. */
KqTourCounts *kq_tour_counts_new         (GtkWindow    *parent);
/* Its counter (the tests watch it), and the text of row i's result. */
KqCounter    *kq_tour_counts_get_counter (KqTourCounts *self);
const char   *kq_tour_counts_get_result  (KqTourCounts *self,
                                          guint         i);

G_END_DECLS
