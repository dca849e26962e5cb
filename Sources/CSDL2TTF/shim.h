#ifndef PAGER_CSDL2TTF_SHIM_H
#define PAGER_CSDL2TTF_SHIM_H
#define SDL_MAIN_HANDLED
#include <SDL2/SDL_ttf.h>
#endif
