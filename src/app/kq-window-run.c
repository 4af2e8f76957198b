/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-run.c: the window (views): a student's program's run, as the window says it
 *
 * The session's KqProgramRunner runs the program (.py; .c, .cpp, .pas with the GDB runner) on
 * the input beside it, or on the input asked for here when there is none; Stop (Escape) ends
 * it where it is. While it runs, the status line counts its lines; at its end its verdicts are
 * listed, a toast says its first slip with its line or the solutions found, and its solutions
 * are browsed as a listing's. kq-window-program.c shows its board and its code. */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-format.h"
#include "kq-program-reason.h"
#include "kq-student.h"
#include "kq-student-box.h"
#include "kq-window-private.h"

static KqProgramRunner *
runner (KqWindow *self)
{
  return kq_session_get_program_runner (self->session);
}

void
_kq_window_run_start (KqWindow *self, GFile *file, const char *input)
{
  const char *board = gtk_editable_get_text (GTK_EDITABLE (self->program_board_entry));
  g_autofree char *named = *board != '\0' ? g_strstrip (g_strdup (board)) : NULL;

  self->program_live = FALSE;
  g_clear_pointer (&self->program_solutions, g_array_unref);
  kq_program_runner_start (runner (self), file, input, named);
}

/* A verdict in words; a crash's with the reason the program printed, in its own words and in
 * the student's language (a signal's verdict names only the signal; an exception's quotes
 * the exception: its meaning alone). */
static char *
verdict_text (KqProgramRunner *program, const KqStudentVerdict *verdict)
{
  g_autofree char *text = kq_student_verdict_text (verdict);
  g_autofree char *reason = NULL;

  if (verdict->kind != KQ_STUDENT_VERDICT_CRASH)
    return g_steal_pointer (&text);
  reason = verdict->count > 0
           ? kq_program_reason_text (kq_program_runner_get_output (program), TRUE)
           : kq_program_reason_text (verdict->detail, FALSE);
  if (reason == NULL)
    return g_steal_pointer (&text);
  /* TRANSLATORS: a crash verdict, then the reason the program printed and what it means */
  return g_strdup_printf (_("%s — %s"), text, reason);
}

void
_kq_window_run_clear_verdicts (KqWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->program_verdicts))) != NULL)
    gtk_list_box_remove (self->program_verdicts, child);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->program_verdicts),
                                                   GTK_TYPE_SCROLLED_WINDOW), FALSE);
}

void
_kq_window_run_show_verdicts (KqWindow *self)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  _kq_window_run_clear_verdicts (self);
  verdicts = kq_program_runner_get_verdicts (runner (self), &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    {
      g_autofree char *text = verdict_text (runner (self), &verdicts[i]);
      g_autofree char *step = kq_format_count (verdicts[i].step);
      /* TRANSLATORS: the program's line and step, then what is wrong there */
      g_autofree char *named = g_strdup_printf (_("line %d, step %s: %s"), verdicts[i].line,
                                                step, text);
      GtkWidget *label = gtk_label_new (named);
      GtkWidget *row = gtk_list_box_row_new ();
      guint position = kq_program_runner_get_verdict_position (runner (self), i);
      gboolean at_end = kq_program_runner_get_verdict_at_end (runner (self), i);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      /* wrapped in the code's width, not widening the column */
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      named, -1);
      g_object_set_data (G_OBJECT (row), "kq-position", GUINT_TO_POINTER (position));
      g_object_set_data (G_OBJECT (row), "kq-end", GINT_TO_POINTER (at_end));
      gtk_list_box_append (self->program_verdicts, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->program_verdicts), n_verdicts > 0);
  /* none: its place goes to the code */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->program_verdicts),
                                                   GTK_TYPE_SCROLLED_WINDOW), n_verdicts > 0);
}

