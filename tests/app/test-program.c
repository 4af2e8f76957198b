/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-program.c: a student's own program opened in the window, as a student works with it:
 * its call stack and arrays following the board's step, breakpoints that stop Go to the End
 * and Play, its code edited, saved and run again, and compiled programs (C, Pascal) on the
 * board. python3, gcc, fpc and gdb are needed (else that case is skipped). The run itself
 * (its moves, solutions, verdicts, Stop, a new start) is tests/model/test-program-runner.c's,
 * without a window. */
#define G_LOG_DOMAIN "test-program"
#include "config.h"

#include <math.h>
#include <string.h>

#include "kq-files-dialog.h"
#include "kq-queens.h"
#include "kq-test-answers.h"
#include "kq-test-window.h"

typedef FolderFixture Fixture;

/* A copy of tests/data/student/name in the fixture's folder, with QUEENS.INP holding n (0:
 * no input beside it). */
static GFile *
copy_program (Fixture *f, const char *name, int n)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "student", name, NULL);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autofree char *input = g_build_filename (f->dir, "QUEENS.INP", NULL);
  g_autofree char *number = g_strdup_printf ("%d\n", n);
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  g_assert_true (n == 0 || g_file_set_contents (input, number, -1, NULL));
  return g_file_new_for_path (path);
}

static gboolean
missing (const char *tool)
{
  g_autofree char *path = g_find_program_in_path (tool);

  if (path == NULL)
    {
      g_autofree char *why = g_strdup_printf ("%s is not installed", tool);

      g_test_skip (why);
    }
  return path == NULL;
}

static void
open_program (KqWindow *window, GFile *file)
{
  kq_window_open_file (window, file);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (
    gtk_widget_get_parent (GTK_WIDGET (kq_window_get_program_view (window))))));
}

static KqTimeline *
stepped (KqWindow *window)
{
  return kq_session_get_stepped_timeline (kq_window_get_session (window));
}

static guint
position (KqWindow *window)
{
  return kq_timeline_get_position (stepped (window));
}

/* The board's queens, a column a row (-1: none). */
static void
board_columns (KqWindow *window, int *cols)
{
  const KqBoard *board = kq_board_view_get_board (kq_window_get_board_view (window));

  memcpy (cols, board->cells, board->n * sizeof (int));
}

/* The strip of the array named name. */
static guint
strip_index (KqArrayStrips *strips, const char *name)
{
  for (guint k = 0; k < kq_array_strips_get_n_strips (strips); k++)
    if (g_str_equal (kq_array_strips_get_name (strips, k), name))
      return k;
  g_error ("no strip %s", name);
  return 0;
}

static int
allocated_height (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, gtk_widget_get_root (widget) != NULL
                                            ? GTK_WIDGET (gtk_widget_get_root (widget)) : widget,
                                            &bounds));
  return (int) bounds.size.height;
}

/* Lesson 001 in Python on 5 queens: at each step back from the end, the innermost frame is
 * the Try that placed the board's last queen, with its i and j; the strip x holds the board's
 * columns, and a marks the columns of the queens above it taken. Nothing moves meanwhile. */
static void
test_stack_arrays (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  KqArrayStrips *strips;
  GtkWidget *code, *stack;
  int code_height, stack_height, strips_height;
  guint x, a;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 5);
  open_program (window, file);
  activate (window, "win.last", NULL);
  strips = kq_window_get_program_strips (window);
  stack = GTK_WIDGET (kq_window_get_program_stack (window));
  code = gtk_widget_get_parent (GTK_WIDGET (kq_window_get_program_view (window)));
  x = strip_index (strips, "x");
  a = strip_index (strips, "a");
  g_assert_cmpuint (kq_array_strips_get_n_strips (strips), ==, 4);
  /* laid out as the run ended (its code was shown without strips while it ran) */
  SPIN_UNTIL (allocated_height (stack) > 0 && allocated_height (GTK_WIDGET (strips)) > 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  code_height = allocated_height (code);
  stack_height = allocated_height (gtk_widget_get_parent (stack));
  strips_height = allocated_height (GTK_WIDGET (strips));
  for (int k = 0; k < 40; k++)
    {
      guint length;
      const KqMove *moves = kq_timeline_get_timeline (stepped (window), &length);
      KqMove last = moves[position (window) - 1];
      int n = 5, cols[5], row = last.square / n, col = last.square % n;
      g_autofree char *innermost = NULL;
      const char *text;

      g_assert_cmpint (last.step, >, 0);
      text = gtk_label_get_text (kq_window_get_program_stack (window));
      innermost = g_strdup_printf ("Try: i = %d, j = %d\n", row + 1, col + 1);
      g_assert_true (g_str_has_prefix (text, innermost));
      /* the outermost frame is the module's */
      g_assert_nonnull (strstr (text, "\n<module>"));
      board_columns (window, cols);
      for (int r = 0; r <= row; r++)
        {
          g_autofree char *column = g_strdup_printf ("%d", cols[r] + 1);

          g_assert_cmpstr (kq_array_strips_get_shown (strips, x, r + 1), ==, column);
          /* marked taken by the rows above the last queen's */
          if (r < row)
            g_assert_cmpstr (kq_array_strips_get_shown (strips, a, cols[r] + 1), ==, "F");
        }
      /* back to the move before the last placement */
      do
        activate (window, "win.step-back", NULL);
      while (kq_timeline_get_timeline (stepped (window), &length)[position (window) - 1].step < 0);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_assert_cmpint (allocated_height (code), ==, code_height);
      g_assert_cmpint (allocated_height (gtk_widget_get_parent (stack)), ==, stack_height);
      g_assert_cmpint (allocated_height (GTK_WIDGET (strips)), ==, strips_height);
    }
  /* at the start, before any move: the module's frame alone, the arrays not made yet */
  activate (window, "win.first", NULL);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (kq_window_get_program_stack (window)),
                                   "<module>"));
  g_assert_null (strchr (gtk_label_get_text (kq_window_get_program_stack (window)), '\n'));
  g_assert_cmpstr (kq_array_strips_get_shown (strips, x, 1), ==, "");

  window_destroy (window);
}

/* The x strip holds the board's columns up to its last queen's row (the lesson's x is never
 * cleared: rows below may hold old columns). */
static void
assert_x_follows_board (KqWindow *window, guint x)
{
  KqArrayStrips *strips = kq_window_get_program_strips (window);
  int cols[5], last = -1;

  board_columns (window, cols);
  for (int r = 0; r < 5; r++)
    if (cols[r] >= 0)
      last = r;
  for (int r = 0; r <= last; r++)
    {
      g_autofree char *column = g_strdup_printf ("%d", cols[r] + 1);

      g_assert_cmpstr (kq_array_strips_get_shown (strips, x, r + 1), ==, column);
    }
}

