export { createUserDataService, recoveryNotice } from './userDataService';
export type { UserDataService } from './userDataService';
