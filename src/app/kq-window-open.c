/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-window-open.c: the window (views): Open an Answer or a Program, a student's file
 * read and checked in a worker */
#define G_LOG_DOMAIN "kq-window"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "kq-answer.h"
#include "kq-format.h"
#include "kq-student.h"
#include "kq-window-private.h"

/* Open a student's answer: QUEENS.OUT (n from a QUEENS.INP beside it, or
 * from the placements) or a tour matrix, read and checked in a worker, then
 * handed to the session's open mode (kq_session_open_answer), which shows
 * it. A correct QUEENS.OUT is the listing itself: the session lists n
 * queens and the usual controls browse its placements. A wrong one's lines
 * are browsed the same way, each checked alone on a timeline of its own, from
 * the wrong line, its error's squares framed; so is a tour's matrix. The
 * session's next run or step shows the session's board again. A file that
 * is not an answer leaves the window as it was, with a toast. A student's
 * program opened is run by kq-window-program.c. */

/* QUEENS.INP holds one number. */
#define INPUT_MAX_BYTES 4096

static gboolean
load_file (GFile *file, gsize max, char **data, gsize *length, GCancellable *cancellable,
           GError **error)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                 G_FILE_QUERY_INFO_NONE, cancellable, error);
  g_autofree char *name = NULL;

  if (info == NULL)
    return FALSE;
  if (g_file_info_get_size (info) > (goffset) max)
    {
      name = g_file_get_parse_name (file);
      g_set_error (error, KQ_FORMAT_ERROR, KQ_FORMAT_ERROR_INVALID,
                   _("%s: too large for an answer (over %d MB)"),
                   name, (int) (max / (1024 * 1024)));
      return FALSE;
    }
  return g_file_load_contents (file, cancellable, data, length, NULL, error);
}

/* QUEENS.INP beside file, named in any case; NULL when there is none. */
static GFile *
find_input (GFile *file, GCancellable *cancellable)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFileEnumerator) children = NULL;

  if (parent != NULL)
    children = g_file_enumerate_children (parent, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  while (children != NULL)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, NULL) || info == NULL)
        break;
      if (g_ascii_strcasecmp (g_file_info_get_name (info), "QUEENS.INP") == 0)
        return g_object_ref (child);
    }
  return NULL;
}

/* n from QUEENS.INP beside file: 0 when there is none. */
static gboolean
read_input (GFile *file, int *n, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFile) input = find_input (file, cancellable);
  g_autofree char *data = NULL;
  g_autofree char *what = NULL;
  gsize length;
  gint64 value;

  *n = 0;
  if (input == NULL)
    return TRUE;
  if (!load_file (input, INPUT_MAX_BYTES, &data, &length, cancellable, error))
    return FALSE;
  what = g_file_get_parse_name (input);
  if (!kq_parse_int (g_strstrip (data), what, 1, KQ_ANSWER_QUEENS_MAX_N, &value, error))
    return FALSE;
  *n = (int) value;
  return TRUE;
}

