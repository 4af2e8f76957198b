/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "kq-tour-published.h"

/* As the OEIS lists them: A001230 (n × n), A175881 (6 × n), A193054
 * (7 × 2n), A193055 (8 × n). 6 × 6's was first counted right by J. J. Duby
 * (G. P. Jelliss's catalogue of its tours says so), 8 × 8's by B. D. McKay
 * (Löbbing and Wegener's of 1996 was wrong); those of 6 × n and 8 × n on
 * the emath.ac.cn forum's thread 3231, 6 × n's in 2010 (xbtianlang listed
 * 5 × 6's and 6 × 7's tours, KeyTo9_Fans counted the others by a
 * frontier), 7 × 2n's and 8 × n's in 2011 (KeyTo9_Fans, and mathe with his
 * program), and sent to the OEIS. */
static const KqTourPublished published[] = {
  { 5, 6, 8, "A175881", N_("emath.ac.cn forum, 2010"), TRUE },
  { 6, 6, 9862, "A001230", N_("J. J. Duby, IBM France, 1964"), TRUE },
  { 5, 8, 44202, "A193055", N_("emath.ac.cn forum, 2011"), TRUE },
  { 6, 7, 1067638, "A175881", N_("emath.ac.cn forum, 2010"), TRUE },
  { 6, 8, 55488142, "A175881", N_("emath.ac.cn forum, 2010"), TRUE },
  { 6, 9, 3374967940, "A175881", N_("emath.ac.cn forum, 2010"), TRUE },
  { 6, 10, 239187240144, "A175881", N_("emath.ac.cn forum, 2010"), TRUE },
  { 7, 8, 34524432316, "A193054", N_("emath.ac.cn forum, 2011"), FALSE },
  { 8, 8, 13267364410532, "A001230", N_("B. D. McKay, 1997"), FALSE },
};

const KqTourPublished *
kq_tour_published (guint *n_rows)
{
  *n_rows = G_N_ELEMENTS (published);
  return published;
}

guint64
kq_tour_published_lookup (int rows, int cols)
{
  for (guint i = 0; i < G_N_ELEMENTS (published); i++)
    if ((published[i].rows == rows && published[i].cols == cols) ||
        (published[i].rows == cols && published[i].cols == rows))
      return published[i].tours;
  return 0;
}