/* Back One Line (Ctrl+↑) from the run's end, line after line: the board steps back with the
 * code, and the stack and arrays follow it (never a queen on the board that x contradicts);
 * Next Line (Ctrl+↓) as far on again. */
static void
test_back_line_from_end (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  guint x, end;
  int lines = 0;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 5);
  open_program (window, file);
  activate (window, "win.last", NULL);
  end = position (window);
  x = strip_index (kq_window_get_program_strips (window), "x");
  assert_x_follows_board (window, x);
  while (position (window) + 6 > end)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i",
                                                 -1));
      assert_x_follows_board (window, x);
      lines++;
    }
  while (lines-- > 0)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i",
                                                 1));
      assert_x_follows_board (window, x);
    }
  g_assert_cmpuint (position (window), ==, end);
  window_destroy (window);
}

static gboolean
has_breakpoint (KqWindow *window, int line)
{
  GtkTextView *view = GTK_TEXT_VIEW (kq_window_get_program_view (window));
  GSList *marks = gtk_source_buffer_get_source_marks_at_line (
    GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (view)), line - 1, "kq-breakpoint");

  g_slist_free (marks);
  return marks != NULL;
}

/* The board holds n queens, none attacking another: a solution. */
static void
assert_solution (KqWindow *window, int n)
{
  int cols[KQ_QUEENS_MAX_N];

  board_columns (window, cols);
  for (int r = 0; r < n; r++)
    {
      g_assert_cmpint (cols[r], >=, 0);
      for (int s = 0; s < r; s++)
        g_assert_true (cols[s] != cols[r] && ABS (cols[s] - cols[r]) != r - s);
    }
}

/* A run with nothing wrong opens where a student starts reading: its first move (the first
 * queen, Try's first frame), not its end; End goes there (its last solution, 5 queens). */
static void
test_opens_at_first_move (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  guint length;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 5);
  open_program (window, file);
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (kq_window_get_program_stack (window)),
                                   "Try: i = 1, j = 1\n"));
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==, 6);
  g_assert_true (capture_key (window, GDK_KEY_End, 0));
  kq_timeline_get_timeline (stepped (window), &length);
  g_assert_cmpuint (position (window), ==, length);
  assert_solution (window, 5);
  window_destroy (window);
}

/* A breakpoint on print_result () (a click in the gutter): Go to the End stops at each
 * solution, where the board was when the line ran, and so does Play; a line that never runs
 * takes none; cleared, Go to the End goes to the end. */
static void
test_breakpoints (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  KqCodeView *view;
  guint first, second;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 5);
  open_program (window, file);
  view = kq_window_get_program_view (window);
  {
    g_autofree char *text = kq_code_view_dup_line_text (view, 8);

    g_assert_cmpstr (text, ==, "print_result()");
  }
  g_signal_emit_by_name (view, "gutter-activated", 8);
  g_assert_true (has_breakpoint (window, 8));
  /* a comment never runs */
  g_signal_emit_by_name (view, "gutter-activated", 1);
  g_assert_false (has_breakpoint (window, 1));

  activate (window, "win.first", NULL);
  activate (window, "win.last", NULL);
  first = position (window);
  assert_solution (window, 5);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  activate (window, "win.last", NULL);
  second = position (window);
  g_assert_cmpuint (second, >, first);
  assert_solution (window, 5);
  /* Play, fast: it stops at the third */
  kq_timeline_set_speed (stepped (window), 2000);
  activate (window, "win.play-pause", NULL);
  SPIN_UNTIL (!kq_timeline_get_playing (stepped (window)));
  g_assert_cmpuint (position (window), >, second);
  g_assert_cmpuint (position (window), <, kq_timeline_get_length (stepped (window)));
  assert_solution (window, 5);
  /* cleared: to the end */
  activate (window, "win.program-breakpoint", g_variant_new_int32 (8));
  g_assert_false (has_breakpoint (window, 8));
  activate (window, "win.last", NULL);
  g_assert_cmpuint (position (window), ==, kq_timeline_get_length (stepped (window)));

  window_destroy (window);
}

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* Replaces the first from in the program's code with to, as typing would. */
static void
edit (KqWindow *window, const char *from, const char *to)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (
    kq_window_get_program_view (window)));
  GtkTextIter start, match_start, match_end;

  gtk_text_buffer_get_start_iter (buffer, &start);
  g_assert_true (gtk_text_iter_forward_search (&start, from, 0, &match_start, &match_end, NULL));
  gtk_text_buffer_delete (buffer, &match_start, &match_end);
  gtk_text_buffer_insert (buffer, &match_start, to, -1);
}

/* One solution is one, in the words the window ends a run with (the queen of n = 1). */
static void
test_one_solution (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  const char *toast;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 1);
  open_program (window, file);
  toast = kq_window_get_toast (window);
  g_assert_true (g_str_has_prefix (toast, "queens.py: 1 solution, nothing wrong found ("));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The code edited in the panel, saved to its file, run again on the same n with its
 * breakpoints; a slip typed in shows in the run; a program that no longer runs keeps its code
 * on the screen, with the error in place of its output. */
static void
test_edit_run (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *shown = NULL;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 6);
  open_program (window, file);
  g_assert_cmpstr (kq_window_get_toast (window), ==,
                   "queens.py: 4 solutions, nothing wrong found (2,733 lines run)");
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Save")));
  activate (window, "win.program-breakpoint", g_variant_new_int32 (8));
  /* the diagonals i - j forgotten */
  edit (window, "if a[j] and b[i + j] and c[i - j + n]:", "if a[j] and b[i + j]:");
  g_assert_true (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Save")));
  activate (window, "win.program-save", NULL);
  g_assert_cmpstr (kq_window_get_toast (window), ==, "queens.py saved");
  g_assert_true (g_file_load_contents (file, NULL, &saved, NULL, NULL, NULL));
  shown = buffer_text (GTK_TEXT_VIEW (kq_window_get_program_view (window)));
  g_assert_true (g_str_has_suffix (saved, "\n"));
  g_assert_cmpint (strlen (saved), ==, strlen (shown) + 1);
  g_assert_true (strncmp (saved, shown, strlen (shown)) == 0);
  g_assert_nonnull (strstr (saved, "        if a[j] and b[i + j]:\n"));
  g_assert_false (gtk_widget_is_sensitive (find_button (GTK_WIDGET (window), "_Save")));

  activate (window, "win.program-run", NULL);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_cmpint (kq_session_get_n (kq_window_get_session (window)), ==, 6);
  g_assert_true (g_str_has_prefix (kq_window_get_toast (window),
                                   "queens.py: line 6, step "));
  g_assert_nonnull (strstr (kq_window_get_toast (window), "is attacked by"));
  /* the breakpoint on its line, not gone to the first with the old text */
  g_assert_true (has_breakpoint (window, 8));
  g_assert_false (has_breakpoint (window, 1));

  /* typed wrong, run again (saved first): the code stays, the error in the output */
  edit (window, "def Try(i):", "def Try(i)");
  activate (window, "win.program-run", NULL);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_true (g_str_has_prefix (kq_window_get_toast (window), "queens.py:3: SyntaxError"));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (
    GTK_WIDGET (kq_window_get_program_view (window))))));
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==, 3);
  {
    g_autofree char *output = buffer_text (kq_window_get_program_output (window));
    g_autofree char *code = buffer_text (GTK_TEXT_VIEW (kq_window_get_program_view (window)));

    g_assert_true (g_str_has_prefix (output, "queens.py:3: SyntaxError"));
    g_assert_nonnull (strstr (code, "def Try(i)\n"));
  }

  window_destroy (window);
}

