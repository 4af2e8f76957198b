/* kq-code-panel.c: the code panel (views): in trace mode, the lesson's
 * listing run line by line with the board, its sentence, call stack and
 * arrays */
#define G_LOG_DOMAIN "kq-code-panel"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gtksourceview/gtksource.h>

#include "kq-code-panel.h"
#include "kq-listings.h"
#include "kq-template-texts.h"

/* Lines a frame may run while the panel catches up with the player (some
 * 10 ms), and for a call stepped over or the next solution (a tenth of
 * a second; the board then catches up over a few frames): the window
 * stays responsive. */
#define FOLLOW_BUDGET (1u << 18)
#define SOLUTION_BUDGET ((guint64) 2 * 1000 * 1000)
#define FLASH_MS 600

struct _KqCodePanel
{
  GtkWidget       parent_instance;

  /* template children */
  GtkWidget      *box;
  GtkDropDown    *listing_drop_down;
  GtkSourceView  *code_view;
  GtkLabel       *line_label;
  GtkLabel       *sentence_label;
  GtkWidget      *harm_box;
  GtkLabel       *harm_label;
  GtkLabel       *stack_label;
  GtkScrolledWindow *stack_scroller;
  GtkGrid        *arrays_grid;

  GSettings      *settings;
  KqSession      *session;
  KqPlayer       *player;       /* the session's */
  GPtrArray      *listings;     /* of KqListing *: those the run can follow */
  KqCodeStepper  *stepper;      /* NULL: no run to follow */
  gboolean        dark;
  guint           diverged;     /* 0, or the position from which the listing's
                                   moves are not the run's (a Warnsdorff tie) */
  int             diverged_move;  /* the board's move there */
  gboolean        pending;      /* the player is brought to target */
  guint           target;
  guint           tick_id;
  gboolean        selecting;    /* the drop-down set from C, not by a user */
  gboolean        outlined;     /* the board frames squares of ours */
  gboolean        played;       /* the player played since the last frame:
                                   the breakpoints stop it */

  GPtrArray      *cells;        /* GtkLabel * of each array value shown */
  GArray         *values;       /* int, what the cells show */
  guint           flash_id;
};

enum {
  OUTLINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define KQ_CODE_PANEL_UI RESOURCE_PATH "/kq-code-panel.ui"
#define CURRENT "kq-current"
#define PREVIOUS "kq-previous"
#define BREAKPOINT "kq-breakpoint"

static KqTemplateTexts *template_texts;

G_DEFINE_FINAL_TYPE (KqCodePanel, kq_code_panel, GTK_TYPE_WIDGET)

static void schedule (KqCodePanel *self);

/* The board frames these squares; none clears only what the panel framed,
 * not an opened answer's error. */
static void
outline (KqCodePanel *self, const int *squares, int count)
{
  if (count == 0 && !self->outlined)
    return;
  self->outlined = count > 0;
  g_signal_emit (self, signals[OUTLINE], 0, squares, count);
}

/* The line's text, without its indentation. */
static char *
dup_line_text (KqCodePanel *self, int line)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->code_view));
  GtkTextIter start, end;

  gtk_text_buffer_get_iter_at_line (buffer, &start, line - 1);
  end = start;
  if (!gtk_text_iter_ends_line (&end))
    gtk_text_iter_forward_to_line_end (&end);
  return g_strstrip (gtk_text_buffer_get_text (buffer, &start, &end, FALSE));
}

static GtkSourceBuffer *
get_buffer (KqCodePanel *self)
{
  return GTK_SOURCE_BUFFER (gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->code_view)));
}

/* Removes the line's marks of category (every line's for line 0) and,
 * if add, puts one there. */
static void
mark_line (KqCodePanel *self, const char *category, int line, gboolean add)
{
  GtkSourceBuffer *buffer = get_buffer (self);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (buffer), &start, &end);
  if (line > 0)
    {
      gtk_text_buffer_get_iter_at_line (GTK_TEXT_BUFFER (buffer), &start, line - 1);
      end = start;
      gtk_text_iter_forward_to_line_end (&end);
    }
  gtk_source_buffer_remove_source_marks (buffer, &start, &end, category);
  if (add && line > 0)
    gtk_source_buffer_create_source_mark (buffer, NULL, category, &start);
}

/* The one line of category (none for 0). */
static void
move_mark (KqCodePanel *self, const char *category, int line)
{
  mark_line (self, category, 0, FALSE);
  mark_line (self, category, line, TRUE);
}

