/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listing-chooser.c: the listing chooser (views): the code panel's
 * drop-down of listings and the listing remembered for each problem */
#define G_LOG_DOMAIN "kq-listing-chooser"
#include "config.h"

#include "kq-listing-chooser.h"

struct _KqListingChooser
{
  GObject       parent_instance;

  GtkDropDown  *drop_down;
  GSettings    *settings;
  GPtrArray    *listings;     /* of KqListing *: those the run can follow */
  gboolean      selecting;    /* the drop-down set from C, not by a user */
};

enum {
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (KqListingChooser, kq_listing_chooser, G_TYPE_OBJECT)

const KqListing *
kq_listing_chooser_get_listing (KqListingChooser *self)
{
  guint selected;

  g_return_val_if_fail (KQ_IS_LISTING_CHOOSER (self), NULL);

  selected = gtk_drop_down_get_selected (self->drop_down);
  if (self->listings == NULL || selected >= self->listings->len)
    return NULL;
  return self->listings->pdata[selected];
}

/* The listings a run can follow: for a tour, those of its method; on a
 * rectangle, those of m × n boards. */
static gboolean
follows (const KqListing *listing, KqProblem problem, KqTourMethod method, gboolean rectangle)
{
  KqLessonMachine machine = kq_listing_get_machine (listing);

  if (kq_listing_get_problem (listing) != problem ||
      (rectangle && !kq_listing_get_rect (listing)))
    return FALSE;
  if (problem != KQ_PROBLEM_TOUR)
    return TRUE;
  return (machine == KQ_LESSON_KNIGHT_WARNSDORFF) == (method == KQ_TOUR_WARNSDORFF);
}

static const char *
settings_key (KqProblem problem)
{
  static const char *const keys[] = {
    [KQ_PROBLEM_TOUR] = "tour-listing",
    [KQ_PROBLEM_QUEENS] = "queens-listing",
    [KQ_PROBLEM_ROOKS] = "rooks-listing",
    [KQ_PROBLEM_GAME] = "game-listing",
  };

  return keys[problem];
}

void
kq_listing_chooser_load (KqListingChooser *self, KqProblem problem, KqTourMethod method,
                         gboolean rectangle, const char *id)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GtkStringList) titles = NULL;
  g_autofree char *remembered = NULL;
  guint selected = 0;

  g_return_if_fail (KQ_IS_LISTING_CHOOSER (self));

  all = kq_listings_load (problem, NULL);
  titles = gtk_string_list_new (NULL);
  remembered = g_settings_get_string (self->settings, settings_key (problem));
  g_clear_pointer (&self->listings, g_ptr_array_unref);
  self->listings = g_ptr_array_new_with_free_func ((GDestroyNotify) kq_listing_free);
  for (guint l = 0; all != NULL && l < all->len; l++)
    if (follows (all->pdata[l], problem, method, rectangle))
      {
        g_ptr_array_add (self->listings, g_steal_pointer (&all->pdata[l]));
        gtk_string_list_append (titles, kq_listing_get_title (g_ptr_array_index (self->listings,
                                                                                 self->listings->len - 1)));
      }
  for (guint l = 0; l < self->listings->len; l++)
    if (g_str_equal (kq_listing_get_id (self->listings->pdata[l]), id != NULL ? id : remembered))
      selected = l;
  self->selecting = TRUE;
  gtk_drop_down_set_model (self->drop_down, G_LIST_MODEL (titles));
  gtk_drop_down_set_selected (self->drop_down, selected);
  self->selecting = FALSE;
}

void
kq_listing_chooser_clear (KqListingChooser *self)
{
  g_return_if_fail (KQ_IS_LISTING_CHOOSER (self));

  g_clear_pointer (&self->listings, g_ptr_array_unref);
}

void
kq_listing_chooser_select (KqListingChooser *self, const char *id)
{
  g_return_if_fail (KQ_IS_LISTING_CHOOSER (self));

  /* The default listing is the lesson's corrected one. */
  if (id == NULL)
    {
      gtk_drop_down_set_selected (self->drop_down, 0);
      return;
    }
  for (guint l = 0; self->listings != NULL && l < self->listings->len; l++)
    if (g_str_equal (kq_listing_get_id (self->listings->pdata[l]), id))
      gtk_drop_down_set_selected (self->drop_down, l);
}

static void
selected_cb (GtkDropDown *drop_down, GParamSpec *pspec, KqListingChooser *self)
{
  const KqListing *listing = kq_listing_chooser_get_listing (self);

  if (self->selecting || listing == NULL)
    return;
  g_settings_set_string (self->settings, settings_key (kq_listing_get_problem (listing)),
                         kq_listing_get_id (listing));
  g_signal_emit (self, signals[CHOSEN], 0);
}

/* The drop-down's titles */

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

/* The class */

static void
kq_listing_chooser_dispose (GObject *object)
{
  KqListingChooser *self = KQ_LISTING_CHOOSER (object);

  if (self->drop_down != NULL)
    g_signal_handlers_disconnect_by_data (self->drop_down, self);
  g_clear_object (&self->drop_down);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->listings, g_ptr_array_unref);

  G_OBJECT_CLASS (kq_listing_chooser_parent_class)->dispose (object);
}

static void
kq_listing_chooser_class_init (KqListingChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = kq_listing_chooser_dispose;

  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
kq_listing_chooser_init (KqListingChooser *self)
{
  self->settings = g_settings_new (APPLICATION_ID);
}

KqListingChooser *
kq_listing_chooser_new (GtkDropDown *drop_down)
{
  KqListingChooser *self;
  g_autoptr(GtkListItemFactory) factory = title_factory_new (TRUE);
  g_autoptr(GtkListItemFactory) list_factory = title_factory_new (FALSE);

  g_return_val_if_fail (GTK_IS_DROP_DOWN (drop_down), NULL);

  self = g_object_new (KQ_TYPE_LISTING_CHOOSER, NULL);
  self->drop_down = g_object_ref (drop_down);
  gtk_drop_down_set_factory (drop_down, factory);
  gtk_drop_down_set_list_factory (drop_down, list_factory);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (selected_cb), self);
  return self;
}
