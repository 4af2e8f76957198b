# Not a slip a student makes: a program that starts a process of its own
# (which sleeps) and then loops. Stop must end both: nothing is left behind.
import os
import time

pid = os.fork()
if pid == 0:
    time.sleep(600)
    os._exit(0)
print(pid, flush=True)
while True:
    pid = pid
