import type { EventName, JobProgress } from '../../../../shared/ipc';

/** A runner's context whose progress events are kept, in order, for the test to read. */
export function recorder() {
  const progress: JobProgress[] = [];
  const ctx = {
    now: () => Date.UTC(2026, 10, 22, 10, 0, 0),
    events: {
      emit(name: EventName, payload: unknown) {
        if (name === 'jobs:progress') progress.push(payload as JobProgress);
      },
    },
  };
  return { ctx, progress };
}

/** A gate the test opens by hand, so the order of events is decided without waiting. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
