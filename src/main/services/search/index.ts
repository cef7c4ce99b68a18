export { createSearchService, searchConcurrency, TLDS_PER_LOOKUP } from './searchService';
export type { SearchRequest, SearchService, SuggestionsRequest } from './searchService';
