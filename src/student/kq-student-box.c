/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-box.c: the box a student's program is compiled and run in (bubblewrap)
 *
 * A program from a USB stick runs with nothing of the user's in reach: its own user, PID,
 * network, IPC, UTS and mount namespaces (no network at all, no process of the user's to
 * signal), no capabilities, a session of its own (no terminal to push keys into), and a file
 * system of Debian's programs read-only (/usr and the few files of /etc the toolchains read),
 * an empty /tmp, and the run's folder, its only place to write. The box dies with its bwrap,
 * and everything in it with the box's first process (the PID namespace): killing the group
 * we started leaves nothing running.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <glib/gi18n.h>

#include "kq-student-box.h"

/* Of /etc, what the toolchains read: the alternatives (cc, c++), the dynamic linker's cache,
 * Free Pascal's configuration, GDB's system init. */
static const char * const etc_files[] = {
  "/etc/alternatives", "/etc/ld.so.cache", "/etc/fpc.cfg", "/etc/fpc-3.2.2.cfg", "/etc/gdb",
};
/* Debian 12 has merged /usr: these are links into it. */
static const char * const usr_links[] = { "bin", "sbin", "lib", "lib64", "lib32", "libx32" };

char **
kq_student_box_argv (const char          *folder,
                     const char * const  *argv,
                     GError             **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *bwrap = g_find_program_in_path ("bwrap");

  if (bwrap == NULL)
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_TOOLCHAIN,
                   /* TRANSLATORS: %s: the Debian package */
                   _("A student’s program runs in a box made by bubblewrap: install the "
                     "package %s"), "bubblewrap");
      return NULL;
    }
  g_strv_builder_addv (builder, (const char *[]) {
    bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
    "--clearenv", "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "LANG", "C.UTF-8",
    "--setenv", "HOME", folder, "--setenv", "TMPDIR", "/tmp",
    "--ro-bind", "/usr", "/usr", "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
    NULL });
  /* Our own stepper's or GDB's breakpoints (kq-gdb-trace.py): the tests and benches compare
   * them; nothing else of the environment goes in. */
  if (g_getenv ("KQ_STUDENT_STEPPER") != NULL)
    g_strv_builder_addv (builder, (const char *[]) { "--setenv", "KQ_STUDENT_STEPPER",
                                                     g_getenv ("KQ_STUDENT_STEPPER"), NULL });
  for (gsize i = 0; i < G_N_ELEMENTS (usr_links); i++)
    {
      g_autofree char *target = g_strconcat ("usr/", usr_links[i], NULL);
      g_autofree char *link = g_strconcat ("/", usr_links[i], NULL);

      if (g_file_test (link, G_FILE_TEST_EXISTS))
        g_strv_builder_addv (builder, (const char *[]) { "--symlink", target, link, NULL });
    }
  for (gsize i = 0; i < G_N_ELEMENTS (etc_files); i++)
    g_strv_builder_addv (builder, (const char *[]) { "--ro-bind-try", etc_files[i],
                                                     etc_files[i], NULL });
  g_strv_builder_addv (builder, (const char *[]) { "--bind", folder, folder, "--chdir", folder,
                                                   "--", NULL });
  g_strv_builder_addv (builder, (const char **) argv);
  return g_strv_builder_end (builder);
}
