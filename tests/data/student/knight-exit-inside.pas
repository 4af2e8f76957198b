program KnightExitInside;
{ The knight's tour stopped at its first, in Free Pascal: the line that writes the last move
  into the board prints the tour and calls Halt too, deep inside the recursion, with no line of
  the program after the write. h[u, v] = i: square (u, v) is move i (0: not visited).
  Input: n x0 y0. }
const
  MaxN = 8;
  a: array[0..7] of Integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[0..7] of Integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  h: array[1..MaxN, 1..MaxN] of Integer;
  n, x0, y0: Integer;

procedure Try(i, x, y: Integer);
var k, u, v: Integer;
begin
  for k := 0 to 7 do
    begin
      u := x + a[k];
      v := y + b[k];
      if (1 <= u) and (u <= n) and (1 <= v) and (v <= n) and (h[u, v] = 0) then
        begin
          h[u, v] := i; if i = n * n then begin for u := 1 to n do begin for v := 1 to n do Write(h[u, v]:4); WriteLn; end; Halt; end;
          Try(i + 1, u, v);
          h[u, v] := 0;
        end;
    end;
end;

begin
  ReadLn(n, x0, y0);
  FillChar(h, SizeOf(h), 0);
  h[x0, y0] := 1;
  Try(2, x0, y0);
  WriteLn('No tour');
end.