static void
check_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autofree char *data = NULL;
  GError *error = NULL;
  gsize length;
  int n;

  if (!load_file (file, KQ_ANSWER_MAX_BYTES, &data, &length, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (kq_answer_guess_kind (data, length) == KQ_ANSWER_TOUR)
    {
      g_task_return_pointer (task, kq_answer_check_tour (data, length, 0, NULL),
                             (GDestroyNotify) kq_answer_free);
      return;
    }
  if (!read_input (file, &n, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* its lines kept, to be browsed */
  g_task_return_pointer (task, kq_answer_check_queens_lines (g_steal_pointer (&data), length, n),
                         (GDestroyNotify) kq_answer_free);
}

static gboolean
knight_move (int from, int to, int n)
{
  int dr = ABS (from / n - to / n), dc = ABS (from % n - to % n);

  return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
}

/* A tour's moves from 1 on while they make a tour (each number once, each a
 * knight's move on), and the bad move after them when that is the error. */
static GArray *
tour_moves (const KqAnswer *answer)
{
  int n = answer->n, squares = n * n;
  g_autofree int *where = g_new (int, squares + 2);
  g_autofree gboolean *twice = g_new0 (gboolean, squares + 2);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (KqMove));
  int k = 0;

  for (int m = 0; m <= squares + 1; m++)
    where[m] = -1;
  for (int sq = 0; sq < squares; sq++)
    {
      int m = answer->cells[sq];

      if (m < 1 || m > squares)
        continue;
      if (where[m] >= 0)
        twice[m] = TRUE;
      where[m] = sq;
    }
  while (k < squares && where[k + 1] >= 0 && !twice[k + 1] &&
         (k == 0 || knight_move (where[k], where[k + 1], n)))
    k++;
  if (answer->error == KQ_ANSWER_NOT_KNIGHT_MOVE && k < squares && where[k + 1] >= 0)
    k++;
  for (int m = 1; m <= k; m++)
    g_array_append_val (moves, ((KqMove) { where[m], m }));
  return moves;
}

static void
show_answer (KqWindow *self, KqAnswer *answer, const char *name)
{
  KqProblem problem = answer->kind == KQ_ANSWER_QUEENS ? KQ_PROBLEM_QUEENS : KQ_PROBLEM_TOUR;
  g_autoptr(GArray) moves = NULL;

  /* a QUEENS.OUT read as lines is shown, whatever is wrong on one */
  if ((answer->verdict == KQ_VERDICT_PRESENTATION && answer->n_lines == 0) ||
      (problem == KQ_PROBLEM_TOUR && (answer->cells == NULL || answer->n > KQ_WINDOW_MAX_TOUR_N)))
    {
      g_autofree char *text = kq_answer_describe (answer);

      kq_answer_free (answer);
      _kq_window_toast_cannot_read (self, name, text);
      return;
    }
  g_free (self->answer_name);
  self->answer_name = g_strdup (name);

  if (problem == KQ_PROBLEM_QUEENS)
    {
      kq_session_open_answer (self->session, answer, NULL, 0);
      return;
    }
  moves = tour_moves (answer);
  kq_session_open_answer (self->session, answer, (const KqMove *) moves->data, moves->len);
}

static void
open_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  KqWindow *self = KQ_WINDOW (source);
  g_autoptr(GError) error = NULL;
  KqAnswer *answer = g_task_propagate_pointer (G_TASK (result), &error);
  g_autofree char *name = g_file_get_basename (g_task_get_task_data (G_TASK (result)));

  /* The window went while the file was read. */
  if (self->session == NULL)
    {
      g_clear_pointer (&answer, kq_answer_free);
      return;
    }

  if (g_task_get_cancellable (G_TASK (result)) == self->open_cancellable)
    g_clear_object (&self->open_cancellable);
  if (answer != NULL)
    show_answer (self, answer, name);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _kq_window_toast_cannot_read (self, name, error->message);
}

void
kq_window_open_file (KqWindow *self, GFile *file)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (KQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  name = g_file_get_basename (file);
  if (kq_student_language_for_path (name) != KQ_STUDENT_LANGUAGE_NONE)
    {
      _kq_window_program_open (self, file);
      return;
    }
  _kq_window_program_hide (self);
  /* The last file asked wins (a program still running is let go). */
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  kq_program_runner_cancel (kq_session_get_program_runner (self->session));
  self->open_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->open_cancellable, open_done, NULL);
  g_task_set_source_tag (task, kq_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, check_thread);
}

gboolean
kq_window_get_opening (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), FALSE);

  return self->open_cancellable != NULL || _kq_window_run_get_running (self);
}

const KqAnswer *
kq_window_get_answer (KqWindow *self)
{
  g_return_val_if_fail (KQ_IS_WINDOW (self), NULL);

  return kq_session_get_answer (self->session);
}

void
_kq_window_open_status (KqWindow *self, GString *status, GString *counter)
{
  const KqAnswer *answer = kq_session_get_answer (self->session);
  const KqAnswer *line = kq_session_get_answer_line (self->session);
  g_autofree char *file_error = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *text = NULL;

  /* a student's program running, or its search shown */
  if (_kq_window_run_status (self, status, counter))
    return;
  if (answer == NULL)
    return;
  verdict = kq_answer_describe (line != NULL ? line : answer);
  text = self->answer_name != NULL ? _kq_window_toast_name_text (self->answer_name, verdict)
                                   : g_strdup (verdict);
  /* a wrong file's lines browsed: the line shown, and where the file goes wrong */
  if (line != NULL)
    {
      g_autofree char *count = kq_format_count (answer->n_lines);
      g_autofree char *number = kq_format_count ((guint64) line->line);

      if (line->line != answer->line)
        {
          g_autofree char *first = kq_answer_describe (answer);

          /* TRANSLATORS: what is wrong with the whole file (its first error) */
          file_error = g_strdup_printf (_("the file: %s"), first);
        }
      /* TRANSLATORS: the line of an opened QUEENS.OUT shown, of its lines */
      g_string_printf (counter, _("Line %s of %s"), number, count);
    }
  /* Its own board: the session's words are not about it. */
  if (kq_session_get_board_timeline (self->session) != kq_session_get_timeline (self->session))
    {
      const char *message = kq_session_get_message (self->session);

      g_string_assign (status, text);
      if (line == NULL)
        g_string_truncate (counter, 0);
      if (file_error != NULL)
        g_string_append_printf (status, " · %s", file_error);
      if (message != NULL)
        g_string_append_printf (status, " · %s", message);
      return;
    }
  g_string_prepend (status, " · ");
  g_string_prepend (status, text);
}

