/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-trace-panel.c: the trace panel (views): beside the board in trace
 * mode, the lesson's code and, on a second page, the search tree and the
 * tour's comparison; in game mode the knight game's tree, its code and
 * its tree the code panel's own */
#define G_LOG_DOMAIN "kq-trace-panel"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-board-text.h"
#include "kq-code-panel.h"
#include "kq-event-cancel.h"
#include "kq-format.h"
#include "kq-template-texts.h"
#include "kq-trace-panel.h"
#include "kq-tree-view.h"

struct _KqTracePanel
{
  GtkWidget      parent_instance;

  /* template children */
  GtkWidget     *box;
  GtkStack      *stack;
  GtkStackPage  *code_page;
  GtkStackPage  *tree_page;
  KqCodePanel   *code_panel;
  GtkWidget     *tree_scroller;
  KqTreeView    *tree_view;
  GtkLabel      *tree_message;
  GtkWidget     *compare_box;
  GtkLabel      *compare_title;
  GtkLabel      *classic_label;
  GtkLabel      *warnsdorff_label;
  GtkWidget     *back_to_game_button;
  GtkLabel      *legend_solution;
  GtkLabel      *legend_dead_end;

  KqSession     *session;        /* the model: its timeline's trace grows the tree */
  KqTimeline    *timeline;       /* the session's */
  KqSearchTree  *tree;
  guint          shown;          /* the furthest position shown: the tree grows to it */
  gboolean       behind;         /* the timeline moved outside trace mode */
  gboolean       game;           /* the knight game's tree shown (kq_trace_panel_set_game) */
  int            game_n;         /* its board's columns */
  const KqSearchTree *game_tree; /* the code panel's stepper's, drawn */

  GCancellable  *compare_cancellable;
  KqTourRequest  compare_request;  /* the square compared, when compare_box shows */
  gboolean       compared;         /* steps and outcome hold the comparison's result */
  guint64        steps[2];         /* by KqTourMethod */
  KqOutcome      outcome[2];
};

#define KQ_TRACE_PANEL_UI RESOURCE_PATH "/kq-trace-panel.ui"

/* The template's translatable strings, for kq_trace_panel_retranslate(). */
static KqTemplateTexts *template_texts;

G_DEFINE_FINAL_TYPE (KqTracePanel, kq_trace_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The game's tree is drawn as far as the trace's. */
G_STATIC_ASSERT (KQ_CODE_STEPPER_MAX_NODES == KQ_TRACE_PANEL_MAX_NODES);

static void
update_tree_message (KqTracePanel *self)
{
  const KqSearchTree *tree = self->game ? self->game_tree : self->tree;

  if (tree != NULL && kq_search_tree_get_full (tree))
    {
      g_autofree char *count = kq_format_count (KQ_TRACE_PANEL_MAX_NODES);
      g_autofree char *text = g_strdup_printf (_("The tree is drawn up to %s nodes: this "
                                                 "search has more."), count);

      gtk_label_set_text (self->tree_message, text);
    }
  else
    gtk_label_set_text (self->tree_message, _("Click a node to see its board"));
}

/* The tree's text equivalent for a screen reader: the current path, the
 * queens or the moves on the board, as its description. */
static void
update_path_text (KqTracePanel *self, const KqBoard *board)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  if (kq_problem_is_placement (board->problem))
    {
      int count;
      g_autofree KqSquare *queens = kq_board_text_board_queens (board, &count);

      path = (board->problem == KQ_PROBLEM_ROOKS ? kq_board_text_rooks_position
                                                 : kq_board_text_queens_position)
               (board->n, queens, count);
    }
  else
    path = kq_board_text_tour_position (board);
  /* Translators: the search tree's description for a screen reader */
  text = g_strdup_printf (_("Current path: %s"), path);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tree_scroller),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* The tree follows the timeline in trace mode: it grows up to the furthest
 * move shown (not to the moves queued ahead), a seek's moves in one batch,
 * and stepping back only moves the current node, so that the nodes met so
 * far stay in view. Outside trace mode the panel is hidden and the tree
 * waits: it is grown anew when trace mode comes back. */
