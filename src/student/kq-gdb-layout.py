# SPDX-License-Identifier: GPL-3.0-or-later
# kq-gdb-layout.py: our tracer inside GDB, for C, C++ and Pascal, the first of its three files
# (kq-gdb.h: GDB sources them in order into its one Python namespace, each using what those
# before it define): what the program's memory and its source's lines hold.
#
# Locals and arrays are read as raw memory, one read for a frame's locals, one for each local
# array and one for each cluster of globals (_Span), and compared with the last read: GDB's
# values cost far more than the bytes. What changed goes out as events (_Array.take ()) in the
# tracers' one language (kq-student-events.h; _value ()).
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
# What a stop at a line reads is its _Place: its frame's locals and arrays, and the cells its
# text writes (_writes (), _guarded ()).
import re
import struct

import gdb

_FORMATS = {1: "b", 2: "h", 4: "i", 8: "q"}
# A local further than this from its frame's base is not in the frame (a var parameter's).
_FRAME_MAX = 1 << 20
# Rows, cells: at most this many behind a pointer (a board, not a whole heap).
_CELLS_MAX = 1 << 16
# The rows and columns of a grid read at most, where it is declared larger than that holds:
# twice the largest board a guess takes (32, kq-limits.h), its border and unused row 0 with it.
# (Two int a[1000][1000] read 256 × 256 at each stop made a run 20 times slower.)
_SIDE_MAX = 64
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


def _pair(gdb_type):
    """The int type of a record of two laid end to end (struct {int x, y;}: a square), or
    None."""
    t = gdb_type.strip_typedefs()
    if t.code != gdb.TYPE_CODE_STRUCT:
        return None
    # (std::pair's empty base class, libstdc++'s __pair_base, holds nothing: the size says so)
    fields = [f for f in t.fields() if not f.is_base_class]
    if len(fields) != 2 or any(f.bitsize for f in fields):
        return None
    first = fields[0].type.strip_typedefs()
    if (_scalar(first) is None or fields[1].type.strip_typedefs().sizeof != first.sizeof or
            _scalar(fields[1].type) != _scalar(first) or
            [f.bitpos for f in fields] != [0, 8 * first.sizeof] or t.sizeof != 2 * first.sizeof):
        return None
    return first


def _array_shape(gdb_type):
    """(rows, cols, low, col_low, kind, format) of a 1-D or 2-D array of ints, bools or chars
    (std::array's too); a 1-D array of records of two ints is one of two columns (a list of
    squares: loc path[64], path[k] = {x, y})."""
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
    elif _pair(inner) is not None:
        cols = 2
        inner = _pair(inner)
    scalar = _scalar(inner)
    if scalar is None or high < low or cols < 0:
        return None
    return high - low + 1, cols, low, col_low, scalar[0], scalar[1]