/* The board's squares of a cell of a, b or c: its column or diagonal. */
static void
outline_cell (KqCodePanel *self, GtkWidget *cell)
{
  KqListingSource source = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "source"));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "index"));
  int n = kq_lesson_get_n (kq_code_stepper_get_lesson (self->stepper));
  g_autofree int *squares = g_new (int, n);
  int count = 0;

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      if ((source == KQ_LISTING_SOURCE_A && col == index) ||
          (source == KQ_LISTING_SOURCE_B && row + col == index) ||
          (source == KQ_LISTING_SOURCE_C && row - col == index + 1 - n))
        squares[count++] = row * n + col;
  outline (self, squares, count);
}

static void
cell_enter_cb (GtkEventController *controller, KqCodePanel *self)
{
  if (self->stepper != NULL)
    outline_cell (self, gtk_event_controller_get_widget (controller));
}

static void
cell_leave_cb (GtkEventController *controller, KqCodePanel *self)
{
  outline (self, NULL, 0);
}

static void
clear_arrays (KqCodePanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->arrays_grid))) != NULL)
    gtk_grid_remove (self->arrays_grid, child);
  g_ptr_array_set_size (self->cells, 0);
  g_array_set_size (self->values, 0);
}

static GtkWidget *
new_cell (KqCodePanel *self, KqListingSource source, int index)
{
  GtkWidget *cell = gtk_label_new (NULL);

  gtk_widget_add_css_class (cell, "code-cell");
  gtk_label_set_justify (GTK_LABEL (cell), GTK_JUSTIFY_CENTER);
  g_object_set_data (G_OBJECT (cell), "source", GINT_TO_POINTER (source));
  g_object_set_data (G_OBJECT (cell), "index", GINT_TO_POINTER (index));
  if (source <= KQ_LISTING_SOURCE_C)
    {
      GtkEventController *motion = gtk_event_controller_motion_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_widget_set_focusable (cell, TRUE);
      g_signal_connect (motion, "enter", G_CALLBACK (cell_enter_cb), self);
      g_signal_connect (motion, "leave", G_CALLBACK (cell_leave_cb), self);
      g_signal_connect (focus, "enter", G_CALLBACK (cell_enter_cb), self);
      g_signal_connect (focus, "leave", G_CALLBACK (cell_leave_cb), self);
      gtk_widget_add_controller (cell, motion);
      gtk_widget_add_controller (cell, focus);
    }
  g_ptr_array_add (self->cells, cell);
  return cell;
}

/* A strip for each array of one row: its name with its real index range,
 * then a cell for each value, the index above it. The board (h) is the
 * board view's numbers. */
static void
build_arrays (KqCodePanel *self)
{
  const KqListing *listing = kq_code_stepper_get_listing (self->stepper);
  int n = kq_lesson_get_n (kq_code_stepper_get_lesson (self->stepper));
  int row = 0;

  clear_arrays (self);
  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray array;
      g_autofree char *name = NULL;
      GtkWidget *label, *strip, *scroller;

      kq_listing_get_array (listing, a, n, &array);
      if (array.rows != 1)
        continue;
      name = g_strdup_printf ("%s[%d..%d]", array.name, array.from, array.from + array.length - 1);
      label = gtk_label_new (name);
      gtk_widget_add_css_class (label, "monospace");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->arrays_grid, label, 0, row, 1, 1);
      strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      gtk_widget_add_css_class (strip, "code-strip");
      g_object_set_data_full (G_OBJECT (strip), "name", g_strdup (array.name), g_free);
      for (int v = 0; v < array.length; v++)
        gtk_box_append (GTK_BOX (strip), new_cell (self, array.source, v));
      /* Each strip scrolls on its own, to the cell its step addresses
       * (show_focus): c[-31..31] is wider than the panel. No scrollbar
       * (the step moves it; so do a touchpad and a cell's focus). */
      scroller = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_EXTERNAL,
                                      GTK_POLICY_NEVER);
      gtk_widget_set_visible (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (scroller)), FALSE);
      gtk_widget_set_visible (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller)), FALSE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      label, NULL, -1);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_widget_set_hexpand (scroller, TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), strip);
      gtk_grid_attach (self->arrays_grid, scroller, 1, row++, 1, 1);
    }
}

static gboolean
flash_done_cb (gpointer user_data)
{
  KqCodePanel *self = user_data;

  for (guint c = 0; c < self->cells->len; c++)
    gtk_widget_remove_css_class (self->cells->pdata[c], "code-flash");
  self->flash_id = 0;
  return G_SOURCE_REMOVE;
}

static const char *
value_word (const KqListingArray *array, int value)
{
  if (array->boolean)
    return value ? "true" : "false";
  return NULL;
}

