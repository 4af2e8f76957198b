/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-native-rt.c: the runtime compiled into a student's C or C++ program (kq-native.c)
 *
 * The program's assembly has a call of kq_native_hook after each row of its line table
 * (kq-native.c rewrites it): `lea -128(%rsp), %rsp; push $K; call kq_native_hook; lea 136(%rsp),
 * %rsp`, K the row's number. A row that is a step (kq-native-query.py: the rows where GDB's
 * stepper stops) runs step () with the frame's base; the others return at once, touching no
 * flag. step () does what kq-gdb-tracer.py's _Tracer.line () does at a stop, on the program's
 * memory directly: the global arrays and ints compared with their last copy, the frames told by
 * their bases, the locals read at the offsets GDB gave, a write of the value already there told
 * by the line's index expressions; the same events (kq-student-events.h), written to fd 3. In
 * lean mode (--only=moves, n known) the lines that change nothing are counted, not sent
 * ("N count"), nor the locals and calls.
 *
 * The program runs in a child of ours: we wait for it and say how it ended (Q status, K signal),
 * its events still in the shared buffer written out first (a signal or SIGKILL leaves it no
 * time), and end it when it has made no step for ENDLESS seconds (H). Plain C and the C
 * library only: it is linked into the student's program, in the box.
 */
#define _GNU_SOURCE
/* Compiled to assembly when we are built (src/student/meson.build), linked into the program
 * there: optimised whatever the flags; no vector register (see kq_native_hook); frames kept
 * for __builtin_frame_address (); no loop made a call of memcpy. */
#pragma GCC optimize ("O2", "no-omit-frame-pointer", "no-tree-loop-distribute-patterns")
#pragma GCC target ("general-regs-only")
#include <errno.h>
#include <stdarg.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Linked with --wrap (kq-native.c): the runtime's own calls are wrapped too, so it calls the
 * C library's by these names. */
pid_t __real_fork (void);
void __real__exit (int status) __attribute__ ((noreturn));

#define TABLE "kq-native.tab"
#define EVENTS_FD 3
#define BUFFER_SIZE (1 << 20)
#define FLUSH_AT (1 << 16)
#define ENDLESS 10
#define EXPR_MAX 32
#define STACK_FIRST 1024
#define SLOTS_MAX 64

typedef struct { char kind; int size; int is_signed; } Scalar;

/* An array the runtime reads: a global's at its address, or a function's local (framed: its
 * offset from the function's %rbp), read from each call's frame while the call runs, sent
 * anew under a number of its own for each call after the first (as GDB's stepper does). */
typedef struct {
  int id; char name[128]; char *address; int rows, cols, low, col_low; Scalar type;
  int count; unsigned char *copy; int sent_at_count; unsigned *sent; int known;
  int function; long offset; uintptr_t frame;
} Array;

typedef struct { char name[128]; char *address; Scalar type; long long value; int known; } Global;

/* An index expression, in reverse Polish: c number, l slot, g global, ops + - * / % n (negate);
 * none: unknown. */
typedef struct { char op; long long number; } Token;
typedef struct { Token tokens[EXPR_MAX]; int count; } Expr;

typedef struct { int array; int n_exprs; Expr exprs[2]; int n_callees; int callees[8]; } Write;

typedef struct { int slot; char name[64]; long offset; Scalar type; } Local;

typedef struct {
  int line, function;
  int n_locals; Local *locals;
  unsigned long long names;  /* its locals' slots */
  int n_writes; Write *writes;
  int n_guards; Write *guards;
} Place;

typedef struct {
  int function; uintptr_t base;
  long long values[SLOTS_MAX]; unsigned long long known; unsigned long long names;
} Frame;

typedef struct { int array, index, callees_of; uintptr_t at; } Guard;

typedef struct {
  volatile unsigned long long steps;
  volatile int held;  /* at the step limit, waiting for its end: no endless line */
  /* lean mode: the steps run since the last one sent, the last of them at last_line; the
   * watcher sends them when the program dies with them */
  unsigned long long counted;
  int last_line;
  volatile size_t committed;
  size_t length;
  char data[BUFFER_SIZE];
} Shared;

/* Room between the program's data and ours, which the link puts after the program's (and
 * -fno-toplevel-reorder keeps first): a write just past the end of the program's last array
 * (a[n] of int a[n]), which natively lands on room no one uses, lands here, not on our state. */
