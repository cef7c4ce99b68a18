import { migration001Portfolio } from './migration001Portfolio';
import { migration002Ordering } from './migration002Ordering';
import { migration003Orders } from './migration003Orders';
import { migration004AccountLimits } from './migration004AccountLimits';
import { migration005Grid } from './migration005Grid';
import { migration006CartFields } from './migration006CartFields';
import { migration007GridFlags } from './migration007GridFlags';
import { migration008GridSearch } from './migration008GridSearch';
import { migration010PremiumRenewals } from './migration010PremiumRenewals';
import { migration011OrderCharges } from './migration011OrderCharges';
import { migration012KeyBinding } from './migration012KeyBinding';
import { migration013BackgroundSync } from './migration013BackgroundSync';
import { migration014AccountProxy } from './migration014AccountProxy';
import { migration015Notifications } from './migration015Notifications';
import { migration016Autopilot } from './migration016Autopilot';
import { migration017Presets } from './migration017Presets';
import { migration018SpendTotals } from './migration018SpendTotals';
import { migration019OrderPresets } from './migration019OrderPresets';
import { migration020AutopilotRedemption } from './migration020AutopilotRedemption';
import { CacheFromNewerVersionError } from './cacheErrors';
import { scalar, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** Marks the file as a DomainDesk cache ("DDsk"), so a foreign SQLite file is not mistaken. */
export const APPLICATION_ID = 0x4444736b;

/** Step n brings the schema from version n-1 to n. Append only; never edit a shipped step. */
export const migrations: readonly string[] = [
  migration001Portfolio,
  migration002Ordering,
  migration003Orders,
  migration004AccountLimits,
  migration005Grid,
  migration006CartFields,
  migration007GridFlags,
  migration008GridSearch,
  migration010PremiumRenewals,
  migration011OrderCharges,
  migration012KeyBinding,
  migration013BackgroundSync,
  migration014AccountProxy,
  migration015Notifications,
  migration016Autopilot,
  migration017Presets,
  migration018SpendTotals,
  migration019OrderPresets,
  migration020AutopilotRedemption,
];

export const LATEST_SCHEMA_VERSION = migrations.length;

export function schemaVersion(db: Db): number {
  return Number(scalar(db, 'PRAGMA user_version'));
}

/**
 * Applies the missing steps (pass a shorter list to stop at an older version), each in its own transaction together with its version bump,
 * so a failure leaves the file at the last complete version.
 */
export function migrate(db: Db, steps: readonly string[] = migrations): number {
  const current = schemaVersion(db);
  if (current > steps.length) throw new CacheFromNewerVersionError(current, steps.length);
  for (let version = current + 1; version <= steps.length; version += 1) {
    const step = steps[version - 1];
    if (step === undefined) throw new Error(`No migration step for schema version ${version}`);
    withTransaction(db, () => {
      db.exec(step);
      db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  }
  return schemaVersion(db);
}
