/* libFuzzer target: any bytes, read as a student's QUEENS.OUT and as a tour
 * matrix, with n from the file and given, and the result worded. Never a
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

const char *__lsan_default_suppressions (void);

/* The checker counts and lists in GLib thread-pool workers. Each worker's
 * first g_slice_free1 (popping its task queue) gives the thread a GSlice
 * magazine, 2 KB that GLib frees only when the thread exits, and that
 * LeakSanitizer, checking after an iteration, does not always reach (it
 * sits in the thread's pthread-specific data): a report that is GLib's,
 * which no input reproduces. G_SLICE=always-malloc would avoid the
 * magazine, but GLib reads it before LLVMFuzzerInitialize runs. The same
 * suppression is in tests/lsan.supp, for the suite under ASan. */
const char *
__lsan_default_suppressions (void)
{
  return "leak:g_slice_free1\n";
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  const KqSquare corner = { 0, 0 };

  check (kq_answer_check_queens (text, size, 0));
  check (kq_answer_check_queens (text, size, 5));
  check (kq_answer_check_tour (text, size, 0, NULL));
  check (kq_answer_check_tour (text, size, 5, &corner));
  return 0;
}
