/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-program.c: the window (views): a student's program opened: its run on the board
 * (the session's KqProgramRunner: live while it runs, then its search from its first slip),
 * and its panel beside the board: its code edited, saved (Ctrl+S) and run again (F5), what it
 * printed, the files it wrote. kq-window-program-step.c keeps the panel at the board's step
 * (call stack, arrays, breakpoints); kq-window-run.c says the run in words. */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kq-code-panel.h"
#include "kq-files-dialog.h"
#include "kq-window-private.h"

static GtkTextBuffer *
program_buffer (KqWindow *self)
{
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->program_view));
}

static void
update_actions (KqWindow *self)
{
  KqWindowProgram *program = self->program;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-save",
                                 program->file != NULL &&
                                 gtk_text_buffer_get_modified (program_buffer (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-run", program->file != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-line",
                                 _kq_window_program_stepping (self));
}

/* GtkSourceView's name of the program's language. */
static const char *
source_language (KqStudentLanguage language)
{
  switch (language)
    {
    case KQ_STUDENT_LANGUAGE_PYTHON:
      return "python3";
    case KQ_STUDENT_LANGUAGE_C:
      return "c";
    case KQ_STUDENT_LANGUAGE_CPP:
      return "cpp";
    case KQ_STUDENT_LANGUAGE_PASCAL:
      return "pascal";
    case KQ_STUDENT_LANGUAGE_NONE:
    default:
      return NULL;
    }
}

/* The strips of the arrays the run had, the most cells each had: they keep their places
 * while the board steps. */
static void
build_strips (KqWindow *self)
{
  g_autoptr(GArray) strips = g_array_new (FALSE, TRUE, sizeof (KqListingArray));
  const KqStudentLogArray *arrays;
  guint n_arrays;

  arrays = kq_student_log_get_arrays (self->program->log, &n_arrays);
  for (guint k = 0; k < n_arrays; k++)
    {
      KqListingArray strip = { .name = arrays[k].name, .source = KQ_LISTING_SOURCE_X,
                               .rows = 1, .length = arrays[k].length, .from = arrays[k].low };

      g_array_append_val (strips, strip);
    }
  kq_array_strips_build_arrays (self->program_strips,
                                (const KqListingArray *) (void *) strips->data, strips->len,
                                kq_session_get_n (self->session));
}

/* A run of file: its log (taken) and its code, in the panel. */
static void
show_code (KqWindow          *self,
           GFile             *file,
           KqStudentLog      *log,
           const char        *source,
           KqStudentLanguage  language)
{
  KqWindowProgram *program = self->program;
  int lines;
  GHashTableIter iter;
  gpointer line;

  /* another program: its own breakpoints */
  if (program->file == NULL || !g_file_equal (program->file, file))
    g_hash_table_remove_all (program->breakpoints);
  g_set_object (&program->file, file);
  g_clear_pointer (&program->log, kq_student_log_free);
  program->log = log;
  program->language = language;
  program->position = G_MAXUINT;
  program->line = 0;
  kq_code_view_set_source (self->program_view, source, source_language (language));
  gtk_text_buffer_set_modified (program_buffer (self), FALSE);
  lines = gtk_text_buffer_get_line_count (program_buffer (self));
  g_hash_table_iter_init (&iter, program->breakpoints);
  while (g_hash_table_iter_next (&iter, &line, NULL))
    if (GPOINTER_TO_INT (line) <= lines)
      kq_code_view_set_breakpoint (self->program_view, GPOINTER_TO_INT (line), TRUE);
    else
      g_hash_table_iter_remove (&iter);
  build_strips (self);
  gtk_label_set_text (self->program_stack, "");
  update_actions (self);
}

/* The program run again: its panel keeps its code, and no longer steps the last run (the
 * board shows the new one as it runs). */
static void
forget_run (KqWindow *self)
{
  KqWindowProgram *program = self->program;

  g_clear_pointer (&program->log, kq_student_log_free);
  program->position = G_MAXUINT;
  program->line = 0;
  kq_array_strips_clear (self->program_strips);
  gtk_label_set_text (self->program_stack, "");
  gtk_widget_set_visible (GTK_WIDGET (self->program_files_button), FALSE);
}

/* Whether file is the program shown (run again: its panel stays). */
static gboolean
is_shown (KqWindow *self, GFile *file)
{
  return _kq_window_program_showing (self) && g_file_equal (self->program->file, file);
}

/* Its run failed: what went wrong, in place of its output, the line a compiler named marked. */
static void
show_failure (KqWindow *self, const char *message)
{
  g_autofree char *name = g_file_get_basename (self->program->file);
  g_autofree char *prefix = g_strconcat (name, ":", NULL);
  const char *named = strstr (message, prefix);

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output), message, -1);
  /* the compiler's file:line, marked */
  kq_code_view_show_line (self->program_view, named != NULL ? atoi (named + strlen (prefix)) : 0,
                          0);
}

