program KnightNotAMove;
{ A slip on lesson 000: b[2] is 1 where the lesson has 2, so the third move tried from a
  square, (x - 1, y + 1), is not a knight's move. }
const
  MaxN = 8;
  a: array[0..7] of Integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of Integer = (1, 2, 1, 1, -1, -2, -2, -1);
var
  h: array[1..MaxN, 1..MaxN] of Integer;
  n, x0, y0, count: Integer;

procedure PrintBoard;
var x, y: Integer;
begin
  count := count + 1;
  for x := 1 to n do
    begin
      for y := 1 to n do
        Write(h[x, y]:4);
      WriteLn;
    end;
  WriteLn;
end;

procedure Try(i, x, y: Integer);
var k, u, v: Integer;
begin
  for k := 0 to 7 do
    begin
      u := x + a[k];
      v := y + b[k];
      if (1 <= u) and (u <= n) and (1 <= v) and (v <= n) and (h[u, v] = 0) then
        begin
          h[u, v] := i;
          if i < n * n then
            Try(i + 1, u, v)
          else
            PrintBoard;
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
  if count = 0 then
    WriteLn('No tour');
end.
