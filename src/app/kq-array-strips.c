/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-array-strips.c: the array strips (views): the code panel's arrays,
 * their cells, the flash of changed values, the board squares a cell
 * stands for, and their words for a screen reader */
#define G_LOG_DOMAIN "kq-array-strips"
#include "config.h"

#include "kq-array-strips.h"
#include "kq-a11y.h"

#define FLASH_MS 600

struct _KqArrayStrips
{
  GtkGrid    parent_instance;

  int        n;             /* the board's, for the squares a cell frames */
  GPtrArray *cells;         /* GtkLabel * of each array value shown */
  GPtrArray *shown;         /* char *: what each cell shows, NULL: nothing yet */
  GArray    *strips;        /* Strip */
  guint      flash_id;
};

enum {
  OUTLINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A strip: its array's name and first index, its cells in cells. */
typedef struct {
  char *name;
  int   from;
  int   length;
  guint first;
} Strip;

G_DEFINE_FINAL_TYPE (KqArrayStrips, kq_array_strips, GTK_TYPE_GRID)

static void
strip_clear (gpointer data)
{
  g_free (((Strip *) data)->name);
}

/* The board's squares of a cell of a, b or c: its column or diagonal. */
static void
outline_cell (KqArrayStrips *self, GtkWidget *cell)
{
  KqListingSource source = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "source"));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cell), "index"));
  int n = self->n;
  g_autofree int *squares = g_new (int, n);
  int count = 0;

  for (int row = 0; row < n; row++)
    for (int col = 0; col < n; col++)
      if ((source == KQ_LISTING_SOURCE_A && col == index) ||
          (source == KQ_LISTING_SOURCE_B && row + col == index) ||
          (source == KQ_LISTING_SOURCE_C && row - col == index + 1 - n))
        squares[count++] = row * n + col;
  g_signal_emit (self, signals[OUTLINE], 0, squares, count);
}

static void
cell_enter_cb (GtkEventController *controller, KqArrayStrips *self)
{
  outline_cell (self, gtk_event_controller_get_widget (controller));
}

static void
cell_leave_cb (GtkEventController *controller, KqArrayStrips *self)
{
  g_signal_emit (self, signals[OUTLINE], 0, NULL, 0);
}

void
kq_array_strips_clear (KqArrayStrips *self)
{
  GtkWidget *child;

  g_return_if_fail (KQ_IS_ARRAY_STRIPS (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_grid_remove (GTK_GRID (self), child);
  g_ptr_array_set_size (self->cells, 0);
  g_ptr_array_set_size (self->shown, 0);
  g_array_set_size (self->strips, 0);
}

/* name: the cell's until its value is shown (a screen reader never
 * finds a cell without one) */
static GtkWidget *
new_cell (KqArrayStrips *self, KqListingSource source, int index, const char *name)
{
  GtkWidget *cell = gtk_label_new (NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);

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
  g_ptr_array_add (self->shown, NULL);
  return cell;
}

void
kq_array_strips_build_arrays (KqArrayStrips *self, const KqListingArray *arrays,
                              guint n_arrays, int n)
{
  g_return_if_fail (KQ_IS_ARRAY_STRIPS (self));

  kq_array_strips_clear (self);
  self->n = n;
  for (guint a = 0; a < n_arrays; a++)
    {
      const KqListingArray *array = &arrays[a];
      Strip info = { g_strdup (array->name), array->from, array->length, self->cells->len };
      g_autofree char *name = NULL;
      GtkWidget *label, *strip, *scroller;

      name = g_strdup_printf ("%s[%d..%d]", array->name, array->from,
                              array->from + array->length - 1);
      label = gtk_label_new (name);
      gtk_widget_add_css_class (label, "monospace");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (self), label, 0, (int) a, 1, 1);
      strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      gtk_widget_add_css_class (strip, "code-strip");
      g_object_set_data_full (G_OBJECT (strip), "name", g_strdup (array->name), g_free);
      for (int v = 0; v < array->length; v++)
        {
          g_autofree char *cell = g_strdup_printf ("%s[%d]", array->name, array->from + v);

          gtk_box_append (GTK_BOX (strip), new_cell (self, array->source, v, cell));
        }
      /* Each strip scrolls on its own, to the cell its step addresses
       * (show_focus): c[-31..31] is wider than the panel. Its overlay
       * scrollbar shows there is more and reaches it with a mouse too (the
       * cells past the tenth were out of reach at 1024 px but by a step, a
       * touchpad or a cell's focus). */
      scroller = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                      GTK_POLICY_NEVER);
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      label, NULL, -1);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_widget_set_hexpand (scroller, TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), strip);
      gtk_grid_attach (GTK_GRID (self), scroller, 1, (int) a, 1, 1);
      /* its scrollbar hidden from a screen reader, as the window's are (the strip is made
       * after the window was named) */
      kq_a11y_name_once (scroller);
      g_array_append_val (self->strips, info);
    }
}

