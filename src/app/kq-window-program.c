/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-program.c: the window (views): a student's program opened: its run on the board
 * (the session's KqProgramRunner: live while it runs, then its search from its first slip),
 * and its panel beside the board: the call stack and the arrays at the board's step,
 * breakpoints that stop Play and Go to the End, and its code edited, saved (Ctrl+S) and run
 * again (F5). kq-window-run.c says the run in words. */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "kq-code-panel.h"
#include "kq-files-dialog.h"
#include "kq-window-private.h"

/* The run's board moves are the timeline's moves; the log holds a point for each position
 * (the runner recorded them), so the stack and arrays follow the board both ways. Between
 * two moves the code steps by the lines the log kept on the way (Ctrl+↓, Ctrl+↑), the stack and
 * arrays with it: the board stays at the move before until the line that made the next one. */
struct _KqWindowProgram
{
  GFile             *file;         /* the program shown, NULL: none */
  KqStudentLog      *log;
  KqStudentLanguage  language;
  GHashTable        *breakpoints;  /* lines, kept while the same file is run again */
  guint              position;     /* the position shown, G_MAXUINT: none yet */
  GArray            *way;          /* int: the lines run on the way to the next move */
  guint              line;         /* how many of them shown: 0, the board's move's line */
};

static GtkTextBuffer *
program_buffer (KqWindow *self)
{
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->program_view));
}

/* Whether the panel shows a program (not an answer, another mode). */
static gboolean
showing (KqWindow *self)
{
  return self->program->file != NULL && gtk_widget_get_visible (self->program_box);
}

/* Whether the board steps the program's run (its log, the Open mode). */
static gboolean
stepping (KqWindow *self)
{
  KqWindowProgram *program = self->program;

  return program != NULL && program->log != NULL &&
         kq_student_log_get_n_points (program->log) > 0 && showing (self) &&
         kq_session_get_mode (self->session) == KQ_SESSION_MODE_OPEN;
}

static void
update_actions (KqWindow *self)
{
  KqWindowProgram *program = self->program;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-save",
                                 program->file != NULL &&
                                 gtk_text_buffer_get_modified (program_buffer (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-run", program->file != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.program-line", stepping (self));
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

/* A bool as the program's language writes it. */
static const char *
bool_word (KqStudentLanguage language, gint64 value)
{
  if (language == KQ_STUDENT_LANGUAGE_PYTHON)
    return value ? "True" : "False";
  return value ? "true" : "false";
}

/* A value as the stack shows it; NULL for none. */
static char *
value_text (KqStudentLanguage language, KqStudentValue value)
{
  switch (value.kind)
    {
    case KQ_STUDENT_VALUE_INT:
      return g_strdup_printf ("%" G_GINT64_FORMAT, value.number);
    case KQ_STUDENT_VALUE_BOOL:
      return g_strdup (bool_word (language, value.number));
    case KQ_STUDENT_VALUE_CHAR:
      if (value.number > 32 && value.number < 127)
        return g_strdup_printf ("'%c'", (char) value.number);
      return g_strdup_printf ("%" G_GINT64_FORMAT, value.number);
    case KQ_STUDENT_VALUE_NONE:
    default:
      return NULL;
    }
}

/* One line a frame, innermost first: "Try: i = 3, j = 2". */
static char *
stack_text (KqWindowProgram *program)
{
  GString *text = g_string_new (NULL);
  const KqStudentFrame *frames;
  guint n_frames;

  frames = kq_student_log_get_frames (program->log, &n_frames);
  for (guint f = n_frames; f-- > 0;)
    {
      gboolean first = TRUE;

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, frames[f].function);
      for (guint l = 0; l < frames[f].n_locals; l++)
        {
          g_autofree char *value = value_text (program->language, frames[f].locals[l].value);

          if (value == NULL)
            continue;
          g_string_append_printf (text, "%s%s = %s", first ? ": " : ", ",
                                  frames[f].locals[l].name, value);
          first = FALSE;
        }
    }
  return g_string_free (text, FALSE);
}

/* Each array's strip at the point: a bool T or F (said true or false), a char as itself. */
static void
show_arrays (KqWindow *self, gboolean flash)
{
  KqWindowProgram *program = self->program;
  const KqStudentLogArray *arrays;
  guint n_arrays;

  arrays = kq_student_log_get_arrays (program->log, &n_arrays);
  for (guint k = 0; k < n_arrays; k++)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new ();
      int length;
      const KqStudentValue *cells = kq_student_log_get_cells (program->log, k, &length);

      for (int v = 0; v < arrays[k].length; v++)
        {
          KqStudentValue value = v < length ? cells[v] : (KqStudentValue) { 0 };
          const char *word = NULL;
          char *text = NULL;

          if (v < length && value.kind == KQ_STUDENT_VALUE_BOOL)
            {
              word = bool_word (program->language, value.number);
              text = g_ascii_strup (word, 1);
            }
          else if (v < length && value.kind == KQ_STUDENT_VALUE_CHAR && value.number > 32 &&
                   value.number < 127)
            text = g_strdup_printf ("%c", (char) value.number);
          else if (v < length && value.kind != KQ_STUDENT_VALUE_NONE)
            text = g_strdup_printf ("%" G_GINT64_FORMAT, value.number);
          else if (v < length)
            text = g_strdup ("–");
          g_ptr_array_add (shown, text);
          g_ptr_array_add (words, (gpointer) word);
        }
      kq_array_strips_show (self->program_strips, k, (const char * const *) shown->pdata,
                            (const char * const *) words->pdata, KQ_ARRAY_STRIPS_CHANGED,
                            FALSE, flash);
    }
}

