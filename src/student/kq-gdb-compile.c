/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-gdb"

#include "config.h"

#include "kq-gdb.h"
#include "kq-student-box.h"
#include "kq-student-child.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* A compiler's processor time at most: the lessons' programs take well under a second. */
#define COMPILE_CPU_SECONDS 60

static const struct {
  const char *program;
  const char *package;
} packages[] = {
  { "gcc", "gcc" },
  { "g++", "g++" },
  { "fpc", "fpc" },  /* fp-compiler and the units the lessons' programs use */
  { "gdb", "gdb" },
};

const char *
kq_gdb_package_for (const char *program)
{
  for (gsize i = 0; i < G_N_ELEMENTS (packages); i++)
    if (strcmp (packages[i].program, program) == 0)
      return packages[i].package;
  return program;
}

gboolean
kq_gdb_find_tool (const char *program, GError **error)
{
  g_autofree char *path = g_find_program_in_path (program);

  if (path != NULL)
    return TRUE;
  /* TRANSLATORS: %s: a program (gcc, fpc, gdb), then its Debian package. */
  g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_TOOLCHAIN,
               _("%s is not installed: install the Debian package %s (sudo apt install %s)"),
               program, kq_gdb_package_for (program), kq_gdb_package_for (program));
  return FALSE;
}

/* Free Pascal says "queens.pas(4,8) Error: Illegal expression"; gcc's form, which the
 * window and the CLI read, is "queens.pas:4:8: error: Illegal expression". Its closing
 * "Fatal: Compilation aborted" and "Error: …ppcx64 returned an error exitcode" add nothing. */
static char *
fpc_messages (const char *output)
{
  g_autoptr (GRegex) regex =
    g_regex_new ("^(.+?)\\(([0-9]+),([0-9]+)\\) (Error|Fatal|Warning): (.*)$", 0, 0, NULL);
  g_auto (GStrv) lines = g_strsplit (output, "\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);

  for (char **line = lines; *line != NULL; line++)
    {
      g_autoptr (GMatchInfo) match = NULL;
      g_autofree char *file = NULL;
      g_autofree char *number = NULL;
      g_autofree char *column = NULL;
      g_autofree char *kind = NULL;
      g_autofree char *text = NULL;

      if (!g_regex_match (regex, *line, 0, &match))
        continue;
      file = g_match_info_fetch (match, 1);
      number = g_match_info_fetch (match, 2);
      column = g_match_info_fetch (match, 3);
      kind = g_match_info_fetch (match, 4);
      text = g_match_info_fetch (match, 5);
      g_string_append_printf (out, "%s:%s:%s: %s: %s\n", file, number, column,
                              strcmp (kind, "Warning") == 0 ? "warning" : "error", text);
    }
  if (out->len == 0)
    return g_strdup (output);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* gcc opens with "queens.c: In function 'Try':", which names no line: from the first
 * "file:line:" on. */
static char *
gcc_messages (const char *output)
{
  g_autoptr (GRegex) regex = g_regex_new ("^[^:\\n]+:[0-9]+:", G_REGEX_MULTILINE, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  int start = 0;

  if (g_regex_match (regex, output, 0, &match))
    g_match_info_fetch_pos (match, 0, &start, NULL);
  return g_strdup (output + start);
}

char *
kq_gdb_compile (const char         *source,
                KqStudentLanguage   language,
                const char         *folder,
                GCancellable       *cancellable,
                GError            **error)
{
  g_autofree char *base = g_path_get_basename (source);
  g_autofree char *copy = g_build_filename (folder, base, NULL);
  g_autofree char *stem = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *output = NULL;
  g_autofree char *out_option = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) compiler = NULL;
  g_auto (GStrv) boxed = NULL;
  KqStudentChildSetup setup = { .cpu_seconds = COMPILE_CPU_SECONDS };
  const char *tool;
  int filter_fd;
  gsize length;

  switch (language)
    {
    case KQ_STUDENT_LANGUAGE_C: tool = "gcc"; break;
    case KQ_STUDENT_LANGUAGE_CPP: tool = "g++"; break;
    case KQ_STUDENT_LANGUAGE_PASCAL: tool = "fpc"; break;
    case KQ_STUDENT_LANGUAGE_NONE:
    case KQ_STUDENT_LANGUAGE_PYTHON:
    default:
      g_return_val_if_reached (NULL);
    }
  if (!kq_gdb_find_tool (tool, error))
    return NULL;
  stem = base[0] == '.' ? g_strdup ("program") : g_strndup (base, strcspn (base, "."));

  /* The copy keeps its bare name, so that the compiler's messages and GDB's line table
   * name it as the student does (the run's own copy already has it). */
  if (!g_str_equal (source, copy) &&
      (!g_file_get_contents (source, &contents, &length, error)
       || !g_file_set_contents (copy, contents, length, error)))
    return NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_subprocess_launcher_set_cwd (launcher, folder);
  /* the child's limits: an #include "/dev/zero" runs out of memory, not the machine's */
  g_subprocess_launcher_set_child_setup (launcher, kq_student_child_setup, &setup, NULL);
  out_option = g_strconcat ("-o", stem, NULL);
  {
    /* DWARF 3: with Free Pascal's default debugging format GDB 13 crashes on the program's
     * symbols. -v0 -ve: errors only, without the banner. (The run's copy has a plain name,
     * never an option's.) */
    const char * const fpc[] = { tool, "-gw3", "-v0", "-ve", "-l-", out_option, base, NULL };
    const char * const gcc[] = { tool, "-g", "-O0", "-fdiagnostics-color=never", out_option,
                                 base, "-lm", NULL };

    /* in the box: an #include of the user's files finds nothing */
    boxed = kq_student_box_argv (folder, language == KQ_STUDENT_LANGUAGE_PASCAL ? fpc : gcc,
                                 KQ_STUDENT_BOX_COMPILER, &filter_fd, error);
    if (filter_fd >= 0)
      g_subprocess_launcher_take_fd (launcher, filter_fd, KQ_STUDENT_BOX_FILTER_FD);
    if (boxed != NULL)
      compiler = g_subprocess_launcher_spawnv (launcher, (const char * const *) boxed, error);
  }
  if (compiler == NULL
      || !g_subprocess_communicate_utf8 (compiler, NULL, cancellable, &output, NULL, error))
    return NULL;

  if (!g_subprocess_get_successful (compiler))
    {
      g_autofree char *message = language == KQ_STUDENT_LANGUAGE_PASCAL
                                 ? fpc_messages (output) : gcc_messages (output);

      g_strchomp (message);
      g_set_error_literal (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE, message);
      return NULL;
    }
  return g_build_filename (folder, stem, NULL);
}
