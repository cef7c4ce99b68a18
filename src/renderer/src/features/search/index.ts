export { SearchScreen } from './SearchScreen';
export { showSearchJob } from './showSearchJob';
