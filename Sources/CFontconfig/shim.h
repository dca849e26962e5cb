// fontconfig (Debian's libfontconfig-dev): which installed font has the glyphs for a text.
#include <fontconfig/fontconfig.h>