static char guard_data[4096] __attribute__ ((used)) = { 1 };
static char guard_bss[4096] __attribute__ ((used, section (".bss")));

/* the table (kq-native-query.py) */
unsigned char *kq_native_kinds;  /* hook K: 1 a step; read by kq_native_hook */
/* The last hook run, if a step's; -1 after any other row's (kq_native_hook). GDB's stepper takes
 * a step's int3 out when it stops there, until the next row's stop: a step run again with no
 * other row between (a loop within one row: while (!done);) is no new step. */
int kq_native_back = -1;
static int *place_of;
static Place *places;
static Array *arrays; static int n_arrays;
/* the number a local array's next call gives it */
static int next_id;
static Global *globals; static int n_globals;
static char (*functions)[128]; static int n_functions;
static char (*slot_names)[SLOTS_MAX][64];  /* a function's locals by slot */
static unsigned long long max_steps;
static int lean;

static Shared *shared;
static Frame *stack; static int depth, stack_room;
static int entries_size; static int *entries;  /* function: its entry step's K, -1: none */
static Guard guards[256]; static int n_guards;
static struct { int array, index; } pending[16]; static int n_pending;
static int last_place = -1;
static unsigned stop_count;
static unsigned long long steps;
static int exited;

/* The hot path calls no function of the C library but write (): theirs use the vector
 * registers, which kq_native_hook does not save (-mgeneral-regs-only keeps ours off them). */
static void
copy_bytes (char *to, const char *from, size_t size)
{
  for (size_t i = 0; i < size; i++)
    to[i] = from[i];
}

static int
same_bytes (const char *a, const char *b, size_t size)
{
  size_t i = 0;

  for (; i + 8 <= size; i += 8)
    if (*(const uint64_t *) (const void *) (a + i) != *(const uint64_t *) (const void *) (b + i))
      return 0;
  for (; i < size; i++)
    if (a[i] != b[i])
      return 0;
  return 1;
}

static void
flush (void)
{
  size_t at = 0;

  while (at < shared->committed)
    {
      ssize_t written = write (EVENTS_FD, shared->data + at, shared->committed - at);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        break;
      at += (size_t) written;
    }
  copy_bytes (shared->data, shared->data + shared->committed,
              shared->length - shared->committed);
  shared->length -= shared->committed;
  shared->committed = 0;
}

/* Room for size more bytes of events. */
static void
room (size_t size)
{
  if (shared->length + size < BUFFER_SIZE)
    return;
  flush ();
  if (shared->length + size >= BUFFER_SIZE)
    {
      /* one step's events larger than the buffer: out as they are */
      shared->committed = shared->length;
      flush ();
    }
}

static void
put_text (const char *text)
{
  size_t length = 0;

  while (text[length] != '\0')
    length++;
  room (length);
  copy_bytes (shared->data + shared->length, text, length);
  shared->length += length;
}

static void
put_char (char c)
{
  room (1);
  shared->data[shared->length++] = c;
}

static void
put_int (long long value)
{
  char digits[24];
  int at = sizeof digits;
  unsigned long long magnitude = value < 0 ? -(unsigned long long) value
                                           : (unsigned long long) value;

  do
    digits[--at] = (char) ('0' + magnitude % 10);
  while ((magnitude /= 10) > 0);
  if (value < 0)
    digits[--at] = '-';
  room (sizeof digits);
  copy_bytes (shared->data + shared->length, digits + at, sizeof digits - (size_t) at);
  shared->length += sizeof digits - (size_t) at;
}

/* " number" */
static void
put_number (long long value)
{
  put_char (' ');
  put_int (value);
}

/* " value" of a kind (i, b, c; n: none), as the events' language writes it: T or F, 'code (a
 * char below ' ' a small number: C's char row[16] of columns), _, else the number. */
static void
put_value (char kind, long long value)
{
  put_char (' ');
  if (kind == 'b')
    put_char (value != 0 ? 'T' : 'F');
  else if (kind == 'n')
    put_char ('_');
  else
    {
      if (kind == 'c' && (value < 0 || value >= ' '))
        put_char ('\'');
      put_int (value);
    }
}

/* "V name value\n" */
static void
put_named (char what, const char *name, char kind, long long value)
{
  put_char (what);
  put_char (' ');
  put_text (name);
  put_value (kind, value);
  put_char ('\n');
}

