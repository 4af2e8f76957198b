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

#include <string.h>

/* Words after which a call's value is read: C's return; the conditions' and Pascal's
 * operators. */
static const char * const reading_words[] = { "return", "if", "while", "until", "not", "and",
                                              "or", "xor" };

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

/* Whether the name's use at source + at has its value read: what comes before it. */
static gboolean
value_read (const char *source,
            gsize       at)
{
  gsize end, start;

  while (at > 0 && g_ascii_isspace (source[at - 1]))
    at--;
  if (at == 0)
    return FALSE;
  if (strchr ("(=!&|,+-*/<>?:[%^~", source[at - 1]) != NULL)
    return TRUE;
  for (end = at, start = at; start > 0 && is_word_char (source[start - 1]); start--)
    ;
  for (gsize i = 0; i < G_N_ELEMENTS (reading_words); i++)
    if (end - start == strlen (reading_words[i]) &&
        g_ascii_strncasecmp (source + start, reading_words[i], end - start) == 0)
      return TRUE;
  return FALSE;
}

/* Whether source reads the value of function (C's and C++'s called with their parentheses,
 * Pascal's maybe without) anywhere. */
static gboolean
value_used (const char *source,
            const char *function,
            gboolean    pascal)
{
  gsize length = strlen (function);

  for (const char *at = source; (at = pascal ? strcasestr (at, function) : strstr (at, function));
       at += length)
    {
      const char *after = at + length;

      if ((at > source && is_word_char (at[-1])) || is_word_char (*after))
        continue;
      while (g_ascii_isspace (*after))
        after++;
      if ((pascal || *after == '(') && value_read (source, (gsize) (at - source)))
        return TRUE;
    }
  return FALSE;
}

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
  for (start = end; start > text && is_word_char (start[-1]); start--)
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
      name = pascal ? pascal_function_at (source, atoi (number)) : g_strdup (function);
      if (name != NULL && value_used (source, name, pascal))
        job->report->no_return (job->data, atoi (number), name);
    }
}
