/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-box.c: the box a student's program is compiled and run in (bubblewrap)
 *
 * A program from a USB stick runs with nothing of the user's in reach: its own user, PID,
 * network, IPC, UTS and mount namespaces (no network at all, no process of the user's to
 * signal), no capabilities, a session of its own (no terminal to push keys into), and a file
 * system of Debian's programs read-only (/usr and the few files of /etc the toolchains read),
 * a /tmp of its own and the run's folder, its only places to write, each of bounded size. The
 * box dies with its bwrap, and everything in it with the box's first process (the PID
 * namespace): killing the group we started leaves nothing running.
 *
 * Inside, a seccomp filter refuses what a program of the lessons never needs and an escape
 * would (sockets, the kernel's keyrings, BPF, io_uring, mounts and namespaces, TIOCSTI),
 * with an error the program sees rather than a kill; and prlimit caps the box's processes.
 * The kernel counts RLIMIT_NPROC per user and user namespace, so the cap counts the box's own
 * processes only, but it does not hold for root: the read loop counts the box's processes
 * too (kq_student_box_count ()), and ends a run that holds too many, whoever runs it.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <seccomp.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "kq-student-box.h"

/* Of /etc, what the toolchains read: the alternatives (cc, c++), the dynamic linker's cache,
 * Free Pascal's configuration, GDB's system init. */
static const char * const etc_files[] = {
  "/etc/alternatives", "/etc/ld.so.cache", "/etc/fpc.cfg", "/etc/fpc-3.2.2.cfg", "/etc/gdb",
};
/* Debian 12 has merged /usr: these are links into it. */
static const char * const usr_links[] = { "bin", "sbin", "lib", "lib64", "lib32", "libx32" };

/* The system calls refused, and how: ENOSYS where a library falls back to an older way
 * (glibc's clone3 to clone, whose flags the filter can see). GDB and Python need none. */
static const struct {
  const char *name;
  int         error;
} refused[] = {
  { "socket", EPERM }, { "socketpair", EPERM },
  { "keyctl", EPERM }, { "add_key", EPERM }, { "request_key", EPERM },
  { "bpf", EPERM }, { "perf_event_open", EPERM }, { "userfaultfd", EPERM },
  { "io_uring_setup", ENOSYS }, { "io_uring_enter", ENOSYS }, { "io_uring_register", ENOSYS },
  { "mount", EPERM }, { "umount2", EPERM }, { "pivot_root", EPERM }, { "fsopen", EPERM },
  { "fsmount", EPERM }, { "fspick", EPERM }, { "move_mount", EPERM }, { "open_tree", EPERM },
  { "unshare", EPERM }, { "setns", EPERM }, { "clone3", ENOSYS },
};
/* clone () with any of these flags: a namespace of its own, a way out of the box's. */
static const guint64 clone_namespaces[] = {
  CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID,
  CLONE_NEWNET,
};
/* ioctl () requests that type into a terminal or console another process reads. */
static const guint64 refused_ioctls[] = { TIOCSTI, TIOCLINUX };

/* The kernel's switches that close user namespaces to users: the file, the sysctl, the value
 * that opens them. */
static const struct {
  const char *file;
  const char *closed;
  const char *sysctl;
  const char *open;
} userns_switches[] = {
  { "/proc/sys/kernel/unprivileged_userns_clone", "0", "kernel.unprivileged_userns_clone", "1" },
  { "/proc/sys/user/max_user_namespaces", "0", "user.max_user_namespaces", "10000" },
  { "/proc/sys/kernel/apparmor_restrict_unprivileged_userns", "1",
    "kernel.apparmor_restrict_unprivileged_userns", "0" },
};

static gint unboxed;

void
kq_student_box_set_unboxed (gboolean value)
{
  g_atomic_int_set (&unboxed, value);
}

gboolean
kq_student_box_get_unboxed (void)
{
  return g_atomic_int_get (&unboxed);
}

/* The filter as a BPF program bubblewrap loads, made once. */
static GBytes *
filter_new (GError **error)
{
  scmp_filter_ctx context = seccomp_init (SCMP_ACT_ALLOW);
  g_autofree char *program = NULL;
  gsize length = 0;
  int fd = -1, failed = context == NULL ? -ENOMEM : 0;

  for (gsize i = 0; i < G_N_ELEMENTS (refused) && failed == 0; i++)
    {
      int call = seccomp_syscall_resolve_name (refused[i].name);

      /* one this libseccomp does not know (older than the kernel's new mount calls) */
      if (call != __NR_SCMP_ERROR)
        failed = seccomp_rule_add (context, SCMP_ACT_ERRNO (refused[i].error), call, 0);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (clone_namespaces) && failed == 0; i++)
    failed = seccomp_rule_add (context, SCMP_ACT_ERRNO (EPERM), SCMP_SYS (clone), 1,
                               SCMP_A0 (SCMP_CMP_MASKED_EQ, clone_namespaces[i],
                                        clone_namespaces[i]));
  /* the request is an int: the register's upper half is not the kernel's to read */
  for (gsize i = 0; i < G_N_ELEMENTS (refused_ioctls) && failed == 0; i++)
    failed = seccomp_rule_add (context, SCMP_ACT_ERRNO (EPERM), SCMP_SYS (ioctl), 1,
                               SCMP_A1 (SCMP_CMP_MASKED_EQ, 0xffffffffu, refused_ioctls[i]));
  if (failed == 0)
    {
      fd = memfd_create ("kq-student-filter", MFD_CLOEXEC);
      failed = fd < 0 ? -errno : seccomp_export_bpf (context, fd);
    }
  if (failed == 0)
    {
      /* opened afresh: read from its start */
      g_autofree char *path = g_strdup_printf ("/proc/self/fd/%d", fd);

      if (!g_file_get_contents (path, &program, &length, NULL))
        failed = -EIO;
    }
  if (fd >= 0)
    close (fd);
  seccomp_release (context);
  if (failed != 0)
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX,
                   _("The box’s system call filter cannot be made: %s"), g_strerror (-failed));
      return NULL;
    }
  return g_bytes_new_take (g_steal_pointer (&program), length);
}

