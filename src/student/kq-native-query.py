# SPDX-License-Identifier: GPL-3.0-or-later
# kq-native-query.py: inside GDB, once, on a program built with our hooks (kq-native.c): where
# GDB's stepper would stop and what it would read there, as the table kq-native-rt.c loads.
#
# The GDB tracer's files are sourced first (kq-gdb.h): their rules (the lines' addresses, the
# shapes of arrays, the writes a line's text names) are used as they are, so that the native
# run steps where the stepper steps and sends what it sends. KQ_NATIVE = (source, table,
# max_steps, lean, hooks) is set before, lean the n of a run that shows moves only (0: a full
# run). What the runtime cannot read (an array that is a local, a pointer, a reference, a
# vector or a record's; a variable-length array; an index GDB would evaluate in the program's
# own language beyond + - * / %) makes the table a single line "fallback REASON": the GDB
# stepper runs the program then.
import ast
import re

import gdb

# kq-native.c's hook after each row: lea -0x80(%rsp),%rsp; push $K
_HOOK = b"\x48\x8d\x64\x24\x80\x68"
_FBREG = re.compile(r"Symbol (\w+) is (?:a variable |a complex DWARF expression:\s*0: )"
                    r"(?:at frame base reg \$rbp offset (-?\d+)\+(-?\d+)|DW_OP_fbreg (-?\d+))")
_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Mod: "%"}


class Fallback(Exception):
    pass


def _type_text(kind, fmt):
    return "%s %d %d" % (kind, struct.calcsize("<" + fmt), 0 if fmt.isupper() else 1)


def _offsets(pc):
    """name: offset from the frame's %rbp of each local GDB sees at pc, innermost first."""
    text = gdb.execute("info scope *%d" % pc, to_string=True)
    found = {}
    for match in _FBREG.finditer(text):
        name = match.group(1)
        if match.group(4) is not None:
            offset = 16 + int(match.group(4))  # the CFA is %rbp + 16 past the prologue
        else:
            offset = int(match.group(2)) + int(match.group(3))
        found.setdefault(name, offset)
    return found


def _named(names, name):
    """The indexes of the names a line's bare name means: itself, else a namespace's or class's
    (f[d] = i in namespace Problem writes Problem::f)."""
    exact = [k for k, n in enumerate(names) if n == name]
    return exact or [k for k, n in enumerate(names) if _bare(n) == name]


