# Not a student's slip: a recursion without end, Python's own limit lifted: events come as
# fast as they can, and Stop, Ctrl+C and SIGTERM must still end the run at once.
import sys

sys.setrecursionlimit(10 ** 7)


def f(k):
    f(k + 1)


f(0)
