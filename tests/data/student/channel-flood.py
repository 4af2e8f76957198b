# Not a student's slip: a program that writes on its tracer's channel (fd 3), an array of
# 10^10 cells and 200 MiB without a newline. The run must go on, bounded, blaming nobody.
import os

os.write(3, b"A 1 x 100000 100000 1 2 3\n")
chunk = b"x" * (1 << 20)
for _ in range(200):
    os.write(3, chunk)
os.write(3, b"\n")
