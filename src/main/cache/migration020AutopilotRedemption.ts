/**
 * Schema step: whether an account's renewal autopilot may pay redemption fees. Off for every
 * autopilot set up before (a redemption fee is often many times the renewal price).
 */
export const migration020AutopilotRedemption = `
ALTER TABLE autopilot_settings
  ADD COLUMN pay_redemption INTEGER NOT NULL DEFAULT 0 CHECK (pay_redemption IN (0, 1));
`;
