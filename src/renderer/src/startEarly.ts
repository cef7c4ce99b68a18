// Imported first by the entry: module bodies run in import order, so the first screen's
// requests leave before React DOM and Mantine are evaluated (~100 ms of the start).
import { startRequests } from './app/startRequests';

void startRequests();
