program KnightBorder;
{ Lesson 000's knight on a board with a border two squares wide, as the Pascal lessons draw
  it: h[-2..MaxN + 2, -2..MaxN + 2], the border -1, so no move needs a test of 1 <= u <= n.
  The board goes to Try as a var parameter, and so does the count of tours. }
const
  MaxN = 8;
  a: array[0..7] of Integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of Integer = (1, 2, 2, 1, -1, -2, -2, -1);
type
  TBoard = array[-2..MaxN + 2, -2..MaxN + 2] of Integer;
var
  h: TBoard;
  n, x0, y0, count, x, y: Integer;

procedure Try(i, x, y: Integer; var t: TBoard; var found: Integer);
var k, u, v: Integer;
begin
  for k := 0 to 7 do
    begin
      u := x + a[k];
      v := y + b[k];
      if t[u, v] = 0 then
        begin
          t[u, v] := i;
          if i < n * n then
            Try(i + 1, u, v, t, found)
          else
            found := found + 1;
          t[u, v] := 0;
        end;
    end;
end;

begin
  ReadLn(n, x0, y0);
  for x := -2 to MaxN + 2 do
    for y := -2 to MaxN + 2 do
      if (1 <= x) and (x <= n) and (1 <= y) and (y <= n) then
        h[x, y] := 0
      else
        h[x, y] := -1;
  count := 0;
  h[x0, y0] := 1;
  Try(2, x0, y0, h, count);
  WriteLn(count);
end.
