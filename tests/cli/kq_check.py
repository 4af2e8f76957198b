# SPDX-License-Identifier: GPL-3.0-or-later
"""The CLI scripts' checks: each failure printed as it comes and counted, the exit status theirs."""
import sys

_failures = 0


def check(condition, what):
    global _failures
    if not condition:
        _failures += 1
        print('not ok:', what)


def finish():
    print('%d failures' % _failures)
    sys.exit(1 if _failures else 0)
