# Queens on a stack object of its own (a class around a list, push and pop), place then test:
# a queen is pushed, the whole stack tested, and popped again when attacked; copies of the
# list made by the class are no board. n fixed in the code, nothing read; every solution.
class S:
    def __init__(self, args=[]):
        self._args = args
    def push(self, x):
        self._args.append(x)
    def pop(self):
        return self._args.pop()

def safe(l):
    for i in range(len(l)):
        for j in range(i + 1, len(l)):
            if l[i] == l[j] or abs(l[i] - l[j]) == j - i:
                return False
    return True

n = 5
count = 0
st = S([0])
while True:
    if safe(st._args):
        if len(st._args) == n:
            count += 1
            print(st._args)
        else:
            st.push(0)
            continue
    while st._args and st._args[-1] == n - 1:
        st.pop()
    if not st._args:
        break
    x = st.pop()
    st.push(x + 1)
print(count)