/* "L number\n" */
static void
put_event (char what, long long value)
{
  put_char (what);
  put_number (value);
  put_char ('\n');
}

static inline long long
read_scalar (const char *address, Scalar type)
{
  /* each branch its own type: a conditional's would make the signed one unsigned */
  switch (type.size)
    {
    case 1:
      if (type.is_signed)
        return *(const int8_t *) address;
      return *(const uint8_t *) address;
    case 2:
      if (type.is_signed)
        return *(const int16_t *) address;
      return *(const uint16_t *) address;
    case 4:
      if (type.is_signed)
        return *(const int32_t *) address;
      return *(const uint32_t *) address;
    default:
      return *(const int64_t *) address;
    }
}

/* The events of the step before this one are about to go out: in lean mode the steps counted
 * since the last one sent go first, then that step's line. */
static void
events_begin (void)
{
  if (!lean || shared->counted == 0)
    return;
  if (shared->counted > 1)
    put_event ('N', (long long) shared->counted - 1);
  put_event ('L', shared->last_line);
  shared->counted = 0;
}

static void
cell_event (Array *array, int index)
{
  int width = array->cols > 0 ? array->cols : 1;
  long long value = read_scalar ((const char *) array->copy + (size_t) index * array->type.size,
                                 array->type);

  events_begin ();
  array->sent[index] = stop_count;
  put_char ('W');
  put_number (array->id);
  put_number (index / width + array->low);
  put_number (array->cols > 0 ? index % width + array->col_low : 0);
  put_value (array->type.kind, value);
  put_char ('\n');
}

static void
array_changes (Array *array)
{
  size_t size = (size_t) array->count * array->type.size;

  if (array->address == NULL)
    return;
  if (!array->known)
    {
      events_begin ();
      long long numbers[] = { array->rows, array->cols, array->low, array->col_low };

      copy_bytes ((char *) array->copy, array->address, size);
      array->known = 1;
      put_char ('A');
      put_number (array->id);
      put_char (' ');
      put_text (array->name);
      for (int k = 0; k < 4; k++)
        put_number (numbers[k]);
      for (int i = 0; i < array->count; i++)
        put_value (array->type.kind,
                   read_scalar ((const char *) array->copy + (size_t) i * array->type.size,
                                array->type));
      put_char ('\n');
      return;
    }
  if (same_bytes ((const char *) array->copy, array->address, size))
    return;
  for (int i = 0; i < array->count; i++)
    {
      size_t at = (size_t) i * array->type.size;

      if (same_bytes ((const char *) array->copy + at, array->address + at, array->type.size))
        continue;
      copy_bytes ((char *) array->copy + at, array->address + at, array->type.size);
      cell_event (array, i);
    }
}

/* A write of the value already there: memory cannot show it, the line's source can. */
static void
rewrite (int id, int index)
{
  Array *array = &arrays[id];

  if (index >= 0 && array->known && array->sent[index] != stop_count)
    cell_event (array, index);
}

/* What the last line did to the arrays and the globals (_Tracer.changes ()). */
static void
changes (void)
{
  for (int a = 0; a < n_arrays; a++)
    array_changes (&arrays[a]);
  for (int p = 0; p < n_pending; p++)
    rewrite (pending[p].array, pending[p].index);
  for (int g = 0; g < n_globals; g++)
    {
      long long value = read_scalar (globals[g].address, globals[g].type);

      if (globals[g].known && globals[g].value == value)
        continue;
      globals[g].known = 1;
      globals[g].value = value;
      events_begin ();
      put_named ('G', globals[g].name, globals[g].type.kind, value);
    }
}

/* An index expression's value from the top frame's locals and the globals; 0: unknown. */
static int
evaluate (const Expr *expr, const Frame *frame, long long *value)
{
  long long values[EXPR_MAX];
  int top = 0;

  if (expr->count == 0)
    return 0;
  for (int t = 0; t < expr->count; t++)
    {
      const Token *token = &expr->tokens[t];
      long long a, b;

      switch (token->op)
        {
        case 'c': values[top++] = token->number; continue;
        case 'l':
          if (!(frame->known >> token->number & 1))
            return 0;
          values[top++] = frame->values[token->number];
          continue;
        case 'g': values[top++] = read_scalar (globals[token->number].address,
                                               globals[token->number].type); continue;
        case 'n': values[top - 1] = -values[top - 1]; continue;
        default: break;
        }
      b = values[--top];
      a = values[--top];
      switch (token->op)
        {
        case '+': values[top++] = a + b; break;
        case '-': values[top++] = a - b; break;
        case '*': values[top++] = a * b; break;
        case '/': if (b == 0) return 0; values[top++] = a / b; break;
        case '%': if (b == 0) return 0; values[top++] = a % b; break;
        default: return 0;
        }
    }
  *value = values[0];
  return 1;
}

