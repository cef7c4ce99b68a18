import { creditsSchema, versionSchema } from '../../shared/api';
import type { CallOptions } from '../../shared/api';
import type { RequestRunner } from './requestRunner';

export interface AccountCalls {
  /** GET /version: the API version; the simplest credential check. */
  version(options?: CallOptions): Promise<string>;
  /** GET /billing/credits: the balance as a decimal string in the account currency. */
  credits(options?: CallOptions): Promise<string>;
}

export function accountCalls(runner: RequestRunner): AccountCalls {
  return {
    async version(options) {
      return runner.get('version', versionSchema, options);
    },
    async credits(options) {
      return runner.get('billing/credits', creditsSchema, options);
    },
  };
}
