/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-listings.h: the lessons' listings, read from their GResource
 *
 * The listings live in data/listings/ as text files (kq-listing-format.h reads
 * one); they are compiled into this library's GResource, in the order of
 * data/listings/LISTINGS. GIO only: the CLI and the window link
 * listings_dep. */
#pragma once

#include <gio/gio.h>

#include "kq-listing-format.h"

G_BEGIN_DECLS

/* The listings of problem (of KqListing *, freed with the array), the
 * default first, their comments and titles in the current language:
 * load them again after a change of language. An error means a broken
 * build (a listing that does not parse). */
GPtrArray  *kq_listings_load   (KqProblem    problem,
                                GError     **error);

/* The listing id of problem, or NULL with an error (exit-status-2 words:
 * "unknown listing …, see --listings"). */
KqListing  *kq_listings_find   (KqProblem    problem,
                                const char  *id,
                                GError     **error);

G_END_DECLS
