import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowState {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 800, height: 560 } as const;
/** How much of a window must stay on a display for its saved position to be kept. */
const MIN_VISIBLE = { width: 160, height: 80 } as const;

const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const stateSchema = z.object({ bounds: rectSchema, maximized: z.boolean() });

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x);
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y);
  return { x, y, width, height };
}

function centred(area: Rect, width: number, height: number): Rect {
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

function fitSize(size: number, min: number, available: number): number {
  return Math.max(Math.min(size, available), Math.min(min, available));
}

/**
 * Puts a saved window back where it was if that place is still on a display (a monitor may
 * have been unplugged): otherwise centres it on the primary display. The window is always
 * shrunk to fit its display's work area and moved fully inside it.
 *
 * `workAreas[0]` is the primary display.
 */
export function clampToDisplays(
  saved: WindowState | undefined,
  workAreas: readonly Rect[],
): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  const wanted = saved?.bounds ?? centred(primary, DEFAULT_SIZE.width, DEFAULT_SIZE.height);

  let best: { area: Rect; visible: number } | undefined;
  for (const area of workAreas) {
    const shared = overlap(wanted, area);
    const visible = shared.width * shared.height;
    if (shared.width >= MIN_VISIBLE.width && shared.height >= MIN_VISIBLE.height) {
      if (best === undefined || visible > best.visible) best = { area, visible };
    }
  }

  const area = best?.area ?? primary;
  const width = fitSize(wanted.width, MIN_SIZE.width, area.width);
  const height = fitSize(wanted.height, MIN_SIZE.height, area.height);
  const start = best ? wanted : centred(area, width, height);
  const x = Math.min(Math.max(start.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(start.y, area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, maximized: saved?.maximized ?? false };
}

/** Reads the saved state; a missing or damaged file means "no saved state". */
export function readWindowState(file: string): WindowState | undefined {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Synchronous on purpose: it runs while the window closes, and the process may exit right
 * after. Write then rename, so a crash mid-write never leaves a half-written file.
 */
export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
  renameSync(temporary, file);
}
