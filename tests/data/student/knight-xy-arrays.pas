program KnightXYArrays;
{ The knight's path kept in two arrays, px[i] and py[i] the row and column of move i, with no
  board at all: a square is free when no move so far stands on it. Stops at its first tour.
  Input: n x0 y0. }
const
  MaxN = 8;
  a: array[1..8] of Integer = (2, 1, -1, -2, -2, -1, 1, 2);
  b: array[1..8] of Integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  px, py: array[1..MaxN * MaxN] of Integer;
  n, x0, y0: Integer;

function Free(u, v, i: Integer): Boolean;
var j: Integer;
begin
  Free := (1 <= u) and (u <= n) and (1 <= v) and (v <= n);
  for j := 1 to i - 1 do
    if (px[j] = u) and (py[j] = v) then
      Free := False;
end;

procedure Try(i: Integer);
var k, j, u, v: Integer;
begin
  for k := 1 to 8 do
    begin
      u := px[i - 1] + a[k];
      v := py[i - 1] + b[k];
      if Free(u, v, i) then
        begin
          px[i] := u;
          py[i] := v;
          if i = n * n then
            begin
              for j := 1 to i do Write('(', px[j], ',', py[j], ') ');
              WriteLn;
              Halt;
            end;
          Try(i + 1);
          px[i] := 0;
          py[i] := 0;
        end;
    end;
end;

begin
  ReadLn(n, x0, y0);
  px[1] := x0;
  py[1] := y0;
  Try(2);
  WriteLn('No tour');
end.
