/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-limits.h: how large a problem, a file or an image may be, named once
 * for the solvers, the renderer, the window and the CLI's checks and messages */
#pragma once

/* n queens: bitboards are 32-bit words. */
#define KQ_QUEENS_MAX_N 32
/* n rooks in the window: its counts are 64-bit, and 20! is the last
 * factorial that fits (kq-rooks.h). */
#define KQ_WINDOW_MAX_ROOKS_N 20

/* The largest board a tour is computed for: the solvers keep a few int
 * arrays of n*n cells, about 100 MB at this size. */
#define KQ_TOUR_MAX_N 2000
/* The largest tour board the window draws (as its spin button allows). */
#define KQ_WINDOW_MAX_TOUR_N 1000
/* Listing every tour (the CLI's --all) is for boards up to this. */
#define KQ_TOUR_ALL_MAX_N 8

/* PNG images, in pixels a side. */
#define KQ_RENDER_PNG_MIN_SIZE 16
#define KQ_RENDER_PNG_MAX_SIZE 16384
#define KQ_RENDER_PNG_DEFAULT_SIZE 800

/* Animated GIFs: a frame is drawn whole, so frames times pixels is the
 * time it takes; 2,500 frames hold a 50 × 50 tour, or 8 queens' search to
 * its first solution many times over. */
#define KQ_RENDER_GIF_MAX_FRAMES 2500
#define KQ_RENDER_GIF_MAX_SIZE 2048
#define KQ_RENDER_GIF_DEFAULT_SIZE 480
#define KQ_RENDER_GIF_MIN_FPS 1
#define KQ_RENDER_GIF_MAX_FPS 50
#define KQ_RENDER_GIF_DEFAULT_FPS 4

/* An exported image's caption wraps to at most this many lines (past them
 * it is cut with "…"); the CLI's --caption=TEXT takes at most this many
 * characters (a longer one is refused before any drawing). */
#define KQ_RENDER_CAPTION_MAX_LINES 3
#define KQ_RENDER_CAPTION_MAX_CHARS 500

/* QUEENS.INP holds one number: a longer input is not one. A stream that
 * sends nothing for this long is given up. */
#define KQ_INP_MAX_BYTES (1 << 20)
#define KQ_INP_TIMEOUT_SECONDS 10

/* The CLI's --threads. */
#define KQ_CLI_MAX_THREADS 1024
/* knights-queens-cli --trace=lines: the largest board (its arrays are printed at every line) */
#define KQ_CLI_TRACE_MAX_N 32
/* --trace=lines stops after this many lines unless --max-steps says
 * otherwise: 8 queens' whole enumeration is 43,410 lines, a 6 × 6 tour's
 * search runs for billions (some 500 bytes each). */
#define KQ_CLI_TRACE_DEFAULT_MAX_STEPS 1000000
