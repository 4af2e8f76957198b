/* The textbook's place () and queen (), its board never cleared, written with a block's brace
 * opening the line of the write: "{	x[k] = i;". A column written where it already stood
 * is seen from that line, brace or not. */
#include <stdio.h>
#include <stdlib.h>

int x[20], n, count;

int place(int k, int i)
{	for (int j = 1; j < k; j++)
		if (x[j] == i || abs(x[j] - i) == abs(j - k))
			return 0;
	return 1;
}

void queen(int k)
{	for (int i = 1; i <= n; i++)
		if (place(k, i))
		{	x[k] = i;
			if (k == n)
			{	count++;
				for (int j = 1; j <= n; j++)
					printf("%d ", x[j]);
				printf("\n");
			}
			else
				queen(k + 1);
		}
}

int main(void)
{	if (scanf("%d", &n) != 1 || n < 1 || n > 19)
		return 1;
	queen(1);
	printf("%d solutions\n", count);
	return 0;
}
