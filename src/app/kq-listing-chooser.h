/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listing-chooser.h: which of the lessons' listings the code panel
 * follows: the listings a run can follow, their titles in the panel's
 * drop-down, and the choice remembered for each problem (the settings
 * "queens-listing" and "tour-listing")
 *
 * Not a widget: GtkDropDown is final, and a widget around it would put
 * a nameless node in the screen reader's tree; it works the drop-down of
 * the panel's template. Its signal "chosen": a listing was chosen (by the
 * user or kq_listing_chooser_select()), and is remembered.
 */
#pragma once

#include <gtk/gtk.h>

#include "kq-listings.h"
#include "kq-tour.h"

G_BEGIN_DECLS

#define KQ_TYPE_LISTING_CHOOSER (kq_listing_chooser_get_type ())
G_DECLARE_FINAL_TYPE (KqListingChooser, kq_listing_chooser, KQ, LISTING_CHOOSER, GObject)

KqListingChooser *kq_listing_chooser_new          (GtkDropDown       *drop_down);
/* The listings (in the current language) that a run of problem can
 * follow (for a tour, those of its method; on a rectangle, m ≠ n, those
 * written for m × n boards), id selected, else the one remembered, else
 * the default; "chosen" is not emitted. */
void              kq_listing_chooser_load         (KqListingChooser  *self,
                                                   KqProblem          problem,
                                                   KqTourMethod       method,
                                                   gboolean           rectangle,
                                                   const char        *id);
/* No listings. */
void              kq_listing_chooser_clear        (KqListingChooser  *self);
/* The listing chosen, NULL if there is none. */
const KqListing  *kq_listing_chooser_get_listing  (KqListingChooser  *self);
/* Chooses the listing id, or the default (the lesson's corrected
 * listing) for NULL. */
void              kq_listing_chooser_select       (KqListingChooser  *self,
                                                   const char        *id);

G_END_DECLS
