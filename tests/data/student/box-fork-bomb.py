# Hostile: 10,000 processes, each waiting ten minutes. The box holds a few dozen: the run
# ends with a verdict, and none of them is left.
import os
import time

n = int(input())
for i in range(10000):
    try:
        if os.fork() == 0:
            time.sleep(600)
            os._exit(0)
    except OSError:
        pass
time.sleep(600)