/* Scrolls the cell's strip, if it is wider than the panel, as little as
 * shows the cell with two of its neighbours each side. */
static void
show_focus (GtkWidget *cell)
{
  GtkWidget *strip = gtk_widget_get_parent (cell);
  GtkWidget *scroller = gtk_widget_get_ancestor (strip, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t bounds;

  /* not laid out yet: the next step brings it */
  if (!gtk_widget_compute_bounds (cell, strip, &bounds) || bounds.size.width <= 0)
    return;
  gtk_adjustment_clamp_page (adjustment, bounds.origin.x - 2 * bounds.size.width,
                             bounds.origin.x + 3 * bounds.size.width);
}

/* The cells' values now; those a step changed flash. The strip's
 * description is the array as text, for a screen reader. */
static void
update_arrays (KqCodePanel *self, gboolean flash)
{
  const KqListing *listing = kq_code_stepper_get_listing (self->stepper);
  const KqLesson *lesson = kq_code_stepper_get_lesson (self->stepper);
  int n = kq_lesson_get_n (lesson);
  guint cell = 0;
  GtkWidget *strip;
  gboolean flashed = FALSE;

  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray array;
      g_autofree int *values = NULL;
      g_autoptr(GString) text = NULL;
      int focus;

      kq_listing_get_array (listing, a, n, &array);
      if (array.rows != 1)
        continue;
      strip = gtk_widget_get_parent (self->cells->pdata[cell]);
      focus = kq_listing_get_array_focus (listing, a, lesson);
      if (focus >= 0)
        show_focus (self->cells->pdata[cell + focus]);
      values = g_new (int, array.length);
      kq_listing_read_array (listing, a, lesson, values);
      text = g_string_new (NULL);
      for (int v = 0; v < array.length; v++, cell++)
        {
          GtkWidget *label = self->cells->pdata[cell];
          const char *word = value_word (&array, values[v]);
          g_autofree char *shown = word != NULL ? g_ascii_strup (word, 1)
                                   : array.source == KQ_LISTING_SOURCE_COUNT && values[v] < 0
                                     ? g_strdup ("–") : g_strdup_printf ("%d", values[v]);
          g_autofree char *markup = g_markup_printf_escaped ("<span size=\"small\" alpha=\"60%%\">%d</span>\n%s",
                                                             array.from + v, shown);
          g_autofree char *name = g_strdup_printf ("%s[%d] = %s", array.name, array.from + v,
                                                   word != NULL ? word : shown);
          gboolean current = (array.source == KQ_LISTING_SOURCE_DA ||
                              array.source == KQ_LISTING_SOURCE_DB ||
                              array.source == KQ_LISTING_SOURCE_COUNT) && v == focus;

          if (cell < self->values->len && g_array_index (self->values, int, cell) == values[v])
            {
              if (current != gtk_widget_has_css_class (label, "code-current"))
                (current ? gtk_widget_add_css_class : gtk_widget_remove_css_class) (label, "code-current");
              g_string_append_printf (text, "%s%s", v > 0 ? ", " : "", name);
              continue;
            }
          if (cell < self->values->len && flash)
            {
              gtk_widget_add_css_class (label, "code-flash");
              flashed = TRUE;
            }
          if (cell >= self->values->len)
            g_array_set_size (self->values, cell + 1);
          g_array_index (self->values, int, cell) = values[v];
          gtk_label_set_markup (GTK_LABEL (label), markup);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          (current ? gtk_widget_add_css_class : gtk_widget_remove_css_class) (label, "code-current");
          g_string_append_printf (text, "%s%s", v > 0 ? ", " : "", name);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (strip), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      text->str, -1);
    }
  if (flashed)
    {
      g_clear_handle_id (&self->flash_id, g_source_remove);
      self->flash_id = g_timeout_add (FLASH_MS, flash_done_cb, self);
    }
}

/* One row a level, innermost first, 1-based as the lessons count. */
static void
update_stack (KqCodePanel *self)
{
  const KqLesson *lesson = kq_code_stepper_get_lesson (self->stepper);
  g_autoptr(GString) text = g_string_new (NULL);

  for (int level = kq_lesson_get_depth (lesson) - 1; level >= 0; level--)
    {
      const KqLessonFrame *frame = kq_lesson_get_frame (lesson, level);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (kq_lesson_get_machine (lesson) <= KQ_LESSON_QUEENS_MARK_EVERY)
        g_string_append_printf (text, "Try(%d): i = %d, j = %d", frame->i, frame->i, frame->j);
      else
        {
          g_string_append_printf (text, "Try(%d): i = %d, x = %d, y = %d", frame->i, frame->i,
                                  frame->x, frame->y);
          if (frame->k >= 0)
            g_string_append_printf (text, ", k = %d", frame->k);
          if (frame->u != KQ_LESSON_UNSET)
            g_string_append_printf (text, ", u = %d, v = %d", frame->u, frame->v);
        }
    }
  gtk_label_set_text (self->stack_label, text->str);
}