/* Save and run again */

static gboolean
save (KqWindow *self)
{
  GtkTextBuffer *buffer = program_buffer (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  GtkTextIter start, end;
  gsize length;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  length = strlen (text);
  /* the view hides the last line's newline: the file keeps it */
  if (length > 0 && text[length - 1] != '\n')
    {
      g_autofree char *shown = g_steal_pointer (&text);

      text = g_strconcat (shown, "\n", NULL);
      length++;
    }
  name = _kq_window_display_name (self->program->file);
  if (!g_file_replace_contents (self->program->file, text, length, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    {
      /* TRANSLATORS: a file's name, then why it could not be written */
      g_autofree char *message = g_strdup_printf (_("Cannot save %s: %s"), name,
                                                  error->message);

      kq_window_toast (self, message);
      return FALSE;
    }
  gtk_text_buffer_set_modified (buffer, FALSE);
  return TRUE;
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!_kq_window_program_showing (self) || !save (self))
    return;
  name = _kq_window_display_name (self->program->file);
  /* TRANSLATORS: a file's name */
  message = g_strdup_printf (_("%s saved"), name);
  kq_window_toast (self, message);
}

/* Saved, then run on the same input: the same n. */
static void
run_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  g_autoptr(GFile) file = NULL;

  if (!_kq_window_program_showing (self))
    return;
  if (gtk_text_buffer_get_modified (program_buffer (self)) && !save (self))
    return;
  file = g_object_ref (self->program->file);
  _kq_window_program_open (self, file);
}

static void
modified_changed_cb (GtkTextBuffer *buffer, KqWindow *self)
{
  update_actions (self);
}

/* The call stack four frames high (deeper ones scroll): the code above keeps its height. */
static void
fit_stack (KqWindow *self)
{
  int height = kq_code_panel_rows_height (self->program_stack, 4);

  gtk_scrolled_window_set_min_content_height (self->program_stack_scroller, height);
  gtk_scrolled_window_set_max_content_height (self->program_stack_scroller, height);
}

/* The run */

static KqProgramRunner *
runner (KqWindow *self)
{
  return kq_session_get_program_runner (self->session);
}

/* The files it wrote */

/* "Files It Wrote (2)" once it ended; hidden when it wrote none, and while it runs. */
static void
show_files_button (KqWindow *self)
{
  GPtrArray *files = kq_program_runner_get_files (runner (self));
  guint n = files != NULL ? files->len : 0;
  /* TRANSLATORS: a button: the files the student's program wrote in its folder */
  g_autofree char *label = g_strdup_printf (ngettext ("_File It Wrote (%u)",
                                                      "_Files It Wrote (%u)", n), n);

  gtk_button_set_label (self->program_files_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->program_files_button), n > 0);
}

static void
save_file_cb (KqFilesDialog *dialog, guint file, KqWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *message = NULL;

  /* (modal, so the run it shows is the runner's) */
  g_return_if_fail (kq_program_runner_get_files (runner (self)) ==
                    kq_files_dialog_get_files (dialog));

  if (kq_program_runner_write_back (runner (self), file, &written, &error))
    /* TRANSLATORS: %s: the path of the file written */
    message = g_strdup_printf (_("Written beside your program: %s"), written);
  kq_files_dialog_toast (dialog, message != NULL ? message : error->message);
}

