/** The cache file was written by a newer DomainDesk; it is left untouched. */
export class CacheFromNewerVersionError extends Error {
  override readonly name = 'CacheFromNewerVersionError';
  readonly kind = 'cache_too_new' as const;

  constructor(
    readonly fileVersion: number,
    readonly supportedVersion: number,
  ) {
    super(
      `The offline cache was written by a newer version of DomainDesk (schema ${fileVersion}, ` +
        `this version understands up to ${supportedVersion}). Update DomainDesk to open it.`,
    );
  }
}

/** A state change the order journal does not allow (for example resending a sent order). */
export class IllegalOrderTransitionError extends Error {
  override readonly name = 'IllegalOrderTransitionError';
  readonly kind = 'illegal_transition' as const;

  constructor(
    readonly orderId: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`Order ${orderId} cannot go from "${from}" to "${to}".`);
  }
}

/** An earlier order for the same domain and operation has no known outcome yet. */
export class UnresolvedOrderError extends Error {
  override readonly name = 'UnresolvedOrderError';
  readonly kind = 'unresolved_order' as const;

  constructor(
    readonly orderId: string,
    domain: string,
    operation: string,
    state: string,
  ) {
    super(
      `An earlier ${operation} order for ${domain} is still "${state}". Check whether it went ` +
        `through and reconcile it before ordering again.`,
    );
  }
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly kind = 'not_found' as const;
}

export class DuplicateError extends Error {
  override readonly name = 'DuplicateError';
  readonly kind = 'duplicate' as const;
}

export interface ImportIssue {
  /** Where in the document, for example `domains[3].name`. */
  path: string;
  message: string;
}

/** The import document is invalid; nothing was written. */
export class UserDataImportError extends Error {
  override readonly name = 'UserDataImportError';
  readonly kind = 'invalid_import' as const;

  constructor(readonly issues: readonly ImportIssue[]) {
    const shown = issues
      .slice(0, 5)
      // The screens' messages end in a full stop; the list adds its own.
      .map((issue) => `${issue.path || '(document)'}: ${issue.message.replace(/\.$/, '')}`);
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    super(`The file cannot be imported: ${shown.join('; ')}${more}. Nothing was imported.`);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/**
 * The cache was used after it closed (a late answer, a timer of a closed profile). libsql
 * would abort the whole process on such a call; it is refused here instead.
 */
export class CacheClosedError extends Error {
  override readonly name = 'CacheClosedError';
  readonly kind = 'cache_closed' as const;

  constructor() {
    super('The offline cache is closed: this work ended with the profile it belonged to.');
  }
}
