/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-counter.h: a count of n queens (all and essentially different
 * solutions), or of the knight's tours from a square, with the core's fast
 * counters, off the main thread, with its progress, an estimate of the
 * time left and Stop
 *
 * Properties (notified in the main thread): "running", "n", "fraction"
 * (0 … 1, polled from the count a few times a second), "outcome"
 * (KQ_OUTCOME_NONE before any count ends), "total", "unique", "seconds"
 * (the time taken so far, or by the last count; notified with the
 * progress, and when a count of tours has its estimate). */
#pragma once

#include <gio/gio.h>

#include "kq-events.h"
#include "kq-tour.h"

G_BEGIN_DECLS

/* The nice value of the count's threads: the main thread keeps a core. */
#define KQ_COUNTER_NICE 10

#define KQ_TYPE_COUNTER (kq_counter_get_type ())
G_DECLARE_FINAL_TYPE (KqCounter, kq_counter, KQ, COUNTER, GObject)

KqCounter  *kq_counter_new            (void);
/* Counts n queens (1 … KQ_QUEENS_MAX_N) with a thread per core, the
 * count running before (if any) stopped and forgotten. */
void        kq_counter_start          (KqCounter *self,
                                       int        n);
/* Counts the tours from request's square with a thread per core; "total"
 * receives them ("unique" stays 0). Open ones by the search from the
 * square, on boards up to KQ_TOUR_COUNT_MAX_N, estimated before they count;
 * closed ones by the frontier (kq-tour-frontier.h), every closed tour of
 * the board at once (twice the cycles: one each way round), on the boards
 * it takes, their time left said by its own progress. */
void        kq_counter_start_tours    (KqCounter           *self,
                                       const KqTourRequest *request);
/* Counts the tours from every square of rows × cols (sides up to
 * KQ_TOUR_COUNT_MAX_N, closed ones if closed, by the frontier: the same
 * number from every square), for their map: kq_counter_get_counts once
 * done, "total" their sum. */
void        kq_counter_start_tour_map (KqCounter           *self,
                                       int                  rows,
                                       int                  cols,
                                       gboolean             closed);
/* The map's rows × cols counts (row-major) once its count is done, else NULL. */
const guint64 *kq_counter_get_counts  (KqCounter           *self);
/* Whether the count (running or last) is of the tours from every square:
 * the map's. */
gboolean    kq_counter_get_map        (KqCounter *self);
/* A count of tours: what it is expected to find and how long it is
 * expected to take on this machine, estimated before it starts (Knuth's
 * probes and the measured speed of its workers): TRUE once known, soon after
 * its start (a fraction of a second of CPU, ahead of the count). A count of
 * closed tours by the frontier knows what it will find where the board's
 * number is published (kq-tour-published.h), its time not (seconds -1). */
gboolean    kq_counter_get_estimate   (KqCounter *self,
                                       double    *tours,
                                       double    *seconds);
/* A count of tours estimated to take long (ten minutes or more): the
 * estimate and how to split it over machines with the CLI's --part and
 * sum, in the current language; else NULL. */
char       *kq_counter_dup_split_text (KqCounter *self);
/* Whether the count (running or last) is of tours. */
gboolean    kq_counter_get_tours      (KqCounter *self);
/* Stops the count: "running" goes and "outcome" becomes STOPPED at once;
 * its workers end soon after (kq_counter_get_live_workers). */
void        kq_counter_stop           (KqCounter *self);

gboolean    kq_counter_get_running    (KqCounter *self);
int         kq_counter_get_n          (KqCounter *self);
double      kq_counter_get_fraction   (KqCounter *self);
KqOutcome   kq_counter_get_outcome    (KqCounter *self);
guint64     kq_counter_get_total      (KqCounter *self);
guint64     kq_counter_get_unique     (KqCounter *self);
double      kq_counter_get_seconds    (KqCounter *self);
/* What to tell the user, in the current language: the progress with the
 * time left, the result with the time taken, or that it was stopped;
 * NULL before the first count. */
char       *kq_counter_dup_text       (KqCounter *self);

/* Count threads not finished yet, in every counter (for the tests). */
guint       kq_counter_get_live_workers (void);

G_END_DECLS
