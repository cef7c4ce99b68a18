import { describe, expect, it } from 'vitest';
import {
  apiUrlProblem,
  connectInputSchema,
  connectionDraftSchema,
  normalizeApiUrl,
} from './accountRules';

const GOOD = 'https://billing.example.com/modules/addons/DomainsReseller/api/index.php';

describe('the API URL a reseller types', () => {
  it('accepts the entry script over https, and over http only on this computer', () => {
    expect(apiUrlProblem(GOOD)).toBeUndefined();
    expect(apiUrlProblem(`  ${GOOD}/ `)).toBeUndefined();
    expect(apiUrlProblem('http://127.0.0.1:8787/x/index.php')).toBeUndefined();
    expect(apiUrlProblem('http://localhost:8787/index.php')).toBeUndefined();
  });

  it('asks for index.php at the end when the entry script is missing', () => {
    expect(apiUrlProblem('https://billing.example.com/modules/addons/DomainsReseller/api/')).toBe(
      'The API URL must end with the entry script index.php, as in …/modules/addons/DomainsReseller/api/index.php. Add /index.php at the end.',
    );
    expect(apiUrlProblem(`${GOOD}/version`)).toBe(
      'The API URL must end right after index.php: remove what follows it.',
    );
  });

  it('refuses plain http to another computer, other schemes, queries and non-addresses', () => {
    expect(apiUrlProblem('http://billing.example.com/api/index.php')).toMatch(
      /must start with https:\/\/\. Plain http:\/\/ is only allowed for a test server on this computer/,
    );
    expect(apiUrlProblem('ftp://billing.example.com/index.php')).toBe(
      'The API URL must start with https://.',
    );
    expect(apiUrlProblem(`${GOOD}?a=1`)).toMatch(/query/);
    expect(apiUrlProblem('billing.example.com')).toMatch(/^This is not a web address/);
    expect(apiUrlProblem('  ')).toMatch(/^Enter the API URL/);
  });

  it('refuses a line break, tab or NUL inside it, which the URL parser would drop silently', () => {
    const [head, tail] = [GOOD.slice(0, 30), GOOD.slice(30)];
    for (const character of ['\n', '\r\n', '\t', '\u0000']) {
      expect(apiUrlProblem(`${head}${character}${tail}`)).toMatch(/must be on one line/);
    }
    // A line break pasted after the address is only trimmed away.
    expect(apiUrlProblem(`${GOOD}\n`)).toBeUndefined();
  });

  it('is stored without surrounding spaces or trailing slashes', () => {
    expect(normalizeApiUrl(` ${GOOD}// `)).toBe(GOOD);
  });
});

describe('the connect form checked at the door', () => {
  it("takes the provider's max_input_vars when given, refusing a value out of range by name", () => {
    const draft = { baseUrl: GOOD, email: 'r@example.com', apiKey: 'k3y', label: 'Main' };
    expect(connectInputSchema.parse({ ...draft, maxInputVars: 5000 }).maxInputVars).toBe(5000);
    for (const [maxInputVars, message] of [
      [10, /at least 100; PHP's default is 1000/],
      [2_000_000, /at most 1,000,000/],
      [1.5, /whole number/],
    ] as const) {
      const result = connectInputSchema.safeParse({ ...draft, maxInputVars });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['maxInputVars'],
          message: expect.stringMatching(message) as unknown,
        }),
      ]);
    }
  });

  it('refuses an API e-mail with non-ASCII characters, which could never authenticate', () => {
    for (const email of ['rés@example.com', 'reseller@exämple.com', 'reseller@例え.jp']) {
      const result = connectionDraftSchema.safeParse({
        baseUrl: GOOD,
        email,
        apiKey: 'k3y',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['email'],
          message: expect.stringMatching(/only hold plain ASCII/) as unknown,
        }),
      ]);
    }
  });

  it('names each field that is wrong, without echoing what was typed', () => {
    const result = connectInputSchema.safeParse({
      label: ' ',
      baseUrl: 'https://x.example/api',
      email: 'not-an-email',
      apiKey: 'has space inside',
      currency: 'euro',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      label: 'Give the account a name, e.g. "Main reseller account".',
      baseUrl: expect.stringMatching(/index\.php/) as unknown,
      email: 'Enter a valid e-mail address, like reseller@example.com.',
      apiKey: 'An API key has no spaces or special characters; check what was pasted.',
      currency: 'Choose the currency your reseller credit is held in.',
    });
    expect(JSON.stringify(result.error?.issues)).not.toContain('has space inside');
  });

  it('turns an empty User-Agent into the default and trims the rest', () => {
    const parsed = connectInputSchema.parse({
      label: ' Main ',
      baseUrl: `${GOOD}/`,
      email: ' reseller@example.com ',
      apiKey: ' key-123 ',
      userAgent: '  ',
    });
    expect(parsed).toEqual({
      label: 'Main',
      baseUrl: GOOD,
      email: 'reseller@example.com',
      apiKey: 'key-123',
      userAgent: null,
    });
  });
});
