#ifndef PAGER_PIXEL_KERNELS_H
#define PAGER_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Blends one colour over a rectangle of 32-bit pixels in place: each byte b of a pixel becomes
/// `b * keep / 255 + source_b` (integer division, exact), then the bits outside `kept` are
/// cleared. `source` is the colour premultiplied by its alpha, at the surface's byte places;
/// `keep` is 255 minus the alpha (0 to 255). `origin` is the rectangle's first pixel, `pitch` the
/// bytes from one row to the next; `width` and `height` are in pixels.
///
/// In C with the compiler's vector types, four pixels a step, so that it runs at nearly the
/// same speed in every build of the Swift that calls it: unoptimised generic SIMD code in Swift
/// calls into the runtime for every lane operation.
static inline void pager_blend_fill(uint8_t *origin, ptrdiff_t pitch, int width, int height,
                                    uint32_t source, uint32_t kept, uint32_t keep);

/// Tints `count` pixels in place with a coverage mask's run: with `a` the coverage (times
/// `alpha` / 255 unless `opaque`), each byte d of a pixel becomes `t * a / 255 + d * (255 - a) / 255`
/// (integer divisions, exact), t the byte of `solid` at its place, then the bits outside
/// `channels` are cleared; a fully covered pixel comes out as `solid`. Returns how many pixels
/// were fully covered.
static inline size_t pager_tint_run(uint32_t *pixels, const uint8_t *coverage, size_t count,
                                    uint32_t solid, uint32_t channels, uint32_t alpha, int opaque);

// The definitions are in the header (static inline) so that the optimiser can inline them into
// the Swift that calls them.

// Four pixels at a time in 16-byte vectors (GCC and Clang vector extensions: SSE2 on x86-64,
// NEON on arm64, in every build), each byte of a pixel in a 16-bit lane, its even bytes and odd
// bytes apart, so a product of two bytes stays in its lane.
typedef uint16_t Lanes __attribute__((vector_size(16)));
typedef uint8_t Bytes __attribute__((vector_size(16)));

// x / 255 rounded down for every x up to 255 * 255: (x + 1 + (x >> 8)) >> 8, the identity
// behind SDL's and Skia's divide-by-255 shortcuts.
static inline uint32_t divide255(uint32_t x) { return (x + 1 + (x >> 8)) >> 8; }
static inline Lanes divide255Lanes(Lanes x) { return (x + 1 + (x >> 8)) >> 8; }

static inline Lanes load(const void *p) { Lanes v; memcpy(&v, p, sizeof v); return v; }
static inline void store(void *p, Bytes v) { memcpy(p, &v, sizeof v); }

// `pixel` four times over.
static inline Lanes repeated(uint32_t pixel) {
    uint32_t four[4] = {pixel, pixel, pixel, pixel};
    return load(four);
}

static inline void pager_blend_fill(uint8_t *origin, ptrdiff_t pitch, int width, int height,
                      uint32_t source, uint32_t kept, uint32_t keep) {
    const Bytes added = (Bytes)repeated(source), keptBytes = (Bytes)repeated(kept);
    const Lanes factor = (Lanes){0} + (uint16_t)keep;
    for (int y = 0; y < height; y++) {
        uint8_t *row = origin + (ptrdiff_t)y * pitch;
        int x = 0;
        for (; x + 4 <= width; x += 4) {
            const Lanes d = load(row + 4 * x);
            const Lanes even = divide255Lanes((d & 0xFF) * factor), odd = divide255Lanes((d >> 8) * factor);
            store(row + 4 * x, ((Bytes)(even | (odd << 8)) + added) & keptBytes);
        }
        for (; x < width; x++) {
            uint8_t *p = row + 4 * x;
            for (int i = 0; i < 4; i++) {
                p[i] = (uint8_t)((divide255(p[i] * keep) + (source >> (8 * i))) & (kept >> (8 * i)));
            }
        }
    }
}

// One pixel of pager_tint_run at coverage `a`.
static inline uint32_t tinted(uint32_t d, uint32_t solid, uint32_t a, uint32_t channels) {
    uint32_t out = 0;
    for (int i = 0; i < 32; i += 8) {
        out |= (divide255(((solid >> i) & 0xFF) * a) + divide255(((d >> i) & 0xFF) * (255 - a))) << i;
    }
    return out & channels;
}

static inline size_t pager_tint_run(uint32_t *pixels, const uint8_t *coverage, size_t count,
                      uint32_t solid, uint32_t channels, uint32_t alpha, int opaque) {
    const Lanes tint = repeated(solid), tintEven = tint & 0xFF, tintOdd = tint >> 8;
    const Bytes channelBytes = (Bytes)repeated(channels);
    size_t solids = 0, i = 0;
    for (; i + 4 <= count; i += 4) {
        uint32_t c[4];
        for (int k = 0; k < 4; k++) {
            c[k] = opaque ? coverage[i + k] : divide255(coverage[i + k] * alpha);
            solids += c[k] == 255;
        }
        // Each pixel's coverage in both 16-bit lanes of its pixel. With a = 255 a pixel comes out
        // as `solid` itself (its bits all lie inside `channels`).
        const Lanes a = {(uint16_t)c[0], (uint16_t)c[0], (uint16_t)c[1], (uint16_t)c[1],
                         (uint16_t)c[2], (uint16_t)c[2], (uint16_t)c[3], (uint16_t)c[3]};
        const Lanes keep = 255 - a;
        const Lanes d = load(pixels + i);
        const Lanes even = divide255Lanes(tintEven * a) + divide255Lanes((d & 0xFF) * keep);
        const Lanes odd = divide255Lanes(tintOdd * a) + divide255Lanes((d >> 8) * keep);
        store(pixels + i, (Bytes)(even | (odd << 8)) & channelBytes);
    }
    for (; i < count; i++) {
        const uint32_t a = opaque ? coverage[i] : divide255(coverage[i] * alpha);
        pixels[i] = tinted(pixels[i], solid, a, channels);
        solids += a == 255;
    }
    return solids;
}

#endif
