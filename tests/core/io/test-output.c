/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The writer every file goes through: it writes where the path points and
 * keeps what is there (mode, links, devices) or leaves it whole. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <unistd.h>

#include "kq-output.h"
#include "kq-test-tools.h"

/* An unprivileged user for the cases root would pass anyway. */
#define NOBODY 65534

static char *
tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("kq-output-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, expected);
}

static void
write_ok (const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_file_write (path, text, strlen (text), &error));
  g_assert_no_error (error);
}

static void
test_new_file (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "new.txt", NULL);
  g_autofree char *names = NULL;
  mode_t mask = umask (022);
  struct stat st;

  umask (mask);
  write_ok (path, "hello\n");
  assert_contents (path, "hello\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);
  names = kq_test_list_dir (dir);
  g_assert_cmpstr (names, ==, "new.txt");
}

/* Defect 1: a 0600 file became 0644. */
static void
test_keeps_mode (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "secret.txt", NULL);
  struct stat st;

  write_ok (path, "old\n");
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  write_ok (path, "new\n");
  assert_contents (path, "new\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
}

/* Defect 1: a hard link was broken. */
static void
test_hard_link (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "a.txt", NULL);
  g_autofree char *other = g_build_filename (dir, "b.txt", NULL);
  struct stat st;

  write_ok (path, "old\n");
  g_assert_cmpint (link (path, other), ==, 0);
  write_ok (path, "new\n");
  assert_contents (other, "new\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_nlink, ==, 2);
}

/* Defect 1: a symlink became a regular file. */
static void
test_symlink (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *target = g_build_filename (dir, "target.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.txt", NULL);
  g_autofree char *created = g_build_filename (dir, "created.txt", NULL);
  g_autofree char *names = NULL;
  struct stat st;

  write_ok (target, "old\n");
  g_assert_cmpint (symlink ("target.txt", link), ==, 0);
  write_ok (link, "new\n");
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (target, "new\n");

  /* A link to nothing yet: the file it names is made. */
  g_assert_cmpint (symlink (created, dangling), ==, 0);
  write_ok (dangling, "made\n");
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (created, "made\n");
  names = kq_test_list_dir (dir);
  g_assert_cmpstr (names, ==, "created.txt dangling.txt link.txt target.txt");
}

