/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-code-panel.c: the code panel (views): in trace mode, the lesson's
 * listing run line by line with the board; it brings the code stepper to
 * the timeline's position and shows the step in its parts (the listing
 * chooser, the code view, the sentence, the call stack, the array strips) */
#define G_LOG_DOMAIN "kq-code-panel"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-array-strips.h"
#include "kq-code-panel.h"
#include "kq-code-view.h"
#include "kq-listing-chooser.h"
#include "kq-listings.h"
#include "kq-template-texts.h"

/* Lines a frame may run while the panel catches up with the timeline (some
 * 10 ms), and for a call stepped over or the next solution (a tenth of
 * a second; the board then catches up over a few frames): the window
 * stays responsive. */
#define FOLLOW_BUDGET (1u << 18)
#define SOLUTION_BUDGET ((guint64) 2 * 1000 * 1000)

struct _KqCodePanel
{
  GtkWidget       parent_instance;

  /* template children */
  GtkWidget      *box;
  GtkDropDown    *listing_drop_down;
  KqCodeView     *code_view;
  GtkLabel       *line_label;
  GtkLabel       *sentence_label;
  GtkWidget      *harm_box;
  GtkLabel       *harm_label;
  GtkLabel       *stack_label;
  GtkScrolledWindow *stack_scroller;
  GtkScrolledWindow *code_scroller;
  KqArrayStrips  *array_strips;

  KqListingChooser *chooser;
  KqSession      *session;
  KqTimeline     *timeline;     /* the session's */
  KqCodeStepper  *stepper;      /* NULL: no run to follow */
  guint           diverged;     /* 0, or the position from which the listing's
                                   moves are not the run's (a Warnsdorff tie) */
  int             diverged_move;  /* the board's move there */
  gboolean        pending;      /* the timeline is brought to target */
  guint           target;
  guint           tick_id;
  gboolean        outlined;     /* the board frames squares of ours */
  gboolean        played;       /* the timeline played since the last frame:
                                   the breakpoints stop it */
  /* The knight game's tree on game_m × game_n from game_start (0 × 0: the
   * session's trace instead). */
  int             game_m, game_n;
  int             game_start;
};

enum {
  OUTLINE,
  STEPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define KQ_CODE_PANEL_UI RESOURCE_PATH "/kq-code-panel.ui"

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

/* The array strips frame a cell's column or diagonal while it is
 * pointed at or focused (not once the panel let go of its run). */
static void
strips_outline_cb (KqArrayStrips *strips, const int *squares, int count, KqCodePanel *self)
{
  if (self->stepper != NULL || count == 0)
    outline (self, squares, count);
}

/* One row a level, innermost first, in the listing's names and values. */
static void
update_stack (KqCodePanel *self)
{
  const KqLesson *lesson = kq_code_stepper_get_lesson (self->stepper);
  const KqListing *listing = kq_code_stepper_get_listing (self->stepper);
  g_autoptr(GString) text = g_string_new (NULL);

  for (int level = kq_lesson_get_depth (lesson) - 1; level >= 0; level--)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      kq_listing_append_frame (listing, lesson, level, text);
    }
  gtk_label_set_text (self->stack_label, text->str);
}

/* A tour on m × n, m ≠ n: the listings written for m × n boards follow it. */
static gboolean
on_rectangle (KqCodePanel *self)
{
  return kq_session_get_problem (self->session) == KQ_PROBLEM_TOUR &&
         kq_session_get_n (self->session) != kq_session_get_cols (self->session);
}

/* The knight game's tree: the panel steps its own listing, with no
 * playback to follow. */
static gboolean
in_game (KqCodePanel *self)
{
  return self->game_m > 0;
}

