/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-gdb"

#include "config.h"

#include "kq-gdb-compile.h"
#include "kq-student-box.h"
#include "kq-student-child.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gi18n-lib.h>


/* A compiler's processor time at most: the lessons' programs take well under a second. */
#define COMPILE_CPU_SECONDS 60
/* Its wall clock: an #include of a pipe or a FIFO blocks it without a processor second. Longer
 * than the processor time, which a compiler that computes reaches first, and is told so. */
#define COMPILE_WALL_SECONDS 90
/* Its messages kept: the first this many bytes, many screens of them. */
#define COMPILE_OUTPUT_MAX (256 * 1024)

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

/* The compiler's messages name the run's copy (program.c where the student's name is not a
 * plain one, kq-student-input.c): they name the student's file instead, as the user gave it,
 * wherever a message begins with it ("program.c:4:", "In file included from program.c:2"). */
static char *
name_messages (const char *messages, const char *copy, const char *name)
{
  g_autofree char *escaped = g_regex_escape_string (copy, -1);
  g_autofree char *pattern = g_strconcat ("(?<=^|from )", escaped, "(?=[:(])", NULL);
  g_autoptr (GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);

  return g_regex_replace_literal (regex, messages, -1, 0, name, 0, NULL);
}

/* Which of the box's limits (kq_student_child_setup ()) stopped the compiler, as its own words
 * tell; NULL: none. */
static char *
limit_reached (const char *messages)
{
  /* the limit's SIGKILL, soft and hard limits being one (gcc: "Killed signal terminated
   * program cc1"), or its SIGXCPU */
  if (strstr (messages, "CPU time limit exceeded") != NULL ||
      strstr (messages, "Killed signal terminated") != NULL)
    /* TRANSLATORS: %u: seconds */
    return g_strdup_printf (_("The compiler was stopped at its limit of %u s of processor "
                              "time"), COMPILE_CPU_SECONDS);
  if (g_regex_match_simple ("out of memory|memory exhausted", messages, G_REGEX_CASELESS, 0))
    /* TRANSLATORS: %u: mebibytes */
    return g_strdup_printf (_("The compiler was stopped at its limit of %u MiB of memory"),
                            KQ_STUDENT_CHILD_MEMORY_MIB);
  return NULL;
}

typedef enum {
  COMPILER_RUNNING,
  COMPILER_ENDED,
  COMPILER_TIMED_OUT,
  COMPILER_CANCELLED,
} CompilerEnd;

/* Reads the compiler's messages until it ends, the first COMPILE_OUTPUT_MAX bytes of them;
 * at the deadline or on the cancellable, kills it and all it started, and waits (a second at
 * most) until they are gone: each holds the pipe. Reaps it. */
static CompilerEnd
read_compiler (GPid           pid,
               int            fd,
               gint64         deadline,
               GCancellable  *cancellable,
               GString       *output,
               int           *status)
{
  GPollFD fds[2] = { { fd, G_IO_IN | G_IO_HUP | G_IO_ERR, 0 } };
  gboolean has_cancel_fd = g_cancellable_make_pollfd (cancellable, &fds[1]);
  CompilerEnd end = COMPILER_RUNNING;

  for (;;)
    {
      gint64 now = g_get_monotonic_time ();
      char buffer[4096];
      gssize got;

      if (end == COMPILER_RUNNING &&
          (now >= deadline || g_cancellable_is_cancelled (cancellable)))
        {
          end = now >= deadline ? COMPILER_TIMED_OUT : COMPILER_CANCELLED;
          /* bwrap: its box goes with it, and all in it (kq-student-box.c) */
          kill (-pid, SIGKILL);
          deadline = now + G_USEC_PER_SEC;
          if (has_cancel_fd)
            g_cancellable_release_fd (cancellable);
          has_cancel_fd = FALSE;
        }
      else if (now >= deadline)
        break;
      if (g_poll (fds, has_cancel_fd ? 2 : 1, (int) ((deadline - now) / 1000 + 1)) < 0 &&
          errno != EINTR)
        break;
      if (fds[0].revents == 0)
        continue;
      got = read (fd, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR)
        continue;
      /* the end: bwrap and all in its box, which hold the pipe as their output, are gone */
      if (got <= 0)
        break;
      if (end == COMPILER_RUNNING)
        g_string_append_len (output, buffer,
                             MIN (got, (gssize) (COMPILE_OUTPUT_MAX - MIN (output->len,
                                                                           COMPILE_OUTPUT_MAX))));
    }
  if (has_cancel_fd)
    g_cancellable_release_fd (cancellable);
  /* ended, or a poll that failed: whatever is left goes */
  kill (-pid, SIGKILL);
  while (waitpid (pid, status, 0) < 0 && errno == EINTR)
    ;
  g_spawn_close_pid (pid);
  return end == COMPILER_RUNNING ? COMPILER_ENDED : end;
}

/* Runs the compiler's argv in the run's box, under the limits and a wall clock: FALSE when
 * it could not start or was stopped (cancelled); else whether it compiled, its messages in
 * *messages, valid UTF-8 (a Latin-1 comment it quotes back made so), and the limit that
 * stopped it in *limit (NULL: none). */
