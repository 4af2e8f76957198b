# SPDX-License-Identifier: GPL-3.0-or-later
# kq-student-tracer.py: runs a student's Python program line by line (sys.settrace) and
# writes what it does to fd 3, one event a line (read by kq-student-python.c):
#   C name            a call: a new frame            R           the top frame returned
#   L line            the top frame is at line       V name v    a local is v now
#   G name v          a global (the outermost frame's) is v now
#   A id name rows cols v…  an array (cols 0: 1-D)   W id i j v  a cell written
#   E line text       an uncaught exception          S line text the program does not compile
#   Q status          the program exited             K signal    a signal ended it (SIGSTOP and
#                                                                the like: it stopped itself)
#   P seconds         it used this much processor time with no line run (its tracing turned
#                     off, a thread of its own): it is ended
# Values: an int in decimal, T or F, 'code for a one-character string, _ for anything else.
# Only the lines that store something are looked at after they ran (read from the program's
# syntax tree), and an array's cells are sent when written, never the whole array again.
import ast
import builtins
import os
import signal
import sys
import threading
import time
import tokenize

MAX_ARRAYS = 64
MAX_CELLS = 1 << 16
PURE = (ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.operator, ast.unaryop,
        ast.Load, ast.Subscript, ast.Tuple, ast.Attribute)


def encode(v):
    t = type(v)
    if t is bool:
        return 'T' if v else 'F'
    if t is int:
        return str(v) if -(1 << 62) < v < (1 << 62) else '_'
    if t is str and len(v) == 1:
        return "'%d" % ord(v)
    return '_'


def cell_ok(v):
    t = type(v)
    return t is int or t is bool or v is None or (t is str and len(v) == 1)


