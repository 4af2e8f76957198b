{ A knight's tour whose path holds the moves after the start only (the start kept in the
  input's row and column), in two arrays of rows and columns cleared on the way back, over a
  0/1 grid of visited squares; the input a rectangle's "rows cols row col". Stops at the
  first tour. }
program KnightPathAfterStart;
const
  dr: array[1..8] of integer = (2, 1, -1, -2, -2, -1, 1, 2);
  dc: array[1..8] of integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  rows, cols, r0, c0, i: integer;
  seen: array[1..8, 1..8] of integer;
  pr, pc: array[1..64] of integer;
  done: boolean;

procedure Jump(r, c, k: integer);
var
  d, u, v: integer;
begin
  if k = rows * cols then
  begin
    done := true;
    exit;
  end;
  for d := 1 to 8 do
  begin
    u := r + dr[d];
    v := c + dc[d];
    if not done and (u >= 1) and (u <= rows) and (v >= 1) and (v <= cols) and (seen[u, v] = 0) then
    begin
      seen[u, v] := 1;
      pr[k] := u;
      pc[k] := v;
      Jump(u, v, k + 1);
      if not done then
      begin
        pr[k] := 0;
        pc[k] := 0;
        seen[u, v] := 0;
      end;
    end;
  end;
end;

begin
  readln(rows, cols, r0, c0);
  seen[r0, c0] := 1;
  done := false;
  Jump(r0, c0, 1);
  write('(', r0, ',', c0, ')');
  for i := 1 to rows * cols - 1 do
    write(' (', pr[i], ',', pc[i], ')');
  writeln;
end.