/* What every box holds: the namespaces, the environment, Debian's programs; bwrap first. */
static void
add_system (GStrvBuilder *builder,
            const char   *bwrap,
            const char   *home)
{
  g_strv_builder_addv (builder, (const char *[]) {
    bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
    "--clearenv", "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "LANG", "C.UTF-8",
    "--setenv", "HOME", home, "--setenv", "TMPDIR", "/tmp",
    "--ro-bind", "/usr", "/usr", "--proc", "/proc", "--dev", "/dev", NULL });
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
}

/* Why bwrap failed, from the kernel's switches; else its own words. */
static void
set_refused (const char  *bwrap_error,
             GError     **error)
{
  for (gsize i = 0; i < G_N_ELEMENTS (userns_switches); i++)
    {
      g_autofree char *value = NULL;

      if (g_file_get_contents (userns_switches[i].file, &value, NULL, NULL) &&
          g_str_equal (g_strstrip (value), userns_switches[i].closed))
        {
          g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX,
                       /* TRANSLATORS: %s: a sysctl (kernel.unprivileged_userns_clone); then
                        * the command that sets it */
                       _("The box a student’s program runs in needs user namespaces, which "
                         "this system turns off (%s): sudo sysctl -w %s=%s"),
                       userns_switches[i].sysctl, userns_switches[i].sysctl,
                       userns_switches[i].open);
          return;
        }
    }
  g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX,
               _("The box a student’s program runs in cannot be made here: %s"), bwrap_error);
}

