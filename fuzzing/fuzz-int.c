/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The number parser every argument and input goes through: a value in
 * range written as a decimal, or a one-line message in valid UTF-8. */
#include "config.h"

#include <string.h>

#include "kq-format.h"
#include "kq-fuzz.h"

static void
check (const char *text, gint64 min, gint64 max)
{
  g_autoptr(GError) error = NULL;
  gint64 value = 0;

  if (kq_parse_int (text, "n", min, max, &value, &error))
    {
      g_autofree char *stripped = g_strstrip (g_strdup (text));
      g_autofree char *again = g_strdup_printf ("%" G_GINT64_FORMAT, value);
      const char *digits = stripped + (*stripped == '+' || *stripped == '-');

      g_assert_true (value >= min && value <= max);
      /* what was read is what was written, leading zeros and sign aside */
      while (digits[0] == '0' && digits[1] != '\0')
        digits++;
      g_assert_cmpstr (digits, ==, again + (value < 0));
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* kq_parse_int takes C strings: the input up to its first NUL */
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *shown = kq_format_user_text (text);

  g_assert_true (g_utf8_validate (shown, -1, NULL));
  g_assert_cmpint (g_utf8_strlen (shown, -1), <=, 40);
  check (text, 1, 100);
  check (text, 0, G_MAXINT64);
  return 0;
}
