# SPDX-License-Identifier: GPL-3.0-or-later
# kq-gdb-trace.py: our tracer inside GDB, for C, C++ and Pascal (kq-gdb.c loads it).
#
# Why inside GDB: stepping over GDB/MI (-exec-step, -stack-list-frames,
# -stack-list-variables for each line) costs a round trip of several MI records per line and
# walks into the C library or Pascal's run-time library; a breakpoint on each line of the
# student's own file whose Python stop () reads the frame and returns False lets GDB run the
# program on by itself, some ten times faster (figures in kq-gdb.c).
#
# `kq-trace FILE MAX_STEPS` puts those breakpoints and continues. Each stop writes, as GDB/MI
# console stream text, what the previous line did and the line about to run, one event a line
# (kq-gdb.c reads them; kq-student-runner.h says what each means to the framework), each
# line marked with an ASCII record separator (\036) to tell it from GDB's own words:
#   C id i j k v          a cell of array id was written (k: i int, b bool, c char): its value
#                         changed, or the line wrote the same value again (_writes ())
#   X                     the top frame returned
#   E function            a call
#   A id name rows cols low k v,v,…   an array appeared with all its cells (1-D: cols 0)
#   V name k v            a local of the top frame has this value now (k n: gone)
#   G name k v            a global int, bool or char has this value now
#   L line                the top frame is about to run this line: one step
# Locals and arrays are read as raw memory, one read for a frame's locals and one for each
# array, and compared with the last read: GDB's values cost far more than the bytes.
import re
import struct

import gdb

_FORMATS = {1: "b", 2: "h", 4: "i", 8: "q"}
_KINDS = {gdb.TYPE_CODE_INT: "i", gdb.TYPE_CODE_BOOL: "b", gdb.TYPE_CODE_CHAR: "c",
          gdb.TYPE_CODE_RANGE: "i", gdb.TYPE_CODE_ENUM: "i"}


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


def _array_shape(gdb_type):
    """(rows, cols, low, kind, format) of a 1-D or 2-D array of ints, bools or chars."""
    t = gdb_type.strip_typedefs()
    if t.code != gdb.TYPE_CODE_ARRAY:
        return None
    low, high = t.range()
    inner = t.target().strip_typedefs()
    cols = 0
    if inner.code == gdb.TYPE_CODE_ARRAY:
        inner_low, inner_high = inner.range()
        cols = inner_high - inner_low + 1
        inner = inner.target()
    scalar = _scalar(inner)
    if scalar is None or high < low:
        return None
    return high - low + 1, cols, low, scalar[0], scalar[1]


class _Array:
    def __init__(self, ident, name, address, shape):
        self.ident = ident
        self.name = name
        self.address = address
        self.rows, self.cols, self.low, self.kind, fmt = shape
        self.count = self.rows * max(self.cols, 1)
        self.fmt = "<%d%s" % (self.count, fmt)
        self.size = struct.calcsize(self.fmt)
        self.bytes = None
        self.values = None

    def read(self, inferior, out, sent):
        data = inferior.read_memory(self.address, self.size).tobytes()
        if data == self.bytes:
            return
        values = struct.unpack(self.fmt, data)
        if self.values is None:
            out.append("A %d %s %d %d %d %s %s" % (self.ident, self.name, self.rows, self.cols,
                                                  self.low, self.kind,
                                                  ",".join(map(str, values))))
        else:
            width = max(self.cols, 1)
            for index, (old, new) in enumerate(zip(self.values, values)):
                if old != new:
                    sent.add((self.ident, index))
                    i, j = divmod(index, width)
                    out.append("C %d %d %d %s %d" % (self.ident, i + self.low,
                                                     j + self.low if self.cols else 0,
                                                     self.kind, new))
        self.bytes = data
        self.values = values

    def rewrite(self, index, out, sent):
        """A write of the value already there: memory cannot show it, the source can."""
        if (self.ident, index) in sent or self.values is None:
            return
        i, j = divmod(index, max(self.cols, 1))
        out.append("C %d %d %d %s %d" % (self.ident, i + self.low,
                                         j + self.low if self.cols else 0,
                                         self.kind, self.values[index]))

    def index_of(self, indexes):
        """The flat index of the cell at these indexes (1 or 2, as the language counts)."""
        if len(indexes) != (2 if self.cols else 1):
            return None
        i = indexes[0] - self.low
        j = indexes[1] - self.low if self.cols else 0
        if not (0 <= i < self.rows and 0 <= j < max(self.cols, 1)):
            return None
        return i * max(self.cols, 1) + j