static void
files_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  GPtrArray *files = kq_program_runner_get_files (runner (self));
  g_autofree char *name = NULL;
  KqFilesDialog *dialog;

  if (!_kq_window_program_showing (self) || files == NULL)
    return;
  name = _kq_window_display_name (self->program->file);
  dialog = kq_files_dialog_new (GTK_WINDOW (self), name, files);
  g_signal_connect_object (dialog, "save", G_CALLBACK (save_file_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The running program as it is: its code beside the board at the line it runs, once read;
 * its board (moved: the moves that make it now, a tour's path or a queen a row, not the run's
 * so far). */
static void
show_live (KqWindow *self, gboolean moved)
{
  KqProgramRunner *program = runner (self);
  const char *source = kq_program_runner_get_source (program);

  /* the user went to another problem or mode: the window is theirs until the end */
  if (self->program_live && kq_session_get_mode (self->session) != KQ_SESSION_MODE_OPEN)
    return;
  if (!self->program_live && source != NULL)
    {
      /* the panel before the mode, which shows it (the program's lines: none yet) */
      g_clear_pointer (&self->program_lines, g_array_unref);
      self->program_lines = g_array_new (FALSE, FALSE, sizeof (int));
      show_code (self, kq_program_runner_get_file (program), kq_student_log_new (), source,
                 kq_program_runner_get_language (program));
      _kq_window_run_clear_verdicts (self);
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output), "", 0);
      self->program_live = TRUE;
    }
  if (moved)
    {
      guint n_moves;
      const KqMove *moves = kq_program_runner_get_board (program, &n_moves);

      kq_session_open_moves (self->session, kq_program_runner_get_problem (program),
                             kq_program_runner_get_n (program), moves, n_moves, n_moves);
    }
  if (self->program_live)
    kq_code_view_show_line (self->program_view, kq_program_runner_get_line (program), 0);
}

static void
progress_cb (KqProgramRunner *program, gboolean moved, KqWindow *self)
{
  show_live (self, moved);
}

static void
line_changed_cb (KqWindow *self)
{
  if (self->program_live && kq_session_get_mode (self->session) == KQ_SESSION_MODE_OPEN)
    kq_code_view_show_line (self->program_view, kq_program_runner_get_line (runner (self)), 0);
}

/* Its code in the panel beside the board, following the steps. */
static void
show_program (KqWindow *self)
{
  KqProgramRunner *program = runner (self);
  KqTimeline *timeline;

  g_clear_pointer (&self->program_lines, g_array_unref);
  self->program_lines = kq_program_runner_ref_lines (program);
  show_code (self, kq_program_runner_get_file (program), kq_program_runner_steal_log (program),
             kq_program_runner_get_source (program), kq_program_runner_get_language (program));
  timeline = kq_session_get_stepped_timeline (self->session);
  /* the timeline may be the last program's: connected once */
  g_signal_handlers_disconnect_by_func (timeline, _kq_window_program_timeline_changed, self);
  g_signal_connect_object (timeline, "changed",
                           G_CALLBACK (_kq_window_program_timeline_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output),
                            kq_program_runner_get_output (program), -1);
  _kq_window_run_show_verdicts (self);
  gtk_widget_set_visible (self->program_box, TRUE);
  _kq_window_program_timeline_changed (self);
}

/* Whether the run is shown at its end past the last move, where Stop stopped it or its first
 * slip is (a line without end, a crash, the step limit), rather than at its last move. */
static gboolean
shows_end (KqProgramRunner *program)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts;

  verdicts = kq_program_runner_get_verdicts (program, &n_verdicts);
  for (guint i = 0; i < n_verdicts; i++)
    if (kq_student_verdict_is_error (verdicts[i].kind))
      return kq_program_runner_get_verdict_at_end (program, i);
  return kq_program_runner_get_has_end (program) && kq_program_runner_get_stopped (program);
}

/* Where the run opens: at its first slip, or where Stop stopped it; else where a student
 * starts reading, its first move (End goes to its end). */
static guint
opening_position (KqProgramRunner *program)
{
  const KqStudentVerdict *verdicts;
  guint n_verdicts, n_moves;

  verdicts = kq_program_runner_get_verdicts (program, &n_verdicts);
  kq_program_runner_get_moves (program, &n_moves);
  for (guint i = 0; i < n_verdicts; i++)
    if (kq_student_verdict_is_error (verdicts[i].kind))
      return kq_program_runner_get_position (program);
  return kq_program_runner_get_stopped (program) ? n_moves : MIN (n_moves, 1);
}

static void
finished_cb (KqProgramRunner *program, const GError *error, KqWindow *self)
{
  guint n_moves;
  const KqMove *moves;

  if (error != NULL)
    {
      /* a program that does not compile: its code beside its board all the same, to be
       * mended and run again there */
      if (g_error_matches (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_COMPILE))
        show_live (self, TRUE);
      /* run again from its panel: the code stays to be mended */
      if (_kq_window_run_failed (self, error) &&
          is_shown (self, kq_program_runner_get_file (program)))
        show_failure (self, error->message);
      return;
    }
  /* its search on the board, at its first slip: the usual controls step through it, and
   * browse its solutions (known as the window takes the new mode) */
  g_clear_pointer (&self->answer_name, g_free);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  self->program_solutions = kq_program_runner_ref_solutions (program);
  moves = kq_program_runner_get_moves (program, &n_moves);
  kq_session_open_moves (self->session, kq_program_runner_get_problem (program),
                         kq_program_runner_get_n (program), moves, n_moves,
                         opening_position (program));
  show_program (self);
  show_files_button (self);
  if (shows_end (program))
    _kq_window_program_show_end (self);
  _kq_window_run_show_text (self);
}