class _Layout:
    """Where an array's cells are: one block, or one block a row (int **, vectors). Its origin
    is what a pointer to it holds: its first cell, the block of row pointers, a vector's data."""

    def __init__(self, addresses, rows, cols, low, col_low, kind, fmt, origin=None,
                 stride=0):
        self.addresses = tuple(addresses)
        self.origin = self.addresses[0] if origin is None else origin
        self.rows, self.cols, self.low, self.col_low, self.kind = rows, cols, low, col_low, kind
        self.count = rows * max(cols, 1)
        # fmt None: rows of bits, a block a row (vector<vector<bool>>: each row's bits packed
        # from its first byte's lowest)
        self.bits = fmt is None
        self.fmt = "<%d%s" % (self.count, fmt) if fmt is not None else "bits %d" % cols
        # rows stride bytes apart in one block (a grid declared larger, its corner read): read
        # at once, one read for all of them
        self.stride = stride
        size = struct.calcsize(self.fmt) if fmt is not None else rows * ((cols + 7) // 8)
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
                   fmt, address, width)


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
        try:
            if len(blocks) == 1:
                data = inferior.read_memory(blocks[0][0], blocks[0][1]).tobytes()
            elif self.layout.stride:
                stride, size = self.layout.stride, blocks[0][1]
                span = inferior.read_memory(blocks[0][0], stride * (len(blocks) - 1) + size)
                data = b"".join(span[r * stride:r * stride + size] for r in range(len(blocks)))
            else:
                data = b"".join(inferior.read_memory(address, size).tobytes()
                                for address, size in blocks)
        except gdb.MemoryError:
            # given back to the system (a vector's rows, freed as its scope ends, the heap's
            # top trimmed): nothing is written there that the program could read
            return
        self.take(data, out, sent)

    def take(self, data, out, sent):
        """The array's bytes as just read: what changed goes out."""
        if data == self.bytes:
            return
        if self.layout.bits:
            width = (self.cols + 7) // 8
            values = tuple((data[r * width + (j >> 3)] >> (j & 7)) & 1
                           for r in range(self.rows) for j in range(self.cols))
        else:
            values = struct.unpack(self.layout.fmt, data)
        if self.values is None and self.stack:
            out.append("S %d %s %d %d %s" % (self.ident, self.name, _STACK_ROOM, self.cols,
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
_FREE = re.compile(r"\b(?:free\s*\(\s*|delete\s*(?:\[\s*\]\s*)?)"
                   r"((?:[A-Za-z_]\w*\s*(?:\.|->)\s*)*[A-Za-z_]\w*)")
# What a line takes from it: x = malloc (…), int *x = new int[n], x = (int *) calloc (…). A
# block freed and taken again is at the same address as often as not (the same size's), its
# pointer unchanged: the array is new all the same, its cells what free left.
_ALLOC = re.compile(r"((?:[A-Za-z_]\w*\s*(?:\.|->)\s*)*[A-Za-z_]\w*)\s*=\s*(?:\([^()]*\)\s*)?"
                    r"(?:malloc|calloc|realloc|new)\b")
# A write through a pointer at a statement's start: *(S.top++) = e, *S->top++ = e, *p = v.
_POINTER_WRITE = re.compile(r"(?:^|[;{])\s*\*\s*\(?\s*((?:[A-Za-z_]\w*\s*(?:\.|->)\s*)*"
                            r"[A-Za-z_]\w*)\s*(?:\+\+|--)?\s*\)?\s*(?:\+\+|--)?\s*=(?!=)")
_CONDITION = re.compile(r"\b(if|then|else|while|for|do)\b", re.IGNORECASE)
_FOR_HEADER = re.compile(r"for\s*\(")
_SIMPLE = re.compile(r"^[\w\s+\-*()]+$")
# An object-like macro (C's #define N 8, #define MAX (N + 2)), its text to its end or a comment.
_DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)\s+(.*?)\s*(?:(?://|/\*).*)?$")
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


def _defines(source):
    """{name: value} of the macros of source ({line: text}) that are whole numbers: GDB knows
    no macro of a program built without -g3, and an index the program writes with one
    (pos[(N - 1) - n] = i) is read as its compiler reads it. A name defined twice is none."""
    defines, seen = {}, set()
    for text in source.values():
        match = _DEFINE.match(text)
        if match is None or not _SIMPLE.match(match.group(2)):
            continue
        name = match.group(1)
        try:
            value = eval(compile(match.group(2), "<define>", "eval"), {"__builtins__": {}},
                         dict(defines))
        except Exception:  # C's, not Python's (010, 8u), or a name that is no number
            value = None
        if name in seen or type(value) is not int:
            defines.pop(name, None)
        else:
            defines[name] = value
        seen.add(name)
    return defines


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


def _bare(name):
    """A C++ name without its namespace or class: Problem::f is f on the lines that write it."""
    return name.rsplit("::", 1)[-1]


def _cells(code):
    """(array name, [index expressions]) of each cell code writes."""
    return [(_array_name(match.group(1)), _indexes(match)) for match in _WRITE.finditer(code)]


def _for_writes(code):
    """The cells a C for header writes each time the line is reached: those its start and its
    step both write (for (i = 0, queen[n] = i; i < max; queen[n] = ++i), for (x[k] = 1; …;
    x[k]++)): the first arrival runs the one, each later the other."""
    header = _FOR_HEADER.match(code)
    if header is None:
        return []
    depth, end = 1, header.end()
    while end < len(code) and depth > 0:
        depth += {"(": 1, ")": -1}.get(code[end], 0)
        end += 1
    clauses = code[header.end():end - 1].split(";")
    if len(clauses) != 3:
        return []
    step = _cells(clauses[2])
    return [cell for cell in _cells(clauses[0]) if cell in step]


def _writes(text):
    """(array name, [index expressions]) of each cell the line writes. A line that writes only
    under a condition on that same line is left out: the write may not happen; a for header
    writes what both its start and its step write. What follows a brace is none (an
    initializer, = {0}), but a block's own brace may open the line first ({	board[row] =
    column;)."""
    if text is None:
        return []
    code = text.split("//")[0].lstrip().lstrip("{")
    if _CONDITION.search(text):
        return _for_writes(code)
    return _cells(code.split("{")[0])


def _pointer_writes(text):
    """The pointers a line writes through, as GDB names them: a stack of the program's own
    (*(S.top++) = e) writes the cell its top points at, with the value there maybe (a column
    0 in a block of zeros). Not under a condition on the line, as _writes ()."""
    if text is None or _CONDITION.search(text):
        return []
    return [_MEMBER.sub("", match.group(1))
            for match in _POINTER_WRITE.finditer(text.split("//")[0])]


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


def _bits_rows(t):
    """Whether t is a std::vector of vector<bool>s: a grid of bits, a row each."""
    if not _is_vector(t):
        return False
    try:
        element = t.template_argument(0).strip_typedefs()
        return _is_vector(element) and \
            element.template_argument(0).strip_typedefs().code == gdb.TYPE_CODE_BOOL
    except (gdb.error, RuntimeError):
        return False


def _vector_cells(t):
    """(cols, (kind, format)) of a std::vector's cells: numbers (cols 0), or records of two
    (cols 2: vector<pair<int, int>>, a path of squares); else None."""
    element = _vector_element(t)
    if element is None:
        return None
    scalar = _scalar(element)
    if scalar is not None:
        return 0, scalar
    pair = _pair(element)
    return (2, _scalar(pair)) if pair is not None else None


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
        if _vector_cells(t) is not None:
            return t
        if _bits_rows(t):
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


def _fixed_variables(symtab):
    """The variables of the program's file at fixed addresses: its globals and statics, and
    the statics of its functions (static int x[N] in a function: not in its frames, read as a
    global is), each once."""
    seen = set()
    for block in (symtab.global_block(), symtab.static_block()):
        for symbol in block:
            if symbol.is_variable:
                seen.add(symbol.name)
                yield symbol
    blocks = set()
    for entry in symtab.linetable():
        block = gdb.block_for_pc(entry.pc)
        while block is not None and not block.is_static and not block.is_global:
            if (block.start, block.end) not in blocks:
                blocks.add((block.start, block.end))
                for symbol in block:
                    if (symbol.is_variable and symbol.addr_class == gdb.SYMBOL_LOC_STATIC and
                            symbol.name not in seen and symbol.symtab is not None and
                            symbol.symtab.fullname() == symtab.fullname()):
                        seen.add(symbol.name)
                        yield symbol
            if block.function is not None:
                break
            block = block.superblock


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
        self.pointer_writes = _pointer_writes(source.get(self.line))
        code = (source.get(self.line) or "").split("//")[0]
        # (a record's: free (S.base), S->base = realloc (…): its member S.base)
        self.frees = frozenset(_array_name(name) for name in _FREE.findall(code))
        self.allocs = frozenset(_array_name(name) for name in _ALLOC.findall(code))
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
            # (a reference not bound yet has no address: "optimized out", a range-for's
            # __for_range in a constructor)
            try:
                value = symbol.value(frame)
                if value.address is None:
                    continue
                offset = int(value.address) - base
            except gdb.error:
                continue
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
