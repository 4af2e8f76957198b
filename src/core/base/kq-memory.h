/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-memory.h: the big arrays of a huge board */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* size zeroed bytes, which the kernel may back with huge pages where the
 * array is big enough to gain by it: each page a program first touches
 * costs a fault, and a 1000 × 1000 board's arrays are thousands of small
 * pages (on a virtual machine, most of a solve's time). Freed with
 * kq_memory_free() and the same size. Aborts when out of memory, as
 * g_malloc() does. */
gpointer kq_memory_alloc0 (gsize    size);
void     kq_memory_free   (gpointer mem,
                           gsize    size);

G_END_DECLS
