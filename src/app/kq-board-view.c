/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-board-view.c: the board view (views): KqBoardView draws the
 * session's board timeline with src/render and takes clicks and keys */
#define G_LOG_DOMAIN "kq-board-view"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-board-text.h"
#include "kq-board-view.h"
#include "kq-format.h"

struct _KqBoardView
{
  GtkWidget        parent_instance;

  KqTimeline      *timeline;       /* the model: its board is drawn */
  GSignalGroup    *timeline_signals;
  const KqBoard   *board;          /* the timeline's, or NULL */
  const KqBoard   *play_board;     /* the play mode's, drawn instead, or NULL */
  const KqRenderPlay *play;        /* its marks */
  gboolean         activatable;
  gboolean         explain;        /* the square's words name the marking arrays */
  int              focus;
  KqPalette        palette;
  KqLegendMode     legend_mode;    /* the key to what is drawn at this size */

  /* Tour: the path's segments up to move cache_moves, stroked once into a
   * transparent surface, so that a frame strokes only the new ones. */
  cairo_surface_t *cache;
  int              cache_moves;
  int              cache_width;
  int              cache_height;
  int              cache_scale;
  int              dirty_from;   /* lowest step changed since the last frame */

  /* Tour: the squares as last drawn, at the timeline's position
   * squares_position: a frame repaints those the moves since changed. */
  KqRenderSquares *squares;
  guint            squares_position;

  /* Squares framed in the error colour (an opened answer's error). */
  GArray          *marks;

  /* The map of tours drawn instead of the board: n × n counts, or NULL. */
  guint64         *map;
  int              map_rows;  /* the map's board */
  int              map_cols;
};

G_DEFINE_FINAL_TYPE (KqBoardView, kq_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ACTIVATABLE,
  PROP_TIMELINE,
  PROP_LEGEND_MODE,
  N_PROPS
};

