program KnightRevisited;
{ A slip on lesson 000: the test forgets to ask whether h[u, v] is still 0, so the knight
  comes back to a square it has visited. h counts from 0, row and column 0 unused. }
const
  MaxN = 8;
  a: array[0..7] of Integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of Integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  h: array[0..MaxN, 0..MaxN] of Integer;
  n, x0, y0, count: Integer;

procedure Try(i, x, y: Integer);
var k, u, v: Integer;
begin
  for k := 0 to 7 do
    begin
      u := x + a[k];
      v := y + b[k];
      if (1 <= u) and (u <= n) and (1 <= v) and (v <= n) then
        begin
          h[u, v] := i;
          if i < n * n then
            Try(i + 1, u, v)
          else
            count := count + 1;
          h[u, v] := 0;
        end;
    end;
end;

begin
  ReadLn(n, x0, y0);
  FillChar(h, SizeOf(h), 0);
  count := 0;
  h[x0, y0] := 1;
  Try(2, x0, y0);
  WriteLn(count);
end.
