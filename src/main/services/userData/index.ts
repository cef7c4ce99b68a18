export { createUserDataService } from './userDataService';
export type { UserDataService } from './userDataService';
