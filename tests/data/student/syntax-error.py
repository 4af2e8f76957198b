def Try(i)
    print(i)
