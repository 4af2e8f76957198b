{ Queens as compact Pascal writes them: the column put down in a begin ... end block on the
  loop's own line, under its test, in an array never cleared: a row's queen goes back where
  an earlier search left it, which memory cannot show and the line can. }
program QueensOneLine;
var
  n, count: integer;
  x: array[1..20] of integer;

function Safe(r, c: integer): boolean;
var i: integer;
begin
  Safe := true;
  for i := 1 to r - 1 do if (x[i] = c) or (abs(x[i] - c) = r - i) then Safe := false;
end;

procedure Try(r: integer);
var c: integer;
begin
  if r > n then begin inc(count); exit; end;
  for c := 1 to n do if Safe(r, c) then begin x[r] := c; Try(r + 1); end;
end;

begin
  readln(n);
  count := 0;
  Try(1);
  writeln(count);
end.