/* The first slip with its line, or what the program found (stopped: so far). */
static char *
program_text (KqProgramRunner *program)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;
  guint64 found = kq_program_runner_get_found (program);
  /* a plural form: one solution, 2 solutions */
  gulong count = (gulong) MIN (found, G_MAXULONG);
  g_autofree char *solutions = kq_format_count (found);
  g_autofree char *steps = kq_format_count (kq_program_runner_get_steps (program));
  g_autofree char *reason = NULL;

  verdicts = kq_program_runner_get_verdicts (program, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (kq_student_verdict_is_error (verdicts[i].kind))
      {
        g_autofree char *text = verdict_text (program, &verdicts[i]);
        g_autofree char *step = kq_format_count (verdicts[i].step);

        return g_strdup_printf (_("line %d, step %s: %s"), verdicts[i].line, step, text);
      }
  /* an error that ended it without a crash (Free Pascal's runtime errors exit); not the input's
   * end, whose EOFError a Python program prints too */
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == KQ_STUDENT_VERDICT_INPUT_ENDED)
      {
        g_autofree char *text = kq_student_verdict_text (&verdicts[i]);

        return g_strdup_printf (_("%s (%s lines run)"), text, steps);
      }
  reason = kq_program_reason_text (kq_program_runner_get_output (program), TRUE);
  if (reason != NULL)
    /* TRANSLATORS: the error the program printed as it ended, and the lines it ran */
    return g_strdup_printf (_("The program ended on an error, %s (%s lines run)"), reason, steps);
  /* what blames nobody but says more than a count: no board seen, a stop on purpose, the
   * count taken from what it printed */
  for (guint i = 0; i < n_verdicts; i++)
    if (verdicts[i].kind == KQ_STUDENT_VERDICT_NO_BOARD ||
        verdicts[i].kind == KQ_STUDENT_VERDICT_STOPPED ||
        verdicts[i].kind == KQ_STUDENT_VERDICT_RECOUNTED)
      {
        g_autofree char *text = kq_student_verdict_text (&verdicts[i]);

        /* TRANSLATORS: what was found of the student's program, and the lines it ran */
        return g_strdup_printf (_("%s (%s lines run)"), text, steps);
      }
  /* stopped: nothing was found wrong, but nothing was seen to its end either */
  if (kq_program_runner_get_stopped (program))
    /* TRANSLATORS: the student's program stopped with Stop (Escape): the line it was running,
       the lines it ran, the solutions it had found */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "stopped while running line %d, after %s lines, with "
                                         "%s solution so far",
                                         "stopped while running line %d, after %s lines, with "
                                         "%s solutions so far", count),
                            kq_program_runner_get_line (program), steps, solutions);
  /* TRANSLATORS: solutions found by the student's program, and the lines it ran */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s solution, nothing wrong found (%s lines run)",
                                       "%s solutions, nothing wrong found (%s lines run)", count),
                          solutions, steps);
}

void
_kq_window_run_show_text (KqWindow *self)
{
  g_autofree char *name = _kq_window_display_name (kq_program_runner_get_file (runner (self)));
  g_autofree char *text = program_text (runner (self));

  g_free (self->program_text);
  self->program_text = _kq_window_toast_name_text (name, text);
  kq_window_toast (self, self->program_text);
}

static void ask_input (KqWindow *self, GFile *file);
static void ask_unboxed (KqWindow *self, GFile *file, const char *why);

gboolean
_kq_window_run_failed (KqWindow *self, const GError *error)
{
  GFile *file = kq_program_runner_get_file (runner (self));
  g_autofree char *name = _kq_window_display_name (file);

  if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_NO_INPUT))
    {
      ask_input (self, file);
      return FALSE;
    }
  if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX))
    {
      ask_unboxed (self, file, error->message);
      return FALSE;
    }
  /* the compiler's words name the file and the line: their first line in the status line
   * too, while the panel shows them */
  if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
    {
      kq_window_toast (self, error->message);
      g_free (self->program_text);
      self->program_text = g_strndup (error->message, strcspn (error->message, "\n"));
    }
  else
    _kq_window_toast_cannot_read (self, name, error->message);
  return TRUE;
}

/* The input dialog's text view (its extra child: the text, then why it cannot be run). */
static GtkTextView *
input_view (AdwMessageDialog *dialog)
{
  GtkWidget *scrolled = gtk_widget_get_first_child (adw_message_dialog_get_extra_child (dialog));

  return GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)));
}

static char *
input_text (AdwMessageDialog *dialog)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (input_view (dialog));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
}

/* Why text cannot be a program's input, NULL: it can. The lessons' inputs are whole numbers
 * (n; a knight's tour's "n row col"): anything else would only make the program fail on it. */
static char *
input_problem (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' &&
        !g_ascii_string_to_signed (words[i], 10, G_MININT, G_MAXINT, NULL, NULL))
      {
        /* a long word cut: the message stays a line or two */
        g_autofree char *word = g_utf8_substring (words[i], 0,
                                                  MIN (g_utf8_strlen (words[i], -1), 20));

        /* TRANSLATORS: %s: a word typed as a program's input */
        return g_strdup_printf (_("“%s” is not a whole number. Type numbers as the program "
                                  "reads them: “8” for n queens, “8 1 1” for a knight’s "
                                  "tour."), word);
      }
  if (*text == '\0')
    return g_strdup (_("Type numbers as the program reads them: “8” for n queens, “8 1 1” for "
                       "a knight’s tour."));
  return NULL;
}

