/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "test-open"
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "kq-application.h"
#include "kq-i18n.h"
#include "kq-test-answers.h"
#include "kq-test-tools.h"
#include "kq-test-window.h"

/* The four solutions of 6 queens, in the lessons' order. */
static const char queens6[] =
  "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 5);\n"
  "(1, 3); (2, 6); (3, 2); (4, 5); (5, 1); (6, 4);\n"
  "(1, 4); (2, 1); (3, 5); (4, 2); (5, 6); (6, 3);\n"
  "(1, 5); (2, 3); (3, 1); (4, 6); (5, 4); (6, 2);\n";

/* Moves 3 and 4 swapped: move 3 at (5, 3) is no knight's move from (3, 2). */
static const char tour5_wrong[] =
  " 1 16 21 10  7\n"
  "22 11  8 15 20\n"
  "17  2 25  6  9\n"
  "12 23  3 19 14\n"
  " 4 18 13 24  5\n";

typedef FolderFixture Fixture;

static GFile *
write_file (Fixture *f, const char *name, const char *data, gssize length)
{
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
wait_open (KqWindow *window)
{
  SPIN_UNTIL (!kq_window_get_opening (window));
}

static void
open_and_wait (KqWindow *window, GFile *file)
{
  kq_window_open_file (window, file);
  g_assert_true (kq_window_get_opening (window));
  wait_open (window);
}

/* The status line says the answer's verdict, as the checker words it. */
static void
assert_status_says_answer (KqWindow *window)
{
  const KqAnswer *answer = kq_window_get_answer (window);
  g_autofree char *text = NULL;

  g_assert_nonnull (answer);
  text = kq_answer_describe (answer);
  g_assert_nonnull (strstr (kq_window_get_status (window), text));
}

static void
test_open_queens_correct (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);
  g_autoptr(GFile) input = write_file (f, "queens.inp", "6\n", -1);
  g_autoptr(GFile) file = write_file (f, "QUEENS.OUT", queens6, -1);
  const KqBoard *board;
  static const int fourth[] = { 4, 2, 0, 5, 3, 1 };

  open_and_wait (window, file);
  g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_CORRECT);
  g_assert_cmpint (kq_window_get_answer (window)->n, ==, 6);
  assert_status_says_answer (window);
  g_assert_nonnull (strstr (kq_window_get_status (window), "Correct: all 4 solutions, in order"));

  /* Browsed as the listing of 6 queens. */
  g_assert_cmpint (kq_session_get_problem (session), ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (kq_session_get_n (session), ==, 6);
  SPIN_UNTIL (kq_session_get_listed (session));
  g_assert_cmpuint (kq_session_get_total (session), ==, 4);
  activate (window, "win.last-solution", NULL);
  SPIN_UNTIL (kq_session_get_shown (session) == 4);
  activate (window, "win.previous-solution", NULL);
  SPIN_UNTIL (kq_session_get_shown (session) == 3);
  activate (window, "win.next-solution", NULL);
  SPIN_UNTIL (kq_session_get_shown (session) == 4);
  activate (window, "win.last", NULL);
  board = kq_board_view_get_board (kq_window_get_board_view (window));
  g_assert_cmpmem (board->cells, 6 * sizeof (int), fourth, sizeof fourth);
  g_assert_nonnull (strstr (kq_window_get_status (window), "Correct: all 4 solutions"));

  window_destroy (window);
}

static void
assert_marks_are_answer_squares (KqWindow *window)
{
  const KqAnswer *answer = kq_window_get_answer (window);
  int n_marks;
  const int *marks = kq_board_view_get_marks (kq_window_get_board_view (window), &n_marks);

  g_assert_cmpint (n_marks, ==, 2);
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (marks[i], ==, answer->squares[i].row * answer->n + answer->squares[i].col);
}

