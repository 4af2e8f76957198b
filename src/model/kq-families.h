/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-families.h: a listing's n-queens solutions grouped into families (a
 * solution with its rotations and reflections), as they arrive in the
 * store: the families' representatives (each family's lowest-numbered
 * member, for browsing one solution of each), and the family of the
 * solution shown, its members numbered from the store or, past what the
 * store holds, by their rank counted in a worker */
#pragma once

#include <gio/gio.h>

#include "kq-queens-symmetry.h"
#include "kq-solution-store.h"

G_BEGIN_DECLS

#define KQ_TYPE_FAMILIES (kq_families_get_type ())
G_DECLARE_FINAL_TYPE (KqFamilies, kq_families, KQ, FAMILIES, GObject)

/* Signal ::changed: the count, the representatives or the family moved. */

KqFamilies *kq_families_new               (KqSolutionStore *store,
                                           int              n);
/* The store took more solutions: they are looked at, and the family's
 * members still missing looked for among them. */
void        kq_families_update            (KqFamilies      *self);
/* The listing ended: every solution is counted; the family's members the
 * store lacks are ranked in a worker, and when the store could not hold
 * every solution the families are counted apart, in a worker too. */
void        kq_families_set_complete      (KqFamilies      *self);
/* Families known: among the solutions stored so far, or of the whole
 * listing once it is complete (0 while a count is still under way). */
guint64     kq_families_get_count         (KqFamilies      *self);
/* Whether the count covers the whole listing. */
gboolean    kq_families_get_counted       (KqFamilies      *self);
/* Representatives found among the stored solutions, in order: the i-th
 * (1-based) one's number, 0 past them. */
guint64     kq_families_get_n_representatives (KqFamilies  *self);
guint64     kq_families_get_representative (KqFamilies     *self,
                                           guint64          i);
/* The index (1-based) of solution k among the representatives, or 0 when
 * it is none of them (or not stored). */
guint64     kq_families_index_of          (KqFamilies      *self,
                                           guint64          k);
/* How many representatives are numbered below k. */
guint64     kq_families_count_below       (KqFamilies      *self,
                                           guint64          k);
/* The solution (number k, n columns) whose family is kept. */
void        kq_families_set_solution      (KqFamilies      *self,
                                           guint64          k,
                                           const int       *cols);
/* The family of that solution: its members (itself first) with the first
 * symmetry that gives each (KQ_N_SYMMETRIES of each at most) and their
 * numbers, 0 while one is not known yet. Returns how many; 0 with no
 * solution set. */
guint       kq_families_get_family        (KqFamilies      *self,
                                           KqSymmetry      *symmetries,
                                           guint64         *numbers);
/* The number of that family's representative, 0 while unknown. */
guint64     kq_families_get_family_representative (KqFamilies *self);

G_END_DECLS
