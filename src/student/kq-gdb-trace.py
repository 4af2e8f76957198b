# SPDX-License-Identifier: GPL-3.0-or-later
# kq-gdb-trace.py: our tracer inside GDB, for C, C++ and Pascal (kq-gdb.c loads it).
#
# Why inside GDB: stepping over GDB/MI (-exec-step, -stack-list-frames,
# -stack-list-variables for each line) costs a round trip of several MI records per line and
# walks into the C library or Pascal's run-time library; a stop at each line of the student's
# own file, read here, lets the program run on by itself: some ten times faster with GDB's
# breakpoints, some seventy with our own stepper (_Stepper; figures in kq-gdb.c).
#
# `kq-trace FILE MAX_STEPS` puts those stops and runs the program. Each stop tells, as GDB/MI
# console stream text written a batch of stops at a time, what the previous line did and the
# line about to run, one event a line in the tracers' one language (kq-student-events.h says
# it; kq-gdb.c reads it), each line marked with an ASCII record separator (\036) to tell it
# from GDB's own words: W (a cell whose value changed, or that the line wrote with the same
# value again, _writes (), or wrote under its own condition and then called on, _guarded ()),
# R, C, A (all of an array that appeared, or was replaced: a pointer that points elsewhere
# now), S (a std::vector of numbers that grows and shrinks: vector_stack ()), V, G, L; H when
# the last step's line runs on without end (_Stepper), Q and K when the program exited or a
# signal killed it under our stepper (GDB never sees it: raise (SIGKILL)), GDB quitting next.
# The events of a stop tell what the line before it did: a line that calls exit (0) (C's exit,
# _exit, quick_exit; Pascal's Halt) after its last write, as h[u][v] = i; if (i == n * n)
# exit (0); does, has no stop after it. The program's way out is a stop of its own (_EXITS;
# exiting ()): the cells, globals and locals read one last time, the last step's, and no L.
# Locals and arrays are read as raw memory, one read for a frame's locals, one for each local
# array and one for each cluster of globals (_Span), and compared with the last read: GDB's
# values cost far more than the bytes.
#
# An array is also found behind a pointer, a reference or a std::vector: C's int *x = malloc (…),
# int x[] and int **board, C++'s vector<vector<int>> & and vector<string>, Pascal's
# var b: TBoard. One that points at an array we read already is that array under another name
# (_Ref); one on the heap is as long as malloc made its block (glibc's chunk header says); a
# vector as long as it is. An argument's is found once, when its call begins; a local's or a
# global's at each stop. A var parameter's int is read where its caller keeps it.
#
# What a struct, a class or a record holds is followed as well, under the name the program
# writes it by: board.a for a global's or a local's, b.a for an argument's (by value, by
# reference, or through a pointer as b->a: the caller's array, where we read it already), and a
# method's own by its bare name (a for this->a); an argument's found when its call begins.
import ctypes
import errno
import os
import platform
import re
import signal
import struct
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

_FORMATS = {1: "b", 2: "h", 4: "i", 8: "q"}
# A local further than this from its frame's base is not in the frame (a var parameter's).
_FRAME_MAX = 1 << 20
# Rows, cells: at most this many behind a pointer (a board, not a whole heap).
_CELLS_MAX = 1 << 16
# The rows and columns of a grid read at most, where it is declared larger than that holds.
_SIDE_MAX = 1 << 8
_KINDS = {gdb.TYPE_CODE_INT: "i", gdb.TYPE_CODE_BOOL: "b", gdb.TYPE_CODE_CHAR: "c",
          gdb.TYPE_CODE_RANGE: "i", gdb.TYPE_CODE_ENUM: "i"}


def _value(kind, number):
    """A number of kind (_KINDS) as the events' language writes it: a bool T or F, a character
    'code (one below ' ' a small number: C's char row[16] of columns), else in decimal."""
    if kind == "b":
        return "T" if number else "F"
    if kind == "c" and not 0 <= number < 32:
        return "'%d" % number
    return "%d" % number


def _values(kind, numbers):
    return " ".join(map(str, numbers) if kind == "i" else (_value(kind, n) for n in numbers))


def _scalar(gdb_type):
    """(kind letter, struct format) of an int, bool or char type, or None."""
    t = gdb_type.strip_typedefs()
    kind = _KINDS.get(t.code)
    fmt = _FORMATS.get(t.sizeof)
    if kind is None or fmt is None:
        return None
    if kind == "i" and t.sizeof == 1 and t.name is not None and "char" in t.name:
        kind = "c"  # C's char is an int type to GDB: 'Q' and '.' are characters to a student
    if kind != "i" or not t.is_signed:
        fmt = fmt.upper()
    return kind, fmt


def _plain(gdb_type):
    """The type stripped, a std::array<T, N> (libstdc++) as the T[N] it holds at its start."""
    t = gdb_type.strip_typedefs()
    if t.code == gdb.TYPE_CODE_STRUCT and (t.name or "").startswith("std::array<"):
        for field in t.fields():
            if field.name == "_M_elems" and getattr(field, "bitpos", None) == 0:
                return field.type.strip_typedefs()
    return t


def _is_vla(gdb_type):
    """C's int a[n]: an array whose bounds its frame holds, not its type. (Its name, "int
    [variable length]", is not asked for: GDB crashes printing some of Free Pascal's.)"""
    t = gdb_type.strip_typedefs()
    return t.code == gdb.TYPE_CODE_ARRAY and getattr(t, "dynamic", False)


def _array_shape(gdb_type):
    """(rows, cols, low, col_low, kind, format) of a 1-D or 2-D array of ints, bools or chars
    (std::array's too)."""
    t = _plain(gdb_type)
    if t.code != gdb.TYPE_CODE_ARRAY:
        return None
    low, high = t.range()
    inner = _plain(t.target())
    cols = 0
    col_low = 0
    if inner.code == gdb.TYPE_CODE_ARRAY:
        col_low, inner_high = inner.range()
        cols = inner_high - col_low + 1
        inner = inner.target()
    scalar = _scalar(inner)
    if scalar is None or high < low or cols < 0:
        return None
    return high - low + 1, cols, low, col_low, scalar[0], scalar[1]