static void
test_open_queens_wrong (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) file = write_file (f, "QUEENS.OUT", queens6_wrong, -1);
  const KqAnswer *answer;
  const KqBoard *board;

  open_and_wait (window, file);
  answer = kq_window_get_answer (window);
  g_assert_cmpint (answer->error, ==, KQ_ANSWER_ATTACK);
  g_assert_cmpint (answer->line, ==, 2);
  assert_status_says_answer (window);
  g_assert_nonnull (strstr (kq_window_get_status (window), "line 2"));
  assert_marks_are_answer_squares (window);
  /* its export named after the file and the line */
  {
    g_autofree char *name = kq_window_dup_export_name (window, ".png");

    g_assert_cmpstr (name, ==, "QUEENS-line-2.png");
  }

  /* The line's placement is on the board, its two queens in conflict. */
  board = kq_board_view_get_board (kq_window_get_board_view (window));
  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_QUEENS);
  g_assert_cmpint (board->n, ==, 6);
  g_assert_cmpint (board->moves, ==, 6);
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpint (board->cells[answer->squares[i].row], ==, answer->squares[i].col);
      g_assert_true (kq_board_attacked (board, answer->squares[i].row, answer->squares[i].col));
    }

  /* A step on the session's board (the answer's problem and n, empty)
   * shows it again. */
  kq_window_start_tour (window, 5, 0, 0);
  SPIN_UNTIL (kq_timeline_get_position (window_timeline (window)) > 0);
  open_and_wait (window, file);
  g_assert_nonnull (kq_window_get_answer (window));
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==, KQ_SESSION_MODE_OPEN);
  kq_session_seek (kq_window_get_session (window), 0);
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==, KQ_SESSION_MODE_WATCH);
  g_assert_cmpint (kq_timeline_get_board (window_timeline (window))->n, ==, 6);
  g_assert_null (kq_window_get_answer (window));
  g_assert_true (kq_board_view_get_board (kq_window_get_board_view (window)) ==
                 kq_timeline_get_board (window_timeline (window)));

  /* A run of the session shows its board again. */
  open_and_wait (window, file);
  g_assert_nonnull (kq_window_get_answer (window));
  kq_window_start_queens (window, 5);
  g_assert_null (kq_window_get_answer (window));
  g_assert_true (kq_board_view_get_board (kq_window_get_board_view (window)) ==
                 kq_timeline_get_board (window_timeline (window)));

  window_destroy (window);
}

/* The ten solutions of 5 queens, in the lessons' order, line 3 replaced by
 * what a student may write: an attacked queen, or no placement at all. */
static char *
queens5_with_line3 (const char *line3)
{
  static const char *const lines[] = {
    "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);", "(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);",
    NULL,
    "(1, 2); (2, 5); (3, 3); (4, 1); (5, 4);", "(1, 3); (2, 1); (3, 4); (4, 2); (5, 5);",
    "(1, 3); (2, 5); (3, 2); (4, 4); (5, 1);", "(1, 4); (2, 1); (3, 3); (4, 5); (5, 2);",
    "(1, 4); (2, 2); (3, 5); (4, 3); (5, 1);", "(1, 5); (2, 2); (3, 4); (4, 1); (5, 3);",
    "(1, 5); (2, 3); (3, 1); (4, 4); (5, 2);",
  };
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    g_string_append_printf (text, "%s\n", lines[i] != NULL ? lines[i] : line3);
  return g_string_free (text, FALSE);
}

/* Whether a label shown under widget says text (the counter beside the
 * browse buttons). */
