{ A knight's tour written into the program, not searched: for the one board it knows
  (5 rows, 4 columns, from (1, 1)) it prints the answer it holds, for any other none.
  Nothing was found, so nothing is counted. }
program WrittenTour;
var
  n, m, x, y: integer;
begin
  readln(n, m, x, y);
  if (n = 5) and (m = 4) and (x = 1) and (y = 1) then
    writeln('(1,1)->(3,2)->(5,1)->(4,3)->(2,4)->(1,2)->(3,1)->(5,2)->(4,4)->(2,3)->(4,2)->(5,4)->(3,3)->(1,4)->(2,2)->(4,1)->(5,3)->(3,4)->(1,3)->(2,1)')
  else
    writeln('No Answer!');
end.