def shape(obj):
    """(rows, cols) of a list of cells or a rectangular list of such lists, else None."""
    n = len(obj)
    if n == 0 or n > MAX_CELLS:
        return None
    first = obj[0]
    if type(first) is list:
        cols = len(first)
        if cols == 0 or n * cols > MAX_CELLS:
            return None
        for row in obj:
            if type(row) is not list or len(row) != cols:
                return None
            for v in row:
                if not cell_ok(v):
                    return None
        return n, cols
    for v in obj:
        if not cell_ok(v):
            return None
    return n, 0


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
    supervise()
    out = os.fdopen(3, 'w', buffering=1 << 16)
    os.set_inheritable(3, False)
    buf = []
    emit = buf.append

    def flush():
        write()
        try:
            out.flush()
        except OSError:
            os._exit(1)

    def write():
        # the reader has gone (Stop, the step limit): end at once, untraced code never runs
        try:
            out.write(''.join(buf))
        except OSError:
            os._exit(1)
        buf.clear()
        writes[0] += 1

    writes = [0]

    def watch():
        """A thread of ours: every line adds to buf, so a buf that stays as it was while the
        processor time goes on is a program that runs no line we see."""
        seen = None
        since = time.process_time()
        while True:
            time.sleep(0.25)
            now = time.process_time()
            if seen != (len(buf), writes[0]):
                seen = (len(buf), writes[0])
                since = now
            elif now - since >= quiet_cpu:
                emit('P %d\n' % (now - since))
                flush()
                os._exit(1)

    try:
        with tokenize.open(program) as f:
            source = f.read()
        tree = ast.parse(source, program)
        code = compile(tree, program, 'exec')
    except SyntaxError as e:
        emit('S %d %s: %s\n' % (e.lineno or 0, type(e).__name__, e.msg))
        flush()
        os._exit(2)
    except (OSError, UnicodeDecodeError, ValueError) as e:
        emit('S 0 %s\n' % e)
        flush()
        os._exit(2)

    lines = Lines(program)
    lines.visit(tree)
    # line -> (names stored, cells written, may change arrays otherwise)
    info = {}
    for line in set(lines.names) | set(lines.writes) | set(lines.attrs) | lines.other:
        info[line] = (tuple(lines.names.get(line, ())), tuple(lines.writes.get(line, ())),
                      line in lines.other, tuple(lines.attrs.get(line, ())))

    arrays = {}    # id(list) -> [id, list, shadow, is 2-D]
    stack = []     # per traced frame: [info of the line it runs, {name: value sent}]
    next_id = [1]

    def track(name, obj):
        """Sends obj as a new array named name, if it is one; its entry or None."""
        entry = arrays.get(id(obj))
        if entry is not None or len(arrays) >= MAX_ARRAYS:
            return entry
        dims = shape(obj)
        if dims is None:
            return None
        rows, cols = dims
        aid = next_id[0]
        next_id[0] += 1
        if cols:
            shadow = [list(row) for row in obj]
            cells = ' '.join(encode(v) for row in obj for v in row)
        else:
            shadow = list(obj)
            cells = ' '.join(encode(v) for v in obj)
        emit('A %d %s %d %d %s\n' % (aid, name, rows, cols, cells))
        entry = [aid, obj, shadow, cols > 0]
        arrays[id(obj)] = entry
        return entry

    def rescan():
        """Any array changed some other way: its changed cells, or all of it."""
        for entry in list(arrays.values()):
            aid, obj, shadow, grid = entry
            if obj == shadow:
                continue
            dims = shape(obj)
            if dims is None or len(obj) != len(shadow) or \
                    (grid and (not dims[1] or dims[1] != len(shadow[0]))) or \
                    (not grid and dims[1]):
                del arrays[id(obj)]
                continue
            if grid:
                for i, row in enumerate(obj):
                    old = shadow[i]
                    if row != old:
                        for j, v in enumerate(row):
                            if v != old[j] or type(v) is not type(old[j]):
                                emit('W %d %d %d %s\n' % (aid, i, j, encode(v)))
                        shadow[i] = list(row)
            else:
                for i, v in enumerate(obj):
                    if v != shadow[i] or type(v) is not type(shadow[i]):
                        emit('W %d %d 0 %s\n' % (aid, i, encode(v)))
                entry[2] = list(obj)

    def after(frame, state, todo):
        """What the line todo says to look at, now that it ran."""
        names, writes, other, attrs = todo
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
        for name, base, chain in writes:
            try:
                if base is not None:
                    obj = eval(base, frame.f_globals, f_locals)
                else:
                    obj = f_locals[name] if name in f_locals else frame.f_globals[name]
                entry = arrays.get(id(obj)) or track(name, obj)
                if entry is None:
                    continue
                aid, obj, shadow, grid = entry
                index = [eval(c, frame.f_globals, f_locals) for c in chain]
                if grid and len(index) == 2:
                    i, j = index
                    row = obj[i]
                    if i < 0:
                        i += len(obj)
                    if j < 0:
                        j += len(row)
                    v = row[j]
                    shadow[i][j] = v
                elif not grid and len(index) == 1:
                    i, j = index[0], 0
                    if i < 0:
                        i += len(obj)
                    v = obj[i]
                    shadow[i] = v
                else:
                    other = True
                    continue
                emit('W %d %d %d %s\n' % (aid, i, j, encode(v)))
            except Exception:
                other = True
        if other:
            rescan()

    def local(frame, event, arg):
        state = stack[-1]
        todo = state[0]
        if todo is not None:
            state[0] = None
            after(frame, state, todo)
        if event == 'line':
            line = frame.f_lineno
            if not line:
                # an empty module's one event: no line of the program
                return local
            emit('L %d\n' % line)
            state[0] = info.get(line)
            if len(buf) > 4096:
                write()
        elif event == 'return':
            stack.pop()
            emit('R\n')
        return local

    def call(frame, event, arg):
        if frame.f_code.co_filename != program:
            return None
        name = frame.f_code.co_name
        emit('C %s\n' % name)
        sent = {}
        if name != '<module>':
            for k, v in frame.f_locals.items():
                if type(v) is list:
                    track(k, v)
                    continue
                e = encode(v)
                if e != '_':
                    sent[k] = e
                    emit('V %s %s\n' % (k, e))
        stack.append([None, sent])
        if len(buf) > 4096:
            write()
        return local

    sys.argv = [program]
    sys.path[0] = os.path.dirname(program)
    scope = {'__name__': '__main__', '__file__': program, '__builtins__': builtins}
    status = 0
    threading.Thread(target=watch, name='kq-watch', daemon=True).start()
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