void
_kq_window_program_open (KqWindow *self, GFile *file)
{
  /* the program shown, run again: its panel stays while it runs, and its board's array named;
   * another program's is found anew */
  if (!is_shown (self, file))
    {
      _kq_window_program_hide (self);
      gtk_editable_set_text (GTK_EDITABLE (self->program_board_entry), "");
    }
  /* the last file asked wins */
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  /* (the panel of the program run again stays until the new run shows its code) */
  forget_run (self);
  _kq_window_run_start (self, file, NULL);
}

void
_kq_window_program_hide (KqWindow *self)
{
  g_clear_pointer (&self->program_lines, g_array_unref);
  g_clear_pointer (&self->program_solutions, g_array_unref);
  gtk_widget_set_visible (self->program_box, FALSE);
}

/* A verdict's row, clicked: the board goes to its step. */
void
_kq_window_verdict_activated (KqWindow *self, GtkListBoxRow *row)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "kq-position"));

  kq_timeline_seek (kq_session_get_stepped_timeline (self->session), position);
  if (g_object_get_data (G_OBJECT (row), "kq-end") != NULL)
    _kq_window_program_show_end (self);
}

void
_kq_window_board_entry_activated (KqWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-run", NULL);
}

/* The class */

void
_kq_window_class_program_init (GtkWidgetClass *widget_class)
{
  _kq_window_class_program_step_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.program-save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.program-run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "win.program-files", NULL, files_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.program-save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.program-run", NULL);
}

void
_kq_window_program_init (KqWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkShortcutController *controller = GTK_SHORTCUT_CONTROLLER (shortcuts);

  g_signal_connect (runner (self), "progress", G_CALLBACK (progress_cb), self);
  g_signal_connect_swapped (runner (self), "notify::line", G_CALLBACK (line_changed_cb), self);
  g_signal_connect (runner (self), "finished", G_CALLBACK (finished_cb), self);
  self->program = g_new0 (KqWindowProgram, 1);
  self->program->breakpoints = g_hash_table_new (NULL, NULL);
  self->program->position = G_MAXUINT;
  self->program->way = g_array_new (FALSE, FALSE, sizeof (int));
  /* the student's code is theirs to edit */
  gtk_text_view_set_editable (GTK_TEXT_VIEW (self->program_view), TRUE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (self->program_view), TRUE);
  _kq_window_program_step_init (self, controller);
  g_signal_connect (program_buffer (self), "modified-changed", G_CALLBACK (modified_changed_cb),
                    self);
  /* in the code, Ctrl+R runs again (elsewhere it reads the position) */
  gtk_shortcut_controller_add_shortcut (controller, gtk_shortcut_new (
    gtk_keyval_trigger_new (GDK_KEY_r, GDK_CONTROL_MASK),
    gtk_named_action_new ("win.program-run")));
  gtk_widget_add_controller (self->program_box, shortcuts);
  g_signal_connect_swapped (self->program_stack, "realize", G_CALLBACK (fit_stack), self);
  /* the line buttons: only while the board steps a program */
  g_signal_connect_swapped (self->program_box, "notify::visible", G_CALLBACK (update_actions),
                            self);
  update_actions (self);
}

void
_kq_window_program_dispose (KqWindow *self)
{
  if (self->program == NULL)
    return;
  g_signal_handlers_disconnect_by_func (runner (self), progress_cb, self);
  g_signal_handlers_disconnect_by_func (runner (self), line_changed_cb, self);
  g_signal_handlers_disconnect_by_func (runner (self), finished_cb, self);
  g_signal_handlers_disconnect_by_func (self->program_box, update_actions, self);
  g_clear_object (&self->program->file);
  g_clear_pointer (&self->program->log, kq_student_log_free);
  g_hash_table_unref (self->program->breakpoints);
  g_array_unref (self->program->way);
  g_clear_pointer (&self->program, g_free);
}
