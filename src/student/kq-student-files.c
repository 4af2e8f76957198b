/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-files.c: the files a student's program wrote in its folder, taken from its box
 *
 * A program of the lessons writes its answer to a file (QUEENS.OUT, output.txt): the run
 * shows it, and writes it back beside the program only where the user asks. The folder is the
 * box's (kq-student-box.h), read through a process of the box while it is held open, and what
 * is there is the program's to make: only regular files at the top are taken, never through
 * a link, never a FIFO waited on, as many and as large as the box could hold, no more.
 */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "kq-student-box.h"
#include "kq-student-files.h"

/* A file's stamp: whether the program changed a file that was there before it ran. */
typedef struct {
  gint64 size;
  gint64 mtime_ns;
} Stamp;

static Stamp
stamp_of (const struct stat *st)
{
  return (Stamp) { st->st_size, (gint64) st->st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) +
                                st->st_mtim.tv_nsec };
}

GHashTable *
_kq_student_files_snapshot (const char *folder)
{
  GHashTable *stamps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      struct stat st;

      Stamp stamp;

      if (lstat (path, &st) != 0)
        continue;
      stamp = stamp_of (&st);
      g_hash_table_insert (stamps, g_strdup (name), g_memdup2 (&stamp, sizeof stamp));
    }
  return stamps;
}

void
_kq_student_file_free (gpointer data)
{
  KqStudentFile *file = data;

  g_free ((char *) file->name);
  g_bytes_unref (file->contents);
  g_free (file);
}

/* Up to budget bytes of the regular file name in dir (opened without following a link or
 * waiting on a FIFO); NULL when it is no such file or has not changed since stamps. */
static KqStudentFile *
take_file (int          dir,
           const char  *name,
           GHashTable  *stamps,
           guint64     *budget)
{
  g_autofree char *data = NULL;
  KqStudentFile *file;
  const Stamp *before = g_hash_table_lookup (stamps, name);
  struct stat st;
  Stamp now;
  gsize length = 0, room;
  int fd = openat (dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return NULL;
    }
  now = stamp_of (&st);
  if (before != NULL && before->size == now.size && before->mtime_ns == now.mtime_ns)
    {
      close (fd);
      return NULL;
    }
  room = (gsize) MIN ((guint64) st.st_size, *budget);
  data = g_malloc (room + 1);
  while (length < room)
    {
      gssize got = read (fd, data + length, room - length);

      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        break;
      length += (gsize) got;
    }
  close (fd);
  *budget -= length;
  file = g_new0 (KqStudentFile, 1);
  file->name = g_strdup (name);
  file->size = (guint64) st.st_size;
  file->contents = g_bytes_new_take (g_steal_pointer (&data), length);
  return file;
}

/* How many names of the folder are looked at: a program may make a million empty files. */
#define NAMES_MAX 4096

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

GPtrArray *
_kq_student_files_take (const char *root,
                        const char *folder,
                        GHashTable *stamps)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (_kq_student_file_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = g_strconcat (root, folder, NULL);
  guint64 budget = KQ_STUDENT_BOX_WRITE_BYTES;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  int fd;

  /* the first files by name, whatever order the folder lists them in */
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL && names->len < NAMES_MAX)
    if (g_utf8_validate (name, -1, NULL))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  /* each file by openat (): the folder opened once, never through a link */
  fd = open (path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  for (guint i = 0; fd >= 0 && i < names->len && files->len < KQ_STUDENT_FILES_MAX; i++)
    {
      KqStudentFile *file = take_file (fd, names->pdata[i], stamps, &budget);

      if (file != NULL)
        g_ptr_array_add (files, file);
    }
  if (fd >= 0)
    close (fd);
  return files;
}

gboolean
_kq_student_file_write_back (const char           *program,
                             const KqStudentFile  *file,
                             char                **written,
                             GError              **error)
{
  g_autofree char *dir = g_path_get_dirname (program);
  g_autofree char *path = g_build_filename (dir, file->name, NULL);
  g_autofree char *base = g_path_get_basename (program);

  if (g_bytes_get_size (file->contents) < file->size)
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN,
                   /* TRANSLATORS: %s: a file the student's program wrote; %u: MiB */
                   _("%s was not written back: it is larger than the %u MiB a program may write"),
                   file->name, (guint) (KQ_STUDENT_BOX_WRITE_BYTES >> 20));
      return FALSE;
    }
  /* a program that rewrites its own source does not get to rewrite the student's */
  if (g_str_equal (file->name, base))
    {
      g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN,
                   /* TRANSLATORS: %s: the program's file name */
                   _("%s was not written back: it is the program itself"), file->name);
      return FALSE;
    }
  if (!g_file_set_contents (path, g_bytes_get_data (file->contents, NULL),
                            (gssize) g_bytes_get_size (file->contents), error))
    return FALSE;
  *written = g_steal_pointer (&path);
  return TRUE;
}