static void
timeline_changed_cb (KqTimeline *timeline, int lowest_step, KqTracePanel *self)
{
  const KqBoard *board = kq_timeline_get_board (timeline);
  guint position = kq_timeline_get_position (timeline);
  guint length;
  const KqMove *moves = kq_timeline_get_timeline (timeline, &length);
  guint events;

  if (kq_session_get_mode (self->session) != KQ_SESSION_MODE_TRACE)
    {
      self->behind = TRUE;
      return;
    }
  /* A reset: a new run, or another problem or size. */
  if (lowest_step == 0 || self->behind || length < kq_search_tree_get_n_events (self->tree))
    {
      int goal = kq_problem_is_placement (board->problem) ? board->n : kq_board_squares (board);

      g_clear_pointer (&self->tree, kq_search_tree_free);
      self->tree = kq_search_tree_new (goal, KQ_TRACE_PANEL_MAX_NODES);
      self->shown = 0;
      kq_tree_view_set_tree (self->tree_view, self->tree, board->n,
                             kq_problem_is_placement (board->problem));
      self->behind = FALSE;
    }

  self->shown = MAX (self->shown, position);
  events = kq_search_tree_get_n_events (self->tree);
  if (events < self->shown && !kq_search_tree_get_full (self->tree))
    {
      for (; events < self->shown; events++)
        if (!(moves[events].step > 0 ? kq_search_tree_place (self->tree, moves[events].square)
                                     : kq_search_tree_remove (self->tree)))
          break;
      kq_tree_view_tree_changed (self->tree_view);
    }
  kq_tree_view_set_position (self->tree_view, position);
  update_path_text (self, board);
  /* A wide tree scrolls with the search, so that the current node stays in view. */
  kq_tree_view_scroll_to_current (self->tree_view);
  update_tree_message (self);
}

static void
node_activated_cb (KqTreeView *view, guint index, KqTracePanel *self)
{
  const KqSearchNode *node;

  /* The board just after the node's queen or move was put down (the
   * game's: the code at the line that made it). */
  if (self->game)
    {
      if (self->game_tree != NULL)
        {
          node = kq_search_tree_get_node (self->game_tree, index);
          kq_code_panel_go_to (self->code_panel, index == 0 ? 0 : node->event + 1);
        }
      return;
    }
  node = kq_search_tree_get_node (self->tree, index);
  kq_timeline_set_playing (self->timeline, FALSE);
  kq_timeline_seek (self->timeline, index == 0 ? 0 : node->event + 1);
}

/* The game's tree */

/* The code panel stepped the game's code, or made its stepper anew: its
 * tree drawn up to the code's move. */
static void
game_stepped_cb (KqCodePanel *code_panel, KqTracePanel *self)
{
  const KqCodeStepper *stepper = kq_code_panel_get_stepper (code_panel);
  const KqSearchTree *tree = stepper != NULL ? kq_code_stepper_get_tree (stepper) : NULL;

  if (!self->game)
    return;
  if (tree != self->game_tree)
    {
      /* the tree of no listing is the trace's, empty while it waits */
      self->game_tree = tree;
      kq_tree_view_set_tree (self->tree_view, tree != NULL ? tree : self->tree, self->game_n,
                             FALSE);
    }
  else
    kq_tree_view_tree_changed (self->tree_view);
  kq_tree_view_set_position (self->tree_view,
                             stepper != NULL ? kq_code_stepper_get_position (stepper) : 0);
  kq_tree_view_scroll_to_current (self->tree_view);
  update_tree_message (self);
}

/* The legend's words: a solution or a dead end, or in the game a move
 * that wins or loses for the player who made it. */
static void
update_legend (KqTracePanel *self)
{
  if (!self->game)
    return;
  gtk_label_set_text (self->legend_solution, _("winning move"));
  gtk_label_set_text (self->legend_dead_end, _("losing move"));
}

/* The comparison */

typedef struct {
  KqTourRequest  request;
  guint64        steps[2];
  KqOutcome      outcome[2];
} Compare;

