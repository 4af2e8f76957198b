/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-rooks-queens.c: n rooks beside n queens (lesson 001)
 *
 * The lesson says n rooks are the simpler case of n queens: the
 * permutations, with one marking array. One permutation is drawn twice, as
 * rooks (always a solution) and as queens (a solution only when no two
 * share a diagonal, the two shown in conflict otherwise), and a table sets
 * the two searches side by side: their solutions and the pieces their Try
 * puts down. */
#define G_LOG_DOMAIN "kq-rooks-queens"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-a11y.h"
#include "kq-format.h"
#include "kq-lesson.h"
#include "kq-queens.h"
#include "kq-render.h"
#include "kq-rooks.h"
#include "kq-rooks-queens.h"
#include "kq-rules.h"
#include "kq-style.h"

struct _KqRooksQueens
{
  AdwWindow      parent_instance;

  int            n;
  guint64        k;      /* the permutation shown, 1-based */
  guint64        total;  /* n! */
  KqBoard       *rooks;
  KqBoard       *queens;
  GtkAdjustment *size;
  GtkWidget     *boards[2];        /* rooks, queens */
  GtkWidget     *captions[2];
  GtkWidget     *counts[2];        /* solutions */
  GtkWidget     *nodes[2];         /* pieces put down */
  GtkWidget     *previous_button;
  GtkWidget     *next_button;
  GtkWidget     *next_queens_button;
};

G_DEFINE_FINAL_TYPE (KqRooksQueens, kq_rooks_queens, ADW_TYPE_WINDOW)

static void
draw_board (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  const KqBoard *board = user_data;
  KqRenderOptions options;

  kq_render_options_init (&options);
  options.palette = kq_style_get_palette ();
  /* a whole placement: the squares plain, queens in conflict tinted */
  options.show_attacks = FALSE;
  kq_render_board (cr, board, &options, width, height);
}

/* The first two queens of cols on one diagonal; FALSE when none are. */
static gboolean
diagonal_pair (const int *cols, int n, KqSquare *a, KqSquare *b)
{
  for (int r2 = 1; r2 < n; r2++)
    for (int r1 = 0; r1 < r2; r1++)
      if (ABS (cols[r2] - cols[r1]) == r2 - r1)
        {
          *a = (KqSquare) { r1, cols[r1] };
          *b = (KqSquare) { r2, cols[r2] };
          return TRUE;
        }
  return FALSE;
}

static void
set_caption (KqRooksQueens *self, int side, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->captions[side]), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->boards[side]),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
show_permutation (KqRooksQueens *self)
{
  int cols[KQ_ROOKS_QUEENS_MAX_N];
  g_autofree char *number = kq_format_count (self->k);
  g_autofree char *all = kq_format_count (self->total);
  g_autofree char *rooks_text = NULL;
  g_autofree char *queens_text = NULL;
  KqSquare a, b;
  guint64 rank = 0;

  kq_rooks_nth (self->n, self->k, cols);
  kq_board_set_solution (self->rooks, cols);
  kq_board_set_solution (self->queens, cols);
  /* Translators: under the rooks' board: "Permutation 5 of 40,320: 8 rooks, none attacking
   * another" (n was printed as a letter) */
  rooks_text = g_strdup_printf (_("Permutation %s of %s: %d rooks, none attacking another"),
                                number, all, self->n);
  if (diagonal_pair (cols, self->n, &a, &b))
    {
      g_autofree char *conflict = kq_rules_text_conflict (a, b, KQ_LINE_DIAGONAL);

      /* Translators: under the queens' board; %s: "queens (1, 1) and (2, 2) attack along a diagonal" */
      queens_text = g_strdup_printf (_("Not a queens solution: %s"), conflict);
    }
  else
    {
      g_autofree char *solution = NULL;
      guint64 queens_total = 0;
      g_autofree char *queens_all = NULL;

      kq_queens_rank (self->n, cols, NULL, NULL, &rank);
      kq_queens_known_total (self->n, &queens_total);
      solution = kq_format_count (rank);
      queens_all = kq_format_count (queens_total);
      /* Translators: under the queens' board */
      queens_text = g_strdup_printf (_("No two on a diagonal: queens solution %s of %s"),
                                     solution, queens_all);
    }
  set_caption (self, 0, rooks_text);
  set_caption (self, 1, queens_text);
  gtk_widget_set_sensitive (self->previous_button, self->k > 1);
  gtk_widget_set_sensitive (self->next_button, self->k < self->total);
  gtk_widget_queue_draw (self->boards[0]);
  gtk_widget_queue_draw (self->boards[1]);
}

