/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "kq-answer.h"
#include "kq-cli.h"
#include "kq-format.h"
#include "kq-input.h"
#include "kq-queens.h"
#include "kq-tour.h"

/* knights-queens-cli check INPUT OUTPUT [ANSWER]: a checker with testlib's
 * arguments and exit statuses, which VNOJ and most contest systems call:
 * 0 accepted, 1 wrong answer, 2 presentation error, 3 the checker failed
 * (not the other subcommands' 2 for bad input: graders read these). */

enum {
  CHECK_FAILED = 3,
};

/* A test's input holds a few numbers. */
#define INPUT_MAX_BYTES 4096

typedef struct {
  KqAnswerKind kind;
  int          n;
  KqSquare     start;  /* a tour's */
} CheckInput;

/* One line on stdout, "VERDICT: REASON", and the status graders read
 * (3, the checker failed, when stdout cannot be written). */
static int
verdict (int status, const char *reason)
{
  const char *word;

  switch (status)
    {
    case KQ_VERDICT_ACCEPTED:
      word = _("ok");
      break;
    case KQ_VERDICT_WRONG:
      word = _("wrong answer");
      break;
    case KQ_VERDICT_PRESENTATION:
      word = _("presentation error");
      break;
    default:
      word = _("fail");
      break;
    }
  /* TRANSLATORS: the checker's verdict and its reason: "wrong answer: line 12 repeats line 9" */
  printf (_("%s: %s\n"), word, reason);
  /* A verdict lost (a full disk) must not pass for one given. */
  if (fflush (stdout) != 0)
    return kq_cli_fail (CHECK_FAILED, _("cannot write standard output"));
  return status;
}

static int
failed (const GError *error)
{
  return verdict (CHECK_FAILED, error->message);
}

static gboolean
parse_number (const char *text, const char *what, gint64 max, int *value, GError **error)
{
  gint64 v;

  if (!kq_parse_int (text, what, 1, max, &v, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

/* QUEENS.INP holds n; a tour's input "n row col" (1-based). */
static gboolean
read_input (const char *path, CheckInput *input, GError **error)
{
  g_autoptr(GBytes) bytes = kq_input_read (path, INPUT_MAX_BYTES, error);
  g_autofree char *display = kq_input_display_name (path);
  g_autofree char *text = NULL;
  g_auto(GStrv) numbers = NULL;
  const char *data;
  gsize length;
  int row, col;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  kq_format_skip_bom (&data, &length);
  if (length > INPUT_MAX_BYTES || memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: not a test's input (it holds n, or n row col)"), display);
      return FALSE;
    }
  text = g_strndup (data, length);

  numbers = g_strsplit_set (g_strstrip (text), " \t\r\n", -1);
  /* Runs of blanks give empty strings: keep the numbers only. */
  {
    int kept = 0;

    for (int i = 0; numbers[i] != NULL; i++)
      {
        if (numbers[i][0] != '\0')
          numbers[kept++] = numbers[i];
        else
          g_free (numbers[i]);
      }
    numbers[kept] = NULL;
  }

  if (g_strv_length (numbers) == 1)
    {
      g_autofree char *what = g_strdup_printf (_("%s: n"), display);

      input->kind = KQ_ANSWER_QUEENS;
      return parse_number (numbers[0], what, KQ_ANSWER_QUEENS_MAX_N, &input->n, error);
    }
  if (g_strv_length (numbers) == 3)
    {
      g_autofree char *what_n = g_strdup_printf (_("%s: n"), display);
      g_autofree char *what_row = g_strdup_printf (_("%s: row"), display);
      g_autofree char *what_col = g_strdup_printf (_("%s: column"), display);

      input->kind = KQ_ANSWER_TOUR;
      if (!parse_number (numbers[0], what_n, KQ_TOUR_MAX_N, &input->n, error) ||
          !parse_number (numbers[1], what_row, input->n, &row, error) ||
          !parse_number (numbers[2], what_col, input->n, &col, error))
        return FALSE;
      input->start = (KqSquare) { row - 1, col - 1 };
      return TRUE;
    }
  g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
               _("%s: not a test's input: it holds n (n queens) or n row col (a tour)"), display);
  return FALSE;
}

int
kq_cli_check (int argc, char **argv)
{
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("INPUT OUTPUT [ANSWER] — check a program's output"));
  g_autoptr(GBytes) output = NULL;
  g_autoptr(KqAnswer) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  CheckInput input = { 0 };
  const char *data;
  gsize length;

  g_option_context_set_summary (context,
    _("Checks a program's output as a contest checker does (testlib's arguments):\n"
      "INPUT is the test's input, a QUEENS.INP holding n, or for a tour one line “n row col”;\n"
      "OUTPUT the program's output: every placement of n queens in the lessons' order,\n"
      "or the tour as n lines of n move numbers; ANSWER is accepted and not needed.\n"
      "Prints one line, the verdict and its reason.\n"
      "Exit status: 0 accepted, 1 wrong answer, 2 presentation error (OUTPUT is not\n"
      "in the format), 3 the checker failed (INPUT bad or unreadable, bad arguments)."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return failed (error);
  kq_cli_drop_separator (&argc, argv);
  if (argc != 3 && argc != 4)
    return verdict (CHECK_FAILED, _("check needs INPUT and OUTPUT (and accepts ANSWER); see --help"));

  if (!read_input (argv[1], &input, &error))
    return failed (error);

  /* One byte past the checker's bound: it then says the file is too big. */
  output = kq_input_read (argv[2], KQ_ANSWER_MAX_BYTES, &error);
  if (output == NULL)
    {
      /* The program wrote no output it can be judged on. */
      return verdict (KQ_VERDICT_PRESENTATION, error->message);
    }
  data = g_bytes_get_data (output, &length);

  if (input.kind == KQ_ANSWER_QUEENS)
    answer = kq_answer_check_queens (data, length, input.n);
  else
    answer = kq_answer_check_tour (data, length, input.n, &input.start);
  reason = kq_answer_describe (answer);
  return verdict ((int) answer->verdict, reason);
}
