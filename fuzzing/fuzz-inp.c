/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The QUEENS.INP parser: whatever the bytes, an n in range or a one-line
 * message in valid UTF-8, and no crash, leak or undefined behaviour. */
#include "config.h"

#include <string.h>

#include "kq-format.h"
#include "kq-fuzz.h"
#include "kq-limits.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  int n = 0;

  if (kq_queens_inp_parse ((const char *) data, size, "QUEENS.INP", KQ_QUEENS_MAX_N, &n, &error))
    g_assert_true (n >= 1 && n <= KQ_QUEENS_MAX_N && error == NULL);
  else
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
    }
  return 0;
}
