/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-family-bar.c: the family bar (views): beside an n-queens board, the
 * rotations and reflections of the solution shown, in two columns of
 * buttons (beside it, not under it: at 1024 × 768 the height is the
 * board's) */
#define G_LOG_DOMAIN "kq-family-bar"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-a11y.h"
#include "kq-family-bar.h"
#include "kq-format.h"
#include "kq-queens-symmetry.h"

struct _KqFamilyBar
{
  GtkWidget     parent_instance;

  GtkWidget    *heading;
  GtkWidget    *members;        /* a GtkFlowBox of buttons, one a member */
  GtkWidget    *unique_switch;

  KqSession    *session;
  GSignalGroup *session_signals;
  GBinding     *unique_binding;
};

G_DEFINE_FINAL_TYPE (KqFamilyBar, kq_family_bar, GTK_TYPE_WIDGET)

/* What an image is, short (on its button) and in words (its tooltip). */
static const struct {
  const char *name;
  const char *description;
} symmetry_texts[KQ_N_SYMMETRIES] = {
  [KQ_SYMMETRY_IDENTITY] = { N_("itself"), N_("This solution") },
  [KQ_SYMMETRY_ROTATE_90] = { N_("90° turn"), N_("Turned a quarter turn clockwise") },
  [KQ_SYMMETRY_ROTATE_180] = { N_("180° turn"), N_("Turned a half turn") },
  [KQ_SYMMETRY_ROTATE_270] = { N_("270° turn"), N_("Turned a quarter turn anticlockwise") },
  [KQ_SYMMETRY_MIRROR] = { N_("mirror"), N_("Its mirror image, left to right") },
  [KQ_SYMMETRY_FLIP] = { N_("upside down"), N_("Its mirror image, top to bottom") },
  [KQ_SYMMETRY_DIAGONAL] = { N_("diagonal"), N_("Reflected in the diagonal from the top left corner") },
  [KQ_SYMMETRY_ANTIDIAGONAL] = { N_("anti-diagonal"),
                                 N_("Reflected in the diagonal from the top right corner") },
};

static GtkWidget *
member_button_new (KqSymmetry symmetry, guint64 number)
{
  const char *name = g_dgettext (GETTEXT_PACKAGE, symmetry_texts[symmetry].name);
  const char *description = g_dgettext (GETTEXT_PACKAGE, symmetry_texts[symmetry].description);
  g_autofree char *count = number > 0 ? kq_format_count (number) : NULL;
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;
  GtkWidget *button;

  if (number > 0)
    {
      /* Translators: a button: a solution's number and how it is a
       * rotation or reflection of the one shown, e.g. "№ 2680 · mirror" */
      label = g_strdup_printf (_("№ %s · %s"), count, name);
      /* Translators: the tooltip of that button */
      tooltip = g_strdup_printf (_("%s: show solution %s"), description, count);
    }
  else
    {
      /* Translators: a rotation or reflection not numbered yet */
      label = g_strdup_printf (_("№ … · %s"), name);
      /* Translators: %s says which rotation or reflection */
      tooltip = g_strdup_printf (_("%s: not listed yet"), description);
    }
  button = gtk_button_new_with_label (label);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_widget_set_tooltip_text (button, tooltip);
  if (number > 0)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "t", number);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), number > 0 ? "win.goto-solution" : NULL);
  gtk_widget_set_sensitive (button, number > 0);
  return button;
}

static void
update_members (KqFamilyBar *self)
{
  g_autoptr(GVariant) family = NULL;
  GtkWidget *child;
  GVariantIter iter;
  guint32 symmetry;
  guint64 number;

  while ((child = gtk_widget_get_first_child (self->members)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->members), child);
  if (self->session == NULL)
    return;

  family = kq_session_dup_family (self->session);
  /* none shown, or one that is its own rotations and reflections (n = 1) */
  if (g_variant_n_children (family) < 2)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  g_variant_iter_init (&iter, family);
  /* itself first: the others are what the bar names */
  g_variant_iter_next (&iter, "(ut)", &symmetry, &number);
  while (g_variant_iter_next (&iter, "(ut)", &symmetry, &number))
    if (symmetry < KQ_N_SYMMETRIES)
      {
        /* the button is the one Tab stop, and what a screen reader names:
         * its place in the flow box is no control of its own */
        GtkWidget *place = g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                                         "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC,
                                         "focusable", FALSE,
                                         "child", member_button_new (symmetry, number),
                                         NULL);

        gtk_flow_box_append (GTK_FLOW_BOX (self->members), place);
      }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