static gboolean
shows_label (GtkWidget *widget, const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* Browsed to line k with the solutions' controls: the board, the marks,
 * the status line and what an export is named. */
static void
assert_line_shown (KqWindow *window, guint64 k, const char *says, int n_marks)
{
  KqSession *session = kq_window_get_session (window);
  g_autofree char *name = kq_window_dup_export_name (window, ".png");
  g_autofree char *expected_name = g_strdup_printf ("wrong-line-%" G_GUINT64_FORMAT ".png", k);
  g_autofree char *caption = kq_window_dup_export_caption (window);
  g_autofree char *expected_caption = g_strdup_printf ("wrong.out, line %" G_GUINT64_FORMAT, k);
  g_autofree char *counter = g_strdup_printf ("Line %" G_GUINT64_FORMAT " of 10", k);
  int marks;

  g_assert_cmpuint (kq_session_get_shown (session), ==, k);
  g_assert_cmpuint (kq_session_get_total (session), ==, 10);
  g_assert_cmpint (kq_session_get_mode (session), ==, KQ_SESSION_MODE_OPEN);
  g_test_message ("status: %s", kq_window_get_status (window));
  g_assert_nonnull (strstr (kq_window_get_status (window), says));
  g_assert_true (shows_label (GTK_WIDGET (window), counter));
  kq_board_view_get_marks (kq_window_get_board_view (window), &marks);
  g_assert_cmpint (marks, ==, n_marks);
  g_assert_cmpstr (name, ==, expected_name);
  g_assert_cmpstr (caption, ==, expected_caption);
  g_assert_cmpstr (kq_window_get_subtitle (window), ==, "wrong.out — 10 lines");
}

/* A wrong QUEENS.OUT: every line browsed as the solutions are, from the
 * wrong one, marked, named in the status line and the export. */
static void
test_open_queens_lines (Fixture *f, gconstpointer data)
{
  static const char *const wrong_lines[] = {
    "(1, 2); (2, 4); (3, 1); (4, 3); (5, 4);",
    "(1, 2); (2, 4) (3, 1); (4, 3); (5, 5);",
  };
  static const char *const wrong_says[] = {
    "wrong.out: line 3: queens (2, 4) and (5, 4) attack along a column",
    "wrong.out: line 3 is not a placement like",
  };
  static const int fourth[] = { 1, 4, 2, 0, 3 };
  KqWindow *window = window_new ();
  KqSession *session = kq_window_get_session (window);

  for (guint i = 0; i < G_N_ELEMENTS (wrong_lines); i++)
    {
      g_autofree char *text = queens5_with_line3 (wrong_lines[i]);
      g_autoptr(GFile) file = write_file (f, "wrong.out", text, -1);
      const KqBoard *board;

      kq_window_start_queens (window, 8);
      open_and_wait (window, file);
      g_assert_nonnull (kq_window_get_answer (window));
      g_assert_cmpint (kq_window_get_answer (window)->line, ==, 3);
      assert_line_shown (window, 3, wrong_says[i], i == 0 ? 2 : 0);
      board = kq_board_view_get_board (kq_window_get_board_view (window));
      g_assert_cmpint (board->n, ==, 5);
      g_assert_cmpint (board->moves, ==, i == 0 ? 5 : 0);

      activate (window, "win.next-solution", NULL);
      assert_line_shown (window, 4, "wrong.out: line 4: a solution", 0);
      /* the line the file goes wrong on, said beside */
      g_assert_nonnull (strstr (kq_window_get_status (window), "the file: line 3"));
      board = kq_board_view_get_board (kq_window_get_board_view (window));
      g_assert_cmpmem (board->cells, 5 * sizeof (int), fourth, sizeof fourth);
      /* printed, the page's title is the export's caption */
      if (i == 0)
        {
          g_autofree char *pdf = g_build_filename (f->dir, "line.pdf", NULL);
          g_autoptr(GError) error = NULL;

          g_assert_true (kq_window_print_to_file (window, pdf, &error));
          g_assert_no_error (error);
          if (kq_test_pdf_pages (pdf) >= 0)
            {
              g_autofree char *printed = kq_test_tool_output ("pdftotext", pdf, "-", NULL);

              g_assert_nonnull (strstr (printed, "wrong.out, line 4"));
            }
        }

      activate (window, "win.last-solution", NULL);
      assert_line_shown (window, 10, "line 10: a solution", 0);
      activate (window, "win.first-solution", NULL);
      assert_line_shown (window, 1, "line 1: a solution", 0);
      activate (window, "win.goto-solution", g_variant_new_uint64 (3));
      assert_line_shown (window, 3, wrong_says[i], i == 0 ? 2 : 0);
      /* no line 11: the message says so, the line stays */
      g_assert_false (kq_session_show_solution (session, 11, NULL));
      assert_line_shown (window, 3, "there is no line 11: the file has 10", i == 0 ? 2 : 0);
      activate (window, "win.previous-solution", NULL);
      assert_line_shown (window, 2, "line 2: a solution", 0);
    }

  window_destroy (window);
}

static void
test_open_tour (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) right = write_file (f, "tour.txt", tour5, -1);
  g_autoptr(GFile) wrong = write_file (f, "wrong.txt", tour5_wrong, -1);
  const KqAnswer *answer;
  const KqBoard *board;
  int n_marks;

  open_and_wait (window, right);
  g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_CORRECT);
  assert_status_says_answer (window);
  g_assert_nonnull (strstr (kq_window_get_status (window), "Correct: an open tour from (1, 1)"));
  assert_valid_tour (kq_board_view_get_board (kq_window_get_board_view (window)), 0);
  kq_board_view_get_marks (kq_window_get_board_view (window), &n_marks);
  g_assert_cmpint (n_marks, ==, 0);

  open_and_wait (window, wrong);
  answer = kq_window_get_answer (window);
  g_assert_cmpint (answer->error, ==, KQ_ANSWER_NOT_KNIGHT_MOVE);
  g_assert_cmpint (answer->number, ==, 3);
  assert_status_says_answer (window);
  assert_marks_are_answer_squares (window);
  /* The tour up to the bad move. */
  board = kq_board_view_get_board (kq_window_get_board_view (window));
  g_assert_cmpint (board->problem, ==, KQ_PROBLEM_TOUR);
  g_assert_cmpint (board->moves, ==, 3);
  g_assert_cmpint (board->path[2], ==, answer->squares[0].row * 5 + answer->squares[0].col);
  g_assert_cmpint (board->path[1], ==, answer->squares[1].row * 5 + answer->squares[1].col);

  window_destroy (window);
}

