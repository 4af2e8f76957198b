/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-gdb.c: C, C++ and Free Pascal programs run under GDB/MI
 *
 * GDB runs as the run's child (kq-student-child.h), its MI on stdin and stdout, the
 * program's own output on fds 3 and 4. We set GDB up one MI command at a time, run the
 * program to main, and hand the stepping to our tracer inside GDB (kq-gdb.h's files, which
 * says why): its events come back as console stream records, one event a line, and go on to
 * the run. When the program ends GDB quits with its exit status; on a fatal signal we read
 * the stack (-stack-list-frames) for the line of the student's file it died on.
 *
 * Measured on lesson 000's knight in Free Pascal to its first tour, 264,863 lines
 * (bench/kq-bench-gdb.py, bench/README.md): single steps over MI with the frame and the
 * variables read at each stop, some 285 lines a second; GDB's breakpoints with our tracer
 * behind them, 2,700 to 3,300 (79 to 98 s), the most GDB's own two stops a line allow; our
 * own stepper inside GDB (kq-gdb-stepper.py's _Stepper), one stop a line on one processor,
 * within issue 32's 30 s for that tour.
 */
#define G_LOG_DOMAIN "kq-gdb"

#include "config.h"

#include "kq-gdb.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kq-gdb-compile.h"
#include "kq-gdb-mi.h"
#include "kq-student-child.h"
#include "kq-student-events.h"
#include "kq-student-resources.h"

#define RESOURCES "/io/github/kqteam/KnightsQueens/student/"
#define EVENT_MARK '\036'  /* the tracer starts each event line with it (kq-student-events.h) */
/* A crash's line is looked for in this many innermost frames (FRAMES_READ + 1). */
#define FRAMES_READ 63

typedef enum {
  STAGE_SETUP,    /* the commands of setup[], one after another */
  STAGE_TO_MAIN,  /* -exec-run sent: waiting for the stop at main */
  STAGE_TRACE,    /* kq-trace sent: events, until the program stops for good */
  STAGE_FRAMES,   /* a fatal signal: -stack-list-frames sent */
  STAGE_QUIT,     /* quit sent */
} Stage;

typedef struct {
  const KqStudentJob   *job;
  KqStudentChild       *child;
  char                 *source;        /* the program's file name as GDB's line table has it */
  GPtrArray            *setup;         /* MI commands, without their tokens */
  guint                 sent;          /* commands sent so far; the token of the last one */
  Stage                 stage;
  KqStudentEventReader *events;
  GString              *console;       /* console text not yet a whole line */
  gboolean              dropping;      /* the rest of a line too long for an event */
  char                 *signal_text;   /* a fatal signal, while its frames are read */
  int                   signal_number; /* 0: one we have no number for (signal_text says it) */
  GError               *error;
} Gdb;

static void
gdb_clear (Gdb *self)
{
  g_free (self->source);
  g_clear_pointer (&self->setup, g_ptr_array_unref);
  g_clear_pointer (&self->child, kq_student_child_free);
  g_clear_pointer (&self->events, kq_student_event_reader_free);
  if (self->console != NULL)
    g_string_free (self->console, TRUE);
  g_free (self->signal_text);
  g_clear_error (&self->error);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Gdb, gdb_clear)

/* A c-string for MI: GDB reads it back with the escapes of kq-gdb-mi.c. */
static char *
mi_quote (const char *text)
{
  g_autoptr (GString) out = g_string_new ("\"");

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
send (Gdb *self, const char *command)
{
  g_autofree char *line = g_strdup_printf ("%u%s\n", ++self->sent, command);

  g_debug ("> %s", line);
  return kq_student_child_write (self->child, line, strlen (line), &self->error);
}

static gboolean
send_console (Gdb *self, const char *command)
{
  g_autofree char *quoted = mi_quote (command);
  g_autofree char *line = g_strconcat ("-interpreter-exec console ", quoted, NULL);

  return send (self, line);
}

static gboolean
quit (Gdb *self, int status)
{
  g_autofree char *command = g_strdup_printf ("quit %d", status);

  self->stage = STAGE_QUIT;
  return send_console (self, command);
}

/* Console text: our events among GDB's own words ("Continuing." …), maybe cut anywhere. A
 * line longer than any event is dropped as it comes, never held whole. */
static gboolean
console (Gdb *self, const char *text)
{
  char *start, *newline;
  gboolean go_on = TRUE;

  g_string_append (self->console, text);
  start = self->console->str;
  while (go_on && (newline = strchr (start, '\n')) != NULL)
    {
      *newline = '\0';
      if (start[0] == EVENT_MARK && !self->dropping)
        go_on = kq_student_event_reader_read (start + 1, (gsize) (newline - start - 1),
                                              self->events);
      self->dropping = FALSE;
      start = newline + 1;
    }
  g_string_erase (self->console, 0, start - self->console->str);
  if (self->console->len > KQ_STUDENT_EVENT_LINE_MAX + 1)
    {
      self->dropping = TRUE;
      g_string_truncate (self->console, 0);
    }
  return go_on;
}

/* *stopped after the trace began: the program ended, died, or the tracer stopped it. */
static gboolean
stopped (Gdb *self, const KqMiValue *results)
{
  const char *reason = kq_mi_value_lookup_string (results, "reason");

  const char *name = kq_mi_value_lookup_string (results, "signal-name");

  if (g_strcmp0 (reason, "exited-normally") == 0)
    {
      self->job->report->exit (self->job->data, 0);
      return quit (self, 0);
    }
  if (g_strcmp0 (reason, "exited") == 0)
    {
      const char *code = kq_mi_value_lookup_string (results, "exit-code");
      /* GDB writes the status in octal ("01", "0377"). */
      int status = code != NULL ? (int) g_ascii_strtoll (code, NULL, 8) : 1;

      self->job->report->exit (self->job->data, status);
      return quit (self, status);
    }
  if (g_strcmp0 (reason, "exited-signalled") == 0)
    {
      /* a signal GDB passes on (setup[]'s handle): the program died of it, where it was */
      if (kq_student_signal_number (name) > 0)
        self->job->report->signal (self->job->data, 0, kq_student_signal_number (name));
      else
        {
          self->job->report->crash (self->job->data, 0, name);
          self->job->report->exit (self->job->data, -1);
        }
      return quit (self, 0);
    }
  if (g_strcmp0 (reason, "signal-received") == 0)
    {
      const char *meaning = kq_mi_value_lookup_string (results, "signal-meaning");

      self->signal_number = kq_student_signal_number (name);
      self->signal_text = g_strdup_printf ("%s (%s)", name != NULL ? name : "?",
                                           meaning != NULL ? meaning : "?");
      self->stage = STAGE_FRAMES;
      /* the innermost frames only: a recursion without end dies with some 100,000 of them,
       * and GDB listing them all ran out of its memory */
      return send (self, "-stack-list-frames 0 " G_STRINGIFY (FRAMES_READ));
    }
  /* The step limit (the tracer stopped at it), or a fault in the tracer itself. */
  return quit (self, 0);
}

/* The crash's line: the innermost frame in the student's own file (a fault inside the C
 * library or Pascal's run-time library is reported where the student's code called it). */
static void
crash (Gdb *self, const KqMiValue *results)
{
  const KqMiValue *stack = kq_mi_value_lookup (results, "stack");
  int line = 0;

  for (guint i = 0; i < kq_mi_value_get_n_items (stack) && line == 0; i++)
    {
      const KqMiValue *frame = kq_mi_value_get_item (stack, i);
      const char *file = kq_mi_value_lookup_string (frame, "file");

      if (file != NULL && strcmp (file, self->source) == 0)
        line = atoi (kq_mi_value_lookup_string (frame, "line") ?: "0");
    }
  if (self->signal_number > 0)
    self->job->report->signal (self->job->data, line, self->signal_number);
  else
    {
      self->job->report->crash (self->job->data, line, self->signal_text);
      self->job->report->exit (self->job->data, -1);
    }
}

static gboolean
result (Gdb *self, const KqMiRecord *record)
{
  if (record->token != (gint64) self->sent)
    return TRUE;
  if (strcmp (record->klass, "error") == 0 && self->stage != STAGE_QUIT)
    {
      const char *message = kq_mi_value_lookup_string (record->results, "msg");

      g_set_error (&self->error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN,
                   _("GDB could not run the program: %s"), message != NULL ? message : "?");
      return FALSE;
    }
  switch (self->stage)
    {
    case STAGE_SETUP:
      if (self->sent < self->setup->len)
        return send (self, g_ptr_array_index (self->setup, self->sent));
      self->stage = STAGE_TO_MAIN;
      return send (self, "-exec-run");
    case STAGE_FRAMES:
      crash (self, record->results);
      return quit (self, 0);
    case STAGE_TO_MAIN:
    case STAGE_TRACE:
    case STAGE_QUIT:
    default:
      return TRUE;
    }
}

static gboolean
on_line (char *line, gsize length, gpointer user_data)
{
  Gdb *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (KqMiRecord) record = kq_mi_record_parse (line, length, &error);

  if (record == NULL)
    {
      g_debug ("not MI: %s (%s)", line, error->message);
      return TRUE;
    }
  switch (record->kind)
    {
    case KQ_MI_RECORD_CONSOLE:
      return console (self, record->text);
    case KQ_MI_RECORD_LOG:
      g_debug ("gdb: %s", record->text);
      return TRUE;
    case KQ_MI_RECORD_RESULT:
      return result (self, record);
    case KQ_MI_RECORD_EXEC:
      if (strcmp (record->klass, "stopped") != 0)
        return TRUE;
      if (self->stage == STAGE_TO_MAIN)
        {
          /* GDB splits the arguments as a shell does: a name with spaces is quoted. */
          g_autofree char *source = mi_quote (self->source);
          g_autofree char *command =
            g_strdup_printf ("kq-trace %s %" G_GUINT64_FORMAT, source,
                             self->job->max_steps + 1);

          if (g_strcmp0 (kq_mi_value_lookup_string (record->results, "reason"),
                         "breakpoint-hit") != 0)
            return stopped (self, record->results);  /* it ended before main */
          self->stage = STAGE_TRACE;
          return send_console (self, command);
        }
      if (self->stage == STAGE_TRACE)
        return stopped (self, record->results);
      return TRUE;
    case KQ_MI_RECORD_STATUS:
    case KQ_MI_RECORD_NOTIFY:
    case KQ_MI_RECORD_TARGET:
    case KQ_MI_RECORD_PROMPT:
    default:
      return TRUE;
    }
}

gboolean
kq_gdb_write_resource (const char  *folder,
                       const char  *name,
                       GError     **error)
{
  g_autofree char *resource = g_strconcat (RESOURCES, name, NULL);
  g_autoptr (GBytes) bytes =
    g_resource_lookup_data (kq_student_get_resource (), resource, 0, error);
  g_autofree char *path = g_build_filename (folder, name, NULL);

  return bytes != NULL
         && g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 error);
}

const char * const kq_gdb_tracer_files[] = {
  "kq-gdb-layout.py", "kq-gdb-tracer.py", "kq-gdb-stepper.py", NULL
};

gboolean
kq_gdb_write_tracer (const char  *folder,
                     GError     **error)
{
  for (const char * const *file = kq_gdb_tracer_files; *file != NULL; file++)
    if (!kq_gdb_write_resource (folder, *file, error))
      return FALSE;
  return TRUE;
}

gboolean
kq_gdb_run (const KqStudentJob *job,
            GCancellable       *cancellable,
            GError            **error)
{
  const char *folder = job->folder;
  const char *const argv[] = { "gdb", "--nx", "--quiet", "--interpreter=mi2", NULL };
  g_autofree char *program = NULL;
  g_autofree char *input = NULL;
  g_autofree char *quoted_input = NULL;
  g_autofree char *quoted_program = NULL;
  g_autoptr (GError) read_error = NULL;
  g_auto (Gdb) self = { 0 };

  g_return_val_if_fail (job != NULL, FALSE);

  program = kq_gdb_compile (job, cancellable, error);
  if (program == NULL || !kq_gdb_find_tool ("gdb", error) ||
      !kq_gdb_write_tracer (folder, error))
    return FALSE;

  self.job = job;
  self.source = g_path_get_basename (job->source);
  self.events = kq_student_event_reader_new (job);
  self.console = g_string_new (NULL);
  self.setup = g_ptr_array_new_with_free_func (g_free);
  quoted_program = mi_quote (program);
  input = g_path_get_basename (job->input);
  quoted_input = g_shell_quote (input);
  g_ptr_array_add (self.setup, g_strdup ("-gdb-set confirm off"));
  g_ptr_array_add (self.setup, g_strdup ("-gdb-set pagination off"));
  g_ptr_array_add (self.setup, g_strconcat ("-file-exec-and-symbols ", quoted_program, NULL));
  /* GDB's folder is the run's: the tracer and the input by their bare names. */
  for (const char * const *file = kq_gdb_tracer_files; *file != NULL; file++)
    g_ptr_array_add (self.setup,
                     g_strdup_printf ("-interpreter-exec console \"source %s\"", *file));
  /* A signal that ends a program but is no fault passes straight to it, as it would outside
   * GDB: the program takes it with a handler of its own and goes on, or dies of it
   * (exited-signalled, named). The faults (SIGSEGV, SIGFPE, SIGABRT …) and the stops (SIGSTOP,
   * SIGTSTP: nothing would wake it) stop GDB: their line is read, and the run ends. */
  g_ptr_array_add (self.setup, g_strdup ("-interpreter-exec console \"handle SIGHUP SIGINT "
                                         "SIGQUIT SIGUSR1 SIGUSR2 SIGPIPE SIGALRM SIGTERM "
                                         "SIGVTALRM SIGPROF SIGXCPU SIGXFSZ SIGPWR "
                                         "nostop noprint pass\""));
  g_ptr_array_add (self.setup, g_strdup ("-break-insert -t main"));
  /* The shell GDB starts the program with sets its streams apart from GDB's own. */
  g_ptr_array_add (self.setup, g_strdup_printf ("-exec-arguments < %s > /dev/fd/3 2> /dev/fd/4",
                                                quoted_input));

  self.child = kq_student_child_new (job, argv, KQ_STUDENT_CHILD_STDIN_PIPE
                                                | KQ_STUDENT_CHILD_EVENTS_ON_STDOUT, error);
  if (self.child == NULL)
    return FALSE;
  if (!send (&self, g_ptr_array_index (self.setup, 0)))
    {
      g_propagate_error (error, g_steal_pointer (&self.error));
      return FALSE;
    }
  if (!kq_student_child_read (self.child, on_line, &self, cancellable, &read_error))
    {
      /* Our own stop (a GDB error, a write that failed) says more than "cancelled". */
      if (self.error != NULL)
        g_propagate_error (error, g_steal_pointer (&self.error));
      else
        g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  return TRUE;
}
