import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow } from './mainWindow';
import { readWindowState, writeWindowState } from './windowState';

const fake = vi.hoisted(() => {
  type Listener = () => void;
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = [];
    readonly listeners = new Map<string, Listener>();
    loaded: { file?: string; url?: string } = {};
    maximized = false;
    shown = false;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      FakeBrowserWindow.created.push(this);
    }
    on(name: string, listener: Listener) {
      this.listeners.set(name, listener);
      return this;
    }
    once(name: string, listener: Listener) {
      return this.on(name, listener);
    }
    maximize() {
      this.maximized = true;
    }
    isMaximized() {
      return this.maximized;
    }
    show() {
      this.shown = true;
    }
    getNormalBounds() {
      return { x: 200, y: 150, width: 1000, height: 700 };
    }
    loadFile(file: string) {
      this.loaded = { file };
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.loaded = { url };
      return Promise.resolve();
    }
  }
  const primary = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  return {
    FakeBrowserWindow,
    screen: { getPrimaryDisplay: () => primary, getAllDisplays: () => [primary] },
  };
});

vi.mock('electron', () => ({
  BrowserWindow: fake.FakeBrowserWindow,
  screen: fake.screen,
  shell: { openExternal: vi.fn() },
}));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'domaindesk-main-window-'));
  fake.FakeBrowserWindow.created = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function open(stateFile = join(dir, 'window-state.json')) {
  createMainWindow({
    title: 'DomainDesk',
    entry: { kind: 'app', url: 'app://domaindesk/index.html', root: '/app/out/renderer' },
    preload: '/app/out/preload/index.cjs',
    stateFile,
  });
  const window = fake.FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error('no window created');
  return window;
}

describe('the main window', () => {
  it('runs the page isolated and sandboxed, without Node, with web security on', () => {
    const prefs = open().options.webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('loads the built renderer and shows the window once it is ready', () => {
    const window = open();
    expect(window.loaded).toEqual({ url: 'app://domaindesk/index.html' });
    expect(window.shown).toBe(false);
    window.listeners.get('ready-to-show')?.();
    expect(window.shown).toBe(true);
  });

  it('reopens at the remembered size and position, maximized if it was', () => {
    const stateFile = join(dir, 'window-state.json');
    writeWindowState(stateFile, {
      bounds: { x: 300, y: 120, width: 1100, height: 760 },
      maximized: true,
    });
    const window = open(stateFile);
    expect(window.options).toMatchObject({ x: 300, y: 120, width: 1100, height: 760 });
    expect(window.maximized).toBe(true);
  });

  it('remembers its size and position when closed', () => {
    const stateFile = join(dir, 'window-state.json');
    const window = open(stateFile);
    window.listeners.get('close')?.();
    expect(readWindowState(stateFile)).toEqual({
      bounds: { x: 200, y: 150, width: 1000, height: 700 },
      maximized: false,
    });
  });
});
