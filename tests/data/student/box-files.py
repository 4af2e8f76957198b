# What a program leaves in its folder, shown after its end: only the regular files at the top,
# never through a link or a FIFO waited on, no more than the run takes; and a child it left
# running, holding its output open, does not hold the run.
import os
import sys

open("QUEENS.OUT", "w").write("(1, 2); (2, 4); (3, 1); (4, 3);\n")
os.mkfifo("pipe")
os.symlink("/etc/passwd", "link")
os.mkdir("sub")
open("sub/inside.txt", "w").write("deep\n")
for i in range(40):
    open("f%02d.txt" % i, "w").write("%d\n" % i)
sys.stdout.flush()
if os.fork() == 0:
    os.execvp("sleep", ["sleep", "600"])
print("done")
