#ifndef PAGER_CSDL2_SHIM_H
#define PAGER_CSDL2_SHIM_H
// SDL_main must not rename main on Linux; the program calls SDL_SetMainReady() itself.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>

// SDL_syswm.h for its Wayland part only: its X11 part would bring all of Xlib's names (Window,
// Display, Bool, None...) into Swift. SDL_SysWMinfo's members share a union, so leaving one out
// moves none of the others.
#undef SDL_VIDEO_DRIVER_X11
#include <SDL2/SDL_syswm.h>

/// The wl_display of a window of SDL's wayland driver; NULL for any other driver.
static inline struct wl_display *pager_wayland_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return NULL;
    return info.info.wl.display;
}
/// The Xlib Display of a window of SDL's x11 driver; NULL for any other driver. (The first
/// member of SDL_SysWMinfo's x11 part, read through the union's bytes: the part itself is left
/// out above.)
static inline void *pager_x11_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
    void *display;
    SDL_memcpy(&display, info.info.dummy, sizeof display);
    return display;
}
#endif
