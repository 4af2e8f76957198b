/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: any bytes, read as a student's QUEENS.OUT and as a tour
 * matrix, with n from the file and given, and the result worded; the
 * QUEENS.OUT's lines each checked alone, as the window browses them. Never a
 * crash, a leak or a hang. */
#include "config.h"

#include <stdint.h>

#include "kq-answer.h"
#include "kq-fuzz.h"

static void
check (KqAnswer *answer)
{
  g_autofree char *message = kq_answer_describe (answer);

  g_assert (message != NULL);
  g_assert (answer->error == KQ_ANSWER_CORRECT ? answer->verdict == KQ_VERDICT_ACCEPTED
                                               : answer->verdict != KQ_VERDICT_ACCEPTED);
  kq_answer_free (answer);
}

/* Every line kept of a QUEENS.OUT, checked alone and worded. */
static void
check_lines (const uint8_t *data, size_t size, int n)
{
  KqAnswer *file = kq_answer_check_queens_lines (g_memdup2 (data, size), size, n);

  for (guint line = 1; line <= file->n_lines; line++)
    {
      KqAnswer *alone = kq_answer_check_line (file, line);

      g_assert (alone != NULL && alone->line == (int) line);
      check (alone);
    }
  g_assert (kq_answer_check_line (file, file->n_lines + 1) == NULL);
  check (file);
}

int LLVMFuzzerInitialize (int *argc, char ***argv);

/* The checker counts and lists in GLib thread-pool workers. Each worker's
 * first g_slice_free1 gives the thread a GSlice magazine, 2 KB that GLib
 * frees when the thread exits; a worker left idle (more than two, or for
 * 15 s) exits at any time, and LeakSanitizer, checking after an iteration
 * while one is on its way out, reported its magazine as leaked: a report
 * no input reproduces. Workers that never exit keep theirs reachable. */
int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_thread_pool_set_max_unused_threads (-1);
  g_thread_pool_set_max_idle_time (0);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  const KqSquare corner = { 0, 0 };

  check (kq_answer_check_queens (text, size, 0));
  check (kq_answer_check_queens (text, size, 5));
  check_lines (data, size, 0);
  check_lines (data, size, 5);
  check (kq_answer_check_tour (text, size, 0, NULL));
  check (kq_answer_check_tour (text, size, 5, &corner));
  return 0;
}