static void
update_view (KqCodePanel *self, gboolean flash)
{
  const KqLesson *lesson;
  int line;
  g_autofree char *sentence = NULL;
  g_autofree char *line_text = NULL;

  /* Released, the search ran on without the code, and the board shows its result. */
  gboolean released = self->session != NULL && kq_session_get_full_speed (self->session);

  gtk_widget_set_sensitive (self->box, self->stepper != NULL && !released);
  if (self->stepper == NULL)
    return;
  lesson = kq_code_stepper_get_lesson (self->stepper);
  line = kq_code_stepper_get_line (self->stepper);
  move_mark (self, CURRENT, line);
  move_mark (self, PREVIOUS, kq_code_stepper_get_previous_line (self->stepper));
  if (line > 0)
    {
      GtkTextIter iter;
      g_autofree char *code = dup_line_text (self, line);

      gtk_text_buffer_get_iter_at_line (gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->code_view)),
                                        &iter, line - 1);
      /* the gutter's bold number is the cursor's line */
      gtk_text_buffer_place_cursor (gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->code_view)), &iter);
      gtk_text_view_scroll_to_iter (GTK_TEXT_VIEW (self->code_view), &iter, 0.1, FALSE, 0, 0);
      /* Translators: the line of the code just run: "line 7: x[i] := j" */
      line_text = g_strdup_printf (_("line %d: %s"), line, code);
    }
  gtk_label_set_text (self->line_label, line_text != NULL ? line_text : "");

  if (released)
    sentence = g_strdup (_("At Full Speed the code does not follow: start the search again to "
                           "trace it line by line"));
  else if (self->diverged != 0 && kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR &&
           kq_session_get_closed (self->session))
    sentence = g_strdup_printf (_("From move %d on, this search wants a closed tour, which the "
                                  "listing does not: untick Closed tour to follow the code to "
                                  "the end"), self->diverged_move);
  else if (self->diverged != 0)
    sentence = g_strdup (_("The board no longer shows this listing’s search: start the search "
                           "again to trace it line by line"));
  else
    sentence = kq_listing_describe_step (kq_code_stepper_get_listing (self->stepper), lesson);
  if (sentence == NULL)
    sentence = g_strdup (_("Step by line, or play; click beside a line to stop there"));
  gtk_label_set_text (self->sentence_label, sentence);

  /* A harm is said once, beside its way out. */
  gtk_widget_set_visible (GTK_WIDGET (self->sentence_label), kq_lesson_get_op (lesson) != KQ_LESSON_OP_HARM);
  gtk_widget_set_visible (self->harm_box, kq_lesson_get_op (lesson) == KQ_LESSON_OP_HARM);
  if (kq_lesson_get_op (lesson) == KQ_LESSON_OP_HARM)
    {
      const KqLessonHarm *harm = kq_lesson_get_harm (lesson);
      int n = kq_lesson_get_n (lesson);
      g_autofree char *text = kq_lesson_harm_text (lesson);
      int square = (harm->u - 1) * n + harm->v - 1;

      gtk_label_set_text (self->harm_label, text);
      /* Where on the board: the move erased (off the board, the words say it). */
      outline (self, &square, harm->kind == KQ_LESSON_HARM_ERASE ? 1 : 0);
    }
  update_stack (self);
  update_arrays (self, flash);
}

/* Following the player */

/* The view, if it shows: on the tree's page the panel is realized but not
 * mapped, and its tick still runs (the code follows, its breakpoints stop
 * Play); the view is brought up to date when it maps. */
