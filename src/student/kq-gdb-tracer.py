# SPDX-License-Identifier: GPL-3.0-or-later
# kq-gdb-tracer.py: our tracer inside GDB, the second of its three files (kq-gdb.h), after
# kq-gdb-layout.py: what each stop at a line of the student's own file reads and sends.
#
# Why inside GDB: stepping over GDB/MI (-exec-step, -stack-list-frames,
# -stack-list-variables for each line) costs a round trip of several MI records per line and
# walks into the C library or Pascal's run-time library; a stop at each line of the student's
# own file, read here, lets the program run on by itself: some ten times faster with GDB's
# breakpoints, some seventy with our own stepper (kq-gdb-stepper.py; figures in kq-gdb.c).
#
# Each stop tells, as GDB/MI console stream text written a batch of stops at a time, what the
# previous line did and the line about to run, one event a line in the tracers' one language
# (kq-student-events.h says it; kq-gdb.c reads it), each line marked with an ASCII record
# separator (\036) to tell it from GDB's own words: W (a cell whose value changed, or that the
# line wrote with the same value again, _writes (), or wrote under its own condition and then
# called on, _guarded ()), R, C, A (all of an array that appeared, or was replaced: a pointer
# that points elsewhere now), S (a std::vector of numbers that grows and shrinks:
# vector_stack ()), V, G, L; H when the last step's line runs on without end, Q and K when
# the program exited or a signal killed it under our stepper (GDB never sees it: raise
# (SIGKILL)), GDB quitting next.
# The events of a stop tell what the line before it did: a line that calls exit (0) (C's exit,
# _exit, quick_exit; Pascal's Halt) after its last write, as h[u][v] = i; if (i == n * n)
# exit (0); does, has no stop after it. The program's way out is a stop of its own (_EXITS;
# exiting ()): the cells, globals and locals read one last time, the last step's, and no L.
import struct
import time

