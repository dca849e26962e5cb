#ifndef PAGER_CSDL2_SHIM_H
#define PAGER_CSDL2_SHIM_H
// SDL_main must not rename main on Linux; the program calls SDL_SetMainReady() itself.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
#endif