/* The line an opened answer's board shows: the line browsed (a wrong
 * QUEENS.OUT), its wrong line (a tour's none), or (a right answer, browsed
 * as its listing) the placement shown; 0 for none. */
static int
shown_line (KqWindow *self, const KqAnswer *answer)
{
  const KqAnswer *line = kq_session_get_answer_line (self->session);

  if (line != NULL)
    return line->line;
  if (kq_session_get_board_timeline (self->session) != kq_session_get_timeline (self->session))
    return answer->line;
  return (int) MIN (kq_session_get_shown (self->session), (guint64) G_MAXINT);
}

char *
_kq_window_open_dup_name (KqWindow *self)
{
  const KqAnswer *answer = kq_session_get_answer (self->session);
  g_autofree char *stem = NULL;
  char *dot;
  int line;

  if (answer == NULL || self->answer_name == NULL)
    return NULL;
  stem = g_strdup (self->answer_name);
  dot = strrchr (stem, '.');
  if (dot != NULL && dot != stem)
    *dot = '\0';
  line = shown_line (self, answer);
  if (line <= 0)
    return g_steal_pointer (&stem);
  /* Translators: a file name: the student's file's, then its line */
  return g_strdup_printf (_("%s-line-%d"), stem, line);
}

char *
_kq_window_open_dup_caption (KqWindow *self)
{
  const KqAnswer *answer = kq_session_get_answer (self->session);
  int line;

  if (answer == NULL || self->answer_name == NULL)
    return NULL;
  line = shown_line (self, answer);
  if (line <= 0)
    return g_strdup (self->answer_name);
  /* Translators: an exported image's caption: the student's file, its line */
  return g_strdup_printf (_("%s, line %d"), self->answer_name, line);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, KqWindow *self)
{
  g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (GTK_FILE_CHOOSER (chooser));
  GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));

  /* the next Open where this one was left: the folder of a class's files, their kind */
  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr(GtkFileFilter) listed = g_list_model_get_item (filters, i);

      if (listed == filter)
        self->open_filter = i;
    }
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        {
          g_clear_object (&self->open_folder);
          self->open_folder = g_file_get_parent (file);
          kq_window_open_file (self, file);
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

/* A filter of the files named name ends with (NULL-terminated). */
static GtkFileFilter *
suffix_filter (const char *name, const char * const *suffixes)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (const char * const *suffix = suffixes; *suffix != NULL; suffix++)
    gtk_file_filter_add_suffix (filter, *suffix);
  return filter;
}

/* Answers and programs alike, first: a program's name typed or picked was refused under the
 * answers' filter, which Open began with each time. */
static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  KqWindow *self = KQ_WINDOW (widget);
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Open an Answer or a Program"), GTK_WINDOW (widget),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  /* QUEENS.OUT, and tours as the exercises print them; a student's own program, run and
   * judged */
  static const char * const answers[] = { "out", "txt", NULL };
  static const char * const programs[] = { "py", "c", "cpp", "cp", "cc", "cxx", "c++", "pas",
                                            "pp", "lpr", "pascal", NULL };
  static const char * const both[] = { "out", "txt", "py", "c", "cpp", "cp", "cc", "cxx", "c++",
                                       "pas", "pp", "lpr", "pascal", NULL };
  GtkFileFilter *filters[] = {
    suffix_filter (_("Answers and Programs"), both),
    suffix_filter (_("Answers (.out, .txt)"), answers),
    suffix_filter (_("Programs (.py, .c, .cpp, .pas)"), programs),
    gtk_file_filter_new (),
  };

  gtk_file_filter_set_name (filters[3], _("All files"));
  gtk_file_filter_add_pattern (filters[3], "*");
  for (guint i = 0; i < G_N_ELEMENTS (filters); i++)
    {
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filters[i]);
      if (i == self->open_filter)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filters[i]);
      g_object_unref (filters[i]);
    }
  if (self->open_folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), self->open_folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, KqWindow *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL)
    return FALSE;
  kq_window_open_file (self, files->data);
  return TRUE;
}

void
_kq_window_open_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
}

void
_kq_window_open_init (KqWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
_kq_window_open_dispose (KqWindow *self)
{
  _kq_window_run_dispose (self);
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  g_clear_object (&self->open_folder);
  g_clear_pointer (&self->answer_name, g_free);
}
