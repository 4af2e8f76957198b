/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-student-child.c: the child process of a run, in its own group, under limits */
#define G_LOG_DOMAIN "kq-student"
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "kq-student-box.h"
#include "kq-student-child.h"
#include "kq-student-events.h"
#include "kq-student-files.h"

/* The limits every child runs under; its CPU time is the run's wall clock. */
#define KQ_STUDENT_ADDRESS_SPACE ((rlim_t) KQ_STUDENT_CHILD_MEMORY_MIB * 1024 * 1024)
#define KQ_STUDENT_FILE_SIZE     ((rlim_t) 64 * 1024 * 1024)
#define KQ_STUDENT_OPEN_FILES    64
/* The most a program may print (standard output and error): a loop printing its board
 * millions of times ends rather than spends the machine. */
#define KQ_STUDENT_OUTPUT_BYTES ((guint64) 64 * 1024 * 1024)
/* How often the read looks whether the child has ended, and counts the processes in its box;
 * how long it then drains its streams. */
#define REAP_MSEC  100
#define DRAIN_USEC (2 * G_USEC_PER_SEC)

/* DONE: a box's, at its end once the program has ended (KQ_STUDENT_BOX_DONE_FD) */
typedef enum { STREAM_EVENTS, STREAM_OUT, STREAM_ERR, STREAM_DONE } StreamKind;

#define MAX_STREAMS 5

typedef struct {
  StreamKind kind;
  int        fd;  /* read end, -1 once at its end */
} Stream;

struct _KqStudentChild {
  const KqStudentJob *job;
  GPid          pid;
  gboolean      boxed;   /* pid is the bwrap of a box */
  gboolean      reaped;
  int           stdin_fd;
  Stream        streams[MAX_STREAMS];
  guint         n_streams;
  GString      *events;  /* the event line being read */
  gboolean      dropping; /* it is longer than any event: skipped to its end */
  guint64       printed;  /* the program's output so far */
  GCancellable *cancellable;  /* the read's (kq_student_child_read) */
  gint64        deadline;
  int           pid_fd;  /* readable once the child has ended (-1: this kernel has none) */
  int           hold_fd; /* a box holds open while we have it (KQ_STUDENT_BOX_HOLD_FD) */
  GHashTable   *stamps;  /* the folder before the program ran */
  gboolean      taken;   /* the files it wrote are the run's */
};

/* In the child between fork and exec: async-signal-safe calls only. */
void
kq_student_child_setup (gpointer user_data)
{
  const KqStudentChildSetup *setup = user_data;
  const struct { int resource; rlim_t value; } limits[] = {
    { RLIMIT_CPU, setup->cpu_seconds },
    { RLIMIT_AS, KQ_STUDENT_ADDRESS_SPACE },
    { RLIMIT_FSIZE, KQ_STUDENT_FILE_SIZE },
    { RLIMIT_NOFILE, KQ_STUDENT_OPEN_FILES },
    { RLIMIT_CORE, 0 },
  };

  setpgid (0, 0);
  /* the child goes when the thread that started it does (a crash, a kill -9 of the caller);
   * a run's thread outlives its child */
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  for (gsize i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      struct rlimit limit = { limits[i].value, limits[i].value };

      setrlimit (limits[i].resource, &limit);
    }
}

static void
add_stream (KqStudentChild *child,
            StreamKind      kind,
            int             fd)
{
  g_assert (child->n_streams < MAX_STREAMS);
  g_unix_set_fd_nonblocking (fd, TRUE, NULL);
  child->streams[child->n_streams++] = (Stream) { kind, fd };
}

KqStudentChild *
kq_student_child_new (const KqStudentJob *job,
                      const char * const *argv,
                      KqStudentChildFlags flags,
                      GError            **error)
{
  return kq_student_child_new_full (job, argv, flags, -1, error);
}