enum {
  SQUARE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
drop_cache (KqBoardView *self)
{
  g_clear_pointer (&self->cache, cairo_surface_destroy);
  self->cache_moves = 0;
}

/* The queens drawn: the play mode's (anywhere), else the board's. */
static KqSquare *
dup_queens (KqBoardView *self, int *n_queens)
{
  KqSquare *queens;
  int n = self->board->n;

  if (self->play_board == NULL)
    return kq_board_text_board_queens (self->board, n_queens);
  queens = g_new (KqSquare, MAX (self->play->n_queens, 1));
  for (int i = 0; i < self->play->n_queens; i++)
    queens[i] = (KqSquare) { self->play->queens[i] / n, self->play->queens[i] % n };
  *n_queens = self->play->n_queens;
  return queens;
}

char *
kq_board_view_dup_square_text (KqBoardView *self)
{
  const KqBoard *board;
  KqSquare square;
  int hint;

  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  if (self->board == NULL)
    return NULL;
  if (self->map != NULL)
    {
      guint64 count = self->map[self->focus];
      g_autofree char *number = kq_format_count (count);

      /* TRANSLATORS: a square of the map of tours, for a screen reader:
       * "(1, 1): 304 tours from here" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "(%d, %d): %s tour from here",
                                           "(%d, %d): %s tours from here",
                                           (gulong) MIN (count, 1000000)),
                              self->focus / self->board->n + 1, self->focus % self->board->n + 1,
                              number);
    }
  board = self->play_board != NULL ? self->play_board : self->board;
  square = (KqSquare) { self->focus / board->n, self->focus % board->n };
  hint = self->play_board != NULL ? self->play->hint : -1;
  if (kq_problem_is_placement (board->problem))
    {
      int n_queens;
      g_autofree KqSquare *queens = dup_queens (self, &n_queens);

      return (board->problem == KQ_PROBLEM_ROOKS ? kq_board_text_rooks_square
                                                 : kq_board_text_queens_square)
               (board->n, queens, n_queens, square, hint, self->explain);
    }
  /* Isolation's second knight: its square in its own tour's words */
  if (self->play_board != NULL && self->play->second != NULL &&
      self->play->second->cells[self->focus] > 0)
    board = self->play->second;
  return kq_board_text_tour_square (board, square, hint);
}

char *
kq_board_view_dup_position_text (KqBoardView *self)
{
  const KqBoard *board;

  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  if (self->board == NULL)
    return NULL;
  board = self->play_board != NULL ? self->play_board : self->board;
  if (kq_problem_is_placement (board->problem))
    {
      int n_queens;
      g_autofree KqSquare *queens = dup_queens (self, &n_queens);

      return (board->problem == KQ_PROBLEM_ROOKS ? kq_board_text_rooks_position
                                                 : kq_board_text_queens_position)
               (board->n, queens, n_queens);
    }
  return kq_board_text_tour_position (board);
}

/* What a screen reader says of the board: its name is the focus square
 * and what stands on it, kept current on each move and focus change (GTK
 * 4.8 has no accessible cells), its description the board. */
static void
update_description (KqBoardView *self)
{
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  if (self->board == NULL)
    return;

  label = kq_board_view_dup_square_text (self);
  /* Translators: the board view's accessible description */
  text = g_strdup_printf (_("%d × %d board"), self->board->rows, self->board->n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* The path's segments up to the current move, in the cache. */
static cairo_pattern_t *
update_cache (KqBoardView *self, int width, int height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  const KqBoard *board = self->board;

  if (self->cache != NULL &&
      (self->cache_width != width || self->cache_height != height ||
       self->cache_scale != scale || self->dirty_from <= self->cache_moves ||
       self->cache_moves > board->moves))
    drop_cache (self);
  self->dirty_from = G_MAXINT;

  if (self->cache == NULL)
    {
      self->cache = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_surface_set_device_scale (self->cache, scale, scale);
      self->cache_width = width;
      self->cache_height = height;
      self->cache_scale = scale;
      self->cache_moves = 1;
    }

  if (board->moves > self->cache_moves)
    {
      cairo_t *cr = cairo_create (self->cache);

      kq_render_path (cr, board, self->cache_moves, board->moves, width, height);
      cairo_destroy (cr);
      self->cache_moves = board->moves;
    }

  return cairo_pattern_create_for_surface (self->cache);
}

/* The squares at the timeline's position: the moves between the position
 * drawn last and this one are the squares that changed. More than a
 * quarter of the board are coloured again in order, all of them, rather
 * than in the knight's order all over the image. */
static void
update_squares (KqBoardView *self, const KqRenderOptions *options, int width, int height)
{
  guint position = kq_timeline_get_position (self->timeline);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  guint64 changed = ABS ((gint64) position - (gint64) self->squares_position);

  if (self->squares != NULL &&
      !kq_render_squares_fit (self->squares, self->board, options, width, height, scale))
    g_clear_pointer (&self->squares, kq_render_squares_free);
  if (self->squares == NULL)
    self->squares = kq_render_squares_new (self->board, options, width, height, scale);
  else if (changed > (guint64) kq_board_squares (self->board) / 4)
    {
      kq_render_squares_set_all (self->squares, self->board);
      kq_render_squares_done (self->squares, self->board);
    }
  else if (changed > 0)
    {
      guint length;
      const KqMove *moves = kq_timeline_get_timeline (self->timeline, &length);

      for (guint i = MIN (position, self->squares_position); i < MAX (position, self->squares_position); i++)
        kq_render_squares_set (self->squares, self->board, moves[i].square);
      kq_render_squares_done (self->squares, self->board);
    }
  self->squares_position = position;
}

static void
kq_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  KqBoardView *self = KQ_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_pattern_t *cache = NULL;
  KqRenderOptions options;
  cairo_t *cr;

  if (self->board == NULL || width <= 0 || height <= 0)
    return;

  if (self->map != NULL)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
      kq_render_tour_map_fit (cr, self->board->rows, self->board->n, self->map, self->palette,
                              gtk_widget_has_visible_focus (widget) ? self->focus : -1,
                              width, height);
      cairo_destroy (cr);
      return;
    }
  kq_render_options_init (&options);
  options.palette = self->palette;
  if (gtk_widget_has_visible_focus (widget))
    options.focus = self->focus;
  options.framed = (const int *) self->marks->data;
  options.n_framed = (int) self->marks->len;
  if (self->play_board != NULL)
    {
      options.play = self->play;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
      kq_render_board (cr, self->play_board, &options, width, height);
      cairo_destroy (cr);
      return;
    }
  if (self->board->problem == KQ_PROBLEM_TOUR)
    {
      cache = update_cache (self, width, height);
      options.path_from = self->cache_moves;
      options.path_cache = cache;
      update_squares (self, &options, width, height);
      options.squares = self->squares;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  kq_render_board (cr, self->board, &options, width, height);
  cairo_destroy (cr);
  g_clear_pointer (&cache, cairo_pattern_destroy);
}

static void
kq_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 240;
  *natural = 640;
}

/* The key to what is drawn: the play mode's marks, an answer's error, or
 * the board's colours (a big tour's board is coloured by move number where
 * the squares get too small for the path: its key changes with the size). */
static void
update_legend_mode (KqBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const KqBoard *board = self->play_board != NULL ? self->play_board : self->board;
  KqRenderOptions options;
  KqLegendMode mode;

  if (board == NULL || board->n < 1)
    return;
  kq_render_options_init (&options);
  options.play = self->play_board != NULL ? self->play : NULL;
  options.n_framed = (int) self->marks->len;
  options.framed = (const int *) self->marks->data;
  mode = kq_render_legend_mode (board, &options, MAX (gtk_widget_get_width (widget), 1),
                                MAX (gtk_widget_get_height (widget), 1));
  if (mode == self->legend_mode)
    return;
  self->legend_mode = mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEGEND_MODE]);
}

