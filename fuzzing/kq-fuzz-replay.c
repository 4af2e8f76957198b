/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Replays a fuzz target's seed corpus: every file in the folders given goes
 * to LLVMFuzzerTestOneInput, as libFuzzer would pass it, so the suite
 * runs the seeds (and any crash found and saved there) without clang. */
#include "config.h"

#include <glib.h>
#include <stdio.h>

#include "kq-fuzz.h"

int
main (int argc, char *argv[])
{
  guint replayed = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, &error);
      const char *name;

      if (dir == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *data = NULL;
          gsize length = 0;

          if (!g_file_get_contents (path, &data, &length, &error))
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
          replayed++;
        }
    }
  printf ("%u inputs replayed\n", replayed);
  /* An empty corpus replays nothing: a mistake, not a pass. */
  return replayed > 0 ? 0 : 1;
}
