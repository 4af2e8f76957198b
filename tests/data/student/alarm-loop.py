# Not a student's slip: its own alarm clock, then a loop without end. SIGALRM ends it.
import signal

signal.alarm(1)
k = 0
while True:
    k += 1
