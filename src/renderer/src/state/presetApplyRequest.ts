import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** "Apply preset…" asked from a screen outside the portfolio (an order's preset line). */
export interface PresetApplyRequest {
  readonly accountId: string;
  /** ASCII names the dialog opens on. */
  readonly names: readonly string[];
  /** The preset to start with, when it still exists. */
  readonly presetId?: string;
}

interface PresetApplyState {
  readonly request: PresetApplyRequest | null;
  ask: (request: PresetApplyRequest) => void;
  close: () => void;
}

/*
 * The dialog belongs to the portfolio feature and no feature imports another: a screen asks
 * here, and the shell opens the portfolio's dialog (`app/PresetApplyArea.tsx`).
 */
export const presetApplyStore = createStore<PresetApplyState>()((set) => ({
  request: null,
  ask(request) {
    set({ request });
  },
  close() {
    set({ request: null });
  },
}));

export function usePresetApplyRequest(): PresetApplyRequest | null {
  return useStore(presetApplyStore, (state) => state.request);
}
