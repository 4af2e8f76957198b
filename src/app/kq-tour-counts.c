/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-tour-counts.c: KqTourCounts (views): the table of published counts of
 * closed tours, and each counted here by the frontier */
#define G_LOG_DOMAIN "kq-tour-counts"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-tour-counts.h"
#include "kq-tour-published.h"

struct _KqTourCounts
{
  AdwWindow               parent_instance;

  KqCounter              *counter;    /* counts the rows one after another */
  const KqTourPublished **rows;       /* the boards counted in seconds */
  guint                   n_rows;
  GtkWidget             **results;    /* a label a row: the count here */
  int                     counting;   /* the row counted, -1 when none */
  GtkWidget              *count_button;
  GtkWidget              *stop_button;
  GtkWidget              *progress_bar;
};

G_DEFINE_FINAL_TYPE (KqTourCounts, kq_tour_counts, ADW_TYPE_WINDOW)

static void
set_result (KqTourCounts *self, guint i, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->results[i]), text);
}

/* Row i counted: the closed tours from a square are twice the cycles,
 * which the table lists. */
static void
show_count (KqTourCounts *self, guint i)
{
  guint64 cycles = kq_counter_get_total (self->counter) / 2;
  g_autofree char *number = kq_format_count (cycles);
  g_autofree char *text = NULL;

  if (cycles == self->rows[i]->tours)
    /* TRANSLATORS: a count equal to the published one: "9,862 ✓" */
    text = g_strdup_printf (_("%s ✓"), number);
  else
    /* TRANSLATORS: a count unlike the published one: "9,861: not as published" */
    text = g_strdup_printf (_("%s: not as published"), number);
  set_result (self, i, text);
}

static void
start_row (KqTourCounts *self, guint i)
{
  KqTourRequest request = { .rows = self->rows[i]->rows, .cols = self->rows[i]->cols,
                            .closed = TRUE };

  self->counting = (int) i;
  set_result (self, i, _("counting…"));
  kq_counter_start_tours (self->counter, &request);
}

/* The bar and Stop while it counts, Count Them otherwise; the next row
 * once one is counted. */
static void
counter_notify_cb (KqCounter *counter, GParamSpec *pspec, KqTourCounts *self)
{
  gboolean running = kq_counter_get_running (counter);
  double fraction = self->counting < 0
                      ? 0 : (self->counting + kq_counter_get_fraction (counter)) / self->n_rows;

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), fraction);
  if (running || self->counting < 0)
    return;
  if (kq_counter_get_outcome (counter) == KQ_OUTCOME_FOUND)
    {
      show_count (self, (guint) self->counting);
      if ((guint) self->counting + 1 < self->n_rows)
        {
          start_row (self, (guint) self->counting + 1);
          return;
        }
    }
  else
    set_result (self, (guint) self->counting, _("stopped"));
  self->counting = -1;
  gtk_widget_set_visible (self->count_button, TRUE);
  gtk_widget_set_visible (self->stop_button, FALSE);
  gtk_widget_set_visible (self->progress_bar, FALSE);
  gtk_widget_grab_focus (self->count_button);
}

static void
count_clicked_cb (GtkButton *button, KqTourCounts *self)
{
  for (guint i = 0; i < self->n_rows; i++)
    set_result (self, i, "");
  gtk_widget_set_visible (self->progress_bar, TRUE);
  gtk_widget_set_visible (self->stop_button, TRUE);
  gtk_widget_grab_focus (self->stop_button);
  gtk_widget_set_visible (self->count_button, FALSE);
  start_row (self, 0);
}

static void
stop_clicked_cb (GtkButton *button, KqTourCounts *self)
{
  kq_counter_stop (self->counter);
}

static GtkWidget *
cell_new (const char *text, float xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  return label;
}

/* The table: a row a board, its number as published, the OEIS sequence
 * that lists it, where it was first published, and the count here. */
