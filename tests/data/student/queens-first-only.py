# n queens that stops at its first placement, as Wirth's and many textbooks' do: Try returns
# True once row n is filled, and every caller returns at once.
def attempt(i):
    for j in range(n):
        if free[j] and rising[i + j] and falling[i - j + n - 1]:
            q[i] = j
            if i == n - 1:
                return True
            free[j] = rising[i + j] = falling[i - j + n - 1] = False
            if attempt(i + 1):
                return True
            free[j] = rising[i + j] = falling[i - j + n - 1] = True
    return False


n = int(input())
q = [-1] * n
free = [True] * n
rising = [True] * (2 * n - 1)
falling = [True] * (2 * n - 1)
if attempt(0):
    print(" ".join(str(c + 1) for c in q))
