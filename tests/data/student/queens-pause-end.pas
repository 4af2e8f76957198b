{ Five queens, n fixed in the code, every solution printed, then readln; to wait for Enter
  before the window closes: the program reads no input. }
program QueensPauseEnd;
const
  N = 5;
var
  x: array[1..N] of integer;
  a: array[1..N] of boolean;
  b: array[2..2 * N] of boolean;
  c: array[1 - N..N - 1] of boolean;

procedure Try(i: integer);
var
  j, k: integer;
begin
  for j := 1 to N do
    if a[j] and b[i + j] and c[i - j] then
    begin
      x[i] := j;
      a[j] := false; b[i + j] := false; c[i - j] := false;
      if i = N then
      begin
        for k := 1 to N do
          write(x[k], ' ');
        writeln;
      end
      else
        Try(i + 1);
      a[j] := true; b[i + j] := true; c[i - j] := true;
    end;
end;

begin
  fillchar(a, sizeof(a), true);
  fillchar(b, sizeof(b), true);
  fillchar(c, sizeof(c), true);
  Try(1);
  readln;
end.
