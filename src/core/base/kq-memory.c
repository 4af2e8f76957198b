/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-memory"
#include "config.h"

#include <stdint.h>
#include <sys/mman.h>

#include "kq-memory.h"

/* The huge page size of x86-64 and of arm64 with 4 KiB pages. */
#define HUGE_PAGE ((gsize) 2 << 20)
/* From a quarter of a huge page (128 small pages, as many faults) up, an
 * array is rounded up to whole huge pages: zeroing the rest costs less. */
#define HUGE_FROM (HUGE_PAGE / 4)

static gboolean
use_huge_pages (gsize size)
{
#ifdef MADV_HUGEPAGE
  return size >= HUGE_FROM;
#else
  return FALSE;
#endif
}

static gsize
round_up (gsize size)
{
  return (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
}

gpointer
kq_memory_alloc0 (gsize size)
{
  gsize rounded = round_up (size);
  char *mapped, *aligned;

  if (!use_huge_pages (size))
    return g_malloc0 (size);

  /* Fresh pages are zero. A huge page must be aligned to its size: map a
   * huge page more than needed, then unmap what sticks out. */
  mapped = mmap (NULL, rounded + HUGE_PAGE, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED)
    g_error ("%s: failed to allocate %" G_GSIZE_FORMAT " bytes", G_STRLOC, size);
  aligned = (char *) (((uintptr_t) mapped + HUGE_PAGE - 1) & ~(uintptr_t) (HUGE_PAGE - 1));
  if (aligned > mapped)
    munmap (mapped, (gsize) (aligned - mapped));
  munmap (aligned + rounded, (gsize) (mapped + HUGE_PAGE - aligned));
#ifdef MADV_HUGEPAGE
  /* A hint: where huge pages are off, the array is small pages as usual. */
  madvise (aligned, rounded, MADV_HUGEPAGE);
#endif
  return aligned;
}

void
kq_memory_free (gpointer mem, gsize size)
{
  if (mem == NULL)
    return;
  if (use_huge_pages (size))
    munmap (mem, round_up (size));
  else
    g_free (mem);
}
