/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-time.h: how long a test waits for something that should come soon. A wait that held
 * on an idle machine timed out beside a second suite: every wait is stretched by
 * KQ_TEST_TIME_SCALE, which build-aux/dev.sh sets from the machine's load and the sanitizers
 * as it stretches meson's own timeouts. Included by one test program each. */
#pragma once

#include <glib.h>

/* Anything that should take a fraction of a second: a hang fails, not stalls. */
#define KQ_TEST_TIMEOUT_S 30

/* How many times slower than an idle machine this one may be (at least 1). */
G_GNUC_UNUSED static double
kq_test_time_scale (void)
{
  const char *scale = g_getenv ("KQ_TEST_TIME_SCALE");
  double value = scale != NULL ? g_ascii_strtod (scale, NULL) : 1.0;

  return value >= 1.0 ? value : 1.0;
}

/* The monotonic time (g_get_monotonic_time ()) seconds from now on an idle machine. */
G_GNUC_UNUSED static gint64
kq_test_deadline (double seconds)
{
  return g_get_monotonic_time () + (gint64) (seconds * kq_test_time_scale () * G_USEC_PER_SEC);
}
