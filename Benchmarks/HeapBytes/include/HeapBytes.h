// The heap's bytes in use, for the benchmarks' memory figures: what the allocator has handed
// out and not had back, from its own statistics (glibc's mallinfo2, Darwin's malloc zones).
#ifndef HEAP_BYTES_H
#define HEAP_BYTES_H

#include <stddef.h>

/// The bytes the allocator has handed out and not had back, or 0 where it cannot say.
size_t heap_bytes_in_use(void);

#endif