/* The solutions and the pieces put down by each Try, for n. */
static void
show_counts (KqRooksQueens *self)
{
  g_autoptr(KqLesson) lesson = kq_lesson_new (KQ_LESSON_QUEENS, self->n, 0, 0,
                                              KQ_LESSON_FLAGS_NONE);
  guint64 rooks_nodes = 0, queens_total = 0;
  g_autofree char *rooks_count = kq_format_count (self->total);
  g_autofree char *rooks_solutions = NULL;
  g_autofree char *queens_count = NULL;
  g_autofree char *rooks_text = NULL;
  g_autofree char *queens_text = NULL;

  kq_rooks_nodes (self->n, &rooks_nodes);
  kq_queens_known_total (self->n, &queens_total);
  kq_lesson_run (lesson, 0, 0);
  /* Translators: the rooks' count: "40,320 (8!)" */
  rooks_solutions = g_strdup_printf (_("%s (%d!)"), rooks_count, self->n);
  queens_count = kq_format_count (queens_total);
  rooks_text = kq_format_count (rooks_nodes);
  queens_text = kq_format_count (kq_lesson_get_nodes (lesson));
  gtk_label_set_text (GTK_LABEL (self->counts[0]), rooks_solutions);
  gtk_label_set_text (GTK_LABEL (self->counts[1]), queens_count);
  gtk_label_set_text (GTK_LABEL (self->nodes[0]), rooks_text);
  gtk_label_set_text (GTK_LABEL (self->nodes[1]), queens_text);
}

void
kq_rooks_queens_set_n (KqRooksQueens *self, int n)
{
  g_return_if_fail (KQ_IS_ROOKS_QUEENS (self));

  n = CLAMP (n, 1, KQ_ROOKS_QUEENS_MAX_N);
  if (self->rooks != NULL && n == self->n)
    return;
  self->n = n;
  self->k = 1;
  kq_rooks_count (n, &self->total);
  g_clear_pointer (&self->rooks, kq_board_free);
  g_clear_pointer (&self->queens, kq_board_free);
  self->rooks = kq_board_new (KQ_PROBLEM_ROOKS, n);
  self->queens = kq_board_new (KQ_PROBLEM_QUEENS, n);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->boards[0]), draw_board, self->rooks, NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->boards[1]), draw_board, self->queens, NULL);
  gtk_adjustment_set_value (self->size, n);
  show_counts (self);
  show_permutation (self);
}

static void
size_changed_cb (GtkAdjustment *adjustment, KqRooksQueens *self)
{
  kq_rooks_queens_set_n (self, (int) gtk_adjustment_get_value (adjustment));
}

typedef struct {
  guint64 seen;
  guint64 found;  /* 0: none after the start */
} NextQueens;

static gboolean
next_queens_cb (const KqEvent *event, gpointer user_data)
{
  NextQueens *next = user_data;
  KqSquare a, b;

  if (event->type != KQ_EVENT_SOLUTION || event->solutions == 1)
    return TRUE;
  if (diagonal_pair (event->cells, event->n, &a, &b))
    return TRUE;
  next->found = event->solutions;
  return FALSE;
}

static void
step_clicked_cb (GtkButton *button, KqRooksQueens *self)
{
  if (GTK_WIDGET (button) == self->previous_button && self->k > 1)
    self->k--;
  else if (GTK_WIDGET (button) == self->next_button && self->k < self->total)
    self->k++;
  else if (GTK_WIDGET (button) == self->next_queens_button)
    {
      int cols[KQ_ROOKS_QUEENS_MAX_N];
      NextQueens next = { 0 };

      /* on through the permutations in order, to the next with no two
       * queens on a diagonal: the queens' solutions are among them */
      kq_rooks_nth (self->n, self->k, cols);
      kq_rooks_list_from (self->n, cols, next_queens_cb, &next);
      if (next.found == 0)
        {
          set_caption (self, 1, _("No queens solution comes after this permutation"));
          return;
        }
      self->k += next.found - 1;
    }
  show_permutation (self);
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
number_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

static GtkWidget *
side_new (KqRooksQueens *self, int side, const char *title, const char *arrays)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *heading = g_strdup_printf ("%s — %s", title, arrays);

  gtk_box_append (GTK_BOX (box), heading_new (heading));
  self->boards[side] = g_object_new (GTK_TYPE_DRAWING_AREA,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                     "content-width", 280, "content-height", 280,
                                     "vexpand", TRUE, "hexpand", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->boards[side]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_box_append (GTK_BOX (box), self->boards[side]);
  self->captions[side] = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->captions[side]), TRUE);
  gtk_label_set_lines (GTK_LABEL (self->captions[side]), 2);
  gtk_label_set_justify (GTK_LABEL (self->captions[side]), GTK_JUSTIFY_CENTER);
  gtk_label_set_width_chars (GTK_LABEL (self->captions[side]), 30);
  gtk_label_set_max_width_chars (GTK_LABEL (self->captions[side]), 40);
  gtk_box_append (GTK_BOX (box), self->captions[side]);
  return box;
}

static GtkWidget *
counts_new (KqRooksQueens *self)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *solutions = gtk_label_new (_("Solutions"));
  GtkWidget *nodes = gtk_label_new (_("Pieces put down by Try (nodes visited)"));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (solutions), 0.0);
  gtk_label_set_xalign (GTK_LABEL (nodes), 0.0);
  gtk_grid_attach (GTK_GRID (grid), heading_new (_("Rooks")), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), heading_new (_("Queens")), 2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), solutions, 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), nodes, 0, 2, 1, 1);
  for (int side = 0; side < 2; side++)
    {
      self->counts[side] = number_label_new ();
      self->nodes[side] = number_label_new ();
      gtk_grid_attach (GTK_GRID (grid), self->counts[side], side + 1, 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), self->nodes[side], side + 1, 2, 1, 1);
    }
  return grid;
}

