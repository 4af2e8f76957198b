/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-input.c: the one bounded reader of the files the CLI reads (QUEENS.INP,
 * a checker's INPUT and OUTPUT, the shares of a count) */
#define G_LOG_DOMAIN "kq-input"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kq-input.h"
#include "kq-limits.h"

/* kq_input_read's reads, past a regular file's first (its size). */
#define CHUNK_BYTES (64 * 1024)

struct _KqInput {
  int      fd;
  gboolean is_stdin;
  int      timeout;  /* ms a stream may send nothing: -1 for ever, 0 a file */
  gsize    got;      /* bytes read so far, for the messages */
  gsize    size;     /* a regular file's, as it says */
  char    *name;
};

/* How long a stream may send nothing: KQ_INP_TIMEOUT_SECONDS, or the
 * environment's KQ_INPUT_TIMEOUT (1 to 3600), which lets the tests of a
 * stalled FIFO wait seconds rather than the default. */
static int
timeout_seconds (void)
{
  static gsize seconds;

  if (g_once_init_enter (&seconds))
    {
      const char *set = g_getenv ("KQ_INPUT_TIMEOUT");
      guint64 value = 0;

      if (set == NULL ||
          !g_ascii_string_to_unsigned (set, 10, 1, 3600, &value, NULL))
        value = KQ_INP_TIMEOUT_SECONDS;
      g_once_init_leave (&seconds, value);
    }
  return (int) seconds;
}

static void
set_read_error (GError **error, int saved_errno, const char *name)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("cannot read %s: %s"), name, g_strerror (saved_errno));
}

static void
set_timeout_error (GError **error, const char *name, gsize got)
{
  g_autofree char *bytes = g_strdup_printf ("%" G_GSIZE_FORMAT, got);

  if (got == 0)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN,
                 g_dngettext (GETTEXT_PACKAGE,
                              "%s: nothing came in %d second (does anything write to it?)",
                              "%s: nothing came in %d seconds (does anything write to it?)",
                              timeout_seconds ()),
                 name, timeout_seconds ());
  else
    /* What came may be all of it, but a stream ends when its writer closes it. */
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN,
                 g_dngettext (GETTEXT_PACKAGE,
                              "%s: %s byte came, then nothing more for %d seconds, and no end "
                              "(does the writer close it?)",
                              "%s: %s bytes came, then nothing more for %d seconds, and no end "
                              "(does the writer close it?)",
                              (gulong) MIN (got, G_MAXULONG)),
                 name, bytes, timeout_seconds ());
}

char *
kq_input_display_name (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_str_equal (path, "-") ? g_strdup (_("standard input")) : g_filename_display_name (path);
}

KqInput *
kq_input_open (const char *path, GError **error)
{
  g_autoptr(KqInput) input = g_new0 (KqInput, 1);
  struct stat st;

  g_return_val_if_fail (path != NULL, NULL);

  input->is_stdin = g_str_equal (path, "-");
  input->name = kq_input_display_name (path);
  /* O_NONBLOCK: a FIFO with no writer opens at once (poll then waits). */
  input->fd = input->is_stdin ? STDIN_FILENO
                              : open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (input->fd < 0 || fstat (input->fd, &st) != 0)
    {
      set_read_error (error, errno, input->name);
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR,
                   _("cannot read %s: it is a folder"), input->name);
      return NULL;
    }
  if (S_ISREG (st.st_mode))
    input->size = (gsize) MIN ((guint64) st.st_size, G_MAXSIZE / 2);
  else
    input->timeout = isatty (input->fd) ? -1 : timeout_seconds () * 1000;
  return g_steal_pointer (&input);
}

gssize
kq_input_read_some (KqInput *input, void *buffer, gsize size, GError **error)
{
  g_return_val_if_fail (input != NULL && buffer != NULL, -1);

  for (;;)
    {
      ssize_t got;

      if (input->timeout != 0)
        {
          struct pollfd pfd = { .fd = input->fd, .events = POLLIN };
          int ready = poll (&pfd, 1, input->timeout);

          if (ready < 0 && errno == EINTR)
            continue;
          if (ready < 0)
            {
              set_read_error (error, errno, input->name);
              return -1;
            }
          if (ready == 0)
            {
              set_timeout_error (error, input->name, input->got);
              return -1;
            }
        }
      got = read (input->fd, buffer, MIN (size, G_MAXSSIZE));
      if (got < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (got < 0)
        {
          set_read_error (error, errno, input->name);
          return -1;
        }
      input->got += (gsize) got;
      return got;
    }
}

const char *
kq_input_get_name (const KqInput *input)
{
  g_return_val_if_fail (input != NULL, NULL);

  return input->name;
}

void
kq_input_free (KqInput *input)
{
  if (input == NULL)
    return;
  if (input->fd >= 0 && !input->is_stdin)
    close (input->fd);
  g_free (input->name);
  g_free (input);
}

GBytes *
kq_input_read (const char *path, gsize max_bytes, GError **error)
{
  g_autoptr(KqInput) input = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  gsize limit = max_bytes + 1;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_bytes < G_MAXUINT, NULL);

  input = kq_input_open (path, error);
  if (input == NULL)
    return NULL;
  bytes = g_byte_array_new ();
  while (bytes->len < limit)
    {
      /* A regular file's size (which /proc files do not give) sizes the
       * first read, so that a file within the bound is read in one. */
      gsize want = MIN (limit - bytes->len,
                        bytes->len == 0 && input->size > 0 ? input->size + 1 : CHUNK_BYTES);
      guint old = bytes->len;
      gssize got;

      g_byte_array_set_size (bytes, old + (guint) want);
      got = kq_input_read_some (input, bytes->data + old, want, error);
      g_byte_array_set_size (bytes, old + (guint) MAX (got, 0));
      if (got < 0)
        return NULL;
      if (got == 0)
        break;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}
