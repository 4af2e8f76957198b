/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-bench-ptrace-floor: how fast a line stepper of our own could run, without GDB.
 *
 *   kq-bench-ptrace-floor PROGRAM INPUT STOP ARRAY ADDRESS...   (addresses in hex)
 *
 * An int3 on each line's address (kq-bench-gdb.py takes them from GDB's breakpoints); at each
 * hit one read of 64 bytes below the frame's rbp and one of 128 bytes at ARRAY, as a tracer
 * reads the locals and the board; then the step over the breakpoint, and on. Ends at the
 * first hit of STOP and prints "LINES lines in S s". No locals named, no frames followed: the
 * floor of that design, to set against GDB's. x86-64 Linux only.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void
step_over (pid_t pid, struct user_regs_struct *regs, unsigned long pc, unsigned long word)
{
  int status;

  ptrace (PTRACE_POKETEXT, pid, (void *) pc, (void *) word);
  regs->rip = pc;
  ptrace (PTRACE_SETREGS, pid, NULL, regs);
  ptrace (PTRACE_SINGLESTEP, pid, NULL, NULL);
  waitpid (pid, &status, 0);
  ptrace (PTRACE_POKETEXT, pid, (void *) pc, (void *) ((word & ~0xffUL) | 0xcc));
}

int
main (int argc, char **argv)
{
  unsigned long *address, *word, stop, array;
  struct timespec start, end;
  char frame[64], board[128];
  long lines = 0;
  int n, status;
  pid_t pid;

  if (argc < 6)
    {
      fprintf (stderr, "usage: %s PROGRAM INPUT STOP ARRAY ADDRESS...\n", argv[0]);
      return 2;
    }
  n = argc - 5;
  address = calloc (n, sizeof *address);
  word = calloc (n, sizeof *word);
  stop = strtoul (argv[3], NULL, 16);
  array = strtoul (argv[4], NULL, 16);
  pid = fork ();
  if (pid == 0)
    {
      dup2 (open (argv[2], O_RDONLY), 0);
      dup2 (open ("/dev/null", O_WRONLY), 1);
      ptrace (PTRACE_TRACEME, 0, NULL, NULL);
      execl (argv[1], argv[1], (char *) NULL);
      _exit (127);
    }
  waitpid (pid, &status, 0);
  for (int i = 0; i < n; i++)
    {
      address[i] = strtoul (argv[5 + i], NULL, 16);
      word[i] = ptrace (PTRACE_PEEKTEXT, pid, (void *) address[i], NULL);
      ptrace (PTRACE_POKETEXT, pid, (void *) address[i], (void *) ((word[i] & ~0xffUL) | 0xcc));
    }

  clock_gettime (CLOCK_MONOTONIC, &start);
  ptrace (PTRACE_CONT, pid, NULL, NULL);
  while (waitpid (pid, &status, 0) == pid && WIFSTOPPED (status))
    {
      struct user_regs_struct regs;
      struct iovec local[2] = { { frame, sizeof frame }, { board, sizeof board } };
      struct iovec remote[2];
      unsigned long pc;
      int i = 0;

      ptrace (PTRACE_GETREGS, pid, NULL, &regs);
      pc = regs.rip - 1;
      while (i < n && address[i] != pc)
        i++;
      if (WSTOPSIG (status) != SIGTRAP || i == n)
        {
          ptrace (PTRACE_CONT, pid, NULL, (void *) (long) WSTOPSIG (status));
          continue;
        }
      lines++;
      remote[0] = (struct iovec) { (void *) (regs.rbp - sizeof frame), sizeof frame };
      remote[1] = (struct iovec) { (void *) array, sizeof board };
      process_vm_readv (pid, &local[0], 1, &remote[0], 1, 0);
      process_vm_readv (pid, &local[1], 1, &remote[1], 1, 0);
      if (pc == stop)
        break;
      step_over (pid, &regs, pc, word[i]);
      ptrace (PTRACE_CONT, pid, NULL, NULL);
    }
  clock_gettime (CLOCK_MONOTONIC, &end);
  kill (pid, SIGKILL);
  waitpid (pid, &status, 0);
  printf ("%ld lines in %.2f s\n", lines,
          (double) (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9);
  return 0;
}
