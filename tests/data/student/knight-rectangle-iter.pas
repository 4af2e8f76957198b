{ A knight's tour on a rectangle without recursion: the input's "rows cols row col" (5 4 1 1),
  a grid declared exactly the rectangle's size, the moves kept on a stack of their own. }
program KnightRectangleIter;
const
  dr: array[1..8] of integer = (-2, -1, 1, 2, 2, 1, -1, -2);
  dc: array[1..8] of integer = (1, 2, 2, 1, -1, -2, -2, -1);
var
  grid: array[1..5, 1..4] of integer;
  moves: array[0..20] of integer;
  rows, cols, r, c, depth, d, u, v, i, j: integer;
begin
  readln(rows, cols, r, c);
  if (rows <> 5) or (cols <> 4) then halt(1);
  for i := 1 to rows do
    for j := 1 to cols do
      grid[i, j] := 0;
  grid[r, c] := 1;
  depth := 1;
  d := 0;
  while depth < rows * cols do
  begin
    d := d + 1;
    if d > 8 then
    begin
      { every move from here tried: step back }
      if depth = 1 then
      begin
        writeln('none');
        halt(1);
      end;
      grid[r, c] := 0;
      d := moves[depth];
      r := r - dr[d];
      c := c - dc[d];
      depth := depth - 1;
    end
    else
    begin
      u := r + dr[d];
      v := c + dc[d];
      if (u >= 1) and (u <= rows) and (v >= 1) and (v <= cols) and (grid[u, v] = 0) then
      begin
        depth := depth + 1;
        grid[u, v] := depth;
        moves[depth] := d;
        r := u;
        c := v;
        d := 0;
      end;
    end;
  end;
  for i := 1 to rows do
  begin
    for j := 1 to cols do
      write(grid[i, j]:3);
    writeln;
  end;
end.