/* A program that does not compile, opened: its code beside its board all the same, the
 * compiler's line marked and its words in place of the output, to be mended there. data: the
 * file's name (one that is not a plain name too: the compiler's words name it, not the run's
 * copy, program.py), or NULL for queens.py. */
static void
test_does_not_compile (Fixture *f, gconstpointer data)
{
  const char *name = data != NULL ? data : "queens.py";
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *output = NULL;
  g_autofree char *expected = g_strconcat (name, ":3: SyntaxError", NULL);
  const char *at;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 6);
  path = g_file_get_path (file);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  at = strstr (text, "def Try(i):");
  g_assert_nonnull (at);
  broken = g_strdup_printf ("%.*sdef Try(i)%s", (int) (at - text), text,
                            at + strlen ("def Try(i):"));
  g_free (path);
  path = g_build_filename (f->dir, name, NULL);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_clear_object (&file);
  file = g_file_new_for_path (path);
  kq_window_open_file (window, file);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_true (g_str_has_prefix (kq_window_get_toast (window), expected));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (kq_window_get_program_view (window))));
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==, 3);
  output = buffer_text (kq_window_get_program_output (window));
  g_assert_true (g_str_has_prefix (output, expected));
  /* and in the status line, on one line */
  g_assert_true (g_str_has_prefix (kq_window_get_status (window), expected));
  g_assert_null (strchr (kq_window_get_status (window), '\n'));
  g_assert_cmpint (kq_session_get_n (kq_window_get_session (window)), ==, 6);
  window_destroy (window);
}

/* Whether line shows whole in the view: its height, and its end in the view's width. */
static gboolean
line_in_sight (KqCodeView *view, int line)
{
  GdkRectangle visible, end;
  GtkTextIter iter;
  int y, height;

  gtk_text_view_get_visible_rect (GTK_TEXT_VIEW (view), &visible);
  gtk_text_buffer_get_iter_at_line (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), &iter,
                                    line - 1);
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (view), &iter, &y, &height);
  if (!gtk_text_iter_ends_line (&iter))
    gtk_text_iter_forward_to_line_end (&iter);
  gtk_text_view_get_iter_location (GTK_TEXT_VIEW (view), &iter, &end);
  return height > 0 && y >= visible.y && y + height <= visible.y + visible.height &&
         end.x >= visible.x && end.x <= visible.x + visible.width;
}

/* The label of the first verdict row that holds words, NULL: none. */
static const char *
verdict_with (KqWindow *window, const char *words)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (kq_window_get_program_verdicts (window),
                                                        i)) != NULL; i++)
    {
      const char *said = gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row)));

      if (strstr (said, words) != NULL)
        return said;
    }
  return NULL;
}

/* A program that crashed, in the default 1024 px window: its verdict says the reason in the
 * student's language beside the exception's own words, and the line it names is whole in
 * view (its end was cut off); the status line says it too. */
static void
test_crash_reason (Fixture *f, gconstpointer language)
{
  const char *meaning = g_str_equal (language, "vi") ? "chỉ số nằm ngoài danh sách"
                                                     : "an index outside the list";
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  const char *said;

  if (missing ("python3"))
    return;
  kq_i18n_set_language (language);
  window = window_new ();
  file = copy_program (f, "queens-crash.py", 5);
  open_program (window, file);
  said = verdict_with (window, "IndexError: list index out of range");
  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said, meaning));
  g_assert_nonnull (strstr (kq_window_get_status (window), meaning));
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==, 4);
  SPIN_UNTIL (line_in_sight (kq_window_get_program_view (window), 4));
  /* F1: the page of a student's own program (it was the answers') */
  {
    g_autofree char *help = kq_window_dup_help_uri (window);

    g_assert_cmpstr (help, ==, "help:knights-queens/own-program");
  }
  window_destroy (window);
  kq_i18n_set_language ("en");
}

/* A compiled program on the board, run under GDB: the queens of its slip, its code's line
 * there, its verdict listed; its stack, and its x[2] (the strip's cell x2, as the language
 * counts from its first index). */
static void
check_compiled (Fixture *f, const char *name, const char *compiler, int line,
                const char *code_text, const char *innermost, int x2)
{
  static const int slip_cols[] = { 0, 1, -1, -1 };
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  GtkListBox *verdicts;
  GtkListBoxRow *row;
  int cols[4];
  const char *said = NULL;

  if (missing (compiler) || missing ("gdb"))
    return;
  window = window_new ();
  file = copy_program (f, name, 4);
  open_program (window, file);
  board_columns (window, cols);
  g_assert_cmpmem (cols, sizeof cols, slip_cols, sizeof slip_cols);
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==, line);
  /* scrolled to, below the code's first screen */
  SPIN_UNTIL (line_in_sight (kq_window_get_program_view (window), line));
  text = kq_code_view_dup_line_text (kq_window_get_program_view (window), line);
  g_assert_cmpstr (text, ==, code_text);
  verdicts = kq_window_get_program_verdicts (window);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (verdicts, i)) != NULL; i++)
    {
      said = gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row)));
      if (strstr (said, "is attacked by") != NULL)
        break;
    }
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (said, "The queen on (2, 2) is attacked by the queen on (1, 1)"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (kq_window_get_program_stack (window)),
                                   innermost));
  g_assert_cmpstr (kq_array_strips_get_shown (kq_window_get_program_strips (window),
                                              strip_index (kq_window_get_program_strips (window),
                                                           "x"), x2), ==, "2");
  window_destroy (window);
}

