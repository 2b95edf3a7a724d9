export { GlobalSearch, SEARCH_PLACEHOLDER } from './components/global-search';
