/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-lsan-glib.c: shows LeakSanitizer the one block GLib leaves on purpose
 *
 * Past 2,048 quarks (GtkSourceView's languages and styles make more), GLib
 * copies its quark names to a larger block and leaves the first one, which
 * its constructor allocated, to readers that may still hold it. The suite
 * records allocation stacks by frame pointers (fast_unwind_on_malloc=1,
 * many times faster than DWARF unwinding), and GLib has none, so that
 * block's stack is malloc, g_malloc, like a leak of ours: no suppression
 * can single it out. Linked into each program of a -Db_sanitize=address
 * build (and only there), this constructor, which runs after GLib's and
 * before main, makes a quark of its own, finds the block that holds that
 * quark's name through the pointer in GLib's data that holds the block, and
 * tells LeakSanitizer to ignore that block alone.
 * tests/test-lsan-supp.sh checks that our own leaks are still reported.
 */
#include <link.h>
#include <string.h>
#include <glib.h>
#include <sanitizer/lsan_interface.h>

/* The sanitizers' allocator interface, whose header GCC does not ship. */
int __sanitizer_get_ownership (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);

#define QUARK_BLOCK_BYTES (2048 * sizeof (char *))

/* The name of a quark made here, in GLib's block at that quark's slot. */
static const char marker[] = "kq-lsan-glib";

/* A heap block of the first quark block's size that holds the marker. */
static gboolean
is_quark_block (const char * const *block, GQuark quark)
{
  return __sanitizer_get_ownership (block) &&
         __sanitizer_get_allocated_size (block) == QUARK_BLOCK_BYTES &&
         block[quark] == marker;
}

static int
scan_glib_data (struct dl_phdr_info *info, size_t size, void *found)
{
  GQuark quark = g_quark_from_static_string (marker);

  if (strstr (info->dlpi_name, "/libglib-2.0.so") == NULL)
    return 0;
  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW (Phdr) *segment = &info->dlpi_phdr[i];
      gpointer const *word, *end;

      if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_W))
        continue;
      word = (gpointer const *) (info->dlpi_addr + segment->p_vaddr);
      end = word + segment->p_memsz / sizeof *word;
      for (; word < end; word++)
        if (*word != NULL && is_quark_block (*word, quark))
          {
            __lsan_ignore_object (*word);
            *(gboolean *) found = TRUE;
            return 1;
          }
    }
  return 1;
}

__attribute__ ((constructor)) static void
kq_lsan_ignore_glib_quarks (void)
{
  gboolean found = FALSE;

  dl_iterate_phdr (scan_glib_data, &found);
  if (!found)
    g_warning ("kq-lsan-glib: GLib's quark block not found: LeakSanitizer may report it");
}
