import type { AutopilotSettings } from '../../shared/ipc/channels/autopilot';
import { toJsonText } from './jsonText';
import { GROUPED, params } from './renewalsQuery';
import type { RenewalsScope } from './renewalsQuery';
import { all, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

export interface AutopilotCandidate {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string;
  /** `due`: not expired yet; `grace`/`redemption`: expired, renewable with that fee. */
  readonly phase: 'due' | 'grace' | 'redemption';
  /** The last day its renewal costs what it costs now (after it: a fee, a higher fee, or lost). */
  readonly deadline: string;
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
 * The domains of the autopilot's scope it may renew today: active or expired ones expiring
 * within `daysBefore` days, or expired and still within their TLD's grace or redemption
 * window (the Expiry view's rule and query, `renewalsQuery.ts`), soonest deadline first: the
 * day after which waiting costs a late fee, a higher fee, or the name. Without TLD terms (no
 * price list yet) no expired domain is renewable here, as it cannot be priced.
 */
export function autopilotCandidates(
  db: Db,
  scope: RenewalsScope,
  settings: Pick<AutopilotSettings, 'scope' | 'targets' | 'daysBefore'>,
): AutopilotCandidate[] {
  return all(
    db,
    `${GROUPED}
     SELECT p.name, p.unicode_name, p.expiry_date, p.phase,
            CASE p.phase WHEN 'due' THEN date(p.expiry_date, '-1 day')
                         WHEN 'grace' THEN date(p.expiry_date, '+' || p.grace || ' days')
                         ELSE date(p.expiry_date, '+' || (p.grace + p.redemption) || ' days')
            END AS deadline
       FROM priced p JOIN domains d ON d.id = p.domain_id
      WHERE d.status IN ('active', 'expired') AND p.phase != 'lost'
        ${SCOPE_FILTER[settings.scope]}
      ORDER BY deadline, p.expiry_date, p.name
      LIMIT ${AUTOPILOT_RUN_MOST}`,
    {
      ...params(scope, settings.daysBefore),
      ...(settings.scope !== 'all' && { targets: toJsonText(settings.targets) }),
    },
  ).map((row) => ({
    name: str(row.name),
    unicodeName: strOrNull(row.unicode_name) ?? str(row.name),
    expiryDate: str(row.expiry_date),
    phase: str(row.phase) as AutopilotCandidate['phase'],
    deadline: str(row.deadline),
  }));
}
