export { AccountsHome } from './AccountsHome';
export { ConnectAccountForm } from './ConnectAccountForm';
