// The C vector filter checked on its own under the address and undefined-behaviour sanitizers
// (swiftc has no UBSan for Swift code on Linux, so the suite cannot run it there):
//   scripts/sanitize undefined
// builds this file with Sources/CByteScan and -fsanitize=address,undefined and runs it. It
// compares every function with a byte-by-byte version on random text: the count of a byte, and
// that the filter never skips a position where an anchor is, in either case. Exits 1 on a
// difference; a sanitizer report stops it first.
#include "CByteScan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 258;
static uint64_t next_random(void) {
    state += 0x9E3779B97F4A7C15ull;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int lower(int byte) { return byte >= 'A' && byte <= 'Z' ? byte | 0x20 : byte; }

int main(void) {
    // Some of LinePatterns.candidateLiterals' anchors (with a space, a digraph shared by two).
    static const char *anchors[] = {"did", "wil", "sce", "ppl", "tiv", "m e", "ckg", "rco", "ntt", "ugg", "vc ", "eev"};
    const size_t count = sizeof anchors / sizeof anchors[0];
    uint8_t flat[3 * 12], buckets[12];
    uint64_t table[512] = {0};
    for (size_t i = 0; i < count; i++) {
        memcpy(flat + 3 * i, anchors[i], 3);
        buckets[i] = (uint8_t)(i % 8);
        uint32_t hash = cbs_anchor_hash((const uint8_t *)anchors[i]);
        table[hash >> 6] |= 1ull << (hash & 63);
    }
    cbs_anchor_filter filter;
    cbs_anchor_filter_build(&filter, flat, buckets, count);
    static const char alphabet[] = "diwlsceapntvrokgbmDIWLSCEAPNTVRKGM \n\t_:(0123456789";
    int failures = 0;
    for (int round = 0; round < 20000; round++) {
        size_t length = next_random() % 300;
        uint8_t *text = malloc(length ? length : 1);  // exact size: the sanitizer sees any read past it
        for (size_t i = 0; i < length; i++) text[i] = (uint8_t)alphabet[next_random() % (sizeof alphabet - 1)];
        size_t newlines = 0;
        for (size_t i = 0; i < length; i++) newlines += text[i] == '\n';
        if (cbs_count_byte(text, length, '\n') != newlines) failures++;
        // Every anchor position, in any case, is returned when the scan starts at or before it.
        size_t position = length == 0 ? 0 : next_random() % length;
        // Each width (0: the table alone) keeps every anchor; the vector widths (the same
        // filter, 16 or 32 positions at a time) return the same position.
        size_t vectorFound = 0;
        for (int width = 0; width <= cbs_anchor_filter_width(); width = width ? width * 2 : 16) {
            size_t found = cbs_anchor_filter_next(&filter, table, text, length, position, width);
            if (width > 16 && found != vectorFound) {
                failures++;
                fprintf(stderr, "width %d found %zu, width 16 %zu (length %zu, from %zu)\n", width, found, vectorFound, length, position);
            }
            if (width == 16) vectorFound = found;
            for (size_t p = position; p + 3 <= length && p < found; p++) {
                for (size_t i = 0; i < count; i++) {
                    if (lower(text[p]) == anchors[i][0] && lower(text[p + 1]) == anchors[i][1] && lower(text[p + 2]) == anchors[i][2]) {
                        failures++;
                        fprintf(stderr, "width %d skipped the anchor %s at %zu (length %zu, from %zu, found %zu)\n", width, anchors[i], p,
                                length, position, found);
                    }
                }
            }
            if (found > length) failures++;
        }
        free(text);
    }
    printf("%s: %d differences in 20000 random texts (vector filter: %d positions)\n", failures ? "FAILED" : "clean", failures,
           cbs_anchor_filter_width());
    return failures ? 1 : 0;
}
