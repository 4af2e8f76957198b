{ Six queens, n a constant, the rows in an array made for up to 20 }
program QueensConst;
const
  n = 6;
  MaxN = 20;
var
  x: array[1..MaxN] of integer;
  a: array[1..MaxN] of boolean;
  b: array[2..2 * MaxN] of boolean;
  c: array[1 - MaxN..MaxN - 1] of boolean;
  count, i: integer;

procedure Print;
var
  k: integer;
begin
  for k := 1 to n do
    write('(', k, ', ', x[k], '); ');
  writeln;
end;

procedure Try(i: integer);
var
  j: integer;
begin
  for j := 1 to n do
    if a[j] and b[i + j] and c[i - j] then
    begin
      x[i] := j;
      if i = n then
      begin
        Inc(count);
        Print;
      end
      else
      begin
        a[j] := False; b[i + j] := False; c[i - j] := False;
        Try(i + 1);
        a[j] := True; b[i + j] := True; c[i - j] := True;
      end;
    end;
end;

begin
  for i := 1 to MaxN do a[i] := True;
  for i := 2 to 2 * MaxN do b[i] := True;
  for i := 1 - MaxN to MaxN - 1 do c[i] := True;
  count := 0;
  Try(1);
  writeln(count);
end.
