# SPDX-License-Identifier: GPL-3.0-or-later
# kq-gdb-stepper.py: our tracer inside GDB, the last of its three files (kq-gdb.h), after
# kq-gdb-layout.py and kq-gdb-tracer.py: how the program runs from stop to stop, and the
# kq-trace command. `kq-trace FILE MAX_STEPS` (kq-gdb.c sends it, the program stopped in
# main) puts a stop at each line of FILE and runs the program to its end or the step limit.
import ctypes
import errno
import os
import platform
import signal
import threading
import time

import gdb

# GDB's asynchronous target wakes its event loop at each stop through a signal handler and a
# pipe, and resumes over a breakpoint by displaced stepping: some 20 more system calls a stop
# of the 60 it costs (strace, lesson 000's knight). The program is stopped with its process
# group, never interrupted through GDB. Set before the program starts; an older or newer GDB
# without the setting runs as it is.
try:
    gdb.execute("maint set target-async off")
except gdb.error:
    pass

# Our own stepper, on x86-64 Linux: GDB stops twice a line (its breakpoint, then the step over
# it) with its own work at each, some 300 us a line; ours stops once, at an int3 of our own,
# and puts the line's first byte back until the next line's stop puts the int3 back in turn.
# A line that runs again with no other line between (C's for (…) a[k] = true;) would run
# with its int3 out: every other row of the line table has one too, whose stop puts the line's
# back and is no step.
# It runs in GDB's own thread, which is the program's tracer, while GDB thinks the program
# stopped: GDB is asked only what only it can name (a new line's symbols, a call's array
# arguments, an index expression in the program's language), its register and frame caches
# flushed first. Whatever GDB must see (the end, a thread, exec, a signal) is handed back to
# GDB at the system call or the signal, and GDB's breakpoints go on from there; a fork we run
# ourselves (GDB's breakpoints, stopped by the child's signal, may stop twice at one line).
_LIBC = ctypes.CDLL(None, use_errno=True) if platform.machine() == "x86_64" else None
_PTRACE_GETREGS, _PTRACE_SETREGS, _PTRACE_DETACH, _PTRACE_SYSCALL = 12, 13, 17, 24
_PTRACE_GETEVENTMSG = 0x4201
_CHILD_EVENTS = frozenset((1, 2, 3))  # PTRACE_EVENT_FORK, _VFORK, _CLONE
_WALL = 0x40000000
_SIGTRAP = 5
_SYSCALL_STOP = _SIGTRAP | 0x80  # PTRACE_O_TRACESYSGOOD, which GDB sets
_SYS_CLONE, _SYS_FORK = 56, 57
_SYS_EXITS = frozenset((60, 231))  # exit, exit_group
# A line that runs this long (wall clock, no system call) without another line's step never
# ends: a loop on one line, as while (j <= n); with its stray semicolon. A lesson's line runs
# in microseconds; a loop over a whole array on one line, in a few seconds at worst.
_ENDLESS = 10.0
# The watchdog's look at a program that has not stopped since: a loop within one row of the
# line table runs with its int3 out, and stops for nothing until it is woken.
_WAKE = 0.5
# GDB keeps each value it makes (a frame's registers, a variable read) until the command that
# made it ends, and kq-trace runs as long as the program does: some 450 bytes a frame asked
# for. A knight's tour whose every call passes its board (an argument read through GDB) took
# GDB to its 512 MiB in 2.7 million steps, where it aborted. After this many frames the stepper
# starts again in a command of its own (_RunCommand), which frees them.
_ASKED = 1000
_SHARED = 0x100 | 0x4000 | 0x10000  # CLONE_VM, CLONE_VFORK, CLONE_THREAD: one memory, our int3s
# clone (a thread's), vfork, execve, exit, exit_group, execveat, clone3
_HAND_BACK = frozenset((56, 58, 59, 60, 231, 322, 435))
if _LIBC is not None:
    _LIBC.ptrace.restype = ctypes.c_long
    _LIBC.ptrace.argtypes = (ctypes.c_long, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class _Registers(ctypes.Structure):
    """struct user_regs_struct of x86-64 Linux."""
    _fields_ = [(name, ctypes.c_ulonglong) for name in (
        "r15 r14 r13 r12 rbp rbx r11 r10 r9 r8 rax rcx rdx rsi rdi orig_rax rip cs eflags rsp "
        "ss fs_base gs_base ds es fs gs").split()]


def _pin(pid):
    """GDB's thread and the program on the processor GDB runs on: a stop wakes the other side,
    and a wake-up across processors costs a virtual machine more than the rest of the stop
    (lesson 000's knight to its first tour, kq-bench-ptrace-floor: 41 s across, 11 s on one).
    They never run at once, so nothing is lost."""
    if _LIBC is None:
        return
    try:
        cpu = {_LIBC.sched_getcpu()}
        os.sched_setaffinity(0, cpu)
        os.sched_setaffinity(pid, cpu)
    except OSError:
        pass


def _function_block(pc):
    block = gdb.block_for_pc(pc)
    while block.function is None and block.superblock is not None:
        block = block.superblock
    return block


class _Stepper:
    def __init__(self, pid, steps, rows, exits=frozenset()):
        """steps: the lines' addresses (_line_addresses ()); rows: the line table's others;
        exits: the program's ways out (_EXITS)."""
        self.pid = pid
        self.synced = True
        self.quiet = time.monotonic()  # the last step or system call
        self.resumes = 0
        self.running = False
        self.woken = self.taken = 0  # SIGURGs: sent by the watchdog, taken back by run ()
        self.leaving = False  # handed back at the program's exit system call
        self.asked = 0  # GDB's frames made since run () began (_ASKED)
        self.done = threading.Event()
        self.steps = frozenset(steps)
        self.exits = frozenset(exits) - self.steps
        # One byte at a time: a word's poke would put back its neighbours' int3s too.
        self.memory = os.open("/proc/%d/mem" % pid, os.O_RDWR | os.O_CLOEXEC)
        self.bytes = {address: os.pread(self.memory, 1, address)
                      for address in self.steps | rows | self.exits}
        # GDB's caches of the program's stack and code hold what it read before we ran it on.
        gdb.execute("set stack-cache off")
        gdb.execute("set code-cache off")

    def frame(self):
        if not self.synced:
            gdb.execute("maint flush register-cache", to_string=True)
            self.synced = True
            self.asked += 1
        return gdb.newest_frame()

    def poke(self, address, trap):
        os.pwrite(self.memory, b"\xcc" if trap else self.bytes[address], address)

    def wait(self, pid):
        status = ctypes.c_int()
        while _LIBC.waitpid(pid, ctypes.byref(status), _WALL) == -1:
            if ctypes.get_errno() != errno.EINTR:
                raise OSError(ctypes.get_errno(), "waitpid")
        return status.value

    def watch(self):
        """The watchdog's thread: SIGURG (ignored by default, if ever it reached the program)
        to a program that ran a whole look without a stop; run () takes it back."""
        seen = -1
        while not self.done.wait(_WAKE):
            if self.running and self.resumes == seen:
                self.woken += 1
                try:
                    os.kill(self.pid, signal.SIGURG)
                except OSError:
                    pass
            seen = self.resumes

    def endless(self, tracer):
        """True, the events out and H said, when the program ran too long without a step."""
        if time.monotonic() - self.quiet < _ENDLESS:
            return False
        tracer.flush()
        gdb.write("\036H %d\n" % _ENDLESS)
        return True

    def resume(self, tracer):
        """The program on to its next stop (a line, a system call, a signal): its wait status."""
        self.resumes += 1
        self.running = True
        _LIBC.ptrace(_PTRACE_SYSCALL, self.pid, None, None)
        self.synced = False
        code = self.wait(self.pid)
        self.running = False
        if code & 0xFF != 0x7F:
            # Gone under us (a kill, raise (SIGKILL)): GDB cannot know it; we say how it ended
            # (Q status, K signal), and GDB ends.
            tracer.flush()
            gdb.write("\036Q %d\n" % ((code >> 8) & 0xFF) if code & 0x7F == 0
                      else "\036K %d\n" % (code & 0x7F))
            gdb.execute("quit 0")
        return code

    def hand_back(self, code):
        """A signal GDB must see: sent again, for GDB to stop at as the program goes on."""
        if code >> 16 == 0:
            os.kill(self.pid, (code >> 8) & 0xFF)
        return False

    def fork(self, tracer, back):
        """The program's fork () run with our int3s out, so that its child has none; the child,
        ours to trace if GDB's options say so, let go, as GDB lets a child go. False: a signal
        came first, handed back."""
        for address in self.bytes:
            self.poke(address, False)
        while True:
            code = self.resume(tracer)
            if code >> 16 in _CHILD_EVENTS:
                child = ctypes.c_ulong()
                _LIBC.ptrace(_PTRACE_GETEVENTMSG, self.pid, None, ctypes.byref(child))
                self.wait(child.value)
                _LIBC.ptrace(_PTRACE_DETACH, child.value, None, None)
                continue
            if (code >> 8) & 0xFF != _SYSCALL_STOP or code >> 16 != 0:
                return self.hand_back(code)
            break  # the system call's end
        for address in self.bytes:
            self.poke(address, address != back)
        return True

    def run(self, tracer):
        """Runs the program from where GDB stopped it, a stop of tracer.line () at each line.
        True: the step limit, the program stopped at a line for good. False: GDB goes on. None:
        GDB was asked _ASKED times, the program stopped at a line that counted already: run
        again, in a command of its own (_RunCommand)."""
        ptrace, pid, steps, exits = _LIBC.ptrace, self.pid, self.steps, self.exits
        registers = _Registers()
        words = self.bytes
        # The line the program stopped at was its step already: its int3 goes in once it runs.
        ptrace(_PTRACE_GETREGS, pid, None, ctypes.byref(registers))
        back = registers.rip if registers.rip in words else None
        for address in words:
            self.poke(address, address != back)
        self.asked = 0
        try:
            while True:
                code = self.resume(tracer)
                stop = (code >> 8) & 0xFF
                if stop == signal.SIGURG and code >> 16 == 0 and self.woken > self.taken:
                    # the watchdog's: the events so far out, and no signal passed on
                    self.taken += 1
                    if self.endless(tracer):
                        return True
                    tracer.flush()
                    continue
                ptrace(_PTRACE_GETREGS, pid, None, ctypes.byref(registers))
                if stop == _SYSCALL_STOP and code >> 16 == 0:
                    self.quiet = time.monotonic()
                    call = registers.orig_rax
                    if call == _SYS_FORK or call == _SYS_CLONE and not registers.rdi & _SHARED:
                        if not self.fork(tracer, back):
                            return False
                    elif call in _HAND_BACK:
                        self.leaving = call in _SYS_EXITS
                        if self.leaving and not tracer.exited:
                            # the system call itself, by no way out of _EXITS
                            tracer.exiting(self.frame())
                        return False
                    continue
                pc = registers.rip - 1
                if stop != _SIGTRAP or code >> 16 != 0 or pc not in words:
                    return self.hand_back(code)
                if back is not None:
                    self.poke(back, True)
                registers.rip = pc
                ptrace(_PTRACE_SETREGS, pid, None, ctypes.byref(registers))
                if pc in steps:
                    if tracer.line(pc, registers.rbp):
                        return True
                    self.quiet = time.monotonic()
                    if self.asked >= _ASKED:
                        return None
                elif pc in exits:
                    tracer.exiting(self.frame())
                elif self.endless(tracer):
                    return True
                self.poke(pc, False)
                back = pc
        finally:
            for address in words:
                self.poke(address, False)
            self.frame()

    def start(self):
        """The watchdog's thread, one for all the stepper's runs: a thread started for each
        would have the C library make a new arena of 64 MiB of address space, now and then,
        before the last one's is let go."""
        self.watchdog = threading.Thread(target=self.watch, name="kq-watchdog", daemon=True)
        self.watchdog.start()

    def close(self):
        self.done.set()
        self.watchdog.join()
        os.close(self.memory)


class _RunCommand(gdb.Command):
    """kq-trace-run: _RunCommand.stepper runs the program on (_Stepper.run), its answer in
    _RunCommand.result. A command of its own: GDB frees the values it made when it ends
    (_ASKED)."""
    stepper = tracer = result = None

    def __init__(self):
        super().__init__("kq-trace-run", gdb.COMMAND_RUNNING)

    def invoke(self, argument, from_tty):
        _RunCommand.result = _RunCommand.stepper.run(_RunCommand.tracer)


class _TraceCommand(gdb.Command):
    """kq-trace FILE MAX_STEPS: trace each line of FILE (the program stopped in main)."""

    def __init__(self):
        super().__init__("kq-trace", gdb.COMMAND_RUNNING)

    def invoke(self, argument, from_tty):
        filename, max_steps = gdb.string_to_argv(argument)
        symtab = gdb.selected_frame().find_sal().symtab
        tracer = _Tracer(filename, int(max_steps))
        tracer.find_globals(symtab)
        steps = _line_addresses(filename, symtab)
        breakpoints = _exit_breakpoints(tracer)
        exits = {location.address for breakpoint in breakpoints
                 for location in breakpoint.locations}
        pid = gdb.selected_inferior().pid
        _pin(pid)
        # The stop at main is the first step.
        tracer.stop()
        try:
            if _LIBC is not None and os.environ.get("KQ_STUDENT_STEPPER") != "gdb":
                # A function's first address runs before its frame is made, and its first
                # line's breakpoint, after it, stops each call already.
                rows = {entry.pc for entry in symtab.linetable()
                        if entry.line > 0 and _function_block(entry.pc).start != entry.pc}
                for breakpoint in breakpoints:
                    breakpoint.enabled = False
                stepper = _RunCommand.stepper = _Stepper(pid, steps, rows, exits)
                _RunCommand.tracer = tracer
                tracer.frame = stepper.frame
                _RunCommand.result = None
                stepper.start()
                try:
                    while _RunCommand.result is None:
                        gdb.execute("kq-trace-run")
                finally:
                    stepper.close()
                if _RunCommand.result:
                    return
                for breakpoint in breakpoints:
                    breakpoint.enabled = True
                if stepper.leaving:
                    steps = ()  # no line runs after its exit: GDB's breakpoints for nothing
            # GDB's breakpoints from here on, only now: a thousand of them take GDB seconds
            for address in sorted(steps):
                _LineBreakpoint(tracer, address)
            # the steps so far out before GDB's *stopped: a signal the program dies of ends
            # the run as soon as kq-gdb.c reads it
            tracer.flush()
            gdb.execute("continue")
        finally:
            # The program ended, died or hit the step limit: GDB has said *stopped, and answers
            # nothing more (frames, quit) before this command is done.
            tracer.flush()


_RunCommand()
_TraceCommand()
