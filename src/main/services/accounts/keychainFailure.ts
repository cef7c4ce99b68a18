import { AppFailure } from '../../../shared/ipc/errors';
import { InvalidSecretInputError, KeychainUnavailableError, SecretStoreError } from '../../secrets';

/**
 * Runs a keychain call and turns its failures into errors the UI can act on. The keychain's
 * own text is never passed on (it could quote what was being stored).
 */
export async function keychainCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof KeychainUnavailableError) {
      // The message says what to install or unlock for this platform.
      throw new AppFailure('keychain_unavailable', error.message);
    }
    if (error instanceof SecretStoreError) {
      throw new AppFailure(
        'keychain_unavailable',
        'The system keychain refused to store or read the API key. Unlock the keychain and allow DomainDesk to use it, then try again.',
      );
    }
    if (error instanceof InvalidSecretInputError) {
      throw new AppFailure('invalid_input', error.message);
    }
    throw error;
  }
}
