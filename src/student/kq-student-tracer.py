# SPDX-License-Identifier: GPL-3.0-or-later
# kq-student-tracer.py: runs a student's Python program line by line (sys.settrace) and
# writes what it does to fd 3, one event a line, in the tracers' one language
# (kq-student-events.h says it; kq-student-python.c reads it): C L R V G A T W E Y Q K P.
# Only the lines that store something are looked at after they ran (read from the program's
# syntax tree), and an array's cells are sent when written, never the whole array again.
# Its trace function is in C where it can be (kq-student-trace.c, the module handed to it as an
# fd): lines, calls, returns and plain values there, the rest by the functions here, which C
# calls as call () and local () below do when they trace alone (sys.settrace).
import ast
import builtins
import dis
import importlib.machinery
import importlib.util
import os
import signal
import sys
import threading
import time

MAX_ARRAYS = 64
MAX_CELLS = 1 << 16
# A list that grows and shrinks (a path, a stack of columns) is sent with this much room.
STACK_ROOM = 64
# The longest text a cell may hold: a move number drawn padded (" 12"), or its empty mark.
CELL_TEXT = 4
# A code's flags whose return events may be yields: a generator's, a coroutine's.
SUSPENDS = 0x20 | 0x80 | 0x200
YIELD = dis.opmap['YIELD_VALUE']
STORE_SUBSCR = dis.opmap['STORE_SUBSCR']
PURE = (ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.operator, ast.unaryop,
        ast.Load, ast.Subscript, ast.Tuple, ast.Attribute)


def encode(v):
    t = type(v)
    if t is bool:
        return 'T' if v else 'F'
    if t is int:
        return str(v) if -(1 << 62) < v < (1 << 62) else '_'
    if t is str and len(v) == 1 and not ('0' <= v <= '9'):
        return "'%d" % ord(v)
    if t is str:
        # a move number drawn in its cell, padded to the cells' width (" 1", "12"), or not
        # ("1" as "12"); "__" an empty one
        text = v.strip()
        if text.isascii() and text.isdigit() and len(text) <= 9:
            return text
    return '_'


def cell_ok(v):
    t = type(v)
    return t is int or t is bool or v is None or (t is str and len(v) <= CELL_TEXT)


def record(v):
    """A piece kept as an object of its own (Queen(row, col), a namedtuple): the pair of ints it
    holds, else None."""
    if isinstance(v, tuple):
        values = tuple(v)
    else:
        fields = getattr(v, '__dict__', None)
        if type(fields) is not dict:
            return None
        values = tuple(fields.values())
    if len(values) != 2 or any(type(x) is not int for x in values):
        return None
    return values


def rows(obj):
    """obj, a list, with its pieces kept as objects (records) seen as their pairs, and a board
    kept as a string a row ('.Q..', each row made anew to put a queen down) as its
    characters."""
    if type(obj) is list and len(obj) >= 4 and type(obj[0]) is str and \
            all(type(row) is str and len(row) == len(obj) for row in obj):
        return [list(row) for row in obj]
    if type(obj) is list and obj and type(obj[0]) not in (list, tuple, int, bool, str) and \
            obj[0] is not None:
        pairs = [record(v) for v in obj]
        if None not in pairs:
            return pairs
    return obj


def shape(obj):
    """(rows, cols) of a list of cells or a rectangular list of such lists or tuples (a list
    of (row, col) pairs, or of records), else None."""
    obj = rows(obj)
    n = len(obj)
    if n == 0 or n > MAX_CELLS:
        return None
    first = obj[0]
    if type(first) is list or type(first) is tuple:
        cols = len(first)
        if cols == 0 or n * cols > MAX_CELLS:
            return None
        for row in obj:
            if (type(row) is not list and type(row) is not tuple) or len(row) != cols:
                return None
            for v in row:
                if not cell_ok(v):
                    return None
        return n, cols
    for v in obj:
        if not cell_ok(v):
            return None
    return n, 0


def copy(obj, cols):
    """What the tracer remembers of a list: its rows copied as they are (lists, tuples)."""
    return [type(row)(row) for row in obj] if cols else list(obj)