static void
refresh (KqCodePanel *self, gboolean flash)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_view (self, flash);
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);
  guint length, position;
  const KqMove *timeline;
  KqCodeStop stop;

  if (self->diverged != 0 && kq_player_get_position (self->player) < self->diverged)
    self->diverged = 0;
  if (self->stepper == NULL || self->diverged != 0 ||
      kq_session_get_mode (self->session) != KQ_SESSION_MODE_TRACE)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  timeline = kq_player_get_timeline (self->player, &length);
  position = kq_player_get_position (self->player);
  if (self->pending)
    {
      if (position != self->target)
        {
          /* The search makes its moves a little ahead of the board: on to them. */
          if (position != MIN (self->target, length))
            kq_session_seek (self->session, MIN (self->target, length));
          return G_SOURCE_CONTINUE;
        }
      self->pending = FALSE;
    }
  /* At Full Speed the code lets the search go. */
  if (kq_session_get_full_speed (self->session))
    {
      refresh (self, FALSE);
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  stop = kq_code_stepper_follow (self->stepper, timeline, length, position,
                                 self->played || kq_player_get_playing (self->player),
                                 FOLLOW_BUDGET);
  if (stop != KQ_CODE_BUDGET)
    self->played = kq_player_get_playing (self->player);
  switch (stop)
    {
    case KQ_CODE_BUDGET:
      refresh (self, FALSE);
      return G_SOURCE_CONTINUE;
    case KQ_CODE_BREAKPOINT:
    case KQ_CODE_END:
      if (stop == KQ_CODE_BREAKPOINT ||
          kq_lesson_get_op (kq_code_stepper_get_lesson (self->stepper)) == KQ_LESSON_OP_HARM)
        kq_session_seek (self->session, kq_code_stepper_get_position (self->stepper));
      break;
    case KQ_CODE_DIVERGED:
      self->diverged = position;
      self->diverged_move = kq_player_get_board (self->player)->moves;
      break;
    case KQ_CODE_REACHED:
    default:
      break;
    }
  refresh (self, TRUE);
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* At most once a frame, and only while the panel shows. */
static void
schedule (KqCodePanel *self)
{
  if (self->tick_id == 0 && self->stepper != NULL)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
player_changed_cb (KqPlayer *player, int lowest_step, KqCodePanel *self)
{
  schedule (self);
}

static void
playing_cb (KqPlayer *player, GParamSpec *pspec, KqCodePanel *self)
{
  /* Played on, even if it stops before the next frame. */
  if (kq_player_get_playing (player))
    self->played = TRUE;
}

/* After a command of the panel: the board shows the code's moves. */
static void
show_moves (KqCodePanel *self)
{
  self->target = kq_code_stepper_get_position (self->stepper);
  kq_player_set_playing (self->player, FALSE);
  self->played = FALSE;
  if (kq_player_get_position (self->player) != self->target)
    {
      self->pending = TRUE;
      kq_session_seek (self->session, MIN (self->target, kq_player_get_length (self->player)));
      schedule (self);
    }
  update_view (self, TRUE);
}

/* The listing and the run */

static const KqListing *
selected_listing (KqCodePanel *self)
{
  guint selected = gtk_drop_down_get_selected (self->listing_drop_down);

  if (self->listings == NULL || selected >= self->listings->len)
    return NULL;
  return self->listings->pdata[selected];
}

static void
set_language (KqCodePanel *self, const KqListing *listing)
{
  GtkSourceLanguageManager *manager = gtk_source_language_manager_get_default ();
  const char *language = kq_listing_get_language (listing);
  GtkSourceBuffer *buffer = get_buffer (self);

  if (g_str_equal (language, "pseudocode"))
    language = "kq-pseudocode";
  else if (g_str_equal (language, "python"))
    language = "python3";
  gtk_source_buffer_set_language (buffer, gtk_source_language_manager_get_language (manager, language));
}

/* A stepper for the chosen listing on the session's run, at step (and
 * with the breakpoints of the one it replaces, the same listing in
 * another language), then following the player. */
static void
rebuild (KqCodePanel *self, guint64 step, KqCodeStepper *old)
{
  const KqListing *listing = selected_listing (self);
  int start = kq_session_get_start_square (self->session);
  int n = kq_session_get_n (self->session);
  KqProblem problem = kq_session_get_problem (self->session);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->code_view));

  g_clear_pointer (&self->stepper, kq_code_stepper_free);
  self->diverged = 0;
  self->pending = FALSE;
  outline (self, NULL, 0);
  if (listing == NULL || (problem == KQ_PROBLEM_TOUR && start < 0))
    {
      gtk_text_buffer_set_text (buffer, "", -1);
      clear_arrays (self);
      update_view (self, FALSE);
      return;
    }
  self->stepper = kq_code_stepper_new (kq_listings_find (problem, kq_listing_get_id (listing), NULL),
                                       n, start < 0 ? 0 : start / n, start < 0 ? 0 : start % n);
  set_language (self, listing);
  gtk_text_buffer_set_text (buffer, kq_listing_get_text (listing), -1);
  /* without the last line's newline, so that no empty line shows */
  {
    GtkTextIter end, before;

    gtk_text_buffer_get_end_iter (buffer, &end);
    before = end;
    if (gtk_text_iter_backward_char (&before) && gtk_text_iter_get_char (&before) == '\n')
      gtk_text_buffer_delete (buffer, &before, &end);
  }
  if (old != NULL)
    for (int line = 1; line <= kq_listing_get_n_lines (listing); line++)
      if (kq_code_stepper_has_breakpoint (old, line))
        {
          kq_code_stepper_toggle_breakpoint (self->stepper, line);
          mark_line (self, BREAKPOINT, line, TRUE);
        }
  if (step > 0)
    kq_code_stepper_seek (self->stepper, step);
  build_arrays (self);
  update_view (self, FALSE);
  schedule (self);
}

