# A slip: one entry of the move table is (2, 2), which no knight can jump.
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


moves = [(2, 2), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
n, row, col = map(int, input().split())
board = [[-1] * n for _ in range(n)]
board[row - 1][col - 1] = 0
print(knights_tour(row - 1, col - 1, 1, board))