/* The array a write names: where it names a local array of a call that returned, another
 * call's of the same name that runs (a search's own nqueen () and nqueen2 () each with its pos,
 * the second written by a callee through its argument); -1: none. */
static int
written_array (const Write *write)
{
  if (write->array < 0 || arrays[write->array].function < 0 ||
      arrays[write->array].address != NULL)
    return write->array;
  for (int a = 0; a < n_arrays; a++)
    if (arrays[a].address != NULL && arrays[a].function >= 0 &&
        strcmp (arrays[a].name, arrays[write->array].name) == 0)
      return a;
  return write->array;
}

/* The flat index of the first cell a write names, in its array a, -1: not known; *count: how
 * many from it, a whole row where it names a row (path[k] = {x, y}) (_Tracer.cells_written ()). */
static int
cells_written (const Write *write, int a, const Frame *frame, int *count)
{
  const Array *array;
  long long i, j = 0;

  if (a < 0)
    return -1;
  array = &arrays[a];
  if (write->n_exprs > (array->cols > 0 ? 2 : 1) || !evaluate (&write->exprs[0], frame, &i) ||
      (write->n_exprs == 2 && !evaluate (&write->exprs[1], frame, &j)))
    return -1;
  *count = array->cols > 0 && write->n_exprs == 1 ? array->cols : 1;
  i -= array->low;
  j = array->cols > 0 && write->n_exprs == 2 ? j - array->col_low : 0;
  if (i < 0 || i >= array->rows || j < 0 || j >= (array->cols > 0 ? array->cols : 1))
    return -1;
  return (int) (i * (array->cols > 0 ? array->cols : 1) + j);
}

static void
leave (void)
{
  depth--;
  for (int a = 0; a < n_arrays; a++)
    if (arrays[a].function == stack[depth].function)
      arrays[a].address = NULL;
  if (!lean)
    put_text ("R\n");
}

static Frame *
enter (const Place *place, uintptr_t base)
{
  Frame *frame;

  if (depth == stack_room)
    {
      /* as deep as the recursion goes (a recursion without end: some 100,000 frames before
       * its stack overflows), the frames' room doubled: a rare call of the C library's */
      Frame *more = realloc (stack, 2 * (size_t) stack_room * sizeof *stack);

      if (more == NULL)
        {
          shared->committed = shared->length;
          flush ();
          __real__exit (125);
        }
      stack = more;
      stack_room *= 2;
    }
  frame = &stack[depth++];
  frame->function = place->function;
  frame->base = base;
  frame->known = 0;
  frame->names = 0;
  if (!lean)
    {
      put_text ("C ");
      put_text (functions[place->function]);
      put_char ('\n');
    }
  for (int a = 0; a < n_arrays; a++)
    if (arrays[a].function == place->function)
      {
        Array *array = &arrays[a];

        if (array->known)
          array->id = next_id++;
        array->address = (char *) base + array->offset;
        array->frame = base;
        array->known = 0;
        memset (array->sent, 0, (size_t) array->count * sizeof *array->sent);
        array_changes (array);
      }
  return frame;
}

/* _Tracer.frame_for (): the stack grows down, a frame below this one has returned. */
static Frame *
frame_for (const Place *place, uintptr_t base, int hook)
{
  while (depth > 0 && stack[depth - 1].base < base)
    leave ();
  if (depth > 0 && stack[depth - 1].base == base && stack[depth - 1].function == place->function)
    {
      if (entries[place->function] != hook)
        return &stack[depth - 1];
      leave ();  /* a new call on the same stack slot: the last one returned mid-line */
    }
  else if (depth > 0 && stack[depth - 1].base == base)
    leave ();
  if (entries[place->function] < 0)
    entries[place->function] = hook;
  return enter (place, base);
}

/* _Tracer.confirm (): a write under its line's own condition happened when the line's frame
 * calls on, from that line, a function named after it. */
