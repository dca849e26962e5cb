#ifndef PAGER_PIXEL_KERNELS_H
#define PAGER_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Blends one colour over a rectangle of 32-bit pixels in place: each byte b of a pixel becomes
/// `b * keep / 255 + source_b` (integer division, exact), then the bits outside `kept` are
/// cleared. `source` is the colour premultiplied by its alpha, at the surface's byte places;
/// `keep` is 255 minus the alpha (0 to 255). `origin` is the rectangle's first pixel, `pitch` the
/// bytes from one row to the next; `width` and `height` are in pixels.
///
/// Plain C so that it runs at the same speed in every build of the Swift that calls it: the
/// compiler vectorises the loop when optimising, and an unoptimised build still does simple
/// integer steps where generic SIMD code would call into the runtime for each one.
void pager_blend_fill(uint8_t *origin, ptrdiff_t pitch, int width, int height,
                      uint32_t source, uint32_t kept, uint32_t keep);

/// Tints `count` pixels in place with a coverage mask's run: with `a` the coverage (times
/// `alpha` / 255 unless `opaque`), each byte d of a pixel becomes `t * a / 255 + d * (255 - a) / 255`
/// (integer divisions, exact), t the byte of `solid` at its place, then the bits outside
/// `channels` are cleared; a fully covered pixel comes out as `solid`. Returns how many pixels
/// were fully covered.
size_t pager_tint_run(uint32_t *pixels, const uint8_t *coverage, size_t count,
                      uint32_t solid, uint32_t channels, uint32_t alpha, int opaque);

#endif