static GtkWidget *
table_new (KqTourCounts *self)
{
  GtkWidget *grid = gtk_grid_new ();
  guint64 largest = 0;
  g_autofree char *widest = NULL;
  const char *headings[] = {
    _("Board"), _("Closed tours, as published"), _("OEIS"), _("First published"),
    _("Counted here"),
  };

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      GtkWidget *heading = cell_new (headings[c], c == 1 || c == 4 ? 1 : 0);

      gtk_widget_add_css_class (heading, "heading");
      gtk_grid_attach (GTK_GRID (grid), heading, (int) c, 0, 1, 1);
    }
  /* The results' column as wide as the largest with its mark from the
   * start: the window does not widen as they come. */
  for (guint i = 0; i < self->n_rows; i++)
    largest = MAX (largest, self->rows[i]->tours);
  widest = kq_format_count (largest);
  self->results = g_new0 (GtkWidget *, self->n_rows);
  for (guint i = 0; i < self->n_rows; i++)
    {
      const KqTourPublished *row = self->rows[i];
      g_autofree char *board = g_strdup_printf ("%d × %d", row->rows, row->cols);
      g_autofree char *tours = kq_format_count (row->tours);
      GtkWidget *number = cell_new (tours, 1);

      gtk_widget_add_css_class (number, "numeric");
      gtk_grid_attach (GTK_GRID (grid), cell_new (board, 0), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), number, 1, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (row->sequence, 0), 2, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_new (_(row->source), 0), 3, (int) i + 1, 1, 1);
      self->results[i] = cell_new ("", 1);
      gtk_label_set_width_chars (GTK_LABEL (self->results[i]), g_utf8_strlen (widest, -1) + 2);
      gtk_widget_add_css_class (self->results[i], "numeric");
      gtk_grid_attach (GTK_GRID (grid), self->results[i], 4, (int) i + 1, 1, 1);
    }
  return grid;
}

static void
kq_tour_counts_dispose (GObject *object)
{
  KqTourCounts *self = KQ_TOUR_COUNTS (object);

  if (self->counter != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->counter, self);
      kq_counter_stop (self->counter);
    }
  g_clear_object (&self->counter);
  g_clear_pointer (&self->results, g_free);
  g_clear_pointer (&self->rows, g_free);
  G_OBJECT_CLASS (kq_tour_counts_parent_class)->dispose (object);
}

static void
kq_tour_counts_class_init (KqTourCountsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kq_tour_counts_dispose;
  /* Escape closes it, as a dialog */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
kq_tour_counts_init (KqTourCounts *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *intro, *buttons;
  const KqTourPublished *published;
  guint n_published;

  self->counting = -1;
  published = kq_tour_published (&n_published);
  self->rows = g_new (const KqTourPublished *, n_published);
  for (guint i = 0; i < n_published; i++)
    if (published[i].quick)
      self->rows[self->n_rows++] = &published[i];
  self->counter = kq_counter_new ();
  g_signal_connect (self->counter, "notify", G_CALLBACK (counter_notify_cb), self);

  gtk_window_set_title (GTK_WINDOW (self), _("Closed Tours, Counted"));
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_widget_set_margin_start (body, 18);
  gtk_widget_set_margin_end (body, 18);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 18);
  intro = cell_new (_("The closed knight’s tours of each board, without a direction or a start, "
                      "as they were first published, and as this computer counts them: by the "
                      "frontier of the squares swept column by column (Knuth’s Algorithm E), in "
                      "seconds each. 7 × 8 and 8 × 8 take minutes: set the board up, closed, and "
                      "press Count."), 0);
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 70);
  gtk_box_append (GTK_BOX (body), intro);
  gtk_box_append (GTK_BOX (body), table_new (self));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  self->progress_bar = gtk_progress_bar_new ();
  gtk_widget_set_valign (self->progress_bar, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (self->progress_bar, TRUE);
  gtk_widget_set_visible (self->progress_bar, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Count progress"), -1);
  self->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  gtk_widget_set_visible (self->stop_button, FALSE);
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (stop_clicked_cb), self);
  self->count_button = gtk_button_new_with_mnemonic (_("_Count Them"));
  gtk_widget_add_css_class (self->count_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->count_button,
                               _("Count every board’s closed tours here, one board after "
                                 "another"));
  g_signal_connect (self->count_button, "clicked", G_CALLBACK (count_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->progress_bar);
  gtk_box_append (GTK_BOX (buttons), self->stop_button);
  gtk_box_append (GTK_BOX (buttons), self->count_button);
  gtk_widget_set_hexpand (buttons, TRUE);
  gtk_box_append (GTK_BOX (body), buttons);
  gtk_box_append (GTK_BOX (content), body);
  adw_window_set_content (ADW_WINDOW (self), content);
}

KqTourCounts *
kq_tour_counts_new (GtkWindow *parent)
{
  KqTourCounts *self = g_object_new (KQ_TYPE_TOUR_COUNTS, NULL);

  gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->count_button);
  return self;
}

KqCounter *
kq_tour_counts_get_counter (KqTourCounts *self)
{
  g_return_val_if_fail (KQ_IS_TOUR_COUNTS (self), NULL);

  return self->counter;
}

const char *
kq_tour_counts_get_result (KqTourCounts *self, guint i)
{
  g_return_val_if_fail (KQ_IS_TOUR_COUNTS (self), NULL);
  g_return_val_if_fail (i < self->n_rows, NULL);

  return gtk_label_get_text (GTK_LABEL (self->results[i]));
}
