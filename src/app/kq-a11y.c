/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-a11y.c: one accessible name for each control (views). GTK 4.8 names
 * a widget by its accessible label and, after it, the labels that point
 * at it: a button with a mnemonic is "_Trace Trace" (its raw label, then
 * its mnemonic label's text), a spin button with an accessible label and
 * a mnemonic label "Board size n n"; a widget with no name at all is
 * named by its type ("GtkToggleButton"). This gives each one name. */
#define G_LOG_DOMAIN "kq-a11y"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-a11y.h"

/* "_Trace" → "Trace", "a__b" → "a_b" */
static char *
strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

static void
name_by_label (GtkWidget *widget, const char *label, gboolean underline)
{
  g_autofree char *text = underline ? strip_mnemonic (label) : g_strdup (label);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* GTK's parts of a widget that say nothing a user needs: the arrow of a
 * drop-down, the box of a check button, a scrolled window's bars (the
 * scrolled window scrolls with the keys), a text view's borders. */
static gboolean
is_decoration (GtkWidget *widget)
{
  const char *type = G_OBJECT_TYPE_NAME (widget);

  return GTK_IS_SCROLLBAR (widget) || g_str_equal (type, "GtkBuiltinIcon") ||
         /* the code's gutter: its line numbers are in the line's label */
         g_str_equal (type, "GtkTextViewChild");
}

static void
hide (GtkWidget *widget)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

/* The first label under widget, depth first. */
static GtkLabel *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = first_label (child);

      if (label != NULL)
        return label;
    }
  return NULL;
}

static void
name (GtkWidget *widget, const char *text)
{
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* A popover, and GTK's box in it, named by what opens it (its tooltip:
 * a menu button's names the button, not the popover). */
static void
name_popover (GtkWidget *popover)
{
  const char *text = gtk_widget_get_tooltip_text (gtk_widget_get_parent (popover));
  GtkWidget *content = gtk_widget_get_first_child (popover);

  name (popover, text);
  if (content != NULL && g_str_equal (G_OBJECT_TYPE_NAME (content), "GtkPopoverContent"))
    name (content, text);
}

/* A drop-down's popup is GTK's list, its rows GtkListItemWidget, named by
 * their type: when the popup shows (its rows are made, and bound to their
 * items, as it opens) the list is named as the popup, each row by its
 * item's words, and the row's tick (the item chosen: the row's state
 * says it) is hidden. */
static void
name_rows (GtkWidget *widget, const char *list_name)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget"))
    {
      GtkLabel *label = first_label (widget);

      if (label != NULL)
        name (widget, gtk_label_get_text (label));
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        for (GtkWidget *part = gtk_widget_get_first_child (child); part != NULL;
             part = gtk_widget_get_next_sibling (part))
          if (GTK_IS_IMAGE (part))
            hide (part);
      return;
    }
  if (GTK_IS_SCROLLED_WINDOW (widget) || GTK_IS_LIST_VIEW (widget))
    name (widget, list_name);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_rows (child, list_name);
}

static void
popup_map_cb (GtkWidget *popover)
{
  kq_a11y_name_once (popover);
  name_rows (popover, gtk_widget_get_tooltip_text (gtk_widget_get_parent (popover)));
}

/* A drop-down's button says the item chosen; what it shows is hidden. */
static void
name_drop_down (GtkDropDown *drop_down)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop_down));
  gpointer item = gtk_drop_down_get_selected_item (drop_down);

  if (!GTK_IS_TOGGLE_BUTTON (button))
    return;
  if (GTK_IS_STRING_OBJECT (item))
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_string_object_get_string (item), -1);
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    hide (child);
  if (g_object_get_data (G_OBJECT (drop_down), "kq-a11y") == NULL)
    {
      g_object_set_data (G_OBJECT (drop_down), "kq-a11y", GINT_TO_POINTER (1));
      g_signal_connect (drop_down, "notify::selected", G_CALLBACK (name_drop_down), NULL);
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_POPOVER (child))
          g_signal_connect (child, "map", G_CALLBACK (popup_map_cb), NULL);
    }
}

/* libadwaita's plain containers (the header bar's AdwGizmo, AdwSqueezer,
 * AdwWindowTitle) keep the default role, and GTK 4.8 names such a node by
 * its type: a box, to a screen reader. Only before a screen reader has
 * read the node (a window's first naming, a toast just shown): the role
 * cannot change after, and by then it has changed. */
static void
plain_container (GtkWidget *widget)
{
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_WIDGET &&
      g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Adw") && gtk_widget_get_first_child (widget) != NULL)
    g_object_set (widget, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL);
}

void
kq_a11y_name_once (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  plain_container (root);
  if (is_decoration (root))
    {
      hide (root);
      return;
    }
  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) == NULL &&
      GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (root))) &&
      g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (gtk_button_get_child (GTK_BUTTON (root)))),
                 "window-close-symbolic") == 0)
    /* a close button that GTK would name by its icon's type (a toast's) */
    name_by_label (root, _("Close"), FALSE);
  else if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    name_by_label (root, gtk_button_get_label (GTK_BUTTON (root)),
                   gtk_button_get_use_underline (GTK_BUTTON (root)));
  else if (GTK_IS_CHECK_BUTTON (root) && gtk_check_button_get_label (GTK_CHECK_BUTTON (root)) != NULL)
    name_by_label (root, gtk_check_button_get_label (GTK_CHECK_BUTTON (root)),
                   gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (root)));
  else if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_label (GTK_MENU_BUTTON (root)) != NULL)
    name_by_label (root, gtk_menu_button_get_label (GTK_MENU_BUTTON (root)),
                   gtk_menu_button_get_use_underline (GTK_MENU_BUTTON (root)));
  else if (GTK_IS_POPOVER (root))
    name_popover (root);
  else if (GTK_IS_DROP_DOWN (root))
    {
      name_drop_down (GTK_DROP_DOWN (root));
      return;
    }
  else
    {
      GList *labels = gtk_widget_list_mnemonic_labels (root);

      /* named by its own accessible label (the template's) */
      if (labels != NULL)
        gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      g_list_free (labels);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    kq_a11y_name_once (child);
}

void
kq_a11y_set_label (GtkButton *button, const char *label)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  gtk_button_set_label (button, label);
  name_by_label (GTK_WIDGET (button), label, gtk_button_get_use_underline (button));
}