/* As the input is typed: Run only for one the program can read, and why not said under it
 * (the dialog stays open, rather than the run failing after it). */
static void
input_changed_cb (GtkTextBuffer *buffer, AdwMessageDialog *dialog)
{
  GtkWidget *label = gtk_widget_get_last_child (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *text = input_text (dialog);
  g_autofree char *problem = input_problem (text);

  gtk_label_set_text (GTK_LABEL (label), problem != NULL ? problem : "");
  gtk_widget_set_visible (label, problem != NULL);
  adw_message_dialog_set_response_enabled (dialog, "run", problem == NULL);
}

static void
input_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  if (!g_str_equal (response, "run"))
    return;
  g_set_object (&self->typed_file, user_data);
  g_free (self->typed_input);
  self->typed_input = input_text (dialog);
  _kq_window_run_start (self, self->typed_file, self->typed_input);
}

/* A program with no input beside it: its input asked for, any layout, lines as it reads them,
 * and kept for Run Again. */
static void
ask_input (KqWindow *self, GFile *file)
{
  g_autofree char *name = _kq_window_display_name (file);
  AdwMessageDialog *dialog;
  GtkWidget *text, *scrolled, *problem, *box;

  if (self->typed_file != NULL && g_file_equal (self->typed_file, file))
    {
      _kq_window_run_start (self, file, self->typed_input);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  /* TRANSLATORS: %s: the student's program */
  adw_message_dialog_format_heading (dialog, _("Input for %s"), name);
  adw_message_dialog_set_body (dialog, _("No input file is beside the program. Type its input "
                                         "as the program reads it, line by line: it gets it "
                                         "on its standard input and in the input file it "
                                         "opens."));
  text = gtk_text_view_new ();
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (text), TRUE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), "8", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Input"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), text);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 96);
  gtk_widget_add_css_class (scrolled, "card");
  problem = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (problem), 0);
  gtk_widget_set_visible (problem, FALSE);
  gtk_widget_add_css_class (problem, "error");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), problem);
  adw_message_dialog_set_extra_child (dialog, box);
  /* what the text lacks, also for a screen reader */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  problem, NULL, -1);
  g_signal_connect_object (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), "changed",
                           G_CALLBACK (input_changed_cb), dialog, 0);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "run", _("_Run"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "run", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "run");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (input_response_cb), g_object_ref (file),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (text);
}

static void
unboxed_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  GFile *file = user_data;

  if (!g_str_equal (response, "run"))
    return;
  kq_student_box_set_unboxed (TRUE);
  /* its input typed before, if it had none beside it */
  if (self->typed_file != NULL && g_file_equal (self->typed_file, file))
    _kq_window_run_start (self, file, self->typed_input);
  else
    _kq_window_run_start (self, file, NULL);
}

/* The box cannot be made here (why: bubblewrap missing, user namespaces off): the program
 * runs only if the user says so, knowing what it means; then every program does until the
 * application quits (the choice is the process's), as --no-sandbox does for one trace. */
