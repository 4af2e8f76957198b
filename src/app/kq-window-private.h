/* kq-window-private.h: the window's instance struct and what its files
 * share (kq-window.c, kq-window-actions.c, kq-window-export.c,
 * kq-window-status.c); included by those files only */
#pragma once

#include "kq-tour.h"
#include "kq-window.h"

G_BEGIN_DECLS

/* The window's template: set in class_init, its strings read again for
 * a change of language. */
#define KQ_WINDOW_UI RESOURCE_PATH "/kq-window.ui"

typedef enum {
  KQ_STATE_IDLE,        /* nothing asked yet */
  KQ_STATE_RUNNING,     /* the solver is at work */
  KQ_STATE_DONE,        /* the solver ended: see outcome */
  KQ_STATE_IMPOSSIBLE,  /* tour: no tour, known without search */
} KqState;

struct _KqWindow
{
  GtkApplicationWindow  parent_instance;

  /* template children */
  GtkAdjustment        *size_adjustment;
  GtkWidget            *tour_options;
  GtkDropDown          *method_drop_down;
  GtkButton            *solve_button;
  KqBoardView          *board_view;
  GtkButton            *play_button;
  GtkAdjustment        *speed_adjustment;
  GtkLabel             *speed_label;
  GtkWidget            *solutions_box;
  GtkEntry             *goto_entry;
  GtkLabel             *status_label;
  GtkLabel             *solution_label;
  KqTracePanel         *trace_panel;
  GtkWidget            *full_speed_button;
  GtkMenuButton        *menu_button;

  GSettings            *settings;
  KqSolverRunner       *runner;
  KqPlayer             *player;

  KqProblem             problem;
  KqTourMethod          method;
  gboolean              closed;
  gboolean              trace;          /* watch every try and undo */
  gboolean              full_speed;     /* the trace was released: show the result */
  int                   n;              /* 0 until the settings are read */
  gboolean              syncing;        /* the size spin is set from the settings */

  KqState               state;
  KqOutcome             outcome;
  char                 *reason;
  int                   tour_start;     /* square, -1 before a tour is asked */

  KqSolutionStore      *store;
  guint64               shown;          /* the solution on the board, 1-based; 0: none */
  guint64               wanted;         /* the solution being computed; 0: none */
  GCancellable         *fetch_cancellable;
  char                 *message;        /* a note for the status line */
};

/* Trace mode, the moves shown so far are the search: counted by the
 * player, not by the worker ahead of it (nor after Full Speed). */
static inline gboolean
_kq_window_watching (KqWindow *self)
{
  return self->trace && !self->full_speed;
}

/* kq-window.c: the runs */
void     _kq_window_start_tour_run     (KqWindow       *self,
                                        int             square);
void     _kq_window_start_queens_run   (KqWindow       *self);
void     _kq_window_release_trace      (KqWindow       *self);
void     _kq_window_show_solution      (KqWindow       *self,
                                        guint64         k);

/* kq-window-status.c: the texts */
void     _kq_window_class_texts_init   (GtkWidgetClass *widget_class);
void     _kq_window_set_primary_menu   (KqWindow       *self);

/* kq-window-actions.c: the actions and keys */
void     _kq_window_class_actions_init (GtkWidgetClass *widget_class);
void     _kq_window_actions_init       (KqWindow       *self);
void     _kq_window_actions_update     (KqWindow       *self);

/* kq-window-export.c: the PNG export */
void     _kq_window_export_action      (GtkWidget      *widget,
                                        const char     *action_name,
                                        GVariant       *parameter);

G_END_DECLS
