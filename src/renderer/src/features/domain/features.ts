import type { RegistrarFeature } from '../../../../shared/ipc/channels/portfolioTypes';

export const FEATURE_LABELS: Record<RegistrarFeature, string> = {
  dns: 'DNS management',
  email: 'E-mail forwarding',
  eppcode: 'EPP code',
  idprotection: 'ID protection',
  glue: 'Glue records',
};