static void
confirm (const Place *place, uintptr_t base, int hook)
{
  const Frame *top = NULL;
  int kept = 0;

  for (int f = depth; f-- > 0;)
    if (stack[f].base >= base)
      {
        top = &stack[f];
        break;
      }
  if (top != NULL && top->base == base && top->function == place->function &&
      entries[place->function] != hook)
    {
      for (int g = 0; g < n_guards; g++)
        if (base < guards[g].at)
          guards[kept++] = guards[g];
      n_guards = kept;
      return;
    }
  for (int g = 0; g < n_guards; g++)
    {
      const Write *write;
      int called = 0, between = 0;

      if (base >= guards[g].at)
        continue;
      guards[kept++] = guards[g];
      write = &places[guards[g].callees_of >> 8].guards[guards[g].callees_of & 0xff];
      for (int c = 0; c < write->n_callees; c++)
        called |= write->callees[c] == place->function;
      for (int f = 0; f < depth && called; f++)
        between |= base < stack[f].base && stack[f].base < guards[g].at;
      if (called && !between)
        rewrite (guards[g].array, guards[g].index);
    }
  n_guards = kept;
}

static void
read_locals (const Place *place, Frame *frame)
{
  unsigned long long gone = frame->names & ~place->names;

  if (gone != 0)
    for (int s = 0; s < SLOTS_MAX; s++)
      if (gone >> s & 1)
        {
          frame->known &= ~(1ULL << s);
          if (!lean)
            put_named ('V', slot_names[frame->function][s], 'n', 0);
        }
  frame->names = place->names;
  for (int l = 0; l < place->n_locals; l++)
    {
      const Local *local = &place->locals[l];
      long long value = read_scalar ((const char *) frame->base + local->offset, local->type);

      if (frame->known >> local->slot & 1 && frame->values[local->slot] == value)
        continue;
      frame->known |= 1ULL << local->slot;
      frame->values[local->slot] = value;
      if (!lean)
        put_named ('V', local->name, local->type.kind, value);
    }
}

static void
step (int hook, uintptr_t base)
{
  const Place *place = &places[place_of[hook]];
  Frame *top;

  stop_count++;
  /* a local array of a call that returned: its memory is this hook's own frame's now */
  for (int a = 0; depth > 0 && stack[depth - 1].base < base && a < n_arrays; a++)
    if (arrays[a].function >= 0 && arrays[a].address != NULL && arrays[a].frame < base)
      arrays[a].address = NULL;
  changes ();
  confirm (place, base, hook);
  top = frame_for (place, base, hook);
  read_locals (place, top);
  last_place = place_of[hook];
  n_pending = 0;
  for (int w = 0; w < place->n_writes; w++)
    {
      int count, array = written_array (&place->writes[w]);
      int index = cells_written (&place->writes[w], array, top, &count);

      for (int k = 0; index >= 0 && k < count && n_pending < 16; k++)
        {
          pending[n_pending].array = array;
          pending[n_pending++].index = index + k;
        }
    }
  for (int w = 0; w < place->n_guards; w++)
    {
      int count, array = written_array (&place->guards[w]);
      int index = cells_written (&place->guards[w], array, top, &count);

      for (int k = 0; index >= 0 && k < count && n_guards < 256; k++)
        guards[n_guards++] = (Guard) { array, index + k,
                                       place_of[hook] << 8 | w, base };
    }
  steps++;
  shared->steps = steps;
  if (lean && steps + 1 < max_steps)
    {
      /* sent only if the next step finds it changed something */
      shared->counted++;
      shared->last_line = place->line;
    }
  else
    {
      events_begin ();
      put_event ('L', place->line);
    }
  shared->committed = shared->length;
  if (shared->length >= FLUSH_AT)
    flush ();
  if (steps >= max_steps)
    {
      /* The step limit (kq-native.c passes it plus one, as GDB's stepper stops after it): the
       * program waits there to be ended, as it would stopped under GDB, not running on ahead
       * of its steps (writing its files to their end). */
      flush ();
      exited = 1;
      shared->held = 1;
      for (;;)
        pause ();
    }
}

/* Called by kq_native_hook (below) for a row that is a step, the program's registers saved. */
void kq_native_step (int hook, uintptr_t base);

void
kq_native_step (int hook, uintptr_t base)
{
  if (!exited && hook != kq_native_back)
    step (hook, base);
  kq_native_back = hook;
}

