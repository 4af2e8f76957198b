{ The lesson's queens, each solution drawn in a grid of characters local to its print
  procedure, as a Vietnamese textbook prints the board. GDB crashed naming the type of such a
  grid (a 2-D array of char of Free Pascal's): the tracer never asks a type for its name. }
program QueensCharGrid;
const MN = 20;
var n, count: integer;
    x: array[1..MN] of integer;
    a: array[1..MN] of boolean;
    b: array[2..2 * MN] of boolean;
    c: array[1 - MN..MN - 1] of boolean;

procedure PrintBoard;
var g: array[1..MN, 1..MN] of char;
    r, k: integer;
begin
  for r := 1 to n do
    for k := 1 to n do
      g[r, k] := '.';
  for r := 1 to n do
    g[r, x[r]] := 'Q';
  inc(count);
end;

procedure Try(i: integer);
var j: integer;
begin
  for j := 1 to n do
    if a[j] and b[i + j] and c[i - j] then
    begin
      x[i] := j;
      if i = n then
        PrintBoard
      else
      begin
        a[j] := false; b[i + j] := false; c[i - j] := false;
        Try(i + 1);
        a[j] := true; b[i + j] := true; c[i - j] := true;
      end;
    end;
end;

var i: integer;
begin
  readln(n);
  for i := 1 to MN do a[i] := true;
  for i := 2 to 2 * MN do b[i] := true;
  for i := 1 - MN to MN - 1 do c[i] := true;
  count := 0;
  Try(1);
  writeln(count);
end.