KqStudentChild *
kq_student_child_new_full (const KqStudentJob *job,
                           const char * const *argv,
                           KqStudentChildFlags flags,
                           int                 file_fd,
                           GError            **error)
{
  g_autoptr(KqStudentChild) child = NULL;
  gboolean events_on_stdout = (flags & KQ_STUDENT_CHILD_EVENTS_ON_STDOUT) != 0;
  KqStudentChildSetup setup = { .cpu_seconds = job->wall_seconds };
  /* pipes handed to the child as fds 3 (and 4), or file_fd as 4; the box's filter and hold
   * after them */
  int pipes[2][2] = { { -1, -1 }, { -1, -1 } };
  int hold[2] = { -1, -1 }, done[2] = { -1, -1 };
  int source_fds[6], target_fds[6];
  int filter_fd = -1;
  gsize n_fds = events_on_stdout ? 2 : 1, n_handed = n_fds;
  int in_fd = -1, out_fd = -1, err_fd = -1;
  g_auto(GStrv) boxed = NULL;
  gboolean spawned;

  g_return_val_if_fail (job != NULL && argv != NULL && argv[0] != NULL, NULL);
  g_return_val_if_fail (file_fd < 0 || !events_on_stdout, NULL);

  for (gsize i = 0; i < n_fds; i++)
    {
      if (!g_unix_open_pipe (pipes[i], FD_CLOEXEC, error))
        {
          for (gsize j = 0; j < i; j++)
            {
              close (pipes[j][0]);
              close (pipes[j][1]);
            }
          return NULL;
        }
      source_fds[i] = pipes[i][1];
      target_fds[i] = 3 + (int) i;
    }
  if (file_fd >= 0)
    {
      source_fds[n_handed] = file_fd;
      target_fds[n_handed++] = 4;
    }
  if (!(flags & KQ_STUDENT_CHILD_STDIN_PIPE))
    in_fd = open (job->input, O_RDONLY | O_CLOEXEC);

  child = g_new0 (KqStudentChild, 1);
  child->job = job;
  child->stdin_fd = -1;
  child->pid_fd = -1;
  child->hold_fd = -1;
  child->events = g_string_new (NULL);
  child->stamps = _kq_student_files_snapshot (job->folder);
  spawned = in_fd >= 0 || (flags & KQ_STUDENT_CHILD_STDIN_PIPE);
  if (!spawned)
    g_set_error (error, KQ_STUDENT_ERROR, KQ_STUDENT_ERROR_RUN, "%s: %s",
                 job->input, g_strerror (errno));
  else if ((boxed = kq_student_box_argv (job->folder, argv,
                                         KQ_STUDENT_BOX_PROGRAM, &filter_fd, error)) == NULL)
    spawned = FALSE;
  else
    {
      child->boxed = filter_fd >= 0;
      if (child->boxed && g_unix_open_pipe (hold, FD_CLOEXEC, error) &&
          g_unix_open_pipe (done, FD_CLOEXEC, error))
        {
          source_fds[n_handed] = filter_fd;
          target_fds[n_handed++] = KQ_STUDENT_BOX_FILTER_FD;
          source_fds[n_handed] = hold[0];
          target_fds[n_handed++] = KQ_STUDENT_BOX_HOLD_FD;
          source_fds[n_handed] = done[1];
          target_fds[n_handed++] = KQ_STUDENT_BOX_DONE_FD;
          child->hold_fd = hold[1];
        }
      spawned = (!child->boxed || child->hold_fd >= 0) && g_spawn_async_with_pipes_and_fds (
        job->folder, (const char * const *) boxed, NULL,
        G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, kq_student_child_setup, &setup,
        in_fd, -1, -1, source_fds, target_fds, n_handed, &child->pid,
        in_fd < 0 ? &child->stdin_fd : NULL, &out_fd, &err_fd, error);
    }
  if (in_fd >= 0)
    close (in_fd);
  if (filter_fd >= 0)
    close (filter_fd);
  if (hold[0] >= 0)
    close (hold[0]);
  /* (the hold's write end is the child's, unless the done pipe could not be made) */
  if (hold[1] >= 0 && child->hold_fd < 0)
    close (hold[1]);
  if (done[1] >= 0)
    close (done[1]);
  for (gsize i = 0; i < n_fds; i++)
    close (pipes[i][1]);
  if (!spawned)
    {
      for (gsize i = 0; i < n_fds; i++)
        close (pipes[i][0]);
      if (done[0] >= 0)
        close (done[0]);
      child->reaped = TRUE;
      return NULL;
    }
  /* Here too, so that the group exists before we may kill it, whoever runs first. */
  setpgid (child->pid, child->pid);
  child->pid_fd = (int) syscall (SYS_pidfd_open, child->pid, 0);

  if (events_on_stdout)
    {
      add_stream (child, STREAM_EVENTS, out_fd);
      add_stream (child, STREAM_ERR, err_fd);
      add_stream (child, STREAM_OUT, pipes[0][0]);
      add_stream (child, STREAM_ERR, pipes[1][0]);
    }
  else
    {
      add_stream (child, STREAM_EVENTS, pipes[0][0]);
      add_stream (child, STREAM_OUT, out_fd);
      add_stream (child, STREAM_ERR, err_fd);
    }
  if (done[0] >= 0)
    add_stream (child, STREAM_DONE, done[0]);
  return g_steal_pointer (&child);
}

