/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb-no-return.c: a function whose value the program uses, that can end without one
 *
 * The safety test written without its last "return true" is a slip of the lessons' programs
 * that no board shows: unoptimised, what it returns is whatever the register held, and the
 * search places nothing, or everything. The compiler sees it (gcc's -Wreturn-type, Free
 * Pascal's "Function result does not seem to be set"); said where the program's source uses
 * the function's value (a call in a condition, an expression, a return), not where it is only
 * called as a statement, whose value nobody reads.
 */
#define G_LOG_DOMAIN "kq-gdb"

#include "config.h"

#include "kq-gdb-compile.h"
#include "kq-student-private.h"

#include <stdlib.h>
#include <string.h>

/* The bare name of gcc's "bool Board::safe(int)", or of Pascal's "function Board.Safe (…)". */
static char *
bare_name (const char *text)
{
  const char *end = strchr (text, '(');
  const char *start;

  if (end == NULL)
    end = text + strlen (text);
  while (end > text && g_ascii_isspace (end[-1]))
    end--;
  for (start = end; start > text && (g_ascii_isalnum (start[-1]) || start[-1] == '_'); start--)
    ;
  return start < end ? g_strndup (start, (gsize) (end - start)) : NULL;
}

/* The name of the Pascal function whose header is on line (from 1) of source. */
static char *
pascal_function_at (const char *source,
                    int         line)
{
  g_autoptr (GRegex) header = g_regex_new ("\\bfunction\\s+([A-Za-z_][A-Za-z0-9_.]*)",
                                           G_REGEX_CASELESS | G_REGEX_RAW, 0, NULL);
  g_auto (GStrv) lines = g_strsplit (source, "\n", -1);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *dotted = NULL;

  if (line < 1 || (guint) line > g_strv_length (lines) ||
      !g_regex_match (header, lines[line - 1], 0, &match))
    return NULL;
  dotted = g_match_info_fetch (match, 1);
  return g_strdup (strrchr (dotted, '.') != NULL ? strrchr (dotted, '.') + 1 : dotted);
}

void
kq_gdb_report_no_return (const KqStudentJob *job,
                         const char         *messages)
{
  gboolean pascal = job->language == KQ_STUDENT_LANGUAGE_PASCAL;
  g_autoptr (GRegex) within = g_regex_new ("In (?:member )?function ['‘](.*)['’]:", 0, 0, NULL);
  g_autoptr (GRegex) warning =
    pascal ? g_regex_new ("^.+\\(([0-9]+),[0-9]+\\) Warning: Function result does not seem to "
                          "be set", 0, 0, NULL)
           : g_regex_new ("^[^:]+:([0-9]+):[0-9]+: warning: (?:control reaches end of non-void "
                          "function|no return statement in function returning non-void)",
                          0, 0, NULL);
  g_auto (GStrv) lines = g_strsplit (messages, "\n", -1);
  g_autofree char *source = NULL;
  g_autofree char *function = NULL;

  if (job->report->no_return == NULL ||
      !g_file_get_contents (job->source, &source, NULL, NULL))
    return;
  for (char **line = lines; *line != NULL; line++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *number = NULL;
      g_autofree char *name = NULL;
      int at;

      if (g_regex_match (within, *line, 0, &match))
        {
          g_autofree char *signature = g_match_info_fetch (match, 1);

          g_free (function);
          function = bare_name (signature);
          continue;
        }
      g_clear_pointer (&match, g_match_info_free);
      if (!g_regex_match (warning, *line, 0, &match))
        continue;
      number = g_match_info_fetch (match, 1);
      at = atoi (number);
      name = pascal ? pascal_function_at (source, at) : g_strdup (function);
      if (name != NULL && _kq_student_value_used (source, name, pascal))
        job->report->no_return (job->data, at, name);
    }
}
