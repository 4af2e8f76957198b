/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-cli-trace.c: `trace PROGRAM`: a student's own program run line by line, as JSON Lines */
#define G_LOG_DOMAIN "kq-cli"
#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "kq-cli.h"
#include "kq-student.h"
#include "kq-student-box.h"

typedef struct {
  KqStudentRun *run;
  GCancellable *cancellable;
  GMainLoop    *loop;
  GString      *line;
  gboolean      ran;
  GError       *error;
  int           signal;   /* the one that stopped the run (SIGINT, SIGTERM); 0: none */
} Trace;

/* A JSON string: names are identifiers, texts are ours or the program's. */
static void
append_string (GString    *out,
               const char *text)
{
  g_autofree char *valid = NULL;

  g_string_append_c (out, '"');
  /* names are plain ASCII: straight through, millions of times */
  for (const char *p = text; ; p++)
    {
      if (*p == '\0')
        {
          g_string_append_len (out, text, p - text);
          g_string_append_c (out, '"');
          return;
        }
      if ((guchar) *p < 0x20 || (guchar) *p >= 0x80 || *p == '"' || *p == '\\')
        break;
    }
  valid = g_utf8_make_valid (text, -1);
  for (const char *p = valid; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* A number, without printf: a step holds dozens of them. */
static void
append_int (GString *out,
            gint64   value)
{
  char digits[24];
  int at = sizeof digits;
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;

  do
    {
      digits[--at] = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude > 0);
  if (value < 0)
    digits[--at] = '-';
  g_string_append_len (out, digits + at, (gssize) sizeof digits - at);
}

static void
append_value (GString        *out,
              KqStudentValue  value)
{
  switch (value.kind)
    {
    case KQ_STUDENT_VALUE_BOOL:
      g_string_append (out, value.number ? "true" : "false");
      break;
    case KQ_STUDENT_VALUE_CHAR:
      {
        char text[8] = { 0 };

        g_string_append_c (out, '"');
        if (value.number == '"' || value.number == '\\')
          g_string_append_c (out, '\\');
        if (value.number >= 0x20 && value.number < 0x110000 &&
            !(value.number >= 0xd800 && value.number < 0xe000))
          g_string_append_len (out, text, g_unichar_to_utf8 ((gunichar) value.number, text));
        g_string_append_c (out, '"');
      }
      break;
    case KQ_STUDENT_VALUE_INT:
      append_int (out, value.number);
      break;
    default:
      g_string_append (out, "null");
      break;
    }
}

static void
start_step (GString             *out,
            const KqStudentStep *step)
{
  g_string_assign (out, "{\"step\": ");
  append_int (out, (gint64) step->index);
  g_string_append (out, ", \"line\": ");
  append_int (out, step->line);
}

static void
append_op (GString             *out,
           const KqStudentMove *move)
{
  g_string_append_printf (out, ", \"op\": \"%s\", \"square\": [%d, %d]",
                          move->op == KQ_STUDENT_OP_PLACE ? "place" : "remove", move->row,
                          move->col);
  if (move->move > 0)
    g_string_append_printf (out, ", \"move\": %d", move->move);
}

/* A step's op and solution mark, then the end of its object; each further change of the
 * board in the step an object of its own, the same step's, the solution mark on the last. */
static gboolean
print_move (GString             *out,
            const KqStudentStep *step)
{
  if (step->op != KQ_STUDENT_OP_NONE)
    append_op (out, &(KqStudentMove) { step->op, step->row, step->col, step->move });
  for (guint i = 0; i < step->n_more; i++)
    {
      g_string_append (out, "}\n");
      if (fwrite (out->str, 1, out->len, stdout) != out->len)
        return FALSE;
      start_step (out, step);
      append_op (out, &step->more[i]);
    }
  if (step->solution > 0)
    g_string_append_printf (out, ", \"solution\": %" G_GUINT64_FORMAT, step->solution);
  g_string_append (out, "}\n");
  return fwrite (out->str, 1, out->len, stdout) == out->len;
}

/* --only=moves: the steps that move a piece or end a solution, without their stack. */
static gboolean
print_moves_step (const KqStudentStep *step,
                  gpointer             user_data)
{
  Trace *trace = user_data;

  if (step->op == KQ_STUDENT_OP_NONE && step->solution == 0)
    return TRUE;
  start_step (trace->line, step);
  return print_move (trace->line, step);
}

static gboolean
print_step (const KqStudentStep *step,
            gpointer             user_data)
{
  Trace *trace = user_data;
  GString *out = trace->line;

  start_step (out, step);
  g_string_append (out, ", \"frames\": [");
  for (guint f = 0; f < step->n_frames; f++)
    {
      const KqStudentFrame *frame = &step->frames[f];

      g_string_append (out, f > 0 ? ", {\"function\": " : "{\"function\": ");
      append_string (out, frame->function);
      g_string_append (out, ", \"line\": ");
      append_int (out, frame->line);
      g_string_append (out, ", \"locals\": {");
      for (guint l = 0; l < frame->n_locals; l++)
        {
          if (l > 0)
            g_string_append (out, ", ");
          append_string (out, frame->locals[l].name);
          g_string_append (out, ": ");
          append_value (out, frame->locals[l].value);
        }
      g_string_append (out, "}}");
    }
  g_string_append_c (out, ']');
  return print_move (out, step);
}

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static gpointer
run_thread (gpointer user_data)
{
  Trace *trace = user_data;

  trace->ran = kq_student_run_execute (trace->run, trace->cancellable, &trace->error);
  /* Through the loop's context: a run that fails at once (no compiler) may end before
   * g_main_loop_run () has begun, and a quit before it is lost. */
  g_idle_add (quit_loop, trace->loop);
  return NULL;
}

static gboolean
stop_on (Trace *trace, int signal_number)
{
  if (trace->signal == 0)
    trace->signal = signal_number;
  g_cancellable_cancel (trace->cancellable);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_sigint (gpointer user_data)
{
  return stop_on (user_data, SIGINT);
}

static gboolean
on_sigterm (gpointer user_data)
{
  return stop_on (user_data, SIGTERM);
}

/* The largest file the end record shows the text of (a QUEENS.OUT of 10 queens' 724 lines). */
#define FILE_TEXT_MAX (64 * 1024)

/* The files the program wrote, in the end record: their names and sizes, and the text of
 * those that are text and short. */
static void
append_files (GString            *out,
              const KqStudentRun *run)
{
  GPtrArray *files = kq_student_run_get_files (run);

  g_string_append (out, ", \"files\": [");
  for (guint i = 0; i < files->len; i++)
    {
      const KqStudentFile *file = files->pdata[i];
      gsize length;
      const char *data = g_bytes_get_data (file->contents, &length);

      g_string_append (out, i > 0 ? ", {\"name\": " : "{\"name\": ");
      append_string (out, file->name);
      g_string_append_printf (out, ", \"size\": %" G_GUINT64_FORMAT, file->size);
      if (length == file->size && length <= FILE_TEXT_MAX &&
          memchr (data, '\0', length) == NULL && g_utf8_validate (data, (gssize) length, NULL))
        {
          g_autofree char *text = g_strndup (data, length);

          g_string_append (out, ", \"text\": ");
          append_string (out, text);
        }
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

/* Writes the files the program wrote beside it (--write-back), saying where on stderr. */
static void
write_back (const KqStudentRun *run)
{
  GPtrArray *files = kq_student_run_get_files (run);

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;

      if (kq_student_run_write_back (run, files->pdata[i], &written, &error))
        /* TRANSLATORS: %s: the path of a file the student's program wrote */
        g_printerr (_("Wrote %s\n"), written);
      else
        g_printerr ("%s\n", error->message);
    }
}

/* The last line: how it ended, the verdicts, the files it wrote; the exit status. */
static int
print_end (Trace *trace)
{
  GString *out = trace->line;
  const KqStudentVerdict *verdicts;
  guint n_verdicts;
  gboolean wrong = FALSE;

  verdicts = kq_student_run_get_verdicts (trace->run, &n_verdicts);
  g_string_printf (out, "{\"op\": \"end\", \"exit\": %d, \"steps\": %" G_GUINT64_FORMAT
                   ", \"solutions\": %" G_GUINT64_FORMAT ", \"verdicts\": [",
                   kq_student_run_get_exit (trace->run), kq_student_run_get_steps (trace->run),
                   kq_student_run_get_solutions (trace->run));
  for (guint i = 0; i < n_verdicts; i++)
    {
      g_autofree char *text = kq_student_verdict_text (&verdicts[i]);

      g_string_append_printf (out, "%s{\"kind\": \"%s\", \"step\": %" G_GUINT64_FORMAT
                              ", \"line\": %d, \"text\": ", i > 0 ? ", " : "",
                              kq_student_verdict_kind_name (verdicts[i].kind),
                              verdicts[i].step, verdicts[i].line);
      append_string (out, text);
      g_string_append_c (out, '}');
      /* a limit, or the tracer's end, is no slip of the program's */
      if (kq_student_verdict_is_error (verdicts[i].kind) &&
          verdicts[i].kind != KQ_STUDENT_VERDICT_STEP_LIMIT &&
          verdicts[i].kind != KQ_STUDENT_VERDICT_TRACER)
        wrong = TRUE;
    }
  g_string_append_c (out, ']');
  append_files (out, trace->run);
  g_string_append (out, "}\n");
  fwrite (out->str, 1, out->len, stdout);
  if (fflush (stdout) != 0)
    return kq_cli_fail (KQ_EXIT_USAGE, _("Cannot write the trace: %s"), g_strerror (errno));
  if (g_cancellable_is_cancelled (trace->cancellable))
    return 128 + (trace->signal != 0 ? trace->signal : SIGINT);
  if (wrong)
    return KQ_EXIT_NONE;
  return kq_student_run_hit_step_limit (trace->run) ? KQ_EXIT_GAVE_UP : KQ_EXIT_OK;
}

int
kq_cli_trace (int argc, char **argv)
{
  g_autofree char *input = NULL, *board = NULL, *problem = NULL, *max_steps = NULL;
  g_autofree char *only = NULL;
  gboolean unboxed = FALSE, back = FALSE;
  GOptionEntry entries[] = {
    { "input", 0, 0, G_OPTION_ARG_FILENAME, &input,
      N_("The program’s input, in its own layout: its standard input, and the file of that "
         "name it opens (default: the .INP file beside the program)"), N_("FILE") },
    { "board", 0, 0, G_OPTION_ARG_STRING, &board,
      N_("The array that holds the board (default: found by what the program does)"),
      N_("NAME") },
    { "problem", 0, 0, G_OPTION_ARG_STRING, &problem,
      N_("queens or tour (default: from what the program does)"), "queens|tour" },
    { "max-steps", 0, 0, G_OPTION_ARG_FILENAME, &max_steps,
      N_("Stop after N lines run (default 5000000)"), "N" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only,
      N_("Print only the steps that put down or take back a piece (their line, the solution "
         "they end) and the end record, not each line with its stack"), "moves" },
    { "write-back", 0, 0, G_OPTION_ARG_NONE, &back,
      N_("Write the files the program wrote in its folder (QUEENS.OUT…) beside it, as a run "
         "of its own would (default: only shown in the end record)"), NULL },
    { "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &unboxed,
      N_("Run the program without the box (bubblewrap), where it can read, change and send "
         "your files: only for a program you trust, where the box cannot be made"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("PROGRAM"));
  g_autoptr(GError) error = NULL;
  g_autoptr(KqStudentRun) run = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  KqStudentOptions options = { 0 };
  Trace trace = { 0 };
  gint64 steps = KQ_STUDENT_DEFAULT_MAX_STEPS;
  guint sigint, sigterm;
  GThread *thread;
  int status;

  g_option_context_set_summary (context,
                                _("Runs a student’s own program (Python; C, C++ and Pascal "
                                  "under GDB) line by line, reads the board from its arrays and "
                                  "judges its search: one JSON object a line."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!kq_cli_parse_options (context, &argc, &argv))
    return KQ_EXIT_USAGE;
  if (argc != 2)
    return kq_cli_fail (KQ_EXIT_USAGE, _("trace needs one PROGRAM (see --help)"));
  if (!kq_cli_parse_option (max_steps, "--max-steps", 1, G_MAXINT64, &steps, &error))
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);
  if (problem != NULL)
    {
      if (!g_str_equal (problem, "queens") && !g_str_equal (problem, "tour"))
        return kq_cli_fail (KQ_EXIT_USAGE, _("--problem is queens or tour"));
      options.problem = g_str_equal (problem, "queens") ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR;
      options.problem_set = TRUE;
    }
  if (only != NULL && !g_str_equal (only, "moves"))
    return kq_cli_fail (KQ_EXIT_USAGE, _("--only takes moves"));
  options.moves_only = only != NULL;
  options.input = input;
  options.board = board;
  options.max_steps = (guint64) steps;
  kq_student_box_set_unboxed (unboxed);
  run = kq_student_run_new (argv[1], &options, &error);
  if (run == NULL)
    return kq_cli_fail (KQ_EXIT_USAGE, "%s", error->message);

  trace.run = run;
  trace.cancellable = cancellable;
  trace.line = line;
  trace.loop = loop = g_main_loop_new (NULL, FALSE);
  kq_student_run_set_step_func (run, options.moves_only ? print_moves_step : print_step, &trace);
  /* a reader gone (| head) is a failed write, which stops the run, not a kill */
  signal (SIGPIPE, SIG_IGN);
  /* Ctrl+C ends the child at once: the run, in a thread, stops on the cancellable */
  sigint = g_unix_signal_add (SIGINT, on_sigint, &trace);
  sigterm = g_unix_signal_add (SIGTERM, on_sigterm, &trace);
  thread = g_thread_new ("kq-trace", run_thread, &trace);
  g_main_loop_run (loop);
  g_thread_join (thread);
  g_source_remove (sigint);
  g_source_remove (sigterm);

  if (!trace.ran)
    {
      /* a program that does not compile ends its JSON too, with its compile verdict */
      if (g_error_matches (trace.error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
        print_end (&trace);
      if (g_error_matches (trace.error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX))
        status = kq_cli_fail (KQ_EXIT_USAGE, "%s\n%s", trace.error->message,
                              _("To run it without the box, where it can read, change and send "
                                "your files, add --no-sandbox."));
      else
        status = kq_cli_fail (KQ_EXIT_USAGE, "%s", trace.error->message);
      g_error_free (trace.error);
      return status;
    }
  status = print_end (&trace);
  if (back)
    write_back (run);
  return status;
}
