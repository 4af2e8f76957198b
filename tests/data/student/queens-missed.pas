program QueensMissed;
{ A slip on lesson 001: the loop stops one column early (j := 1 to n - 1), so every solution
  with a queen in the last column is missed. x[0..20], larger than n, x[0] unused. }
const
  Max = 20;
var
  n, count: Integer;
  x: array[0..Max] of Integer;
  a: array[1..Max] of Boolean;
  b: array[2..2 * Max] of Boolean;
  c: array[1 - Max..Max - 1] of Boolean;

procedure Try(i: Integer);
var j: Integer;
begin
  for j := 1 to n - 1 do
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
  WriteLn(count);
end.