/* The hook: K at 8(%rsp), the return address at 0(%rsp). A row that is no step costs two
 * loads, a jrcxz and a store, which leave the flags alone; a step saves what the program may hold in
 * registers (at -O0 only the flags and the scratch registers live across a row; the vector
 * registers are left alone by the runtime's hot path), aligns the stack and calls
 * kq_native_step (K, %rbp). */
__asm__ (
  "  .text\n"
  "  .globl kq_native_hook\n"
  "  .type kq_native_hook, @function\n"
  "kq_native_hook:\n"
  "  push %rcx\n"
  "  push %rax\n"
  /* no table yet: a C++ constructor that runs before ours (iostream's), no step */
  "  mov kq_native_kinds(%rip), %rcx\n"
  "  jrcxz 2f\n"
  "  mov %rcx, %rax\n"
  "  movslq 24(%rsp), %rcx\n"
  "  movzbl (%rax,%rcx), %ecx\n"
  "  jrcxz 2f\n"
  "  pushfq\n"
  "  push %rdx\n  push %rsi\n  push %rdi\n  push %r8\n  push %r9\n  push %r10\n  push %r11\n"
  "  push %rbp\n"
  "  mov %rsp, %rbp\n"
  "  and $-16, %rsp\n"
  "  movslq 96(%rbp), %rdi\n"   /* K: above rbp's 9 pushes, the flags, rax, rcx, the return */
  "  mov 0(%rbp), %rsi\n"       /* the program's %rbp, as pushed */
  "  call kq_native_step\n"
  "  mov %rbp, %rsp\n"
  "  pop %rbp\n"
  "  pop %r11\n  pop %r10\n  pop %r9\n  pop %r8\n  pop %rdi\n  pop %rsi\n  pop %rdx\n"
  "  popfq\n"
  "  jmp 1f\n"
  "2:\n"
  "  movl $-1, kq_native_back(%rip)\n"  /* a mov: the flags as they were */
  "1:\n"
  "  pop %rax\n"
  "  pop %rcx\n"
  "  ret\n"
  "  .size kq_native_hook, .-kq_native_hook\n");

/* ---- the end of the program */

/* _Tracer.exiting (): the program leaves from inside its own code (exit (0) in Try), after its
 * last write: what that line did goes out, as its last step's. */
static void
exiting (uintptr_t caller_base)
{
  if (exited)
    return;
  exited = 1;
  if (depth > 0 && last_place >= 0 && stack[depth - 1].base == caller_base)
    {
      changes ();
      if (places[last_place].function == stack[depth - 1].function)
        read_locals (&places[last_place], &stack[depth - 1]);
    }
  events_begin ();
  shared->committed = shared->length;
  flush ();
}

#define WRAP_EXIT(name, call)                                                 \
  void __wrap_##name (int status) __attribute__ ((noreturn));                 \
  void __wrap_##name (int status)                                             \
  {                                                                           \
    exiting ((uintptr_t) __builtin_frame_address (1));                        \
    call;                                                                     \
  }

void __real_exit (int status) __attribute__ ((noreturn));
void __real__Exit (int status) __attribute__ ((noreturn));
void __real_quick_exit (int status) __attribute__ ((noreturn));

WRAP_EXIT (exit, __real_exit (status))
WRAP_EXIT (_exit, __real__exit (status))
WRAP_EXIT (_Exit, __real__Exit (status))
WRAP_EXIT (quick_exit, __real_quick_exit (status))

/* main returned: what is left goes out. */
static void
on_end (int status, void *data)
{
  (void) status;
  (void) data;
  exiting (0);
}

/* A fork of the program's own: its child is not traced (as GDB lets it go). */
pid_t __wrap_fork (void);

pid_t
__wrap_fork (void)
{
  pid_t pid;

  shared->committed = shared->length;
  flush ();
  pid = __real_fork ();
  if (pid == 0)
    {
      exited = 1;
      shared = mmap (NULL, sizeof *shared, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                     -1, 0);
    }
  return pid;
}

