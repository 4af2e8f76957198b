{ The lesson's Try (i), its print procedure one column too far: with range checks on, the
  first placement printed reads x[n + 1], past the array: run-time error 201. }
{$R+}
program QueensRange;
const
  n = 6;
var
  x: array[1..n] of integer;
  a: array[1..n] of boolean;
  b: array[2..2 * n] of boolean;
  c: array[1 - n..n - 1] of boolean;
  i: integer;

procedure Print;
var
  k: integer;
begin
  for k := 1 to n + 1 do
    write(x[k], ' ');
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
      a[j] := false; b[i + j] := false; c[i - j] := false;
      if i = n then
        Print
      else
        Try(i + 1);
      a[j] := true; b[i + j] := true; c[i - j] := true;
    end;
end;

begin
  for i := 1 to n do a[i] := true;
  for i := 2 to 2 * n do b[i] := true;
  for i := 1 - n to n - 1 do c[i] := true;
  Try(1);
end.
