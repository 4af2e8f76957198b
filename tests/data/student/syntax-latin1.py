# Does not compile: a string saved as Latin-1 (an old editor's) in a source that declares
# no encoding; Python names its line.
n = int(input())
name = "café"
print(n, name)