static GtkWidget *
button_new (KqRooksQueens *self, const char *label, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect (button, "clicked", G_CALLBACK (step_clicked_cb), self);
  return button;
}

static GtkWidget *
controls_new (KqRooksQueens *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_n"));
  GtkWidget *spin;

  self->size = gtk_adjustment_new (8, 1, KQ_ROOKS_QUEENS_MAX_N, 1, 1, 0);
  spin = gtk_spin_button_new (self->size, 1, 0);
  gtk_widget_set_tooltip_text (spin, _("Board size n (n × n squares)"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), spin);
  self->previous_button = button_new (self, _("_Previous"), _("The permutation before"));
  self->next_button = button_new (self, _("_Next"), _("The permutation after"));
  self->next_queens_button = button_new (self, _("Next _Queens Solution"),
                                         _("On through the permutations to the next with no "
                                           "two queens on a diagonal"));
  gtk_box_append (GTK_BOX (box), self->previous_button);
  gtk_box_append (GTK_BOX (box), self->next_button);
  gtk_box_append (GTK_BOX (box), self->next_queens_button);
  g_signal_connect (self->size, "value-changed", G_CALLBACK (size_changed_cb), self);
  return box;
}

static void
kq_rooks_queens_finalize (GObject *object)
{
  KqRooksQueens *self = KQ_ROOKS_QUEENS (object);

  g_clear_pointer (&self->rooks, kq_board_free);
  g_clear_pointer (&self->queens, kq_board_free);
  G_OBJECT_CLASS (kq_rooks_queens_parent_class)->finalize (object);
}

static void
kq_rooks_queens_class_init (KqRooksQueensClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = kq_rooks_queens_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
kq_rooks_queens_init (KqRooksQueens *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  g_autoptr(GtkSizeGroup) captions = NULL;
  GtkWidget *intro;

  gtk_window_set_title (GTK_WINDOW (self), _("Rooks Beside Queens"));
  gtk_window_set_default_size (GTK_WINDOW (self), 860, 680);
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  intro = gtk_label_new (_("Lesson 001: placing n rooks is listing the permutations, with the "
                           "one marking array a (the columns). The queens’ Try marks the "
                           "diagonals too, in b and c, and gives up a branch as soon as two "
                           "queens share one: of the permutations, only those with no two "
                           "queens on a diagonal remain."));
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 90);
  gtk_widget_set_margin_start (body, 18);
  gtk_widget_set_margin_end (body, 18);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 18);
  gtk_box_append (GTK_BOX (body), intro);
  gtk_box_append (GTK_BOX (body), controls_new (self));
  gtk_box_set_homogeneous (GTK_BOX (sides), TRUE);
  gtk_box_append (GTK_BOX (sides), side_new (self, 0, _("n rooks"), _("array a")));
  gtk_box_append (GTK_BOX (sides), side_new (self, 1, _("n queens"), _("arrays a, b, c")));
  /* captions of one or two lines: the boards the same size all the same */
  captions = gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL);
  gtk_size_group_add_widget (captions, self->captions[0]);
  gtk_size_group_add_widget (captions, self->captions[1]);
  gtk_widget_set_vexpand (sides, TRUE);
  gtk_box_append (GTK_BOX (body), sides);
  gtk_box_append (GTK_BOX (body), counts_new (self));
  gtk_box_append (GTK_BOX (content), body);
  adw_window_set_content (ADW_WINDOW (self), content);
  kq_a11y_name_once (GTK_WIDGET (self));
}

GtkWidget *
kq_rooks_queens_new (GtkWindow *parent, int n)
{
  KqRooksQueens *self = g_object_new (KQ_TYPE_ROOKS_QUEENS, "transient-for", parent, NULL);

  kq_rooks_queens_set_n (self, n);
  return GTK_WIDGET (self);
}

int
kq_rooks_queens_get_n (KqRooksQueens *self)
{
  g_return_val_if_fail (KQ_IS_ROOKS_QUEENS (self), 0);
  return self->n;
}

guint64
kq_rooks_queens_get_permutation (KqRooksQueens *self)
{
  g_return_val_if_fail (KQ_IS_ROOKS_QUEENS (self), 0);
  return self->k;
}

const char *
kq_rooks_queens_get_rooks_text (KqRooksQueens *self)
{
  g_return_val_if_fail (KQ_IS_ROOKS_QUEENS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->captions[0]));
}

const char *
kq_rooks_queens_get_queens_text (KqRooksQueens *self)
{
  g_return_val_if_fail (KQ_IS_ROOKS_QUEENS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->captions[1]));
}

const char *
kq_rooks_queens_get_nodes_text (KqRooksQueens *self, KqProblem problem)
{
  g_return_val_if_fail (KQ_IS_ROOKS_QUEENS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->nodes[problem == KQ_PROBLEM_ROOKS ? 0 : 1]));
}