/* Not answers: the board stays, a message says why. */
static void
test_open_malformed (Fixture *f, gconstpointer data)
{
  static const struct {
    const char *data;
    gssize      length;
  } files[] = {
    { "hello world\n", -1 },
    { " 1  2  3\n 4  5\n", -1 },
    { "(1, 2); (2, x);\n", -1 },
    { "", 0 },
    { "\0\x01\x02\xff", 4 },
  };
  KqWindow *window = window_new ();
  g_autoptr(GFile) good = write_file (f, "QUEENS.OUT", queens6_wrong, -1);

  open_and_wait (window, good);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = g_strdup_printf ("bad%u.txt", i);
      g_autoptr(GFile) bad = write_file (f, name, files[i].data, files[i].length);
      const KqBoard *before = kq_board_view_get_board (kq_window_get_board_view (window));
      g_autoptr(KqBoard) copy = kq_board_copy (before);
      const KqBoard *after;

      open_and_wait (window, bad);
      g_test_message ("%s: %s", name, kq_window_get_toast (window));
      g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_ATTACK);
      /* a toast, with the file's name; the status line is the answer's still */
      g_assert_true (g_str_has_prefix (kq_window_get_toast (window), "Cannot read "));
      g_assert_nonnull (strstr (kq_window_get_toast (window), name));
      g_assert_null (strstr (kq_window_get_status (window), name));
      after = kq_board_view_get_board (kq_window_get_board_view (window));
      g_assert_cmpint (after->n, ==, copy->n);
      g_assert_cmpmem (after->cells, copy->n * sizeof (int), copy->cells, copy->n * sizeof (int));
    }

  /* n out of range: a row of 2001 numbers; too large: over 64 MiB (sparse). */
  {
    g_autofree char *wide = g_strnfill (2 * (KQ_TOUR_MAX_N + 1), ' ');
    g_autofree char *path = g_build_filename (f->dir, "huge.out", NULL);
    g_autoptr(GFile) file = NULL;
    int fd;

    for (int i = 0; i <= KQ_TOUR_MAX_N; i++)
      wide[2 * i + 1] = '1';
    file = write_file (f, "wide.txt", wide, -1);
    open_and_wait (window, file);
    g_assert_nonnull (strstr (kq_window_get_toast (window), "Cannot read wide.txt: "));
    g_assert_nonnull (strstr (kq_window_get_toast (window), "2001"));

    fd = g_open (path, O_CREAT | O_WRONLY, 0600);
    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, KQ_ANSWER_MAX_BYTES + 1), ==, 0);
    close (fd);
    g_clear_object (&file);
    file = g_file_new_for_path (path);
    open_and_wait (window, file);
    g_assert_cmpstr (kq_window_get_toast (window), ==,
                     "Cannot read huge.out: too large for an answer (over 64 MB)");
    g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_ATTACK);
  }

  /* A file that is not there. */
  {
    g_autofree char *path = g_build_filename (f->dir, "missing.out", NULL);
    g_autoptr(GFile) missing = g_file_new_for_path (path);

    open_and_wait (window, missing);
    g_assert_true (g_str_has_prefix (kq_window_get_toast (window), "Cannot read missing.out: "));
  }

  window_destroy (window);
}

/* knights-queens FILE: the application's open. */
static void
test_open_application (Fixture *f, gconstpointer data)
{
  g_autoptr(KqApplication) app = kq_application_new ();
  g_autoptr(GFile) file = write_file (f, "QUEENS.OUT", queens6_wrong, -1);
  g_autoptr(GError) error = NULL;
  KqWindow *window;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = KQ_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  wait_open (window);
  g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_ATTACK);
  window_destroy (window);
}

static void
find_drop_target (GtkWidget *widget, GtkDropTarget **target)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        *target = GTK_DROP_TARGET (controller);
    }
}

