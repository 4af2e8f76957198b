/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-native.c: C and C++ programs run at their own speed, our hooks compiled in (issue 41)
 *
 * GDB's stepper stops the program at each line (some 20,000 lines a second at best: the ptrace
 * floor); a whole backtracking run is tens of millions of lines. Here the program is compiled
 * by us, so it carries its own tracer: its assembly (gcc -S, the same -g -O0) gets a call of
 * kq-native-rt.c's hook before the first instruction of each row of its line table, and is
 * linked with that runtime (assembly too, compiled when we are). GDB is asked once, on that program and without running it
 * (kq-native-query.py), where its stepper would stop (the rows whose hooks are steps) and what
 * it would read there: the globals, each step's locals and their frame offsets, the cells a
 * line's text writes. The program then runs in its box as any program does, its events on fd 3
 * in the tracers' one language (kq-student-events.h).
 *
 * A hook is inserted after a row's labels, before its first instruction, so that the row's
 * address is the hook's and a jump to the row runs it (as an int3 there would stop); a
 * function's first row, before its prologue, gets none (no step is there: GDB's stepper stops
 * past the prologue). Where the runtime cannot read what the stepper reads (an array that is a
 * local, a pointer's, a reference's, a record's, …: kq-native-query.py says why), or anything
 * of this fails, the program runs under GDB (kq_gdb_run ()) as before.
 * KQ_STUDENT_RUNNER=gdb chooses GDB always; KQ_STUDENT_RUNNER=native the native runner or an
 * error that says why not (the tests, the benchmarks).
 */
#define G_LOG_DOMAIN "kq-native"

#include "config.h"

#include "kq-gdb.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kq-gdb-compile.h"
#include "kq-student-child.h"
#include "kq-student-events.h"

#define RUNTIME_FILE "kq-native-rt.s"  /* kq-native-rt.c, compiled when we are */
#define QUERY_FILE "kq-native-query.py"
#define TABLE_FILE "kq-native.tab"
/* The program's calls that end or fork it go through the runtime first (kq-native-rt.c). */
#define WRAPS "-Wl,--wrap=exit,--wrap=_exit,--wrap=_Exit,--wrap=quick_exit,--wrap=fork"

/* Whether an assembly line is an instruction (not a directive, a label or a comment). */
static gboolean
is_instruction (const char *line)
{
  const char *p = line + strspn (line, " \t");
  gsize length = strcspn (p, "#\n");

  while (length > 0 && g_ascii_isspace (p[length - 1]))
    length--;
  return length > 0 && p != line && *p != '.' && p[length - 1] != ':';
}

/* The assembly with a hook before each row's first instruction: how many hooks, -1 on error. */
static int
add_hooks (const char  *path,
           const char  *out_path,
           GError     **error)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  gboolean row = FALSE, entry = FALSE, discriminated = FALSE;
  int hooks = 0, last_file = -1, last_line = -1;

  if (!g_file_get_contents (path, &text, NULL, error))
    return -1;
  lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      const char *p = *line + strspn (*line, " \t");

      if (g_str_has_prefix (p, ".LFB"))
        entry = TRUE;  /* a function begins: its first row is before its prologue */
      else if (g_str_has_prefix (p, ".loc\t") || g_str_has_prefix (p, ".loc "))
        {
          /* ".loc FILE LINE [COLUMN] [discriminator N] …" */
          const char *at = strstr (p, "discriminator ");
          gboolean nonzero = at != NULL && atoi (at + strlen ("discriminator ")) != 0;
          int file = 0, number = 0;
          gboolean recorded;

          sscanf (p + 4, "%d %d", &file, &number);
          /* GDB's line table keeps a row of the same line as the row before only while no row
           * of that line had a discriminator (dwarf_record_line_p ()): the others are no rows
           * to its stepper, and get no hook */
          if (file != last_file || number != last_line)
            {
              discriminated = nonzero;
              recorded = TRUE;
            }
          else
            {
              discriminated |= nonzero;
              recorded = !discriminated;
            }
          last_file = file;
          last_line = number;
          row |= recorded && strstr (p, "is_stmt 0") == NULL && !entry;
          entry = FALSE;
        }
      else if (is_instruction (*line) && row)
        {
          /* past the red zone; the row's number as 4 bytes, which the query reads back */
          g_string_append_printf (out, "\tlea -128(%%rsp), %%rsp\n\t.byte 0x68\n\t.long %d\n"
                                  "\tcall kq_native_hook\n\tlea 136(%%rsp), %%rsp\n", hooks++);
          row = FALSE;
        }
      else if (is_instruction (*line))
        entry = FALSE;
      g_string_append (out, *line);
      if (line[1] != NULL)
        g_string_append_c (out, '\n');
    }
  if (!g_file_set_contents (out_path, out->str, (gssize) out->len, error))
    return -1;
  return hooks;
}

