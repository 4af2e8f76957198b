# Hostile: what a program of the lessons never needs and an escape from the box would. Each
# line says what the system answered: 0 done, else the error number (1: EPERM, refused).
import ctypes
import fcntl
import os
import socket
import termios

n = int(input())
libc = ctypes.CDLL(None, use_errno=True)


def answer(call):
    try:
        call()
        return 0
    except OSError as error:
        return error.errno


def unshare():
    if libc.unshare(0x10000000) != 0:  # CLONE_NEWUSER: root of a namespace of its own
        raise OSError(ctypes.get_errno(), 'unshare')


print('inet', answer(lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM)))
print('unix', answer(lambda: socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)))
print('pair', answer(socket.socketpair))
print('unshare', answer(unshare))
print('tiocsti', answer(lambda: fcntl.ioctl(0, termios.TIOCSTI, b'x')))
