/** Global search: the header widgets the layouts mount (spec section 2). */
export { CompanySearch } from './components/company-search';
export { HelperSearch } from './components/helper-search';
export { SEARCH_DEBOUNCE_MS } from './model/search-model';
