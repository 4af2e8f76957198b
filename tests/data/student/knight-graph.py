# A knight's tour on a graph of its own: each square a Vertex object with its neighbours and a
# colour (white: free, gray: on the path), the path a list of vertices. No array holds the
# board; the tour is printed a vertex id a line (row * n + col).
class Vertex:
    def __init__(self, key):
        self.id = key
        self.neighbours = []
        self.colour = "white"


def knight_graph(n):
    vertices = [Vertex(k) for k in range(n * n)]
    for row in range(n):
        for col in range(n):
            for dr, dc in ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)):
                if 0 <= row + dr < n and 0 <= col + dc < n:
                    vertices[row * n + col].neighbours.append(vertices[(row + dr) * n + col + dc])
    return vertices


def tour(depth, path, vertex, limit):
    vertex.colour = "gray"
    path.append(vertex)
    if depth == limit:
        return True
    for other in vertex.neighbours:
        if other.colour == "white" and tour(depth + 1, path, other, limit):
            return True
    path.pop()
    vertex.colour = "white"
    return False


n = 5
vertices = knight_graph(n)
path = []
if tour(1, path, vertices[0], n * n):
    for vertex in path:
        print(vertex.id)