static void
compare_worker (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  Compare *compare = task_data;
  g_autofree int *board = g_new (int, (gsize) kq_tour_request_rows (&compare->request) *
                                       kq_tour_request_cols (&compare->request));

  for (KqTourMethod method = KQ_TOUR_WARNSDORFF; method <= KQ_TOUR_CLASSIC; method++)
    {
      KqTourRequest request = compare->request;

      request.method = method;
      /* The Warnsdorff the trace runs, lesson 002's, is the lesson machine's:
       * traced, within the same budget as the classic search. */
      request.trace = method == KQ_TOUR_WARNSDORFF && request.lesson;
      compare->outcome[method] = kq_tour_solve (&request, board, kq_event_func_cancellable,
                                                cancellable, &compare->steps[method]);
    }
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

static char *
describe_steps (guint64 steps, KqOutcome outcome)
{
  g_autofree char *count = kq_format_count (steps);

  switch (outcome)
    {
    case KQ_OUTCOME_GAVE_UP:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "gave up after %s step",
                                           "gave up after %s steps",
                                           (gulong) MIN (steps, G_MAXULONG)), count);
    case KQ_OUTCOME_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "no tour, after %s step",
                                           "no tour, after %s steps", (gulong) MIN (steps, G_MAXULONG)),
                              count);
    case KQ_OUTCOME_FOUND:
    case KQ_OUTCOME_STOPPED:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s step", "%s steps",
                                           (gulong) MIN (steps, G_MAXULONG)), count);
    }
}

static void
set_steps_label (KqTracePanel *self, GtkLabel *label, KqTourMethod method)
{
  g_autofree char *text = NULL;

  if (!self->compared)
    {
      gtk_label_set_text (label, _("counting…"));
      return;
    }
  text = describe_steps (self->steps[method], self->outcome[method]);
  gtk_label_set_text (label, text);
}

/* The comparison's texts, from its request and result (also after a
 * change of language). */
static void
update_compare_texts (KqTracePanel *self)
{
  g_autofree char *title = NULL;

  if (!gtk_widget_get_visible (self->compare_box))
    return;
  title = g_strdup_printf (_("Steps to a tour from (%d, %d)"),
                           self->compare_request.row + 1, self->compare_request.col + 1);
  gtk_label_set_text (self->compare_title, title);
  set_steps_label (self, self->classic_label, KQ_TOUR_CLASSIC);
  set_steps_label (self, self->warnsdorff_label, KQ_TOUR_WARNSDORFF);
}

static void
compare_done_cb (GObject *source_object, GAsyncResult *result, gpointer user_data)
{
  Compare *compare = g_task_get_task_data (G_TASK (result));
  g_autoptr(KqTracePanel) self = user_data;

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;  /* cancelled: a newer comparison or the panel's end */

  g_clear_object (&self->compare_cancellable);
  for (int m = 0; m < 2; m++)
    {
      self->steps[m] = compare->steps[m];
      self->outcome[m] = compare->outcome[m];
    }
  self->compared = TRUE;
  update_compare_texts (self);
}

static void
cancel_compare (KqTracePanel *self)
{
  g_cancellable_cancel (self->compare_cancellable);
  g_clear_object (&self->compare_cancellable);
  self->compared = FALSE;
  self->steps[0] = self->steps[1] = 0;
}

/* The tree's page shown: the current node in view, once the tree is laid out. */
static gboolean
scroll_tree_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  if (gtk_widget_get_width (widget) == 0)
    return G_SOURCE_CONTINUE;
  kq_tree_view_scroll_to_current (KQ_TREE_VIEW (widget));
  return G_SOURCE_REMOVE;
}

