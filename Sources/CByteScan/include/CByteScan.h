#ifndef CBYTESCAN_H
#define CBYTESCAN_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

/// Fingerprint tables for up to eight buckets of three-byte anchors (a "Teddy" filter, as in
/// Hyperscan and Rust's aho-corasick): for each of the three bytes, the buckets whose anchors
/// have that low nibble, and those that have that high nibble. ASCII letters match in either
/// case.
typedef struct {
    uint8_t low[3][16];
    uint8_t high[3][16];
} cbs_anchor_filter;

/// Fills `filter` for `count` anchors of three bytes each (`anchors[3 * i ..< 3 * i + 3]`),
/// anchor `i` in bucket `buckets[i]` (0 to 7). A bucket lets through every combination of its
/// anchors' nibbles, so anchors that share nibbles belong together.
void cbs_anchor_filter_build(cbs_anchor_filter *filter, const uint8_t *anchors, const uint8_t *buckets, size_t count);

/// How many positions at a time this processor's vector filter tests: 32 with AVX2, 16 with
/// SSSE3 (x86-64), 0 when there is none (callers then use their portable scan).
int cbs_anchor_filter_width(void);

/// The hash of the three bytes at `bytes` that the candidate scan keys its table with (ASCII
/// letters folded to lower case): `((b0 | b1 << 8 | b2 << 16) | 0x202020) * 0x9E3779B1 >> 17`,
/// in 32-bit arithmetic.
static inline uint32_t cbs_anchor_hash(const uint8_t *bytes) {
    uint32_t word = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16;
    return ((word | 0x202020u) * 0x9E3779B1u) >> 17;
}

/// The first position `p >= start` with `p + 3 <= length` whose bytes may start an anchor by
/// both the vector filter and `table` (32 Kibit, indexed by ``cbs_anchor_hash``), or `length`
/// when there is none. `width`: the vector filter's (at most ``cbs_anchor_filter_width``; 0
/// tests every position against the table alone, which also keeps positions the filter
/// skips). Every width keeps every anchor, and the vector widths return the same position.
size_t cbs_anchor_filter_next(const cbs_anchor_filter *filter, const uint64_t *table, const uint8_t *bytes, size_t length, size_t start, int width);

/// The number of `byte` in `bytes[0 ..< length]`.
size_t cbs_count_byte(const uint8_t *bytes, size_t length, uint8_t byte);

#endif
