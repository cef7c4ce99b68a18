import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must, openDesk } from '../../src/main/services/testing/deskHarness';
import type { Desk } from '../../src/main/services/testing/deskHarness';
import type { Result } from '../../src/shared/ipc';
import { ADA } from '../../src/main/services/orders/testing/ordersFixture';
import { registerActiveDomain } from '../support/activeDomain';
import { badInputs } from './badInputCases';
import type { BadInput, CaseContext } from './badInputCases';

/** Every row of every table of the cache file, as text. */
function cacheDump(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[];
    return JSON.stringify(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]),
    );
  } finally {
    db.close();
  }
}

interface Issue {
  path: string;
  message: string;
}

/** What the user is told: the error with its issues, or the refused lines of an import. */
function answerText(result: Result<unknown>): string {
  if (!result.ok) {
    const detail = result.error.detail as { issues?: Issue[] } | undefined;
    const issues = (detail?.issues ?? []).map((i) => `${i.path}: ${i.message}`);
    return [result.error.message, ...issues].join('\n');
  }
  const report = result.data as {
    added?: number;
    lines?: { line: number; outcome: string; reason: string }[];
  };
  if (report.added !== 0 || report.lines === undefined) return '(accepted)';
  return report.lines
    .filter((line) => line.outcome === 'invalid')
    .map((line) => `line ${String(line.line)}: ${line.reason}`)
    .join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let desk: Desk;
let ctx: CaseContext;

beforeAll(async () => {
  desk = await openDesk();
  const accountId = await desk.connect();
  const domain = 'steady-example.com';
  await registerActiveDomain(desk, accountId, domain);
  must(await desk.call('contactProfiles:save', { name: 'Ada', contact: ADA }));
  ctx = { accountId, domain, exportText: must(await desk.call('data:export')) };
}, 60_000);

afterAll(async () => {
  await desk.close();
});

/** Why a case failed, or undefined when it was refused as it should be. */
async function check(bad: BadInput): Promise<string | undefined> {
  const before = cacheDump(desk.cacheFile);
  const changesBefore = desk.sim.countRequests({ method: 'POST' });
  const answer = answerText(await desk.call(bad.channel, bad.input));
  const named = new RegExp(`(^|[\\s"(])${escape(bad.field)}: \\S.{4,}`, 'm');
  if (!named.test(answer)) return `answer does not name ${bad.field}: ${answer.slice(0, 300)}`;
  if (cacheDump(desk.cacheFile) !== before) return 'the cache changed';
  if (desk.sim.countRequests({ method: 'POST' }) !== changesBefore) return 'a change was sent';
  return undefined;
}

describe('bad input across forms, imports and bridge channels', () => {
  it('is refused with a message naming the field and the problem, and changes nothing', async () => {
    const cases = badInputs(ctx);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    for (const bad of cases) {
      const why = await check(bad);
      if (why !== undefined) failures.push(`${bad.channel} ${bad.what}: ${why}`);
    }
    console.log(`bad input: ${String(cases.length)} cases`);
    expect(failures).toEqual([]);
  }, 120_000);
});