static void
kq_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  /* The cache is per size: a new size strokes the path anew. */
  drop_cache (KQ_BOARD_VIEW (widget));
  update_legend_mode (KQ_BOARD_VIEW (widget));
}

static void
kq_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  /* The focus square shows only with the keyboard focus. */
  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (kq_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
activate_square (KqBoardView *self, int square)
{
  int n = self->board->n;

  kq_board_view_set_focus_square (self, square);
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, square / n, square % n);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   KqBoardView     *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int square;

  if (self->board == NULL)
    return;

  /* A click focuses the board in every mode: the arrows go on from there. */
  gtk_widget_grab_focus (widget);
  if (self->map != NULL)
    square = kq_render_tour_map_hit_square (self->board->rows, self->board->n,
                                            gtk_widget_get_width (widget),
                                            gtk_widget_get_height (widget), x, y);
  else
    square = kq_render_hit_square (self->board->rows, self->board->n,
                                   gtk_widget_get_width (widget),
                                   gtk_widget_get_height (widget), x, y);
  if (square < 0)
    return;
  if (self->activatable)
    activate_square (self, square);
  else
    kq_board_view_set_focus_square (self, square);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                KqBoardView           *self)
{
  int n, row, col;

  /* The arrows move the focus square in every mode; Enter and Space act
   * where squares can be activated. */
  if (self->board == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  n = self->board->n;
  row = self->focus / n;
  col = self->focus % n;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (row - 1, 0);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (row + 1, self->board->rows - 1);
      break;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = MAX (col - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = MIN (col + 1, n - 1);
      break;
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* Space plays or pauses the animation, but acts in play mode (the
       * window's own binding of Space activates the focused widget) */
      if (self->play_board == NULL)
        {
          gtk_widget_activate_action (GTK_WIDGET (self), "win.play-pause", NULL);
          return GDK_EVENT_STOP;
        }
      G_GNUC_FALLTHROUGH;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!self->activatable)
        return GDK_EVENT_PROPAGATE;
      activate_square (self, self->focus);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }

  kq_board_view_set_focus_square (self, row * n + col);
  return GDK_EVENT_STOP;
}

/* The timeline moved (lowest_step: the lowest step placed or removed, 0
 * when its board was replaced, G_MAXINT when no square changed). */
static void
timeline_changed_cb (KqTimeline *timeline, int lowest_step, KqBoardView *self)
{
  if (lowest_step == 0)
    {
      /* A reset replaces the timeline's board. */
      self->board = kq_timeline_get_board (timeline);
      g_clear_pointer (&self->squares, kq_render_squares_free);
      /* a map is of its board's size */
      if (self->map != NULL &&
          (self->map_rows != self->board->rows || self->map_cols != self->board->n))
        g_clear_pointer (&self->map, g_free);
      self->focus = CLAMP (self->focus, 0, kq_board_squares (self->board) - 1);
      update_description (self);
      update_legend_mode (self);
    }
  if (lowest_step == G_MAXINT)
    return;
  if (lowest_step != 0)
    {
      /* a whole placement has a key of its own */
      update_legend_mode (self);
      update_description (self);
    }
  self->dirty_from = MIN (self->dirty_from, lowest_step);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
kq_board_view_dispose (GObject *object)
{
  KqBoardView *self = KQ_BOARD_VIEW (object);

  g_clear_object (&self->timeline_signals);
  g_clear_object (&self->timeline);
  self->board = NULL;

  G_OBJECT_CLASS (kq_board_view_parent_class)->dispose (object);
}

static void
kq_board_view_finalize (GObject *object)
{
  drop_cache (KQ_BOARD_VIEW (object));
  kq_render_squares_free (KQ_BOARD_VIEW (object)->squares);
  g_free (KQ_BOARD_VIEW (object)->map);
  g_array_unref (KQ_BOARD_VIEW (object)->marks);

  G_OBJECT_CLASS (kq_board_view_parent_class)->finalize (object);
}

static void
kq_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  KqBoardView *self = KQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ACTIVATABLE:
      g_value_set_boolean (value, self->activatable);
      break;
    case PROP_TIMELINE:
      g_value_set_object (value, self->timeline);
      break;
    case PROP_LEGEND_MODE:
      g_value_set_int (value, self->legend_mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  KqBoardView *self = KQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ACTIVATABLE:
      kq_board_view_set_activatable (self, g_value_get_boolean (value));
      break;
    case PROP_TIMELINE:
      kq_board_view_set_timeline (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
kq_board_view_class_init (KqBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_board_view_dispose;
  object_class->finalize = kq_board_view_finalize;
  object_class->get_property = kq_board_view_get_property;
  object_class->set_property = kq_board_view_set_property;

  widget_class->snapshot = kq_board_view_snapshot;
  widget_class->measure = kq_board_view_measure;
  widget_class->size_allocate = kq_board_view_size_allocate;
  widget_class->state_flags_changed = kq_board_view_state_flags_changed;

  properties[PROP_ACTIVATABLE] =
    g_param_spec_boolean ("activatable", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIMELINE] =
    g_param_spec_object ("timeline", NULL, NULL, KQ_TYPE_TIMELINE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEGEND_MODE] =
    g_param_spec_int ("legend-mode", NULL, NULL, KQ_LEGEND_QUEENS, KQ_LEGEND_LAST, KQ_LEGEND_QUEENS,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * KqBoardView::square-activated:
   * @row: 0-based
   * @col: 0-based
   *
   * A square was clicked, or chosen with the keyboard.
   */
  signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "kq-board-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
kq_board_view_init (KqBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *click;

  self->activatable = TRUE;
  self->dirty_from = G_MAXINT;
  self->marks = g_array_new (FALSE, FALSE, sizeof (int));
  self->timeline_signals = g_signal_group_new (KQ_TYPE_TIMELINE);
  g_signal_group_connect (self->timeline_signals, "changed", G_CALLBACK (timeline_changed_cb),
                          self);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  kq_board_view_retranslate (self);
}

void
kq_board_view_retranslate (KqBoardView *self)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));

  update_description (self);
  /* the map's legend is words */
  if (self->map != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
kq_board_view_set_timeline (KqBoardView *self, KqTimeline *timeline)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));
  g_return_if_fail (timeline == NULL || KQ_IS_TIMELINE (timeline));

  if (!g_set_object (&self->timeline, timeline))
    return;
  g_signal_group_set_target (self->timeline_signals, timeline);
  self->board = NULL;
  if (timeline != NULL)
    timeline_changed_cb (timeline, 0, self);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIMELINE]);
}

