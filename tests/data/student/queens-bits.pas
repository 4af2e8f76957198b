{ n queens with no board: the columns taken, and the two diagonals, kept in the bits of a
  longint passed down the recursion, the lowest free bit taken each time; only the count is
  printed. }
program QueensBits;
var
  n, all, total: longint;

procedure Place(taken, left, right: longint);
var
  free, bit: longint;
begin
  if taken = all then
    total := total + 1
  else
  begin
    free := all and not (taken or left or right);
    while free <> 0 do
    begin
      bit := free and (-free);
      free := free - bit;
      Place(taken or bit, ((left or bit) shl 1) and all, (right or bit) shr 1);
    end;
  end;
end;

begin
  readln(n);
  all := (1 shl n) - 1;
  total := 0;
  Place(0, 0, 0);
  writeln(total);
end.
