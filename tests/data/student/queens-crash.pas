program QueensCrash;
{ A slip on lesson 001: after the search it divides count by n - j for each j up to n, and
  n - n is 0: a division by zero. }
const
  Max = 20;
var
  n, count, j: Integer;
  x: array[0..Max] of Integer;
  a: array[1..Max] of Boolean;
  b: array[2..2 * Max] of Boolean;
  c: array[1 - Max..Max - 1] of Boolean;

procedure Try(i: Integer);
var j: Integer;
begin
  for j := 1 to n do
    if a[j] and b[i + j] and c[i - j] then
      begin
        x[i] := j;
        if i = n then
          count := count + 1
        else
          begin
            a[j] := False; b[i + j] := False; c[i - j] := False;
            Try(i + 1);
            a[j] := True; b[i + j] := True; c[i - j] := True;
          end;
      end;
end;

begin
  ReadLn(n);
  FillChar(x, SizeOf(x), 0);
  FillChar(a, SizeOf(a), True);
  FillChar(b, SizeOf(b), True);
  FillChar(c, SizeOf(c), True);
  count := 0;
  Try(1);
  for j := 1 to n do
    WriteLn(j, ': ', count div (n - j));
end.
