/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-program-reason.c: the reason a crashed program printed, found in its output as a
 * student's program prints it (C++'s uncaught exception and failed assert, Python's
 * traceback, Free Pascal's runtime error), and what it means, in English and Vietnamese. */
#define G_LOG_DOMAIN "test-program-reason"
#include "config.h"

#include <string.h>

#include "kq-i18n.h"
#include "kq-program-reason.h"

/* What the runtimes print, as tests/data/student's crashes print it. */
static const struct {
  const char *output;
  const char *said;
  const char *en;
  const char *vi;
} cases[] = {
  { "2 1\nterminate called after throwing an instance of 'std::out_of_range'\n"
    "  what():  vector::_M_range_check: __n (which is 5) >= this->size() (which is 5)\n",
    "vector::_M_range_check: __n (which is 5) >= this->size() (which is 5)",
    "an index outside the vector or array (at () checked it)",
    "chỉ số nằm ngoài vector hay mảng (at () đã kiểm tra)" },
  { "queens: queens.c:12: place: Assertion `i <= n' failed.\n",
    "Assertion `i <= n' failed.",
    "an assert failed: the condition it checks was false",
    "một assert không thỏa: điều kiện nó kiểm tra bị sai" },
  { "[1, 3]\nTraceback (most recent call last):\n  File \"/tmp/q.py\", line 19, in <module>\n"
    "    Try(1)\n  File \"/tmp/q.py\", line 4, in Try\n"
    "    if a[j] and b[i + j] and c[i - j + n]:\nIndexError: list index out of range\n",
    "IndexError: list index out of range",
    "an index outside the list",
    "chỉ số nằm ngoài danh sách" },
  { "Traceback (most recent call last):\n  File \"k.py\", line 2, in <module>\n"
    "    print(d['a'])\nKeyError: 'a'\n",
    "KeyError: 'a'", "a key that is not in the dictionary", "khóa không có trong từ điển" },
  { "Runtime error 201 at $0000000000401123\n  $0000000000401123\n",
    "Runtime error 201",
    "an index outside its array, or a value outside its range (range check)",
    "chỉ số nằm ngoài mảng, hay giá trị nằm ngoài miền của nó (kiểm tra miền)" },
  { "1: 2\nRuntime error 200 at $00000000004011F0\n", "Runtime error 200",
    "a division by zero", "phép chia cho 0" },
};

static void
test_reasons (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = kq_program_reason_said (cases[i].output);
      g_autofree char *en = NULL;
      g_autofree char *vi = NULL;
      g_autofree char *alone = NULL;

      g_assert_cmpstr (said, ==, cases[i].said);
      kq_i18n_set_language ("en");
      g_assert_cmpstr (kq_program_reason_meaning (said), ==, cases[i].en);
      en = kq_program_reason_text (cases[i].output, TRUE);
      g_assert_true (g_str_has_prefix (en, cases[i].en) && strstr (en, cases[i].said) != NULL);
      kq_i18n_set_language ("vi");
      g_assert_cmpstr (kq_program_reason_meaning (said), ==, cases[i].vi);
      /* the original beside the meaning, in the student's language */
      vi = kq_program_reason_text (cases[i].output, TRUE);
      g_assert_nonnull (strstr (vi, cases[i].said));
      g_assert_true (g_str_has_prefix (vi, cases[i].vi));
      alone = kq_program_reason_text (cases[i].output, FALSE);
      g_assert_cmpstr (alone, ==, cases[i].vi);
      kq_i18n_set_language ("");
    }
}

/* A program that printed no error, or one nothing is known of: no reason, or the words alone. */
static void
test_none (void)
{
  g_autofree char *unknown = kq_program_reason_text ("Runtime error 999 at $0\n", TRUE);

  g_assert_null (kq_program_reason_said (NULL));
  g_assert_null (kq_program_reason_said ("1 3 5 2 4\nError: no solution\n10 solutions\n"));
  g_assert_null (kq_program_reason_text ("Runtime error found: none\n", TRUE));
  g_assert_cmpstr (unknown, ==, "“Runtime error 999”");
  g_assert_null (kq_program_reason_text ("Runtime error 999 at $0\n", FALSE));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  kq_i18n_init ();

  g_test_add_func ("/program-reason/reasons", test_reasons);
  g_test_add_func ("/program-reason/none", test_none);

  return g_test_run ();
}
