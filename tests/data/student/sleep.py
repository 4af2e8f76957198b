# Runs no lines for a long time: only the wall clock ends it.
import time

time.sleep(600)
