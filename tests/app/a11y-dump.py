#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# a11y-dump.py: what a screen reader finds in the window, read through
# AT-SPI, mode by mode, in one language; with --check, a failure for every
# doubled name, mnemonic underscore, GTK type name, or interactive control
# without a name, and for a toast (Copy, a file that is no answer) missing
# from the tree.
#
#   xvfb-run -a -s "-screen 0 1024x768x24" dbus-run-session -- \
#     tests/a11y-dump.py build/src/app/knights-queens --language vi [--check]
#
# It needs a display, a session bus (the AT-SPI bus is started on it) and
# python3-pyatspi; without them it exits 77 (SKIP). The window is driven
# through AT-SPI only: its buttons are found by their translated names
# (the build's catalogue, build/po), pressed through their actions.

import argparse
import gettext
import os
import re
import subprocess
import sys
import tempfile
import time

try:
    import gi
    gi.require_version('Atspi', '2.0')
    import pyatspi
except (ImportError, ValueError) as error:
    print(f'no AT-SPI for Python ({error}): skipped', file=sys.stderr)
    sys.exit(77)

# the roles of controls a user acts on: each needs a name
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_LINK, pyatspi.ROLE_TABLE, pyatspi.ROLE_SWITCH if hasattr(pyatspi, 'ROLE_SWITCH')
    else pyatspi.ROLE_TOGGLE_BUTTON,
}
TYPE_NAME = re.compile(r'\b(Gtk|Gdk|Kq|Adw)[A-Z][A-Za-z]+')
MNEMONIC = re.compile(r'(^|\s)_\w')