import gdb


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
        self.places = set()  # the places it stopped at: a nested block's show it more locals
        self.scoped = set()  # (name, offset) of the arrays and refs it reads


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
        self.allocating = frozenset()  # the names the last line took a block for
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
        self.defines = _defines(self.source)
        # what an index is evaluated with, beside the locals: the program's macros
        self.evaluated = dict(self.defines, __builtins__={})

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

    @staticmethod
    def taken_again(ref):
        """A block taken for ref's pointer after it freed one: a new array, sent whole as the
        next read finds it (an A line under its number again, S for a vector)."""
        ref.freed = None
        ref.header = None
        if ref.own:
            ref.array.bytes = ref.array.values = None

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
        if _bits_rows(t):
            return self.bit_rows(start, finish, element)
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
        cols, (kind, fmt) = _vector_cells(t)
        return _Layout((start,), count, cols, 0, 0, kind, fmt)

    def bit_rows(self, start, finish, element):
        """vector<vector<bool>> (libstdc++): each row's first word and bit, then its end's;
        rows that begin at a word's first bit, as a vector<bool> made whole does."""
        count = (finish - start) // element.sizeof
        if not 0 < count <= _SIDE_MAX:
            return None
        rows = [struct.unpack("<QIxxxxQI", self.inferior.read_memory(
            start + k * element.sizeof, 28).tobytes()) for k in range(count)]
        if any(offset != 0 for _, offset, _, _ in rows):
            return None
        cols = min((end - first) * 8 + end_offset for first, _, end, end_offset in rows)
        if not 0 < cols <= _SIDE_MAX:
            return None
        kind, _ = _scalar(element.template_argument(0))
        return _Layout([first for first, _, _, _ in rows], count, cols, 0, 0, kind, None, start)

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
        if header is None or not _is_vector(t) or _vector_cells(t) is None:
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
        cols, (kind, fmt) = _vector_cells(t)
        if count == 0:
            out.append("S %d %s %d %d" % (array.ident, array.name, _STACK_ROOM, cols))
            array.stack = True
            return True
        if array is not None:
            self.drop_array(array)
        ref.array = self.add_array(ref.name, _Layout((start,), count, cols, 0, 0, kind, fmt),
                                   array.ident if array is not None else None)
        ref.own = True
        ref.array.stack = True
        ref.array.read(self.inferior, out, set())
        return True

    def find_globals(self, symtab):
        self.symtab = symtab
        arrays = []
        scalars = []
        for symbol in _fixed_variables(symtab):
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

    def widen(self, frame, place):
        """The arrays and pointers that place sees in frame and it does not read yet: those
        of a block nested in the function ({ int board[8][8] = {}; … } in a loop), whose
        locals its entry does not see."""
        frame.places.add(place)
        for name, offset, shape in place.arrays:
            if (name, offset) not in frame.scoped:
                frame.scoped.add((name, offset))
                frame.arrays.append(self.add_array(name, _contiguous(frame.base + offset,
                                                                     shape)))
        for name, offset, t in place.refs:
            if (name, offset) not in frame.scoped:
                frame.scoped.add((name, offset))
                frame.refs.append(_Ref(name, frame.base + offset, t))
                self.followed.append(frame.refs[-1])

    def enter(self, place, base, out):
        frame = _Frame(place.function, base)
        gdb_frame = self.frame() if place.far or place.args or place.records else None
        self.widen(frame, place)
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

    def returned(self, place, base, pc):
        """The frames a stop at pc, its frame at base, finds returned: the stack grows down,
        so those below it (a smaller base), and the one at base where another function runs
        now, or its own anew (a new call on the same stack slot: the last one returned
        mid-line)."""
        stack = self.stack
        k = len(stack)
        while k and stack[k - 1].base < base:
            k -= 1
        if k and stack[k - 1].base == base and (stack[k - 1].function != place.function or
                                                 self.entries.get(place.function) == pc):
            k -= 1
        return stack[k:]

    def frame_for(self, place, base, pc, returned, out):
        """The frame a stop at pc runs in, its frame at base: the last one still there, or a
        new one (returned: those gone, from returned ())."""
        stack = self.stack
        for _ in returned:
            self.leave(out)
        if stack and stack[-1].base == base:
            if place not in stack[-1].places:
                self.widen(stack[-1], place)
            return stack[-1]
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
                return int(eval(code, self.evaluated, values))
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

    def reachable(self, newest_first):
        """(name, array, global) of every array the frames and the globals hold or point to:
        each frame's own before its references, the frames' before the globals'."""
        for live in reversed(self.stack) if newest_first else self.stack:
            for array in live.arrays:
                yield array.name, array, False
            for ref in live.fixed + live.refs + live.members:
                if ref.array is not None:
                    yield ref.name, ref.array, False
        for array, _ in self.globals:
            yield array.name, array, True
        for ref in self.global_refs:
            if ref.array is not None:
                yield ref.name, ref.array, True

    def find_array(self, name):
        # a namespace's (f[d] = i in namespace Problem writes Problem::f), after the exact name
        for bare in (lambda full: full, _bare):
            for full, array, is_global in self.reachable(True):
                if (is_global or bare is not _bare) and bare(full.lower()) == name:
                    return array
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
        returned = self.returned(place, base, pc)
        self.changes(out, sent, returned)
        self.confirm(place, base, returned, out, sent)
        top = self.frame_for(place, base, pc, returned, out)
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
        # (a call's first stop comes before its arrays are made, at its last line where GCC
        # saves the stack for them: their size is garbage there)
        if place.vlas and self.entries.get(place.function) != pc:
            self.read_vlas(place, top, out)
        values = top.values
        self.read_locals(place, top, base, out)
        self.place = place
        self.pending = []
        self.freeing = place.frees
        self.allocating = place.allocs
        for name, expressions in place.writes:
            self.pending += self.cells_written(name, expressions, values, place)
        for pointer in place.pointer_writes:
            self.pending += self.cell_at(self.evaluate(pointer, values, place))
        for name, expressions, callees in place.guarded:
            self.guards += [cell + (callees, base)
                            for cell in self.cells_written(name, expressions, values, place)]
        out.append("L %d\n" % place.line)
        self.output.append("\036" + "\n\036".join(out))
        self.steps += 1
        if self.max_steps > 0 and self.steps >= self.max_steps:
            self.flush()
            return True
        if len(self.output) >= self.BATCH or time.monotonic() - self.written >= self.LATENCY:
            self.flush()
        return False

    def cells_written(self, name, expressions, values, place):
        """[(array, flat index)] of the cells a line writes, its indexes as they are now: a
        whole row where it names a row (path[k] = {x, y}, a record of two; Pascal's a[k] :=
        row); none where the array or an index is not known."""
        array = self.find_array(name)
        if array is None:
            return []
        indexes = [self.evaluate(expression, values, place) for expression in expressions]
        if None in indexes:
            return []
        if array.cols and len(indexes) == 1:
            first = array.index_of([indexes[0], array.col_low])
            return [] if first is None else [(array, first + j) for j in range(array.cols)]
        index = array.index_of(indexes)
        return [] if index is None else [(array, index)]

    def cell_at(self, address):
        """[(array, flat index)] of the cell at address in an array of one block read: none
        where none holds it."""
        if address is None:
            return []
        for _, array, _ in self.reachable(False):
            layout = array.layout
            if layout.bits or len(layout.blocks) != 1:
                continue
            start, size = layout.blocks[0]
            width = size // layout.count
            if start <= address < start + size and (address - start) % width == 0:
                return [(array, (address - start) // width)]
        return []

    def changes(self, out, sent, returned=()):
        """What the last line did to the arrays and the globals, read since its stop. Not the
        arrays of their own that the frames returned since held: a vector they held by value
        was freed on the way out (its destructor), its cells malloc's words now."""
        inferior = self.inferior
        gone = {id(ref) for live in returned for ref in live.refs + live.fixed + live.members
                if ref.own}
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
        if self.allocating:
            for ref in self.followed:
                if ref.freed is not None and ref.name.lower() in self.allocating:
                    self.taken_again(ref)
        for ref in self.followed:
            if id(ref) not in gone:
                self.follow(ref, out, sent)
        for ref in self.owned:
            if ref.freed is None and id(ref) not in gone:
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

    def confirm(self, place, base, returned, out, sent):
        """A write under its line's own condition happened when the line's frame calls on,
        from that line, a function named after it: the cell is sent, changed or not. The guard
        holds while the line's calls run (its condition's ok (r, c) too), until its frame
        stops at a line again (the stack grows down: a larger base is an outer frame).
        returned: the frames this stop finds gone (returned ())."""
        kept_frames = len(self.stack) - len(returned)
        if kept_frames > 0 and self.stack[kept_frames - 1].base == base:
            self.guards = [guard for guard in self.guards if base < guard[3]]
            return  # no call: a line of a frame we know
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
        self.allocating = frozenset()
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