# An array cell written: C's h[u][v] = …, x[i] += …, Pascal's h[u, v] := … (not ==, <=).
_WRITE = re.compile(r"\b([A-Za-z_]\w*)\s*\[([^\[\]]+)\](?:\s*\[([^\[\]]+)\])?\s*"
                    r"(?::=|=(?!=)|\+=|-=|\+\+|--)")
_CONDITION = re.compile(r"\b(if|then|else|while|for|do)\b", re.IGNORECASE)
_SIMPLE = re.compile(r"^[\w\s+\-*()]+$")


def _writes(text):
    """(array name, [index expressions]) of each cell the line writes. A line that writes only
    under a condition on that same line is left out: the write may not happen."""
    if text is None or _CONDITION.search(text):
        return []
    writes = []
    for match in _WRITE.finditer(text.split("//")[0].split("{")[0]):
        indexes = [match.group(2)] if match.group(3) is None else [match.group(2),
                                                                    match.group(3)]
        if len(indexes) == 1 and "," in indexes[0]:
            indexes = indexes[0].split(",")
        writes.append((match.group(1).lower(), [index.strip() for index in indexes]))
    return writes


class _Place:
    """What a stop at one pc needs: its line, function, and where the frame's locals are."""

    def __init__(self, frame, source):
        self.line = frame.find_sal().line
        self.writes = _writes(source.get(self.line))
        function = frame.function()
        self.function = function.name if function else "?"
        # Free Pascal's "$main"; C++'s "solve(int)".
        self.function = self.function.lstrip("$").split("(")[0]
        base = int(frame.read_register("rbp"))
        self.locals = []   # (name, offset, kind, format)
        self.arrays = []   # (name, offset, shape)
        # Outermost block first: the arguments, then the locals of nested blocks ({ int k; }).
        blocks = []
        block = frame.block()
        while block is not None:
            blocks.insert(0, block)
            if block.function is not None:
                break
            block = block.superblock
        found = {}
        for block in blocks:
            for symbol in block:
                if symbol.is_variable or symbol.is_argument:
                    found[symbol.name] = symbol  # an inner block's name hides an outer one
        for name, symbol in found.items():
            try:
                value = symbol.value(frame)
            except gdb.error:
                continue
            if value.address is None:
                continue
            offset = int(value.address) - base
            scalar = _scalar(symbol.type)
            if scalar is not None:
                self.locals.append((name, offset, scalar[0], scalar[1]))
                continue
            shape = _array_shape(symbol.type)
            if shape is not None:
                self.arrays.append((name, offset, shape))
        self.names = frozenset(name for name, _, _, _ in self.locals)
        if self.locals:
            low = min(offset for _, offset, _, _ in self.locals)
            high = max(offset + struct.calcsize(fmt) for _, offset, _, fmt in self.locals)
            self.span = (low, high - low)
        else:
            self.span = (0, 0)


class _Frame:
    def __init__(self, function, base):
        self.function = function
        self.base = base
        self.values = {}
        self.names = frozenset()
        self.arrays = []