void
kq_board_view_set_play (KqBoardView *self, const KqBoard *board, const KqRenderPlay *play)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));

  self->play_board = board;
  self->play = play;
  update_legend_mode (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const KqRenderPlay *
kq_board_view_get_play (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  return self->play_board != NULL ? self->play : NULL;
}

const KqBoard *
kq_board_view_get_board (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  return self->board;
}

const KqBoard *
kq_board_view_get_drawn_board (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  return self->play_board != NULL ? self->play_board : self->board;
}

GArray *
kq_board_view_dup_marks (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  return g_array_copy (self->marks);
}

void
kq_board_view_set_activatable (KqBoardView *self, gboolean activatable)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));

  activatable = !!activatable;
  if (activatable == self->activatable)
    return;

  self->activatable = activatable;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), activatable ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVATABLE]);
}

int
kq_board_view_get_focus_square (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), 0);

  return self->focus;
}

void
kq_board_view_set_focus_square (KqBoardView *self, int square)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));
  g_return_if_fail (self->board == NULL ||
                    (square >= 0 && square < kq_board_squares (self->board)));

  if (square == self->focus)
    return;

  self->focus = square;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}


void
kq_board_view_set_explain (KqBoardView *self, gboolean explain)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));

  self->explain = !!explain;
  update_description (self);
}

