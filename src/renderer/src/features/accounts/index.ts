export { AccountsHome } from './AccountsHome';
export { ConnectAccountForm } from './ConnectAccountForm';
export { accountsStore, createAccountsStore, useAccounts } from './accountsStore';
export type { AccountsState } from './accountsStore';
export { keyNoteFor } from './keyNote';
