#ifndef PAGER_CTURBOJPEG_SHIM_H
#define PAGER_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
