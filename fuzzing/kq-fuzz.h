/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kq-fuzz.h: what every fuzz target defines, for libFuzzer and for
 * kq-fuzz-replay.c */
#pragma once

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