/* NULL where the box can be made; else why not. */
static GError *
probe (void)
{
  g_autofree char *bwrap = g_find_program_in_path ("bwrap");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autofree char *errors = NULL;
  GError *error = NULL;
  int status;

  if (bwrap == NULL)
    {
      g_set_error (&error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX,
                   /* TRANSLATORS: %s: the Debian package */
                   _("The box a student’s program runs in is made by bubblewrap: install the "
                     "package %s"), "bubblewrap");
      return error;
    }
  add_system (builder, bwrap, "/");
  g_strv_builder_addv (builder, (const char *[]) { "--", "true", NULL });
  argv = g_strv_builder_end (builder);
  if (!g_spawn_sync ("/", argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &errors,
                     &status, &error))
    return error;
  if (!g_spawn_check_wait_status (status, NULL))
    set_refused (g_strstrip (errors), &error);
  return error;
}

gboolean
kq_student_box_check (GError **error)
{
  static GError *refusal;
  static gsize probed;

  if (g_once_init_enter (&probed))
    {
      refusal = probe ();
      g_once_init_leave (&probed, 1);
    }
  if (refusal == NULL)
    return TRUE;
  g_propagate_error (error, g_error_copy (refusal));
  return FALSE;
}

/* The read end of a pipe holding the filter (small: the pipe holds it whole). */
static int
filter_pipe (GError **error)
{
  static GBytes *filter;
  static GError *failure;
  static gsize made;
  gsize length;
  const char *data;
  int fds[2];

  if (g_once_init_enter (&made))
    {
      filter = filter_new (&failure);
      g_once_init_leave (&made, 1);
    }
  if (filter == NULL)
    {
      g_propagate_error (error, g_error_copy (failure));
      return -1;
    }
  data = g_bytes_get_data (filter, &length);
  if (!g_unix_open_pipe (fds, FD_CLOEXEC, error))
    return -1;
  if (write (fds[1], data, length) != (gssize) length)
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_BOX,
                   _("The box’s system call filter cannot be made: %s"), g_strerror (errno));
      close (fds[0]);
      fds[0] = -1;
    }
  close (fds[1]);
  return fds[0];
}

/* A program's folder: a bounded one of its own, the run's files bound into it (what the
 * program writes there goes when the box does, once the reader has taken it). Writable: a name the
 * source quotes gets a copy of the input, and may be its output too ("output.txt" opened
 * "w": read-only, fopen's NULL crashed a right program); each file stays under the file size
 * limit. */
static gboolean
add_program_folder (GStrvBuilder  *builder,
                    const char    *folder,
                    const char    *size,
                    GError       **error)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, error);
  const char *name;

  if (dir == NULL)
    return FALSE;
  g_strv_builder_addv (builder, (const char *[]) { "--size", size, "--tmpfs", folder, NULL });
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_strv_builder_addv (builder, (const char *[]) { "--bind", path, path, NULL });
    }
  return TRUE;
}