static void
test_compiled_c (Fixture *f, gconstpointer data)
{
  check_compiled (f, "queens-attacked.c", "gcc", 23, "x[i] = j;", "Try: i = 2, j = 2", 2);
}

static void
test_compiled_pascal (Fixture *f, gconstpointer data)
{
  check_compiled (f, "queens-attacked.pas", "fpc", 28, "x[i] := j;", "Try: i = 2, j = 2", 1);
}

/* The program-line button that steps delta lines. */
static gboolean
is_line_button (GtkWidget *widget, gconstpointer delta)
{
  GVariant *target = GTK_IS_BUTTON (widget)
                     ? gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)) : NULL;

  return target != NULL &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                    "win.program-line") == 0 &&
         g_variant_get_int32 (target) == GPOINTER_TO_INT (delta);
}

static void
assert_stack (KqWindow *window, const char *innermost)
{
  const char *text = gtk_label_get_text (kq_window_get_program_stack (window));

  if (!g_str_has_prefix (text, innermost))
    g_error ("the stack is \"%s\", not \"%s…\"", text, innermost);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (kq_window_get_program_stack (window))),
                   ==, text);
}

/* Lesson 001 in Python on 4 queens: Ctrl+↓ walks the lines run between the first two moves,
 * the board at the first move until the line that makes the second, the stack as each line
 * began and a's strip as it left it; Ctrl+↑ walks them back, and on back over the first move to
 * the line before it. Between two moves of one line, a line step is a move. The panel's line
 * buttons step too, only while a program is stepped. */
static void
test_lines (Fixture *f, gconstpointer data)
{
  /* after x[1] = 1: row 1 is not the last, its marks, Try (2), whose j = 1 and 2 are
   * attacked, up to x[2] = 3 */
  static const struct {
    int         line;
    const char *text;
    const char *stack;  /* its innermost frames */
  } way[] = {
    { 7, "if i == n:", "Try: i = 1, j = 1\n<module>" },
    { 10, "a[j] = b[i + j] = c[i - j + n] = False", "Try: i = 1, j = 1\n<module>" },
    { 11, "Try(i + 1)", "Try: i = 1, j = 1\n<module>" },
    { 4, "for j in range(1, n + 1):", "Try: i = 2\nTry: i = 1, j = 1\n<module>" },
    { 5, "if a[j] and b[i + j] and c[i - j + n]:", "Try: i = 2, j = 1\nTry: i = 1, j = 1\n" },
    { 4, "for j in range(1, n + 1):", "Try: i = 2, j = 1\n" },
    { 5, "if a[j] and b[i + j] and c[i - j + n]:", "Try: i = 2, j = 2\n" },
    { 4, "for j in range(1, n + 1):", "Try: i = 2, j = 2\n" },
    { 5, "if a[j] and b[i + j] and c[i - j + n]:", "Try: i = 2, j = 3\n" },
    { 6, "x[i] = j", "Try: i = 2, j = 3\nTry: i = 1, j = 1\n<module>" },
  };
  static const int first[] = { 0, -1, -1, -1 }, second[] = { 0, 2, -1, -1 };
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  KqCodeView *view;
  KqArrayStrips *strips;
  GtkWidget *next_button, *back_button;
  guint last = G_N_ELEMENTS (way) - 1, a;
  int cols[4];

  if (missing ("python3"))
    return;
  window = window_new ();
  next_button = find_widget (GTK_WIDGET (window), is_line_button, GINT_TO_POINTER (1));
  back_button = find_widget (GTK_WIDGET (window), is_line_button, GINT_TO_POINTER (-1));
  g_assert_false (gtk_widget_get_sensitive (next_button));
  g_assert_false (gtk_widget_get_sensitive (back_button));
  file = copy_program (f, "queens.py", 4);
  open_program (window, file);
  g_assert_true (gtk_widget_get_sensitive (next_button));
  g_assert_true (gtk_widget_get_sensitive (back_button));
  view = kq_window_get_program_view (window);
  strips = kq_window_get_program_strips (window);
  a = strip_index (strips, "a");
  activate (window, "win.first", NULL);
  activate (window, "win.step-forward", NULL);
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  for (guint k = 0; k <= last + last; k++)
    {
      /* on to the second move, then back to the first */
      guint at = k <= last ? k : last + last - k;
      gboolean moved = at == last;
      g_autofree char *text = NULL;

      g_assert_true (capture_key (window, k <= last ? GDK_KEY_Down : GDK_KEY_Up,
                                  GDK_CONTROL_MASK));
      text = kq_code_view_dup_line_text (view, kq_code_view_get_line (view));
      g_assert_cmpint (kq_code_view_get_line (view), ==, way[at].line);
      g_assert_cmpstr (text, ==, way[at].text);
      g_assert_cmpuint (position (window), ==, moved ? 2 : 1);
      board_columns (window, cols);
      g_assert_cmpmem (cols, sizeof cols, moved ? second : first, sizeof cols);
      assert_stack (window, way[at].stack);
      /* column 1 marked taken by line 10 */
      g_assert_cmpstr (kq_array_strips_get_shown (strips, a, 1), ==, at >= 1 ? "F" : "T");
    }
  /* back at the first move's own line, its stack and marks, then before it: the first row's
   * test of j = 1 */
  g_assert_true (capture_key (window, GDK_KEY_Up, GDK_CONTROL_MASK));
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  assert_stack (window, "Try: i = 1, j = 1\n<module>");
  g_assert_cmpstr (kq_array_strips_get_shown (strips, a, 1), ==, "T");
  g_assert_true (capture_key (window, GDK_KEY_Up, GDK_CONTROL_MASK));
  g_assert_cmpuint (position (window), ==, 0);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 5);
  assert_stack (window, "Try: i = 1, j = 1\n<module>");
  /* the buttons: on to the move's line, then to line 7 after it, and back */
  g_signal_emit_by_name (next_button, "clicked");
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  g_signal_emit_by_name (next_button, "clicked");
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 7);
  assert_stack (window, way[0].stack);
  g_signal_emit_by_name (back_button, "clicked");
  g_assert_cmpuint (position (window), ==, 1);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  /* x[2] = 4 takes the queen of (2, 3) away and places one: two moves of one line, no line
   * between them, so a line on or back is a move */
  for (int k = 0; k < 2; k++)
    activate (window, "win.step-forward", NULL);
  g_assert_true (capture_key (window, GDK_KEY_Down, GDK_CONTROL_MASK));
  g_assert_cmpuint (position (window), ==, 4);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  board_columns (window, cols);
  g_assert_cmpmem (cols, sizeof cols, ((const int[]) { 0, 3, -1, -1 }), sizeof cols);
  g_assert_true (capture_key (window, GDK_KEY_Up, GDK_CONTROL_MASK));
  g_assert_cmpuint (position (window), ==, 3);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 6);
  board_columns (window, cols);
  g_assert_cmpmem (cols, sizeof cols, first, sizeof cols);
  window_destroy (window);
}