/* A strip for each array of one row: its name with its real index range,
 * then a cell for each value, the index above it. */
void
kq_array_strips_build (KqArrayStrips *self, const KqListing *listing, int m, int n)
{
  g_autoptr(GArray) arrays = g_array_new (FALSE, FALSE, sizeof (KqListingArray));

  g_return_if_fail (KQ_IS_ARRAY_STRIPS (self));

  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray array;

      kq_listing_get_array_rect (listing, a, m, n, &array);
      if (array.rows == 1 && array.source != KQ_LISTING_SOURCE_H)
        g_array_append_val (arrays, array);
    }
  kq_array_strips_build_arrays (self, (const KqListingArray *) (void *) arrays->data,
                                arrays->len, n);
}

static gboolean
flash_done_cb (gpointer user_data)
{
  KqArrayStrips *self = user_data;

  for (guint c = 0; c < self->cells->len; c++)
    gtk_widget_remove_css_class (self->cells->pdata[c], "code-flash");
  self->flash_id = 0;
  return G_SOURCE_REMOVE;
}

static void show_focus (GtkWidget *cell);

static gboolean
show_focus_laid_out (GtkWidget     *cell,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  g_object_set_data (G_OBJECT (cell), "kq-focus-waits", NULL);
  show_focus (cell);
  return G_SOURCE_REMOVE;
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

  /* not laid out yet (a step sought at once, the window just shown): on the next frame, once
   * it is */
  if (!gtk_widget_compute_bounds (cell, strip, &bounds) || bounds.size.width <= 0)
    {
      if (g_object_get_data (G_OBJECT (cell), "kq-focus-waits") == NULL)
        {
          g_object_set_data (G_OBJECT (cell), "kq-focus-waits", GINT_TO_POINTER (1));
          gtk_widget_add_tick_callback (cell, show_focus_laid_out, NULL, NULL);
        }
      return;
    }
  gtk_adjustment_clamp_page (adjustment, bounds.origin.x - 2 * bounds.size.width,
                             bounds.origin.x + 3 * bounds.size.width);
}

/* The cells' values now; those a step changed flash. The strip's
 * description is the array as text, for a screen reader. */
