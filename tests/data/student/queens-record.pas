program QueensRecord;
{ n queens in Pascal with the board a record: b.x[i] is the column of queen i, b.a, b.b and
  b.c mark the taken columns and diagonals. Try writes the global record by its name; Mark
  takes it as a var parameter. Reads n from standard input, writes the number of solutions. }
const
  Max = 12;
type
  TBoard = record
    n: Integer;
    x: array[1..Max] of Integer;
    a: array[1..Max] of Boolean;
    b: array[2..2 * Max] of Boolean;
    c: array[1 - Max..Max - 1] of Boolean;
  end;
var
  b: TBoard;
  count: Integer;

procedure Mark(var s: TBoard; i, j: Integer; free: Boolean);
begin
  s.a[j] := free;
  s.b[i + j] := free;
  s.c[i - j] := free;
end;

procedure Try(i: Integer);
var j: Integer;
begin
  for j := 1 to b.n do
    if b.a[j] and b.b[i + j] and b.c[i - j] then
      begin
        b.x[i] := j;
        if i = b.n then Inc(count)
        else
          begin
            Mark(b, i, j, False);
            Try(i + 1);
            Mark(b, i, j, True);
          end;
      end;
end;

begin
  ReadLn(b.n);
  FillChar(b.x, SizeOf(b.x), 0);
  FillChar(b.a, SizeOf(b.a), True);
  FillChar(b.b, SizeOf(b.b), True);
  FillChar(b.c, SizeOf(b.c), True);
  count := 0;
  Try(1);
  WriteLn(count);
end.