/* Its solutions browsed as a listing's: First, Next, Previous, Last and Go to № show the
 * board as each solution the program found left it, in its order (lesson 001's at n = 5). */
static gboolean
is_solution_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "solution-count");
}

/* The solutions' counter beside the status line ("" hidden). */
static const char *
solution_text (KqWindow *window)
{
  GtkWidget *label = find_widget (GTK_WIDGET (window), is_solution_label, NULL);

  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : "";
}

static void
test_solutions (Fixture *f, gconstpointer data)
{
  static const int first[5] = { 0, 2, 4, 1, 3 }, second[5] = { 0, 3, 1, 4, 2 };
  static const int last[5] = { 4, 2, 0, 3, 1 };
  static const struct { const char *action; const int *cols; } steps[] = {
    { "win.first-solution", first }, { "win.next-solution", second },
    { "win.previous-solution", first }, { "win.last-solution", last },
  };
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  int cols[5];

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens.py", 5);
  open_program (window, file);
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), steps[i].action, NULL));
      board_columns (window, cols);
      g_assert_cmpmem (cols, sizeof cols, steps[i].cols, sizeof cols);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-solution", "t",
                                             (guint64) 2));
  board_columns (window, cols);
  g_assert_cmpmem (cols, sizeof cols, second, sizeof cols);
  g_assert_cmpstr (solution_text (window), ==, "Solution 2 of 10");
  /* one move on, the search gone on from it: not said to be the solution */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.step-forward", NULL));
  g_assert_cmpstr (solution_text (window), ==, "After solution 2 of 10");
  window_destroy (window);
}

static gboolean
is_board_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget) &&
         g_strcmp0 (gtk_entry_get_placeholder_text (GTK_ENTRY (widget)), "board") == 0;
}

/* The board's array named in its field where what the program does was read otherwise:
 * Enter runs the program again reading it; a name it does not have is said (no board, nobody
 * blamed); another program opened is found anew. */
static void
test_board_field (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) other = NULL;
  KqWindow *window;
  GtkWidget *entry;

  if (missing ("gcc") || missing ("gdb") || missing ("python3"))
    return;
  file = copy_program (f, "queens-two-boards.c", 5);
  window = window_new ();
  kq_window_open_file (window, file);
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "queens-two-boards.c: ") != NULL);
  g_assert_nonnull (strstr (kq_window_get_status (window), "10 solutions, nothing wrong"));
  entry = find_widget (GTK_WIDGET (window), is_board_entry, NULL);
  g_assert_nonnull (entry);
  /* as Enter in it does */
  gtk_editable_set_text (GTK_EDITABLE (entry), "nosuch");
  g_signal_emit_by_name (entry, "activate");
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "No array of the program") != NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), "grid");
  g_signal_emit_by_name (entry, "activate");
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "10 solutions, nothing wrong") != NULL);
  other = copy_program (f, "queens.py", 5);
  kq_window_open_file (window, other);
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "queens.py: 10 solutions") != NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  window_destroy (window);
}

static gboolean
is_label_prefixed (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)),
                                                    prefix);
}

static gboolean
is_error_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "error");
}

/* A program with no input beside it: its input is asked for, the program runs on what was
 * typed, and Run Again runs on it again without asking. */
static void
test_ask_input (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  AdwMessageDialog *dialog;
  GtkTextBuffer *buffer;
  GtkWidget *problem;
  KqWindow *window;

  if (missing ("python3"))
    return;
  file = copy_program (f, "queens.py", 0);
  window = window_new ();
  kq_window_open_file (window, file);
  SPIN_UNTIL ((dialog = find_message_dialog ()) != NULL);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_type (GTK_WIDGET (dialog),
                                                               GTK_TYPE_TEXT_VIEW)));
  /* not numbers: said in the dialog, which cannot run it (no run failing on an internal file) */
  gtk_text_buffer_set_text (buffer, "5 queens", -1);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "run"));
  problem = find_widget (GTK_WIDGET (dialog), is_error_label, NULL);
  g_assert_nonnull (problem);
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (problem)),
                                   "“queens” is not a whole number."));
  gtk_text_buffer_set_text (buffer, " ", -1);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "run"));
  /* the input as the program reads it, any layout: lines of a text */
  gtk_text_buffer_set_text (buffer, "5", -1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "run"));
  g_assert_false (gtk_widget_get_visible (problem));
  /* as its button does: the response, then the dialog closed */
  adw_message_dialog_response (dialog, "run");
  gtk_window_destroy (GTK_WINDOW (dialog));
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "queens.py: ") != NULL);
  g_assert_nonnull (strstr (kq_window_get_status (window), "10 solutions"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-run", NULL));
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_null (find_message_dialog ());
  g_assert_nonnull (strstr (kq_window_get_status (window), "10 solutions"));
  window_destroy (window);
}

/* Where the box cannot be made (no bubblewrap on the PATH): the program runs only once the
 * user said so, in a dialog that says why and what it means (in a process of its own: the
 * box's probe is kept for the process). */
static void
test_unboxed (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  AdwMessageDialog *dialog;
  KqWindow *window;

  if (missing ("python3"))
    return;
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  g_setenv ("PATH", "/nonexistent", TRUE);
  file = copy_program (f, "queens.py", 5);
  window = window_new ();
  kq_window_open_file (window, file);
  SPIN_UNTIL ((dialog = find_message_dialog ()) != NULL);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "bubblewrap"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "your files"));
  g_assert_cmpstr (kq_window_get_status (window), !=, "queens.py: 10 solutions");
  adw_message_dialog_response (dialog, "run");
  gtk_window_destroy (GTK_WINDOW (dialog));
  SPIN_UNTIL (!kq_window_get_opening (window) &&
              strstr (kq_window_get_status (window), "queens.py: ") != NULL);
  g_assert_nonnull (strstr (kq_window_get_status (window), "10 solutions"));
  window_destroy (window);
}

/* A program that never ends (a while loop that never moves on): while it runs the status line
 * counts its lines, Solve is Stop, and the board is the program's as it is now (its 5 × 5
 * board, its queen on (1, 1)); Stop (Escape) ends it where it is, said as stopped while running
 * its loop's line (not "nothing wrong found"), that line marked, and the board shows what it
 * ran, with no step limit reached and no process left. */