void
kq_board_view_set_palette (KqBoardView *self, KqPalette palette)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));

  if (palette == self->palette)
    return;
  self->palette = palette;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

KqPalette
kq_board_view_get_palette (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), KQ_PALETTE_LIGHT);

  return self->palette;
}

KqLegendMode
kq_board_view_get_legend_mode (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), KQ_LEGEND_QUEENS);

  return self->legend_mode;
}

void
kq_board_view_set_marks (KqBoardView *self, const int *squares, int n_squares)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));
  g_return_if_fail (n_squares == 0 || squares != NULL);

  g_array_set_size (self->marks, 0);
  g_array_append_vals (self->marks, squares, n_squares);
  update_legend_mode (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const int *
kq_board_view_get_marks (KqBoardView *self, int *n_squares)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  *n_squares = (int) self->marks->len;
  return (const int *) self->marks->data;
}

void
kq_board_view_set_map (KqBoardView *self, const guint64 *counts)
{
  g_return_if_fail (KQ_IS_BOARD_VIEW (self));
  g_return_if_fail (counts == NULL || self->board != NULL);

  if (counts == NULL && self->map == NULL)
    return;
  g_clear_pointer (&self->map, g_free);
  if (counts != NULL)
    {
      self->map_rows = self->board->rows;
      self->map_cols = self->board->n;
      self->map = g_memdup2 (counts, sizeof (guint64) * kq_board_squares (self->board));
    }
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const guint64 *
kq_board_view_get_map (KqBoardView *self)
{
  g_return_val_if_fail (KQ_IS_BOARD_VIEW (self), NULL);

  return self->map;
}
