# Not a student's slip: a program that sends itself the signal its input names (9 SIGKILL,
# 10 SIGUSR1, 14 SIGALRM, 15 SIGTERM, 19 SIGSTOP). Each ends it, and the verdict names it.
import os

number = int(input())
os.kill(os.getpid(), number)
number += 1