class Tracked:
    """An array sent: its id, the list, what was sent of it, its columns (0: 1-D) and, for a
    list that grows and shrinks, its room (None: fixed)."""
    __slots__ = ('aid', 'name', 'obj', 'shadow', 'cols', 'room', 'lo')

    def __init__(self, aid, name, obj, cols, room, lo=None):
        self.aid = aid
        self.name = name
        self.obj = obj
        self.lo = lo
        self.shadow = copy(view(self), cols)
        self.cols = cols
        self.room = room


def keyed(obj):
    """A dict whose keys are the ints lo..lo + len - 1, as an array: (lo, its values in
    order), else None."""
    if type(obj) is not dict or not obj or len(obj) > MAX_CELLS:
        return None
    for k in obj:
        if type(k) is not int:
            return None
    lo = min(obj)
    if max(obj) - lo + 1 != len(obj):
        return None
    return lo, [obj[k] for k in range(lo, lo + len(obj))]


def view(entry):
    """What entry's array holds now, as a list (None: a dict no longer an array)."""
    if entry.lo is None:
        return rows(entry.obj)
    k = keyed(entry.obj)
    return k[1] if k is not None and k[0] == entry.lo else None


class Lines(ast.NodeVisitor):
    """For each line: the names it stores, the cells it writes (name, the array's expression
    unless a plain name, index expressions), the attributes it stores (self.cols = …), and
    whether it may change an array some other way (a method call, del, a slice)."""

    def __init__(self, filename):
        self.filename = filename
        self.names = {}
        self.writes = {}
        self.attrs = {}
        self.other = set()
        self.guarded = set()  # lines with a statement under a condition or loop of the line

    def index(self, node):
        for sub in ast.walk(node):
            if not isinstance(sub, PURE) or isinstance(sub, ast.Tuple):
                return None
        return compile(ast.Expression(node), self.filename, 'eval')

    def target(self, line, node):
        if isinstance(node, (ast.Tuple, ast.List)):
            for elt in node.elts:
                self.target(line, elt)
        elif isinstance(node, ast.Starred):
            self.target(line, node.value)
        elif isinstance(node, ast.Name):
            self.names.setdefault(line, []).append(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            load = ast.Attribute(node.value, node.attr, ast.Load())
            self.attrs.setdefault(line, []).append((node.attr, self.index(ast.copy_location(
                load, node))))
        elif isinstance(node, ast.Subscript):
            chain = []
            base = node
            while isinstance(base, ast.Subscript) and len(chain) < 3:
                chain.insert(0, self.index(base.slice))
                base = base.value
            if len(chain) > 2 or None in chain:
                self.other.add(line)
            elif isinstance(base, ast.Name):
                self.writes.setdefault(line, []).append((base.id, None, chain))
            elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name):
                # self.cols[r] = c
                self.writes.setdefault(line, []).append((base.attr, self.index(base), chain))
            else:
                self.other.add(line)
        else:
            self.other.add(line)

    def statement(self, stmt):
        line = stmt.lineno
        for field, value in ast.iter_fields(stmt):
            if field in ('body', 'orelse', 'finalbody', 'handlers'):
                continue
            for node in (value if isinstance(value, list) else [value]):
                if not isinstance(node, ast.AST):
                    continue
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute):
                        self.other.add(line)
                    elif isinstance(sub, ast.NamedExpr):
                        self.target(line, sub.target)
        if isinstance(stmt, ast.Assign):
            for t in stmt.targets:
                self.target(line, t)
        elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign)):
            self.target(line, stmt.target)
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            self.target(line, stmt.target)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            for item in stmt.items:
                if item.optional_vars is not None:
                    self.target(line, item.optional_vars)
        elif isinstance(stmt, ast.Delete):
            self.other.add(line)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                self.names.setdefault(line, []).append((alias.asname or alias.name).split('.')[0])

    def visit(self, node):
        for sub in ast.walk(node):
            if isinstance(sub, ast.stmt):
                self.statement(sub)
                # if ok(r, c): col[r] = c: a write on its condition's own line may not happen
                for field in ('body', 'orelse'):
                    for child in getattr(sub, field, ()):
                        if isinstance(child, ast.stmt) and child.lineno == sub.lineno:
                            self.guarded.add(sub.lineno)


