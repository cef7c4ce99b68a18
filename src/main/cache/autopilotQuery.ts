import type { AutopilotSettings } from '../../shared/ipc/channels/autopilot';
import { toJsonText } from './jsonText';
import { all, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

export interface AutopilotCandidate {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string;
}

/** The most domains one run considers (the quote's own limit). */
export const AUTOPILOT_RUN_MOST = 1000;

const SCOPE_FILTER: Record<AutopilotSettings['scope'], string> = {
  all: '',
  tags: `AND EXISTS (SELECT 1 FROM domain_tags t
                      WHERE t.domain_id = d.id AND t.tag IN (SELECT value FROM json_each(@targets)))`,
  domains: 'AND d.name IN (SELECT value FROM json_each(@targets))',
};

/**
 * Active domains of the autopilot's scope that expire from `today` to `until` (inclusive),
 * soonest first. Expired ones are left to the reseller: their renewal costs a late fee.
 */
export function autopilotCandidates(
  db: Db,
  accountId: string,
  settings: Pick<AutopilotSettings, 'scope' | 'targets'>,
  window: { today: string; until: string },
): AutopilotCandidate[] {
  return all(
    db,
    `SELECT d.name, d.unicode_name, d.expiry_date FROM domains d
      WHERE d.account_id = @accountId AND d.status = 'active' AND d.expiry_date IS NOT NULL
        AND d.expiry_date >= @today AND d.expiry_date <= @until
        ${SCOPE_FILTER[settings.scope]}
      ORDER BY d.expiry_date, d.name
      LIMIT ${AUTOPILOT_RUN_MOST}`,
    {
      accountId,
      today: window.today,
      until: window.until,
      ...(settings.scope !== 'all' && { targets: toJsonText(settings.targets) }),
    },
  ).map((row) => ({
    name: str(row.name),
    unicodeName: strOrNull(row.unicode_name) ?? str(row.name),
    expiryDate: str(row.expiry_date),
  }));
}
