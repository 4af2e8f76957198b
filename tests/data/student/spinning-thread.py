# Not a student's slip: a thread of its own that loops without end (no tracing: threads
# started by the program are not traced), the main program done. Its processor time ends it.
import threading


def spin():
    k = 0
    while True:
        k += 1


threading.Thread(target=spin).start()