/* Defect 1: a device became a regular file; /dev/null needed a writable /dev. */
static void
test_device (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *link = g_build_filename (dir, "full-link", NULL);
  g_autofree char *node = g_build_filename (dir, "full-node", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  write_ok ("/dev/null", "nothing\n");
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  /* A full disk is an error naming the path, and the device stays. */
  g_assert_cmpint (symlink ("/dev/full", link), ==, 0);
  g_assert_false (kq_file_write (link, "x\n", 2, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_nonnull (strstr (error->message, "full-link"));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));

  if (mknod (node, S_IFCHR | 0666, makedev (1, 7)) != 0)
    {
      g_test_message ("mknod: %s (not root): the device node case is skipped", g_strerror (errno));
      return;
    }
  g_clear_error (&error);
  g_assert_false (kq_file_write (node, "x\n", 2, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_assert_cmpint (g_lstat (node, &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

static gpointer
read_fifo (gpointer path)
{
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, NULL);
  return contents;
}

/* Defect 1: a FIFO became a regular file. */
static void
test_fifo (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "fifo", NULL);
  g_autofree char *received = NULL;
  GThread *reader;
  struct stat st;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  reader = g_thread_new ("reader", read_fifo, path);
  write_ok (path, "through\n");
  received = g_thread_join (reader);
  g_assert_cmpstr (received, ==, "through\n");
  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

static void
test_folder (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autoptr(GError) error = NULL;

  g_assert_false (kq_file_write (dir, "x", 1, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_clear_error (&error);
  g_assert_false (kq_file_check_writable (dir, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
}

/* A stream that is aborted, or freed uncommitted, leaves the old file
 * whole and no temporary file. */
static void
test_stream_abort (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *chunk = g_strnfill (100000, 'x');

  write_ok (path, "old\n");
  for (int commit = 0; commit < 2; commit++)
    {
      g_autoptr(KqOutput) output = kq_output_open (path, &error);

      g_assert_no_error (error);
      for (int i = 0; i < 10; i++)
        g_assert_true (kq_output_write (output, chunk, strlen (chunk), &error));
      g_assert_true (kq_output_flush (output, &error));
      assert_contents (path, "old\n");
      if (commit)
        kq_output_abort (output);
    }
  assert_contents (path, "old\n");
  names = kq_test_list_dir (dir);
  g_assert_cmpstr (names, ==, "out.txt");
}

static void
test_stream_commit (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(KqOutput) output = kq_output_open (path, &error);

  g_assert_no_error (error);
  for (int i = 0; i < 100000; i++)
    {
      char line[32];
      int len = g_snprintf (line, sizeof line, "%d\n", i);

      g_string_append (expected, line);
      g_assert_true (kq_output_write (output, line, (gsize) len, &error));
    }
  g_assert_true (kq_output_commit (output, &error));
  g_assert_no_error (error);
  assert_contents (path, expected->str);
}

/* The folder is not ours but the file is: written in place, as editors do
 * (rename would need a new file in the folder). Root may create files
 * anywhere, so as root the case runs as nobody. */
static void
test_readonly_folder (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = tmp_dir ();
      g_autofree char *path = g_build_filename (dir, "mine.txt", NULL);
      g_autofree char *names = NULL;
      g_autoptr(GError) error = NULL;
      struct stat st;

      write_ok (path, "old\n");
      if (geteuid () == 0)
        {
          g_assert_cmpint (chown (dir, NOBODY, NOBODY), ==, 0);
          g_assert_cmpint (chown (path, NOBODY, NOBODY), ==, 0);
          g_assert_cmpint (setgid (NOBODY), ==, 0);
          g_assert_cmpint (setuid (NOBODY), ==, 0);
        }
      g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
      write_ok (path, "new\n");
      assert_contents (path, "new\n");
      names = kq_test_list_dir (dir);
      g_assert_cmpstr (names, ==, "mine.txt");
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~umask (022));

      /* A file not writable is left alone, as with a shell's >. */
      g_assert_cmpint (g_chmod (path, 0444), ==, 0);
      g_assert_false (kq_file_write (path, "x\n", 2, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
      g_clear_error (&error);
      g_assert_false (kq_file_check_writable (path, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
      assert_contents (path, "new\n");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Root can give the new file the old file's owner; the replaced file keeps it. */
static void
test_keeps_owner (void)
{
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "theirs.txt", NULL);
  struct stat st;

  if (geteuid () != 0)
    {
      g_test_skip ("only root can make a file someone else's");
      return;
    }
  write_ok (path, "old\n");
  g_assert_cmpint (chown (path, NOBODY, NOBODY), ==, 0);
  write_ok (path, "new\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_uid, ==, NOBODY);
  g_assert_cmpint (st.st_gid, ==, NOBODY);
}

static void
test_check_writable (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (kq_file_check_writable ("-", &error));
  g_assert_true (kq_file_check_writable ("/dev/null", &error));
  g_assert_true (kq_file_check_writable ("/dev/stdout", &error));
  g_assert_no_error (error);
  g_assert_false (kq_file_check_writable ("/nonexistent-dir/out.txt", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/output/new-file", test_new_file);
  g_test_add_func ("/output/keeps-mode", test_keeps_mode);
  g_test_add_func ("/output/keeps-owner", test_keeps_owner);
  g_test_add_func ("/output/hard-link", test_hard_link);
  g_test_add_func ("/output/symlink", test_symlink);
  g_test_add_func ("/output/device", test_device);
  g_test_add_func ("/output/fifo", test_fifo);
  g_test_add_func ("/output/folder", test_folder);
  g_test_add_func ("/output/readonly-folder", test_readonly_folder);
  g_test_add_func ("/output/stream-abort", test_stream_abort);
  g_test_add_func ("/output/stream-commit", test_stream_commit);
  g_test_add_func ("/output/check-writable", test_check_writable);

  return g_test_run ();
}
