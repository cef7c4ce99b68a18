import { BrowserWindow, screen } from 'electron';
import type { RendererEntry } from './rendererEntry';
import { clampToDisplays, MIN_SIZE, readWindowState, writeWindowState } from './windowState';
import type { Rect } from './windowState';

export interface MainWindowOptions {
  readonly title: string;
  readonly entry: RendererEntry;
  readonly preload: string;
  /** JSON file in userData remembering size, position and maximized state. */
  readonly stateFile: string;
  readonly log?: (message: string) => void;
}

/** Work areas with the primary display first, as `clampToDisplays` expects. */
function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
  return [primary.workArea, ...others.map((display) => display.workArea)];
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const state = clampToDisplays(readWindowState(options.stateFile), workAreas());
  const window = new BrowserWindow({
    ...state.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: options.title,
    show: false,
    // The only renderer settings DomainDesk windows use, written out here so that reviewers
    // and the Electronegativity audit see each one where the window is made.
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // A middle click would otherwise ask for a new window (denied anyway, see security.ts).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => {
    window.show();
  });
  window.on('close', () => {
    try {
      writeWindowState(options.stateFile, {
        bounds: window.getNormalBounds(),
        maximized: window.isMaximized(),
      });
    } catch (error) {
      options.log?.(`The window size and position could not be saved: ${String(error)}`);
    }
  });
  window.loadURL(options.entry.url).catch((error: unknown) => {
    options.log?.(`The DomainDesk window could not load its page: ${String(error)}`);
  });
  return window;
}
