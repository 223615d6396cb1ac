#include "CByteScan.h"

#include <string.h>

void cbs_anchor_filter_build(cbs_anchor_filter *filter, const uint8_t *anchors, const uint8_t *buckets, size_t count) {
    memset(filter, 0, sizeof *filter);
    for (size_t i = 0; i < count; i++) {
        uint8_t bucket = (uint8_t)(1u << (buckets[i] & 7));
        for (int k = 0; k < 3; k++) {
            uint8_t byte = anchors[3 * i + k];
            filter->low[k][byte & 15] |= bucket;
            filter->high[k][byte >> 4] |= bucket;
            // The other case of a letter has the same low nibble and a high nibble two apart.
            uint8_t folded = byte | 0x20;
            if (folded >= 'a' && folded <= 'z') {
                filter->high[k][(byte ^ 0x20) >> 4] |= bucket;
            }
        }
    }
}

static inline bool in_table(const uint64_t *table, const uint8_t *at) {
    uint32_t hash = cbs_anchor_hash(at);
    return (table[hash >> 6] >> (hash & 63)) & 1;
}

/// The positions from `position` to `length - 3` that the table accepts, one by one.
static size_t table_only(const uint64_t *table, const uint8_t *bytes, size_t length, size_t position) {
    for (; position + 3 <= length; position++) {
        if (in_table(table, bytes + position)) return position;
    }
    return length;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int cbs_anchor_filter_width(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & bit_SSSE3)) return 0;
    // AVX2 needs the processor's flag and the system's saving of the 256-bit registers (XCR0
    // bits 1 and 2).
    if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX) || __get_cpuid_max(0, NULL) < 7) return 16;
    unsigned int low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return 16;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return (ebx & bit_AVX2) ? 32 : 16;
}

/// A bit for each of the 16 positions from `at` whose three bytes may start an anchor.
__attribute__((target("ssse3")))
static inline unsigned int candidates16(const cbs_anchor_filter *filter, const uint8_t *at) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    __m128i buckets = _mm_set1_epi8((char)0xFF);
    for (int k = 0; k < 3; k++) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(at + k));
        __m128i low = _mm_and_si128(bytes, nibble);
        __m128i high = _mm_and_si128(_mm_srli_epi16(bytes, 4), nibble);
        __m128i lowTable = _mm_loadu_si128((const __m128i *)filter->low[k]);
        __m128i highTable = _mm_loadu_si128((const __m128i *)filter->high[k]);
        buckets = _mm_and_si128(buckets, _mm_and_si128(_mm_shuffle_epi8(lowTable, low), _mm_shuffle_epi8(highTable, high)));
    }
    return ~(unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(buckets, _mm_setzero_si128())) & 0xFFFF;
}

/// ``candidates16`` for 32 positions: the tables in both 128-bit lanes (a byte shuffle stays
/// within its lane).
__attribute__((target("avx2")))
static inline unsigned int candidates32(const cbs_anchor_filter *filter, const uint8_t *at) {
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i buckets = _mm256_set1_epi8((char)0xFF);
    for (int k = 0; k < 3; k++) {
        __m256i bytes = _mm256_loadu_si256((const __m256i *)(at + k));
        __m256i low = _mm256_and_si256(bytes, nibble);
        __m256i high = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), nibble);
        __m256i lowTable = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)filter->low[k]));
        __m256i highTable = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)filter->high[k]));
        buckets = _mm256_and_si256(buckets, _mm256_and_si256(_mm256_shuffle_epi8(lowTable, low), _mm256_shuffle_epi8(highTable, high)));
    }
    return ~(unsigned int)_mm256_movemask_epi8(_mm256_cmpeq_epi8(buckets, _mm256_setzero_si256()));
}

/// The 16-position rounds of ``cbs_anchor_filter_next``, from `position`.
__attribute__((target("ssse3")))
static size_t next16(const cbs_anchor_filter *filter, const uint64_t *table, const uint8_t *bytes, size_t length, size_t position) {
    // Each round reads bytes position ..< position + 18.
    while (position + 18 <= length) {
        unsigned int hits = candidates16(filter, bytes + position);
        while (hits != 0) {
            size_t hit = position + (size_t)__builtin_ctz(hits);
            if (in_table(table, bytes + hit)) return hit;
            hits &= hits - 1;
        }
        position += 16;
    }
    return table_only(table, bytes, length, position);
}

/// The 32-position rounds of ``cbs_anchor_filter_next``, then ``next16`` for the rest.
__attribute__((target("avx2")))
static size_t next32(const cbs_anchor_filter *filter, const uint64_t *table, const uint8_t *bytes, size_t length, size_t position) {
    // Each round reads bytes position ..< position + 34.
    while (position + 34 <= length) {
        unsigned int hits = candidates32(filter, bytes + position);
        while (hits != 0) {
            size_t hit = position + (size_t)__builtin_ctz(hits);
            if (in_table(table, bytes + hit)) return hit;
            hits &= hits - 1;
        }
        position += 32;
    }
    // The SSE code after it must not run with the upper halves of the registers dirty (a
    // compiler that does not inline it would not clear them).
    _mm256_zeroupper();
    return next16(filter, table, bytes, length, position);
}

size_t cbs_anchor_filter_next(const cbs_anchor_filter *filter, const uint64_t *table, const uint8_t *bytes, size_t length, size_t start, int width) {
    if (width >= 32) return next32(filter, table, bytes, length, start);
    if (width >= 16) return next16(filter, table, bytes, length, start);
    return table_only(table, bytes, length, start);
}

#include <emmintrin.h>

size_t cbs_count_byte(const uint8_t *bytes, size_t length, uint8_t byte) {
    size_t count = 0, index = 0;
    const __m128i needle = _mm_set1_epi8((char)byte);
    while (index + 16 <= length) {
        // Per-lane counters (a match is -1, subtracted) summed every 255 blocks at most, before
        // a lane could overflow.
        __m128i lanes = _mm_setzero_si128();
        for (int round = 0; round < 255 && index + 16 <= length; round++, index += 16) {
            __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(block, needle));
        }
        __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        count += (size_t)_mm_cvtsi128_si64(sums) + (size_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
    }
    for (; index < length; index++) count += bytes[index] == byte;
    return count;
}

#else

int cbs_anchor_filter_width(void) { return 0; }

size_t cbs_anchor_filter_next(const cbs_anchor_filter *filter, const uint64_t *table, const uint8_t *bytes, size_t length, size_t start, int width) {
    (void)filter;
    (void)width;
    return table_only(table, bytes, length, start);
}

size_t cbs_count_byte(const uint8_t *bytes, size_t length, uint8_t byte) {
    size_t count = 0;
    for (size_t index = 0; index < length; index++) count += bytes[index] == byte;
    return count;
}

#endif