/* The program's parent: waits for it, says how it ended, ends it when it makes no step. */
static void
supervise (pid_t pid)
{
  sigset_t all;
  unsigned long long seen = 0;
  time_t quiet = time (NULL);
  int status;

  sigfillset (&all);
  sigprocmask (SIG_BLOCK, &all, NULL);
  for (;;)
    {
      struct timespec pause = { 0, 200 * 1000 * 1000 };
      pid_t done = waitpid (pid, &status, WUNTRACED | WNOHANG);

      if (done == pid)
        break;
      if (shared->steps != seen)
        {
          seen = shared->steps;
          quiet = time (NULL);
        }
      else if (time (NULL) - quiet >= ENDLESS && !shared->held)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          flush ();
          put_char ('\n');
          events_begin ();
          put_event ('H', ENDLESS);
          shared->committed = shared->length;
          flush ();
          __real__exit (0);
        }
      nanosleep (&pause, NULL);
    }
  flush ();
  /* a line the program was killed in the middle of ends first, then the steps it counted */
  put_char ('\n');
  events_begin ();
  if (WIFSTOPPED (status))
    {
      kill (pid, SIGKILL);
      waitpid (pid, NULL, 0);
      put_event ('K', WSTOPSIG (status));
    }
  else if (WIFSIGNALED (status))
    put_event ('K', WTERMSIG (status));
  else
    put_event ('Q', WEXITSTATUS (status));
  shared->committed = shared->length;
  flush ();
  __real__exit (WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status));
}

/* ---- the table */

static int
read_scalar_type (char **cursor, Scalar *type)
{
  char kind[4];
  int consumed = 0;

  if (sscanf (*cursor, " %3s %d %d%n", kind, &type->size, &type->is_signed, &consumed) != 3)
    return 0;
  type->kind = kind[0];
  *cursor += consumed;
  return 1;
}

static int
read_expr (char **cursor, Expr *expr)
{
  char text[512];
  int consumed = 0;
  char *token, *save = NULL;

  if (sscanf (*cursor, " %511s%n", text, &consumed) != 1)
    return 0;
  *cursor += consumed;
  expr->count = 0;
  if (strcmp (text, "?") == 0)
    return 1;
  for (token = strtok_r (text, ",", &save); token != NULL && expr->count < EXPR_MAX;
       token = strtok_r (NULL, ",", &save))
    {
      Token *t = &expr->tokens[expr->count++];

      t->op = token[0];
      t->number = strchr ("clg", token[0]) != NULL ? strtoll (token + 1, NULL, 10) : 0;
    }
  return 1;
}

static int
read_write (char **cursor, Write *write, int guarded)
{
  int consumed = 0;

  if (sscanf (*cursor, " %d %d%n", &write->array, &write->n_exprs, &consumed) != 2 ||
      write->n_exprs < 1 || write->n_exprs > 2)
    return 0;
  *cursor += consumed;
  for (int e = 0; e < write->n_exprs; e++)
    if (!read_expr (cursor, &write->exprs[e]))
      return 0;
  write->n_callees = 0;
  if (guarded)
    {
      if (sscanf (*cursor, " %d%n", &write->n_callees, &consumed) != 1 || write->n_callees > 8)
        return 0;
      *cursor += consumed;
      for (int c = 0; c < write->n_callees; c++)
        {
          if (sscanf (*cursor, " %d%n", &write->callees[c], &consumed) != 1)
            return 0;
          *cursor += consumed;
        }
    }
  return 1;
}

