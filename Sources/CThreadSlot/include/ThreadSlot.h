#ifndef WAYPOINT_THREAD_SLOT_H
#define WAYPOINT_THREAD_SLOT_H

/// One pointer per thread in the platform's native thread-local storage (C11
/// `_Thread_local`): reading it is a load, where `pthread_getspecific` is a call. Waypoint
/// keeps its per-thread table cache here, beside the POSIX key that owns the object and
/// releases it when the thread exits (see `ThreadLocal.swift`).
extern _Thread_local void *_Nullable waypoint_thread_slot;

/// The calling thread's slot.
static inline void *_Nullable waypoint_thread_slot_get(void) { return waypoint_thread_slot; }

/// Sets the calling thread's slot.
static inline void waypoint_thread_slot_set(void *_Nullable value) { waypoint_thread_slot = value; }

#endif
