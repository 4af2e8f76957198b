program QueensGrid;
{ n queens on a grid of Booleans larger than n whose rows count from 1 and columns from 0:
  board[1..MaxN, 0..MaxN + 1], squares (1..n, 1..n), columns 0 and n + 1 a spare on each side
  so the diagonal tests never leave it. A local of Solve that goes to Try as a var parameter.
  Each queen is tested against the rows above it before it is put down. }
const
  MaxN = 8;
type
  TBoard = array[1..MaxN, 0..MaxN + 1] of Boolean;
var
  n, count: Integer;

function Safe(var b: TBoard; i, j: Integer): Boolean;
var r, d: Integer;
begin
  Safe := True;
  for r := 1 to i - 1 do
    begin
      d := i - r;
      if b[r, j] or ((j - d >= 1) and b[r, j - d]) or ((j + d <= n) and b[r, j + d]) then
        Safe := False;
    end;
end;

procedure Try(i: Integer; var b: TBoard);
var j: Integer;
begin
  for j := 1 to n do
    if Safe(b, i, j) then
      begin
        b[i, j] := True;
        if i = n then
          count := count + 1
        else
          Try(i + 1, b);
        b[i, j] := False;
      end;
end;

procedure Solve;
var
  board: TBoard;
  r, c: Integer;
begin
  for r := 1 to MaxN do
    for c := 0 to MaxN + 1 do
      board[r, c] := False;
  Try(1, board);
end;

begin
  ReadLn(n);
  count := 0;
  Solve;
  WriteLn(count);
end.
