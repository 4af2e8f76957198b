/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-printed-private.h: what the reading of a program's output (kq-printed.c) and of the
 * counts it says (kq-printed-count.c) share */
#pragma once

#include "kq-printed.h"

G_BEGIN_DECLS

/* Queens' boards and counts read from 4 a side: none has a solution between 1 and 4. */
#define MIN_QUEENS 4

/* Where the line from line ends: its newline, or the text's end. */
G_GNUC_INTERNAL
const char *_kq_printed_line_stop (const char *line,
                                   const char *end);

G_END_DECLS
