#include "PixelKernels.h"

// x / 255 rounded down for every x up to 255 * 255 (the identity behind SDL's and Skia's
// divide-by-255 shortcuts: (x + 1 + (x >> 8)) >> 8).
static inline uint32_t divide255(uint32_t x) { return (x + 1 + (x >> 8)) >> 8; }

void pager_blend_fill(uint8_t *origin, ptrdiff_t pitch, int width, int height,
                      uint32_t source, uint32_t kept, uint32_t keep) {
    const uint8_t s0 = (uint8_t)source, s1 = (uint8_t)(source >> 8), s2 = (uint8_t)(source >> 16), s3 = (uint8_t)(source >> 24);
    const uint8_t k0 = (uint8_t)kept, k1 = (uint8_t)(kept >> 8), k2 = (uint8_t)(kept >> 16), k3 = (uint8_t)(kept >> 24);
    for (int y = 0; y < height; y++) {
        uint8_t *restrict row = origin + (ptrdiff_t)y * pitch;
        for (int x = 0; x < width; x++) {
            uint8_t *restrict p = row + 4 * x;
            p[0] = (uint8_t)(divide255(p[0] * keep) + s0) & k0;
            p[1] = (uint8_t)(divide255(p[1] * keep) + s1) & k1;
            p[2] = (uint8_t)(divide255(p[2] * keep) + s2) & k2;
            p[3] = (uint8_t)(divide255(p[3] * keep) + s3) & k3;
        }
    }
}

size_t pager_tint_run(uint32_t *pixels, const uint8_t *coverage, size_t count,
                      uint32_t solid, uint32_t channels, uint32_t alpha, int opaque) {
    const uint32_t t0 = solid & 0xFF, t1 = (solid >> 8) & 0xFF, t2 = (solid >> 16) & 0xFF, t3 = solid >> 24;
    size_t solids = 0;
    for (size_t i = 0; i < count; i++) {
        const uint32_t c = coverage[i];
        const uint32_t a = opaque ? c : divide255(c * alpha), keep = 255 - a;
        const uint32_t d = pixels[i];
        // With a = 255 this is `solid` itself (its bits all lie inside `channels`).
        const uint32_t out = (divide255(t0 * a) + divide255((d & 0xFF) * keep))
            | (divide255(t1 * a) + divide255(((d >> 8) & 0xFF) * keep)) << 8
            | (divide255(t2 * a) + divide255(((d >> 16) & 0xFF) * keep)) << 16
            | (divide255(t3 * a) + divide255((d >> 24) * keep)) << 24;
        pixels[i] = out & channels;
        solids += a == 255;
    }
    return solids;
}
