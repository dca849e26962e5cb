#ifndef PAGER_CPNG_SHIM_H
#define PAGER_CPNG_SHIM_H
// libpng's simplified API (png_image_write_to_file), from Debian's libpng-dev. It replaces
// SDL2_image, whose loaders pulled eight more libraries (TIFF, JPEG, WebP, ...) into every start.
#include <png.h>
#endif