gboolean
kq_student_child_write (KqStudentChild  *child,
                        const char      *text,
                        gsize            length,
                        GError         **error)
{
  g_return_val_if_fail (child != NULL && child->stdin_fd >= 0, FALSE);

  while (length > 0)
    {
      gssize written = write (child->stdin_fd, text, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s",
                       g_strerror (saved));
          return FALSE;
        }
      text += written;
      length -= (gsize) written;
    }
  return TRUE;
}

static void
close_fd (int *fd)
{
  if (*fd >= 0)
    close (*fd);
  *fd = -1;
}

/* The files the program wrote become the run's, from its box while that is held (and then
 * it is let go), or from the folder itself when there is no box. */
static void
take_files (KqStudentChild *child)
{
  g_autofree char *root = NULL;

  if (child->taken)
    return;
  child->taken = TRUE;
  root = child->boxed ? kq_student_box_root (child->pid) : g_strdup ("");
  if (root != NULL)
    child->job->report->files (child->job->data,
                               _kq_student_files_take (root, child->job->folder, child->stamps));
  close_fd (&child->hold_fd);
}

/* Kills the whole group: the child and all it started. */
static void
kill_group (KqStudentChild *child)
{
  if (child->pid > 0)
    kill (-child->pid, SIGKILL);
}

/* Whether Stop or the wall clock ends the read now. Asked between two events and two reads,
 * however fast they come: a program in an endless recursion sends them faster than a whole
 * stack a step is shown, and would never let the read look up otherwise. */
static inline gboolean
must_stop (KqStudentChild *child)
{
  if (g_cancellable_is_cancelled (child->cancellable))
    return TRUE;
  if (g_get_monotonic_time () < child->deadline)
    return FALSE;
  child->job->report->timed_out (child->job->data);
  return TRUE;
}

/* Hands complete event lines to func; FALSE when func said stop, or must_stop (). The stream is the
 * program's to write on too (it runs in the tracer's process): a line longer than any event
 * is dropped as it comes, never held whole. */