/* The listings this run can follow: for a tour, those of its method. */
static gboolean
follows (const KqListing *listing, KqSession *session)
{
  KqLessonMachine machine = kq_listing_get_machine (listing);

  if (kq_listing_get_problem (listing) != kq_session_get_problem (session))
    return FALSE;
  if (kq_session_get_problem (session) == KQ_PROBLEM_QUEENS)
    return TRUE;
  return (machine == KQ_LESSON_KNIGHT_WARNSDORFF) ==
         (kq_session_get_method (session) == KQ_TOUR_WARNSDORFF);
}

static const char *
settings_key (KqSession *session)
{
  return kq_session_get_problem (session) == KQ_PROBLEM_QUEENS ? "queens-listing" : "tour-listing";
}

/* Loads the listings (in the current language) and selects id, else the
 * one remembered, else the default. */
static void
load_listings (KqCodePanel *self, const char *id)
{
  g_autoptr(GPtrArray) all = kq_listings_load (kq_session_get_problem (self->session), NULL);
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  g_autofree char *remembered = g_settings_get_string (self->settings, settings_key (self->session));
  guint selected = 0;

  g_clear_pointer (&self->listings, g_ptr_array_unref);
  self->listings = g_ptr_array_new_with_free_func ((GDestroyNotify) kq_listing_free);
  for (guint l = 0; all != NULL && l < all->len; l++)
    if (follows (all->pdata[l], self->session))
      {
        g_ptr_array_add (self->listings, g_steal_pointer (&all->pdata[l]));
        gtk_string_list_append (titles, kq_listing_get_title (g_ptr_array_index (self->listings,
                                                                                 self->listings->len - 1)));
      }
  for (guint l = 0; l < self->listings->len; l++)
    if (g_str_equal (kq_listing_get_id (self->listings->pdata[l]), id != NULL ? id : remembered))
      selected = l;
  self->selecting = TRUE;
  gtk_drop_down_set_model (self->listing_drop_down, G_LIST_MODEL (titles));
  gtk_drop_down_set_selected (self->listing_drop_down, selected);
  self->selecting = FALSE;
}

/* A new run, or trace mode again: the listings loaded anew. Outside trace
 * mode the panel lets go of its run. */
static void
reset (KqCodePanel *self)
{
  if (kq_session_get_mode (self->session) != KQ_SESSION_MODE_TRACE)
    {
      outline (self, NULL, 0);
      g_clear_pointer (&self->stepper, kq_code_stepper_free);
      g_clear_pointer (&self->listings, g_ptr_array_unref);
      return;
    }
  load_listings (self, NULL);
  rebuild (self, 0, NULL);
}

static void
run_started_cb (KqSession *session, KqCodePanel *self)
{
  reset (self);
}

static void
mode_changed_cb (KqSession *session, GParamSpec *pspec, KqCodePanel *self)
{
  reset (self);
}

static void
selected_cb (GtkDropDown *drop_down, GParamSpec *pspec, KqCodePanel *self)
{
  const KqListing *listing = selected_listing (self);

  if (self->selecting || listing == NULL)
    return;
  g_settings_set_string (self->settings, settings_key (self->session), kq_listing_get_id (listing));
  rebuild (self, 0, NULL);
}

/* Actions */

static void
line_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  if (self->stepper != NULL && self->diverged == 0 && kq_code_stepper_step_line (self->stepper))
    show_moves (self);
}

static void
back_line_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  if (self->stepper != NULL && self->diverged == 0 && kq_code_stepper_step_back_line (self->stepper))
    show_moves (self);
}

static void
over_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  if (self->stepper != NULL && self->diverged == 0 && kq_code_stepper_step_over (self->stepper, SOLUTION_BUDGET))
    show_moves (self);
}

static void
solution_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  if (self->stepper != NULL && self->diverged == 0 &&
      kq_code_stepper_next_solution (self->stepper, SOLUTION_BUDGET))
    show_moves (self);
}

static void
corrected_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  /* The default listing is the lesson's corrected one. */
  gtk_drop_down_set_selected (self->listing_drop_down, 0);
}

