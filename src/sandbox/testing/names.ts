import { baseAvailability } from '../availability';

/** The first `<stem><n>.<tld>` the registry reports as `kind`, skipping `skip` matches. */
export function nameWith(
  kind: 'available' | 'registered',
  tld: string,
  stem = 'testname',
  skip = 0,
): string {
  let left = skip;
  for (let n = 1; n < 10_000; n++) {
    const name = `${stem}${n}.${tld}`;
    if (baseAvailability(name, `${stem}${n}`).kind === kind && left-- === 0) return name;
  }
  throw new Error(`no ${kind} name under .${tld}`);
}

export const freeName = (tld: string, stem?: string, skip?: number): string =>
  nameWith('available', tld, stem, skip);

export const takenName = (tld: string, stem?: string, skip?: number): string =>
  nameWith('registered', tld, stem, skip);