static gboolean
split_events (KqStudentChild         *child,
              const char             *data,
              gsize                   length,
              KqStudentChildLineFunc  func,
              gpointer                user_data)
{
  while (length > 0)
    {
      const char *newline = memchr (data, '\n', length);
      gsize part = newline != NULL ? (gsize) (newline - data) : length;

      if (child->events->len + part <= KQ_STUDENT_EVENT_LINE_MAX && !child->dropping)
        g_string_append_len (child->events, data, (gssize) part);
      else
        {
          child->dropping = TRUE;
          g_string_truncate (child->events, 0);
        }
      if (newline == NULL)
        return TRUE;
      data += part + 1;
      length -= part + 1;
      if (must_stop (child) ||
          (!child->dropping && !func (child->events->str, child->events->len, user_data)))
        return FALSE;
      child->dropping = FALSE;
      g_string_truncate (child->events, 0);
    }
  return TRUE;
}

/* Reads what is there on stream; FALSE when func said stop, or must_stop (). */
static gboolean
read_stream (KqStudentChild         *child,
             Stream                 *stream,
             KqStudentChildLineFunc  func,
             gpointer                user_data)
{
  char buffer[65536];

  for (;;)
    {
      gssize got;

      if (must_stop (child))
        return FALSE;
      got = read (stream->fd, buffer, sizeof buffer);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0 && errno == EAGAIN)
        return TRUE;
      if (got <= 0)
        {
          close_fd (&stream->fd);
          if (stream->kind == STREAM_DONE)
            take_files (child);
          return TRUE;
        }
      if (stream->kind == STREAM_DONE)
        continue;
      if (stream->kind != STREAM_EVENTS && (child->printed += (guint64) got) >
                                           KQ_STUDENT_OUTPUT_BYTES)
        {
          g_autofree char *text = g_strdup_printf (_("it printed more than %u MiB"), (guint)
                                                   (KQ_STUDENT_OUTPUT_BYTES >> 20));

          child->job->report->crash (child->job->data, 0, text);
          return FALSE;
        }
      if (stream->kind != STREAM_EVENTS)
        child->job->report->output (child->job->data, stream->kind == STREAM_ERR, buffer,
                                    (gsize) got);
      else if (!split_events (child, buffer, (gsize) got, func, user_data))
        return FALSE;
    }
}

/* What the program printed and we have not read yet, read once it has been stopped: a program
 * whose events come as fast as they can keeps the read on its events, and its output, printed
 * before them, waits in its pipe. */
