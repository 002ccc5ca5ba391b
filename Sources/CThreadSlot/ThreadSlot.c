#include "ThreadSlot.h"

_Thread_local void *_Nullable waypoint_thread_slot = 0;
