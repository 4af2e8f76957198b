# Hostile: 1 GiB written into /tmp, and 1 GiB into its own folder, in files of 32 MiB (each
# under the file size limit); says how much each took.
n = int(input())
block = b'x' * (1 << 20)


def fill(folder):
    written = 0
    try:
        for i in range(32):
            with open('%s/fill-%d' % (folder, i), 'wb') as out:
                for k in range(32):
                    written += out.write(block)
                    out.flush()
    except OSError:
        pass
    return written


print('tmp', fill('/tmp'))
print('folder', fill('.'))