static void
update_view (KqCodePanel *self, gboolean flash)
{
  const KqLesson *lesson;
  int line;
  g_autofree char *sentence = NULL;
  g_autofree char *line_text = NULL;

  /* Released, the search ran on without the code, and the board shows its result. */
  gboolean released = self->session != NULL && !in_game (self) &&
                      kq_session_get_full_speed (self->session);

  gtk_widget_set_sensitive (self->box, self->stepper != NULL && !released);
  if (self->stepper == NULL)
    {
      gtk_label_set_text (self->line_label, "");
      gtk_label_set_text (self->sentence_label, "");
      gtk_label_set_text (self->stack_label, "");
      return;
    }
  lesson = kq_code_stepper_get_lesson (self->stepper);
  line = kq_code_stepper_get_line (self->stepper);
  kq_code_view_show_line (self->code_view, line, kq_code_stepper_get_previous_line (self->stepper));
  if (line > 0)
    {
      g_autofree char *code = kq_code_view_dup_line_text (self->code_view, line);

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
  kq_array_strips_update (self->array_strips, kq_code_stepper_get_listing (self->stepper), lesson, flash);
}

/* Following the timeline */

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

  if (self->diverged != 0 && kq_timeline_get_position (self->timeline) < self->diverged)
    self->diverged = 0;
  if (self->stepper == NULL || self->diverged != 0 || in_game (self) ||
      kq_session_get_mode (self->session) != KQ_SESSION_MODE_TRACE)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  timeline = kq_timeline_get_timeline (self->timeline, &length);
  position = kq_timeline_get_position (self->timeline);
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
                                 self->played || kq_timeline_get_playing (self->timeline),
                                 FOLLOW_BUDGET);
  if (stop != KQ_CODE_BUDGET)
    self->played = kq_timeline_get_playing (self->timeline);
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
      self->diverged_move = kq_timeline_get_board (self->timeline)->moves;
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
timeline_changed_cb (KqTimeline *timeline, int lowest_step, KqCodePanel *self)
{
  schedule (self);
}

static void
playing_cb (KqTimeline *timeline, GParamSpec *pspec, KqCodePanel *self)
{
  /* Played on, even if it stops before the next frame. */
  if (kq_timeline_get_playing (timeline))
    self->played = TRUE;
}

/* After a command of the panel: the board shows the code's moves (the
 * game's board is the window's to draw, from the stepper). */
static void
show_moves (KqCodePanel *self)
{
  if (in_game (self))
    {
      update_view (self, TRUE);
      g_signal_emit (self, signals[STEPPED], 0);
      return;
    }
  self->target = kq_code_stepper_get_position (self->stepper);
  kq_timeline_set_playing (self->timeline, FALSE);
  self->played = FALSE;
  if (kq_timeline_get_position (self->timeline) != self->target)
    {
      self->pending = TRUE;
      kq_session_seek (self->session, MIN (self->target, kq_timeline_get_length (self->timeline)));
      schedule (self);
    }
  update_view (self, TRUE);
}

/* The listing and the run */

/* No code to follow: the panel empty (not the last run's, or the game's,
 * code and stack). */
static void
show_nothing (KqCodePanel *self)
{
  kq_code_view_set_listing (self->code_view, NULL);
  kq_array_strips_clear (self->array_strips);
  update_view (self, FALSE);
}

/* A stepper for the chosen listing on the session's run, at step (and
 * with the breakpoints of the one it replaces, the same listing in
 * another language), then following the timeline. */
static void
rebuild (KqCodePanel *self, guint64 step, KqCodeStepper *old)
{
  const KqListing *listing = kq_listing_chooser_get_listing (self->chooser);
  gboolean game = in_game (self);
  int start = game ? self->game_start : kq_session_get_start_square (self->session);
  int m = game ? self->game_m : kq_session_get_n (self->session);
  int n = game ? self->game_n : kq_session_get_cols (self->session);
  KqProblem problem = game ? KQ_PROBLEM_GAME : kq_session_get_problem (self->session);

  g_clear_pointer (&self->stepper, kq_code_stepper_free);
  self->diverged = 0;
  self->pending = FALSE;
  outline (self, NULL, 0);
  if (listing == NULL || (problem == KQ_PROBLEM_TOUR && start < 0))
    {
      show_nothing (self);
      g_signal_emit (self, signals[STEPPED], 0);
      return;
    }
  self->stepper = kq_code_stepper_new (kq_listings_find (problem, kq_listing_get_id (listing), NULL),
                                       m, n, start < 0 ? 0 : start / n,
                                       start < 0 ? 0 : start % n);
  kq_code_view_set_listing (self->code_view, listing);
  if (old != NULL)
    for (int line = 1; line <= kq_listing_get_n_lines (listing); line++)
      if (kq_code_stepper_has_breakpoint (old, line))
        {
          kq_code_stepper_toggle_breakpoint (self->stepper, line);
          kq_code_view_set_breakpoint (self->code_view, line, TRUE);
        }
  if (step > 0)
    kq_code_stepper_seek (self->stepper, step);
  kq_array_strips_build (self->array_strips, listing, m, n);
  update_view (self, FALSE);
  g_signal_emit (self, signals[STEPPED], 0);
  schedule (self);
}

