# Not a student's slip: a program that turns its tracing off, then loops without end. No
# step comes, so no step limit ends it: the processor time it uses with no line run does.
import sys

k = 0
sys.settrace(None)
while True:
    k += 1