/* A file dropped on the window: the drop target's handler. */
static void
test_open_drop (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) file = write_file (f, "tour.txt", tour5, -1);
  GtkDropTarget *target = NULL;
  GSList *list = g_slist_prepend (NULL, file);
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  find_drop_target (GTK_WIDGET (window), &target);
  g_assert_nonnull (target);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, list);
  g_slist_free (list);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  wait_open (window);
  g_assert_cmpint (kq_window_get_answer (window)->error, ==, KQ_ANSWER_CORRECT);
  g_assert_cmpint (kq_window_get_answer (window)->kind, ==, KQ_ANSWER_TOUR);

  window_destroy (window);
}

/* A copy of tests/data/student/name in the fixture's folder. */
static GFile *
copy_student_file (Fixture *f, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "student", name, NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  return write_file (f, name, data, (gssize) length);
}

/* A student's program is run on the QUEENS.INP beside it and judged, not read as an answer:
 * the toast names the first slip with its line, or the solutions it found, and the board
 * shows its search at the slip. */
static void
test_open_program (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) input = copy_student_file (f, "QUEENS.INP");
  g_autoptr(GFile) right = copy_student_file (f, "queens.py");
  g_autoptr(GFile) slip = copy_student_file (f, "queens-attacked.py");
  g_autofree char *python = g_find_program_in_path ("python3");

  if (python == NULL)
    {
      window_destroy (window);
      g_test_skip ("python3 is not installed");
      return;
    }
  open_and_wait (window, right);
  g_assert_null (kq_window_get_answer (window));
  g_assert_cmpstr (kq_window_get_toast (window), ==,
                   "queens.py: 10 solutions, nothing wrong found (811 lines run)");
  g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==,
                   KQ_SESSION_MODE_OPEN);
  open_and_wait (window, slip);
  g_assert_cmpstr (kq_window_get_toast (window), ==,
                   "queens-attacked.py: line 10, step 20: The queen on (2, 2) is attacked by "
                   "the queen on (1, 1), and the search went on from it");
  g_assert_nonnull (strstr (kq_window_get_status (window),
                            "queens-attacked.py: line 10, step 20: The queen on (2, 2)"));
  /* the board at the slip: the queens on (1, 1) and (2, 2) */
  {
    const KqBoard *board = kq_board_view_get_board (kq_window_get_board_view (window));
    static const int slip_cells[] = { 0, 1, -1, -1, -1 };

    static const int before_cells[] = { 0, -1, -1, -1, -1 };

    KqCodeView *code = kq_window_get_program_view (window);
    GtkSourceLanguage *language;

    g_assert_cmpint (board->n, ==, 5);
    g_assert_cmpmem (board->cells, 5 * sizeof (int), slip_cells, sizeof slip_cells);
    /* its own code beside the board, in Python's colours, at the line that placed it */
    g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (code))));
    language = gtk_source_buffer_get_language (
      GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (GTK_TEXT_VIEW (code))));
    g_assert_nonnull (language);
    g_assert_cmpstr (gtk_source_language_get_id (language), ==, "python3");
    g_assert_cmpint (kq_code_view_get_line (code), ==, 10);
    /* and what it printed: each "solution", then its count */
    {
      GtkTextBuffer *printed = gtk_text_view_get_buffer (kq_window_get_program_output (window));
      GtkTextIter start, end;
      g_autofree char *output = NULL;

      gtk_text_buffer_get_bounds (printed, &start, &end);
      output = gtk_text_buffer_get_text (printed, &start, &end, FALSE);
      g_assert_true (g_str_has_prefix (output, "[0, 1, 2, 3, 4]\n"));
      g_assert_true (g_str_has_suffix (output, "\n23 solutions\n"));
    }
    {
      g_autofree char *text = kq_code_view_dup_line_text (code, 10);

      g_assert_cmpstr (text, ==, "col[row] = c");
    }
    /* the controls step through its search on its own board, the code with it */
    activate (window, "win.step-back", NULL);
    board = kq_board_view_get_board (kq_window_get_board_view (window));
    g_assert_cmpmem (board->cells, 5 * sizeof (int), before_cells, sizeof before_cells);
    g_assert_cmpint (kq_code_view_get_line (code), ==, 10);
    activate (window, "win.step-back", NULL);
    g_assert_cmpint (kq_code_view_get_line (code), ==, 0);
    /* its verdicts listed, the slip after where it left the lesson's order: a click goes
     * back to it */
    {
      GtkListBox *verdicts = kq_window_get_program_verdicts (window);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (verdicts, 1);

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (verdicts)));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==,
                       "line 10, step 20: The queen on (2, 2) is attacked by the queen on "
                       "(1, 1), and the search went on from it");
      g_signal_emit_by_name (verdicts, "row-activated", row);
      board = kq_board_view_get_board (kq_window_get_board_view (window));
      g_assert_cmpmem (board->cells, 5 * sizeof (int), slip_cells, sizeof slip_cells);
      g_assert_cmpint (kq_code_view_get_line (code), ==, 10);
      activate (window, "win.step-back", NULL);
      activate (window, "win.step-back", NULL);
    }
    activate (window, "win.step-forward", NULL);
    activate (window, "win.step-forward", NULL);
    board = kq_board_view_get_board (kq_window_get_board_view (window));
    g_assert_cmpmem (board->cells, 5 * sizeof (int), slip_cells, sizeof slip_cells);
    g_assert_cmpint (kq_code_view_get_line (code), ==, 10);
    g_assert_cmpint (kq_session_get_mode (kq_window_get_session (window)), ==,
                     KQ_SESSION_MODE_OPEN);
  }

  window_destroy (window);
}