static void
ask_unboxed (KqWindow *self, GFile *file, const char *why)
{
  g_autofree char *name = _kq_window_display_name (file);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL));
  /* TRANSLATORS: %s: the student's program */
  adw_message_dialog_format_heading (dialog, _("Run %s Without the Box?"), name);
  body = g_strdup_printf ("%s\n\n%s", why,
                          _("Without the box, a student’s program runs as you: it can read, "
                            "change and delete your files, use the network and start "
                            "programs that go on after it. Run it so only if you trust it. "
                            "Programs run so until the application is closed."));
  adw_message_dialog_set_body (dialog, body);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "run", _("Run _Without the Box"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "run", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (unboxed_response_cb),
                         g_object_ref (file),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
_kq_window_run_get_running (KqWindow *self)
{
  return kq_program_runner_get_running (runner (self));
}

/* The opened program's solutions when its search is the board shown; NULL else. */
static GArray *
program_solutions (KqWindow *self)
{
  GArray *solutions = self->program_solutions;

  if (solutions == NULL || solutions->len == 0 || self->session == NULL ||
      kq_session_get_mode (self->session) != KQ_SESSION_MODE_OPEN ||
      kq_session_get_answer (self->session) != NULL)
    return NULL;
  return solutions;
}

/* How many of its solutions the board has passed at position. */
static guint
solutions_up_to (GArray *solutions, guint position)
{
  guint k = 0;

  while (k < solutions->len && g_array_index (solutions, guint, k) <= position)
    k++;
  return k;
}

static guint
stepped_position (KqWindow *self)
{
  return kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
}

gboolean
_kq_window_run_browse (KqWindow *self, const char *action_name, GVariant *parameter)
{
  GArray *solutions = program_solutions (self);
  guint position, passed, k;

  if (solutions == NULL)
    return FALSE;
  position = stepped_position (self);
  passed = solutions_up_to (solutions, position);
  if (g_str_equal (action_name, "win.first-solution"))
    k = 1;
  else if (g_str_equal (action_name, "win.last-solution"))
    k = solutions->len;
  else if (g_str_equal (action_name, "win.next-solution"))
    k = passed + 1;
  /* back to the one before: the one passed, if the board has gone on from it */
  else if (g_str_equal (action_name, "win.previous-solution"))
    k = passed > 0 && g_array_index (solutions, guint, passed - 1) < position ? passed
                                                                              : passed - 1;
  else
    k = (guint) MIN (g_variant_get_uint64 (parameter), G_MAXUINT);
  if (k < 1 || k > solutions->len)
    gtk_widget_add_css_class (GTK_WIDGET (self->goto_entry), "error");
  else
    kq_session_seek (self->session, g_array_index (solutions, guint, k - 1));
  return TRUE;
}

gboolean
_kq_window_run_has_solutions (KqWindow *self)
{
  return program_solutions (self) != NULL;
}

gboolean
_kq_window_run_update_browse (KqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GArray *solutions = program_solutions (self);
  guint position, first, last;

  if (solutions == NULL)
    return FALSE;
  position = stepped_position (self);
  first = g_array_index (solutions, guint, 0);
  last = g_array_index (solutions, guint, solutions->len - 1);
  gtk_widget_action_set_enabled (widget, "win.first-solution", position != first);
  gtk_widget_action_set_enabled (widget, "win.previous-solution", position > first);
  gtk_widget_action_set_enabled (widget, "win.next-solution", position < last);
  gtk_widget_action_set_enabled (widget, "win.last-solution", position != last);
  return TRUE;
}

void
_kq_window_run_stop (KqWindow *self)
{
  kq_program_runner_stop (runner (self));
}

gboolean
_kq_window_run_status (KqWindow *self, GString *status, GString *counter)
{
  if (kq_program_runner_get_running (runner (self)))
    {
      g_autofree char *name = _kq_window_display_name (kq_program_runner_get_file (runner (self)));
      g_autofree char *steps = kq_format_count (kq_program_runner_get_steps (runner (self)));

      /* TRANSLATORS: a student's program running: its file, the lines it ran so far */
      g_string_printf (status, _("Running %s: %s lines… (Escape stops it)"), name, steps);
      g_string_truncate (counter, 0);
      return TRUE;
    }

  /* an opened program's search: what was found wrong in it */
  if (kq_session_get_answer (self->session) == NULL &&
      kq_session_get_mode (self->session) == KQ_SESSION_MODE_OPEN &&
      self->program_text != NULL)
    {
      GArray *solutions = program_solutions (self);
      guint position = stepped_position (self);
      guint passed = solutions != NULL ? solutions_up_to (solutions, position) : 0;

      g_string_assign (status, self->program_text);
      g_string_truncate (counter, 0);
      if (passed > 0)
        {
          g_autofree char *number = kq_format_count (passed);
          g_autofree char *found = kq_format_count (solutions->len);

          /* a solution's board, or the search gone on from it ("Solution 10 of 10" beside
           * three queens) */
          if (g_array_index (solutions, guint, passed - 1) == position)
            /* TRANSLATORS: the opened program's solutions, browsed */
            g_string_printf (counter, _("Solution %s of %s"), number, found);
          else
            /* TRANSLATORS: the opened program's search shown past its solution number %s */
            g_string_printf (counter, _("After solution %s of %s"), number, found);
        }
      return TRUE;
    }
  return FALSE;
}

void
_kq_window_run_dispose (KqWindow *self)
{
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (runner (self), self);
      /* no worker outlives the window */
      kq_program_runner_cancel (runner (self));
    }
  g_clear_pointer (&self->program_text, g_free);
  g_clear_pointer (&self->program_lines, g_array_unref);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  g_clear_object (&self->typed_file);
  g_clear_pointer (&self->typed_input, g_free);
}
