import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';

/** An editor (or its review dialog) that Ctrl/Cmd+S can save. */
interface SaveTarget {
  /** The part of the page it covers: a focus inside it picks it. */
  readonly scope: () => HTMLElement | null;
  /** An open review dialog takes the key whatever has the focus. */
  readonly dialog: boolean;
  readonly changed: () => boolean;
  readonly blocked: () => boolean;
  readonly save: () => void;
  readonly tell: (message: string) => void;
}

const targets = new Set<SaveTarget>();

/** The innermost of these (a form inside a section holds the focus before the section). */
function innermost(list: readonly SaveTarget[]): SaveTarget | undefined {
  return list.find((one) =>
    list.every((other) => other === one || !one.scope()?.contains(other.scope() ?? null)),
  );
}

function choose(): SaveTarget | 'several' | null {
  const all = [...targets];
  const dialog = all.filter((target) => target.dialog).at(-1);
  if (dialog) return dialog;
  const focus = document.activeElement;
  const holding = innermost(all.filter((target) => target.scope()?.contains(focus) === true));
  if (holding) return holding;
  const changed = all.filter((target) => target.changed());
  if (changed.length > 1) return 'several';
  return changed[0] ?? all[0] ?? null;
}

/**
 * Ctrl/Cmd+S anywhere in the window: saves the editor holding the focus (or the only one with
 * changes), as its Save button would. Never the browser's "Save page", and never nothing
 * without a word: no changes, problems to fix or no editor on screen each say so.
 */
export function handleSaveKey(event: KeyboardEvent, keyName: string): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  if (event.key.toLowerCase() !== 's') return;
  event.preventDefault();
  const target = choose();
  if (target === null || target === 'several') {
    notifications.show({
      id: 'save-shortcut',
      color: 'gray',
      message:
        target === null
          ? `Nothing to save here: ${keyName} saves the changes of a domain editor (DNS, nameservers, contacts, e-mail forwarding, glue).`
          : `Several editors have changes: put the cursor in the one to save, then press ${keyName}.`,
    });
    return;
  }
  if (!target.changed()) target.tell('No changes to save.');
  else if (target.blocked()) target.tell('Fix the problems shown before saving.');
  else target.save();
}

/**
 * Lets Ctrl/Cmd+S save this editor. Answers what the key had to say instead (nothing changed,
 * problems to fix), until the edits change.
 */
export function useSaveShortcut(options: {
  scope: () => HTMLElement | null;
  changed: boolean;
  blocked: boolean;
  onSave: () => void;
  /** A review dialog, registered only while open. */
  dialog?: boolean;
  enabled?: boolean;
}): string | null {
  // What was said, and the state it was said of: a change of the edits makes it stale.
  const [said, setSaid] = useState<{ text: string; changed: boolean; blocked: boolean } | null>(
    null,
  );
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { changed, blocked, dialog = false, enabled = true } = options;
  useEffect(() => {
    if (!enabled) return;
    const target: SaveTarget = {
      scope: () => latest.current.scope(),
      dialog,
      changed: () => latest.current.changed,
      blocked: () => latest.current.blocked,
      save: () => {
        latest.current.onSave();
      },
      tell: (text) => {
        setSaid({ text, changed: latest.current.changed, blocked: latest.current.blocked });
      },
    };
    targets.add(target);
    return () => {
      targets.delete(target);
    };
  }, [dialog, enabled]);
  return said !== null && said.changed === changed && said.blocked === blocked ? said.text : null;
}