/* Open's dialog, shown. */
static GtkFileChooser *
open_chooser (KqWindow *window)
{
  GtkFileChooser *chooser;

  activate (window, "win.open", NULL);
  chooser = shown_file_chooser ();
  g_assert_nonnull (chooser);
  return chooser;
}

static gboolean
filter_matches (GtkFileChooser *chooser, const char *name)
{
  g_autoptr(GFileInfo) info = g_file_info_new ();

  g_file_info_set_display_name (info, name);
  return gtk_filter_match (GTK_FILTER (gtk_file_chooser_get_filter (chooser)), info);
}

/* Open takes a program as readily as an answer: its first filter shows both (a program typed
 * was refused under the answers' filter), and it opens again with the filter and in the folder
 * the user left it with. */
static void
test_open_chooser (Fixture *f, gconstpointer data)
{
  KqWindow *window = window_new ();
  g_autoptr(GFile) program = write_file (f, "queens.py", "print (1)\n", -1);
  g_autoptr(GFile) folder = g_file_new_for_path (f->dir);
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GtkFileFilter) programs = NULL;
  g_autoptr(GFile) current = NULL;
  GtkFileChooser *chooser;

  chooser = open_chooser (window);
  g_assert_true (filter_matches (chooser, "queens.py"));
  g_assert_true (filter_matches (chooser, "QUEENS.OUT") || filter_matches (chooser, "queens.out"));
  g_assert_true (filter_matches (chooser, "knight.pas"));
  g_assert_false (filter_matches (chooser, "notes.odt"));
  filters = gtk_file_chooser_get_filters (chooser);
  programs = g_list_model_get_item (filters, 2);
  gtk_file_chooser_set_filter (chooser, programs);
  g_assert_true (gtk_file_chooser_set_file (chooser, program, NULL));
  /* (the dialog goes to the folder, then selects the file) */
  SPIN_UNTIL ((current = gtk_file_chooser_get_file (chooser)) != NULL);
  g_clear_object (&current);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  SPIN_UNTIL (kq_session_get_mode (kq_window_get_session (window)) == KQ_SESSION_MODE_OPEN ||
              kq_window_get_opening (window));

  chooser = open_chooser (window);
  g_assert_cmpstr (gtk_file_filter_get_name (gtk_file_chooser_get_filter (chooser)), ==,
                   gtk_file_filter_get_name (programs));
  SPIN_UNTIL ((current = gtk_file_chooser_get_current_folder (chooser)) != NULL);
  g_assert_true (g_file_equal (current, folder));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

#define ADD(path, func) g_test_add (path, Fixture, NULL, folder_set_up, func, folder_tear_down)
  ADD ("/open/queens-correct", test_open_queens_correct);
  ADD ("/open/queens-wrong", test_open_queens_wrong);
  ADD ("/open/queens-lines", test_open_queens_lines);
  ADD ("/open/tour", test_open_tour);
  ADD ("/open/malformed", test_open_malformed);
  ADD ("/open/application", test_open_application);
  ADD ("/open/drop", test_open_drop);
  ADD ("/open/program", test_open_program);
  ADD ("/open/chooser", test_open_chooser);
#undef ADD

  return g_test_run ();
}