/* The listings (in the current language), id selected, else the one
 * remembered, else the default. */
static void
load_listings (KqCodePanel *self, const char *id)
{
  if (in_game (self))
    kq_listing_chooser_load (self->chooser, KQ_PROBLEM_GAME, KQ_TOUR_CLASSIC,
                             self->game_m != self->game_n, id);
  else
    kq_listing_chooser_load (self->chooser, kq_session_get_problem (self->session),
                             kq_session_get_method (self->session), on_rectangle (self), id);
}

/* A new run, or trace mode again: the listings loaded anew. Outside trace
 * mode the panel lets go of its run (the game's tree is not a run). */
static void
reset (KqCodePanel *self)
{
  if (in_game (self))
    return;
  if (kq_session_get_mode (self->session) != KQ_SESSION_MODE_TRACE)
    {
      outline (self, NULL, 0);
      g_clear_pointer (&self->stepper, kq_code_stepper_free);
      kq_listing_chooser_clear (self->chooser);
      show_nothing (self);
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
chosen_cb (KqListingChooser *chooser, KqCodePanel *self)
{
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
  kq_listing_chooser_select (KQ_CODE_PANEL (widget)->chooser, NULL);
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
  kq_code_view_set_breakpoint (self->code_view, line,
                               kq_code_stepper_toggle_breakpoint (self->stepper, line));
}

/* A click in the code view's gutter, on a line's number or beside it. */
static void
gutter_activated_cb (KqCodeView *view, int line, KqCodePanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "code.breakpoint", "i", line);
}

void
kq_code_panel_set_dark (KqCodePanel *self, gboolean dark)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));

  if (kq_code_view_get_dark (self->code_view) == !!dark)
    return;
  kq_code_view_set_dark (self->code_view, dark);
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
      g_value_set_boolean (value, kq_code_view_get_dark (self->code_view));
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
  /* hidden, it let the timeline go on without it */
  update_view (KQ_CODE_PANEL (widget), FALSE);
  schedule (KQ_CODE_PANEL (widget));
}

/* The panel's natural width is the listing's bound, whatever the listing,
 * its title or a step's words: choosing another listing does not move
 * the board beside it. */
static void
kq_code_panel_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  KqCodePanel *self = KQ_CODE_PANEL (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, gtk_scrolled_window_get_max_content_width (self->code_scroller));
}

static void
kq_code_panel_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (KQ_CODE_PANEL (widget)->box, width, height, baseline, NULL);
}

static void
kq_code_panel_dispose (GObject *object)
{
  KqCodePanel *self = KQ_CODE_PANEL (object);

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->timeline, self);
    }
  g_clear_object (&self->timeline);
  g_clear_object (&self->session);
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->stepper, kq_code_stepper_free);
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
  widget_class->measure = kq_code_panel_measure;
  widget_class->size_allocate = kq_code_panel_size_allocate;

  g_object_class_install_property (object_class, PROP_DARK,
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* squares (row * n + col, or NULL), count: the board outlines them */
  signals[OUTLINE] = g_signal_new ("outline", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_INT);
  /* the game's tree: its code stepped, or a new stepper (the board and the
   * tree are drawn again from kq_code_panel_get_stepper ()) */
  signals[STEPPED] = g_signal_new ("stepped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (KQ_TYPE_CODE_VIEW);
  g_type_ensure (KQ_TYPE_ARRAY_STRIPS);
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
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, code_scroller);
  gtk_widget_class_bind_template_child (widget_class, KqCodePanel, array_strips);

  gtk_widget_class_install_action (widget_class, "code.line", NULL, line_cb);
  gtk_widget_class_install_action (widget_class, "code.back-line", NULL, back_line_cb);
  gtk_widget_class_install_action (widget_class, "code.over", NULL, over_cb);
  gtk_widget_class_install_action (widget_class, "code.solution", NULL, solution_cb);
  gtk_widget_class_install_action (widget_class, "code.corrected", NULL, corrected_cb);
  gtk_widget_class_install_action (widget_class, "code.breakpoint", "i", breakpoint_cb);

  gtk_widget_class_set_css_name (widget_class, "kq-code-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

int
kq_code_panel_rows_height (GtkLabel *label, int rows)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), "Try");
  g_autoptr(GString) text = g_string_new ("Try");
  int height;

  for (int row = 1; row < rows; row++)
    g_string_append (text, "\nTry");
  pango_layout_set_text (layout, text->str, -1);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* The call stack always has four frames' rows (deeper ones scroll), and
 * the sentence two lines: the code pane above them keeps its height while
 * the stack grows and the sentences change. */
