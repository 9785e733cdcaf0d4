#include "HeapBytes.h"

// A libc header first: it is what defines __GLIBC__.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

size_t heap_bytes_in_use(void) {
    // Small blocks in the arenas plus the blocks glibc maps on their own (large arrays).
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
size_t heap_bytes_in_use(void) { return 0; }
#endif