/* The stack and the arrays the log's reader is at. */
static void
show_state (KqWindow *self, gboolean flash)
{
  g_autofree char *stack = stack_text (self->program);

  gtk_label_set_text (self->program_stack, stack);
  /* a frame with many locals is cut at the panel's edge: whole on hovering */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->program_stack), stack);
  show_arrays (self, flash);
}

/* Whether the move up to point (from 1) was made by the step of the move before it: no line
 * ran between them. */
static gboolean
same_step (KqWindow *self, guint point)
{
  GArray *lines = self->program_lines;

  return point >= 2 && point <= lines->len &&
         !kq_student_log_ran_line (self->program->log, point, g_array_index (lines, int,
                                                                             point - 1));
}

/* The log's reader at the board's position. A step that made several moves (a queen put in a
 * row takes those of the rows below away first) is logged at each as the step left the
 * arrays: before its last move they would hold what the board does not show yet (a queen on
 * the board that x contradicts), so those moves are read as the step began. */
static void
seek_position (KqWindow *self, guint position)
{
  KqStudentLog *log = self->program->log;
  g_autoptr(GArray) way = NULL;
  guint first = position;

  if (self->program_lines == NULL || !same_step (self, position + 1))
    {
      kq_student_log_seek (log, position);
      return;
    }
  while (same_step (self, first))
    first--;
  way = g_array_new (FALSE, FALSE, sizeof (int));
  kq_student_log_get_lines (log, first, way);
  /* after the line before the step's, or at the move before it */
  if (way->len < 2 || !kq_student_log_seek_way (log, first, way->len - 2))
    kq_student_log_seek (log, first - 1);
}

static void
show_point (KqWindow *self, guint position)
{
  KqWindowProgram *program = self->program;

  if (position >= kq_student_log_get_n_points (program->log))
    return;
  seek_position (self, position);
  show_state (self, program->position != G_MAXUINT);
  program->position = position;
}

/* The first position after after, up to to, where a breakpoint stops (G_MAXUINT: none): where
 * the board was when a breakpoint's line ran, the move it made if it made one. */
static guint
find_breakpoint (KqWindow *self, guint after, guint to)
{
  KqWindowProgram *program = self->program;
  GArray *lines = self->program_lines;
  guint last = MIN (to + 1, kq_student_log_get_n_points (program->log) - 1);

  for (guint p = after + 1; lines != NULL && p <= last && p <= lines->len &&
                            g_hash_table_size (program->breakpoints) > 0; p++)
    {
      GHashTableIter iter;
      gpointer key;
      guint first = G_MAXUINT;

      g_hash_table_iter_init (&iter, program->breakpoints);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          int line = GPOINTER_TO_INT (key);
          guint stop = line == g_array_index (lines, int, p - 1) ? p : p - 1;

          if (stop > after && stop <= to && kq_student_log_ran_line (program->log, p, line))
            first = MIN (first, stop);
        }
      if (first != G_MAXUINT)
        return first;
    }
  return G_MAXUINT;
}

