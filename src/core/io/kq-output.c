/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "kq-output"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kq-output.h"

/* The largest buffer; the first writes go out sooner (see flush_buffer). */
#define KQ_OUTPUT_CHUNK (1 << 16)
#define KQ_OUTPUT_FIRST_CHUNK 1024
/* Symlinks followed before ELOOP, as the kernel does. */
#define KQ_OUTPUT_MAX_LINKS 40
/* Temporary files that can be open at once and still be removed on a signal. */
#define KQ_OUTPUT_SLOTS 8

struct _KqOutput
{
  char     *path;         /* as given, for messages; NULL for standard output */
  char     *target;       /* path with its symlinks resolved */
  char     *tmp_path;     /* written there and renamed to target on commit */
  int       fd;
  gboolean  own_fd;       /* closed on commit: not standard output */
  gboolean  sync;         /* an existing file replaced: its data on disk first */
  gboolean  line_buffered;
  gboolean  closed;
  int       failed_errno; /* after a failed write, every later one fails too */
  int       slot;         /* in cleanup_paths, or -1 */
  gsize     threshold;    /* the buffer is written out once longer than this */
  GString  *buffer;
};

static void
set_error (GError **error, int saved_errno, const char *path)
{
  g_autofree char *display = path != NULL ? g_filename_display_name (path) : NULL;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("cannot write %s: %s"), display != NULL ? display : _("standard output"),
               g_strerror (saved_errno));
}

static void
set_folder_error (GError **error, const char *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
               _("cannot write %s: it is a folder"), display);
}

/* ---- Removing temporary files on a fatal signal ---------------------- */

static const int cleanup_signals[] = { SIGINT, SIGTERM, SIGHUP };
static struct sigaction cleanup_old_actions[G_N_ELEMENTS (cleanup_signals)];
static gboolean cleanup_installed[G_N_ELEMENTS (cleanup_signals)];
/* The handler reads only these: a static buffer per temporary file, in use
 * while its flag is set (set after the path is whole). */
static char cleanup_paths[KQ_OUTPUT_SLOTS][PATH_MAX];
static int cleanup_used[KQ_OUTPUT_SLOTS];
static int cleanup_count;
static GMutex cleanup_lock;

static void
on_fatal_signal (int signum)
{
  int saved_errno = errno;

  for (int i = 0; i < KQ_OUTPUT_SLOTS; i++)
    if (g_atomic_int_get (&cleanup_used[i]))
      unlink (cleanup_paths[i]);
  errno = saved_errno;
  /* SA_RESETHAND restored the default action and SA_NODEFER lets it in:
   * the process dies of the signal, as its parent expects. */
  raise (signum);
}

static void
install_handlers (void)
{
  struct sigaction action = { 0 };

  action.sa_handler = on_fatal_signal;
  action.sa_flags = SA_RESETHAND | SA_NODEFER;
  sigemptyset (&action.sa_mask);
  for (gsize i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    {
      struct sigaction old;

      /* A signal ignored (nohup) or handled by the program stays so. */
      sigaction (cleanup_signals[i], NULL, &old);
      cleanup_installed[i] = old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO);
      if (cleanup_installed[i])
        sigaction (cleanup_signals[i], &action, &cleanup_old_actions[i]);
    }
}

static void
restore_handlers (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    if (cleanup_installed[i])
      sigaction (cleanup_signals[i], &cleanup_old_actions[i], NULL);
}

static int
cleanup_register (const char *path)
{
  int slot = -1;

  if (strlen (path) >= PATH_MAX)
    return -1;
  g_mutex_lock (&cleanup_lock);
  for (int i = 0; i < KQ_OUTPUT_SLOTS && slot < 0; i++)
    if (!g_atomic_int_get (&cleanup_used[i]))
      slot = i;
  if (slot >= 0)
    {
      strcpy (cleanup_paths[slot], path);
      g_atomic_int_set (&cleanup_used[slot], 1);
      if (cleanup_count++ == 0)
        install_handlers ();
    }
  g_mutex_unlock (&cleanup_lock);
  return slot;
}

