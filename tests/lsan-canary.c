/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lsan-canary: leaks on purpose, for test-lsan-supp.sh, which checks that
 * LeakSanitizer reports each of our leaks, and GLib's quark block only where
 * build-aux/kq-lsan-glib.c is left out (lsan-canary-bare). */
#include <glib.h>

/* Each leak has a size of its own, so that the report names which one it is. */
static gpointer leak_in_thread (gpointer data)
{
  gpointer *sink = data;

  *sink = g_malloc (4243);
  *sink = NULL;
  return NULL;
}

static gboolean leak_in_idle (gpointer data)
{
  gpointer *sink = data;

  *sink = g_malloc (4244);
  *sink = NULL;
  return G_SOURCE_REMOVE;
}

int
main (void)
{
  gpointer sink = NULL;
  GThread *thread;
  guint i;

  /* Past 2,048 quarks GLib leaves its first block of quark names, allocated
   * by its constructor: the leak kq-lsan-glib.c hides. */
  for (i = 0; i < 2100; i++)
    {
      g_autofree char *name = g_strdup_printf ("kq-lsan-canary-%u", i);
      g_quark_from_string (name);
    }

  sink = g_malloc (4242);
  sink = NULL;

  thread = g_thread_new ("canary", leak_in_thread, &sink);
  g_thread_join (thread);

  g_idle_add (leak_in_idle, &sink);
  g_main_context_iteration (NULL, TRUE);

  return sink == NULL ? 0 : 1;
}