/* The program built with our hooks, and the table of its steps: its path, or NULL where it
 * runs under GDB (*reason says why, for the log). */
static char *
build (const KqStudentJob *job,
       const char         *assembly_path,
       GCancellable       *cancellable,
       char              **reason,
       GError            **error)
{
  const char *folder = job->folder;
  gboolean cpp = job->language == KQ_STUDENT_LANGUAGE_CPP;
  g_autofree char *base = g_path_get_basename (job->source);
  g_autofree char *stem = g_strndup (base, strcspn (base, "."));
  g_autofree char *hooked = g_strconcat (stem, ".kq-hooked.s", NULL);
  g_autofree char *program = g_strconcat (stem, ".kq-native", NULL);
  g_autofree char *hooked_path = g_build_filename (folder, hooked, NULL);
  g_autofree char *table_path = g_build_filename (folder, TABLE_FILE, NULL);
  g_autofree char *table = NULL;
  g_autofree char *settings = NULL;
  g_autofree char *quoted = NULL;
  const char *tool = cpp ? "g++" : "gcc";
  int hooks;

  hooks = add_hooks (assembly_path, hooked_path, error);
  if (hooks < 0)
    return NULL;
  {
    const char *const link[] = { tool, "-no-pie",
                                 "-o", program, hooked, RUNTIME_FILE, WRAPS, "-lm", NULL };

    if (!kq_gdb_write_resource (folder, RUNTIME_FILE, error) ||
        !kq_gdb_compile_tool (job, link, cancellable, error))
      return NULL;
  }
  quoted = g_strescape (base, NULL);
  settings = g_strdup_printf ("python KQ_NATIVE = (\"%s\", \"%s\", %" G_GUINT64_FORMAT ", %d, %d)",
                              quoted, TABLE_FILE, job->max_steps + 1,
                              job->moves_only ? MAX (job->n, 0) : 0, hooks);
  {
    g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
    g_auto (GStrv) query = NULL;

    g_strv_builder_add_many (builder, "gdb", "--nx", "--batch", "-ex", "set confirm off", NULL);
    for (const char * const *file = kq_gdb_tracer_files; *file != NULL; file++)
      g_strv_builder_add_many (builder, "-x", *file, NULL);
    g_strv_builder_add_many (builder, "-ex", settings, "-x", QUERY_FILE, program, NULL);
    query = g_strv_builder_end (builder);
    if (!kq_gdb_find_tool ("gdb", error) ||
        !kq_gdb_write_tracer (folder, error) ||
        !kq_gdb_write_resource (folder, QUERY_FILE, error) ||
        !kq_gdb_compile_tool (job, (const char * const *) query, cancellable, error) ||
        !g_file_get_contents (table_path, &table, NULL, error))
      return NULL;
  }
  if (g_str_has_prefix (table, "fallback"))
    {
      *reason = g_strstrip (g_strdup (table));
      return NULL;
    }
  return g_build_filename (folder, program, NULL);
}

gboolean
kq_native_run (const KqStudentJob *job,
               GCancellable       *cancellable,
               GError            **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (KqStudentChild) child = NULL;
  g_autoptr (KqStudentEventReader) events = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *assembly = NULL;
  g_autofree char *program = NULL;

  g_return_val_if_fail (job != NULL, FALSE);

  if (g_strcmp0 (g_getenv ("KQ_STUDENT_RUNNER"), "gdb") == 0)
    return kq_gdb_run (job, cancellable, error);
  /* a compile error is said here, as the compiler says it */
  assembly = kq_gdb_compile_assembly (job, cancellable, error);
  if (assembly == NULL)
    return FALSE;
  program = build (job, assembly, cancellable, &reason, &local_error);
  if (program == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (g_strcmp0 (g_getenv ("KQ_STUDENT_RUNNER"), "native") == 0)
        {
          /* TRANSLATORS: %s: why, in the developers' words (KQ_STUDENT_RUNNER=native) */
          g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN,
                       _("The program cannot run natively: %s"),
                       reason != NULL ? reason : local_error->message);
          return FALSE;
        }
      g_debug ("under GDB: %s", reason != NULL ? reason
               : local_error != NULL ? local_error->message : "asked");
      return kq_gdb_run (job, cancellable, error);
    }
  {
    const char *const argv[] = { program, NULL };

    child = kq_student_child_new (job, argv, KQ_STUDENT_CHILD_DEFAULT, error);
  }
  if (child == NULL)
    return FALSE;
  events = kq_student_event_reader_new (job);
  return kq_student_child_read (child, kq_student_event_reader_read, events, cancellable, error);
}