static void
cleanup_unregister (int slot)
{
  if (slot < 0)
    return;
  g_mutex_lock (&cleanup_lock);
  g_atomic_int_set (&cleanup_used[slot], 0);
  if (--cleanup_count == 0)
    restore_handlers ();
  g_mutex_unlock (&cleanup_lock);
}

/* ---- Where the bytes go ----------------------------------------------- */

/* Follows path's symlinks to the file they name (which may not exist yet). */
static char *
resolve_links (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (int depth = 0; depth < KQ_OUTPUT_MAX_LINKS; depth++)
    {
      g_autofree char *link = NULL;
      struct stat st;

      if (lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, NULL);
      if (link == NULL)
        {
          set_error (error, errno, path);
          return NULL;
        }
      if (g_path_is_absolute (link))
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
      else
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
    }
  set_error (error, ELOOP, path);
  return NULL;
}

/* /dev/stdout, /dev/fd/N and /proc/self/fd/N: the descriptor itself, so
 * that output redirected to a file lands where the shell put it. */
static int
inherited_fd (const char *path)
{
  const char *prefixes[] = { "/dev/fd/", "/proc/self/fd/" };
  guint64 fd;

  if (g_str_equal (path, "/dev/stdout"))
    return STDOUT_FILENO;
  if (g_str_equal (path, "/dev/stderr"))
    return STDERR_FILENO;
  for (gsize i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (path, prefixes[i]) &&
        g_ascii_string_to_unsigned (path + strlen (prefixes[i]), 10, 0, G_MAXINT, &fd, NULL))
      return (int) fd;
  return -1;
}

/* A temporary file beside target, with the mode (and owner) of the file it
 * replaces, st, or of any new file when st is NULL. FALSE with errno set
 * when it cannot be made so. */