static void
page_changed_cb (GtkStack *stack, GParamSpec *pspec, KqTracePanel *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "tree") == 0)
    gtk_widget_add_tick_callback (GTK_WIDGET (self->tree_view), scroll_tree_cb, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

/* The pages' titles: GtkBuilder's translation of a stack page is not set again. */
static void
update_page_titles (KqTracePanel *self)
{
  gtk_stack_page_set_title (self->code_page, _("Code"));
  gtk_stack_page_set_title (self->tree_page, self->game ? _("Game Tree") : _("Search Tree"));
  kq_tree_view_set_game (self->tree_view, self->game);
}

static void
kq_trace_panel_dispose (GObject *object)
{
  KqTracePanel *self = KQ_TRACE_PANEL (object);

  cancel_compare (self);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->timeline, self);
    }
  g_clear_object (&self->timeline);
  g_clear_object (&self->session);
  if (self->tree_view != NULL)
    kq_tree_view_set_tree (self->tree_view, NULL, 1, FALSE);
  g_clear_pointer (&self->tree, kq_search_tree_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), KQ_TYPE_TRACE_PANEL);

  G_OBJECT_CLASS (kq_trace_panel_parent_class)->dispose (object);
}

static void
kq_trace_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqTracePanel *self = KQ_TRACE_PANEL (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      g_value_set_string (value, kq_trace_panel_get_page (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_trace_panel_class_init (KqTracePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_trace_panel_dispose;
  object_class->get_property = kq_trace_panel_get_property;

  /* "code" or "tree": what the panel shows (kq_trace_panel_show_page) */
  properties[PROP_PAGE] = g_param_spec_string ("page", NULL, NULL, "code",
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (KQ_TYPE_TREE_VIEW);
  g_type_ensure (KQ_TYPE_CODE_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, KQ_TRACE_PANEL_UI);
  template_texts = kq_template_texts_new (widget_class, KQ_TRACE_PANEL_UI);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, box);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, stack);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, code_page);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, tree_page);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, code_panel);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, tree_scroller);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, tree_view);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, tree_message);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, compare_box);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, compare_title);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, classic_label);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, warnsdorff_label);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, back_to_game_button);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, legend_solution);
  gtk_widget_class_bind_template_child (widget_class, KqTracePanel, legend_dead_end);
  gtk_widget_class_bind_template_callback (widget_class, node_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "kq-trace-panel");
  /* a plain container: its heading and its parts speak for it */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
kq_trace_panel_init (KqTracePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_page_titles (self);
  g_signal_connect (self->stack, "notify::visible-child", G_CALLBACK (page_changed_cb), self);
  g_signal_connect (self->code_panel, "stepped", G_CALLBACK (game_stepped_cb), self);
  self->tree = kq_search_tree_new (1, KQ_TRACE_PANEL_MAX_NODES);
  gtk_widget_set_visible (self->compare_box, FALSE);
}

/* Counts the steps of both methods from the request's square, in a worker
 * (within request->max_steps); NULL hides the comparison. */
static void
compare_tour (KqTracePanel *self, const KqTourRequest *request)
{
  g_autoptr(GTask) task = NULL;
  Compare *compare;

  cancel_compare (self);
  gtk_widget_set_visible (self->compare_box, request != NULL);
  if (request == NULL)
    return;

  self->compare_request = *request;
  update_compare_texts (self);

  compare = g_new0 (Compare, 1);
  compare->request = *request;
  self->compare_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->compare_cancellable, compare_done_cb, g_object_ref (self));
  g_task_set_source_tag (task, compare_tour);
  g_task_set_task_data (task, compare, g_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, compare_worker);
}

/* A tour's trace compares the classic search, within its budget, with
 * Warnsdorff's rule, whichever method runs. */
static void
run_started_cb (KqSession *session, KqTracePanel *self)
{
  KqTourRequest request;

  if (kq_session_get_mode (session) == KQ_SESSION_MODE_TRACE &&
      kq_session_get_state (session) == KQ_SESSION_RUNNING &&
      kq_session_get_tour_request (session, &request))
    {
      request.max_steps = KQ_SESSION_CLASSIC_MAX_STEPS;
      compare_tour (self, &request);
    }
  else
    compare_tour (self, NULL);
}

static void
trace_changed_cb (KqSession *session, GParamSpec *pspec, KqTracePanel *self)
{
  if (self->behind)
    timeline_changed_cb (self->timeline, 0, self);
}