/* queens-loop.py opened (its file into *file), running past its first lines. */
static KqWindow *
open_loop (Fixture *f, GFile **file)
{
  KqWindow *window = window_new ();

  *file = copy_program (f, "queens-loop.py", 5);
  kq_window_open_file (window, *file);
  SPIN_UNTIL (g_str_has_prefix (kq_window_get_status (window), "Running queens-loop.py: ") &&
              !g_str_has_prefix (kq_window_get_status (window), "Running queens-loop.py: 0 "));
  return window;
}

static void
test_stop (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  guint length;

  if (missing ("python3"))
    return;
  window = open_loop (f, &file);
  SPIN_UNTIL (kq_board_view_get_board (kq_window_get_board_view (window))->n == 5 &&
              kq_board_view_get_board (kq_window_get_board_view (window))->cells[0] == 0);
  g_assert_cmpint (kq_board_view_get_board (kq_window_get_board_view (window))->problem, ==,
                   KQ_PROBLEM_QUEENS);
  g_assert_true (kq_window_get_opening (window));
  /* the button Solve was, Stop */
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (
                     find_button (GTK_WIDGET (window), "_Stop"))), ==, "win.stop");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  SPIN_UNTIL (!kq_window_get_opening (window));
  /* where it was looping, not "nothing wrong found" */
  g_assert_true (g_regex_match_simple ("^queens-loop\\.py: stopped while running line [45], after "
                                       "[0-9,]+ lines, with 0 solutions so far$",
                                       kq_window_get_status (window), 0, 0));
  g_assert_cmpint (kq_code_view_get_line (kq_window_get_program_view (window)), ==,
                   kq_window_get_status (window)[strlen ("queens-loop.py: stopped while running "
                                                         "line ")] - '0');
  kq_timeline_get_timeline (stepped (window), &length);
  g_assert_cmpuint (length, >, 0);
  /* nothing left to stop: Solve again */
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (
                     find_button (GTK_WIDGET (window), "_Solve"))), ==, "win.solve");
  window_destroy (window);
}

/* The code keeps its height from the run's start to its end: the strips, verdicts and files
 * that come at the end are below a split of their own (the code went from 22 lines to 9). */
static void
test_code_keeps_height (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  g_autoptr(GFile) file = NULL;
  GtkWidget *code;
  int running;

  if (missing ("python3"))
    return;
  window = open_loop (f, &file);
  code = gtk_widget_get_parent (GTK_WIDGET (kq_window_get_program_view (window)));
  SPIN_UNTIL (gtk_widget_get_mapped (code) && allocated_height (code) > 0);
  running = allocated_height (code);
  g_assert_cmpuint (kq_array_strips_get_n_strips (kq_window_get_program_strips (window)), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  SPIN_UNTIL (!kq_window_get_opening (window));
  SPIN_UNTIL (kq_array_strips_get_n_strips (kq_window_get_program_strips (window)) > 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (allocated_height (code), ==, running);
  window_destroy (window);
}

/* A line that runs on without end (while (j <= n); with its stray semicolon): told after 10 s,
 * and the run shown where it is, past its last move: the loop's line, Try's stack there; Ctrl+↑
 * walks back the way to it, Ctrl+↓ on to it again and no further. Its verdict's row goes back
 * there. */
static void
test_endless (Fixture *f, gconstpointer data)
{
  KqWindow *window;
  KqCodeView *view;
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  GtkListBoxRow *row;

  if (missing ("gcc") || missing ("gdb"))
    return;
  window = window_new ();
  view = kq_window_get_program_view (window);
  file = copy_program (f, "queens-semicolon.c", 4);
  kq_window_open_file (window, file);
  /* compiled, then 10 s of the loop */
  SPIN_UNTIL (!kq_window_get_opening (window) ||
              strstr (kq_window_get_status (window), ": 44 lines") != NULL);
  SPIN_UNTIL (!kq_window_get_opening (window));
  g_assert_nonnull (strstr (kq_window_get_status (window),
                            "line 15, step 44: This line ran on for 10 s"));
  g_assert_cmpuint (position (window), ==, 0);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 15);
  text = kq_code_view_dup_line_text (view, 15);
  g_assert_cmpstr (text, ==, "while (j <= n); {");
  assert_stack (window, "Try: i = 1, j = 1");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i", -1));
  g_assert_cmpint (kq_code_view_get_line (view), ==, 14);
  assert_stack (window, "Try: i = 1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i", -1));
  g_assert_cmpint (kq_code_view_get_line (view), ==, 35);
  assert_stack (window, "main: n = 4");
  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i", 1));
  g_assert_cmpint (kq_code_view_get_line (view), ==, 15);
  assert_stack (window, "Try: i = 1, j = 1");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-line", "i", -1));
  row = gtk_list_box_get_row_at_index (kq_window_get_program_verdicts (window), 0);
  g_assert_nonnull (row);
  g_signal_emit_by_name (kq_window_get_program_verdicts (window), "row-activated", row);
  g_assert_cmpint (kq_code_view_get_line (view), ==, 15);
  window_destroy (window);
}

/* A running program's board follows it (lesson 004's knight, its path growing on its 8 × 8
 * board), its code beside it at the line it runs (one of knights_tour ()'s), until the user
 * goes to another problem: the window is theirs then, while it runs on. */
