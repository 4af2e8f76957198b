{ Six queens, n fixed in the program: a queen a column, row[c] its row (0 for none), with
  marks for rows and both diagonals. The program prints each solution and ends, as many
  school programs do, with a readln (key) that waits for a key before the window closes:
  a pause, not an input, so it runs on none. }
program QueensPause;
const
  side = 6;
var
  row: array[1..side] of integer;
  rowUsed: array[1..side] of boolean;
  up: array[2..2 * side] of boolean;
  down: array[1 - side..side - 1] of boolean;
  found, key, c: integer;

procedure show;
var
  k: integer;
begin
  found := found + 1;
  for k := 1 to side do
    write(row[k], ' ');
  writeln;
end;

procedure place(col: integer);
var
  r: integer;
begin
  for r := 1 to side do
    if not rowUsed[r] and not up[r + col] and not down[r - col] then
    begin
      row[col] := r;
      rowUsed[r] := true;
      up[r + col] := true;
      down[r - col] := true;
      if col = side then
        show
      else
        place(col + 1);
      rowUsed[r] := false;
      up[r + col] := false;
      down[r - col] := false;
      row[col] := 0;
    end;
end;

begin
  found := 0;
  for c := 1 to side do
    row[c] := 0;
  place(1);
  writeln(found, ' solutions');
  readln(key)
end.