static void
breakpoint_cb (GtkWidget *widget, const char *action, GVariant *parameter)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);
  int line = g_variant_get_int32 (parameter);

  if (self->stepper == NULL || !kq_code_stepper_can_break (self->stepper, line))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  mark_line (self, BREAKPOINT, line, kq_code_stepper_toggle_breakpoint (self->stepper, line));
}

/* A click in the gutter, on a line's number or beside it. */
static void
gutter_activate_cb (GtkSourceGutterRenderer *renderer, GtkTextIter *iter, GdkRectangle *area,
                    guint button, GdkModifierType state, int n_presses, KqCodePanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "code.breakpoint", "i",
                              gtk_text_iter_get_line (iter) + 1);
}

/* Colours */

static void
set_mark_colours (KqCodePanel *self)
{
  static const struct {
    const char *category;
    const char *light, *dark;
    const char *icon;
    int         priority;
  } marks[] = {
    { PREVIOUS, "rgba(53, 132, 228, 0.12)", "rgba(98, 160, 234, 0.16)", NULL, 1 },
    { CURRENT, "rgba(53, 132, 228, 0.32)", "rgba(98, 160, 234, 0.40)", NULL, 2 },
    { BREAKPOINT, "rgba(192, 28, 40, 0.14)", "rgba(246, 97, 81, 0.20)", "media-record-symbolic", 3 },
  };
  GtkSourceStyleSchemeManager *schemes = gtk_source_style_scheme_manager_get_default ();
  GtkSourceBuffer *buffer = get_buffer (self);

  gtk_source_buffer_set_style_scheme (buffer, gtk_source_style_scheme_manager_get_scheme (
                                        schemes, self->dark ? "Adwaita-dark" : "Adwaita"));
  for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      g_autoptr(GtkSourceMarkAttributes) attributes = gtk_source_mark_attributes_new ();
      GdkRGBA colour;

      gdk_rgba_parse (&colour, self->dark ? marks[m].dark : marks[m].light);
      gtk_source_mark_attributes_set_background (attributes, &colour);
      if (marks[m].icon != NULL)
        gtk_source_mark_attributes_set_icon_name (attributes, marks[m].icon);
      gtk_source_view_set_mark_attributes (self->code_view, marks[m].category, attributes,
                                           marks[m].priority);
    }
}

void
kq_code_panel_set_dark (KqCodePanel *self, gboolean dark)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));

  if (self->dark == !!dark)
    return;
  self->dark = !!dark;
  set_mark_colours (self);
  g_object_notify (G_OBJECT (self), "dark");
}

/* The class */

enum {
  PROP_0,
  PROP_DARK,
  N_PROPS
};

static void
kq_code_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqCodePanel *self = KQ_CODE_PANEL (object);

  switch (prop_id)
    {
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_code_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KqCodePanel *self = KQ_CODE_PANEL (object);

  switch (prop_id)
    {
    case PROP_DARK:
      kq_code_panel_set_dark (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_code_panel_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (kq_code_panel_parent_class)->map (widget);
  /* hidden, it let the player go on without it */
  update_view (KQ_CODE_PANEL (widget), FALSE);
  schedule (KQ_CODE_PANEL (widget));
}

static void
kq_code_panel_dispose (GObject *object)
{
  KqCodePanel *self = KQ_CODE_PANEL (object);

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->player, self);
    }
  g_clear_object (&self->player);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_handle_id (&self->flash_id, g_source_remove);
  g_clear_pointer (&self->stepper, kq_code_stepper_free);
  g_clear_pointer (&self->listings, g_ptr_array_unref);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), KQ_TYPE_CODE_PANEL);

  G_OBJECT_CLASS (kq_code_panel_parent_class)->dispose (object);
}

