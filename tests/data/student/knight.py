# Lesson 004's exercise: knights_tour(x, y, move_count, board), the board
# counted from 0 with -1 for a free square; the input is "n row col" from 1.
def knights_tour(x, y, move_count, board):
    if move_count == n * n:
        return True
    for dx, dy in moves:
        new_x, new_y = x + dx, y + dy
        if 0 <= new_x < n and 0 <= new_y < n and board[new_x][new_y] == -1:
            board[new_x][new_y] = move_count
            if knights_tour(new_x, new_y, move_count + 1, board):
                return True
            board[new_x][new_y] = -1
    return False


moves = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]


def solve_knight_tour(size_of_chessboard, start_x, start_y):
    global n
    n = size_of_chessboard
    board = [[-1 for _ in range(n)] for _ in range(n)]
    board[start_x][start_y] = 0
    if knights_tour(start_x, start_y, 1, board):
        for row in board:
            print(" ".join("%2d" % (v + 1) for v in row))
    else:
        print("No solution exists")


size, row, col = map(int, input().split())
solve_knight_tour(size, row - 1, col - 1)
