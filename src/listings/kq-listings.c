/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listings.c: the lessons' listings, read from their GResource */
#define G_LOG_DOMAIN "kq-listings"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-format.h"
#include "kq-listings.h"
#include "kq-listings-resources.h"

#define LISTINGS_PATH RESOURCE_PATH "/listings/"

static GBytes *
lookup (const char *name, GError **error)
{
  g_autofree char *path = g_strconcat (LISTINGS_PATH, name, NULL);

  return g_resource_lookup_data (kq_listings_get_resource (), path,
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

GPtrArray *
kq_listings_load (KqProblem problem, GError **error)
{
  g_autoptr(GPtrArray) listings = g_ptr_array_new_with_free_func ((GDestroyNotify) kq_listing_free);
  g_autoptr(GBytes) index = lookup ("LISTINGS", error);
  g_auto(GStrv) names = NULL;

  if (index == NULL)
    return NULL;
  names = g_strsplit (g_bytes_get_data (index, NULL), "\n", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(KqListing) listing = NULL;
      g_autoptr(GError) local_error = NULL;
      const char *name = g_strstrip (names[i]);
      gsize size;
      const char *text;

      if (*name == '\0' || *name == '#')
        continue;
      if ((bytes = lookup (name, error)) == NULL)
        return NULL;
      text = g_bytes_get_data (bytes, &size);
      listing = kq_listing_parse (text, (gssize) size, &local_error);
      if (listing == NULL)
        {
          g_set_error (error, KQ_LISTING_ERROR, KQ_LISTING_ERROR_PARSE, "%s: %s", name,
                       local_error->message);
          return NULL;
        }
      if (kq_listing_get_problem (listing) == problem)
        g_ptr_array_add (listings, g_steal_pointer (&listing));
    }
  return g_steal_pointer (&listings);
}

KqListing *
kq_listings_find (KqProblem problem, const char *id, GError **error)
{
  g_autoptr(GPtrArray) listings = kq_listings_load (problem, error);
  g_autofree char *shown = NULL;

  if (listings == NULL)
    return NULL;
  for (guint i = 0; i < listings->len; i++)
    if (g_str_equal (kq_listing_get_id (listings->pdata[i]), id))
      return g_ptr_array_steal_index (listings, i);
  shown = kq_format_user_text (id);
  g_set_error (error, KQ_LISTING_ERROR, KQ_LISTING_ERROR_PARSE,
               problem == KQ_PROBLEM_QUEENS
                 ? _("unknown listing “%s”: “queens --listings” lists them")
                 : problem == KQ_PROBLEM_ROOKS
                     ? _("unknown listing “%s”: “rooks --listings” lists them")
                 : problem == KQ_PROBLEM_GAME
                     ? _("unknown listing “%s”: “game --listings” lists them")
                     : _("unknown listing “%s”: “tour --listings” lists them"),
               shown);
  return NULL;
}
