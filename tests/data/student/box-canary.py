# Hostile: looks for the user's files, the canaries the test put in its home and in the real
# /tmp, and prints what it could read of them.
import glob

n = int(input())
read = 0
for pattern in ['/tmp/kq-canary-*/canary', '/root/.kq-box-canary-*', '/home/*/.kq-box-canary-*']:
    for path in glob.glob(pattern):
        try:
            with open(path) as f:
                print(path, f.read(100))
                read += 1
        except OSError:
            pass
print('read', read)