static void
drain_output (KqStudentChild *child)
{
  for (guint i = 0; i < child->n_streams; i++)
    {
      Stream *stream = &child->streams[i];
      char buffer[65536];
      gssize got;

      while ((stream->kind == STREAM_OUT || stream->kind == STREAM_ERR) && stream->fd >= 0 &&
             child->printed < KQ_STUDENT_OUTPUT_BYTES &&
             ((got = read (stream->fd, buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR)))
        if (got > 0)
          {
            child->printed += (guint64) got;
            child->job->report->output (child->job->data, stream->kind == STREAM_ERR, buffer,
                                    (gsize) got);
          }
    }
}

static gboolean
try_reap (KqStudentChild *child)
{
  int status;
  pid_t pid;

  if (child->reaped)
    return TRUE;
  do
    pid = waitpid (child->pid, &status, WNOHANG);
  while (pid < 0 && errno == EINTR);
  if (pid == 0)
    return FALSE;
  child->reaped = TRUE;
  if (pid == child->pid)
    child->job->report->exited (child->job->data, status);
  /* whatever it left running in its group goes with it */
  kill_group (child);
  if (!child->boxed)
    take_files (child);
  return TRUE;
}

/* Whether the box holds more processes than it may: a fork bomb ends the run, whoever runs
 * it (the box's RLIMIT_NPROC does not hold for root). */
static gboolean
too_many_processes (KqStudentChild *child)
{
  g_autofree char *text = NULL;

  if (!child->boxed || kq_student_box_count (child->pid) <= KQ_STUDENT_BOX_PROCESSES)
    return FALSE;
  text = g_strdup_printf (_("it started more than %d processes"), KQ_STUDENT_BOX_PROCESSES);
  child->job->report->crash (child->job->data, 0, text);
  return TRUE;
}

/* Kills the group and reaps the child, if not done yet. */
static void
end_child (KqStudentChild *child)
{
  int status;

  if (child->reaped || child->pid <= 0)
    return;
  /* what it wrote so far, from the box before it goes */
  if (child->boxed)
    take_files (child);
  kill_group (child);
  while (waitpid (child->pid, &status, 0) < 0 && errno == EINTR)
    ;
  child->reaped = TRUE;
  child->job->report->exited (child->job->data, status);
  take_files (child);
}

static gboolean
streams_open (const KqStudentChild *child)
{
  for (guint i = 0; i < child->n_streams; i++)
    if (child->streams[i].fd >= 0)
      return TRUE;
  return FALSE;
}

gboolean
kq_student_child_read (KqStudentChild          *child,
                       KqStudentChildLineFunc   func,
                       gpointer                 user_data,
                       GCancellable            *cancellable,
                       GError                 **error)
{
  gint64 drained = G_MAXINT64, counted = 0;
  GPollFD cancel_fd;
  gboolean has_cancel_fd;

  g_return_val_if_fail (child != NULL && func != NULL, FALSE);

  child->cancellable = cancellable;
  child->deadline = child->job->deadline;
  has_cancel_fd = g_cancellable_make_pollfd (cancellable, &cancel_fd);
  for (;;)
    {
      GPollFD fds[MAX_STREAMS + 2];
      Stream *polled[MAX_STREAMS];
      guint n = 0;
      gint64 now = g_get_monotonic_time ();
      guint n_polled;
      gboolean stop;

      /* once the child has gone (and its group with it), its streams end soon: a process
       * that left the group and keeps them open is not waited for long */
      if (!child->reaped && try_reap (child))
        drained = now + DRAIN_USEC;
      stop = must_stop (child);
      /* now and then, however fast its events come */
      if (!stop && !child->reaped && now >= counted)
        {
          counted = now + REAP_MSEC * 1000;
          stop = too_many_processes (child);
        }
      for (guint i = 0; i < child->n_streams && !stop; i++)
        if (child->streams[i].fd >= 0)
          {
            polled[n] = &child->streams[i];
            fds[n++] = (GPollFD) { child->streams[i].fd, G_IO_IN | G_IO_HUP | G_IO_ERR, 0 };
          }
      if (stop || (child->reaped && (n == 0 || now >= drained)))
        break;
      n_polled = n;
      if (has_cancel_fd)
        fds[n_polled++] = cancel_fd;
      if (child->pid_fd >= 0 && !child->reaped)
        fds[n_polled++] = (GPollFD) { child->pid_fd, G_IO_IN, 0 };
      /* waitpid now and then: the child may end with its streams held open by another */
      if (g_poll (fds, n_polled, (int) MIN ((child->deadline - now) / 1000 + 1, REAP_MSEC)) < 0 &&
          errno != EINTR)
        break;
      for (guint i = 0; i < n && !stop; i++)
        if (fds[i].revents != 0)
          stop = !read_stream (child, polled[i], func, user_data);
      if (stop)
        break;
    }
  if (has_cancel_fd)
    g_cancellable_release_fd (cancellable);

  if (child->reaped && (!streams_open (child) || g_get_monotonic_time () >= drained))
    return TRUE;
  end_child (child);
  drain_output (child);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "stopped");
  return FALSE;
}

void
kq_student_child_free (KqStudentChild *child)
{
  if (child == NULL)
    return;
  end_child (child);
  for (guint i = 0; i < child->n_streams; i++)
    close_fd (&child->streams[i].fd);
  close_fd (&child->stdin_fd);
  close_fd (&child->pid_fd);
  close_fd (&child->hold_fd);
  if (child->pid > 0)
    g_spawn_close_pid (child->pid);
  g_clear_pointer (&child->stamps, g_hash_table_unref);
  g_string_free (child->events, TRUE);
  g_free (child);
}
