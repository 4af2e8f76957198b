/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-program-step.c: the window (views): an opened program's panel at the board's
 * step: its call stack and arrays as the run's log has them there, its current line, the lines
 * between two moves (Ctrl+↓, Ctrl+↑) and the run's end past its last move, and breakpoints
 * that stop Play and Go to the End. kq-window-program.c opens the program and shows its run;
 * it calls this file, never the other way. */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include "kq-window-private.h"

/* Whether the panel shows a program (not an answer, another mode). */
gboolean
_kq_window_program_showing (KqWindow *self)
{
  return self->program->file != NULL && gtk_widget_get_visible (self->program_box);
}

/* Whether the board steps the program's run (its log, the Open mode). */
gboolean
_kq_window_program_stepping (KqWindow *self)
{
  KqWindowProgram *program = self->program;

  return program != NULL && program->log != NULL &&
         kq_student_log_get_n_points (program->log) > 0 && _kq_window_program_showing (self) &&
         kq_session_get_mode (self->session) == KQ_SESSION_MODE_OPEN;
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
  if (!_kq_window_program_stepping (self))
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

  if (!_kq_window_program_stepping (self))
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
void
_kq_window_program_show_end (KqWindow *self)
{
  KqWindowProgram *program = self->program;
  guint position;
  const KqStudentFrame *frames;
  guint n_frames;

  if (!_kq_window_program_stepping (self))
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

  if (!_kq_window_program_stepping (self))
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
  if (!_kq_window_program_stepping (self))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-line", "i", delta);
  return TRUE;
}

/* The program line that made the stepped timeline's last move, the one before faintly; its
 * stack and arrays there. */
void
_kq_window_program_timeline_changed (KqWindow *self)
{
  guint position = kq_timeline_get_position (kq_session_get_stepped_timeline (self->session));
  GArray *lines = self->program_lines;

  if (lines == NULL || position > lines->len || !follow_position (self, position))
    return;
  show_line (self, position);
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

  if (_kq_window_program_showing (self))
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
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->program_view));
  GtkTextIter cursor;

  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.program-breakpoint", "i",
                              gtk_text_iter_get_line (&cursor) + 1);
  return TRUE;
}

/* The class */

void
_kq_window_class_program_step_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.program-breakpoint", "i",
                                   breakpoint_action);
  gtk_widget_class_install_action (widget_class, "win.program-line", "i", line_action);
}

void
_kq_window_program_step_init (KqWindow *self, GtkShortcutController *controller)
{
  g_signal_connect (self->program_view, "gutter-activated", G_CALLBACK (gutter_activated_cb),
                    self);
  /* in the code, F9 a breakpoint */
  gtk_shortcut_controller_add_shortcut (controller, gtk_shortcut_new (
    gtk_keyval_trigger_new (GDK_KEY_F9, 0),
    gtk_callback_action_new (cursor_breakpoint_cb, self, NULL)));
}
