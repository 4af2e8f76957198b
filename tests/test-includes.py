#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-includes.py SRCDIR: the rooms of src/ and their floors, as the README's
Layout table gives them. Each file starts with its SPDX-License-Identifier
line. A file includes (by bare name) only headers of its own
room and public headers of rooms on lower floors: never a room on its own floor
or above, never another room's -private.h. Headers found nowhere in src/ (GLib's,
config.h, generated ones) are not the house's. The README's Layout table gives each
room the floor it has here, and CONTRIBUTING's rooms name every room. Inside a room
the files call one another one way only: a circle of calls between its .c files
fails, but for the circles still to be broken, named in CIRCLES_LEFT (one of
them broken or grown fails too, so that the list only shrinks)."""
import os
import re
import sys

FLOORS = {
    'core/base': 1,
    'core/io': 2,
    'core/lesson': 3,
    'core/queens': 4,
    'core/tour': 4,
    'core/game': 4,
    'core/check': 5,
    'listings': 6,
    'render': 6,
    'student': 6,
    'model': 7,
    'app': 8,
    'cli': 8,
}

# The circles of calls still to break: (room, its files in the circle).
CIRCLES_LEFT = set()

src = os.path.join(sys.argv[1], 'src')
room_of = {}
files = []
for folder, _, names in os.walk(src):
    room = os.path.relpath(folder, src)
    for name in names:
        if name.endswith(('.c', '.h')):
            if room not in FLOORS:
                sys.exit(f'FAIL: src/{room} has no floor in test-includes.py (and the README)')
            room_of.setdefault(name, room)
            files.append((room, os.path.join(folder, name)))

include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
wrong = []
for room, path in files:
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for header in include.findall(text):
        there = room_of.get(os.path.basename(header))
        if there is None or there == room:
            continue
        where = os.path.relpath(path, os.path.dirname(src))
        if FLOORS[there] >= FLOORS[room]:
            wrong.append(f'{where} includes {header} of src/{there}, not a floor below')
        elif header.endswith('-private.h'):
            wrong.append(f'{where} includes {header}, private to src/{there}')
    if 'SPDX-License-Identifier: GPL-3.0-or-later' not in text.split('\n', 2)[0]:
        wrong.append(f'{os.path.relpath(path, os.path.dirname(src))} does not start with '
                     f'its SPDX-License-Identifier line')

# Calls inside a room: a function a .c file defines without static (its name at the start of
# the line after its type, as the house writes it) named in another .c file of the room, its
# comments and strings left out, is an arrow from that file to the first.
noise = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
defined = re.compile(r'^(?!static\b)[A-Za-z_][^\n;{}()]*\n([a-z_][a-z0-9_]*) \(', re.M)
word = re.compile(r'\b[a-z_][a-z0-9_]*\b')
code = {}
for room, path in files:
    if path.endswith('.c'):
        with open(path, encoding='utf-8') as f:
            code.setdefault(room, {})[os.path.basename(path)] = noise.sub(' ', f.read())
circles = set()
for room, texts in code.items():
    owner = {name: c for c, text in texts.items() for name in defined.findall(text)}
    calls = {c: {owner[w] for w in set(word.findall(text)) if owner.get(w, c) != c}
             for c, text in texts.items()}
    reach = {}
    for c in calls:
        seen, todo = set(), [c]
        while todo:
            for d in calls[todo.pop()] - seen:
                seen.add(d)
                todo.append(d)
        reach[c] = seen
    for c in calls:
        circle = tuple(sorted(d for d in reach[c] if c in reach[d]))
        if circle:
            circles.add((room, circle))
for room, circle in sorted(circles - CIRCLES_LEFT):
    wrong.append(f'src/{room}: {", ".join(circle)} call one another in a circle')
for room, circle in sorted(CIRCLES_LEFT - circles):
    wrong.append(f'src/{room}: {", ".join(circle)} no longer call one another in a circle: '
                 f'take it out of CIRCLES_LEFT')

# The pages that show the rooms to a newcomer name them as they are here.
with open(os.path.join(sys.argv[1], 'README.md'), encoding='utf-8') as f:
    table = dict((room, int(floor)) for floor, room in
                 re.findall(r'^\| (\d+) \| `src/([a-z/]+)` \|', f.read(), re.M))
for room in sorted(set(FLOORS) | set(table)):
    if table.get(room) != FLOORS.get(room):
        wrong.append(f'README.md\'s Layout table gives src/{room} floor {table.get(room)}, '
                     f'not {FLOORS.get(room)}')
with open(os.path.join(sys.argv[1], 'CONTRIBUTING.md'), encoding='utf-8') as f:
    rooms = f.read().split('## The rooms', 1)[-1].split('\n## ', 1)[0]
for room in sorted(set(FLOORS) - set(re.findall(r'src/([a-z/]+)', rooms))):
    wrong.append(f'CONTRIBUTING.md\'s rooms do not name src/{room}')

for line in wrong:
    print('FAIL:', line)
print(f'{len(files)} files in {len(set(r for r, _ in files))} rooms, {len(wrong)} faults')
sys.exit(1 if wrong else 0)