session_notify_cb (KqSession *session, GParamSpec *pspec, KqFamilyBar *self)
{
  update_members (self);
}

static void
kq_family_bar_dispose (GObject *object)
{
  KqFamilyBar *self = KQ_FAMILY_BAR (object);
  GtkWidget *child;

  g_clear_pointer (&self->unique_binding, g_binding_unbind);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (kq_family_bar_parent_class)->dispose (object);
}

static void
kq_family_bar_class_init (KqFamilyBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = kq_family_bar_dispose;

  gtk_widget_class_set_css_name (widget_class, "kq-family-bar");
  /* a group named by its heading */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
kq_family_bar_init (KqFamilyBar *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  /* The heading on top, the members two a line, the
   * switch under them. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->heading = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->heading, "kq-dim");
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0.0);
  gtk_label_set_wrap (GTK_LABEL (self->heading), TRUE);
  gtk_widget_set_parent (self->heading, GTK_WIDGET (self));

  self->members = g_object_new (GTK_TYPE_FLOW_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->members), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->members), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->members), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->members), 0);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->members), 0);
  gtk_widget_set_parent (self->members, GTK_WIDGET (self));

  self->unique_switch = gtk_check_button_new ();
  gtk_check_button_set_use_underline (GTK_CHECK_BUTTON (self->unique_switch), TRUE);
  gtk_widget_set_focus_on_click (self->unique_switch, FALSE);
  gtk_widget_set_parent (self->unique_switch, GTK_WIDGET (self));

  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  self->heading, NULL, -1);

  self->session_signals = g_signal_group_new (KQ_TYPE_SESSION);
  g_signal_group_connect (self->session_signals, "notify::family", G_CALLBACK (session_notify_cb), self);

  kq_family_bar_retranslate (self);
}

void
kq_family_bar_set_session (KqFamilyBar *self, KqSession *session)
{
  g_return_if_fail (KQ_IS_FAMILY_BAR (self));
  g_return_if_fail (session == NULL || KQ_IS_SESSION (session));

  g_clear_pointer (&self->unique_binding, g_binding_unbind);
  if (!g_set_object (&self->session, session))
    return;
  g_signal_group_set_target (self->session_signals, session);
  if (session != NULL)
    self->unique_binding = g_object_bind_property (session, "unique-only", self->unique_switch, "active",
                                                   G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  update_members (self);
}

void
kq_family_bar_retranslate (KqFamilyBar *self)
{
  g_return_if_fail (KQ_IS_FAMILY_BAR (self));

  gtk_label_set_text (GTK_LABEL (self->heading), _("Its rotations and reflections:"));
  gtk_check_button_set_label (GTK_CHECK_BUTTON (self->unique_switch), _("_Essentially different only"));
  gtk_widget_set_tooltip_text (self->unique_switch,
                               _("Browse one solution of each family of rotations and reflections: "
                                 "its lowest-numbered"));
  kq_a11y_name_once (self->unique_switch);
  update_members (self);
}

GtkWidget *
kq_family_bar_get_button (KqFamilyBar *self, guint64 k)
{
  g_return_val_if_fail (KQ_IS_FAMILY_BAR (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->members); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

      if (target != NULL && g_variant_get_uint64 (target) == k)
        return button;
    }
  return NULL;
}

GtkWidget *
kq_family_bar_get_unique_switch (KqFamilyBar *self)
{
  g_return_val_if_fail (KQ_IS_FAMILY_BAR (self), NULL);

  return self->unique_switch;
}
