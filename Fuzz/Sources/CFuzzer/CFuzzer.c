// The declaration in include/CFuzzer.h is all this target provides; SwiftPM needs a source.
#include "CFuzzer.h"
