/* The program's own header, beside it: its board and its marks, as a class's exercise keeps
 * them out of the file with main. */
#ifndef QUEENS_OWN_HEADER_H
#define QUEENS_OWN_HEADER_H

#define MAX_N 20

extern int n, count;
extern int x[MAX_N + 1];
extern int cols[MAX_N + 1], down[2 * MAX_N + 1], up[2 * MAX_N + 1];

#endif
