import { messageOf } from '../../shared/api';

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

const MAX_TITLE = 80;

/**
 * The `<title>` of a web page, on one line, without control characters and shortened: it is
 * quoted to the user, so a long or odd title must not take over the message.
 */
export function pageTitleOf(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  if (raw === undefined) return undefined;
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '') return undefined;
  return clean.length > MAX_TITLE ? `${clean.slice(0, MAX_TITLE).trimEnd()}…` : clean;
}

function shorten(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length > MAX_SERVER_TEXT ? `${collapsed.slice(0, MAX_SERVER_TEXT)}…` : collapsed;
}

/**
 * The server's own words from an answer: the JSON `error`, `message`, `msg` or `reason`, a
 * page title, or the text. `json` is the body already parsed, when the caller has it.
 */
export function serverTextOf(
  text: string,
  contentType: string | null,
  json: JsonParse = parseJson(text),
): string | undefined {
  if (json.ok) {
    // Error answers carry their text under `error`, which wins over a generic `message`.
    const value = json.value;
    const errorField =
      typeof value === 'object' && value !== null
        ? (value as { error?: unknown }).error
        : undefined;
    const errorText =
      typeof errorField === 'string' && errorField.trim() !== '' ? errorField : undefined;
    return shorten(errorText ?? messageOf(value) ?? text) || undefined;
  }
  if (looksLikeHtml(text, contentType)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    const stripped = (title ?? text.replace(/<script[\s\S]*?<\/script>|<[^>]+>/gi, ' ')).trim();
    return shorten(stripped) || undefined;
  }
  return shorten(text) || undefined;
}