static void
kq_code_panel_class_init (KqCodePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_code_panel_dispose;
  object_class->get_property = kq_code_panel_get_property;
  object_class->set_property = kq_code_panel_set_property;
  widget_class->map = kq_code_panel_map;

  g_object_class_install_property (object_class, PROP_DARK,
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* squares (row * n + col, or NULL), count: the board outlines them */
  signals[OUTLINE] = g_signal_new ("outline", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_INT);

  gtk_source_init ();
  gtk_source_language_manager_append_search_path (gtk_source_language_manager_get_default (),
                                                  "resource://" RESOURCE_PATH "/language-specs");
  g_type_ensure (GTK_SOURCE_TYPE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, KQ_CODE_PANEL_UI);
  template_texts = kq_template_texts_new (widget_class, KQ_CODE_PANEL_UI);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, box);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, listing_drop_down);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, code_view);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, line_label);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, sentence_label);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, harm_box);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, harm_label);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, stack_label);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, stack_scroller);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, arrays_grid);

  gtk_widget_class_install_action (widget_class, "code.line", NULL, line_cb);
  gtk_widget_class_install_action (widget_class, "code.back-line", NULL, back_line_cb);
  gtk_widget_class_install_action (widget_class, "code.over", NULL, over_cb);
  gtk_widget_class_install_action (widget_class, "code.solution", NULL, solution_cb);
  gtk_widget_class_install_action (widget_class, "code.corrected", NULL, corrected_cb);
  gtk_widget_class_install_action (widget_class, "code.breakpoint", "i", breakpoint_cb);

  gtk_widget_class_set_css_name (widget_class, "kq-code-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
title_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (ellipsize != NULL)
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
title_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer ellipsize)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

/* The chosen title ellipsized in the button, the whole titles in the list. */
static GtkListItemFactory *
title_factory_new (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (title_setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (title_bind_cb), NULL);
  return factory;
}

/* The call stack shows four frames whole, in the label's font once it is
 * styled; deeper ones scroll. */
static void
fit_stack_rows (KqCodePanel *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->stack_label),
                                                                  "Try\nTry\nTry\nTry");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_scrolled_window_set_max_content_height (self->stack_scroller, height);
}

static void
kq_code_panel_init (KqCodePanel *self)
{
  g_autoptr(GtkListItemFactory) factory = title_factory_new (TRUE);
  g_autoptr(GtkListItemFactory) list_factory = title_factory_new (FALSE);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drop_down_set_factory (self->listing_drop_down, factory);
  gtk_drop_down_set_list_factory (self->listing_drop_down, list_factory);
  self->settings = g_settings_new (APPLICATION_ID);
  self->cells = g_ptr_array_new ();
  self->values = g_array_new (FALSE, TRUE, sizeof (int));
  set_mark_colours (self);
  for (GtkWidget *renderer = gtk_widget_get_first_child (GTK_WIDGET (gtk_source_view_get_gutter (self->code_view, GTK_TEXT_WINDOW_LEFT)));
       renderer != NULL; renderer = gtk_widget_get_next_sibling (renderer))
    if (GTK_SOURCE_IS_GUTTER_RENDERER (renderer))
      g_signal_connect (renderer, "activate", G_CALLBACK (gutter_activate_cb), self);
  g_signal_connect (self->listing_drop_down, "notify::selected", G_CALLBACK (selected_cb), self);
  g_signal_connect_swapped (self->stack_label, "realize", G_CALLBACK (fit_stack_rows), self);
  update_view (self, FALSE);
}

void
kq_code_panel_set_session (KqCodePanel *self, KqSession *session)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));
  g_return_if_fail (KQ_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  self->player = g_object_ref (kq_session_get_player (session));
  g_signal_connect (session, "run-started", G_CALLBACK (run_started_cb), self);
  g_signal_connect (session, "notify::mode", G_CALLBACK (mode_changed_cb), self);
  g_signal_connect_swapped (session, "notify::full-speed", G_CALLBACK (schedule), self);
  g_signal_connect (self->player, "changed", G_CALLBACK (player_changed_cb), self);
  g_signal_connect (self->player, "notify::playing", G_CALLBACK (playing_cb), self);
  reset (self);
}

void
kq_code_panel_retranslate (KqCodePanel *self)
{
  const KqListing *listing;
  g_autofree char *id = NULL;
  KqCodeStepper *old;

  g_return_if_fail (KQ_IS_CODE_PANEL (self));

  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  if (self->session == NULL || self->listings == NULL)
    return;
  listing = selected_listing (self);
  id = listing != NULL ? g_strdup (kq_listing_get_id (listing)) : NULL;
  old = g_steal_pointer (&self->stepper);
  load_listings (self, id);
  rebuild (self, old != NULL ? kq_lesson_get_step (kq_code_stepper_get_lesson (old)) : 0, old);
  g_clear_pointer (&old, kq_code_stepper_free);
}

const KqCodeStepper *
kq_code_panel_get_stepper (KqCodePanel *self)
{
  g_return_val_if_fail (KQ_IS_CODE_PANEL (self), NULL);

  return self->stepper;
}

void
kq_code_panel_select (KqCodePanel *self, const char *id)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));

  for (guint l = 0; self->listings != NULL && l < self->listings->len; l++)
    if (g_str_equal (kq_listing_get_id (self->listings->pdata[l]), id))
      gtk_drop_down_set_selected (self->listing_drop_down, l);
}