def doubled(name):
    """'Count Count', 'Board size n n': a name that is some words twice."""
    words = name.split()
    for size in range(1, len(words) // 2 + 1):
        for start in range(0, len(words) - 2 * size + 1):
            if words[start:start + size] == words[start + size:start + 2 * size] and \
               not all(w.strip('(),').isdigit() for w in words[start:start + size]):
                return True
    return False


def node_problems(node, name, role, description, states):
    problems = []
    if MNEMONIC.search(name):
        problems.append('mnemonic underscore')
    if doubled(name):
        problems.append('doubled name')
    if TYPE_NAME.search(name) or TYPE_NAME.search(description):
        problems.append('type name')
    interactive = role in INTERACTIVE or states.contains(pyatspi.STATE_FOCUSABLE)
    if interactive and states.contains(pyatspi.STATE_VISIBLE) and not name.strip():
        problems.append('interactive without a name')
    return problems


def walk(node, depth, lines, problems, path):
    try:
        name = node.name or ''
        role = node.getRole()
        role_name = node.getRoleName()
        description = node.description or ''
        states = node.getState()
    except Exception:  # a node gone while read
        return
    if not states.contains(pyatspi.STATE_VISIBLE) and depth > 1:
        return
    # a tooltip shown under the pointer: GTK's, not the window's
    if name == 'GtkTooltipWindow':
        return
    line = '  ' * depth + f'[{role_name}] {name!r}'
    if description:
        line += f' — {description!r}'
    if states.contains(pyatspi.STATE_FOCUSABLE):
        line += ' (focusable)'
    lines.append(line)
    for problem in node_problems(node, name, role, description, states):
        problems.append(f'{path}: {problem}: [{role_name}] {name!r} {description!r}')
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            walk(child, depth + 1, lines, problems, f'{path}/{role_name}')


def find_app(pid, timeout=60):
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.time() + timeout
    while time.time() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    return None


def spoken(name):
    """A name as a listener tells it apart: no underscores, said once."""
    words = name.replace('_', '').split()
    half = len(words) // 2
    if len(words) % 2 == 0 and words[:half] == words[half:]:
        words = words[:half]
    return ' '.join(words)


def find_all(node, role, name):
    """The visible nodes of role named name, depth first."""
    try:
        if node.getRole() == role and spoken(node.name) == name and \
           node.getState().contains(pyatspi.STATE_VISIBLE):
            yield node
        for i in range(node.childCount):
            yield from find_all(node.getChildAtIndex(i), role, name)
    except Exception:
        pass


def press(app, roles, name):
    """The first such node with an action (a menu button's outer node has
    none; the button inside has)."""
    for role in roles:
        for node in find_all(app, role, name):
            try:
                node.queryAction().doAction(0)
            except Exception:
                continue
            time.sleep(1.0)
            return True
    print(f'not found: {name!r}', file=sys.stderr)
    return False


def find_text(node, prefix):
    """The first visible node whose name starts with prefix (a toast's label)."""
    try:
        if (node.name or '').startswith(prefix) and node.getState().contains(pyatspi.STATE_VISIBLE):
            return node
        for i in range(node.childCount):
            found = find_text(node.getChildAtIndex(i), prefix)
            if found is not None:
                return found
    except Exception:
        pass
    return None


def find_focusable(node, roles, name, found):
    """Every visible, focusable node of roles named name, depth first."""
    try:
        states = node.getState()
        if node.getRole() in roles and spoken(node.name) == name and \
           states.contains(pyatspi.STATE_VISIBLE) and states.contains(pyatspi.STATE_FOCUSABLE):
            found.append(node)
        for i in range(node.childCount):
            find_focusable(node.getChildAtIndex(i), roles, name, found)
    except Exception:
        pass
    return found


def method_list(app, options, method, open_it):
    """Opens the tour options (a menu button named by the method), then
    the method drop-down's list in them (its button, named by the item
    chosen); or closes both with Escape, twice."""
    if not open_it:
        for _ in range(2):
            pyatspi.Registry.generateKeyboardEvent(0xff1b, None, pyatspi.KEY_SYM)
            time.sleep(1.0)
        return True
    for name in (options, method):
        buttons = find_focusable(app, (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON), name, [])
        if not buttons:
            print(f'not found: {name!r}', file=sys.stderr)
            return False
        # the drop-down's button comes after the menu button's
        buttons[-1].queryAction().doAction(0)
        time.sleep(1.0)
    return True


def dump(app, title, out, problems):
    lines = []
    found = []
    walk(app, 0, lines, found, title)
    if found:
        # The window may still be redrawing what the last action changed
        # (a strip's cells are renamed as the trace steps): a problem is
        # one that a second reading, a second later, finds too.
        time.sleep(1.0)
        again = []
        walk(app, 0, [], again, title)
        found = [problem for problem in found if problem in again]
    print(f'== {title}', file=out)
    print('\n'.join(lines), file=out)
    problems.extend(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('app', help='the knights-queens program')
    parser.add_argument('--language', default='en')
    parser.add_argument('--check', action='store_true', help='exit 1 on a problem')
    parser.add_argument('--output', help='write the dump here (default: stdout)')
    args = parser.parse_args()

    if not os.environ.get('DISPLAY') or not os.environ.get('DBUS_SESSION_BUS_ADDRESS'):
        print('no display or session bus: skipped', file=sys.stderr)
        sys.exit(77)

    build = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(args.app))))
    localedir = os.environ.get('KQ_LOCALEDIR', os.path.join(build, 'po'))
    translation = gettext.translation('knights-queens', localedir, languages=[args.language],
                                      fallback=True)

    def _(text, context=None):
        text = translation.pgettext(context, text) if context else translation.gettext(text)
        return text.replace('_', '')

    env = dict(os.environ)
    for key in ('NO_AT_BRIDGE', 'GTK_A11Y'):
        env.pop(key, None)
    env.update({
        'LANGUAGE': args.language, 'LC_ALL': 'C.UTF-8', 'KQ_LOCALEDIR': localedir,
        'GSETTINGS_BACKEND': 'memory', 'GDK_BACKEND': 'x11', 'GSK_RENDERER': 'cairo',
        'GSETTINGS_SCHEMA_DIR': env.get('GSETTINGS_SCHEMA_DIR', os.path.join(build, 'data')),
    })
    out = open(args.output, 'w') if args.output else sys.stdout
    problems = []
    buttons = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_MENU_ITEM)

    # the knight's modes, then the queens', as a user goes through them
    # (the method's list opened, and closed again by a second look)
    method = (_('Warnsdorff', 'method'), _('Warnsdorff'))
    steps = [
        ('knight: watch', None),
        ('knight: the method list', method + (True,)),
        ('knight: watch, the list closed', method + (False,)),
        ('knight: play', _('_Play Yourself')),
        ('queens: play', _('N-Queens')),
        ('queens: watch', _('_Play Yourself')),
        ('queens: trace', _('_Trace')),
        ('knight: trace', _('Knight’s Tour')),
        ('knight: game', _('_Game')),
        ('menu', _('Main Menu')),
    ]
    # a toast's words (AdwToastOverlay), by the step that shows it: a
    # listener finds them in the tree
    toasts = {
        'copy': _('Board copied'),
        'unreadable file': _('Cannot read %s: %s').split('%s')[0] + 'hello.txt',
    }
    with tempfile.TemporaryDirectory() as tmp:
        answer = os.path.join(tmp, 'QUEENS.OUT')
        with open(answer, 'w') as f:
            f.write('(1, 1); (2, 3); (3, 5); (4, 2); (5, 4);\n(1, 1); (2, 4); (3, 2); (4, 5); (5, 3);\n')
        unreadable = os.path.join(tmp, 'hello.txt')
        with open(unreadable, 'w') as f:
            f.write('hello\n')
        runs = [(['--tour', '5', '1', '1'], steps + [('copy', _('_Copy Board Image'))]),
                ([answer], [('answer', None)]),
                ([unreadable], [('unreadable file', None)])]
        for argv, run_steps in runs:
            process = subprocess.Popen([args.app] + argv, env=env)
            try:
                app = find_app(process.pid)
                if app is None:
                    print('the window did not show on the AT-SPI bus', file=sys.stderr)
                    sys.exit(1)
                time.sleep(2.0)
                for title, button in run_steps:
                    if isinstance(button, tuple):
                        if not method_list(app, *button):
                            problems.append(f'{title}: no method list')
                    elif button is not None and not press(app, buttons, button):
                        problems.append(f'{title}: no control named {button!r}')
                    # GTK's own popover menu, open: not the window's to name
                    if title != 'menu':
                        dump(app, title, out, problems)
                    if title in toasts and find_text(app, toasts[title]) is None:
                        problems.append(f'{title}: no toast {toasts[title]!r} in the tree')
            finally:
                process.terminate()
                process.wait(10)

    for problem in problems:
        print('PROBLEM', problem, file=sys.stderr)
    if args.check and problems:
        sys.exit(1)


if __name__ == '__main__':
    main()