def load(fd):
    """Our trace function in C (kq-student-trace.c, the module handed to us open as fd), or
    None: one that does not load leaves the tracing to the Python here."""
    try:
        path = '/proc/self/fd/%d' % fd
        loader = importlib.machinery.ExtensionFileLoader('kq_student_trace', path)
        module = importlib.util.module_from_spec(importlib.util.spec_from_loader(
            'kq_student_trace', loader))
        loader.exec_module(module)
        return module
    except Exception:
        return None
    finally:
        # the program finds no file of ours open but the channel
        try:
            os.close(fd)
        except OSError:
            pass


def supervise():
    """The program runs on in a child of ours; we wait for it and say how it ended (Q, K): a
    signal leaves it no time to say so itself, and a program that stops itself (SIGSTOP) would
    wait for nobody, so it is ended. Returns in the child."""
    pid = os.fork()
    if pid == 0:
        return
    # the program's signals are its own: kill (0, SIGTERM) ends it, not its witness
    signal.pthread_sigmask(signal.SIG_BLOCK, signal.valid_signals())
    _, status = os.waitpid(pid, os.WUNTRACED)
    # a line the program was killed in the middle of ends first
    os.write(3, b'\n')
    if os.WIFSTOPPED(status):
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.write(3, b'K %d\n' % os.WSTOPSIG(status))
        os._exit(128 + os.WSTOPSIG(status))
    if os.WIFSIGNALED(status):
        os.write(3, b'K %d\n' % os.WTERMSIG(status))
        os._exit(128 + os.WTERMSIG(status))
    os.write(3, b'Q %d\n' % os.WEXITSTATUS(status))
    os._exit(os.WEXITSTATUS(status))