/* The board is at position: the stack and arrays follow. Played on over a breakpoint's line,
 * the board is paused and sent back there: FALSE. */
static gboolean
follow_position (KqWindow *self, guint position)
{
  KqWindowProgram *program = self->program;
  KqTimeline *timeline = kq_session_get_stepped_timeline (self->session);
  guint stop;

  /* (the window going, its timeline emptied; the timeline of another mode) */
  if (!stepping (self))
    return TRUE;
  /* a move: its own line again */
  program->line = 0;
  /* Played on over a breakpoint's line: paused there. */
  if (kq_timeline_get_playing (timeline) && program->position != G_MAXUINT &&
      position > program->position)
    {
      stop = find_breakpoint (self, program->position, position);
      if (stop != G_MAXUINT)
        {
          kq_timeline_set_playing (timeline, FALSE);
          if (stop != position)
            {
              kq_session_seek (self->session, stop);
              return FALSE;
            }
        }
    }
  show_point (self, position);
  return TRUE;
}

guint
_kq_window_program_stop (KqWindow *self, guint target)
{
  guint position, stop;

  if (!stepping (self))
    return target;
  position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  stop = find_breakpoint (self, position, target);
  return stop != G_MAXUINT ? stop : target;
}

/* The code's current line at position: the line that made its move, or one on the way to the
 * next move (Ctrl+↓). */
static void
show_line (KqWindow *self, guint position)
{
  KqWindowProgram *program = self->program;
  GArray *lines = self->program_lines;
  GArray *way = program->way;
  int move = position >= 1 ? g_array_index (lines, int, position - 1) : 0;

  if (program->line == 0)
    {
      kq_code_view_show_line (self->program_view, move,
                              position >= 2 ? g_array_index (lines, int, position - 2) : 0);
      return;
    }
  kq_code_view_show_line (self->program_view, g_array_index (way, int, program->line - 1),
                          program->line >= 2 ? g_array_index (way, int, program->line - 2)
                                             : move);
  /* the stack as the line marked began, the arrays as it left them (a move's, as the board);
   * none kept: the move's */
  if (!kq_student_log_seek_way (program->log, position + 1, program->line - 1))
    kq_student_log_seek (program->log, position);
  show_state (self, TRUE);
}

/* Whether position is the last move and the log has the run's end past it (a point more). */
static gboolean
before_end (KqWindow *self, guint position)
{
  return position + 2 == kq_student_log_get_n_points (self->program->log);
}

/* The run's end past its last move: its last line, the stack and arrays there. */
static void
show_end (KqWindow *self)
{
  KqWindowProgram *program = self->program;
  guint position;
  const KqStudentFrame *frames;
  guint n_frames;

  if (!stepping (self))
    return;
  position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  if (!before_end (self, position))
    return;
  kq_student_log_get_lines (program->log, position + 1, program->way);
  if (program->way->len > 0)
    {
      program->line = program->way->len;
      show_line (self, position);
      return;
    }
  /* a way too long to keep in order: its end, at the top frame's line */
  kq_student_log_seek (program->log, position + 1);
  frames = kq_student_log_get_frames (program->log, &n_frames);
  if (n_frames > 0)
    kq_code_view_show_line (self->program_view, frames[n_frames - 1].line, 0);
  show_state (self, TRUE);
}

/* Ctrl+↓, Ctrl+↑: a line on or back on the way between two moves; past the way's last line
 * (the one that made the move) the board steps, as it does when no lines were kept; after the
 * last move, the way goes on to the run's end, its last line a line too. */
