// Imported first by the entry: module bodies run in import order, so the first screen's
// requests leave before React DOM and Mantine are evaluated (a large share of the start:
// docs/performance.md).
import { startRequests } from './app/startRequests';

void startRequests();