static void
fit_rows (KqCodePanel *self)
{
  int stack_height = kq_code_panel_rows_height (self->stack_label, 4);

  gtk_scrolled_window_set_min_content_height (self->stack_scroller, stack_height);
  gtk_scrolled_window_set_max_content_height (self->stack_scroller, stack_height);
  gtk_widget_set_size_request (GTK_WIDGET (self->sentence_label), -1,
                               kq_code_panel_rows_height (self->sentence_label, 2));
}

static void
kq_code_panel_init (KqCodePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->chooser = kq_listing_chooser_new (self->listing_drop_down);
  g_signal_connect (self->chooser, "chosen", G_CALLBACK (chosen_cb), self);
  g_signal_connect (self->code_view, "gutter-activated", G_CALLBACK (gutter_activated_cb), self);
  g_signal_connect (self->array_strips, "outline", G_CALLBACK (strips_outline_cb), self);
  g_signal_connect_swapped (self->stack_label, "realize", G_CALLBACK (fit_rows), self);
  update_view (self, FALSE);
}

void
kq_code_panel_set_session (KqCodePanel *self, KqSession *session)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));
  g_return_if_fail (KQ_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  self->timeline = g_object_ref (kq_session_get_timeline (session));
  g_signal_connect (session, "run-started", G_CALLBACK (run_started_cb), self);
  g_signal_connect (session, "notify::mode", G_CALLBACK (mode_changed_cb), self);
  g_signal_connect_swapped (session, "notify::full-speed", G_CALLBACK (schedule), self);
  g_signal_connect (self->timeline, "changed", G_CALLBACK (timeline_changed_cb), self);
  g_signal_connect (self->timeline, "notify::playing", G_CALLBACK (playing_cb), self);
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
  listing = kq_listing_chooser_get_listing (self->chooser);
  if (self->session == NULL || listing == NULL)
    return;
  id = g_strdup (kq_listing_get_id (listing));
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
kq_code_panel_set_game (KqCodePanel *self, int m, int n, int start)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));
  g_return_if_fail (self->session != NULL);
  g_return_if_fail (start < m * n);

  if (start < 0)
    {
      if (!in_game (self))
        return;
      self->game_m = self->game_n = 0;
      reset (self);
      return;
    }
  /* the window's syncs ask again: the code stays where it was stepped to */
  if (m == self->game_m && n == self->game_n && start == self->game_start)
    return;
  self->game_m = m;
  self->game_n = n;
  self->game_start = start;
  load_listings (self, NULL);
  rebuild (self, 0, NULL);
}

gboolean
kq_code_panel_go_to (KqCodePanel *self, guint position)
{
  g_return_val_if_fail (KQ_IS_CODE_PANEL (self), FALSE);

  if (self->stepper == NULL || !in_game (self) ||
      !kq_code_stepper_go_to (self->stepper, position))
    return FALSE;
  show_moves (self);
  return TRUE;
}

void
kq_code_panel_select (KqCodePanel *self, const char *id)
{
  g_return_if_fail (KQ_IS_CODE_PANEL (self));
  g_return_if_fail (id != NULL);

  kq_listing_chooser_select (self->chooser, id);
}