static void
test_live (Fixture *f, gconstpointer data)
{
  g_autofree char *input = g_build_filename (f->dir, "KNIGHT.INP", NULL);
  g_autoptr(GFile) file = NULL;
  KqBoardView *view;
  KqWindow *window;
  gint64 until;

  if (missing ("python3"))
    return;
  window = window_new ();
  view = kq_window_get_board_view (window);
  file = copy_program (f, "knight.py", 0);
  g_assert_true (g_file_set_contents (input, "8 1 1\n", -1, NULL));
  kq_window_open_file (window, file);
  SPIN_UNTIL (kq_board_view_get_board (view)->problem == KQ_PROBLEM_TOUR &&
              kq_board_view_get_board (view)->moves > 10);
  SPIN_UNTIL (kq_code_view_get_line (kq_window_get_program_view (window)) >= 4 &&
              kq_code_view_get_line (kq_window_get_program_view (window)) <= 12);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (kq_window_get_program_view (window))));
  g_assert_true (kq_window_get_opening (window));
  activate (window, "win.problem", g_variant_new_string ("queens"));
  /* a tick or two on, the knight still moving: the user's board */
  until = g_get_monotonic_time () + 600 * 1000;
  SPIN_UNTIL (g_get_monotonic_time () > until);
  g_assert_cmpint (kq_board_view_get_board (view)->problem, ==, KQ_PROBLEM_QUEENS);
  g_assert_true (kq_window_get_opening (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  SPIN_UNTIL (!kq_window_get_opening (window));
  window_destroy (window);
}

/* Another file opened while a program runs lets the program go (its worker ends, nothing of
 * it is said): another program runs in its place and only its end is said; an answer is
 * shown. */
static void
test_let_go (Fixture *f, gconstpointer data)
{
  g_autofree char *tour = g_build_filename (f->dir, "tour.txt", NULL);
  g_autoptr(GFile) loop = NULL;
  g_autoptr(GFile) other = NULL;
  g_autoptr(GFile) answer = NULL;
  KqWindow *window;

  if (missing ("python3"))
    return;
  window = window_new ();
  loop = copy_program (f, "queens-loop.py", 5);
  other = copy_program (f, "queens.py", 5);
  g_assert_true (g_file_set_contents (tour, tour5, -1, NULL));
  answer = g_file_new_for_path (tour);
  for (int k = 0; k < 2; k++)
    {
      kq_window_open_file (window, loop);
      SPIN_UNTIL (g_str_has_prefix (kq_window_get_status (window), "Running queens-loop.py: ") &&
                  !g_str_has_prefix (kq_window_get_status (window), "Running queens-loop.py: 0 "));
      kq_window_open_file (window, k == 0 ? other : answer);
      SPIN_UNTIL (!kq_window_get_opening (window));
      SPIN_UNTIL (kq_program_runner_get_live_workers () == 0);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_assert_null (strstr (kq_window_get_status (window), "queens-loop.py"));
      if (k == 0)
        g_assert_true (g_str_has_prefix (kq_window_get_status (window),
                                         "queens.py: 10 solutions, nothing wrong found"));
      else
        g_assert_nonnull (kq_window_get_answer (window));
    }
  window_destroy (window);
}

/* A program that wrote QUEENS.OUT: "File It Wrote (1)" under its output, its text in a
 * window (the lesson's first solution its first line), not beside the program until Save
 * Beside the Program, which says where it wrote it; a program that writes nothing has no such
 * button. */
static void
test_files (Fixture *f, gconstpointer data)
{
  g_autofree char *beside = g_build_filename (f->dir, "QUEENS.OUT", NULL);
  g_autofree char *text = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *written = NULL;
  g_autoptr(GFile) file = NULL;
  KqFilesDialog *dialog;
  GtkWidget *button;
  KqWindow *window;

  if (missing ("python3"))
    return;
  window = window_new ();
  file = copy_program (f, "queens-out-file.py", 5);
  open_program (window, file);
  button = find_button (GTK_WIDGET (window), "_File It Wrote (1)");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (g_file_test (beside, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.program-files", NULL));
  SPIN_UNTIL ((dialog = (KqFilesDialog *) find_toplevel (KQ_TYPE_FILES_DIALOG)) != NULL);
  text = kq_files_dialog_get_text (dialog);
  g_assert_true (g_str_has_prefix (text, "(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);\n"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "files.save", NULL));
  g_assert_true (g_file_get_contents (beside, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, text);
  toast = g_strdup_printf ("Written beside your program: %s", beside);
  g_assert_cmpstr (kq_files_dialog_get_toast (dialog), ==, toast);
  gtk_window_close (GTK_WINDOW (dialog));

  g_clear_object (&file);
  file = copy_program (f, "queens-one-line.py", 5);
  open_program (window, file);
  g_assert_false (gtk_widget_get_visible (button));
  window_destroy (window);
}

static void
file_free (gpointer data)
{
  KqStudentFile *file = data;

  g_free ((char *) file->name);
  g_bytes_unref (file->contents);
  g_free (file);
}

static KqStudentFile *
file_new (const char *name, GBytes *contents, guint64 size)
{
  KqStudentFile *file = g_new0 (KqStudentFile, 1);

  file->name = g_strdup (name);
  file->contents = contents;
  file->size = size;
  return file;
}

/* Files that are not text, or too long to show whole, said so: a page each, by name beside
 * them. */
static void
test_files_shown (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (file_free);
  guint8 binary[4] = { 'P', 'K', 0, 3 };
  gsize long_size = 300 * 1024;
  char *long_text = g_malloc (long_size);
  KqFilesDialog *dialog;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  memset (long_text, 'x', long_size);
  g_ptr_array_add (files, file_new ("BIG.TXT", g_bytes_new_take (long_text, long_size),
                                    4 * 1024 * 1024));
  g_ptr_array_add (files, file_new ("DATA.BIN", g_bytes_new (binary, sizeof binary),
                                    sizeof binary));
  dialog = kq_files_dialog_new (NULL, "queens.py", files);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_cmpuint (kq_files_dialog_get_shown (dialog), ==, 0);
  first = kq_files_dialog_get_text (dialog);
  /* its first 256 kB shown, and said */
  g_assert_cmpuint (strlen (first), ==, 256 * 1024);
  g_assert_nonnull (find_widget (GTK_WIDGET (dialog), is_label_prefixed,
                                 "Too long to show whole: its first 262.1"));
  gtk_stack_set_visible_child_name (GTK_STACK (find_type (GTK_WIDGET (dialog), GTK_TYPE_STACK)),
                                    "1");
  g_assert_cmpuint (kq_files_dialog_get_shown (dialog), ==, 1);
  second = kq_files_dialog_get_text (dialog);
  g_assert_true (g_str_has_prefix (second, "DATA.BIN is not text (4"));
  g_assert_true (g_str_has_suffix (second, "bytes): it is not shown."));
  g_assert_nonnull (find_type (GTK_WIDGET (dialog), GTK_TYPE_STACK_SIDEBAR));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Where the program's panel sits beside the board (x), 0 while it is hidden or not yet laid
 * out. */
static double
panel_x (KqWindow *window)
{
  GtkWidget *panel = gtk_widget_get_parent (gtk_widget_get_parent (
    GTK_WIDGET (kq_window_get_program_view (window))));
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (panel) || gtk_widget_get_width (panel) == 0 ||
      !gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &bounds))
    return 0;
  return bounds.origin.x;
}

static double
board_x (KqWindow *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (kq_window_get_board_view (window)),
                                            GTK_WIDGET (window), &bounds));
  return bounds.origin.x;
}

/* A program that runs a long while before its first move (here never makes one), opened from
 * another mode: its code is beside the board from the start, at the line it runs, and neither
 * moves when it ends (Stop). */
static void
test_code_from_start (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "spin.py", NULL);
  g_autofree char *input = g_build_filename (f->dir, "QUEENS.INP", NULL);
  g_autoptr(GFile) file = NULL;
  KqWindow *window;
  double panel, board;

  if (missing ("python3"))
    return;
  window = window_new ();
  activate (window, "win.trace", NULL);
  g_assert_true (g_file_set_contents (path, "n = int(open('QUEENS.INP').read())\n"
                                            "k = 0\n"
                                            "while True:\n"
                                            "    k = k + 1\n", -1, NULL));
  g_assert_true (g_file_set_contents (input, "5\n", -1, NULL));
  file = g_file_new_for_path (path);
  kq_window_open_file (window, file);
  SPIN_UNTIL (g_str_has_prefix (kq_window_get_status (window), "Running spin.py: ") &&
              !g_str_has_prefix (kq_window_get_status (window), "Running spin.py: 0 "));
  SPIN_UNTIL (panel_x (window) > 0 &&
              kq_code_view_get_line (kq_window_get_program_view (window)) >= 3);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  panel = panel_x (window);
  board = board_x (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL));
  SPIN_UNTIL (!kq_window_get_opening (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpfloat (panel_x (window), ==, panel);
  g_assert_cmpfloat (board_x (window), ==, board);
  window_destroy (window);
}

/* WCAG's contrast between two colours of a style scheme ("#RRGGBB"). */
static double
contrast (const char *a, const char *b)
{
  GdkRGBA colours[2];
  double luminance[2];

  g_assert_true (gdk_rgba_parse (&colours[0], a) && gdk_rgba_parse (&colours[1], b));
  for (guint i = 0; i < 2; i++)
    {
      double rgb[3] = { colours[i].red, colours[i].green, colours[i].blue };

      for (guint c = 0; c < 3; c++)
        rgb[c] = rgb[c] <= 0.03928 ? rgb[c] / 12.92 : pow ((rgb[c] + 0.055) / 1.055, 2.4);
      luminance[i] = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    }
  return (MAX (luminance[0], luminance[1]) + 0.05) / (MIN (luminance[0], luminance[1]) + 0.05);
}

static char *
style_colour (GtkSourceStyleScheme *scheme, const char *id, const char *property)
{
  GtkSourceStyle *style = gtk_source_style_scheme_get_style (scheme, id);
  char *colour = NULL;

  g_assert_nonnull (style);
  g_object_get (style, property, &colour, NULL);
  g_assert_nonnull (colour);
  return colour;
}

/* The program's code follows the style, light or dark (it stayed light, its numbers white on
 * white), and every colour its languages use is 4.5:1 at least on its ground, the current
 * line's number on its own (Adwaita's is 2.8:1). */
static void
test_code_contrast (Fixture *f, gconstpointer data)
{
  static const char *const styles[] = {
    "def:comment", "def:string", "def:statement", "def:type", "def:number", "def:boolean",
    "def:function", "def:identifier", "def:special-char", "def:preprocessor", "def:keyword",
    "c:type-keyword", "c:storage-class", "python:builtin-function", "python:class-name",
  };
  static const struct {
    AdwColorScheme  style;
    const char     *scheme;
  } styles_schemes[] = { { ADW_COLOR_SCHEME_FORCE_LIGHT, "kq-code" },
                         { ADW_COLOR_SCHEME_FORCE_DARK, "kq-code-dark" } };
  AdwStyleManager *manager = adw_style_manager_get_default ();
  KqWindow *window = window_new ();
  GtkSourceBuffer *buffer = GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (
    GTK_TEXT_VIEW (kq_window_get_program_view (window))));

  for (guint s = 0; s < G_N_ELEMENTS (styles_schemes); s++)
    {
      GtkSourceStyleScheme *scheme;
      g_autofree char *ground = NULL;
      g_autofree char *number = NULL;
      g_autofree char *number_ground = NULL;

      adw_style_manager_set_color_scheme (manager, styles_schemes[s].style);
      scheme = gtk_source_buffer_get_style_scheme (buffer);
      g_assert_cmpstr (gtk_source_style_scheme_get_id (scheme), ==, styles_schemes[s].scheme);
      ground = style_colour (scheme, "text", "background");
      for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
        {
          GtkSourceStyle *style = gtk_source_style_scheme_get_style (scheme, styles[i]);
          g_autofree char *colour = NULL;
          gboolean set = FALSE;

          /* (a style that takes the text's colour) */
          if (style != NULL)
            g_object_get (style, "foreground-set", &set, "foreground", &colour, NULL);
          if (set)
            g_assert_cmpfloat (contrast (colour, ground), >=, 4.5);
        }
      number = style_colour (scheme, "current-line-number", "foreground");
      number_ground = style_colour (scheme, "current-line-number", "background");
      g_assert_cmpfloat (contrast (number, number_ground), >=, 4.5);
    }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  window_destroy (window);
}