class Query:
    def __init__(self, source, max_steps, lean, hooks):
        self.source_name = source
        self.max_steps, self.lean, self.hooks = max_steps, lean, hooks
        self.symtab = gdb.lookup_global_symbol("main").symtab
        self.tracer = _Tracer(source, max_steps)
        self.arrays = []   # (name, address, shape); address None: a function's local (framed)
        self.framed = {}   # (function, name): a local array's index in arrays, its offset
                           # from its frame's %rbp
        self.recursive = {}  # function: whether its code calls itself
        self.pointers = [] # (name, element): arguments that point at cells
        self.globals = []  # (name, address, kind, fmt)
        self.functions = []
        self.slots = {}    # (function, name): slot

    def find_globals(self):
        for symbol in _fixed_variables(self.symtab):
            scalar = _scalar(symbol.type)
            address = int(symbol.value().address)
            if scalar is not None:
                self.globals.append((symbol.name, address) + scalar)
                continue
            for name, at, t in [(symbol.name, 0, symbol.type)] + _members(symbol.type,
                                                                       symbol.name):
                shape = _array_shape(t)
                if shape is not None:
                    if shape[0] * max(shape[1], 1) > _CELLS_MAX:
                        raise Fallback("global %s read a row at a time" % name)
                    self.arrays.append((name, address + at, shape))
                elif _ref_type(t) is not None:
                    raise Fallback("global %s points at its array" % name)

    def function(self, name):
        if name not in self.functions:
            self.functions.append(name)
        return self.functions.index(name)

    def slot(self, function, name):
        key = (function, name)
        if key not in self.slots:
            self.slots[key] = sum(1 for f, _ in self.slots if f == function)
            if self.slots[key] >= 64:
                raise Fallback("more than 64 locals in a function")
        return self.slots[key]

    def calls_itself(self, function, pc):
        """Whether the function's own code calls it (GDB's stepper gives each call's array a
        number of its own; the runtime reads one frame's)."""
        if function not in self.recursive:
            block = _function_block(pc)
            start = block.function.value().address
            target = re.compile(r"\bcall\w*\s+0x0*%x\b" % int(start))
            code = gdb.selected_inferior().architecture().disassemble(block.start,
                                                                       block.end - 1)
            self.recursive[function] = any(target.search(i["asm"]) for i in code)
        return self.recursive[function]

    def find_framed(self, pc, function):
        """The local arrays of a function seen at pc, each at one place in its frame: main's
        (int sol[N][N], passed down to the search by its address), or one a function makes for
        the search it starts (the most-copied tour's solveKT ()), read from each of its calls'
        frames. A function that calls itself has an array a call: GDB's stepper reads it."""
        offsets = None
        for name, symbol in _scope(gdb.block_for_pc(pc)).items():
            shape = _array_shape(symbol.type)
            if (symbol.is_argument or symbol.addr_class == gdb.SYMBOL_LOC_STATIC or
                    shape is None or _is_vla(symbol.type)):
                continue
            if shape[0] * max(shape[1], 1) > _CELLS_MAX:
                raise Fallback("local %s read a row at a time" % name)
            if self.functions[function] != "main" and self.calls_itself(function, pc):
                raise Fallback("local %s of a function that calls itself" % name)
            offsets = offsets if offsets is not None else _offsets(pc)
            key = (function, name)
            if name not in offsets or \
                    self.framed.get(key, (None, offsets[name]))[1] != offsets[name]:
                raise Fallback("local %s at two places" % name)
            if key not in self.framed:
                self.framed[key] = (len(self.arrays), offsets[name])
                self.arrays.append((name, None, shape))

    def pointer(self, function, name, symbol):
        """An argument that points at cells (int (*sol)[8], int *x): kept, to be matched with
        an array the runtime reads (pointed_at ()); one that points elsewhere (rows of
        pointers, a vector, a record), or main's argv, is no such argument."""
        t = symbol.type.strip_typedefs()
        if _record_type(symbol.type) is not None or t.code != gdb.TYPE_CODE_PTR:
            return False
        if self.functions[function] == "main" and \
                t.target().strip_typedefs().code == gdb.TYPE_CODE_PTR:
            letter = _scalar(t.target().target())
            return letter is not None and letter[0] == "c"  # char *argv[]
        target = _plain(t.target())
        if target.code == gdb.TYPE_CODE_ARRAY:
            target = _plain(target.target())
        element = _scalar(target)
        if element is None:
            return False
        self.pointers.append((name, element))
        return True

    def pointed_at(self):
        """Each argument that points at cells has an array of its cells' type to point at."""
        for name, element in self.pointers:
            if not any(shape[4:6] == element for _, _, shape in self.arrays):
                raise Fallback("argument %s points at cells no array holds" % name)

    def locals_at(self, pc, function):
        """(slot, name, offset, kind, fmt) of the ints, bools and chars _Place reads at pc."""
        found = _scope(gdb.block_for_pc(pc))
        offsets = None
        result = []
        for name, symbol in found.items():
            t = symbol.type.strip_typedefs()
            if symbol.addr_class == gdb.SYMBOL_LOC_STATIC:
                continue  # a static local: not in the frame, as _Place leaves it
            if symbol.is_argument and (_ref_type(symbol.type) is not None or
                                       _record_type(symbol.type) is not None):
                if self.pointer(function, name, symbol):
                    continue
                raise Fallback("argument %s holds an array or a record" % name)
            if (function, name) in self.framed:
                continue
            if t.code == gdb.TYPE_CODE_REF:
                raise Fallback("reference %s" % name)
            scalar = _scalar(symbol.type)
            if scalar is None:
                if (_is_vla(symbol.type) or _array_shape(symbol.type) is not None or
                        _ref_type(symbol.type) is not None or _members(symbol.type, name)):
                    raise Fallback("local %s may hold the board" % name)
                continue
            if offsets is None:
                offsets = _offsets(pc)
            if name not in offsets:
                raise Fallback("local %s: no frame offset" % name)
            result.append((self.slot(function, name), name, offsets[name]) + scalar)
        return result

    def expression(self, text, names):
        """An index expression as the runtime evaluates it, or "?" (unknown, as GDB says)."""
        if _EFFECT.search(text):
            return "?"
        try:
            tree = ast.parse(text.strip(), mode="eval").body
        except SyntaxError:
            raise Fallback("index %s" % text)
        out = []
        defines = self.tracer.defines

        def walk(node):
            if isinstance(node, ast.Constant) and type(node.value) is int:
                out.append("c%d" % node.value)
            elif isinstance(node, ast.Name):
                if node.id in defines:
                    out.append("c%d" % defines[node.id])
                elif node.id in names:
                    out.append("l%d" % names[node.id])
                else:
                    known = _named([g[0] for g in self.globals], node.id)
                    if not known:
                        raise LookupError(node.id)
                    out.append("g%d" % known[0])
            elif isinstance(node, ast.BinOp) and type(node.op) in _OPS:
                walk(node.left)
                walk(node.right)
                out.append(_OPS[type(node.op)])
            elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
                walk(node.operand)
                if isinstance(node.op, ast.USub):
                    out.append("n")
            else:
                raise Fallback("index %s" % text)

        try:
            walk(tree)
        except LookupError:
            return "?"  # a name GDB cannot find here (C's #define): no cell
        return ",".join(out) if len(out) <= 32 else "?"

    def array_index(self, name, function):
        """The array a line of function writes by name: its own local's, else the first of that
        name (a global's, or one a caller made, written through the argument that names it)."""
        for (owner, local), (k, _) in self.framed.items():
            if owner == function and local.lower() == name:
                return k
        known = _named([a[0].lower() for a in self.arrays], name)
        return known[0] if known else -1

    def write_line(self, word, name, expressions, names, function, callees=None):
        exprs = " ".join(self.expression(e, names) for e in expressions)
        line = "%s %d %d %s" % (word, self.array_index(name, function), len(expressions), exprs)
        if callees is not None:
            # the functions called on the line, by their lowercase names as _guarded () gives
            # them; one that is no function of the program's steps matches none
            lowered = {}
            for k, function in enumerate(self.functions):
                lowered.setdefault(function.lower(), k)
            ids = [lowered.get(c, -1) for c in sorted(callees)][:8]
            line += " %d %s" % (len(ids), " ".join(map(str, ids)))
        return line

    def run(self):
        self.find_globals()
        steps = _line_addresses(self.source_name, self.symtab)
        inferior = gdb.selected_inferior()
        places = []
        at = {}
        for pc in sorted(steps):
            block = _function_block(pc)
            name = block.function.name if block.function else "?"
            at[pc] = self.function(name.lstrip("$").split("(")[0])
        for pc in sorted(steps):
            self.find_framed(pc, at[pc])
        for pc in sorted(steps):
            data = inferior.read_memory(pc, 10).tobytes()
            if data[:6] != _HOOK:
                raise Fallback("a step at %#x without its hook" % pc)
            hook = struct.unpack("<i", data[6:10])[0]
            line = gdb.find_pc_line(pc).line
            function = at[pc]
            found = self.locals_at(pc, function)
            names = {local[1]: local[0] for local in found}
            text = self.tracer.source.get(line)
            writes = [self.write_line("write", n, e, names, function) for n, e in _writes(text)]
            guards = [self.write_line("guard", n, e, names, function, c)
                      for n, e, c in _guarded(text)]
            rows = ["place %d %d %d %d %d %d" % (hook, line, function, len(found), len(writes),
                                                 len(guards))]
            rows += ["local %d %s %d %s" % (slot, local, offset, _type_text(kind, fmt))
                     for slot, local, offset, kind, fmt in found]
            places.append("\n".join(rows + writes + guards))
        self.pointed_at()
        # lean mode sends no locals: where no global array can hold n's board, the board may be
        # a local's bits (find (a + p, …)), which the reader must see
        lean = self.lean > 0 and any(shape[0] * max(shape[1], 1) >= self.lean
                                     for _, _, shape in self.arrays)
        out = ["head %d %d %d %d %d %d %d" % (self.max_steps, lean, self.hooks, len(places),
                                               len(self.arrays), len(self.globals),
                                               len(self.functions))]
        out += ["function %s" % name for name in self.functions]
        frames = {k: (function, offset) for (function, _), (k, offset) in self.framed.items()}
        for k, (name, address, shape) in enumerate(self.arrays):
            rows, cols, low, col_low, kind, fmt = shape
            where = ("array %d %s %x" % (k + 1, name, address) if address is not None else
                     "framed %d %s %d %d" % ((k + 1, name) + frames[k]))
            out.append("%s %d %d %d %d %s" % (where, rows, cols, low, col_low,
                                              _type_text(kind, fmt)))
        out += ["global %s %x %s" % (name, address, _type_text(kind, fmt))
                for name, address, kind, fmt in self.globals]
        return "\n".join(out + places) + "\n"


def _main():
    source, table, max_steps, lean, hooks = KQ_NATIVE  # noqa: F821 (set by kq-native.c)
    query = Query(source, max_steps, lean, hooks)
    try:
        text = query.run()
    except Fallback as reason:
        text = "fallback %s\n" % reason
    with open(table, "w") as f:
        f.write(text)


_main()