void
kq_array_strips_show (KqArrayStrips *self, guint index, const char * const *shown,
                      const char * const *words, int focus, gboolean current, gboolean flash)
{
  const Strip *strip;
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean flashed = FALSE;

  g_return_if_fail (KQ_IS_ARRAY_STRIPS (self));
  g_return_if_fail (index < self->strips->len);

  strip = &g_array_index (self->strips, Strip, index);
  for (int v = 0; focus == KQ_ARRAY_STRIPS_CHANGED && v < strip->length; v++)
    if (g_strcmp0 (self->shown->pdata[strip->first + v], shown[v] != NULL ? shown[v] : "") != 0)
      focus = v;
  if (focus >= 0 && focus < strip->length)
    show_focus (self->cells->pdata[strip->first + focus]);
  for (int v = 0; v < strip->length; v++)
    {
      guint cell = strip->first + (guint) v;
      GtkWidget *label = self->cells->pdata[cell];
      const char *value = shown[v] != NULL ? shown[v] : "";
      const char *word = words != NULL && words[v] != NULL ? words[v] : value;
      g_autofree char *markup = g_markup_printf_escaped ("<span alpha=\"75%%\">%d</span>\n%s",
                                                         strip->from + v, value);
      g_autofree char *name = g_strdup_printf ("%s[%d] = %s", strip->name, strip->from + v, word);
      gboolean is_current = current && v == focus;

      g_string_append_printf (text, "%s%s", v > 0 ? ", " : "", name);
      if (is_current != gtk_widget_has_css_class (label, "code-current"))
        (is_current ? gtk_widget_add_css_class
                    : gtk_widget_remove_css_class) (label, "code-current");
      if (g_strcmp0 (self->shown->pdata[cell], value) == 0)
        continue;
      if (self->shown->pdata[cell] != NULL && flash)
        {
          gtk_widget_add_css_class (label, "code-flash");
          flashed = TRUE;
        }
      g_free (self->shown->pdata[cell]);
      self->shown->pdata[cell] = g_strdup (value);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
  gtk_accessible_update_property (
    GTK_ACCESSIBLE (gtk_widget_get_parent (self->cells->pdata[strip->first])),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
  if (flashed)
    {
      g_clear_handle_id (&self->flash_id, g_source_remove);
      self->flash_id = g_timeout_add (FLASH_MS, flash_done_cb, self);
    }
}

void
kq_array_strips_update (KqArrayStrips *self, const KqListing *listing, const KqLesson *lesson,
                        gboolean flash)
{
  int m = kq_lesson_get_m (lesson), n = kq_lesson_get_n (lesson);
  guint index = 0;

  g_return_if_fail (KQ_IS_ARRAY_STRIPS (self));

  for (guint a = 0; a < kq_listing_get_n_arrays (listing); a++)
    {
      KqListingArray array;
      g_autofree int *values = NULL;
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new ();

      kq_listing_get_array_rect (listing, a, m, n, &array);
      if (array.rows != 1 || array.source == KQ_LISTING_SOURCE_H)
        continue;
      values = g_new (int, array.length);
      kq_listing_read_array (listing, a, lesson, values);
      for (int v = 0; v < array.length; v++)
        {
          const char *word = array.boolean ? (values[v] ? "true" : "false") : NULL;

          g_ptr_array_add (shown, word != NULL ? g_ascii_strup (word, 1)
                                  : array.source == KQ_LISTING_SOURCE_COUNT && values[v] < 0
                                    ? g_strdup ("–") : g_strdup_printf ("%d", values[v]));
          g_ptr_array_add (words, (gpointer) word);
        }
      kq_array_strips_show (self, index++, (const char * const *) shown->pdata,
                            (const char * const *) words->pdata,
                            kq_listing_get_array_focus (listing, a, lesson),
                            array.source == KQ_LISTING_SOURCE_DA ||
                            array.source == KQ_LISTING_SOURCE_DB ||
                            array.source == KQ_LISTING_SOURCE_COUNT, flash);
    }
}

guint
kq_array_strips_get_n_strips (KqArrayStrips *self)
{
  g_return_val_if_fail (KQ_IS_ARRAY_STRIPS (self), 0);

  return self->strips->len;
}

const char *
kq_array_strips_get_name (KqArrayStrips *self, guint index)
{
  g_return_val_if_fail (KQ_IS_ARRAY_STRIPS (self), NULL);
  g_return_val_if_fail (index < self->strips->len, NULL);

  return g_array_index (self->strips, Strip, index).name;
}

const char *
kq_array_strips_get_shown (KqArrayStrips *self, guint index, int v)
{
  const Strip *strip;

  g_return_val_if_fail (KQ_IS_ARRAY_STRIPS (self), NULL);
  g_return_val_if_fail (index < self->strips->len, NULL);

  strip = &g_array_index (self->strips, Strip, index);
  g_return_val_if_fail (v >= 0 && v < strip->length, NULL);
  return self->shown->pdata[strip->first + (guint) v];
}

/* The class */

static void
kq_array_strips_dispose (GObject *object)
{
  KqArrayStrips *self = KQ_ARRAY_STRIPS (object);

  g_clear_handle_id (&self->flash_id, g_source_remove);

  G_OBJECT_CLASS (kq_array_strips_parent_class)->dispose (object);
}

static void
kq_array_strips_finalize (GObject *object)
{
  KqArrayStrips *self = KQ_ARRAY_STRIPS (object);

  g_ptr_array_unref (self->cells);
  g_ptr_array_unref (self->shown);
  g_array_unref (self->strips);

  G_OBJECT_CLASS (kq_array_strips_parent_class)->finalize (object);
}

static void
kq_array_strips_class_init (KqArrayStripsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = kq_array_strips_dispose;
  object_class->finalize = kq_array_strips_finalize;

  /* squares (row * n + col, or NULL), count: the board outlines them */
  signals[OUTLINE] = g_signal_new ("outline", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_INT);
}

static void
kq_array_strips_init (KqArrayStrips *self)
{
  gtk_grid_set_row_spacing (GTK_GRID (self), 2);
  gtk_grid_set_column_spacing (GTK_GRID (self), 6);
  self->cells = g_ptr_array_new ();
  self->shown = g_ptr_array_new_with_free_func (g_free);
  self->strips = g_array_new (FALSE, FALSE, sizeof (Strip));
  g_array_set_clear_func (self->strips, strip_clear);
}