int
main (int argc, char *argv[])
{
  window_test_init (&argc, &argv);

#define ADD(path, func) g_test_add (path, Fixture, NULL, folder_set_up, func, folder_tear_down)
  ADD ("/program/stack-arrays", test_stack_arrays);
  ADD ("/program/code-keeps-height", test_code_keeps_height);
  ADD ("/program/breakpoints", test_breakpoints);
  ADD ("/program/edit-run", test_edit_run);
  ADD ("/program/one-solution", test_one_solution);
  ADD ("/program/does-not-compile", test_does_not_compile);
  g_test_add ("/program/does-not-compile-odd-name", Fixture, "-q a b.py", folder_set_up,
              test_does_not_compile, folder_tear_down);
  ADD ("/program/lines", test_lines);
  ADD ("/program/compiled-c", test_compiled_c);
  ADD ("/program/compiled-pascal", test_compiled_pascal);
  ADD ("/program/stop", test_stop);
  ADD ("/program/endless", test_endless);
  ADD ("/program/live", test_live);
  ADD ("/program/solutions", test_solutions);
  ADD ("/program/ask-input", test_ask_input);
  ADD ("/program/board-field", test_board_field);
  ADD ("/program/unboxed", test_unboxed);
  ADD ("/program/let-go", test_let_go);
  ADD ("/program/files", test_files);
  g_test_add_func ("/program/files-shown", test_files_shown);
  ADD ("/program/code-contrast", test_code_contrast);
  ADD ("/program/code-from-start", test_code_from_start);
  ADD ("/program/back-line-from-end", test_back_line_from_end);
  ADD ("/program/opens-at-first-move", test_opens_at_first_move);
#undef ADD
  g_test_add ("/program/crash-reason/en", Fixture, "en", folder_set_up, test_crash_reason,
              folder_tear_down);
  g_test_add ("/program/crash-reason/vi", Fixture, "vi", folder_set_up, test_crash_reason,
              folder_tear_down);

  return g_test_run ();
}
