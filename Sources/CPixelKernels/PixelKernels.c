// CPixelKernels is all in its header (include/PixelKernels.h), inline; SwiftPM needs a source.
#include "PixelKernels.h"