static gboolean
run_compiler (const KqStudentJob *job,
              const char * const *argv,
              GCancellable       *cancellable,
              gboolean           *compiled,
              char              **messages,
              char              **limit,
              GError            **error)
{
  const char *folder = job->folder;
  KqStudentChildSetup setup = { .cpu_seconds = COMPILE_CPU_SECONDS };
  guint seconds = MIN (COMPILE_WALL_SECONDS, job->wall_seconds);
  g_autoptr (GString) output = g_string_new (NULL);
  int filter_fd = -1;
  g_auto (GStrv) boxed = kq_student_box_argv (folder, argv, KQ_STUDENT_BOX_COMPILER, &filter_fd,
                                              error);
  const int filter_target = KQ_STUDENT_BOX_FILTER_FD;
  CompilerEnd end;
  int pipe[2];
  int status = 0;
  gboolean spawned;
  GPid pid;

  if (boxed == NULL || !g_unix_open_pipe (pipe, FD_CLOEXEC, error))
    {
      if (filter_fd >= 0)
        close (filter_fd);
      return FALSE;
    }
  /* the box's seccomp filter, read by bwrap on its fd */
  spawned = g_spawn_async_with_pipes_and_fds (folder, (const char * const *) boxed, NULL,
                                              G_SPAWN_DO_NOT_REAP_CHILD |
                                              G_SPAWN_STDIN_FROM_DEV_NULL,
                                              kq_student_child_setup, &setup, -1, pipe[1],
                                              pipe[1], filter_fd >= 0 ? &filter_fd : NULL,
                                              filter_fd >= 0 ? &filter_target : NULL,
                                              filter_fd >= 0 ? 1 : 0, &pid, NULL, NULL, NULL,
                                              error);
  if (filter_fd >= 0)
    close (filter_fd);
  if (!spawned)
    {
      close (pipe[0]);
      close (pipe[1]);
      return FALSE;
    }
  /* here too, so that the group exists before we may kill it, whoever runs first */
  setpgid (pid, pid);
  close (pipe[1]);
  end = read_compiler (pid, pipe[0], g_get_monotonic_time () + seconds * G_USEC_PER_SEC,
                       cancellable, output, &status);
  close (pipe[0]);
  if (end == COMPILER_CANCELLED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "stopped");
      return FALSE;
    }
  *messages = g_utf8_make_valid (output->str, (gssize) output->len);
  *compiled = end == COMPILER_ENDED && g_spawn_check_wait_status (status, NULL);
  *limit = end == COMPILER_TIMED_OUT
           /* TRANSLATORS: %u: seconds. What such an #include reads never ends. */
           ? g_strdup_printf (_("The compiler was stopped at its limit of %u s (does the "
                                "program #include a pipe?)"), seconds)
           : limit_reached (*messages);
  return TRUE;
}

gboolean
kq_gdb_compile_tool (const KqStudentJob *job,
                     const char * const *argv,
                     GCancellable       *cancellable,
                     GError            **error)
{
  g_autofree char *messages = NULL;
  g_autofree char *limit = NULL;
  gboolean done;

  if (!run_compiler (job, argv, cancellable, &done, &messages, &limit, error))
    return FALSE;
  if (!done)
    g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN, "%s: %s", argv[0],
                 limit != NULL ? limit : messages);
  return done;
}

/* The program compiled (assembly: gcc -S, to STEM.kq.s) in the run's folder: its path. */
static char *
compile (const KqStudentJob *job,
         gboolean            assembly,
         GCancellable       *cancellable,
         GError            **error)
{
  KqStudentLanguage language = job->language;
  g_autofree char *base = g_path_get_basename (job->source);
  g_autofree char *name = g_filename_display_basename (job->program);
  g_autofree char *stem = NULL;
  g_autofree char *output = NULL;
  g_autofree char *limit = NULL;
  g_autofree char *out_option = NULL;
  const char *tool;
  gboolean compiled;

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
  /* the run's copy has a plain name (kq-student-input.c), never an option's */
  stem = g_strndup (base, strcspn (base, "."));
  out_option = g_strconcat ("-o", stem, assembly ? ".kq.s" : "", NULL);
  {
    /* DWARF 3: with Free Pascal's default debugging format GDB 13 crashes on the program's
     * symbols. -v0 -ve -vw: errors and warnings only, without the banner; the warnings and
     * gcc's -Wreturn-type for kq_gdb_report_no_return (). */
    const char * const fpc[] = { tool, "-gw3", "-v0", "-ve", "-vw", "-l-", out_option, base,
                                 NULL };
    const char * const gcc[] = { tool, "-g", "-O0", "-fdiagnostics-color=never",
                                 "-Wreturn-type", out_option, base, assembly ? "-S" : "-lm",
                                 NULL };

    /* in the box: an #include of the user's files finds nothing */
    if (!run_compiler (job, language == KQ_STUDENT_LANGUAGE_PASCAL ? fpc : gcc, cancellable,
                       &compiled, &output, &limit, error))
      return NULL;
  }
  if (!compiled)
    {
      g_autofree char *messages = language == KQ_STUDENT_LANGUAGE_PASCAL
                                  ? fpc_messages (output) : gcc_messages (output);
      g_autofree char *named = name_messages (messages, base, name);
      g_autofree char *text = limit != NULL ? g_strconcat (limit, "\n", g_strstrip (named), NULL)
                                            : g_strdup (named);

      g_strstrip (text);
      g_set_error_literal (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE, text);
      return NULL;
    }
  kq_gdb_report_no_return (job, output);
  return g_strconcat (job->folder, G_DIR_SEPARATOR_S, stem,
                      assembly ? ".kq.s" : "", NULL);
}

char *
kq_gdb_compile (const KqStudentJob *job,
                GCancellable       *cancellable,
                GError            **error)
{
  return compile (job, FALSE, cancellable, error);
}

char *
kq_gdb_compile_assembly (const KqStudentJob *job,
                         GCancellable       *cancellable,
                         GError            **error)
{
  g_return_val_if_fail (job->language != KQ_STUDENT_LANGUAGE_PASCAL, NULL);
  return compile (job, TRUE, cancellable, error);
}
