import { describe, expect, it } from 'vitest';
import { buildBridgeApi } from './bridgeMethods';
import { channelNames, eventNames } from './contract';
import { refusedIssues, setConflict } from './errorDetails';
import { AppFailure } from './errors';
import type { AppError } from './errors';

const RECORD = { hostname: 'www', type: 'A', address: '192.0.2.1', priority: 0 };

/** A bridge whose every call is answered with `answer`, as main (or anything else) sent it. */
function bridgeAnswering(answer: unknown) {
  return buildBridgeApi(
    { invoke: () => Promise.resolve(answer), subscribe: () => () => undefined },
    { channels: channelNames, events: eventNames },
  );
}

async function errorReceived(error: unknown): Promise<AppError> {
  const result = await bridgeAnswering({ ok: false, error }).settingsGet(undefined);
  if (result.ok) throw new Error('The answer was taken for data.');
  return result.error;
}

describe('the detail of an error', () => {
  it('is typed by its kind: a set conflict is read as the set it is of', () => {
    const sets = { live: [RECORD], base: [] };
    const conflict: AppError = { kind: 'conflict', message: 'changed', detail: sets };
    expect(setConflict(conflict, 'dnsConflict')).toEqual(sets);
    // Versions of another set are no DNS conflict to show.
    expect(setConflict(conflict, 'emailConflict')).toBeNull();
    const priceRose: AppError = {
      kind: 'conflict',
      message: 'The price rose.',
      detail: { quoted: '10.00', current: '12.00' },
    };
    expect(setConflict(priceRose, 'dnsConflict')).toBeNull();
  });

  it('gives the field problems of refused input, and none for another kind', () => {
    const issues = [{ path: 'records.0.address', message: 'Not an IPv4 address.' }];
    expect(
      refusedIssues({ kind: 'invalid_input', message: 'Refused.', detail: { issues } }),
    ).toEqual(issues);
    expect(refusedIssues({ kind: 'conflict', message: 'Changed.' })).toEqual([]);
  });

  it('reads the field problems of a refusal thrown in main the same way, and nothing else', () => {
    const issues = [{ path: 'contact.country', message: 'Country must be a two-letter code.' }];
    const thrown = new AppFailure('invalid_input', 'Refused.', { issues });
    expect(refusedIssues(thrown)).toEqual(issues);
    // A detail not of the declared shape gives no problems rather than a wrong one.
    const odd = { kind: 'invalid_input', detail: { issues: [{ path: 3 }] } };
    expect(refusedIssues(odd)).toEqual([]);
    expect(refusedIssues(null)).toEqual([]);
  });

  it('crosses the bridge only in the shape declared for its kind', async () => {
    const issues = [{ path: 'ns2', message: 'ns1.example.net is listed twice.' }];
    expect(
      await errorReceived({ kind: 'invalid_input', message: 'Refused.', detail: { issues } }),
    ).toEqual({ kind: 'invalid_input', message: 'Refused.', detail: { issues } });
    // Most errors carry no detail at all: they arrive as sent, with their own kind.
    expect(await errorReceived({ kind: 'forbidden_sender', message: 'Not this page.' })).toEqual({
      kind: 'forbidden_sender',
      message: 'Not this page.',
    });
    const next = { action: 'openLogFolder' } as const;
    expect(await errorReceived({ kind: 'internal', message: 'Failed.', next })).toEqual({
      kind: 'internal',
      message: 'Failed.',
      next,
    });
    // Another shape is left out, and the message still arrives.
    expect(
      await errorReceived({ kind: 'invalid_input', message: 'Refused.', detail: 'ns2' }),
    ).toEqual({ kind: 'invalid_input', message: 'Refused.' });
    expect(
      await errorReceived({ kind: 'conflict', message: 'Changed.', detail: { issues } }),
    ).toEqual({ kind: 'conflict', message: 'Changed.' });
    // A kind outside the contract is no error the window can read.
    expect(await errorReceived({ kind: 'exploded', message: 'Boom.' })).toMatchObject({
      kind: 'internal',
      message: 'DomainDesk received an unreadable answer.',
    });
  });
});
