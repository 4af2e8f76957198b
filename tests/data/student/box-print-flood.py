# Hostile: prints without end, 64 KiB at a time.
n = int(input())
line = 'Q' * 65535
while True:
    print(line)
