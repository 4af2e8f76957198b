program QueensSemicolon;
{ A slip on lesson 001: a semicolon after "while j <= n do" makes the loop an empty one that
  never ends, on one line. }
const
  Max = 12;
var
  n: Integer;
  x: array[1..Max] of Integer;
  a: array[1..Max] of Boolean;
  b: array[2..2 * Max] of Boolean;
  c: array[1 - Max..Max - 1] of Boolean;

procedure Try(i: Integer);
var j: Integer;
begin
  j := 1;
  while j <= n do;
    if a[j] and b[i + j] and c[i - j] then
      begin
        x[i] := j;
        if i < n then
          begin
            a[j] := False; b[i + j] := False; c[i - j] := False;
            Try(i + 1);
            a[j] := True; b[i + j] := True; c[i - j] := True;
          end;
      end;
end;

begin
  ReadLn(n);
  FillChar(a, SizeOf(a), True);
  FillChar(b, SizeOf(b), True);
  FillChar(c, SizeOf(c), True);
  Try(1);
end.