def main():
    program = sys.argv[1]
    # the processor time a program may use with no line run (settrace (None), a thread of its
    # own, which no step limit sees)
    quiet_cpu = float(sys.argv[2])
    fast = load(int(sys.argv[3])) if len(sys.argv) > 3 and sys.argv[3] else None
    supervise()
    os.set_inheritable(3, False)
    # a write under way, and a signal that came during one (0: none)
    writing = [False, 0]
    if fast is not None:
        # C holds the records and writes them, all between two steps of Python: never under
        # way when a signal's handler runs
        emit, write, spill, progress = fast.emit, fast.write, fast.spill, fast.progress
        flush = write
    else:
        out = os.fdopen(3, 'w', buffering=1 << 16)
        buf = []
        emit = buf.append
        writes = [0]

        def flush():
            write()
            writing[0] = True
            try:
                out.flush()
            except OSError:
                os._exit(1)
            end_writing()

        def write():
            # the reader has gone (Stop, the step limit): end at once, untraced code never runs
            writing[0] = True
            try:
                out.write(''.join(buf))
            except OSError:
                os._exit(1)
            buf.clear()
            writes[0] += 1
            end_writing()

        def spill():
            if len(buf) > 4096:
                write()

        def progress():
            return len(buf), writes[0]

    def end_writing():
        writing[0] = False
        if writing[1]:
            die(writing[1])

    def die(number):
        # the program dies of its signal as it would untraced, what it did said first
        sys.settrace(None)
        try:
            flush()
        finally:
            signal.signal(number, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [number])
            os.kill(os.getpid(), number)
            os._exit(128 + number)

    def on_signal(number, frame):
        if writing[0]:
            writing[1] = number
        else:
            die(number)

    for name in ('SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGALRM', 'SIGXCPU', 'SIGXFSZ', 'SIGUSR1',
                 'SIGUSR2'):
        if signal.getsignal(getattr(signal, name)) == signal.SIG_DFL:
            signal.signal(getattr(signal, name), on_signal)

    def watch():
        """A thread of ours: every line adds a record, so records that stay as they were while
        the processor time goes on are a program that runs no line we see."""
        seen = None
        since = time.process_time()
        while True:
            time.sleep(0.25)
            now = time.process_time()
            if seen != progress():
                seen = progress()
                since = now
            elif now - since >= quiet_cpu:
                emit('P %d\n' % (now - since))
                flush()
                os._exit(1)

    try:
        # as bytes: Python's own rule for the source's encoding (PEP 263), and the line of a
        # byte that is not UTF-8 in a source that declares none
        with open(program, 'rb') as f:
            source = f.read()
        tree = ast.parse(source, program)
        code = compile(tree, program, 'exec')
    except SyntaxError as e:
        emit('Y %d %s: %s\n' % (e.lineno or 0, type(e).__name__, e.msg))
        flush()
        os._exit(2)
    except (OSError, UnicodeDecodeError, ValueError) as e:
        emit('Y 0 %s\n' % e)
        flush()
        os._exit(2)

    lines = Lines(program)
    lines.visit(tree)
    # line -> (names stored, cells written, they may not be (early ()), may change arrays
    # otherwise, attributes stored)
    info = {}
    for line in set(lines.names) | set(lines.writes) | set(lines.attrs) | lines.other:
        info[line] = (tuple(lines.names.get(line, ())), tuple(lines.writes.get(line, ())),
                      line in lines.guarded and line in lines.writes,
                      line in lines.other, tuple(lines.attrs.get(line, ())))

    arrays = {}    # id(list) -> Tracked
    empties = {}   # id(list) -> (name, list): empty lists, that may grow into stacks
    virtual = {}   # (code, name) -> Tracked: a tuple passed down a recursion (follow)
    virtual_codes = set()
    fresh = {}     # a generator's code -> where its frame stands when first called
    code_stores = {}  # code -> {line: [STORE_SUBSCR offsets]} (stores_of)
    stack = []     # per traced frame: [info of the line it runs, {name: value sent}]
    next_id = [1]

    def new_id():
        aid = next_id[0]
        next_id[0] += 1
        return aid

    def room_full():
        """Whether no more arrays can be sent; those the program dropped are forgotten first
        (a Warnsdorff's list of moves made anew at each call)."""
        if len(arrays) < MAX_ARRAYS:
            return False
        for key, entry in list(arrays.items()):
            # referred to only by the entry, and getrefcount's argument
            if sys.getrefcount(entry.obj) <= 2:
                del arrays[key]
        return len(arrays) >= MAX_ARRAYS

    def send(entry):
        """Sends entry's array as it holds it (its shadow); a stack's room past its end none."""
        shadow, cols = entry.shadow, entry.cols
        rows = entry.room or len(shadow)
        cells = []
        for i in range(rows):
            row = shadow[i] if i < len(shadow) else None
            if cols and row is not None:
                cells.extend(encode(v) for v in row)
            else:
                cells.extend([encode(row)] * max(cols, 1))
        if entry.room is None:
            # a list counts from 0: its low and col_low
            head = 'A %d %s %d %d 0 0' % (entry.aid, entry.name, rows, cols)
        else:
            head = 'T %d %s %d %d' % (entry.aid, entry.name, rows, cols)
        emit('%s %s\n' % (head, ' '.join(cells)))
        arrays[id(entry.obj)] = entry
        return entry

    def track(name, obj):
        """Sends obj as a new array named name, if it is one; its entry or None."""
        entry = arrays.get(id(obj))
        if entry is not None:
            return entry
        if type(obj) is dict:
            k = keyed(obj)
            dims = shape(k[1]) if k is not None else None
            if dims is None or dims[1] or room_full():
                return None
            return send(Tracked(new_id(), name, obj, 0, None, k[0]))
        if type(obj) is not list:
            return None
        if not obj:
            if len(empties) >= MAX_ARRAYS:
                del empties[next(iter(empties))]
            empties[id(obj)] = (name, obj)
            return None
        dims = shape(obj)
        if dims is None or room_full():
            return None
        return send(Tracked(new_id(), name, obj, dims[1], None))

    def track_stack(name, obj, cols, old):
        """Sends obj, which grows and shrinks, as a stack of cells or of (row, col) pairs: as
        it was (old), then what changed since, so that nothing put down is missed."""
        room = STACK_ROOM
        while room < max(len(obj), len(old)):
            room *= 2
        if room * max(cols, 1) > MAX_CELLS or room_full():
            return None
        entry = Tracked(new_id(), name, old, cols, room)
        entry.obj = obj
        send(entry)
        sync(entry)
        return entry

    def sync(entry, obj=None):
        """Sends the cells of entry that changed since last sent (obj: what it holds now)."""
        if obj is None:
            obj = rows(entry.obj)
        shadow, cols, aid = entry.shadow, entry.cols, entry.aid
        for i in range(max(len(obj), len(shadow))):
            new = obj[i] if i < len(obj) else None
            old = shadow[i] if i < len(shadow) else None
            if cols:
                if new is not None and old is not None and list(new) == list(old):
                    continue
                for j in range(cols):
                    v = new[j] if new is not None else None
                    w = old[j] if old is not None else None
                    if new is None or old is None or v != w or type(v) is not type(w):
                        emit('W %d %d %d %s\n' % (aid, i, j, encode(v)))
            elif new is None or old is None or new != old or type(new) is not type(old):
                emit('W %d %d 0 %s\n' % (aid, i, encode(new)))
        entry.shadow = copy(obj, cols)

    def rescan():
        """Any array changed some other way: its changed cells, or all of it. A list that
        grew or shrank is a stack from then on (an array of its own), if it holds cells or
        pairs."""
        for key, (name, obj) in list(empties.items()):
            if obj:
                del empties[key]
                dims = shape(obj)
                if dims is not None and dims[1] in (0, 2):
                    track_stack(name, obj, dims[1], [])
        for key, entry in list(arrays.items()):
            obj, shadow, cols = view(entry), entry.shadow, entry.cols
            if obj is None:
                del arrays[key]
                continue
            if obj == shadow:
                continue
            dims = shape(obj) if obj else (0, cols)
            resized = len(obj) != len(shadow)
            if dims is None or dims[1] != cols or (resized and entry.room is None) or \
                    (entry.room is not None and len(obj) > entry.room):
                del arrays[key]
                if dims is not None and resized and dims[1] == cols and cols in (0, 2) and \
                        entry.lo is None:
                    track_stack(entry.name, obj, cols, [])
                continue
            sync(entry, obj)

    def follow(code, name, value):
        """A tuple, or a list made anew at each call (cols + [c]), passed down a recursion: one
        stack of what each level's name holds, mirrored in a list of ours."""
        key = (code, name)
        entry = virtual.get(key)
        if entry is None or len(value) > entry.room:
            dims = shape(value)
            if dims is None or dims[1] not in (0, 2):
                if not value and key not in virtual:
                    # empty at the root: its shape comes with its first value
                    virtual[key] = None
                    virtual_codes.add(code)
                return
            entry = track_stack(name, list(value), dims[1], entry.obj if entry else [])
            virtual[key] = entry
            virtual_codes.add(code)
        elif value != entry.obj:
            if shape(value) is None and value:
                return
            entry.obj[:] = value
            sync(entry)

    def passed_down(frame, name, value):
        """Whether value, a local of frame's call, is a tuple or a list of its own passed down
        a recursion (the caller the same function, holding another under the same name); a
        function only handed it (a test of it) reads it, it is no level of the search."""
        caller = frame.f_back
        if (type(value) is not tuple and type(value) is not list) or caller is None or \
                caller.f_code is not frame.f_code:
            return False
        dims = shape(value) if value else (0, 0)
        if dims is None or dims[1] not in (0, 2):
            # a grid copied for each call is followed as a copy of the board
            return False
        if type(value) is tuple:
            return True
        if id(value) in arrays or id(value) in empties:
            return False
        other = caller.f_locals.get(name)
        return (frame.f_code, name) in virtual or (type(other) is list and other is not value)

    def stores_of(code):
        """A code's cell writes by line: the offsets of its STORE_SUBSCRs, in order."""
        stores = code_stores.get(code)
        if stores is None:
            stores = code_stores[code] = {}
            for instruction in dis.get_instructions(code):
                if instruction.opcode == STORE_SUBSCR and instruction.positions.lineno:
                    stores.setdefault(instruction.positions.lineno, []).append(
                        instruction.offset)
        return stores

    def early(caller, state, ran):
        """The cells the line of caller wrote so far, sent now: where it calls on after writing
        (col[r] = c; place(r + 1)), not once the whole call has run; where it writes under its
        own condition (if ok(r, c): col[r] = c), only those it did. ran (offset): whether the
        store at offset ran."""
        names, writes, guarded, other, attrs = state[0]
        offsets = stores_of(caller.f_code).get(state[4], ())
        if len(offsets) != len(writes):
            # not told apart: all of them once the line has run, as any line's
            state[0] = (names, writes, False, other, attrs)
            return
        done = [w for w, offset in zip(writes, offsets) if ran(offset)]
        if done:
            state[0] = (names, tuple(w for w in writes if w not in done), guarded, other,
                        attrs)
            if cells(caller, done):
                rescan()

    def raised(frame, state):
        """The line raised: only its stores before the raise ran (values[i] = it (), it ()
        raising StopIteration, stores nothing): those are sent, the others dropped."""
        if state[0] is not None and state[0][1]:
            early_call(frame, state)
            state[0] = state[0][:1] + ((),) + state[0][2:]

    def after(frame, state, todo):
        """What the line todo says to look at, now that it ran. A guarded line's writes went
        out as they ran (its opcodes watched): those left did not run."""
        names, writes, guarded, other, attrs = todo
        if guarded:
            writes = ()
        f_locals = frame.f_locals
        if names:
            f_globals = frame.f_globals
            for name in names:
                kind = 'V'
                sent = state[1]
                if name in f_locals:
                    v = f_locals[name]
                elif name in f_globals:
                    # a global set in a function: the outermost frame's
                    v = f_globals[name]
                    kind = 'G'
                    sent = stack[0][1]
                else:
                    continue
                if kind == 'V' and (frame.f_code, name) in virtual and \
                        (type(v) is tuple or type(v) is list):
                    follow(frame.f_code, name, v)
                    continue
                if type(v) is list:
                    track(name, v)
                    continue
                e = encode(v)
                if sent.get(name) != e:
                    if e == '_' and name not in sent:
                        continue
                    sent[name] = e
                    emit('%s %s %s\n' % (kind, name, e))
        for name, code in attrs:
            try:
                v = eval(code, frame.f_globals, f_locals)
                if type(v) is list:
                    track(name, v)
            except Exception:
                pass
        if cells(frame, writes) or other:
            rescan()

    def cells(frame, writes):
        """Sends the cells writes name, as they hold now; True: one could not be read (rescan
        ())."""
        other = False
        f_locals = frame.f_locals
        for name, base, chain in writes:
            try:
                if base is not None:
                    obj = eval(base, frame.f_globals, f_locals)
                else:
                    obj = f_locals[name] if name in f_locals else frame.f_globals[name]
                entry = arrays.get(id(obj)) or track(name, obj)
                index = [eval(c, frame.f_globals, f_locals) for c in chain]
                other = put_cell(name, obj, entry, index) or other
            except Exception:
                other = True
        return other

    def put_cell(name, obj, entry, index):
        """Sends the cell of obj (name's array, its entry or None) at index, as it holds now;
        True: it could not be read."""
        if entry is None and len(index) == 2 and type(obj) is dict:
            # board['queen'][i] = j: an array kept in a dict under a key
            inner = obj[index[0]]
            name = ('%s[%r]' % (name, index[0])).replace(' ', '_')
            obj = inner
            index = index[1:]
            entry = arrays.get(id(obj)) or track(name, obj)
        if entry is None:
            return False
        aid, shadow = entry.aid, entry.shadow
        if entry.cols and len(index) == 2:
            i, j = index
            row = obj[i]
            if i < 0:
                i += len(obj)
            if j < 0:
                j += len(row)
            v = row[j]
            shadow[i][j] = v
        elif not entry.cols and len(index) == 1:
            i, j = index[0], 0
            v = obj[i]
            if (type(v) is list or type(v) is tuple) and entry.lo is None and \
                    entry.room is None and type(obj) is list:
                # a grid made a row at a time (board = [0] * n; board[i] = [0] * n): a new
                # array once its every row is a row of cells
                dims = shape(obj)
                if dims is not None and dims[1]:
                    del arrays[id(obj)]
                    track(name, obj)
                    return False
            if entry.lo is not None:
                i -= entry.lo
            elif i < 0:
                i += len(obj)
            shadow[i] = v
        else:
            return True
        emit('W %d %d %d %s\n' % (aid, i, j, encode(v)))
        return False

    def opcode(frame, state):
        """The opcode before this one ran: a store, if it was one."""
        last = state[3]
        state[3] = frame.f_lasti
        if last >= 0 and state[0] is not None and state[0][1]:
            try:
                early(frame, state, lambda offset: offset == last)
            except Exception:
                pass

    def returned(frame):
        """Back in the caller: the stack is what it holds (a generator's yield is no way back:
        it resumes where it was)."""
        caller = frame.f_back
        if caller is not None and caller.f_code in virtual_codes and \
                not (frame.f_code.co_flags & SUSPENDS and
                     frame.f_code.co_code[frame.f_lasti] == YIELD):
            f_locals = caller.f_locals
            for code, name in list(virtual):
                if code is caller.f_code and name in f_locals:
                    try:
                        follow(code, name, f_locals[name])
                    except Exception:
                        pass

    def local(frame, event, arg):
        state = stack[-1]
        if event == 'opcode':
            opcode(frame, state)
            return local
        if event == 'exception':
            raised(frame, state)
        todo = state[0]
        if todo is not None:
            state[0] = None
            try:
                after(frame, state, todo)
            except Exception:
                # the tracer's own fault must never become the program's error
                pass
        if event == 'line':
            line = frame.f_lineno
            if not line:
                # an empty module's one event: no line of the program
                return local
            emit('L %d\n' % line)
            state[0] = info.get(line)
            state[4] = line
            # a guarded line's opcodes are watched: its writes go out as they run, or never
            guarded = state[0] is not None and state[0][2]
            state[3] = -1
            if guarded != state[2]:
                frame.f_trace_opcodes = state[2] = guarded
            spill()
        elif event == 'return':
            stack.pop()
            emit('R\n')
            returned(frame)
        return local

    def early_call(caller, state):
        """Within a line without a condition the code runs forward: a store before the call
        ran."""
        try:
            early(caller, state, lambda offset: offset < caller.f_lasti)
        except Exception:
            # the tracer's own fault must never become the program's error
            pass

    def call_local(frame, name, value, resumed, sent):
        """A local of a frame just called (resumed: a generator's, its values as they were):
        a stack passed down, an array, or its value sent."""
        if passed_down(frame, name, value):
            if not resumed:
                follow(frame.f_code, name, value)
        elif type(value) is list:
            track(name, value)
        else:
            e = encode(value)
            if e != '_':
                sent[name] = e
                emit('V %s %s\n' % (name, e))

    def call(frame, event, arg):
        if frame.f_code.co_filename != program:
            return None
        caller = frame.f_back
        if stack and stack[-1][0] is not None and stack[-1][0][1] and caller is not None and \
                caller.f_code.co_filename == program:
            early_call(caller, stack[-1])
        name = frame.f_code.co_name
        emit('C %s\n' % name)
        sent = {}
        if name != '<module>':
            code = frame.f_code
            # a generator resumed, not called: its values are as they were
            resumed = code.co_flags & SUSPENDS and \
                fresh.setdefault(code, frame.f_lasti) != frame.f_lasti
            try:
                for k, v in frame.f_locals.items():
                    call_local(frame, k, v, resumed, sent)
            except Exception:
                # the tracer's own fault must never become the program's error
                pass
        # the line's todo, the values sent, its opcodes watched, the last opcode's offset, the
        # line
        stack.append([None, sent, False, -1, 0])
        spill()
        return local

    sys.argv = [program]
    sys.path[0] = os.path.dirname(program)
    scope = {'__name__': '__main__', '__file__': program, '__builtins__': builtins}
    status = 0
    threading.Thread(target=watch, name='kq-watch', daemon=True).start()
    if fast is not None:
        # the hooks: what C leaves to the Python here; sys.gettrace () says call, as it did
        fast.start(program, info, stack, virtual_codes, fresh, arrays, empties, call, after,
                   track, call_local, early_call, opcode, returned, rescan, put_cell)
    else:
        sys.settrace(call)
    try:
        exec(code, scope)
    except SystemExit as e:
        sys.settrace(None)
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if e.code is not None and not isinstance(e.code, int):
            print(e.code, file=sys.stderr)
    except BaseException as e:
        sys.settrace(None)
        tb = e.__traceback__
        line = 0
        first = None
        while tb is not None:
            code = tb.tb_frame.f_code
            # a frame only just called (RecursionError) is at its def line: keep the call's
            if code.co_filename == program and (tb.tb_lineno != code.co_firstlineno or not line):
                line = tb.tb_lineno
                if first is None:
                    first = tb
            tb = tb.tb_next
        import traceback
        traceback.print_exception(type(e), e, first)
        emit('E %d %s\n' % (line, ''.join(traceback.format_exception_only(type(e), e))
                                 .strip().replace('\n', ' ')))
        status = 1
    sys.settrace(None)
    # left open: a thread of the program's that runs on keeps the process, and watch () says so
    flush()
    sys.exit(status)


main()
