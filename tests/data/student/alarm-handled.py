# Not a student's slip: its own alarm clock, taken by a handler of its own, which ends the loop:
# the signal passes to it as it would outside the tracer, and it ends as it should (exit 0).
import signal
import time

rang = False


def on_alarm(number, frame):
    global rang
    rang = True


signal.signal(signal.SIGALRM, on_alarm)
signal.alarm(1)
k = 0
while not rang:
    time.sleep(0.01)
    k += 1
