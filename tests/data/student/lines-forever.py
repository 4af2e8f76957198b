# Runs its lines for ever, each quick: the wall clock ends it while they still run.
k = 0
while True:
    k += 1
