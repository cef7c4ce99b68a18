import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clampToDisplays, DEFAULT_SIZE, readWindowState, writeWindowState } from './windowState';

const laptop = { x: 0, y: 25, width: 1440, height: 875 };
const monitorOnRight = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('remembered window position', () => {
  it('puts the window back where it was when that place is still on a display', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1400, height: 900 }, maximized: true };
    expect(clampToDisplays(saved, [laptop, monitorOnRight])).toEqual(saved);
  });

  it('centres the window on the primary display when its monitor was unplugged', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(clampToDisplays(saved, [laptop])).toEqual({
      bounds: { x: 120, y: 63, width: 1200, height: 800 },
      maximized: false,
    });
  });

  it('moves a window hanging off the edge fully onto its display', () => {
    const saved = { bounds: { x: 1000, y: -50, width: 1000, height: 700 }, maximized: false };
    expect(clampToDisplays(saved, [laptop]).bounds).toEqual({
      x: 440,
      y: 25,
      width: 1000,
      height: 700,
    });
  });

  it('shrinks a window larger than the display it is on', () => {
    const saved = { bounds: { x: 0, y: 25, width: 3000, height: 2000 }, maximized: false };
    expect(clampToDisplays(saved, [laptop]).bounds).toEqual(laptop);
  });

  it('opens at the default size in the middle of the primary display the first time', () => {
    expect(clampToDisplays(undefined, [laptop, monitorOnRight])).toEqual({
      bounds: {
        x: Math.round((laptop.width - DEFAULT_SIZE.width) / 2),
        y: 25 + Math.round((laptop.height - DEFAULT_SIZE.height) / 2),
        ...DEFAULT_SIZE,
      },
      maximized: false,
    });
  });

  it('keeps a window on the display showing most of it when it straddles two', () => {
    const saved = { bounds: { x: 1300, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(clampToDisplays(saved, [laptop, monitorOnRight]).bounds).toEqual({
      x: 1440,
      y: 100,
      width: 1200,
      height: 800,
    });
  });
});

describe('window state file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('survives a round trip and ignores a missing or damaged file', () => {
    dir = mkdtempSync(join(tmpdir(), 'domaindesk-window-'));
    const file = join(dir, 'nested', 'window-state.json');
    expect(readWindowState(file)).toBeUndefined();
    const state = { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: true };
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    writeFileSync(file, '{"bounds": {"x": "left"}');
    expect(readWindowState(file)).toBeUndefined();
    writeFileSync(
      file,
      '{"bounds": {"x": 1, "y": 2, "width": -5, "height": 3}, "maximized": false}',
    );
    expect(readWindowState(file)).toBeUndefined();
  });
});