static gboolean
open_temporary (KqOutput *output, const struct stat *st)
{
  g_autofree char *tmp_path = g_strconcat (output->target, ".XXXXXX", NULL);
  sigset_t fatal, old;
  struct stat made;
  int fd, saved_errno;

  /* No signal between creating the file and registering it for removal. */
  sigemptyset (&fatal);
  for (gsize i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    sigaddset (&fatal, cleanup_signals[i]);
  pthread_sigmask (SIG_BLOCK, &fatal, &old);
  /* 0666 for a new file: the umask applies, as to any file a program makes. */
  fd = g_mkstemp_full (tmp_path, O_WRONLY | O_CLOEXEC, st != NULL ? 0600 : 0666);
  saved_errno = errno;
  if (fd >= 0)
    output->slot = cleanup_register (tmp_path);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  if (fd < 0)
    {
      errno = saved_errno;
      return FALSE;
    }

  if (st != NULL &&
      (fstat (fd, &made) != 0 ||
       ((made.st_uid != st->st_uid || made.st_gid != st->st_gid) &&
        fchown (fd, st->st_uid, st->st_gid) != 0) ||
       fchmod (fd, st->st_mode & 07777) != 0))
    {
      saved_errno = errno;
      close (fd);
      unlink (tmp_path);
      cleanup_unregister (output->slot);
      output->slot = -1;
      errno = saved_errno;
      return FALSE;
    }

  output->fd = fd;
  output->tmp_path = g_steal_pointer (&tmp_path);
  output->sync = st != NULL;
  return TRUE;
}

static gboolean
open_target (KqOutput *output, GError **error)
{
  struct stat st;
  gboolean exists;
  int fd = inherited_fd (output->path);

  if (fd >= 0)
    {
      output->fd = dup (fd);
      if (output->fd < 0)
        set_error (error, errno, output->path);
      return output->fd >= 0;
    }

  exists = stat (output->path, &st) == 0;
  if (exists && S_ISDIR (st.st_mode))
    {
      set_folder_error (error, output->path);
      return FALSE;
    }
  if (exists && !S_ISREG (st.st_mode))
    {
      /* A device, FIFO or socket: written through, as a shell's > does. */
      output->fd = open (output->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
      if (output->fd < 0)
        set_error (error, errno, output->path);
      return output->fd >= 0;
    }

  output->target = resolve_links (output->path, error);
  if (output->target == NULL)
    return FALSE;
  if (stat (output->target, &st) != 0)
    {
      if (errno == ENOENT && open_temporary (output, NULL))
        return TRUE;
      set_error (error, errno, output->path);
      return FALSE;
    }
  /* A read-only file stays unwritten, as with a shell's >. */
  if (faccessat (AT_FDCWD, output->target, W_OK, AT_EACCESS) != 0)
    {
      set_error (error, errno, output->path);
      return FALSE;
    }
  /* Replaced unless that would cut a hard link or fails (the folder is not
   * ours, the owner cannot be kept): then rewritten in place. */
  if (st.st_nlink == 1 && open_temporary (output, &st))
    return TRUE;
  output->fd = open (output->target, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC);
  if (output->fd < 0)
    set_error (error, errno, output->path);
  return output->fd >= 0;
}

KqOutput *
kq_output_open (const char *path, GError **error)
{
  g_autoptr(KqOutput) output = g_new0 (KqOutput, 1);

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  output->fd = -1;
  output->slot = -1;
  output->buffer = g_string_sized_new (KQ_OUTPUT_CHUNK);
  if (path == NULL || g_str_equal (path, "-"))
    output->fd = STDOUT_FILENO;
  else
    {
      output->path = g_strdup (path);
      output->own_fd = TRUE;
      if (!open_target (output, error))
        return NULL;
    }
  output->line_buffered = isatty (output->fd);
  return g_steal_pointer (&output);
}

static gboolean
write_all (int fd, const char *data, gsize len)
{
  while (len > 0)
    {
      ssize_t written = write (fd, data, MIN (len, (gsize) G_MAXSSIZE));

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0 && errno == EAGAIN)
        {
          /* a descriptor someone made non-blocking: wait until it drains */
          struct pollfd pfd = { .fd = fd, .events = POLLOUT };

          poll (&pfd, 1, -1);
          continue;
        }
      if (written < 0)
        return FALSE;
      data += written;
      len -= (gsize) written;
    }
  return TRUE;
}

gboolean
kq_output_flush (KqOutput *output, GError **error)
{
  g_return_val_if_fail (output != NULL && !output->closed, FALSE);

  if (output->failed_errno == 0 && output->buffer->len > 0 &&
      !write_all (output->fd, output->buffer->str, output->buffer->len))
    output->failed_errno = errno;
  g_string_truncate (output->buffer, 0);
  if (output->failed_errno != 0)
    {
      set_error (error, output->failed_errno, output->path);
      return FALSE;
    }
  /* Line by line on a terminal; elsewhere the first lines at once (a reader
   * of a pipe sees them), then ever larger writes up to a chunk. */
  if (!output->line_buffered)
    output->threshold = CLAMP (output->threshold * 4, KQ_OUTPUT_FIRST_CHUNK, KQ_OUTPUT_CHUNK);
  return TRUE;
}

gboolean
kq_output_check_reader (KqOutput *output, GError **error)
{
  struct pollfd pfd = { .fd = output->fd, .events = 0 };
  struct stat st;

  g_return_val_if_fail (output != NULL && !output->closed, FALSE);
  if (output->failed_errno == 0 && fstat (output->fd, &st) == 0 && S_ISFIFO (st.st_mode) &&
      poll (&pfd, 1, 0) == 1 && (pfd.revents & POLLERR))
    {
      /* The write end of a pipe with no reader polls as an error. */
      raise (SIGPIPE);
      output->failed_errno = EPIPE;
    }
  if (output->failed_errno != 0)
    {
      set_error (error, output->failed_errno, output->path);
      return FALSE;
    }
  return TRUE;
}

gboolean
kq_output_write (KqOutput *output, const void *data, gsize len, GError **error)
{
  g_return_val_if_fail (output != NULL && !output->closed, FALSE);

  /* A chunk or more goes out as it is: copying it into the buffer would
   * cost as much as writing it (a 1000 x 1000 tour is 7 MB). */
  if (len >= KQ_OUTPUT_CHUNK && !output->line_buffered)
    {
      if (!kq_output_flush (output, error))
        return FALSE;
      if (!write_all (output->fd, data, len))
        output->failed_errno = errno;
      return kq_output_flush (output, error);
    }
  g_string_append_len (output->buffer, data, (gssize) len);
  if (output->buffer->len > output->threshold || output->failed_errno != 0)
    return kq_output_flush (output, error);
  return TRUE;
}

gboolean
kq_output_commit (KqOutput *output, GError **error)
{
  gboolean ok;
  int saved_errno = 0;

  g_return_val_if_fail (output != NULL && !output->closed, FALSE);

  ok = kq_output_flush (output, error);
  if (ok && output->sync && fsync (output->fd) != 0)
    saved_errno = errno;
  if (output->own_fd && close (output->fd) != 0 && saved_errno == 0)
    saved_errno = errno;
  output->fd = -1;
  if (ok && saved_errno == 0 && output->tmp_path != NULL &&
      rename (output->tmp_path, output->target) != 0)
    saved_errno = errno;
  if (ok && saved_errno != 0)
    {
      set_error (error, saved_errno, output->path);
      ok = FALSE;
    }

  if (!ok)
    kq_output_abort (output);
  else
    {
      g_clear_pointer (&output->tmp_path, g_free);
      cleanup_unregister (output->slot);
      output->slot = -1;
      output->closed = TRUE;
    }
  return ok;
}

void
kq_output_abort (KqOutput *output)
{
  g_return_if_fail (output != NULL);

  if (output->closed)
    return;
  if (output->own_fd && output->fd >= 0)
    close (output->fd);
  output->fd = -1;
  if (output->tmp_path != NULL)
    unlink (output->tmp_path);
  g_clear_pointer (&output->tmp_path, g_free);
  cleanup_unregister (output->slot);
  output->slot = -1;
  output->closed = TRUE;
}

void
kq_output_free (KqOutput *output)
{
  if (output == NULL)
    return;
  kq_output_abort (output);
  g_free (output->path);
  g_free (output->target);
  g_string_free (output->buffer, TRUE);
  g_free (output);
}

gboolean
kq_file_write (const char *path, const void *data, gsize len, GError **error)
{
  g_autoptr(KqOutput) output = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  output = kq_output_open (path, error);
  return output != NULL &&
         kq_output_write (output, data, len, error) &&
         kq_output_commit (output, error);
}

gboolean
kq_file_check_writable (const char *path, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_str_equal (path, "-"))
    return TRUE;
  fd = inherited_fd (path);
  if (fd >= 0)
    {
      if (fcntl (fd, F_GETFD) == -1)
        {
          set_error (error, errno, path);
          return FALSE;
        }
      return TRUE;
    }
  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  if (stat (target, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        {
          set_folder_error (error, path);
          return FALSE;
        }
      if (faccessat (AT_FDCWD, target, W_OK, AT_EACCESS) != 0)
        {
          set_error (error, errno, path);
          return FALSE;
        }
      return TRUE;
    }
  if (errno != ENOENT)
    {
      set_error (error, errno, path);
      return FALSE;
    }
  dir = g_path_get_dirname (target);
  if (faccessat (AT_FDCWD, dir, W_OK | X_OK, AT_EACCESS) != 0)
    {
      set_error (error, errno, path);
      return FALSE;
    }
  return TRUE;
}