static void
line_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  KqWindowProgram *program = self->program;
  guint position;

  if (!stepping (self))
    return;
  position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  if (g_variant_get_int32 (parameter) > 0)
    {
      kq_student_log_get_lines (program->log, position + 1, program->way);
      if (program->line + 1 < program->way->len ||
          (program->line < program->way->len && before_end (self, position)))
        {
          kq_timeline_set_playing (kq_session_get_stepped_timeline (self->session), FALSE);
          program->line++;
          show_line (self, position);
        }
      else
        kq_session_step (self->session, 1);
    }
  else if (program->line > 0)
    {
      program->line--;
      /* back at the move: its stack and arrays */
      if (program->line == 0)
        show_point (self, position);
      show_line (self, position);
    }
  else if (position > 0)
    {
      kq_session_step (self->session, -1);
      /* the way to the move just undone, at its line before the move's */
      kq_student_log_get_lines (program->log, position, program->way);
      if (program->way->len >= 2)
        {
          program->line = program->way->len - 1;
          show_line (self, position - 1);
        }
    }
}

gboolean
_kq_window_program_step_line (KqWindow *self, int delta)
{
  if (!stepping (self))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-line", "i", delta);
  return TRUE;
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
  return showing (self) && g_file_equal (self->program->file, file);
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

/* Breakpoints */

/* On a line the program ran (else the bell): Play and Go to the End stop where it runs. */
static void
toggle_breakpoint (KqWindow *self, int line)
{
  KqWindowProgram *program = self->program;
  gboolean on;

  /* (not each point's lines: a whole run's are in a file) */
  if (program->log == NULL || !kq_student_log_ran_ever (program->log, line))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  on = !g_hash_table_remove (program->breakpoints, GINT_TO_POINTER (line));
  if (on)
    g_hash_table_add (program->breakpoints, GINT_TO_POINTER (line));
  kq_code_view_set_breakpoint (self->program_view, line, on);
}

static void
breakpoint_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);

  if (showing (self))
    toggle_breakpoint (self, g_variant_get_int32 (parameter));
}

static void
gutter_activated_cb (KqCodeView *view, int line, KqWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-breakpoint", "i", line);
}

/* F9 in the code: a breakpoint on the cursor's line. */
static gboolean
cursor_breakpoint_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  KqWindow *self = user_data;
  GtkTextBuffer *buffer = program_buffer (self);
  GtkTextIter cursor;

  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-breakpoint", "i",
                              gtk_text_iter_get_line (&cursor) + 1);
  return TRUE;
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

  if (!showing (self) || !save (self))
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

  if (!showing (self))
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

  if (!showing (self) || files == NULL)
    return;
  name = _kq_window_display_name (self->program->file);
  dialog = kq_files_dialog_new (GTK_WINDOW (self), name, files);
  g_signal_connect_object (dialog, "save", G_CALLBACK (save_file_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The program line that made the stepped timeline's last move, the one before faintly; its
 * stack and arrays there. */
static void
timeline_changed (KqWindow *self)
{
  guint position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  GArray *lines = self->program_lines;

  if (lines == NULL || position > lines->len || !follow_position (self, position))
    return;
  show_line (self, position);
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
  g_signal_handlers_disconnect_by_func (timeline, timeline_changed, self);
  g_signal_connect_object (timeline, "changed", G_CALLBACK (timeline_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->program_output),
                            kq_program_runner_get_output (program), -1);
  _kq_window_run_show_verdicts (self);
  gtk_widget_set_visible (self->program_box, TRUE);
  timeline_changed (self);
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
    show_end (self);
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
    show_end (self);
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
  gtk_widget_class_install_action (widget_class, "win.program-breakpoint", "i",
                                   breakpoint_action);
  gtk_widget_class_install_action (widget_class, "win.program-save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.program-line", "i", line_action);
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
  g_signal_connect (self->program_view, "gutter-activated", G_CALLBACK (gutter_activated_cb),
                    self);
  g_signal_connect (program_buffer (self), "modified-changed", G_CALLBACK (modified_changed_cb),
                    self);
  /* in the code, F9 a breakpoint, and Ctrl+R runs again (elsewhere it reads the position) */
  gtk_shortcut_controller_add_shortcut (controller, gtk_shortcut_new (
    gtk_keyval_trigger_new (GDK_KEY_F9, 0),
    gtk_callback_action_new (cursor_breakpoint_cb, self, NULL)));
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