char **
kq_student_box_argv (const char          *folder,
                     const char * const  *argv,
                     KqStudentBoxKind     kind,
                     int                 *filter_fd,
                     GError             **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *bwrap = NULL;
  g_autofree char *size = g_strdup_printf ("%" G_GUINT64_FORMAT, KQ_STUDENT_BOX_WRITE_BYTES);
  g_autofree char *filter = g_strdup_printf ("%d", KQ_STUDENT_BOX_FILTER_FD);
  /* threads count too (GDB's workers): room for them, the count's verdict comes first */
  g_autofree char *tasks = g_strdup_printf ("--nproc=%d", 2 * KQ_STUDENT_BOX_PROCESSES);
  /* The program's run, then the box held open with nothing else in it (kill -1 spares only
   * the shell and the box's first process), said on the done fd, until the reader has taken
   * the files it wrote from the box's folder, which goes with the box: it closes the hold. */
  g_autofree char *hold = g_strdup_printf ("\"$@\" %d<&- %d>&-; s=$?; kill -9 -1 2>/dev/null; "
                                           "exec %d>&-; read x <&%d; exit $s",
                                           KQ_STUDENT_BOX_HOLD_FD, KQ_STUDENT_BOX_DONE_FD,
                                           KQ_STUDENT_BOX_DONE_FD, KQ_STUDENT_BOX_HOLD_FD);

  *filter_fd = -1;
  if (kq_student_box_get_unboxed ())
    return g_strdupv ((char **) argv);
  if (!kq_student_box_check (error))
    return NULL;
  bwrap = g_find_program_in_path ("bwrap");
  add_system (builder, bwrap, folder);
  g_strv_builder_addv (builder, (const char *[]) { "--size", size, "--tmpfs", "/tmp",
                                                   "--seccomp", filter, NULL });
  /* Our own stepper's or GDB's breakpoints (kq-gdb-stepper.py): the tests and benches compare
   * them; nothing else of the environment goes in. */
  if (g_getenv ("KQ_STUDENT_STEPPER") != NULL)
    g_strv_builder_addv (builder, (const char *[]) { "--setenv", "KQ_STUDENT_STEPPER",
                                                     g_getenv ("KQ_STUDENT_STEPPER"), NULL });
  if (kind == KQ_STUDENT_BOX_COMPILER)
    g_strv_builder_addv (builder, (const char *[]) { "--bind", folder, folder, NULL });
  else if (!add_program_folder (builder, folder, size, error))
    return NULL;
  g_strv_builder_addv (builder, (const char *[]) { "--chdir", folder, "--", "prlimit", tasks,
                                                   "--", NULL });
  if (kind == KQ_STUDENT_BOX_PROGRAM)
    g_strv_builder_addv (builder, (const char *[]) { "/bin/sh", "-c", hold, "kq-box", NULL });
  g_strv_builder_addv (builder, (const char **) argv);
  *filter_fd = filter_pipe (error);
  if (*filter_fd < 0)
    return NULL;
  return g_strv_builder_end (builder);
}

/* The parent of process pid, from /proc (0: gone). */
static GPid
parent_of (const char *pid)
{
  g_autofree char *path = g_strconcat ("/proc/", pid, "/stat", NULL);
  g_autofree char *stat = NULL;
  const char *end;

  /* "pid (name) state ppid …": the name may hold ") " */
  if (!g_file_get_contents (path, &stat, NULL, NULL) || (end = strrchr (stat, ')')) == NULL ||
      strlen (end) < 4)
    return 0;
  return (GPid) g_ascii_strtoll (end + 4, NULL, 10);
}

/* The processes in child's box; *first: the box's first process (bwrap's child, the PID
 * namespace's init), 0 when it has gone. */
static guint
scan_box (GPid  child,
          GPid *first)
{
  g_autoptr(GDir) proc = g_dir_open ("/proc", 0, NULL);
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *ours = g_file_read_link ("/proc/self/ns/pid", NULL);
  g_autofree char *box = NULL;
  const char *name;

  *first = 0;

  /* The box's first process is bwrap's child in a PID namespace of its own; the box is all
   * of that namespace. */
  while (proc != NULL && ours != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *path = NULL;
      char *space;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_strconcat ("/proc/", name, "/ns/pid", NULL);
      space = g_file_read_link (path, NULL);
      if (space == NULL || g_str_equal (space, ours))
        {
          g_free (space);
          continue;
        }
      if (box == NULL && parent_of (name) == child)
        {
          box = g_strdup (space);
          *first = (GPid) g_ascii_strtoll (name, NULL, 10);
        }
      g_hash_table_insert (counts, space,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts,
                                                                                    space)) + 1));
    }
  return box != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (counts, box)) : 0;
}

guint
kq_student_box_count (GPid child)
{
  GPid first;

  return scan_box (child, &first);
}

char *
kq_student_box_root (GPid child)
{
  GPid first;

  scan_box (child, &first);
  return first > 0 ? g_strdup_printf ("/proc/%d/root", (int) first) : NULL;
}