static int
load (FILE *file)
{
  char *line = NULL;
  size_t size = 0;
  int hooks = 0, n_places = 0, place = -1, ok = 1;

  while (ok && getline (&line, &size, file) > 0)
    {
      char *cursor = line;
      char word[16];
      int consumed = 0;

      if (sscanf (cursor, "%15s%n", word, &consumed) != 1)
        continue;
      cursor += consumed;
      if (strcmp (word, "head") == 0)
        {
          ok = sscanf (cursor, "%llu %d %d %d %d %d %d", &max_steps, &lean, &hooks, &n_places,
                       &n_arrays, &n_globals, &n_functions) == 7;
          if (!ok)
            break;
          kq_native_kinds = calloc ((size_t) hooks + 1, 1);
          place_of = calloc ((size_t) hooks + 1, sizeof *place_of);
          places = calloc ((size_t) n_places + 1, sizeof *places);
          arrays = calloc ((size_t) n_arrays + 1, sizeof *arrays);
          globals = calloc ((size_t) n_globals + 1, sizeof *globals);
          functions = calloc ((size_t) n_functions + 1, sizeof *functions);
          slot_names = calloc ((size_t) n_functions + 1, sizeof *slot_names);
          entries = malloc (((size_t) n_functions + 1) * sizeof *entries);
          for (int f = 0; f <= n_functions; f++)
            entries[f] = -1;
          n_arrays = n_globals = n_functions = 0;
          n_places = 0;
        }
      else if (strcmp (word, "function") == 0)
        ok = sscanf (cursor, " %127s", functions[n_functions++]) == 1;
      else if (strcmp (word, "array") == 0 || strcmp (word, "framed") == 0)
        {
          Array *a = &arrays[n_arrays];
          unsigned long address = 0;

          a->function = -1;
          if (word[0] == 'a')
            ok = sscanf (cursor, " %d %127s %lx%n", &a->id, a->name, &address, &consumed) == 3;
          else
            ok = sscanf (cursor, " %d %127s %d %ld%n", &a->id, a->name, &a->function,
                         &a->offset, &consumed) == 4;
          cursor += consumed;
          ok = ok && sscanf (cursor, " %d %d %d %d%n", &a->rows, &a->cols, &a->low,
                             &a->col_low, &consumed) == 4;
          cursor += consumed;
          ok = ok && read_scalar_type (&cursor, &a->type);
          if (!ok)
            break;
          a->address = (char *) address;
          next_id = a->id + 1;
          a->count = a->rows * (a->cols > 0 ? a->cols : 1);
          a->copy = malloc ((size_t) a->count * a->type.size);
          a->sent = calloc ((size_t) a->count, sizeof *a->sent);
          n_arrays++;
        }
      else if (strcmp (word, "global") == 0)
        {
          Global *g = &globals[n_globals];
          unsigned long address;

          ok = sscanf (cursor, " %127s %lx%n", g->name, &address, &consumed) == 2;
          cursor += consumed;
          ok = ok && read_scalar_type (&cursor, &g->type);
          g->address = (char *) address;
          n_globals++;
        }
      else if (strcmp (word, "place") == 0)
        {
          Place *p;
          int hook, n_locals, n_writes, n_guarded;

          place = n_places++;
          p = &places[place];
          ok = sscanf (cursor, " %d %d %d %d %d %d", &hook, &p->line, &p->function, &n_locals,
                       &n_writes, &n_guarded) == 6 && hook >= 0 && hook <= hooks &&
               p->function >= 0 && p->function < n_functions;
          if (!ok)
            break;
          kq_native_kinds[hook] = 1;
          place_of[hook] = place;
          p->locals = calloc ((size_t) n_locals + 1, sizeof *p->locals);
          p->writes = calloc ((size_t) n_writes + 1, sizeof *p->writes);
          p->guards = calloc ((size_t) n_guarded + 1, sizeof *p->guards);
        }
      else if (strcmp (word, "local") == 0 && place >= 0)
        {
          Local *l = &places[place].locals[places[place].n_locals];

          ok = sscanf (cursor, " %d %63s %ld%n", &l->slot, l->name, &l->offset,
                       &consumed) == 3 && l->slot >= 0 && l->slot < SLOTS_MAX;
          cursor += consumed;
          ok = ok && read_scalar_type (&cursor, &l->type);
          if (ok)
            {
              strcpy (slot_names[places[place].function][l->slot], l->name);
              places[place].names |= 1ULL << l->slot;
            }
          places[place].n_locals++;
        }
      else if (strcmp (word, "write") == 0 && place >= 0)
        ok = read_write (&cursor, &places[place].writes[places[place].n_writes++], 0);
      else if (strcmp (word, "guard") == 0 && place >= 0)
        ok = read_write (&cursor, &places[place].guards[places[place].n_guards++], 1);
    }
  free (line);
  return ok && kq_native_kinds != NULL;
}

__attribute__ ((constructor)) static void
kq_native_start (void)
{
  FILE *file = fopen (TABLE, "r");
  pid_t pid;

  shared = mmap (NULL, sizeof *shared, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  stack_room = STACK_FIRST;
  stack = malloc (STACK_FIRST * sizeof *stack);
  if (file == NULL || shared == MAP_FAILED || stack == NULL || !load (file))
    {
      static const char message[] = "kq-native: no table\n";

      (void) !write (2, message, sizeof message - 1);
      __real__exit (125);
    }
  fclose (file);
  pid = __real_fork ();
  if (pid < 0)
    __real__exit (125);
  if (pid > 0)
    supervise (pid);
  on_exit (on_end, NULL);
}
