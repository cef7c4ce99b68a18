export { createContactProfilesService } from './contactProfilesService';
export type { ContactProfilesService } from './contactProfilesService';
