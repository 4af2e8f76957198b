{ n queens from the last column to the first, each column's queen in the last free row
  first; the board a record (the column in each row, the two diagonals) passed by var;
  stops at its first solution. }
program QueensByColumns;
const
  MaxN = 12;
type
  TBoard = record
    colOf: array[1..MaxN] of integer;
    up: array[2..2 * MaxN] of boolean;
    down: array[1..2 * MaxN] of boolean;
  end;
var
  n, r: integer;
  board: TBoard;
  done: boolean;

procedure Put(var b: TBoard; row, col: integer; queen: boolean);
begin
  if queen then b.colOf[row] := col else b.colOf[row] := 0;
  b.up[row + col] := queen;
  b.down[n + row - col] := queen;
end;

procedure Column(col: integer; var b: TBoard);
var
  row: integer;
begin
  row := n;
  while (row >= 1) and not done do
  begin
    if (b.colOf[row] = 0) and not b.up[row + col] and not b.down[n + row - col] then
    begin
      Put(b, row, col, true);
      if col = 1 then
        done := true
      else
        Column(col - 1, b);
      if not done then
        Put(b, row, col, false);
    end;
    row := row - 1;
  end;
end;

begin
  readln(n);
  done := false;
  Column(n, board);
  for r := 1 to n do
    write('(', r, ', ', board.colOf[r], '); ');
  writeln;
end.