void
kq_trace_panel_set_session (KqTracePanel *self, KqSession *session)
{
  g_return_if_fail (KQ_IS_TRACE_PANEL (self));
  g_return_if_fail (KQ_IS_SESSION (session));

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (self->timeline, self);
    }
  g_set_object (&self->session, session);
  g_set_object (&self->timeline, kq_session_get_timeline (session));
  g_signal_connect (session, "run-started", G_CALLBACK (run_started_cb), self);
  g_signal_connect (session, "notify::mode", G_CALLBACK (trace_changed_cb), self);
  g_signal_connect (self->timeline, "changed", G_CALLBACK (timeline_changed_cb), self);
  timeline_changed_cb (self->timeline, 0, self);
  kq_code_panel_set_session (self->code_panel, session);
}

const KqSearchTree *
kq_trace_panel_get_tree (KqTracePanel *self)
{
  g_return_val_if_fail (KQ_IS_TRACE_PANEL (self), NULL);

  return self->tree;
}

guint64
kq_trace_panel_get_steps (KqTracePanel *self, KqTourMethod method)
{
  g_return_val_if_fail (KQ_IS_TRACE_PANEL (self), 0);
  g_return_val_if_fail (method == KQ_TOUR_CLASSIC || method == KQ_TOUR_WARNSDORFF, 0);

  return self->steps[method];
}

void
kq_trace_panel_retranslate (KqTracePanel *self)
{
  g_return_if_fail (KQ_IS_TRACE_PANEL (self));

  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  update_page_titles (self);
  update_legend (self);
  kq_code_panel_retranslate (self->code_panel);
  kq_tree_view_retranslate (self->tree_view);
  update_tree_message (self);
  update_compare_texts (self);
}

void
kq_trace_panel_set_palette (KqTracePanel *self, KqPalette palette)
{
  g_return_if_fail (KQ_IS_TRACE_PANEL (self));

  kq_tree_view_set_palette (self->tree_view, palette);
  kq_code_panel_set_dark (self->code_panel, palette == KQ_PALETTE_DARK);
}

void
kq_trace_panel_set_game (KqTracePanel *self, int m, int n, int start)
{
  const KqBoard *board;

  g_return_if_fail (KQ_IS_TRACE_PANEL (self));

  if (start < 0 && !self->game)
    return;
  g_return_if_fail (self->session != NULL);
  self->game = start >= 0;
  self->game_n = n;
  gtk_widget_set_visible (self->back_to_game_button, self->game);
  if (self->game)
    {
      compare_tour (self, NULL);
      update_page_titles (self);
      update_legend (self);
      /* its stepper made anew: the tree drawn from game_stepped_cb */
      kq_code_panel_set_game (self->code_panel, m, n, start);
      return;
    }
  /* The session's tree again, before the stepper whose tree was drawn goes. */
  self->game_tree = NULL;
  board = kq_timeline_get_board (self->timeline);
  kq_tree_view_set_tree (self->tree_view, self->tree, board->n,
                         kq_problem_is_placement (board->problem));
  kq_code_panel_set_game (self->code_panel, 0, 0, -1);
  kq_template_texts_apply (template_texts, GTK_WIDGET (self));
  update_page_titles (self);
  update_tree_message (self);
  update_compare_texts (self);
}

gboolean
kq_trace_panel_get_game (KqTracePanel *self)
{
  g_return_val_if_fail (KQ_IS_TRACE_PANEL (self), FALSE);

  return self->game;
}

KqCodePanel *
kq_trace_panel_get_code_panel (KqTracePanel *self)
{
  g_return_val_if_fail (KQ_IS_TRACE_PANEL (self), NULL);

  return self->code_panel;
}

void
kq_trace_panel_show_page (KqTracePanel *self, const char *name)
{
  g_return_if_fail (KQ_IS_TRACE_PANEL (self));

  gtk_stack_set_visible_child_name (self->stack, name);
}

const char *
kq_trace_panel_get_page (KqTracePanel *self)
{
  g_return_val_if_fail (KQ_IS_TRACE_PANEL (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}