class _Layout:
    """Where an array's cells are: one block, or one block a row (int **, vectors). Its origin
    is what a pointer to it holds: its first cell, the block of row pointers, a vector's data."""

    def __init__(self, addresses, rows, cols, low, col_low, kind, fmt, origin=None):
        self.addresses = tuple(addresses)
        self.origin = self.addresses[0] if origin is None else origin
        self.rows, self.cols, self.low, self.col_low, self.kind = rows, cols, low, col_low, kind
        self.count = rows * max(cols, 1)
        self.fmt = "<%d%s" % (self.count, fmt)
        size = struct.calcsize(self.fmt)
        if len(self.addresses) == 1:
            self.blocks = ((self.addresses[0], size),)
        else:
            self.blocks = tuple((address, size // rows) for address in self.addresses)

    def key(self):
        return (self.origin, self.addresses, self.rows, self.cols, self.low, self.col_low,
                self.fmt)


def _contiguous(address, shape):
    rows, cols, low, col_low, kind, fmt = shape
    if rows * max(cols, 1) <= _CELLS_MAX:
        return _Layout((address,), rows, cols, low, col_low, kind, fmt)
    # declared far larger than a board is (a[1..1000, 1..1000] for n = 5): its first cells,
    # its first rows and columns, as many as a board may have
    if cols == 0:
        return _Layout((address,), _CELLS_MAX, 0, low, col_low, kind, fmt)
    width = cols * struct.calcsize("<" + fmt)
    rows, cols = min(rows, _SIDE_MAX), min(cols, _SIDE_MAX)
    return _Layout([address + r * width for r in range(rows)], rows, cols, low, col_low, kind,
                   fmt, address)


class _Array:
    def __init__(self, ident, name, layout, stack=False):
        self.ident = ident
        self.name = name
        self.layout = layout
        self.address = layout.origin
        self.rows, self.cols, self.low, self.col_low = (layout.rows, layout.cols, layout.low,
                                                        layout.col_low)
        self.kind = layout.kind
        self.bytes = None
        self.values = None
        self.stack = stack  # a vector's cells, its length changing: S, not A

    def read(self, inferior, out, sent):
        blocks = self.layout.blocks
        if len(blocks) == 1:
            data = inferior.read_memory(blocks[0][0], blocks[0][1]).tobytes()
        else:
            data = b"".join(inferior.read_memory(address, size).tobytes()
                            for address, size in blocks)
        self.take(data, out, sent)

    def take(self, data, out, sent):
        """The array's bytes as just read: what changed goes out."""
        if data == self.bytes:
            return
        values = struct.unpack(self.layout.fmt, data)
        if self.values is None and self.stack:
            out.append("S %d %s %d %s" % (self.ident, self.name, _STACK_ROOM,
                                          _values(self.kind, values)))
        elif self.values is None:
            out.append("A %d %s %d %d %d %d %s" % (self.ident, self.name, self.rows, self.cols,
                                                  self.low, self.col_low,
                                                  _values(self.kind, values)))
        else:
            width = max(self.cols, 1)
            for index, (old, new) in enumerate(zip(self.values, values)):
                if old != new:
                    sent.add((self.ident, index))
                    i, j = divmod(index, width)
                    out.append("W %d %d %d %s" % (self.ident, i + self.low,
                                                  j + self.col_low if self.cols else 0,
                                                  _value(self.kind, new)))
        self.bytes = data
        self.values = values

    def rewrite(self, index, out, sent):
        """A write of the value already there: memory cannot show it, the source can."""
        if (self.ident, index) in sent or self.values is None:
            return
        i, j = divmod(index, max(self.cols, 1))
        out.append("W %d %d %d %s" % (self.ident, i + self.low,
                                      j + self.col_low if self.cols else 0,
                                      _value(self.kind, self.values[index])))

    def index_of(self, indexes):
        """The flat index of the cell at these indexes (1 or 2, as the language counts)."""
        if len(indexes) != (2 if self.cols else 1):
            return None
        i = indexes[0] - self.low
        j = indexes[1] - self.col_low if self.cols else 0
        if not (0 <= i < self.rows and 0 <= j < max(self.cols, 1)):
            return None
        return i * max(self.cols, 1) + j


class _Ref:
    """A pointer, reference or vector: the array it points at, read again when it changes."""

    def __init__(self, name, address, gdb_type):
        self.name = name
        self.address = address   # where the pointer or the vector itself is
        self.type = gdb_type
        self.header = None       # its bytes (and its rows' pointers) when last resolved
        self.array = None        # the array it points at: ours, or one read already
        self.own = False
        self.freed = None        # its pointer's bytes when the program freed what it points at


# An array cell written: C's h[u][v] = …, x[i] += …, Pascal's h[u, v] := … (not ==, <=); one
# a struct or record holds, board.a[i] = …, b->a[i] = …, Pascal's b^.a[i] := ….
_WRITE = re.compile(r"\b((?:[A-Za-z_]\w*\s*\^?\s*(?:\.|->)\s*)*[A-Za-z_]\w*)\s*"
                    r"\[([^\[\]]+)\](?:\s*\[([^\[\]]+)\])?\s*"
                    r"(?::=|=(?!=)|\+=|-=|\+\+|--)")
# The name of a member as we name its array: board.a; a method's this->a is its class's a.
_MEMBER = re.compile(r"\s+|\^")
# What a line gives back to the heap: C's free (x), C++'s delete[] x. Its cells are malloc's
# own words after that, no board: the pointer is not read again until it points elsewhere.
_FREE = re.compile(r"\b(?:free\s*\(\s*|delete\s*(?:\[\s*\]\s*)?)([A-Za-z_]\w*)")
_CONDITION = re.compile(r"\b(if|then|else|while|for|do)\b", re.IGNORECASE)
_SIMPLE = re.compile(r"^[\w\s+\-*()]+$")
# The room a vector that grows and shrinks is sent with (S): as the Python tracer's lists.
_STACK_ROOM = 64
# An index expression that changes what it reads: ++, --, an assignment, a call.
_EFFECT = re.compile(r"\+\+|--|(?<![=!<>])=(?!=)|\w\s*\(")


# A call on a line, and the words that look like one but are not.
_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
_NOT_CALLS = frozenset(("if", "for", "while", "switch", "return", "sizeof", "not", "and", "or"))
# Where a block begins on a line: C's {, Pascal's begin.
_BLOCK = re.compile(r"\{|\bbegin\b", re.IGNORECASE)


def _guarded(text):
    """(array name, [index expressions], {functions}) of each cell a line writes in a block
    under its own condition, and the functions it calls after that write: for (...) if (ok (r,
    c)) { a[r] = c; tr (r + 1); }. Whether the write happened is seen at the next stop: it did
    when the line's frame calls one of them (confirm ())."""
    if text is None or not _CONDITION.search(text):
        return []
    code = text.split("//")[0]
    block = _BLOCK.search(code)
    if block is None:
        return []
    guarded = []
    for match in _WRITE.finditer(code, block.end()):
        callees = frozenset(name.lower() for name in _CALL.findall(code, match.end())
                            if name.lower() not in _NOT_CALLS)
        if callees:
            guarded.append((_array_name(match.group(1)), _indexes(match), callees))
    return guarded


def _array_name(written):
    """An array's name as a line writes it: board.a; a method's this->a is its class's a."""
    name = _MEMBER.sub("", written).replace("->", ".").lower()
    return name[5:] if name.startswith(("this.", "self.")) else name


def _indexes(match):
    """A write's index expressions: a[i][j], a[i, j] (Pascal's) and a[i] alike."""
    indexes = [match.group(2)] if match.group(3) is None else [match.group(2), match.group(3)]
    if len(indexes) == 1 and "," in indexes[0]:
        indexes = indexes[0].split(",")
    return [index.strip() for index in indexes]


def _writes(text):
    """(array name, [index expressions]) of each cell the line writes. A line that writes only
    under a condition on that same line is left out: the write may not happen."""
    if text is None or _CONDITION.search(text):
        return []
    return [(_array_name(match.group(1)), _indexes(match))
            for match in _WRITE.finditer(text.split("//")[0].split("{")[0])]


def _is_vector(t):
    return t.code == gdb.TYPE_CODE_STRUCT and (t.name or "").startswith("std::vector<")


def _is_string(t):
    """A std::string (libstdc++): its characters' address, then its length."""
    return t.code == gdb.TYPE_CODE_STRUCT and (t.name or "").startswith(
        ("std::__cxx11::basic_string<char,", "std::basic_string<char,", "std::string"))


def _vector_element(t):
    """A std::vector's element type, stripped; None for vector<bool> (its bits are packed)."""
    try:
        element = t.template_argument(0).strip_typedefs()
    except (gdb.error, RuntimeError):
        return None
    return None if element.code == gdb.TYPE_CODE_BOOL else element


def _ref_type(gdb_type):
    """The type of what holds an array elsewhere: a pointer to cells, to rows or to row pointers,
    a vector of cells or of vectors (through a reference, or an array a var parameter passes);
    else None. A char pointer is a string, not a board."""
    t = gdb_type.strip_typedefs()
    if t.code == gdb.TYPE_CODE_REF:
        t = t.target().strip_typedefs()
    t = _plain(t)
    if t.code == gdb.TYPE_CODE_ARRAY:
        return t if _array_shape(t) is not None else None
    if t.code == gdb.TYPE_CODE_PTR:
        target = t.target().strip_typedefs()
        scalar = _scalar(target)
        if scalar is not None:
            return t if scalar[0] != "c" else None
        if target.code == gdb.TYPE_CODE_ARRAY:
            shape = _array_shape(target)
            return t if shape is not None and shape[1] == 0 else None
        if target.code == gdb.TYPE_CODE_PTR:
            return t if _scalar(target.target()) is not None else None
        return None
    if _is_vector(t):
        element = _vector_element(t)
        if element is None:
            return None
        if _scalar(element) is not None:
            return t
        if _is_vector(element):
            inner = _vector_element(element)
            return t if inner is not None and _scalar(inner) is not None else None
        if _is_string(element):
            return t  # vector<string> board (n, string (n, '.')): rows of 'Q' and '.'
    return None


def _is_record(gdb_type):
    """A struct, class or record of the program's own: not the library's, a stream, a map or a
    sigset_t, named (or through a typedef) as only the library names its own, std::, _IO_FILE,
    __sigset_t."""
    t = gdb_type
    while True:
        if (t.name or "").startswith(("std::", "_")):
            return False
        if t.code != gdb.TYPE_CODE_TYPEDEF:
            return t.code == gdb.TYPE_CODE_STRUCT
        t = t.target()


def _record_type(gdb_type):
    """The record an argument holds, or refers or points to (board, Board &b, Board *b, this):
    its type, or None."""
    t = gdb_type.strip_typedefs()
    if t.code in (gdb.TYPE_CODE_REF, gdb.TYPE_CODE_PTR):
        t = t.target()
    return t if _is_record(t) else None


def _constructor(function):
    """Whether a C++ function makes or unmakes its object: Board::Board, Board<int>::~Board."""
    parts = function.split("::")
    return len(parts) > 1 and parts[-1].lstrip("~") == parts[-2].split("<")[0]


def _members(gdb_type, name, depth=3):
    """(name, offset, type) of the arrays, pointers and vectors in a record: board.a for
    struct { int a[8]; } board, a base class's and an unnamed struct's as the record's own, a
    record's within it as board.inner.a; a method's this's by their bare names (name "")."""
    if depth == 0 or not _is_record(gdb_type):
        return []
    found = []
    for field in gdb_type.strip_typedefs().fields():
        # a static member is a global; the vtable's pointer; __ names the library's own
        if not hasattr(field, "bitpos") or field.artificial or (field.name or "").startswith("__"):
            continue
        inner = field.type.strip_typedefs()
        offset = field.bitpos // 8
        member = name
        if field.name and not field.is_base_class:
            member = "%s.%s" % (name, field.name) if name else field.name
        if _ref_type(inner) is not None and inner.code != gdb.TYPE_CODE_REF:
            found.append((member, offset, inner))
        else:
            found.extend((deeper, offset + at, held)
                         for deeper, at, held in _members(field.type, member, depth - 1))
    return found


def _scope(block):
    """name: symbol of the variables and arguments seen in block, outermost block first (the
    arguments, then the locals of nested blocks: { int k; }), an inner one's name hiding an
    outer one's."""
    blocks = []
    while block is not None:
        blocks.insert(0, block)
        if block.function is not None:
            break
        block = block.superblock
    found = {}
    for block in blocks:
        for symbol in block:
            if symbol.is_variable or symbol.is_argument:
                found[symbol.name] = symbol
    return found


class _Place:
    """What a stop at one pc needs: its line, function, and where the frame's locals are."""

    def __init__(self, frame, source):
        self.line = frame.find_sal().line
        self.writes = _writes(source.get(self.line))
        self.guarded = _guarded(source.get(self.line))
        code = (source.get(self.line) or "").split("//")[0]
        self.frees = frozenset(name.lower() for name in _FREE.findall(code))
        self.unknown = set()  # index expressions naming what GDB does not know here
        function = frame.function()
        self.function = function.name if function else "?"
        # Free Pascal's "$main"; C++'s "solve(int)".
        self.function = self.function.lstrip("$").split("(")[0]
        base = int(frame.read_register("rbp"))
        self.locals = []   # (name, offset, kind, format)
        self.arrays = []   # (name, offset, shape)
        self.refs = []     # (name, offset, type): pointers and vectors, read at each stop
        self.args = []     # (name, symbol): arrays, pointers, references, found at the call
        self.records = []  # (symbol, members): records, by value, reference or pointer, too
        self.far = []      # (name, symbol, kind, format): int, bool, char var parameters
        self.vlas = []     # (name, symbol): C's int a[n], its size known once declared
        found = _scope(frame.block())
        for name, symbol in found.items():
            try:
                value = symbol.value(frame)
            except gdb.error:
                continue
            if value.address is None:
                continue
            offset = int(value.address) - base
            if symbol.is_argument and _ref_type(symbol.type) is not None:
                self.args.append((name, symbol))
                continue
            record = _record_type(symbol.type) if symbol.is_argument else None
            if record is not None:
                # A method's members by the bare names its code writes them with; a
                # constructor's object is not made yet, a destructor's no more (a copy for a
                # call: Board::Board (const Board &), which C++ makes on the class's line).
                this = name in ("this", "self")
                members = [] if this and _constructor(self.function) else _members(
                    record, "" if this else name)
                if members:
                    self.records.append((symbol, members))
                continue
            t = symbol.type.strip_typedefs()
            inside = -_FRAME_MAX < offset < _FRAME_MAX
            # Pascal's var parameters and C++'s int & are at their caller's address, not in
            # this frame: found at the call.
            if symbol.is_argument and (t.code == gdb.TYPE_CODE_REF or not inside):
                scalar = _scalar(t.target() if t.code == gdb.TYPE_CODE_REF else t)
                if scalar is not None:
                    self.far.append((name, symbol) + scalar)
                continue
            if not inside:
                continue
            scalar = _scalar(symbol.type)
            if scalar is not None:
                self.locals.append((name, offset, scalar[0], scalar[1]))
                continue
            if _is_vla(symbol.type):
                self.vlas.append((name, symbol))
                continue
            shape = _array_shape(symbol.type)
            if shape is not None:
                self.arrays.append((name, offset, shape))
            elif (_ref_type(symbol.type) is not None and
                  symbol.type.strip_typedefs().code != gdb.TYPE_CODE_REF):
                self.refs.append((name, offset, symbol.type.strip_typedefs()))
            else:
                for member, at, held in _members(symbol.type, name):
                    shape = _array_shape(held)
                    if shape is not None:
                        self.arrays.append((member, offset + at, shape))
                    else:
                        self.refs.append((member, offset + at, held))
        self.names = frozenset([name for name, _, _, _ in self.locals] +
                               [name for name, _, _, _ in self.far])
        if self.locals:
            low = min(offset for _, offset, _, _ in self.locals)
            high = max(offset + struct.calcsize(fmt) for _, offset, _, fmt in self.locals)
            self.span = (low, high - low)
        else:
            self.span = (0, 0)


class _Span:
    """Globals next to one another (the arrays and ints of a program's data), read in one:
    each read costs GDB a system call, and most stops change none of them."""

    GAP = 512  # bytes between two globals still read as one

    def __init__(self, address, end):
        self.address = address
        self.size = end - address
        self.data = None
        self.changed = True

    def read(self, inferior):
        data = inferior.read_memory(self.address, self.size).tobytes()
        self.changed = data != self.data
        self.data = data

    @staticmethod
    def cover(extents):
        """The spans covering these (address, size), each in the span it lies in."""
        spans = []
        where = {}
        for address, size in sorted(set(extents)):
            if spans and address <= spans[-1].address + spans[-1].size + _Span.GAP:
                span = spans[-1]
                span.size = max(span.size, address + size - span.address)
            else:
                span = _Span(address, address + size)
                spans.append(span)
            where[address, size] = span
        return spans, where


class _Frame:
    def __init__(self, function, base):
        self.function = function
        self.base = base
        self.values = {}
        self.names = frozenset()
        self.arrays = []
        self.refs = []      # _Ref: its locals' pointers and vectors, read again at each stop
        self.fixed = []     # _Ref: its arguments', found at the call
        self.members = []   # _Ref: what its arguments' records hold, read again at each stop
        self.far = []       # (name, address, kind, format): its var parameters' ints …
        self.vlas = set()   # the names of its variable-length arrays read


class _Tracer:
    # Events go out in batches: a write per stop costs GDB a console record and a system call,
    # and the reader a record to parse. At most LATENCY seconds late, and all of them out
    # before the program's end, crash or step limit is answered (flush ()).
    BATCH = 256
    LATENCY = 0.05

    def __init__(self, filename, max_steps):
        self.filename = filename
        self.max_steps = max_steps
        self.steps = 0
        self.places = {}
        self.entries = {}   # function: its entry pc, learned at its first call
        self.stack = []
        self.globals = []   # (array, span)
        self.global_rows = []  # globals read a row at a time
        self.global_refs = []
        # Kept flat, not looked for in each frame at each stop: the pointers and vectors read
        # again at each stop (the globals' and the live frames' locals'), and the arguments'
        # arrays of our own.
        self.followed = []
        self.owned = []
        self.scalars = []   # (name, span, offset, kind, format): the program's global ints …
        self.spans = []
        self.scalar_values = {}
        self.next_id = 1
        self.by_address = {}  # the address of an array's first cell: the array
        self.heap = (0, 0)
        self.inferior = gdb.selected_inferior()
        self.output = []    # event text not yet written: one write for many stops
        self.written = time.monotonic()
        self.pending = []   # (array, flat index): cells the last line wrote
        self.guards = []    # (array, flat index, {functions}, base): _guarded ()'s, still open
        self.freeing = frozenset()  # the names the last line freed
        self.codes = {}     # index expression: its compiled code, or None (GDB evaluates it)
        self.frame = gdb.newest_frame  # GDB's frame of this stop (_Stepper.frame, stop ())
        self.place = None   # the last step's _Place
        self.symtab = None  # the program's own file's
        self.exited = False  # its way out reached (exiting ())
        self.source = {}
        try:
            with open(filename, encoding="utf-8", errors="replace") as f:
                self.source = dict(enumerate(f.read().split("\n"), start=1))
        except OSError:
            pass

    def add_array(self, name, layout, ident=None):
        if ident is None:
            ident = self.next_id
            self.next_id += 1
        array = _Array(ident, name, layout)
        self.by_address[array.address] = array
        return array

    def drop_array(self, array):
        if self.by_address.get(array.address) is array:
            del self.by_address[array.address]

    def heap_block(self, address):
        """The bytes malloc's block at address holds, 0 if it is not one."""
        if address == 0 or address % 8:
            return 0
        if not self.heap[0] <= address < self.heap[1]:
            try:
                with open("/proc/%d/maps" % self.inferior.pid) as maps:
                    for line in maps:
                        if line.rstrip().endswith("[heap]"):
                            low, high = line.split()[0].split("-")
                            self.heap = (int(low, 16), int(high, 16))
            except OSError:
                return 0
            if not self.heap[0] < address < self.heap[1]:
                return 0
        size = struct.unpack("<Q", self.inferior.read_memory(address - 8, 8))[0]
        usable = (size & ~7) - 8
        # bit 2 (mmapped) never on the heap; a block that runs past the heap is no block
        if size & 2 or usable <= 0 or address + usable > self.heap[1]:
            return 0
        return usable

    def resolve(self, t, address, own=None):
        """What the pointer, vector or array of type t at address holds: an array read already
        (the same cells under another name; own, the one it held, aside), a _Layout of other
        cells, or None."""
        read = self.inferior.read_memory
        by_address = self.by_address
        if own is not None:
            by_address = {key: array for key, array in by_address.items() if array is not own}
        if t.code == gdb.TYPE_CODE_ARRAY:
            known = by_address.get(address)
            return known if known is not None else _contiguous(address, _array_shape(t))
        if t.code == gdb.TYPE_CODE_PTR:
            target = t.target().strip_typedefs()
            pointer = struct.unpack("<Q", read(address, 8))[0]
            if pointer in by_address:
                return by_address[pointer]
            if target.code == gdb.TYPE_CODE_PTR:
                return self.row_pointers(pointer, target.target().strip_typedefs())
            usable = self.heap_block(pointer)
            if target.code == gdb.TYPE_CODE_ARRAY:
                width, _, col_low, _, kind, fmt = _array_shape(target)
                count = usable // target.sizeof
                return _Layout((pointer,), count, width, 0, col_low, kind, fmt) if count else None
            kind, fmt = _scalar(target)
            count = min(usable // target.sizeof, _CELLS_MAX)
            return _Layout((pointer,), count, 0, 0, 0, kind, fmt) if count else None
        # std::vector (libstdc++): its first, its end and its capacity's end
        start, finish = struct.unpack("<QQ", read(address, 16))
        element = _vector_element(t)
        if start in by_address:
            return by_address[start]
        if _is_vector(element) or _is_string(element):
            count = (finish - start) // element.sizeof
            if not 0 < count <= _CELLS_MAX:
                return None
            # each row's first cell, then its end (a vector's) or its length (a string's)
            ends = struct.unpack("<%dQ" % (2 * count), b"".join(
                read(start + k * element.sizeof, 16).tobytes() for k in range(count)))
            if _is_string(element):
                inner = element.template_argument(0).strip_typedefs()
                cols = min(ends[2 * k + 1] for k in range(count))
            else:
                inner = _vector_element(element)
                cols = min((ends[2 * k + 1] - ends[2 * k]) // inner.sizeof for k in range(count))
            if cols <= 0 or count * cols > _CELLS_MAX:
                return None
            kind, fmt = _scalar(inner)
            return _Layout(ends[0::2], count, cols, 0, 0, kind, fmt, start)
        count = (finish - start) // element.sizeof
        if not 0 < count <= _CELLS_MAX:
            return None
        kind, fmt = _scalar(element)
        return _Layout((start,), count, 0, 0, 0, kind, fmt)

    def row_pointers(self, pointer, cell):
        """int **board: a block of row pointers, each to a block of cells. The rows before the
        first one made are none (h[1..n] made, h[0] left as it was): the array starts there."""
        rows = min(self.heap_block(pointer) // 8, _CELLS_MAX)
        if rows == 0:
            return None
        addresses = []
        low = 0
        cols = _CELLS_MAX
        for row in struct.unpack("<%dQ" % rows, self.inferior.read_memory(pointer, 8 * rows)):
            count = self.heap_block(row) // cell.sizeof
            if count == 0:
                if addresses:
                    break  # not made yet, or malloc's spare room after the rows
                low += 1
                continue
            addresses.append(row)
            cols = min(cols, count)
        if not addresses or len(addresses) * cols > _CELLS_MAX:
            return None
        kind, fmt = _scalar(cell)
        return _Layout(addresses, len(addresses), cols, low, 0, kind, fmt, pointer)

    def header(self, t, address):
        """The bytes that say where the cells of what is at address are: a pointer (with its
        rows' pointers), a vector's ends (with its rows'); an array's are where it is."""
        read = self.inferior.read_memory
        if t.code == gdb.TYPE_CODE_ARRAY:
            return b""
        data = read(address, 24 if _is_vector(t) else 8).tobytes()
        if _is_vector(t) and _is_vector(_vector_element(t)):
            start, finish = struct.unpack("<QQ", data[:16])
            if 0 < finish - start <= 24 * _CELLS_MAX:
                data += read(start, finish - start).tobytes()
        elif _is_vector(t) and _is_string(_vector_element(t)):
            # the rows' addresses and lengths, not the characters a short string keeps inside
            start, finish = struct.unpack("<QQ", data[:16])
            size = _vector_element(t).sizeof
            if 0 < finish - start <= size * _CELLS_MAX:
                data += b"".join(read(row, 16).tobytes() for row in range(start, finish, size))
        elif t.code == gdb.TYPE_CODE_PTR and t.target().strip_typedefs().code == gdb.TYPE_CODE_PTR:
            pointer = struct.unpack("<Q", data)[0]
            usable = self.heap_block(pointer)
            if usable:
                data += read(pointer, usable).tobytes()
        return data

    def follow(self, ref, out, sent):
        """Reads ref's pointer again; a new array where it points elsewhere now."""
        t = ref.type
        try:
            header = self.header(t, ref.address)
        except (gdb.error, gdb.MemoryError, struct.error):
            header = None
        if ref.freed is not None:
            if header is not None and header[:len(ref.freed)] == ref.freed:
                return
            ref.freed = None
        if header == ref.header:
            if ref.own:
                ref.array.read(self.inferior, out, sent)
            return
        if self.vector_stack(ref, header, out):
            return
        ref.header = header
        try:
            found = self.resolve(t, ref.address, ref.array if ref.own else None)
        except (gdb.error, gdb.MemoryError, struct.error, ValueError, TypeError):
            found = None
        if found is None or found is ref.array:
            return
        if isinstance(found, _Array):
            if ref.own:
                self.drop_array(ref.array)
            ref.array, ref.own = found, False
            return
        if ref.array is not None and ref.own and ref.array.layout.key() == found.key():
            ref.array.read(self.inferior, out, sent)
            return
        ident = None
        if ref.own:
            ident = ref.array.ident  # the same array, replaced
            self.drop_array(ref.array)
        ref.array, ref.own = self.add_array(ref.name, found, ident), True
        ref.array.read(self.inferior, out, sent)

    def vector_stack(self, ref, header, out):
        """A vector of numbers ref reads, whose length changed in the same cells (push_back,
        pop_back, down to empty): sent as a stack, S with its live cells. True: done."""
        array, t = ref.array, ref.type
        if header is None or not _is_vector(t) or _scalar(_vector_element(t)) is None:
            return False
        start, finish = struct.unpack("<QQ", header[:16])
        count = (finish - start) // _vector_element(t).sizeof
        # a vector first seen with one number is one being pushed to (a board made at its
        # size is seen whole); one seen before, whose length changed
        # (a vector not yet made holds garbage: its end before its start)
        if array is None and count != 1 or array is not None and (
                not ref.own or count == array.rows and not array.stack) or \
                not 0 <= count <= _STACK_ROOM:
            return False
        ref.header = header
        kind, fmt = _scalar(_vector_element(t))
        if count == 0:
            out.append("S %d %s %d" % (array.ident, array.name, _STACK_ROOM))
            array.stack = True
            return True
        if array is not None:
            self.drop_array(array)
        ref.array = self.add_array(ref.name, _Layout((start,), count, 0, 0, 0, kind, fmt),
                                   array.ident if array is not None else None)
        ref.own = True
        ref.array.stack = True
        ref.array.read(self.inferior, out, set())
        return True

    def find_globals(self, symtab):
        self.symtab = symtab
        arrays = []
        scalars = []
        for block in (symtab.global_block(), symtab.static_block()):
            for symbol in block:
                if not symbol.is_variable:
                    continue
                scalar = _scalar(symbol.type)
                if scalar is not None:
                    scalars.append((symbol.name, int(symbol.value().address)) + scalar)
                    continue
                address = int(symbol.value().address)
                held = [(symbol.name, 0, symbol.type)] + _members(symbol.type, symbol.name)
                for name, at, t in held:
                    shape = _array_shape(t)
                    if shape is not None:
                        arrays.append(self.add_array(name, _contiguous(address + at, shape)))
                    elif _ref_type(t) is not None:
                        self.global_refs.append(_Ref(name, address + at, t.strip_typedefs()))
        self.followed.extend(self.global_refs)
        # a grid read a row at a time (clipped) is read as a local array is, not in a span
        self.global_rows = [array for array in arrays if len(array.layout.blocks) > 1]
        arrays = [array for array in arrays if len(array.layout.blocks) == 1]
        extents = [array.layout.blocks[0] for array in arrays]
        extents += [(address, struct.calcsize(fmt)) for _, address, _, fmt in scalars]
        self.spans, where = _Span.cover(extents)
        self.globals = [(array, where[array.layout.blocks[0]]) for array in arrays]
        for name, address, kind, fmt in scalars:
            span = where[address, struct.calcsize(fmt)]
            self.scalars.append((name, span, address - span.address, kind, fmt))

    def enter(self, place, base, out):
        frame = _Frame(place.function, base)
        gdb_frame = self.frame() if place.far or place.args or place.records else None
        frame.arrays = [self.add_array(name, _contiguous(base + offset, shape))
                        for name, offset, shape in place.arrays]
        frame.refs = [_Ref(name, base + offset, t) for name, offset, t in place.refs]
        self.followed.extend(frame.refs)
        for name, symbol, kind, fmt in place.far:
            try:
                value = symbol.value(gdb_frame)
                if value.type.strip_typedefs().code == gdb.TYPE_CODE_REF:
                    value = value.referenced_value()
                frame.far.append((name, int(value.address), kind, fmt))
            except (gdb.error, gdb.MemoryError):
                continue
        for name, symbol in place.args:
            try:
                value = symbol.value(gdb_frame)
                t = value.type.strip_typedefs()
                if t.code == gdb.TYPE_CODE_REF:
                    value = value.referenced_value()
                    t = value.type.strip_typedefs()
                frame.fixed.append(_Ref(name, int(value.address), t))
            except (gdb.error, gdb.MemoryError):
                continue
        for symbol, members in place.records:
            try:
                value = symbol.value(gdb_frame)
                if value.type.strip_typedefs().code in (gdb.TYPE_CODE_REF, gdb.TYPE_CODE_PTR):
                    value = value.referenced_value()
                address = int(value.address)
                self.inferior.read_memory(address, 1)  # a null or stray pointer's is none
            except (gdb.error, gdb.MemoryError):
                continue
            frame.members += [_Ref(name, address + at, t) for name, at, t in members]
        self.followed.extend(frame.members)
        self.stack.append(frame)
        out.append("C " + place.function)
        return frame

    def leave(self, out):
        frame = self.stack.pop()
        for array in frame.arrays:
            self.drop_array(array)
        refs = frame.refs + frame.fixed + frame.members
        for ref in refs:
            if ref.own:
                self.drop_array(ref.array)
        if refs:
            gone = set(map(id, refs))
            self.followed = [ref for ref in self.followed if id(ref) not in gone]
            self.owned = [ref for ref in self.owned if id(ref) not in gone]
        out.append("R")

    def frame_for(self, place, base, pc, out):
        stack = self.stack
        # The stack grows down: frames below this one (smaller base) have returned.
        while stack and stack[-1].base < base:
            self.leave(out)
        if stack and stack[-1].base == base and stack[-1].function == place.function:
            if self.entries.get(place.function) != pc:
                return stack[-1]
            # A new call on the same stack slot: the last one returned mid-line.
            self.leave(out)
        elif stack and stack[-1].base == base:
            self.leave(out)
        self.entries.setdefault(place.function, pc)
        return self.enter(place, base, out)

    def evaluate(self, expression, values, place):
        """An index expression's value: simple ones (i + j, u, k - 1) from the locals we have
        just read, in Python; others by GDB, in the program's language."""
        if expression in place.unknown:
            return None
        if _EFFECT.search(expression):
            # row--, k = 2, f (x): evaluated again, the program would be changed
            place.unknown.add(expression)
            return None
        code = self.codes.get(expression, False)
        if code is False:
            try:
                code = (compile(expression, "<index>", "eval") if _SIMPLE.match(expression)
                        else None)
            except SyntaxError:  # C's, not Python's: GDB's to read
                code = None
            self.codes[expression] = code
        if code is not None:
            try:
                return int(eval(code, {"__builtins__": {}}, values))
            except Exception:  # a name that is not a local: GDB knows it
                pass
        try:
            self.frame()  # GDB evaluates in the frame it selects: this stop's
            return int(gdb.parse_and_eval(expression))
        except gdb.error as error:
            # A name GDB cannot find here (C's #define MAX) it never finds here: its search
            # through every symbol table took some 10 ms a stop.
            if str(error).startswith("No symbol"):
                place.unknown.add(expression)
            return None
        except (ValueError, OverflowError):
            return None

    def find_array(self, name):
        for live in reversed(self.stack):
            for array in live.arrays:
                if array.name.lower() == name:
                    return array
            for refs in (live.fixed, live.refs, live.members):
                for ref in refs:
                    if ref.name.lower() == name and ref.array is not None:
                        return ref.array
        for array, _ in self.globals:
            if array.name.lower() == name:
                return array
        for ref in self.global_refs:
            if ref.name.lower() == name and ref.array is not None:
                return ref.array
        return None

    def stop(self):
        """A breakpoint of GDB's: True stops the program (the step limit)."""
        frame = gdb.newest_frame()
        self.frame = lambda: frame
        return self.line(frame.pc(), int(frame.read_register("rbp")))

    def line(self, pc, base):
        """The program is at the first instruction of a line, at pc, its frame at base; self.frame
        () gives GDB's frame there, for what only GDB can name. True: the step limit."""
        place = self.places.get(pc)
        if place is None:
            place = self.places[pc] = _Place(self.frame(), self.source)
        out = []
        sent = set()
        inferior = self.inferior
        self.changes(out, sent)
        self.confirm(place, base, pc, out, sent)
        top = self.frame_for(place, base, pc, out)
        for array in top.arrays:
            if array.values is None:
                array.read(inferior, out, sent)
        for ref in top.fixed:
            if ref.header is None:
                self.follow(ref, out, sent)
                if ref.own:
                    self.owned.append(ref)
        for ref in top.members:
            if ref.header is None:
                self.follow(ref, out, sent)
        if place.vlas:
            self.read_vlas(place, top, out)
        values = top.values
        self.read_locals(place, top, base, out)
        self.place = place
        self.pending = []
        self.freeing = place.frees
        for name, expressions in place.writes:
            cell = self.cell_written(name, expressions, values, place)
            if cell is not None:
                self.pending.append(cell)
        for name, expressions, callees in place.guarded:
            cell = self.cell_written(name, expressions, values, place)
            if cell is not None:
                self.guards.append(cell + (callees, base))
        out.append("L %d\n" % place.line)
        self.output.append("\036" + "\n\036".join(out))
        self.steps += 1
        if self.max_steps > 0 and self.steps >= self.max_steps:
            self.flush()
            return True
        if len(self.output) >= self.BATCH or time.monotonic() - self.written >= self.LATENCY:
            self.flush()
        return False

    def cell_written(self, name, expressions, values, place):
        """(array, flat index) of the cell a line writes, its indexes as they are now; None
        where the array or an index is not known."""
        array = self.find_array(name)
        if array is None:
            return None
        indexes = [self.evaluate(expression, values, place) for expression in expressions]
        index = None if None in indexes else array.index_of(indexes)
        return None if index is None else (array, index)

    def changes(self, out, sent):
        """What the last line did to the arrays and the globals, read since its stop."""
        inferior = self.inferior
        for span in self.spans:
            span.read(inferior)
        for array, span in self.globals:
            if span.changed:
                address, size = array.layout.blocks[0]
                start = address - span.address
                array.take(span.data[start:start + size], out, sent)
        for array in self.global_rows:
            array.read(inferior, out, sent)
        for live in self.stack:
            for array in live.arrays:
                array.read(inferior, out, sent)
        if self.freeing:  # rare: no list made at the other lines
            for ref in self.followed + self.owned:
                if ref.header and ref.name.lower() in self.freeing:
                    ref.freed = ref.header[:24 if _is_vector(ref.type) else 8]
        for ref in self.followed:
            self.follow(ref, out, sent)
        for ref in self.owned:
            if ref.freed is None:
                ref.array.read(inferior, out, sent)
        for array, index in self.pending:
            array.rewrite(index, out, sent)
        for name, span, offset, kind, fmt in self.scalars:
            if not span.changed:
                continue
            value = struct.unpack_from(fmt, span.data, offset)[0]
            if self.scalar_values.get(name) != value:
                self.scalar_values[name] = value
                out.append("G %s %s" % (name, _value(kind, value)))

    def confirm(self, place, base, pc, out, sent):
        """A write under its line's own condition happened when the line's frame calls on,
        from that line, a function named after it: the cell is sent, changed or not. The guard
        holds while the line's calls run (its condition's ok (r, c) too), until its frame
        stops at a line again (the stack grows down: a larger base is an outer frame)."""
        # the frames below this one have returned (frame_for ())
        top = next((frame for frame in reversed(self.stack) if frame.base >= base), None)
        if (top is not None and top.base == base and top.function == place.function and
                self.entries.get(place.function) != pc):
            self.guards = [guard for guard in self.guards if base < guard[3]]
            return  # no call: a line of a frame we know (frame_for ()'s rule)
        kept = []
        for guard in self.guards:
            array, index, callees, at = guard
            if base >= at:
                continue
            kept.append(guard)
            if place.function.lower() in callees and not any(base < frame.base < at
                                                              for frame in self.stack):
                array.rewrite(index, out, sent)
        self.guards = kept

    def read_vlas(self, place, top, out):
        """A frame's variable-length arrays, each once a line past its declaration has its
        size: an array of its frame from then on."""
        for name, symbol in place.vlas:
            if name in top.vlas or place.line <= symbol.line:
                continue
            try:
                value = symbol.value(self.frame())
                shape = _array_shape(value.type)
                address = int(value.address)
            except (gdb.error, gdb.MemoryError):
                continue
            if shape is None:
                continue
            top.vlas.add(name)
            array = self.add_array(name, _contiguous(address, shape))
            top.arrays.append(array)
            array.read(self.inferior, out, set())

    def read_locals(self, place, top, base, out):
        """The top frame's locals (place's, its frame at base) that changed."""
        inferior = self.inferior
        values = top.values
        if place.names != top.names:
            # Out of a nested block: its locals are gone.
            for name in top.names - place.names:
                values.pop(name, None)
                out.append("V %s _" % name)
            top.names = place.names
        if place.locals:
            start, size = place.span
            data = inferior.read_memory(base + start, size).tobytes()
            for name, offset, kind, fmt in place.locals:
                value = struct.unpack_from(fmt, data, offset - start)[0]
                if values.get(name) != value:
                    values[name] = value
                    out.append("V %s %s" % (name, _value(kind, value)))
        for name, address, kind, fmt in top.far:
            value = struct.unpack(fmt, inferior.read_memory(address, struct.calcsize(fmt)))[0]
            if values.get(name) != value:
                values[name] = value
                out.append("V %s %s" % (name, _value(kind, value)))

    def exiting(self, frame):
        """The program is at its way out (_EXITS; frame: GDB's there): what its last line wrote
        goes out now, its last step's, for no line stops after it. Once: only when it leaves from
        inside its own code (exit (0) in Try), its frames and their arrays still there; after
        main returned, its locals' stack is exit ()'s now, and C++ frees a global vector's
        cells (destructors, atexit) before the exit_group system call."""
        if self.exited:
            return
        self.exited = True
        if not self.stack or self.place is None or not self.inside(frame):
            return
        out = []
        try:
            self.changes(out, set())
            top = self.stack[-1]
            if self.place.function == top.function:
                self.read_locals(self.place, top, top.base, out)
        except (gdb.error, gdb.MemoryError, struct.error):
            pass  # what was read goes out
        self.pending = []
        self.freeing = frozenset()
        if out:
            self.output.append("\036" + "\n\036".join(out) + "\n")
        self.flush()

    def inside(self, frame):
        """Whether the program's own frame nearest frame (exit's, its run-time library's between)
        is the last step's."""
        try:
            for _ in range(64):
                if frame is None:
                    return False
                symtab = frame.find_sal().symtab
                if symtab is not None and symtab.fullname() == self.symtab.fullname():
                    return int(frame.read_register("rbp")) == self.stack[-1].base
                frame = frame.older()
        except (gdb.error, RuntimeError, AttributeError):
            pass
        return False

    def flush(self):
        gdb.write("".join(self.output))
        self.output = []
        self.written = time.monotonic()


class _LineBreakpoint(gdb.Breakpoint):
    def __init__(self, tracer, address):
        super().__init__("*%d" % address, internal=True)
        self.tracer = tracer

    def stop(self):
        return self.tracer.stop()


def _line_addresses(filename, symtab):
    """Where GDB's breakpoint on each line of the program's file would stop, by GDB's own rule
    (linespec.c): the line's rows, the first in each block, one a function begins at moved
    past the prologue. GDB's breakpoint on a line costs some 2 to 8 ms (its line lookup), and
    GDB's breakpoints cost more the more there are (10,000 lines: minutes before the first
    step); here from the line table, GDB asked only where each function's body begins (a
    breakpoint on the function, 0.1 ms) and for a line of a row inside a prologue, if any.
    (The lines' addresses as one set: a function's first line may stop where its next line's
    row is, one stop for each address.)"""
    rows = {}
    for entry in symtab.linetable():
        if entry.line > 0:
            rows.setdefault(entry.line, []).append(entry.pc)
    kept = {}
    for line, pcs in rows.items():
        blocks = set()
        for pc in pcs:
            block = gdb.block_for_pc(pc)
            key = None if block is None else (block.start, block.end)
            if key is None or key not in blocks:
                kept.setdefault(line, []).append(pc)
            blocks.add(key)

    def stops(**where):
        try:
            breakpoint = gdb.Breakpoint(internal=True, **where)
        except gdb.error:
            return []
        found = [location.address for location in breakpoint.locations]
        breakpoint.delete()
        return found

    body = {}  # a function's first address: where its body begins, past its prologue

    def body_of(function):
        if function.start not in body:
            body[function.start] = next(
                (address for address in stops(function=function.function.name, qualified=True)
                 if function.start <= address < function.end), None)
        return body[function.start]

    addresses, asked = set(), set()
    for line, pcs in kept.items():
        for pc in pcs:
            function = _function_block(pc)
            start = body_of(function) if function.function is not None else None
            if start is None or function.start < pc < start:
                asked.add(line)  # GDB's own answer for the line
            else:
                addresses.add(start if pc == function.start else pc)
    for line in sorted(asked):
        addresses.update(stops(source=filename, line=line))
    return addresses


# The program's ways out: C's and C++'s exit, quick_exit, _exit (_Exit), where the C library's
# are (exit's handlers and C++'s destructors have not run yet, a vector's cells not freed);
# Free Pascal's fpc_do_exit, where Halt, a run-time error and the main program's end go.
_EXITS = ("exit", "quick_exit", "_exit", "fpc_do_exit")


class _ExitBreakpoint(gdb.Breakpoint):
    def __init__(self, tracer, function):
        super().__init__(function=function, internal=True, qualified=True)
        self.tracer = tracer

    def stop(self):
        self.tracer.exiting(gdb.newest_frame())
        return False


def _exit_breakpoints(tracer):
    """A breakpoint on each way out the program has (a C program has no fpc_do_exit): none
    made pending, said "not defined" as GDB would."""
    found = []
    for function in _EXITS:
        try:
            gdb.execute("info address %s" % function, to_string=True)
        except gdb.error:
            continue
        found.append(_ExitBreakpoint(tracer, function))
    return found


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
