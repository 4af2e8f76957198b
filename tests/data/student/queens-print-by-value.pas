program QueensByValue;
{ Lesson 001 with a print procedure that takes the board by value, as the textbook writes
  PrintResult(x: vector): the copy it gets is read, never written, and is not the board. }
const
  MaxN = 10;
type
  Vector = array[1..MaxN] of Integer;
var
  n, count: Integer;
  pos: Vector;
  colUsed: array[1..MaxN] of Boolean;
  d1: array[2..2 * MaxN] of Boolean;
  d2: array[1 - MaxN..MaxN - 1] of Boolean;

procedure Show(v: Vector);
var k: Integer;
begin
  for k := 1 to n do
    Write('(', k, ', ', v[k], '); ');
  WriteLn;
  count := count + 1;
end;

procedure Try(i: Integer);
var j: Integer;
begin
  for j := 1 to n do
    if not colUsed[j] and not d1[i + j] and not d2[i - j] then
      begin
        pos[i] := j;
        if i = n then Show(pos)
        else
          begin
            colUsed[j] := True; d1[i + j] := True; d2[i - j] := True;
            Try(i + 1);
            colUsed[j] := False; d1[i + j] := False; d2[i - j] := False;
          end;
      end;
end;

begin
  ReadLn(n);
  count := 0;
  Try(1);
  WriteLn(count);
end.
