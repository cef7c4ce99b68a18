const MAX_SERVER_TEXT = 500;

export type JsonParse = { ok: true; value: unknown } | { ok: false };

/** JSON.parse that reports failure instead of throwing; a UTF-8 BOM is tolerated. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch {
    return { ok: false };
  }
}

export function looksLikeHtml(text: string, contentType: string | null): boolean {
  return (contentType ?? '').includes('html') || /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

function shorten(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length > MAX_SERVER_TEXT ? `${collapsed.slice(0, MAX_SERVER_TEXT)}…` : collapsed;
}

/** The server's own words from an answer: the JSON `error`/`message`, a page title, or the text. */
export function serverTextOf(text: string, contentType: string | null): string | undefined {
  const json = parseJson(text);
  if (json.ok) {
    const value = json.value;
    if (typeof value === 'string') return shorten(value) || undefined;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      for (const key of ['error', 'message', 'msg', 'reason']) {
        const field = record[key];
        if (typeof field === 'string' && field.trim() !== '') return shorten(field);
      }
    }
    return shorten(text) || undefined;
  }
  if (looksLikeHtml(text, contentType)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    const stripped = (title ?? text.replace(/<script[\s\S]*?<\/script>|<[^>]+>/gi, ' ')).trim();
    return shorten(stripped) || undefined;
  }
  return shorten(text) || undefined;
}
