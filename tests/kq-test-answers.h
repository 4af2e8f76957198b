/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-test-answers.h: students' answers the window tests open.
 * Included by one test program each (the arrays are static). */
#pragma once

/* Line 2: queens (2, 1) and (3, 2) attack along a diagonal. */
G_GNUC_UNUSED static const char queens6_wrong[] =
  "(1, 2); (2, 4); (3, 6); (4, 1); (5, 3); (6, 5);\n"
  "(1, 3); (2, 1); (3, 2); (4, 5); (5, 6); (6, 4);\n";

G_GNUC_UNUSED static const char tour5[] =
  " 1 16 21 10  7\n"
  "22 11  8 15 20\n"
  "17  2 25  6  9\n"
  "12 23  4 19 14\n"
  " 3 18 13 24  5\n";