class _Tracer:
    def __init__(self, filename, max_steps):
        self.filename = filename
        self.max_steps = max_steps
        self.steps = 0
        self.places = {}
        self.entries = {}   # function: its entry pc, learned at its first call
        self.stack = []
        self.globals = []
        self.scalars = []   # (name, address, kind, format): the program's global ints …
        self.scalar_values = {}
        self.next_id = 1
        self.inferior = gdb.selected_inferior()
        self.pending = []   # (array, flat index): cells the last line wrote
        self.codes = {}     # index expression: its compiled code, or None (GDB evaluates it)
        self.source = {}
        try:
            with open(filename, encoding="utf-8", errors="replace") as f:
                self.source = dict(enumerate(f.read().split("\n"), start=1))
        except OSError:
            pass

    def add_array(self, name, address, shape):
        array = _Array(self.next_id, name, address, shape)
        self.next_id += 1
        return array

    def find_globals(self, symtab):
        for block in (symtab.global_block(), symtab.static_block()):
            for symbol in block:
                if not symbol.is_variable:
                    continue
                scalar = _scalar(symbol.type)
                if scalar is not None:
                    self.scalars.append((symbol.name, int(symbol.value().address)) + scalar)
                    continue
                shape = _array_shape(symbol.type)
                if shape is not None:
                    address = int(symbol.value().address)
                    self.globals.append(self.add_array(symbol.name, address, shape))

    def enter(self, place, base, out):
        frame = _Frame(place.function, base)
        frame.arrays = [self.add_array(name, base + offset, shape)
                        for name, offset, shape in place.arrays]
        self.stack.append(frame)
        out.append("E " + place.function)
        return frame

    def frame_for(self, place, base, pc, out):
        stack = self.stack
        # The stack grows down: frames below this one (smaller base) have returned.
        while stack and stack[-1].base < base:
            stack.pop()
            out.append("X")
        if stack and stack[-1].base == base and stack[-1].function == place.function:
            if self.entries.get(place.function) != pc:
                return stack[-1]
            # A new call on the same stack slot: the last one returned mid-line.
            stack.pop()
            out.append("X")
        elif stack and stack[-1].base == base:
            stack.pop()
            out.append("X")
        self.entries.setdefault(place.function, pc)
        return self.enter(place, base, out)

    def evaluate(self, expression, values):
        """An index expression's value: simple ones (i + j, u, k - 1) from the locals we have
        just read, in Python; others by GDB, in the program's language."""
        code = self.codes.get(expression, False)
        if code is False:
            code = self.codes[expression] = (compile(expression, "<index>", "eval")
                                             if _SIMPLE.match(expression) else None)
        if code is not None:
            try:
                return int(eval(code, {"__builtins__": {}}, values))
            except Exception:  # a name that is not a local: GDB knows it
                pass
        try:
            return int(gdb.parse_and_eval(expression))
        except (gdb.error, ValueError, OverflowError):
            return None

    def find_array(self, name):
        for live in reversed(self.stack):
            for array in live.arrays:
                if array.name.lower() == name:
                    return array
        for array in self.globals:
            if array.name.lower() == name:
                return array
        return None

    def stop(self):
        frame = gdb.newest_frame()
        pc = frame.pc()
        place = self.places.get(pc)
        if place is None:
            place = self.places[pc] = _Place(frame, self.source)
        base = int(frame.read_register("rbp"))
        out = []
        sent = set()
        inferior = self.inferior
        for array in self.globals:
            array.read(inferior, out, sent)
        for live in self.stack:
            for array in live.arrays:
                array.read(inferior, out, sent)
        for array, index in self.pending:
            array.rewrite(index, out, sent)
        for name, address, kind, fmt in self.scalars:
            value = struct.unpack(fmt, inferior.read_memory(address, struct.calcsize(fmt)))[0]
            if self.scalar_values.get(name) != value:
                self.scalar_values[name] = value
                out.append("G %s %s %d" % (name, kind, value))
        top = self.frame_for(place, base, pc, out)
        for array in top.arrays:
            if array.values is None:
                array.read(inferior, out, sent)
        values = top.values
        if place.names != top.names:
            # Out of a nested block: its locals are gone.
            for name in top.names - place.names:
                values.pop(name, None)
                out.append("V %s n 0" % name)
            top.names = place.names
        if place.locals:
            start, size = place.span
            data = inferior.read_memory(base + start, size).tobytes()
            for name, offset, kind, fmt in place.locals:
                value = struct.unpack_from(fmt, data, offset - start)[0]
                if values.get(name) != value:
                    values[name] = value
                    out.append("V %s %s %d" % (name, kind, value))
        self.pending = []
        for name, expressions in place.writes:
            array = self.find_array(name)
            if array is None:
                continue
            indexes = [self.evaluate(expression, values) for expression in expressions]
            index = None if None in indexes else array.index_of(indexes)
            if index is not None:
                self.pending.append((array, index))
        out.append("L %d\n" % place.line)
        gdb.write("\036" + "\n\036".join(out))
        self.steps += 1
        return self.max_steps > 0 and self.steps >= self.max_steps


class _LineBreakpoint(gdb.Breakpoint):
    def __init__(self, tracer, filename, line):
        super().__init__(source=filename, line=line, internal=True)
        self.tracer = tracer

    def stop(self):
        return self.tracer.stop()


class _TraceCommand(gdb.Command):
    """kq-trace FILE MAX_STEPS: trace each line of FILE (the program stopped in main)."""

    def __init__(self):
        super().__init__("kq-trace", gdb.COMMAND_RUNNING)

    def invoke(self, argument, from_tty):
        filename, max_steps = gdb.string_to_argv(argument)
        symtab = gdb.selected_frame().find_sal().symtab
        tracer = _Tracer(filename, int(max_steps))
        tracer.find_globals(symtab)
        lines = sorted({entry.line for entry in symtab.linetable() if entry.line > 0})
        seen = set()
        for line in lines:
            breakpoint = _LineBreakpoint(tracer, filename, line)
            # GDB puts a function's first line after its prologue, where the next line's
            # breakpoint may already be: one stop for each address.
            for location in breakpoint.locations:
                if location.address in seen:
                    location.enabled = False
                seen.add(location.address)
        # The stop at main is the first step.
        tracer.stop()
        gdb.execute("continue")


_TraceCommand()
